//! The words of the engine's review in the terminal game (the evaluation chart beside the
//! time chart, the better move in review): the [`EvalChartWords`] each language implements
//! (`en/eval_chart.rs`, `ru/eval_chart.rs`), as [`TimeChartWords`](super::time_chart::TimeChartWords) are.

use crate::rules::Color;

/// One side's tally, as the chart's legend says it.
#[derive(Debug, Clone, Copy)]
pub struct TallyLine<'a> {
    /// The side.
    pub side: Color,
    /// The player's name, when the players gave one.
    pub name: Option<&'a str>,
    /// The mark its points are drawn with.
    pub mark: char,
    /// `?!`, `?` and `??` moves.
    pub marks: [u32; 3],
    /// The average centipawn loss.
    pub acpl: u64,
}

/// One language's words for the engine's review. Every method is required.
pub trait EvalChartWords {
    /// The panel's title.
    fn title(&self) -> &'static str;
    /// While the engine starts.
    fn starting(&self) -> &'static str;
    /// Progress: positions searched of all.
    fn running(&self, done: usize, total: usize) -> String;
    /// No engine installed: how to get one.
    fn no_engine(&self) -> &'static str;
    /// The engine failed: the reason follows.
    fn failed(&self, why: &str) -> String;
    /// A side's tally.
    fn tally(&self, t: &TallyLine<'_>) -> String;
    /// The better move at a marked ply in review.
    fn better(&self, mv: &str) -> String;
    /// Progress in a few words, under the move list: positions searched of all.
    fn progress(&self, done: usize, total: usize) -> String;
    /// The label of the chart's axis of moves.
    fn moves_axis(&self) -> &'static str;
}
