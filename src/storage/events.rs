//! The events of the data directory: each match or round-robin in `events/` as
//! `<id>.json` (its settings and results, written atomically after every game) beside
//! `<id>.pgn` (its finished games, in order), locked like a game (`<id>.lock`) by the ferz
//! that plays it. An event ended by its players is moved into `events/ended/`.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The folder of events.
pub fn events_dir(data: &Path) -> PathBuf {
    data.join("events")
}

/// The file of the event `id`.
pub fn event_file(data: &Path, id: &str) -> PathBuf {
    events_dir(data).join(format!("{id}.json"))
}

/// The finished games of the event `id`, as one PGN.
pub fn event_games(data: &Path, id: &str) -> PathBuf {
    events_dir(data).join(format!("{id}.pgn"))
}

/// The event files of `data`, by name: the oldest first.
pub fn event_files(data: &Path) -> io::Result<Vec<PathBuf>> {
    let entries = match fs::read_dir(events_dir(data)) {
        Ok(entries) => entries,
        Err(e) if matches!(e.kind(), io::ErrorKind::NotFound | io::ErrorKind::NotADirectory) => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
        .collect();
    files.sort();
    Ok(files)
}

/// Moves the event `id` (its file and its games) into `events/ended/`: the players ended it.
pub fn end_event(data: &Path, id: &str) -> io::Result<()> {
    let ended = events_dir(data).join("ended");
    fs::create_dir_all(&ended)?;
    for path in [event_file(data, id), event_games(data, id)] {
        if let Some(name) = path.file_name()
            && path.exists()
        {
            fs::rename(&path, ended.join(name))?;
        }
    }
    super::release(&event_file(data, id), true);
    Ok(())
}
