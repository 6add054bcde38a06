//! Русский: the words of the game's flow.

use crate::lang::Russian;
use crate::lang::flow::FlowWords;
use crate::lang::terminal::{given_name, name_with_aside};
use crate::rules::Color;

use super::grammar::side_nom;

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

    fn flag_verdict(&self, name: Option<&str>, winner: Color, key: &str) -> String {
        format!(
            "{} поставить мат, поэтому упавший флажок означает поражение (ст.\u{a0}6.9); как — покажет просмотр ({key}).",
            could_mate(name, winner, side_nom(winner))
        )
    }

    fn flag_line(&self, name: Option<&str>, winner: Color, line: &str) -> String {
        format!("Как {} поставить мат: {line}", could_mate(name, winner, &side_nom(winner).to_lowercase()))
    }
}

/// "Анна (белые) ещё может" — the present, as the past would need the player's gender — or
/// "белые ещё могли" (`side` as the sentence needs it) when the players gave no names.
fn could_mate(name: Option<&str>, winner: Color, side: &str) -> String {
    match given_name(name, winner) {
        Some(name) => format!("{} ещё может", name_with_aside(name, &side_nom(winner).to_lowercase())),
        None => format!("{side} ещё могли"),
    }
}
