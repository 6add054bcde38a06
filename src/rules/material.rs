//! Mating material: whether a side can still checkmate by any series of
//! legal moves, as the Laws' dead-position and flag-fall rules ask
//! (rules.md, "How a game ends" and the flag-fall verdict table).

use super::attacks::{king_attacks, pawn_attacks};
use super::{Bitboard, Color, Position, Role};

impl Position {
    /// True when neither side can ever checkmate for lack of material:
    /// K v K, K+B v K, K+N v K, and kings with bishops all on one square colour.
    pub fn is_insufficient_material(&self) -> bool {
        let heavy = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if heavy.any() {
            return false;
        }
        let knights = self.by_role(Role::Knight);
        let bishops = self.by_role(Role::Bishop);
        let minors = knights | bishops;
        if minors.count() <= 1 {
            return true;
        }
        knights.is_empty() && ((bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty())
    }

    /// Whether `color` could checkmate the other king by some series of legal
    /// moves, even with the opponent's help (the flag-fall question of 6.9).
    ///
    /// Follows the verdict table of rules.md: a bare king never mates; a lone
    /// knight mates only when the opponent has something besides queens to
    /// block with; bishops all on one colour mate only when the opponent has
    /// a pawn, a knight or a bishop on the other colour; anything more can.
    pub fn can_mate(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let theirs = self.by_color(!color);
        let heavy = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if (heavy & ours).any() {
            return true;
        }
        let knights = self.by_role(Role::Knight) & ours;
        let bishops = self.by_role(Role::Bishop) & ours;
        if knights.is_empty() && bishops.is_empty() {
            return false;
        }
        let their_kingless = theirs & !self.by_role(Role::King);
        if knights.count() == 1 && bishops.is_empty() {
            let blockers = their_kingless & !self.by_role(Role::Queen);
            return blockers.any();
        }
        if knights.is_empty() {
            let on_light = (bishops & Bitboard::LIGHT).any();
            let on_dark = (bishops & Bitboard::DARK).any();
            if on_light && on_dark {
                return true;
            }
            let other_colour = if on_light { Bitboard::DARK } else { Bitboard::LIGHT };
            let their_pawns_knights = their_kingless & (self.by_role(Role::Pawn) | self.by_role(Role::Knight));
            let their_other_bishops = their_kingless & self.by_role(Role::Bishop) & other_colour;
            return their_pawns_knights.any() || their_other_bishops.any();
        }
        true
    }
}

impl Position {
    /// True for a dead position that is not a matter of material: only kings
    /// and pawns, every pawn frozen (blocked head-on, nothing to capture), and
    /// neither king able to walk to an enemy pawn it could take. Then no pawn
    /// can ever move and kings alone never mate (5.2.2). Sound, not complete:
    /// a `false` says nothing.
    pub fn is_dead_pawn_wall(&self) -> bool {
        let pawns = self.by_role(Role::Pawn);
        let kings = self.by_role(Role::King);
        if pawns.is_empty() || (pawns | kings) != self.occupied() {
            return false;
        }
        for color in Color::ALL {
            for sq in self.pieces(color, Role::Pawn) {
                let ahead = sq.offset(0, color.fold(1, -1));
                let blocked = ahead.is_some_and(|a| (pawns & self.by_color(!color)).has(a));
                let can_capture = (pawn_attacks(color, sq) & self.by_color(!color)).any();
                if !blocked || can_capture {
                    return false;
                }
            }
        }
        for color in Color::ALL {
            // Squares the king can walk over: no pawn there, not attacked by an enemy pawn.
            let mut enemy_pawn_attacks = Bitboard::EMPTY;
            for sq in self.pieces(!color, Role::Pawn) {
                enemy_pawn_attacks |= pawn_attacks(!color, sq);
            }
            let walkable = !pawns & !enemy_pawn_attacks;
            let mut reach = Bitboard::from_square(self.king_of(color));
            loop {
                let mut next = reach;
                for sq in reach {
                    next |= king_attacks(sq) & walkable;
                }
                if next == reach {
                    break;
                }
                reach = next;
            }
            // An enemy pawn next to a reachable square that no enemy pawn defends can be taken.
            let mut touch = Bitboard::EMPTY;
            for sq in reach {
                touch |= king_attacks(sq);
            }
            if (touch & self.pieces(!color, Role::Pawn) & !enemy_pawn_attacks).any() {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::test_position as pos;

    #[test]
    fn insufficient_material_cases() {
        assert!(pos("8/8/8/4k3/8/8/8/4K3 w - - 0 1").is_insufficient_material());
        assert!(pos("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1").is_insufficient_material());
        assert!(pos("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1").is_insufficient_material());
        // Bishops all on dark squares (b8 and c1) against bishops on both colours (c8 is light).
        assert!(pos("1b6/8/8/4k3/8/8/8/2B1K3 w - - 0 1").is_insufficient_material());
        assert!(!pos("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1").is_insufficient_material());
        assert!(!pos("8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1").is_insufficient_material());
        assert!(!pos("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1").is_insufficient_material());
    }

    #[test]
    fn locked_pawn_walls_are_dead() {
        // A full wall across the board, the kings on their own sides: every square
        // of the fourth and fifth ranks is a pawn or guarded by an enemy pawn.
        assert!(pos("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1").is_dead_pawn_wall());
        assert!(pos("4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1").is_dead_pawn_wall());
        // A gap lets the white king through to take a pawn.
        assert!(!pos("4k3/8/3p1p1p/p2PpPpP/P3P1P1/8/8/4K3 w - - 0 1").is_dead_pawn_wall());
        // Pieces other than kings and pawns: never this kind of dead.
        assert!(!pos("4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3NK3 w - - 0 1").is_dead_pawn_wall());
    }

    #[test]
    fn flag_fall_verdicts() {
        // O bare king: never.
        assert!(!pos("8/8/8/4k3/8/8/Q7/4K3 w - - 0 1").can_mate(Color::Black));
        // K+N against bare king or only queens: no.
        assert!(!pos("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1").can_mate(Color::White));
        assert!(!pos("8/8/3q4/4k3/8/8/8/1N2K3 w - - 0 1").can_mate(Color::White));
        // K+N against a pawn or a rook: yes.
        assert!(pos("8/8/3p4/4k3/8/8/8/1N2K3 w - - 0 1").can_mate(Color::White));
        assert!(pos("8/8/3r4/4k3/8/8/8/1N2K3 w - - 0 1").can_mate(Color::White));
        // K+B against rooks and queens: no; against a knight: yes.
        assert!(!pos("8/8/3r4/4kq2/8/8/8/2B1K3 w - - 0 1").can_mate(Color::White));
        assert!(pos("8/8/3n4/4k3/8/8/8/2B1K3 w - - 0 1").can_mate(Color::White));
        // Bishop of the other colour helps; of the same colour does not.
        assert!(pos("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1").can_mate(Color::White));
        assert!(!pos("1b6/8/8/4k3/8/8/8/2B1K3 w - - 0 1").can_mate(Color::White));
        // Two knights: yes.
        assert!(pos("8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1").can_mate(Color::White));
        // A pawn: yes.
        assert!(pos("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1").can_mate(Color::White));
    }
}
