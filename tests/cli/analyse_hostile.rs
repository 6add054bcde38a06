//! `ferz analyse` against hostile engines and records: an engine that streams `info` lines for
//! ever is stopped at the search's overall limit (one line, status 2); an engine that ignores
//! its closed input, `quit` and SIGTERM and leaves a child of its own is ended whole after a
//! normal run and after SIGTERM or SIGINT to ferz; escape sequences from a PGN file or an
//! engine never reach the output; a record played on past its end is analysed up to the end.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

use crate::processes::{assert_all_gone, comes_to, fake_engine, state, written_pid};

/// A fresh directory for one test's files.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferz-analyse-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `ferz analyse FILE --engine ENGINE ARGS…` with `env`, not yet waited for.
fn analyse(file: &Path, engine: &str, args: &[&str], env: &[(&str, &Path)]) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ferz"));
    command.arg("analyse").arg(file).arg("--engine").arg(fake_engine(engine)).args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    command.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn an_engine_that_never_ends_its_search_is_stopped() {
    // Each `info` line comes well within the wait for the next: only the overall limit of a
    // search at depth 1 (5 s) ends it.
    let dir = temp_dir("streams");
    let (game, pid) = (dir.join("one.pgn"), dir.join("pid"));
    std::fs::write(&game, "1. e4 *\n").unwrap();
    let run = analyse(&game, "streams.sh", &["--depth", "1"], &[("FAKE_ENGINE_PID", &pid)]).wait_with_output().unwrap();
    let err = text(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{err}");
    assert_eq!(
        err,
        "ferz: the engine was still searching after 5 s, the limit for depth 1: ferz sent 'stop' and ended the engine\n"
    );
    assert!(run.stdout.is_empty(), "{}", text(&run.stdout));
    let engine = written_pid(&pid);
    assert!(crate::processes::gone(engine), "the engine {engine} is still there");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The files the stubborn engine writes its process id and its child's to.
fn pid_files(dir: &Path) -> (PathBuf, PathBuf) {
    (dir.join("engine.pid"), dir.join("child.pid"))
}

#[test]
fn a_stubborn_engine_and_its_child_end_after_a_normal_run() {
    let dir = temp_dir("stubborn-run");
    let game = dir.join("one.pgn");
    std::fs::write(&game, "1. Nf3 *\n").unwrap();
    let (engine, child) = pid_files(&dir);
    let env = [("FAKE_ENGINE_PID", engine.as_path()), ("FAKE_ENGINE_CHILD", child.as_path())];
    let run = analyse(&game, "stubborn.sh", &["--depth", "1"], &env).wait_with_output().unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert!(text(&run.stdout).contains("1. Nf3 { [%eval 0.00] } *"), "{}", text(&run.stdout));
    assert_all_gone(&engine, &child, "after a normal run");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `ferz analyse` of one move with the stubborn engine thinking for ten minutes, in a fresh
/// directory `name`: the directory, the files of the engine's and its child's ids, ferz.
fn stubborn_thinking(name: &str) -> (PathBuf, PathBuf, PathBuf, Child) {
    let dir = temp_dir(name);
    let game = dir.join("one.pgn");
    std::fs::write(&game, "1. Nf3 *\n").unwrap();
    let (engine, child) = pid_files(&dir);
    let env = [
        ("FAKE_ENGINE_PID", engine.as_path()),
        ("FAKE_ENGINE_CHILD", child.as_path()),
        ("FAKE_ENGINE_THINK", Path::new("600")),
    ];
    let command = analyse(&game, "stubborn.sh", &["--depth", "1"], &env);
    (dir, engine, child, command)
}

/// Sends SIG`signal` to `ferz` (with kill(1), as a user would).
fn send(ferz: &Child, signal: &str) {
    let sent = Command::new("kill").arg(format!("-{signal}")).arg(ferz.id().to_string()).status().unwrap();
    assert!(sent.success(), "kill -{signal}");
}

/// `ferz analyse` with the stubborn engine thinking for a long while, sent `signal` once the
/// engine is at work: ferz ends with 128 + the signal's number and leaves no process.
fn signal_mid_search(signal: &str, number: i32) {
    let (dir, engine, child, mut command) = stubborn_thinking(&format!("stubborn-{signal}"));
    written_pid(&engine);
    send(&command, signal);
    let status = command.wait().unwrap();
    assert_eq!(status.code(), Some(128 + number), "SIG{signal}");
    assert_all_gone(&engine, &child, &format!("after SIG{signal}"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sigterm_to_analyse_ends_the_engine_too() {
    signal_mid_search("TERM", 15);
}

#[test]
fn sigint_to_analyse_ends_the_engine_too() {
    signal_mid_search("INT", 2);
}

/// Control characters that drive a terminal: C0 (ESC, BEL, …) but line feed, DEL, C1.
fn controls(output: &Output) -> Vec<char> {
    let all = format!("{}{}", text(&output.stdout), text(&output.stderr));
    all.chars().filter(|c| c.is_control() && *c != '\n').collect()
}

#[test]
fn escape_sequences_never_reach_the_output() {
    let dir = temp_dir("escapes");
    let game = dir.join("evil.pgn");
    let pgn = "[Event \"Club\u{1b}]0;PWN\u{7}\"]\n[White \"Anna\u{1b}[2J\"]\n\n\
               { before \u{1b}[31m red } 1. Nf3 { \u{1b}]0;PWN\u{7}\u{1b}[2J } \
               (1. d4 { line \u{1b}[5m } d5 { [%foo \u{1b}[1m] }) 1... Nf6 { \u{9b}31m c1 \u{202e}rtl } *\n";
    std::fs::write(&game, pgn).unwrap();
    let run = analyse(&game, "escapes.sh", &["--depth", "1"], &[]).wait_with_output().unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert_eq!(controls(&run), Vec::<char>::new(), "{}", text(&run.stdout));
    let out = text(&run.stdout);
    for kept in [
        "[Event \"Club\"]",
        "[White \"Anna\"]",
        "{ [%eval 0.00] before red }",
        "line",
        "c1 rtl",
        "[Annotator \"Evil 1, depth 1\"]",
    ] {
        assert!(out.contains(kept), "{kept}: {out}");
    }
    // The same engine's escape sequences in a line ferz cannot use, said in the error.
    std::fs::write(&game, "1. e4 e5 *\n").unwrap();
    let run = analyse(&game, "escapes.sh", &["--depth", "1"], &[]).wait_with_output().unwrap();
    assert_eq!(run.status.code(), Some(2), "{}", text(&run.stderr));
    assert_eq!(controls(&run), Vec::<char>::new(), "{}", text(&run.stderr));
    assert!(text(&run.stderr).contains("\\u{1b}[2J"), "{}", text(&run.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_record_played_on_after_fivefold_repetition_is_analysed_up_to_it() {
    // Knights to and fro, 12,000 plies: the start position stands for the fifth time after
    // ply 16 (8... Ng8), where the Laws end the game (9.6.1).
    let dir = temp_dir("fivefold");
    let game = dir.join("shuffle.pgn");
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut pgn = String::from("[White \"Anna\"]\n[Black \"Boris\"]\n\n");
    for ply in 0..12_000 {
        if ply % 2 == 0 {
            pgn.push_str(&format!("{}. ", ply / 2 + 1));
        }
        pgn.push_str(cycle[ply % 4]);
        pgn.push(' ');
    }
    pgn.push_str("*\n");
    std::fs::write(&game, pgn).unwrap();
    let run = analyse(&game, "instant.sh", &["--depth", "1"], &[]).wait_with_output().unwrap();
    let (out, err) = (text(&run.stdout), text(&run.stderr));
    assert_eq!(run.status.code(), Some(0), "{err}");
    // The start position's evaluation before move 1, then one a ply up to the end.
    assert_eq!(out.matches("[%eval").count(), 17, "{out}");
    let folded = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        folded.contains(
            "8... Ng8 { [%eval 0.00] The game ended here by fivefold repetition: the 11984 plies after this \
             were played after the end and are not analysed. } 9. Nf3 Nf6"
        ),
        "{out}"
    );
    // The record is kept whole.
    assert!(folded.ends_with("6000. Ng1 Ng8 *"), "{}", &folded[folded.len() - 80..]);
    let said = format!(
        "ferz: {}: game 1: the game ended by fivefold repetition after ply 16 (8... Ng8), yet the record goes on to ply 12000: analysed up to the end, the 11984 plies after it kept without analysis\n",
        game.display()
    );
    assert_eq!(err, said);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn ctrl_z_stops_the_engine_with_ferz_and_fg_goes_on() {
    let (dir, engine, child, mut command) = stubborn_thinking("stubborn-tstp");
    let (engine_pid, child_pid) = (written_pid(&engine), written_pid(&child));
    // Well into its search (a long sleep), past the handshake.
    std::thread::sleep(std::time::Duration::from_millis(500));
    send(&command, "TSTP");
    assert!(comes_to(command.id(), true), "ferz stops: {:?}", state(command.id()));
    assert!(
        comes_to(engine_pid, true) && comes_to(child_pid, true),
        "the engine and its child stop with ferz: {:?} {:?}",
        state(engine_pid),
        state(child_pid)
    );
    send(&command, "CONT");
    assert!(
        comes_to(engine_pid, false) && comes_to(child_pid, false),
        "the engine goes on with ferz: {:?} {:?}",
        state(engine_pid),
        state(child_pid)
    );
    send(&command, "TERM");
    assert_eq!(command.wait().unwrap().code(), Some(128 + 15));
    assert_all_gone(&engine, &child, "after a stop, a continue and SIGTERM");
    let _ = std::fs::remove_dir_all(&dir);
}
