//! Keys become actions, as the keymaps of [`keymap`](super::keymap) say. A key that can begin a
//! move (letters, digits, Cyrillic, `O`/`0`) always goes to the move input; commands live on
//! function keys, Ctrl combinations and the `:` command line, none of which can start a move,
//! so typing and commands never collide.
//!
//! A terminal sends Esc as the byte that also begins Alt combinations, so Esc typed quickly
//! before a key arrives as Alt+key: [`split_alt`] gives it back as the two keys it was.

use crate::tui::key_event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::action::Action;
use super::app::App;
use super::input::InputMode;
use super::keymap::{Context, State};
use super::overlay::Overlay;

/// The keys an event stands for, to be mapped one after the other (each in the state the one
/// before left): Alt+key is Esc followed by the key, as the terminal read Esc typed quickly
/// before it; anything else is itself.
pub fn split_alt(key: impl Into<KeyEvent>) -> Vec<KeyEvent> {
    let key = key.into();
    if !key.modifiers.contains(KeyModifiers::ALT) || key.kind == KeyEventKind::Release {
        return vec![key];
    }
    let esc = KeyEvent::new_with_kind(KeyCode::Esc, KeyModifiers::NONE, key.kind);
    let rest = KeyEvent::new_with_kind(key.code, key.modifiers - KeyModifiers::ALT, key.kind);
    vec![esc, rest]
}

/// The action a key press means in the app's present state, if any: the key goes to the
/// contexts of [`chain`] in turn, and the first row of their keymaps that matches says what it
/// does. An Alt combination means nothing by itself (never a typed character): [`split_alt`]
/// makes it Esc and the key.
pub fn map_key(app: &App, key: impl Into<KeyEvent>) -> Option<Action> {
    let key = key.into();
    if key.kind == KeyEventKind::Release || key.modifiers.contains(KeyModifiers::ALT) {
        return None;
    }
    let state = State { typing: !app.input().text().is_empty(), before_start: !app.started() && !app.game().is_over() };
    for context in chain(app) {
        if let Some(binding) = context.find(&key, state) {
            return binding.action(&key);
        }
        if context.takes_every_key() {
            return None;
        }
    }
    None
}

/// The contexts a key is read in, in order: Ctrl+C everywhere; then the open window, which
/// takes every key; under none, the game's commands, then the command line (which takes every
/// key), the menu after the game, review and the board.
pub fn chain(app: &App) -> Vec<Context> {
    if let Some(window) = app.overlay().and_then(Overlay::keys) {
        return vec![Context::Global, Context::Window(window)];
    }
    let mut chain = vec![Context::Global, Context::Game];
    if app.input().mode() == InputMode::Command {
        chain.push(Context::Command);
        return chain;
    }
    // Review's keys first, after the game too: its key bar is the review's.
    if app.review().is_some() {
        chain.push(Context::Review);
    }
    if app.game().is_over() && app.input().text().is_empty() {
        chain.push(Context::GameOver);
    }
    chain.push(Context::Board);
    chain
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Instant;
    use crate::tui::action::{Intent, UiEvent};
    use crate::tui::prefs::Prefs;
    use crate::tui::setup::GameSetup;
    use crate::tui::update::update;

    fn app() -> App {
        match GameSetup::new(crate::rules::Position::new(), "5+3".parse().expect("5+3"), None, None, Prefs::default()) {
            Ok(setup) => App::new(setup, Instant::START),
            Err(e) => panic!("{e}"),
        }
    }

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn move_letters_go_to_the_input_and_commands_do_not_collide() {
        let mut a = app();
        update(&mut a, Intent::Start, Instant::START);
        for c in ['a', 'h', 'N', 'B', 'R', 'Q', 'K', 'O', '0', '1', 'К', 'Ф', 'e', 'x', 'q', 'n'] {
            assert_eq!(map_key(&a, key(KeyCode::Char(c))), Some(Action::Ui(UiEvent::Type(c))), "{c}");
        }
        assert_eq!(map_key(&a, key(KeyCode::Char(':'))), Some(Action::Ui(UiEvent::OpenCommand)));
        update(&mut a, UiEvent::Type('e'), Instant::START);
        assert_eq!(map_key(&a, key(KeyCode::Char(':'))), Some(Action::Ui(UiEvent::Type(':'))), "Russian capture e:d5");
        assert_eq!(map_key(&a, key(KeyCode::Enter)), Some(Action::Ui(UiEvent::Submit)));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(map_key(&a, ctrl_c), Some(Action::Intent(Intent::QuitNow)));
    }

    #[test]
    fn alt_is_esc_then_the_key() {
        let alt_e = KeyEvent::new(KeyCode::Char('e'), KeyModifiers::ALT);
        assert_eq!(split_alt(alt_e), [key(KeyCode::Esc), key(KeyCode::Char('e'))]);
        let plain = key(KeyCode::Char('e'));
        assert_eq!(split_alt(plain), [plain]);
        let mut a = app();
        update(&mut a, Intent::Start, Instant::START);
        assert_eq!(map_key(&a, alt_e), None, "no character for an Alt combination");
    }

    #[test]
    fn enter_starts_the_clock_first() {
        let a = app();
        assert_eq!(map_key(&a, key(KeyCode::Enter)), Some(Action::Intent(Intent::Start)));
        assert_eq!(map_key(&a, key(KeyCode::F(5))), Some(Action::Intent(Intent::Claim)));
    }
}
