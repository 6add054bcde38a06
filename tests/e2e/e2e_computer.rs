//! A game against the computer in an 80×24 terminal: its name in the title, the keys answered
//! while it thinks (an offer is refused by its name, pause stops both clocks and its search),
//! and an engine that thinks for ever loses on time, the result said by name; nothing of the
//! engine is left once ferz has ended.

use crate::processes::{fake_engine, gone};
use crate::pty::{self, Place, wait_folded};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

#[test]
fn a_game_against_the_computer_keys_work_while_it_thinks_and_its_flag_falls() {
    let place = Place::new("computer-flag");
    let pids = place.root.join("engine.pids");
    let text = |p: &std::path::Path| p.to_string_lossy().into_owned();
    let (data, pids_file) = (text(&place.data), text(&pids));
    let engine = text(&fake_engine("slow_knight.sh"));
    // It thinks ten minutes over every position after 1. Nc3: its six seconds run out first.
    let env =
        [("FERZ_DATA_DIR", data.as_str()), ("FAKE_ENGINE_PIDS", pids_file.as_str()), ("FAKE_ENGINE_THINK", "600")];
    let args = ["--computer", "black", "--engine", engine.as_str(), "--level", "2", "--white", "Anna", "--time", "0.1"];
    let mut term = pty::Term::spawn(FERZ, &args, 80, 24, &env, &place.cwd);
    wait_folded(&term, "Black: Slow knight 1 (level 2)");
    term.wait_for("Press Enter to start");
    term.key("Enter");
    pty::play(&mut term, "Nc3");
    term.wait_for("1. Nc3");
    // While it thinks: an offer on its time is refused by its name…
    term.key("F2");
    wait_folded(&term, "It is Slow knight 1 (level 2)'s move: it is thinking.");
    // …a move typed for it too…
    pty::play(&mut term, "e5");
    wait_folded(&term, "it is thinking");
    // …and pause stops both clocks.
    term.key("F8");
    wait_folded(&term, "both clocks are stopped");
    let paused = term.screen();
    assert!(!paused.contains("FLAG"), "{paused}");
    term.key("F8");
    wait_folded(&term, "1–0 — Slow knight 1 (level 2) (Black) lost on time");
    term.send(b"q");
    term.wait_exit();
    let started: Vec<u32> =
        std::fs::read_to_string(&pids).unwrap_or_default().lines().filter_map(|l| l.trim().parse().ok()).collect();
    assert!(!started.is_empty(), "the engine was started");
    let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !started.iter().all(|&p| gone(p)) && std::time::Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    for pid in started {
        assert!(gone(pid), "the engine {pid} outlived ferz");
    }
}

#[test]
fn an_engine_that_dies_is_a_window_and_r_restarts_it() {
    let place = Place::new("computer-dies");
    let text = |p: &std::path::Path| p.to_string_lossy().into_owned();
    let (data, once) = (text(&place.data), text(&place.root.join("died")));
    let engine = text(&fake_engine("dies_once.sh"));
    let env = [("FERZ_DATA_DIR", data.as_str()), ("FAKE_ENGINE_ONCE", once.as_str())];
    let args = ["--computer", "black", "--engine", engine.as_str(), "--level", "4", "--white", "Anna"];
    let mut term = pty::Term::spawn(FERZ, &args, 80, 24, &env, &place.cwd);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    pty::play(&mut term, "e4");
    // The engine dies at its first search: the window names the two ways on, the footer too.
    wait_folded(&term, "The computer could not move");
    wait_folded(&term, "R restart Fragile 1 (level 4)");
    wait_folded(&term, "H a person at this keyboard plays Black from here");
    wait_folded(&term, "R restart engine");
    term.send(b"r");
    wait_folded(&term, "Fragile 1 (level 4) was started again");
    // The new engine answers 1... e6, and the game goes on with Anna to move.
    wait_folded(&term, "Anna (White) to move");
    assert!(term.screen().contains("e6"), "{}", term.screen());
    term.key("F10");
    term.send(b"y");
    term.wait_exit();
}
