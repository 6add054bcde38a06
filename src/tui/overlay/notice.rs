//! Something the players must read about a saved game; any key closes it.

use crate::tui::action::{Action, UiEvent};
use crate::tui::keymap::{Binding, Key, ui};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::{Change, Handled, Mouse, Typed, Window};
use crate::lang::terminal::TerminalWords;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::resume;
use crate::tui::view::{Look, text_window};
use ratatui::crossterm::event::{MouseEvent, MouseEventKind};

/// Something to read about a saved game: any key closes it.
pub(in crate::tui) static KEYS: &[Binding] = &[ui(Key::Any, UiEvent::Cancel)];

// The view.

/// The open notice, with what it says.
pub(in crate::tui) struct NoticeWindow<'a>(pub(in crate::tui) &'a str);

impl Window for NoticeWindow<'_> {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

    /// Read: the window it covered comes up, if one is due.
    fn update(&self, app: &App, action: &Action) -> Handled {
        match action {
            Action::Ui(UiEvent::Cancel) => Handled::Done(vec![Change::Window(resume::after_notice(app))]),
            _ => Handled::Pass,
        }
    }

    /// A click closes it.
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(matches!(event.kind, MouseEventKind::Down(_)).then_some(UiEvent::Cancel.into()))
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        NoticeView { text: self.0, layout, look: app.look() }.render(area, buf);
    }

    /// The screen-reader face says the text, and closes the notice at once.
    fn said(&self, _app: &App) -> Vec<String> {
        vec![self.0.to_string()]
    }

    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::CloseThenPass
    }

    fn closes_once_said(&self) -> bool {
        true
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
