//! `ferz clock` in a real terminal: keys of the two halves of the keyboard press the two
//! levers, F1 shows the keys, F10 asks before quitting, and the terminal is given back.

mod pty;

use pty::{Term, temp_dir};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

#[test]
fn left_and_right_keys_press_the_levers() {
    let cwd = temp_dir("clock-e2e");
    let mut term = Term::spawn(FERZ, &["clock", "--time", "3+2"], 100, 30, &[], &cwd);
    term.wait_for("ferz clock — 3+2");
    term.wait_for("Black starts White's clock: any key of the right half of the keyboard, or Space");
    // White's lever first: nothing starts.
    term.type_text("f");
    term.type_text("j");
    term.wait_for("▶ White");
    term.type_text("s");
    term.wait_for("▶ Black");
    term.wait_for("1 move");
    term.key("F1");
    term.wait_for("presses the left lever");
    term.key("Esc");
    term.key("F10");
    term.wait_for("Quit the clock?");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
    assert_eq!(term.modes(), (false, false), "main screen, cursor visible");
}

#[test]
fn bad_flags_say_so_on_one_line() {
    let out = std::process::Command::new(FERZ).args(["clock", "--time", "none"]).output().expect("ferz runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("a chess clock needs a time control"), "{err}");
    let out = std::process::Command::new(FERZ)
        .args(["clock", "--white-time", "h3", "--black-time", "3"])
        .output()
        .expect("ferz runs");
    assert_eq!(out.status.code(), Some(2));
    let out = std::process::Command::new(FERZ).args(["clock", "--white-side", "up"]).output().expect("ferz runs");
    assert_eq!(out.status.code(), Some(2));
}
