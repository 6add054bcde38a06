//! The bottom rows: the state of the game and the last message, the input line, and the
//! footer with the keys that matter now.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::tui::app::{App, InputMode, Overlay};
use crate::tui::practice;
use crate::tui::strings::FooterKey;
use crate::tui::update::move_label;

/// The status rows: what is going on, and the last message.
#[derive(Debug, Clone, Copy)]
pub struct StatusView<'a> {
    /// The app.
    pub app: &'a App,
}

impl StatusView<'_> {
    /// The sentence saying what is going on.
    pub fn state(app: &App) -> String {
        let (game, s) = (&app.game, app.strings);
        let turn = game.turn();
        if let Some(outcome) = game.outcome() {
            return (s.outcome)(&outcome);
        }
        if let Some(i) = app.review {
            let last =
                i.checked_sub(1).and_then(|j| game.moves().get(j)).map(|m| move_label(m.number, m.color, &m.san));
            return (s.review)(i, game.moves().len(), last.as_deref());
        }
        if app.found.is_some() {
            return s.found_waiting.to_string();
        }
        if let Some(sealed) = &app.adjournment.sealed {
            return (s.envelope)(sealed.by, sealed.move_number);
        }
        if !app.started {
            return (s.ready)(turn);
        }
        if game.clock().is_paused() {
            return s.paused.to_string();
        }
        if app.claiming {
            return (s.claim_prompt)(turn);
        }
        let mut parts = vec![(s.to_move)(turn)];
        if game.position().is_check() {
            parts.push(s.check.to_string());
        }
        if let Some(marker) = practice::bound_marker(app) {
            parts.push(marker);
        }
        match game.draw_offer() {
            Some(c) if c == turn => parts.push((s.offer_standing)(c)),
            Some(c) => parts.push((s.offer_pending)(c)),
            None => {}
        }
        // A strict arbiter does not say that a draw can be claimed: the players must notice.
        let claimable = if app.strict() { Vec::new() } else { game.claimable() };
        if !claimable.is_empty() {
            parts.push((s.claimable)(turn, &claimable));
        }
        parts.join(" · ")
    }
}

/// The rows of the status line: the state, then the message under it.
const STATUS_ROWS: u16 = 2;

impl Widget for StatusView<'_> {
    /// The state and the message, each wrapped, in the last two rows of `area` — or, when they
    /// need more, in as many rows above as `area` has. The message (the answer to what the
    /// player just did) is kept whole before the state when rows run out.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let app = self.app;
        let theme = app.theme();
        let state = Paragraph::new(Line::from(Span::styled(format!(" {}", Self::state(app)), theme.bold())))
            .wrap(Wrap { trim: false });
        let message = app.message.as_ref().map(|message| {
            let style = if message.error { theme.error() } else { Style::new() };
            Paragraph::new(Line::from(Span::styled(format!(" {}", message.text), style))).wrap(Wrap { trim: false })
        });
        let width = area.width;
        let message_rows = message.as_ref().map_or(0, |m| rows(m, width)).min(area.height.saturating_sub(1));
        let state_rows = rows(&state, width).min(area.height - message_rows);
        let used = (state_rows + message_rows).max(STATUS_ROWS.min(area.height));
        let top = area.bottom() - used;
        state.render(Rect { y: top, height: state_rows, ..area }, buf);
        if let Some(message) = message {
            message.render(Rect { y: top + state_rows, height: message_rows, ..area }, buf);
        }
    }
}

/// The most rows a status text is measured in.
const MEASURE_ROWS: u16 = 8;

/// How many rows `text` takes when wrapped to `width` columns (at least one): drawn into a
/// scratch buffer, so the count is exactly what the paragraph will draw.
fn rows(text: &Paragraph<'_>, width: u16) -> u16 {
    let area = Rect::new(0, 0, width, MEASURE_ROWS);
    let mut scratch = Buffer::empty(area);
    text.clone().render(area, &mut scratch);
    let blank = |y: u16| (0..width).all(|x| scratch[(x, y)].symbol() == " ");
    (1..MEASURE_ROWS).rev().find(|&y| !blank(y)).map_or(1, |y| y + 1)
}

/// The input line: the typed move or command, or a hint of what can be typed.
#[derive(Debug, Clone, Copy)]
pub struct InputView<'a> {
    /// The app.
    pub app: &'a App,
}

impl Widget for InputView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let app = self.app;
        let theme = app.theme();
        let caret = Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED));
        let line = match app.input_mode {
            InputMode::Command => Line::from(vec![
                Span::styled(app.strings.command_prompt, theme.bold()),
                Span::raw(app.input.as_str()),
                caret,
            ]),
            InputMode::Move if !app.input.is_empty() => Line::from(vec![
                Span::raw(" "),
                Span::styled(app.strings.move_prompt, theme.bold()),
                Span::raw(app.input.as_str()),
                caret,
            ]),
            // Nothing can be typed after the game, nor while a window about a saved game waits.
            InputMode::Move
                if app.game.is_over()
                    || matches!(app.overlay, Some(Overlay::Found | Overlay::Envelope | Overlay::Seal(_))) =>
            {
                Line::default()
            }
            InputMode::Move => Line::from(Span::styled(format!(" {}", app.strings.input_hint), theme.dim())),
        };
        Paragraph::new(line).render(area, buf);
    }
}

/// The footer: the keys that matter in the present state.
#[derive(Debug, Clone, Copy)]
pub struct Footer<'a> {
    /// The app.
    pub app: &'a App,
}

impl Footer<'_> {
    /// The keys to show now, most important first.
    pub fn keys(app: &App) -> Vec<FooterKey> {
        use FooterKey as K;
        let game = &app.game;
        match app.overlay {
            Some(Overlay::Found) => return vec![K::ResumeFound, K::NewGame, K::Quit],
            Some(Overlay::Envelope) => return vec![K::OpenEnvelope, K::Quit],
            Some(Overlay::Seal(_)) => return vec![K::Seal, K::Back],
            _ => {}
        }
        if game.is_over() || matches!(app.overlay, Some(Overlay::GameOver)) {
            return vec![K::NewGame, K::OverSave, K::OverReview, K::OverQuit, K::Help];
        }
        if app.review.is_some() {
            return vec![K::Step, K::Ends, K::Back, K::Help];
        }
        if !app.started {
            return vec![K::Start, K::Flip, K::Help, K::Quit];
        }
        if game.clock().is_paused() {
            return vec![K::Resume, K::Save, K::Adjourn, K::Help, K::Quit];
        }
        if app.claiming {
            return vec![K::Claim, K::Back, K::Help];
        }
        let mut keys = vec![K::Help];
        if game.draw_offer() == Some(!game.turn()) {
            keys.extend([K::Accept, K::Decline]);
        } else {
            keys.push(K::Offer);
        }
        keys.extend([K::Claim, K::Review, K::Flip, K::Pause, K::Save, K::Quit, K::Resign, K::Command]);
        keys
    }
}

impl Widget for Footer<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let app = self.app;
        let theme = app.theme();
        let mut spans = vec![Span::raw(" ")];
        let mut width = 1;
        for key in Self::keys(app) {
            let (name, label) = (app.strings.footer)(key);
            let item = name.chars().count() + label.chars().count() + 3;
            if width + item > area.width as usize {
                break;
            }
            width += item;
            spans.push(Span::styled(name, theme.key()));
            spans.push(Span::raw(format!(" {label}  ")));
        }
        Paragraph::new(Line::from(spans)).render(area, buf);
    }
}
