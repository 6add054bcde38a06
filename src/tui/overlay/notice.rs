//! Something the players must read about a saved game; any key closes it.

use crate::tui::action::UiEvent;
use crate::tui::keymap::{Binding, Key, ui};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::Window;
use crate::lang::terminal::TerminalWords;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::view::{Look, text_window};

/// Something to read about a saved game: any key closes it.
pub(in crate::tui) static KEYS: &[Binding] = &[ui(Key::Any, UiEvent::Cancel)];

// The view.

/// The open notice, with what it says.
pub(in crate::tui) struct NoticeWindow<'a>(pub(in crate::tui) &'a str);

impl Window for NoticeWindow<'_> {
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        NoticeView { text: self.0, layout, look: app.look() }.render(area, buf);
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
