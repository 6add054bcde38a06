//! Russian: why a record that reads as PGN cannot stand, beside the English of
//! `en/record_check.rs`.

use super::grammar::{side_nom, termination};
use crate::game::Contradiction;

/// Why the record cannot stand.
pub(in crate::lang) fn contradiction(c: &Contradiction) -> String {
    match c {
        Contradiction::PlayedOn { ended_at: 0, termination: t, plies } => format!(
            "ходы после окончания партии: она была окончена уже в начальной позиции ({}), а в записи полуходов — {plies}",
            termination(*t)
        ),
        Contradiction::PlayedOn { ended_at, termination: t, plies } => format!(
            "ходы после окончания партии: она закончилась ({}) после {ended_at}-го полухода, а запись продолжается до {plies}-го",
            termination(*t)
        ),
        Contradiction::TagDiffers { tag, token } => {
            format!("в теге Result записано «{tag}», а ходы заканчиваются результатом «{token}»; они должны совпадать")
        }
        Contradiction::AgainstBoard { written, board } => match board.winner {
            Some(c) => format!(
                "результат «{written}» противоречит конечной позиции: {} поставили мат, значит, результат — {}",
                side_nom(c).to_lowercase(),
                board.result()
            ),
            None => format!(
                "результат «{written}» противоречит конечной позиции: партия закончилась вничью на доске ({}), значит, результат — 1/2-1/2",
                termination(board.termination)
            ),
        },
    }
}
