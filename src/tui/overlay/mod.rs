//! The windows over the board, which take the keys while they are open, and the yes/no
//! questions they ask: the model's half of each window. Each window has a module of its own
//! with what its keys do and what it says, behind [`Window`](window::Window): an action goes to
//! the open window first ([`open::update`]: [`Handled::Done`] or [`Handled::Pass`], gitui's
//! `EventState::Consumed`), then to the game's parts. A window changes nothing itself: it
//! reads the app and says what its action changes, as data ([`Change`]: its own next state,
//! words to say, the piece back in hand, an [`Order`] for the whole app), and `update.rs`
//! applies each change to the part that owns it. How a window is drawn, where it stands and
//! what the mouse does over it are the terminal face's (`tui/view/windows`); nothing here
//! knows a terminal.
//!
//! The files hold one thing each so that the imports run one way: this file the windows'
//! data ([`Overlay`], [`Question`], [`Ask`], what a window changes), `keys.rs` every window's
//! key table (read by the keymaps and the key names without the windows' code), `window.rs`
//! the trait, `open.rs` the one match that names each window's type.
//!
//! # Adding a window
//!
//! 1. `overlay/NAME.rs`: a type implementing `Window`: `update` says what the window's own
//!    actions (Esc's included) change and passes the rest; what the footer, the input line
//!    and the status line say while it is open (the defaults say nothing); for the
//!    screen-reader face, what it says when it opens (`said`) and what a typed line does
//!    (`typed`, with the answers of `tui/answers.rs`).
//! 2. `overlay/keys.rs`: its table (rows of `Binding`: the key, the action, the footer entries
//!    it is shown as, the help row it is listed in).
//! 3. Here: `pub mod NAME;`, the variant of [`Overlay`] (the window's state), one of it in
//!    [`Overlay::every`] and its table in [`Overlay::keys`] (the test that lists each kind
//!    once does not compile until it is given a number); in `open.rs` its arm of
//!    `Overlay::window` (the compiler asks for it).
//! 4. The terminal face: `view/windows/NAME.rs`, its `WindowFace` (its drawing, where it
//!    stands, its mouse), and its arm of `face` in `view/windows/mod.rs`.
//! 5. Its words: methods of `TerminalWords` (`lang/terminal.rs`), written in each language's
//!    folder (`lang/en/terminal.rs`, `lang/ru/terminal.rs`).
//!
//! Nothing else names it: the keymaps read its keys through [`Overlay::keys`], `update`
//! routes every action to the open window first, the screen reader says it and answers it
//! through `Window`. What opens it is whatever has reason to (a key of the game and its
//! action, a command, the start), as for any other change of the app.
//!
//! The notice, for one: `notice.rs` holds its update (Esc closes it and the window it covered
//! comes up) and what the screen-reader face does with it (it says the text, and closes it at
//! once); `keys.rs` its keys (any key is `UiEvent::Cancel`); here `Overlay::Notice(String)`,
//! its entry in `every` and `keys`; in `open.rs` its arm; `view/windows/notice.rs` its
//! drawing and its mouse (a click closes it), and its arm in `view/windows/mod.rs`; its words
//! `notice_title` and `notice_keys`, in the three files of `lang`: 9 files, the price of a
//! model that knows no terminal and of imports that run one way; `resume.rs` opens it.

mod asked;
pub mod confirm;
pub mod envelope;
pub mod found;
pub mod game_over;
pub mod help;
mod keys;
pub mod notice;
pub(in crate::tui) mod open;
pub mod promotion;
pub mod seal;
pub mod sealed;
pub mod seat_fault;
mod short_standings;
pub mod standings;
pub mod time_chart;
pub(in crate::tui) mod window;

use super::action::Action;
use super::keymap::Binding;
use crate::rules::{Color, Move, Square};

/// A window drawn over the board, which takes the keys while it is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Overlay {
    /// The help screen, scrolled by this many rows.
    Help(u16),
    /// The promotion picker for a pawn going from `from` to `to`; `choice` indexes Q R B N.
    Promotion {
        /// The pawn's square.
        from: Square,
        /// The last-rank square.
        to: Square,
        /// The highlighted piece, 0–3.
        choice: usize,
    },
    /// A yes/no question.
    Confirm(Question),
    /// The game-over banner.
    GameOver,
    /// At the start: an unfinished game was found; resume it or start anew?
    Found,
    /// Something the players must read about a saved game; any key closes it.
    Notice(String),
    /// The sealing window of an adjournment, with the move typed so far (shown as dots only).
    Seal(String),
    /// An adjourned game: the envelope waits to be opened.
    Envelope,
    /// The envelope was just sealed and written: its code is shown until a key ends the
    /// program.
    Sealed {
        /// The code that opens it.
        code: String,
        /// The envelope's file.
        path: String,
    },
    /// Where the time went: the chart of thinking times and clocks (after the game, in review);
    /// `over_banner` when it was opened over the game-over banner, which comes back on closing.
    TimeChart {
        /// Opened over the game-over banner.
        over_banner: bool,
    },
    /// The standings of a match, between its games, and what it asks of the players.
    Standings(Ask),
    /// A round-robin's whole crosstable over the middle of the screen (Tab from its short
    /// standings beside the board), asking what they ask.
    Crosstable(Ask),
    /// The computer playing `side` could not move (its engine died or answered nonsense):
    /// `text` says so; restart it, or a person takes its chair.
    SeatFault {
        /// The computer's colour.
        side: Color,
        /// What happened, and the two choices.
        text: String,
    },
}

/// What a window's update did with an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui) enum Handled {
    /// Not the window's action: the game's own update takes it, as if no window were open.
    Pass,
    /// The window's action: these changes, in this order (none: nothing happens). `update.rs`
    /// applies each to the part of the app that owns it.
    Done(Vec<Change>),
}

/// One change a window asks for, as data: the window reads the app and changes nothing, and
/// `update.rs` applies the change to the part that owns it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui) enum Change {
    /// The window's next state: itself changed, another window in its place, or (`None`)
    /// closed.
    Window(Option<Overlay>),
    /// The status line says this.
    Say(String),
    /// The status line refuses with this.
    Refuse(String),
    /// The piece goes back in hand (or none is held).
    Hold(Option<Square>),
    /// The move typed is cleared (a command stays).
    ClearMove,
    /// The action goes on to the app's own update too, as if no window were open (where the
    /// same intent from a key or a command goes).
    Then(Action),
    /// A whole-app operation the window's answer commits to.
    Do(Order),
}

/// What an answer in a window commits the app to, once the window has asked: the operations
/// that change more than one part (the game, the board, the session, the match).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui) enum Order {
    /// A new game from the setup.
    NewGame,
    /// A new game with the colours swapped, said by name.
    Rematch,
    /// This side resigns.
    Resign(Color),
    /// The last move is taken back.
    TakeBack,
    /// The earliest illegal move not yet found is pointed out (`--arbiter practice`).
    PointOut,
    /// The pending draw offer is accepted.
    AcceptDraw,
    /// A draw claim, with this intended move or as the position stands.
    Claim(Option<Move>),
    /// This move is played (the promotion picker's).
    Play(Move),
    /// This move is sealed in the envelope (not checked).
    Seal(String),
    /// A character of the envelope's code.
    TypeCode(char),
    /// The last character of the envelope's code is erased.
    EraseCode,
    /// The choice among the games found moves by this many rows.
    StepFound(i8),
    /// The game found and picked is resumed (`true`), or the new game stays.
    ResumeFound(bool),
    /// The match's standings window was answered.
    Event(Ask, bool),
    /// The match's standings window closed without an answer.
    EventClosed,
    /// The crosstable's rows scrolled by this many, no further than the limit.
    EventScroll(i16, u16),
    /// The computer playing this side is started again and the game goes on.
    RestartComputer(Color),
    /// A person at this keyboard takes the chair of the computer playing this side.
    TakeChair(Color),
}

/// What a line typed in the screen-reader face does while a window is open (see
/// [`Window::typed`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui) enum Typed {
    /// Nothing of the window's: the face reads the line as its own commands.
    Pass,
    /// The window closes (as Esc closes it), then the face reads the line as its own commands.
    CloseThenPass,
    /// No answer to the window's question: these lines ask it again.
    AskAgain(Vec<String>),
    /// These actions, in this order: the answer. The program ends if the last one ends it.
    Act(Vec<Action>),
    /// As [`Typed::Act`], choosing the game to play: once the window has closed, the face
    /// introduces the game as at the start.
    Choose(Vec<Action>),
    /// A command of the game (`:word …`, without its colon), as the face reads the game's.
    Command(String),
}

impl Overlay {
    /// One window of each kind, for what lists every window's keys (the help, the footer's
    /// key names, the tests of the keymaps).
    pub(in crate::tui) fn every() -> [Overlay; 13] {
        [
            Overlay::Help(0),
            Overlay::TimeChart { over_banner: false },
            Overlay::Promotion { from: Square::A7, to: Square::A8, choice: 0 },
            Overlay::Confirm(Question::Quit),
            Overlay::Found,
            Overlay::Notice(String::new()),
            Overlay::Seal(String::new()),
            Overlay::Envelope,
            Overlay::Sealed { code: String::new(), path: String::new() },
            Overlay::GameOver,
            Overlay::Standings(Ask::Next),
            Overlay::Crosstable(Ask::Next),
            Overlay::SeatFault { side: Color::Black, text: String::new() },
        ]
    }

    /// The open window's keymap, if one is open and has keys of its own (the game-over banner
    /// has none: the game's own keys work under it).
    pub(in crate::tui) fn keys(&self) -> Option<&'static [Binding]> {
        Some(match self {
            Overlay::Help(_) => keys::HELP,
            Overlay::Promotion { .. } => keys::PROMOTION,
            Overlay::Confirm(_) => keys::CONFIRM,
            Overlay::GameOver => return None,
            Overlay::Found => keys::FOUND,
            Overlay::Notice(_) => keys::NOTICE,
            Overlay::Seal(_) => keys::SEAL,
            Overlay::Envelope => keys::ENVELOPE,
            Overlay::Sealed { .. } => keys::SEALED,
            Overlay::TimeChart { .. } => keys::TIME_CHART,
            Overlay::Standings(Ask::Next) | Overlay::Crosstable(Ask::Next) => keys::STANDINGS_START,
            Overlay::Standings(_) | Overlay::Crosstable(_) => keys::STANDINGS,
            Overlay::SeatFault { .. } => keys::SEAT_FAULT,
        })
    }
}

/// Where the terminal face stood the standings window, as the window's keys need it: whether
/// Tab has another table to show (the short standings beside the board, the whole crosstable
/// not fitting there), and how far its rows scroll. The face alone knows its side panel's shape:
/// it tells the app after drawing `window` on a screen of `size`, and the app keeps it for that
/// window and size only (a face that draws no window, the screen reader, tells nothing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The window drawn (what it asks, whole or short).
    pub window: Overlay,
    /// The screen's size it was drawn on.
    pub size: (u16, u16),
    /// Tab shows another table.
    pub has_short: bool,
    /// The farthest the rows scroll.
    pub scroll_limit: u16,
}

/// What the standings window asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Start the next game?
    Next,
    /// The match is over: save it whole as one PGN file?
    Over,
    /// Quitting: keep the match for later?
    Keep,
    /// Nothing: a look at the standings during a game.
    Look,
    /// The event is over: another one with the same players, colours swapped (y), or quit (n)?
    Again,
}

/// What a yes/no question is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Quit while the game goes on.
    Quit,
    /// Start a new game while this one goes on.
    NewGame,
    /// After the game: a new game with the colours swapped (the names change sides).
    Rematch,
    /// This side resigns; its player answers.
    Resign(Color),
    /// The side that made the last move asks to take it back; the other side answers.
    Takeback(Color),
    /// This side points out an illegal move (`--arbiter practice`).
    PointOut(Color),
    /// This side accepts the opponent's pending draw offer; its player answers.
    Accept(Color),
    /// This side claims a draw (with this intended move, or as the position stands) that the
    /// assist arbiter knows to be incorrect: its player answers whether to claim anyway and
    /// pay the penalty (9.5.3).
    Claim(Color, Option<Move>),
}

#[cfg(test)]
mod tests {
    use super::open::update;
    use super::*;
    use crate::game::Instant;
    use crate::tui::action::{Intent, UiEvent};
    use crate::tui::app::App;
    use crate::tui::prefs::Prefs;
    use crate::tui::setup::GameSetup;

    /// A timed game, started, with `window` open.
    fn with_open(window: Overlay) -> App {
        let setup =
            GameSetup::new(crate::rules::Position::new(), "5+3".parse().expect("5+3"), None, None, Prefs::default());
        let mut app = match setup {
            Ok(setup) => App::new(setup, Instant::START),
            Err(e) => panic!("{e}"),
        };
        crate::tui::update(&mut app, Intent::Start, Instant::START);
        app.overlay = Some(window);
        app
    }

    /// Which kind of window `window` is: this match names every variant, so a new window does
    /// not compile until it is given a number here, and then the test asks for it in `every`.
    fn kind(window: &Overlay) -> usize {
        match window {
            Overlay::Help(_) => 0,
            Overlay::TimeChart { .. } => 1,
            Overlay::Promotion { .. } => 2,
            Overlay::Confirm(_) => 3,
            Overlay::Found => 4,
            Overlay::Notice(_) => 5,
            Overlay::Seal(_) => 6,
            Overlay::Envelope => 7,
            Overlay::GameOver => 8,
            Overlay::Standings(_) => 9,
            Overlay::Sealed { .. } => 10,
            Overlay::Crosstable(_) => 11,
            Overlay::SeatFault { .. } => 12,
        }
    }

    #[test]
    fn every_kind_of_window_is_listed_once() {
        let mut kinds: Vec<usize> = Overlay::every().iter().map(kind).collect();
        kinds.sort_unstable();
        assert_eq!(kinds, (0..Overlay::every().len()).collect::<Vec<_>>());
        assert_eq!(Overlay::every().iter().map(kind).max(), Some(12));
    }

    #[test]
    fn each_window_tells_the_reader_face_what_it_says_and_reads() {
        use crate::lang::reader::ReaderWords;
        use crate::rules::Role;
        let w: &dyn ReaderWords = crate::lang::Lang::En.words();
        let said = |window: &Overlay| window.window(|v| v.said(&with_open(window.clone())));
        let typed = |window: &Overlay, text: &str| window.window(|v| v.typed(&with_open(window.clone()), text));
        let act = |actions: &[Action]| Typed::Act(actions.to_vec());
        let quit = Overlay::Confirm(Question::Quit);
        assert_eq!(said(&quit), ["Quit? The game is still going on. Type yes or no."]);
        assert_eq!(typed(&quit, "да"), act(&[Intent::Answer(true).into()]));
        assert_eq!(typed(&quit, "no"), act(&[Intent::Answer(false).into()]));
        assert_eq!(typed(&quit, "perhaps"), Typed::AskAgain(said(&quit)));
        let seal = Overlay::Seal(String::new());
        assert_eq!(said(&seal), [w.seal_prompt()]);
        assert_eq!(typed(&seal, ""), act(&[UiEvent::Cancel.into()]));
        let sealed = [UiEvent::SealType('e').into(), UiEvent::SealType('4').into(), Intent::Seal.into()];
        assert_eq!(typed(&seal, "e4"), act(&sealed));
        let picker = Overlay::Promotion { from: Square::A7, to: Square::A8, choice: 0 };
        assert_eq!(said(&picker), [w.promotion_prompt()]);
        assert_eq!(typed(&picker, "N"), act(&[Intent::Promote(Role::Knight).into()]));
        assert_eq!(typed(&picker, "x"), Typed::AskAgain(vec![w.promotion_prompt().to_string()]));
        assert_eq!(said(&Overlay::Envelope), [w.envelope_prompt()]);
        assert_eq!(typed(&Overlay::Envelope, ":quit"), Typed::Command("quit".into()));
        let code = [UiEvent::SealType('A').into(), UiEvent::SealType('7').into(), Intent::OpenEnvelope.into()];
        assert_eq!(typed(&Overlay::Envelope, "A7"), act(&code));
        assert_eq!(typed(&Overlay::Found, "yes"), Typed::Choose(vec![Intent::ResumeFound(true).into()]));
        assert_eq!(typed(&Overlay::Found, "no"), Typed::Choose(vec![Intent::ResumeFound(false).into()]));
        let fault = Overlay::SeatFault { side: Color::Black, text: "Probe could not move.".into() };
        assert_eq!(said(&fault), [w.seat_fault_prompt()]);
        assert_eq!(typed(&fault, "restart"), act(&[Intent::RestartComputer.into()]));
        assert_eq!(typed(&fault, "заново"), act(&[Intent::RestartComputer.into()]));
        assert_eq!(typed(&fault, "Person"), act(&[Intent::TakeChair.into()]));
        assert_eq!(typed(&fault, "человек"), act(&[Intent::TakeChair.into()]));
        assert_eq!(typed(&fault, ":save"), Typed::Command("save".into()));
        assert_eq!(typed(&fault, "later"), Typed::AskAgain(vec![w.seat_fault_prompt().to_string()]));
        let notice = Overlay::Notice("The envelope was opened before.".into());
        assert_eq!(said(&notice), ["The envelope was opened before."]);
        for window in Overlay::every() {
            let closes = window.window(|v| v.closes_once_said());
            assert_eq!(closes, matches!(window, Overlay::Notice(_)), "{window:?}");
            match window {
                Overlay::Help(_) | Overlay::TimeChart { .. } | Overlay::Notice(_) => {
                    assert_eq!(typed(&window, "c"), Typed::CloseThenPass, "{window:?}");
                }
                Overlay::GameOver => {
                    assert_eq!(typed(&window, "c"), Typed::Pass);
                    assert!(said(&window).is_empty());
                }
                _ => {}
            }
        }
    }

    #[test]
    fn a_window_says_what_its_action_changes() {
        use crate::rules::Role;
        let done = |window: Overlay, action: Action| update(&with_open(window), &action);
        let changes = |changes: &[Change]| Handled::Done(changes.to_vec());
        let s = crate::lang::Lang::En.words();
        let close = Change::Window(None);
        let resign = Overlay::Confirm(Question::Resign(Color::White));
        let resigned = [close.clone(), Change::Do(Order::Resign(Color::White))];
        assert_eq!(done(resign, Intent::Answer(true).into()), changes(&resigned));
        let goes_on = [close.clone(), Change::Say(s.goes_on().into())];
        assert_eq!(done(Overlay::Confirm(Question::Quit), UiEvent::Cancel.into()), changes(&goes_on));
        let quit = [close.clone(), Change::Then(Intent::QuitNow.into())];
        assert_eq!(done(Overlay::Confirm(Question::Quit), Intent::Answer(true).into()), changes(&quit));
        let picker = |choice| Overlay::Promotion { from: Square::A7, to: Square::A8, choice };
        let round = [Change::Window(Some(picker(3)))];
        assert_eq!(done(picker(0), UiEvent::PickerMove(-1).into()), changes(&round));
        let queen = [close.clone(), Change::Do(Order::Play(Move::new(Square::A7, Square::A8, Some(Role::Queen))))];
        assert_eq!(done(picker(0), UiEvent::PickerChoose.into()), changes(&queen));
        // A pawn stays a pawn only for practice: nothing happens, the picker stays.
        assert_eq!(done(picker(0), Intent::Promote(Role::Pawn).into()), changes(&[]));
        let typed = [Change::Window(Some(Overlay::Seal("e45".into())))];
        assert_eq!(done(Overlay::Seal("e4".into()), UiEvent::SealType('5').into()), changes(&typed));
        let empty = [Change::Refuse(s.seal_empty().into())];
        assert_eq!(done(Overlay::Seal(" ".into()), Intent::Seal.into()), changes(&empty));
        let sealed = [close.clone(), Change::Do(Order::Seal("e4".into()))];
        assert_eq!(done(Overlay::Seal(" e4 ".into()), Intent::Seal.into()), changes(&sealed));
        let fault = || Overlay::SeatFault { side: Color::Black, text: String::new() };
        let restart = [close.clone(), Change::Do(Order::RestartComputer(Color::Black))];
        assert_eq!(done(fault(), Intent::RestartComputer.into()), changes(&restart));
        let chair = [close.clone(), Change::Do(Order::TakeChair(Color::Black))];
        assert_eq!(done(fault(), Intent::TakeChair.into()), changes(&chair));
        assert_eq!(done(fault(), UiEvent::Cancel.into()), changes(std::slice::from_ref(&close)));
        let banner = [Change::Window(Some(Overlay::GameOver))];
        assert_eq!(done(Overlay::TimeChart { over_banner: true }, UiEvent::Cancel.into()), changes(&banner));
        assert_eq!(
            done(Overlay::Help(0), UiEvent::Scroll(-1).into()),
            changes(&[Change::Window(Some(Overlay::Help(0)))])
        );
    }

    #[test]
    fn esc_is_every_windows_own() {
        // Esc never reaches the board's own Esc (clearing the input, putting the piece back)
        // while a window is open: each window does it, closing or staying.
        for window in Overlay::every() {
            let app = with_open(window.clone());
            let done = update(&app, &Action::Ui(UiEvent::Cancel));
            assert!(matches!(done, Handled::Done(_)), "{window:?}: {done:?}");
        }
    }

    #[test]
    fn a_window_passes_what_is_not_its_own() {
        for window in Overlay::every() {
            let app = with_open(window.clone());
            for action in [Action::Report(crate::tui::Report::Tick), UiEvent::Flip.into(), UiEvent::Redraw.into()] {
                assert_eq!(update(&app, &action), Handled::Pass, "{window:?}: {action:?}");
            }
            assert_eq!(app.overlay(), Some(&window), "the window stays open");
        }
    }
}
