//! Perft: counting the leaves of the legal move tree, the standard test of a
//! move generator.

use super::{Move, MoveList, Position};

/// The number of leaf nodes `depth` plies below `pos`.
///
/// With `bulk`, the last ply is counted without making the moves.
pub fn perft(pos: &Position, depth: u32, bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    if bulk && depth == 1 {
        return pos.count_legal_moves();
    }
    // Generated where it stays: a list returned by value is copied once more.
    let mut moves = MoveList::new();
    pos.generate(&mut moves);
    let mut nodes = 0;
    for &mv in moves.iter() {
        // Clone and play in place: returning the new position by value costs
        // one more copy, right after many small stores (a measured stall).
        let mut child = pos.clone();
        child.play_unchecked_in_place(mv);
        nodes += perft(&child, depth - 1, bulk);
    }
    nodes
}

/// Perft split by root move, sorted by the moves' UCI text. At depth 0 there are no
/// root moves to split by (the count is the root itself, 1).
pub fn divide(pos: &Position, depth: u32, bulk: bool) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = pos.legal_moves();
    moves.sort_by_uci();
    moves.iter().map(|&mv| (mv, perft(&pos.play_unchecked(mv), depth - 1, bulk))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_shallow() {
        let pos = Position::new();
        assert_eq!(perft(&pos, 1, true), 20);
        assert_eq!(perft(&pos, 2, true), 400);
        assert_eq!(perft(&pos, 3, true), 8902);
        assert_eq!(perft(&pos, 3, false), 8902);
        assert_eq!(perft(&pos, 4, true), 197_281);
    }
}
