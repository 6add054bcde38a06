//! The coach's summary at the end of a practice game (`--arbiter practice`): each
//! player's illegal moves and whether they were caught, as lines the game-over box (or a side
//! panel) can show, so a coach sees what was missed.

use ratatui::text::{Line, Span};

use crate::rules::Color;
use crate::tui::theme::Theme;
use crate::tui::view::{Look, Record};

/// The summary's heading and one line per player, in the screen's language and characters:
/// each move ("White: 2. Bc4, caught 1 ply later.") or, `short`, only how many were made and
/// caught. Nothing unless a practice game is over.
pub fn summary_texts(record: Record<'_>, look: Look, short: bool) -> Vec<String> {
    let game = record.game;
    if !game.is_practice() || !game.is_over() {
        return Vec::new();
    }
    let (words, theme) = (look.words, look.theme);
    // The moves as the move list writes them.
    let log = game.illegal_log().in_notation(record.notation);
    let log = &log;
    let line = |c: Color| {
        if short { words.illegal_summary_count(log, c) } else { words.illegal_summary_line(log, c, false) }
    };
    std::iter::once(words.illegal_summary_title().to_string())
        .chain(Color::ALL.map(line))
        .map(|t| theme.text(&t).into_owned())
        .collect()
}

/// Why the game ended, when a second illegal move ended it: that move and what was illegal
/// about it, written as the move list writes moves.
pub fn ending_move(record: Record<'_>, look: Look) -> Option<String> {
    let game = record.game;
    let outcome = game.outcome()?;
    if outcome.termination != crate::game::Termination::IllegalMove {
        return None;
    }
    let last = game.illegal_log().found.last()?;
    Some(look.words.illegal_move(&last.illegal.in_notation(record.notation)))
}

/// The summary as lines to draw: the heading in bold, each player's line to the left.
pub fn summary_lines(theme: Theme, texts: Vec<String>) -> Vec<Line<'static>> {
    texts
        .into_iter()
        .enumerate()
        .map(|(i, t)| match i {
            0 => Line::from(Span::styled(t, theme.bold())),
            _ => Line::from(t).left_aligned(),
        })
        .collect()
}
