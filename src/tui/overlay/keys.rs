//! Every window's keys, as data: one table per window (rows of [`Binding`]: the key, the
//! action, the footer entries it is shown as, the help row it is listed in), read through
//! [`Overlay::keys`](super::Overlay::keys) while the window is open, and by the help and the
//! footer. Apart from the windows' code,
//! which reads the app, so that the keymaps and the key names read the tables without it.

use crate::lang::FooterKey as Fk;
use crate::rules::Role;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::key_event::KeyCode;
use crate::tui::keymap::{Binding, HelpItem as H, Key, intent, typed, ui};

/// The help screen: scrolling, and anything else closes it.
pub(in crate::tui) static HELP: &[Binding] = &[
    ui(Key::Code(KeyCode::Up), UiEvent::Scroll(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::Scroll(1)),
    ui(Key::Code(KeyCode::PageUp), UiEvent::Scroll(-10)),
    ui(Key::Code(KeyCode::PageDown), UiEvent::Scroll(10)),
    ui(Key::Any, UiEvent::Cancel),
];

/// The time chart: the arrows, Home and End step through the game as in review (the chart
/// marks the move on the board); T (е with a Russian layout) closes it as it opened it, and so
/// does any other key.
pub(in crate::tui) static TIME_CHART: &[Binding] = &[
    ui(Key::Chars("tTеЕ", "T"), UiEvent::TimeChart),
    ui(Key::Code(KeyCode::Left), UiEvent::Step(-1)).footer(&[Fk::Step]),
    ui(Key::Code(KeyCode::Up), UiEvent::Step(-1)),
    ui(Key::Code(KeyCode::Right), UiEvent::Step(1)).footer(&[Fk::Step]),
    ui(Key::Code(KeyCode::Down), UiEvent::Step(1)),
    ui(Key::Code(KeyCode::Home), UiEvent::First).footer(&[Fk::Ends]),
    ui(Key::Code(KeyCode::End), UiEvent::Last).footer(&[Fk::Ends]),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel).footer(&[Fk::Back]),
    ui(Key::Any, UiEvent::Cancel),
];

/// The promotion picker: the piece's letter (English or Russian), or ←/→ and Enter.
pub(in crate::tui) static PROMOTION: &[Binding] = &[
    intent(Key::Chars("qQфФ", "Q"), Intent::Promote(Role::Queen)),
    intent(Key::Chars("rRлЛ", "R"), Intent::Promote(Role::Rook)),
    intent(Key::Chars("bBсС", "B"), Intent::Promote(Role::Bishop)),
    intent(Key::Chars("nNкК", "N"), Intent::Promote(Role::Knight)),
    // --arbiter practice: the pawn stays a pawn on the last rank (7.5.2).
    intent(Key::Chars("pPпП", "P"), Intent::Promote(Role::Pawn)),
    ui(Key::Chars(" ", "Space"), UiEvent::PickerChoose),
    ui(Key::Code(KeyCode::Left), UiEvent::PickerMove(-1)).help(H::PickerStep),
    ui(Key::Code(KeyCode::Up), UiEvent::PickerMove(-1)),
    ui(Key::Code(KeyCode::Right), UiEvent::PickerMove(1)).help(H::PickerStep),
    ui(Key::Code(KeyCode::Down), UiEvent::PickerMove(1)),
    ui(Key::Code(KeyCode::Enter), UiEvent::PickerChoose).help(H::PickerTake),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel),
];

/// A yes/no question (д and н with a Russian layout; Esc says no).
pub(in crate::tui) static CONFIRM: &[Binding] = &[
    intent(Key::Chars("yYдД", "y"), Intent::Answer(true)).help(H::Answer),
    intent(Key::Chars("nNнН", "n"), Intent::Answer(false)).help(H::Answer),
    intent(Key::Code(KeyCode::Esc), Intent::Answer(false)),
];

/// The question at the start: ↑ ↓ pick a game, R or Enter resumes it, N starts a new game
/// (К, Т on a Russian layout), Q or F10 leaves everything as it is.
pub(in crate::tui) static FOUND: &[Binding] = &[
    ui(Key::Code(KeyCode::Up), UiEvent::FoundStep(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::FoundStep(1)),
    intent(Key::Code(KeyCode::Enter), Intent::ResumeFound(true)),
    intent(Key::Chars("rRкК", "R"), Intent::ResumeFound(true)).footer(&[Fk::ResumeFound]),
    intent(Key::Chars("nNтТ", "N"), Intent::ResumeFound(false)).footer(&[Fk::NewGame]),
    intent(Key::F(10), Intent::QuitNow).footer(&[Fk::Quit]),
    intent(Key::Chars("qQйЙ", "Q"), Intent::QuitNow),
];

/// Something to read about a saved game: any key closes it.
pub(in crate::tui) static NOTICE: &[Binding] = &[ui(Key::Any, UiEvent::Cancel)];

/// The sealing window: the move's characters, Backspace, Enter seals, Esc gives up.
pub(in crate::tui) static SEAL: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::SealType(c))),
    ui(Key::Code(KeyCode::Backspace), UiEvent::SealErase),
    intent(Key::Code(KeyCode::Enter), Intent::Seal).footer(&[Fk::Seal]),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel).footer(&[Fk::Back]),
];

/// The envelope waits to be opened: the code's characters and Backspace, Enter opens it; F10
/// leaves it sealed (Q is a letter of codes).
pub(in crate::tui) static ENVELOPE: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    intent(Key::Code(KeyCode::Enter), Intent::OpenEnvelope).footer(&[Fk::OpenEnvelope]),
    intent(Key::F(10), Intent::QuitNow).footer(&[Fk::Quit]),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::SealType(c))),
    ui(Key::Code(KeyCode::Backspace), UiEvent::SealErase),
];

/// Any key ends the program once the code is read.
pub(in crate::tui) static SEALED: &[Binding] = &[ui(Key::Any, UiEvent::Cancel)];

/// The standings window's keys: those of a yes/no question, with Esc closing it unanswered.
pub(in crate::tui) static STANDINGS: &[Binding] = &[
    intent(Key::Chars("yYдД", "y"), Intent::Answer(true)).help(H::Answer),
    intent(Key::Chars("nNнН", "n"), Intent::Answer(false)).help(H::Answer),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel),
    ui(Key::Code(KeyCode::Tab), UiEvent::Crosstable).help(H::Crosstable),
    ui(Key::Code(KeyCode::Up), UiEvent::Scroll(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::Scroll(1)),
    ui(Key::Code(KeyCode::PageUp), UiEvent::Scroll(-10)),
    ui(Key::Code(KeyCode::PageDown), UiEvent::Scroll(10)),
];

/// The keys of the question whether to start the next game: those of [`keys::STANDINGS`], Enter for yes,
/// and any other character, which starts the game and goes on to the move input — White's
/// first move typed at once, as in a single game. `N` (a knight's move) is typed, `n` says no.
pub(in crate::tui) static STANDINGS_START: &[Binding] = &[
    intent(Key::Chars("yYдД", "y"), Intent::Answer(true)).help(H::Answer),
    intent(Key::Code(KeyCode::Enter), Intent::Answer(true)),
    intent(Key::Chars("nнН", "n"), Intent::Answer(false)).help(H::Answer),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel),
    ui(Key::Code(KeyCode::Tab), UiEvent::Crosstable).help(H::Crosstable),
    ui(Key::Code(KeyCode::Up), UiEvent::Scroll(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::Scroll(1)),
    ui(Key::Code(KeyCode::PageUp), UiEvent::Scroll(-10)),
    ui(Key::Code(KeyCode::PageDown), UiEvent::Scroll(10)),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::Type(c))),
];

/// The computer could not move: R restarts its engine, H hands its chair to a person at this
/// keyboard (К and Р with a Russian layout); Esc closes the window, the clocks still paused
/// (F8 then starts the engine again); F10 quits, asking.
pub(in crate::tui) static SEAT_FAULT: &[Binding] = &[
    intent(Key::Chars("rRкК", "R"), Intent::RestartComputer).footer(&[Fk::RestartComputer]).help(H::SeatFault),
    intent(Key::Chars("hHрР", "H"), Intent::TakeChair).footer(&[Fk::TakeChair]).help(H::SeatFault),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel).footer(&[Fk::Back]),
    intent(Key::F(10), Intent::Quit).footer(&[Fk::Quit]),
];
