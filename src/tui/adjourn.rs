//! Adjourning at the screen (Guidelines I): the player to move seals a move — typed into a window that
//! shows only dots, never the move — and the game is saved as an envelope,
//! `ferz-adjourned-<timestamp>.pgn`, in the current directory; the program says where and ends.
//! `ferz resume ENVELOPE` shows the adjourned position until Enter opens the envelope: the
//! sealed move is played and the opponent's clock starts — or, when the move is illegal or
//! ambiguous, the player who sealed it loses (I.8) and the game-over banner says why.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::{Action, Effect};
use super::app::App;
use super::mode::Mode;
use super::overlay::Overlay;
use super::pgn_file::envelope_text;
use super::session::{Store, StoreResult};
use crate::game::{Instant, Opened};
use crate::text::visible;

/// The longest sealed move kept; more cannot be a move.
const MAX_SEALED: usize = 32;

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

impl App {
    /// `:adjourn`: opens the sealing window for the player to move; their clock runs until the
    /// move is sealed, as at the board.
    pub(super) fn begin_adjournment(&mut self) {
        if self.game().is_over() {
            self.refuse(self.strings().is_over);
        } else if !self.started() {
            self.refuse(self.strings().not_started);
        } else if !self.session().adjournment().holds_game() {
            self.set_mode(Mode::Play);
            self.drop_hand();
            self.open(Some(Overlay::Seal(String::new())));
        }
    }

    /// A character of the sealed move.
    pub(super) fn seal_type(&mut self, c: char) {
        if let Some(Overlay::Seal(text)) = self.overlay_mut()
            && !c.is_control()
            && text.chars().count() < MAX_SEALED
        {
            text.push(c);
        }
    }

    /// Backspace in the sealed move.
    pub(super) fn seal_erase(&mut self) {
        if let Some(Overlay::Seal(text)) = self.overlay_mut() {
            text.pop();
        }
    }

    /// Enter in the sealing window: the move is sealed (not checked: an illegal one loses at
    /// the resumption), the clocks stop, and the event loop is asked to write the envelope.
    pub(super) fn seal(&mut self, now: Instant) -> Effect {
        let Some(Overlay::Seal(text)) = self.overlay() else { return Effect::None };
        let text = text.trim().to_string();
        if text.is_empty() {
            self.refuse(self.strings().seal_empty);
            return Effect::None;
        }
        self.open(None);
        match self.game_mut().adjourn(&text, now) {
            Ok(sealed) => {
                let envelope = envelope_text(self.game(), now, &sealed, self.unix_at(now));
                self.session_mut().adjournment_mut().seal(sealed);
                Effect::Store(Store::Envelope(envelope))
            }
            Err(e) => {
                self.refuse(self.error_text(&e));
                Effect::None
            }
        }
    }

    /// The event loop wrote the envelope (the program ends, saying where it is) or could not
    /// (the game stays on the screen, paused, and is autosaved as usual).
    pub(super) fn envelope_written(&mut self, result: StoreResult) -> Effect {
        let Some(sealed) = self.session_mut().adjournment_mut().written() else { return Effect::None };
        let s = self.strings();
        match result {
            Ok(path) => {
                let text = (s.adjourned)(sealed.by, sealed.move_number, path.as_deref().unwrap_or_default());
                self.say(text.clone());
                self.session_mut().adjournment_mut().farewell_with(text);
                self.quit();
                Effect::Quit
            }
            Err(why) => {
                self.refuse((s.adjourn_failed)(&why));
                Effect::None
            }
        }
    }

    /// Enter on the adjourned position: the envelope is opened and the sealed move played; the
    /// opponent's clock starts. An illegal or ambiguous sealed move ends the game (I.8).
    pub(super) fn open_envelope(&mut self, now: Instant) {
        let Some(sealed) = self.session_mut().adjournment_mut().open() else { return };
        if self.overlay() == Some(&Overlay::Envelope) {
            self.open(None);
        }
        let before = self.game().position().clone();
        let s = self.strings();
        match self.game_mut().open_envelope(&sealed, now) {
            Ok(Opened::Played(_)) => {
                let played = self.last_move_label();
                self.say((s.envelope_opened)(sealed.by, &played));
            }
            Ok(Opened::Forfeited(e)) => {
                // The sealed text is echoed as it is, control characters shown, never obeyed:
                // a tampered envelope must not look like a legal move that was refused.
                let why = visible(&s.lang.move_error(&e, Some(&before)));
                let note = (s.sealed_lost)(sealed.by, &why);
                self.session_mut().adjournment_mut().lost(note.clone());
                self.refuse(note);
            }
            Err(e) => self.refuse(self.error_text(&e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::prefs::Prefs;
    use crate::tui::session::StoreKind;
    use crate::tui::setup::Setup;
    use crate::tui::update::update;

    /// The instant `ms` milliseconds into the test's timeline.
    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    fn app() -> App {
        match Setup::new(crate::rules::Position::new(), "5+3".parse().expect("5+3"), None, None, Prefs::default()) {
            Ok(setup) => App::new(setup, Instant::START),
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn the_sealed_move_is_written_only_into_the_envelope() {
        let mut a = app();
        update(&mut a, Action::Start, at(0));
        update(&mut a, Action::Adjourn, at(1_000));
        assert_eq!(a.overlay(), Some(&Overlay::Seal(String::new())));
        for c in "Nf3".chars() {
            update(&mut a, Action::SealType(c), at(1_000));
        }
        let Effect::Store(Store::Envelope(text)) = update(&mut a, Action::Seal, at(2_000)) else {
            panic!("the envelope is written")
        };
        assert!(!text.contains("Nf3"), "{text}");
        assert!(text.contains("[FerzSealedBy \"white\"]"), "{text}");
        assert!(a.game().clock().is_paused());
        assert_eq!(a.overlay(), None);
        let effect = update(&mut a, Action::Stored(StoreKind::Envelope, Ok(Some("e.pgn".into()))), at(2_000));
        assert_eq!(effect, Effect::Quit);
        assert!(a.session().adjournment().farewell().is_some_and(|f| f.contains("e.pgn")));
    }

    #[test]
    fn a_failed_envelope_keeps_the_game() {
        let mut a = app();
        update(&mut a, Action::Start, at(0));
        update(&mut a, Action::Adjourn, at(0));
        update(&mut a, Action::SealType('e'), at(0));
        update(&mut a, Action::SealType('4'), at(0));
        assert!(matches!(update(&mut a, Action::Seal, at(0)), Effect::Store(Store::Envelope(_))));
        let effect = update(&mut a, Action::Stored(StoreKind::Envelope, Err("disk full".into())), at(0));
        assert_eq!(effect, Effect::None);
        assert!(!a.quitting());
        assert!(a.message().is_some_and(|m| m.error && m.text.contains("disk full")));
        // The paused game is autosaved at the next update.
        assert!(matches!(update(&mut a, Action::Tick, at(10)), Effect::Store(Store::Autosave(_))));
    }
}
