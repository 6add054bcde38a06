//! The prover thinks from the side trying to mate: "up" is towards the
//! opponent's home rank. These map squares between the board and that view
//! (a vertical flip when the side is Black).

use crate::rules::{Bitboard, Color, Square};

/// `sq` as seen by `side` (a1 stays a1 for White, becomes a8 for Black).
#[inline]
pub(super) fn square(sq: Square, side: Color) -> Square {
    match side {
        Color::White => sq,
        Color::Black => sq.flip_vertical(),
    }
}

/// `bb` as seen by `side`.
#[inline]
pub(super) fn squares(bb: Bitboard, side: Color) -> Bitboard {
    match side {
        Color::White => bb,
        Color::Black => Bitboard(bb.0.swap_bytes()),
    }
}

/// The squares of `bb` in the order `side` reads the board: from its own
/// first rank up, each rank from the a-file. Static analysis visits pieces in
/// this order so that both sides are analysed alike.
pub(super) fn in_order(bb: Bitboard, side: Color) -> impl Iterator<Item = Square> {
    squares(bb, side).into_iter().map(move |sq| square(sq, side))
}
