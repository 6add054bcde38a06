//! The arbiter's questions a game can leave open while it goes on: was the position after a
//! move dead (5.2.2), and, when a flag fell, can the opponent still mate (6.9)? A game whose
//! verdicts are reached beside it ([`Game::with_clock_beside`](super::Game::with_clock_beside))
//! asks them here; the caller answers on another thread, within a [`Budget`], and hands the
//! [`Ruling`] back. The game stays deterministic: it never waits and never reads the time.

use crate::rules::unwinnable::Budget;
use crate::rules::{Color, Position};

use super::outcome::{self, Ending, Proof};

/// A question about one position of the game.
#[derive(Debug, Clone)]
pub struct Inquiry {
    /// The position after this many moves of the game.
    pub ply: usize,
    /// That position.
    pub position: Position,
    /// What is asked about it.
    pub kind: InquiryKind,
}

/// What the arbiter is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InquiryKind {
    /// Can either side still mate, or is the position dead (5.2.2)?
    Dead,
    /// This side's flag fell: can the opponent still mate (6.9)?
    FlagFall(Color),
}

impl PartialEq for Inquiry {
    fn eq(&self, other: &Inquiry) -> bool {
        self.ply == other.ply && self.kind == other.kind && self.position.is_same_position(&other.position)
    }
}

impl Eq for Inquiry {}

/// The arbiter's answer to an [`Inquiry`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruling {
    /// Why the position is dead, or `None` when a side can mate or the budget did not decide
    /// (no draw is given without proof).
    Dead(Option<Proof>),
    /// How the game ends on the fallen flag.
    FlagFall(Ending),
}

impl Inquiry {
    /// The answer, within `budget` (the one every verdict of ferz has).
    pub fn rule(&self, budget: &Budget) -> Ruling {
        match self.kind {
            InquiryKind::Dead => Ruling::Dead(outcome::dead_within(&self.position, budget)),
            InquiryKind::FlagFall(flagged) => {
                Ruling::FlagFall(outcome::flag_fall_within(&self.position, flagged, budget))
            }
        }
    }
}

/// What a ruling changed in the game, for the screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settled {
    /// Nothing: the position was not dead, or the question was no longer asked.
    Nothing,
    /// The position after `ply` moves was dead: the game ended there, drawn, and the `undone`
    /// moves played after it were taken back.
    Dead {
        /// The ply the game ended at.
        ply: usize,
        /// The moves played after it, in SAN, now undone.
        undone: Vec<String>,
    },
    /// The flag fall is decided.
    FlagFall,
}
