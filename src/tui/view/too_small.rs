//! The screen shown instead of the game when the terminal is smaller than the least layout: the
//! clocks go on running, so both times stay in sight by name (`▶ Anna 4:51 · Boris 5:00`, the
//! running one marked and reversed), who is to move, and how large the terminal must be — as
//! much of it as fits, in that order, down to a single cell.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::game::{Game, Instant, Termination, format_clock};
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::text::clean;
use crate::tui::app::App;
use crate::tui::view::{Look, drawable, wrapped_rows};

/// The hint of the too-small screen: how large the terminal must be.
#[derive(Debug, Clone, Copy)]
pub struct TooSmall {
    /// Words and theme.
    pub look: Look,
    /// The least size.
    pub need: (u16, u16),
}

impl TooSmall {
    /// The hint for a screen of `size`.
    fn text(self, size: (u16, u16)) -> String {
        let s: &dyn TerminalWords = self.look.words;
        let text = s.too_small(self.need.0, self.need.1, size.0, size.1);
        self.look.theme.text(&text).into_owned()
    }
}

impl Widget for TooSmall {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let text = self.text((area.width, area.height));
        let lines = wrapped_rows(&text, area.width);
        let y = area.y + area.height.saturating_sub(lines) / 2;
        centred_text(text, Rect { y, height: area.bottom() - y, ..area }, buf);
    }
}

/// `text` centred and wrapped by words in `area`.
fn centred_text(text: String, area: Rect, buf: &mut Buffer) {
    Paragraph::new(Line::from(Span::styled(text, Style::new())))
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

/// The whole too-small screen: the clocks, who is to move, the hint.
#[derive(Debug, Clone, Copy)]
pub struct TooSmallScreen<'a> {
    /// The game (its clocks, names and turn).
    pub game: &'a Game,
    /// The time shown.
    pub now: Instant,
    /// Words and theme.
    pub look: Look,
    /// The least size.
    pub need: (u16, u16),
}

impl TooSmallScreen<'_> {
    /// The too-small screen of the app's game.
    pub fn of(app: &App, need: (u16, u16)) -> TooSmallScreen<'_> {
        TooSmallScreen { game: app.game(), now: app.now(), look: Look::of(app), need }
    }

    /// One side's clock on a line: the running mark, the name (cut to leave the time whole
    /// within `width`), the time.
    fn clock(&self, side: Color, width: usize) -> (String, Style) {
        let (game, theme) = (self.game, self.look.theme);
        let s: &dyn TerminalWords = self.look.words;
        let clock = game.clock();
        let running = clock.running() == Some(side);
        let to_move = !game.is_over() && game.turn() == side;
        let mark = if to_move { theme.running_mark() } else { " " };
        let time =
            if clock.is_untimed() { s.no_clock().to_string() } else { format_clock(clock.remaining(side, self.now)) };
        let name = game.name(side).map_or_else(|| s.side(side).to_string(), clean);
        let name = theme.text(&name).into_owned();
        let room = width.saturating_sub(mark.chars().count() + time.chars().count() + 2);
        let name: String = if name.chars().count() > room {
            name.chars().take(room.saturating_sub(1)).chain(['…']).filter(|_| room > 0).collect()
        } else {
            name
        };
        let flagged = game.outcome().is_some_and(|o| o.termination == Termination::Timeout && o.by == Some(side));
        let style = match (running, flagged) {
            (_, true) => theme.warning(),
            (true, _) => theme.running(),
            _ => Style::new(),
        };
        let text = if name.is_empty() { format!("{mark} {time}") } else { format!("{mark} {name} {time}") };
        (text, style)
    }
}

impl Widget for TooSmallScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let width = usize::from(area.width);
        let white = self.clock(Color::White, width);
        let black = self.clock(Color::Black, width);
        let sep = theme.separator();
        let mut lines = Vec::new();
        let (w, b) = (white.0.trim_start(), black.0.trim_start());
        if w.chars().count() + sep.chars().count() + b.chars().count() <= width {
            lines.push(Line::from(vec![
                Span::styled(w.to_string(), white.1),
                Span::raw(sep),
                Span::styled(b.to_string(), black.1),
            ]));
        } else {
            lines.extend([white, black].map(|(text, style)| Line::styled(text, style)));
        }
        if !self.game.is_over() {
            // By name where the row has room, else the side alone.
            let turn = self.game.turn();
            let named = theme.text(&s.to_move(self.game.name(turn), turn)).into_owned();
            let said =
                if named.chars().count() <= width { named } else { theme.text(&s.to_move(None, turn)).into_owned() };
            lines.push(Line::raw(said));
        }
        let lines: Vec<Line> = lines.into_iter().take(usize::from(area.height)).collect();
        let used = u16::try_from(lines.len()).unwrap_or(u16::MAX);
        let hint = TooSmall { look: self.look, need: self.need }.text((area.width, area.height));
        let hint_rows = wrapped_rows(&hint, area.width).min(area.height - used);
        let top = area.y + (area.height - used - hint_rows) / 2;
        Paragraph::new(lines).alignment(Alignment::Center).render(Rect { y: top, height: used, ..area }, buf);
        if hint_rows > 0 {
            centred_text(hint, Rect { y: top + used, height: hint_rows, ..area }, buf);
        }
    }
}
