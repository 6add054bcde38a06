//! The arbiter's line of `ferz clock` (F9), under the clocks, which stay in sight while they
//! are corrected: a short prompt (or why the last line was refused) over the line being
//! typed. What is typed and its cursor are always on screen: a line wider than the screen is
//! shown by its end, `…` before it; the empty line shows the forms of a correction, as many as
//! fit whole.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::app::ClockApp;
use crate::tui::wrap::wrapped_rows;

/// The prompt "> " before what is typed.
const PROMPT: &str = "> ";

/// The cursor after it.
const CURSOR: &str = "_";

/// The arbiter's line as drawn: its head and what is typed.
pub(super) struct ArbiterLine<'a> {
    app: &'a ClockApp,
    typed: &'a str,
}

impl<'a> ArbiterLine<'a> {
    /// The line of `app`, with `typed` typed so far.
    pub(super) fn new(app: &'a ClockApp, typed: &'a str) -> Self {
        ArbiterLine { app, typed }
    }

    /// The prompt, or why the last line was refused (which names the forms).
    fn head(&self) -> (String, bool) {
        let theme = self.app.theme();
        match self.app.arbiter_note() {
            Some(refused) => (theme.text(refused).into_owned(), true),
            None => (theme.text(self.app.strings().arbiter_prompt()).into_owned(), false),
        }
    }

    /// The rows it takes at `width`: the head's, wrapped by words, and one for the typing.
    pub(super) fn rows(&self, width: u16) -> u16 {
        wrapped_rows(&self.head().0, width).saturating_add(1)
    }

    /// Just the typing row, for a screen too small for more.
    pub(super) fn input(&self, width: u16) -> Line<'static> {
        let theme = self.app.theme();
        let width = usize::from(width);
        let room = width.saturating_sub(PROMPT.len() + CURSOR.len());
        let typed = crate::text::clean(self.typed);
        let typed = theme.text(&typed).into_owned();
        let shown = if text_width(&typed) <= room { typed } else { tail(&typed, room, &theme.text("…")) };
        let used = PROMPT.len() + text_width(&shown) + CURSOR.len();
        let mut spans = vec![Span::styled(PROMPT, theme.bold()), Span::raw(shown), Span::styled(CURSOR, theme.bold())];
        if self.typed.is_empty() {
            // The forms, as examples, on the empty line: each whole or not at all.
            let (gap, separator) = ("  ", theme.separator());
            let mut hint = String::new();
            for form in self.app.strings().arbiter_forms() {
                let more = if hint.is_empty() { form.to_string() } else { format!("{separator}{form}") };
                if used + gap.len() + text_width(&hint) + text_width(&more) > width {
                    break;
                }
                hint.push_str(&more);
            }
            if !hint.is_empty() {
                spans.push(Span::raw(gap));
                spans.push(Span::styled(theme.text(&hint).into_owned(), theme.dim()));
            }
        }
        Line::from(spans)
    }

    /// Draws the head over the typing row in `area`; the typing row first when there is room
    /// for nothing else.
    pub(super) fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.app.theme();
        let [head, input] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
        let (text, refused) = self.head();
        let style = if refused { theme.warning() } else { theme.bold() };
        Paragraph::new(text).style(style).wrap(Wrap { trim: true }).render(head, buf);
        Paragraph::new(self.input(input.width)).render(input, buf);
    }
}

/// The columns `text` takes on screen.
fn text_width(text: &str) -> usize {
    Span::raw(text).width()
}

/// The end of `text` that fits `room` columns with `ellipsis` before it.
fn tail(text: &str, room: usize, ellipsis: &str) -> String {
    let mut kept: Vec<char> = Vec::new();
    let mut used = text_width(ellipsis);
    for c in text.chars().rev() {
        let w = text_width(c.encode_utf8(&mut [0; 4]));
        if used + w > room {
            break;
        }
        used += w;
        kept.push(c);
    }
    let mut out = String::from(if used > room { "" } else { ellipsis });
    out.extend(kept.into_iter().rev());
    out
}
