//! The engine that reviews a finished game ends with ferz, however ferz ends — quit, Ctrl+C,
//! SIGTERM, SIGHUP — even an engine that ignores `quit`, its closed input and SIGTERM, and
//! that started a child of its own (tests/data/engines/stubborn.sh, found as `stockfish` on
//! PATH, thinking for ten minutes about each position so that it is at work when ferz ends).

use crate::processes::{assert_all_gone, fake_engine, written_pid};
use crate::pty;

use std::path::Path;

use pty::{Place, Term, wait_folded};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// Fool's mate, typed as one burst: four moves, each with its Enter.
const FOOLS_MATE: &[u8] = b"f3\re5\rg4\rQh4\r";

/// How ferz is ended.
enum End {
    /// A key, and the exit status then.
    Key(&'static str),
    /// A signal (`kill -NAME`) and its number.
    Signal(&'static str, u32),
}

/// Plays fool's mate with the stubborn engine as Stockfish, waits until the engine is at
/// work on the review, ends ferz as `end` says, and checks that no process of the engine is
/// left.
fn the_review_engine_ends_with_ferz(name: &str, end: End) {
    let place = Place::new(&format!("engine-{name}"));
    let bin = place.root.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let stockfish = bin.join("stockfish");
    std::fs::write(&stockfish, format!("#!/bin/sh\nexec '{}'\n", fake_engine("stubborn.sh").display())).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&stockfish, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (engine, child) = (place.root.join("engine.pid"), place.root.join("child.pid"));
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let text = |p: &Path| p.to_string_lossy().into_owned();
    let (data, engine_file, child_file) = (text(&place.data), text(&engine), text(&child));
    let env = [
        ("FERZ_DATA_DIR", data.as_str()),
        ("PATH", path.as_str()),
        ("FAKE_ENGINE_PID", engine_file.as_str()),
        ("FAKE_ENGINE_CHILD", child_file.as_str()),
        ("FAKE_ENGINE_THINK", "600"),
    ];
    let mut term = Term::spawn(FERZ, &["--white", "Anna", "--black", "Boris"], 100, 30, &env, &place.cwd);
    term.send(FOOLS_MATE);
    wait_folded(&term, "Boris (Black) wins by checkmate");
    written_pid(&engine);
    written_pid(&child);
    let expected = match end {
        End::Key(key) => {
            term.key(key);
            0
        }
        End::Signal(signal, number) => {
            let ferz = term.pid().expect("ferz's process id");
            let sent = std::process::Command::new("kill").arg(format!("-{signal}")).arg(ferz.to_string()).status();
            assert!(sent.is_ok_and(|s| s.success()));
            128 + number
        }
    };
    assert_eq!(term.wait_exit(), expected, "{name}");
    assert_all_gone(&engine, &child, name);
}

#[test]
fn the_review_engine_ends_when_the_players_quit() {
    the_review_engine_ends_with_ferz("quit", End::Key("F10"));
}

#[test]
fn the_review_engine_ends_on_ctrl_c() {
    the_review_engine_ends_with_ferz("ctrl-c", End::Key("Ctrl-C"));
}

#[test]
fn the_review_engine_ends_on_sigterm() {
    the_review_engine_ends_with_ferz("sigterm", End::Signal("TERM", 15));
}

#[test]
fn the_review_engine_ends_on_sighup() {
    the_review_engine_ends_with_ferz("sighup", End::Signal("HUP", 1));
}
