//! What the players asked for ([`Action`]), and what the event loop must do about it outside
//! the model ([`Effect`]): keys and mouse become actions, `update` turns them into changes of
//! the app and, rarely, an effect that needs the world (a file, the terminal).

use super::prefs::{FlipMode, PieceSet};
use super::session::{Store, StoreKind, StoreResult};
use crate::game::{Inquiry, Ruling};
use crate::rules::Notation;
use crate::rules::{Color, Role, Square};

/// One thing a player did, already understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Time passed (the event loop woke up at a deadline).
    Tick,
    /// The terminal has a new size.
    Resize(u16, u16),
    /// Move the cursor by (columns right, rows down) as the board is shown.
    Cursor(i8, i8),
    /// Enter or Space on the board: pick up the piece under the cursor, or put it down.
    Pick,
    /// Esc: drop the piece, clear the input, close a window, leave a mode.
    Cancel,
    /// Mouse button pressed on a square.
    Press(Square),
    /// Mouse moved with the button held, over a square.
    Drag(Square),
    /// Mouse button released over a square (`None`: off the board).
    Release(Option<Square>),
    /// A character typed into the move input (or the command line when it is open).
    Type(char),
    /// Backspace in the input.
    Backspace,
    /// Enter with text in the input: play the move or run the command.
    Submit,
    /// `:` opens the command line.
    OpenCommand,
    /// The players said go: the clock starts.
    Start,
    /// Offer a draw.
    Offer,
    /// Accept the pending offer.
    Accept,
    /// Decline the pending offer.
    Decline,
    /// F5: enter claim mode, or claim as the position stands when already in it.
    Claim,
    /// Claim with an intended move (`:claim Nf3`) or as the position stands (`None`).
    ClaimWith(Option<String>),
    /// Resign, after a confirmation; `None` for the side to move.
    Resign(Option<Color>),
    /// Ask to take back the last move; the opponent confirms.
    Takeback,
    /// `--arbiter practice`: point out the earliest illegal move not yet found, after a question.
    PointOut,
    /// `--arbiter practice`: press the clock without moving (a completed illegal move, 7.8.1).
    PressClock,
    /// Pause (`Some(true)`), resume (`Some(false)`) or toggle (`None`) both clocks.
    Pause(Option<bool>),
    /// Enter or leave review.
    Review,
    /// Step through the moves in review (negative: back).
    Step(i32),
    /// First position of the game in review.
    First,
    /// Last position of the game in review.
    Last,
    /// Open (or close) the time chart: where the time went, after the game and in review.
    TimeChart,
    /// Turn the board.
    Flip,
    /// Set the orientation mode.
    SetFlip(FlipMode),
    /// Hints on, off, or toggled (`None`).
    SetHints(Option<bool>),
    /// Choose the piece set.
    SetPieces(PieceSet),
    /// Choose the notation of the move list.
    SetNotation(Notation),
    /// Save the game as PGN, to the given file or a name made from the date.
    Save(Option<String>),
    /// The event loop reports how saving went: the file name, or the file name and the error.
    Saved(Result<String, (String, String)>),
    /// Open the help.
    Help,
    /// Scroll the help.
    Scroll(i16),
    /// A new game from the same setup (asks while a game is going on).
    NewGame,
    /// Quit (asks while a game is going on).
    Quit,
    /// Quit at once (Ctrl+C).
    QuitNow,
    /// In the promotion picker: the piece.
    Promote(Role),
    /// In the promotion picker: move the choice.
    PickerMove(i8),
    /// In the promotion picker: take the highlighted choice.
    PickerChoose,
    /// The answer to a question: yes or no.
    Answer(bool),
    /// Redraw the whole screen.
    Redraw,
    /// `:adjourn`: the player to move seals a move and the game is adjourned.
    Adjourn,
    /// A character of the sealed move, in the sealing window.
    SealType(char),
    /// Backspace in the sealing window.
    SealErase,
    /// Enter in the sealing window: seal the move typed.
    Seal,
    /// Enter on an adjourned game: open the envelope, play the sealed move.
    OpenEnvelope,
    /// At the start: resume the unfinished game found (`true`) or start a new one.
    ResumeFound(bool),
    /// At the start: pick the previous (-1) or next (+1) unfinished game of the list.
    FoundStep(i8),
    /// The event loop reports how a write of the game went.
    Stored(StoreKind, StoreResult),
    /// The arbiter's ruling on a question the game left open, reached beside the board.
    Ruled(Box<(Inquiry, Ruling)>),
}

/// What the event loop must do after an update: the model itself never touches the world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Nothing beyond redrawing.
    None,
    /// Leave the program (the terminal is restored).
    Quit,
    /// Write the game as PGN to this file, or to a name made from the date, then report back
    /// with [`Action::Saved`].
    Save(Option<String>),
    /// Clear the terminal and draw everything again.
    Redraw,
    /// Ring the terminal bell once (`--bell`: a clock went under its low-time threshold, or a
    /// flag fell), then report with [`Action::Tick`] so that what else is due follows.
    Bell,
    /// Write the game (autosave, archive, envelope), then report with [`Action::Stored`].
    Store(Store),
}

/// A player's intent: something done to the game or the session, which the game may refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// Start the clock ([`Action::Start`]).
    Start,
    /// Offer a draw.
    Offer,
    /// Accept the pending offer.
    Accept,
    /// Decline the pending offer.
    Decline,
    /// Enter claim mode, or claim as the position stands when already in it.
    Claim,
    /// Claim with an intended move, or as the position stands.
    ClaimWith(Option<String>),
    /// Resign, after a question.
    Resign(Option<Color>),
    /// Ask to take back the last move.
    Takeback,
    /// Point out an illegal move (`--arbiter practice`).
    PointOut,
    /// Press the clock without moving (`--arbiter practice`).
    PressClock,
    /// Pause, resume or toggle both clocks.
    Pause(Option<bool>),
    /// The promotion picker's piece.
    Promote(Role),
    /// The answer to the open question.
    Answer(bool),
    /// Save the game as PGN.
    Save(Option<String>),
    /// A new game from the same setup.
    NewGame,
    /// Quit (asks while a game is going on).
    Quit,
    /// Quit at once.
    QuitNow,
    /// Seal a move and adjourn.
    Adjourn,
    /// Seal the move typed in the sealing window.
    Seal,
    /// Open the envelope of an adjourned game.
    OpenEnvelope,
    /// Resume the unfinished game found, or start a new one.
    ResumeFound(bool),
}

/// A mechanic of the screen: the cursor, the hand, the input line, the windows, the look.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UiEvent {
    /// The terminal has a new size.
    Resize(u16, u16),
    /// Move the cursor.
    Cursor(i8, i8),
    /// Enter or Space on the board.
    Pick,
    /// Esc.
    Cancel,
    /// Mouse button pressed on a square.
    Press(Square),
    /// Mouse moved with the button held.
    Drag(Square),
    /// Mouse button released.
    Release(Option<Square>),
    /// A character typed.
    Type(char),
    /// Backspace in the input.
    Backspace,
    /// Enter with text in the input.
    Submit,
    /// Open the command line.
    OpenCommand,
    /// Enter or leave review.
    Review,
    /// Step through the moves in review.
    Step(i32),
    /// First position in review.
    First,
    /// Last position in review.
    Last,
    /// Open or close the time chart.
    TimeChart,
    /// Turn the board.
    Flip,
    /// Set the orientation mode.
    SetFlip(FlipMode),
    /// Hints on, off or toggled.
    SetHints(Option<bool>),
    /// Choose the piece set.
    SetPieces(PieceSet),
    /// Choose the notation of the move list.
    SetNotation(Notation),
    /// Open the help.
    Help,
    /// Scroll the help.
    Scroll(i16),
    /// Move the promotion picker's choice.
    PickerMove(i8),
    /// Take the promotion picker's choice.
    PickerChoose,
    /// Redraw the whole screen.
    Redraw,
    /// A character of the sealed move.
    SealType(char),
    /// Backspace in the sealing window.
    SealErase,
    /// Pick another unfinished game of the list.
    FoundStep(i8),
}

/// What the world reports back: time passed, a write done, the arbiter's ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    /// Time passed.
    Tick,
    /// How saving the PGN went.
    Saved(Result<String, (String, String)>),
    /// How a write of the game went.
    Stored(StoreKind, StoreResult),
    /// The arbiter's ruling, reached beside the board.
    Ruled(Box<(Inquiry, Ruling)>),
}

/// An action, by where it comes from: a player's intent, the screen's mechanics, or a report
/// of the world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Split {
    /// A player's intent.
    Intent(Intent),
    /// A mechanic of the screen.
    Ui(UiEvent),
    /// A report of the world.
    Report(Report),
}

impl Action {
    /// The action as an intent, a UI event or a report, for `update` to route.
    pub fn split(self) -> Split {
        use Intent as I;
        use Split::{Intent as In, Report as Re, Ui};
        use UiEvent as U;
        match self {
            Action::Tick => Re(Report::Tick),
            Action::Saved(result) => Re(Report::Saved(result)),
            Action::Stored(kind, result) => Re(Report::Stored(kind, result)),
            Action::Ruled(ruled) => Re(Report::Ruled(ruled)),
            Action::Start => In(I::Start),
            Action::Offer => In(I::Offer),
            Action::Accept => In(I::Accept),
            Action::Decline => In(I::Decline),
            Action::Claim => In(I::Claim),
            Action::ClaimWith(text) => In(I::ClaimWith(text)),
            Action::Resign(side) => In(I::Resign(side)),
            Action::Takeback => In(I::Takeback),
            Action::PointOut => In(I::PointOut),
            Action::PressClock => In(I::PressClock),
            Action::Pause(want) => In(I::Pause(want)),
            Action::Promote(role) => In(I::Promote(role)),
            Action::Answer(yes) => In(I::Answer(yes)),
            Action::Save(name) => In(I::Save(name)),
            Action::NewGame => In(I::NewGame),
            Action::Quit => In(I::Quit),
            Action::QuitNow => In(I::QuitNow),
            Action::Adjourn => In(I::Adjourn),
            Action::Seal => In(I::Seal),
            Action::OpenEnvelope => In(I::OpenEnvelope),
            Action::ResumeFound(yes) => In(I::ResumeFound(yes)),
            Action::Resize(w, h) => Ui(U::Resize(w, h)),
            Action::Cursor(dx, dy) => Ui(U::Cursor(dx, dy)),
            Action::Pick => Ui(U::Pick),
            Action::Cancel => Ui(U::Cancel),
            Action::Press(sq) => Ui(U::Press(sq)),
            Action::Drag(sq) => Ui(U::Drag(sq)),
            Action::Release(sq) => Ui(U::Release(sq)),
            Action::Type(c) => Ui(U::Type(c)),
            Action::Backspace => Ui(U::Backspace),
            Action::Submit => Ui(U::Submit),
            Action::OpenCommand => Ui(U::OpenCommand),
            Action::Review => Ui(U::Review),
            Action::Step(n) => Ui(U::Step(n)),
            Action::First => Ui(U::First),
            Action::Last => Ui(U::Last),
            Action::TimeChart => Ui(U::TimeChart),
            Action::Flip => Ui(U::Flip),
            Action::SetFlip(mode) => Ui(U::SetFlip(mode)),
            Action::SetHints(on) => Ui(U::SetHints(on)),
            Action::SetPieces(set) => Ui(U::SetPieces(set)),
            Action::SetNotation(n) => Ui(U::SetNotation(n)),
            Action::Help => Ui(U::Help),
            Action::Scroll(n) => Ui(U::Scroll(n)),
            Action::PickerMove(d) => Ui(U::PickerMove(d)),
            Action::PickerChoose => Ui(U::PickerChoose),
            Action::Redraw => Ui(U::Redraw),
            Action::SealType(c) => Ui(U::SealType(c)),
            Action::SealErase => Ui(U::SealErase),
            Action::FoundStep(step) => Ui(U::FoundStep(step)),
        }
    }
}
