//! `ferz adjudicate` end to end: the real binary, its JSON lines for real
//! positions (a helpmate for the side that can mate, checked move by move with
//! the rules core), and one error line per bad input line, after which the
//! scan goes on.

use crate::common;

use ferz::rules::{Color, Position, parse_move};
use serde_json::Value;

/// Runs `ferz adjudicate ARGS` with `input` on standard input: (status, stdout lines, stderr).
fn run(args: &[&str], input: &[u8]) -> (i32, Vec<Value>, String) {
    let out = common::run_ferz("adjudicate", args, input);
    let lines =
        out.stdout.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}"))).collect();
    (out.status, lines, out.stderr)
}

/// Plays the SAN `line` from `fen` with the rules core and asserts it ends in mate by `side`.
fn assert_mates(fen: &str, side: Color, line: &Value) {
    let mut pos = Position::from_fen(fen).expect("FEN");
    let moves = line.as_array().expect("a helpmate array");
    assert!(!moves.is_empty());
    for m in moves {
        let text = m.as_str().expect("SAN text");
        let mv = parse_move(&pos, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.fen()));
        pos = pos.play_unchecked(mv);
    }
    assert!(pos.is_checkmate(), "{line} does not end in mate");
    assert_eq!(pos.turn(), !side, "{line} is not a mate by {side}");
}

const WALL: &str = "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1";

#[test]
fn one_fen_gives_both_verdicts_and_a_mating_line() {
    let (status, lines, stderr) = run(&["--fen", WALL], b"");
    assert_eq!((status, lines.len(), stderr.as_str()), (0, 1, ""));
    let answer = &lines[0];
    assert_eq!(answer["ok"], true);
    assert_eq!(answer["fen"], WALL);
    assert_eq!(answer["dead"], false);
    assert_eq!(answer["white"]["can_mate"], true);
    assert_mates(WALL, Color::White, &answer["white"]["helpmate"]);
    // Black's pawns are locked and its bishop can never open the wall.
    assert_eq!(answer["black"], serde_json::json!({"can_mate": false, "helpmate": null}));
}

#[test]
fn standard_input_is_scanned_line_by_line() {
    let input = "# a comment, then a blank line\n\n\
                 qK6/3k4/8/8/8/8/8/8 w - - 0 60\n\
                 8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - -\n\
                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
    let (status, lines, stderr) = run(&[], input.as_bytes());
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert_eq!(lines.len(), 3);
    // White must take the queen: bare kings.
    assert_eq!(lines[0]["fen"], "qK6/3k4/8/8/8/8/8/8 w - - 0 60");
    assert_eq!(lines[0]["dead"], true);
    // A locked wall, the kings on their own sides; the FEN is normalised.
    assert_eq!(lines[1]["fen"], "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1");
    assert_eq!(lines[1]["dead"], true);
    assert_eq!(lines[1]["white"]["can_mate"], false);
    assert_eq!(lines[1]["black"]["can_mate"], false);
    // The start: both sides can mate (Fool's mate and its mirror).
    assert_eq!(lines[2]["dead"], false);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_mates(start, Color::White, &lines[2]["white"]["helpmate"]);
    assert_mates(start, Color::Black, &lines[2]["black"]["helpmate"]);
}

#[test]
fn bad_lines_get_one_error_each_and_the_scan_goes_on() {
    let mut input = Vec::new();
    input.extend_from_slice(b"garbage\n");
    input.extend_from_slice(b"8/8/8/8/8/8/8/8 w - - 0 1\n"); // no kings
    input.extend_from_slice(b"k7/8/8/8/8/8/8/K6r b - - 0 1\n"); // the side not to move is in check
    input.extend_from_slice(&[0xff, 0xfe, b'\n']); // not UTF-8
    input.extend(std::iter::repeat_n(b'p', 10 << 20)); // a 10 MB line
    input.push(b'\n');
    input.extend_from_slice(b"8/8/8/4k3/8/8/8/4K2N w - - 0 1\n");
    let (status, lines, stderr) = run(&[], &input);
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert_eq!(lines.len(), 6);
    for bad in &lines[..5] {
        assert_eq!(bad["ok"], false, "{bad}");
        assert_eq!(bad["code"], "bad_fen");
        let error = bad["error"].as_str().expect("a message");
        assert!(!error.is_empty() && error.chars().count() <= 201, "{error}");
    }
    assert!(lines[0]["error"].as_str().is_some_and(|e| e.contains("FEN")));
    assert_eq!(lines[3]["error"], "bad FEN: not UTF-8 text (\"\u{fffd}\u{fffd}\"…)");
    assert_eq!(lines[5]["dead"], true, "the scan went on after the bad lines");
}

#[test]
fn a_bad_fen_flag_ends_with_status_2() {
    let (status, lines, stderr) = run(&["--fen", "not a fen"], b"");
    assert_eq!(status, 2);
    assert!(lines.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("ferz: --fen: bad FEN"), "{stderr}");
}

/// A hard position of chasolver's set, dead (neither side can mate), which takes ferz about a
/// second of work to prove.
const SLOW: &str = "8/1p1p1p1p/1P6/KP6/PP6/1P1P4/5P1P/k7 w - - 0 1";

#[test]
fn a_verdict_does_not_depend_on_the_machines_load() {
    // The heaviest load there is: the process gets no processor at all for two seconds
    // while it works on the verdict (stopped, then continued). A verdict bounded by counted
    // work answers as on an idle machine; one bounded by the wall clock answered `null`.
    let paused = adjudicate_paused(SLOW, std::time::Duration::from_secs(2));
    let (status, idle, stderr) = run(&["--fen", SLOW], b"");
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert_eq!(paused, idle[0], "the answer under load differs from the idle one");
    // chasolver's label: neither side can mate.
    assert_eq!(paused["white"], serde_json::json!({"can_mate": false, "helpmate": null}), "{paused}");
    assert_eq!(paused["black"], serde_json::json!({"can_mate": false, "helpmate": null}), "{paused}");
    assert_eq!(paused["dead"], true);
}

/// The answer of `ferz adjudicate` to `fen`, the process stopped for `pause` just after the
/// line is written (SIGSTOP, then SIGCONT).
fn adjudicate_paused(fen: &str, pause: std::time::Duration) -> Value {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferz"))
        .arg("adjudicate")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn ferz adjudicate");
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(stdin, "{fen}").expect("write the FEN");
    stdin.flush().expect("flush");
    let signal = |name: &str| {
        let sent = Command::new("kill").arg(format!("-{name}")).arg(pid.to_string()).status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -{name} {pid}");
    };
    signal("STOP");
    std::thread::sleep(pause);
    signal("CONT");
    drop(stdin);
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("an answer");
    let _ = child.wait();
    serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"))
}
