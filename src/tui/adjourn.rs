//! Adjournment (Guidelines I): the player to move seals a move — typed into a window that
//! shows only dots, never the move — and the game is saved as an envelope,
//! `ferz-adjourned-<timestamp>.pgn`, in the current directory; the program says where and ends.
//! `ferz resume ENVELOPE` shows the adjourned position until Enter opens the envelope: the
//! sealed move is played and the opponent's clock starts — or, when the move is illegal or
//! ambiguous, the player who sealed it loses (I.8) and the game-over banner says why.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::{Action, Effect};
use super::app::{App, Overlay};
use super::autosave::{Store, StoreResult};
use super::pgn_file::envelope_text;
use crate::game::Sealed;
use crate::text::visible;

/// The longest sealed move kept; more cannot be a move.
const MAX_SEALED: usize = 32;

/// Where the adjournment of the game on the screen stands.
#[derive(Debug, Clone, Default)]
pub struct Adjournment {
    /// The envelope of a resumed game, not opened yet: nothing may happen on the board before.
    pub sealed: Option<Sealed>,
    /// Sealed just now: the envelope is being written.
    pending: Option<Sealed>,
    /// The envelope was written: what to say when the program has ended.
    pub farewell: Option<String>,
    /// Why the sealed move lost the game, for the game-over banner.
    pub note: Option<String>,
}

impl Adjournment {
    /// True while the game lives in an envelope (unopened, being written, or written): the
    /// autosave must not write it without its sealed move.
    pub fn holds_game(&self) -> bool {
        self.sealed.is_some() || self.pending.is_some() || self.farewell.is_some()
    }
}

/// `:adjourn`: opens the sealing window for the player to move; their clock runs until the
/// move is sealed, as at the board.
pub fn begin(app: &mut App) {
    if app.game.is_over() {
        app.refuse(app.strings.is_over);
    } else if !app.started {
        app.refuse(app.strings.not_started);
    } else if !app.adjournment.holds_game() {
        app.review = None;
        app.selected = None;
        app.drag_from = None;
        app.claiming = false;
        app.overlay = Some(Overlay::Seal(String::new()));
    }
}

/// Keys of the sealing window: the move's characters, Backspace, Enter seals, Esc gives up.
pub fn seal_key(key: KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    Some(match key.code {
        KeyCode::Char(c) => Action::SealType(c),
        KeyCode::Backspace => Action::SealErase,
        KeyCode::Enter => Action::Seal,
        KeyCode::Esc => Action::Cancel,
        _ => return None,
    })
}

/// Keys while the envelope waits to be opened: Enter opens it; F10 or Q leaves it sealed.
pub fn envelope_key(key: KeyEvent) -> Option<Action> {
    match key.code {
        KeyCode::Enter => Some(Action::OpenEnvelope),
        KeyCode::F(10) | KeyCode::Char('q' | 'Q' | 'й' | 'Й') => Some(Action::QuitNow),
        _ => None,
    }
}

/// A character of the sealed move.
pub fn type_char(app: &mut App, c: char) {
    if let Some(Overlay::Seal(text)) = &mut app.overlay
        && !c.is_control()
        && text.chars().count() < MAX_SEALED
    {
        text.push(c);
    }
}

/// Backspace in the sealed move.
pub fn erase(app: &mut App) {
    if let Some(Overlay::Seal(text)) = &mut app.overlay {
        text.pop();
    }
}

/// Enter in the sealing window: the move is sealed (not checked: an illegal one loses at the
/// resumption), the clocks stop, and the event loop is asked to write the envelope.
pub fn seal(app: &mut App, now: u64) -> Effect {
    let Some(Overlay::Seal(text)) = &app.overlay else { return Effect::None };
    let text = text.trim().to_string();
    if text.is_empty() {
        app.refuse(app.strings.seal_empty);
        return Effect::None;
    }
    app.overlay = None;
    match app.game.adjourn(&text, now) {
        Ok(sealed) => {
            let envelope = envelope_text(&app.game, now, &sealed, app.unix_at(now));
            app.adjournment.pending = Some(sealed);
            Effect::Store(Store::Envelope(envelope))
        }
        Err(e) => {
            app.refuse(app.error_text(&e));
            Effect::None
        }
    }
}

/// The event loop wrote the envelope (the program ends, saying where it is) or could not (the
/// game stays on the screen, paused, and is autosaved as usual).
pub fn written(app: &mut App, result: StoreResult) -> Effect {
    let Some(sealed) = app.adjournment.pending.take() else { return Effect::None };
    let s = app.strings;
    match result {
        Ok(path) => {
            let text = (s.adjourned)(sealed.by, sealed.move_number, path.as_deref().unwrap_or_default());
            app.say(text.clone());
            app.adjournment.farewell = Some(text);
            app.quit = true;
            Effect::Quit
        }
        Err(why) => {
            app.refuse((s.adjourn_failed)(&why));
            Effect::None
        }
    }
}

/// Enter on the adjourned position: the envelope is opened and the sealed move played; the
/// opponent's clock starts. An illegal or ambiguous sealed move ends the game (I.8).
pub fn open(app: &mut App, now: u64) {
    let Some(sealed) = app.adjournment.sealed.take() else { return };
    if app.overlay == Some(Overlay::Envelope) {
        app.overlay = None;
    }
    let before = app.game.position().clone();
    let s = app.strings;
    match app.game.open_envelope(&sealed, now) {
        Ok(Ok(_)) => {
            app.started = true;
            let played = app.last_move_label();
            app.say((s.envelope_opened)(sealed.by, &played));
        }
        Ok(Err(e)) => {
            // The sealed text is echoed as it is, control characters shown, never obeyed:
            // a tampered envelope must not look like a legal move that was refused.
            let why = visible(&s.lang.move_error(&e, Some(&before)));
            let note = (s.sealed_lost)(sealed.by, &why);
            app.adjournment.note = Some(note.clone());
            app.refuse(note);
        }
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::autosave::StoreKind;
    use crate::tui::setup::{Prefs, Setup};
    use crate::tui::update::update;

    fn app() -> App {
        match Setup::new(None, Some("5+3"), None, None, Prefs::default()) {
            Ok(setup) => App::new(setup, 0),
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn the_sealed_move_is_written_only_into_the_envelope() {
        let mut a = app();
        update(&mut a, Action::Start, 0);
        update(&mut a, Action::Adjourn, 1_000);
        assert_eq!(a.overlay, Some(Overlay::Seal(String::new())));
        for c in "Nf3".chars() {
            update(&mut a, Action::SealType(c), 1_000);
        }
        let Effect::Store(Store::Envelope(text)) = update(&mut a, Action::Seal, 2_000) else {
            panic!("the envelope is written")
        };
        assert!(!text.contains("Nf3"), "{text}");
        assert!(text.contains("[FerzSealedBy \"white\"]"), "{text}");
        assert!(a.game.clock().is_paused());
        assert_eq!(a.overlay, None);
        let effect = update(&mut a, Action::Stored(StoreKind::Envelope, Ok(Some("e.pgn".into()))), 2_000);
        assert_eq!(effect, Effect::Quit);
        assert!(a.adjournment.farewell.as_deref().is_some_and(|f| f.contains("e.pgn")));
    }

    #[test]
    fn a_failed_envelope_keeps_the_game() {
        let mut a = app();
        update(&mut a, Action::Start, 0);
        update(&mut a, Action::Adjourn, 0);
        update(&mut a, Action::SealType('e'), 0);
        update(&mut a, Action::SealType('4'), 0);
        assert!(matches!(update(&mut a, Action::Seal, 0), Effect::Store(Store::Envelope(_))));
        let effect = update(&mut a, Action::Stored(StoreKind::Envelope, Err("disk full".into())), 0);
        assert_eq!(effect, Effect::None);
        assert!(!a.quit);
        assert!(a.message.as_ref().is_some_and(|m| m.error && m.text.contains("disk full")));
        // The paused game is autosaved at the next update.
        assert!(matches!(update(&mut a, Action::Tick, 10), Effect::Store(Store::Autosave(_))));
    }
}
