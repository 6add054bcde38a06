//! `ferz clock` in a real terminal: keys of the two halves of the keyboard press the two
//! levers, F1 shows the keys, F10 asks before quitting, and the terminal is given back — on
//! SIGTERM, SIGHUP, SIGINT and SIGQUIT too, through the game's handler —
//! and a clock whose terminal is closed ends instead of reading the closed input forever.

use crate::pty;

use std::process::Command;
use std::time::{Duration, Instant};

use pty::{PATIENCE, Term, children, given_back, temp_dir};

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
    let out = Command::new(FERZ).args(["clock", "--time", "none"]).output().expect("ferz runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("a chess clock needs a time control"), "{err}");
    let out =
        Command::new(FERZ).args(["clock", "--white-time", "h3", "--black-time", "3"]).output().expect("ferz runs");
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(FERZ).args(["clock", "--white-side", "up"]).output().expect("ferz runs");
    assert_eq!(out.status.code(), Some(2));
}

/// Runs `ferz clock` under a shell, starts it, sends `signal`, and checks that the terminal is
/// given back (cooked mode with echo, main screen, cursor shown, mouse tracking off) and that
/// the clock ends with status 128 + the signal's number.
fn signal_a_running_clock(signal: &str, number: u32) {
    let cwd = temp_dir(&format!("clock-signal-{signal}"));
    let script = "\"$FERZ\" clock --time 3+2; echo clock-ended $?; stty -a";
    let mut term = Term::spawn("sh", &["-c", script], 100, 30, &[("FERZ", FERZ)], &cwd);
    term.wait_for("ferz clock — 3+2");
    term.type_text("j");
    term.wait_for("▶ White");
    assert_eq!(term.modes(), (true, true), "the clock took the screen and hid the cursor");
    assert!(term.raw().windows(8).any(|w| w == b"\x1b[?1000h"), "mouse tracking was on");
    let clock = children(term.pid().expect("the shell's id"));
    assert_eq!(clock.len(), 1, "ferz clock runs under the shell: {clock:?}");
    let sent = Command::new("kill").arg(format!("-{signal}")).arg(clock[0].to_string()).status();
    assert!(sent.is_ok_and(|s| s.success()));
    given_back(&term, &format!("clock-ended {}", 128 + number));
    assert_eq!(term.wait_exit(), 0);
    let _ = std::fs::remove_dir_all(&cwd);
}

#[test]
fn sigint_gives_the_terminal_back() {
    signal_a_running_clock("INT", 2);
}

#[test]
fn sigquit_gives_the_terminal_back() {
    signal_a_running_clock("QUIT", 3);
}

#[test]
fn sigterm_gives_the_terminal_back() {
    signal_a_running_clock("TERM", 15);
}

#[test]
fn sighup_gives_the_terminal_back() {
    signal_a_running_clock("HUP", 1);
}

/// Whether process `pid` is still there (and not a zombie waiting for its parent).
fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .is_ok_and(|stat| stat.rsplit_once(')').is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z')))
}

/// Waits until `pid` is gone; false if it is still there after [`PATIENCE`].
fn ends(pid: u32) -> bool {
    let start = Instant::now();
    while alive(pid) {
        if start.elapsed() > PATIENCE {
            return false;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    true
}

#[test]
fn a_clock_whose_terminal_is_killed_ends() {
    let session = format!("ferz-clock-{}", std::process::id());
    let made = Command::new("tmux")
        .args(["new-session", "-d", "-s", &session, "-x", "80", "-y", "24", &format!("exec {FERZ} clock --time 5")])
        .status();
    assert!(made.is_ok_and(|s| s.success()), "tmux starts a session");
    let pane = Command::new("tmux").args(["list-panes", "-t", &session, "-F", "#{pane_pid}"]).output().expect("tmux");
    let pid: u32 = String::from_utf8_lossy(&pane.stdout).trim().parse().expect("the pane's process");
    // The clock is up: it has drawn its screen (polled; the test fails with the pane if not).
    let start = Instant::now();
    loop {
        let shown = Command::new("tmux").args(["capture-pane", "-p", "-t", &session]).output().expect("tmux");
        let pane = String::from_utf8_lossy(&shown.stdout).into_owned();
        if pane.contains("ferz clock") {
            break;
        }
        if start.elapsed() > PATIENCE {
            let _ = Command::new("tmux").args(["kill-session", "-t", &session]).status();
            panic!("waited {PATIENCE:?} for ferz clock's screen; the pane is:\n{pane}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = Command::new("tmux").args(["kill-session", "-t", &session]).status();
    let ended = ends(pid);
    if !ended {
        let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
    }
    assert!(ended, "ferz clock {pid} still runs after its terminal was closed");
}
