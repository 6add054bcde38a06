//! Plays out forced moves: while the side to move has exactly one legal move
//! it must play it, so the question is the same after it. A forced cycle can
//! never end in mate.

use rustc_hash::FxHashSet;

use super::key::Key;
use crate::rules::{Move, Position};

/// Forced sequences in real chess are at most 15 moves long; past this the
/// rest is left to the search (stopping early never changes the answer).
const LONGEST: usize = 16;

/// The position after the forced moves from `pos`, with the moves played
/// appended to `line`; `None` when the forced moves go round in a cycle.
pub(super) fn play_forced(pos: &Position, line: &mut Vec<Move>) -> Option<Position> {
    let mut pos = pos.clone();
    let mut seen: Option<FxHashSet<Key>> = None;
    for _ in 0..LONGEST {
        let moves = pos.legal_moves();
        let &[only] = &moves[..] else { break };
        let seen = seen.get_or_insert_with(|| FxHashSet::from_iter([Key::of(&pos)]));
        pos = pos.play_unchecked(only);
        line.push(only);
        if !seen.insert(Key::of(&pos)) {
            return None;
        }
    }
    Some(pos)
}
