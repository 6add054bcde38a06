//! Edges of the command line, through the real binary: `ferz adjudicate` answers a
//! program that writes one FEN and waits; `ferz perft` refuses a depth it could never finish,
//! saying the limit; `ferz script | head -1` ends quietly; `ferz check` of a crafted file does
//! not cost minutes nor memory that grows with its games; `ferz adjudicate` bounds a hard
//! verdict and says it undecided.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

#[test]
fn adjudicate_answers_each_line_before_the_next_is_written() {
    let mut child =
        Command::new(FERZ).arg("adjudicate").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("ferz runs");
    let mut stdin = child.stdin.take().expect("its input");
    let mut stdout = BufReader::new(child.stdout.take().expect("its output"));
    // The second FEN is written only once the first is answered: a batch waiting for more
    // lines would never answer.
    for (fen, dead) in [("8/8/8/8/8/8/8/K6k w - - 0 1", true), ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false)] {
        writeln!(stdin, "{fen}").expect("a line written");
        stdin.flush().expect("flushed");
        let mut answer = String::new();
        stdout.read_line(&mut answer).expect("an answer");
        let value: serde_json::Value = serde_json::from_str(&answer).expect("JSON");
        assert_eq!((value["fen"].as_str(), value["dead"].as_bool()), (Some(fen), Some(dead)), "{answer}");
    }
    drop(stdin);
    assert!(child.wait().expect("ends").success());
}

#[test]
fn perft_refuses_a_depth_that_cannot_finish_and_says_the_limit() {
    for depth in ["11", "12", "11700", "4294967295"] {
        let out = Command::new(FERZ).args(["perft", depth]).output().expect("ferz runs");
        assert_eq!(out.status.code(), Some(2), "{depth}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&format!("{depth} is out of range: give a number from 0 to 10")), "{err}");
        assert!(out.stdout.is_empty());
    }
    let out = Command::new(FERZ).args(["perft", "3"]).output().expect("ferz runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "8902");
}

#[test]
fn script_into_head_ends_quietly() {
    let input: String = "state\n".repeat(20_000);
    let mut child = Command::new("sh")
        .args(["-c", &format!("\"{FERZ}\" script; echo \"status $?\" >&2")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let mut stdin = child.stdin.take().expect("input");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    // Read one line, then go away as `head -1` does.
    let mut stdout = BufReader::new(child.stdout.take().expect("output"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("one answer");
    drop(stdout);
    let _ = writer.join();
    let out = child.wait_with_output().expect("ends");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(first.starts_with("{\"ok\":true"), "{first}");
    assert_eq!(err.trim(), "status 0", "no complaint, status 0: {err}");
}

#[test]
fn check_reads_a_batch_of_tiny_games_in_order_ten_thousand_at_a_time() {
    // No place to cut the file into batches (no tag after a result), so one batch holds every
    // game; it is checked 10,000 games at a time, numbered and placed as if read in one piece.
    let dir = std::env::temp_dir().join(format!("ferz-edges-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let file = dir.join("stars.pgn");
    let text = format!("{}1. e4 Ke7 *\n", "*\n".repeat(25_000));
    std::fs::write(&file, text).expect("written");
    let out = Command::new(FERZ).arg("check").arg(&file).output().expect("ferz runs");
    assert_eq!(out.status.code(), Some(1), "the last game is invalid");
    let lines: Vec<serde_json::Value> =
        String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(lines.len(), 25_001);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line["game"].as_u64(), Some(i as u64 + 1), "{line}");
    }
    assert_eq!(lines[9_999]["result"], "*");
    assert_eq!(lines[25_000]["ok"], false);
    assert_eq!(lines[25_000]["line"], 25_001, "{}", lines[25_000]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A position a mutation search found: neither side's verdict fits in the budget (chasolver
/// leaves it undecided too).
const HARD: &str = "2b5/1p4B1/pPp3k1/2Pp3p/P2PpBpP/4P1P1/3K4/8 w - - 0 1";

#[test]
fn a_verdict_the_budget_cannot_reach_is_said_undecided() {
    let out = Command::new(FERZ).args(["adjudicate", "--fen", HARD]).output().expect("ferz runs");
    assert!(out.status.success());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(value["white"]["can_mate"].is_null() && value["black"]["can_mate"].is_null(), "{value}");
    assert!(value["dead"].is_null(), "{value}");
    // A game lost on time there: 6.9 cannot be decided, and check says so rather than a result.
    let dir = std::env::temp_dir().join(format!("ferz-edges-hard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let file = dir.join("forfeit.pgn");
    let pgn = format!(
        "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"{HARD}\"]\n[Termination \"Time forfeit\"]\n[Result \"0-1\"]\n\n0-1\n"
    );
    std::fs::write(&file, pgn).expect("written");
    let out = Command::new(FERZ).arg("check").arg(&file).output().expect("ferz runs");
    let line: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(line["ok"], true, "{line}");
    assert!(line.get("result_by_laws").is_some_and(serde_json::Value::is_null), "{line}");
    let _ = std::fs::remove_dir_all(&dir);
}
