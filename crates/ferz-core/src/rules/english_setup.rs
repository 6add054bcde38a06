//! English: why a FEN or a setup is refused (the `Display` of [`FenError`] and
//! [`PositionError`]).

use std::fmt;

use crate::rules::{BoardError, Color, EnPassantError, FenError, PositionError};

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "bad FEN: it is empty"),
            FenError::FieldCount(n) => write!(
                f,
                "bad FEN: it has {n} field{}; expected 6 (board, side to move, castling, en passant, halfmove clock, move number)",
                if *n == 1 { "" } else { "s" }
            ),
            FenError::Board(why) => write!(f, "bad FEN board: {why}"),
            FenError::Turn(v) => write!(f, "bad FEN side to move '{v}': expected 'w' or 'b'"),
            FenError::Castling(v) => write!(f, "bad FEN castling field '{v}': expected '-' or letters from 'KQkq'"),
            FenError::Chess960Castling(v) => write!(
                f,
                "FEN castling field '{v}' names rooks by file: this looks like a Chess960 position; add --chess960 to read it"
            ),
            FenError::EnPassant(v) => {
                write!(f, "bad FEN en passant field '{v}': expected '-' or a square such as 'e3'")
            }
            FenError::Halfmoves(v) => {
                write!(f, "bad FEN halfmove clock '{v}': expected a whole number up to 100000")
            }
            FenError::Fullmoves(v) => write!(f, "bad FEN move number '{v}': expected a whole number from 1"),
            FenError::Position(e) => write!(f, "impossible position: {e}"),
        }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::RankCount { field, ranks } => {
                write!(f, "'{field}' has {ranks} ranks; expected 8 separated by '/'")
            }
            BoardError::NotAPiece { c, rank } => {
                write!(f, "'{c}' in rank {rank} is not a piece letter (KQRBNP, kqrbnp) or a count 1–8")
            }
            BoardError::RankTooLong { rank, row } => write!(f, "rank {rank} ('{row}') has more than 8 squares"),
            BoardError::RankTooShort { rank, row, squares } => {
                write!(f, "rank {rank} ('{row}') has {squares} squares; expected 8")
            }
        }
    }
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
            PositionError::BadEnPassant(sq, EnPassantError::ImpossibleCheck { checker, from, to }) => {
                write!(
                    f,
                    "en passant square {sq}: the king to move is checked from {checker}, and that check cannot \
                     have come from {from}–{to}, the double step the square says was just played"
                )
            }
            PositionError::BadEnPassant(sq, why) => write!(f, "en passant square {sq}: {why}"),
        }
    }
}

impl fmt::Display for EnPassantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EnPassantError::WrongRank(Color::White) => "with White to move it must be on rank 6",
            EnPassantError::WrongRank(Color::Black) => "with Black to move it must be on rank 3",
            EnPassantError::NotSkippable => "not a square a pawn can skip",
            EnPassantError::NoPawn => "no pawn stands in front of it that could have just made a double step",
            EnPassantError::NotEmpty => "the squares the pawn passed over are not empty",
            EnPassantError::ImpossibleCheck { .. } => "the check cannot have come from the double step it names",
        })
    }
}
