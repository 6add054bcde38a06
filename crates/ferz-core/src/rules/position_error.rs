//! Why a setup is not a legal chess position, as typed reasons; their English `Display` is in
//! `english_setup.rs`, the Russian in ferz's `lang/`.

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
    BadEnPassant(Square, EnPassantError),
}

impl std::error::Error for PositionError {}

/// Why an en passant square does not fit a double step just made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnPassantError {
    /// It is not on the rank a pawn of the side that just moved skips (6 with White to move,
    /// 3 with Black to move); the side to move is given.
    WrongRank(Color),
    /// No pawn can skip it.
    NotSkippable,
    /// No pawn of the side that just moved stands in front of it.
    NoPawn,
    /// The square skipped or the one the pawn came from is not empty.
    NotEmpty,
    /// The side to move is checked from `checker`, which the double step `from`–`to` can
    /// neither be nor have uncovered (along a line through `from`).
    ImpossibleCheck {
        /// The checking piece's square.
        checker: Square,
        /// Where the pawn came from.
        from: Square,
        /// Where it stands.
        to: Square,
    },
}
