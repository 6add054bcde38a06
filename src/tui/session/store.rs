//! The writes of the game the event loop makes for the session ([`Store`]) and how it makes
//! them ([`write`]): the autosave over the game's own save in `unfinished/` (atomically), a
//! finished game kept in `games/`, unfinished ones moved aside or let go, an adjournment
//! envelope, the record of an envelope's opening. Never overwrites a file other than the
//! game's own save; a failure comes back as words for the status line, naming the file or
//! folder at fault.

use std::cell::Cell;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::game::CalendarTime;
use crate::lang::terminal::TerminalWords;
use crate::storage::{self, Holder, Unclaimed, WriteFailure};
use crate::tui::pgn_file::{readable_time, timestamp};

use super::slot::Slot;

/// A write of the game the event loop must make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Store {
    /// Write this save of the unfinished game over its own save (atomically), made in
    /// `unfinished/` if it has none yet.
    Autosave(String),
    /// The game is over: keep this save as `games/<timestamp>.pgn`, then remove its own save.
    Archive(String),
    /// Another game takes the screen: move the unfinished game's own save to
    /// `games/<timestamp>-abandoned.pgn` (it is never deleted).
    Abandon,
    /// The players chose at the start: this process plays `keep` (its lock is held), lets go
    /// the other unfinished games it held while they chose, and moves `abandon` aside.
    Chosen {
        /// The save of the game resumed, if one was.
        keep: Option<PathBuf>,
        /// The saves let go, to wait for another session.
        release: Vec<PathBuf>,
        /// The saves moved to `games/…-abandoned.pgn` (a new game was chosen).
        abandon: Vec<PathBuf>,
    },
    /// The game is adjourned: write this envelope as `ferz-adjourned-<timestamp>.pgn` in the
    /// current directory, then remove its own save (the envelope now holds the game).
    Envelope(String),
    /// The match's file as it stands (`events/<id>.json`, atomically, its lock taken), and
    /// its finished games as one PGN (`events/<id>.pgn`) when they changed.
    Event {
        /// The event's file name without `.json`.
        id: String,
        /// The match as JSON.
        json: String,
        /// Its finished games, when they changed.
        games: Option<String>,
    },
    /// The whole event as one PGN file in the current directory: `ferz-match-<timestamp>.pgn`,
    /// or `ferz-round-robin-<timestamp>.pgn` for a round-robin.
    EventPgn {
        /// Its games, in order.
        games: String,
        /// The event is a round-robin.
        round_robin: bool,
    },
    /// The players ended the match: its files go into `events/ended/`.
    EndEvent(String),
    /// The code typed opens the envelope `id`: claim its opening in the data directory's record
    /// of opened envelopes, at once and for this process alone, unless it was opened since it
    /// was read (when the record held `seen` openings of it). The sealed move is played only
    /// once this is done.
    Claim {
        /// The envelope's id.
        id: String,
        /// How many openings of it the record held when it was read.
        seen: usize,
    },
    /// The envelope read from `file` was opened (its opening claimed): record it in the file
    /// (a `FerzOpened` tag).
    Opened {
        /// The envelope's file.
        file: PathBuf,
    },
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
    /// [`Store::Chosen`].
    Chosen,
    /// [`Store::Envelope`].
    Envelope,
    /// [`Store::Claim`].
    Claim,
    /// [`Store::Opened`].
    Opened,
    /// [`Store::Event`].
    Event,
    /// [`Store::EventPgn`].
    EventPgn,
    /// [`Store::EndEvent`].
    EndEvent,
}

impl Store {
    /// The kind of write, for the report.
    pub fn kind(&self) -> StoreKind {
        match self {
            Store::Autosave(_) => StoreKind::Autosave,
            Store::Archive(_) => StoreKind::Archive,
            Store::Abandon => StoreKind::Abandon,
            Store::Chosen { .. } => StoreKind::Chosen,
            Store::Envelope(_) => StoreKind::Envelope,
            Store::Claim { .. } => StoreKind::Claim,
            Store::Opened { .. } => StoreKind::Opened,
            Store::Event { .. } => StoreKind::Event,
            Store::EventPgn { .. } => StoreKind::EventPgn,
            Store::EndEvent(_) => StoreKind::EndEvent,
        }
    }
}

/// How a [`Store`] went: the file written or moved to (if worth saying), or why it failed.
pub type StoreResult = Result<Option<String>, String>;

/// Makes the write `store` asks for, at `when` (for the names of new files), for the game
/// whose own save is `slot`, and says how it failed in the words of `s`, naming the file or
/// folder that failed. Never overwrites a file other than the game's own save.
pub fn write(store: &Store, when: CalendarTime, s: &dyn TerminalWords, slot: &mut Slot) -> StoreResult {
    write_failing(store, when, s, slot).0
}

/// [`write`], and where a write failed for a reason a few words can say, that reason
/// ([`WriteFailure`]).
pub fn write_failing(
    store: &Store,
    when: CalendarTime,
    s: &dyn TerminalWords,
    slot: &mut Slot,
) -> (StoreResult, Option<WriteFailure>) {
    let why = Cell::new(None);
    let result = write_why(store, when, s, slot, &why);
    (result, why.get())
}

/// [`write`], the last failure's reason kept in `why`.
fn write_why(
    store: &Store,
    when: CalendarTime,
    s: &dyn TerminalWords,
    slot: &mut Slot,
    why: &Cell<Option<WriteFailure>>,
) -> StoreResult {
    let shown = |p: &Path| crate::text::clean(&p.display().to_string());
    let failed = |p: &Path, e: io::Error| {
        why.set(WriteFailure::of(&e));
        format!("{}: {}", shown(p), s.io_error(&e))
    };
    let data = storage::data_dir();
    let no_dir = || {
        why.set(Some(WriteFailure::NoDataDir));
        s.no_data_dir().to_string()
    };
    match store {
        Store::Autosave(text) => {
            let data = data.ok_or_else(no_dir)?;
            let path = slot.ensure(&data, when).map_err(|(p, e)| failed(&p, e))?;
            storage::write_atomic(&path, text.as_bytes()).map_err(|e| failed(&path, e))?;
            Ok(None)
        }
        Store::Archive(text) => {
            let data = data.ok_or_else(no_dir)?;
            let games = storage::games_dir(&data);
            match create_unique(&games, &timestamp(when), text) {
                Ok(kept) => {
                    slot.remove().map_err(|(p, e)| failed(&p, e))?;
                    Ok(Some(shown(&kept)))
                }
                // The finished game stays in its own save rather than nowhere (kept in
                // `games/` at the next start) — and if even that fails, the older unfinished
                // save goes: it must never be offered as if the game were still going on.
                Err(e) => {
                    let fallback = slot.ensure(&data, when).and_then(|p| {
                        storage::write_atomic(&p, text.as_bytes()).map(|()| p.clone()).map_err(|e| (p, e))
                    });
                    let place = match fallback {
                        Ok(path) => {
                            // Kept there; the next game gets a save of its own.
                            slot.leave();
                            Some(shown(&path))
                        }
                        Err(_) => {
                            let _ = slot.remove();
                            slot.lost_finished();
                            None
                        }
                    };
                    Err(s.kept_in(&failed(&games, e), place.as_deref()))
                }
            }
        }
        Store::Abandon => {
            let data = data.ok_or_else(no_dir)?;
            let Some(path) = slot.path().map(Path::to_path_buf) else { return Ok(None) };
            if !path.exists() {
                slot.drop_save();
                return Ok(None);
            }
            let games = storage::games_dir(&data);
            let kept =
                move_unique(&path, &games, &format!("{}-abandoned", timestamp(when))).map_err(|e| failed(&games, e))?;
            slot.drop_save();
            Ok(Some(shown(&kept)))
        }
        Store::Chosen { keep, release, abandon } => {
            for path in release {
                storage::release(path, false);
            }
            if let Some(path) = keep {
                slot.take(path.clone());
            }
            let mut kept = Vec::new();
            for path in abandon {
                let data = data.clone().ok_or_else(no_dir)?;
                let games = storage::games_dir(&data);
                let moved =
                    move_unique(path, &games, &format!("{}-abandoned", timestamp(when))).map_err(|e| failed(&games, e));
                storage::release(path, moved.is_ok());
                kept.push(shown(&moved?));
            }
            Ok((!kept.is_empty()).then(|| kept.join(", ")))
        }
        Store::Envelope(text) => {
            let name = format!("ferz-adjourned-{}", timestamp(when));
            let written =
                create_unique(Path::new("."), &name, text).map_err(|e| failed(Path::new(&format!("{name}.pgn")), e))?;
            let written = written.strip_prefix(".").map(Path::to_path_buf).unwrap_or(written);
            // The envelope holds the game now; its unfinished save would offer it twice.
            slot.remove().map_err(|(p, e)| failed(&p, e))?;
            Ok(Some(shown(&written)))
        }
        Store::Event { id, json, games } => {
            let data = data.ok_or_else(no_dir)?;
            let path = storage::event_file(&data, id);
            fs::create_dir_all(storage::events_dir(&data)).map_err(|e| failed(&storage::events_dir(&data), e))?;
            // Held like a game's save, so that another ferz lists it as played here.
            if let Ok(Holder::Other(pid)) = storage::hold(&path) {
                return Err(s.resume_held(&shown(&path), pid));
            }
            if let Some(games) = games {
                let pgn = storage::event_games(&data, id);
                storage::write_atomic(&pgn, games.as_bytes()).map_err(|e| failed(&pgn, e))?;
            }
            storage::write_atomic(&path, json.as_bytes()).map_err(|e| failed(&path, e))?;
            Ok(None)
        }
        Store::EventPgn { games: text, round_robin } => {
            let kind = if *round_robin { "round-robin" } else { "match" };
            let name = format!("ferz-{kind}-{}", timestamp(when));
            let written =
                create_unique(Path::new("."), &name, text).map_err(|e| failed(Path::new(&format!("{name}.pgn")), e))?;
            let written = written.strip_prefix(".").map(Path::to_path_buf).unwrap_or(written);
            Ok(Some(shown(&written)))
        }
        Store::EndEvent(id) => {
            let data = data.ok_or_else(no_dir)?;
            storage::end_event(&data, id).map_err(|e| failed(&storage::events_dir(&data), e))?;
            Ok(None)
        }
        Store::Claim { id, seen } => {
            // Without a data directory there is no record to keep (and no save of the game).
            let Some(data) = data else { return Ok(None) };
            match storage::claim_opening(&data, id, *seen, &readable_time(when)) {
                Ok(()) => Ok(None),
                Err(Unclaimed::Taken(first)) => {
                    Err(s.opened_elsewhere(&crate::text::clean_short(&first.when), first.pid))
                }
                // The record's name alone: the whole sentence must fit the status rows.
                Err(Unclaimed::Failed(e)) => {
                    let log = storage::opened_log(&data);
                    let name = log.file_name().map(|n| shown(Path::new(n))).unwrap_or_default();
                    Err(s.opening_unclaimed(&format!("{name}: {}", s.io_error(&e))))
                }
            }
        }
        Store::Opened { file } => {
            let stamp = readable_time(when);
            let text = storage::read_limited(file, crate::game::MAX_SAVE_BYTES).map_err(|e| failed(file, e))?;
            let marked = crate::game::envelope::mark_opened(&text, &stamp);
            storage::write_atomic(file, marked.as_bytes()).map_err(|e| failed(file, e))?;
            Ok(None)
        }
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
    storage::faulty(io::ErrorKind::AlreadyExists, storage::Fault::TooManyNames)
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
