//! The words of the time chart (where the time went, after the game and in review): one
//! [`TimeChartStrings`] table per language, as for the game ([`Strings`](super::Strings)).
//! English is in `en/time_chart.rs`, Russian in `ru/time_chart.rs`.

use crate::lang::Lang;
use crate::rules::Color;

pub use super::en::TIME_CHART_EN;
pub use super::ru::TIME_CHART_RU;

impl TimeChartStrings {
    /// The table of `lang`.
    pub const fn of(lang: Lang) -> &'static TimeChartStrings {
        match lang {
            Lang::En => &TIME_CHART_EN,
            Lang::Ru => &TIME_CHART_RU,
        }
    }
}

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

/// One language's texts for the time chart.
#[derive(Debug)]
pub struct TimeChartStrings {
    /// The window's title.
    pub title: &'static str,
    /// A side's line of the legend.
    pub summary: fn(&SideSummary<'_>) -> String,
    /// The title of the thinking times (White's above the axis, Black's below), with the
    /// marks of White and Black.
    pub thinking: fn(white: char, black: char) -> String,
    /// The title of the clocks after each move, with the marks of White and Black.
    pub clocks: fn(white: char, black: char) -> String,
    /// In review, naming the move on the board that the line across the charts marks: (the
    /// line's mark, the move as the move list writes it).
    pub on_board: fn(mark: char, label: &str) -> String,
    /// Under the axis of moves.
    pub moves_axis: &'static str,
    /// An untimed game: nothing to show.
    pub untimed: &'static str,
    /// No move made yet: nothing to show.
    pub no_moves: &'static str,
    /// Too few rows for the charts.
    pub too_small: &'static str,
}
