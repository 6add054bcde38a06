//! The time chart over the board: where the time went, after the game and in review. The
//! arrows, Home and End step through the game as in review; T or any other key closes it.

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, UiEvent};
use crate::tui::app::App;
use crate::tui::overlay::Overlay;

use super::window::Window;
use super::{Change, Handled, Typed};

/// The chart closes (T, Esc, any other key): back to the banner it was opened over, unless
/// the players stepped into review.
fn close(app: &App) -> Change {
    let over_banner = matches!(app.overlay(), Some(Overlay::TimeChart { over_banner: true }));
    let banner = over_banner && app.review().is_none();
    Change::Window(banner.then_some(Overlay::GameOver))
}

/// The open time chart.
pub(in crate::tui) struct TimeChartWindow;

impl Window for TimeChartWindow {
    /// Closed; its steps through the game are review's, and pass.
    fn update(&self, app: &App, action: &Action) -> Handled {
        match action {
            Action::Ui(UiEvent::TimeChart | UiEvent::Cancel) => Handled::Done(vec![close(app)]),
            _ => Handled::Pass,
        }
    }

    fn footer(&self) -> Option<&'static [Fk]> {
        Some(&[Fk::Back, Fk::Step, Fk::Ends, Fk::Help])
    }

    /// A line typed in the screen-reader face closes it.
    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::CloseThenPass
    }
}
