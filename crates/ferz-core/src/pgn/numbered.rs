//! Moves with their numbers, as PGN writes them and as every sentence of ferz quotes them:
//! `41. Kc3 Bd7`, `41... Bd7 42. Kb3`. The one writer of that form, so the saved game, the
//! arbiter's notes and the verdicts on screen never disagree on it.

use crate::rules::Color;

/// One move of a numbered line: `41. Kc3` for White; for Black `41... Bd7` when `first` (the
/// line, or the stretch after a comment, starts with it), else the bare `Bd7`.
///
/// ```
/// use ferz_core::pgn::numbered_move;
/// use ferz_core::rules::Color;
/// assert_eq!(numbered_move(41, Color::White, "Kc3", false), "41. Kc3");
/// assert_eq!(numbered_move(41, Color::Black, "Bd7", true), "41... Bd7");
/// assert_eq!(numbered_move(41, Color::Black, "Bd7", false), "Bd7");
/// ```
#[must_use]
pub fn numbered_move(number: u32, turn: Color, san: &str, first: bool) -> String {
    match turn {
        Color::White => format!("{number}. {san}"),
        Color::Black if first => format!("{number}... {san}"),
        Color::Black => san.to_string(),
    }
}

/// The moves `sans`, the first of them played by `turn` at move `number`, as one numbered line.
///
/// ```
/// use ferz_core::pgn::numbered_line;
/// use ferz_core::rules::Color;
/// assert_eq!(numbered_line(41, Color::Black, ["Bd7", "Kb3", "Be6"]), "41... Bd7 42. Kb3 Be6");
/// assert_eq!(numbered_line(1, Color::White, ["e4", "e5"]), "1. e4 e5");
/// assert_eq!(numbered_line(1, Color::White, Vec::<String>::new()), "");
/// ```
#[must_use]
pub fn numbered_line<S: AsRef<str>>(number: u32, turn: Color, sans: impl IntoIterator<Item = S>) -> String {
    let (mut number, mut turn) = (number, turn);
    let mut parts = Vec::new();
    for (i, san) in sans.into_iter().enumerate() {
        parts.push(numbered_move(number, turn, san.as_ref(), i == 0));
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    parts.join(" ")
}
