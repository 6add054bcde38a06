//! The static proof: saturate the analysis, and where a piece that never
//! moves might still be taken, split the cases (taken on its square, or never
//! taken while it stands there) and prove each.

use super::reach::Reach;
use crate::rules::{Bitboard, Color, Position, Role};

/// True when static analysis proves that `winner` can never mate.
pub(super) fn locked(pos: &Position, winner: Color) -> bool {
    if pos.ep_square().is_some() {
        return false;
    }
    let mut base = Reach::new(pos, winner);
    let ours = pos.by_color(winner);
    if ours.count() == 2 {
        base.uncapturable_while_steady = ours & !pos.by_role(Role::King);
    }
    base.saturate();
    if !base.mate_possible() {
        return true;
    }
    let Some(split) = base.first_steady_capturable else { return false };
    let mate_under = |never_taken_still: Bitboard, taken_only_still: Bitboard| {
        let mut case = Reach::new(pos, winner);
        case.uncapturable_while_steady = never_taken_still;
        case.capturable_only_while_steady = taken_only_still;
        case.saturate();
        case.mate_possible()
    };
    for sq in split {
        let one = Bitboard::from_square(sq);
        if !mate_under(one, Bitboard::EMPTY) && !mate_under(Bitboard::EMPTY, one) {
            return true;
        }
    }
    if split.count() == 2 {
        let (Some(a), Some(b)) =
            (split.first(), (split & !split.first().map_or(Bitboard::EMPTY, Bitboard::from_square)).first())
        else {
            return false;
        };
        let (a, b) = (Bitboard::from_square(a), Bitboard::from_square(b));
        return !mate_under(split, Bitboard::EMPTY)
            && !mate_under(a, b)
            && !mate_under(b, a)
            && !mate_under(Bitboard::EMPTY, split);
    }
    false
}
