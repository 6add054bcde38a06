//! The adjourned game's envelope, drawn under the move list.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::WindowFace;
use crate::lang::terminal::TerminalWords;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::envelope::EnvelopeWindow;
use crate::tui::session::Adjournment;
use crate::tui::view::{Look, frame, in_theme, wrapped_rows};

impl WindowFace for EnvelopeWindow {
    fn draw(&self, app: &App, layout: &ScreenLayout, _area: Rect, buf: &mut Buffer) {
        let view = EnvelopeView { adjournment: app.session().adjournment(), layout, look: Look::of(app) };
        if let Some(rect) = view.rect() {
            view.render(rect, buf);
        }
    }

    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        EnvelopeView { adjournment: app.session().adjournment(), layout, look: Look::of(app) }.rect()
    }

    fn small_clocks(&self) -> bool {
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
    /// The box's texts in the theme's characters, as drawn: the keys, and what is known of an
    /// earlier opening.
    fn texts(&self) -> (String, String) {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let keys = s.envelope_keys(crate::tui::key_names::keys());
        let opened = match self.adjournment.envelope().and_then(|e| e.opened.as_deref()) {
            Some(when) => s.opened_before(&crate::text::clean_short(when)),
            None => s.no_opening_record().to_string(),
        };
        (theme.text(&keys).into_owned(), theme.text(&opened).into_owned())
    }

    /// How the box says what it says in `area`, if it can say the code at least: framed
    /// with everything, framed with the note of an earlier opening (the footer names the
    /// keys), unframed with the note (the status line names the box), framed with the code
    /// alone.
    fn fit(&self, width: u16, height: u16) -> Option<Fit> {
        let (keys, opened) = self.texts();
        let framed = width.saturating_sub(4).max(1);
        let (keys, note) = (wrapped_rows(&keys, framed), wrapped_rows(&opened, framed));
        let bare_note = wrapped_rows(&opened, width.saturating_sub(2).max(1));
        [
            (Fit { frame: true, keys: true, note: true }, 3 + keys + note),
            (Fit { frame: true, keys: false, note: true }, 3 + note),
            (Fit { frame: false, keys: false, note: true }, 1 + bare_note),
            (Fit { frame: true, keys: false, note: false }, 3),
        ]
        .into_iter()
        .find(|&(_, rows)| rows <= height)
        .map(|(fit, _)| fit)
    }

    /// Where the box goes: the lower part of the move list, which keeps a few rows above it;
    /// where the list is too short for both, the box takes the whole list rather than lose a
    /// sentence (see [`fit`](Self::fit) for what it leaves out where even that is too short).
    /// Nowhere when not even the code's row fits.
    pub fn rect(&self) -> Option<Rect> {
        let moves = self.layout.moves;
        let whole = self.fit(moves.width, moves.height)?;
        // The fewest rows that say as much, if the list keeps three above them.
        let fewest = (1..=moves.height).find(|&h| self.fit(moves.width, h) == Some(whole))?;
        if moves.height >= fewest + 3 {
            Some(Rect { y: moves.bottom() - fewest, height: fewest, ..moves })
        } else {
            Some(moves)
        }
    }
}

/// What the envelope's box shows, and whether framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Fit {
    frame: bool,
    keys: bool,
    note: bool,
}

impl Widget for EnvelopeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area).intersection(self.layout.screen);
        let adjournment = self.adjournment;
        if adjournment.envelope().is_none() || area.width < 4 {
            return;
        }
        let Some(fit) = self.fit(area.width, area.height) else { return };
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let (keys, opened) = self.texts();
        let inner = if fit.frame {
            frame(theme, area, buf, s.envelope_title())
        } else {
            Clear.render(area, buf);
            Block::new().style(theme.popup()).render(area, buf);
            area
        };
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        let caret = Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED));
        let code = crate::text::clean(adjournment.code());
        let mut lines = vec![Line::from(vec![Span::styled(s.code_label(), theme.bold()), Span::raw(code), caret])];
        if fit.keys {
            lines.push(Line::from(Span::styled(keys, theme.dim())));
        }
        if fit.note {
            lines.push(Line::from(Span::styled(opened, theme.bold())));
        }
        Paragraph::new(in_theme(theme, lines))
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .render(inner, buf);
    }
}
