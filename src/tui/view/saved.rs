//! Windows about saved games: the unfinished game found at the start, a notice about a save
//! that could not be read, the sealing window of an adjournment (which shows dots, never the
//! move), and the banner of an adjourned game waiting for its envelope to be opened.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::window::{centered, frame, middle, wrapped_rows};
use crate::storage::Holder;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::resume::{found_row, found_text};

/// The mark shown for each character of the sealed move.
const HIDDEN: char = '●';

/// Width of these windows.
const WIDTH: u16 = 72;

/// The rows of several lines wrapped to `width`.
fn rows(lines: &[&str], width: u16) -> u16 {
    lines.iter().map(|l| wrapped_rows(l, width)).fold(0, u16::saturating_add)
}

/// A window centred over the board and the panel: `title`, the text lines, then the keys.
fn window(app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer, title: &str, body: Vec<Line<'_>>) {
    let body = in_theme(app, body);
    let inner_w = WIDTH.min(layout.screen.width).saturating_sub(4);
    let texts: Vec<String> = body.iter().map(|l| l.to_string()).collect();
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    let h = rows(&refs, inner_w) + 2;
    let rect = centered(middle(layout), layout.screen, WIDTH, h).intersection(area).intersection(buf.area);
    if rect.is_empty() {
        return;
    }
    let inner = frame(app, rect, buf, title);
    let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
    Paragraph::new(body).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
}

/// The lines with their texts in the theme's characters (ASCII with `--pieces ascii`).
fn in_theme<'a>(app: &App, lines: Vec<Line<'a>>) -> Vec<Line<'a>> {
    let theme = app.theme();
    if !theme.ascii() {
        return lines;
    }
    lines
        .into_iter()
        .map(|line| {
            let spans: Vec<Span<'a>> = line
                .spans
                .into_iter()
                .map(|span| Span::styled(theme.text(&span.content).into_owned(), span.style))
                .collect();
            Line { spans, ..line }
        })
        .collect()
}

/// The question at the start: resume the unfinished game, or start a new one; a list to pick
/// from when several games wait or one of them is being played by another ferz.
#[derive(Debug, Clone, Copy)]
pub struct FoundView<'a> {
    /// The app.
    pub app: &'a App,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
}

impl Widget for FoundView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let s = app.strings();
        let theme = app.theme();
        let list = app.session().found();
        let single = matches!(list.games(), [f] if f.holder == Holder::Me);
        let body = if single {
            vec![
                Line::from(Span::styled(found_text(app).unwrap_or_default(), theme.bold())),
                Line::default(),
                Line::from(s.found_question()),
            ]
        } else {
            // Several games, or one another ferz plays: a list to pick from, each held game
            // saying which process plays it.
            let mut lines =
                vec![Line::from(Span::styled(s.found_many(list.games().len()), theme.bold())), Line::default()];
            for (i, f) in list.games().iter().enumerate() {
                let picked = i == list.choice();
                let mut text = format!("{} {}", if picked { "▸" } else { " " }, found_row(app, f));
                if let Holder::Other(pid) = f.holder {
                    text.push_str(&format!(" — {}", s.held_by(pid)));
                }
                let style = if picked { theme.bold() } else { theme.dim() };
                lines.push(Line::from(Span::styled(theme.text(&text).into_owned(), style)));
            }
            lines.push(Line::default());
            lines.push(Line::from(s.found_list_question()));
            lines
        };
        window(app, self.layout, area, buf, s.found_title(), body);
    }
}

/// A notice that must be read (a saved game that could not be read, and where it was kept).
#[derive(Debug, Clone, Copy)]
pub struct NoticeView<'a> {
    /// The app.
    pub app: &'a App,
    /// What to say.
    pub text: &'a str,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
}

impl Widget for NoticeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let s = app.strings();
        let body = vec![
            Line::from(Span::styled(self.text, app.theme().error())),
            Line::default(),
            Line::from(Span::styled(s.notice_keys(), app.theme().dim())),
        ];
        window(app, self.layout, area, buf, s.notice_title(), body);
    }
}

/// The sealing window: who seals which move, and the typed move as dots.
#[derive(Debug, Clone, Copy)]
pub struct SealView<'a> {
    /// The app.
    pub app: &'a App,
    /// The typed move (shown only as its length).
    pub typed: &'a str,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
}

impl Widget for SealView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let s = app.strings();
        let theme = app.theme();
        let turn = app.game().turn();
        let dots: String = std::iter::repeat_n(HIDDEN, self.typed.chars().count()).collect();
        let caret = Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED));
        let body = vec![
            Line::from(s.seal_prompt(turn, app.game().position().fullmoves())),
            Line::default(),
            Line::from(vec![Span::styled(s.seal_label(), theme.bold()), Span::raw(dots), caret]),
            Line::default(),
            Line::from(Span::styled(s.seal_keys(), theme.dim())),
        ];
        window(app, self.layout, area, buf, s.seal_title(), body);
    }
}

/// The adjourned game's box, drawn in the area given (under the move list, so that the whole
/// position can be studied before the envelope is opened): its title, the code typed so far,
/// the keys, and when the envelope was opened before, if it was. The status line says who
/// sealed which move.
#[derive(Debug, Clone, Copy)]
pub struct EnvelopeView<'a> {
    /// The app.
    pub app: &'a App,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
}

impl Widget for EnvelopeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area).intersection(self.layout.screen);
        let app = self.app;
        let adjournment = app.session().adjournment();
        let Some(envelope) = adjournment.envelope() else { return };
        if area.width < 4 || area.height < 3 {
            return;
        }
        let s = app.strings();
        let theme = app.theme();
        let inner = frame(app, area, buf, s.envelope_title());
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
        let body = in_theme(app, lines);
        Paragraph::new(body).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
    }
}
