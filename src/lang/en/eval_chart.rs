//! English: the words of the engine's review.

use crate::lang::English;
use crate::lang::eval_chart::{EvalChartWords, TallyLine};

/// English, the default.
impl EvalChartWords for English {
    fn title(&self) -> &'static str {
        " Evaluation "
    }

    fn starting(&self) -> &'static str {
        "Starting the engine…"
    }

    fn running(&self, done: usize, total: usize) -> String {
        format!("The engine is looking: {done} of {total} positions")
    }

    fn no_engine(&self) -> &'static str {
        "No engine to review the game: apt-get install stockfish"
    }

    fn failed(&self, why: &str) -> String {
        format!("The review stopped: {why}")
    }

    fn tally(&self, t: &TallyLine<'_>) -> String {
        let who = t.name.unwrap_or(t.side.fold("White", "Black"));
        let [i, m, b] = t.marks;
        format!("{} {who}: ?! {i} · ? {m} · ?? {b} · ACPL {}", t.mark, t.acpl)
    }

    fn better(&self, mv: &str) -> String {
        format!("better: {mv}")
    }

    fn progress(&self, done: usize, total: usize) -> String {
        format!("engine {done}/{total} · T")
    }

    fn moves_axis(&self) -> &'static str {
        "move"
    }
}
