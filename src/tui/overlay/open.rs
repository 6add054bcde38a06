//! The open window: the one match that names each window's type ([`Overlay::window`]), and
//! the update that gives an action to the open window before the game's parts see it.

use super::seat_fault;
use super::window::Window;
use super::{Handled, Overlay};
use super::{confirm, envelope, found, game_over, help, notice, promotion, seal, sealed, standings, time_chart};
use crate::tui::action::Action;
use crate::tui::app::App;

impl Overlay {
    /// The window's own code, given its data: the one place that names each window's type.
    pub(in crate::tui) fn window<R>(&self, with: impl FnOnce(&dyn Window) -> R) -> R {
        match self {
            Overlay::Help(scroll) => with(&help::HelpWindow(*scroll)),
            Overlay::Promotion { choice, .. } => with(&promotion::PickerWindow(*choice)),
            Overlay::Confirm(question) => with(&confirm::ConfirmWindow(*question)),
            Overlay::GameOver => with(&game_over::GameOverWindow),
            Overlay::Found => with(&found::FoundWindow),
            Overlay::Notice(text) => with(&notice::NoticeWindow(text)),
            Overlay::Seal(typed) => with(&seal::SealWindow(typed)),
            Overlay::Envelope => with(&envelope::EnvelopeWindow),
            Overlay::Sealed { code, path } => with(&sealed::SealedWindow { code, path }),
            Overlay::TimeChart { .. } => with(&time_chart::TimeChartWindow),
            Overlay::Standings(ask) => with(&standings::StandingsWindow(*ask, false)),
            Overlay::Crosstable(ask) => with(&standings::StandingsWindow(*ask, true)),
            Overlay::SeatFault { side, text } => with(&seat_fault::SeatFaultWindow { side: *side, text }),
        }
    }
}

/// The open window's update of `action` (see [`Window::update`]); [`Handled::Pass`] when
/// none is open.
pub(in crate::tui) fn update(app: &App, action: &Action) -> Handled {
    match app.overlay() {
        Some(open) => open.window(|w| w.update(app, action)),
        None => Handled::Pass,
    }
}
