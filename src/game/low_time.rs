//! Low time: the threshold under which a clock is marked, and noticing the moment a running
//! clock goes under it, once per crossing. One authority for `ferz clock` and the game: both
//! take `--warn` (default a tenth of the side's base time, at most 20 s; none in an upcount,
//! which has no flag) and ring `--bell` from what [`LowTime::watch`] says.

use super::clock::Clock;
use super::time::{Duration, Instant};
use super::time_control::{Mode, TimeControl};
use crate::rules::Color;

/// The default threshold is at most this (10% of the base or 20 s, the less).
pub const WARN_CEILING: Duration = Duration::from_secs(20);

/// The low-time threshold of a side playing under `tc`: `warn` when given, else a tenth of the
/// first period's base, at most [`WARN_CEILING`]. Zero (never low) for an upcount or no clock.
///
/// ```
/// use ferz::game::{Duration, TimeControl, warn_threshold};
///
/// let blitz: TimeControl = "3+2".parse().unwrap();
/// assert_eq!(warn_threshold(&blitz, None), Duration::from_secs(18));
/// let rapid: TimeControl = "15+10".parse().unwrap();
/// assert_eq!(warn_threshold(&rapid, None), Duration::from_secs(20));
/// assert_eq!(warn_threshold(&rapid, Some(Duration::from_secs(60))), Duration::from_secs(60));
/// ```
pub fn warn_threshold(tc: &TimeControl, warn: Option<Duration>) -> Duration {
    if tc.is_untimed() || tc.mode() == Mode::Upcount {
        return Duration::ZERO;
    }
    if let Some(warn) = warn {
        return warn;
    }
    let base = tc.periods().first().map_or(Duration::ZERO, |p| p.base);
    Duration::from_ms(base.as_ms() / 10).min(WARN_CEILING)
}

/// Which sides have been told of their low time: a side is told once when its running clock
/// goes under the threshold, and told again only after time given back (an arbiter's
/// correction, a move taken back) lifts it over the threshold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LowTime {
    warn: Option<Duration>,
    warned: [bool; 2],
}

impl LowTime {
    /// Nobody warned yet, with the threshold of `--warn` (`None`: the default).
    pub fn new(warn: Option<Duration>) -> LowTime {
        LowTime { warn, warned: [false; 2] }
    }

    /// `side`'s threshold on `clock`.
    pub fn threshold(&self, clock: &Clock, side: Color) -> Duration {
        warn_threshold(clock.time_control_of(side), self.warn)
    }

    /// True when `side` has time left, but less than its threshold.
    pub fn is_low(&self, clock: &Clock, side: Color, now: Instant) -> bool {
        let left = clock.remaining(side, now);
        !left.is_zero() && left < self.threshold(clock, side)
    }

    /// Looks at the clock at `now`: the side whose running clock has gone under its threshold
    /// since the last look, if one has (a clock that stands never crosses: it is marked, but
    /// nobody is told). Each side is told once per crossing, however often this is asked.
    pub fn watch(&mut self, clock: &Clock, now: Instant) -> Option<Color> {
        let mut crossed = None;
        for side in Color::ALL {
            let i = side.index();
            if self.is_low(clock, side, now) {
                if !self.warned[i] {
                    self.warned[i] = true;
                    if clock.running() == Some(side) {
                        crossed = Some(side);
                    }
                }
            } else if clock.remaining(side, now) >= self.threshold(clock, side) {
                // Time given back arms the warning again.
                self.warned[i] = false;
            }
        }
        crossed
    }

    /// The instant after `now` at which the running clock goes under its threshold, when it
    /// has not yet: the event loop wakes then to mark it (and ring).
    pub fn next_deadline(&self, clock: &Clock, now: Instant) -> Option<Instant> {
        let side = clock.running()?;
        let left = clock.remaining(side, now);
        let threshold = self.threshold(clock, side);
        (!self.warned[side.index()] && left >= threshold && !threshold.is_zero()).then(|| {
            let delay = clock.delay_left(now).unwrap_or(Duration::ZERO);
            now + delay + (left - threshold) + Duration::from_ms(1)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(tc: &str) -> Clock {
        match tc.parse::<TimeControl>() {
            Ok(tc) => Clock::new(&tc),
            Err(e) => panic!("{e}"),
        }
    }

    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    #[test]
    fn a_crossing_is_told_once() {
        // 1 minute: the threshold is 6 s, crossed at 54.001 s.
        let mut c = clock("1");
        let mut low = LowTime::new(None);
        c.start(Color::White, at(0));
        assert_eq!(low.next_deadline(&c, at(0)), Some(at(54_001)));
        assert_eq!(low.watch(&c, at(54_000)), None, "6.000 s left is not low");
        assert_eq!(low.watch(&c, at(54_001)), Some(Color::White));
        for ms in [54_001, 54_500, 59_999] {
            assert_eq!(low.watch(&c, at(ms)), None, "told once, not at {ms}");
        }
        assert_eq!(low.next_deadline(&c, at(55_000)), None);
    }

    #[test]
    fn time_given_back_arms_it_again() {
        let mut c = clock("1");
        let mut low = LowTime::new(Some(Duration::from_secs(30)));
        c.start(Color::White, at(0));
        assert_eq!(low.watch(&c, at(31_000)), Some(Color::White));
        c.add_time(Color::White, Duration::from_secs(10));
        assert_eq!(low.watch(&c, at(31_000)), None);
        assert_eq!(low.watch(&c, at(41_001)), Some(Color::White), "the second crossing is told");
    }

    #[test]
    fn an_upcount_is_never_low() {
        let mut c = clock("up");
        let mut low = LowTime::new(Some(Duration::from_secs(30)));
        c.start(Color::White, at(0));
        assert_eq!(low.watch(&c, at(1)), None);
        assert!(!low.is_low(&c, Color::White, at(1)));
        assert_eq!(low.next_deadline(&c, at(1)), None);
    }
}
