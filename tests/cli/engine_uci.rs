//! The UCI client against a real Stockfish (skipped, saying so, where none is installed) and
//! against fake engines that die, hang, go silent or talk nonsense: each is a clear error in
//! bounded time, and no process is left behind.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ferz::engine::{Engine, EngineError, Limit, Score, Timeouts, locate};
use ferz::rules::{Position, parse_san};

fn fake(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/engines").join(name)
}

fn quick() -> Timeouts {
    Timeouts { handshake: Duration::from_millis(1500), silence: Duration::from_millis(1500) }
}

/// Stockfish, or `None` after saying why the test is skipped.
fn stockfish() -> Option<PathBuf> {
    match locate(None) {
        Ok(path) => Some(path),
        Err(_) => {
            eprintln!("skipped: no Stockfish installed (apt-get install stockfish)");
            None
        }
    }
}

/// Whether the process `pid` is gone (not running, not a zombie left unreaped).
fn gone(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat.rsplit(')').next().is_some_and(|rest| rest.trim_start().starts_with('Z')),
    }
}

/// Starts the fake `name` and runs `job` on it.
fn run_fake(name: &str, job: impl FnOnce(&mut Engine) -> Result<(), EngineError>) -> Result<(), EngineError> {
    match Engine::start(&fake(name), quick()) {
        Ok(mut engine) => job(&mut engine),
        Err(e) => Err(e),
    }
}

#[test]
fn stockfish_evaluates_and_finds_the_mate() {
    let Some(path) = stockfish() else { return };
    let mut engine = Engine::start(&path, Timeouts::default()).unwrap();
    assert!(engine.name().to_lowercase().contains("stockfish"), "{}", engine.name());
    engine.new_game().unwrap();
    let start = Position::new();
    let found = engine.evaluate(&start, &[], Limit::Depth(8)).unwrap();
    let Score::Cp(cp) = found.score else { panic!("{found:?}") };
    assert!(cp.abs() < 100, "{cp}");
    assert!(found.depth >= 8 && found.best.is_some() && !found.pv.is_empty());
    // Back-rank mate in one, after moves sent as a line: 1. Ra8#.
    let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
    let found = engine.evaluate(&pos, &[], Limit::Depth(6)).unwrap();
    assert_eq!(found.score, Score::Mate(1));
    assert_eq!(found.best.map(|m| m.uci()), Some("a1a8".to_string()));
    // After moves sent as a line, 1. Kh1 Kh8: Ra8 still mates.
    let kh1 = parse_san(&pos, "Kh1").unwrap();
    let kh8 = parse_san(&pos.play_unchecked(kh1), "Kh8").unwrap();
    let found = engine.evaluate(&pos, &[kh1, kh8], Limit::Movetime(Duration::from_millis(100))).unwrap();
    assert_eq!(found.score, Score::Mate(1));
    // A checkmate is not sent to the engine.
    let mate = Position::from_fen("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1").unwrap();
    let found = engine.evaluate(&mate, &[], Limit::Depth(10)).unwrap();
    assert_eq!((found.score, found.best), (Score::Mate(0), None));
}

#[test]
fn an_engine_that_dies_is_an_error() {
    let started = Instant::now();
    let result = run_fake("dies.sh", |_| Ok(()));
    assert!(matches!(result, Err(EngineError::Died { waiting: "uciok", .. })), "{result:?}");
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[test]
fn an_engine_that_hangs_is_an_error_in_bounded_time() {
    let started = Instant::now();
    let result = run_fake("hangs.sh", |_| Ok(()));
    assert!(matches!(result, Err(EngineError::Silent { waiting: "uciok", .. })), "{result:?}");
    assert!(started.elapsed() < Duration::from_secs(4), "{:?}", started.elapsed());
}

#[test]
fn an_engine_silent_in_a_search_is_an_error() {
    let result = run_fake("mute.sh", |engine| engine.evaluate(&Position::new(), &[], Limit::Depth(5)).map(drop));
    assert!(matches!(result, Err(EngineError::Silent { waiting: "bestmove", .. })), "{result:?}");
}

#[test]
fn garbage_and_illegal_moves_are_errors() {
    let result = run_fake("garbage.sh", |engine| engine.evaluate(&Position::new(), &[], Limit::Depth(5)).map(drop));
    let Err(EngineError::Garbage { line }) = result else { panic!("{result:?}") };
    assert!(line.contains("banana"), "{line}");
    let result = run_fake("illegal.sh", |engine| engine.evaluate(&Position::new(), &[], Limit::Depth(5)).map(drop));
    let Err(EngineError::Garbage { line }) = result else { panic!("{result:?}") };
    assert_eq!(line, "bestmove e2e5");
}

#[test]
fn a_missing_program_is_an_error() {
    let result = Engine::start(Path::new("/nonexistent/engine"), quick());
    assert!(matches!(result, Err(EngineError::Spawn { .. })), "{result:?}");
}

/// Starts a script written a moment ago. Another test's thread may be between fork and exec
/// with the script's file still open for writing in its copy of the descriptors (the kernel's
/// "Text file busy"); that clears within milliseconds, so the start is tried again.
fn start_fresh(path: &Path) -> Result<Engine, EngineError> {
    let mut tries = 0;
    loop {
        match Engine::start(path, quick()) {
            Err(EngineError::Spawn { why, .. })
                if why.kind() == std::io::ErrorKind::ExecutableFileBusy && tries < 100 =>
            {
                tries += 1;
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

#[test]
fn no_process_is_left_behind() {
    // The fakes write their pid to a file named by the environment: here a wrapper per test.
    for name in ["hangs.sh", "mute.sh", "garbage.sh"] {
        let dir = std::env::temp_dir().join(format!("ferz-reap-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pid_file = dir.join("pid");
        let wrapper = dir.join("engine.sh");
        std::fs::write(
            &wrapper,
            format!("#!/bin/sh\nFAKE_ENGINE_PID='{}' exec '{}'\n", pid_file.display(), fake(name).display()),
        )
        .unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
        if let Ok(mut engine) = start_fresh(&wrapper) {
            let _ = engine.evaluate(&Position::new(), &[], Limit::Depth(3));
        }
        let pid: u32 = std::fs::read_to_string(&pid_file).unwrap().trim().parse().unwrap();
        assert!(gone(pid), "{name}: process {pid} still there");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
