//! The help screen, drawn from the rows the model lays out; the wheel scrolls it, a click
//! closes it.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseEvent, MouseEventKind};
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub use crate::tui::overlay::help::help_max_scroll;

use super::{Mouse, WindowFace};
use crate::lang::terminal::TerminalWords;
use crate::tui::action::UiEvent;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::help::{HELP_W, HelpRow, HelpWindow, help_rows};
use crate::tui::view::{Look, centered, drawable, frame};

impl WindowFace for HelpWindow {
    /// The wheel scrolls it, a click closes it.
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(match event.kind {
            MouseEventKind::ScrollUp => Some(UiEvent::Scroll(-3).into()),
            MouseEventKind::ScrollDown => Some(UiEvent::Scroll(3).into()),
            MouseEventKind::Down(_) => Some(UiEvent::Cancel.into()),
            _ => None,
        })
    }

    fn draw(&self, app: &App, _layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        HelpView { scroll: self.0, look: Look::of(app) }.render(area, buf);
    }
}

/// The help's rows on a screen `screen_w` columns wide, the headings and the keys in bold.
fn help_lines(look: Look, screen_w: u16) -> Vec<Line<'static>> {
    let theme = look.theme;
    let row = |row: HelpRow| match row {
        HelpRow::Blank => Line::default(),
        HelpRow::Heading(heading) => Line::from(Span::styled(heading, theme.bold())),
        HelpRow::Keys(keys, first) => Line::from(vec![Span::styled(keys, theme.bold()), Span::raw(first)]),
        HelpRow::More(more) => Line::from(more),
    };
    help_rows(look.words, theme.ascii(), screen_w).into_iter().map(row).collect()
}

/// The help: every key and every command, scrollable.
#[derive(Debug, Clone, Copy)]
pub struct HelpView {
    /// Rows scrolled.
    pub scroll: u16,
    /// Words and theme.
    pub look: Look,
}

impl Widget for HelpView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let rect = centered(area, area, HELP_W, area.height);
        let inner = frame(theme, rect, buf, s.help_title());
        if inner.height < 2 {
            return;
        }
        let lines = help_lines(self.look, area.width);
        let body = Rect { height: inner.height - 1, ..inner };
        let max_scroll = (lines.len() as u16).saturating_sub(body.height);
        let scroll = self.scroll.min(max_scroll);
        Paragraph::new(lines).scroll((scroll, 0)).render(body, buf);
        let foot = Rect { y: inner.bottom() - 1, height: 1, width: inner.width.saturating_sub(1), ..inner };
        Paragraph::new(Line::from(Span::styled(theme.text(s.help_footer()).into_owned(), theme.dim())))
            .alignment(Alignment::Right)
            .wrap(Wrap { trim: true })
            .render(foot, buf);
    }
}
