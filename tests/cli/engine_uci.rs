//! The UCI client against a real Stockfish (skipped, saying so, where none is installed) and
//! against fake engines that die, hang, go silent, talk nonsense or search for ever: each is a
//! clear error in bounded time, and no process is left behind — nor any process an engine
//! started, whether or not it listens to `quit`, its closed input or SIGTERM.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ferz::engine::{Engine, EngineError, Limit, Score, Timeouts, locate};
use ferz::rules::{Position, parse_san};

use crate::processes::{assert_all_gone, fake_engine as fake, gone};

fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_millis(1500),
        silence: Duration::from_millis(1500),
        search: Duration::from_millis(1000),
    }
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

/// A script in a directory of its own that starts the fake `name` with the files its process
/// id and its child's go to (the fakes read them from the environment); the directory, the
/// script and the two files.
fn wrapped(name: &str) -> (PathBuf, PathBuf, PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("ferz-reap-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (pid_file, child_file) = (dir.join("pid"), dir.join("child"));
    let wrapper = dir.join("engine.sh");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\nFAKE_ENGINE_PID='{}' FAKE_ENGINE_CHILD='{}' exec '{}'\n",
            pid_file.display(),
            child_file.display(),
            fake(name).display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    (dir, wrapper, pid_file, child_file)
}

#[test]
fn no_process_is_left_behind() {
    for name in ["hangs.sh", "mute.sh", "garbage.sh", "streams.sh"] {
        let (dir, wrapper, pid_file, _) = wrapped(name);
        if let Ok(mut engine) = start_fresh(&wrapper) {
            let _ = engine.evaluate(&Position::new(), &[], Limit::Depth(3));
        }
        let pid: u32 = std::fs::read_to_string(&pid_file).unwrap().trim().parse().unwrap();
        assert!(gone(pid), "{name}: process {pid} still there");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn an_engine_that_searches_for_ever_is_stopped_at_the_overall_limit() {
    // Its `info` lines come every 50 ms, well within the wait for the next (1.5 s here): the
    // search's overall limit ends it (1 s here at depth 1).
    let result = run_fake("streams.sh", |engine| {
        let first = engine.evaluate(&Position::new(), &[], Limit::Depth(1)).map(drop);
        // The engine was ended: the next search is refused at once.
        let again = engine.evaluate(&Position::new(), &[], Limit::Depth(1));
        assert!(matches!(again, Err(EngineError::Died { .. })), "{again:?}");
        first
    });
    let Err(EngineError::Overran { limit, after }) = result else { panic!("{result:?}") };
    assert_eq!((limit, after), (Limit::Depth(1), Duration::from_secs(1)));
}

#[test]
fn an_engine_deaf_to_quit_and_sigterm_ends_with_its_child() {
    // It ignores `quit`, the end of its input and SIGTERM, and has a child of its own: its
    // whole process group is ended, by SIGKILL after the grace.
    let (dir, wrapper, pid_file, child_file) = wrapped("stubborn.sh");
    let mut engine = start_fresh(&wrapper).unwrap();
    let found = engine.evaluate(&Position::new(), &[], Limit::Depth(1)).unwrap();
    assert_eq!(found.best.map(|m| m.uci()), Some("e2e3".to_string()));
    drop(engine);
    assert_all_gone(&pid_file, &child_file, "after the engine was dropped");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn search_limits_grow_with_the_search() {
    let t = Timeouts::default();
    let depth = |d| t.search_limit(Limit::Depth(d));
    assert_eq!(depth(1), Duration::from_secs(5));
    // Far more than Stockfish takes on one thread (a fifth of a second at depth 14, seconds at 26).
    assert!(depth(14) > Duration::from_secs(90) && depth(14) < Duration::from_secs(92), "{:?}", depth(14));
    assert!(depth(26) > Duration::from_secs(20 * 60), "{:?}", depth(26));
    assert_eq!(depth(99), Duration::from_secs(7 * 24 * 3600));
    let movetime = t.search_limit(Limit::Movetime(Duration::from_secs(2)));
    assert_eq!(movetime, Duration::from_secs(9));
}
