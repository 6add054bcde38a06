//! Nothing dangerous reaches a terminal, through the real binary: every
//! JSON string of `ferz script`, `ferz check` and `ferz adjudicate` escapes C0 and C1 controls, DEL and the
//! bidirectional overrides, and values from the command line echoed in errors show their
//! control characters instead of sending them. And `ferz check … | head -1` ends with the
//! status of what it read.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// Characters no terminal may receive raw from ferz: C0 (but the line end), DEL, C1, overrides.
fn dangerous(c: char) -> bool {
    (c.is_control() && c != '\n') || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// What a hostile user types: an escape sequence, a C1 CSI, DEL, and a right-to-left override.
const HOSTILE: &str = "\u{1b}]0;pwned\u{7}\u{9b}31m\u{7f}\u{202e}\u{2067}x";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferz-safety-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

/// Runs ferz with `args`, `input` on standard input; gives the status, stdout and stderr.
fn run(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(FERZ)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ferz runs");
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input.as_bytes()).expect("input");
    }
    let out = child.wait_with_output().expect("ferz ends");
    let text = |b: &[u8]| String::from_utf8(b.to_vec()).expect("UTF-8 output");
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

#[test]
fn script_answers_escape_every_dangerous_character() {
    let input = format!("move e4{HOSTILE}\nmove {HOSTILE}\nfoo{HOSTILE}\nclaim {HOSTILE}\nresign {HOSTILE}\n");
    let (code, out, err) = run(&["script", "--time", "none"], &input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 5, "{out}");
    assert!(!out.chars().any(dangerous), "{out:?}");
    for line in out.lines() {
        let value: serde_json::Value = serde_json::from_str(line).expect("JSON");
        assert_eq!(value["ok"], false, "{line}");
    }
    // Where the answer echoes what was typed, it is there in full, escaped.
    assert!(out.contains("\\u009b31m\\u007f\\u202e\\u2067x"), "{out}");
}

#[test]
fn adjudicate_answers_escape_every_dangerous_character() {
    // A FEN whose last field carries the hostile text, and one that is all of it.
    let input = format!("8/8/8/8/8/8/8/K6k w - - 0 1{HOSTILE}\n{HOSTILE}\n8/8/8/8/8/8/8/K6k w - - 0 1\n");
    let (code, out, err) = run(&["adjudicate"], &input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 3, "{out}");
    assert!(!out.chars().any(dangerous), "{out:?}");
    let answers: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!((answers[0]["ok"].clone(), answers[1]["ok"].clone()), (false.into(), false.into()), "{out}");
    assert_eq!(answers[2]["dead"], true, "{out}");
    assert!(out.contains("\\u009b31m\\u007f\\u202e\\u2067x"), "the FEN is echoed whole, escaped: {out}");
}

#[test]
fn check_reports_escape_names_and_errors() {
    let dir = scratch("check");
    let name = dir.join(format!("game{HOSTILE}.pgn"));
    std::fs::write(&name, format!("[Event \"x\"]\n\n1. e4 Nf6{HOSTILE} *\n")).expect("a file");
    let (code, out, err) = run(&["check", &name.to_string_lossy()], "");
    assert_eq!(code, 1, "{err}");
    assert!(!out.chars().any(dangerous), "{out:?}");
    let value: serde_json::Value = serde_json::from_str(out.trim_end()).expect("JSON");
    assert_eq!(value["file"], name.to_string_lossy().as_ref(), "the name reads back exactly");
    assert!(out.contains("\\u202e") && out.contains("\\u007f"), "{out}");
    // A file that cannot be read is named on standard error with its controls shown.
    let missing = dir.join(format!("gone{HOSTILE}.pgn"));
    let (code, _, err) = run(&["check", &missing.to_string_lossy()], "");
    assert_eq!(code, 2);
    assert!(!err.chars().any(dangerous), "{err:?}");
    assert!(err.contains("gone\\u{1b}]0;pwned\\u{7}\\u{9b}31m\\u{7f}\\u{202e}\\u{2067}x.pgn"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn command_line_values_are_echoed_with_their_controls_shown() {
    let cases: [&[&str]; 7] = [
        &["--time", HOSTILE],
        &["script", "--penalty", HOSTILE],
        &["script", "--time", HOSTILE],
        &["--lang", HOSTILE],
        &["--fen", HOSTILE],
        &["perft", "1", "--fen", HOSTILE],
        &["--pieces", HOSTILE],
    ];
    for args in cases {
        let (code, out, err) = run(args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(!err.chars().any(dangerous), "{args:?}: {err:?}");
        let echoed = err.contains("pwned") || err.contains("31m");
        assert!(!echoed || err.contains("\\u{1b}]0;pwned") || err.contains("\\u{9b}"), "{args:?}: {err}");
    }
}

#[test]
fn check_piped_into_head_ends_with_the_status_of_what_it_read() {
    let dir = scratch("head");
    // A bad first game, then enough good ones that the report overflows any pipe buffer.
    let mut pgn = String::from("1. e4 Ke7 2. Ke2 Kd6 3. Qe1 Qh4 4. Nc3 e5 5. Kxe5 *\n\n");
    for _ in 0..20_000 {
        pgn.push_str("1. e4 e5 *\n\n");
    }
    let file = dir.join("bad-first.pgn");
    std::fs::write(&file, &pgn).expect("a file");
    let mut child = Command::new(FERZ)
        .args(["check", &file.to_string_lossy()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ferz runs");
    // `head -1`: read the first line, then go away.
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = Vec::new();
    let mut byte = [0u8];
    while stdout.read(&mut byte).expect("read") == 1 && byte[0] != b'\n' {
        first.push(byte[0]);
    }
    drop(stdout);
    let status = child.wait().expect("ferz ends");
    let first = String::from_utf8(first).expect("UTF-8");
    assert!(first.contains("\"ok\":false"), "{first}");
    assert_eq!(status.code(), Some(1), "the first game read was bad");
    let _ = std::fs::remove_dir_all(&dir);
}
