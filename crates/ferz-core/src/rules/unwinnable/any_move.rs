//! Whether the side to move has a legal move, answered as soon as one is
//! seen: most positions a helpmate search visits are leaves, where only this
//! (is it mate or stalemate?) is asked, so listing every move there is waste.

// The rook's attacks from the small tables: see `kindergarten.rs` for why.
use crate::rules::kindergarten::rook_attacks;
use crate::rules::{
    Bitboard, Color, Position, Role, between, bishop_attacks, king_attacks, knight_attacks, pawn_attacks,
};

/// True when the side to move has at least one legal move.
///
/// Out of check, a move of a piece that is not pinned (other than en
/// passant, which can uncover a rank) is always legal, so the first such
/// move found answers, and so does a king step to a square no enemy piece
/// attacks; in check, such a step once the king has left its own. Otherwise
/// the full generator decides.
pub(super) fn has_legal_move(pos: &Position) -> bool {
    let us = pos.turn();
    let ours = pos.by_color(us);
    let theirs = pos.by_color(!us);
    let occupied = ours | theirs;
    if pos.checkers_from(true).any() {
        return has_legal_move_in_check(pos);
    }
    let free = ours & !pos.pinned_from(true);

    let pawns = pos.pieces(us, Role::Pawn) & free;
    let pushes = match us {
        Color::White => pawns.0 << 8,
        Color::Black => pawns.0 >> 8,
    };
    if pushes & !occupied.0 != 0 {
        return true;
    }
    for sq in pawns {
        if (pawn_attacks(us, sq) & theirs).any() {
            return true;
        }
    }
    for sq in pos.pieces(us, Role::Knight) & free {
        if (knight_attacks(sq) & !ours).any() {
            return true;
        }
    }
    let queens = pos.pieces(us, Role::Queen);
    for sq in (pos.pieces(us, Role::Bishop) | queens) & free {
        if (bishop_attacks(sq, occupied) & !ours).any() {
            return true;
        }
    }
    for sq in (pos.pieces(us, Role::Rook) | queens) & free {
        if (rook_attacks(sq, occupied) & !ours).any() {
            return true;
        }
    }
    // A king step to a square nobody attacks: the king's own square blocks no line to it,
    // since a line through it would be a check. In the locked pawn endings the deep stages
    // search, this is the move that answers, and the generator is left for the rest (a pinned
    // piece along its pin, en passant).
    let king = pos.king_of(us);
    if (king_attacks(king) & !ours).into_iter().any(|to| !pos.is_attacked_from(true, to, !us, occupied)) {
        return true;
    }
    pos.has_legal_move()
}

/// [`has_legal_move`] for a position known to be in check (the caller has just given it).
///
/// Answered without the generator but for en passant: a king step to a square nobody
/// attacks (the king gone from its own); else, against a single check, a piece that is not
/// pinned taking the checking piece or stepping between it and the king. A pinned piece
/// never can: it moves only on the line through its king, which meets the line of the
/// check at the king alone. Against a double check only the king moves.
pub(super) fn has_legal_move_in_check(pos: &Position) -> bool {
    let us = pos.turn();
    let ours = pos.by_color(us);
    let king = pos.king_of(us);
    let occupied = pos.occupied();
    let without_king = occupied.without(king);
    if (king_attacks(king) & !ours).into_iter().any(|to| !pos.is_attacked_from(true, to, !us, without_king)) {
        return true;
    }
    let checkers = pos.checkers_from(true);
    let Some(checker) = checkers.first() else { return pos.has_legal_move() };
    if checkers.more_than_one() {
        return false;
    }
    if pos.ep_square().is_some() {
        // The pawn that has just stepped twice may be taken en passant: the generator knows how.
        return pos.has_legal_move();
    }
    // The squares that answer the check: the checking piece's and those between it and the king.
    let target = between(king, checker).with(checker);
    let free = ours & !pos.pinned_from(true);
    let pawns = pos.pieces(us, Role::Pawn) & free;
    if (pawn_attacks(!us, checker) & pawns).any() {
        return true;
    }
    let empty = !occupied.0;
    let (one, two) = match us {
        Color::White => {
            let one = pawns.0 << 8 & empty;
            (one, (one & 0x0000_0000_00FF_0000) << 8 & empty)
        }
        Color::Black => {
            let one = pawns.0 >> 8 & empty;
            (one, (one & 0x0000_FF00_0000_0000) >> 8 & empty)
        }
    };
    if (Bitboard(one | two) & target).any() {
        return true;
    }
    for sq in pos.pieces(us, Role::Knight) & free {
        if (knight_attacks(sq) & target).any() {
            return true;
        }
    }
    let queens = pos.pieces(us, Role::Queen);
    for sq in (pos.pieces(us, Role::Bishop) | queens) & free {
        if (bishop_attacks(sq, occupied) & target).any() {
            return true;
        }
    }
    for sq in (pos.pieces(us, Role::Rook) | queens) & free {
        if (rook_attacks(sq, occupied) & target).any() {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The early answers are the generator's: on every position within two moves of the
    /// perft suite's positions, and on every position in check one move further, whether
    /// there is a legal move is what counting them says.
    #[test]
    fn the_early_answers_are_the_generators() {
        let (mut asked, mut in_check, mut mates) = (0, 0, 0);
        crate::rules::near_the_perft_suite(3, |p, moves| {
            // One move further, only the positions in check.
            if moves == 3 && !p.is_check() {
                return;
            }
            let has = p.count_legal_moves() > 0;
            assert_eq!(has_legal_move(p), has, "{}", p.fen());
            asked += 1;
            if p.is_check() {
                assert_eq!(has_legal_move_in_check(p), has, "{}", p.fen());
                in_check += 1;
                mates += usize::from(!has);
            }
        });
        assert!(asked > 100_000 && in_check > 50_000 && mates > 1000, "{asked} {in_check} {mates}");
    }
}
