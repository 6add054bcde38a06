//! The words of the engine's review in the terminal game (the evaluation chart beside the
//! time chart, the better move in review): one table per language, in this file for both
//! (they are few), as [`TimeChartStrings`](super::time_chart::TimeChartStrings) are.

use crate::lang::Lang;
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

/// One language's texts for the engine's review.
#[derive(Debug)]
pub struct EvalChartStrings {
    /// The panel's title.
    pub title: &'static str,
    /// While the engine starts.
    pub starting: &'static str,
    /// Progress: positions searched of all.
    pub running: fn(usize, usize) -> String,
    /// No engine installed: how to get one.
    pub no_engine: &'static str,
    /// The engine failed: the reason follows.
    pub failed: fn(&str) -> String,
    /// A side's tally.
    pub tally: fn(&TallyLine<'_>) -> String,
    /// The better move at a marked ply in review.
    pub better: fn(&str) -> String,
    /// Progress in a few words, under the move list: positions searched of all.
    pub progress: fn(usize, usize) -> String,
    /// The label of the chart's axis of moves.
    pub moves_axis: &'static str,
}

impl EvalChartStrings {
    /// The table of `lang`.
    pub const fn of(lang: Lang) -> &'static EvalChartStrings {
        match lang {
            Lang::En => &EVAL_CHART_EN,
            Lang::Ru => &EVAL_CHART_RU,
        }
    }
}

/// English.
pub static EVAL_CHART_EN: EvalChartStrings = EvalChartStrings {
    title: " Evaluation ",
    starting: "Starting the engine…",
    running: |done, total| format!("The engine is looking: {done} of {total} positions"),
    no_engine: "No engine to review the game: apt-get install stockfish",
    failed: |why| format!("The review stopped: {why}"),
    tally: |t| {
        let who = t.name.unwrap_or(t.side.fold("White", "Black"));
        let [i, m, b] = t.marks;
        format!("{} {who}: ?! {i} · ? {m} · ?? {b} · ACPL {}", t.mark, t.acpl)
    },
    better: |mv| format!("better: {mv}"),
    progress: |done, total| format!("engine {done}/{total} · T"),
    moves_axis: "move",
};

/// Russian.
pub static EVAL_CHART_RU: EvalChartStrings = EvalChartStrings {
    title: " Оценка ",
    starting: "Запускается движок…",
    running: |done, total| format!("Движок разбирает партию: {done} из {total} позиций"),
    no_engine: "Нет движка для разбора партии: apt-get install stockfish",
    failed: |why| format!("Разбор прервался: {why}"),
    tally: |t| {
        let who = t.name.unwrap_or(t.side.fold("Белые", "Чёрные"));
        let [i, m, b] = t.marks;
        format!("{} {who}: ?! {i} · ? {m} · ?? {b} · ср. потеря {}", t.mark, t.acpl)
    },
    better: |mv| format!("лучше: {mv}"),
    progress: |done, total| format!("движок {done}/{total} · T"),
    moves_axis: "ход",
};
