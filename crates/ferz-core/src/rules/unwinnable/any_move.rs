//! Whether the side to move has a legal move, answered as soon as one is
//! seen: most positions a helpmate search visits are leaves, where only this
//! (is it mate or stalemate?) is asked, so listing every move there is waste.

use crate::rules::{Color, Position, Role, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};

/// True when the side to move has at least one legal move.
///
/// Out of check, a move of a piece that is not pinned (other than en
/// passant, which can uncover a rank) is always legal, so the first such
/// move found answers; in check, a king step to a square no enemy piece
/// attacks once the king has left its own. Otherwise the full generator decides.
pub(super) fn has_legal_move(pos: &Position) -> bool {
    let us = pos.turn();
    let ours = pos.by_color(us);
    let theirs = pos.by_color(!us);
    let occupied = ours | theirs;
    if pos.is_check() {
        return has_legal_move_in_check(pos);
    }
    let free = ours & !pos.pinned();

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
    pos.has_legal_move()
}

/// [`has_legal_move`] for a position known to be in check (the caller has just given it).
pub(super) fn has_legal_move_in_check(pos: &Position) -> bool {
    let us = pos.turn();
    let ours = pos.by_color(us);
    // A king step to a square nobody attacks (the king gone from its own) is legal.
    let king = pos.king_of(us);
    let without_king = pos.occupied().without(king);
    if (king_attacks(king) & !ours).into_iter().any(|to| !pos.is_attacked(to, !us, without_king)) {
        return true;
    }
    pos.has_legal_move()
}
