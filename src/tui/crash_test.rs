//! A panic on purpose, for the end-to-end test that a panic gives the terminal back and saves
//! the game (`tests/e2e/e2e_signals.rs`). Debug builds only: the module is
//! compiled only with debug assertions, so the release binary has no such key; and even in a
//! debug build it does nothing unless `FERZ_DEBUG_PANIC_KEY` names the key.

use std::sync::OnceLock;

use crate::tui::key_event::{KeyCode, KeyEvent};

/// The environment variable naming the key (one character) that panics.
pub const VARIABLE: &str = "FERZ_DEBUG_PANIC_KEY";

/// Panics when `key` is the key `FERZ_DEBUG_PANIC_KEY` names — in the event loop, while the
/// app is locked, as a bug in an update would.
pub fn panic_if_asked(key: &KeyEvent) {
    static ASKED: OnceLock<Option<char>> = OnceLock::new();
    let asked = ASKED.get_or_init(|| {
        let value = std::env::var(VARIABLE).ok()?;
        let mut chars = value.chars();
        chars.next().filter(|_| chars.next().is_none())
    });
    if let (Some(c), KeyCode::Char(k)) = (asked, key.code)
        && *c == k
    {
        panic!("a panic asked for by {VARIABLE} (debug builds only)");
    }
}
