//! The window that says the computer could not move, drawn over the middle of the screen: what
//! happened, then its two choices, each with its key.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::WindowFace;
use crate::lang::terminal::TerminalWords;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::seat_fault::SeatFaultWindow;
use crate::tui::view::{Look, text_window};

impl WindowFace for SeatFaultWindow<'_> {
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        let look = Look::of(app);
        let s: &dyn TerminalWords = look.words;
        let name =
            app.seat(self.side).computer().map_or_else(|| s.side(self.side).to_string(), |c| c.name().to_string());
        let choices = s.seat_fault_choices(&name, self.side).map(|(key, what)| format!("{key}  {what}"));
        SeatFaultView { text: self.text, choices, layout, look }.render(area, buf);
    }
}

/// The computer could not move: what happened, and what the players may do.
#[derive(Debug, Clone)]
pub struct SeatFaultView<'a> {
    /// What happened.
    pub text: &'a str,
    /// Each choice: its key and what it does.
    pub choices: [String; 2],
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl Widget for SeatFaultView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let mut body = vec![Line::from(Span::styled(self.text, theme.error())), Line::default()];
        body.extend(self.choices.into_iter().map(|c| Line::from(Span::styled(c, theme.bold()))));
        text_window(theme, self.layout, area, buf, s.seat_fault_title(), body);
    }
}
