//! Something the players must read about a saved game; any key closes it.

use crate::tui::action::Action;
use crate::tui::keymap::{Binding, Key};

/// Something to read about a saved game: any key closes it.
pub(in crate::tui) static KEYS: &[Binding] = &[Binding::act(Key::Any, Action::Cancel)];
