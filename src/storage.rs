//! Files that must survive a crash: atomic writes, the data directory, and
//! setting aside files that cannot be read.
//!
//! A save is written to a temporary file beside the target, flushed to disk
//! (`fsync`), then renamed over the target, and the directory is synced: a
//! `kill -9` at any moment leaves either the old save or the new one, never a
//! torn file.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

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

/// The autosave of the game in progress.
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("current.pgn"))
}

/// Writes `contents` to `path` atomically (temporary file, fsync, rename,
/// directory fsync), creating the directory if needed.
pub fn write_atomic(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "save".to_string());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = OpenOptions::new().write(true).create(true).truncate(true).open(&tmp)?;
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
    Err(io::Error::other("too many set-aside files"))
}

/// Reads a save file of at most `limit` bytes as text.
pub fn read_limited(path: &Path, limit: u64) -> io::Result<String> {
    use std::io::Read;
    let file = File::open(path)?;
    let mut text = String::new();
    let read = file.take(limit + 1).read_to_string(&mut text);
    match read {
        Ok(n) if n as u64 > limit => {
            Err(io::Error::new(io::ErrorKind::InvalidData, "the file is too large for a save"))
        }
        Ok(_) => Ok(text),
        Err(e) if e.kind() == io::ErrorKind::InvalidData => {
            Err(io::Error::new(io::ErrorKind::InvalidData, "the file is not UTF-8 text"))
        }
        Err(e) => Err(e),
    }
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
