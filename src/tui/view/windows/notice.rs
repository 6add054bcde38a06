//! The notice's drawing; a click closes it.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::{Mouse, WindowFace};
use crate::lang::terminal::TerminalWords;
use crate::tui::action::UiEvent;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::notice::NoticeWindow;
use crate::tui::view::{Look, text_window};

impl WindowFace for NoticeWindow<'_> {
    /// A click closes it.
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(matches!(event.kind, MouseEventKind::Down(_)).then_some(UiEvent::Cancel.into()))
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        NoticeView { text: self.0, layout, look: Look::of(app) }.render(area, buf);
    }
}

/// A notice that must be read (a saved game that could not be read, and where it was kept).
#[derive(Debug, Clone, Copy)]
pub struct NoticeView<'a> {
    /// What to say.
    pub text: &'a str,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl Widget for NoticeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let body = vec![
            Line::from(Span::styled(self.text, theme.error())),
            Line::default(),
            Line::from(Span::styled(s.notice_keys(), theme.dim())),
        ];
        text_window(theme, self.layout, area, buf, s.notice_title(), body);
    }
}
