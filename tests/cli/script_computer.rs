//! `ferz script --computer`: a whole game against a real Stockfish (skipped, saying so, where
//! none is installed), whose replies are legal and within its clock; an engine that thinks for
//! ever loses on time and leaves no process behind; one that dies is one sentence, the game
//! kept, until `computer restart` or `computer none`; bad flags are one line and status 2.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use ferz::engine::locate;
use ferz::rules::{Position, parse_san};
use serde_json::Value;

use crate::common::{check_pgn, run_raw};
use crate::processes::{assert_all_gone, fake_engine};

/// A `ferz script` spoken to a line at a time, as a program playing the computer would.
struct Session {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Session {
    fn start(args: &[&str], env: &[(&str, &Path)]) -> Session {
        let mut command = Command::new(env!("CARGO_BIN_EXE_ferz"));
        command.arg("script").args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::inherit());
        for (name, value) in env {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("spawn ferz");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Session { child, input, output }
    }

    /// Sends `line`, returns its answer.
    fn ask(&mut self, line: &str) -> Value {
        writeln!(self.input, "{line}").expect("write");
        self.input.flush().expect("flush");
        let mut answer = String::new();
        self.output.read_line(&mut answer).expect("read");
        serde_json::from_str(&answer).unwrap_or_else(|e| panic!("not JSON ({e}) after {line:?}: {answer:?}"))
    }

    /// Closes the input and waits: the exit status.
    fn finish(self) -> i32 {
        let Session { mut child, input, .. } = self;
        drop(input);
        child.wait().expect("wait").code().unwrap_or(-1)
    }
}

/// The moves of an answer.
fn moves(answer: &Value) -> Vec<String> {
    answer["moves"].as_array().expect("moves").iter().map(|m| m.as_str().unwrap_or_default().to_string()).collect()
}

/// A fresh scratch directory of this test process.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ferz-computer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// A pseudo-random number sequence, for the human's moves.
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn a_whole_game_against_stockfish_level_1() {
    if locate(None).is_err() {
        eprintln!("skipped: no Stockfish installed (apt-get install stockfish)");
        return;
    }
    let mut session = Session::start(&["--computer", "black", "--level", "1", "--time", "5+0"], &[]);
    let mut answer = session.ask("state");
    assert_eq!(answer["computer"]["name"].as_str().map(|n| n.starts_with("Stockfish")), Some(true), "{answer}");
    assert_eq!(answer["computer"]["level"], 1);
    assert_eq!(answer["computer"]["color"], "black");
    let mut seed = 0x2545_F491_4F6C_DD1D_u64;
    let mut black_ms = 300_000;
    while answer["result"] == "*" {
        assert_eq!(answer["turn"], "white", "the answer comes back to the human: {answer}");
        let pos = Position::from_fen(answer["fen"].as_str().expect("fen")).expect("FEN");
        let legal = pos.legal_moves();
        let mv = legal.get((next(&mut seed) % legal.len() as u64) as usize).copied().expect("a move");
        let before = moves(&answer).len();
        answer = session.ask(&format!("move {}", mv.uci()));
        assert_eq!(answer["ok"], true, "{answer}");
        assert!(answer.get("engine_error").is_none(), "{answer}");
        let now = moves(&answer);
        if answer["result"] == "*" {
            assert_eq!(now.len(), before + 2, "the reply is in the answer: {answer}");
        }
        // Every reply legal: the moves replay from the start.
        let mut replay = Position::new();
        for san in &now {
            let m = parse_san(&replay, san).unwrap_or_else(|e| panic!("{san} is not legal: {e}"));
            replay = replay.play_unchecked(m);
        }
        // Within its clock: charged what it took, never more than it had.
        let black = answer["clock"]["black_ms"].as_u64().expect("black_ms");
        assert!(black <= black_ms && black > 0, "{black} after {black_ms}: {answer}");
        black_ms = black;
        assert!(now.len() < 2000, "the game ends by the Laws");
    }
    assert_ne!(answer["termination"], "timeout", "{answer}");
    let pgn = session.ask("pgn");
    let pgn = pgn["pgn"].as_str().expect("pgn");
    assert!(pgn.contains("[Black \"Stockfish") && pgn.contains("(level 1)\"]"), "{pgn}");
    assert!(pgn.contains("[%emt") && pgn.contains("[%clk"), "{pgn}");
    let checked = check_pgn(pgn);
    assert_eq!(checked["ok"], true, "{checked}");
    assert_eq!(checked["result"], answer["result"]);
    assert_eq!(session.finish(), 0);
}

#[test]
fn the_computer_moves_first_with_white_and_a_game_between_people_has_none() {
    if locate(None).is_err() {
        eprintln!("skipped: no Stockfish installed (apt-get install stockfish)");
        return;
    }
    let mut session = Session::start(&["--computer", "white", "--level", "2", "--time", "3+2"], &[]);
    let answer = session.ask("state");
    assert_eq!(moves(&answer).len(), 1, "{answer}");
    assert_eq!(answer["turn"], "black");
    // Its increments were credited (before move 1 and after it) and its thinking charged:
    // 3 minutes + 2 × 2 s, less what it took (at level 2, often under a millisecond).
    let white = answer["clock"]["white_ms"].as_u64().expect("white_ms");
    assert!(white <= 184_000 && white > 174_000, "{answer}");
    assert_eq!(session.finish(), 0);
    let people = run_raw(&[], b"state\n");
    let state: Value = serde_json::from_str(people.stdout.trim()).expect("JSON");
    assert_eq!(state["computer"], Value::Null);
}

#[test]
fn an_engine_that_thinks_for_ever_loses_on_time_and_leaves_nothing_behind() {
    let dir = scratch("forever");
    let (pid, child) = (dir.join("pid"), dir.join("child"));
    let engine = fake_engine("thinks_forever.sh");
    let engine = engine.to_str().expect("path");
    let mut session = Session::start(
        &["--computer", "black", "--engine", engine, "--time", "0.05"],
        &[("FAKE_ENGINE_PID", &pid), ("FAKE_CHILD_PID", &child)],
    );
    let answer = session.ask("move e4");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["termination"], "timeout", "{answer}");
    assert_eq!(answer["result"], "1-0", "{answer}");
    assert_eq!(answer["clock"]["black_ms"], 0, "{answer}");
    assert_eq!(answer["computer"]["name"], "Forever 1 (level 3)");
    assert!(answer["helpmate"].is_array(), "the proof White could still mate: {answer}");
    let after = session.ask("state");
    assert_eq!(after["result"], "1-0");
    assert_eq!(session.finish(), 0, "a clean exit");
    assert_all_gone(&pid, &child, "a computer whose flag fell");
}

#[test]
fn an_engine_that_dies_is_one_sentence_and_the_game_is_kept() {
    let dir = scratch("dies");
    let once = dir.join("died");
    let engine = fake_engine("dies_once.sh");
    let engine = engine.to_str().expect("path");
    let args = ["--computer", "black", "--engine", engine, "--level", "4"];
    let mut session = Session::start(&args, &[("FAKE_ENGINE_ONCE", &once)]);
    let answer = session.ask("move e4");
    assert_eq!(answer["ok"], true, "{answer}");
    let error = answer["engine_error"].as_str().unwrap_or_else(|| panic!("no engine_error: {answer}"));
    assert!(
        error.starts_with("Fragile 1 (level 4) stopped playing") && error.ends_with("the game is kept."),
        "{error}"
    );
    assert_eq!(moves(&answer), ["e4"], "the human's move is kept");
    assert_eq!(answer["turn"], "black");
    // Nobody moves for the computer until its engine restarts.
    let refused = session.ask("move e5");
    assert_eq!(refused["code"], "not_allowed", "{refused}");
    assert!(refused["error"].as_str().is_some_and(|e| e.contains("computer restart")), "{refused}");
    let restarted = session.ask("computer restart");
    assert_eq!(restarted["ok"], true, "{restarted}");
    assert!(restarted.get("engine_error").is_none(), "{restarted}");
    assert_eq!(moves(&restarted), ["e4", "e6"], "its reply comes with the restart: {restarted}");
    assert_eq!(session.finish(), 0);

    // Dying again, its chair goes to a person.
    std::fs::remove_file(&once).expect("remove the mark");
    let mut session = Session::start(&args, &[("FAKE_ENGINE_ONCE", &once)]);
    assert!(session.ask("move d4").get("engine_error").is_some());
    let handed = session.ask("computer none");
    assert_eq!(handed["computer"], Value::Null, "{handed}");
    let played = session.ask("move d5");
    assert_eq!(moves(&played), ["d4", "d5"], "{played}");
    assert_eq!(played["turn"], "white");
    let bad = session.ask("computer restart");
    assert_eq!(bad["code"], "not_allowed", "{bad}");
    assert_eq!(session.finish(), 0);
}

#[test]
fn the_russian_sentence_and_bad_computer_lines() {
    let dir = scratch("russian");
    let once = dir.join("died");
    let engine = fake_engine("dies_once.sh");
    let mut session = Session::start(
        &["--computer", "black", "--engine", engine.to_str().expect("path"), "--lang", "ru"],
        &[("FAKE_ENGINE_ONCE", &once)],
    );
    let answer = session.ask("move e4");
    let error = answer["engine_error"].as_str().unwrap_or_default();
    assert!(error.contains("перестал играть") && error.ends_with("партия сохранена."), "{error}");
    let bad = session.ask("computer later");
    assert_eq!(bad["code"], "parse", "{bad}");
    assert_eq!(session.finish(), 0);
}

#[test]
fn bad_computer_flags_are_one_line_and_status_2() {
    for (args, flag) in [
        (&["--computer", "black", "--level", "0"][..], "--level"),
        (&["--computer", "black", "--level", "9"][..], "--level"),
        (&["--computer", "green"][..], "--computer"),
        (&["--computer", "black", "--engine", "/nonexistent"][..], "/nonexistent"),
    ] {
        let run = run_raw(args, b"state\n");
        assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}: nothing is played");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: one line: {}", run.stderr);
        assert!(run.stderr.contains(flag), "{args:?}: {}", run.stderr);
    }
}
