//! Where the adjournment of the game on the screen stands (Guidelines I): an envelope waiting
//! to be opened, a sealed move whose envelope is being written, the envelope written, or the
//! sealed move that lost the game. Plain data with the steps between them; the screen's side
//! of adjourning (the sealing window, opening the envelope) is in `tui/adjourn.rs`.

use crate::game::Sealed;

/// Where the adjournment of the game on the screen stands.
#[derive(Debug, Clone, Default)]
pub struct Adjournment {
    /// The envelope of a resumed game, not opened yet: nothing may happen on the board before.
    sealed: Option<Sealed>,
    /// Sealed just now: the envelope is being written.
    pending: Option<Sealed>,
    /// The envelope was written: what to say when the program has ended.
    farewell: Option<String>,
    /// Why the sealed move lost the game, for the game-over banner.
    note: Option<String>,
}

impl Adjournment {
    /// True while the game lives in an envelope (unopened, being written, or written): the
    /// autosave must not write it without its sealed move.
    pub fn holds_game(&self) -> bool {
        self.sealed.is_some() || self.pending.is_some() || self.farewell.is_some()
    }

    /// The unopened envelope of a resumed game, if any.
    pub fn sealed(&self) -> Option<&Sealed> {
        self.sealed.as_ref()
    }

    /// What to say when the program has ended, once the envelope was written.
    pub fn farewell(&self) -> Option<&str> {
        self.farewell.as_deref()
    }

    /// Why the sealed move lost the game, if it did.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// A resumed game waits in this envelope.
    pub fn wait(&mut self, sealed: Sealed) {
        self.sealed = Some(sealed);
    }

    /// The envelope is opened: its sealed move, once.
    pub fn open(&mut self) -> Option<Sealed> {
        self.sealed.take()
    }

    /// A move was sealed just now: its envelope is being written.
    pub fn seal(&mut self, sealed: Sealed) {
        self.pending = Some(sealed);
    }

    /// The report of the envelope's write is in: the move sealed, if one was.
    pub fn written(&mut self) -> Option<Sealed> {
        self.pending.take()
    }

    /// The envelope is written; the program ends saying `farewell`.
    pub fn farewell_with(&mut self, farewell: String) {
        self.farewell = Some(farewell);
    }

    /// The sealed move lost the game, for this reason.
    pub fn lost(&mut self, note: String) {
        self.note = Some(note);
    }
}
