//! The board never waits: in the real binary in a pseudo-terminal, the
//! dead-position check after a move into a hard position runs beside the board — the clock
//! keeps ticking on the screen while it runs, the next player's keys are taken at once, and
//! the time that player is charged is their own, not ferz's.

use crate::pty;

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use pty::{Term, play, temp_dir};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// A position a mutation search found: the adjudicator spends its whole budget on it (and
/// on the position after Kc2) and ends undecided, as chasolver does.
const HARD: &str = "2b5/1p4B1/pPp3k1/2Pp3p/P2PpBpP/4P1P1/3K4/8 w - - 0 1";

/// Whether `pid` has the arbiter's thread running now.
fn arbiter_running(pid: u32) -> bool {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else { return false };
    tasks
        .filter_map(Result::ok)
        .any(|t| fs::read_to_string(t.path().join("comm")).is_ok_and(|c| c.trim() == "ferz-arbiter"))
}

/// ferz on the hard position at 3+2, the clock started, with its data under `root`.
fn hard_game(root: &Path) -> Term {
    let data = root.join("d").to_string_lossy().into_owned();
    let env = [("FERZ_DATA_DIR", data.as_str())];
    let mut term = Term::spawn(FERZ, &["--time", "3+2", "--fen", HARD], 100, 30, &env, root);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    term.wait_for("White to move");
    term
}

#[test]
fn the_clock_ticks_on_the_screen_while_a_slow_verdict_runs() {
    let root = temp_dir("arbiter-ticks");
    let mut term = hard_game(&root);
    let pid = term.pid().expect("ferz's id");
    play(&mut term, "Kc2");
    term.wait_for("1. Kc2");
    // While the arbiter works on the position after Kc2, nothing is typed: every change of
    // the screen is the running clock.
    let mut screens = Vec::new();
    let began = Instant::now();
    while arbiter_running(pid) && began.elapsed() < Duration::from_secs(30) {
        let screen = term.screen();
        if screens.last() != Some(&screen) {
            screens.push(screen);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let ran = began.elapsed();
    assert!(ran >= Duration::from_millis(1100), "the verdict is a slow one (it ran {ran:?})");
    assert!(screens.len() >= 2, "Black's clock ticked while the verdict ran {ran:?}: {} screen(s)", screens.len());
    // The keys are taken meanwhile: Black's move is played at once.
    play(&mut term, "Bd7");
    // In the move list, not the "Move: Bd7" being typed.
    term.wait_until("1… Bd7", |s| s.lines().any(|l| l.contains("1. Kc2") && l.contains("Bd7")));
    let _ = std::process::Command::new("kill").arg("-TERM").arg(pid.to_string()).status();
    let _ = term.wait_exit();
    let _ = fs::remove_dir_all(&root);
}

/// The seconds of the `[%emt …]` after `san` in `pgn`.
fn emt_after(pgn: &str, san: &str) -> f64 {
    let at = pgn.find(&format!("{san} {{")).unwrap_or_else(|| panic!("{san} in {pgn}"));
    let rest = &pgn[at..];
    let emt = rest.find("[%emt ").map(|i| &rest[i + 6..]).expect("an [%emt]");
    let text = &emt[..emt.find(']').expect("a closed [%emt]")];
    let parts: Vec<f64> = text.split(':').map(|p| p.parse().expect("a number")).collect();
    parts.iter().fold(0.0, |acc, p| acc * 60.0 + p)
}

#[test]
fn the_player_who_answers_at_once_is_charged_their_own_time_only() {
    let root = temp_dir("arbiter-charged");
    let mut term = hard_game(&root);
    let pid = term.pid().expect("ferz's id");
    play(&mut term, "Kc2");
    term.wait_for("1. Kc2");
    // Black answers the moment the board shows the move, while ferz still checks.
    let typed = Instant::now();
    play(&mut term, "Bd7");
    assert!(arbiter_running(pid), "the check after Kc2 was still running when Black moved");
    term.wait_for("Bd7");
    let answered = typed.elapsed();
    // SIGTERM: ferz saves the game as it stands and ends.
    let sent = std::process::Command::new("kill").arg("-TERM").arg(pid.to_string()).status();
    assert!(sent.is_ok_and(|s| s.success()));
    let _ = term.wait_exit();
    let dir = root.join("d").join("unfinished");
    let pgn = fs::read_dir(&dir)
        .expect("the unfinished games")
        .filter_map(Result::ok)
        .filter_map(|e| fs::read_to_string(e.path()).ok())
        .find(|t| t.contains("Bd7"))
        .expect("the saved game");
    let charged = emt_after(&pgn, "Bd7");
    eprintln!("Black charged {charged:.2} s for 1... Bd7 (typed and shown in {answered:?})");
    // What Black was charged is the time from the board showing Kc2 to Black's Enter, not
    // the verdict's (which runs up to its 1.5 s budget, twice).
    assert!(charged < 1.0, "Black was charged {charged} s:\n{pgn}");
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn the_first_screen_does_not_wait_on_the_start_positions_verdict() {
    // The hard position is also hard to judge as the start: its question goes to the arbiter
    // beside the board, so the start screen is up while the arbiter still works on it (it
    // used to be judged before the screen was drawn, 2.3 s of a blank terminal).
    let root = temp_dir("arbiter-first-screen");
    let data = root.join("d").to_string_lossy().into_owned();
    let env = [("FERZ_DATA_DIR", data.as_str())];
    let mut term = Term::spawn(FERZ, &["--time", "3+2", "--fen", HARD], 100, 30, &env, &root);
    term.wait_for("Press Enter to start");
    let pid = term.pid().expect("ferz's id");
    assert!(arbiter_running(pid), "the start screen came only after the start position was judged");
    term.key("Enter");
    term.wait_for("White to move");
}
