//! No slip in the flow, with the real binary in a pseudo-terminal: a new game asked
//! for on the command line starts at once while an unfinished game waits (which stays waiting,
//! and the screen says so, in English and Russian), and no `.lock` file is left in
//! `unfinished/` after a clean quit.

use crate::pty;

use std::fs;
use std::path::{Path, PathBuf};

use pty::{Place, Term, play, wait_folded};

/// The files of `dir` whose names end with `end`, by name.
fn ending(dir: &Path, end: &str) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().ends_with(end)))
        .collect();
    found.sort();
    found
}

/// Anna and Boris play 1. e4 and quit with Ctrl+C: their game waits in `unfinished/`.
fn a_game_waits(place: &Place) {
    let mut term = place.ferz(&["--white", "Anna", "--black", "Boris"], 100, 30);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}

/// The unfinished games' saves and lock files.
fn unfinished(place: &Place) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let dir = place.data.join("unfinished");
    (ending(&dir, ".pgn"), ending(&dir, ".lock"))
}

#[test]
fn a_clean_quit_leaves_no_lock_file() {
    let place = Place::new("flow-locks");
    a_game_waits(&place);
    let (saves, locks) = unfinished(&place);
    assert_eq!(saves.len(), 1, "{saves:?}");
    assert!(locks.is_empty(), "no lock file after a clean quit: {locks:?}");
    // Resumed and quit again: still none; quit at the list of games found: none either.
    let mut term = place.ferz(&["resume"], 100, 30);
    term.wait_for("Paused");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
    assert!(unfinished(&place).1.is_empty(), "{:?}", unfinished(&place).1);
    let mut term = place.ferz(&[], 100, 30);
    term.wait_for("An unfinished game was found");
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0);
    let (saves, locks) = unfinished(&place);
    assert_eq!(saves.len(), 1, "{saves:?}");
    assert!(locks.is_empty(), "{locks:?}");
}

/// `ferz ARGS` while Anna's game waits: the new game is on the screen, the waiting one is said.
fn new_game_while_one_waits(place: &Place, args: &[&str], said: &str) -> Term {
    let term = place.ferz(args, 100, 30);
    wait_folded(&term, said);
    term.wait_until("the start screen", |s| s.contains("Press Enter to start") || s.contains("Нажмите Enter"));
    let screen = term.screen();
    assert!(!screen.contains("Anna – Boris"), "no list of games found:\n{screen}");
    term
}

#[test]
fn a_new_game_asked_for_on_the_command_line_starts_and_the_waiting_one_stays() {
    let place = Place::new("flow-new");
    a_game_waits(&place);
    let mut term = new_game_while_one_waits(
        &place,
        &["--white", "Carl", "--time", "blitz"],
        "An unfinished game waits: ferz resume goes on with it.",
    );
    let screen = term.screen();
    assert!(screen.contains("White: Carl") && screen.contains("3+2 blitz"), "{screen}");
    term.key("Enter");
    play(&mut term, "d4");
    term.wait_for("1. d4");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
    assert!(!place.data.join("games").exists(), "nothing was moved aside");
    let (saves, locks) = unfinished(&place);
    assert_eq!(saves.len(), 2, "both games wait: {saves:?}");
    assert!(locks.is_empty(), "{locks:?}");

    // In Russian, with two waiting; `ferz resume` still offers both.
    let mut term = new_game_while_one_waits(
        &place,
        &["--lang", "ru", "--black", "Dora"],
        "Ждут неоконченные партии (2): команда ferz resume покажет их список.",
    );
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
    let mut term = place.ferz(&["resume"], 100, 30);
    wait_folded(&term, "2 unfinished games were found");
    let screen = term.screen();
    assert!(screen.contains("Anna – Boris") && screen.contains("Carl – Black"), "{screen}");
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
    assert_eq!(unfinished(&place).0.len(), 2);
}

/// Fool's mate, typed as one burst: four moves, each with its Enter.
const FOOLS_MATE: &[u8] = b"f3\re5\rg4\rQh4\r";

#[test]
fn moves_typed_at_launch_are_all_played() {
    // Sent before ferz has drawn anything, even before it has taken the terminal: the tty's
    // cooked mode keeps them (each Enter turned into a line feed), and none is lost.
    let place = Place::new("flow-burst");
    let mut term = place.ferz(&["--white", "Anna", "--black", "Boris"], 100, 30);
    term.send(FOOLS_MATE);
    wait_folded(&term, "Boris (Black) wins by checkmate");
    term.wait_for("Qh4#");
    wait_folded(&term, "The finished game is kept in");
    let kept = ending(&place.data.join("games"), ".pgn");
    assert_eq!(kept.len(), 1, "{kept:?}");
    let pgn = fs::read_to_string(&kept[0]).expect("the finished game");
    assert!(pgn.contains("1. f3") && pgn.contains("e5") && pgn.contains("2. g4") && pgn.contains("Qh4#"), "{pgn}");
}

#[test]
fn a_burst_of_moves_after_the_first_screen_is_all_played() {
    // A timed game, the burst sent once the first screen shows: the first move starts the clock.
    let place = Place::new("flow-burst-timed");
    let mut term = place.ferz(&["--white", "Anna", "--black", "Boris", "--time", "3+2"], 80, 24);
    term.wait_for("Press Enter to start");
    term.send(FOOLS_MATE);
    wait_folded(&term, "Boris (Black) wins by checkmate");
    wait_folded(&term, "The finished game is kept in");
    let kept = ending(&place.data.join("games"), ".pgn");
    let pgn = fs::read_to_string(kept.first().expect("the finished game")).expect("the finished game");
    assert!(pgn.contains("1. f3") && pgn.contains("2. g4") && pgn.contains("Qh4#"), "{pgn}");
}
