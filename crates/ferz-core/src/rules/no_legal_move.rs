//! Why a well-written move text names no legal move of the position, as typed reasons naming
//! the squares and pieces; their English `Display` is in `english.rs`, the Russian in ferz's
//! `lang/`.

use super::{CastlingSide, Color, File, IllegalReason, Move, PieceAt, Rank, Role, Square};

/// Why a text that reads as a move fits no legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoLegalMove {
    /// The text leads to one piece and one square, and the move breaks this rule.
    Rule(IllegalReason),
    /// Castling was asked for, and that side has lost the right to it.
    CastlingRightGone {
        /// The side to move.
        color: Color,
        /// Which side was asked for.
        side: CastlingSide,
        /// The rook's starting square.
        rook: Square,
    },
    /// Castling was asked for while the king is in check.
    CastlingInCheck,
    /// Castling was asked for with pieces between the king and the rook.
    CastlingPathBlocked(CastlingSide),
    /// Castling was asked for and the king would pass through or land on an attacked square.
    CastlingPathAttacked(CastlingSide),
    /// The text names the from-square and another kind of piece than stands there.
    WrongPiece {
        /// The from-square.
        square: Square,
        /// The piece standing there.
        is: Role,
        /// The piece the text named.
        asked: Role,
    },
    /// A promotion was asked for on a move that is not a pawn reaching the last rank.
    NotAPromotion {
        /// The from-square.
        from: Square,
        /// The to-square.
        to: Square,
    },
    /// The piece on the named from-square cannot make the move.
    CannotGo {
        /// The piece.
        piece: PieceAt,
        /// Where the text sent it, when it names a square.
        to: Option<Square>,
    },
    /// The side to move has no piece of the kind the text names (there, when it says where).
    NoPieces {
        /// The side to move.
        color: Color,
        /// The kind of piece.
        role: Role,
        /// Where the text said the piece stands.
        origin: Origin,
    },
    /// A promotion was asked for on a move by a piece.
    OnlyPawnPromotes,
    /// A promotion was asked for on a pawn move that does not reach the last rank.
    PromotionOffLastRank(Square),
    /// A king's two-square step written as a king move, where the castling is legal.
    WriteCastling(CastlingSide),
    /// A pawn capture from a file whose pawns cannot capture there.
    NoPawnCapture {
        /// The file the pawn was to come from.
        file: File,
        /// Where it was to capture.
        to: Goal,
    },
    /// No legal move of the kind the text names goes where it says.
    NoMoveTo {
        /// The kind of piece.
        role: Role,
        /// Where the text said the piece comes from.
        origin: Origin,
        /// Where it was to go.
        to: Goal,
    },
    /// A move of a recorded game (a save being restored) that is not legal where it stands.
    IllegalAtPly {
        /// The move.
        mv: Move,
        /// Its ply in the game, from 1.
        ply: usize,
    },
}

/// Where a text says a piece comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// The text does not say.
    Anywhere,
    /// From this file.
    File(File),
    /// From this rank.
    Rank(Rank),
}

/// Where a text says a piece goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// This square.
    Square(Square),
    /// Somewhere on this file (a pawn capture written by files, `ed`).
    File(File),
    /// The text does not say.
    Unknown,
}
