//! Russian: the words of the engine's review.

use crate::lang::Russian;
use crate::lang::eval_chart::{EvalChartWords, TallyLine};

/// Russian.
impl EvalChartWords for Russian {
    fn title(&self) -> &'static str {
        " Оценка "
    }

    fn starting(&self) -> &'static str {
        "Запускается движок…"
    }

    fn running(&self, done: usize, total: usize) -> String {
        format!("Движок разбирает партию: {done} из {total} позиций")
    }

    fn no_engine(&self) -> &'static str {
        "Нет движка для разбора партии: apt-get install stockfish"
    }

    fn failed(&self, why: &str) -> String {
        format!("Разбор прервался: {why}")
    }

    fn tally(&self, t: &TallyLine<'_>) -> String {
        let who = t.name.unwrap_or(t.side.fold("Белые", "Чёрные"));
        let [i, m, b] = t.marks;
        format!("{} {who}: ?! {i} · ? {m} · ?? {b} · ср. потеря {}", t.mark, t.acpl)
    }

    fn better(&self, mv: &str) -> String {
        format!("лучше: {mv}")
    }

    fn progress(&self, done: usize, total: usize) -> String {
        format!("движок {done}/{total} · T")
    }

    fn moves_axis(&self) -> &'static str {
        "ход"
    }
}
