//! Why an action on a game was refused; the game is left unchanged. Each language says why in
//! `lang/` (English is the `Display`).

use crate::rules::{Color, Move, MoveError, PieceAt};

use super::Outcome;

/// An action the rules do not allow now. Each maps to a script protocol code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The move text could not be read, is illegal, or is ambiguous.
    Move(MoveError),
    /// The game is over; nothing more can be played, offered or claimed.
    GameOver(Outcome),
    /// `accept` or `decline` with no draw offer pending.
    NoOffer,
    /// An action the Laws (or this game's rules) do not allow at this moment.
    NotAllowed(Refusal),
    /// A save's record of a practice game does not fit the game (the `bad_fen` code).
    BadRecord(RecordFault),
}

/// How a saved practice record fails to fit its game, naming the entry at fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordFault {
    /// A found illegal move (numbered from 1) stands after the last ply of the game.
    FindingPastEnd(usize),
    /// A ply kept apart (numbered from 1) is not a move its piece can make by hand.
    NotAHandMove(usize, Move),
}

/// Why an action is not allowed now (the `not_allowed` code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// This side has already offered a draw.
    AlreadyOffered(Color),
    /// The opponent's offer is pending: answer it instead.
    OfferPending(Color),
    /// Draw offers are not allowed before this move (the Sofia rule).
    OffersNotYet {
        /// The first move on which offers are allowed.
        from_move: u32,
        /// The current move number.
        now: u32,
    },
    /// An agreement needs both players to have moved (5.2.3).
    AgreementTooEarly,
    /// Touch-move (4.3): the touched piece must be moved (or, an enemy piece, captured).
    TouchMove {
        /// The piece that was touched.
        touched: PieceAt,
        /// True when it is an enemy piece, which must be captured.
        capture: bool,
    },
    /// The clocks are stopped; resume the game first.
    Paused,
    /// Only the player to move may do this.
    NotYourTurn(Color),
    /// No move has been made yet.
    NothingToTakeBack,
    /// The game has no clock (untimed), so there is nothing to correct.
    NoClock,
    /// Pressing the clock without a move and pointing out an illegal move belong to
    /// `--arbiter practice`.
    PracticeOnly,
    /// A king is never captured: the illegal move that left it attacked is pointed out instead.
    KingCapture,
    /// An arbiter's correction past [`MAX_CORRECTED_CLOCK`](super::MAX_CORRECTED_CLOCK): one
    /// that would leave `side`'s clock above it (`taking` false) or take more than it (`taking`).
    CorrectionTooLarge {
        /// Whose clock.
        side: Color,
        /// The correction takes time away.
        taking: bool,
    },
}

impl GameError {
    /// The script protocol code: `parse`, `illegal_move`, `ambiguous_move`,
    /// `game_over`, `no_offer`, `not_allowed` or `bad_fen`.
    pub fn code(&self) -> &'static str {
        match self {
            GameError::Move(e) => e.code(),
            GameError::GameOver(_) => "game_over",
            GameError::NoOffer => "no_offer",
            GameError::NotAllowed(_) => "not_allowed",
            GameError::BadRecord(_) => "bad_fen",
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

impl From<Refusal> for GameError {
    fn from(r: Refusal) -> Self {
        GameError::NotAllowed(r)
    }
}
