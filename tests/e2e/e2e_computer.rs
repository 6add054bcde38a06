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
    wait_folded(&term, "1–0 — Slow knight 1 (level 2, Black) lost on time");
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

/// Black's clock as its box's lower edge shows it (`15:19`), with the board's White side at the
/// foot: the first clock time on the screen.
fn black_clock(screen: &str) -> Option<String> {
    let line = screen.lines().find(|l| l.contains('└') && l.contains(':'))?;
    let at = line.find(|c: char| c.is_ascii_digit())?;
    Some(line[at..].chars().take_while(|c| c.is_ascii_digit() || *c == ':' || *c == '.').collect())
}

/// The row of the screen holding `text`, whole: a window line, framed on both sides.
fn framed(screen: &str, text: &str) -> bool {
    screen.lines().any(|l| l.find(text).is_some_and(|at| l[..at].contains('│') && l[at + text.len()..].contains('│')))
}

/// The computer plays a move, then its engine dies mid-game at 80×24: the window names the
/// seat and the two ways on, whole and framed; H puts a person in Black's chair — the title
/// calls the side by its colour, Black's clock runs, a move typed for Black is played — and
/// the saved record names no engine for Black (`[Black "Black"]`, no `FerzComputer`).
#[test]
fn an_engine_that_dies_mid_game_is_a_window_and_h_hands_its_chair_to_a_person() {
    let place = Place::new("computer-dies-h");
    let first = ["Black: Brittle 2 (level 5)", "Press Enter to start"];
    let mut term = until_the_engine_dies(&place, &["--white", "Anna"], &first, "Nf3");
    wait_folded(&term, "H a person at this keyboard plays Black from here");
    let fault = term.screen();
    let folded = fault.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(folded.contains("Brittle 2 (level 5) could not move: the engine stopped (exit status 9)"), "{fault}");
    // Readable at 80×24: the title and both choices on the screen whole, inside the frame.
    assert!(
        fault.lines().any(|l| l.contains("┌") && l.contains("The computer could not move") && l.contains("┐")),
        "{fault}"
    );
    assert!(framed(&fault, "R  restart Brittle 2 (level 5); the game goes on as it stood"), "{fault}");
    assert!(framed(&fault, "H  a person at this keyboard plays Black from here"), "{fault}");
    let footer = fault.lines().last().unwrap_or_default();
    assert!(footer.contains("R restart engine") && footer.contains("H play it yourself"), "{footer}");
    assert!(fault.contains("paused"), "the clocks are paused:\n{fault}");
    let stopped = black_clock(&fault).expect("Black's clock on the screen");
    // H: a person sits in Black's chair, called by its colour; Black's clock runs for them.
    term.send(b"h");
    wait_folded(&term, "Black is played at this keyboard from here; the clocks run.");
    term.wait_for("Black to move");
    term.wait_until("Black's clock to run", |s| black_clock(s).is_some_and(|t| t != stopped));
    let seated = term.screen();
    assert!(!seated.contains("Brittle"), "the engine's name has left Black's chair:\n{seated}");
    assert!(!seated.contains("paused"), "{seated}");
    pty::play(&mut term, "Nc6");
    term.wait_for("Anna (White) to move");
    assert!(term.screen().lines().any(|l| l.contains("2. Nf3") && l.contains("Nc6")), "{}", term.screen());
    term.type_text(":save game.pgn");
    term.key("Enter");
    wait_folded(&term, "Saved the game to");
    let pgn = std::fs::read_to_string(place.cwd.join("game.pgn")).expect("the saved game");
    assert!(pgn.contains("[White \"Anna\"]") && pgn.contains("[Black \"Black\"]"), "{pgn}");
    assert!(!pgn.contains("FerzComputer") && !pgn.contains("Brittle"), "a game between persons now:\n{pgn}");
    assert!(pgn.contains("1. e4") && pgn.contains("1... e5") && pgn.contains("2... Nc6"), "{pgn}");
    term.key("F10");
    term.send(b"y");
    assert_eq!(term.wait_exit(), 0);
    // Taken up again, it goes on between persons: no engine is asked for Black's move.
    let mut again = place.ferz(&["resume", "game.pgn"], 80, 24);
    wait_folded(&again, "F8 starts Anna's clock");
    again.key("F8");
    pty::play(&mut again, "Bc4");
    again.wait_for("Black to move");
    pty::play(&mut again, "Nf6");
    again.wait_for("Anna (White) to move");
    assert!(again.screen().lines().any(|l| l.contains("3. Bc4") && l.contains("Nf6")), "{}", again.screen());
    assert!(!again.screen().contains("Brittle"), "{}", again.screen());
    again.key("F10");
    again.send(b"y");
    again.wait_exit();
}

/// A game at 80×24 against `dies_mid_game.sh` at level 5 (`extra` after the common flags):
/// the texts of `first` on the first screen, Enter, 1. e4 (its first search answers 1... e5),
/// then White's `second` move, which its second search never answers.
fn until_the_engine_dies(place: &Place, extra: &[&str], first: &[&str], second: &str) -> pty::Term {
    let engine = fake_engine("dies_mid_game.sh").to_string_lossy().into_owned();
    let mut args = vec!["--computer", "black", "--engine", engine.as_str(), "--level", "5"];
    args.extend_from_slice(extra);
    let mut term = place.ferz(&args, 80, 24);
    for text in first {
        wait_folded(&term, text);
    }
    term.key("Enter");
    pty::play(&mut term, "e4");
    term.wait_until("1. e4 e5 on the move list", |s| s.lines().any(|l| l.contains("1. e4") && l.contains("e5")));
    pty::play(&mut term, second);
    term
}

/// The same window in Russian at 80×24: the sentence, both choices inside the frame, and Р (H on
/// a Russian layout) hands Black's chair to a person, said in Russian.
#[test]
fn the_seat_fault_window_in_russian_and_the_chair_taken_with_the_russian_key() {
    let place = Place::new("computer-dies-ru");
    let mut term = until_the_engine_dies(&place, &["--white", "Анна", "--lang", "ru"], &["Enter"], "Кf3");
    wait_folded(&term, "Компьютер не смог сделать ход");
    let fault = term.screen();
    let folded = fault.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(folded.contains("движок завершился (код выхода 9)"), "every word Russian:\n{fault}");
    assert!(framed(&fault, "дальше за чёрных играет человек за этой клавиатурой"), "{fault}");
    assert!(fault.contains("заново"), "{fault}");
    term.type_text("р");
    wait_folded(&term, "Дальше за чёрных играют за этой клавиатурой; часы идут.");
    term.key("F10");
    term.send("д".as_bytes());
    term.wait_exit();
}
