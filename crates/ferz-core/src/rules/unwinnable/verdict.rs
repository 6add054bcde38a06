//! What the prover answers: a side can mate (with a line that shows it), it
//! cannot (and why), or the search ran out of budget.

use crate::rules::Move;

/// Whether one side can still checkmate by some series of legal moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The side can mate: `helpmate` is a legal line from the position (the
    /// side to move moves first) ending with that side giving checkmate.
    Winnable {
        /// The mating line.
        helpmate: Vec<Move>,
    },
    /// No series of legal moves ends with that side giving mate.
    Unwinnable(Why),
    /// The search spent its budget without deciding (never seen on the
    /// labelled test sets; a flag fall then counts as a loss).
    Unknown,
}

impl Verdict {
    /// `Some(true)` when the side can mate, `Some(false)` when it cannot,
    /// `None` when undecided.
    pub fn can_mate(&self) -> Option<bool> {
        match self {
            Verdict::Winnable { .. } => Some(true),
            Verdict::Unwinnable(_) => Some(false),
            Verdict::Unknown => None,
        }
    }

    /// The mating line, when there is one.
    pub fn helpmate(&self) -> Option<&[Move]> {
        match self {
            Verdict::Winnable { helpmate } => Some(helpmate),
            _ => None,
        }
    }

    /// Why the side cannot mate, when proved.
    pub fn why(&self) -> Option<Why> {
        match self {
            Verdict::Unwinnable(why) => Some(*why),
            _ => None,
        }
    }
}

/// How the prover knows a side cannot mate: the kind of argument, so each
/// language can say it in a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Why {
    /// The side has too little material to mate against what the other side
    /// has (a bare king, a lone knight against queens, bishops all on one
    /// square colour with nothing to block on the other).
    Material,
    /// The moves are forced into a cycle of positions that never ends in mate.
    ForcedCycle,
    /// Every series of moves ends, within `plies` half-moves, in stalemate,
    /// a mate of the other side, or too little material.
    EveryLineEnds {
        /// The longest line that had to be examined, in half-moves.
        plies: u8,
    },
    /// The pawns are locked and no piece can ever reach a square from which
    /// it could help to mate the king (a static analysis of where every piece
    /// can ever go).
    Locked,
    /// Every position that can still arise was examined and none is a mate.
    Exhausted {
        /// How many positions can still arise.
        positions: u32,
    },
}
