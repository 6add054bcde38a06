//! Where the adjournment of the game on the screen stands (Guidelines I): an envelope waiting
//! to be opened (with the code typed so far and the file it came from), a sealed move whose
//! envelope is being written (with the code that opens it), the envelope written, or the
//! sealed move that lost the game. Plain data with the steps between them; the screen's side
//! of adjourning (the sealing window, opening the envelope) is in `tui/adjourn.rs`.

use std::path::{Path, PathBuf};

use crate::game::{Code, Envelope, Sealed};
use crate::storage::Opening;

/// The longest code typed; a code is 8 symbols, with a dash or spaces at most a few more.
const MAX_CODE: usize = 16;

/// Where the adjournment of the game on the screen stands.
#[derive(Debug, Clone, Default)]
pub struct Adjournment {
    /// The envelope of a resumed game, not opened yet: nothing may happen on the board before.
    envelope: Option<Envelope>,
    /// The file the envelope was read from, where its opening is recorded.
    file: Option<PathBuf>,
    /// The code typed so far to open the envelope.
    code: String,
    /// How many openings of the envelope the data directory's record held when it was read.
    seen: usize,
    /// The code opened the envelope: its sealed move, played once the opening is claimed.
    claimed: Option<Sealed>,
    /// Sealed just now: the envelope is being written, and the code that opens it.
    pending: Option<(Sealed, Code)>,
    /// The envelope was written: what to say when the program has ended.
    farewell: Option<String>,
    /// Why the sealed move lost the game, for the game-over banner.
    note: Option<String>,
}

impl Adjournment {
    /// True while the game lives in an envelope (unopened, being written, or written): the
    /// autosave must not write it without its sealed move.
    pub fn holds_game(&self) -> bool {
        self.envelope.is_some() || self.pending.is_some() || self.farewell.is_some()
    }

    /// The unopened envelope of a resumed game, if any.
    pub fn envelope(&self) -> Option<&Envelope> {
        self.envelope.as_ref()
    }

    /// The file the envelope was read from, if known.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The code typed so far to open the envelope.
    pub fn code(&self) -> &str {
        &self.code
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
    pub fn wait(&mut self, envelope: Envelope) {
        self.envelope = Some(envelope);
        self.file = None;
        self.code.clear();
        self.seen = 0;
        self.claimed = None;
    }

    /// The envelope waiting was read from `file`, where its opening is to be recorded, and the
    /// data directory's record holds these `openings` of it: when the file does not say it was
    /// opened, the record's first may.
    pub fn read_from(&mut self, file: PathBuf, openings: impl FnOnce(&Envelope) -> Vec<Opening>) {
        if let Some(envelope) = self.envelope.as_mut() {
            let openings = openings(envelope);
            if envelope.opened.is_none() {
                envelope.opened = openings.first().map(|o| o.when.clone());
            }
            self.seen = openings.len();
            self.file = Some(file);
        }
    }

    /// The code typed opened the envelope: `sealed` waits until the opening is claimed in the
    /// data directory's record, what is claimed (the envelope's id, and how many openings the
    /// record held when it was read). `None` when the envelope came from no file: nothing is
    /// claimed, the move is played at once.
    pub fn claim(&mut self, sealed: Sealed) -> Option<(String, usize)> {
        let envelope = self.envelope.as_ref()?;
        self.file.as_ref()?;
        let claim = (envelope.id(), self.seen);
        self.claimed = Some(sealed);
        Some(claim)
    }

    /// The opening is claimed: the sealed move to play, once.
    pub fn claimed(&mut self) -> Option<Sealed> {
        self.claimed.take()
    }

    /// The opening was not claimed: the envelope stays sealed and its code is typed again;
    /// `opened` is when it was opened meanwhile elsewhere, if it was.
    pub fn unclaimed(&mut self, opened: Option<String>) {
        self.claimed = None;
        self.code.clear();
        if let Some(envelope) = self.envelope.as_mut()
            && envelope.opened.is_none()
        {
            envelope.opened = opened;
        }
    }

    /// A character of the code typed.
    pub fn type_code(&mut self, c: char) {
        if self.envelope.is_some() && !c.is_control() && self.code.chars().count() < MAX_CODE {
            self.code.push(c);
        }
    }

    /// Backspace in the code.
    pub fn erase_code(&mut self) {
        self.code.pop();
    }

    /// The code typed did not open the envelope: it is typed again.
    pub fn clear_code(&mut self) {
        self.code.clear();
    }

    /// The envelope is opened: it is gone, once; the file to record the opening in.
    pub fn open(&mut self) -> Option<PathBuf> {
        self.envelope = None;
        self.code.clear();
        self.claimed = None;
        self.file.take()
    }

    /// A move was sealed just now: its envelope, locked by `code`, is being written.
    pub fn seal(&mut self, sealed: Sealed, code: Code) {
        self.pending = Some((sealed, code));
    }

    /// The report of the envelope's write is in: the move sealed and its code, if one was.
    pub fn written(&mut self) -> Option<(Sealed, Code)> {
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
