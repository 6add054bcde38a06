//! The writes of the game the event loop makes for the session ([`Store`]) and how it makes
//! them ([`write`]): the autosave over `current.pgn` (atomically), a finished game kept in
//! `games/`, an unfinished one moved aside, an adjournment envelope, the record of an
//! envelope's opening. Never overwrites a file
//! other than `current.pgn`; a failure comes back as words for the status line.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::game::CalendarTime;
use crate::lang::terminal::Strings;
use crate::storage;
use crate::tui::pgn_file::{readable_time, timestamp};

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
    /// The envelope read from `file` was opened: record it in the file (a `FerzOpened` tag)
    /// and in the data directory's record of opened envelopes, under its `id`.
    Opened {
        /// The envelope's file.
        file: PathBuf,
        /// The envelope's id.
        id: String,
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
    /// [`Store::Envelope`].
    Envelope,
    /// [`Store::Opened`].
    Opened,
}

impl Store {
    /// The kind of write, for the report.
    pub fn kind(&self) -> StoreKind {
        match self {
            Store::Autosave(_) => StoreKind::Autosave,
            Store::Archive(_) => StoreKind::Archive,
            Store::Abandon => StoreKind::Abandon,
            Store::Envelope(_) => StoreKind::Envelope,
            Store::Opened { .. } => StoreKind::Opened,
        }
    }
}

/// How a [`Store`] went: the file written or moved to (if worth saying), or why it failed.
pub type StoreResult = Result<Option<String>, String>;

/// Makes the write `store` asks for, at `unix_secs` (for the names of new files), and says
/// how it failed in the words of `s`. Never overwrites a file other than `current.pgn`.
pub fn write(store: &Store, when: CalendarTime, s: &Strings) -> StoreResult {
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
            match create_unique(&games, &timestamp(when), text) {
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
            let kept =
                move_unique(&path, &games, &format!("{}-abandoned", timestamp(when))).map_err(|e| failed(&path, e))?;
            Ok(Some(shown(&kept)))
        }
        Store::Envelope(text) => {
            let name = format!("ferz-adjourned-{}", timestamp(when));
            let written =
                create_unique(Path::new("."), &name, text).map_err(|e| failed(Path::new(&format!("{name}.pgn")), e))?;
            let written = written.strip_prefix(".").map(Path::to_path_buf).unwrap_or(written);
            if let Some(path) = autosave {
                // The envelope holds the game now; an old autosave would offer it twice.
                remove_if_there(&path).map_err(|e| failed(&path, e))?;
            }
            Ok(Some(shown(&written)))
        }
        Store::Opened { file, id } => {
            let stamp = readable_time(when);
            if let Some(data) = storage::data_dir() {
                storage::record_opened(&data, id, &stamp).map_err(|e| failed(&data, e))?;
            }
            let text = storage::read_limited(file, crate::game::MAX_SAVE_BYTES).map_err(|e| failed(file, e))?;
            let marked = crate::game::envelope::mark_opened(&text, &stamp);
            storage::write_atomic(file, marked.as_bytes()).map_err(|e| failed(file, e))?;
            Ok(None)
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
