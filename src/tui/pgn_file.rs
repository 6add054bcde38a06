//! Saving the game as PGN: the file name made from the date (`ferz-20250131-142500.pgn`), the
//! tags, and the one write. The date comes in as seconds since 1970 (UTC) from the event loop.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::Path;

use crate::game::Game;

/// A calendar date and time of day (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct DateTime {
    year: i64,
    month: u32,
    day: u32,
    hour: u64,
    minute: u64,
    second: u64,
}

/// The UTC date and time `unix_secs` seconds after 1970-01-01 (Howard Hinnant's
/// days-to-civil algorithm).
fn date_time(unix_secs: u64) -> DateTime {
    let days = (unix_secs / 86_400) as i64;
    let secs = unix_secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    DateTime { year, month, day, hour: secs / 3_600, minute: secs / 60 % 60, second: secs % 60 }
}

/// The date and time `unix_secs` (UTC) as it goes into file names: `YYYYMMDD-HHMMSS`.
pub(crate) fn timestamp(unix_secs: u64) -> String {
    let t = date_time(unix_secs);
    format!("{:04}{:02}{:02}-{:02}{:02}{:02}", t.year, t.month, t.day, t.hour, t.minute, t.second)
}

/// The file name for a game saved at `unix_secs`: `ferz-YYYYMMDD-HHMMSS.pgn`.
pub fn default_file_name(unix_secs: u64) -> String {
    format!("ferz-{}.pgn", timestamp(unix_secs))
}

/// The game as PGN, with the event, the site and the date of `unix_secs`.
pub fn pgn_text(game: &Game, unix_secs: u64) -> String {
    let t = date_time(unix_secs);
    let date = format!("{:04}.{:02}.{:02}", t.year, t.month, t.day);
    game.to_pgn(&[("Event", "Casual game"), ("Site", "ferz"), ("Date", &date), ("Round", "-")])
}

/// Writes the game to `name`, or to a new file named from the date; never overwrites a file.
/// Gives the name written, or the name and why it failed.
pub fn save(game: &Game, name: Option<&str>, unix_secs: u64) -> Result<String, (String, String)> {
    let text = pgn_text(game, unix_secs);
    let candidates: Vec<String> = match name {
        Some(n) => vec![n.to_string()],
        None => {
            let base = default_file_name(unix_secs);
            let stem = base.trim_end_matches(".pgn").to_string();
            std::iter::once(base).chain((2..100).map(|i| format!("{stem}-{i}.pgn"))).collect()
        }
    };
    let mut last_error = (String::new(), "no file name".to_string());
    for path in candidates {
        match OpenOptions::new().write(true).create_new(true).open(Path::new(&path)) {
            Ok(mut file) => {
                return file.write_all(text.as_bytes()).map(|()| path.clone()).map_err(|e| (path, e.to_string()));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && name.is_none() => {
                last_error = (path, e.to_string());
            }
            Err(e) => return Err((path, e.to_string())),
        }
    }
    Err(last_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_right() {
        assert_eq!(default_file_name(0), "ferz-19700101-000000.pgn");
        // 2024-02-29 23:59:59 UTC, a leap day.
        assert_eq!(default_file_name(1_709_251_199), "ferz-20240229-235959.pgn");
        // 2000-03-01 00:00:00 UTC.
        assert_eq!(default_file_name(951_868_800), "ferz-20000301-000000.pgn");
    }
}
