//! The words of the game's flow around the board: the unfinished games left waiting
//! when a new game was asked for, an envelope opened before whose game goes on from its save,
//! and the verdict of a flag fall in one sentence with its proof on request. A supertrait of [`TerminalWords`](super::TerminalWords); each language implements it
//! in its own folder (`en/flow.rs`, `ru/flow.rs`).

use crate::rules::Color;

/// One language's words of the game's flow.
pub trait FlowWords {
    /// A new game was asked for on the command line while `n` unfinished games wait: they
    /// stay, and `ferz resume` goes on with them.
    fn games_wait(&self, n: usize) -> String;
    /// `ferz resume ENVELOPE` of an envelope opened before (`when`): its game goes on from the
    /// save it has had since, and the sealed move is not played again.
    fn envelope_continued(&self, when: &str) -> String;
    /// The flag fell and the player of `winner` (named `name`, if the players gave names)
    /// could still mate (6.9): the verdict in one sentence, with the key of review, which shows
    /// the line proving it.
    fn flag_verdict(&self, name: Option<&str>, winner: Color, key: &str) -> String;
    /// The line proving the verdict, shown in review at the last position.
    fn flag_line(&self, name: Option<&str>, winner: Color, line: &str) -> String;
}
