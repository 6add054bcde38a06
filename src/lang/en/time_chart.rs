//! English: the words of the time chart.

use crate::lang::time_chart::TimeChartStrings;

/// English, the default.
pub const TIME_CHART_EN: TimeChartStrings = TimeChartStrings {
    title: " Where the time went ",
    summary: |s| {
        let side = s.side.fold("White", "Black");
        let who = s.name.map_or_else(|| side.to_string(), |name| format!("{side} ({name})"));
        let moves = if s.moves == 1 { "1 move".to_string() } else { format!("{} moves", s.moves) };
        let mut line = format!("{} {who}: {} on {moves}", s.mark, s.total);
        if let Some((longest, number)) = s.longest {
            line.push_str(&format!(", longest {longest} at move {number}"));
        }
        line
    },
    thinking: |w, b| format!("Time per move — {w} White above, {b} Black below"),
    clocks: |w, b| format!("Clock after each move — {w} White, {b} Black"),
    on_board: |mark, label| format!("{mark} on the board: {label}"),
    moves_axis: "move",
    untimed: "This game was played without a clock: there is no time to show.",
    no_moves: "No move has been made yet: there is no time to show.",
    too_small: "Too small for the charts: make the terminal taller.",
};
