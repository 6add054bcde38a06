//! The help screen: every key and every command, scrolled with the arrows and the page keys;
//! any other key closes it. Drawn by [`HelpView`](crate::tui::view::HelpView).

use ratatui::crossterm::event::KeyCode;

use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::keymap::{Binding, Key};
use crate::tui::overlay::Overlay;
use crate::tui::view::help_max_scroll;

/// The help screen: scrolling, and anything else closes it.
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::act(Key::Code(KeyCode::Up), Action::Scroll(-1)),
    Binding::act(Key::Code(KeyCode::Down), Action::Scroll(1)),
    Binding::act(Key::Code(KeyCode::PageUp), Action::Scroll(-10)),
    Binding::act(Key::Code(KeyCode::PageDown), Action::Scroll(10)),
    Binding::act(Key::Any, Action::Cancel),
];

/// Scrolls the help by `n` rows, no further than its last row at the bottom of the screen:
/// scrolled past the end, the first step back would show nothing new.
pub(in crate::tui) fn scroll_help(app: &mut App, n: i16) {
    let max = help_max_scroll(app);
    if let Some(Overlay::Help(top)) = app.overlay.as_mut() {
        *top = top.saturating_add_signed(n).min(max);
    }
}
