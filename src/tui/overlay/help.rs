//! The help screen: every key and every command, scrolled with the arrows and the page keys;
//! any other key closes it. Drawn by [`HelpView`](crate::tui::view::HelpView).

use ratatui::crossterm::event::KeyCode;

use crate::tui::action::UiEvent;
use crate::tui::app::App;
use crate::tui::keymap::{Binding, Key, ui};
use crate::tui::overlay::Overlay;
use crate::tui::view::help_max_scroll;

/// The help screen: scrolling, and anything else closes it.
pub(in crate::tui) static KEYS: &[Binding] = &[
    ui(Key::Code(KeyCode::Up), UiEvent::Scroll(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::Scroll(1)),
    ui(Key::Code(KeyCode::PageUp), UiEvent::Scroll(-10)),
    ui(Key::Code(KeyCode::PageDown), UiEvent::Scroll(10)),
    ui(Key::Any, UiEvent::Cancel),
];

/// Scrolls the help by `n` rows, no further than its last row at the bottom of the screen:
/// scrolled past the end, the first step back would show nothing new.
pub(in crate::tui) fn scroll_help(app: &mut App, n: i16) {
    let max = help_max_scroll(app);
    if let Some(Overlay::Help(top)) = app.overlay.as_mut() {
        *top = top.saturating_add_signed(n).min(max);
    }
}
