//! Move ordering for the helpmate search: moves that lead towards a mate are
//! searched deeper (they cost no depth), moves that lead away shallower.

use std::sync::LazyLock;

use rustc_hash::FxHashSet;

use super::relative;
use crate::rules::movegen::Sink;
use crate::rules::{Bitboard, Color, Move, MoveList, Position, Role, Square, bishop_attacks, knight_attacks};

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

/// The order a search tries the moves of a position in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Order {
    /// [`ordered_moves`]' order, which is chasolver's, so that the budgets mean what they
    /// mean there.
    #[default]
    Chasolver,
    /// For the dead-position question's cheap stage, where a mate found is a proof whatever
    /// the order and a round that finds none has searched every line to its end: the
    /// promising moves first (they cost no depth, so a mate down one of them is found
    /// before the other moves' short lines are visited), then the normal ones, then the
    /// unpromising ones, each in [`ordered_moves`]' order.
    ByClass,
}

/// Per-search tables that sharpen the ordering in the deepest phase.
#[derive(Debug, Default)]
pub(super) struct Guides {
    /// Root moves after which the static analysis already proves no mate.
    pub(super) hopeless: Option<FxHashSet<Move>>,
    /// Bishop moves (over squares no piece ever leaves) to the mating corner.
    pub(super) bishop_distance: Option<[u8; 64]>,
    /// The mate is sought in the far corner of its colour (the one on the
    /// mating side's own half): the defending king can never reach the near one.
    pub(super) far_corner: bool,
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
        if role == Role::Pawn || capture || toward(target(pos, winner, role, true, guides.far_corner)) {
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
        if toward(target(pos, winner, role, false, guides.far_corner)) {
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

/// The mating corner on the defending side of the board: h8 for
/// the dark squares, a8 for the light ones (as `winner` reads the board).
pub(super) fn near_corner(pos: &Position, winner: Color) -> Square {
    let seen = if dark_corner(pos, winner) { Square::H8 } else { Square::A8 };
    relative::square(seen, winner)
}

/// The corner of the same colour diagonally opposite `sq`'s (a1 for h8).
pub(super) fn opposite(sq: Square) -> Square {
    Square::from_index(sq.index() as u32 ^ 63)
}

/// Where a king or knight heads: the mating side's pieces near the corner, the
/// defending king into it (the far corner of that colour when `far`).
fn target(pos: &Position, winner: Color, role: Role, mating_side: bool, far: bool) -> Option<Square> {
    let seen = match (mating_side, role) {
        (true, Role::King) => Square::G7,
        (true, Role::Knight) => Square::E5,
        (false, Role::King) => Square::H8,
        (false, Role::Knight) => Square::G8,
        _ => return None,
    };
    let seen = if dark_corner(pos, winner) { seen } else { mirror_file(seen) };
    let seen = if far { opposite(seen) } else { seen };
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
/// With `far`, the corner of that colour on the mating side's own half.
pub(super) fn bishop_distances(pos: &Position, winner: Color, steady: Bitboard, far: bool) -> [u8; 64] {
    let corner = if dark_corner(pos, winner) {
        [Square::H8, Square::G8, Square::H7]
    } else {
        [Square::A8, Square::B8, Square::A7]
    };
    let corner = if far { corner.map(opposite) } else { corner };
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
/// (pawns, knights, bishops, rooks, queens, king); within a piece kind the
/// free pieces before the pinned ones (and en passant last), each by square
/// of departure and then of arrival as `winner` reads the board; promotions
/// to a queen first, then knight, rook, bishop. A fixed order makes every
/// budget-bound answer reproducible, and this one is the order of chasolver
/// (the reference the labels come from), so both searches visit the same
/// positions and their budgets mean the same.
///
/// The generator hands over each piece's arrivals as one set; only those
/// sets (a few dozen at most) are put in order, never the moves one by one.
pub(super) fn ordered_moves(pos: &Position, winner: Color) -> MoveList {
    let mut list = MoveList::new();
    ordered_moves_with(pos, winner, |mv| list.push(mv));
    list
}

/// The moves of [`ordered_moves`], in that order, pushed onto `out` (the search's one stack
/// of moves for every ply: no list to clear or copy at each position).
pub(super) fn ordered_moves_onto(pos: &Position, winner: Color, out: &mut Vec<Move>) {
    ordered_moves_with(pos, winner, |mv| out.push(mv));
}

/// The moves of [`ordered_moves`], handed to `push` in order.
#[inline]
fn ordered_moves_with(pos: &Position, winner: Color, mut push: impl FnMut(Move)) {
    let mut sink = Pieces {
        pos,
        flip: winner == Color::Black,
        pinned: Bitboard::EMPTY,
        sets: [(0, Bitboard::EMPTY); 32],
        slot: [u8::MAX; 64],
        len: 0,
    };
    pos.generate(&mut sink);
    let sets = &mut sink.sets[..sink.len];
    // Insertion sort: short, and mostly in order already.
    for i in 1..sets.len() {
        let mut j = i;
        while j > 0 && sets[j - 1].0 > sets[j].0 {
            sets.swap(j - 1, j);
            j -= 1;
        }
    }
    for &(key, to) in sets.iter() {
        let from = Square::from_index(key & 63);
        let pawn = key >> 16 == Role::Pawn.index() as u32;
        for to in relative::in_order(to, winner) {
            if pawn && PROMOTION_RANKS.has(to) {
                for role in [Role::Queen, Role::Knight, Role::Rook, Role::Bishop] {
                    push(Move::new(from, to, Some(role)));
                }
            } else {
                push(Move::new(from, to, None));
            }
        }
    }
}

/// Collects the generated moves piece by piece: a sort key (role, group,
/// square of departure as the mating side reads it, and the square itself
/// in the low bits) and the set of arrivals.
struct Pieces<'a> {
    pos: &'a Position,
    flip: bool,
    /// The pinned pieces, as the generator found them (it tells before any piece that can
    /// be pinned moves).
    pinned: Bitboard,
    sets: [(u32, Bitboard); 32],
    /// Where in `sets` each square's piece is (`u8::MAX`: not yet there).
    slot: [u8; 64],
    len: usize,
}

/// Groups within a kind of piece: free pieces, pinned pieces, en passant.
const FREE: u32 = 0;
const PINNED: u32 = 1;
const EN_PASSANT: u32 = 2;

impl Pieces<'_> {
    /// Adds `to` to the arrivals of the piece on `from` (a `role`, in `group`).
    #[inline]
    fn add(&mut self, role: Role, group: u32, from: Square, to: Bitboard) {
        if to.is_empty() {
            return;
        }
        let relative = (from.index() as u32) ^ if self.flip { 56 } else { 0 };
        let key = (role.index() as u32) << 16 | group << 14 | relative << 8 | from.index() as u32;
        // En passant is a set of its own; every other move joins its piece's set.
        let slot = &mut self.slot[from.index()];
        if group != EN_PASSANT && *slot != u8::MAX {
            self.sets[usize::from(*slot)].1 |= to;
        } else if self.len < self.sets.len() {
            if group != EN_PASSANT {
                *slot = self.len as u8;
            }
            self.sets[self.len] = (key, to);
            self.len += 1;
        }
    }
}

const PROMOTION_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

impl Sink for Pieces<'_> {
    #[inline]
    fn pinned(&mut self, pinned: Bitboard) {
        self.pinned = pinned;
    }

    #[inline]
    fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
        let group = if self.pinned.has(from) { PINNED } else { FREE };
        let role = if pawn { Role::Pawn } else { self.pos.role_at(from).unwrap_or(Role::King) };
        self.add(role, group, from, to);
    }

    #[inline]
    fn pawn_set(&mut self, to: Bitboard, delta: i8) {
        for sq in to {
            let from = Square::from_index((sq.index() as i32 - i32::from(delta)) as u32);
            self.add(Role::Pawn, FREE, from, Bitboard::from_square(sq));
        }
    }

    #[inline]
    fn one(&mut self, mv: Move) {
        // Castling (a king move among the others) or en passant (after every other pawn move).
        match self.pos.role_at(mv.from()) {
            Some(Role::Pawn) => self.add(Role::Pawn, EN_PASSANT, mv.from(), Bitboard::from_square(mv.to())),
            _ => self.add(Role::King, FREE, mv.from(), Bitboard::from_square(mv.to())),
        }
    }
}
