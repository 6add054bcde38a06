//! Which lever a key presses: the keyboard cut in two halves, as the two levers of a chess
//! clock (INTERFACE.md, `ferz clock`). A key is placed by where it sits on the keyboard, so the
//! shifted signs and the Russian layout (ЙЦУКЕН) press the same lever as the key they share.

use crate::tui::key_event::{KeyCode, KeyEvent, KeyModifiers};

use crate::lang::clock::Lever;

/// Characters of the left half: the US layout, shifted, and the Russian layout.
const LEFT: &str = "`12345qwertasdfgzxcvb~!@#$%QWERTASDFGZXCVBёйцукефывапячсмиЁЙЦУКЕФЫВАПЯЧСМИ";
/// Characters of the right half, likewise.
const RIGHT: &str = "67890-=yuiop[]hjkl;'nm,./\\^&*()_+YUIOP{}HJKL:\"NM<>?|нгшщзхърол\
                     джэтьбю.НГШЩЗХЪРОЛДЖЭТЬБЮ,";

/// The lever `key` presses, if it is a key of either half (Space, function keys and keys held
/// with Ctrl are not).
pub fn lever_of(key: KeyEvent) -> Option<Lever> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    match key.code {
        KeyCode::Tab | KeyCode::BackTab => Some(Lever::Left),
        KeyCode::Enter | KeyCode::Backspace => Some(Lever::Right),
        KeyCode::Char(c) if LEFT.contains(c) => Some(Lever::Left),
        KeyCode::Char(c) if RIGHT.contains(c) => Some(Lever::Right),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lever(c: char) -> Option<Lever> {
        lever_of(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
    }

    #[test]
    fn every_key_of_interface_md_presses_its_half() {
        for c in "`12345qwertasdfgzxcvb".chars() {
            assert_eq!(lever(c), Some(Lever::Left), "{c}");
        }
        for c in "67890-=yuiop[]hjkl;'nm,./".chars() {
            assert_eq!(lever(c), Some(Lever::Right), "{c}");
        }
        assert_eq!(lever_of(KeyEvent::new(KeyCode::Tab, KeyModifiers::NONE)), Some(Lever::Left));
        assert_eq!(lever_of(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)), Some(Lever::Right));
    }

    #[test]
    fn shifted_and_russian_keys_press_the_same_lever() {
        assert_eq!(lever('Q'), Some(Lever::Left));
        assert_eq!(lever('й'), Some(Lever::Left));
        assert_eq!(lever('и'), Some(Lever::Left));
        assert_eq!(lever('н'), Some(Lever::Right));
        assert_eq!(lever('Ю'), Some(Lever::Right));
        assert_eq!(lever('?'), Some(Lever::Right));
    }

    #[test]
    fn space_function_keys_and_ctrl_are_no_lever() {
        assert_eq!(lever(' '), None);
        assert_eq!(lever_of(KeyEvent::new(KeyCode::F(8), KeyModifiers::NONE)), None);
        assert_eq!(lever_of(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)), None);
    }
}
