//! Why a setup is not a legal chess position.

use std::fmt;

use super::{Color, Square};

/// A setup that cannot be a position of a real game, with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color, u32),
    /// A side has more than 16 pieces.
    TooManyPieces(Color, u32),
    /// A side has more than 8 pawns.
    TooManyPawns(Color, u32),
    /// A pawn stands on the first or eighth rank.
    PawnOnBackRank(Square),
    /// The side that just moved has left its king in check.
    OppositeCheck(Color),
    /// The side to move is checked by more pieces than any move can give.
    ImpossibleCheck(u32),
    /// A side has more pieces beyond its starting set (a second queen, a third rook, two
    /// bishops on one square colour, a third knight) than its missing pawns could have become.
    ImpossibleMaterial {
        /// The side.
        color: Color,
        /// Pieces that can only come from promotions.
        promoted: u32,
        /// Its pawns on the board.
        pawns: u32,
    },
    /// The side to move is checked by two pieces that no single move could both make check
    /// (two pawns, a pawn or knight with a knight, two bishops, two rooks not from a
    /// promotion, two pieces on one line).
    ImpossibleDoubleCheck(Square, Square),
    /// A castling right whose king or rook is not on its starting square.
    CastlingWithoutPieces(char),
    /// An en passant square that does not fit a double step just played.
    BadEnPassant(Square, &'static str),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{c} has no king"),
            PositionError::TooManyKings(c, n) => {
                write!(f, "{c} has {n} kings; a side has exactly one")
            }
            PositionError::TooManyPieces(c, n) => {
                write!(f, "{c} has {n} pieces; a side has at most 16")
            }
            PositionError::TooManyPawns(c, n) => {
                write!(f, "{c} has {n} pawns; a side has at most 8")
            }
            PositionError::PawnOnBackRank(sq) => {
                write!(f, "a pawn stands on {sq}; pawns are never on the first or eighth rank")
            }
            PositionError::OppositeCheck(c) => {
                write!(f, "{c} is in check but it is not {c}'s move")
            }
            PositionError::ImpossibleCheck(n) => {
                write!(f, "the king to move is checked by {n} pieces; no move gives more than two checks")
            }
            PositionError::ImpossibleMaterial { color, promoted, pawns } => {
                let pieces = if *promoted == 1 { "piece" } else { "pieces" };
                let missing = match 8 - pawns {
                    0 => "none of its pawns is missing".to_string(),
                    1 => "only 1 of its pawns is missing".to_string(),
                    n => format!("only {n} of its pawns are missing"),
                };
                write!(
                    f,
                    "{color} has {promoted} more {pieces} than a side starts with (a second queen, a third \
                     rook or knight, two bishops on one square colour), but {missing} to have been promoted"
                )
            }
            PositionError::ImpossibleDoubleCheck(a, b) => {
                write!(f, "the king to move is checked from {a} and {b}; no single move can give both checks")
            }
            PositionError::CastlingWithoutPieces(c) => {
                write!(f, "castling right '{c}' needs the king and that rook on their starting squares")
            }
            PositionError::BadEnPassant(sq, why) => write!(f, "en passant square {sq}: {why}"),
        }
    }
}

impl std::error::Error for PositionError {}
