//! `ferz clock` does not outlive its terminal (issue 21): through the real binary, a clock
//! whose terminal is closed (tmux kill-session, as a closed window) ends instead of reading the
//! closed input forever, and SIGTERM, SIGHUP and SIGINT end it through the game's handler,
//! giving the terminal back.

mod pty;

use std::process::Command;
use std::time::{Duration, Instant};

use pty::{PATIENCE, Term, children, temp_dir};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

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
    // The clock is up: it has drawn its screen.
    let start = Instant::now();
    loop {
        let shown = Command::new("tmux").args(["capture-pane", "-p", "-t", &session]).output().expect("tmux");
        if String::from_utf8_lossy(&shown.stdout).contains("ferz clock") || start.elapsed() > PATIENCE {
            break;
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

/// `ferz clock` under a shell that prints its status and `stty -a` after it; `signal` sent
/// to the clock: it ends with 128 + the signal's number and gives the terminal back.
fn signal_ends_the_clock(signal: &str, number: u32) {
    let root = temp_dir(&format!("clock-{signal}"));
    let script = "\"$FERZ\" clock --time 5; echo clock-ended $?; stty -a";
    let mut term = Term::spawn("sh", &["-c", script], 100, 30, &[("FERZ", FERZ)], &root);
    term.wait_for("ferz clock");
    let shell = term.pid().expect("the shell's id");
    let clock = children(shell);
    assert_eq!(clock.len(), 1, "the clock runs under the shell: {clock:?}");
    let sent = Command::new("kill").arg(format!("-{signal}")).arg(clock[0].to_string()).status();
    assert!(sent.is_ok_and(|s| s.success()));
    pty::given_back(&term, &format!("clock-ended {}", 128 + number));
    assert_eq!(term.wait_exit(), 0);
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn sigterm_ends_the_clock_and_gives_the_terminal_back() {
    signal_ends_the_clock("TERM", 15);
}

#[test]
fn sighup_ends_the_clock_and_gives_the_terminal_back() {
    signal_ends_the_clock("HUP", 1);
}

#[test]
fn sigint_ends_the_clock_and_gives_the_terminal_back() {
    signal_ends_the_clock("INT", 2);
}
