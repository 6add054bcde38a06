//! Something the players must read about a saved game; any key closes it.

use crate::tui::action::{Action, UiEvent};

use super::window::Window;
use super::{Change, Handled, Typed};
use crate::tui::app::App;
use crate::tui::resume;

/// The open notice, with what it says.
pub(in crate::tui) struct NoticeWindow<'a>(pub(in crate::tui) &'a str);

impl Window for NoticeWindow<'_> {
    /// Read: the window it covered comes up, if one is due.
    fn update(&self, app: &App, action: &Action) -> Handled {
        match action {
            Action::Ui(UiEvent::Cancel) => Handled::Done(vec![Change::Window(resume::after_notice(app))]),
            _ => Handled::Pass,
        }
    }

    /// The screen-reader face says the text, and closes the notice at once.
    fn said(&self, _app: &App) -> Vec<String> {
        vec![self.0.to_string()]
    }

    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::CloseThenPass
    }

    fn closes_once_said(&self) -> bool {
        true
    }
}
