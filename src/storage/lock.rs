//! Who plays which unfinished game: the process playing a game holds an exclusive lock on the
//! game's lock file (`<game>.lock` beside `<game>.pgn`) for as long as it plays it, and writes
//! its process id in it. Another ferz finds the lock taken and leaves the game alone — never
//! moves, resumes or overwrites it — and can say which process holds it. The system releases
//! the lock when the process ends in any way, `kill -9` included, so a game is never left
//! locked by a process that is gone.
//!
//! The lock is on its own file because the save itself is replaced at every write (written
//! beside it and renamed over it), and a lock on a replaced file would hold nothing.

use std::collections::HashMap;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The locks this process holds, by the path of the game's save.
static HELD: Mutex<Option<HashMap<PathBuf, File>>> = Mutex::new(None);

fn held() -> MutexGuard<'static, Option<HashMap<PathBuf, File>>> {
    HELD.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Who holds a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    /// No one: the game may be taken.
    Free,
    /// This process.
    Me,
    /// Another process, with its id when it wrote one.
    Other(Option<u32>),
}

/// The lock file of the save `save`: `game.pgn` → `game.lock`.
pub fn lock_path(save: &Path) -> PathBuf {
    save.with_extension("lock")
}

/// Reads the process id written in a lock file.
fn pid_in(file: &mut File) -> Option<u32> {
    let mut text = String::new();
    file.rewind().ok()?;
    file.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

/// Takes the lock of the game saved at `save` for this process (creating the lock file), or
/// says who holds it. Taking a lock this process holds already is a success.
pub fn hold(save: &Path) -> io::Result<Holder> {
    let mut held = held();
    let map = held.get_or_insert_with(HashMap::new);
    if map.contains_key(save) {
        return Ok(Holder::Me);
    }
    // A holder removes the lock file as it lets go: a lock taken on a file removed meanwhile
    // holds nothing, so the lock is taken again on the file that stands there now.
    let mut tries = 0;
    let mut file = loop {
        let mut file =
            super::open_own(&lock_path(save), OpenOptions::new().read(true).write(true).create(true).truncate(false))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => return Ok(Holder::Other(pid_in(&mut file))),
            Err(TryLockError::Error(e)) => return Err(e),
        }
        tries += 1;
        if still_there(&file, &lock_path(save)) || tries >= 8 {
            break file;
        }
    };
    file.set_len(0)?;
    file.rewind()?;
    writeln!(file, "{}", std::process::id())?;
    file.sync_all()?;
    map.insert(save.to_path_buf(), file);
    Ok(Holder::Me)
}

/// Who holds the game saved at `save`, without taking it.
pub fn holder(save: &Path) -> io::Result<Holder> {
    if held().as_ref().is_some_and(|map| map.contains_key(save)) {
        return Ok(Holder::Me);
    }
    let mut file = match super::open_own(&lock_path(save), OpenOptions::new().read(true)) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Holder::Free),
        Err(e) => return Err(e),
    };
    match file.try_lock_shared() {
        // Released again when `file` closes.
        Ok(()) => Ok(Holder::Free),
        Err(TryLockError::WouldBlock) => Ok(Holder::Other(pid_in(&mut file))),
        Err(TryLockError::Error(e)) => Err(e),
    }
}

/// True when `file` is still the file at `path` (not removed or replaced since it was opened).
#[cfg(unix)]
fn still_there(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Elsewhere a lock file is never removed while it may be locked: the file is the one opened.
#[cfg(not(unix))]
fn still_there(_file: &File, _path: &Path) -> bool {
    true
}

/// Lets the game saved at `save` go (it was kept elsewhere, or left for later), and its lock
/// file goes with the lock: a game left for later is found by its save, free to take, with no
/// `.lock` left beside it. `remove` says the save itself is gone; the lock file goes either
/// way (where a lock file cannot be told from its replacement, only then).
pub fn release(save: &Path, remove: bool) {
    let file = held().as_mut().and_then(|map| map.remove(save));
    if file.is_some() && (remove || cfg!(unix)) {
        // Removed while still locked, so that no other process takes a lock on a file about
        // to disappear and believes it holds the game (a taker checks it locked the file that
        // stands there, see `hold`).
        let _ = fs::remove_file(lock_path(save));
    }
    drop(file);
}

/// Lets go every game this process holds, their lock files removed: the program ends.
pub fn release_all() {
    let saves: Vec<PathBuf> = held().as_ref().map(|map| map.keys().cloned().collect()).unwrap_or_default();
    for save in saves {
        release(&save, false);
    }
}

/// True when this process holds the game saved at `save`.
pub fn holds(save: &Path) -> bool {
    held().as_ref().is_some_and(|map| map.contains_key(save))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_is_held_until_released_and_names_its_holder() {
        let _turn = crate::storage::fork_guard();
        let dir = std::env::temp_dir().join(format!("ferz-lock-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let save = dir.join("g.pgn");
        assert_eq!(holder(&save).unwrap(), Holder::Free);
        assert_eq!(hold(&save).unwrap(), Holder::Me);
        assert!(holds(&save));
        assert_eq!(holder(&save).unwrap(), Holder::Me);
        assert_eq!(fs::read_to_string(lock_path(&save)).unwrap().trim(), std::process::id().to_string());
        // Another open file description, as another process would have, finds it taken.
        let other = File::open(lock_path(&save)).unwrap();
        assert!(matches!(other.try_lock_shared(), Err(TryLockError::WouldBlock)));
        drop(other);
        release(&save, true);
        assert!(!holds(&save));
        assert!(!lock_path(&save).exists());
        assert_eq!(holder(&save).unwrap(), Holder::Free);
        let _ = fs::remove_dir_all(&dir);
    }
}
