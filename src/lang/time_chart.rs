//! The words of the time chart (where the time went, after the game and in review): the
//! [`TimeChartWords`] each language implements, as for the game
//! ([`TerminalWords`](super::TerminalWords)).
//! English is in `en/time_chart.rs`, Russian in `ru/time_chart.rs`.

use crate::rules::Color;

/// One side's line of the legend: how it is drawn and what it spent.
#[derive(Debug, Clone, Copy)]
pub struct SideSummary<'a> {
    /// The side.
    pub side: Color,
    /// The player's name, when the players gave one.
    pub name: Option<&'a str>,
    /// The mark its points are drawn with.
    pub mark: char,
    /// Its thinking time in all, as a clock shows it.
    pub total: &'a str,
    /// The moves it made.
    pub moves: usize,
    /// Its longest think and the number of that move.
    pub longest: Option<(&'a str, u32)>,
}

/// One language's words for the time chart. Every method is required.
pub trait TimeChartWords {
    /// The window's title.
    fn title(&self) -> &'static str;
    /// A side's line of the legend.
    fn summary(&self, s: &SideSummary<'_>) -> String;
    /// The title of the thinking times (White's above the axis, Black's below), with the
    /// marks of White and Black.
    fn thinking(&self, w: char, b: char) -> String;
    /// The title of the clocks after each move, with the marks of White and Black.
    fn clocks(&self, w: char, b: char) -> String;
    /// In review, naming the move on the board that the line across the charts marks: (the
    /// line's mark, the move as the move list writes it).
    fn on_board(&self, mark: char, label: &str) -> String;
    /// Under the axis of moves.
    fn moves_axis(&self) -> &'static str;
    /// An untimed game: nothing to show.
    fn untimed(&self) -> &'static str;
    /// No move made yet: nothing to show.
    fn no_moves(&self) -> &'static str;
    /// Too few rows for the charts.
    fn too_small(&self) -> &'static str;
}
