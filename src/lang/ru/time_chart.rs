//! Russian: the words of the time chart.

use crate::lang::Russian;
use crate::lang::time_chart::{SideSummary, TimeChartWords};

/// Russian.
impl TimeChartWords for Russian {
    fn title(&self) -> &'static str {
        " Куда ушло время "
    }

    fn summary(&self, a0: &SideSummary<'_>) -> String {
        summary_ru(a0)
    }

    fn thinking(&self, w: char, b: char) -> String {
        format!("Время на ход — {w} белые сверху, {b} чёрные снизу")
    }

    fn clocks(&self, w: char, b: char) -> String {
        format!("Часы после каждого хода — {w} белые, {b} чёрные")
    }

    fn on_board(&self, mark: char, label: &str) -> String {
        format!("{mark} на доске: {label}")
    }

    fn moves_axis(&self) -> &'static str {
        "ход"
    }

    fn untimed(&self) -> &'static str {
        "Партия шла без часов: показывать нечего."
    }

    fn no_moves(&self) -> &'static str {
        "Ходов ещё не было: показывать нечего."
    }

    fn too_small(&self) -> &'static str {
        "Для графиков мало места: сделайте терминал выше."
    }
}

fn summary_ru(s: &SideSummary<'_>) -> String {
    let side = s.side.fold("Белые", "Чёрные");
    let who = s.name.map_or_else(|| side.to_string(), |name| format!("{side} ({name})"));
    let moves = super::plural(s.moves as u64, "ход", "хода", "ходов");
    let mut line = format!("{} {who}: {} на {} {moves}", s.mark, s.total, s.moves);
    if let Some((longest, number)) = s.longest {
        line.push_str(&format!(", дольше всего {longest} на {number}-м ходу"));
    }
    line
}
