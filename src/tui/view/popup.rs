//! Windows drawn over the board: the help, the promotion picker, a yes/no question, the
//! game-over banner — and the notice shown instead of the game when the terminal is too small.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::rules::{Color, Piece, Role};
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::Question;

use super::window::{centered, drawable, frame, middle, wrapped_rows};

/// Columns per piece in the promotion picker.
const PICK_W: u16 = 7;
/// Width of the promotion picker.
const PICKER_W: u16 = 38;

/// Where the promotion picker goes.
pub fn picker_rect(layout: &ScreenLayout) -> Rect {
    centered(layout.board.squares(), layout.screen, PICKER_W, 4)
}

/// The first column of the picker's row of pieces.
fn picker_row_x(rect: Rect) -> u16 {
    rect.x + (rect.width.saturating_sub(4 * PICK_W)) / 2
}

/// The piece of the promotion picker under the screen cell (`x`, `y`), if any.
pub fn picker_choice_at(layout: &ScreenLayout, x: u16, y: u16) -> Option<Role> {
    let rect = picker_rect(layout);
    let x0 = picker_row_x(rect);
    if y != rect.y + 1 || x < x0 {
        return None;
    }
    Role::PROMOTIONS.get(usize::from((x - x0) / PICK_W)).copied()
}

/// The promotion picker.
#[derive(Debug, Clone, Copy)]
pub struct PickerView<'a> {
    /// The app.
    pub app: &'a App,
    /// The highlighted piece, 0–3.
    pub choice: usize,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
}

impl Widget for PickerView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        // Under --arbiter practice a line more says how to leave the pawn a pawn; the pieces'
        // row stays where the mouse looks for it.
        let practice = app.game().is_practice();
        let rect = picker_rect(self.layout);
        let rect = if practice { Rect { height: rect.height + 1, ..rect } } else { rect };
        let rect = rect.intersection(area).intersection(buf.area);
        if rect.is_empty() {
            return;
        }
        let theme = app.theme();
        let inner = frame(app, rect, buf, app.strings().promote_title());
        let turn = app.game().turn();
        let mut spans = vec![Span::raw(" ".repeat(usize::from(picker_row_x(rect).saturating_sub(inner.x))))];
        for (i, role) in Role::PROMOTIONS.into_iter().enumerate() {
            let glyph = theme.piece_in_text(Piece::new(turn, role));
            let text = format!(" {glyph} {} ", app.strings().promote_letter(role));
            let style = if i == self.choice { theme.current_move() } else { theme.bold() };
            let pad = usize::from(PICK_W).saturating_sub(text.chars().count());
            spans.push(Span::styled(text, style));
            spans.push(Span::raw(" ".repeat(pad)));
        }
        let mut lines = vec![
            Line::from(spans),
            Line::from(Span::styled(theme.text(app.strings().promote_keys()).into_owned(), theme.dim()))
                .alignment(Alignment::Center),
        ];
        if practice {
            lines.push(
                Line::from(Span::styled(theme.text(app.strings().promote_pawn()).into_owned(), theme.dim()))
                    .alignment(Alignment::Center),
            );
        }
        Paragraph::new(lines).render(inner, buf);
    }
}

/// A yes/no question.
#[derive(Debug, Clone, Copy)]
pub struct ConfirmView<'a> {
    /// The app.
    pub app: &'a App,
    /// The question.
    pub question: Question,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
}

impl Widget for ConfirmView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let s = app.strings();
        let text = question_text(app, self.question);
        let theme = app.theme();
        let text = theme.text(&text).into_owned();
        // Inside the move list's frame, which stays whole around it (the board stays in sight);
        // where the list is too small, over the side panel; else over the middle of the screen.
        let list = Block::bordered().inner(self.layout.moves);
        let keys_for = |w: u16| menu_lines(s.confirm_keys(), usize::from(w.saturating_sub(4)), theme);
        let height = |w: u16| wrapped_rows(&text, w.saturating_sub(4)) + keys_for(w).len() as u16 + 3;
        let w = 44.min(list.width.saturating_sub(2));
        let l = self.layout;
        let side = Rect { y: l.top_clock.y, height: l.bottom_clock.bottom().saturating_sub(l.top_clock.y), ..l.moves };
        let rect = if w >= 24 && height(w) <= list.height {
            centered(list, list, w, height(w))
        } else if side.width >= 24 && height(side.width) <= side.height {
            // A small screen: over the clocks and the moves, still beside the board.
            Rect { y: side.bottom() - height(side.width), height: height(side.width), ..side }
        } else {
            centered(middle(self.layout), self.layout.screen, 44, height(44))
        };
        let keys = keys_for(rect.width);
        let rect = rect.intersection(area);
        if rect.is_empty() {
            return;
        }
        let inner = frame(
            app,
            rect,
            buf,
            &s.question_title(self.question.asked(app.player(Color::White), app.player(Color::Black))),
        );
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        let mut lines = vec![Line::from(Span::styled(text, theme.bold())), Line::default()];
        lines.extend(keys.into_iter().map(|k| Line::from(Span::styled(k, theme.dim()))));
        Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
    }
}

/// The words of a yes/no question, addressed to the player who answers it by name and colour.
pub fn question_text(app: &App, question: Question) -> String {
    let s = app.strings();
    match question {
        Question::Quit => s.confirm_quit().to_string(),
        Question::NewGame => s.confirm_new().to_string(),
        // The names as they will stand: Black's player takes White.
        Question::Rematch => s.confirm_rematch(app.player(Color::Black), app.player(Color::White)),
        Question::Resign(side) => s.confirm_resign(app.player(side), side),
        Question::PointOut(side) => s.confirm_point_out(app.player(side), side),
        Question::Takeback(asker) => {
            let mv = app.last_move_label();
            s.confirm_takeback(app.player(asker), asker, &mv, app.player(!asker))
        }
        Question::Accept(side) => s.confirm_accept(app.player(side), side, app.player(!side)),
        Question::Decline(side) => s.confirm_decline(app.player(side), side, app.player(!side)),
        Question::Claim(side, intended) => {
            let intended = intended.map(|mv| app.move_here(mv));
            let penalty =
                if app.game().clock().is_untimed() { crate::game::Duration::ZERO } else { app.game().penalty() };
            s.claim_anyway(app.player(side), side, intended.as_deref(), penalty, app.player(!side))
        }
    }
}

/// The game-over box: the result and the reason, then what can be done. It stands beside the
/// board, never over it, so that the final position (the mate, the stalemate) stays in sight.
#[derive(Debug, Clone, Copy)]
pub struct GameOverView<'a> {
    /// The app.
    pub app: &'a App,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
}

/// The texts of the game-over box, in the theme's characters.
struct GameOverTexts {
    /// The result and why: `0–1 — checkmate, Black wins`.
    result: String,
    /// Why the game ended, when the result alone does not say it.
    note: Option<String>,
    /// How to close the box.
    hide: String,
}

impl GameOverTexts {
    fn of(app: &App) -> Option<GameOverTexts> {
        let s = app.strings();
        let theme = app.theme();
        let result = theme.text(&app.outcome_text()?).into_owned();
        // Why the game ended, when the result alone does not say it (an illegal sealed move;
        // why a position is dead or a flag fall drawn; the line by which the winner on time
        // could still have mated).
        let game = app.game();
        let proof = match game.flag_under_review() {
            Some(flagged) => Some(s.arbiter_checks(!flagged)),
            None => game.proof().map(|p| s.proof(p, game.position(), app.notation())),
        };
        // A second illegal move: which one and why (the status line may say something else by
        // the time the box is read), and for a draw why the opponent cannot mate (6.9); a loss
        // needs no proof here, the coach's summary takes the room (ferz script gives the line).
        let proof = match (super::illegal_summary::ending_move(app), proof) {
            (Some(why), Some(proof)) if game.outcome().is_some_and(|o| o.winner.is_none()) => {
                Some(format!("{why} {proof}"))
            }
            (Some(why), _) => Some(why),
            (None, proof) => proof,
        };
        let note =
            app.session().adjournment().note().map(str::to_string).or(proof).map(|n| theme.text(&n).into_owned());
        let hide = theme.text(s.game_over_hide()).into_owned();
        Some(GameOverTexts { result, note, hide })
    }

    /// The rows of a box `w` columns wide: the frame, the texts wrapped, the practice `summary`
    /// with a blank row before it, and with `menu` a blank row and the menu.
    fn rows(&self, app: &App, w: u16, summary: &[String], menu: bool) -> u16 {
        let text_w = w.saturating_sub(4);
        let menu_rows = if menu {
            1 + menu_lines(app.strings().game_over_menu(), usize::from(text_w), app.theme()).len()
        } else {
            0
        };
        let summary_rows = if summary.is_empty() {
            0
        } else {
            1 + summary.iter().map(|t| usize::from(wrapped_rows(t, text_w))).sum::<usize>()
        };
        [Some(&self.result), self.note.as_ref(), Some(&self.hide)]
            .into_iter()
            .flatten()
            .map(|t| wrapped_rows(t, text_w))
            .fold(2 + u16::try_from(menu_rows + summary_rows).unwrap_or(u16::MAX), u16::saturating_add)
    }
}

/// Rows the move list keeps above the game-over box: its frame, the last move and the result.
const MOVES_KEPT: u16 = 4;

/// Where the game-over box goes and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOverPlace {
    /// Its rectangle on the screen.
    pub rect: Rect,
    /// The coach's summary of a practice game: each move, or how many (empty otherwise).
    summary: Vec<String>,
    /// The menu fits (the footer lists the same keys, so it goes first when rows are short).
    menu: bool,
}

/// Where the game-over box goes: the lower part of the move list, which keeps its last rows
/// and the result above it; else the whole move list; else the whole side panel, clocks
/// included; on the smallest screens, over the board. A practice game's summary says each
/// move where it fits, else how many; the menu stays before anything else goes.
pub fn game_over_place(app: &App, layout: &ScreenLayout) -> Option<GameOverPlace> {
    let texts = GameOverTexts::of(app)?;
    let moves = layout.moves;
    let side = Rect { y: layout.top_clock.y, height: layout.bottom_clock.bottom() - layout.top_clock.y, ..moves };
    let places = [(moves, MOVES_KEPT), (moves, 0), (side, 0)];
    let summaries = [false, true].map(|short| super::illegal_summary::summary_texts(app, short));
    for menu in [true, false] {
        for summary in &summaries {
            for (within, kept) in places {
                let h = texts.rows(app, within.width, summary, menu);
                if h.saturating_add(kept) <= within.height {
                    let rect = Rect { y: within.bottom() - h, height: h, ..within };
                    return Some(GameOverPlace { rect, summary: summary.clone(), menu });
                }
            }
        }
    }
    let board = layout.board.outer();
    let w = 50.min(board.width);
    let rect = centered(board, board, w, texts.rows(app, w, &[], true));
    Some(GameOverPlace { rect, summary: Vec::new(), menu: true })
}

impl Widget for GameOverView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let (Some(texts), Some(place)) = (GameOverTexts::of(app), game_over_place(app, self.layout)) else {
            return;
        };
        let rect = place.rect.intersection(area);
        if rect.is_empty() {
            return;
        }
        let theme = app.theme();
        let s = app.strings();
        let inner = frame(app, rect, buf, s.game_over_title());
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        let mut lines = vec![Line::from(Span::styled(texts.result, theme.bold()))];
        if let Some(text) = texts.note {
            lines.push(Line::from(text));
        }
        if !place.summary.is_empty() {
            lines.push(Line::default());
            lines.extend(super::illegal_summary::summary_lines(app, place.summary));
        }
        if place.menu {
            lines.push(Line::default());
            lines.extend(menu_lines(s.game_over_menu(), usize::from(inner.width), theme).into_iter().map(Line::from));
        }
        lines.push(Line::from(Span::styled(texts.hide, theme.dim())));
        Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
    }
}

/// A menu of `a · b · c` laid out in lines of at most `width` columns, breaking only between
/// its items.
fn menu_lines(menu: &str, width: usize, theme: crate::tui::Theme) -> Vec<String> {
    let separator = theme.separator();
    let mut lines: Vec<String> = Vec::new();
    for item in menu.split(" · ").map(|item| theme.text(item).into_owned()) {
        match lines.last_mut() {
            Some(line) if line.chars().count() + separator.chars().count() + item.chars().count() <= width => {
                line.push_str(separator);
                line.push_str(&item);
            }
            _ => lines.push(item),
        }
    }
    lines
}

/// The width of the help's window on a screen `screen_w` columns wide.
const HELP_W: u16 = 84;

/// The help's lines for a window on a screen `screen_w` columns wide: each section's heading
/// and rows, a blank row between sections; what a key does wraps under itself (a narrow screen
/// reads it whole instead of cut).
fn help_lines(app: &App, screen_w: u16) -> Vec<Line<'static>> {
    let s = app.strings();
    let theme = app.theme();
    let width = usize::from(HELP_W.min(screen_w).saturating_sub(2));
    let help = crate::tui::keymap::help_rows(&s.help(crate::tui::key_names::keys()));
    let keys_w =
        help.iter().flat_map(|(_, rows)| rows.iter()).map(|(k, _)| theme.text(k).chars().count()).max().unwrap_or(0);
    // Where what a key does starts: after the keys, or on a row of its own when the keys
    // leave it too little room.
    let beside = keys_w + 4 + 16 <= width;
    let indent = if beside { keys_w + 4 } else { 6 };
    let mut lines = Vec::new();
    for (i, (heading, rows)) in help.iter().enumerate() {
        if i > 0 {
            lines.push(Line::default());
        }
        lines.push(Line::from(Span::styled(theme.text(heading).into_owned(), theme.bold())));
        for (keys, what) in rows.iter() {
            let keys = theme.text(keys);
            let what = theme.text(&plain_console(app, what)).into_owned();
            let mut parts = wrap_words(&what, width.saturating_sub(indent).max(1)).into_iter();
            let first = if beside { parts.next().unwrap_or_default() } else { String::new() };
            let keys = if beside { format!("  {keys:<keys_w$}  ") } else { format!("  {keys}") };
            lines.push(Line::from(vec![Span::styled(keys, theme.bold()), Span::raw(first)]));
            lines.extend(parts.map(|part| Line::from(format!("{:indent$}{part}", ""))));
        }
    }
    lines
}

/// A fixed English text on a console limited to ASCII (`--pieces ascii`) leaves out its
/// mentions of Russian input, which such a console may not draw; other texts stay whole.
pub(crate) fn plain_console(app: &App, text: &str) -> String {
    if app.theme().ascii() { app.strings().on_ascii_console(text).into_owned() } else { text.to_string() }
}

/// `text` in rows of at most `width` characters, broken between words (a longer word is cut
/// into pieces).
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut rows: Vec<String> = vec![String::new()];
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let row = rows.last_mut().map_or(0, |r| r.chars().count());
            let need = if row == 0 { word.len() } else { row + 1 + word.len() };
            if need <= width {
                if let Some(last) = rows.last_mut() {
                    if row > 0 {
                        last.push(' ');
                    }
                    last.extend(word.iter());
                }
                break;
            }
            if row > 0 {
                rows.push(String::new());
                continue;
            }
            let rest = word.split_off(width.min(word.len()));
            rows.push(String::new());
            if let Some(full) = rows.iter_mut().rev().nth(1) {
                full.extend(word.iter());
            }
            word = rest;
        }
    }
    rows
}

/// How far the help can be scrolled on the app's screen: until its last row is at the bottom
/// of the window (which takes the whole height, less its frame and key line).
pub fn help_max_scroll(app: &App) -> u16 {
    let (w, h) = app.size();
    u16::try_from(help_lines(app, w).len()).unwrap_or(u16::MAX).saturating_sub(h.saturating_sub(3))
}

/// The help: every key and every command, scrollable.
#[derive(Debug, Clone, Copy)]
pub struct HelpView<'a> {
    /// The app.
    pub app: &'a App,
    /// Rows scrolled.
    pub scroll: u16,
}

impl Widget for HelpView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let app = self.app;
        let rect = centered(area, area, HELP_W, area.height);
        let inner = frame(app, rect, buf, app.strings().help_title());
        if inner.height < 2 {
            return;
        }
        let lines = help_lines(app, area.width);
        let body = Rect { height: inner.height - 1, ..inner };
        let max_scroll = (lines.len() as u16).saturating_sub(body.height);
        let scroll = self.scroll.min(max_scroll);
        Paragraph::new(lines).scroll((scroll, 0)).render(body, buf);
        let foot = Rect { y: inner.bottom() - 1, height: 1, ..inner };
        Paragraph::new(Line::from(Span::styled(
            app.theme().text(app.strings().help_footer()).into_owned(),
            app.theme().dim(),
        )))
        .alignment(Alignment::Right)
        .wrap(Wrap { trim: true })
        .render(foot, buf);
    }
}

/// Shown instead of the game when the terminal is smaller than the least layout.
#[derive(Debug, Clone, Copy)]
pub struct TooSmall<'a> {
    /// The app.
    pub app: &'a App,
    /// The least size.
    pub need: (u16, u16),
}

impl Widget for TooSmall<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let text = self.app.strings().too_small(self.need.0, self.need.1, area.width, area.height);
        let text = self.app.theme().text(&text).into_owned();
        let lines = (text.chars().count() as u16).div_ceil(area.width.max(1)).max(1);
        let y = area.y + area.height.saturating_sub(lines) / 2;
        let rect = Rect { y, height: area.bottom() - y, ..area };
        Paragraph::new(Line::from(Span::styled(text, Style::new())))
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .render(rect, buf);
    }
}
