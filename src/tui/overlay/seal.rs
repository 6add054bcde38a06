//! The sealing window of an adjournment: the move is typed unseen (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};

use super::window::Window;
use super::{Change, Handled, Order, Overlay, Typed};
use crate::lang::reader::ReaderWords;
use crate::tui::app::App;

/// The longest sealed move kept; more cannot be a move.
const MAX_SEALED: usize = 32;

/// The open sealing window, with the move typed so far.
pub(in crate::tui) struct SealWindow<'a>(pub(in crate::tui) &'a str);

impl Window for SealWindow<'_> {
    /// The move typed unseen, sealed, or given up.
    fn update(&self, app: &App, action: &Action) -> Handled {
        let typed = |text: String| vec![Change::Window(Some(Overlay::Seal(text)))];
        Handled::Done(match *action {
            Action::Ui(UiEvent::SealType(c)) if !c.is_control() && self.0.chars().count() < MAX_SEALED => {
                typed(format!("{}{c}", self.0))
            }
            Action::Ui(UiEvent::SealType(_)) => Vec::new(),
            Action::Ui(UiEvent::SealErase) => {
                let mut text = self.0.to_string();
                text.pop();
                typed(text)
            }
            // Not checked: an illegal move loses at the resumption.
            Action::Intent(Intent::Seal) => match self.0.trim() {
                "" => vec![Change::Refuse(app.strings().seal_empty().into())],
                text => vec![Change::Window(None), Change::Do(Order::Seal(text.to_string()))],
            },
            Action::Ui(UiEvent::Cancel) => {
                vec![Change::Window(None), Change::Say(app.strings().seal_cancelled().into())]
            }
            _ => return Handled::Pass,
        })
    }

    /// Who seals which move, and what sealing means, where the players look.
    fn status(&self, app: &App) -> Option<String> {
        let s = app.strings();
        Some(s.seal_prompt(app.game().name(app.game().turn()), app.game().turn(), app.game().position().fullmoves()))
    }

    fn footer(&self) -> Option<&'static [Fk]> {
        Some(&[Fk::Back, Fk::Seal])
    }

    fn silences_input(&self) -> bool {
        true
    }

    /// The screen-reader face asks for the move to seal.
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        vec![w.seal_prompt().to_string()]
    }

    /// The move typed in the screen-reader face is sealed; an empty line lets the sealing be.
    fn typed(&self, _app: &App, text: &str) -> Typed {
        if text.is_empty() {
            return Typed::Act(vec![UiEvent::Cancel.into()]);
        }
        Typed::Act(text.chars().map(|c| UiEvent::SealType(c).into()).chain([Intent::Seal.into()]).collect())
    }
}
