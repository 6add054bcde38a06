//! An adjourned game's envelope, waiting to be opened (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};

use super::window::Window;
use super::{Change, Handled, Order, Typed};
use crate::lang::reader::ReaderWords;
use crate::tui::answers::game_command;
use crate::tui::app::App;

/// The adjourned game's envelope, waiting.
pub(in crate::tui) struct EnvelopeWindow;

impl Window for EnvelopeWindow {
    /// The code typed; only opening it closes the window (Esc does nothing). Opening it
    /// passes: it is the adjournment's (`App::open_envelope`), which closes this window.
    fn update(&self, _app: &App, action: &Action) -> Handled {
        Handled::Done(match *action {
            Action::Ui(UiEvent::SealType(c)) => vec![Change::Do(Order::TypeCode(c))],
            Action::Ui(UiEvent::SealErase) => vec![Change::Do(Order::EraseCode)],
            Action::Ui(UiEvent::Cancel) => Vec::new(),
            _ => return Handled::Pass,
        })
    }

    fn footer(&self) -> Option<&'static [Fk]> {
        Some(&[Fk::Quit, Fk::OpenEnvelope])
    }

    fn silences_input(&self) -> bool {
        true
    }

    /// The screen-reader face asks for the code.
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        vec![w.envelope_prompt().to_string()]
    }

    /// A command of the game typed in the screen-reader face is the game's; anything else is
    /// the code that opens the envelope, as written on the scoresheet (typed anew).
    fn typed(&self, app: &App, text: &str) -> Typed {
        if let Some(command) = game_command(text) {
            return Typed::Command(command);
        }
        let typed_before = app.session().adjournment().code().chars().count();
        let erase = std::iter::repeat_n(UiEvent::SealErase.into(), typed_before);
        let code = text.chars().map(|c| UiEvent::SealType(c).into());
        Typed::Act(erase.chain(code).chain([Intent::OpenEnvelope.into()]).collect())
    }
}
