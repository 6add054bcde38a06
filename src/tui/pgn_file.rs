//! Saving the game as PGN: the file name made from the date (`ferz-20250131-142500.pgn`), the
//! tags, and the one write. The file is ferz's save format — a PGN any program reads, with
//! `Ferz…` tags — so `ferz resume FILE` takes the game up again. The date comes in as seconds
//! since 1970 (UTC) from the event loop.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::game::{CalendarTime, Code, EnvelopeError, Game, Instant, RecordWords, Sealed};

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

/// The UTC date and time `when` seconds after 1970-01-01 (Howard Hinnant's
/// days-to-civil algorithm).
fn date_time(when: CalendarTime) -> DateTime {
    let secs = when.unix_secs();
    let days = (secs / 86_400) as i64;
    let secs = secs % 86_400;
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

/// The date and time `when` (UTC) as it goes into file names: `YYYYMMDD-HHMMSS`.
pub(crate) fn timestamp(when: CalendarTime) -> String {
    let t = date_time(when);
    format!("{:04}{:02}{:02}-{:02}{:02}{:02}", t.year, t.month, t.day, t.hour, t.minute, t.second)
}

/// The file name for a game saved at `when`: `ferz-YYYYMMDD-HHMMSS.pgn`.
pub fn default_file_name(when: CalendarTime) -> String {
    format!("ferz-{}.pgn", timestamp(when))
}

/// The tags of a game written by ferz: the event, the site, the round, and the date of
/// `when` (`????.??.??` when it is not known).
pub fn game_tags(when: Option<CalendarTime>) -> [(&'static str, String); 4] {
    let date = when.map_or_else(
        || "????.??.??".to_string(),
        |secs| {
            let t = date_time(secs);
            format!("{:04}.{:02}.{:02}", t.year, t.month, t.day)
        },
    );
    [("Event", "Casual game".to_string()), ("Site", "ferz".to_string()), ("Date", date), ("Round", "-".to_string())]
}

/// The game as ferz saves it — PGN any program reads, with the `Ferz…` tags that let
/// `ferz resume` take it up again — its clock as at `now` (the game's timeline), dated
/// `when`, its comments in `words`.
pub fn pgn_text(game: &Game, words: &dyn RecordWords, now: Instant, when: Option<CalendarTime>) -> String {
    let tags = game_tags(when);
    let borrowed: Vec<(&str, &str)> = tags.iter().map(|(n, v)| (*n, v.as_str())).collect();
    game.to_save_tagged(words, now, None, &borrowed)
}

/// The envelope of an adjourned game (see [`pgn_text`]), its sealed move locked, and the code
/// that opens it.
pub fn envelope_text(
    game: &Game,
    words: &dyn RecordWords,
    now: Instant,
    sealed: &Sealed,
    when: Option<CalendarTime>,
) -> Result<(String, Code), EnvelopeError> {
    let tags = game_tags(when);
    let borrowed: Vec<(&str, &str)> = tags.iter().map(|(n, v)| (*n, v.as_str())).collect();
    game.to_envelope(words, now, sealed, &borrowed)
}

/// The date and time `when` (UTC) as a person reads it: `2026-11-30 20:31 UTC`.
pub(crate) fn readable_time(when: CalendarTime) -> String {
    let t = date_time(when);
    format!("{:04}-{:02}-{:02} {:02}:{:02} UTC", t.year, t.month, t.day, t.hour, t.minute)
}

/// Where a file name typed by the player points: `~/` is the home directory, and a relative
/// name is taken from the current directory (so the name shown is the whole path).
pub fn resolve(name: &str) -> PathBuf {
    let path = match name.strip_prefix("~/").or_else(|| (name == "~").then_some("")) {
        Some(rest) => match dirs::home_dir() {
            Some(home) => home.join(rest),
            None => PathBuf::from(name),
        },
        None => PathBuf::from(name),
    };
    if path.is_absolute() {
        return path;
    }
    std::env::current_dir().map_or(path.clone(), |dir| dir.join(&path))
}

/// Writes the game (see [`pgn_text`]) to `name` (`~` expanded), or to a new file named from
/// the date in the current directory; never overwrites a file. Gives the whole path written,
/// or the path and why it failed.
pub fn save(
    game: &Game,
    words: &dyn RecordWords,
    name: Option<&str>,
    now: Instant,
    when: CalendarTime,
) -> Result<String, (String, std::io::Error)> {
    let text = pgn_text(game, words, now, Some(when));
    let candidates: Vec<PathBuf> = match name {
        Some(n) => vec![resolve(n)],
        None => {
            let base = default_file_name(when);
            let stem = base.trim_end_matches(".pgn").to_string();
            std::iter::once(base).chain((2..100).map(|i| format!("{stem}-{i}.pgn"))).map(|n| resolve(&n)).collect()
        }
    };
    let shown = |p: &Path| crate::text::clean(&p.display().to_string());
    let mut last_error = (String::new(), std::io::Error::other("no file name"));
    for path in candidates {
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                return file.write_all(text.as_bytes()).map(|()| shown(&path)).map_err(|e| (shown(&path), e));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && name.is_none() => {
                last_error = (shown(&path), e);
            }
            Err(e) => return Err((shown(&path), e)),
        }
    }
    Err(last_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_right() {
        assert_eq!(default_file_name(CalendarTime::from_unix_secs(0)), "ferz-19700101-000000.pgn");
        // 2024-02-29 23:59:59 UTC, a leap day.
        assert_eq!(default_file_name(CalendarTime::from_unix_secs(1_709_251_199)), "ferz-20240229-235959.pgn");
        // 2000-03-01 00:00:00 UTC.
        assert_eq!(default_file_name(CalendarTime::from_unix_secs(951_868_800)), "ferz-20000301-000000.pgn");
        assert_eq!(game_tags(Some(CalendarTime::from_unix_secs(1_709_251_199)))[2], ("Date", "2024.02.29".to_string()));
        assert_eq!(game_tags(None)[2], ("Date", "????.??.??".to_string()));
    }

    #[test]
    fn names_typed_are_whole_paths() {
        assert!(resolve("game.pgn").is_absolute());
        assert!(resolve("game.pgn").ends_with("game.pgn"));
        assert_eq!(resolve("/tmp/x.pgn"), PathBuf::from("/tmp/x.pgn"));
        if let Some(home) = dirs::home_dir() {
            assert_eq!(resolve("~/x.pgn"), home.join("x.pgn"));
        }
    }
}
