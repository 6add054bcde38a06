//! The computer's engine dies during a game: the game is kept with its clocks paused, a window
//! names the two ways on (R restarts the engine, H hands its chair to a person at this
//! keyboard), and each does what it says — the real worker of a computer seat and a mock
//! engine that dies at its first search, the driver's part done by hand: the worker hired,
//! asked, its report given to the app.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration as Wait;

use super::tui_support::{at, key, screen, type_line};
use ferz::game::{ComputerChoice, ComputerSide, Level};
use ferz::rules::{Color, Position};
use ferz::tui::computer::seat_computer;
use ferz::tui::work::{Reporter, Work};
use ferz::tui::{App, GameSetup, Overlay, Prefs, Report, UiEvent, update};
use ratatui::crossterm::event::KeyCode;

/// A game against `dies_once.sh` in Black's chair (its mark of having died kept in a fresh
/// directory named `name`), Anna at the keyboard with White, started, 1. e4 played.
fn against_a_fragile_engine(name: &str, prefs: Prefs) -> App {
    let dir = std::env::temp_dir().join(format!("ferz-tui-fault-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let engines = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/engines");
    // The mark's place goes to the engine through a wrapper, not this process's environment,
    // which the other tests share.
    let wrapper = dir.join("fragile.sh");
    let script = format!(
        "#!/bin/sh\nFAKE_ENGINE_ONCE='{}' exec '{}'\n",
        dir.join("died").display(),
        engines.join("dies_once.sh").display()
    );
    std::fs::write(&wrapper, script).expect("the wrapper");
    let chmod = std::process::Command::new("chmod").arg("+x").arg(&wrapper).status().expect("chmod");
    assert!(chmod.success());
    let choice =
        ComputerChoice { side: ComputerSide::Black, level: Level::new(4).expect("level 4"), engine: Some(wrapper) };
    let setup =
        GameSetup::new(Position::new(), "rapid".parse().expect("rapid"), Some("Anna"), None, prefs).expect("a setup");
    let setup = seat_computer(setup, &choice, false).expect("the engine starts");
    let mut app = App::new(setup, at(0));
    update(&mut app, UiEvent::Resize(80, 24), at(0));
    key(&mut app, KeyCode::Enter, 0);
    type_line(&mut app, "e4", 1000);
    assert_eq!(app.game().moves().len(), 1, "Anna's 1. e4");
    app
}

/// What the driver does when the computer is to move: hires its worker (a new one each time,
/// as the driver does after a fault), asks it, and gives its answer to the app.
fn ask_the_computer(app: &mut App, now: u64) {
    let (side, computer) = app.seat_to_move().expect("the computer is to move");
    let mut worker = computer.hire().expect("a worker");
    let (tx, rx) = channel();
    let report = Reporter::new(move |work| {
        let _ = tx.send(work);
    });
    worker.think(1, app.think(side, at(now)), &report);
    let answer = answer_of(&rx);
    update(app, Report::Thought(side, answer), at(now + 10));
    worker.end();
}

fn answer_of(rx: &Receiver<Work>) -> Result<ferz::tui::work::Thought, ferz::tui::work::SeatFault> {
    match rx.recv_timeout(Wait::from_secs(30)).expect("the worker answers") {
        Work::Thought { answer, .. } => answer,
        other => panic!("not a thought: {other:?}"),
    }
}

/// The engine dies at its first search: the sentence, the window with its two choices.
fn dies(app: &mut App) {
    ask_the_computer(app, 2000);
    assert!(app.game().clock().is_paused(), "the clocks are paused");
    assert!(matches!(app.overlay(), Some(Overlay::SeatFault { side: Color::Black, .. })), "{:?}", app.overlay());
    assert_eq!(app.game().moves().len(), 1, "the game is kept");
}

#[test]
fn an_engine_that_died_is_restarted_with_r_and_the_computer_moves_again() {
    let mut app = against_a_fragile_engine("restart", Prefs::default());
    dies(&mut app);
    let shot = screen(&mut app, 80, 24);
    let folded: String = shot.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(folded.contains("The computer could not move"), "{shot}");
    assert!(folded.contains("Fragile 1 (level 4) could not move"), "{shot}");
    assert!(folded.contains("R restart Fragile 1 (level 4)"), "{shot}");
    assert!(folded.contains("H a person at this keyboard plays Black"), "{shot}");
    // The footer names both keys while the window is open.
    let footer = shot.lines().last().unwrap_or_default();
    assert!(footer.contains("R restart engine") && footer.contains("H play it yourself"), "{footer}");
    // A move typed for the computer is not taken: the window holds the keys.
    key(&mut app, KeyCode::Char('r'), 3000);
    assert_eq!(app.overlay(), None, "R closes the window");
    assert!(!app.game().clock().is_paused(), "the clocks run again");
    assert_eq!(app.player(Color::Black), Some("Fragile 1 (level 4)"), "the same engine, the same level");
    assert!(app.message().is_some_and(|m| m.text.contains("started again")), "{:?}", app.message());
    ask_the_computer(&mut app, 3000);
    let sans: Vec<String> = app.game().moves().iter().map(|m| m.san.clone()).collect();
    assert_eq!(sans, ["e4", "e6"], "the restarted engine answers");
    assert_eq!(app.game().turn(), Color::White);
}

#[test]
fn an_engine_that_died_hands_its_chair_to_a_person_with_h() {
    let mut app = against_a_fragile_engine("hand", Prefs::default());
    dies(&mut app);
    key(&mut app, KeyCode::Char('H'), 3000);
    assert_eq!(app.overlay(), None, "H closes the window");
    assert!(app.seat(Color::Black).is_person(), "a person sits in Black's chair");
    assert!(app.seat_to_move().is_none(), "no computer is asked");
    assert_eq!(app.player(Color::Black), None, "Black is called by its colour");
    assert_eq!(app.game().options().computer, None, "the save goes on between persons");
    assert!(!app.game().clock().is_paused(), "Black's clock runs");
    type_line(&mut app, "c5", 4000);
    let sans: Vec<String> = app.game().moves().iter().map(|m| m.san.clone()).collect();
    assert_eq!(sans, ["e4", "c5"], "the person's move for Black");
}

#[test]
fn the_fault_window_in_russian_and_esc_leaves_the_clocks_paused() {
    let prefs = Prefs { lang: ferz::lang::Lang::Ru, ..Prefs::default() };
    let mut app = against_a_fragile_engine("ru", prefs);
    dies(&mut app);
    let shot = screen(&mut app, 80, 24);
    let folded: String = shot.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(folded.contains("Компьютер не смог сделать ход"), "{shot}");
    assert!(folded.contains("запустить Fragile 1 (level 4) заново"), "{shot}");
    assert!(folded.contains("дальше за чёрных играет человек"), "{shot}");
    // К (R on a Russian layout) restarts too; Esc first closes the window, the clocks paused.
    key(&mut app, KeyCode::Esc, 3000);
    assert_eq!(app.overlay(), None);
    assert!(app.game().clock().is_paused(), "Esc leaves the clocks paused");
}
