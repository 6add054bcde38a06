//! The game's own save: the file in the data directory's `unfinished/` that holds the game on
//! the screen, locked by this process for as long as it plays it (see `storage::hold`). A new
//! game has none until its first write makes one; a game resumed from `unfinished/` takes the
//! save it came from. When the game is kept elsewhere (finished, moved aside, adjourned) its
//! save goes and its lock is let go; the next game makes a save of its own.
//!
//! The slot is part of the session, but it is changed only by the event loop's writes
//! ([`write`](super::store::write)): that is where a save is made, moved or removed.

use std::io;
use std::path::{Path, PathBuf};

use crate::game::CalendarTime;
use crate::storage;
use crate::tui::pgn_file::timestamp;

/// The game's own save, once it has one, and whether the last finished game was kept nowhere.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Slot {
    /// The save, its lock held by this process.
    path: Option<PathBuf>,
    /// The last finished game could be kept in no file at all (not in `games/`, not in its
    /// own save): said once to the session, which marks the game not saved.
    kept_nowhere: bool,
}

impl Slot {
    /// The save of the game this process plays, if it has one yet.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// This process plays the game saved at `path` (its lock is held).
    pub fn take(&mut self, path: PathBuf) {
        self.path = Some(path);
    }

    /// The save of the game, made (and locked) in `data`'s `unfinished/` if it has none yet,
    /// named from `when`; the folder that failed otherwise.
    pub fn ensure(&mut self, data: &Path, when: CalendarTime) -> Result<PathBuf, (PathBuf, io::Error)> {
        if let Some(path) = &self.path {
            return Ok(path.clone());
        }
        let dir = storage::unfinished_dir(data);
        let path = storage::new_game(&dir, &timestamp(when)).map_err(|e| (dir, e))?;
        self.path = Some(path.clone());
        Ok(path)
    }

    /// The game's save is gone (kept elsewhere): its lock is let go and its lock file removed.
    pub fn drop_save(&mut self) {
        if let Some(path) = self.path.take() {
            storage::release(&path, true);
        }
    }

    /// Removes the game's save (it is kept elsewhere now) and lets it go; the file that could
    /// not be removed otherwise (it is then still held).
    pub fn remove(&mut self) -> Result<(), (PathBuf, io::Error)> {
        if let Some(path) = &self.path {
            match std::fs::remove_file(path) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => return Err((path.clone(), e)),
                _ => {}
            }
        }
        self.drop_save();
        Ok(())
    }

    /// This process no longer plays the game of its save, which stays where it is: let go.
    pub fn leave(&mut self) {
        if let Some(path) = self.path.take() {
            storage::release(&path, false);
        }
    }

    /// The last finished game could be kept nowhere.
    pub fn lost_finished(&mut self) {
        self.kept_nowhere = true;
    }

    /// True once after a finished game could be kept nowhere.
    pub fn take_kept_nowhere(&mut self) -> bool {
        std::mem::take(&mut self.kept_nowhere)
    }
}
