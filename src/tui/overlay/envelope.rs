//! An adjourned game's envelope, waiting to be opened (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::keymap::{Binding, Key, intent, typed, ui};

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::Window;
use crate::lang::terminal::TerminalWords;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::session::Adjournment;
use crate::tui::view::{Look, frame, in_theme, wrapped_rows};

/// The envelope waits to be opened: the code's characters and Backspace, Enter opens it; F10
/// leaves it sealed (Q is a letter of codes).
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    intent(Key::Code(KeyCode::Enter), Intent::OpenEnvelope).footer(&[Fk::OpenEnvelope]),
    intent(Key::F(10), Intent::QuitNow).footer(&[Fk::Quit]),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::SealType(c))),
    ui(Key::Code(KeyCode::Backspace), UiEvent::SealErase),
];

// The view.

/// The adjourned game's envelope, waiting.
pub(in crate::tui) struct EnvelopeWindow;

impl Window for EnvelopeWindow {
    fn draw(&self, app: &App, layout: &ScreenLayout, _area: Rect, buf: &mut Buffer) {
        let view = EnvelopeView { adjournment: app.session().adjournment(), layout, look: app.look() };
        if let Some(rect) = view.rect() {
            view.render(rect, buf);
        }
    }

    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        EnvelopeView { adjournment: app.session().adjournment(), layout, look: app.look() }.rect()
    }

    fn small_clocks(&self) -> bool {
        true
    }

    fn footer(&self) -> Option<&'static [Fk]> {
        Some(&[Fk::Quit, Fk::OpenEnvelope])
    }

    fn silences_input(&self) -> bool {
        true
    }
}

/// The adjourned game's box, drawn in the area given (under the move list, so that the whole
/// position can be studied before the envelope is opened): its title, the code typed so far,
/// the keys, and when the envelope was opened before, if it was. The status line says who
/// sealed which move.
#[derive(Debug, Clone, Copy)]
pub struct EnvelopeView<'a> {
    /// The adjournment: its envelope and the code typed so far.
    pub adjournment: &'a Adjournment,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl EnvelopeView<'_> {
    /// Where the box goes: the lower part of the move list, when the list keeps a few rows
    /// above it; else nowhere (the status line and the footer say it).
    pub fn rect(&self) -> Option<Rect> {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let moves = self.layout.moves;
        let inner_w = moves.width.saturating_sub(4).max(1);
        let keys = theme.text(&s.envelope_keys(crate::tui::key_names::keys())).into_owned();
        let opened = match self.adjournment.envelope().and_then(|e| e.opened.as_deref()) {
            Some(when) => s.opened_before(when),
            None => s.no_opening_record().to_string(),
        };
        let opened = wrapped_rows(&opened, inner_w);
        // The code's row, the keys, the note of an earlier opening, and the frame.
        let height = wrapped_rows(&keys, inner_w).saturating_add(opened).saturating_add(3);
        (moves.height >= height + 3).then(|| Rect { y: moves.bottom() - height, height, ..moves })
    }
}

impl Widget for EnvelopeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area).intersection(self.layout.screen);
        let adjournment = self.adjournment;
        let Some(envelope) = adjournment.envelope() else { return };
        if area.width < 4 || area.height < 3 {
            return;
        }
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let inner = frame(theme, area, buf, s.envelope_title());
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        let caret = Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED));
        let code = crate::text::clean(adjournment.code());
        let mut lines = vec![
            Line::from(vec![Span::styled(s.code_label(), theme.bold()), Span::raw(code), caret]),
            Line::from(Span::styled(s.envelope_keys(crate::tui::key_names::keys()), theme.dim())),
        ];
        let opened = match &envelope.opened {
            Some(when) => s.opened_before(&crate::text::clean_short(when)),
            None => s.no_opening_record().to_string(),
        };
        lines.push(Line::from(Span::styled(opened, theme.bold())));
        let body = in_theme(theme, lines);
        Paragraph::new(body).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
    }
}
