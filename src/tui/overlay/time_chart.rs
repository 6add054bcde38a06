//! The time chart over the board: where the time went, after the game and in review. The
//! arrows, Home and End step through the game as in review; T or any other key closes it.

use crate::tui::key_event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, UiEvent};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, Key, ui};
use crate::tui::overlay::Overlay;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Change, Handled, Mouse, Typed, Window};
use crate::tui::layout::ScreenLayout;
use crate::tui::view::TimeChartView;
use ratatui::crossterm::event::{MouseEvent, MouseEventKind};

/// The time chart: the arrows, Home and End step through the game as in review (the chart
/// marks the move on the board); T (е with a Russian layout) closes it as it opened it, and so
/// does any other key.
pub(in crate::tui) static KEYS: &[Binding] = &[
    ui(Key::Chars("tTеЕ", "T"), UiEvent::TimeChart),
    ui(Key::Code(KeyCode::Left), UiEvent::Step(-1)).footer(&[Fk::Step]),
    ui(Key::Code(KeyCode::Up), UiEvent::Step(-1)),
    ui(Key::Code(KeyCode::Right), UiEvent::Step(1)).footer(&[Fk::Step]),
    ui(Key::Code(KeyCode::Down), UiEvent::Step(1)),
    ui(Key::Code(KeyCode::Home), UiEvent::First).footer(&[Fk::Ends]),
    ui(Key::Code(KeyCode::End), UiEvent::Last).footer(&[Fk::Ends]),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel).footer(&[Fk::Back]),
    ui(Key::Any, UiEvent::Cancel),
];

/// The chart closes (T, Esc, any other key): back to the banner it was opened over, unless
/// the players stepped into review.
fn close(app: &App) -> Change {
    let over_banner = matches!(app.overlay(), Some(Overlay::TimeChart { over_banner: true }));
    let banner = over_banner && app.review().is_none();
    Change::Window(banner.then_some(Overlay::GameOver))
}

// The view.

/// The open time chart.
pub(in crate::tui) struct TimeChartWindow;

impl Window for TimeChartWindow {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

    /// Closed; its steps through the game are review's, and pass.
    fn update(&self, app: &App, action: &Action) -> Handled {
        match action {
            Action::Ui(UiEvent::TimeChart | UiEvent::Cancel) => Handled::Done(vec![close(app)]),
            _ => Handled::Pass,
        }
    }

    /// A click closes it.
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(matches!(event.kind, MouseEventKind::Down(_)).then_some(UiEvent::Cancel.into()))
    }

    fn draw(&self, app: &App, _layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        TimeChartView::of(app).render(area, buf);
    }

    fn footer(&self) -> Option<&'static [Fk]> {
        Some(&[Fk::Back, Fk::Step, Fk::Ends, Fk::Help])
    }

    /// A line typed in the screen-reader face closes it.
    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::CloseThenPass
    }
}
