//! Mating material: the cases where material alone settles who can mate —
//! the insufficient-material draw (5.2.2) and the prover's first shortcut.
//! Everything else is decided exactly by [`super::unwinnable`].

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

    /// True when `side` has too little material to ever mate, whatever the
    /// other side does: a bare king; a lone knight when the other side has
    /// nothing but queens to block with; bishops alone, all on the square
    /// colour of every bishop on the board, with no pawn and no knight left.
    /// Sound: a `false` says nothing.
    pub fn lacks_mating_material(&self, side: Color) -> bool {
        let ours = self.by_color(side);
        if ours.count() == 1 {
            return true;
        }
        let knights = self.by_role(Role::Knight);
        let bishops = self.by_role(Role::Bishop);
        let pawns = self.by_role(Role::Pawn);
        let blockers = knights | bishops | self.by_role(Role::Rook) | pawns;
        if ours.count() == 2 && (ours & knights).any() && (self.by_color(!side) & blockers).is_empty() {
            return true;
        }
        let our_bishops = ours & bishops;
        if our_bishops.any() && ours.count() == our_bishops.count() + 1 && (knights | pawns).is_empty() {
            let colour = if (our_bishops & Bitboard::DARK).any() { Bitboard::DARK } else { Bitboard::LIGHT };
            return (bishops & !colour).is_empty();
        }
        false
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
    fn too_little_material_to_mate() {
        // A bare king never mates.
        assert!(pos("8/8/8/4k3/8/8/Q7/4K3 w - - 0 1").lacks_mating_material(Color::Black));
        // K+N against a bare king or only queens: no; against a pawn or a rook: maybe.
        assert!(pos("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1").lacks_mating_material(Color::White));
        assert!(pos("8/8/3q4/4k3/8/8/8/1N2K3 w - - 0 1").lacks_mating_material(Color::White));
        assert!(!pos("8/8/3p4/4k3/8/8/8/1N2K3 w - - 0 1").lacks_mating_material(Color::White));
        assert!(!pos("8/8/3r4/4k3/8/8/8/1N2K3 w - - 0 1").lacks_mating_material(Color::White));
        // Bishops all on one colour: only a bishop of the other colour, a knight or a pawn helps.
        assert!(pos("8/8/3r4/4kq2/8/8/8/2B1K3 w - - 0 1").lacks_mating_material(Color::White));
        assert!(!pos("8/8/3n4/4k3/8/8/8/2B1K3 w - - 0 1").lacks_mating_material(Color::White));
        assert!(!pos("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1").lacks_mating_material(Color::White));
        assert!(pos("1b6/8/8/4k3/8/8/8/2B1K3 w - - 0 1").lacks_mating_material(Color::White));
        // Two knights, or a pawn: the material is there.
        assert!(!pos("8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1").lacks_mating_material(Color::White));
        assert!(!pos("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1").lacks_mating_material(Color::White));
    }
}
