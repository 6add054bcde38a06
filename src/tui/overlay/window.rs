//! What every window's code over the app answers, behind [`Window`]: what an action does
//! while it is open, what it says around it, what the screen-reader face says and reads.

use super::{Handled, Typed};
use crate::lang::terminal::FooterKey;
use crate::tui::action::Action;
use crate::tui::app::App;

/// A window's part of the model: its keys, what its actions do, and what it changes around it
/// while it is open (the status line, the footer, what the screen-reader face says and reads).
/// How it is drawn, where it stands and what the mouse does over it are the terminal face's
/// (`view/windows`).
pub(in crate::tui) trait Window {
    /// What `action` does while the window is open, before the game's own update sees it:
    /// the window's own actions (its keys', and Esc's) are [`Handled::Done`], with the
    /// [`Change`]s they make (the window's next state among them); any other is
    /// [`Handled::Pass`]ed on. The window reads the app and changes nothing itself.
    fn update(&self, _app: &App, _action: &Action) -> Handled {
        Handled::Pass
    }

    /// What the status line says while the window is open, instead of the game's state.
    fn status(&self, _app: &App) -> Option<String> {
        None
    }

    /// The keys the footer offers while the window is open, most important first (none: the
    /// game's own).
    fn footer(&self) -> Option<&'static [FooterKey]> {
        None
    }

    /// True when nothing can be typed while the window is open: the input line shows no hint.
    fn silences_input(&self) -> bool {
        false
    }

    /// What the screen-reader face says when the window opens: its question, or what it asks
    /// for (by default nothing: the face's own commands tell what the window shows).
    fn said(&self, _app: &App) -> Vec<String> {
        Vec::new()
    }

    /// What a line typed in the screen-reader face (`text`, trimmed) does while the window is
    /// open; by default nothing of the window's, and the face reads it as its own commands.
    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::Pass
    }

    /// True when the screen-reader face closes the window as soon as it has said it (there is
    /// nothing to answer: a notice).
    fn closes_once_said(&self) -> bool {
        false
    }
}
