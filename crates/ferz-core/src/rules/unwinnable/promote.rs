//! A look for a mating side whose only hope of a queen is a pawn stopped by the defender's
//! pawns or pieces, as at many flag falls late in a game (a king and a blocked pawn, a knight
//! or a bishop beside it): the mate needs the mating king to walk over and take what stands in
//! the pawn's way, the pawn to run and promote, and then the queen to mate. The directed look
//! sends the defending king to a corner meanwhile and seldom finds such a line within its
//! cap; the exact searches take a millisecond or more each.
//!
//! This look plays for the queen first: a depth-first descent like [`self_block`]'s, each
//! position's moves tried best first by how many moves of the mating side the nearest
//! promotion then needs (the pawn's ranks to go, and the king's steps to each piece of the
//! defender's in the pawn's way, which it takes), the defender's moves by how little they
//! stand in the way, every position once. A line is followed only while the half-moves it has
//! taken and twice the moves it still needs stay within a bound, which grows until the cap of
//! positions is spent. At the first promotion to a queen the directed look takes over, with
//! its usual cap, to play the queen's mate; when it finds none, neither does this look.
//!
//! The plan only chooses which lines to play: a line is returned only when it was played out
//! move by legal move to a checkmate by the mating side, and [`directed::is_helpmate`] plays
//! it over again before it is returned. So a line found is a proof; a look that finds none
//! proves nothing, and the exact searches follow.
//!
//! [`self_block`]: super::self_block

use rustc_hash::FxHashSet;

use super::{dead, directed};
use crate::rules::{
    Bitboard, Color, Move, Position, Rank, Role, Square, bishop_attacks, king_attacks, knight_attacks, pawn_attacks,
    rook_attacks,
};

/// The positions the look visits at most, its descents together.
const CAP: u32 = 100;

/// How many times the directed look is asked to mate with a new queen, at most.
const FINISHES: u32 = 1;

/// How many half-moves beyond twice the fewest moves the first descent allows, and how many
/// more each next one.
const SLACK: usize = 6;
const STEP: usize = 6;

/// The longest line the look follows to the promotion, in half-moves.
const DEEPEST: usize = 80;

/// How many of each position's moves are tried, the mating side's and the defender's.
const WIDE: (usize, usize) = (4, 3);

/// A cost no line pays (no pawn left).
const FAR: i32 = 999;

/// A helpmate by `winner`, which has pawns and no queen or rook, that promotes a pawn to a
/// queen first (see the module); checked move by move, or `None` (which proves nothing).
pub(super) fn helpmate(pos: &Position, winner: Color) -> Option<Vec<Move>> {
    let ours = pos.by_color(winner);
    let heavy = (pos.by_role(Role::Queen) | pos.by_role(Role::Rook)) & ours;
    if heavy.any() || (pos.by_role(Role::Pawn) & ours).is_empty() || pos.lacks_mating_material(winner) {
        return None;
    }
    let fewest = to_queen(pos, winner);
    if fewest >= FAR {
        return None;
    }
    let mut look = Look {
        winner,
        nodes: 0,
        finishes: 0,
        bound: 2 * fewest as usize + SLACK,
        seen: FxHashSet::with_capacity_and_hasher(1024, Default::default()),
        line: Vec::with_capacity(DEEPEST + 128),
    };
    while look.nodes < CAP && look.finishes < FINISHES && look.bound <= DEEPEST {
        look.seen.clear();
        look.seen.insert(pos.hash());
        look.line.clear();
        if look.descend(pos) {
            return directed::is_helpmate(pos, winner, &look.line).then_some(look.line);
        }
        look.bound += STEP;
    }
    None
}

/// The fewest moves of `winner` before one of its pawns promotes, on the plan of the module:
/// the pawn's ranks to go, each of `winner`'s own pieces in its way one move to step aside,
/// and the king's steps to each of the defender's pieces in its way (the defending king
/// steps aside by itself; one more for each piece that guards the first, which must stop
/// guarding it), and one more to leave the file; [`FAR`] without a pawn.
fn to_queen(pos: &Position, winner: Color) -> i32 {
    let them = !winner;
    let (our_king, their_king) = (pos.king_of(winner), pos.king_of(them));
    let ours = pos.by_color(winner);
    let theirs = pos.by_color(them).without(their_king);
    let attacked = attacked_by(pos, them);
    let free = !attacked & !ours;
    let mut best = FAR;
    for pawn in pos.pieces(winner, Role::Pawn) {
        let rank = pawn.rank().relative(winner).index() as i32;
        let mut cost = 7 - rank;
        let mut king = our_king;
        let mut took = false;
        for ahead in &Rank::ALL[rank as usize + 1..] {
            let sq = Square::from_coords(pawn.file(), ahead.relative(winner));
            if theirs.has(sq) {
                // The first one by the squares the defender does not attack, the rest as the crow flies.
                // A piece the defender guards is taken only once nothing guards it.
                cost += if took {
                    steps(king, sq)
                } else {
                    walk(our_king, sq, free) + pos.attackers(sq, them).count() as i32
                };
                king = sq;
                took = true;
            } else if ours.has(sq) {
                cost += 1;
            }
            if cost >= best {
                break;
            }
        }
        cost += i32::from(took);
        best = best.min(cost);
    }
    best
}

/// The squares `color` attacks in `pos`.
fn attacked_by(pos: &Position, color: Color) -> Bitboard {
    let occupied = pos.occupied();
    let mut attacked = king_attacks(pos.king_of(color));
    for sq in pos.by_color(color).without(pos.king_of(color)) {
        attacked |= match pos.role_at(sq) {
            Some(Role::Pawn) => pawn_attacks(color, sq),
            Some(Role::Knight) => knight_attacks(sq),
            Some(Role::Bishop) => bishop_attacks(sq, occupied),
            Some(Role::Rook) => rook_attacks(sq, occupied),
            Some(Role::Queen) => bishop_attacks(sq, occupied) | rook_attacks(sq, occupied),
            _ => Bitboard::EMPTY,
        };
    }
    attacked
}

/// The king steps from `from` to take on `to`, over `free` squares; six more than the
/// steps as the crow flies when none lead there.
fn walk(from: Square, to: Square, free: Bitboard) -> i32 {
    const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let mut reach = Bitboard::from_square(to).0;
    for d in 0..16 {
        if reach >> from.index() & 1 == 1 {
            return d;
        }
        let row = reach | (reach << 1 & NOT_A) | (reach >> 1 & NOT_H);
        let next = (row | row << 8 | row >> 8) & (free.0 | 1 << from.index()) | reach;
        if next == reach {
            break;
        }
        reach = next;
    }
    steps(from, to) + 6
}

/// The king steps from `a` to `b`.
fn steps(a: Square, b: Square) -> i32 {
    let df = a.file().index().abs_diff(b.file().index());
    let dr = a.rank().index().abs_diff(b.rank().index());
    df.max(dr) as i32
}

/// One look: the positions seen, the line so far.
struct Look {
    winner: Color,
    nodes: u32,
    /// How many times the directed look was asked to mate with a new queen.
    finishes: u32,
    /// The longest line this descent follows: a position is left when twice the moves the
    /// promotion still needs would take the line beyond it.
    bound: usize,
    seen: FxHashSet<u64>,
    line: Vec<Move>,
}

impl Look {
    /// Plays toward a promotion from `pos`, and from there the directed look toward mate;
    /// `true` when a mate was found (the line holds it).
    fn descend(&mut self, pos: &Position) -> bool {
        self.nodes += 1;
        let need = to_queen(pos, self.winner);
        if need >= FAR
            || self.nodes > CAP
            || self.finishes >= FINISHES
            || self.line.len() + 2 * need as usize > self.bound
        {
            return false;
        }
        let attacking = pos.turn() == self.winner;
        let mut moves: Vec<(i32, Move, Position)> = Vec::with_capacity(48);
        for &mv in pos.legal_moves().iter() {
            // Only a queen is worth promoting to on this plan, for the mating side.
            if attacking && mv.promotion().is_some_and(|role| role != Role::Queen) {
                continue;
            }
            let next = pos.play_unchecked(mv);
            let cost = match attacking {
                // The queen, the look's goal: first.
                true if mv.promotion().is_some() => -1,
                true => to_queen(&next, self.winner),
                false => self.in_the_way(&next),
            };
            if cost < FAR {
                moves.push((cost, mv, next));
            }
        }
        // Best first, ties in the order generated; only the best few.
        moves.sort_by_key(|m| m.0);
        moves.truncate(if attacking { WIDE.0 } else { WIDE.1 });
        for (_, mv, next) in moves {
            if !self.seen.insert(next.hash()) {
                continue;
            }
            self.line.push(mv);
            if attacking && mv.promotion().is_some() {
                // The queen is there: the directed look plays for the mate.
                self.finishes += 1;
                if let Some(mate) = directed::helpmate(&next, self.winner, dead::LOOK) {
                    self.line.extend(mate);
                    return true;
                }
            } else if self.descend(&next) {
                return true;
            }
            self.line.pop();
            if self.nodes > CAP || self.finishes >= FINISHES {
                break;
            }
        }
        false
    }

    /// How much the defender's last move, which led to `next`, stands in the mating side's
    /// way (lower is better): twice the moves the promotion needs, and more for its king
    /// near the mating king or the paths of the mating side's pawns (where it would stop a
    /// pawn, guard the piece in its way, or bar the mating king's walk).
    fn in_the_way(&self, next: &Position) -> i32 {
        let need = to_queen(next, self.winner);
        if need >= FAR {
            return FAR;
        }
        let king = next.king_of(!self.winner);
        let mut near = steps(king, next.king_of(self.winner));
        for pawn in next.pieces(self.winner, Role::Pawn) {
            for sq in ahead_of(self.winner, pawn) {
                near = near.min(steps(king, sq));
            }
        }
        2 * need + (4 - near.min(4))
    }
}

/// The squares in front of `winner`'s pawn on `pawn`, on its file.
fn ahead_of(winner: Color, pawn: Square) -> Bitboard {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    let file = FILE_A << pawn.file().index();
    let rank = pawn.rank().index();
    let ranks = match winner {
        Color::White if rank < 7 => !0u64 << (8 * (rank + 1)),
        Color::White => 0,
        Color::Black => (1u64 << (8 * rank)) - 1,
    };
    Bitboard(file & ranks)
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{Board, Rng, mates, pos, random_questions};
    use super::super::{dead, self_block};
    use super::*;
    use crate::rules::Piece;

    /// Flag falls of `cargo bench --bench check` where the side that did not flag has a king
    /// and pawns its opponent's pawns stop (and at most a minor piece): neither the directed
    /// look nor the self-block look finds the mate, and the exact searches took 0.2 to 1.5 ms
    /// each. This look finds each: the king takes the pawn in the way, the pawn queens, the
    /// queen mates.
    #[test]
    fn the_blocked_pawns_of_the_bench_flag_falls_queen_and_mate() {
        let mut missed = Vec::new();
        for (fen, winner) in FLAG_FALLS {
            let p = pos(fen);
            assert_eq!(directed::helpmate(&p, winner, dead::LOOK), None, "{fen}: no longer slow");
            assert_eq!(self_block::helpmate(&p, winner), None, "{fen}: no longer slow");
            let line = helpmate(&p, winner);
            if !line.as_ref().is_some_and(|l| mates(&p, winner, l)) {
                missed.push(format!("{fen} {winner:?}: {line:?}"));
            }
        }
        assert!(missed.is_empty(), "{missed:#?}");
    }

    const FLAG_FALLS: [(&str, Color); 14] = [
        ("8/8/8/8/2K4k/7p/7P/8 b - - 52 75", Color::White),
        ("8/8/6r1/4k2p/7P/8/8/7K b - - 46 78", Color::White),
        ("8/7p/3k3P/p5K1/4p3/2n5/8/8 b - - 15 66", Color::White),
        ("r1k5/8/5n1p/5ppP/p4b2/K7/8/8 w - - 0 64", Color::White),
        ("5bnr/1p1npk2/8/4q3/7p/2p4P/8/1K6 w - - 4 35", Color::White),
        ("8/p4kr1/r7/6p1/6p1/6P1/8/4K3 b - - 3 59", Color::White),
        ("8/8/8/1k3p2/5P1p/7P/8/4K3 w - - 0 78", Color::White),
        ("8/8/8/1p1p4/1P1P1k2/3P4/8/K7 w - - 1 64", Color::White),
        ("3k4/1B6/6P1/p7/P2K4/3P3N/8/8 w - - 5 58", Color::Black),
        ("2bk3r/2p2p1p/3b3n/3Kp3/7P/8/1n6/8 w - - 0 29", Color::White),
        ("8/6K1/p6p/Pp4k1/2r5/8/4b3/8 w - - 8 55", Color::White),
        ("8/5k2/5p2/5P2/8/8/2p3BK/8 w - - 0 47", Color::White),
        // The bishop on b1 guards the pawn in the way: it goes first.
        ("1nk5/2r5/3p1p2/5p2/5P2/p7/7K/1b1r4 b - - 17 46", Color::White),
        // The knight on f3 and the bishop on f2 both guard the pawn on h4.
        ("3k4/8/8/7p/4P2P/2R2N1P/5B2/5K2 w - - 33 64", Color::Black),
    ];

    /// A line handed back is always a helpmate: over random legal positions where one side
    /// has its king, one to three pawns and at most a knight or a bishop, and the other any
    /// few pieces and pawns (either side to move), every line the look returns is legal move
    /// by move and ends in mate by the right side; and it never answers for a side with a
    /// rook or a queen, or without a pawn.
    #[test]
    fn every_line_found_is_a_helpmate() {
        let (mut tried, mut found) = (0, 0);
        let pieces = |board: &mut Board, winner: Color, rng: &mut Rng| {
            for _ in 0..1 + rng.below(3) {
                board.place(Piece::new(winner, Role::Pawn), rng);
            }
            match rng.below(3) {
                0 => board.place(Piece::new(winner, Role::Knight), rng),
                1 => board.place(Piece::new(winner, Role::Bishop), rng),
                _ => {}
            }
            for _ in 0..rng.below(5) {
                let role = [Role::Pawn, Role::Pawn, Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
                    [rng.below(7) as usize];
                board.place(Piece::new(!winner, role), rng);
            }
        };
        random_questions(0x2545_F491_4F6C_DD1D, 400, pieces, |p, winner| {
            tried += 1;
            if let Some(line) = helpmate(p, winner) {
                assert!(mates(p, winner, &line), "{}: {line:?}", p.fen());
                found += 1;
            }
            let other = p.by_color(!winner);
            let heavy = (other & (p.by_role(Role::Rook) | p.by_role(Role::Queen))).any();
            let pawns = (other & p.by_role(Role::Pawn)).any();
            if let Some(line) = helpmate(p, !winner) {
                assert!(!heavy && pawns && mates(p, !winner, &line), "{}: {line:?}", p.fen());
            }
        });
        // 391 of the 400 when this was written.
        assert!(found > tried * 3 / 4, "{found} of {tried}");
    }
}
