//! The computer could not move (its engine died, or answered a move that is not legal): the
//! game is kept, its clocks paused, and the players choose — its engine started again (same
//! engine, same level, the game going on as it stood) or a person at this keyboard taking its
//! chair. Esc closes the window with the clocks still paused (resuming them asks the engine
//! again).

use crate::tui::action::{Action, Intent, UiEvent};

use super::window::Window;
use super::{Change, Handled, Order, Typed};
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::FooterKey;
use crate::rules::Color;
use crate::tui::answers::restart_or_person;
use crate::tui::app::App;

/// The open window: the computer's colour and what happened.
pub(in crate::tui) struct SeatFaultWindow<'a> {
    /// The computer's colour.
    pub(in crate::tui) side: Color,
    /// What happened, and the two choices, in words.
    pub(in crate::tui) text: &'a str,
}

impl Window for SeatFaultWindow<'_> {
    fn update(&self, _app: &App, action: &Action) -> Handled {
        let close = Change::Window(None);
        Handled::Done(match action {
            Action::Intent(Intent::RestartComputer) => vec![close, Change::Do(Order::RestartComputer(self.side))],
            Action::Intent(Intent::TakeChair) => vec![close, Change::Do(Order::TakeChair(self.side))],
            Action::Ui(UiEvent::Cancel) => vec![close],
            _ => return Handled::Pass,
        })
    }

    fn footer(&self) -> Option<&'static [FooterKey]> {
        Some(&[FooterKey::RestartComputer, FooterKey::TakeChair, FooterKey::Back, FooterKey::Quit])
    }

    fn silences_input(&self) -> bool {
        true
    }

    /// The screen-reader face says the two choices as words to type (what happened it has
    /// said already: the sentence is the status line's too).
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        vec![w.seat_fault_prompt().to_string()]
    }

    /// Restart or person, in either language; a command of the game goes to the game (the
    /// clocks stay paused until an answer); anything else asks again.
    fn typed(&self, app: &App, text: &str) -> Typed {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        match restart_or_person(text, w) {
            Some(true) => Typed::Act(vec![Intent::RestartComputer.into()]),
            Some(false) => Typed::Act(vec![Intent::TakeChair.into()]),
            None => match crate::tui::answers::game_command(text) {
                Some(command) => Typed::Command(command),
                None => Typed::AskAgain(vec![w.seat_fault_prompt().to_string()]),
            },
        }
    }
}
