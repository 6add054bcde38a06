//! Who can still checkmate: an exact answer by helpmate search, after the
//! published algorithm of Ambrona ("A Practical Algorithm for Chess
//! Unwinnability", FUN 2022), on our own bitboards and move generator.
//!
//! For a position and a side, [`winnability`] answers
//! [`Verdict::Winnable`] with a mating line (the other side cooperating),
//! [`Verdict::Unwinnable`] with the kind of proof, or [`Verdict::Unknown`]
//! when the budget is spent. It escalates from cheap to costly arguments:
//! forced moves played out; a shallow search; a static analysis of where the
//! pieces can ever go; an iterative-deepening search that follows promising
//! moves deeper; the closure of all positions that can arise when only pawns
//! move; the chains of checks; and a deep search guided by the analysis.
//!
//! The dead-position rule (5.2.2) asks it for both sides after every move,
//! the flag-fall rule (6.9) for the side whose flag did not fall.

mod any_move;
mod budget;
mod closure;
mod dead;
mod directed;
mod forced;
mod geometry;
mod key;
mod mating_net;
mod memo;
mod ordering;
mod promote;
mod reach;
#[cfg(test)]
mod reach_tests;
mod relative;
mod search;
mod self_block;
mod statics;
#[cfg(test)]
mod test_support;
mod verdict;

pub use budget::Budget;
pub use dead::{dead_position, dead_position_within};
pub use memo::Memo;
pub use verdict::{Verdict, Why};

use rustc_hash::FxHashMap;

use self::budget::Stop;
use self::closure::Chain;
use self::ordering::Order;
use self::search::{Found, Search};
use crate::rules::move_writing::{SAN_STYLE, push_mark_of, write_short};
use crate::rules::{Color, Move, Notation, Position, Role, write_move};

/// Whether `winner` can checkmate from `pos` by some series of legal moves,
/// the other side cooperating.
///
/// ```
/// use ferz_core::rules::{Color, Position, unwinnable::winnability};
/// // White's flag falls here, but Black cannot mate by any series of moves.
/// let pos = Position::from_fen("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1").unwrap();
/// assert_eq!(winnability(&pos, Color::Black).can_mate(), Some(false));
/// assert_eq!(winnability(&pos, Color::White).can_mate(), Some(true));
/// ```
pub fn winnability(pos: &Position, winner: Color) -> Verdict {
    winnability_within(pos, winner, &Budget::default())
}

/// [`winnability`] within `budget`: [`Verdict::Unknown`] when it is spent first.
pub fn winnability_within(pos: &Position, winner: Color, budget: &Budget) -> Verdict {
    let mut stop = budget.start();
    shallow(pos, winner, &stop).finish(&mut stop)
}

/// Why neither side can mate in `pos` (White's reason, then Black's), or
/// `None` when one of them can or the search could not decide: the
/// dead-position question (5.2.2), asked after every move of a game.
///
/// Both sides first get the cheap stage (forced moves, material, a shallow
/// search), and only then the costly ones: when one side mates quickly the
/// other side's long proof is never needed.
///
/// ```
/// use ferz_core::rules::{Position, unwinnable::neither_can_mate};
/// let locked = Position::from_fen("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1").unwrap();
/// assert!(neither_can_mate(&locked).is_some());
/// assert!(neither_can_mate(&Position::new()).is_none());
/// ```
pub fn neither_can_mate(pos: &Position) -> Option<[Why; 2]> {
    neither_can_mate_within(pos, &Budget::default())
}

/// [`neither_can_mate`] within `budget` (one budget for both sides): `None` also when it is
/// spent first, since no draw is given without proof.
pub fn neither_can_mate_within(pos: &Position, budget: &Budget) -> Option<[Why; 2]> {
    let mut stop = budget.start();
    let [white, black] = [shallow(pos, Color::White, &stop), shallow(pos, Color::Black, &stop)];
    let mates = |stage: &Stage| matches!(stage, Stage::Done(Verdict::Winnable { .. }));
    if mates(&white) || mates(&black) {
        return None;
    }
    // A short look with the middle stage's search next: a mate it finds is a
    // proof whatever the budget, and spares the other side's long one.
    let glimpse = |stage: &Stage| matches!(stage, Stage::Open(open) if open.mate_within(GLIMPSE).is_some());
    if glimpse(&white) || glimpse(&black) {
        return None;
    }
    let white = white.finish(&mut stop).why()?;
    let black = black.finish(&mut stop).why()?;
    Some([white, black])
}

/// Positions the deep search may visit: the counted bound that decides how long a verdict
/// can take. The hardest position of chasolver's sets that a side can mate in
/// (`8/8/1b6/4k2B/8/4p1p1/4P1P1/5BRK b`, White) needs 12.7 million, so every labelled
/// position is decided with room to spare; a crafted position that needs more is undecided
/// after some seconds, the same on any machine.
const DEEP_POSITIONS: u64 = 1 << 24;

/// Positions the dead-position check's short look searches for each side.
const GLIMPSE: u64 = 2000;

/// How far the cheap stage got.
enum Stage {
    /// Decided.
    Done(Verdict),
    /// Still open: the search so far, for the costly stages.
    Open(Box<Open>),
}

impl Stage {
    /// The verdict, running the costly stages if the cheap one left it open.
    fn finish(self, stop: &mut Stop) -> Verdict {
        match self {
            Stage::Done(verdict) => verdict,
            Stage::Open(_) if stop.now_due() => Verdict::Unknown,
            Stage::Open(open) => (*open).deep(stop),
        }
    }
}

/// A search the cheap stage left open.
struct Open {
    search: Search,
    start: Position,
}

/// What a finished round of search proves, if anything.
fn finish(search: &mut Search, found: Found) -> Option<Verdict> {
    match found {
        Found::Mate => Some(Verdict::Winnable { helpmate: std::mem::take(&mut search.line) }),
        Found::None => Some(Verdict::Unwinnable(match search.closed_set() {
            Some(positions) => Why::Exhausted { positions },
            None => Why::EveryLineEnds { plies: search.longest() },
        })),
        Found::Open => None,
    }
}

/// The cheap stage: forced moves played out, too little material, and a
/// shallow search, which settles most positions from real games at once.
fn shallow(pos: &Position, winner: Color, stop: &Stop) -> Stage {
    shallow_in(pos, winner, stop, Order::Chasolver)
}

/// [`shallow`], its search trying moves in `order`. A mate is a proof whatever the order,
/// and so is "none" from its round, which searches every line to its end without a table
/// (the same positions, and the same longest line, in any order); the short looks and the
/// costly stages after it search in chasolver's order.
fn shallow_in(pos: &Position, winner: Color, stop: &Stop, order: Order) -> Stage {
    let mut search = Search::new(winner);
    search.order = order;
    search.stop = stop.clone();
    let Some(start) = forced::play_forced(pos, &mut search.line) else {
        return Stage::Done(Verdict::Unwinnable(Why::ForcedCycle));
    };
    if start.has_legal_move() && start.lacks_mating_material(winner) {
        return Stage::Done(Verdict::Unwinnable(Why::Material));
    }
    search.round_budget = 1000;
    search.restart();
    let found = search.deepen(&start, 1..=1);
    match finish(&mut search, found) {
        Some(verdict) => Stage::Done(verdict),
        None => Stage::Open(Box::new(Open { search, start })),
    }
}

impl Open {
    /// The mate the middle stage's search finds when cut off after `budget` positions, if
    /// any (the same search [`Open::deep`] begins with, so the same mate it would find first).
    fn mate_within(&self, budget: u64) -> Option<Vec<Move>> {
        let mut search = Search::new(self.search.winner());
        search.stop = self.search.stop.clone();
        search.line.clone_from(&self.search.line);
        search.round_budget = 7000;
        search.total_budget = budget;
        search.table = Some(FxHashMap::with_capacity_and_hasher(1000, Default::default()));
        search.restart();
        (search.deepen(&self.start, 2..=128) == Found::Mate).then_some(search.line)
    }

    /// The costly stages, escalating until one decides.
    fn deep(self, stop: &mut Stop) -> Verdict {
        let Open { mut search, start } = self;
        // The costly stages' proofs (their tables, the lines they count) are chasolver's.
        search.order = Order::Chasolver;
        let winner = search.winner();
        let heavy = (start.by_role(Role::Queen) | start.by_role(Role::Rook) | start.by_role(Role::Knight)).any();
        if !heavy && statics::locked(&start, winner) {
            return Verdict::Unwinnable(Why::Locked);
        }

        search.round_budget = 7000;
        search.table = Some(FxHashMap::with_capacity_and_hasher(1000, Default::default()));
        search.restart();
        let found = search.deepen(&start, 2..=128);
        if let Some(verdict) = finish(&mut search, found) {
            return verdict;
        }
        if stop.now_due() {
            return Verdict::Unknown;
        }

        if heavy && statics::locked(&start, winner) {
            return Verdict::Unwinnable(Why::Locked);
        }

        if closure::pieces_move(&start, winner, 1000).contains(&false)
            && let Some(positions) = closure::closure(&start, winner)
        {
            return Verdict::Unwinnable(Why::Exhausted { positions });
        }

        match closure::check_chains(&start, winner) {
            Chain::Mate(line) => {
                search.line.extend(line);
                return Verdict::Winnable { helpmate: std::mem::take(&mut search.line) };
            }
            Chain::NoMate => return Verdict::Unwinnable(Why::Locked),
            Chain::Undecided => {}
        }
        if stop.now_due() {
            return Verdict::Unknown;
        }

        // The deep search, guided by the analysis: bishops head for the mating
        // corner over squares that stay open, and moves into a locked position wait.
        let mut analysis = reach::Reach::new(&start, winner);
        analysis.saturate();
        // The mate is sought in the corner of the right colour that the
        // defending king can reach (the far one when only that one).
        let near = ordering::near_corner(&start, winner);
        let region = analysis.reach[analysis.king(!winner).index()];
        let far = !region.has(near) && region.has(ordering::opposite(near));
        search.guides.far_corner = far;
        search.guides.bishop_distance = Some(ordering::bishop_distances(&start, winner, analysis.steady, far));
        search.guides.hopeless = Some(
            start
                .legal_moves()
                .iter()
                .copied()
                .filter(|&mv| statics::locked(&start.play_unchecked(mv), winner))
                .collect(),
        );
        search.round_budget = u64::MAX;
        search.total_budget = DEEP_POSITIONS;
        search.table = Some(FxHashMap::with_capacity_and_hasher(1 << 16, Default::default()));
        search.restart();
        let found = search.deepen(&start, 2..=128);
        finish(&mut search, found).unwrap_or(Verdict::Unknown)
    }
}

/// A line of moves from `start` written in `notation`, one text per move.
pub fn write_line(start: &Position, line: &[Move], notation: Notation) -> Vec<String> {
    let mut texts = Vec::with_capacity(line.len());
    each_move_text(start, line, notation, |text| texts.push(text.to_string()));
    texts
}

/// [`write_line`] without a string per move: `each` gets every move's text in turn, written
/// into one buffer. SAN plays each move once, for the next move and the check mark together.
pub fn each_move_text(start: &Position, line: &[Move], notation: Notation, mut each: impl FnMut(&str)) {
    let mut pos = start.clone();
    let mut text = String::with_capacity(16);
    for &mv in line {
        let next = pos.play_unchecked(mv);
        if notation == Notation::San && pos.role_at(mv.from()).is_some() {
            text.clear();
            write_short(&pos, mv, &SAN_STYLE, false, &mut text);
            push_mark_of(&next, &mut text);
            each(&text);
        } else {
            each(&write_move(&pos, mv, notation));
        }
        pos = next;
    }
}
