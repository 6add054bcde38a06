//! Points in an event, exact: a [`Score`] counts half points (1, ½, 0 a game), a
//! [`SonnebornBerger`] score quarter points (a game's points times the opponent's total).
//!
//! ```
//! use ferz::game::event::Score;
//!
//! let total: Score = [Score::ONE, Score::HALF, Score::ZERO, Score::ONE].into_iter().sum();
//! assert_eq!(total.to_string(), "2½");
//! assert_eq!(Score::HALF.to_string(), "½");
//! ```

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign};

/// Points scored, in whole half points: `1½` is three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(u32);

impl Score {
    /// Nothing: a loss.
    pub const ZERO: Score = Score(0);
    /// Half a point: a draw.
    pub const HALF: Score = Score(1);
    /// A point: a win.
    pub const ONE: Score = Score(2);

    /// `halves` half points.
    #[must_use]
    pub const fn from_halves(halves: u32) -> Score {
        Score(halves)
    }

    /// The score in half points.
    #[must_use]
    pub const fn halves(self) -> u32 {
        self.0
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, other: Score) -> Score {
        Score(self.0.saturating_add(other.0))
    }
}

impl AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        *self = *self + other;
    }
}

impl Sum for Score {
    fn sum<I: Iterator<Item = Score>>(iter: I) -> Score {
        iter.fold(Score::ZERO, Add::add)
    }
}

/// As a chess player writes it: `0`, `½`, `1`, `2½`.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, half) = (self.0 / 2, self.0 % 2 == 1);
        match (whole, half) {
            (0, true) => f.write_str("½"),
            (w, true) => write!(f, "{w}½"),
            (w, false) => write!(f, "{w}"),
        }
    }
}

/// A Sonneborn–Berger score, in whole quarter points: the sum over a player's games of the
/// points scored in the game times the opponent's total (a win counts the opponent's whole
/// score, a draw half of it, a loss and a bye nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct SonnebornBerger(u32);

impl SonnebornBerger {
    /// `quarters` quarter points.
    #[must_use]
    pub const fn from_quarters(quarters: u32) -> SonnebornBerger {
        SonnebornBerger(quarters)
    }

    /// The score in quarter points.
    #[must_use]
    pub const fn quarters(self) -> u32 {
        self.0
    }

    /// The product of a game's points and the opponent's total.
    #[must_use]
    pub const fn of_game(scored: Score, opponent_total: Score) -> SonnebornBerger {
        SonnebornBerger(scored.halves().saturating_mul(opponent_total.halves()))
    }
}

impl Add for SonnebornBerger {
    type Output = SonnebornBerger;
    fn add(self, other: SonnebornBerger) -> SonnebornBerger {
        SonnebornBerger(self.0.saturating_add(other.0))
    }
}

impl Sum for SonnebornBerger {
    fn sum<I: Iterator<Item = SonnebornBerger>>(iter: I) -> SonnebornBerger {
        iter.fold(SonnebornBerger::default(), Add::add)
    }
}

/// With vulgar fractions, as the score: `0`, `¼`, `6½`, `7¾`.
impl fmt::Display for SonnebornBerger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        let fraction = ["", "¼", "½", "¾"][(self.0 % 4) as usize];
        if whole == 0 && !fraction.is_empty() { f.write_str(fraction) } else { write!(f, "{whole}{fraction}") }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_written_with_halves_as_a_player_writes_them() {
        let written: Vec<String> = (0..6).map(|h| Score::from_halves(h).to_string()).collect();
        assert_eq!(written, ["0", "½", "1", "1½", "2", "2½"]);
        assert_eq!(Score::ONE + Score::HALF, Score::from_halves(3));
        let mut s = Score::ZERO;
        s += Score::ONE;
        s += Score::ONE;
        assert_eq!(s.to_string(), "2");
    }

    #[test]
    fn sonneborn_berger_is_exact_in_quarters() {
        // A draw against a player with 1½: ½ × 1½ = ¾.
        assert_eq!(SonnebornBerger::of_game(Score::HALF, Score::from_halves(3)).to_string(), "¾");
        // A win against 2½ and a draw against 1½: 2½ + ¾ = 3¼.
        let sb = SonnebornBerger::of_game(Score::ONE, Score::from_halves(5))
            + SonnebornBerger::of_game(Score::HALF, Score::from_halves(3));
        assert_eq!(sb.to_string(), "3¼");
        assert_eq!(sb.quarters(), 13);
        let written: Vec<String> = [0, 1, 2, 3, 4, 26].map(|q| SonnebornBerger::from_quarters(q).to_string()).into();
        assert_eq!(written, ["0", "¼", "½", "¾", "1", "6½"]);
    }
}
