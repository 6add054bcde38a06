//! Russian: a game analysed up to where the Laws ended it, beside the English of
//! `en/analysed_until.rs`.

use super::grammar::termination;
use crate::lang::AnalysedUntil;

/// The line on standard error.
pub(in crate::lang) fn analysed_until(a: &AnalysedUntil) -> String {
    let t = termination(a.termination);
    match &a.last_move {
        Some(last) if a.ended_at > 0 => format!(
            "партия закончилась ({t}) после {}-го полухода ({last}), а запись продолжается до {}-го: \
             проанализировано до окончания, полуходы после него ({}) оставлены без анализа",
            a.ended_at,
            a.plies,
            a.after()
        ),
        _ => format!(
            "партия была окончена уже в начальной позиции ({t}), а в записи полуходов — {}: они оставлены без анализа",
            a.plies
        ),
    }
}

/// The comment written into the game where it ended.
pub(in crate::lang) fn analysed_until_note(a: &AnalysedUntil) -> String {
    let t = termination(a.termination);
    let end = if a.ended_at > 0 {
        format!("Здесь партия закончилась ({t}).")
    } else {
        format!("Партия была окончена уже в начальной позиции ({t}).")
    };
    format!("{end} Полуходов, сделанных после окончания: {}; они не анализировались.", a.after())
}
