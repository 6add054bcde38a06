//! What can be wrong with a file, as types: what stands at a path ([`FileKind`]), ferz's own
//! refusals ([`Fault`]) and the reasons a save could not be written ([`WriteFailure`]). A leaf
//! below both `storage`, which finds them, and `lang`, which words them, so the words never
//! reach up into the files.
//!
//! A save is read only when it is a regular file, so a FIFO never hangs the program, a device
//! is never read, and a link never shows the file it points to.

use std::fs;
use std::io;
use std::path::Path;

/// The kind of thing at a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// Nothing is there.
    Missing,
    /// A regular file: the only kind read as a save.
    Regular,
    /// A directory.
    Directory,
    /// A symbolic link (never followed).
    Symlink,
    /// A named pipe: opening it to read would wait for a writer.
    Fifo,
    /// A Unix socket.
    Socket,
    /// A character or block device.
    Device,
    /// Something else the system knows.
    Other,
}

impl FileKind {
    /// What stands at `path`, the link itself if it is one.
    pub fn of(path: &Path) -> io::Result<FileKind> {
        let meta = match fs::symlink_metadata(path) {
            Ok(meta) => meta,
            Err(e) if matches!(e.kind(), io::ErrorKind::NotFound | io::ErrorKind::NotADirectory) => {
                return Ok(FileKind::Missing);
            }
            Err(e) => return Err(e),
        };
        Ok(FileKind::from_type(meta.file_type()))
    }

    /// The kind of a file type from the system.
    pub fn from_type(t: fs::FileType) -> FileKind {
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if t.is_fifo() {
                return FileKind::Fifo;
            }
            if t.is_socket() {
                return FileKind::Socket;
            }
            if t.is_char_device() || t.is_block_device() {
                return FileKind::Device;
            }
        }
        if t.is_symlink() {
            FileKind::Symlink
        } else if t.is_dir() {
            FileKind::Directory
        } else if t.is_file() {
            FileKind::Regular
        } else {
            FileKind::Other
        }
    }

    /// True for what is neither a regular file nor missing: never read as a save.
    pub fn is_special(self) -> bool {
        !matches!(self, FileKind::Regular | FileKind::Missing)
    }
}

/// The error of a save that is not a regular file; [`special_kind`] tells the kind back.
pub fn not_regular(kind: FileKind) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, NotRegular(kind))
}

/// The payload of [`not_regular`].
#[derive(Debug)]
struct NotRegular(FileKind);

impl std::fmt::Display for NotRegular {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a regular file ({:?})", self.0)
    }
}

impl std::error::Error for NotRegular {}

/// ferz's own refusal of a file (not the system's), carried inside an `io::Error` whose kind
/// says its class; [`fault`] tells it back, and each language says it in `lang/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// A save is larger than ferz reads.
    TooLargeForSave,
    /// A save is not UTF-8 text.
    NotUtf8,
    /// Every name for a new game of that minute is taken.
    TooManyNames,
    /// Every name to set an unreadable file aside under is taken.
    TooManySetAside,
    /// Another process keeps the record of opened envelopes locked.
    RecordHeld,
}

/// A terse English `Display`, for logs and `anyhow` chains; the player reads the words of
/// `lang` (`storage_fault`).
impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Fault::TooLargeForSave => "the file is too large for a save",
            Fault::NotUtf8 => "the file is not UTF-8 text",
            Fault::TooManyNames => "too many games of the same name",
            Fault::TooManySetAside => "too many set-aside files",
            Fault::RecordHeld => "another process keeps the record locked",
        })
    }
}

impl std::error::Error for Fault {}

/// Why a save could not be written, as a few words in the title can say it while the game goes
/// on; the message at the failure names the file and the system's reason in full.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteFailure {
    /// The file system is mounted read-only.
    ReadOnly,
    /// The folder or the file may not be written by this user.
    NoPermission,
    /// No space is left (or the quota is used up).
    DiskFull,
    /// A file stands where a folder of the path should be.
    NotAFolder,
    /// A link, a FIFO, a device or a folder stands where the save should be.
    NotAFile,
    /// There is no data directory at all.
    NoDataDir,
}

impl WriteFailure {
    /// Every reason, for the words' tests.
    pub const ALL: [WriteFailure; 6] = [
        WriteFailure::ReadOnly,
        WriteFailure::NoPermission,
        WriteFailure::DiskFull,
        WriteFailure::NotAFolder,
        WriteFailure::NotAFile,
        WriteFailure::NoDataDir,
    ];

    /// The reason of `e` that a few words can say, if it is one of those.
    pub fn of(e: &io::Error) -> Option<WriteFailure> {
        if special_kind(e).is_some() {
            return Some(WriteFailure::NotAFile);
        }
        match e.kind() {
            io::ErrorKind::ReadOnlyFilesystem => Some(WriteFailure::ReadOnly),
            io::ErrorKind::PermissionDenied => Some(WriteFailure::NoPermission),
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => Some(WriteFailure::DiskFull),
            io::ErrorKind::NotADirectory => Some(WriteFailure::NotAFolder),
            // What making a folder says when a file stands where it should be (ferz's own
            // refusals of that kind, such as every name taken, are not this).
            io::ErrorKind::AlreadyExists if fault(e).is_none() => Some(WriteFailure::NotAFolder),
            io::ErrorKind::IsADirectory => Some(WriteFailure::NotAFile),
            _ => None,
        }
    }
}

/// An `io::Error` of `kind` that is ferz's own `fault`.
pub fn faulty(kind: io::ErrorKind, fault: Fault) -> io::Error {
    io::Error::new(kind, fault)
}

/// ferz's own refusal that `e` carries, if it is one.
pub fn fault(e: &io::Error) -> Option<Fault> {
    e.get_ref().and_then(|inner| inner.downcast_ref::<Fault>()).copied()
}

/// The kind of file an error of [`read_limited`] refused, if that was why.
pub fn special_kind(e: &io::Error) -> Option<FileKind> {
    e.get_ref().and_then(|inner| inner.downcast_ref::<NotRegular>()).map(|n| n.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_told_without_opening() {
        let dir = std::env::temp_dir().join(format!("ferz-kind-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("a.pgn");
        fs::write(&file, "x").unwrap();
        assert_eq!(FileKind::of(&file).unwrap(), FileKind::Regular);
        assert_eq!(FileKind::of(&dir).unwrap(), FileKind::Directory);
        assert_eq!(FileKind::of(&dir.join("none")).unwrap(), FileKind::Missing);
        assert_eq!(FileKind::of(&file.join("under-a-file")).unwrap(), FileKind::Missing);
        #[cfg(unix)]
        {
            let link = dir.join("link.pgn");
            std::os::unix::fs::symlink(&file, &link).unwrap();
            assert_eq!(FileKind::of(&link).unwrap(), FileKind::Symlink);
            assert_eq!(FileKind::of(Path::new("/dev/null")).unwrap(), FileKind::Device);
        }
        let _ = fs::remove_dir_all(&dir);
    }
}
