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

use crate::game::{CalendarTime, Instant};

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

    /// What the files hold of the game, to change.
    pub fn autosave_mut(&mut self) -> &mut Autosave {
        &mut self.autosave
    }

    /// The adjournment of the game.
    pub fn adjournment(&self) -> &Adjournment {
        &self.adjournment
    }

    /// The adjournment of the game, to change.
    pub fn adjournment_mut(&mut self) -> &mut Adjournment {
        &mut self.adjournment
    }

    /// The game's own save.
    pub fn slot(&self) -> &Slot {
        &self.slot
    }

    /// The game's own save, for the event loop's writes.
    pub fn slot_mut(&mut self) -> &mut Slot {
        &mut self.slot
    }

    /// The unfinished games found at the start, while the players choose.
    pub fn found(&self) -> &FoundList {
        &self.found
    }

    /// The unfinished games found at the start, to pick among.
    pub fn found_mut(&mut self) -> &mut FoundList {
        &mut self.found
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
}
