//! The sealed envelope's code, drawn large enough to copy; a click ends it as a key does.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::{Mouse, WindowFace};
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::tui::action::UiEvent;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::sealed::SealedWindow;
use crate::tui::view::{Look, text_window};

impl WindowFace for SealedWindow<'_> {
    /// A click ends it as a key does.
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(matches!(event.kind, MouseEventKind::Down(_)).then_some(UiEvent::Cancel.into()))
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        let game = app.game();
        let view = SealedView {
            code: self.code,
            path: self.path,
            by: game.turn(),
            name: game.name(game.turn()),
            move_number: game.position().fullmoves(),
            layout,
            look: Look::of(app),
        };
        view.render(area, buf);
    }
}

/// The box with the code of the envelope just sealed.
#[derive(Debug, Clone, Copy)]
pub struct SealedView<'a> {
    /// The code (`K7MQ-3XRA-P2WD`).
    pub code: &'a str,
    /// The envelope's file.
    pub path: &'a str,
    /// The side that sealed its move.
    pub by: Color,
    /// Its player's name, if given.
    pub name: Option<&'a str>,
    /// The number of the move sealed.
    pub move_number: u32,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

/// The code spaced out for copying by hand, a character at a time: `K 7 M Q – 3 X R A – …`.
pub fn spaced_code(code: &str) -> String {
    code.split('-')
        .map(|group| group.chars().map(String::from).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("   ")
}

impl Widget for SealedView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let code = Span::styled(spaced_code(self.code), theme.bold().add_modifier(Modifier::REVERSED));
        let body = vec![
            Line::from(s.sealed_by(self.name, self.by, self.move_number)),
            Line::default(),
            Line::from(vec![
                Span::styled(s.code_label(), theme.bold()),
                Span::styled("  ", code.style),
                code.clone(),
                Span::styled("  ", code.style),
            ]),
            Line::default(),
            Line::from(s.sealed_file(self.path)),
            Line::default(),
            Line::from(Span::styled(s.sealed_keys(), theme.dim())),
        ];
        text_window(theme, self.layout, area, buf, s.sealed_title(), body);
    }
}
