//! What happened ([`Action`]: a player's intent, a mechanic of the screen, a report of the
//! world), and what the event loop must do about it outside the model ([`Effect`]s, queued):
//! keys and mouse become actions, `update` turns them into changes of the app and, rarely,
//! effects that need the world (a file, the terminal, the bell).

use std::collections::VecDeque;

use super::prefs::{FlipMode, PieceSet};
use super::session::{Store, StoreKind, StoreResult};
use super::work::{SeatFault, Thought};
use crate::game::{Inquiry, Ruling};
use crate::rules::Notation;
use crate::rules::{Color, Role, Square};

/// One thing that happened, already understood, by where it comes from: a player's intent, a
/// mechanic of the screen, or a report of the world. Keys, the mouse and the command line make
/// the first two; the event loop makes the reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A player's intent: something done to the game or the session.
    Intent(Intent),
    /// A mechanic of the screen: the cursor, the hand, the input line, the windows, the look.
    Ui(UiEvent),
    /// A report of the world: time passed, a write done, the arbiter's ruling.
    Report(Report),
}

impl From<Intent> for Action {
    fn from(intent: Intent) -> Action {
        Action::Intent(intent)
    }
}

impl From<UiEvent> for Action {
    fn from(event: UiEvent) -> Action {
        Action::Ui(event)
    }
}

impl From<Report> for Action {
    fn from(report: Report) -> Action {
        Action::Report(report)
    }
}

/// Something the event loop must do for an update: the model itself never touches the world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Leave the program (the terminal is restored).
    Quit,
    /// Write the game as PGN to this file, or to a name made from the date, then report back
    /// with [`Report::Saved`].
    Save(Option<String>),
    /// Clear the terminal and draw everything again.
    Redraw,
    /// Stop the program as Ctrl+Z does in a shell: the terminal is given back until it is
    /// continued (`fg`), then the clocks are found paused ([`Report::Continued`]).
    Suspend,
    /// Ring the terminal bell once (`--bell`: a clock went under its low-time threshold, or a
    /// flag fell).
    Bell,
    /// Write the game (autosave, archive, envelope), then report with [`Report::Stored`].
    Store(Store),
}

/// What an update asks of the event loop, in the order it is to be done: the loop takes the
/// effects from the front, and the updates that report how they went add theirs at the back.
/// Empty when the screen only needs drawing again.
pub type Effects = VecDeque<Effect>;

/// A player's intent: something done to the game or the session, which the game may refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
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
    /// In the promotion picker: the piece.
    Promote(Role),
    /// The answer to a question: yes or no.
    Answer(bool),
    /// Save the game as PGN, to the given file or a name made from the date.
    Save(Option<String>),
    /// A new game from the same setup (asks while a game is going on).
    NewGame,
    /// Quit (asks while a game is going on).
    Quit,
    /// Quit at once (Ctrl+C).
    QuitNow,
    /// `:adjourn`: the player to move seals a move and the game is adjourned.
    Adjourn,
    /// Enter in the sealing window: seal the move typed.
    Seal,
    /// Enter on an adjourned game: open the envelope, play the sealed move.
    OpenEnvelope,
    /// At the start: resume the unfinished game found (`true`) or start a new one.
    ResumeFound(bool),
    /// The computer's engine failed: start it again, same engine and level.
    RestartComputer,
    /// The computer's engine failed: a person at this keyboard takes its chair.
    TakeChair,
}

/// A mechanic of the screen: the cursor, the hand, the input line, the windows, the look.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UiEvent {
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
    /// A round-robin's whole crosstable, or back to its short standings beside the board.
    Crosstable,
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
    /// Open the help.
    Help,
    /// Scroll the help.
    Scroll(i16),
    /// In the promotion picker: move the choice.
    PickerMove(i8),
    /// In the promotion picker: take the highlighted choice.
    PickerChoose,
    /// Redraw the whole screen.
    Redraw,
    /// Stop the program, to go back to the shell until `fg` (`:suspend`).
    Suspend,
    /// A character of the sealed move, in the sealing window.
    SealType(char),
    /// Backspace in the sealing window.
    SealErase,
    /// At the start: pick the previous (-1) or next (+1) unfinished game of the list.
    FoundStep(i8),
}

/// What the world reports back: time passed, a write done, the arbiter's ruling, a computer
/// seat's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    /// Time passed (the event loop woke up at a deadline).
    Tick,
    /// How saving the PGN went: the file name, or the file name and the error.
    Saved(Result<String, (String, String)>),
    /// How a write of the game went.
    Stored(StoreKind, StoreResult),
    /// The arbiter's ruling on a question the game left open, reached beside the board.
    Ruled(Box<(Inquiry, Ruling)>),
    /// The computer in `Color`'s seat moved (a [`Thought`]: the move, never its text), or
    /// could not ([`SeatFault`]).
    Thought(Color, Result<Thought, SeatFault>),
    /// The program was stopped (SIGTSTP, SIGSTOP) and has been continued: the time it spent
    /// stopped is charged to no one, and a running clock is paused.
    Continued,
}
