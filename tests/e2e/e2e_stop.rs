//! Stop and continue in a real pseudo-terminal: SIGTSTP (`kill -TSTP`, Ctrl+Z in the
//! screen-reader face's cooked terminal, `:suspend`, Ctrl+Z in `ferz clock`) gives the
//! terminal back — the main screen, the cursor, cooked mode, mouse tracking off — before the
//! program stops; SIGCONT takes it again and redraws, with the running clock paused at the
//! stop and a sentence saying so. SIGSTOP cannot be caught: the SIGCONT after it still pauses
//! the clock, which is not charged the time stopped.

use crate::pty;

use std::process::Command;
use std::time::{Duration, Instant};

use pty::{Term, cooked, temp_dir};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// What a stopped program was said to be, in every face.
const STOPPED: &str = "ferz was stopped";

/// How long each test keeps the program stopped: long against the clock's second.
const AWAY: Duration = Duration::from_secs(4);

/// Sends `signal` to the process `pid`.
fn kill(signal: &str, pid: u32) {
    let sent = Command::new("kill").arg(format!("-{signal}")).arg(pid.to_string()).status();
    assert!(sent.is_ok_and(|s| s.success()), "kill -{signal} {pid}");
}

/// The state letter of the process `pid` (`T` when stopped), from /proc.
fn state(pid: u32) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    stat.rsplit_once(')').and_then(|(_, rest)| rest.trim_start().chars().next()).unwrap_or('?')
}

/// Waits until the process `pid` is stopped (`stopped`) or runs again.
fn wait_state(pid: u32, stopped: bool) {
    let start = Instant::now();
    while (state(pid) == 'T') != stopped {
        assert!(start.elapsed() < pty::PATIENCE, "process {pid} never {}", if stopped { "stopped" } else { "ran" });
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `stty -a` of the terminal the process `pid` runs in.
fn stty_of(pid: u32) -> String {
    let tty = std::fs::read_link(format!("/proc/{pid}/fd/0")).expect("the program's terminal");
    let out = Command::new("stty").arg("-a").arg("-F").arg(&tty).output().expect("stty runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whether the last mouse-tracking switch the program wrote turned it on.
fn mouse_on(term: &Term) -> bool {
    let raw = term.raw();
    let on = raw.windows(8).rposition(|w| w == b"\x1b[?1000h");
    let off = raw.windows(8).rposition(|w| w == b"\x1b[?1000l");
    on > off
}

/// The program is stopped with the terminal given back as it found it: the main screen, the
/// cursor shown, cooked mode with echo, mouse tracking off.
fn given_back_while_stopped(term: &Term, pid: u32) {
    wait_state(pid, true);
    // What the program wrote before it stopped has all been read.
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(term.modes(), (false, false), "the main screen, the cursor shown:\n{}", term.screen());
    let stty = stty_of(pid);
    assert!(cooked(&stty), "cooked mode while stopped: {stty}");
    assert!(!mouse_on(term), "mouse tracking off while stopped");
}

/// The program took the terminal again: the alternate screen, the cursor hidden, raw mode, the
/// mouse tracked.
fn taken_again(term: &Term, pid: u32) {
    assert_eq!(term.modes(), (true, true), "the alternate screen again:\n{}", term.screen());
    let stty = stty_of(pid);
    assert!(stty.contains("-icanon") && stty.contains("-echo"), "raw mode again: {stty}");
    assert!(mouse_on(term), "mouse tracking on again");
}

/// The seconds a clock shows as `m:ss` after `label` on one line of `screen`.
fn clock_after(screen: &str, label: &str) -> Option<u64> {
    screen.lines().find_map(|line| {
        let rest = &line[line.find(label)? + label.len()..];
        let time = rest.split_whitespace().find(|w| w.contains(':'))?;
        let (m, s) = time.split_once(':')?;
        Some(m.parse::<u64>().ok()? * 60 + s.get(..2)?.parse::<u64>().ok()?)
    })
}

/// White's clock in the game at 100×30: the time on the bottom border of White's box (the
/// last border that shows a time).
fn white_clock(screen: &str) -> Option<u64> {
    screen.lines().rev().filter(|l| l.contains('└')).find_map(|l| clock_after(l, "─ "))
}

/// The `clocks` were charged no more than the time the program ran: `charged` seconds in all
/// against a program that ran at most `ran` (what the test saw in all, less the time it kept
/// the program stopped), with a second a clock for the display's rounding. Before, the
/// stopped time was charged.
fn charged_only_running(charged: u64, ran: Duration, clocks: u32) {
    assert!(
        Duration::from_secs(charged) <= ran + Duration::from_secs(1) * clocks,
        "{charged} s charged, but the program ran at most {ran:?} (it was kept stopped {AWAY:?})"
    );
}

/// A game with White's clock running, in a 100×30 terminal: the term, ferz's id, and the
/// moment the clock was started.
fn game_running(name: &str) -> (Term, u32, Instant) {
    let root = temp_dir(name);
    let data = root.join("d").to_string_lossy().into_owned();
    let args = ["--time", "1", "--white", "Anna", "--black", "Boris"];
    let mut term = Term::spawn(FERZ, &args, 100, 30, &[("FERZ_DATA_DIR", data.as_str())], &root);
    term.wait_for("Press Enter to start");
    let started = Instant::now();
    term.key("Enter");
    term.wait_for("Anna's clock runs");
    let pid = term.pid().expect("ferz's id");
    (term, pid, started)
}

/// After the continue: the sentence, the board drawn again, White's clock paused and charged
/// only the time ferz ran (`started` when the clock was started, `away` the time kept stopped).
fn paused_after_continue(term: &Term, started: Instant, away: Duration) {
    term.wait_for(STOPPED);
    let ran = started.elapsed().saturating_sub(away);
    let screen = term.screen();
    assert!(screen.contains("a     b     c     d"), "the board is drawn again:\n{screen}");
    assert!(screen.contains("paused"), "the clock is paused:\n{screen}");
    let shown = white_clock(&screen).unwrap_or_else(|| panic!("White's clock:\n{screen}"));
    charged_only_running(60 - shown, ran, 1);
    // Paused: the clock stands.
    std::thread::sleep(Duration::from_millis(1_500));
    assert_eq!(white_clock(&term.screen()), Some(shown), "the clock stands:\n{}", term.screen());
}

#[test]
fn sigtstp_gives_the_game_s_terminal_back_and_sigcont_pauses_the_clock() {
    let (mut term, pid, started) = game_running("stop-tstp");
    assert!(mouse_on(&term), "the game tracks the mouse");
    kill("TSTP", pid);
    let stopped = Instant::now();
    given_back_while_stopped(&term, pid);
    std::thread::sleep(AWAY);
    kill("CONT", pid);
    let away = stopped.elapsed();
    wait_state(pid, false);
    paused_after_continue(&term, started, away);
    taken_again(&term, pid);
    // The game goes on: the pause key resumes, and a move is played.
    term.key("F8");
    term.wait_for("The clocks run again.");
    pty::play(&mut term, "e4");
    term.wait_for("1. e4");
    term.kill_hard();
}

#[test]
fn sigstop_cannot_be_caught_but_the_continue_pauses_the_clock_and_charges_nothing() {
    let (mut term, pid, started) = game_running("stop-sigstop");
    kill("STOP", pid);
    let stopped = Instant::now();
    wait_state(pid, true);
    std::thread::sleep(AWAY);
    kill("CONT", pid);
    let away = stopped.elapsed();
    paused_after_continue(&term, started, away);
    taken_again(&term, pid);
    term.kill_hard();
}

#[test]
fn suspend_stops_the_game_as_ctrl_z_would_and_takeback_stays_on_ctrl_z() {
    let (mut term, pid, started) = game_running("stop-suspend");
    pty::play(&mut term, "e4");
    term.wait_for("1. e4");
    // ^Z is still the takeback (raw mode reads it as a key, not as the shell's stop).
    term.key("Ctrl-Z");
    pty::wait_folded(&term, "Anna (White) asks to take back 1. e4.");
    assert_ne!(state(pid), 'T', "Ctrl+Z in the game does not stop it");
    term.type_text("n");
    term.wait_for("does not agree");
    term.type_text(":suspend");
    term.key("Enter");
    let stopped = Instant::now();
    given_back_while_stopped(&term, pid);
    std::thread::sleep(AWAY);
    kill("CONT", pid);
    let away = stopped.elapsed();
    term.wait_for(STOPPED);
    let ran = started.elapsed().saturating_sub(away);
    let screen = term.screen();
    // Whoever is to move, neither clock was charged the time stopped.
    let charged: u64 =
        screen.lines().filter(|l| l.contains('└')).filter_map(|l| clock_after(l, "─ ")).map(|shown| 60 - shown).sum();
    charged_only_running(charged, ran, 2);
    taken_again(&term, pid);
    term.kill_hard();
}

/// `ferz clock` with White's clock running, in a 100×30 terminal: the term, its id, and the
/// moment the clock was started.
fn clock_running(name: &str) -> (Term, u32, Instant) {
    let cwd = temp_dir(name);
    let mut term = Term::spawn(FERZ, &["clock", "--time", "1"], 100, 30, &[], &cwd);
    term.wait_for("ferz clock — 1");
    let started = Instant::now();
    term.key("Space");
    term.wait_until("White's clock to run", |s| !s.contains("Black starts White's clock"));
    let pid = term.pid().expect("the clock's id");
    (term, pid, started)
}

/// After the continue, `ferz clock`: the sentence, the clocks drawn again, White's paused and
/// charged only the time the program ran (read in the compact face, at 23 columns).
fn clock_paused_after_continue(term: &mut Term, started: Instant, away: Duration) {
    term.wait_for(STOPPED);
    let ran = started.elapsed().saturating_sub(away);
    assert!(term.screen().contains("0 moves"), "the clocks are drawn again:\n{}", term.screen());
    term.resize(23, 6);
    term.wait_until("the compact clock", |s| clock_after(s, "White").is_some());
    let shown = clock_after(&term.screen(), "White").unwrap_or_default();
    charged_only_running(60 - shown, ran, 1);
    std::thread::sleep(Duration::from_millis(1_500));
    assert_eq!(clock_after(&term.screen(), "White"), Some(shown), "the clock stands:\n{}", term.screen());
}

#[test]
fn sigtstp_gives_the_clock_s_terminal_back_and_sigcont_pauses_it() {
    let (mut term, pid, started) = clock_running("stop-clock-tstp");
    kill("TSTP", pid);
    let stopped = Instant::now();
    given_back_while_stopped(&term, pid);
    std::thread::sleep(AWAY);
    kill("CONT", pid);
    let away = stopped.elapsed();
    taken_again_when_said(&term, pid);
    clock_paused_after_continue(&mut term, started, away);
    term.kill_hard();
}

/// Waits for the sentence after a continue, then checks the terminal was taken again.
fn taken_again_when_said(term: &Term, pid: u32) {
    term.wait_for(STOPPED);
    taken_again(term, pid);
}

#[test]
fn ctrl_z_stops_the_clock_and_sigstop_is_not_charged_either() {
    let (mut term, pid, started) = clock_running("stop-clock-key");
    // Ctrl+Z, which a raw terminal reads as a key: the clock stops itself as a shell would.
    term.key("Ctrl-Z");
    let stopped = Instant::now();
    given_back_while_stopped(&term, pid);
    std::thread::sleep(AWAY);
    kill("CONT", pid);
    let mut away = stopped.elapsed();
    taken_again_when_said(&term, pid);
    // Going on, then SIGSTOP, which cannot be caught: the gap is not charged either.
    term.key("F8");
    term.wait_until("the clock to run again", |s| !s.contains(STOPPED));
    kill("STOP", pid);
    let stopped = Instant::now();
    wait_state(pid, true);
    std::thread::sleep(AWAY);
    kill("CONT", pid);
    away += stopped.elapsed();
    clock_paused_after_continue(&mut term, started, away);
    term.kill_hard();
}

#[test]
fn the_screen_reader_face_says_the_stop_and_pauses_the_clock() {
    let root = temp_dir("stop-reader");
    let data = root.join("d").to_string_lossy().into_owned();
    let args = ["--screen-reader", "--time", "1"];
    let mut term = Term::spawn(FERZ, &args, 100, 30, &[("FERZ_DATA_DIR", data.as_str())], &root);
    term.wait_for("Press Enter to start the clock");
    let started = Instant::now();
    term.key("Enter");
    term.wait_for("White's clock runs");
    let pid = term.pid().expect("ferz's id");
    // Cooked mode: Ctrl+Z is the terminal's own stop.
    term.key("Ctrl-Z");
    let stopped = Instant::now();
    wait_state(pid, true);
    std::thread::sleep(AWAY);
    kill("CONT", pid);
    let away = stopped.elapsed();
    term.wait_for("Both clocks are paused. Type :resume to go on.");
    let ran = started.elapsed().saturating_sub(away);
    pty::wait_folded(&term, "ferz was stopped: both clocks were paused at that moment");
    term.type_text("c");
    term.key("Enter");
    term.wait_until("the clocks said", |s| s.contains("Black 1 minute"));
    let screen = term.screen();
    let said = screen.lines().rev().find(|l| l.starts_with("White ")).unwrap_or_default();
    let seconds: u64 = said
        .trim_start_matches("White ")
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("White's clock said: {said:?}\n{screen}"));
    // "White 57 seconds" (a whole minute is said as "1 minute").
    let shown = if said.contains("minute,") || said.starts_with("White 1 minute") { 60 } else { seconds };
    charged_only_running(60 - shown, ran, 1);
    term.kill_hard();
}
