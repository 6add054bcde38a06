//! The record of envelopes opened on this computer (`opened-envelopes.log` in the data
//! directory, one line per opening: the envelope's id, when, and the process that opened it),
//! so that an envelope opened once and then restored from a copy, or stripped of its
//! `FerzOpened` tag, is still known as opened — and so that of two windows that open the same
//! envelope at the same moment, one plays the sealed move and the other is told it was opened.
//!
//! An opening is claimed under an exclusive lock on the record ([`claim_opening`]): the record
//! is read and the line added in one step no other ferz can come between. The record is
//! opened as saves are: never through a link, never waited on as a FIFO.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{Fault, faulty, open_own};

/// The longest record read.
const LIMIT: u64 = 16 * 1024 * 1024;
/// How long a claim waits for another ferz writing its line (a few milliseconds) before it
/// says the record is held: a process that keeps it locked must not freeze the game.
const PATIENCE: Duration = Duration::from_secs(5);

/// The record in the data directory `data`.
pub fn opened_log(data: &Path) -> PathBuf {
    data.join("opened-envelopes.log")
}

/// One opening of an envelope, as the record keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// When, as written (`2026-11-30 20:00 UTC`).
    pub when: String,
    /// The process that opened it; unknown for a line of an earlier version.
    pub pid: Option<u32>,
}

/// The openings of the envelope `id` in the record's `text`, the first first. A line is
/// `<id> <when> pid <pid>`; earlier versions wrote `<id> <when>`.
fn openings_in(text: &str, id: &str) -> Vec<Opening> {
    text.lines()
        .filter_map(|line| line.strip_prefix(id)?.strip_prefix(' '))
        .map(|rest| match rest.rsplit_once(" pid ").and_then(|(when, pid)| Some((when, pid.parse().ok()?))) {
            Some((when, pid)) => Opening { when: when.to_string(), pid: Some(pid) },
            None => Opening { when: rest.to_string(), pid: None },
        })
        .collect()
}

/// The openings of the envelope `id` recorded in the data directory `data`, the first first;
/// none when there is no record (or it cannot be read).
pub fn openings(data: &Path, id: &str) -> Vec<Opening> {
    super::read_limited(&opened_log(data), LIMIT).map(|text| openings_in(&text, id)).unwrap_or_default()
}

/// When the envelope `id` was first opened on this computer, if it was.
pub fn opened_at(data: &Path, id: &str) -> Option<String> {
    openings(data, id).into_iter().next().map(|o| o.when)
}

/// Why an opening was not claimed.
#[derive(Debug)]
pub enum Unclaimed {
    /// The envelope was opened since it was read (the first opening the reader did not see).
    Taken(Opening),
    /// The record could not be read or written: nothing would stop a second opening.
    Failed(io::Error),
}

/// Claims the opening of the envelope `id` at `when` for this process, in the data directory
/// `data`: `seen` is how many openings of it the record held when the envelope was read (and
/// shown). Under an exclusive lock on the record, no other ferz between: if the record holds
/// more openings now, the envelope was opened meanwhile and the first of those is returned;
/// otherwise this opening is added (`<id> <when> pid <pid>`) and written to disk.
pub fn claim_opening(data: &Path, id: &str, seen: usize, when: &str) -> Result<(), Unclaimed> {
    fs::create_dir_all(data).map_err(Unclaimed::Failed)?;
    let file = open_own(&opened_log(data), OpenOptions::new().read(true).append(true).create(true))
        .map_err(Unclaimed::Failed)?;
    lock(&file).map_err(Unclaimed::Failed)?;
    let mut text = String::new();
    let read = (&file).take(LIMIT + 1).read_to_string(&mut text).map_err(Unclaimed::Failed)?;
    if read as u64 > LIMIT {
        return Err(Unclaimed::Failed(faulty(io::ErrorKind::InvalidData, Fault::TooLargeForSave)));
    }
    if let Some(first) = openings_in(&text, id).into_iter().nth(seen) {
        return Err(Unclaimed::Taken(first));
    }
    let mut line = format!("{id} {when} pid {}\n", std::process::id());
    if !text.is_empty() && !text.ends_with('\n') {
        // A line cut short by a crash stays a line of its own.
        line.insert(0, '\n');
    }
    (&file).write_all(line.as_bytes()).and_then(|()| file.sync_all()).map_err(Unclaimed::Failed)
    // The lock goes with the file.
}

/// Takes the record's lock, waiting for another ferz writing its line — at most [`PATIENCE`].
fn lock(file: &File) -> io::Result<()> {
    let start = std::time::Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            Err(TryLockError::WouldBlock) if start.elapsed() < PATIENCE => {
                std::thread::sleep(Duration::from_millis(10))
            }
            Err(TryLockError::WouldBlock) => return Err(faulty(io::ErrorKind::WouldBlock, Fault::RecordHeld)),
            Err(TryLockError::Error(e)) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ferz-opened-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn openings_are_found_again() {
        let dir = dir("again");
        assert_eq!(opened_at(&dir, "abc"), None);
        claim_opening(&dir, "abc", 0, "2026-11-30 20:00 UTC").unwrap();
        claim_opening(&dir, "abd", 0, "2026-11-30 21:00 UTC").unwrap();
        // Opened again by one who was shown the first opening.
        claim_opening(&dir, "abc", 1, "2026-12-01 20:00 UTC").unwrap();
        assert_eq!(opened_at(&dir, "abc").as_deref(), Some("2026-11-30 20:00 UTC"));
        assert_eq!(opened_at(&dir, "ab"), None);
        let me = Some(std::process::id());
        assert_eq!(openings(&dir, "abc").iter().map(|o| o.pid).collect::<Vec<_>>(), [me, me]);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_opening_not_seen_is_not_claimed_again() {
        let dir = dir("taken");
        fs::create_dir_all(&dir).unwrap();
        // A line of an earlier version, then one of this one.
        fs::write(opened_log(&dir), "abc 2026-11-30 20:00 UTC\nabd 2026-11-30 20:01 UTC pid 4242").unwrap();
        let Err(Unclaimed::Taken(first)) = claim_opening(&dir, "abc", 0, "later") else { panic!("taken") };
        assert_eq!(first, Opening { when: "2026-11-30 20:00 UTC".into(), pid: None });
        let Err(Unclaimed::Taken(first)) = claim_opening(&dir, "abd", 0, "later") else { panic!("taken") };
        assert_eq!(first, Opening { when: "2026-11-30 20:01 UTC".into(), pid: Some(4242) });
        claim_opening(&dir, "abd", 1, "2026-12-01 09:00 UTC").unwrap();
        let text = fs::read_to_string(opened_log(&dir)).unwrap();
        assert!(text.ends_with(&format!("pid 4242\nabd 2026-12-01 09:00 UTC pid {}\n", std::process::id())), "{text}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    #[cfg(unix)]
    fn a_record_that_is_no_file_is_refused_at_once() {
        let dir = dir("special");
        fs::create_dir_all(&dir).unwrap();
        let made = {
            let _turn = crate::storage::fork_guard();
            std::process::Command::new("mkfifo").arg(opened_log(&dir)).status().is_ok_and(|s| s.success())
        };
        if made {
            // No reader ever comes: a blocking open would hang here.
            let Err(Unclaimed::Failed(e)) = claim_opening(&dir, "abc", 0, "now") else { panic!("refused") };
            assert_eq!(super::super::special_kind(&e), Some(super::super::FileKind::Fifo), "{e}");
            fs::remove_file(opened_log(&dir)).unwrap();
        }
        let outside = dir.join("outside.txt");
        fs::write(&outside, "kept").unwrap();
        std::os::unix::fs::symlink(&outside, opened_log(&dir)).unwrap();
        let Err(Unclaimed::Failed(e)) = claim_opening(&dir, "abc", 0, "now") else { panic!("refused") };
        assert_eq!(super::super::special_kind(&e), Some(super::super::FileKind::Symlink), "{e}");
        assert_eq!(fs::read_to_string(&outside).unwrap(), "kept", "nothing written through the link");
        assert_eq!(opened_at(&dir, "abc"), None);
        let _ = fs::remove_dir_all(&dir);
    }
}
