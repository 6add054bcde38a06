//! The code of the envelope just sealed, shown in the game until a key is pressed, large
//! enough to copy onto the scoresheet; the program then ends and prints it again in the
//! terminal (see [`adjourn`](crate::tui::adjourn)).

use super::window::Window;
use super::{Change, Handled, Typed};
use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::app::App;

/// The open box: the code and the envelope's file.
pub(in crate::tui) struct SealedWindow<'a> {
    /// The code that opens the envelope.
    pub(in crate::tui) code: &'a str,
    /// The envelope's file.
    pub(in crate::tui) path: &'a str,
}

impl Window for SealedWindow<'_> {
    /// Read: the program ends (and prints the code again).
    fn update(&self, _app: &App, action: &Action) -> Handled {
        match action {
            Action::Ui(UiEvent::Cancel) => {
                Handled::Done(vec![Change::Window(None), Change::Then(Intent::QuitNow.into())])
            }
            _ => Handled::Pass,
        }
    }

    /// How the box closes, where the players look.
    fn status(&self, app: &App) -> Option<String> {
        Some(app.strings().sealed_keys().to_string())
    }

    fn footer(&self) -> Option<&'static [Fk]> {
        Some(&[Fk::Quit])
    }

    fn silences_input(&self) -> bool {
        true
    }

    /// The screen-reader face has said the farewell, code included, as the game's message:
    /// it says how to end.
    fn said(&self, app: &App) -> Vec<String> {
        vec![app.strings().sealed_keys().to_string()]
    }

    /// Any line typed in the screen-reader face ends the program.
    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::Act(vec![Intent::QuitNow.into()])
    }
}
