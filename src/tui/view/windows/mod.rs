//! The windows' terminal half: how each window over the board is drawn, where it stands and
//! what the mouse does over it. Their other half (state, keys, what an action changes, what
//! the screen-reader face says) is the model's, in `tui/overlay`, and knows no terminal; this
//! half reads the model and gives nothing back but the actions a click means.
//!
//! A new window is one module here too: a type implementing [`WindowFace`] (by default the
//! window takes the mouse and nothing happens, stands over the screen and leaves the clocks
//! as they are) and its arm in [`face`], the one match of this half that names each window.

mod confirm;
mod envelope;
mod found;
mod game_over;
mod help;
mod notice;
mod promotion;
mod seal;
mod sealed;
mod seat_fault;
mod standings;
mod time_chart;

pub use confirm::ConfirmView;
pub use envelope::EnvelopeView;
pub use found::FoundView;
pub use game_over::{GameOverPlace, GameOverTexts, GameOverView};
pub use help::{HelpView, help_max_scroll};
pub use notice::NoticeView;
pub use promotion::{PickerView, picker_choice_at, picker_rect};
pub use seal::SealView;
pub use sealed::SealedView;
pub use seat_fault::SeatFaultView;
pub use standings::{StandingsView, standings_placement};

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::MouseEvent;
use ratatui::layout::Rect;

use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::Overlay;

/// What a mouse event does while a window is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui) enum Mouse {
    /// The window takes it: this action, or nothing.
    Takes(Option<Action>),
    /// It goes on to the board (the game-over banner stands beside the board).
    Board,
}

/// A window's part of the terminal: its drawing, where it stands, and its mouse.
pub(in crate::tui) trait WindowFace {
    /// What the mouse does while the window is open, on the screen laid out as `layout`; by
    /// default the window takes it and nothing happens.
    fn mouse(&self, _layout: &ScreenLayout, _event: &MouseEvent) -> Mouse {
        Mouse::Takes(None)
    }

    /// Draws the window over the screen laid out as `layout` (cut to `area`). This is where
    /// the window takes the data it shows out of the app and hands it to its view, which sees
    /// nothing else.
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer);

    /// Where the window stands when it takes the lower rows of the move list (which then stops
    /// above it) rather than lying over the screen.
    fn below_moves(&self, _app: &App, _layout: &ScreenLayout) -> Option<Rect> {
        None
    }

    /// True when the window needs the rows of the clocks' large digits (it stands in the lower
    /// rows of the move list, which must still show the last moves): the clocks are one line
    /// each while it is open.
    fn small_clocks(&self) -> bool {
        false
    }
}

/// The open window's terminal half, given its data: the one place of this half that names
/// each window's type.
pub(in crate::tui) fn face<R>(overlay: &Overlay, with: impl FnOnce(&dyn WindowFace) -> R) -> R {
    use crate::tui::overlay::{confirm, envelope, found, game_over, help, notice, promotion, seal, sealed};
    use crate::tui::overlay::{seat_fault, standings, time_chart};
    match overlay {
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
