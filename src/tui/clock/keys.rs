//! The keys of `ferz clock`, as data: one table per window, read from the top by
//! [`ClockApp::key`](super::ClockApp::key), and the key names of the footer taken from them.

use crate::tui::key_event::{KeyCode, KeyEvent};

use crate::tui::keymap::{Binding, Key, State, find, name_in};

/// What a key of the clock stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockKey {
    /// Yes to "Quit?": the program ends.
    Quit,
    /// Any other key at "Quit?": the clocks go on as before.
    Stay,
    /// Ask "Quit?" (the clocks are paused meanwhile).
    AskQuit,
    /// Back to the shell until `fg`, as Ctrl+Z does there (the clocks are found paused).
    Suspend,
    /// Open the help.
    Help,
    /// Close the help.
    CloseHelp,
    /// Pause both clocks, or start them again.
    Pause,
    /// Open the arbiter's line (the clocks are paused meanwhile).
    Arbiter,
    /// Close the arbiter's line without a correction.
    CloseArbiter,
    /// Make the correction written on the arbiter's line.
    Adjust,
    /// Erase the last character of the arbiter's line.
    Erase,
    /// A character typed on the arbiter's line.
    Type(char),
    /// Space: the lever of the running clock (before the start: Black's, which starts White's).
    Running,
    /// Any other key: the lever of its half of the keyboard, if it is on one.
    Lever,
}

/// The windows of the clock and the clocks themselves, where keys are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockContext {
    /// "Quit?".
    Quit,
    /// The arbiter's line.
    Arbiter,
    /// The help (the levers still work under it).
    Help,
    /// The clocks.
    Clocks,
}

type B = Binding<ClockKey>;

/// "Quit?": y (н on a Russian layout) or F10 again quits; any other key says no.
static QUIT: &[B] = &[
    B::act(Key::Chars("yYнН", "y"), ClockKey::Quit),
    B::act(Key::F(10), ClockKey::Quit),
    B::act(Key::Any, ClockKey::Stay),
];

/// The arbiter's line: what is typed, Backspace, Enter makes the correction, Esc or F9 closes.
static ARBITER: &[B] = &[
    B::act(Key::Code(KeyCode::Esc), ClockKey::CloseArbiter),
    B::act(Key::F(9), ClockKey::CloseArbiter),
    B::act(Key::Code(KeyCode::Enter), ClockKey::Adjust),
    B::act(Key::Code(KeyCode::Backspace), ClockKey::Erase),
    B::typed(Key::AnyChar, ClockKey::Type),
    B::nothing(Key::Any),
];

/// The help: Esc or F1 closes it; any other key goes on to the clocks.
static HELP: &[B] = &[B::act(Key::Code(KeyCode::Esc), ClockKey::CloseHelp), B::act(Key::F(1), ClockKey::CloseHelp)];

/// The clocks: F-keys and Ctrl+C, Space, and every other key its lever.
static CLOCKS: &[B] = &[
    B::act(Key::CtrlChars("cqсй", "^C"), ClockKey::AskQuit),
    B::act(Key::F(10), ClockKey::AskQuit),
    B::act(Key::Ctrl('z'), ClockKey::Suspend),
    B::act(Key::F(1), ClockKey::Help),
    B::act(Key::F(8), ClockKey::Pause),
    B::act(Key::F(9), ClockKey::Arbiter),
    B::act(Key::Chars(" ", "Space"), ClockKey::Running),
    B::act(Key::Any, ClockKey::Lever),
];

impl ClockContext {
    /// The context's keymap.
    pub fn bindings(self) -> &'static [B] {
        match self {
            ClockContext::Quit => QUIT,
            ClockContext::Arbiter => ARBITER,
            ClockContext::Help => HELP,
            ClockContext::Clocks => CLOCKS,
        }
    }

    /// True when a key this context does not bind goes no further.
    fn takes_every_key(self) -> bool {
        self != ClockContext::Help
    }
}

/// What `key` stands for with `window` open (`None`: only the clocks): the window first, then
/// what is under it.
pub fn clock_key(window: Option<ClockContext>, key: &KeyEvent) -> Option<ClockKey> {
    // No row of the clock asks about the board's state.
    let state = State { typing: false, before_start: false };
    for context in window.into_iter().chain([ClockContext::Clocks]) {
        if let Some(binding) = find(context.bindings(), key, state) {
            return binding.action(key);
        }
        if context.takes_every_key() {
            return None;
        }
    }
    None
}

/// The keys of the footer, entry by entry as the languages write it (after their sentence
/// about the levers): `None` where the language names a key in its own words.
const FOOTER: [Option<ClockKey>; 4] =
    [Some(ClockKey::Pause), Some(ClockKey::Arbiter), Some(ClockKey::Help), Some(ClockKey::AskQuit)];

/// The name of the footer's entry `i`, which the language wrote as `said`: the keymap's name
/// of its key, or the language's own words.
pub fn footer_name(i: usize, said: &'static str) -> &'static str {
    FOOTER.get(i).copied().flatten().and_then(|action| name_in(CLOCKS, &action)).unwrap_or(said)
}

/// The name of the key that does `action` on the running clocks (`F9` for the arbiter's
/// line), for the sentences that mention it. Empty when no key does it.
pub fn clock_name(action: ClockKey) -> &'static str {
    name_in(CLOCKS, &action).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::tui::key_event::KeyModifiers;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn the_footer_names_the_keys_that_do_what_it_says() {
        for lang in [Lang::En, Lang::Ru] {
            let words: &dyn crate::lang::clock::ClockWords = lang.words();
            let footer = words.footer(crate::tui::key_names::keys());
            assert_eq!(footer.len(), FOOTER.len());
            for (i, &(said, _)) in footer.iter().enumerate() {
                let name = footer_name(i, said);
                if let Some(action) = FOOTER[i] {
                    let key = CLOCKS.iter().find(|b| b.key.name() == name).map(|b| b.key);
                    let code = match key {
                        Some(Key::F(n)) => KeyCode::F(n),
                        other => panic!("{name}: {other:?}"),
                    };
                    assert_eq!(clock_key(None, &press(code)), Some(action), "{name}");
                }
            }
        }
        assert_eq!(footer_name(3, "?"), "F10");
    }

    #[test]
    fn windows_take_the_keys_first() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(clock_key(None, &ctrl_c), Some(ClockKey::AskQuit));
        assert_eq!(clock_key(Some(ClockContext::Arbiter), &ctrl_c), Some(ClockKey::Type('c')));
        assert_eq!(clock_key(Some(ClockContext::Quit), &ctrl_c), Some(ClockKey::Stay));
        assert_eq!(clock_key(Some(ClockContext::Quit), &press(KeyCode::Char('н'))), Some(ClockKey::Quit));
        assert_eq!(clock_key(Some(ClockContext::Help), &press(KeyCode::F(1))), Some(ClockKey::CloseHelp));
        assert_eq!(clock_key(Some(ClockContext::Help), &press(KeyCode::F(8))), Some(ClockKey::Pause));
        assert_eq!(clock_key(Some(ClockContext::Help), &press(KeyCode::Char('a'))), Some(ClockKey::Lever));
        assert_eq!(clock_key(Some(ClockContext::Arbiter), &press(KeyCode::Tab)), None);
        assert_eq!(clock_key(None, &press(KeyCode::Char(' '))), Some(ClockKey::Running));
    }
}
