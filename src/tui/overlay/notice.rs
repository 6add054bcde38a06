//! Something the players must read about a saved game; any key closes it.

use crate::tui::action::UiEvent;
use crate::tui::keymap::{Binding, Key, ui};

/// Something to read about a saved game: any key closes it.
pub(in crate::tui) static KEYS: &[Binding] = &[ui(Key::Any, UiEvent::Cancel)];
