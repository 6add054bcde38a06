//! Drives the real `ferz script` binary: flags, stdin lines in, one JSON
//! answer per answered line out.

#![allow(dead_code)]

use std::collections::HashSet;
use std::io::Write;
use std::process::{Command, Stdio};

use ferz::rules::{Position, parse_move};
use serde_json::Value;

/// What a run of the binary gave back.
#[derive(Debug)]
pub struct Run {
    /// The exit status (`-1` when killed by a signal).
    pub status: i32,
    /// Standard output as text.
    pub stdout: String,
    /// Standard error as text.
    pub stderr: String,
}

/// Runs `ferz script ARGS` with `input` on standard input.
pub fn run_raw(args: &[&str], input: &[u8]) -> Run {
    run_ferz("script", args, input)
}

/// Runs `ferz SUBCOMMAND ARGS` with `input` on standard input.
pub fn run_ferz(subcommand: &str, args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferz"))
        .arg(subcommand)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn ferz");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Written from a thread so a large input cannot deadlock against a full stdout pipe.
    let writer = std::thread::spawn(move || {
        // The program may exit early (bad flags) and close the pipe: that is not an error here.
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for ferz");
    writer.join().expect("writer thread");
    Run {
        status: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// True for the lines the protocol answers: not blank and not a `#` comment.
fn answered(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with('#')
}

/// Runs `ferz script ARGS` over `lines` and returns one parsed answer per
/// answered line, checking the exit status 0, an empty standard error and
/// that every answer is one JSON object on one line.
pub fn script(args: &[&str], lines: &[&str]) -> Vec<Value> {
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let run = run_raw(args, input.as_bytes());
    assert_eq!(run.status, 0, "exit status; stderr: {}", run.stderr);
    assert_eq!(run.stderr, "", "standard error");
    let answers: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(answers.iter().all(Value::is_object), "every answer is an object: {}", run.stdout);
    assert_eq!(answers.len(), lines.iter().filter(|l| answered(l)).count(), "one answer per line: {}", run.stdout);
    answers
}

/// The last answer of [`script`].
pub fn last(args: &[&str], lines: &[&str]) -> Value {
    script(args, lines).pop().expect("at least one answer")
}

/// `move X` for each of `moves`.
pub fn moves(list: &[&str]) -> Vec<String> {
    list.iter().map(|m| format!("move {m}")).collect()
}

/// Borrows a list of owned lines for [`script`].
pub fn refs(lines: &[String]) -> Vec<&str> {
    lines.iter().map(String::as_str).collect()
}

/// The clock of an answer: (white_ms, black_ms, running).
pub fn clock(answer: &Value) -> (u64, u64, Option<&str>) {
    let c = &answer["clock"];
    let ms = |side: &str| c[side].as_u64().unwrap_or_else(|| panic!("no {side} in {answer}"));
    (ms("white_ms"), ms("black_ms"), c["running"].as_str())
}

/// Asserts a successful answer of a game going on.
pub fn assert_ongoing(answer: &Value) {
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["result"], "*", "{answer}");
    assert_eq!(answer["termination"], Value::Null, "{answer}");
}

/// Asserts a successful answer of a finished game.
pub fn assert_ended(answer: &Value, result: &str, termination: &str) {
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["result"], result, "{answer}");
    assert_eq!(answer["termination"], termination, "{answer}");
    assert_eq!(answer["claimable"], serde_json::json!([]), "{answer}");
    if !answer["clock"].is_null() {
        assert_eq!(answer["clock"]["running"], Value::Null, "{answer}");
    }
}

/// Asserts a refused command with `code`.
pub fn assert_error(answer: &Value, code: &str) {
    assert_eq!(answer["ok"], false, "{answer}");
    assert_eq!(answer["code"], code, "{answer}");
    let error = answer["error"].as_str().unwrap_or_else(|| panic!("no error text in {answer}"));
    assert!(!error.is_empty(), "{answer}");
    assert_eq!(answer.as_object().map(|o| o.len()), Some(3), "only ok, code and error: {answer}");
}

/// `plies` legal moves (UCI) from `fen` that never repeat a position and
/// never end the game: the first such move in UCI order, backtracking when
/// stuck. For long scenarios such as the period changes of a time control.
pub fn fresh_moves(fen: &str, plies: usize) -> Vec<String> {
    fn search(pos: &Position, seen: &mut HashSet<u64>, left: usize, out: &mut Vec<String>) -> bool {
        if left == 0 {
            return true;
        }
        let mut list = pos.legal_moves();
        list.sort_by_uci();
        for &mv in list.iter() {
            let next = pos.play_unchecked(mv);
            let over = !next.has_legal_move() || next.is_insufficient_material() || next.halfmoves() >= 100;
            if over || !seen.insert(next.hash()) {
                continue;
            }
            out.push(mv.uci());
            if search(&next, seen, left - 1, out) {
                return true;
            }
            out.pop();
        }
        false
    }
    let start = Position::from_fen(fen).expect("FEN");
    let mut seen = HashSet::from([start.hash()]);
    let mut out = Vec::new();
    assert!(search(&start, &mut seen, plies, &mut out), "no line of {plies} plies");
    // Every move must read back in the position it is played in.
    let mut pos = start;
    for uci in &out {
        let mv = parse_move(&pos, uci).expect("generated move reads back");
        pos = pos.play_unchecked(mv);
    }
    out
}

/// The initial position's FEN.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// `ferz check` on `pgn` (written to a file of its own): the one report line, parsed.
pub fn check_pgn(pgn: &str) -> Value {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ferz-check-pgn-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let file = dir.join("game.pgn");
    std::fs::write(&file, pgn).expect("the game can be written");
    let path = file.to_string_lossy().into_owned();
    let run = run_ferz("check", &[&path], b"");
    let _ = std::fs::remove_dir_all(&dir);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 1, "one game, one line: {}", run.stdout);
    serde_json::from_str(lines[0]).unwrap_or_else(|e| panic!("not JSON ({e}): {}", lines[0]))
}

/// `ferz ARGS` with nothing on stdin: its exit status, stdout and stderr.
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferz")).args(args).output().expect("ferz runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
