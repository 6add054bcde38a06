//! Keys become actions. A key that can begin a move (letters, digits, Cyrillic, `O`/`0`) always
//! goes to the move input; commands live on function keys, Ctrl combinations and the `:`
//! command line, none of which can start a move, so typing and commands never collide.
//!
//! A terminal sends Esc as the byte that also begins Alt combinations, so Esc typed quickly
//! before a key arrives as Alt+key: [`split_alt`] gives it back as the two keys it was.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::action::Action;
use super::app::App;
use super::input::InputMode;
use super::overlay::Overlay;
use crate::rules::Role;

/// The keys an event stands for, to be mapped one after the other (each in the state the one
/// before left): Alt+key is Esc followed by the key, as the terminal read Esc typed quickly
/// before it; anything else is itself.
pub fn split_alt(key: KeyEvent) -> Vec<KeyEvent> {
    if !key.modifiers.contains(KeyModifiers::ALT) || key.kind == KeyEventKind::Release {
        return vec![key];
    }
    let esc = KeyEvent::new_with_kind(KeyCode::Esc, KeyModifiers::NONE, key.kind);
    let rest = KeyEvent::new_with_kind(key.code, key.modifiers - KeyModifiers::ALT, key.kind);
    vec![esc, rest]
}

/// The action a key press means in the app's present state, if any. An Alt combination means
/// nothing by itself (never a typed character): [`split_alt`] makes it Esc and the key.
pub fn map_key(app: &App, key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release || key.modifiers.contains(KeyModifiers::ALT) {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(key.code, KeyCode::Char('c' | 'C')) {
        return Some(Action::QuitNow);
    }
    match app.overlay() {
        Some(Overlay::Help(_)) => return help_key(key),
        Some(Overlay::Promotion { .. }) => return promotion_key(key),
        Some(Overlay::Confirm(_)) => return confirm_key(key),
        Some(Overlay::Found) => return super::resume::found_key(key),
        Some(Overlay::Notice(_)) => return Some(Action::Cancel),
        Some(Overlay::Seal(_)) => return super::adjourn::seal_key(key),
        Some(Overlay::Envelope) => return super::adjourn::envelope_key(key),
        Some(Overlay::TimeChart { .. }) => return chart_key(key),
        Some(Overlay::GameOver) | None => {}
    }
    if ctrl {
        return ctrl_key(key.code);
    }
    if let Some(action) = function_key(key.code) {
        return Some(action);
    }
    if app.input().mode() == InputMode::Command {
        return command_key(key.code);
    }
    if app.game().is_over()
        && app.input().text().is_empty()
        && let Some(action) = game_over_key(key.code)
    {
        return Some(action);
    }
    if app.review().is_some()
        && let Some(action) = review_key(key.code)
    {
        return Some(action);
    }
    play_key(app, key.code)
}

/// Keys of the help screen: scrolling, and anything else closes it.
fn help_key(key: KeyEvent) -> Option<Action> {
    Some(match key.code {
        KeyCode::Up => Action::Scroll(-1),
        KeyCode::Down => Action::Scroll(1),
        KeyCode::PageUp => Action::Scroll(-10),
        KeyCode::PageDown => Action::Scroll(10),
        _ => Action::Cancel,
    })
}

/// Keys of the time chart: the arrows, Home and End step through the game as in review (the
/// chart marks the move on the board); T (е with a Russian layout) closes it as it opened it,
/// and so does any other key.
fn chart_key(key: KeyEvent) -> Option<Action> {
    Some(match key.code {
        KeyCode::Char('t' | 'T' | 'е' | 'Е') => Action::TimeChart,
        KeyCode::Left | KeyCode::Up => Action::Step(-1),
        KeyCode::Right | KeyCode::Down => Action::Step(1),
        KeyCode::Home => Action::First,
        KeyCode::End => Action::Last,
        _ => Action::Cancel,
    })
}

/// Keys of the promotion picker: the piece's letter (English or Russian), or ←/→ and Enter.
fn promotion_key(key: KeyEvent) -> Option<Action> {
    Some(match key.code {
        KeyCode::Char(c) => match c {
            'q' | 'Q' | 'ф' | 'Ф' => Action::Promote(Role::Queen),
            'r' | 'R' | 'л' | 'Л' => Action::Promote(Role::Rook),
            'b' | 'B' | 'с' | 'С' => Action::Promote(Role::Bishop),
            'n' | 'N' | 'к' | 'К' => Action::Promote(Role::Knight),
            // --arbiter practice: the pawn stays a pawn on the last rank (7.5.2).
            'p' | 'P' | 'п' | 'П' => Action::Promote(Role::Pawn),
            ' ' => Action::PickerChoose,
            _ => return None,
        },
        KeyCode::Left | KeyCode::Up => Action::PickerMove(-1),
        KeyCode::Right | KeyCode::Down => Action::PickerMove(1),
        KeyCode::Enter => Action::PickerChoose,
        KeyCode::Esc => Action::Cancel,
        _ => return None,
    })
}

/// Keys of a yes/no question.
fn confirm_key(key: KeyEvent) -> Option<Action> {
    match key.code {
        KeyCode::Char('y' | 'Y' | 'д' | 'Д') => Some(Action::Answer(true)),
        KeyCode::Char('n' | 'N' | 'н' | 'Н') | KeyCode::Esc => Some(Action::Answer(false)),
        _ => None,
    }
}

/// Ctrl combinations: shortcuts of the commands.
fn ctrl_key(code: KeyCode) -> Option<Action> {
    let KeyCode::Char(c) = code else { return None };
    Some(match c.to_ascii_lowercase() {
        'o' => Action::Offer,
        'a' => Action::Accept,
        'd' => Action::Decline,
        'e' => Action::Claim,
        'r' => Action::Resign(None),
        'z' => Action::Takeback,
        'x' => Action::PointOut,
        'p' => Action::Pause(None),
        'f' => Action::Flip,
        's' => Action::Save(None),
        'q' => Action::Quit,
        'l' => Action::Redraw,
        _ => return None,
    })
}

/// Function keys.
fn function_key(code: KeyCode) -> Option<Action> {
    let KeyCode::F(n) = code else { return None };
    Some(match n {
        1 => Action::Help,
        2 => Action::Offer,
        3 => Action::Accept,
        4 => Action::Decline,
        5 => Action::Claim,
        6 => Action::Review,
        7 => Action::Flip,
        8 => Action::Pause(None),
        9 => Action::Save(None),
        10 => Action::Quit,
        _ => return None,
    })
}

/// Keys while the command line is open.
fn command_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Char(c) => Action::Type(c),
        KeyCode::Backspace => Action::Backspace,
        KeyCode::Enter => Action::Submit,
        KeyCode::Esc => Action::Cancel,
        _ => return None,
    })
}

/// After the game: single letters choose from the banner's menu (no move can be typed now) —
/// the same keys with a Russian (ЙЦУКЕН) layout switched on: т ы к е й.
fn game_over_key(code: KeyCode) -> Option<Action> {
    let KeyCode::Char(c) = code else { return None };
    Some(match c {
        'n' | 'N' | 'т' | 'Т' => Action::NewGame,
        's' | 'S' | 'ы' | 'Ы' => Action::Save(None),
        'r' | 'R' | 'к' | 'К' => Action::Review,
        't' | 'T' | 'е' | 'Е' => Action::TimeChart,
        'q' | 'Q' | 'й' | 'Й' => Action::Quit,
        _ => return None,
    })
}

/// Keys of review mode. T opens the time chart: no move begins with it (a typed move in
/// review begins with a file or a piece letter).
fn review_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Char('t' | 'T') => Action::TimeChart,
        KeyCode::Left | KeyCode::Up => Action::Step(-1),
        KeyCode::Right | KeyCode::Down => Action::Step(1),
        KeyCode::PageUp => Action::Step(-10),
        KeyCode::PageDown => Action::Step(10),
        KeyCode::Home => Action::First,
        KeyCode::End => Action::Last,
        KeyCode::Esc => Action::Review,
        _ => return None,
    })
}

/// Keys on the board and the move input.
fn play_key(app: &App, code: KeyCode) -> Option<Action> {
    let typing = !app.input().text().is_empty();
    Some(match code {
        KeyCode::Left => Action::Cursor(-1, 0),
        KeyCode::Right => Action::Cursor(1, 0),
        KeyCode::Up => Action::Cursor(0, -1),
        KeyCode::Down => Action::Cursor(0, 1),
        KeyCode::Enter if typing => Action::Submit,
        KeyCode::Enter if !app.started() && !app.game().is_over() => Action::Start,
        KeyCode::Enter => Action::Pick,
        KeyCode::Char(' ') if !typing => Action::Pick,
        KeyCode::Char(' ') => return None,
        KeyCode::Char(':') if !typing => Action::OpenCommand,
        KeyCode::Char('?') if !typing => Action::Help,
        KeyCode::Char(c) => Action::Type(c),
        KeyCode::Backspace => Action::Backspace,
        KeyCode::Esc => Action::Cancel,
        KeyCode::PageUp | KeyCode::Home => Action::Review,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Instant;
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
        update(&mut a, Action::Start, Instant::START);
        for c in ['a', 'h', 'N', 'B', 'R', 'Q', 'K', 'O', '0', '1', 'К', 'Ф', 'e', 'x', 'q', 'n'] {
            assert_eq!(map_key(&a, key(KeyCode::Char(c))), Some(Action::Type(c)), "{c}");
        }
        assert_eq!(map_key(&a, key(KeyCode::Char(':'))), Some(Action::OpenCommand));
        update(&mut a, Action::Type('e'), Instant::START);
        assert_eq!(map_key(&a, key(KeyCode::Char(':'))), Some(Action::Type(':')), "Russian capture e:d5");
        assert_eq!(map_key(&a, key(KeyCode::Enter)), Some(Action::Submit));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(map_key(&a, ctrl_c), Some(Action::QuitNow));
    }

    #[test]
    fn alt_is_esc_then_the_key() {
        let alt_e = KeyEvent::new(KeyCode::Char('e'), KeyModifiers::ALT);
        assert_eq!(split_alt(alt_e), [key(KeyCode::Esc), key(KeyCode::Char('e'))]);
        let plain = key(KeyCode::Char('e'));
        assert_eq!(split_alt(plain), [plain]);
        let mut a = app();
        update(&mut a, Action::Start, Instant::START);
        assert_eq!(map_key(&a, alt_e), None, "no character for an Alt combination");
    }

    #[test]
    fn enter_starts_the_clock_first() {
        let a = app();
        assert_eq!(map_key(&a, key(KeyCode::Enter)), Some(Action::Start));
        assert_eq!(map_key(&a, key(KeyCode::F(5))), Some(Action::Claim));
    }
}
