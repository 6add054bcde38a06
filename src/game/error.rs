//! Why an action on a game was refused; the game is left unchanged.

use std::fmt;

use crate::rules::MoveError;

/// An action the rules do not allow now. Each maps to a script protocol code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The move text could not be read, is illegal, or is ambiguous.
    Move(MoveError),
    /// The game is over; nothing more can be played, offered or claimed.
    GameOver(String),
    /// `accept` or `decline` with no draw offer pending.
    NoOffer,
    /// An action the Laws do not allow at this moment, with the reason.
    NotAllowed(String),
    /// A position given as FEN was refused.
    BadFen(String),
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
            GameError::BadFen(_) => "bad_fen",
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Move(e) => write!(f, "{e}"),
            GameError::GameOver(result) => write!(f, "the game is over ({result})"),
            GameError::NoOffer => write!(f, "there is no draw offer to answer"),
            GameError::NotAllowed(why) => f.write_str(why),
            GameError::BadFen(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}
