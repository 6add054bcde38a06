//! What stands at a path, found without following a link and without opening it: a save is
//! read only when it is a regular file, so a FIFO never hangs the program, a device is never
//! read, and a link never shows the file it points to.

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
