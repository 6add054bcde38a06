//! The record of envelopes opened on this computer (`opened-envelopes.log` in the data
//! directory, one line per opening: the envelope's id and when), so that an envelope opened
//! once and then restored from a copy, or stripped of its `FerzOpened` tag, is still known as
//! opened.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The record in the data directory `data`.
fn log_path(data: &Path) -> PathBuf {
    data.join("opened-envelopes.log")
}

/// Records that the envelope `id` was opened `when`.
pub fn record_opened(data: &Path, id: &str, when: &str) -> io::Result<()> {
    fs::create_dir_all(data)?;
    let mut file = OpenOptions::new().create(true).append(true).open(log_path(data))?;
    writeln!(file, "{id} {when}")?;
    file.sync_all()
}

/// When the envelope `id` was first opened on this computer, if it was.
pub fn opened_at(data: &Path, id: &str) -> Option<String> {
    let text = super::read_limited(&log_path(data), 16 * 1024 * 1024).ok()?;
    text.lines().find_map(|line| line.strip_prefix(id)?.strip_prefix(' ').map(str::to_string))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_found_again() {
        let dir = std::env::temp_dir().join(format!("ferz-opened-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        assert_eq!(opened_at(&dir, "abc"), None);
        record_opened(&dir, "abc", "2026-11-30 20:00 UTC").unwrap();
        record_opened(&dir, "abd", "2026-11-30 21:00 UTC").unwrap();
        record_opened(&dir, "abc", "2026-12-01 20:00 UTC").unwrap();
        assert_eq!(opened_at(&dir, "abc").as_deref(), Some("2026-11-30 20:00 UTC"));
        assert_eq!(opened_at(&dir, "ab"), None);
        let _ = fs::remove_dir_all(&dir);
    }
}
