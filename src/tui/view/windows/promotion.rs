//! The promotion picker's drawing, where it stands, and a click on a piece.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{Mouse, WindowFace};
use crate::lang::terminal::TerminalWords;
use crate::rules::{Color, Piece, Role};
use crate::tui::action::Intent;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::promotion::PickerWindow;
use crate::tui::view::{Look, centered, frame};

/// Columns per piece in the promotion picker.
const PICK_W: u16 = 7;
/// Width of the promotion picker.
const PICKER_W: u16 = 38;

/// Where the promotion picker goes.
pub fn picker_rect(layout: &ScreenLayout) -> Rect {
    centered(layout.board.squares(), layout.screen, PICKER_W, 4)
}

/// The first column of the picker's row of pieces.
fn picker_row_x(rect: Rect) -> u16 {
    rect.x + (rect.width.saturating_sub(4 * PICK_W)) / 2
}

/// The piece of the promotion picker under the screen cell (`x`, `y`), if any.
pub fn picker_choice_at(layout: &ScreenLayout, x: u16, y: u16) -> Option<Role> {
    let rect = picker_rect(layout);
    let x0 = picker_row_x(rect);
    if y != rect.y + 1 || x < x0 {
        return None;
    }
    Role::PROMOTIONS.get(usize::from((x - x0) / PICK_W)).copied()
}

impl WindowFace for PickerWindow {
    /// A click on a piece takes it.
    fn mouse(&self, layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(match event.kind {
            MouseEventKind::Down(MouseButton::Left) => {
                picker_choice_at(layout, event.column, event.row).map(|role| Intent::Promote(role).into())
            }
            _ => None,
        })
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        let game = app.game();
        PickerView { choice: self.0, turn: game.turn(), practice: game.is_practice(), layout, look: Look::of(app) }
            .render(area, buf);
    }
}

/// The promotion picker.
#[derive(Debug, Clone, Copy)]
pub struct PickerView<'a> {
    /// The highlighted piece, 0–3.
    pub choice: usize,
    /// The side promoting.
    pub turn: Color,
    /// Under `--arbiter practice`: the pawn may stay a pawn, and a line more says how.
    pub practice: bool,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl Widget for PickerView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // Under --arbiter practice a line more says how to leave the pawn a pawn; the pieces'
        // row stays where the mouse looks for it.
        let rect = picker_rect(self.layout);
        let rect = if self.practice { Rect { height: rect.height + 1, ..rect } } else { rect };
        let rect = rect.intersection(area).intersection(buf.area);
        if rect.is_empty() {
            return;
        }
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let inner = frame(theme, rect, buf, s.promote_title());
        let mut spans = vec![Span::raw(" ".repeat(usize::from(picker_row_x(rect).saturating_sub(inner.x))))];
        for (i, role) in Role::PROMOTIONS.into_iter().enumerate() {
            let glyph = theme.piece_in_text(Piece::new(self.turn, role));
            let text = format!(" {glyph} {} ", s.promote_letter(role));
            let style = if i == self.choice { theme.current_move() } else { theme.bold() };
            let pad = usize::from(PICK_W).saturating_sub(text.chars().count());
            spans.push(Span::styled(text, style));
            spans.push(Span::raw(" ".repeat(pad)));
        }
        let mut lines = vec![
            Line::from(spans),
            Line::from(Span::styled(theme.text(s.promote_keys()).into_owned(), theme.dim()))
                .alignment(Alignment::Center),
        ];
        if self.practice {
            lines.push(
                Line::from(Span::styled(theme.text(s.promote_pawn()).into_owned(), theme.dim()))
                    .alignment(Alignment::Center),
            );
        }
        Paragraph::new(lines).render(inner, buf);
    }
}
