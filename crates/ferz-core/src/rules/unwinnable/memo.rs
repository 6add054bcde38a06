//! Verdicts already found, by position, so that a position asked again is searched once: the
//! start position of every empty game of a file, a final position two games share, the final
//! position of a game lost on time (asked whether it is dead, then who could still mate).
//!
//! Only proofs are kept, a mate found or a proof that none exists; an undecided verdict is
//! asked again with a fresh budget. A position is found by its Zobrist key and compared in
//! full (everything the search reads: the pieces, the side to move, castling, en passant).

use rustc_hash::FxHashMap;

use super::{Budget, Verdict, winnability_within};
use crate::rules::{Color, Position};

/// The verdicts found so far, for each side of each position asked.
///
/// ```
/// use ferz_core::rules::{Color, Position, unwinnable::Memo};
/// let mut memo = Memo::new();
/// let start = Position::new();
/// assert!(memo.dead_position(&start).is_none());
/// // The dead question found White's mate; asking again searches nothing.
/// assert!(memo.known(&start, Color::White).is_some_and(|v| v.can_mate() == Some(true)));
/// ```
#[derive(Debug, Default)]
pub struct Memo {
    entries: FxHashMap<u64, Vec<Entry>>,
}

/// One position and what is known of each side (White's, then Black's).
#[derive(Debug)]
struct Entry {
    pos: Position,
    sides: [Option<Verdict>; 2],
}

impl Memo {
    /// An empty memo.
    pub fn new() -> Memo {
        Memo::default()
    }

    /// What is known of whether `side` can mate in `pos`: a proof either way, or `None`.
    pub fn known(&self, pos: &Position, side: Color) -> Option<&Verdict> {
        self.entry(pos)?.sides[side.index()].as_ref()
    }

    /// [`winnability_within`], searched only when the memo does not know it yet.
    pub fn winnability_within(&mut self, pos: &Position, side: Color, budget: &Budget) -> Verdict {
        if let Some(known) = self.known(pos, side) {
            return known.clone();
        }
        let verdict = winnability_within(pos, side, budget);
        self.learn(pos, side, &verdict);
        verdict
    }

    /// Keeps `verdict` for `side` in `pos` when it is a proof.
    pub(super) fn learn(&mut self, pos: &Position, side: Color, verdict: &Verdict) {
        if verdict.can_mate().is_none() {
            return;
        }
        let entries = self.entries.entry(pos.hash()).or_default();
        let at = match entries.iter().position(|e| e.pos.is_same_position(pos)) {
            Some(at) => at,
            None => {
                entries.push(Entry { pos: pos.clone(), sides: [None, None] });
                entries.len() - 1
            }
        };
        entries[at].sides[side.index()] = Some(verdict.clone());
    }

    fn entry(&self, pos: &Position) -> Option<&Entry> {
        self.entries.get(&pos.hash())?.iter().find(|e| e.pos.is_same_position(pos))
    }
}
