//! The dead-position question alone (5.2.2) — "can either side still mate?" — asked of the
//! last position of every game a check reads, where one helpmate found for either side
//! answers it. Ordinary positions are settled by a short look of a few dozen positions, the
//! side with more material first; only what it leaves open goes to the full proof,
//! [`neither_can_mate`], so the answer is always that one's.

use super::{Why, neither_can_mate};
use crate::rules::{Color, MAX_MOVES, Move, Position, Role, Square};

/// Why neither side can mate in `pos` (White's reason, then Black's), or `None` when one of
/// them can or the proof could not decide: the answer of [`neither_can_mate`], found first
/// by a short look for a helpmate where there is one near.
///
/// ```
/// use ferz::rules::{Position, unwinnable::dead_position};
/// let locked = Position::from_fen("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1").unwrap();
/// assert!(dead_position(&locked).is_some());
/// assert!(dead_position(&Position::new()).is_none());
/// ```
pub fn dead_position(pos: &Position) -> Option<[Why; 2]> {
    if pos.has_legal_move() {
        let strong = stronger(pos);
        for side in [strong, !strong] {
            if !pos.lacks_mating_material(side) && short_look(pos, side) {
                return None;
            }
        }
    }
    neither_can_mate(pos)
}

/// Positions the short look visits for one side, at most.
const LOOK: u32 = 40;

/// The most moves of the mating side the short look plays, the mate included.
const MATING_MOVES: u8 = 3;

/// The side with more material (by the usual 1, 3, 3, 5, 9), White when level.
fn stronger(pos: &Position) -> Color {
    let worth = |side: Color| {
        [(Role::Pawn, 1), (Role::Knight, 3), (Role::Bishop, 3), (Role::Rook, 5), (Role::Queen, 9)]
            .iter()
            .map(|&(role, value)| value * pos.pieces(side, role).count())
            .sum::<u32>()
    };
    if worth(Color::Black) > worth(Color::White) { Color::Black } else { Color::White }
}

/// Whether a helpmate by `winner` turns up within [`LOOK`] positions: lines of up to
/// [`MATING_MOVES`] moves of the winner, deepened one move at a time, with the moves most
/// likely to build a mate tried first. A mate found is a proof; none found proves nothing.
fn short_look(pos: &Position, winner: Color) -> bool {
    let mut budget = LOOK;
    (1..=MATING_MOVES).any(|moves| {
        let plies = 2 * moves - u8::from(pos.turn() == winner);
        mates(pos, winner, plies, &mut budget)
    })
}

/// Whether `winner` mates within `plies` from `pos`, the other side cooperating, before the
/// budget runs out.
fn mates(pos: &Position, winner: Color, plies: u8, budget: &mut u32) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let legal = pos.legal_moves();
    if plies == 1 {
        // The winner's last move: a check that leaves no legal move.
        return legal.iter().any(|&mv| {
            let after = pos.play_unchecked(mv);
            after.is_check() && !after.has_legal_move()
        });
    }
    let king = pos.king_of(!winner);
    let mut ordered = [(0i32, Move::new(Square::A1, Square::A1, None)); MAX_MOVES];
    for (slot, &mv) in ordered.iter_mut().zip(legal.iter()) {
        let score = if pos.turn() == winner { approach(pos, mv, king) } else { cooperate(pos, mv) };
        *slot = (-score, mv);
    }
    let ordered = &mut ordered[..legal.len()];
    ordered.sort_unstable_by_key(|&(score, _)| score);
    ordered.iter().any(|&(_, mv)| {
        let after = pos.play_unchecked(mv);
        // The loser's move may not end the game on the board by itself.
        (pos.turn() == winner || after.has_legal_move()) && mates(&after, winner, plies - 1, budget)
    })
}

/// How much the winner's move brings a piece near the loser's king (higher first): line
/// pieces and knights closer to it, a check best.
fn approach(pos: &Position, mv: Move, king: Square) -> i32 {
    let role = pos.role_at(mv.from()).unwrap_or(Role::Pawn);
    let weight = match role {
        Role::Queen => 4,
        Role::Rook => 3,
        Role::Knight | Role::Bishop => 2,
        Role::Pawn => 1,
        Role::King => 0,
    };
    let check = if pos.play_unchecked(mv).is_check() { 100 } else { 0 };
    check + weight * (8 - distance(mv.to(), king))
}

/// How much the loser's move helps the mate (higher first): a piece stepping next to its own
/// king takes a flight square from it; the king goes to the edge; nothing is captured.
fn cooperate(pos: &Position, mv: Move) -> i32 {
    let us = pos.turn();
    let king = pos.king_of(us);
    let capture = if pos.by_color(!us).has(mv.to()) { -20 } else { 0 };
    let shape = if mv.from() == king {
        let edge = |sq: Square| {
            let (f, r) = (sq.file().index() as i32, sq.rank().index() as i32);
            f.min(7 - f).min(r).min(7 - r)
        };
        3 * (edge(king) - edge(mv.to()))
    } else if distance(mv.to(), king) == 1 {
        10
    } else {
        0
    };
    capture + shape
}

/// The king's distance between two squares.
fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).abs();
    df.max(dr)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    /// Positions of random games from the start (xorshift, so always the same ones).
    fn random_positions(count: usize) -> Vec<Position> {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut out = Vec::new();
        while out.len() < count {
            let mut p = Position::new();
            for _ in 0..(next() % 160) {
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                p = p.play_unchecked(legal[(next() % legal.len() as u64) as usize]);
            }
            out.push(p);
        }
        out
    }

    #[test]
    fn the_answer_is_the_full_proofs() {
        let mut positions: Vec<Position> = [
            "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1",
            "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1",
            "qK6/3k4/8/8/8/8/8/8 w - - 0 1",
            "8/2n5/8/KB6/3k4/8/8/8 b - - 0 1",
            "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "k7/8/8/8/8/8/8/6NK w - - 0 1",
        ]
        .iter()
        .map(|fen| pos(fen))
        .collect();
        positions.extend(random_positions(60));
        for p in &positions {
            assert_eq!(dead_position(p).is_some(), neither_can_mate(p).is_some(), "{}", p.fen());
        }
    }

    #[test]
    fn the_short_look_settles_ordinary_positions() {
        // The start: Black mates first (1. f3 e5 2. g4 Qh4#), White a move later.
        let start = Position::new();
        assert!(short_look(&start, Color::Black));
        // A queen next to the king it mates, the rook behind.
        assert!(short_look(&pos("6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1"), Color::White));
        // No look finds what is not there.
        assert!(!short_look(&pos("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1"), Color::White));
        let settled =
            random_positions(100).iter().filter(|p| !p.has_legal_move() || short_look(p, stronger(p))).count();
        assert!(settled >= 50, "only {settled} of 100 random positions settled by the short look");
    }
}
