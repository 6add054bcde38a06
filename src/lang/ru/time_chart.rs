//! Russian: the words of the time chart.

use crate::lang::time_chart::{SideSummary, TimeChartStrings};

/// Russian.
pub const TIME_CHART_RU: TimeChartStrings = TimeChartStrings {
    title: " Куда ушло время ",
    summary: summary_ru,
    thinking: |w, b| format!("Время на ход — {w} белые сверху, {b} чёрные снизу"),
    clocks: |w, b| format!("Часы после каждого хода — {w} белые, {b} чёрные"),
    on_board: |mark, label| format!("{mark} на доске: {label}"),
    moves_axis: "ход",
    untimed: "Партия шла без часов: показывать нечего.",
    no_moves: "Ходов ещё не было: показывать нечего.",
    too_small: "Для графиков мало места: сделайте терминал выше.",
};

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
