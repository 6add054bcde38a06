//! Files that must survive a crash: atomic writes, the data directory, and
//! setting aside files that cannot be read.
//!
//! A save is written to a temporary file beside the target, flushed to disk
//! (`fsync`), then renamed over the target, and the directory is synced: a
//! `kill -9` at any moment leaves either the old save or the new one, never a
//! torn file.

mod events;
mod lock;
mod opened;
mod temporary;

pub use crate::file_fault::{Fault, FileKind, WriteFailure, fault, faulty, special_kind};
pub use events::{end_event, event_file, event_files, event_games, events_dir};
pub use lock::{Holder, hold, holder, holds, lock_path, release, release_all};
pub use opened::{Opening, Unclaimed, claim_opening, opened_at, opened_log, openings};
pub use temporary::{Recovery, recover_temporaries};

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::file_fault::not_regular;

/// The environment variable that overrides where ferz keeps its files
/// (used by tests, and by anyone who wants the saves elsewhere).
pub const DATA_DIR_ENV: &str = "FERZ_DATA_DIR";

/// Where ferz keeps its saves: `$FERZ_DATA_DIR`, else the platform's data
/// directory (`$XDG_DATA_HOME/ferz` or `~/.local/share/ferz` on Linux).
pub fn data_dir() -> Option<PathBuf> {
    match std::env::var_os(DATA_DIR_ENV) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => dirs::data_dir().map(|d| d.join("ferz")),
    }
}

/// The autosave of the game in progress, as ferz before 0.2 kept it: one file for all.
/// Such a file is moved into [`unfinished_dir`] at the next start.
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("current.pgn"))
}

/// The folder of unfinished games, one save per game (`<date>-<time>.pgn`), each with the
/// lock file of the process playing it (`<date>-<time>.lock`).
pub fn unfinished_dir(data: &Path) -> PathBuf {
    data.join("unfinished")
}

/// The folder of finished and abandoned games.
pub fn games_dir(data: &Path) -> PathBuf {
    data.join("games")
}

/// The saves of unfinished games in `dir` (every `*.pgn`, whatever stands there), by name:
/// the oldest first.
pub fn unfinished_games(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if matches!(e.kind(), io::ErrorKind::NotFound | io::ErrorKind::NotADirectory) => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut saves: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    saves.sort();
    Ok(saves)
}

/// A file in the way of the saves, moved aside without being opened.
#[derive(Debug)]
pub struct SetAside {
    /// Where it stood.
    pub path: PathBuf,
    /// What it is.
    pub kind: FileKind,
    /// Its new name, or why it could not be moved.
    pub kept: io::Result<PathBuf>,
}

/// What the start of a session finds among the saves of unfinished games.
#[derive(Debug, Default)]
pub struct Survey {
    /// The saves of unfinished games (regular files), oldest first; not read yet.
    pub waiting: Vec<PathBuf>,
    /// Links, FIFOs, sockets, devices and folders where a save should be: set aside.
    pub set_aside: Vec<SetAside>,
    /// Left-over temporary files recovered or removed.
    pub recovered: Vec<Recovery>,
}

/// Prepares the saves of the data directory `data` at the start of a session: the single
/// autosave of older versions (`current.pgn`) joins the unfinished games as `<stamp>.pgn`;
/// temporary files left by a killed process are recovered or removed (`valid` says whether a
/// text is a whole save); whatever is not a regular file where a save should be is set aside
/// unread. A temporary file longer than `limit` bytes (the largest save the caller reads) is
/// never taken for a save. Returns the saves found, to be read and offered.
pub fn survey(data: &Path, stamp: &str, limit: u64, valid: impl Fn(&str) -> bool) -> Survey {
    let dir = unfinished_dir(data);
    let mut survey = Survey { recovered: recover_temporaries(data, limit, &valid), ..Survey::default() };
    let legacy = data.join("current.pgn");
    match FileKind::of(&legacy) {
        Ok(FileKind::Regular) => {
            let moved = fs::create_dir_all(&dir).and_then(|()| {
                let target = free_name(&dir, stamp)?;
                fs::rename(&legacy, &target)
            });
            if moved.is_err() {
                // Left where it is: it is still offered from there.
                survey.waiting.push(legacy);
            }
        }
        Ok(kind) if kind.is_special() => {
            survey.set_aside.push(SetAside { kept: set_aside(&legacy), path: legacy, kind });
        }
        _ => {}
    }
    survey.recovered.extend(recover_temporaries(&dir, limit, &valid));
    for path in unfinished_games(&dir).unwrap_or_default() {
        match FileKind::of(&path) {
            Ok(FileKind::Regular) => survey.waiting.push(path),
            Ok(FileKind::Missing) => {}
            Ok(kind) => survey.set_aside.push(SetAside { kept: set_aside(&path), path, kind }),
            Err(_) => survey.waiting.push(path),
        }
    }
    survey
}

/// The first name `stamp.pgn`, `stamp-2.pgn`, … free in `dir` (neither a save nor a lock).
fn free_name(dir: &Path, stamp: &str) -> io::Result<PathBuf> {
    for i in 1..1000 {
        let name = if i == 1 { format!("{stamp}.pgn") } else { format!("{stamp}-{i}.pgn") };
        let save = dir.join(name);
        if FileKind::of(&save)? == FileKind::Missing && FileKind::of(&lock_path(&save))? == FileKind::Missing {
            return Ok(save);
        }
    }
    Err(faulty(io::ErrorKind::AlreadyExists, Fault::TooManyNames))
}

/// A new save for a game started at `stamp` (e.g. `2026-11-30-201500`) in `dir`, held by this
/// process: `stamp.pgn`, or `stamp-2.pgn`, … when another game took the name. Nothing is
/// written yet; the name is claimed by creating its lock file.
pub fn new_game(dir: &Path, stamp: &str) -> io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    for i in 1..1000 {
        let name = if i == 1 { format!("{stamp}.pgn") } else { format!("{stamp}-{i}.pgn") };
        let save = dir.join(name);
        if FileKind::of(&save)? != FileKind::Missing {
            continue;
        }
        match OpenOptions::new().write(true).create_new(true).open(lock_path(&save)) {
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
        match hold(&save) {
            Ok(Holder::Me) => return Ok(save),
            // Taken between the two steps by another ferz: the next name.
            Ok(_) => continue,
            Err(e) => {
                // The lock file is this claim's own (created just above, no save beside it):
                // a claim that cannot be written (a full disk) leaves nothing behind, however
                // often the autosave tries again.
                let _ = fs::remove_file(lock_path(&save));
                return Err(e);
            }
        }
    }
    Err(faulty(io::ErrorKind::AlreadyExists, Fault::TooManyNames))
}

/// Writes `contents` to `path` atomically (temporary file, fsync, rename,
/// directory fsync), creating the directory if needed.
pub fn write_atomic(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "save".to_string());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = open_own(&tmp, OpenOptions::new().write(true).create(true).truncate(true))?;
        file.write_all(contents)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)?;
        // Make the rename itself durable; not every platform can open a directory.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Moves an unreadable file out of the way (`current.pgn` →
/// `current.pgn.corrupt-1`, the first free number) so that it is kept for a
/// person to look at and never overwritten. Returns the new name.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    for n in 1..10_000 {
        let mut name = path.as_os_str().to_owned();
        name.push(format!(".corrupt-{n}"));
        let target = PathBuf::from(name);
        if !target.exists() {
            fs::rename(path, &target)?;
            return Ok(target);
        }
    }
    Err(faulty(io::ErrorKind::Other, Fault::TooManySetAside))
}

/// Opens `path` to read only if it is a regular file: a symbolic link is not followed, a FIFO
/// or a device is not waited on (opened without blocking, then refused as what it is).
fn open_regular(path: &Path) -> io::Result<File> {
    open_own(path, OpenOptions::new().read(true))
}

/// Opens a file of the data directory at `path` as `options` say, only if it is a regular file
/// (or one `options` create): a symbolic link is not followed, so nothing outside the data
/// directory is read or written through one; a FIFO or a device is not waited on (opened
/// without blocking, then refused as what it is, [`special_kind`] saying which).
pub fn open_own(path: &Path, options: &mut OpenOptions) -> io::Result<File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(|e| {
        // O_NOFOLLOW on a link fails with ELOOP, a socket cannot be opened at all (ENXIO), nor
        // a FIFO to write without a reader: say what it is rather than the system's words.
        // A file that is not there stays "not found".
        match FileKind::of(path) {
            Ok(kind) if kind.is_special() => not_regular(kind),
            _ => e,
        }
    })?;
    let kind = FileKind::from_type(file.metadata()?.file_type());
    if kind != FileKind::Regular {
        return Err(not_regular(kind));
    }
    Ok(file)
}

/// When the file at `path` was last written, in seconds since 1970 (UTC); none when the file
/// system does not say.
pub fn modified_secs(path: &Path) -> Option<u64> {
    let modified = fs::metadata(path).and_then(|m| m.modified()).ok()?;
    modified.duration_since(std::time::UNIX_EPOCH).ok().map(|d| d.as_secs())
}

/// Reads a save file of at most `limit` bytes as text. Only a regular file is read: a link,
/// a FIFO, a socket or a device is refused at once ([`special_kind`] says which), never waited
/// on and never read.
pub fn read_limited(path: &Path, limit: u64) -> io::Result<String> {
    use std::io::Read;
    let file = open_regular(path)?;
    let mut text = String::new();
    let read = file.take(limit + 1).read_to_string(&mut text);
    match read {
        Ok(n) if n as u64 > limit => Err(faulty(io::ErrorKind::InvalidData, Fault::TooLargeForSave)),
        Ok(_) => Ok(text),
        Err(e) if e.kind() == io::ErrorKind::InvalidData => Err(faulty(io::ErrorKind::InvalidData, Fault::NotUtf8)),
        Err(e) => Err(e),
    }
}

/// Tests that start a process and tests that watch a lock being let go take turns: a child
/// process holds a copy of every open file until its program starts, and with it any lock the
/// test has just let go, so the lock would seem held for a moment. (ferz itself starts no
/// process while it holds a game.)
#[cfg(test)]
pub(crate) fn fork_guard() -> std::sync::MutexGuard<'static, ()> {
    static GUARD: std::sync::Mutex<()> = std::sync::Mutex::new(());
    GUARD.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ferz-storage-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temporary() {
        let dir = temp_dir("atomic");
        let path = dir.join("sub").join("current.pgn");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        let names: Vec<_> = fs::read_dir(path.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 1, "{names:?}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn set_aside_never_overwrites() {
        let dir = temp_dir("aside");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("current.pgn");
        fs::write(&path, "bad 1").unwrap();
        let first = set_aside(&path).unwrap();
        fs::write(&path, "bad 2").unwrap();
        let second = set_aside(&path).unwrap();
        assert_ne!(first, second);
        assert_eq!(fs::read_to_string(first).unwrap(), "bad 1");
        assert_eq!(fs::read_to_string(second).unwrap(), "bad 2");
        assert!(!path.exists());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    #[cfg(unix)]
    fn only_regular_files_are_read_and_a_fifo_never_waits() {
        let dir = temp_dir("special");
        fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("fifo.pgn");
        let made = {
            let _turn = fork_guard();
            std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success())
        };
        if made {
            // No writer ever comes: a blocking open would hang here.
            let e = read_limited(&fifo, 100).unwrap_err();
            assert_eq!(special_kind(&e), Some(FileKind::Fifo), "{e}");
        }
        let target = dir.join("secret.txt");
        fs::write(&target, "the secret").unwrap();
        let link = dir.join("link.pgn");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let e = read_limited(&link, 100).unwrap_err();
        assert_eq!(special_kind(&e), Some(FileKind::Symlink), "{e}");
        assert!(!e.to_string().contains("secret"));
        let socket = dir.join("socket.pgn");
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        let e = read_limited(&socket, 100).unwrap_err();
        assert_eq!(special_kind(&e), Some(FileKind::Socket), "{e}");
        let e = read_limited(&dir.join("nowhere.pgn"), 100).unwrap_err();
        assert_eq!((special_kind(&e), e.kind()), (None, io::ErrorKind::NotFound), "{e}");
        let e = read_limited(Path::new("/dev/zero"), 100).unwrap_err();
        assert_eq!(special_kind(&e), Some(FileKind::Device), "{e}");
        assert_eq!(special_kind(&read_limited(&dir, 100).unwrap_err()), Some(FileKind::Directory));
        let _ = fs::remove_dir_all(&dir);
    }

    /// A new game's claim that cannot be written (here a file size limit of 0, as a full disk
    /// refuses it) fails and leaves no lock file: the autosave retries at every move, and each
    /// try once left an empty `.lock` in the folder of unfinished games.
    #[test]
    fn a_claim_that_cannot_be_written_leaves_no_lock_behind() {
        if let Some(dir) = std::env::var_os("FERZ_CLAIM_UNWRITABLE") {
            // The child, under `ulimit -f 0`.
            let dir = PathBuf::from(dir);
            assert!(new_game(&dir, "2026-12-06-114315").is_err(), "the claim is written under ulimit -f 0");
            return;
        }
        let dir = temp_dir("claim");
        fs::create_dir_all(&dir).unwrap();
        let exe = std::env::current_exe().unwrap();
        let test = "storage::tests::a_claim_that_cannot_be_written_leaves_no_lock_behind";
        for _ in 0..3 {
            let status = std::process::Command::new("sh")
                .args(["-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" --exact \"$1\" --test-threads 1 -q"])
                .arg(&exe)
                .arg(test)
                .env("FERZ_CLAIM_UNWRITABLE", &dir)
                .stdout(std::process::Stdio::null())
                .status()
                .unwrap();
            assert!(status.success(), "the child's claim failed as it should: {status}");
        }
        let left: Vec<_> = fs::read_dir(&dir).unwrap().flatten().map(|e| e.file_name()).collect();
        assert!(left.is_empty(), "nothing left behind: {left:?}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn new_games_get_names_of_their_own() {
        let _turn = fork_guard();
        let dir = temp_dir("new");
        let first = new_game(&dir, "2026-11-30-201500").unwrap();
        let second = new_game(&dir, "2026-11-30-201500").unwrap();
        assert_eq!(first.file_name().unwrap(), "2026-11-30-201500.pgn");
        assert_eq!(second.file_name().unwrap(), "2026-11-30-201500-2.pgn");
        assert!(holds(&first) && holds(&second));
        write_atomic(&first, b"one").unwrap();
        assert_eq!(unfinished_games(&dir).unwrap(), vec![first.clone()], "a name without a save is no game");
        release(&first, false);
        release(&second, true);
        assert_eq!(holder(&first).unwrap(), Holder::Free);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    #[cfg(unix)]
    fn a_survey_moves_the_old_autosave_in_and_sets_special_files_aside() {
        let data = temp_dir("survey");
        let dir = unfinished_dir(&data);
        fs::create_dir_all(&dir).unwrap();
        fs::write(data.join("current.pgn"), "good old").unwrap();
        fs::write(dir.join("a.pgn"), "good a").unwrap();
        fs::write(dir.join(".b.pgn.1.tmp"), "good b").unwrap();
        let secret = data.join("secret.txt");
        fs::write(&secret, "secret").unwrap();
        std::os::unix::fs::symlink(&secret, dir.join("link.pgn")).unwrap();
        let fifo = dir.join("fifo.pgn");
        let made = {
            let _turn = fork_guard();
            std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success())
        };
        let survey = survey(&data, "2026-11-30-201500", 1024, |t| t.starts_with("good"));
        let names: Vec<_> =
            survey.waiting.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["2026-11-30-201500.pgn", "a.pgn", "b.pgn"]);
        let aside: Vec<_> = survey.set_aside.iter().map(|a| a.kind).collect();
        let expected = if made { vec![FileKind::Fifo, FileKind::Symlink] } else { vec![FileKind::Symlink] };
        assert_eq!(aside, expected);
        assert!(survey.set_aside.iter().all(|a| a.kept.is_ok()));
        assert_eq!(survey.recovered, [Recovery::Recovered(dir.join("b.pgn"))]);
        assert!(!data.join("current.pgn").exists());
        assert_eq!(fs::read_to_string(&secret).unwrap(), "secret", "the link's target is untouched");
        let _ = fs::remove_dir_all(&data);
    }

    #[test]
    fn the_reasons_a_title_can_say_are_told() {
        let of = |kind| WriteFailure::of(&io::Error::from(kind));
        assert_eq!(of(io::ErrorKind::ReadOnlyFilesystem), Some(WriteFailure::ReadOnly));
        assert_eq!(of(io::ErrorKind::PermissionDenied), Some(WriteFailure::NoPermission));
        assert_eq!(of(io::ErrorKind::StorageFull), Some(WriteFailure::DiskFull));
        assert_eq!(of(io::ErrorKind::NotADirectory), Some(WriteFailure::NotAFolder));
        assert_eq!(of(io::ErrorKind::AlreadyExists), Some(WriteFailure::NotAFolder));
        assert_eq!(of(io::ErrorKind::Interrupted), None);
        assert_eq!(WriteFailure::of(&not_regular(FileKind::Fifo)), Some(WriteFailure::NotAFile));
        // ferz's own refusal is not a file in the way.
        assert_eq!(WriteFailure::of(&faulty(io::ErrorKind::AlreadyExists, Fault::TooManyNames)), None);
    }

    #[test]
    #[cfg(unix)]
    fn a_temporary_or_a_lock_file_is_never_a_link() {
        let _turn = fork_guard();
        let dir = temp_dir("own");
        fs::create_dir_all(&dir).unwrap();
        let outside = dir.join("outside.txt");
        fs::write(&outside, "kept").unwrap();
        let save = dir.join("g.pgn");
        std::os::unix::fs::symlink(&outside, dir.join(format!(".g.pgn.{}.tmp", std::process::id()))).unwrap();
        let e = write_atomic(&save, b"written").unwrap_err();
        assert_eq!(special_kind(&e), Some(FileKind::Symlink), "{e}");
        std::os::unix::fs::symlink(&outside, lock_path(&save)).unwrap();
        let e = hold(&save).unwrap_err();
        assert_eq!(special_kind(&e), Some(FileKind::Symlink), "{e}");
        assert_eq!(fs::read_to_string(&outside).unwrap(), "kept");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn reading_is_bounded() {
        let dir = temp_dir("limit");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("big.pgn");
        fs::write(&path, "x".repeat(100)).unwrap();
        assert!(read_limited(&path, 99).is_err());
        assert_eq!(read_limited(&path, 100).unwrap().len(), 100);
        fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        assert!(read_limited(&path, 100).is_err());
        let _ = fs::remove_dir_all(&dir);
    }
}
