//! The autosave: after every change that matters — a move, a pause or a resumption, an offer
//! and its answer, a claim, a takeback, a resignation, a flag — the game is written to
//! `current.pgn` in the data directory, so that a closed terminal or a killed process never
//! costs a move. When the game ends it is kept in `games/` and `current.pgn` goes: an
//! unfinished game exists exactly when `current.pgn` does.
//!
//! `update` decides *what* must be written ([`plan`], no I/O: the save text is made from the
//! game in memory); the event loop writes it ([`write`]) and reports back with
//! [`Action::Stored`](super::Action::Stored), which [`stored`] turns into a word in the status
//! line. A failed write never stops the game.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::action::Effect;
use super::adjourn;
use super::app::App;
use super::pgn_file::{pgn_text, timestamp};
use crate::game::ClockState;
use crate::lang::terminal::Strings;
use crate::rules::Color;
use crate::storage;

/// A write of the game the event loop must make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Store {
    /// Write this save of the unfinished game over `current.pgn` (atomically).
    Autosave(String),
    /// The game is over: keep this save as `games/<timestamp>.pgn`, then remove `current.pgn`.
    Archive(String),
    /// Another game takes the autosave: move the unfinished game of `current.pgn` to
    /// `games/<timestamp>-abandoned.pgn` (it is never deleted).
    Abandon,
    /// The game is adjourned: write this envelope as `ferz-adjourned-<timestamp>.pgn` in the
    /// current directory, then remove `current.pgn` (the envelope now holds the game).
    Envelope(String),
}

/// Which kind of [`Store`] a report is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreKind {
    /// [`Store::Autosave`].
    Autosave,
    /// [`Store::Archive`].
    Archive,
    /// [`Store::Abandon`].
    Abandon,
    /// [`Store::Envelope`].
    Envelope,
}

impl Store {
    /// The kind of write, for the report.
    pub fn kind(&self) -> StoreKind {
        match self {
            Store::Autosave(_) => StoreKind::Autosave,
            Store::Archive(_) => StoreKind::Archive,
            Store::Abandon => StoreKind::Abandon,
            Store::Envelope(_) => StoreKind::Envelope,
        }
    }
}

/// How a [`Store`] went: the file written or moved to (if worth saying), or why it failed.
pub type StoreResult = Result<Option<String>, String>;

/// The number standing for "a game that is not on the screen" (found at the start, or left
/// in `current.pgn` by an earlier session).
const OTHER_GAME: u64 = u64::MAX;

/// What the files hold of the game on the screen, so that only a change is written.
#[derive(Debug, Clone, Default)]
pub struct Autosave {
    /// The number of the game on the screen; every new game takes the next one.
    game: u64,
    /// The game whose unfinished state `current.pgn` holds, with the state last written
    /// (`None`: must be written again at the next chance).
    held: Option<(u64, Option<Mark>)>,
    /// The finished game already kept in `games/`.
    archived: Option<u64>,
    /// `current.pgn` holds something that could not be moved aside: nothing is written over it.
    blocked: bool,
}

impl Autosave {
    /// A new game is on the screen (called by [`App::reset_game`]).
    pub fn new_game(&mut self) {
        self.game = self.game.wrapping_add(1) % OTHER_GAME;
    }

    /// `current.pgn` holds an unfinished game other than the one on the screen: it is moved
    /// aside before this game is first written.
    pub fn holds_other(&mut self) {
        self.held = Some((OTHER_GAME, None));
    }

    /// The game on the screen is finished and already kept somewhere: nothing to archive.
    pub fn already_kept(&mut self) {
        self.archived = Some(self.game);
    }

    /// `current.pgn` cannot be written without losing what is in it: autosave stays off.
    pub fn block(&mut self) {
        self.blocked = true;
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
    fn of(app: &App, now: u64) -> Mark {
        let game = &app.game;
        let mut clock = game.clock().state(now);
        clock.used_in_move_ms = 0;
        Mark {
            plies: game.moves().len(),
            last: game.moves().last().map(|m| m.san.clone()),
            started: app.started,
            paused: game.clock().is_paused(),
            running: game.clock().running(),
            offer: game.draw_offer(),
            clock,
        }
    }
}

/// `current.pgn` now holds the game on the screen exactly as it is (it was just read from it).
pub fn holds_this(app: &mut App, now: u64) {
    let mark = Mark::of(app, now);
    app.autosave.held = Some((app.autosave.game, Some(mark)));
}

/// What must be written after an update at `now` so that the files hold the game on the
/// screen; `leaving` asks for a last write of an unfinished game even if nothing changed (the
/// clock of the side to move has run since). No I/O: the save text is made here, the event
/// loop writes it.
pub fn plan(app: &mut App, now: u64, leaving: bool) -> Option<Store> {
    // While the players choose at the start, or the game lives in an envelope, or the
    // autosave holds what cannot be moved aside, nothing is written.
    if app.found.is_some() || app.adjournment.holds_game() || app.autosave.blocked {
        return None;
    }
    let id = app.autosave.game;
    if let Some((held, _)) = app.autosave.held
        && held != id
    {
        app.autosave.held = None;
        return Some(Store::Abandon);
    }
    let held_this = app.autosave.held.is_some();
    let game = &app.game;
    if game.is_over() {
        let played = !game.moves().is_empty() || app.started && !game.clock().is_untimed();
        if app.autosave.archived == Some(id) || !(played || held_this) {
            return None;
        }
        app.autosave.archived = Some(id);
        app.autosave.held = None;
        return Some(Store::Archive(pgn_text(game, now, app.unix_at(now))));
    }
    if !(app.in_progress() || held_this) {
        return None;
    }
    let mark = Mark::of(app, now);
    if !leaving && app.autosave.held.as_ref().is_some_and(|(_, m)| m.as_ref() == Some(&mark)) {
        return None;
    }
    app.autosave.held = Some((id, Some(mark)));
    Some(Store::Autosave(pgn_text(&app.game, now, app.unix_at(now))))
}

/// The report of a write: a word in the status line, and for an envelope, the end of the
/// session.
pub fn stored(app: &mut App, kind: StoreKind, result: StoreResult) -> Effect {
    let s = app.strings;
    match (kind, result) {
        (StoreKind::Autosave, Ok(_)) | (StoreKind::Abandon, Ok(None)) | (StoreKind::Archive, Ok(None)) => {}
        (StoreKind::Autosave, Err(why)) => {
            // Written again at the next update: the next second of a running clock at the latest.
            if let Some((_, mark)) = app.autosave.held.as_mut() {
                *mark = None;
            }
            app.refuse((s.autosave_failed)(&why));
        }
        (StoreKind::Archive, Ok(Some(path))) => app.say((s.archived)(&path)),
        (StoreKind::Archive, Err(why)) => app.refuse((s.archive_failed)(&why)),
        (StoreKind::Abandon, Ok(Some(path))) => app.say((s.kept_aside)(&path)),
        (StoreKind::Abandon, Err(why)) => {
            app.autosave.blocked = true;
            app.refuse((s.abandon_failed)(&why));
        }
        (StoreKind::Envelope, result) => return adjourn::written(app, result),
    }
    Effect::None
}

/// Makes the write `store` asks for, at `unix_secs` (for the names of new files), and says
/// how it failed in the words of `s`. Never overwrites a file other than `current.pgn`.
pub fn write(store: &Store, unix_secs: u64, s: &Strings) -> StoreResult {
    let shown = |p: &Path| crate::text::clean(&p.display().to_string());
    let failed = |p: &Path, e: io::Error| format!("{}: {}", shown(p), (s.os_error)(e.kind(), &e.to_string()));
    let autosave = storage::autosave_path();
    let no_dir = || s.no_data_dir.to_string();
    match store {
        Store::Autosave(text) => {
            let path = autosave.ok_or_else(no_dir)?;
            storage::write_atomic(&path, text.as_bytes()).map_err(|e| failed(&path, e))?;
            Ok(None)
        }
        Store::Archive(text) => {
            let path = autosave.ok_or_else(no_dir)?;
            let games = games_dir(&path);
            match create_unique(&games, &timestamp(unix_secs), text) {
                Ok(kept) => {
                    remove_if_there(&path).map_err(|e| failed(&path, e))?;
                    Ok(Some(shown(&kept)))
                }
                // The finished game stays in the autosave rather than nowhere.
                Err(e) => {
                    let fallback = storage::write_atomic(&path, text.as_bytes());
                    let place = fallback.is_ok().then(|| shown(&path));
                    Err((s.kept_in)(&failed(&games, e), place.as_deref()))
                }
            }
        }
        Store::Abandon => {
            let path = autosave.ok_or_else(no_dir)?;
            if !path.exists() {
                return Ok(None);
            }
            let games = games_dir(&path);
            let kept = move_unique(&path, &games, &format!("{}-abandoned", timestamp(unix_secs)))
                .map_err(|e| failed(&path, e))?;
            Ok(Some(shown(&kept)))
        }
        Store::Envelope(text) => {
            let name = format!("ferz-adjourned-{}", timestamp(unix_secs));
            let written =
                create_unique(Path::new("."), &name, text).map_err(|e| failed(Path::new(&format!("{name}.pgn")), e))?;
            let written = written.strip_prefix(".").map(Path::to_path_buf).unwrap_or(written);
            if let Some(path) = autosave {
                // The envelope holds the game now; an old autosave would offer it twice.
                remove_if_there(&path).map_err(|e| failed(&path, e))?;
            }
            Ok(Some(shown(&written)))
        }
    }
}

/// `games/` beside the autosave.
fn games_dir(autosave: &Path) -> PathBuf {
    autosave.parent().unwrap_or(Path::new(".")).join("games")
}

/// Removes `path`; a file that is not there is fine.
fn remove_if_there(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// The candidate names `stem.pgn`, `stem-2.pgn`, … in `dir`.
fn candidates(dir: &Path, stem: &str) -> impl Iterator<Item = PathBuf> {
    let first = dir.join(format!("{stem}.pgn"));
    std::iter::once(first).chain((2..1000).map(move |i| dir.join(format!("{stem}-{i}.pgn"))))
}

/// Writes `text` to a new file `dir/stem.pgn` (or `stem-2.pgn`, … if taken) and syncs it to
/// disk. Never overwrites.
fn create_unique(dir: &Path, stem: &str, text: &str) -> io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    for path in candidates(dir, stem) {
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                let written = file.write_all(text.as_bytes()).and_then(|()| file.sync_all());
                if let Err(e) = written {
                    let _ = fs::remove_file(&path);
                    return Err(e);
                }
                sync_dir(dir);
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(too_many())
}

/// No free name was found among a thousand.
fn too_many() -> io::Error {
    io::Error::new(io::ErrorKind::AlreadyExists, "too many files of the same name")
}

/// Moves `from` to a new name `dir/stem.pgn` (or `stem-2.pgn`, …); never over a file.
fn move_unique(from: &Path, dir: &Path, stem: &str) -> io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    for path in candidates(dir, stem) {
        if path.exists() {
            continue;
        }
        fs::rename(from, &path)?;
        sync_dir(dir);
        return Ok(path);
    }
    Err(too_many())
}

/// Makes a new name in `dir` durable; not every platform can open a directory.
fn sync_dir(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}
