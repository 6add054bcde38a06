//! Why a command-line choice of a game or a clock cannot be used (`ferz play`, `ferz script`,
//! `ferz clock`), as a typed reason; each language says it in `lang/`.

use super::ClockError;

/// A command-line value that cannot be used; the program ends with it before anything starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// `--penalty` is not a number of seconds from 0 to 3600 (the value as given).
    Penalty(String),
    /// `--warn` is not a number of seconds from 0 to 3600 (the value as given).
    Warn(String),
    /// A player's name is empty once control characters are removed (the flag: `--white` or
    /// `--black`).
    Name(&'static str),
    /// `--white-time` and `--black-time` cannot run on one clock.
    Odds(ClockError),
    /// A chess clock (`ferz clock`) asked to run without a time control.
    NoTimeControl,
    /// `--chess960` with a number that is not 0 to 959 (the value as given).
    Chess960(String),
    /// `--odds` not of the form `white:knight` with pieces from pawn, knight, rook, queen.
    PieceOdds(String),
    /// `--odds` names a piece that is not on its square in the start position.
    OddsPieceMissing {
        /// The side giving the odds.
        color: crate::rules::Color,
        /// The piece (`pawn`, `knight`, `rook`, `queen`).
        piece: &'static str,
        /// Its traditional square (f2, b1, a1, d1 or Black's).
        square: crate::rules::Square,
    },
    /// `--odds` in Chess960 names a piece the start position does not have where the odds
    /// look for it (the back rank; see [`remove_odds`](super::remove_odds)).
    OddsPieceNotFound {
        /// The side giving the odds.
        color: crate::rules::Color,
        /// The piece (`knight`, `rook`, `queen`).
        piece: &'static str,
    },
}

impl std::error::Error for SetupError {}
