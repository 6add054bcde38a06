//! What a number of the clock means: an [`Instant`] on the caller's timeline, a [`Duration`]
//! between two instants or left on a clock, and a [`CalendarTime`] for dates in saved games.
//!
//! All three are whole numbers underneath (milliseconds, or seconds for the calendar), so the
//! clock is exact to the millisecond and never accumulates rounding. Clock arithmetic never
//! wraps and never panics: `+` and `-` saturate (a duration never goes below zero, an instant
//! never past the end of the timeline), which is what a chess clock shows.
//!
//! ```
//! use ferz::game::time::{Duration, Instant};
//!
//! let start = Instant::from_ms(1_000);
//! let later = start + Duration::from_secs(5);
//! assert_eq!(later - start, Duration::from_ms(5_000));
//! assert_eq!(start - later, Duration::ZERO, "never below zero");
//! ```

use std::ops::{Add, AddAssign, Sub, SubAssign};

/// A length of time, in whole milliseconds: time left on a clock, an increment, a delay, a
/// penalty, the time a move took.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Duration(u64);

impl Duration {
    /// No time at all.
    pub const ZERO: Duration = Duration(0);
    /// The longest duration: what an untimed clock reports as left.
    pub const MAX: Duration = Duration(u64::MAX);

    /// `ms` milliseconds.
    pub const fn from_ms(ms: u64) -> Duration {
        Duration(ms)
    }

    /// `secs` seconds.
    pub const fn from_secs(secs: u64) -> Duration {
        Duration(secs.saturating_mul(1_000))
    }

    /// `minutes` minutes.
    pub const fn from_minutes(minutes: u64) -> Duration {
        Duration(minutes.saturating_mul(60_000))
    }

    /// The length in milliseconds.
    pub const fn as_ms(self) -> u64 {
        self.0
    }

    /// The whole seconds of this length (the milliseconds beyond them dropped).
    pub const fn whole_secs(self) -> u64 {
        self.0 / 1_000
    }

    /// True for a zero length.
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// This length `n` times over (saturating).
    pub const fn times(self, n: u64) -> Duration {
        Duration(self.0.saturating_mul(n))
    }
}

impl Add for Duration {
    type Output = Duration;
    fn add(self, other: Duration) -> Duration {
        Duration(self.0.saturating_add(other.0))
    }
}

impl Sub for Duration {
    type Output = Duration;
    /// The difference, or zero when `other` is longer.
    fn sub(self, other: Duration) -> Duration {
        Duration(self.0.saturating_sub(other.0))
    }
}

impl AddAssign for Duration {
    fn add_assign(&mut self, other: Duration) {
        *self = *self + other;
    }
}

impl SubAssign for Duration {
    fn sub_assign(&mut self, other: Duration) {
        *self = *self - other;
    }
}

/// A point on the timeline the caller chose, in milliseconds from its origin: a virtual clock
/// in tests and `ferz script`, the time since the program started in the terminal game. The
/// game layer never reads the OS clock; it is handed instants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Instant(u64);

impl Instant {
    /// The origin of the timeline.
    pub const START: Instant = Instant(0);
    /// The last instant of the timeline.
    pub const END: Instant = Instant(u64::MAX);

    /// The instant `ms` milliseconds after the origin.
    pub const fn from_ms(ms: u64) -> Instant {
        Instant(ms)
    }

    /// Milliseconds since the origin.
    pub const fn as_ms(self) -> u64 {
        self.0
    }

    /// The time from the origin to this instant.
    pub const fn since_start(self) -> Duration {
        Duration(self.0)
    }
}

impl Add<Duration> for Instant {
    type Output = Instant;
    fn add(self, d: Duration) -> Instant {
        Instant(self.0.saturating_add(d.0))
    }
}

impl AddAssign<Duration> for Instant {
    fn add_assign(&mut self, d: Duration) {
        *self = *self + d;
    }
}

impl Sub for Instant {
    type Output = Duration;
    /// The time from `earlier` to `self`, or zero when `earlier` is in fact later.
    fn sub(self, earlier: Instant) -> Duration {
        Duration(self.0.saturating_sub(earlier.0))
    }
}

/// A moment of the calendar, in whole seconds since 1970-01-01 00:00 UTC: the date and time
/// written into saved games and file names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct CalendarTime(u64);

impl CalendarTime {
    /// `secs` seconds after 1970-01-01 00:00 UTC.
    pub const fn from_unix_secs(secs: u64) -> CalendarTime {
        CalendarTime(secs)
    }

    /// Seconds since 1970-01-01 00:00 UTC.
    pub const fn unix_secs(self) -> u64 {
        self.0
    }
}

impl Add<Duration> for CalendarTime {
    type Output = CalendarTime;
    /// Whole seconds only: the milliseconds of `d` are dropped.
    fn add(self, d: Duration) -> CalendarTime {
        CalendarTime(self.0.saturating_add(d.whole_secs()))
    }
}

impl Sub<Duration> for CalendarTime {
    type Output = CalendarTime;
    /// Whole seconds only: the milliseconds of `d` are dropped.
    fn sub(self, d: Duration) -> CalendarTime {
        CalendarTime(self.0.saturating_sub(d.whole_secs()))
    }
}

/// Reads an amount of time as a player writes it: seconds, with up to three decimals (`120`,
/// `7.5`, `.25`, `3.`), or minutes and two-digit seconds (`2:00`, `1:30.5`), to the
/// millisecond; white space around it is ignored. `None` for anything else (a sign, an
/// exponent, a fourth decimal, a number too large). The one reader of `wait`, `--penalty`,
/// `--warn` and the arbiter's `+2:00`; each says in its own words what it expected.
pub fn parse_seconds(text: &str) -> Option<Duration> {
    let text = text.trim();
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    let (minutes, seconds) = match text.split_once(':') {
        Some((m, s)) if !m.is_empty() && digits(m) && s.split('.').next().is_some_and(|w| w.len() == 2) => {
            (m.parse::<u64>().ok()?, s)
        }
        Some(_) => return None,
        None => (0, text),
    };
    let (int, frac) = seconds.split_once('.').unwrap_or((seconds, ""));
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) || frac.len() > 3 {
        return None;
    }
    let whole: u64 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let frac_ms = frac.bytes().zip([100, 10, 1]).map(|(b, w)| u64::from(b - b'0') * w).sum::<u64>();
    let ms = minutes.checked_mul(60)?.checked_add(whole)?.checked_mul(1_000)?.checked_add(frac_ms)?;
    Some(Duration::from_ms(ms))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_read_to_the_millisecond_or_as_minutes_and_seconds() {
        let ms = |n| Some(Duration::from_ms(n));
        assert_eq!(parse_seconds("7.5"), ms(7_500));
        assert_eq!(parse_seconds(".25"), ms(250));
        assert_eq!(parse_seconds("3."), ms(3_000));
        assert_eq!(parse_seconds("0.001"), ms(1));
        assert_eq!(parse_seconds(" 120 "), ms(120_000));
        assert_eq!(parse_seconds("2:00"), ms(120_000));
        assert_eq!(parse_seconds("0:30"), ms(30_000));
        assert_eq!(parse_seconds("1:30.5"), ms(90_500));
        for bad in [
            "",
            ".",
            "-1",
            "+1",
            "1e3",
            "1.2.3",
            "0.0001",
            "x",
            "99999999999999999999",
            ":30",
            "2:0",
            "2:000",
            "2:3.5",
            "1:2:03",
            "a:00",
            "2:xx",
            "-1:00",
        ] {
            assert_eq!(parse_seconds(bad), None, "{bad}");
        }
    }

    #[test]
    fn arithmetic_saturates_instead_of_wrapping() {
        assert_eq!(Duration::MAX + Duration::from_ms(1), Duration::MAX);
        assert_eq!(Duration::from_ms(3) - Duration::from_ms(5), Duration::ZERO);
        assert_eq!(Instant::END + Duration::from_secs(1), Instant::END);
        assert_eq!(Instant::from_ms(10) - Instant::from_ms(25), Duration::ZERO);
        assert_eq!(Instant::from_ms(25) - Instant::from_ms(10), Duration::from_ms(15));
        assert_eq!(Duration::from_minutes(2), Duration::from_secs(120));
        assert_eq!(Duration::from_secs(2).times(3), Duration::from_ms(6_000));
        assert_eq!(CalendarTime::from_unix_secs(100) + Duration::from_ms(2_999), CalendarTime::from_unix_secs(102));
        assert_eq!(CalendarTime::from_unix_secs(100) - Duration::from_ms(2_999), CalendarTime::from_unix_secs(98));
    }
}
