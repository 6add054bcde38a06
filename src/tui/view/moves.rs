//! The move list: numbered rows of White's and Black's moves in the chosen notation, `(=)`
//! after a move that came with a draw offer, the current move highlighted and kept in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::tui::app::App;
use crate::tui::engine_review::{EngineReview, ReviewState};
use crate::tui::record::Record;
use crate::tui::view::Look;
use crate::tui::view::window::drawable;

/// The move list widget.
#[derive(Debug, Clone, Copy)]
pub struct MovesView<'a> {
    /// The game's record.
    pub record: Record<'a>,
    /// The point of review, if the players are looking back.
    pub review: Option<usize>,
    /// The engine's review of the finished game (its marks and better moves).
    pub engine: &'a EngineReview,
    /// Words and theme.
    pub look: Look,
    /// Nothing lies over the list: a note may be read in it.
    pub clear: bool,
}

impl MovesView<'_> {
    /// The move list of the app's game.
    pub fn of(app: &App) -> MovesView<'_> {
        MovesView {
            record: app.record(),
            review: app.review(),
            engine: app.engine_review(),
            look: Look::of(app),
            clear: app.overlay().is_none(),
        }
    }

    /// The text of move `i` (0-based ply) in the chosen notation.
    fn text(&self, i: usize) -> String {
        let mut text = self.record.move_text(i);
        if let Some(judgement) = self.engine.review().and_then(|r| r.moves.get(i).and_then(|m| m.judgement)) {
            text.push_str(judgement.mark());
        }
        if self.record.game.moves().get(i).is_some_and(|m| m.draw_offer) {
            text.push_str(" (=)");
        }
        text
    }

    /// The list's title: its name, and the opening the game is in (`Moves · C60 Ruy Lopez`),
    /// cut to the frame's width.
    fn title(&self, width: u16) -> String {
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let mut title = theme.text(s.moves_title()).into_owned();
        if let Some(opening) = self.record.game.opening() {
            let name = self.look.words.opening_name(&opening.name);
            title = format!("{title} · {} {}", opening.eco, theme.text(&name));
        }
        let room = usize::from(width.saturating_sub(4));
        if title.chars().count() > room {
            title = title.chars().take(room.saturating_sub(1)).chain(['…']).collect();
        }
        format!(" {title} ")
    }

    /// In review, at a move the engine marked: the better move it found there.
    fn better_move(&self) -> Option<String> {
        let ply = self.review?.checked_sub(1)?;
        let review = self.engine.review()?;
        let best = *review.moves.get(ply)?.better.first()?;
        let before = self.record.game.position_after(ply)?;
        let text = crate::rules::write_hand_move(before, best, self.record.notation);
        Some(self.look.words.better(&text))
    }

    /// Before the first move, under a Fischer increment: why the clocks show more than the
    /// base time (15:10 for 15+10), said once, where the moves will be. White's clock is the
    /// one whose move it is; under time odds Black's may show another sum.
    fn up_front(&self) -> Option<String> {
        let game = self.record.game;
        if !self.clear || !game.moves().is_empty() || game.is_over() || game.clock().is_untimed() {
            return None;
        }
        let tc = game.clock().time_control_of(Color::White);
        let first = tc.periods().first()?;
        let increment = first.bonus.increment();
        if increment == crate::game::Duration::ZERO {
            return None;
        }
        let shown = crate::game::format_clock(first.base + increment);
        Some(self.look.words.increment_up_front(&shown, increment))
    }

    /// While the engine looks back at the game: how far it is (the chart under T says more).
    fn progress(&self) -> Option<String> {
        let (done, total) = match self.engine.state()? {
            ReviewState::Starting => (0, self.record.game.moves().len() + 1),
            ReviewState::Running { done, total } => (done, total),
            _ => return None,
        };
        Some(self.look.words.progress(done, total))
    }
}

impl Widget for MovesView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let theme = self.look.theme;
        let mut block = Block::bordered().title(self.title(area.width)).border_set(theme.border_set());
        if let Some(under) = self.better_move().or_else(|| self.progress()) {
            block = block.title_bottom(Line::raw(format!(" {} ", theme.text(&under))).right_aligned());
        }
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.is_empty() {
            return;
        }
        if let Some(note) = self.up_front() {
            let note = theme.text(&note).into_owned();
            Paragraph::new(Line::from(Span::styled(note, theme.dim())))
                .wrap(ratatui::widgets::Wrap { trim: true })
                .render(Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner }, buf);
            return;
        }
        let game = self.record.game;
        let moves = game.moves();
        // Row r holds plies 2r - shift and 2r + 1 - shift: a game from a position with Black
        // to move starts with "1. …  e5".
        let shift = usize::from(game.start_position().turn() == Color::Black);
        let plies = moves.len() + shift;
        let mut rows = plies.div_ceil(2);
        // The result as the game-over box and the status line write it (1–0, 0–1, ½–½).
        let over = game.outcome().map(|o| theme.text(o.score()).into_owned());
        if over.is_some() {
            rows += 1;
        }
        let current = self.record.shown_index(self.review).checked_sub(1);
        let current_row = match self.review {
            // Following the game: the last row (the result, when it is over).
            None => rows.saturating_sub(1),
            Some(_) => current.map_or(0, |i| (i + shift) / 2),
        };
        let height = inner.height as usize;
        let top = (current_row + 1).saturating_sub(height);
        let first_number = game.start_position().fullmoves() as usize;
        let number_w = (first_number + rows).to_string().len() + 1;
        let col_w = ((inner.width as usize).saturating_sub(number_w + 2) / 2).clamp(1, 14);
        let mut lines = Vec::with_capacity(height);
        for row in top..rows.min(top + height) {
            if row * 2 >= plies {
                if let Some(result) = &over {
                    lines.push(Line::from(Span::styled(format!(" {:>number_w$} {result}", ""), theme.bold())));
                }
                continue;
            }
            let number = format!("{}.", first_number + row);
            let mut spans = vec![Span::styled(format!(" {number:>number_w$} "), theme.dim())];
            for col in 0..2 {
                let ply = (row * 2 + col).checked_sub(shift);
                let (text, style) = match ply {
                    Some(i) if i < moves.len() => {
                        let style = if current == Some(i) { theme.current_move() } else { Style::new() };
                        (self.text(i), style)
                    }
                    None => ("...".to_string(), theme.dim()),
                    Some(_) => (String::new(), Style::new()),
                };
                let shown: String = text.chars().take(col_w.saturating_sub(1)).collect();
                let pad = col_w.saturating_sub(shown.chars().count());
                spans.push(Span::styled(shown, style));
                spans.push(Span::raw(" ".repeat(pad)));
            }
            lines.push(Line::from(spans));
        }
        Paragraph::new(lines).render(inner, buf);
    }
}
