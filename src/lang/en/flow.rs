//! English words of the game's flow.

use crate::lang::English;
use crate::lang::flow::FlowWords;
use crate::rules::Color;

impl FlowWords for English {
    fn games_wait(&self, n: usize) -> String {
        match n {
            1 => "An unfinished game waits: ferz resume goes on with it.".to_string(),
            n => format!("{n} unfinished games wait: ferz resume lists them."),
        }
    }

    fn envelope_continued(&self, when: &str) -> String {
        format!(
            "This envelope was opened before: {when}. The game goes on from its save; the sealed move is not played again."
        )
    }

    fn flag_verdict(&self, winner: Color, key: &str) -> String {
        format!(
            "{} could still checkmate, so the flag loses (FIDE\u{a0}6.9): review ({key}) shows how.",
            winner.fold("White", "Black")
        )
    }

    fn flag_line(&self, winner: Color, line: &str) -> String {
        format!("How {} could still mate: {line}", winner.fold("White", "Black"))
    }
}
