//! English words of the game's flow.

use crate::lang::English;
use crate::lang::flow::FlowWords;
use crate::lang::terminal::given_name;
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

    fn flag_verdict(&self, name: Option<&str>, winner: Color, key: &str) -> String {
        format!(
            "{} could still checkmate, so the flag loses (FIDE\u{a0}6.9): review ({key}) shows how.",
            player(name, winner)
        )
    }

    fn flag_line(&self, name: Option<&str>, winner: Color, line: &str) -> String {
        format!("How {} could still mate: {line}", player(name, winner))
    }
}

/// The player by name, or the side when the players gave no names: "Anna", "White".
fn player(name: Option<&str>, c: Color) -> &str {
    given_name(name, c).unwrap_or(c.fold("White", "Black"))
}
