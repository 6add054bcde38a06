//! Signals in a real pseudo-terminal (issue 11, item 3): SIGTERM, SIGHUP, SIGINT and SIGQUIT
//! sent to a game in progress give the terminal back — main screen, cursor shown, cooked mode
//! with echo, mouse tracking off — and write the save with every move, and the program ends
//! with status 128 + the signal's number.

mod pty;

use std::fs;
use std::path::{Path, PathBuf};

use pty::{Term, temp_dir};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// The process ids whose parent is `parent` (from /proc).
fn children(parent: u32) -> Vec<u32> {
    let Ok(entries) = fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            // "pid (name) state ppid …": the name may hold spaces, so read after the last ')'.
            let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
            after.split_whitespace().nth(1).and_then(|p| p.parse::<u32>().ok()) == Some(parent)
        })
        .collect()
}

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

/// Whether the tokens of `stty -a` say the tty is in cooked mode with echo.
fn cooked(stty: &str) -> bool {
    let tokens: Vec<&str> = stty.split(|c: char| c.is_whitespace() || c == ';').collect();
    tokens.contains(&"icanon") && tokens.contains(&"echo") && !tokens.contains(&"-icanon") && !tokens.contains(&"-echo")
}

/// Plays 1. e4 in ferz under a shell, sends `signal` to ferz, and checks what is left.
fn signal_mid_game(signal: &str, number: u32) {
    let root = temp_dir(&format!("signal-{signal}"));
    let data = root.join("d");
    let script = "\"$FERZ\" --time 5 --white Anna --black Boris; echo ferz-ended $?; stty -a";
    let data_text = data.to_string_lossy().into_owned();
    let mut term = Term::spawn("sh", &["-c", script], 100, 30, &[("FERZ", FERZ), ("FERZ_DATA_DIR", &data_text)], &root);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    term.wait_for("White to move");
    term.type_text("e4");
    term.key("Enter");
    term.wait_for("1. e4");
    assert!(term.raw().windows(8).any(|w| w == b"\x1b[?1000h"), "mouse tracking was on");
    let shell = term.pid().expect("the shell's id");
    let ferz = children(shell);
    assert_eq!(ferz.len(), 1, "ferz runs under the shell: {ferz:?}");
    let sent = std::process::Command::new("kill").arg(format!("-{signal}")).arg(ferz[0].to_string()).status();
    assert!(sent.is_ok_and(|s| s.success()));
    term.wait_for(&format!("ferz-ended {}", 128 + number));
    term.wait_until("the output of stty -a", |s| s.contains("icanon"));
    let screen = term.screen();
    assert_eq!(term.modes(), (false, false), "main screen, cursor visible:\n{screen}");
    assert!(cooked(&screen), "raw mode was left:\n{screen}");
    let raw = term.raw();
    let last_on = raw.windows(8).rposition(|w| w == b"\x1b[?1000h");
    let last_off = raw.windows(8).rposition(|w| w == b"\x1b[?1000l");
    assert!(last_off > last_on, "mouse tracking was turned off");
    let saves = unfinished(&data);
    assert_eq!(saves.len(), 1, "one unfinished game");
    assert!(saves[0].contains("1. e4"), "{}", saves[0]);
    let game = ferz::game::Game::from_save(&saves[0]).expect("a save ferz resumes").game;
    assert_eq!(game.moves().len(), 1);
    // The final save has the time Black has used since e4: the clock stands where it was.
    let black = game.clock().remaining(ferz::rules::Color::Black, ferz::game::Instant::from_ms(0)).as_ms();
    assert!(black < 300_000, "Black's clock ran until the signal: {black}");
    assert_eq!(term.wait_exit(), 0);
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
