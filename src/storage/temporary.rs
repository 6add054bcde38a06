//! Temporary files left by a process killed in the middle of a write (`.game.pgn.1234.tmp`,
//! see [`write_atomic`](super::write_atomic)): at the next start each is either recovered —
//! renamed over its save when it is a whole, valid save newer than the save — or removed.
//! One whose save another running ferz holds is that process's business and left alone.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::{FileKind, Holder, holder, read_limited};

/// What was done with a left-over temporary file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recovery {
    /// It was a valid save newer than its target, and now is the target.
    Recovered(PathBuf),
    /// It was torn, invalid, older, or not a file: removed.
    Removed(PathBuf),
}

/// The save a temporary file was written for, and the process that wrote it:
/// `.game.pgn.1234.tmp` → (`game.pgn`, 1234).
fn target_of(name: &str) -> Option<(&str, u32)> {
    let inner = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (target, pid) = inner.rsplit_once('.')?;
    Some((target, pid.parse().ok()?)).filter(|(t, _)| !t.is_empty())
}

/// Recovers or removes the left-over temporary files of `dir`; `valid` says whether a text
/// is a whole save (at most `limit` bytes). Returns what was done, file by file.
pub fn recover_temporaries(dir: &Path, limit: u64, valid: impl Fn(&str) -> bool) -> Vec<Recovery> {
    let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
    let mut done = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let Some((target, pid)) = name.to_str().and_then(target_of) else { continue };
        let (tmp, target) = (entry.path(), dir.join(target));
        if pid == std::process::id() || matches!(holder(&target), Ok(Holder::Other(_)) | Err(_)) {
            continue;
        }
        let newer = || -> io::Result<bool> {
            let mine = fs::symlink_metadata(&tmp)?.modified()?;
            Ok(match FileKind::of(&target)? {
                FileKind::Missing => true,
                FileKind::Regular => mine > fs::metadata(&target)?.modified()?,
                _ => false,
            })
        };
        let whole = read_limited(&tmp, limit).is_ok_and(|text| valid(&text));
        if whole && newer().unwrap_or(false) && fs::rename(&tmp, &target).is_ok() {
            done.push(Recovery::Recovered(target));
        } else if fs::remove_file(&tmp).is_ok() {
            done.push(Recovery::Removed(tmp));
        }
    }
    done.sort_by_key(|r| format!("{r:?}"));
    done
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, SystemTime};

    #[test]
    fn names_are_read_back() {
        assert_eq!(target_of(".g.pgn.1234.tmp"), Some(("g.pgn", 1234)));
        assert_eq!(target_of("g.pgn.1234.tmp"), None);
        assert_eq!(target_of("..1.tmp"), None);
        assert_eq!(target_of(".g.pgn.x.tmp"), None);
    }

    fn touch(path: &Path, text: &str, age_secs: u64) {
        fs::write(path, text).unwrap();
        let when = SystemTime::now() - Duration::from_secs(age_secs);
        fs::File::options().write(true).open(path).unwrap().set_modified(when).unwrap();
    }

    #[test]
    fn newer_valid_ones_are_recovered_and_the_rest_removed() {
        let dir = std::env::temp_dir().join(format!("ferz-tmp-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        // A whole newer save: recovered over the older one.
        touch(&dir.join("a.pgn"), "old", 100);
        touch(&dir.join(".a.pgn.1.tmp"), "good new", 10);
        // A torn one: removed, the save kept.
        touch(&dir.join("b.pgn"), "good b", 100);
        touch(&dir.join(".b.pgn.2.tmp"), "torn", 10);
        // An older one: removed.
        touch(&dir.join("c.pgn"), "good c", 10);
        touch(&dir.join(".c.pgn.3.tmp"), "good older", 100);
        // One whose save is gone: it becomes the save.
        touch(&dir.join(".d.pgn.4.tmp"), "good d", 10);
        let done = recover_temporaries(&dir, 1000, |t| t.starts_with("good"));
        assert_eq!(done.len(), 4, "{done:?}");
        assert_eq!(fs::read_to_string(dir.join("a.pgn")).unwrap(), "good new");
        assert_eq!(fs::read_to_string(dir.join("b.pgn")).unwrap(), "good b");
        assert_eq!(fs::read_to_string(dir.join("c.pgn")).unwrap(), "good c");
        assert_eq!(fs::read_to_string(dir.join("d.pgn")).unwrap(), "good d");
        let left: Vec<_> = fs::read_dir(&dir).unwrap().filter_map(Result::ok).map(|e| e.file_name()).collect();
        assert_eq!(left.len(), 4, "no temporary is left: {left:?}");
        let _ = fs::remove_dir_all(&dir);
    }
}
