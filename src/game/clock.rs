//! The chess clock, following the FIDE Laws (article 6 and the DGT "FIDE mode").
//!
//! The clock never reads the time itself: every call that depends on time takes `now`, a count
//! of milliseconds on a timeline the caller chooses (a virtual clock in tests and `ferz script`,
//! `Instant`-based in the terminal game). It stores absolute instants and integer milliseconds,
//! so no rounding ever accumulates, and it can say when the display next changes
//! ([`Clock::next_display_change`]) so an idle game sleeps until then.
//!
//! Untimed games (`none`) still get a `Clock`: [`Clock::is_untimed`] is true, it counts moves and
//! whose turn it is, never flags, reports `u64::MAX` remaining and never asks to be redrawn.
//!
//! ```
//! use ferz::game::clock::{Clock, format_clock};
//! use ferz::game::time_control::TimeControl;
//! use ferz::rules::Color;
//!
//! let tc: TimeControl = "3+2".parse()?;
//! let mut clock = Clock::new(&tc);
//! clock.start(Color::White, 0);
//! clock.press(5_000)?; // White moved after 5 s and gets the 2 s increment.
//! assert_eq!(clock.remaining_ms(Color::White, 5_000), 179_000);
//! assert_eq!(format_clock(clock.remaining_ms(Color::Black, 6_500)), "3:00");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use crate::game::time_control::{Bonus, Period, TimeControl};
use crate::rules::Color;

/// Below this many ms a clock shows tenths of a second (FIDE-style `0:19.7`).
pub const TENTHS_BELOW_MS: u64 = 20_000;

/// Why the clock refused a press or a saved state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    /// No move is in progress: the clock was never started.
    NotStarted,
    /// The clocks are paused; resume before pressing.
    Paused,
    /// The game is over and the clock is stopped.
    Stopped,
    /// This side's time ran out before the press.
    Flagged(Color),
    /// A saved clock state does not fit the time control.
    BadState(&'static str),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::Paused => f.write_str("the clock is paused; resume it first"),
            ClockError::Stopped => f.write_str("the game is over; the clock is stopped"),
            ClockError::Flagged(side) => write!(f, "{side}'s time has run out"),
            ClockError::BadState(why) => write!(f, "the saved clock does not fit: {why}"),
        }
    }
}

impl std::error::Error for ClockError {}

/// Everything needed to rebuild a clock later (adjournment, autosave), indexed by
/// [`Color::index`]. Restoring gives a paused clock that [`Clock::resume`] continues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockState {
    /// Each side's time in ms before the move in progress is charged: for the side to move, the
    /// time it had when its move began; for the other side, its time now.
    pub remaining_ms: [u64; 2],
    /// How many moves each side has completed (clock presses).
    pub moves_made: [u32; 2],
    /// The period each side is in, counting from 0.
    pub period_index: [usize; 2],
    /// The side whose move was in progress, or `None` before the clock was first started.
    pub to_move: Option<Color>,
    /// Running time already spent on the move in progress, in ms (pauses excluded).
    pub used_in_move_ms: u64,
}

/// A two-sided chess clock over a [`TimeControl`]; see the module documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    tc: TimeControl,
    /// Time on each clock before the move in progress is charged.
    banked: [u64; 2],
    moves: [u32; 2],
    period: [usize; 2],
    /// Whose move is in progress.
    turn: Option<Color>,
    /// Running time of the move in progress before `since`.
    used: u64,
    /// The instant the clock last started running; `None` while paused, stopped or not started.
    since: Option<u64>,
    stopped: bool,
}

impl Clock {
    /// A clock before the game: both sides hold the first period's base plus its Fischer
    /// increment (credited before move 1, as a DGT clock in FIDE mode). Nothing runs yet.
    pub fn new(tc: &TimeControl) -> Clock {
        let start = tc.periods().first().map_or(0, |p| p.base_ms.saturating_add(p.bonus.increment_ms()));
        Clock {
            tc: tc.clone(),
            banked: [start; 2],
            moves: [0; 2],
            period: [0; 2],
            turn: None,
            used: 0,
            since: None,
            stopped: false,
        }
    }

    /// Rebuilds a clock from a saved [`ClockState`]. The result is paused (or not started when
    /// `to_move` is `None`): [`Clock::resume`] continues the saved move, keeping the time and
    /// delay it already used; [`Clock::start`] begins a fresh move instead.
    pub fn from_state(tc: &TimeControl, state: &ClockState) -> Result<Clock, ClockError> {
        let mut clock = Clock::new(tc);
        if tc.is_untimed() {
            if state.period_index != [0, 0] {
                return Err(ClockError::BadState("an untimed game has no periods"));
            }
        } else {
            for side in Color::ALL {
                let i = side.index();
                let p = state.period_index[i];
                if p >= tc.periods().len() {
                    return Err(ClockError::BadState("a period index is past the last period"));
                }
                let first = clock
                    .period_start(p)
                    .ok_or(ClockError::BadState("the move counts of the periods are too large"))?;
                let within_end = clock.period_end(p).is_none_or(|end| state.moves_made[i] < end);
                if state.moves_made[i] < first || !within_end {
                    return Err(ClockError::BadState("a side's move count does not match its period"));
                }
            }
            clock.banked = state.remaining_ms;
        }
        clock.moves = state.moves_made;
        clock.period = state.period_index;
        clock.turn = state.to_move;
        clock.used = if state.to_move.is_some() { state.used_in_move_ms } else { 0 };
        Ok(clock)
    }

    /// The whole state at `now`, for [`Clock::from_state`].
    pub fn state(&self, now: u64) -> ClockState {
        ClockState {
            remaining_ms: self.banked,
            moves_made: self.moves,
            period_index: self.period,
            to_move: self.turn,
            used_in_move_ms: self.used_at(now),
        }
    }

    /// The time control this clock runs.
    pub fn time_control(&self) -> &TimeControl {
        &self.tc
    }

    /// True when the game has no clock: it never flags and shows no time.
    pub fn is_untimed(&self) -> bool {
        self.tc.is_untimed()
    }

    /// Begins a move for `side` at `now`: its clock runs and, with a delay, the delay starts.
    /// Used when the game starts (White, or the side to move of a FEN) and after a restore to
    /// start a fresh move. A move in progress is dropped without charging it; after
    /// [`Clock::stop`] this does nothing. Moves end with [`Clock::press`].
    pub fn start(&mut self, side: Color, now: u64) {
        if self.stopped {
            return;
        }
        self.turn = Some(side);
        self.used = 0;
        self.since = Some(now);
    }

    /// The side whose clock is running now, if any (not while paused or stopped).
    pub fn running(&self) -> Option<Color> {
        self.since.and(self.turn)
    }

    /// The side whose move is in progress, running or paused.
    pub fn to_move(&self) -> Option<Color> {
        self.turn
    }

    /// True when a move is in progress but both clocks are halted by [`Clock::pause`] (or the
    /// clock was restored from a state).
    pub fn is_paused(&self) -> bool {
        self.turn.is_some() && self.since.is_none() && !self.stopped
    }

    /// True after [`Clock::stop`]: the game is over and the clocks are frozen.
    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    /// Running time spent on the move in progress up to `now` (0 when no move is in progress).
    /// An instant earlier than the last start counts as that start.
    pub fn used_in_move_ms(&self, now: u64) -> u64 {
        self.used_at(now)
    }

    fn used_at(&self, now: u64) -> u64 {
        match self.since {
            Some(since) => self.used.saturating_add(now.saturating_sub(since)),
            None => self.used,
        }
    }

    /// The period that governs `side`'s current (or next) move; `None` when untimed.
    pub fn period(&self, side: Color) -> Option<&Period> {
        self.tc.periods().get(self.period[side.index()])
    }

    fn bonus(&self, side: Color) -> Bonus {
        self.period(side).map_or(Bonus::None, |p| p.bonus)
    }

    /// The main time `side` has at `now`, in ms, never below 0. With a simple delay it does not
    /// move during the first seconds of each move; with Bronstein it runs and the refund comes
    /// at the press. `u64::MAX` when untimed.
    pub fn remaining_ms(&self, side: Color, now: u64) -> u64 {
        if self.is_untimed() {
            return u64::MAX;
        }
        let banked = self.banked[side.index()];
        if self.turn != Some(side) {
            return banked;
        }
        let used = self.used_at(now);
        let charged = match self.bonus(side) {
            Bonus::SimpleDelay(delay) => used.saturating_sub(delay),
            _ => used,
        };
        banked.saturating_sub(charged)
    }

    /// With a simple delay, how much of the current move's delay is left at `now` (0 once it
    /// has passed). `None` for other bonuses, untimed games, or when no move is in progress or
    /// the game is over; a paused move still reports its delay.
    pub fn delay_left_ms(&self, now: u64) -> Option<u64> {
        if self.stopped {
            return None;
        }
        let side = self.turn?;
        match self.bonus(side) {
            Bonus::SimpleDelay(delay) => Some(delay.saturating_sub(self.used_at(now))),
            _ => None,
        }
    }

    /// The running time `side` may spend on its current move before its flag falls: its main
    /// time, plus the delay for a simple delay (a Bronstein refund comes only after the press).
    fn allowance(&self, side: Color) -> u64 {
        let banked = self.banked[side.index()];
        match self.bonus(side) {
            Bonus::SimpleDelay(delay) => banked.saturating_add(delay),
            _ => banked,
        }
    }

    /// The side to move completes its move at `now`: its time is charged (with a Bronstein
    /// refund of up to the delay), the move is counted, completing a period's last move adds the
    /// next period's base, the Fischer increment for its next move is credited, and the
    /// opponent's clock starts at `now`.
    ///
    /// The increment credited after a move is that of the period the player's next move falls
    /// in: credit comes before each move, so a period's increment (or delay) applies to every
    /// move made in it. Refused when no move is in progress, when paused or stopped, and when the
    /// mover's flag has already fallen at `now`.
    pub fn press(&mut self, now: u64) -> Result<(), ClockError> {
        if self.stopped {
            return Err(ClockError::Stopped);
        }
        let side = self.turn.ok_or(ClockError::NotStarted)?;
        if self.since.is_none() {
            return Err(ClockError::Paused);
        }
        let used = self.used_at(now);
        let i = side.index();
        if !self.is_untimed() {
            if used >= self.allowance(side) {
                return Err(ClockError::Flagged(side));
            }
            let banked = self.banked[i];
            self.banked[i] = match self.bonus(side) {
                Bonus::SimpleDelay(delay) => banked - used.saturating_sub(delay),
                Bonus::Bronstein(delay) => banked - used + used.min(delay),
                Bonus::None | Bonus::Fischer(_) => banked - used,
            };
        }
        self.moves[i] = self.moves[i].saturating_add(1);
        let p = self.period[i];
        if self.period_end(p) == Some(self.moves[i]) && p + 1 < self.tc.periods().len() {
            self.period[i] = p + 1;
            let next_base = self.tc.periods()[p + 1].base_ms;
            self.banked[i] = self.banked[i].saturating_add(next_base);
        }
        let increment = self.bonus(side).increment_ms();
        self.banked[i] = self.banked[i].saturating_add(increment);
        self.turn = Some(!side);
        self.used = 0;
        self.since = Some(now);
        Ok(())
    }

    /// The side whose time has run out at `now`: the main time of the side to move has reached
    /// zero (after any delay). Never for untimed games.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        if self.is_untimed() {
            return None;
        }
        let side = self.turn?;
        (self.used_at(now) >= self.allowance(side)).then_some(side)
    }

    /// The instant the running side's flag falls if nobody presses, which may already be past.
    /// `None` when no clock is running or the game is untimed.
    pub fn flag_at(&self) -> Option<u64> {
        if self.is_untimed() {
            return None;
        }
        let since = self.since?;
        let side = self.turn?;
        Some(since.saturating_add(self.allowance(side).saturating_sub(self.used)))
    }

    /// The first instant after `now` at which the text of either clock or of the delay countdown
    /// changes (see [`format_clock`] and [`format_delay`]), so a UI can sleep until then.
    /// `None` when nothing runs, the game is untimed, or the running clock already shows zero.
    pub fn next_display_change(&self, now: u64) -> Option<u64> {
        if self.is_untimed() {
            return None;
        }
        let side = self.running()?;
        let delay_left = self.delay_left_ms(now).unwrap_or(0);
        let main = self.remaining_ms(side, now);
        let main_change = (main > 0).then(|| {
            let step = main - clock_step_down(main);
            now.saturating_add(delay_left).saturating_add(step)
        });
        let delay_change = (delay_left > 0).then(|| {
            let step = delay_left - delay_step_down(delay_left);
            now.saturating_add(step)
        });
        let next = match (main_change, delay_change) {
            (Some(a), Some(b)) => a.min(b),
            (a, b) => a.or(b)?,
        };
        (next > now).then_some(next)
    }

    /// Halts both clocks at `now` (the move in progress keeps the time and delay it used).
    /// Does nothing when nothing runs.
    pub fn pause(&mut self, now: u64) {
        if self.since.is_some() {
            self.used = self.used_at(now);
            self.since = None;
        }
    }

    /// Restarts the clock of the side to move at `now`, continuing the same move. Does nothing
    /// when no move is in progress, when running, or after [`Clock::stop`].
    pub fn resume(&mut self, now: u64) {
        if self.turn.is_some() && self.since.is_none() && !self.stopped {
            self.since = Some(now);
        }
    }

    /// The game is over: freezes both clocks at `now` for good. The shown times stay readable.
    pub fn stop(&mut self, now: u64) {
        self.pause(now);
        self.stopped = true;
    }

    /// Gives `side` `ms` extra time, e.g. the penalty for the opponent's incorrect draw claim
    /// (FIDE 9.5.3). Does nothing in an untimed game.
    pub fn add_time(&mut self, side: Color, ms: u64) {
        if !self.is_untimed() {
            let i = side.index();
            self.banked[i] = self.banked[i].saturating_add(ms);
        }
    }

    /// How many moves `side` has completed (clock presses).
    pub fn moves_made(&self, side: Color) -> u32 {
        self.moves[side.index()]
    }

    /// The period `side` is in, counting from 0.
    pub fn period_index(&self, side: Color) -> usize {
        self.period[side.index()]
    }

    /// How many more moves `side` must complete to reach the next time control (40 at the start
    /// of `40/90+30,30+30`); `None` in the last period or when untimed.
    pub fn moves_to_next_control(&self, side: Color) -> Option<u32> {
        let end = self.period_end(self.period[side.index()])?;
        Some(end.saturating_sub(self.moves[side.index()]))
    }

    /// The number of moves completed before period `p` starts; `None` on overflow.
    fn period_start(&self, p: usize) -> Option<u32> {
        self.tc.periods().iter().take(p).try_fold(0u32, |acc, period| acc.checked_add(period.moves.unwrap_or(0)))
    }

    /// The move count that completes period `p`; `None` for the last period.
    fn period_end(&self, p: usize) -> Option<u32> {
        let moves = self.tc.periods().get(p)?.moves?;
        self.period_start(p)?.checked_add(moves)
    }
}

/// The largest time below `ms` whose [`format_clock`] text differs from that of `ms`.
fn clock_step_down(ms: u64) -> u64 {
    if ms >= TENTHS_BELOW_MS { ms / 1_000 * 1_000 - 1 } else { delay_step_down(ms) }
}

/// The largest time below `ms` whose tenths text ([`format_delay`]) differs from that of `ms`.
fn delay_step_down(ms: u64) -> u64 {
    if ms >= 200 { ms / 100 * 100 - 1 } else { 0 }
}

/// Tenths of a second to show for `ms`: rounded down, but never 0 while any time is left.
fn shown_tenths(ms: u64) -> u64 {
    if ms == 0 { 0 } else { (ms / 100).max(1) }
}

/// A clock reading: `1:23:45` from one hour, `12:34` or `0:45` down to 20 s, then tenths
/// (`0:19.7`). Rounded down, so a clock never shows time the player does not have — except that
/// any time left under 0.1 s shows `0:00.1`: `0:00.0` means the flag has fallen.
pub fn format_clock(ms: u64) -> String {
    if ms >= TENTHS_BELOW_MS {
        let s = ms / 1_000;
        let (h, m, sec) = (s / 3_600, s / 60 % 60, s % 60);
        if h > 0 { format!("{h}:{m:02}:{sec:02}") } else { format!("{m}:{sec:02}") }
    } else {
        let t = shown_tenths(ms);
        format!("0:{:02}.{}", t / 10, t % 10)
    }
}

/// A delay countdown in seconds and tenths (`2.9`), rounded down like [`format_clock`]: `0.1`
/// while any delay is left, `0.0` once it has passed.
pub fn format_delay(ms: u64) -> String {
    let t = shown_tenths(ms);
    format!("{}.{}", t / 10, t % 10)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    fn clock(s: &str) -> Clock {
        match s.parse::<TimeControl>() {
            Ok(tc) => Clock::new(&tc),
            Err(e) => panic!("{s:?}: {e}"),
        }
    }

    fn press(c: &mut Clock, now: u64) {
        if let Err(e) = c.press(now) {
            panic!("press at {now}: {e}");
        }
    }

    #[test]
    fn fischer_credits_before_each_move() {
        let mut c = clock("3+2");
        assert_eq!(c.remaining_ms(White, 0), 182_000);
        assert_eq!(c.remaining_ms(Black, 0), 182_000);
        assert_eq!(c.running(), None);
        c.start(White, 0);
        assert_eq!(c.running(), Some(White));
        assert_eq!(c.remaining_ms(White, 4_000), 178_000);
        press(&mut c, 5_000);
        assert_eq!(c.remaining_ms(White, 5_000), 179_000);
        assert_eq!(c.running(), Some(Black));
        assert_eq!(c.remaining_ms(Black, 8_000), 179_000);
        assert_eq!(c.remaining_ms(White, 8_000), 179_000, "White's clock stands");
        press(&mut c, 8_000);
        assert_eq!(c.remaining_ms(Black, 8_000), 181_000);
        assert_eq!(c.remaining_ms(White, 9_500), 177_500);
        assert_eq!(c.moves_made(White), 1);
        assert_eq!(c.moves_made(Black), 1);
        assert_eq!(c.moves_to_next_control(White), None);
    }

    #[test]
    fn sudden_death_has_no_credit() {
        let mut c = clock("1");
        assert_eq!(c.remaining_ms(White, 0), 60_000);
        c.start(White, 100);
        press(&mut c, 10_100);
        assert_eq!(c.remaining_ms(White, 20_000), 50_000);
    }

    #[test]
    fn simple_delay() {
        let mut c = clock("5d3");
        assert_eq!(c.remaining_ms(White, 0), 300_000, "no credit before move 1");
        c.start(White, 0);
        assert_eq!(c.delay_left_ms(1_000), Some(2_000));
        assert_eq!(c.remaining_ms(White, 1_000), 300_000, "main time waits");
        assert_eq!(c.remaining_ms(White, 3_000), 300_000);
        assert_eq!(c.delay_left_ms(3_000), Some(0));
        assert_eq!(c.remaining_ms(White, 3_001), 299_999);
        press(&mut c, 2_000); // a 2 s move costs nothing
        assert_eq!(c.remaining_ms(White, 2_000), 300_000);
        assert_eq!(c.delay_left_ms(2_000), Some(3_000), "Black's delay begins");
        press(&mut c, 7_000); // a 5 s move costs 2 s
        assert_eq!(c.remaining_ms(Black, 7_000), 298_000);
        assert_eq!(c.flag_at(), Some(7_000 + 3_000 + 300_000));
    }

    #[test]
    fn bronstein_delay() {
        let mut c = clock("5b3");
        assert_eq!(c.remaining_ms(White, 0), 300_000);
        c.start(White, 0);
        assert_eq!(c.remaining_ms(White, 1_000), 299_000, "main time runs");
        assert_eq!(c.delay_left_ms(1_000), None);
        press(&mut c, 2_000); // 2 s given back
        assert_eq!(c.remaining_ms(White, 2_000), 300_000);
        assert_eq!(c.remaining_ms(Black, 6_000), 296_000);
        press(&mut c, 7_000); // 5 s used, 3 s given back
        assert_eq!(c.remaining_ms(Black, 7_000), 298_000);
        assert_eq!(c.flag_at(), Some(7_000 + 300_000), "no delay before the flag");
    }

    #[test]
    fn two_periods_with_increment() {
        let mut c = clock("40/90+30,30+30");
        assert_eq!(c.remaining_ms(White, 0), 5_430_000);
        assert_eq!(c.moves_to_next_control(White), Some(40));
        c.start(White, 0);
        let mut now = 0;
        for n in 1..=40u32 {
            now += 10_000;
            press(&mut c, now); // White: 10 s, +30 s
            now += 10_000;
            press(&mut c, now); // Black
            if n == 39 {
                assert_eq!(c.remaining_ms(White, now), 5_430_000 + 39 * 20_000);
                assert_eq!(c.moves_to_next_control(White), Some(1));
                assert_eq!(c.period_index(White), 0);
            }
        }
        // After the 40th move: 6 230 000 plus the 30 minutes of the second period.
        assert_eq!(c.remaining_ms(White, now), 8_030_000);
        assert_eq!(c.remaining_ms(Black, now), 8_030_000);
        assert_eq!(c.period_index(White), 1);
        assert_eq!(c.moves_made(White), 40);
        assert_eq!(c.moves_to_next_control(White), None);
        now += 10_000;
        press(&mut c, now);
        assert_eq!(c.remaining_ms(White, now), 8_050_000);
    }

    #[test]
    fn three_periods() {
        let mut c = clock("40/120,20/60,30");
        c.start(White, 0);
        let mut now = 0;
        for _ in 0..40 {
            now += 60_000;
            press(&mut c, now);
            now += 1_000;
            press(&mut c, now);
        }
        assert_eq!(c.remaining_ms(White, now), 4_800_000 + 3_600_000);
        assert_eq!(c.remaining_ms(Black, now), 7_160_000 + 3_600_000);
        assert_eq!(c.moves_to_next_control(White), Some(20));
        assert_eq!(c.period_index(Black), 1);
        for _ in 0..20 {
            now += 60_000;
            press(&mut c, now);
            now += 1_000;
            press(&mut c, now);
        }
        assert_eq!(c.remaining_ms(White, now), 8_400_000 - 1_200_000 + 1_800_000);
        assert_eq!(c.period_index(White), 2);
        assert_eq!(c.moves_made(White), 60);
        assert_eq!(c.moves_to_next_control(White), None);
    }

    #[test]
    fn a_period_increment_applies_to_its_own_moves() {
        // No increment for moves 1–40; 30 s credited before each move from move 41 on.
        let mut c = clock("40/120,30+30");
        assert_eq!(c.remaining_ms(White, 0), 7_200_000);
        c.start(White, 0);
        let mut now = 0;
        for _ in 0..40 {
            now += 1_000;
            press(&mut c, now);
            now += 1_000;
            press(&mut c, now);
        }
        assert_eq!(c.remaining_ms(White, now), 7_160_000 + 1_800_000 + 30_000);
        // And the other way round: the 40th move's credit is for move 41, which has none.
        let mut c = clock("40/90+30,30");
        c.start(White, 0);
        let mut now = 0;
        for _ in 0..40 {
            now += 1_000;
            press(&mut c, now);
            now += 1_000;
            press(&mut c, now);
        }
        assert_eq!(c.remaining_ms(White, now), 5_430_000 + 39 * 29_000 - 1_000 + 1_800_000);
    }

    #[test]
    fn a_period_delay_applies_to_its_own_moves() {
        let mut c = clock("1/10,5d3");
        c.start(White, 0);
        press(&mut c, 2_000);
        assert_eq!(c.remaining_ms(White, 2_000), 598_000 + 300_000);
        c.start(White, 10_000);
        assert_eq!(c.delay_left_ms(11_000), Some(2_000));
        assert_eq!(c.remaining_ms(White, 11_000), 898_000);
    }

    #[test]
    fn flag_falls_when_main_time_reaches_zero() {
        let mut c = clock("1+0");
        c.start(White, 1_000);
        assert_eq!(c.flag_at(), Some(61_000));
        assert_eq!(c.flagged(60_999), None);
        assert_eq!(c.remaining_ms(White, 60_999), 1);
        assert_eq!(c.flagged(61_000), Some(White));
        assert_eq!(c.remaining_ms(White, 70_000), 0);
        assert_eq!(c.press(61_000), Err(ClockError::Flagged(White)));
        assert_eq!(c.running(), Some(White), "a refused press changes nothing");
        press(&mut c, 60_999);
        assert_eq!(c.flag_at(), Some(60_999 + 60_000));

        let mut c = clock("5d3");
        c.start(Black, 0);
        assert_eq!(c.flagged(302_999), None);
        assert_eq!(c.flagged(303_000), Some(Black));
    }

    #[test]
    fn press_needs_a_running_move() {
        let mut c = clock("blitz");
        assert_eq!(c.press(0), Err(ClockError::NotStarted));
        c.start(White, 0);
        c.pause(1_000);
        assert_eq!(c.press(2_000), Err(ClockError::Paused));
        c.resume(2_000);
        c.stop(3_000);
        assert_eq!(c.press(4_000), Err(ClockError::Stopped));
        assert_eq!(c.remaining_ms(White, 9_000), 180_000);
        assert_eq!(c.running(), None);
        assert!(!c.is_paused());
        assert!(c.is_stopped());
        assert_eq!(c.flag_at(), None);
        c.resume(10_000);
        c.start(Black, 10_000);
        assert_eq!(c.running(), None, "a stopped clock stays stopped");
        assert_eq!(c.remaining_ms(White, 20_000), 180_000);

        let mut c = clock("5d3");
        c.start(White, 0);
        assert_eq!(c.delay_left_ms(1_000), Some(2_000));
        c.stop(1_000);
        assert_eq!(c.delay_left_ms(1_000), None, "no countdown after the game");
    }

    #[test]
    fn start_begins_a_fresh_move() {
        let mut c = clock("5d3");
        c.start(White, 0);
        c.pause(2_500);
        c.start(White, 10_000);
        assert_eq!(c.delay_left_ms(10_000), Some(3_000));
        assert_eq!(c.flag_at(), Some(10_000 + 303_000));
        assert_eq!(c.used_in_move_ms(11_000), 1_000);
    }

    #[test]
    fn pause_and_resume_keep_the_move() {
        let mut c = clock("5d3");
        c.start(White, 0);
        c.pause(1_000);
        assert!(c.is_paused());
        assert_eq!(c.running(), None);
        assert_eq!(c.delay_left_ms(50_000), Some(2_000));
        assert_eq!(c.next_display_change(50_000), None);
        assert_eq!(c.flag_at(), None);
        c.resume(10_000);
        assert_eq!(c.running(), Some(White));
        assert_eq!(c.delay_left_ms(10_500), Some(1_500));
        assert_eq!(c.flag_at(), Some(10_000 + 302_000));
        press(&mut c, 12_000); // 3 s of running time: still free
        assert_eq!(c.remaining_ms(White, 12_000), 300_000);

        let mut c = clock("3+2");
        c.start(White, 0);
        c.pause(4_000);
        assert_eq!(c.remaining_ms(White, 100_000), 178_000);
        c.resume(100_000);
        press(&mut c, 101_000);
        assert_eq!(c.remaining_ms(White, 101_000), 179_000);
    }

    #[test]
    fn penalty_adds_time() {
        let mut c = clock("rapid");
        c.start(White, 0);
        c.add_time(Black, 60_000);
        assert_eq!(c.remaining_ms(Black, 5_000), 910_000 + 60_000);
        c.add_time(White, 1_000);
        assert_eq!(c.remaining_ms(White, 5_000), 906_000);
        assert_eq!(c.flag_at(), Some(911_000));
    }

    #[test]
    fn display_changes_on_whole_seconds_then_tenths() {
        let mut c = clock("1+0");
        c.start(White, 0);
        // 60 000 shows 1:00 and turns 0:59 when 59 999 is left.
        assert_eq!(c.next_display_change(0), Some(1));
        assert_eq!(c.next_display_change(1), Some(1_001));
        // 21 000 left at 39 000: 0:21 until 20 999.
        assert_eq!(c.next_display_change(39_000), Some(39_001));
        // 20 500 left: 0:20 until 19 999, which shows 0:19.9.
        assert_eq!(format_clock(20_500), "0:20");
        assert_eq!(c.next_display_change(39_500), Some(40_001));
        assert_eq!(format_clock(19_999), "0:19.9");
        assert_eq!(c.next_display_change(40_001), Some(40_101));
        // 150 left shows 0:00.1 until the flag, when it shows 0:00.0.
        assert_eq!(c.next_display_change(59_850), Some(60_000));
        assert_eq!(c.next_display_change(60_000), None);
        assert_eq!(c.next_display_change(60_500), None);
        // Never at or before `now`.
        for now in (0..60_000).step_by(37) {
            let next = c.next_display_change(now);
            assert!(next.is_some_and(|t| t > now), "at {now}: {next:?}");
            let t = next.unwrap_or(0);
            let shown = |at: u64| format_clock(c.remaining_ms(White, at));
            assert_eq!(shown(t - 1), shown(now), "text steady until {t}");
            assert_ne!(shown(t), shown(now), "text changes at {t}");
        }
    }

    #[test]
    fn display_changes_with_the_delay_countdown() {
        let mut c = clock("5d3");
        c.start(White, 0);
        assert_eq!(format_delay(c.delay_left_ms(0).unwrap_or(0)), "3.0");
        assert_eq!(c.next_display_change(0), Some(1), "3.0 becomes 2.9");
        assert_eq!(c.next_display_change(1), Some(101));
        assert_eq!(c.next_display_change(2_850), Some(3_000), "0.1 until the delay ends");
        // Then the main time: 5:00 becomes 4:59 one ms after the delay.
        assert_eq!(c.next_display_change(3_000), Some(3_001));
        assert_eq!(format_delay(0), "0.0");
        assert_eq!(format_delay(50), "0.1");
        assert_eq!(format_delay(2_999), "2.9");
    }

    #[test]
    fn clock_texts() {
        assert_eq!(format_clock(5_025_000), "1:23:45");
        assert_eq!(format_clock(3_600_000), "1:00:00");
        assert_eq!(format_clock(3_599_999), "59:59");
        assert_eq!(format_clock(754_999), "12:34");
        assert_eq!(format_clock(45_000), "0:45");
        assert_eq!(format_clock(20_000), "0:20");
        assert_eq!(format_clock(19_799), "0:19.7");
        assert_eq!(format_clock(9_050), "0:09.0");
        assert_eq!(format_clock(100), "0:00.1");
        assert_eq!(format_clock(1), "0:00.1");
        assert_eq!(format_clock(0), "0:00.0");
        assert_eq!(format_clock(u64::MAX), "5124095576030:25:51");
    }

    #[test]
    fn state_round_trip_resumes_the_move() {
        let tc: TimeControl = match "5d3".parse() {
            Ok(tc) => tc,
            Err(e) => panic!("{e}"),
        };
        let mut c = Clock::new(&tc);
        c.start(White, 0);
        press(&mut c, 4_000);
        let saved = c.state(1_000 + 4_000);
        assert_eq!(
            saved,
            ClockState {
                remaining_ms: [299_000, 300_000],
                moves_made: [1, 0],
                period_index: [0, 0],
                to_move: Some(Black),
                used_in_move_ms: 1_000,
            }
        );
        let mut r = match Clock::from_state(&tc, &saved) {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        };
        assert!(r.is_paused());
        assert_eq!(r.running(), None);
        assert_eq!(r.delay_left_ms(0), Some(2_000));
        r.resume(1_000_000);
        assert_eq!(r.running(), Some(Black));
        press(&mut r, 1_004_000); // 5 s in all: 2 s charged
        assert_eq!(r.remaining_ms(Black, 1_004_000), 298_000);
        assert_eq!(r.remaining_ms(White, 1_004_000), 299_000);
    }

    #[test]
    fn bad_states_are_refused() {
        let tc: TimeControl = match "40/90+30,30+30".parse() {
            Ok(tc) => tc,
            Err(e) => panic!("{e}"),
        };
        let good = ClockState {
            remaining_ms: [1_000, 1_000],
            moves_made: [40, 39],
            period_index: [1, 0],
            to_move: Some(Black),
            used_in_move_ms: 0,
        };
        let restored = Clock::from_state(&tc, &good);
        assert!(restored.is_ok());
        assert_eq!(restored.map(|c| c.moves_to_next_control(Black)), Ok(Some(1)));
        for bad in [
            ClockState { period_index: [2, 0], ..good },
            ClockState { moves_made: [39, 39], ..good },
            ClockState { moves_made: [40, 40], ..good },
        ] {
            assert!(matches!(Clock::from_state(&tc, &bad), Err(ClockError::BadState(_))));
        }
    }

    #[test]
    fn untimed_clock_counts_moves_only() {
        let mut c = clock("none");
        assert!(c.is_untimed());
        c.start(White, 0);
        assert_eq!(c.remaining_ms(White, 1 << 40), u64::MAX);
        assert_eq!(c.flagged(u64::MAX), None);
        assert_eq!(c.flag_at(), None);
        assert_eq!(c.next_display_change(5), None);
        assert_eq!(c.delay_left_ms(5), None);
        press(&mut c, 1 << 40);
        assert_eq!(c.running(), Some(Black));
        assert_eq!(c.moves_made(White), 1);
        assert_eq!(c.moves_to_next_control(White), None);
        c.add_time(White, 5);
        assert_eq!(c.remaining_ms(White, 0), u64::MAX);
    }

    proptest::proptest! {
        #[test]
        fn no_drift_over_many_moves(
            thinks in proptest::collection::vec(0u64..15_000, 1..100),
            kind in 0usize..4,
        ) {
            let tcs = ["15", "15+10", "15d10", "15b10"];
            let mut c = clock(tcs[kind]);
            let start = 1_234_567;
            c.start(White, start);
            let mut now = start;
            let mut expect = [0i64; 2];
            let base = c.remaining_ms(White, start) as i64;
            for (ply, &think) in thinks.iter().enumerate() {
                let side = if ply % 2 == 0 { White } else { Black };
                now += think;
                let t = think as i64;
                expect[side.index()] += match kind {
                    0 => -t,
                    1 => 10_000 - t,
                    _ => -(t - 10_000).max(0),
                };
                proptest::prop_assert_eq!(c.press(now), Ok(()));
                let left = c.remaining_ms(side, now) as i64;
                proptest::prop_assert_eq!(left, base + expect[side.index()]);
            }
        }

        #[test]
        fn display_changes_exactly_when_announced(
            tc_kind in 0usize..3,
            used in 0u64..400_000,
        ) {
            let tcs = ["5", "0.5+1", "5d3"];
            let mut c = clock(tcs[tc_kind]);
            c.start(Black, 1_000);
            let now = 1_000 + used;
            let shown = |at: u64| {
                (
                    format_clock(c.remaining_ms(Black, at)),
                    c.delay_left_ms(at).map(format_delay),
                )
            };
            match c.next_display_change(now) {
                Some(t) => {
                    proptest::prop_assert!(t > now);
                    proptest::prop_assert_eq!(shown(t - 1), shown(now));
                    proptest::prop_assert_ne!(shown(t), shown(now));
                }
                None => {
                    proptest::prop_assert_eq!(c.flagged(now), Some(Black));
                    proptest::prop_assert_eq!(shown(now + 1_000_000), shown(now));
                }
            }
            c.pause(now);
            proptest::prop_assert_eq!(c.next_display_change(now), None);
        }
    }

    #[test]
    fn time_going_backwards_does_not_panic() {
        let mut c = clock("blitz");
        c.start(White, 10_000);
        assert_eq!(c.remaining_ms(White, 0), 182_000);
        assert!(c.next_display_change(0).is_some());
        press(&mut c, 5_000);
        assert_eq!(c.remaining_ms(White, 5_000), 184_000);
    }

    #[test]
    fn the_end_of_the_timeline_does_not_overflow() {
        let mut c = clock("1+0");
        c.start(White, u64::MAX - 5);
        assert_eq!(c.flag_at(), Some(u64::MAX));
        assert_eq!(c.next_display_change(u64::MAX - 5), Some(u64::MAX - 4));
        assert_eq!(c.next_display_change(u64::MAX - 1), Some(u64::MAX));
        assert_eq!(c.next_display_change(u64::MAX), None, "nothing after the end");
        assert_eq!(c.flagged(u64::MAX), None);
    }
}
