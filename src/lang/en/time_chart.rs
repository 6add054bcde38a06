//! English: the words of the time chart.

use crate::lang::English;
use crate::lang::terminal::{given_name, name_with_aside};
use crate::lang::time_chart::{SideSummary, TimeChartWords};

/// English, the default.
impl TimeChartWords for English {
    fn title(&self) -> &'static str {
        " Where the time went "
    }

    fn summary(&self, s: &SideSummary<'_>) -> String {
        let side = s.side.fold("White", "Black");
        // The players by name, as every sentence of the screen names them: "Anna (White)".
        let who = given_name(s.name, s.side).map_or_else(|| side.to_string(), |name| name_with_aside(name, side));
        let moves = if s.moves == 1 { "1 move".to_string() } else { format!("{} moves", s.moves) };
        let mut line = format!("{} {who}: {} on {moves}", s.mark, s.total);
        if let Some((longest, number)) = s.longest {
            line.push_str(&format!(", longest {longest} at move {number}"));
        }
        line
    }

    fn thinking(&self, w: char, b: char) -> String {
        format!("Time per move — {w} White above, {b} Black below")
    }

    fn clocks(&self, w: char, b: char) -> String {
        format!("Clock after each move — {w} White, {b} Black")
    }

    fn on_board(&self, mark: char, label: &str) -> String {
        format!("{mark} on the board: {label}")
    }

    fn moves_axis(&self) -> &'static str {
        "move"
    }

    fn untimed(&self) -> &'static str {
        "This game was played without a clock: there is no time to show."
    }

    fn no_moves(&self) -> &'static str {
        "No move has been made yet: there is no time to show."
    }

    fn too_small(&self) -> &'static str {
        "Too small for the charts: make the terminal taller."
    }
}
