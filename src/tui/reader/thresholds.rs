//! The moments of a running clock worth saying with nobody typing: under one minute, ten
//! seconds. Each is said once per crossing; time given back (a takeback, a correction) lets it
//! be said again. Shared by the game's face and `ferz clock --screen-reader`.

use crate::game::{Clock, Duration, Instant, Mode};
use crate::lang::reader::Threshold;
use crate::rules::Color;

/// Under this a running clock is said to be under one minute.
const ONE_MINUTE: Duration = Duration::from_secs(60);

/// At or under this a running clock is said to be at ten seconds.
const TEN_SECONDS: Duration = Duration::from_secs(10);

/// The threshold `left` is under, if any (none once the flag has fallen).
fn level(left: Duration) -> Option<Threshold> {
    if left.is_zero() {
        None
    } else if left <= TEN_SECONDS {
        Some(Threshold::TenSeconds)
    } else if left < ONE_MINUTE {
        Some(Threshold::OneMinute)
    } else {
        None
    }
}

/// The lowest threshold said for each side's clock.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Thresholds {
    said: [Option<Threshold>; 2],
}

impl Thresholds {
    /// A clock already under a threshold (a game resumed) is marked, not said.
    pub fn mark(&mut self, clock: &Clock, now: Instant) {
        for side in Color::ALL {
            self.said[side.index()] = level(clock.remaining(side, now));
        }
    }

    /// The running clock's crossing since the last look, if it made one: the side, the
    /// threshold and the time left. A clock with time given back lowers its mark silently.
    pub fn watch(&mut self, clock: &Clock, now: Instant) -> Option<(Color, Threshold, Duration)> {
        if clock.is_untimed() || clock.mode() == Mode::Upcount {
            return None;
        }
        let mut crossed = None;
        for side in Color::ALL {
            let left = clock.remaining(side, now);
            let here = level(left);
            let said = &mut self.said[side.index()];
            if here < *said {
                *said = here;
            } else if here > *said && clock.running() == Some(side) {
                *said = here;
                crossed = here.map(|t| (side, t, left));
            }
        }
        crossed
    }

    /// The instant after `now` at which the running clock crosses its next threshold not yet
    /// said, or its flag falls.
    pub fn next_deadline(&self, clock: &Clock, now: Instant) -> Option<Instant> {
        let side = clock.running()?;
        if clock.is_untimed() {
            return None;
        }
        let flag = clock.flag_at();
        if clock.mode() == Mode::Upcount {
            return flag;
        }
        let left = clock.remaining(side, now);
        let delay = clock.delay_left(now).unwrap_or(Duration::ZERO);
        let said = self.said[side.index()];
        let marks = [(Threshold::OneMinute, ONE_MINUTE - Duration::from_ms(1)), (Threshold::TenSeconds, TEN_SECONDS)];
        let crossing = marks
            .into_iter()
            .filter(|&(t, at)| said < Some(t) && left > at)
            .map(|(_, at)| now + delay + (left - at))
            .min();
        // A flag already due is looked at at once.
        let flag = flag.map(|at| at.max(now + Duration::from_ms(1)));
        [crossing, flag].into_iter().flatten().min()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    #[test]
    fn each_threshold_is_said_once_and_again_after_time_given_back() {
        let mut clock = Clock::new(&"1.5".parse().unwrap_or_else(|e| panic!("{e}")));
        clock.start(Color::White, at(0));
        let mut t = Thresholds::default();
        t.mark(&clock, at(0));
        assert_eq!(t.watch(&clock, at(1_000)), None);
        // 90 s: under one minute after 30 s.
        assert_eq!(t.next_deadline(&clock, at(1_000)), Some(at(30_001)));
        assert_eq!(t.watch(&clock, at(30_001)), Some((Color::White, Threshold::OneMinute, Duration::from_ms(59_999))));
        assert_eq!(t.watch(&clock, at(31_000)), None, "said once");
        assert_eq!(t.next_deadline(&clock, at(31_000)), Some(at(80_000)));
        assert_eq!(t.watch(&clock, at(80_000)), Some((Color::White, Threshold::TenSeconds, Duration::from_secs(10))));
        assert_eq!(t.next_deadline(&clock, at(80_000)), Some(at(90_000)), "then the flag");
        clock.add_time(Color::White, Duration::from_secs(120));
        assert_eq!(t.watch(&clock, at(81_000)), None, "time given back is not said");
        assert_eq!(t.next_deadline(&clock, at(81_000)), Some(at(150_001)));
    }
}
