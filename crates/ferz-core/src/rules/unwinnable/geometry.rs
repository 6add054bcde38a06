//! Where a piece can move and what it attacks from a square, for the static
//! analysis (which moves pieces over an imagined board, not a real position).

use crate::rules::{
    Bitboard, Color, Rank, Role, Square, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};

/// Squares a `role` of `color` on `sq` can move to past `blockers`: pawns
/// only push (one step, two from their start rank, never through a blocker).
pub(super) fn moves(role: Role, color: Color, sq: Square, blockers: Bitboard) -> Bitboard {
    match role {
        Role::King => king_attacks(sq),
        Role::Queen => queen_attacks(sq, blockers),
        Role::Rook => rook_attacks(sq, blockers),
        Role::Bishop => bishop_attacks(sq, blockers),
        Role::Knight => knight_attacks(sq),
        Role::Pawn => pushes(color, sq, blockers),
    }
}

/// Squares a `role` of `color` on `sq` attacks past `blockers`; a king also
/// covers its own square (the other king can never stand there).
pub(super) fn attacks(role: Role, color: Color, sq: Square, blockers: Bitboard) -> Bitboard {
    match role {
        Role::King => king_attacks(sq).with(sq),
        Role::Pawn => pawn_attacks(color, sq),
        _ => moves(role, color, sq, blockers),
    }
}

fn pushes(color: Color, sq: Square, blockers: Bitboard) -> Bitboard {
    let step = color.fold(1, -1);
    let Some(one) = sq.offset(0, step) else { return Bitboard::EMPTY };
    if sq.rank() == Rank::EIGHTH.relative(color) || blockers.has(one) {
        return Bitboard::EMPTY;
    }
    let mut to = Bitboard::from_square(one);
    if sq.rank() == Rank::SECOND.relative(color)
        && let Some(two) = one.offset(0, step)
    {
        to = to.with(two);
    }
    to & !blockers
}

/// Every subset of `set` with exactly `n` squares.
pub(super) fn subsets(set: Bitboard, n: u32) -> impl Iterator<Item = Bitboard> {
    let squares: Vec<Square> = set.into_iter().collect();
    let k = squares.len() as u32;
    let first = (n <= k).then(|| if n == 0 { 0u64 } else { (1u64 << n) - 1 });
    std::iter::successors(first, move |&mask| {
        if n == 0 {
            return None;
        }
        // The next mask with the same number of bits (Gosper).
        let low = mask & mask.wrapping_neg();
        let ripple = mask + low;
        let next = (((ripple ^ mask) >> 2) / low) | ripple;
        (next < (1u64 << k)).then_some(next)
    })
    .map(move |mask| squares.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, &sq)| sq).collect())
}
