//! The view: a pure function of the app (and the `now` it holds) that draws the whole screen.
//! Nothing here changes the app or reads the time.

mod board;
mod clocks;
mod moves;
mod popup;
mod saved;
mod status;

pub use board::{BoardView, Highlights};
pub use clocks::ClockView;
pub use moves::MoveList;
pub use popup::{ConfirmView, GameOverView, HelpView, PickerView, TooSmall, centered, picker_choice_at, picker_rect};
pub use saved::{EnvelopeView, FoundView, NoticeView, SealView, wrapped_rows};
pub use status::{Footer, InputView, StatusView};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::app::{App, Overlay};
use super::layout::ScreenLayout;
use super::practice;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
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
        MoveList { app: self }.render(layout.moves, buf);
        ClockView { app: self, side: bottom }.render(layout.bottom_clock, buf);
        StatusView { app: self }.render(status_area(&layout), buf);
        InputView { app: self }.render(layout.input, buf);
        Footer { app: self }.render(layout.footer, buf);
        match &self.overlay {
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
            Some(Overlay::Envelope) => EnvelopeView { app: self, layout: &layout }.render(area, buf),
        }
    }
}

/// The title row: the program, the time control and the rules of the session (a strict
/// arbiter, touch-move, no early draw offers).
fn title(app: &App, area: Rect, buf: &mut Buffer) {
    let s = app.strings;
    let tc = app.game.time_control();
    let control = if tc.is_untimed() {
        s.untimed.to_string()
    } else {
        (s.time_control)(&tc.to_string(), (s.category)(tc.category()))
    };
    let theme = app.theme();
    let mut tail = format!("· {control}");
    for tag in practice::title_tags(app) {
        tail.push_str(" · ");
        tail.push_str(&tag);
    }
    let left = Line::from(vec![Span::styled(format!(" {} ", s.app), theme.bold()), Span::raw(tail)]);
    Paragraph::new(left).render(area, buf);
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
    let check = pos.is_check().then(|| pos.king_of(pos.turn()));
    let live = app.review.is_none();
    let selected = if live { app.selected } else { None };
    let mut targets = 0u64;
    if let Some(from) = selected
        && app.hints_shown()
    {
        for mv in pos.legal_moves_from(from).iter() {
            targets |= 1 << mv.to().index();
        }
    }
    let cursor_shown = live && !app.game.is_over() && app.overlay.is_none();
    Highlights { last: app.shown_last_move(), check, selected, targets, cursor: cursor_shown.then_some(app.cursor) }
}
