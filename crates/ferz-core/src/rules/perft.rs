//! Perft: counting the leaves of the legal move tree, the standard test of a
//! move generator.

use super::movegen::Sink;
use super::{Bitboard, MAX_MOVES, Move, Position, Role, Square};

/// The number of leaf nodes `depth` plies below `pos`.
///
/// With `bulk`, the last ply is counted without making the moves.
pub fn perft(pos: &Position, depth: u32, bulk: bool) -> u64 {
    if depth == 0 || bulk && depth == 1 {
        return walk(pos, depth, bulk, &mut []);
    }
    // One list a ply, made once: a list made at every node is first written whole (the
    // language's rule for an array), which cost make-move perft 2.4% of its time.
    let mut lists = [const { Runs::new() }; PLIES];
    walk(pos, depth, bulk, &mut lists)
}

/// The plies [`perft`] keeps a list for; a deeper perft starts again below them.
const PLIES: usize = 12;

fn walk(pos: &Position, depth: u32, bulk: bool, lists: &mut [Runs]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if bulk && depth == 1 {
        return pos.count_legal_moves();
    }
    let Some((moves, below)) = lists.split_first_mut() else { return perft(pos, depth, bulk) };
    moves.clear();
    pos.generate(moves);
    let mut nodes = 0;
    let mut start = 0;
    for &(end, role) in &moves.runs[..moves.count] {
        for &mv in &moves.list[start..end as usize] {
            // Clone and play in place: returning the new position by value costs
            // one more copy, right after many small stores (a measured stall).
            let mut child = pos.clone();
            child.play_role_in_place::<false>(mv, role);
            nodes += walk(&child, depth - 1, bulk, below);
        }
        start = end as usize;
    }
    nodes
}

/// More runs than a legal position's moves come in: at most one a call of the generator's
/// sink, that is the king, fifteen other pieces (a queen twice: at most 24 calls), four sets of
/// pawn moves, two en passant captures and two castlings (33).
const MAX_RUNS: usize = 40;

/// The legal moves as the generator finds them, in runs of one role each: perft makes every
/// move with its role known, so the make never asks the six role boards in turn which piece
/// moves (branches mispredicted as often as the moving piece changes).
struct Runs {
    list: [Move; MAX_MOVES],
    len: usize,
    /// Where each run ends in `list`, and the role of its pieces.
    runs: [(u16, Role); MAX_RUNS],
    count: usize,
}

impl Runs {
    const fn new() -> Runs {
        Runs {
            list: [Move::new(Square::A1, Square::A1, None); MAX_MOVES],
            len: 0,
            runs: [(0, Role::Pawn); MAX_RUNS],
            count: 0,
        }
    }

    #[inline(always)]
    fn clear(&mut self) {
        self.len = 0;
        self.count = 0;
    }

    #[inline(always)]
    fn push(&mut self, mv: Move) {
        if self.len < MAX_MOVES {
            self.list[self.len] = mv;
            self.len += 1;
        }
    }

    /// Closes the moves pushed since the last run as a run of `role` (joined to the last run
    /// when that is of the same role).
    #[inline(always)]
    fn close(&mut self, role: Role) {
        let end = self.len as u16;
        if self.count > 0 && self.runs[self.count - 1].1 == role {
            self.runs[self.count - 1].0 = end;
        } else if self.count < MAX_RUNS {
            self.runs[self.count] = (end, role);
            self.count += 1;
        }
    }

    #[inline(always)]
    fn pawn_move(&mut self, from: Square, to: Square) {
        if PROMOTION_RANKS.has(to) {
            for role in Role::PROMOTIONS {
                self.push(Move::new(from, to, Some(role)));
            }
        } else {
            self.push(Move::new(from, to, None));
        }
    }
}

const PROMOTION_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

impl Sink for Runs {
    #[inline(always)]
    fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
        // The generator tells every role (`role_moves`); a pawn is all this could know.
        debug_assert!(pawn, "perft's list is told each piece's role");
        if pawn {
            self.role_moves(from, to, Role::Pawn);
        }
    }
    #[inline(always)]
    fn role_moves(&mut self, from: Square, to: Bitboard, role: Role) {
        if to.is_empty() {
            return;
        }
        for sq in to {
            if role == Role::Pawn {
                self.pawn_move(from, sq);
            } else {
                self.push(Move::new(from, sq, None));
            }
        }
        self.close(role);
    }
    #[inline(always)]
    fn pawn_set(&mut self, to: Bitboard, delta: i8) {
        if to.is_empty() {
            return;
        }
        for sq in to {
            let from = Square::from_index((sq.index() as i32 - delta as i32) as u32);
            self.pawn_move(from, sq);
        }
        self.close(Role::Pawn);
    }
    #[inline(always)]
    fn one(&mut self, _mv: Move) {}
    #[inline(always)]
    fn role_one(&mut self, mv: Move, role: Role) {
        self.push(mv);
        self.close(role);
    }
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

    /// Perft's list against the game's: the same moves in the same order, each run's role the
    /// piece's on the square it leaves, and perft's make (no key) giving the position the
    /// game's make gives, but for the key. Two plies deep from positions with castling of
    /// both kinds, en passant, promotions with and without capture, pins and checks.
    #[test]
    fn runs_and_the_keyless_make_agree_with_the_games_make() {
        let standard = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ];
        let mut roots: Vec<Position> = standard.iter().map(|fen| Position::from_fen(fen).expect("valid FEN")).collect();
        roots.push(Position::from_fen_960("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1").expect("valid X-FEN"));
        roots.extend([0, 518, 959].map(|n| Position::chess960(n).expect("a Chess960 number")));
        let mut positions = Vec::new();
        for root in roots {
            for mv in root.legal_moves().iter() {
                let child = root.play_unchecked(*mv);
                positions.extend(child.legal_moves().iter().map(|m| child.play_unchecked(*m)));
                positions.push(child);
            }
            positions.push(root);
        }
        let mut made = 0;
        for pos in &positions {
            let mut runs = Runs::new();
            pos.generate(&mut runs);
            let mut listed = Vec::new();
            let mut start = 0;
            for &(end, role) in &runs.runs[..runs.count] {
                listed.extend(runs.list[start..end as usize].iter().map(|&mv| (mv, role)));
                start = end as usize;
            }
            assert_eq!(start, runs.len, "every move is in a run: {}", pos.fen());
            let moves: Vec<Move> = listed.iter().map(|&(mv, _)| mv).collect();
            assert_eq!(moves, pos.legal_moves().to_vec(), "{}", pos.fen());
            for (mv, role) in listed {
                assert_eq!(pos.role_at(mv.from()), Some(role), "{} {mv}", pos.fen());
                let mut keyless = pos.clone();
                keyless.play_role_in_place::<false>(mv, role);
                let played = pos.play_unchecked(mv);
                assert_eq!(keyless.fen(), played.fen(), "{} {mv}", pos.fen());
                assert!(keyless.is_same_position(&played), "{} {mv}", pos.fen());
                made += 1;
            }
        }
        assert!(made > 100_000, "{made} moves made");
    }

    /// Below its last list a count goes on with new ones (walked here with two and with one,
    /// where `perft` keeps twelve).
    #[test]
    fn a_count_deeper_than_its_lists_goes_on() {
        let pos = Position::new();
        let mut lists = [const { Runs::new() }; 2];
        assert_eq!(walk(&pos, 4, false, &mut lists), 197_281);
        assert_eq!(walk(&pos, 5, true, &mut lists[..1]), 4_865_609);
        assert_eq!(walk(&pos, 3, false, &mut []), 8_902);
    }

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
