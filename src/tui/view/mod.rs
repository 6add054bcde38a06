//! The view: a pure function of the app (and the `now` it holds) that draws the whole screen.
//! Nothing here changes the app or reads the time.

pub mod big_time;
mod board;
mod clocks;
mod eval_chart;
mod illegal_summary;
mod moves;
mod piece_art;
mod popup;
mod saved;
mod status;
mod time_chart;
mod window;

pub use board::{BoardView, Highlights};
pub use clocks::ClockView;
pub use moves::MovesView;
pub use popup::{
    ConfirmView, GameOverView, HelpView, PickerView, TooSmall, game_over_place, help_max_scroll, picker_choice_at,
    picker_rect, question_text,
};
pub use saved::{EnvelopeView, FoundView, NoticeView, SealView};
pub use status::{Footer, InputView, StatusView};
pub use time_chart::TimeChartView;
pub use window::{centered, drawable, wrapped_rows};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::app::App;
use super::input::InputMode;
use super::layout::ScreenLayout;
use super::overlay::Overlay;
use super::practice;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let layout = match ScreenLayout::compute(area) {
            Ok(layout) => layout,
            Err(need) => {
                TooSmall { app: self, need }.render(area, buf);
                return;
            }
        };
        title(self, layout.title, buf);
        let bottom = self.bottom();
        BoardView { position: self.shown_position(), bottom, theme: self.theme(), highlights: highlights(self) }
            .render(layout.board.outer(), buf);
        ClockView { app: self, side: !bottom }.render(layout.top_clock, buf);
        // The envelope of an adjourned game waits in a box under the moves, not over the board.
        let envelope =
            matches!(self.overlay(), Some(Overlay::Envelope)).then(|| envelope_rect(self, &layout)).flatten();
        // So does the game-over box, beside the final position, when the list keeps its last
        // rows above it (else the box covers the list whole).
        let game_over = matches!(self.overlay(), Some(Overlay::GameOver))
            .then(|| game_over_place(self, &layout))
            .flatten()
            .map(|place| place.rect)
            .filter(|r| r.y > layout.moves.y && r.bottom() == layout.moves.bottom() && r.x == layout.moves.x);
        let moves =
            envelope.or(game_over).map_or(layout.moves, |r| Rect { height: r.y - layout.moves.y, ..layout.moves });
        MovesView { app: self }.render(moves, buf);
        ClockView { app: self, side: bottom }.render(layout.bottom_clock, buf);
        // A status that needs more rows than there are free takes the input line while nothing
        // is typed in it (its hint can wait).
        let mut status = status_area(&layout);
        let input_free = self.input().is_empty() && self.input().mode() == InputMode::Move;
        let takes_input = input_free && StatusView::rows_needed(self, status.width) > status.height;
        if takes_input {
            status.height += layout.input.height;
        }
        StatusView { app: self }.render(status, buf);
        if !takes_input {
            InputView { app: self }.render(layout.input, buf);
        }
        Footer { app: self }.render(layout.footer, buf);
        match self.overlay() {
            None => {}
            Some(Overlay::Help(scroll)) => HelpView { app: self, scroll: *scroll }.render(area, buf),
            Some(Overlay::Promotion { choice, .. }) => {
                PickerView { app: self, choice: *choice, layout: &layout }.render(area, buf);
            }
            Some(Overlay::Confirm(question)) => {
                ConfirmView { app: self, question: *question, layout: &layout }.render(area, buf);
            }
            Some(Overlay::GameOver) => GameOverView { app: self, layout: &layout }.render(area, buf),
            Some(Overlay::Found) => FoundView { app: self, layout: &layout }.render(area, buf),
            Some(Overlay::Notice(text)) => NoticeView { app: self, text, layout: &layout }.render(area, buf),
            Some(Overlay::Seal(typed)) => SealView { app: self, typed, layout: &layout }.render(area, buf),
            Some(Overlay::Envelope) => {
                if let Some(rect) = envelope {
                    EnvelopeView { app: self, layout: &layout }.render(rect, buf);
                }
            }
            Some(Overlay::TimeChart { .. }) => TimeChartView { app: self }.render(area, buf),
        }
        if self.theme().ascii() {
            ascii_only(area, buf);
        }
    }
}

/// With `--pieces ascii`, whatever is still not ASCII on the screen (besides letters) becomes
/// its nearest ASCII character: the texts are already spelt in ASCII, this is the last guard.
fn ascii_only(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(cell) = buf.cell_mut((x, y))
                && let Some(c) = super::theme::ascii_cell(cell.symbol())
            {
                cell.set_char(c);
            }
        }
    }
}

/// The title row: the program, the time control and the rules of the session (a strict
/// arbiter, touch-move, no early draw offers).
fn title(app: &App, area: Rect, buf: &mut Buffer) {
    let s = app.strings();
    let tc = app.game().time_control();
    let control = if tc.is_untimed() {
        s.untimed().to_string()
    } else {
        s.time_control(&tc.to_string(), s.category(tc.category()))
    };
    let theme = app.theme();
    let tags = practice::title_tags(app);
    let line = |name: bool, control: &str| {
        let mut tail: Vec<&str> = vec![control];
        tail.extend(tags.iter().map(String::as_str));
        let tail = theme.text(&tail.join(" · ")).into_owned();
        let mut spans = Vec::new();
        if app.session().autosave().unsaved().is_some() {
            // Stays in sight for as long as the game is not saved.
            spans.push(Span::styled(format!(" {} ", s.unsaved_mark()), theme.error()));
        }
        if name {
            spans.push(Span::styled(format!(" {}", s.app()), theme.bold()));
            spans.push(Span::raw(theme.separator()));
        } else {
            spans.push(Span::raw(" "));
        }
        spans.push(Span::raw(tail));
        Line::from(spans)
    };
    // Every rule of the session must be read: when they do not fit, the category of the time
    // control goes first, then the program's name.
    let short = if tc.is_untimed() { control.clone() } else { tc.to_string() };
    let mut candidates = vec![line(true, &control), line(true, &short), line(false, &short)];
    let chosen = candidates.iter().position(|l| l.width() <= usize::from(area.width)).unwrap_or(2);
    Paragraph::new(candidates.swap_remove(chosen)).render(area, buf);
}

/// Where the box of an adjourned game's envelope goes: the lower part of the move list, when
/// the list keeps a few rows above it; else nowhere (the status line and the footer say it).
pub(crate) fn envelope_rect(app: &App, layout: &ScreenLayout) -> Option<Rect> {
    let moves = layout.moves;
    let inner_w = moves.width.saturating_sub(4).max(1);
    let keys = app.theme().text(&app.strings().envelope_keys(crate::tui::key_names::keys())).into_owned();
    let opened = app.session().adjournment().envelope().and_then(|e| e.opened.as_deref());
    let opened = match opened {
        Some(when) => app.strings().opened_before(when),
        None => app.strings().no_opening_record().to_string(),
    };
    let opened = wrapped_rows(&opened, inner_w);
    // The code's row, the keys, the note of an earlier opening, and the frame.
    let height = wrapped_rows(&keys, inner_w).saturating_add(opened).saturating_add(3);
    (moves.height >= height + 3).then(|| Rect { y: moves.bottom() - height, height, ..moves })
}

/// The status rows with the free rows above them (between the board and the status line),
/// so that a long explanation and the state of the game can both be read whole.
fn status_area(layout: &ScreenLayout) -> Rect {
    let above = layout.board.outer().bottom().max(layout.bottom_clock.bottom());
    let room = layout.status.y.saturating_sub(above);
    Rect { y: layout.status.y - room, height: layout.status.height + room, ..layout.status }
}

/// What the board highlights now.
fn highlights(app: &App) -> Highlights {
    let pos = app.shown_position();
    let check = (pos.is_check() && app.judged(app.shown_index())).then(|| pos.king_of(pos.turn()));
    let live = app.review().is_none();
    let selected = if live { app.selected() } else { None };
    let mut targets = 0u64;
    if let Some(from) = selected
        && app.hints_shown()
    {
        for mv in pos.legal_moves_from(from).iter() {
            targets |= 1 << mv.to().index();
        }
    }
    let cursor_shown = live && !app.game().is_over() && app.overlay().is_none();
    Highlights { last: app.shown_last_move(), check, selected, targets, cursor: cursor_shown.then_some(app.cursor()) }
}
