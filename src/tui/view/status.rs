//! The bottom rows: the state of the game and the last message, the input line, and the
//! footer with the keys that matter now.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::game::ClaimReason;
use crate::lang::terminal::{FooterKey, TerminalWords};
use crate::storage::Holder;
use crate::tui::app::App;
use crate::tui::input::{InputLine, InputMode};
use crate::tui::overlay::Overlay;
use crate::tui::practice;
use crate::tui::screen::Message;
use crate::tui::view::Look;
use crate::tui::view::window::drawable;

/// The status rows: what is going on, and the last message.
#[derive(Debug, Clone)]
pub struct StatusView<'a> {
    /// The sentence saying what is going on.
    pub state: String,
    /// The last message.
    pub message: Option<&'a Message>,
    /// Words and theme.
    pub look: Look,
}

impl StatusView<'_> {
    /// The status rows of the app.
    pub fn of(app: &App) -> StatusView<'_> {
        StatusView { state: Self::state(app), message: app.message(), look: Look::of(app) }
    }

    /// The sentence saying what is going on.
    pub fn state(app: &App) -> String {
        let (game, s) = (app.game(), app.strings());
        let turn = game.turn();
        // An open window may say it where the players look as well as in its box (a question,
        // after the game too: a new game?).
        if let Some(text) = app.overlay().and_then(|o| o.window(|w| w.status(app))) {
            return text;
        }
        // Review says so, after the game too (the result is in its box and the move list).
        if let Some(i) = app.review() {
            return crate::tui::play::review_status(app.record(), app.strings(), app.outcome_text(), i);
        }
        if let Some(text) = app.outcome_text() {
            return text;
        }
        let found = app.session().found();
        match found.games() {
            _ if found.is_empty() => {}
            // One free game: the question of old; otherwise the list and its keys.
            [f] if f.holder == Holder::Me && found.events().is_empty() => return s.found_waiting().to_string(),
            [] if matches!(found.events(), [e] if e.holder == Holder::Me) => return s.found_waiting().to_string(),
            _ => return s.found_list_waiting(found.len()),
        }
        if let Some(envelope) = app.session().adjournment().envelope() {
            return s.envelope(game.name(envelope.by), envelope.by, envelope.move_number);
        }
        if !app.started() {
            return s.ready(game.name(turn), turn);
        }
        if game.clock().is_paused() {
            return s.paused(crate::tui::key_names::keys()).to_string();
        }
        if app.claiming() {
            return s.claim_prompt(game.name(turn), turn, crate::tui::key_names::keys());
        }
        let mut parts = vec![s.to_move(game.name(turn), turn)];
        if game.position().is_check() && app.judged(game.moves().len()) {
            parts.push(s.check().to_string());
        }
        if let Some(marker) = practice::bound_marker(app) {
            parts.push(marker);
        }
        match game.draw_offer() {
            Some(c) if c == turn => parts.push(s.offer_standing(game.name(c), c)),
            Some(c) if !app.agreement_possible() => {
                parts.push(s.offer_early(game.name(c), c, game.name(!c), crate::tui::key_names::keys()));
            }
            Some(c) => parts.push(s.offer_pending(game.name(c), c, game.name(!c), crate::tui::key_names::keys())),
            None => {}
        }
        // A strict arbiter does not say that a draw can be claimed: the players must notice.
        let claimable = game.claimable_shown();
        if !claimable.is_empty() {
            parts.push(s.claimable(game.name(turn), turn, &claimable, crate::tui::key_names::keys()));
        }
        if let Some(hint) = claim_next(app) {
            parts.push(hint);
        }
        parts.join(" · ")
    }
}

/// Assist mode: a draw the side to move may claim with its next move, as the intended move of
/// the claim (FIDE 9.2.1.1, 9.3.1) — what players rehearsing claims must learn to see. A strict
/// arbiter says nothing.
fn claim_next(app: &App) -> Option<String> {
    if app.strict() {
        return None;
    }
    let (game, s) = (app.game(), app.strings());
    let moves = game.claims_by_next_move();
    if moves.is_empty() {
        return None;
    }
    if moves.iter().any(|&(_, reason)| reason == ClaimReason::FiftyMoves) {
        return Some(s.claim_next_fifty(game.name(game.turn()), game.turn(), crate::tui::key_names::keys()));
    }
    let mut named: Vec<String> = moves.iter().take(3).map(|&(mv, _)| app.move_here(mv)).collect();
    if moves.len() > 3 {
        named.push("…".to_string());
    }
    Some(s.claim_next_repeat(game.name(game.turn()), game.turn(), &named.join(", "), crate::tui::key_names::keys()))
}

/// The rows of the status line: the state, then the message under it.
const STATUS_ROWS: u16 = 2;

impl StatusView<'_> {
    /// The state and the message as paragraphs wrapped at word boundaries, in the theme's
    /// characters.
    fn paragraphs(&self) -> (Paragraph<'static>, Option<Paragraph<'static>>) {
        let theme = self.look.theme;
        // The state may have lines of its own (review after the game: the result under it).
        let state = Paragraph::new(ratatui::text::Text::styled(theme.text(&self.state).into_owned(), theme.bold()))
            .wrap(Wrap { trim: true });
        let message = self.message.map(|message| {
            let style = if message.error { theme.error() } else { Style::new() };
            Paragraph::new(Line::from(Span::styled(theme.text(&message.text).into_owned(), style)))
                .wrap(Wrap { trim: true })
        });
        (state, message)
    }

    /// The rows the state and the message take, wrapped to an area `width` columns wide.
    pub fn rows_needed(&self, width: u16) -> u16 {
        let (state, message) = self.measure(width);
        state + message
    }

    /// The rows the state and the message each take in an area `width` columns wide (the
    /// text a column in from the edge), to be given to [`render_measured`](Self::render_measured):
    /// measuring wraps the texts, which costs as much as drawing them.
    pub fn measure(&self, width: u16) -> (u16, u16) {
        let width = width.saturating_sub(1).max(1);
        let (state, message) = self.paragraphs();
        (rows(&state, width), message.as_ref().map_or(0, |m| rows(m, width)))
    }

    /// Draws as [`render`](Widget::render) does, the rows already measured for `area`'s
    /// width by [`measure`](Self::measure).
    pub fn render_measured(self, (state_rows, message_rows): (u16, u16), area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() || area.width < 2 {
            return;
        }
        let area = Rect { x: area.x + 1, width: area.width - 1, ..area };
        let (state, message) = self.paragraphs();
        let message_rows = message_rows.min(area.height.saturating_sub(1));
        let state_rows = state_rows.min(area.height - message_rows);
        let used = (state_rows + message_rows).max(STATUS_ROWS.min(area.height));
        let top = area.bottom() - used;
        state.render(Rect { y: top, height: state_rows, ..area }, buf);
        if let Some(message) = message {
            message.render(Rect { y: top + state_rows, height: message_rows, ..area }, buf);
        }
    }
}

impl Widget for StatusView<'_> {
    /// The state and the message, each wrapped (a column in from the edge), in the last two
    /// rows of `area` — or, when they need more, in as many rows above as `area` has. The
    /// message (the answer to what the player just did) is kept whole before the state when
    /// rows run out.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rows = self.measure(area.intersection(buf.area).width);
        self.render_measured(rows, area, buf);
    }
}

/// The most rows a status text is measured in.
const MEASURE_ROWS: u16 = 12;

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
    /// The line.
    pub input: &'a InputLine,
    /// Nothing can be typed now (after the game, while a window about a saved game waits): an
    /// empty line shows no hint.
    pub silent: bool,
    /// Words and theme.
    pub look: Look,
}

impl InputView<'_> {
    /// The app's input line.
    pub fn of(app: &App) -> InputView<'_> {
        let silent = app.game().is_over() || app.overlay().is_some_and(|o| o.window(|w| w.silences_input()));
        InputView { input: app.input(), silent, look: Look::of(app) }
    }
}

impl Widget for InputView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let caret = Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED));
        let line = match self.input.mode() {
            InputMode::Command => {
                Line::from(vec![Span::styled(s.command_prompt(), theme.bold()), Span::raw(self.input.text()), caret])
            }
            InputMode::Move if !self.input.text().is_empty() => Line::from(vec![
                Span::raw(" "),
                Span::styled(s.move_prompt(), theme.bold()),
                // A refused move stands selected: typing replaces it.
                Span::styled(self.input.text(), if self.input.is_selected() { caret.style } else { Style::new() }),
                caret,
            ]),
            InputMode::Move if self.silent => Line::default(),
            InputMode::Move => {
                let hint = theme.text(&super::plain_console(self.look, s.input_hint())).into_owned();
                let width = usize::from(area.width).saturating_sub(1);
                let hint = whole_parts(&fitted_hint(&hint, width), theme.separator(), width);
                Line::from(Span::styled(format!(" {hint}"), theme.dim()))
            }
        };
        Paragraph::new(line).render(area, buf);
    }
}

/// The parts of `text` (between `separator`s) that fit `width` columns, each whole: a narrow
/// screen leaves out the last ones (`? help`, which the footer names too) rather than cut one.
fn whole_parts(text: &str, separator: &str, width: usize) -> String {
    let mut shown = String::new();
    for part in text.split(separator) {
        let more = if shown.is_empty() { part.to_string() } else { format!("{separator}{part}") };
        if !shown.is_empty() && shown.chars().count() + more.chars().count() > width {
            break;
        }
        shown.push_str(&more);
    }
    shown
}

/// The input line's hint cut to `width` by its examples: the last of the examples in brackets
/// go first (`type a move (e4, Nf3, e7e8q) · : command · ? help` at 54 columns), then the
/// brackets, so that the keys at its end (`? help`) stay whole.
fn fitted_hint(hint: &str, width: usize) -> String {
    let mut hint = hint.to_string();
    while hint.chars().count() > width {
        let (Some(open), Some(close)) = (hint.find('('), hint.find(')')) else { break };
        if open >= close {
            break;
        }
        hint = match hint[open..close].rfind(", ") {
            Some(comma) => format!("{}{}", &hint[..open + comma], &hint[close..]),
            None => format!("{}{}", hint[..open].trim_end(), &hint[close + 1..]),
        };
    }
    hint
}

/// The footer: the keys that matter in the present state. When they do not all fit, the less
/// important ones go: quitting and the help are always shown.
#[derive(Debug, Clone)]
pub struct Footer {
    /// The keys to offer, most important first.
    pub keys: Vec<FooterKey>,
    /// Words and theme.
    pub look: Look,
}

impl Footer {
    /// The footer of the app in its present state.
    pub fn of(app: &App) -> Footer {
        Footer { keys: Self::keys(app), look: Look::of(app) }
    }

    /// The keys to offer now, most important first.
    pub fn keys(app: &App) -> Vec<FooterKey> {
        use FooterKey as K;
        let game = app.game();
        if let Some(keys) = app.overlay().and_then(|o| o.window(|w| w.footer())) {
            return keys.to_vec();
        }
        // Review has its own keys, after the game too (Esc goes back to the game-over box).
        if app.review().is_some() {
            return vec![K::Quit, K::Help, K::Back, K::Step, K::Ends, K::TimeChart];
        }
        if game.is_over() || matches!(app.overlay(), Some(Overlay::GameOver)) {
            return vec![K::OverQuit, K::Help, K::NewGame, K::OverSave, K::OverReview, K::TimeChart];
        }
        if !app.started() {
            return vec![K::Quit, K::Help, K::Start, K::Flip];
        }
        if game.clock().is_paused() {
            return vec![K::Quit, K::Help, K::Resume, K::Save, K::Adjourn];
        }
        if app.claiming() {
            return vec![K::Quit, K::Help, K::Claim, K::Back];
        }
        let mut keys = vec![K::Quit, K::Help];
        if game.draw_offer() == Some(!game.turn()) {
            if app.agreement_possible() {
                keys.push(K::Accept);
            }
            keys.push(K::Decline);
        }
        let claimable = !app.strict() && (!game.claimable().is_empty() || !game.claims_by_next_move().is_empty());
        if claimable {
            keys.push(K::Claim);
        }
        if offer_allowed(app) {
            keys.push(K::Offer);
        }
        if !claimable {
            keys.push(K::Claim);
        }
        keys.extend([K::Save, K::Pause, K::Review, K::Flip, K::Resign, K::Command]);
        keys
    }

    /// The keys shown in `width` columns, in the order of the keyboard: the most important
    /// ones that fit.
    pub fn shown(&self, width: u16) -> Vec<FooterKey> {
        let theme = self.look.theme;
        let mut used = 1;
        let mut shown = Vec::new();
        for &key in &self.keys {
            let (name, label) = footer_item(self.look, key);
            let item = theme.text(&name).chars().count() + theme.text(label).chars().count() + 3;
            if used + item <= usize::from(width) {
                used += item;
                shown.push(key);
            }
        }
        shown.sort_by_key(|&key| place(key));
        shown
    }
}

/// A footer entry: the name of its key, from the keymap, and what it does, in the player's
/// language.
fn footer_item(look: Look, key: FooterKey) -> (std::borrow::Cow<'static, str>, &'static str) {
    let s: &dyn TerminalWords = look.words;
    (crate::tui::keymap::footer_name(key), s.footer(key, crate::tui::key_names::keys()).1)
}

/// True when the side to move may offer a draw now: no offer of theirs stands, and the Sofia
/// rule of the game (no offers before move N) allows it.
fn offer_allowed(app: &App) -> bool {
    let game = app.game();
    game.draw_offer().is_none() && game.position().fullmoves() >= game.options().no_offers_before
}

/// Where a key stands in the footer: Enter and the arrows, the function keys in order, then
/// the Ctrl keys and the command line; the letters after a game in the order of its menu.
fn place(key: FooterKey) -> u8 {
    use FooterKey as K;
    match key {
        K::Start | K::Pick | K::ResumeFound | K::OpenEnvelope | K::Seal | K::NewGame | K::RestartComputer => 0,
        K::TakeChair => 1,
        K::Step => 1,
        K::Ends => 2,
        K::Back | K::OverSave => 3,
        K::OverReview | K::TimeChart => 4,
        K::OverQuit => 5,
        K::Help => 10,
        K::Offer => 12,
        K::Accept => 13,
        K::Decline => 14,
        K::Claim => 15,
        K::Review => 16,
        K::Flip => 17,
        K::Pause | K::Resume => 18,
        K::Save => 19,
        K::Adjourn => 20,
        K::Quit => 22,
        K::Resign => 23,
        K::Command => 24,
    }
}

impl Widget for Footer {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let theme = self.look.theme;
        let mut spans = vec![Span::raw(" ")];
        for key in self.shown(area.width) {
            let (name, label) = footer_item(self.look, key);
            spans.push(Span::styled(theme.text(&name).into_owned(), theme.key()));
            spans.push(Span::raw(format!(" {}  ", theme.text(label))));
        }
        Paragraph::new(Line::from(spans)).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hint_gives_up_its_examples_before_its_keys() {
        let en = "type a move (e4, Nf3, e7e8q, Кf3) · : command · ? help";
        assert_eq!(fitted_hint(en, 80), en);
        assert_eq!(fitted_hint(en, 53), "type a move (e4, Nf3, e7e8q) · : command · ? help");
        assert_eq!(fitted_hint(en, 40), "type a move (e4) · : command · ? help");
        assert_eq!(fitted_hint(en, 36), "type a move · : command · ? help");
        assert_eq!(fitted_hint(en, 5), "type a move · : command · ? help");
        let ru = "введите ход (e4, Кf3, Nf3, e7e8Ф) · : команда · ? справка";
        assert_eq!(fitted_hint(ru, 53), "введите ход (e4, Кf3, Nf3) · : команда · ? справка");
    }
}
