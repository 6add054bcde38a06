//! A key as the model reads it: its code, the modifiers held and whether it went down or up.
//! The model's own type (as helix-view keeps a `KeyEvent` of its own), so that the keymaps, the
//! help, the key names and every window's keys know no terminal library; the terminal face
//! converts the keys it reads into it in one place (`term_input.rs`).

use std::ops::{BitOr, Sub};

/// A key, without the modifiers held with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyCode {
    /// A character, as typed (Shift is part of it).
    Char(char),
    /// A function key, F1–F12 (and beyond, where a keyboard has them).
    F(u8),
    /// Enter.
    Enter,
    /// Esc.
    Esc,
    /// Backspace.
    Backspace,
    /// Tab.
    Tab,
    /// Shift+Tab.
    BackTab,
    /// The left arrow.
    Left,
    /// The right arrow.
    Right,
    /// The up arrow.
    Up,
    /// The down arrow.
    Down,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// Home.
    Home,
    /// End.
    End,
    /// Delete.
    Delete,
    /// Insert.
    Insert,
    /// Any other key (media keys, lone modifiers, …): no table binds it.
    Other,
}

/// The modifiers held with a key: a set of Shift, Ctrl and Alt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct KeyModifiers(u8);

impl KeyModifiers {
    /// None held.
    pub const NONE: KeyModifiers = KeyModifiers(0);
    /// Shift.
    pub const SHIFT: KeyModifiers = KeyModifiers(1);
    /// Ctrl.
    pub const CONTROL: KeyModifiers = KeyModifiers(2);
    /// Alt.
    pub const ALT: KeyModifiers = KeyModifiers(4);

    /// True when every modifier of `other` is held.
    pub const fn contains(self, other: KeyModifiers) -> bool {
        self.0 & other.0 == other.0
    }
}

impl BitOr for KeyModifiers {
    type Output = KeyModifiers;

    fn bitor(self, other: KeyModifiers) -> KeyModifiers {
        KeyModifiers(self.0 | other.0)
    }
}

impl Sub for KeyModifiers {
    type Output = KeyModifiers;

    fn sub(self, other: KeyModifiers) -> KeyModifiers {
        KeyModifiers(self.0 & !other.0)
    }
}

/// Whether the key went down, repeats while held, or came up (terminals that report it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyEventKind {
    /// Pressed.
    Press,
    /// Held, repeating.
    Repeat,
    /// Released.
    Release,
}

/// One key the players pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeyEvent {
    /// The key.
    pub code: KeyCode,
    /// The modifiers held with it.
    pub modifiers: KeyModifiers,
    /// Down, repeating or up.
    pub kind: KeyEventKind,
}

impl KeyEvent {
    /// `code` pressed with `modifiers`.
    pub const fn new(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent { code, modifiers, kind: KeyEventKind::Press }
    }

    /// `code` with `modifiers`, going down, repeating or up as `kind` says.
    pub const fn new_with_kind(code: KeyCode, modifiers: KeyModifiers, kind: KeyEventKind) -> KeyEvent {
        KeyEvent { code, modifiers, kind }
    }
}

impl From<KeyCode> for KeyEvent {
    fn from(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_are_a_set() {
        let both = KeyModifiers::CONTROL | KeyModifiers::ALT;
        assert!(both.contains(KeyModifiers::ALT) && both.contains(KeyModifiers::CONTROL));
        assert!(!both.contains(KeyModifiers::SHIFT));
        assert_eq!(both - KeyModifiers::ALT, KeyModifiers::CONTROL);
        assert!(KeyModifiers::NONE.contains(KeyModifiers::NONE));
    }
}
