//! The autosave: after every change that matters — a move, a pause or a resumption, an offer
//! and its answer, a claim, a takeback, a resignation, a flag — the game is written to its own
//! save in the data directory's `unfinished/`, so that a closed terminal or a killed process
//! never costs a move. When the game ends it is kept in `games/` and its save goes: an
//! unfinished game exists exactly when its save does.
//!
//! [`Autosave::plan`] decides *what* must be written (no I/O: the save text is made from the
//! game in memory); the event loop writes it ([`write`](super::store::write)) and reports back
//! with [`Report::Stored`](crate::tui::Report::Stored). A failed write never stops the game.

use super::store::Store;
use crate::game::{CalendarTime, Duration, Instant};
use crate::game::{ClockState, Game};
use crate::rules::Color;
use crate::tui::pgn_file::pgn_text;

/// The number no game on the screen takes (the numbers wrap below it).
const OTHER_GAME: u64 = u64::MAX;

/// What the files hold of the game on the screen, so that only a change is written.
#[derive(Debug, Clone, Default)]
pub struct Autosave {
    /// The number of the game on the screen; every new game takes the next one.
    game: u64,
    /// The game whose unfinished state the game's own save holds, with the state last written
    /// (`None`: must be written again at the next chance).
    held: Option<(u64, Option<Mark>)>,
    /// The finished game already kept in `games/`.
    archived: Option<u64>,
    /// The game's own save holds something that could not be moved aside: nothing is written over it.
    blocked: bool,
    /// Why the game on the screen is not saved, while it is not (the last write failed).
    unsaved: Option<String>,
    /// The last failed write's reason in a few words, when there are such words for it.
    why: Option<crate::storage::WriteFailure>,
    /// Quitting an unsaved game asked where to save it already.
    asked_where: bool,
}

/// The game as the autosave sees it: the game, whether its clock was started, and the
/// calendar time of `now` for the save's date.
#[derive(Debug, Clone, Copy)]
pub struct Shown<'a> {
    /// The game on the screen.
    pub game: &'a Game,
    /// The players started the clock (always true for an untimed game).
    pub started: bool,
    /// Seconds since 1970 at `now`, if known.
    pub unix: Option<CalendarTime>,
}

impl Shown<'_> {
    /// True once the game was played: a move made, or a timed clock started.
    fn played(&self) -> bool {
        !self.game.moves().is_empty() || self.started && !self.game.clock().is_untimed()
    }

    /// True while a game is going on that quitting would lose.
    pub fn in_progress(&self) -> bool {
        !self.game.is_over() && self.played()
    }
}

impl Autosave {
    /// A new game is on the screen.
    pub fn new_game(&mut self) {
        self.game = self.game.wrapping_add(1) % OTHER_GAME;
    }

    /// The game on the screen is finished and already kept somewhere: nothing to archive.
    pub fn already_kept(&mut self) {
        self.archived = Some(self.game);
    }

    /// The game's own save cannot be moved aside without losing what is in it: autosave stays off.
    pub fn block(&mut self) {
        self.blocked = true;
    }

    /// True when nothing may be written over the game's own save.
    pub fn is_blocked(&self) -> bool {
        self.blocked
    }

    /// The game's own save now holds the game on the screen exactly as it is (it was just read from it).
    pub fn holds_this(&mut self, shown: Shown<'_>, now: Instant) {
        self.held = Some((self.game, Some(Mark::of(shown, now))));
    }

    /// Why the game on the screen is not saved, while it is not.
    pub fn unsaved(&self) -> Option<&str> {
        self.unsaved.as_deref()
    }

    /// The game could not be saved, for this reason; true when the reason is new (a retry
    /// that fails alike says nothing new).
    pub fn not_saved(&mut self, why: String) -> bool {
        let new = self.unsaved.as_deref() != Some(why.as_str());
        self.unsaved = Some(why);
        new
    }

    /// The game is saved (its own save, or kept in `games/`).
    pub fn saved(&mut self) {
        self.unsaved = None;
        self.why = None;
    }

    /// The last write of the game failed, for this reason if a few words say it (the title
    /// shows them beside its mark once the failure is reported).
    pub fn failed_for(&mut self, why: Option<crate::storage::WriteFailure>) {
        self.why = why;
    }

    /// Why the game is not saved in a few words, while it is not and they are known.
    pub fn unsaved_why(&self) -> Option<crate::storage::WriteFailure> {
        self.unsaved.as_ref().and(self.why)
    }

    /// Quitting an unsaved game: true the first time, when the players are asked where to
    /// save it; after that quitting goes on as usual.
    pub fn ask_where(&mut self) -> bool {
        self.unsaved.is_some() && !std::mem::replace(&mut self.asked_where, true)
    }

    /// The last autosave failed: it is written again at the next update (the next second of a
    /// running clock at the latest).
    pub fn failed(&mut self) {
        if let Some((_, mark)) = self.held.as_mut() {
            *mark = None;
        }
    }

    /// What must be written at `now` so that the files hold the game on the screen; `leaving`
    /// asks for a last write of an unfinished game even if nothing changed (the clock of the
    /// side to move has run since). No I/O: the save text is made here, the event loop writes
    /// it. The caller says when nothing may be written at all (see [`Session::plan`]).
    ///
    /// [`Session::plan`]: super::Session::plan
    pub fn plan(
        &mut self,
        shown: Shown<'_>,
        words: &dyn crate::game::RecordWords,
        now: Instant,
        leaving: bool,
    ) -> Option<Store> {
        if self.blocked {
            return None;
        }
        let id = self.game;
        if let Some((held, _)) = self.held
            && held != id
        {
            self.held = None;
            return Some(Store::Abandon);
        }
        let held_this = self.held.is_some();
        let game = shown.game;
        if game.is_over() {
            // An ending the arbiter may still change (a flag fall being ruled on) is kept once
            // ruled — or now, if the players leave first.
            if game.awaiting_arbiter() && !leaving {
                return None;
            }
            if self.archived == Some(id) || !(shown.played() || held_this) {
                return None;
            }
            self.archived = Some(id);
            self.held = None;
            return Some(Store::Archive(pgn_text(game, words, now, shown.unix)));
        }
        if !(shown.in_progress() || held_this) {
            return None;
        }
        let mark = Mark::of(shown, now);
        if !leaving && self.held.as_ref().is_some_and(|(_, m)| m.as_ref() == Some(&mark)) {
            return None;
        }
        self.held = Some((id, Some(mark)));
        Some(Store::Autosave(pgn_text(game, words, now, shown.unix)))
    }
}

/// The state of the game that a save records, minus the running clock's passing time: when
/// it changes, the save is out of date.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Mark {
    plies: usize,
    last: Option<String>,
    started: bool,
    paused: bool,
    running: Option<Color>,
    offer: Option<Color>,
    clock: ClockState,
}

impl Mark {
    fn of(shown: Shown<'_>, now: Instant) -> Mark {
        let game = shown.game;
        let mut clock = game.clock().state(now);
        clock.used_in_move = Duration::ZERO;
        Mark {
            plies: game.moves().len(),
            last: game.moves().last().map(|m| m.san.clone()),
            started: shown.started,
            paused: game.clock().is_paused(),
            running: game.clock().running(),
            offer: game.draw_offer(),
            clock,
        }
    }
}
