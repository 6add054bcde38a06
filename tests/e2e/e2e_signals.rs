//! Signals in a real pseudo-terminal: SIGTERM, SIGHUP, SIGINT and SIGQUIT
//! sent to a game in progress give the terminal back — main screen, cursor shown, cooked mode
//! with echo, mouse tracking off — and write the save with every move, and the program ends
//! with status 128 + the signal's number.

use crate::pty;

use std::fs;
use std::path::{Path, PathBuf};

use pty::{Term, children, start_and_play_e4, temp_dir};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// Every unfinished game saved under the data directory `data`, as text.
fn unfinished(data: &Path) -> Vec<String> {
    let mut files: Vec<PathBuf> = Vec::new();
    if let Ok(entries) = fs::read_dir(data.join("unfinished")) {
        files.extend(
            entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "pgn")),
        );
    }
    files.iter().filter_map(|f| fs::read_to_string(f).ok()).collect()
}

/// The files left in the data directory's `unfinished/` other than saves: a `.lock` there
/// would be a game that looks held by a process that has ended.
fn left_beside_saves(data: &Path) -> Vec<String> {
    let Ok(entries) = fs::read_dir(data.join("unfinished")) else { return Vec::new() };
    entries
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".pgn"))
        .collect()
}

/// A new ferz in the data directory `data` finds the game Anna and Boris left, free to take
/// (not "being played in another window"), and resumes it with 1. e4 on the board.
fn resumes_after(root: &Path, data: &Path) {
    let data_text = data.to_string_lossy().into_owned();
    let mut term = Term::spawn(FERZ, &[], 100, 30, &[("FERZ_DATA_DIR", data_text.as_str())], root);
    term.wait_for("Anna – Boris, move 1, Boris to move");
    assert!(!term.screen().contains("another"), "the game is free to take:\n{}", term.screen());
    term.type_text("r");
    term.wait_for("1. e4");
    term.kill_hard();
}

/// Starts ferz under a shell (which then prints ferz's exit status and `stty -a`) with the
/// data directory `root/d` and `env` added, and plays 1. e4.
fn e4_under_a_shell(root: &Path, env: &[(&str, &str)]) -> Term {
    let data_text = root.join("d").to_string_lossy().into_owned();
    let script = "\"$FERZ\" --time 5 --white Anna --black Boris; echo ferz-ended $?; stty -a";
    let mut all = vec![("FERZ", FERZ), ("FERZ_DATA_DIR", data_text.as_str())];
    all.extend_from_slice(env);
    let mut term = Term::spawn("sh", &["-c", script], 100, 30, &all, root);
    start_and_play_e4(&mut term);
    assert!(term.raw().windows(8).any(|w| w == b"\x1b[?1000h"), "mouse tracking was on");
    term
}

/// Checks that ferz ended with `status` and left the terminal as it found it: cooked mode
/// with echo, the main screen, the cursor shown, mouse tracking off.
fn given_back(term: &Term, status: u32) {
    pty::given_back(term, &format!("ferz-ended {status}"));
}

/// Plays 1. e4 in ferz under a shell, sends `signal` to ferz, and checks what is left.
fn signal_mid_game(signal: &str, number: u32) {
    let root = temp_dir(&format!("signal-{signal}"));
    let data = root.join("d");
    let mut term = e4_under_a_shell(&root, &[]);
    let shell = term.pid().expect("the shell's id");
    let ferz = children(shell);
    assert_eq!(ferz.len(), 1, "ferz runs under the shell: {ferz:?}");
    let sent = std::process::Command::new("kill").arg(format!("-{signal}")).arg(ferz[0].to_string()).status();
    assert!(sent.is_ok_and(|s| s.success()));
    given_back(&term, 128 + number);
    let saves = unfinished(&data);
    assert_eq!(saves.len(), 1, "one unfinished game");
    assert!(saves[0].contains("1. e4"), "{}", saves[0]);
    let game = ferz::game::Game::from_save(&saves[0]).expect("a save ferz resumes").game;
    assert_eq!(game.moves().len(), 1);
    // The final save has the time Black has used since e4: the clock stands where it was.
    let black = game.clock().remaining(ferz::rules::Color::Black, ferz::game::Instant::from_ms(0)).as_ms();
    assert!(black < 300_000, "Black's clock ran until the signal: {black}");
    assert_eq!(term.wait_exit(), 0);
    assert_eq!(left_beside_saves(&data), Vec::<String>::new(), "no lock left after SIG{signal}");
    resumes_after(&root, &data);
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn sigterm_restores_the_terminal_and_saves() {
    signal_mid_game("TERM", 15);
}

#[test]
fn sighup_restores_the_terminal_and_saves() {
    signal_mid_game("HUP", 1);
}

#[test]
fn sigint_restores_the_terminal_and_saves() {
    signal_mid_game("INT", 2);
}

#[test]
fn sigquit_restores_the_terminal_and_saves() {
    signal_mid_game("QUIT", 3);
}

/// A panic in the middle of a game (a key that panics, in debug builds only — see
/// `src/tui/crash_test.rs`; the release binary has no such key) gives the terminal back,
/// says what failed, saves the game with its move, and ends with status 2.
#[cfg(debug_assertions)]
#[test]
fn a_panic_restores_the_terminal_and_saves() {
    let root = temp_dir("signal-panic");
    let mut term = e4_under_a_shell(&root, &[("FERZ_DEBUG_PANIC_KEY", "%"), ("RUST_BACKTRACE", "0")]);
    term.type_text("%");
    given_back(&term, 2);
    let screen = term.screen();
    assert!(screen.contains("a panic asked for by FERZ_DEBUG_PANIC_KEY"), "the panic is said:\n{screen}");
    assert!(screen.contains("ferz: ferz failed (see the message above); the game was saved"), "{screen}");
    let saves = unfinished(&root.join("d"));
    assert_eq!(saves.len(), 1, "one unfinished game");
    let game = ferz::game::Game::from_save(&saves[0]).expect("a save ferz resumes").game;
    assert_eq!(game.moves().len(), 1, "{}", saves[0]);
    assert_eq!(term.wait_exit(), 0);
    let _ = fs::remove_dir_all(&root);
}

/// The window closes: ferz runs in a terminal of its own (`script`'s),
/// which is killed as a terminal emulator would be, so the kernel hangs it up — SIGHUP, and
/// every read and write on it fails. ferz must not panic printing to it (it aborted before
/// the final save): it ends, and the save has Black's clock run until the window closed.
#[test]
fn a_closed_window_still_saves_the_game() {
    let root = temp_dir("signal-window");
    let data = root.join("d");
    let data_text = data.to_string_lossy().into_owned();
    let command = "\"$FERZ\" --time 5 --white Anna --black Boris";
    let env = [("FERZ", FERZ), ("FERZ_DATA_DIR", data_text.as_str()), ("RUST_BACKTRACE", "0")];
    let mut term = Term::spawn("script", &["-qfc", command, "/dev/null"], 100, 30, &env, &root);
    start_and_play_e4(&mut term);
    // script runs the command through a shell, which may start ferz or become it.
    let shells = children(term.pid().expect("script's id"));
    let ferz: Vec<u32> = shells
        .iter()
        .flat_map(|&p| [vec![p], children(p)].concat())
        .filter(|p| fs::read_to_string(format!("/proc/{p}/comm")).is_ok_and(|c| c.trim() == "ferz"))
        .collect();
    assert_eq!(ferz.len(), 1, "ferz runs in script's terminal: {shells:?}");
    // Not a wait for ferz (it has shown 1. e4): Black's clock runs a while before the window
    // closes, the time the final save must hold. The subject of the test.
    std::thread::sleep(std::time::Duration::from_millis(300));
    term.kill_hard();
    let start = std::time::Instant::now();
    while fs::metadata(format!("/proc/{}", ferz[0])).is_ok() {
        assert!(start.elapsed() < pty::PATIENCE, "ferz did not end when its window closed");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let saves = unfinished(&data);
    assert_eq!(saves.len(), 1, "one unfinished game");
    let game = ferz::game::Game::from_save(&saves[0]).expect("a save ferz resumes").game;
    assert_eq!(game.moves().len(), 1, "{}", saves[0]);
    let black = game.clock().remaining(ferz::rules::Color::Black, ferz::game::Instant::from_ms(0)).as_ms();
    assert!(black < 300_000, "the final save has Black's clock run until the window closed: {black}");
    // tmux kill-session, a closed xterm: no lock is left to make the game look held.
    assert_eq!(left_beside_saves(&data), Vec::<String>::new(), "no lock left after the window closed");
    resumes_after(&root, &data);
    let _ = fs::remove_dir_all(&root);
}
