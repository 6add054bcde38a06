//! Castling rights: which of the four castlings are still allowed by the
//! history of the game (not whether they are possible right now), and with which rook
//! (Chess960, FIDE Laws Guidelines III).

use super::{Color, Square};

/// The castling rights, with the squares of the rooks they belong to (FIDE Guidelines III:
/// in Chess960 a right is a right to castle with one particular rook).
///
/// Packed in 32 bits: the four rights `K` 1, `Q` 2, `k` 4, `q` 8; then, three bits each, the
/// file of the rook of each right and the file of each king. The files of a right not held
/// are those of the standard position, so two sets of rights are equal exactly when they allow
/// the same castlings with the same rooks (and standard chess is the layout that needs no
/// more than the four bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastlingRights(u32);

/// The standard layout of the files: rooks h, a, h, a; kings e, e.
const STD_LAYOUT: u32 = 7 << 4 | 7 << 10 | 4 << 16 | 4 << 19;
const LAYOUT_MASK: u32 = !15;

/// The default rook file of each right (index as the bits: K, Q, k, q).
const DEFAULT_ROOK_FILE: [u32; 4] = [7, 0, 7, 0];

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

const fn index(color: Color, side: CastlingSide) -> u32 {
    match (color, side) {
        (Color::White, CastlingSide::King) => 0,
        (Color::White, CastlingSide::Queen) => 1,
        (Color::Black, CastlingSide::King) => 2,
        (Color::Black, CastlingSide::Queen) => 3,
    }
}

const fn bit(color: Color, side: CastlingSide) -> u32 {
    1 << index(color, side)
}

const fn back_rank(color: Color) -> u32 {
    match color {
        Color::White => 0,
        Color::Black => 7,
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

impl Default for CastlingRights {
    fn default() -> Self {
        CastlingRights::NONE
    }
}

impl CastlingRights {
    /// No castling at all.
    pub const NONE: CastlingRights = CastlingRights(STD_LAYOUT);
    /// All four castlings, as at the start.
    pub const ALL: CastlingRights = CastlingRights(STD_LAYOUT | 15);

    /// The four rights as bits, 0–15 (`K` 1, `Q` 2, `k` 4, `q` 8), without the rooks' files.
    #[inline]
    pub const fn bits(self) -> u8 {
        (self.0 & 15) as u8
    }

    /// True when the rights are those of standard chess: kings on the e-file, rooks in the
    /// corners (or no rights at all).
    #[inline]
    pub const fn is_standard(self) -> bool {
        self.0 & LAYOUT_MASK == STD_LAYOUT
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

    /// These rights plus the standard one of `color` to `side` (king on e, rook in the corner).
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | bit(color, side))
    }

    /// These rights plus the right of `color` to castle to `side` with the rook on `rook_file`,
    /// the king standing on `king_file` (the files as 0–7, a to h; Chess960).
    pub const fn with_rook(self, color: Color, side: CastlingSide, rook_file: u8, king_file: u8) -> CastlingRights {
        let i = index(color, side);
        let rook_shift = 4 + 3 * i;
        let king_shift = 16 + 3 * color.fold(0, 1);
        let cleared = self.0 & !(7 << rook_shift) & !(7 << king_shift);
        CastlingRights(
            cleared
                | bit(color, side)
                | ((rook_file as u32 & 7) << rook_shift)
                | ((king_file as u32 & 7) << king_shift),
        )
    }

    /// These rights less one.
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        let i = index(color, side);
        let rook_shift = 4 + 3 * i;
        let mut v = (self.0 & !bit(color, side) & !(7 << rook_shift)) | DEFAULT_ROOK_FILE[i as usize] << rook_shift;
        if v & color.fold(3, 12) == 0 {
            let king_shift = 16 + 3 * color.fold(0, 1);
            v = (v & !(7 << king_shift)) | 4 << king_shift;
        }
        CastlingRights(v)
    }

    /// The file (0–7) of the rook that `color` castles with to `side`.
    #[inline]
    pub const fn rook_file(self, color: Color, side: CastlingSide) -> u8 {
        ((self.0 >> (4 + 3 * index(color, side))) & 7) as u8
    }

    /// The square of the rook that `color` castles with to `side` (meaningful while the right
    /// is held; the corner otherwise).
    #[inline]
    pub const fn rook_square(self, color: Color, side: CastlingSide) -> Square {
        Square::from_index(back_rank(color) * 8 + self.rook_file(color, side) as u32)
    }

    /// The square the king of `color` castles from (its home; e1/e8 unless Chess960).
    #[inline]
    pub const fn king_square(self, color: Color) -> Square {
        let file = (self.0 >> (16 + 3 * color.fold(0, 1))) & 7;
        Square::from_index(back_rank(color) * 8 + file)
    }

    /// The rights left after a move from `from` to `to`: moving a king or a
    /// rook from its home square, or capturing on a rook's home, loses them.
    #[inline]
    pub fn after_move(self, from: Square, to: Square) -> CastlingRights {
        if self.is_standard() { self.after_move_standard(from, to) } else { self.after_move_960(from, to) }
    }

    /// [`CastlingRights::after_move`] for rights known to be standard ([`is_standard`](Self::is_standard)).
    #[inline(always)]
    pub(crate) fn after_move_standard(self, from: Square, to: Square) -> CastlingRights {
        let keep = KEEP_MASK[from.index()] & KEEP_MASK[to.index()];
        CastlingRights(self.0 & (LAYOUT_MASK | keep as u32))
    }

    #[cold]
    fn after_move_960(self, from: Square, to: Square) -> CastlingRights {
        let mut rights = self;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if !rights.has(color, side) {
                    continue;
                }
                let rook = rights.rook_square(color, side);
                if from == rook || to == rook || from == rights.king_square(color) {
                    rights = rights.without(color, side);
                }
            }
        }
        rights
    }

    /// The FEN field of standard chess: `KQkq`, a subset, or `-` (for Chess960 rights, see
    /// [`Position::fen`](super::Position::fen), which writes X-FEN).
    pub fn fen(self) -> String {
        let mut out = Vec::with_capacity(4);
        self.push_fen(&mut out);
        out.into_iter().map(char::from).collect()
    }

    /// Appends [`CastlingRights::fen`] to `out` (as `Position::push_fen` does for every game
    /// `ferz check` reads).
    pub fn push_fen(self, out: &mut Vec<u8>) {
        let before = out.len();
        for (c, color, side) in [
            (b'K', Color::White, CastlingSide::King),
            (b'Q', Color::White, CastlingSide::Queen),
            (b'k', Color::Black, CastlingSide::King),
            (b'q', Color::Black, CastlingSide::Queen),
        ] {
            if self.has(color, side) {
                out.push(c);
            }
        }
        if out.len() == before {
            out.push(b'-');
        }
    }
}
