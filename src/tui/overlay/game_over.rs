//! The game-over box: the result and the reason, then what can be done. Its keys are the
//! game's own after a game (the `GameOver` context of the keymap): it stands beside the board,
//! never over it, so that the final position (the mate, the stalemate) stays in sight, and
//! under the moves, which stay in sight too: the clocks, stopped, are one line each meanwhile.

use super::window::Window;
use super::{Change, Handled};
use crate::tui::action::{Action, UiEvent};
use crate::tui::app::App;

/// The open game-over box.
pub(in crate::tui) struct GameOverWindow;

impl Window for GameOverWindow {
    /// Esc closes it; its keys are the game's own (the `GameOver` context), so everything
    /// else passes.
    fn update(&self, _app: &App, action: &Action) -> Handled {
        match action {
            Action::Ui(UiEvent::Cancel) => Handled::Done(vec![Change::Window(None)]),
            _ => Handled::Pass,
        }
    }
}
