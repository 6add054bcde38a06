//! Русский: the words of the game's flow.

use crate::lang::Russian;
use crate::lang::flow::FlowWords;
use crate::rules::Color;

use super::side_nom;

impl FlowWords for Russian {
    fn games_wait(&self, n: usize) -> String {
        match n {
            1 => "Неоконченная партия ждёт: её продолжит команда ferz resume.".to_string(),
            n => format!("Ждут неоконченные партии ({n}): команда ferz resume покажет их список."),
        }
    }

    fn envelope_continued(&self, when: &str) -> String {
        format!(
            "Этот конверт уже вскрывали: {when}. Партия продолжается с её сохранения; записанный ход второй раз не делается."
        )
    }

    fn flag_verdict(&self, winner: Color, key: &str) -> String {
        format!(
            "{} ещё могли поставить мат, поэтому упавший флажок означает поражение (ст.\u{a0}6.9); как — покажет просмотр ({key}).",
            side_nom(winner)
        )
    }

    fn flag_line(&self, winner: Color, line: &str) -> String {
        format!("Как {} ещё могли поставить мат: {line}", side_nom(winner).to_lowercase())
    }
}
