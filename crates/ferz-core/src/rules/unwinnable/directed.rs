//! A directed look for a helpmate, before any exhaustive search: the dead-position question
//! needs one mating line for either side, and in a sparse ending the line is easy to *find*
//! with a plan a player would follow — the defending king walks to an edge and into a
//! corner, the mating king comes to two squares from it, pawns run and promote (the one
//! nearest promotion with its file clear first), the knights come near; where the mating
//! side has only minor pieces the defender's own pieces come to their king, to hem it in —
//! and then one move mates. Iterative deepening instead tries every line of 25 to 60 plies
//! there and takes millions of positions; this takes hundreds.
//!
//! A depth-first descent: each position's moves are tried best first by how much they
//! advance that plan, every position once (by its Zobrist key), and at each position where
//! the mating side moves, every check is tried for mate first. A small cap on positions
//! ends the look. The plan only chooses which lines to play: a line is returned only when it
//! was played out move by legal move to a checkmate by the mating side, and it is played
//! over again, each move checked against the position's legal moves, before it is returned.
//! So a line found is a proof; a look that finds none proves nothing, and the exact search
//! follows.

use super::any_move;
use crate::rules::movegen::Sink;
// The rook's attacks from the small tables: see `kindergarten.rs` for why.
use crate::rules::kindergarten::rook_attacks;
use crate::rules::{
    Bitboard, Color, Move, Position, Role, Square, between, bishop_attacks, bishop_rays, king_attacks, knight_attacks,
    pawn_attacks, rook_rays,
};

/// The longest line the look follows, in half-moves.
const DEEPEST: usize = 120;

/// A helpmate by `winner` from `pos` (the side to move moves first) found within `cap`
/// positions, checked move by move; `None` when the look finds none, which proves nothing.
pub(super) fn helpmate(pos: &Position, winner: Color, cap: u32) -> Option<Vec<Move>> {
    if pos.lacks_mating_material(winner) {
        return None;
    }
    // The seen set and the stacks of the last look on this thread, cleared: a look takes a
    // few dozen positions, and allocating them each time cost as much as some of those.
    let scratch = SCRATCH.with_borrow_mut(std::mem::take);
    let mut look = Look::with(pos, winner, cap, scratch);
    look.seen.insert(pos.hash());
    let found = look.descend(pos) && is_helpmate(pos, winner, &look.line);
    let line = found.then(|| look.line.clone());
    SCRATCH.with_borrow_mut(|s| *s = look.scratch());
    line
}

thread_local! {
    /// What [`helpmate`] lends each look: see [`Scratch`].
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// The growing parts of a look, kept between looks.
#[derive(Default)]
struct Scratch {
    seen: Seen,
    line: Vec<Move>,
    moves: Vec<(i32, Move)>,
    checks: Vec<(Move, u8)>,
}

/// The Zobrist keys of the positions a look has entered: a table of keys probed one slot
/// after another from where a key's bits point, at most half full, emptied slot by slot.
/// (A general hash set cost a fifth of what playing a move does, for every position entered.)
#[derive(Default)]
struct Seen {
    /// The keys, 0 for an empty slot; a power of two of them.
    slots: Vec<u64>,
    /// The slots filled, to empty them again.
    filled: Vec<u32>,
    /// Whether the key 0 is in.
    zero: bool,
}

impl Seen {
    /// The slots of a new table: a look takes a few dozen positions, most looks fewer than 100.
    const FIRST: usize = 256;

    /// Adds `key`: `false` when it was in already.
    #[inline]
    fn insert(&mut self, key: u64) -> bool {
        if key == 0 {
            return !std::mem::replace(&mut self.zero, true);
        }
        if self.slots.is_empty() {
            self.slots = vec![0; Self::FIRST];
        }
        let mask = self.slots.len() - 1;
        let mut at = Self::home(key, mask);
        loop {
            let slot = self.slots[at];
            if slot == key {
                return false;
            }
            if slot == 0 {
                self.slots[at] = key;
                self.filled.push(at as u32);
                if self.filled.len() * 2 > self.slots.len() {
                    self.grow();
                }
                return true;
            }
            at = (at + 1) & mask;
        }
    }

    /// Where `key` is looked for first: its top bits, mixed (Zobrist keys are random, but
    /// this costs one multiplication).
    #[inline(always)]
    fn home(key: u64, mask: usize) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & mask
    }

    /// Twice the slots, the keys put in again.
    #[cold]
    fn grow(&mut self) {
        let keys: Vec<u64> = self.filled.iter().map(|&at| self.slots[at as usize]).collect();
        self.slots = vec![0; self.slots.len() * 2];
        self.filled.clear();
        let mask = self.slots.len() - 1;
        for key in keys {
            let mut at = Self::home(key, mask);
            while self.slots[at] != 0 {
                at = (at + 1) & mask;
            }
            self.slots[at] = key;
            self.filled.push(at as u32);
        }
    }

    /// Empties the table, keeping its slots.
    fn clear(&mut self) {
        for &at in &self.filled {
            self.slots[at as usize] = 0;
        }
        self.filled.clear();
        self.zero = false;
    }
}

/// Whether `line` is a helpmate by `winner` from `pos`: every move legal where it is played
/// (one of the position's generated moves), and the last position a checkmate of the other side.
pub(super) fn is_helpmate(pos: &Position, winner: Color, line: &[Move]) -> bool {
    let mut at = pos.clone();
    for &mv in line {
        let us = at.turn();
        match reaches(&at, mv) {
            Reach::No => return false,
            Reach::Ask if !generated(&at, mv) => return false,
            Reach::Ask => at.play_unchecked_in_place(mv),
            Reach::Yes => {
                // Legal when it leaves its own king unattacked.
                at.play_unchecked_in_place(mv);
                if at.is_attacked_from(true, at.king_of(us), !us, at.occupied()) {
                    return false;
                }
            }
        }
    }
    at.turn() != winner && at.checkers_from(true).any() && !any_move::has_legal_move_in_check(&at)
}

/// Whether a move can be legal by its piece's way of moving alone.
#[derive(Debug, PartialEq, Eq)]
enum Reach {
    /// Its piece of the side to move goes there by its own way (a pawn's push or capture,
    /// the others' steps and lines): legal unless it leaves its own king attacked.
    Yes,
    /// Not a move of this position.
    No,
    /// Castling or en passant: the generator is asked.
    Ask,
}

/// [`Reach`] of `mv` in `pos`: the cheap first half of [`generated`]'s answer, for the
/// replay of a line, whose moves are played anyway.
fn reaches(pos: &Position, mv: Move) -> Reach {
    let us = pos.turn();
    let (from, to) = (mv.from(), mv.to());
    let Some(role) = pos.by_color(us).has(from).then(|| pos.role_at(from)).flatten() else { return Reach::No };
    let occupied = pos.occupied();
    if role == Role::King && (!king_attacks(from).has(to) || pos.by_color(us).has(to)) {
        // Castling (two squares, or onto the rook in Chess960), or nothing.
        return Reach::Ask;
    }
    if role == Role::Pawn && pos.ep_square() == Some(to) {
        return Reach::Ask;
    }
    if pos.by_color(us).has(to) {
        return Reach::No;
    }
    let promotes = role == Role::Pawn && PROMOTION_RANKS.has(to);
    let promotion_fits = match mv.promotion() {
        None => !promotes,
        Some(piece) => promotes && matches!(piece, Role::Knight | Role::Bishop | Role::Rook | Role::Queen),
    };
    let goes = match role {
        Role::Pawn => {
            let ahead = |sq: Square| match us {
                Color::White => (sq.index() < 56).then(|| Square::from_index(sq.index() as u32 + 8)),
                Color::Black => (sq.index() >= 8).then(|| Square::from_index(sq.index() as u32 - 8)),
            };
            let one = ahead(from).filter(|&sq| !occupied.has(sq));
            let two =
                one.filter(|_| from.rank().relative(us).index() == 1).and_then(ahead).filter(|&sq| !occupied.has(sq));
            let capture = pawn_attacks(us, from).has(to) && pos.by_color(!us).has(to);
            capture || one == Some(to) || two == Some(to)
        }
        Role::Knight => knight_attacks(from).has(to),
        Role::Bishop => bishop_attacks(from, occupied).has(to),
        Role::Rook => rook_attacks(from, occupied).has(to),
        Role::Queen => (bishop_attacks(from, occupied) | rook_attacks(from, occupied)).has(to),
        Role::King => true,
    };
    if goes && promotion_fits { Reach::Yes } else { Reach::No }
}

/// Whether `mv` is one of the legal moves of `pos` (only its piece's moves to its square are
/// generated).
fn generated(pos: &Position, mv: Move) -> bool {
    struct Find(Move, bool);
    impl Sink for Find {
        fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
            let promotes = pawn && PROMOTION_RANKS.has(self.0.to());
            let fits = from == self.0.from() && to.has(self.0.to());
            self.1 |= fits && (promotes == self.0.promotion().is_some());
        }
        fn pawn_set(&mut self, to: Bitboard, delta: i8) {
            // Each arrival came from `delta` squares before it.
            let arrival = self.0.from().index() as i32 + i32::from(delta);
            let promotes = PROMOTION_RANKS.has(self.0.to());
            self.1 |= to.has(self.0.to())
                && arrival == self.0.to().index() as i32
                && promotes == self.0.promotion().is_some();
        }
        fn one(&mut self, mv: Move) {
            self.1 |= mv == self.0;
        }
    }
    let mut find = Find(mv, false);
    pos.generate_masked(&mut find, Bitboard::from_square(mv.from()), Bitboard::from_square(mv.to()));
    find.1
}

const PROMOTION_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

/// The corners.
const CORNERS: Bitboard = Bitboard(0x8100_0000_0000_0081);

/// [`Look::to_corner`] for every corner, the light ones and the dark ones.
static TO_CORNER: [[u8; 64]; 3] = [
    to_corner(CORNERS),
    to_corner(Bitboard(CORNERS.0 & Bitboard::LIGHT.0)),
    to_corner(Bitboard(CORNERS.0 & Bitboard::DARK.0)),
];

/// By square: three times the distance to the edge and the distance to the nearest of `corners`.
const fn to_corner(corners: Bitboard) -> [u8; 64] {
    let mut table = [0u8; 64];
    let mut sq: usize = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        let edge = [file, 7 - file, rank, 7 - rank];
        let (mut near, mut i) = (7, 0);
        while i < 4 {
            if edge[i] < near {
                near = edge[i];
            }
            i += 1;
        }
        let mut corner = 8;
        let mut c: usize = 0;
        while c < 64 {
            if corners.0 >> c & 1 == 1 {
                let (df, dr) = (file.abs_diff(c % 8), rank.abs_diff(c / 8));
                let d = if df > dr { df } else { dr };
                if d < corner {
                    corner = d;
                }
            }
            c += 1;
        }
        table[sq] = (3 * near + corner) as u8;
        sq += 1;
    }
    table
}

/// One look: the line so far, the positions seen, the moves of every position on the line.
struct Look {
    winner: Color,
    nodes: u32,
    cap: u32,
    seen: Seen,
    line: Vec<Move>,
    /// The scored moves of the positions on the line that the look came back to, each above
    /// its parent's (a position is listed only when its best move has failed).
    moves: Vec<(i32, Move)>,
    /// The checks of the position the look is in, to be tried for mate (see [`Candidates`]).
    checks: Vec<(Move, u8)>,
    /// By square, how far the defending king there is from the corners it is sent to:
    /// three times its distance to the edge, and its distance to the nearest such corner.
    to_corner: &'static [u8; 64],
    /// Whether the mating side has only minor pieces (no queen, rook or pawn), which mate
    /// only with the defender's own pieces blocking its king: they come to it.
    self_block: bool,
    /// The order the look entered its positions in, folded into one number (for the test
    /// that a faster look does exactly what the old one did).
    #[cfg(test)]
    trace: u64,
}

impl Look {
    #[cfg(test)]
    fn new(pos: &Position, winner: Color, cap: u32) -> Look {
        Look::with(pos, winner, cap, Scratch::default())
    }

    /// A look from `pos` for `winner` that keeps what it grows in `scratch` (emptied first).
    fn with(pos: &Position, winner: Color, cap: u32, scratch: Scratch) -> Look {
        let Scratch { mut seen, mut line, mut moves, mut checks } = scratch;
        seen.clear();
        line.clear();
        moves.clear();
        checks.clear();
        // Most looks end within a few dozen positions: the stacks grow if not.
        line.reserve(DEEPEST);
        moves.reserve(256);
        checks.reserve(32);
        // Bishops of one colour and no heavy piece mate in a corner of that colour; anything
        // else in any corner.
        let ours = pos.by_color(winner);
        let heavy = (pos.by_role(Role::Queen) | pos.by_role(Role::Rook) | pos.by_role(Role::Pawn)) & ours;
        let bishops = pos.by_role(Role::Bishop) & ours;
        let to_corner = if heavy.is_empty() && bishops.any() && (bishops & Bitboard::DARK).is_empty() {
            &TO_CORNER[1]
        } else if heavy.is_empty() && bishops.any() && (bishops & Bitboard::LIGHT).is_empty() {
            &TO_CORNER[2]
        } else {
            &TO_CORNER[0]
        };
        let self_block = heavy.is_empty();
        Look {
            winner,
            self_block,
            nodes: 0,
            cap,
            seen,
            line,
            moves,
            checks,
            to_corner,
            #[cfg(test)]
            trace: 0,
        }
    }

    /// What the look grew, for the next one.
    fn scratch(self) -> Scratch {
        Scratch { seen: self.seen, line: self.line, moves: self.moves, checks: self.checks }
    }

    /// Follows the plan from `pos`; `true` when a mate was found (the line holds it).
    ///
    /// The moves are tried best first, the best of those left each time (a selection sort
    /// over the scored list, ties to the one listed first). Most positions on a line only
    /// ever try their best move: it is found in the same pass over the moves that gathers the
    /// checks, and the list is scored only when the look comes back to the position, where
    /// the first selection picks that move again and the rest follow as they always did.
    fn descend(&mut self, pos: &Position) -> bool {
        self.nodes += 1;
        #[cfg(test)]
        {
            self.trace = (self.trace ^ pos.hash()).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17);
        }
        let attacking = pos.turn() == self.winner;
        if self.nodes >= self.cap || self.line.len() + 1 >= DEEPEST {
            // Nothing below is looked at: only a mate here counts.
            if attacking && let Some(mate) = self.mate_in_one(pos) {
                self.line.push(mate);
                return true;
            }
            return false;
        }
        let first = match self.first_pass(pos, attacking) {
            First::Mate(mate) => {
                self.line.push(mate);
                return true;
            }
            First::Best(None) => return false,
            First::Best(Some(first)) => first,
        };
        match self.enter(pos, first) {
            Some(true) => return true,
            Some(false) if self.nodes >= self.cap => return false,
            _ => {}
        }
        let start = self.moves.len();
        self.score_moves(pos);
        let end = self.moves.len();
        // The best move to the front: `first` again, already tried.
        let best = (start..end).min_by_key(|&k| self.moves[k].0).unwrap_or(start);
        self.moves.swap(start, best);
        debug_assert_eq!(self.moves.get(start).map(|m| m.1), Some(first));
        for i in start + 1..end {
            // The best move left to the front (a selection).
            let best = (i..end).min_by_key(|&k| self.moves[k].0).unwrap_or(i);
            self.moves.swap(i, best);
            match self.enter(pos, self.moves[i].1) {
                Some(true) => {
                    self.moves.truncate(start);
                    return true;
                }
                Some(false) if self.nodes >= self.cap => break,
                _ => {}
            }
        }
        self.moves.truncate(start);
        false
    }

    /// Plays `mv` and follows the plan from there: `None` when the position it leads to was
    /// seen before or lacks mating material (not entered), else whether a mate was found.
    #[inline]
    fn enter(&mut self, pos: &Position, mv: Move) -> Option<bool> {
        let next = pos.play_unchecked(mv);
        // The material changes only by a capture or a promotion (and `pos` has enough).
        let them = !pos.turn();
        let material = mv.promotion().is_some() || next.by_color(them) != pos.by_color(them);
        if !self.seen.insert(next.hash()) || material && next.lacks_mating_material(self.winner) {
            return None;
        }
        self.line.push(mv);
        if self.descend(&next) {
            return Some(true);
        }
        self.line.pop();
        Some(false)
    }

    /// One pass over the moves of `pos`: the best of them by the plan (the first listed of
    /// the cheapest, as the selection in [`Look::descend`] takes it) and, where the mating
    /// side moves, the checks, tried for mate in [`Look::mate_in_one`]'s order afterwards.
    fn first_pass(&mut self, pos: &Position, attacking: bool) -> First {
        let mut scored = Scored::new(self.plan(), pos, attacking, None);
        let us = pos.turn();
        let king = pos.king_of(us);
        let check = if attacking { Some(CheckSquares::new(pos, self.winner)) } else { None };
        // The king's moves come first: scored before any of them is asked whether it is
        // legal, then the other pieces' (castling, and a king that uncovers a check, go
        // the generator's way).
        let lazy = !pos.castling_rights().has_any(us) && !check.as_ref().is_some_and(|c| c.uncover.has(king));
        let from = if lazy {
            scored.king_moves(king);
            !Bitboard::from_square(king)
        } else {
            Bitboard::FULL
        };
        let Some(check) = check else {
            // The defender's other moves cost at least the floor of the farthest piece.
            let others = pos.by_color(us).without(king);
            let floor = if self.self_block {
                others.into_iter().map(|sq| scored.floor(Role::Pawn, sq, Bitboard::EMPTY)).min()
            } else {
                others.any().then_some(0)
            };
            if !lazy || floor.is_some_and(|floor| scored.best.0 > floor) {
                // Without self-blocks every other move costs 0 at the least, which the first
                // quiet one costs: found without generating (out of check) when there is one.
                let quiet = if !lazy || self.self_block || scored.best.0 <= 0 || pos.checkers_from(true).any() {
                    None
                } else {
                    first_quiet(pos)
                };
                match quiet {
                    Some(mv) => scored.emit(0, mv),
                    None => pos.generate_masked(&mut scored, from, Bitboard::FULL),
                }
            }
            return First::Best(scored.best());
        };
        self.checks.clear();
        let checks = Candidates { pos, check: &check, flights: None, found: &mut self.checks };
        let mut both = Both { scored: &mut scored, checks };
        pos.generate_masked(&mut both, from, Bitboard::FULL);
        let best = both.scored.best();
        let flights = both.checks.flights;
        if self.checks.is_empty() {
            return First::Best(best);
        }
        let flights = flights.unwrap_or_else(|| Flights::new(pos, self.winner, check.king));
        // Those that do not uncover a check first, then those that do: each in the order generated.
        for uncovers in [false, true] {
            for &(mv, kind) in &self.checks {
                if (kind & UNCOVERS != 0) != uncovers || kind & ONE == 0 && flights.leaves_one(pos, mv) {
                    continue;
                }
                let next = pos.play_unchecked(mv);
                let mates = if kind & ONE != 0 {
                    next.checkers_from(true).any() && !any_move::has_legal_move(&next)
                } else {
                    !any_move::has_legal_move_in_check(&next)
                };
                if mates {
                    return First::Mate(mv);
                }
            }
        }
        First::Best(best)
    }

    /// A move of the mating side (to move in `pos`) that checkmates, if any: only the moves
    /// that give check are played (a move onto a square from which its piece attacks the
    /// king, or off the line between the king and one of our sliders).
    fn mate_in_one(&self, pos: &Position) -> Option<Move> {
        let CheckSquares { king, checks, uncover, targets } = CheckSquares::new(pos, self.winner);
        let mut mate = None;
        let mut sink = Checks { pos, king, uncover, checks, found: &mut mate };
        pos.generate_masked(&mut sink, !uncover, targets);
        if mate.is_none() && uncover.any() {
            let mut sink = Checks { pos, king, uncover, checks, found: &mut mate };
            pos.generate_masked(&mut sink, uncover, Bitboard::FULL);
        }
        mate
    }

    /// Pushes the moves of `pos` with how far each leaves the plan (lower is better).
    fn score_moves(&mut self, pos: &Position) {
        let attacking = pos.turn() == self.winner;
        let mut sink = Scored::new(self.plan(), pos, attacking, Some(&mut self.moves));
        pos.generate(&mut sink);
    }

    /// What the look's plan is, for scoring moves.
    fn plan(&self) -> Plan {
        Plan { winner: self.winner, to_corner: self.to_corner, self_block: self.self_block }
    }
}

/// The plan of a look, what its scores depend on: see [`Look`].
#[derive(Clone, Copy)]
struct Plan {
    winner: Color,
    to_corner: &'static [u8; 64],
    self_block: bool,
}

/// The outcome of [`Look::first_pass`].
enum First {
    /// A move of the mating side that checkmates.
    Mate(Move),
    /// The best move by the plan, if there is a move.
    Best(Option<Move>),
}

/// The squares in front of `winner`'s pawn on `pawn`, on its file and the files beside it
/// (where [`Scored::king_cost`] counts a defending king in the pawn's way).
#[inline(always)]
fn in_front(winner: Color, pawn: Square) -> Bitboard {
    Bitboard(IN_FRONT[winner.index()][pawn.index()])
}

/// [`in_front`] by colour (White's first) and square.
static IN_FRONT: [[u64; 64]; 2] = FRONTS;

/// [`IN_FRONT`], for the tables made from it.
const FRONTS: [[u64; 64]; 2] = {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    let mut table = [[0u64; 64]; 2];
    let mut sq: usize = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        let files = (FILE_A << file) | ((FILE_A << file) << 1 & !FILE_A) | ((FILE_A << file) >> 1 & !(FILE_A << 7));
        table[0][sq] = if rank < 7 { files & !0u64 << (8 * (rank + 1)) } else { 0 };
        table[1][sq] = files & ((1u64 << (8 * rank)) - 1);
        sq += 1;
    }
    table
};

/// By colour (White's first) and the defending king's square: the squares of that colour's
/// pawns that [`in_front`] meets the king's square or a square around it from (the pawns
/// [`Scored::king_cost`] may count, there and one step away).
static BEHIND_ZONE: [[u64; 64]; 2] = {
    let mut table = [[0u64; 64]; 2];
    let mut color = 0;
    while color < 2 {
        let mut king: usize = 0;
        while king < 64 {
            let (kf, kr) = ((king % 8) as i32, (king / 8) as i32);
            let mut zone = 0u64;
            let mut sq: usize = 0;
            while sq < 64 {
                let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
                if (f - kf).abs() <= 1 && (r - kr).abs() <= 1 {
                    zone |= 1 << sq;
                }
                sq += 1;
            }
            let mut pawn: usize = 0;
            while pawn < 64 {
                if FRONTS[color][pawn] & zone != 0 {
                    table[color][king] |= 1 << pawn;
                }
                pawn += 1;
            }
            king += 1;
        }
        color += 1;
    }
    table
};

/// How far `winner`'s `role` on `sq` is from the plan, the defending king on `king`.
#[inline(always)]
fn piece_cost(winner: Color, role: Role, sq: Square, king: Square) -> i32 {
    if role == Role::Pawn {
        let to_go = 7 - sq.rank().relative(winner).index();
        return PAWN + TO_GO[to_go];
    }
    i32::from(BY_DISTANCE[role.index()][DISTANCE[sq.index()][king.index()] as usize])
}

/// By role (not the pawn) and distance to the defending king: the role's cost in
/// [`piece_cost`]: a king 2 a step beyond two, a knight 1 a step beyond two, a queen 1 a
/// step beyond three, rooks and bishops none.
static BY_DISTANCE: [[u8; 8]; 6] = COST_BY_DISTANCE;

/// [`BY_DISTANCE`], for the tables made from it.
const COST_BY_DISTANCE: [[u8; 8]; 6] = {
    let mut table = [[0u8; 8]; 6];
    let mut d: usize = 0;
    while d < 8 {
        table[Role::King.index()][d] = 2 * d.saturating_sub(2) as u8;
        table[Role::Knight.index()][d] = d.saturating_sub(2) as u8;
        table[Role::Queen.index()][d] = d.saturating_sub(3) as u8;
        d += 1;
    }
    table
};

/// By role: the farthest distance from the defending king at which [`BY_DISTANCE`] costs
/// nothing (it grows beyond).
static FREE_WITHIN: [usize; 6] = {
    let mut table = [7; 6];
    let mut role = 0;
    while role < 6 {
        let mut d = 0;
        while d < 7 && COST_BY_DISTANCE[role][d + 1] == 0 {
            d += 1;
        }
        table[role] = d;
        role += 1;
    }
    table
};

/// By square and distance: the squares at most that far from it (a king's distance).
static WITHIN: [[u64; 8]; 64] = {
    let mut table = [[0u64; 8]; 64];
    let mut a: usize = 0;
    while a < 64 {
        let mut b: usize = 0;
        while b < 64 {
            let (df, dr) = ((a % 8).abs_diff(b % 8), (a / 8).abs_diff(b / 8));
            let d = if df > dr { df } else { dr };
            let mut r = d;
            while r < 8 {
                table[a][r] |= 1 << b;
                r += 1;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// The king's distance between any two squares.
static DISTANCE: [[u8; 64]; 64] = {
    let mut table = [[0u8; 64]; 64];
    let mut a: usize = 0;
    while a < 64 {
        let mut b: usize = 0;
        while b < 64 {
            let (df, dr) = ((a % 8).abs_diff(b % 8), (a / 8).abs_diff(b / 8));
            table[a][b] = if df > dr { df as u8 } else { dr as u8 };
            b += 1;
        }
        a += 1;
    }
    table
};

/// Worth of the pieces, for captures.
fn worth(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// What a pawn costs before it promotes, beyond its ranks to go (a promotion is always worth it).
const PAWN: i32 = 16;

/// What a pawn of the mating side costs by its ranks to go, besides [`PAWN`]: 3 a rank far
/// from promotion, more for each of the last four (4, 6, 8, 10), so that of the pawns that
/// can run, the one nearest promotion goes first and queens, rather than each in turn a rank
/// at a time. Where the mating side has many men this is most of its line: before, the look
/// pushed every pawn a little before any promoted, and its lines on the bench's crowded
/// final positions (13 men or more) were 23 plies long at the median, now 20 to 21, with
/// 10% fewer positions visited there (5% over all the final positions).
static TO_GO: [i32; 8] = [0, 10, 18, 24, 28, 31, 34, 37];

/// What each push of a walled pawn of the mating side costs more (one with a pawn of the
/// other side ahead on its file, which cannot queen without taking first): of the pawns
/// nearest promotion, one with its file clear runs first. On the bench's final positions
/// with 13 men or more the look then visits 3% fewer positions, and its median line there
/// is a ply or two shorter.
const WALLED: i32 = 2;

/// What losing a piece of the mating side costs, per unit of its worth.
const LOSS: i32 = 40;

#[inline(always)]
fn distance(a: Square, b: Square) -> i32 {
    i32::from(DISTANCE[a.index()][b.index()])
}

/// Scores the generated moves: onto the look's stack, or keeping only the best.
struct Scored<'a> {
    pos: &'a Position,
    plan: Plan,
    attacking: bool,
    /// The defending king's square.
    king: Square,
    /// The mating side's king (when the defender moves; the defending king's square else).
    mating_king: Square,
    /// The mating side's knights and queens (when the defender moves).
    knights: Bitboard,
    queens: Bitboard,
    /// The mating side's pawns that the defending king can stand in front of from where it
    /// is (see [`in_front`]), when it moves.
    pawns: Bitboard,
    /// The pieces of the side not to move.
    theirs: Bitboard,
    /// The defending king's cost where it stands (when the defender moves).
    base: i32,
    /// A defending piece that stops a pawn of the mating side, which its king goes to take.
    stopper: Option<Square>,
    /// By role: the squares from which a slider of that role bears on a square around the
    /// defending king (every square for the other roles).
    bear: [Bitboard; 6],
    /// The mating side's pawns with a pawn of the other side ahead on their file, when it
    /// moves: they cannot queen without taking first, and their pushes cost [`WALLED`] more.
    walled: Bitboard,
    /// Where the scored moves go, in the order generated; `None` keeps only the best.
    list: Option<&'a mut Vec<(i32, Move)>>,
    /// The first of the cheapest moves so far (when not listing).
    best: (i32, Move),
}

impl<'a> Scored<'a> {
    /// The scorer of the moves of `pos`, with what the scores depend on besides the move
    /// worked out once: for the defender, where the mating pieces that count stand; for the
    /// mating side, the pawn its king goes to free and the squares its sliders bear from.
    #[inline(always)]
    fn new(plan: Plan, pos: &'a Position, attacking: bool, list: Option<&'a mut Vec<(i32, Move)>>) -> Scored<'a> {
        let winner = plan.winner;
        let king = pos.king_of(!winner);
        let theirs = pos.by_color(!pos.turn());
        let mut scored = Scored {
            pos,
            plan,
            attacking,
            king,
            mating_king: king,
            knights: Bitboard::EMPTY,
            queens: Bitboard::EMPTY,
            pawns: Bitboard::EMPTY,
            theirs,
            base: 0,
            stopper: None,
            bear: [Bitboard::FULL; 6],
            walled: Bitboard::EMPTY,
            list,
            best: (i32::MAX, Move::new(king, king, None)),
        };
        if !attacking {
            scored.mating_king = pos.king_of(winner);
            scored.knights = pos.pieces(winner, Role::Knight);
            scored.queens = pos.pieces(winner, Role::Queen);
            // The king's cost is asked only where it stands and of the squares around it: a
            // pawn that nothing of these stands in front of counts for none of them.
            scored.pawns = pos.pieces(winner, Role::Pawn) & Bitboard(BEHIND_ZONE[winner.index()][king.index()]);
            scored.base = scored.king_cost(king);
            return scored;
        }
        let ours = pos.by_color(winner);
        // Without a queen or a rook, a pawn stopped by a defending piece needs the king to take it.
        let pawns = pos.pieces(winner, Role::Pawn);
        let ahead = Bitboard(match winner {
            Color::White => pawns.0 << 8,
            Color::Black => pawns.0 >> 8,
        });
        let stoppers = ahead & theirs & !pos.by_role(Role::King);
        // The squares behind the other side's pawns, on their files (seen from the mating side).
        let walls = pos.pieces(!winner, Role::Pawn).0;
        let behind = match winner {
            Color::White => {
                let x = walls >> 8;
                let x = x | x >> 8;
                let x = x | x >> 16;
                x | x >> 32
            }
            Color::Black => {
                let x = walls << 8;
                let x = x | x << 8;
                let x = x | x << 16;
                x | x << 32
            }
        };
        scored.walled = pawns & Bitboard(behind);
        if stoppers.any() && ((pos.by_role(Role::Queen) | pos.by_role(Role::Rook)) & ours).is_empty() {
            let wk = pos.king_of(winner);
            scored.stopper = stoppers.into_iter().min_by_key(|&sq| distance(sq, wk));
        }
        // Asked only of the mating side's sliders, and of a pawn promoting to one.
        let sliders = pos.by_role(Role::Bishop) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
        let promoting = pawns
            & Bitboard(match winner {
                Color::White => 0x00FF_0000_0000_0000,
                Color::Black => 0x0000_0000_0000_FF00,
            });
        if ((sliders & ours) | promoting).any() {
            let (straight, diagonal) = lines_from(king_attacks(king).with(king), pos.occupied());
            scored.bear[Role::Bishop.index()] = diagonal;
            scored.bear[Role::Rook.index()] = straight;
            scored.bear[Role::Queen.index()] = diagonal | straight;
        }
        scored
    }

    /// The first of the cheapest moves scored, if any.
    fn best(&self) -> Option<Move> {
        (self.best.0 != i32::MAX).then_some(self.best.1)
    }

    /// Takes one scored move, in the order generated.
    #[inline(always)]
    fn emit(&mut self, cost: i32, mv: Move) {
        match &mut self.list {
            Some(list) => list.push((cost, mv)),
            None => {
                if cost < self.best.0 {
                    self.best = (cost, mv);
                }
            }
        }
    }

    /// How far the defending king on `sq` is from the plan: off the edge, away from a
    /// corner, far from the mating pieces, or in the way of a pawn.
    #[inline(always)]
    fn king_cost(&self, sq: Square) -> i32 {
        let mut cost = i32::from(self.plan.to_corner[sq.index()]);
        let far = &DISTANCE[sq.index()];
        cost += i32::from(BY_DISTANCE[Role::King.index()][far[self.mating_king.index()] as usize]);
        for piece in self.knights {
            cost += i32::from(BY_DISTANCE[Role::Knight.index()][far[piece.index()] as usize]);
        }
        for piece in self.queens {
            cost += i32::from(BY_DISTANCE[Role::Queen.index()][far[piece.index()] as usize]);
        }
        for pawn in self.pawns {
            // In front of the pawn, on its file or next to it.
            cost += 6 * i32::from(in_front(self.plan.winner, pawn).has(sq));
        }
        cost
    }

    #[inline]
    fn push(&mut self, role: Role, from: Square, to: Square, promotion: Option<Role>) {
        let cost = self.cost_of(role, from, to, promotion);
        self.emit(cost, Move::new(from, to, promotion));
    }

    /// The score of one move.
    #[inline]
    fn cost_of(&self, role: Role, from: Square, to: Square, promotion: Option<Role>) -> i32 {
        let captured = if self.theirs.has(to) { self.pos.role_at(to) } else { None };
        if self.attacking {
            let arrives = promotion.unwrap_or(role);
            let winner = self.plan.winner;
            let mut cost = piece_cost(winner, arrives, to, self.king) - piece_cost(winner, role, from, self.king);
            // A slider bearing on no square around the defending king costs 2.
            let bears = |role: Role, sq: Square| 2 * i32::from(!self.bear[role.index()].has(sq));
            cost += bears(arrives, to) - bears(role, from);
            if promotion.is_some_and(|role| role != Role::Queen) {
                cost += 4;
            }
            if let (Role::King, Some(stopper)) = (role, self.stopper) {
                cost = 2 * (distance(to, stopper) - distance(from, stopper));
            } else if role == Role::King && cost == 0 && distance(from, self.king) <= 2 {
                // A king already beside the defending one's flight squares waits for the others.
                cost += 1;
            }
            cost - captured.map_or(0, worth)
        } else if role == Role::King {
            self.king_cost(to) - self.base + captured.map_or(0, |r| LOSS * worth(r))
        } else {
            let promotes = i32::from(promotion.is_some()) * 2;
            let gather = if self.plan.self_block { distance(to, self.king) - distance(from, self.king) } else { 0 };
            promotes + captured.map_or(0, |r| LOSS * worth(r)) + gather
        }
    }

    /// The best of the king's moves (not castling), as the generator would give them to
    /// [`Scored::push`]: the first of the cheapest of its legal steps, which are those to
    /// squares the other side does not attack once the king has left its own.
    fn king_moves(&mut self, king: Square) {
        let pos = self.pos;
        let us = pos.turn();
        let steps = king_attacks(king) & !pos.by_color(us);
        let legal = steps & !attacked_in(pos, !us, steps, pos.occupied().without(king));
        // The cheapest so far and its square (the generator's order breaks ties).
        let mut pick = (i32::MAX, king);
        // `cost_of` for a king's step, with what depends only on where it stands worked out once.
        let worth_at = |sq: Square| pos.role_at(sq).map_or(0, worth);
        if self.attacking {
            let near = &DISTANCE[self.king.index()];
            let leaves = i32::from(BY_DISTANCE[Role::King.index()][near[king.index()] as usize]);
            // A king already beside the defending one's flight squares waits for the others.
            let waits = i32::from(near[king.index()] <= 2);
            for to in legal {
                let mut cost = match self.stopper {
                    Some(stopper) => 2 * (distance(to, stopper) - distance(king, stopper)),
                    None => {
                        let cost = i32::from(BY_DISTANCE[Role::King.index()][near[to.index()] as usize]) - leaves;
                        if cost == 0 { waits } else { cost }
                    }
                };
                if self.theirs.has(to) {
                    cost -= worth_at(to);
                }
                if cost < pick.0 {
                    pick = (cost, to);
                }
            }
        } else {
            for to in legal {
                let mut cost = self.king_cost(to) - self.base;
                if self.theirs.has(to) {
                    cost += LOSS * worth_at(to);
                }
                if cost < pick.0 {
                    pick = (cost, to);
                }
            }
        }
        if pick.0 != i32::MAX {
            self.emit(pick.0, Move::new(king, pick.1, None));
        }
    }

    /// A bound below the score of every move of the piece (not a king) on `from` to `to`:
    /// when the best so far is no dearer, none of them can take its place.
    #[inline]
    fn floor(&self, role: Role, from: Square, to: Bitboard) -> i32 {
        if !self.attacking {
            // A capture or a promotion only costs; gathering gains at most all but one step.
            return if self.plan.self_block { 1 - distance(from, self.king) } else { 0 };
        }
        // Arriving costs nothing at the least; a capture gains the worth of what it takes.
        let leaves =
            piece_cost(self.plan.winner, role, from, self.king) + 2 * i32::from(!self.bear[role.index()].has(from));
        let taken = to & self.theirs;
        let pos = self.pos;
        let gain = if taken.is_empty() {
            0
        } else if (taken & pos.by_role(Role::Queen)).any() {
            9
        } else if (taken & pos.by_role(Role::Rook)).any() {
            5
        } else if (taken & (pos.by_role(Role::Bishop) | pos.by_role(Role::Knight))).any() {
            3
        } else {
            1
        };
        -leaves - gain
    }

    /// [`Scored::push`] for every move of the piece (not a king) on `from` to `to`, in the
    /// same order and at the same costs.
    #[inline]
    fn piece_moves(&mut self, role: Role, from: Square, to: Bitboard) {
        let promoting = if role == Role::Pawn { to & PROMOTION_RANKS } else { Bitboard::EMPTY };
        let (pos, theirs) = (self.pos, self.theirs);
        let captured = |sq: Square| if theirs.has(sq) { pos.role_at(sq) } else { None };
        if !self.attacking {
            // The defender's moves other than the king's: a promotion costs 2, losing a piece
            // of the mating side much more.
            let (self_block, king) = (self.plan.self_block, self.king);
            let gather = |sq: Square| if self_block { distance(sq, king) - distance(from, king) } else { 0 };
            for sq in to {
                let loss = captured(sq).map_or(0, |r| LOSS * worth(r)) + gather(sq);
                if promoting.has(sq) {
                    for promoted in [Role::Queen, Role::Rook, Role::Knight, Role::Bishop] {
                        self.emit(2 + loss, Move::new(from, sq, Some(promoted)));
                    }
                } else {
                    self.emit(loss, Move::new(from, sq, None));
                }
            }
            return;
        }
        let (winner, king, bear) = (self.plan.winner, self.king, self.bear);
        // A slider bearing on no square around the defending king costs 2.
        let bears = |role: Role, sq: Square| 2 * i32::from(!bear[role.index()].has(sq));
        let cost = |arrives: Role, sq: Square| piece_cost(winner, arrives, sq, king) + bears(arrives, sq);
        let leaves = cost(role, from);
        let walled = if role == Role::Pawn && self.walled.has(from) { WALLED } else { 0 };
        if self.list.is_none() && role != Role::Pawn {
            self.best_of_piece(role, from, to, leaves);
            return;
        }
        for sq in to {
            let gain = captured(sq).map_or(0, worth);
            if promoting.has(sq) {
                for promoted in [Role::Queen, Role::Rook, Role::Knight, Role::Bishop] {
                    let under = if promoted == Role::Queen { 0 } else { 4 };
                    self.emit(cost(promoted, sq) - leaves + under - gain, Move::new(from, sq, Some(promoted)));
                }
            } else {
                let push = if gain == 0 { walled } else { 0 };
                self.emit(cost(role, sq) - leaves - gain + push, Move::new(from, sq, None));
            }
        }
    }

    /// [`Scored::piece_moves`] of the mating side's knight, bishop, rook or queen on `from`
    /// (whose own cost there is `leaves`) when only the best is kept: the first of its
    /// cheapest moves, as scoring them all in the order generated finds it, but with its
    /// quiet moves taken a ring around the defending king at a time. A quiet move costs by
    /// how far from the king it lands (nothing up to [`FREE_WITHIN`], then more each ring)
    /// and 2 more where the piece bears on no square around the king: the cheapest are the
    /// nearest ring's, or all within the free distance, of those that bear or of those that
    /// do not. The captures are scored one by one.
    #[inline]
    fn best_of_piece(&mut self, role: Role, from: Square, to: Bitboard, leaves: i32) {
        let (pos, king) = (self.pos, self.king);
        let bear = self.bear[role.index()];
        // The cheapest so far, and its square: pairs compare as the generator's order breaks ties.
        let mut pick = (i32::MAX, 64u32);
        for sq in to & self.theirs {
            let gain = pos.role_at(sq).map_or(0, worth);
            let cost = piece_cost(self.plan.winner, role, sq, king) + 2 * i32::from(!bear.has(sq));
            pick = pick.min((cost - leaves - gain, sq.index() as u32));
        }
        let quiet = to & !self.theirs;
        for (squares, unborne) in [(quiet & bear, 0), (quiet & !bear, 2)] {
            if squares.is_empty() {
                continue;
            }
            let within = &WITHIN[king.index()];
            let mut ring = FREE_WITHIN[role.index()];
            while (squares & Bitboard(within[ring])).is_empty() {
                ring += 1;
            }
            if let Some(sq) = (squares & Bitboard(within[ring])).first() {
                let cost = i32::from(BY_DISTANCE[role.index()][ring]) + unborne;
                pick = pick.min((cost - leaves, sq.index() as u32));
            }
        }
        if pick.0 != i32::MAX {
            self.emit(pick.0, Move::new(from, Square::from_index(pick.1), None));
        }
    }

    /// Scores the pawn moves to `to`, each from `delta` squares before it.
    #[inline]
    fn pawns(&mut self, to: Bitboard, delta: i8) {
        let from = |sq: Square| Square::from_index((sq.index() as i32 - i32::from(delta)) as u32);
        if self.list.is_none() && self.attacking && delta.unsigned_abs().is_multiple_of(8) {
            // Keeping only the best: the mating side's pushes that do not promote cost by the
            // rank they end on (see `TO_GO`) and by whether the pawn is walled, so only the
            // first of each rank, of the walled pawns' pushes and of the others', can be the
            // first cheapest.
            let plain = to & !PROMOTION_RANKS;
            let walled = Bitboard(if delta > 0 { self.walled.0 << delta } else { self.walled.0 >> -delta });
            let mut firsts = Bitboard::EMPTY;
            for mut rest in [plain & walled, plain & !walled] {
                while let Some(sq) = rest.first() {
                    firsts = firsts.with(sq);
                    rest = Bitboard(rest.0 & !Bitboard::rank(sq.rank()).0);
                }
            }
            for sq in (to & PROMOTION_RANKS) | firsts {
                if plain.has(sq) {
                    let (winner, king) = (self.plan.winner, self.king);
                    let cost = piece_cost(winner, Role::Pawn, sq, king)
                        - piece_cost(winner, Role::Pawn, from(sq), king)
                        + if walled.has(sq) { WALLED } else { 0 };
                    self.emit(cost, Move::new(from(sq), sq, None));
                } else {
                    self.moves_of(Role::Pawn, from(sq), Bitboard::from_square(sq));
                }
            }
            return;
        }
        for sq in to {
            self.moves_of(Role::Pawn, from(sq), Bitboard::from_square(sq));
        }
    }

    /// Scores the moves of the `role` on `from` to `to`.
    #[inline]
    fn moves_of(&mut self, role: Role, from: Square, to: Bitboard) {
        if self.list.is_none() && role != Role::King && self.best.0 <= self.floor(role, from, to) {
            return;
        }
        if role != Role::King {
            // The same costs as `push`, with what depends on `from` worked out once.
            self.piece_moves(role, from, to);
            return;
        }
        for sq in to {
            self.push(role, from, sq, None);
        }
    }
}

impl Sink for Scored<'_> {
    const SMALL_TABLES: bool = true;

    fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
        if to.is_empty() {
            return;
        }
        let role = if pawn { Role::Pawn } else { self.pos.role_at(from).unwrap_or(Role::King) };
        self.moves_of(role, from, to);
    }

    fn pawn_set(&mut self, to: Bitboard, delta: i8) {
        if to.any() {
            self.pawns(to, delta);
        }
    }

    fn one(&mut self, mv: Move) {
        let role = self.pos.role_at(mv.from()).unwrap_or(Role::King);
        self.push(role, mv.from(), mv.to(), mv.promotion());
    }
}

/// The squares from which each role checks the defending king, and our pieces that uncover
/// a check by leaving their square.
struct CheckSquares {
    /// The defending king.
    king: Square,
    /// By role index: the squares from which that role gives check.
    checks: [Bitboard; 6],
    /// The mating side's pieces that stand alone between one of its sliders and the king.
    uncover: Bitboard,
    /// Every square from which some role gives check.
    targets: Bitboard,
}

impl CheckSquares {
    /// For the mating side `us`, to move in `pos`.
    fn new(pos: &Position, us: Color) -> CheckSquares {
        let them = !us;
        let king = pos.king_of(them);
        let occupied = pos.occupied();
        let ours = pos.by_color(us);
        let diagonal = bishop_attacks(king, occupied);
        let straight = rook_attacks(king, occupied);
        // By role index: pawn, knight, bishop, rook, queen, king.
        let checks =
            [pawn_attacks(them, king), knight_attacks(king), diagonal, straight, diagonal | straight, Bitboard::EMPTY];
        // Our pieces that stand alone between one of our sliders and their king.
        let sliders_d = (pos.by_role(Role::Bishop) | pos.by_role(Role::Queen)) & ours;
        let sliders_s = (pos.by_role(Role::Rook) | pos.by_role(Role::Queen)) & ours;
        let snipers = (bishop_rays(king) & sliders_d) | (rook_rays(king) & sliders_s);
        let mut uncover = Bitboard::EMPTY;
        for sniper in snipers {
            let inside = between(king, sniper) & occupied;
            if !inside.more_than_one() {
                uncover |= inside & ours;
            }
        }
        let targets = checks[1] | diagonal | straight | checks[0];
        CheckSquares { king, checks, uncover, targets }
    }
}

/// The first move the generator gives of a piece other than the king, of the side to move
/// (not in check), that neither captures nor promotes, if it is one of the knights', the
/// sliders' or the unpinned pawns' pushes (`None` leaves the question to the generator).
fn first_quiet(pos: &Position) -> Option<Move> {
    let us = pos.turn();
    let king = pos.king_of(us);
    let occupied = pos.occupied();
    let empty = !occupied;
    let pinned = pos.pinned_from(true);
    for from in pos.pieces(us, Role::Knight) & !pinned {
        if let Some(to) = (knight_attacks(from) & empty).first() {
            return Some(Move::new(from, to, None));
        }
    }
    let queens = pos.pieces(us, Role::Queen);
    for from in pos.pieces(us, Role::Bishop) | queens {
        let mut to = bishop_attacks(from, occupied) & empty;
        if pinned.has(from) {
            to &= crate::rules::line(king, from);
        }
        if let Some(to) = to.first() {
            return Some(Move::new(from, to, None));
        }
    }
    for from in pos.pieces(us, Role::Rook) | queens {
        let mut to = rook_attacks(from, occupied) & empty;
        if pinned.has(from) {
            to &= crate::rules::line(king, from);
        }
        if let Some(to) = to.first() {
            return Some(Move::new(from, to, None));
        }
    }
    // Single steps (those onto the last rank promote), then double steps from the second rank.
    let free = (pos.pieces(us, Role::Pawn) & !pinned).0;
    let (one, step, third) = match us {
        Color::White => (free << 8 & empty.0, 8i32, 0x0000_0000_00FF_0000u64),
        Color::Black => (free >> 8 & empty.0, -8, 0x0000_FF00_0000_0000),
    };
    let double = if us == Color::White { (one & third) << 8 } else { (one & third) >> 8 } & empty.0;
    let from = |to: Square, by: i32| Move::new(Square::from_index((to.index() as i32 - by) as u32), to, None);
    if let Some(to) = (Bitboard(one) & !PROMOTION_RANKS).first() {
        return Some(from(to, step));
    }
    Bitboard(double).first().map(|to| from(to, 2 * step))
}

/// The defending king's flight squares as the mating side's pieces cover them, to turn
/// down without playing it a check that leaves one of them free for certain.
struct Flights {
    /// The squares around the defending king not held by its own pieces.
    around: Bitboard,
    /// Of them, those the mating side attacks now (the defending king off the board).
    covered: Bitboard,
    /// Of them, those two or more of its pieces attack (a queen's lines count as one).
    twice: Bitboard,
    /// Every square the mating side's sliders attack now (the defending king off the board),
    /// of those whose lines can reach the squares around it.
    seen: Bitboard,
    /// The board without the defending king.
    occupied: Bitboard,
}

impl Flights {
    fn new(pos: &Position, us: Color, king: Square) -> Flights {
        let around = king_attacks(king) & !pos.by_color(!us);
        let occupied = pos.occupied().without(king);
        let ours = pos.by_color(us);
        let (mut covered, mut twice) = (king_attacks(pos.king_of(us)) & around, Bitboard::EMPTY);
        let mut cover = |attacks: Bitboard| {
            twice |= covered & attacks;
            covered |= attacks & around;
        };
        for sq in pos.pieces(us, Role::Knight) {
            cover(knight_attacks(sq));
        }
        // The pawns' captures towards each side, all at once: no two pawns take towards the
        // same side onto one square, so a square both sets hold is covered twice.
        const NOT_FILE_A: u64 = !0x0101_0101_0101_0101;
        const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;
        let pawns = pos.pieces(us, Role::Pawn).0;
        let (west, east) = match us {
            Color::White => ((pawns & NOT_FILE_A) << 7, (pawns & NOT_FILE_H) << 9),
            Color::Black => ((pawns & NOT_FILE_A) >> 9, (pawns & NOT_FILE_H) >> 7),
        };
        cover(Bitboard(west));
        cover(Bitboard(east));
        // Only the sliders whose lines on an empty board meet the squares around the king:
        // the others cover none of them, however the lines open (so neither are they
        // counted in `seen`).
        let mut seen = Bitboard::EMPTY;
        let queens = pos.by_role(Role::Queen);
        for sq in (pos.by_role(Role::Bishop) | queens) & ours {
            if (bishop_rays(sq) & around).any() {
                let attacks = bishop_attacks(sq, occupied);
                seen |= attacks;
                cover(attacks);
            }
        }
        for sq in (pos.by_role(Role::Rook) | queens) & ours {
            if (rook_rays(sq) & around).any() {
                let attacks = rook_attacks(sq, occupied);
                seen |= attacks;
                cover(attacks);
            }
        }
        Flights { around, covered, twice, seen, occupied }
    }

    /// The squares of `to` from which the piece (a knight, a bishop, a rook or a queen, not
    /// promoting) on `from` covers every square around the defending king that nothing
    /// covers now: those where [`Flights::leaves_one`] may say no. Its lines from there are
    /// those from each such square back to it (they are the same lines), `from` emptied.
    #[inline]
    fn may_cover(&self, role: Role, from: Square, to: Bitboard) -> Bitboard {
        let occupied = self.occupied.without(from);
        let mut free = self.around & !self.covered;
        if self.seen.has(from) {
            // What a slider looking through `from` may cover once the piece has left it (no
            // more than a queen there sees, the arrival not yet blocking) need not be
            // covered from where the piece arrives.
            free &= !(bishop_attacks(from, occupied) | rook_attacks(from, occupied));
        }
        let mut to = to;
        // The lines on an empty board first (a lookup each, no blockers to ask): they rule
        // out most squares already, and a knight's are its moves.
        for sq in free {
            to &= match role {
                Role::Bishop => bishop_rays(sq),
                Role::Rook => rook_rays(sq),
                Role::Queen => bishop_rays(sq) | rook_rays(sq),
                Role::Knight => knight_attacks(sq),
                // Not asked of them (a king gives no check, a pawn's checks are apart).
                Role::Pawn | Role::King => Bitboard::FULL,
            };
            if to.is_empty() {
                return to;
            }
        }
        if role == Role::Knight {
            return to;
        }
        for sq in free {
            if to.is_empty() {
                break;
            }
            to &= attacks(role, Color::White, sq, occupied);
        }
        to
    }

    /// Whether the defending king has, for certain, a legal step after `mv` (not castling
    /// nor en passant): a square around it that no other piece covers now, nor the moving
    /// piece where it arrives, nor a queen on the square `mv` leaves when a slider looks
    /// through it (a line the move opens goes on beyond that square, no farther than a
    /// queen there sees). Covering only shrinks otherwise: the arrival blocks lines, it does
    /// not open them; and the moving piece takes its cover from where it stood with it.
    /// (Asked so, rather than giving up whenever a slider looks through the square left, it
    /// turns down nearly three in four of the checks the dead question played on the bench's
    /// final positions: 64,000 played instead of 234,000.)
    #[inline]
    fn leaves_one(&self, pos: &Position, mv: Move) -> bool {
        let (from, to) = (mv.from(), mv.to());
        let occupied = self.occupied.without(from);
        let role = pos.role_at(from).unwrap_or(Role::King);
        let mut covers = attacks(mv.promotion().unwrap_or(role), pos.turn(), to, occupied);
        if self.seen.has(from) {
            // A slider that looks through the square left sees on beyond it: no farther than
            // a queen there would (the arrival only blocks more).
            let occupied = occupied.with(to);
            covers |= bishop_attacks(from, occupied) | rook_attacks(from, occupied);
        }
        if (self.around & !self.covered & !covers).any() {
            return true;
        }
        // The squares only the moving piece covered, from where it stood.
        let alone = self.covered & !self.twice & attacks(role, pos.turn(), from, self.occupied);
        (alone & !covers).any()
    }
}

/// The squares of `zone` that `by`'s pieces attack, `occupied` blocking: the squares of
/// `zone` where [`Position::is_attacked`] says yes.
#[inline]
fn attacked_in(pos: &Position, by: Color, zone: Bitboard, occupied: Bitboard) -> Bitboard {
    const NOT_FILE_A: u64 = !0x0101_0101_0101_0101;
    const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;
    let theirs = pos.by_color(by);
    let pawns = pos.pieces(by, Role::Pawn).0;
    let mut attacked = king_attacks(pos.king_of(by))
        | Bitboard(match by {
            Color::White => (pawns & NOT_FILE_A) << 7 | (pawns & NOT_FILE_H) << 9,
            Color::Black => (pawns & NOT_FILE_A) >> 9 | (pawns & NOT_FILE_H) >> 7,
        });
    for sq in pos.pieces(by, Role::Knight) {
        attacked |= knight_attacks(sq);
    }
    // Only the sliders whose lines on an empty board meet the zone are asked through the
    // blockers (a plain lookup rules out most of the others).
    let queens = pos.by_role(Role::Queen);
    for sq in (pos.by_role(Role::Bishop) | queens) & theirs {
        if (bishop_rays(sq) & zone).any() {
            attacked |= bishop_attacks(sq, occupied);
        }
    }
    for sq in (pos.by_role(Role::Rook) | queens) & theirs {
        if (rook_rays(sq) & zone).any() {
            attacked |= rook_attacks(sq, occupied);
        }
    }
    attacked & zone
}

/// The squares a rook and a bishop attack from any square of `from`, `occupied` blocking:
/// the union of [`rook_attacks`] and of [`bishop_attacks`] from each, found for all of them
/// at once by filling the empty squares outwards in each of the eight directions.
#[inline(always)]
fn lines_from(from: Bitboard, occupied: Bitboard) -> (Bitboard, Bitboard) {
    const NOT_FILE_A: u64 = !0x0101_0101_0101_0101;
    const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;
    // One direction: its step, as a shift up (positive) or down, and the squares a step
    // may land on (not across the board's side edge).
    let fill = |step: i32, lands: u64| {
        let shift = |b: u64, by: i32| if by > 0 { b << by } else { b >> -by };
        let (mut reached, mut open) = (from.0, !occupied.0 & lands);
        reached |= open & shift(reached, step);
        open &= shift(open, step);
        reached |= open & shift(reached, 2 * step);
        open &= shift(open, 2 * step);
        reached |= open & shift(reached, 4 * step);
        shift(reached, step) & lands
    };
    let straight = fill(8, !0) | fill(-8, !0) | fill(1, NOT_FILE_A) | fill(-1, NOT_FILE_H);
    let diagonal = fill(9, NOT_FILE_A) | fill(7, NOT_FILE_H) | fill(-7, NOT_FILE_A) | fill(-9, NOT_FILE_H);
    (Bitboard(straight), Bitboard(diagonal))
}

/// The squares a `color` `role` on `sq` attacks, `occupied` blocking.
#[inline(always)]
fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => bishop_attacks(sq, occupied) | rook_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// A check candidate that uncovers (one [`Look::mate_in_one`] generates in its second pass).
const UNCOVERS: u8 = 1;
/// A candidate generated as one move (castling, en passant): played and asked whether it checks.
const ONE: u8 = 2;

/// Gathers, from a full generation, the moves [`Look::mate_in_one`] plays (checks for
/// certain, and castling and en passant that may check), in its order within each of its
/// two passes: the moves generated with its masks are those of the full generation within
/// them, in the same order. Left out are a knight's, bishop's, rook's or queen's direct
/// checks that leave a flight square free for certain (see [`Flights::may_cover`]), which
/// [`Look::first_pass`] would turn down unplayed: it plays the same checks in the same order.
struct Candidates<'a> {
    pos: &'a Position,
    check: &'a CheckSquares,
    /// The defending king's flights, worked out at the first piece that can check.
    flights: Option<Flights>,
    found: &'a mut Vec<(Move, u8)>,
}

impl Candidates<'_> {
    #[inline(always)]
    fn moves_of(&mut self, role: Role, from: Square, to: Bitboard, pawn: bool) {
        let check = self.check;
        if !pawn && !check.uncover.has(from) {
            // Most pieces: the squares from which they check (most have none).
            let to = to & check.checks[role.index()];
            if to.any() {
                self.direct(role, from, to);
            }
            return;
        }
        self.others(role, from, to, pawn);
    }

    /// The checks of a knight, bishop, rook or queen on `from` that uncovers nothing, to the
    /// squares `to`, less those from which it leaves a flight square free for certain (most
    /// of them, turned down in [`Look::first_pass`] anyway: dropped here a piece at a time).
    #[inline(never)]
    fn direct(&mut self, role: Role, from: Square, to: Bitboard) {
        let (pos, king) = (self.pos, self.check.king);
        let flights = self.flights.get_or_insert_with(|| Flights::new(pos, pos.turn(), king));
        for sq in flights.may_cover(role, from, to) {
            self.found.push((Move::new(from, sq, None), 0));
        }
    }

    /// The checks of a pawn, or of a piece that uncovers one.
    #[inline(never)]
    fn others(&mut self, role: Role, from: Square, to: Bitboard, pawn: bool) {
        let check = self.check;
        let CheckSquares { king, checks, uncover, .. } = *check;
        if uncover.has(from) {
            // Every move off the line between the king and the slider uncovers a check.
            let off = to & !crate::rules::line(king, from);
            for sq in to {
                if pawn && PROMOTION_RANKS.has(sq) {
                    for promoted in [Role::Queen, Role::Rook, Role::Knight, Role::Bishop] {
                        if off.has(sq) || checks[promoted.index()].has(sq) {
                            self.found.push((Move::new(from, sq, Some(promoted)), UNCOVERS));
                        }
                    }
                } else if off.has(sq) || checks[role.index()].has(sq) {
                    self.found.push((Move::new(from, sq, None), UNCOVERS));
                }
            }
            return;
        }
        if pawn {
            for sq in to {
                if PROMOTION_RANKS.has(sq) {
                    for promoted in [Role::Queen, Role::Rook, Role::Knight, Role::Bishop] {
                        if checks[promoted.index()].has(sq) {
                            self.found.push((Move::new(from, sq, Some(promoted)), 0));
                        }
                    }
                } else if checks[Role::Pawn.index()].has(sq) {
                    self.found.push((Move::new(from, sq, None), 0));
                }
            }
        }
    }

    #[inline]
    fn one(&mut self, mv: Move) {
        if self.check.uncover.has(mv.from()) {
            self.found.push((mv, ONE | UNCOVERS));
        } else if self.check.targets.has(mv.to()) {
            self.found.push((mv, ONE));
        }
    }
}

/// Scores the moves and gathers the checks in one generation.
struct Both<'a, 'b> {
    scored: &'b mut Scored<'a>,
    checks: Candidates<'a>,
}

impl Sink for Both<'_, '_> {
    const SMALL_TABLES: bool = true;

    #[inline]
    fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
        if to.is_empty() {
            return;
        }
        let role = if pawn { Role::Pawn } else { self.scored.pos.role_at(from).unwrap_or(Role::King) };
        self.scored.moves_of(role, from, to);
        self.checks.moves_of(role, from, to, pawn);
    }

    fn pawn_set(&mut self, to: Bitboard, delta: i8) {
        if to.is_empty() {
            return;
        }
        self.scored.pawns(to, delta);
        // Only a pawn arriving where it checks, promoting, or leaving a line to the king can
        // be a check: those that come from `delta` squares before an uncovering square.
        let check = self.checks.check;
        let uncover = if delta > 0 { check.uncover.0 << delta } else { check.uncover.0 >> delta.unsigned_abs() };
        let checking = to & (check.checks[Role::Pawn.index()] | PROMOTION_RANKS | Bitboard(uncover));
        for sq in checking {
            let from = Square::from_index((sq.index() as i32 - i32::from(delta)) as u32);
            self.checks.moves_of(Role::Pawn, from, Bitboard::from_square(sq), true);
        }
    }

    fn one(&mut self, mv: Move) {
        self.scored.one(mv);
        self.checks.one(mv);
    }
}

/// Plays the moves that give check, and keeps the first that mates.
struct Checks<'a> {
    pos: &'a Position,
    /// The defending king.
    king: Square,
    /// The mating side's pieces whose leaving the line uncovers a check.
    uncover: Bitboard,
    /// The squares from which each role (by index) gives check.
    checks: [Bitboard; 6],
    found: &'a mut Option<Move>,
}

impl Checks<'_> {
    /// Plays `mv` (of a piece arriving as `arrives`) when it gives check, and keeps it if it mates.
    #[inline]
    fn try_move(&mut self, mv: Move, arrives: Role) {
        let (from, to) = (mv.from(), mv.to());
        let direct = self.checks[arrives.index()].has(to);
        let uncovers = self.uncover.has(from) && !crate::rules::line(self.king, from).has(to);
        if !direct && !uncovers || self.found.is_some() {
            return;
        }
        // A check for certain: the piece attacks the king from `to` (its line to the king
        // is the same with `from` emptied), or it left the only square between a slider and
        // the king.
        let next = self.pos.play_unchecked(mv);
        if !any_move::has_legal_move_in_check(&next) {
            *self.found = Some(mv);
        }
    }

    fn play(&mut self, mv: Move) {
        if self.found.is_some() {
            return;
        }
        let next = self.pos.play_unchecked(mv);
        if next.checkers_from(true).any() && !any_move::has_legal_move(&next) {
            *self.found = Some(mv);
        }
    }
}

impl Sink for Checks<'_> {
    const SMALL_TABLES: bool = true;

    fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
        if self.found.is_some() {
            return;
        }
        let role = if pawn { Role::Pawn } else { self.pos.role_at(from).unwrap_or(Role::King) };
        for sq in to {
            if pawn && PROMOTION_RANKS.has(sq) {
                for promoted in [Role::Queen, Role::Rook, Role::Knight, Role::Bishop] {
                    self.try_move(Move::new(from, sq, Some(promoted)), promoted);
                }
            } else {
                self.try_move(Move::new(from, sq, None), role);
            }
        }
    }

    fn pawn_set(&mut self, to: Bitboard, delta: i8) {
        for sq in to {
            let from = Square::from_index((sq.index() as i32 - i32::from(delta)) as u32);
            self.moves(from, Bitboard::from_square(sq), true);
        }
    }

    fn one(&mut self, mv: Move) {
        // Castling or en passant: played, and asked (they can check in ways the rest does not).
        self.play(mv);
    }
}

#[cfg(test)]
mod tests {
    use super::super::dead::tests::{kind, thread_cpu_ns};
    use super::super::test_support::{Board, Rng, mates, pos};
    use super::*;

    /// The replay's legality test is the generator's: over positions of random games (with
    /// castling rights and en passant squares), every move the generator makes and every
    /// other (from, to, promotion) of the side to move's pieces gets the same answer.
    #[test]
    fn the_replay_tells_legal_moves_as_the_generator_does() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let (mut legal, mut asked) = (0, 0);
        for _ in 0..300 {
            let mut p = Position::new();
            for _ in 0..next(120) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = p.play_unchecked(moves[next(moves.len() as u64) as usize]);
            }
            for from in p.by_color(p.turn()) {
                for to in (0..64).map(Square::from_index) {
                    for promotion in [None, Some(Role::Queen), Some(Role::Knight)] {
                        let mv = Move::new(from, to, promotion);
                        let fast = match reaches(&p, mv) {
                            Reach::No => false,
                            Reach::Ask => generated(&p, mv),
                            Reach::Yes => {
                                let after = p.play_unchecked(mv);
                                after.attackers(after.king_of(p.turn()), !p.turn()).is_empty()
                            }
                        };
                        assert_eq!(fast, generated(&p, mv), "{} {mv:?}", p.fen());
                        assert_eq!(fast, p.legal_moves().contains(&mv), "{} {mv:?}", p.fen());
                        legal += usize::from(fast);
                        asked += 1;
                    }
                }
            }
        }
        assert!(legal > 5000 && asked > 100_000, "{legal} legal of {asked}");
    }

    /// Keeping only the best move finds the move the full scored list puts first (the first
    /// of the cheapest), for either side as the mating one, in every kind of plan: over
    /// positions of random games and random endings.
    #[test]
    fn the_best_kept_is_the_first_cheapest_of_the_list() {
        let mut rng = Rng(0x0DDB_1A5E_5BAD_5EED);
        let mut positions = Vec::new();
        for _ in 0..400 {
            let mut p = Position::new();
            for _ in 0..rng.below(140) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = p.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
            positions.push(p);
        }
        while positions.len() < 1200 {
            let mut board = Board::empty();
            board.place(crate::rules::Piece::new(Color::White, Role::King), &mut rng);
            board.place(crate::rules::Piece::new(Color::Black, Role::King), &mut rng);
            for _ in 0..1 + rng.below(6) {
                let color = if rng.below(2) == 0 { Color::White } else { Color::Black };
                let role = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen][rng.below(5) as usize];
                board.place(crate::rules::Piece::new(color, role), &mut rng);
            }
            let turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
            if let Some(p) = board.position(turn) {
                positions.push(p);
            }
        }
        let mut compared = 0;
        for p in &positions {
            for winner in [Color::White, Color::Black] {
                let look = Look::new(p, winner, 10);
                let attacking = p.turn() == winner;
                let mut list = Vec::new();
                p.generate(&mut Scored::new(look.plan(), p, attacking, Some(&mut list)));
                let first = list.iter().enumerate().min_by_key(|&(i, &(cost, _))| (cost, i)).map(|(_, m)| *m);
                let mut best = Scored::new(look.plan(), p, attacking, None);
                p.generate(&mut best);
                assert_eq!(best.best().map(|mv| (best.best.0, mv)), first, "{} {winner:?}", p.fen());
                compared += usize::from(first.is_some());
            }
        }
        assert!(compared > 2000, "{compared}");
    }

    /// The squares attacked all at once are those asked one by one, with or without the
    /// king of the side attacked on the board: over positions of random games.
    #[test]
    fn the_squares_attacked_are_those_asked_one_by_one() {
        let mut rng = Rng(0x1234_5678_9ABC_DEF1);
        for _ in 0..300 {
            let mut p = Position::new();
            for _ in 0..rng.below(160) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = p.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
                for by in [Color::White, Color::Black] {
                    for occupied in [p.occupied(), p.occupied().without(p.king_of(!by))] {
                        let all = attacked_in(&p, by, Bitboard::FULL, occupied);
                        for sq in (0..64).map(Square::from_index) {
                            assert_eq!(all.has(sq), p.is_attacked(sq, by, occupied), "{} {by:?} {sq:?}", p.fen());
                        }
                    }
                }
            }
        }
    }

    /// The lines filled from a set of squares are the union of the attacks from each: over
    /// random sets and boards.
    #[test]
    fn lines_filled_are_the_attacks_of_each_square() {
        let mut rng = Rng(0x5EED_0F11_11E5);
        for _ in 0..20_000 {
            let random = |rng: &mut Rng, n: u64| {
                let mut b = Bitboard::EMPTY;
                for _ in 0..n {
                    b = b.with(Square::from_index(rng.below(64) as u32));
                }
                b
            };
            let n = rng.below(40);
            let occupied = random(&mut rng, n);
            let n = 1 + rng.below(9);
            let from = random(&mut rng, n);
            let (mut straight, mut diagonal) = (Bitboard::EMPTY, Bitboard::EMPTY);
            for sq in from {
                straight |= rook_attacks(sq, occupied);
                diagonal |= bishop_attacks(sq, occupied);
            }
            assert_eq!(lines_from(from, occupied), (straight, diagonal), "{from:?} {occupied:?}");
        }
    }

    /// The pawns behind the squares around a king are those whose squares in front meet them.
    #[test]
    fn the_pawns_behind_a_kings_zone_are_those_in_front_of_it() {
        for winner in [Color::White, Color::Black] {
            for king in (0..64).map(Square::from_index) {
                let zone = king_attacks(king).with(king);
                for pawn in (0..64).map(Square::from_index) {
                    let behind = Bitboard(BEHIND_ZONE[winner.index()][king.index()]).has(pawn);
                    assert_eq!(behind, (in_front(winner, pawn) & zone).any(), "{winner:?} {king:?} {pawn:?}");
                }
            }
        }
    }

    /// The squares in front of a pawn are those the king's cost counted one by one.
    #[test]
    fn in_front_of_a_pawn_is_ahead_on_its_file_or_beside() {
        for winner in [Color::White, Color::Black] {
            for pawn in (0..64).map(Square::from_index) {
                for sq in (0..64).map(Square::from_index) {
                    let ahead = sq.rank().relative(winner).index() > pawn.rank().relative(winner).index();
                    let beside = sq.file().index().abs_diff(pawn.file().index()) <= 1;
                    assert_eq!(in_front(winner, pawn).has(sq), ahead && beside, "{winner:?} {pawn:?} {sq:?}");
                }
            }
        }
    }

    /// The bare-king endings of `cargo bench --bench check` that took the searches longest
    /// (up to 24 ms each): the look proves each of them live within its cap.
    #[test]
    fn the_slow_bare_king_endings_of_the_bench_are_found_live() {
        for (fen, winner) in [
            ("8/8/7R/N6B/P4k1P/8/1K6/8 w - - 9 64", Color::White),
            ("6n1/8/8/1pb5/7k/8/K7/8 b - - 5 57", Color::Black),
            ("6bk/8/5n2/8/8/6K1/8/8 b - - 38 80", Color::Black),
            ("8/8/8/4k3/8/1n6/6b1/1K6 b - - 38 74", Color::Black),
            ("8/2K4R/8/8/8/1k6/8/8 b - - 9 80", Color::White),
        ] {
            let p = pos(fen);
            let line = helpmate(&p, winner, super::super::dead::LOOK);
            assert!(line.as_ref().is_some_and(|l| mates(&p, winner, l)), "{fen}: {line:?}");
        }
    }

    /// Minor pieces alone mate only against a king its own pieces hem in: the defender's
    /// pieces come to their king, and the look finds these self-block mates of the bench's
    /// final positions (opposite bishops, knight against knight, a knight against a pawn),
    /// which the searches took up to 1.5 ms each to find.
    #[test]
    fn minor_pieces_alone_find_self_block_mates() {
        for (fen, winner) in [
            ("8/2k5/8/8/8/8/Bb6/7K w - - 13 68", Color::White),
            ("8/2k5/8/8/8/8/Bb6/7K w - - 13 68", Color::Black),
            ("8/7k/8/6N1/n7/8/7K/8 b - - 1 69", Color::Black),
            ("8/7k/n7/1K6/8/8/8/1N6 b - - 9 71", Color::White),
            ("8/6k1/8/8/7N/8/p7/5K2 w - - 0 61", Color::White),
        ] {
            let p = pos(fen);
            let line = helpmate(&p, winner, super::super::dead::LOOK);
            assert!(line.as_ref().is_some_and(|l| mates(&p, winner, l)), "{fen} {winner:?}: {line:?}");
        }
    }

    /// A line handed back is always a helpmate: over random legal endings against a bare
    /// king (one to three pieces and pawns for the other side, either side to move), every
    /// line the look returns is legal move by move and ends in mate by the right side, and
    /// the look finds one in most of them.
    #[test]
    fn every_line_found_is_a_helpmate() {
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        let (mut tried, mut found) = (0, 0);
        while tried < 1500 {
            let mut board = Board::empty();
            let winner = if rng.below(2) == 0 { Color::White } else { Color::Black };
            board.place(crate::rules::Piece::new(Color::White, Role::King), &mut rng);
            board.place(crate::rules::Piece::new(Color::Black, Role::King), &mut rng);
            for _ in 0..1 + rng.below(3) {
                let role = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen][rng.below(5) as usize];
                board.place(crate::rules::Piece::new(winner, role), &mut rng);
            }
            let turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
            let Some(p) = board.position(turn) else { continue };
            let fen = p.fen();
            if !p.has_legal_move() || p.lacks_mating_material(winner) {
                continue;
            }
            tried += 1;
            if let Some(line) = helpmate(&p, winner, super::super::dead::LOOK) {
                assert!(mates(&p, winner, &line), "{fen}: {line:?}");
                found += 1;
            }
            // Nor does the defender, with nothing but its king, ever get a line.
            assert_eq!(helpmate(&p, !winner, super::super::dead::LOOK), None, "{fen}");
        }
        assert!(found > tried * 8 / 10, "{found} of {tried}");
    }

    /// The look alone on the file `FERZ_FINALS` names (see `spread_of_the_dead_question`): how
    /// many positions it settles, the side with more material first, with what lines and
    /// what CPU time, by kind. `FERZ_CAP` sets its cap (`dead::LOOK`), `FERZ_SHOW` prints some lines.
    #[test]
    #[ignore = "a measurement, on a file the bench writes"]
    fn spread_of_the_look() {
        let Some(path) = std::env::var_os("FERZ_FINALS") else { return };
        let cap: u32 = std::env::var("FERZ_CAP").ok().and_then(|c| c.parse().ok()).unwrap_or(super::super::dead::LOOK);
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let positions: Vec<Position> = text.lines().filter_map(|l| Position::from_fen(l).ok()).collect();
        let (mut all, mut visited, mut failed) = ((0, 0), 0u64, (0u64, 0u64));
        for class in ["bare king", "up to 6 men", "7 to 12 men", "13 men or more"] {
            let (mut n, mut found, mut plies, mut nodes) = (0u32, 0u32, 0usize, Vec::new());
            let cpu = thread_cpu_ns();
            for p in positions.iter().filter(|p| kind(p) == class) {
                n += 1;
                let strong = super::super::dead::stronger(p);
                let mut spent = 0;
                for side in [strong, !strong] {
                    if p.lacks_mating_material(side) {
                        continue;
                    }
                    let mut look = Look::new(p, side, cap);
                    look.seen.insert(p.hash());
                    let mate = look.descend(p);
                    spent += look.nodes;
                    if !mate {
                        failed = (failed.0 + 1, failed.1 + u64::from(look.nodes));
                    }
                    if mate {
                        assert!(is_helpmate(p, side, &look.line), "{}", p.fen());
                        if std::env::var_os("FERZ_SHOW").is_some() && found % 400 == 0 {
                            let mut at = p.clone();
                            let sans: Vec<String> = look
                                .line
                                .iter()
                                .map(|&m| {
                                    let t = crate::rules::san(&at, m);
                                    at = at.play_unchecked(m);
                                    t
                                })
                                .collect();
                            println!("{class}: {} {}", p.fen(), sans.join(" "));
                        }
                        found += 1;
                        plies += look.line.len();
                        nodes.push(spent);
                        break;
                    }
                }
                visited += u64::from(spent);
            }
            let cpu = thread_cpu_ns() - cpu;
            all = (all.0 + cpu, all.1 + n);
            nodes.sort_unstable();
            let at = |q: f64| nodes.get(((nodes.len().max(1) - 1) as f64 * q) as usize).copied().unwrap_or(0);
            println!(
                "{class:>15}: {n:5} positions, {found:5} mates ({:3.0}%), {:5.1} plies, nodes median {} p90 {} p99 {}; CPU {:6.1} µs a position",
                100.0 * f64::from(found) / f64::from(n),
                plies as f64 / f64::from(found.max(1)),
                at(0.5),
                at(0.9),
                at(0.99),
                cpu as f64 / 1e3 / f64::from(n),
            );
        }
        println!(
            "all: CPU {:.2} µs a position, {:.1} positions visited a position, {:.0} ns each",
            all.0 as f64 / 1e3 / f64::from(all.1),
            visited as f64 / f64::from(all.1),
            all.0 as f64 / visited.max(1) as f64
        );
        println!("{} looks found nothing, visiting {} positions in all", failed.0, failed.1);
    }
    /// What the look does on every position of the file `FERZ_FINALS` names (one FEN a line,
    /// or `w FEN` / `b FEN` as in the flag questions), for both sides: the positions it visited,
    /// the order it entered them in (folded into one number) and the line it found, one line
    /// each into the file `FERZ_DUMP` names. Two builds of the look behave the same when their
    /// dumps are the same file: `FERZ_CAP` sets the cap (`dead::LOOK` by default).
    /// `FERZ_FINALS=finals.fen FERZ_DUMP=before.txt cargo test --profile ci -p ferz-core --lib
    /// dump_of_the_look -- --ignored`, the same after a change into `after.txt`, then `cmp`.
    #[test]
    #[ignore = "a comparison of two builds, on a file the bench writes"]
    fn dump_of_the_look() {
        use std::fmt::Write as _;
        let (Some(path), Some(out)) = (std::env::var_os("FERZ_FINALS"), std::env::var_os("FERZ_DUMP")) else { return };
        let cap: u32 = std::env::var("FERZ_CAP").ok().and_then(|c| c.parse().ok()).unwrap_or(super::super::dead::LOOK);
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let mut dump = String::new();
        let mut nodes = 0u64;
        for (i, l) in text.lines().enumerate() {
            let fen = l.strip_prefix("w ").or_else(|| l.strip_prefix("b ")).unwrap_or(l);
            let Ok(p) = Position::from_fen(fen) else { continue };
            for side in [Color::White, Color::Black] {
                if p.lacks_mating_material(side) {
                    continue;
                }
                let mut look = Look::new(&p, side, cap);
                look.seen.insert(p.hash());
                let mate = look.descend(&p);
                nodes += u64::from(look.nodes);
                let line: Vec<String> = if mate { look.line.iter().map(|m| m.uci()).collect() } else { Vec::new() };
                let _ = writeln!(dump, "{i} {side:?} {} {:016x} {}", look.nodes, look.trace, line.join(" "));
            }
        }
        std::fs::write(out, dump).unwrap_or_else(|e| panic!("the dump: {e}"));
        println!("{nodes} positions visited");
    }
}
