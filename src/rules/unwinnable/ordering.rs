//! Move ordering for the helpmate search: moves that lead towards a mate are
//! searched deeper (they cost no depth), moves that lead away shallower.

use std::sync::LazyLock;

use rustc_hash::FxHashSet;

use super::relative;
use crate::rules::{
    Bitboard, Color, MAX_MOVES, Move, MoveList, Position, Role, Square, bishop_attacks, knight_attacks,
};

/// How a move changes the depth left to search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Class {
    /// Costs one ply (or none right after a promising move).
    Normal,
    /// Costs nothing: searched deeper.
    Promising,
    /// Costs four plies: searched shallower.
    Unpromising,
}

/// Per-search tables that sharpen the ordering in the deepest phase.
#[derive(Debug, Default)]
pub(super) struct Guides {
    /// Root moves after which the static analysis already proves no mate.
    pub(super) hopeless: Option<FxHashSet<Move>>,
    /// Bishop moves (over squares no piece ever leaves) to the mating corner.
    pub(super) bishop_distance: Option<[u8; 64]>,
}

/// Classifies `mv` in `pos` for a search for a mate by `winner`.
pub(super) fn classify(pos: &Position, mv: Move, winner: Color, guides: &Guides) -> Class {
    if guides.hopeless.as_ref().is_some_and(|set| set.contains(&mv)) {
        return Class::Unpromising;
    }
    let Some(role) = pos.role_at(mv.from()) else { return Class::Normal };
    let capture = pos.occupied().has(mv.to());
    let toward = |target: Option<Square>| target.is_some_and(|t| closer(mv, role, t));
    if pos.turn() == winner {
        if role == Role::Pawn || capture || toward(target(pos, winner, role, true)) {
            return Class::Promising;
        }
        if let (Some(ds), Role::Bishop) = (&guides.bishop_distance, role) {
            let (from, to) = (ds[mv.from().index()], ds[mv.to().index()]);
            if from != u8::MAX && ((from <= 1 && from < to) || (from > 2 && from > to)) {
                return Class::Promising;
            }
        }
        Class::Normal
    } else {
        if let Some(ds) = &guides.bishop_distance {
            let pawn_trade = role == Role::Pawn || pos.role_at(mv.to()) == Some(Role::Pawn);
            if pos.occupied().count() > 5 && capture && pawn_trade {
                return Class::Promising;
            }
            if role == Role::Bishop && ds[mv.from().index()] > ds[mv.to().index()] {
                return Class::Promising;
            }
        }
        if toward(target(pos, winner, role, false)) {
            return Class::Promising;
        }
        if capture { Class::Unpromising } else { Class::Normal }
    }
}

/// Whether the mate is sought in the corner of the dark squares (else the light
/// one), judged by the mating side's bishops (or the defender's, if it has none).
pub(super) fn dark_corner(pos: &Position, winner: Color) -> bool {
    let view = |bb| relative::squares(bb, winner);
    let ours = view(pos.pieces(winner, Role::Bishop));
    let theirs = view(pos.pieces(!winner, Role::Bishop));
    (ours & Bitboard::DARK).any() || (ours.is_empty() && (theirs & Bitboard::LIGHT).any())
}

/// Where a king or knight heads: the mating side's pieces near the corner, the
/// defending king into it.
fn target(pos: &Position, winner: Color, role: Role, mating_side: bool) -> Option<Square> {
    let seen = match (mating_side, role) {
        (true, Role::King) => Square::G7,
        (true, Role::Knight) => Square::E5,
        (false, Role::King) => Square::H8,
        (false, Role::Knight) => Square::G8,
        _ => return None,
    };
    let seen = if dark_corner(pos, winner) { seen } else { mirror_file(seen) };
    Some(relative::square(seen, winner))
}

fn mirror_file(sq: Square) -> Square {
    Square::from_index(sq.index() as u32 ^ 7)
}

/// True when `mv` brings the king or knight closer to `target`.
fn closer(mv: Move, role: Role, target: Square) -> bool {
    match role {
        Role::King => king_distance(mv.to(), target) < king_distance(mv.from(), target),
        Role::Knight => {
            let table = &*KNIGHT_DISTANCE;
            table[mv.to().index()][target.index()] < table[mv.from().index()][target.index()]
        }
        _ => false,
    }
}

fn king_distance(a: Square, b: Square) -> u8 {
    let df = a.file().index().abs_diff(b.file().index());
    let dr = a.rank().index().abs_diff(b.rank().index());
    df.max(dr) as u8
}

/// Knight moves between every pair of squares (breadth-first on the board).
static KNIGHT_DISTANCE: LazyLock<Box<[[u8; 64]; 64]>> = LazyLock::new(|| {
    let mut table = Box::new([[u8::MAX; 64]; 64]);
    for from in Square::all() {
        let row = &mut table[from.index()];
        row[from.index()] = 0;
        let mut frontier = Bitboard::from_square(from);
        let mut seen = frontier;
        let mut d = 0;
        while frontier.any() {
            d += 1;
            let mut next = Bitboard::EMPTY;
            for sq in frontier {
                next |= knight_attacks(sq);
            }
            next &= !seen;
            for sq in next {
                row[sq.index()] = d;
            }
            seen |= next;
            frontier = next;
        }
    }
    table
});

/// Bishop moves from each square to the mating corner, over squares outside
/// `steady` (pieces that never move block for good); `u8::MAX` if unreachable.
pub(super) fn bishop_distances(pos: &Position, winner: Color, steady: Bitboard) -> [u8; 64] {
    let corner = if dark_corner(pos, winner) {
        [Square::H8, Square::G8, Square::H7]
    } else {
        [Square::A8, Square::B8, Square::A7]
    };
    let mut distances = [u8::MAX; 64];
    let mut frontier: Bitboard = corner.into_iter().map(|sq| relative::square(sq, winner)).collect();
    let mut seen = Bitboard::EMPTY;
    let mut d = 0u8;
    while frontier.any() {
        for sq in frontier {
            distances[sq.index()] = d;
        }
        seen |= frontier;
        d += 1;
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            next |= bishop_attacks(sq, steady) & !steady;
        }
        frontier = next & !seen;
    }
    distances
}

/// The legal moves of `pos` in the order the search tries them: by piece
/// (pawns, knights, bishops, rooks, queens, king), then by square of
/// departure and of arrival as `winner` reads the board, promotions to a
/// queen first. A fixed order makes every budget-bound answer reproducible.
pub(super) fn ordered_moves(pos: &Position, winner: Color) -> MoveList {
    let moves = pos.legal_moves();
    let mut keys = [0u32; MAX_MOVES];
    let n = moves.len();
    for (key, &mv) in keys.iter_mut().zip(moves.iter()) {
        let role = pos.role_at(mv.from()).map_or(0, |r| r.index() as u32);
        let from = relative::square(mv.from(), winner).index() as u32;
        let to = relative::square(mv.to(), winner).index() as u32;
        let promotion = match mv.promotion() {
            None | Some(Role::Queen) => 0,
            Some(Role::Knight) => 1,
            Some(Role::Rook) => 2,
            Some(_) => 3,
        };
        let code = mv.promotion().map_or(0, |r| r.index() as u32 + 1);
        *key = role << 20 | from << 14 | to << 8 | promotion << 4 | code;
    }
    keys[..n].sort_unstable();
    let mut list = MoveList::new();
    for &key in &keys[..n] {
        let from = relative::square(Square::from_index((key >> 14) & 63), winner);
        let to = relative::square(Square::from_index((key >> 8) & 63), winner);
        let promotion = (key & 15).checked_sub(1).and_then(|i| Role::from_index(i as usize));
        list.push(Move::new(from, to, promotion));
    }
    list
}
