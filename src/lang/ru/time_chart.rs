//! Russian: the words of the time chart.

use crate::lang::Russian;
use crate::lang::terminal::{given_name, name_with_aside};
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

/// "● Анна (белые): 12 ходов за 2:33, больше всего времени — на 12-й ход (0:40)": the moves
/// first, so the number agrees with «ход» (1 ход, 4 хода, 12 ходов), and no verb that would
/// need the player's gender.
fn summary_ru(s: &SideSummary<'_>) -> String {
    let who = match given_name(s.name, s.side) {
        Some(name) => name_with_aside(name, s.side.fold("белые", "чёрные")),
        None => s.side.fold("Белые", "Чёрные").to_string(),
    };
    let moves = super::plural(s.moves as u64, "ход", "хода", "ходов");
    let mut line = format!("{} {who}: {} {moves} за {}", s.mark, s.moves, s.total);
    if let Some((longest, number)) = s.longest {
        line.push_str(&format!(", больше всего времени — на {number}-й ход ({longest})"));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    #[test]
    fn the_legend_counts_moves_in_good_russian() {
        let line = |moves, name| {
            summary_ru(&SideSummary {
                side: Color::White,
                name,
                mark: '○',
                total: "0:01",
                moves,
                longest: Some(("0:00", 2)),
            })
        };
        assert_eq!(line(4, Some("Анна")), "○ Анна (белые): 4 хода за 0:01, больше всего времени — на 2-й ход (0:00)");
        assert_eq!(line(1, None), "○ Белые: 1 ход за 0:01, больше всего времени — на 2-й ход (0:00)");
        assert!(line(12, None).starts_with("○ Белые: 12 ходов за 0:01"));
        assert!(line(21, None).starts_with("○ Белые: 21 ход за 0:01"));
    }
}
