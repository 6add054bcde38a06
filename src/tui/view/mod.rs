//! The view: a pure function of the app (and the `now` it holds) that draws the whole screen.
//! Nothing here changes the app or reads the time.

mod board;
mod clocks;
mod moves;
mod popup;
mod status;

pub use board::{BoardView, Highlights};
pub use clocks::ClockView;
pub use moves::MoveList;
pub use popup::{ConfirmView, GameOverView, HelpView, PickerView, TooSmall, centered, picker_choice_at, picker_rect};
pub use status::{Footer, InputView, StatusView};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::app::{App, Overlay};
use super::layout::ScreenLayout;

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
        StatusView { app: self }.render(layout.status, buf);
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
        }
    }
}

/// The title row: the program and the time control at the left, the move number at the right.
fn title(app: &App, area: Rect, buf: &mut Buffer) {
    let s = app.strings;
    let tc = app.game.time_control();
    let control = if tc.is_untimed() {
        s.untimed.to_string()
    } else {
        (s.time_control)(&tc.to_string(), (s.category)(tc.category()))
    };
    let theme = app.theme();
    let left = Line::from(vec![Span::styled(format!(" {} ", s.app), theme.bold()), Span::raw(format!("· {control}"))]);
    Paragraph::new(left).render(area, buf);
}

/// What the board highlights now.
fn highlights(app: &App) -> Highlights {
    let pos = app.shown_position();
    let check = pos.is_check().then(|| pos.king_of(pos.turn()));
    let live = app.review.is_none();
    let selected = if live { app.selected } else { None };
    let mut targets = 0u64;
    if let Some(from) = selected
        && app.prefs.hints
    {
        for mv in pos.legal_moves_from(from).iter() {
            targets |= 1 << mv.to().index();
        }
    }
    let cursor_shown = live && !app.game.is_over() && app.overlay.is_none();
    Highlights { last: app.shown_last_move(), check, selected, targets, cursor: cursor_shown.then_some(app.cursor) }
}
