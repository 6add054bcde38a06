//! The terminal face's keys made the model's: crossterm's key event converted, in this one
//! place, into the model's own ([`KeyEvent`]), so that nothing past the edge knows which
//! terminal library read it. (The mouse needs the screen's layout, which only the face knows:
//! `mouse.rs` turns it into the game's own events, a square pressed or the moves stepped.)

use ratatui::crossterm::event as term;

use super::key_event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

impl From<term::KeyEvent> for KeyEvent {
    fn from(key: term::KeyEvent) -> KeyEvent {
        KeyEvent::new_with_kind(code(key.code), modifiers(key.modifiers), kind(key.kind))
    }
}

impl From<term::KeyCode> for KeyCode {
    fn from(code: term::KeyCode) -> KeyCode {
        self::code(code)
    }
}

/// The model's key for crossterm's.
fn code(code: term::KeyCode) -> KeyCode {
    match code {
        term::KeyCode::Char(c) => KeyCode::Char(c),
        term::KeyCode::F(n) => KeyCode::F(n),
        term::KeyCode::Enter => KeyCode::Enter,
        term::KeyCode::Esc => KeyCode::Esc,
        term::KeyCode::Backspace => KeyCode::Backspace,
        term::KeyCode::Tab => KeyCode::Tab,
        term::KeyCode::BackTab => KeyCode::BackTab,
        term::KeyCode::Left => KeyCode::Left,
        term::KeyCode::Right => KeyCode::Right,
        term::KeyCode::Up => KeyCode::Up,
        term::KeyCode::Down => KeyCode::Down,
        term::KeyCode::PageUp => KeyCode::PageUp,
        term::KeyCode::PageDown => KeyCode::PageDown,
        term::KeyCode::Home => KeyCode::Home,
        term::KeyCode::End => KeyCode::End,
        term::KeyCode::Delete => KeyCode::Delete,
        term::KeyCode::Insert => KeyCode::Insert,
        _ => KeyCode::Other,
    }
}

/// The model's modifiers for crossterm's (Super, Hyper and Meta bind nothing).
fn modifiers(held: term::KeyModifiers) -> KeyModifiers {
    [
        (term::KeyModifiers::SHIFT, KeyModifiers::SHIFT),
        (term::KeyModifiers::CONTROL, KeyModifiers::CONTROL),
        (term::KeyModifiers::ALT, KeyModifiers::ALT),
    ]
    .into_iter()
    .filter(|(theirs, _)| held.contains(*theirs))
    .fold(KeyModifiers::NONE, |all, (_, ours)| all | ours)
}

/// Down, repeating or up.
fn kind(kind: term::KeyEventKind) -> KeyEventKind {
    match kind {
        term::KeyEventKind::Press => KeyEventKind::Press,
        term::KeyEventKind::Repeat => KeyEventKind::Repeat,
        term::KeyEventKind::Release => KeyEventKind::Release,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_keeps_its_code_modifiers_and_kind() {
        let ctrl_alt_x = term::KeyEvent::new_with_kind(
            term::KeyCode::Char('x'),
            term::KeyModifiers::CONTROL | term::KeyModifiers::ALT,
            term::KeyEventKind::Release,
        );
        let ours = KeyEvent::from(ctrl_alt_x);
        assert_eq!(ours.code, KeyCode::Char('x'));
        assert_eq!(ours.modifiers, KeyModifiers::CONTROL | KeyModifiers::ALT);
        assert_eq!(ours.kind, KeyEventKind::Release);
        assert_eq!(KeyEvent::from(term::KeyEvent::from(term::KeyCode::F(7))), KeyEvent::from(KeyCode::F(7)));
        assert_eq!(KeyCode::from(term::KeyCode::CapsLock), KeyCode::Other);
    }
}
