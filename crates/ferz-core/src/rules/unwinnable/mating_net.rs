//! After the static analysis: could the defending king ever stand mated?
//! Looks for a square where a mating piece could give check while every
//! flight square is covered by the defender's own pieces or the mating king.

use super::geometry;
use super::reach::Reach;
use crate::rules::{Bitboard, Role, king_attacks};

impl Reach {
    /// False only when no mate of the defending king is possible anywhere
    /// (a proof); true when the analysis cannot rule one out.
    pub(super) fn mate_possible(&self) -> bool {
        let winner = self.winner;
        let loser = !winner;
        let king_reach = self.reach[self.king(winner).index()];
        let region = self.reach[self.king(loser).index()];
        let occupied = !self.clear;

        // The mating side's pieces that can move and attack the king's region.
        let mut checking_squares = Bitboard::EMPTY;
        for sq in self.pieces(winner) {
            let piece = self.piece(sq);
            if piece.role == Role::King || self.reach[sq.index()] == Bitboard::from_square(sq) {
                continue;
            }
            for from in self.reach[sq.index()] {
                checking_squares |= region & geometry::attacks(piece.role, winner, from, occupied);
            }
        }
        if checking_squares.is_empty() {
            return false;
        }

        for mate_square in checking_squares {
            let flights = king_attacks(mate_square) & region & !checking_squares;
            let mut defenders = Bitboard::EMPTY;
            let mut blockable = Bitboard::EMPTY;
            for sq in self.pieces(loser) & !Bitboard::from_square(self.king(loser)) {
                let reached = flights & self.reach[sq.index()];
                if reached.any() {
                    defenders = defenders.with(sq);
                    blockable |= reached;
                }
            }
            let n = defenders.count().min(blockable.count());
            for blocked in geometry::subsets(blockable, n) {
                let open = flights & !blocked;
                if open.is_empty() {
                    return true;
                }
                let mut guards = Bitboard::EMPTY;
                for flight in open {
                    guards |= king_attacks(flight);
                }
                guards &= !(king_attacks(mate_square).with(mate_square));
                if (guards & king_reach).into_iter().any(|k| (king_attacks(k) & open) == open) {
                    return true;
                }
            }
        }
        false
    }
}
