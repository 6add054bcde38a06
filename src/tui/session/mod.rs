//! The session around the game on the screen: what the files hold of it (the autosave and
//! its own save), its adjournment, the unfinished games found at the start while the players
//! choose, and the calendar that dates its saves. Everything here is data and decisions — the event loop
//! makes the writes ([`store::write`]) and reports back.

mod adjournment;
mod autosave;
mod found;
mod slot;
pub mod store;

pub use adjournment::Adjournment;
pub use autosave::{Autosave, Shown};
pub use found::{Found, FoundEvent, FoundList, Row};
pub use slot::Slot;
pub use store::{Store, StoreKind, StoreResult};

use std::path::PathBuf;

use crate::game::{CalendarTime, Code, Envelope, Instant, Sealed};
use crate::lang::terminal::TerminalWords;
use crate::storage::Opening;

/// The session around the game on the screen.
#[derive(Debug, Clone, Default)]
pub struct Session {
    /// What the files hold of the game on the screen.
    autosave: Autosave,
    /// The adjournment of this game: a sealed envelope, or the one just written.
    adjournment: Adjournment,
    /// The game's own save in `unfinished/`, its lock held.
    slot: Slot,
    /// The unfinished games found at the start, while the players choose.
    found: FoundList,
    /// Seconds since 1970 (UTC) at time 0 of the game's timeline, for the date of a saved
    /// game; `None` when not known (the date is then left unknown).
    calendar: Option<CalendarTime>,
}

impl Session {
    /// A new game is on the screen: the autosave numbers it, any adjournment is gone.
    pub fn new_game(&mut self) {
        self.autosave.new_game();
        self.adjournment = Adjournment::default();
    }

    /// What the files hold of the game.
    pub fn autosave(&self) -> &Autosave {
        &self.autosave
    }

    /// The adjournment of the game.
    pub fn adjournment(&self) -> &Adjournment {
        &self.adjournment
    }

    /// The game's own save.
    pub fn slot(&self) -> &Slot {
        &self.slot
    }

    /// The unfinished games found at the start, while the players choose.
    pub fn found(&self) -> &FoundList {
        &self.found
    }

    /// Unfinished games were found at the start: the players choose (nothing is written
    /// until they have).
    pub fn offer_found(&mut self, games: Vec<Found>, events: Vec<FoundEvent>) {
        self.found = FoundList::new(games, events);
    }

    /// Sets the calendar: seconds since 1970 at time 0 of the game's timeline.
    pub fn set_calendar(&mut self, at_zero: CalendarTime) {
        self.calendar = Some(at_zero);
    }

    /// The calendar time of `now` on the game's timeline, if known.
    pub fn unix_at(&self, now: Instant) -> Option<CalendarTime> {
        self.calendar.map(|start| start + now.since_start())
    }

    /// What must be written at `now` so that the files hold the game on the screen (see
    /// [`Autosave::plan`]). While the players choose at the start, or the game lives in an
    /// envelope, nothing is written.
    pub fn plan(
        &mut self,
        game: &crate::game::Game,
        words: &dyn crate::game::RecordWords,
        started: bool,
        now: Instant,
        leaving: bool,
    ) -> Option<Store> {
        if !self.found.games().is_empty() || self.adjournment.holds_game() {
            return None;
        }
        let unix = self.unix_at(now);
        self.autosave.plan(Shown { game, started, unix }, words, now, leaving)
    }

    /// The game's own save holds the game on the screen exactly as it is (it was just read
    /// from it).
    pub fn holds_this(&mut self, game: &crate::game::Game, started: bool, now: Instant) {
        let unix = self.unix_at(now);
        self.autosave.holds_this(Shown { game, started, unix }, now);
    }

    // What the writes report, and what the files then hold.

    /// Writes `store` (the event loop does, at calendar time `when`): the game's own save is
    /// made, kept or let go as the store says.
    pub fn write(&mut self, store: &Store, when: CalendarTime, words: &dyn TerminalWords) -> StoreResult {
        let (result, why) = store::write_failing(store, when, words, &mut self.slot);
        match (store, &result) {
            // The title says why while the game is not saved.
            (Store::Autosave(_) | Store::Archive(_), Err(_)) => self.autosave.failed_for(why),
            (Store::Claim { id, .. }, Err(_)) => {
                // Opened elsewhere meanwhile: the box says when, as for any earlier opening.
                let first = crate::storage::data_dir().and_then(|data| crate::storage::opened_at(&data, id));
                self.adjournment.unclaimed(first);
            }
            _ => {}
        }
        result
    }

    /// The game was written (its own save, or kept in `games/`): it is saved.
    pub fn saved(&mut self) {
        self.autosave.saved();
    }

    /// The autosave failed for `why`: it is written again at the next update, and the game
    /// is not saved. True when the reason is new (a retry that fails alike says nothing new).
    pub fn autosave_failed(&mut self, why: String) -> bool {
        self.autosave.failed();
        self.autosave.not_saved(why)
    }

    /// Keeping the finished game in `games/` failed for `why`: kept in its own save instead, it
    /// is not lost; kept nowhere (its own save already let go), it is not saved.
    pub fn archive_failed(&mut self, why: String) {
        if self.slot.take_kept_nowhere() {
            self.autosave.not_saved(why);
        }
    }

    /// Moving the game aside failed: nothing more is written of it.
    pub fn abandon_failed(&mut self) {
        self.autosave.block();
    }

    /// A finished game read from a file is only looked at: it is kept where it is.
    pub fn already_kept(&mut self) {
        self.autosave.already_kept();
    }

    /// Quitting an unsaved game: true the first time, when the players are asked where to
    /// save it; after that quitting goes on as usual.
    pub fn ask_where(&mut self) -> bool {
        self.autosave.ask_where()
    }

    // The games found at the start.

    /// ↑ (`step` < 0) or ↓ in the list of games found.
    pub fn step_found(&mut self, step: i8) {
        self.found.step(step);
    }

    /// The players chose among the games found: the games, the events and the picked row,
    /// once (the list is then empty, and the autosave writes again).
    pub fn take_found(&mut self) -> (Vec<Found>, Vec<FoundEvent>, Option<Row>) {
        self.found.take()
    }

    /// The game found at `path` is resumed: its save is this game's own (its lock held).
    pub fn take_save(&mut self, path: PathBuf) {
        self.slot.take(path);
    }

    // The adjournment.

    /// A resumed game waits in this envelope.
    pub fn wait_in(&mut self, envelope: Envelope) {
        self.adjournment.wait(envelope);
    }

    /// The envelope waiting was read from `file`, where its opening is to be recorded, and the
    /// data directory's record holds these `openings` of it.
    pub fn envelope_read_from(&mut self, file: PathBuf, openings: impl FnOnce(&Envelope) -> Vec<Opening>) {
        self.adjournment.read_from(file, openings);
    }

    /// The code typed opened the envelope: `sealed` waits for its opening to be claimed; the
    /// claim to make, or `None` when the move is played at once (see [`Adjournment::claim`]).
    pub fn claim_envelope(&mut self, sealed: Sealed) -> Option<Store> {
        self.adjournment.claim(sealed).map(|(id, seen)| Store::Claim { id, seen })
    }

    /// The envelope's opening is claimed: its sealed move, to play once.
    pub fn envelope_claimed(&mut self) -> Option<Sealed> {
        self.adjournment.claimed()
    }

    /// The envelope's opening was not claimed: it stays sealed, its code typed again.
    pub fn envelope_unclaimed(&mut self) {
        self.adjournment.unclaimed(None);
    }

    /// A character of the envelope's code typed.
    pub fn type_code(&mut self, c: char) {
        self.adjournment.type_code(c);
    }

    /// Backspace in the envelope's code.
    pub fn erase_code(&mut self) {
        self.adjournment.erase_code();
    }

    /// The code typed did not open the envelope (or is typed anew): it is cleared.
    pub fn clear_code(&mut self) {
        self.adjournment.clear_code();
    }

    /// The envelope is opened: it is gone, once; the file to record the opening in.
    pub fn open_envelope(&mut self) -> Option<PathBuf> {
        self.adjournment.open()
    }

    /// A move was sealed just now: its envelope, locked by `code`, is being written.
    pub fn seal(&mut self, sealed: Sealed, code: Code) {
        self.adjournment.seal(sealed, code);
    }

    /// The report of the envelope's write is in: the move sealed and its code, if one was.
    pub fn envelope_written(&mut self) -> Option<(Sealed, Code)> {
        self.adjournment.written()
    }

    /// The envelope is written; the program ends saying `farewell`.
    pub fn farewell_with(&mut self, farewell: String) {
        self.adjournment.farewell_with(farewell);
    }

    /// The sealed move lost the game, for this reason.
    pub fn sealed_move_lost(&mut self, note: String) {
        self.adjournment.lost(note);
    }
}
