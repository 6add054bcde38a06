//! Castling rights: which of the four castlings are still allowed by the
//! history of the game (not whether they are possible right now).

use super::{Color, Square};

/// The four castling rights as bits: `K` 1, `Q` 2, `k` 4, `q` 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

/// Which wing a castling goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Short castling, `O-O`: the king goes to the g-file.
    King,
    /// Long castling, `O-O-O`: the king goes to the c-file.
    Queen,
}

impl CastlingSide {
    /// Both sides, short first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// Where the king of `color` lands.
    pub const fn king_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => Square::G1,
            (CastlingSide::Queen, Color::White) => Square::C1,
            (CastlingSide::King, Color::Black) => Square::G8,
            (CastlingSide::Queen, Color::Black) => Square::C8,
        }
    }

    /// Where the rook of `color` starts.
    pub const fn rook_from(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => Square::H1,
            (CastlingSide::Queen, Color::White) => Square::A1,
            (CastlingSide::King, Color::Black) => Square::H8,
            (CastlingSide::Queen, Color::Black) => Square::A8,
        }
    }

    /// Where the rook of `color` lands.
    pub const fn rook_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => Square::F1,
            (CastlingSide::Queen, Color::White) => Square::D1,
            (CastlingSide::King, Color::Black) => Square::F8,
            (CastlingSide::Queen, Color::Black) => Square::D8,
        }
    }
}

/// The king's starting square for `color`.
pub const fn king_home(color: Color) -> Square {
    match color {
        Color::White => Square::E1,
        Color::Black => Square::E8,
    }
}

const fn bit(color: Color, side: CastlingSide) -> u8 {
    match (color, side) {
        (Color::White, CastlingSide::King) => 1,
        (Color::White, CastlingSide::Queen) => 2,
        (Color::Black, CastlingSide::King) => 4,
        (Color::Black, CastlingSide::Queen) => 8,
    }
}

/// The rights that survive a move touching each square (from or to).
static KEEP_MASK: [u8; 64] = {
    let mut m = [0x0F_u8; 64];
    m[Square::E1.index()] = 0x0F & !3;
    m[Square::H1.index()] = 0x0F & !1;
    m[Square::A1.index()] = 0x0F & !2;
    m[Square::E8.index()] = 0x0F & !12;
    m[Square::H8.index()] = 0x0F & !4;
    m[Square::A8.index()] = 0x0F & !8;
    m
};

impl CastlingRights {
    /// No castling at all.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four castlings, as at the start.
    pub const ALL: CastlingRights = CastlingRights(15);

    /// The raw bits, 0–15: an index into hash tables.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// True when `color` may still castle to `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & bit(color, side) != 0
    }

    /// True when `color` has any castling right left.
    #[inline]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & color.fold(3, 12) != 0
    }

    /// These rights plus one more.
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | bit(color, side))
    }

    /// These rights less one.
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 & !bit(color, side))
    }

    /// The rights left after a move from `from` to `to`: moving a king or a
    /// rook from its home square, or capturing on a rook's home, loses them.
    #[inline]
    pub fn after_move(self, from: Square, to: Square) -> CastlingRights {
        CastlingRights(self.0 & KEEP_MASK[from.index()] & KEEP_MASK[to.index()])
    }

    /// The FEN field: `KQkq`, a subset, or `-`.
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (c, color, side) in [
            ('K', Color::White, CastlingSide::King),
            ('Q', Color::White, CastlingSide::Queen),
            ('k', Color::Black, CastlingSide::King),
            ('q', Color::Black, CastlingSide::Queen),
        ] {
            if self.has(color, side) {
                s.push(c);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}
