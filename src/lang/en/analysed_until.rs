//! English: a game analysed up to where the Laws ended it.

use std::fmt;

use super::termination;
use crate::lang::AnalysedUntil;

impl fmt::Display for AnalysedUntil {
    /// The line on standard error.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = termination(self.termination);
        match &self.last_move {
            Some(last) if self.ended_at > 0 => write!(
                f,
                "the game ended by {t} after ply {} ({last}), yet the record goes on to ply {}: analysed up to the end, \
                 the {} after it kept without analysis",
                self.ended_at,
                self.plies,
                plies(self.after())
            ),
            _ => write!(
                f,
                "the game was already over at the start ({t}), yet the record has {}: kept without analysis",
                plies(self.plies)
            ),
        }
    }
}

/// The comment written into the game where it ended.
pub(in crate::lang) fn analysed_until_note(a: &AnalysedUntil) -> String {
    let t = termination(a.termination);
    let end = if a.ended_at > 0 {
        format!("The game ended here by {t}")
    } else {
        format!("The game was already over at the start ({t})")
    };
    format!("{end}: the {} after this were played after the end and are not analysed.", plies(a.after()))
}

/// `1 ply`, `16 plies`.
fn plies(n: usize) -> String {
    if n == 1 { "1 ply".to_string() } else { format!("{n} plies") }
}
