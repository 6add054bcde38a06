//! A yes/no question's box, drawn under the move list or over the middle of the screen.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::WindowFace;
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::confirm::{ConfirmWindow, question_text};
use crate::tui::view::{
    Look, MOVES_KEPT, beside_board, centered, frame, menu_lines, middle, side_column, wrapped_rows,
};

impl WindowFace for ConfirmWindow {
    /// The question's box needs the panel's rows: the clocks (one may be running) go back to
    /// one line each, so that both stay in sight beside the box.
    fn small_clocks(&self) -> bool {
        true
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        self.view(app, layout).render(area, buf);
    }

    /// Under the move list, which keeps its newest moves above it.
    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        self.view(app, layout).below_moves()
    }
}

impl ConfirmWindow {
    /// The question's box as the app asks it.
    fn view<'a>(&self, app: &App, layout: &'a ScreenLayout) -> ConfirmView<'a> {
        let look = Look::of(app);
        let s: &dyn TerminalWords = look.words;
        let title = s.question_title(self.0.asked(app.player(Color::White), app.player(Color::Black)));
        ConfirmView { text: question_text(look.words, app.record(), self.0), title, layout, look }
    }
}

/// A yes/no question.
#[derive(Debug, Clone)]
pub struct ConfirmView<'a> {
    /// The question's words ([`question_text`]).
    pub text: String,
    /// Its title: what it is and whom it asks.
    pub title: String,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl ConfirmView<'_> {
    /// Where the question's box goes and what it holds: under the move list, which keeps its
    /// newest moves above it, the clocks one line each around both (the board and the last
    /// moves stay in sight, and the running clock); the keys are given up first there, since
    /// the status line says them too. Where the list is too short, over it whole; on a small
    /// screen over the side panel; else over the middle of the screen.
    fn place(&self) -> (Rect, Keys) {
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let text = theme.text(&self.text);
        let keys_for = |w: u16| menu_lines(s.confirm_keys(), usize::from(w.saturating_sub(4)), theme);
        let height = |w: u16, keys: Keys| {
            let extra = match keys {
                Keys::Spaced => keys_for(w).len() as u16 + 1,
                Keys::Shown => keys_for(w).len() as u16,
                Keys::None => 0,
            };
            wrapped_rows(&text, w.saturating_sub(4)) + extra + 2
        };
        let l = self.layout;
        for kept in MOVES_KEPT {
            for keys in [Keys::Spaced, Keys::Shown, Keys::None] {
                if let Some(rect) = beside_board(l, kept, |w| height(w, keys)) {
                    return (rect, keys);
                }
            }
        }
        for keys in [Keys::Spaced, Keys::None] {
            if let Some(rect) = beside_board(l, 0, |w| height(w, keys)) {
                return (rect, keys);
            }
        }
        let side = Rect { y: l.top_clock.y, height: l.bottom_clock.bottom().saturating_sub(l.top_clock.y), ..l.moves };
        let column = side_column(l);
        for within in [side, column] {
            if within.width >= 24 && height(within.width, Keys::None) <= within.height {
                let keys = if height(within.width, Keys::Spaced) <= within.height { Keys::Spaced } else { Keys::None };
                let h = height(within.width, keys);
                return (Rect { y: within.bottom() - h, height: h, ..within }, keys);
            }
        }
        (centered(middle(l), l.screen, 44, height(44, Keys::Spaced)), Keys::Spaced)
    }

    /// The box's rectangle, when it stands under the move list (which then stops above it).
    pub fn below_moves(&self) -> Option<Rect> {
        let (rect, _) = self.place();
        let moves = self.layout.moves;
        (rect.x == moves.x && rect.y > moves.y && rect.bottom() == moves.bottom()).then_some(rect)
    }
}

/// What the question's box shows under the question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Keys {
    /// The keys, after a blank row.
    Spaced,
    /// The keys.
    Shown,
    /// None (the status line says them).
    None,
}

impl Widget for ConfirmView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let text = theme.text(&self.text).into_owned();
        let (rect, shown) = self.place();
        let keys = menu_lines(s.confirm_keys(), usize::from(rect.width.saturating_sub(4)), theme);
        let rect = rect.intersection(area);
        if rect.is_empty() {
            return;
        }
        let inner = frame(theme, rect, buf, &self.title);
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        let mut lines = vec![Line::from(Span::styled(text, theme.bold()))];
        if shown == Keys::Spaced {
            lines.push(Line::default());
        }
        if shown != Keys::None {
            lines.extend(keys.into_iter().map(|k| Line::from(Span::styled(k, theme.dim()))));
        }
        Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
    }
}
