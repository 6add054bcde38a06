//! The chess clock, following the FIDE Laws (article 6 and the DGT "FIDE mode").
//!
//! The clock never reads the time itself: every call that depends on time takes `now`, an
//! [`Instant`] on a timeline the caller chooses (a virtual clock in tests and `ferz script`, the
//! time since the program started in the terminal game). It stores instants and whole
//! milliseconds, so no rounding ever accumulates, and it can say when the display next changes
//! ([`Clock::next_display_change`]) so an idle game sleeps until then.
//!
//! Untimed games (`none`) still get a `Clock`: [`Clock::is_untimed`] is true, it counts moves and
//! whose turn it is, never flags, reports [`Duration::MAX`] remaining and never asks to be redrawn.
//!
//! ```
//! use ferz::game::clock::{Clock, format_clock};
//! use ferz::game::time::{Duration, Instant};
//! use ferz::game::time_control::TimeControl;
//! use ferz::rules::Color;
//!
//! let tc: TimeControl = "3+2".parse()?;
//! let mut clock = Clock::new(&tc);
//! clock.start(Color::White, Instant::START);
//! let moved = Instant::from_ms(5_000);
//! clock.press(moved)?; // White moved after 5 s and gets the 2 s increment.
//! assert_eq!(clock.remaining(Color::White, moved), Duration::from_ms(179_000));
//! assert_eq!(format_clock(clock.remaining(Color::Black, Instant::from_ms(6_500))), "3:00");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::game::time::{Duration, Instant};
use crate::game::time_control::{Bonus, Mode, Period, TimeControl};
use crate::rules::Color;

/// Below this many ms a clock shows tenths of a second (FIDE-style `0:19.7`).
pub const TENTHS_BELOW: Duration = Duration::from_ms(20_000);

/// How a saved clock state fails to fit its time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StateFault {
    /// A period is named for an untimed game.
    UntimedPeriod,
    /// The period index is past the last period.
    PastLastPeriod,
    /// The periods' move counts overflow.
    MoveCountsTooLarge,
    /// A side's move count is not within its period.
    MovesOutsidePeriod,
}

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
    BadState(StateFault),
    /// Time odds between controls that do not run the same way (an hourglass or an upcount
    /// against another kind of control, or a clock against none).
    MixedOdds,
}

impl std::error::Error for ClockError {}

/// Everything needed to rebuild a clock later (adjournment, autosave), indexed by
/// [`Color::index`]. Restoring gives a paused clock that [`Clock::resume`] continues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockState {
    /// Each side's time before the move in progress is charged: for the side to move, the
    /// time it had when its move began; for the other side, its time now.
    pub remaining: [Duration; 2],
    /// How many moves each side has completed (clock presses).
    pub moves_made: [u32; 2],
    /// The period each side is in, counting from 0.
    pub period_index: [usize; 2],
    /// The side whose move was in progress, or `None` before the clock was first started.
    pub to_move: Option<Color>,
    /// Running time already spent on the move in progress (pauses excluded).
    pub used_in_move: Duration,
}

/// A two-sided chess clock over a [`TimeControl`]; see the module documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    /// Each side's time control, indexed by [`Color::index`] (the same unless time odds).
    tcs: [TimeControl; 2],
    /// Time on each clock before the move in progress is charged.
    banked: [Duration; 2],
    moves: [u32; 2],
    period: [usize; 2],
    /// Whose move is in progress.
    turn: Option<Color>,
    /// Running time of the move in progress before `since`.
    used: Duration,
    /// The instant the clock last started running; `None` while paused, stopped or not started.
    since: Option<Instant>,
    stopped: bool,
}

impl Clock {
    /// A clock before the game: both sides hold the first period's base plus its Fischer
    /// increment (credited before move 1, as a DGT clock in FIDE mode). Nothing runs yet.
    pub fn new(tc: &TimeControl) -> Clock {
        let start = Self::start_time(tc);
        Clock {
            tcs: [tc.clone(), tc.clone()],
            banked: [start; 2],
            moves: [0; 2],
            period: [0; 2],
            turn: None,
            used: Duration::ZERO,
            since: None,
            stopped: false,
        }
    }

    /// A clock with time odds (`--white-time`, `--black-time`): each side under its own
    /// control. Both must run the same way ([`Mode`]), and both be timed or both not.
    pub fn with_odds(white: &TimeControl, black: &TimeControl) -> Result<Clock, ClockError> {
        if white.mode() != black.mode() || white.is_untimed() != black.is_untimed() {
            return Err(ClockError::MixedOdds);
        }
        let mut clock = Clock::new(white);
        clock.tcs[Color::Black.index()] = black.clone();
        clock.banked[Color::Black.index()] = Self::start_time(black);
        Ok(clock)
    }

    /// What a clock shows before the game: the first period's base plus its Fischer increment.
    fn start_time(tc: &TimeControl) -> Duration {
        tc.periods().first().map_or(Duration::ZERO, |p| p.base + p.bonus.increment())
    }

    /// Rebuilds a clock from a saved [`ClockState`]. The result is paused (or not started when
    /// `to_move` is `None`): [`Clock::resume`] continues the saved move, keeping the time and
    /// delay it already used; [`Clock::start`] begins a fresh move instead.
    pub fn from_state(tc: &TimeControl, state: &ClockState) -> Result<Clock, ClockError> {
        Clock::new(tc).restored(state)
    }

    /// This clock's controls (time odds included) with the times, counts and turn of `state`:
    /// see [`Clock::from_state`].
    pub fn restored(&self, state: &ClockState) -> Result<Clock, ClockError> {
        let mut clock = Clock { tcs: self.tcs.clone(), ..Clock::new(&self.tcs[0]) };
        clock.banked = [Self::start_time(&self.tcs[0]), Self::start_time(&self.tcs[1])];
        for side in Color::ALL {
            let i = side.index();
            let p = state.period_index[i];
            let periods = self.tcs[i].periods();
            if periods.is_empty() {
                if p != 0 {
                    return Err(ClockError::BadState(StateFault::UntimedPeriod));
                }
                continue;
            }
            if p >= periods.len() {
                return Err(ClockError::BadState(StateFault::PastLastPeriod));
            }
            let first = clock.period_start(side, p).ok_or(ClockError::BadState(StateFault::MoveCountsTooLarge))?;
            let within_end = clock.period_end(side, p).is_none_or(|end| state.moves_made[i] < end);
            if state.moves_made[i] < first || !within_end {
                return Err(ClockError::BadState(StateFault::MovesOutsidePeriod));
            }
        }
        if !self.is_untimed() {
            clock.banked = state.remaining;
        }
        clock.moves = state.moves_made;
        clock.period = state.period_index;
        clock.turn = state.to_move;
        clock.used = if state.to_move.is_some() { state.used_in_move } else { Duration::ZERO };
        Ok(clock)
    }

    /// The whole state at `now`, for [`Clock::from_state`].
    pub fn state(&self, now: Instant) -> ClockState {
        ClockState {
            remaining: self.banked,
            moves_made: self.moves,
            period_index: self.period,
            to_move: self.turn,
            used_in_move: self.used_at(now),
        }
    }

    /// The time control this clock runs (White's, under time odds).
    pub fn time_control(&self) -> &TimeControl {
        &self.tcs[0]
    }

    /// The time control of `side` (differs from the other's only under time odds).
    pub fn time_control_of(&self, side: Color) -> &TimeControl {
        &self.tcs[side.index()]
    }

    /// True under time odds: the two sides play under different controls.
    pub fn has_odds(&self) -> bool {
        self.tcs[0] != self.tcs[1]
    }

    /// How the clocks run: down, as an hourglass, or up.
    pub fn mode(&self) -> Mode {
        self.tcs[0].mode()
    }

    /// True when the game has no clock: it never flags and shows no time.
    pub fn is_untimed(&self) -> bool {
        self.tcs[0].is_untimed()
    }

    /// True when a flag can fall: a timed clock that does not count up.
    fn can_flag(&self) -> bool {
        !self.is_untimed() && self.mode() != Mode::Upcount
    }

    /// Begins a move for `side` at `now`: its clock runs and, with a delay, the delay starts.
    /// Used when the game starts (White, or the side to move of a FEN) and after a restore to
    /// start a fresh move. A move in progress is dropped without charging it; after
    /// [`Clock::stop`] this does nothing. Moves end with [`Clock::press`].
    pub fn start(&mut self, side: Color, now: Instant) {
        if self.stopped {
            return;
        }
        self.turn = Some(side);
        self.used = Duration::ZERO;
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
    pub fn used_in_move(&self, now: Instant) -> Duration {
        self.used_at(now)
    }

    fn used_at(&self, now: Instant) -> Duration {
        match self.since {
            Some(since) => self.used + (now - since),
            None => self.used,
        }
    }

    /// The period that governs `side`'s current (or next) move; `None` when untimed.
    pub fn period(&self, side: Color) -> Option<&Period> {
        self.tcs[side.index()].periods().get(self.period[side.index()])
    }

    fn bonus(&self, side: Color) -> Bonus {
        self.period(side).map_or(Bonus::None, |p| p.bonus)
    }

    /// The main time `side` has at `now`, never below 0. With a simple delay it does not
    /// move during the first seconds of each move; with Bronstein it runs and the refund comes
    /// at the press. In an hourglass the waiting side's time grows by what the mover uses; in
    /// an upcount this is the time `side` has used so far (the clocks count up).
    /// [`Duration::MAX`] when untimed.
    pub fn remaining(&self, side: Color, now: Instant) -> Duration {
        if self.is_untimed() {
            return Duration::MAX;
        }
        let banked = self.banked[side.index()];
        if self.turn != Some(side) {
            let sand = self.mode() == Mode::Hourglass && self.turn == Some(!side);
            return if sand { banked + self.used_at(now) } else { banked };
        }
        let used = self.used_at(now);
        if self.mode() == Mode::Upcount {
            return banked + used;
        }
        let charged = match self.bonus(side) {
            Bonus::SimpleDelay(delay) => used - delay,
            _ => used,
        };
        banked - charged
    }

    /// With a simple delay, how much of the current move's delay is left at `now` (0 once it
    /// has passed). `None` for other bonuses, untimed games, or when no move is in progress or
    /// the game is over; a paused move still reports its delay.
    pub fn delay_left(&self, now: Instant) -> Option<Duration> {
        if self.stopped {
            return None;
        }
        let side = self.turn?;
        match self.bonus(side) {
            Bonus::SimpleDelay(delay) => Some(delay - self.used_at(now)),
            _ => None,
        }
    }

    /// The running time `side` may spend on its current move before its flag falls: its main
    /// time, plus the delay for a simple delay (a Bronstein refund comes only after the press).
    fn allowance(&self, side: Color) -> Duration {
        let banked = self.banked[side.index()];
        match self.bonus(side) {
            Bonus::SimpleDelay(delay) => banked + delay,
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
    pub fn press(&mut self, now: Instant) -> Result<(), ClockError> {
        if self.stopped {
            return Err(ClockError::Stopped);
        }
        let side = self.turn.ok_or(ClockError::NotStarted)?;
        if self.since.is_none() {
            return Err(ClockError::Paused);
        }
        let used = self.used_at(now);
        let i = side.index();
        if self.mode() == Mode::Upcount {
            self.banked[i] += used;
        } else if !self.is_untimed() {
            if used >= self.allowance(side) {
                return Err(ClockError::Flagged(side));
            }
            if self.mode() == Mode::Hourglass {
                self.banked[(!side).index()] += used;
            }
            let banked = self.banked[i];
            self.banked[i] = match self.bonus(side) {
                Bonus::SimpleDelay(delay) => banked - (used - delay),
                Bonus::Bronstein(delay) => banked - used + used.min(delay),
                Bonus::None | Bonus::Fischer(_) => banked - used,
            };
        }
        self.moves[i] = self.moves[i].saturating_add(1);
        let p = self.period[i];
        let periods = self.tcs[i].periods();
        if self.period_end(side, p) == Some(self.moves[i]) && p + 1 < periods.len() {
            self.period[i] = p + 1;
            let next_base = periods[p + 1].base;
            self.banked[i] += next_base;
        }
        let increment = self.bonus(side).increment();
        self.banked[i] += increment;
        self.turn = Some(!side);
        self.used = Duration::ZERO;
        self.since = Some(now);
        Ok(())
    }

    /// The side whose time has run out at `now`: the main time of the side to move has reached
    /// zero (after any delay). Never for untimed games.
    pub fn flagged(&self, now: Instant) -> Option<Color> {
        if !self.can_flag() {
            return None;
        }
        let side = self.turn?;
        (self.used_at(now) >= self.allowance(side)).then_some(side)
    }

    /// The instant the running side's flag falls if nobody presses, which may already be past.
    /// `None` when no clock is running or the game is untimed.
    pub fn flag_at(&self) -> Option<Instant> {
        if !self.can_flag() {
            return None;
        }
        let since = self.since?;
        let side = self.turn?;
        Some(since + (self.allowance(side) - self.used))
    }

    /// The first instant after `now` at which the text of either clock or of the delay countdown
    /// changes (see [`format_clock`] and [`format_delay`]), so a UI can sleep until then.
    /// `None` when nothing runs, the game is untimed, or the running clock already shows zero.
    pub fn next_display_change(&self, now: Instant) -> Option<Instant> {
        if self.is_untimed() {
            return None;
        }
        let side = self.running()?;
        if self.mode() == Mode::Upcount {
            let shown = self.remaining(side, now);
            return Some(now + (clock_step_up(shown) - shown));
        }
        let delay_left = self.delay_left(now).unwrap_or(Duration::ZERO);
        let main = self.remaining(side, now);
        // In an hourglass the waiting clock grows: its text changes too.
        let sand_change = (self.mode() == Mode::Hourglass).then(|| {
            let other = self.remaining(!side, now);
            now + (clock_step_up(other) - other)
        });
        let main_change = (!main.is_zero()).then(|| {
            let step = main - clock_step_down(main);
            now + delay_left + step
        });
        let delay_change = (!delay_left.is_zero()).then(|| {
            let step = delay_left - delay_step_down(delay_left);
            now + step
        });
        let next = [main_change, delay_change, sand_change].into_iter().flatten().min()?;
        (next > now).then_some(next)
    }

    /// Halts both clocks at `now` (the move in progress keeps the time and delay it used).
    /// Does nothing when nothing runs.
    pub fn pause(&mut self, now: Instant) {
        if self.since.is_some() {
            self.used = self.used_at(now);
            self.since = None;
        }
    }

    /// Restarts the clock of the side to move at `now`, continuing the same move. Does nothing
    /// when no move is in progress, when running, or after [`Clock::stop`].
    pub fn resume(&mut self, now: Instant) {
        if self.turn.is_some() && self.since.is_none() && !self.stopped {
            self.since = Some(now);
        }
    }

    /// The game is over: freezes both clocks at `now` for good. The shown times stay readable.
    pub fn stop(&mut self, now: Instant) {
        self.pause(now);
        self.stopped = true;
    }

    /// The arbiter corrected a clock stopped at a flag (FIDE 6.10.2, 6.11): it stands paused
    /// again, the same move in progress, for the players to go on when told.
    pub fn unstop(&mut self) {
        self.stopped = false;
    }

    /// Gives `side` `extra` time, e.g. the penalty for the opponent's incorrect draw claim
    /// (FIDE 9.5.3) or an arbiter's correction. Does nothing in an untimed game.
    pub fn add_time(&mut self, side: Color, extra: Duration) {
        if !self.is_untimed() {
            self.banked[side.index()] += extra;
        }
    }

    /// Takes `less` from `side`'s time (an arbiter's correction), down to zero at most: a
    /// running clock may then show its flag fallen. Does nothing in an untimed game.
    pub fn take_time(&mut self, side: Color, less: Duration) {
        if !self.is_untimed() {
            self.banked[side.index()] -= less;
        }
    }

    /// Corrects how many moves `side` has completed (an arbiter's correction of the move
    /// counter, as on a DGT clock): the period follows the count; no time is added or taken.
    pub fn set_moves_made(&mut self, side: Color, moves: u32) {
        let i = side.index();
        self.moves[i] = moves;
        let periods = self.tcs[i].periods().len();
        self.period[i] = (0..periods)
            .find(|&p| self.period_end(side, p).is_none_or(|end| moves < end))
            .unwrap_or(periods.saturating_sub(1));
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
        let end = self.period_end(side, self.period[side.index()])?;
        Some(end.saturating_sub(self.moves[side.index()]))
    }

    /// The number of moves `side` completes before its period `p` starts; `None` on overflow.
    fn period_start(&self, side: Color, p: usize) -> Option<u32> {
        let periods = self.tcs[side.index()].periods();
        periods.iter().take(p).try_fold(0u32, |acc, period| acc.checked_add(period.moves.unwrap_or(0)))
    }

    /// The move count that completes `side`'s period `p`; `None` for the last period.
    fn period_end(&self, side: Color, p: usize) -> Option<u32> {
        let moves = self.tcs[side.index()].periods().get(p)?.moves?;
        self.period_start(side, p)?.checked_add(moves)
    }
}

/// The largest time below `ms` whose [`format_clock`] text differs from that of `ms`.
fn clock_step_down(left: Duration) -> Duration {
    let ms = left.as_ms();
    if left >= TENTHS_BELOW { Duration::from_ms(ms / 1_000 * 1_000 - 1) } else { delay_step_down(left) }
}

/// The smallest time above `shown` whose [`format_clock`] text differs from that of `shown`:
/// where a clock counting up (upcount, the waiting side of an hourglass) next changes.
fn clock_step_up(shown: Duration) -> Duration {
    let ms = shown.as_ms();
    let next = if shown >= TENTHS_BELOW {
        (ms / 1_000 + 1) * 1_000
    } else if ms == 0 {
        1
    } else if ms < 200 {
        200
    } else {
        (ms / 100 + 1) * 100
    };
    Duration::from_ms(next)
}

/// The largest time below `ms` whose tenths text ([`format_delay`]) differs from that of `ms`.
fn delay_step_down(left: Duration) -> Duration {
    let ms = left.as_ms();
    Duration::from_ms(if ms >= 200 { ms / 100 * 100 - 1 } else { 0 })
}

/// Tenths of a second to show for `ms`: rounded down, but never 0 while any time is left.
fn shown_tenths(ms: u64) -> u64 {
    if ms == 0 { 0 } else { (ms / 100).max(1) }
}

/// A clock reading: `1:23:45` from one hour, `12:34` or `0:45` down to 20 s, then tenths
/// (`0:19.7`). Rounded down, so a clock never shows time the player does not have — except that
/// any time left under 0.1 s shows `0:00.1`: `0:00.0` means the flag has fallen.
pub fn format_clock(left: Duration) -> String {
    let ms = left.as_ms();
    if left >= TENTHS_BELOW {
        format_whole_secs(left)
    } else {
        let t = shown_tenths(ms);
        format!("0:{:02}.{}", t / 10, t % 10)
    }
}

/// A time in whole seconds, rounded down: `m:ss`, or `h:mm:ss` from an hour (a clock
/// reading from 20 s, the time chart's totals and axes).
pub fn format_whole_secs(d: Duration) -> String {
    let s = d.whole_secs();
    let (h, m, sec) = (s / 3_600, s / 60 % 60, s % 60);
    if h > 0 { format!("{h}:{m:02}:{sec:02}") } else { format!("{m}:{sec:02}") }
}

/// A delay countdown in seconds and tenths (`2.9`), rounded down like [`format_clock`]: `0.1`
/// while any delay is left, `0.0` once it has passed.
pub fn format_delay(left: Duration) -> String {
    let t = shown_tenths(left.as_ms());
    format!("{}.{}", t / 10, t % 10)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    /// The instant `ms` milliseconds into the test's timeline.
    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    fn clock(s: &str) -> Clock {
        match s.parse::<TimeControl>() {
            Ok(tc) => Clock::new(&tc),
            Err(e) => panic!("{s:?}: {e}"),
        }
    }

    fn press(c: &mut Clock, now: u64) {
        if let Err(e) = c.press(at(now)) {
            panic!("press at {now}: {e}");
        }
    }

    /// `moves` whole moves from `now`: White thinks `white` ms and presses, then Black `black`
    /// ms; the time at the end.
    fn play_moves(c: &mut Clock, mut now: u64, moves: u32, white: u64, black: u64) -> u64 {
        for _ in 0..moves {
            now += white;
            press(c, now);
            now += black;
            press(c, now);
        }
        now
    }

    #[test]
    fn fischer_credits_before_each_move() {
        let mut c = clock("3+2");
        assert_eq!(c.remaining(White, at(0)).as_ms(), 182_000);
        assert_eq!(c.remaining(Black, at(0)).as_ms(), 182_000);
        assert_eq!(c.running(), None);
        c.start(White, at(0));
        assert_eq!(c.running(), Some(White));
        assert_eq!(c.remaining(White, at(4_000)).as_ms(), 178_000);
        press(&mut c, 5_000);
        assert_eq!(c.remaining(White, at(5_000)).as_ms(), 179_000);
        assert_eq!(c.running(), Some(Black));
        assert_eq!(c.remaining(Black, at(8_000)).as_ms(), 179_000);
        assert_eq!(c.remaining(White, at(8_000)).as_ms(), 179_000, "White's clock stands");
        press(&mut c, 8_000);
        assert_eq!(c.remaining(Black, at(8_000)).as_ms(), 181_000);
        assert_eq!(c.remaining(White, at(9_500)).as_ms(), 177_500);
        assert_eq!(c.moves_made(White), 1);
        assert_eq!(c.moves_made(Black), 1);
        assert_eq!(c.moves_to_next_control(White), None);
    }

    #[test]
    fn sudden_death_has_no_credit() {
        let mut c = clock("1");
        assert_eq!(c.remaining(White, at(0)).as_ms(), 60_000);
        c.start(White, at(100));
        press(&mut c, 10_100);
        assert_eq!(c.remaining(White, at(20_000)).as_ms(), 50_000);
    }

    #[test]
    fn simple_delay() {
        let mut c = clock("5d3");
        assert_eq!(c.remaining(White, at(0)).as_ms(), 300_000, "no credit before move 1");
        c.start(White, at(0));
        assert_eq!(c.delay_left(at(1_000)).map(Duration::as_ms), Some(2_000));
        assert_eq!(c.remaining(White, at(1_000)).as_ms(), 300_000, "main time waits");
        assert_eq!(c.remaining(White, at(3_000)).as_ms(), 300_000);
        assert_eq!(c.delay_left(at(3_000)).map(Duration::as_ms), Some(0));
        assert_eq!(c.remaining(White, at(3_001)).as_ms(), 299_999);
        press(&mut c, 2_000); // a 2 s move costs nothing
        assert_eq!(c.remaining(White, at(2_000)).as_ms(), 300_000);
        assert_eq!(c.delay_left(at(2_000)).map(Duration::as_ms), Some(3_000), "Black's delay begins");
        press(&mut c, 7_000); // a 5 s move costs 2 s
        assert_eq!(c.remaining(Black, at(7_000)).as_ms(), 298_000);
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(7_000 + 3_000 + 300_000));
    }

    #[test]
    fn bronstein_delay() {
        let mut c = clock("5b3");
        assert_eq!(c.remaining(White, at(0)).as_ms(), 300_000);
        c.start(White, at(0));
        assert_eq!(c.remaining(White, at(1_000)).as_ms(), 299_000, "main time runs");
        assert_eq!(c.delay_left(at(1_000)).map(Duration::as_ms), None);
        press(&mut c, 2_000); // 2 s given back
        assert_eq!(c.remaining(White, at(2_000)).as_ms(), 300_000);
        assert_eq!(c.remaining(Black, at(6_000)).as_ms(), 296_000);
        press(&mut c, 7_000); // 5 s used, 3 s given back
        assert_eq!(c.remaining(Black, at(7_000)).as_ms(), 298_000);
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(7_000 + 300_000), "no delay before the flag");
    }

    #[test]
    fn two_periods_with_increment() {
        let mut c = clock("40/90+30,30+30");
        assert_eq!(c.remaining(White, at(0)).as_ms(), 5_430_000);
        assert_eq!(c.moves_to_next_control(White), Some(40));
        c.start(White, at(0));
        let mut now = 0;
        for n in 1..=40u32 {
            now += 10_000;
            press(&mut c, now); // White: 10 s, +30 s
            now += 10_000;
            press(&mut c, now); // Black
            if n == 39 {
                assert_eq!(c.remaining(White, at(now)).as_ms(), 5_430_000 + 39 * 20_000);
                assert_eq!(c.moves_to_next_control(White), Some(1));
                assert_eq!(c.period_index(White), 0);
            }
        }
        // After the 40th move: 6 230 000 plus the 30 minutes of the second period.
        assert_eq!(c.remaining(White, at(now)).as_ms(), 8_030_000);
        assert_eq!(c.remaining(Black, at(now)).as_ms(), 8_030_000);
        assert_eq!(c.period_index(White), 1);
        assert_eq!(c.moves_made(White), 40);
        assert_eq!(c.moves_to_next_control(White), None);
        now += 10_000;
        press(&mut c, now);
        assert_eq!(c.remaining(White, at(now)).as_ms(), 8_050_000);
    }

    #[test]
    fn three_periods() {
        let mut c = clock("40/120,20/60,30");
        c.start(White, at(0));
        let mut now = play_moves(&mut c, 0, 40, 60_000, 1_000);
        assert_eq!(c.remaining(White, at(now)).as_ms(), 4_800_000 + 3_600_000);
        assert_eq!(c.remaining(Black, at(now)).as_ms(), 7_160_000 + 3_600_000);
        assert_eq!(c.moves_to_next_control(White), Some(20));
        assert_eq!(c.period_index(Black), 1);
        now = play_moves(&mut c, now, 20, 60_000, 1_000);
        assert_eq!(c.remaining(White, at(now)).as_ms(), 8_400_000 - 1_200_000 + 1_800_000);
        assert_eq!(c.period_index(White), 2);
        assert_eq!(c.moves_made(White), 60);
        assert_eq!(c.moves_to_next_control(White), None);
    }

    #[test]
    fn a_period_increment_applies_to_its_own_moves() {
        // No increment for moves 1–40; 30 s credited before each move from move 41 on.
        let mut c = clock("40/120,30+30");
        assert_eq!(c.remaining(White, at(0)).as_ms(), 7_200_000);
        c.start(White, at(0));
        let now = play_moves(&mut c, 0, 40, 1_000, 1_000);
        assert_eq!(c.remaining(White, at(now)).as_ms(), 7_160_000 + 1_800_000 + 30_000);
        // And the other way round: the 40th move's credit is for move 41, which has none.
        let mut c = clock("40/90+30,30");
        c.start(White, at(0));
        let now = play_moves(&mut c, 0, 40, 1_000, 1_000);
        assert_eq!(c.remaining(White, at(now)).as_ms(), 5_430_000 + 39 * 29_000 - 1_000 + 1_800_000);
    }

    #[test]
    fn a_period_delay_applies_to_its_own_moves() {
        let mut c = clock("1/10,5d3");
        c.start(White, at(0));
        press(&mut c, 2_000);
        assert_eq!(c.remaining(White, at(2_000)).as_ms(), 598_000 + 300_000);
        c.start(White, at(10_000));
        assert_eq!(c.delay_left(at(11_000)).map(Duration::as_ms), Some(2_000));
        assert_eq!(c.remaining(White, at(11_000)).as_ms(), 898_000);
    }

    #[test]
    fn flag_falls_when_main_time_reaches_zero() {
        let mut c = clock("1+0");
        c.start(White, at(1_000));
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(61_000));
        assert_eq!(c.flagged(at(60_999)), None);
        assert_eq!(c.remaining(White, at(60_999)).as_ms(), 1);
        assert_eq!(c.flagged(at(61_000)), Some(White));
        assert_eq!(c.remaining(White, at(70_000)).as_ms(), 0);
        assert_eq!(c.press(at(61_000)), Err(ClockError::Flagged(White)));
        assert_eq!(c.running(), Some(White), "a refused press changes nothing");
        press(&mut c, 60_999);
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(60_999 + 60_000));

        let mut c = clock("5d3");
        c.start(Black, at(0));
        assert_eq!(c.flagged(at(302_999)), None);
        assert_eq!(c.flagged(at(303_000)), Some(Black));
    }

    #[test]
    fn press_needs_a_running_move() {
        let mut c = clock("blitz");
        assert_eq!(c.press(at(0)), Err(ClockError::NotStarted));
        c.start(White, at(0));
        c.pause(at(1_000));
        assert_eq!(c.press(at(2_000)), Err(ClockError::Paused));
        c.resume(at(2_000));
        c.stop(at(3_000));
        assert_eq!(c.press(at(4_000)), Err(ClockError::Stopped));
        assert_eq!(c.remaining(White, at(9_000)).as_ms(), 180_000);
        assert_eq!(c.running(), None);
        assert!(!c.is_paused());
        assert!(c.is_stopped());
        assert_eq!(c.flag_at().map(Instant::as_ms), None);
        c.resume(at(10_000));
        c.start(Black, at(10_000));
        assert_eq!(c.running(), None, "a stopped clock stays stopped");
        assert_eq!(c.remaining(White, at(20_000)).as_ms(), 180_000);

        let mut c = clock("5d3");
        c.start(White, at(0));
        assert_eq!(c.delay_left(at(1_000)).map(Duration::as_ms), Some(2_000));
        c.stop(at(1_000));
        assert_eq!(c.delay_left(at(1_000)).map(Duration::as_ms), None, "no countdown after the game");
    }

    #[test]
    fn start_begins_a_fresh_move() {
        let mut c = clock("5d3");
        c.start(White, at(0));
        c.pause(at(2_500));
        c.start(White, at(10_000));
        assert_eq!(c.delay_left(at(10_000)).map(Duration::as_ms), Some(3_000));
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(10_000 + 303_000));
        assert_eq!(c.used_in_move(at(11_000)).as_ms(), 1_000);
    }

    #[test]
    fn pause_and_resume_keep_the_move() {
        let mut c = clock("5d3");
        c.start(White, at(0));
        c.pause(at(1_000));
        assert!(c.is_paused());
        assert_eq!(c.running(), None);
        assert_eq!(c.delay_left(at(50_000)).map(Duration::as_ms), Some(2_000));
        assert_eq!(c.next_display_change(at(50_000)).map(Instant::as_ms), None);
        assert_eq!(c.flag_at().map(Instant::as_ms), None);
        c.resume(at(10_000));
        assert_eq!(c.running(), Some(White));
        assert_eq!(c.delay_left(at(10_500)).map(Duration::as_ms), Some(1_500));
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(10_000 + 302_000));
        press(&mut c, 12_000); // 3 s of running time: still free
        assert_eq!(c.remaining(White, at(12_000)).as_ms(), 300_000);

        let mut c = clock("3+2");
        c.start(White, at(0));
        c.pause(at(4_000));
        assert_eq!(c.remaining(White, at(100_000)).as_ms(), 178_000);
        c.resume(at(100_000));
        press(&mut c, 101_000);
        assert_eq!(c.remaining(White, at(101_000)).as_ms(), 179_000);
    }

    #[test]
    fn penalty_adds_time() {
        let mut c = clock("rapid");
        c.start(White, at(0));
        c.add_time(Black, Duration::from_ms(60_000));
        assert_eq!(c.remaining(Black, at(5_000)).as_ms(), 910_000 + 60_000);
        c.add_time(White, Duration::from_ms(1_000));
        assert_eq!(c.remaining(White, at(5_000)).as_ms(), 906_000);
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(911_000));
    }

    #[test]
    fn display_changes_on_whole_seconds_then_tenths() {
        let mut c = clock("1+0");
        c.start(White, at(0));
        // 60 000 shows 1:00 and turns 0:59 when 59 999 is left.
        assert_eq!(c.next_display_change(at(0)).map(Instant::as_ms), Some(1));
        assert_eq!(c.next_display_change(at(1)).map(Instant::as_ms), Some(1_001));
        // 21 000 left at 39 000: 0:21 until 20 999.
        assert_eq!(c.next_display_change(at(39_000)).map(Instant::as_ms), Some(39_001));
        // 20 500 left: 0:20 until 19 999, which shows 0:19.9.
        assert_eq!(format_clock(Duration::from_ms(20_500)), "0:20");
        assert_eq!(c.next_display_change(at(39_500)).map(Instant::as_ms), Some(40_001));
        assert_eq!(format_clock(Duration::from_ms(19_999)), "0:19.9");
        assert_eq!(c.next_display_change(at(40_001)).map(Instant::as_ms), Some(40_101));
        // 150 left shows 0:00.1 until the flag, when it shows 0:00.0.
        assert_eq!(c.next_display_change(at(59_850)).map(Instant::as_ms), Some(60_000));
        assert_eq!(c.next_display_change(at(60_000)).map(Instant::as_ms), None);
        assert_eq!(c.next_display_change(at(60_500)).map(Instant::as_ms), None);
        // Never at or before `now`.
        for now in (0..60_000).step_by(37) {
            let next = c.next_display_change(at(now)).map(Instant::as_ms);
            assert!(next.is_some_and(|t| t > now), "at {now}: {next:?}");
            let t = next.unwrap_or(0);
            let shown = |t: u64| format_clock(c.remaining(White, at(t)));
            assert_eq!(shown(t - 1), shown(now), "text steady until {t}");
            assert_ne!(shown(t), shown(now), "text changes at {t}");
        }
    }

    #[test]
    fn display_changes_with_the_delay_countdown() {
        let mut c = clock("5d3");
        c.start(White, at(0));
        assert_eq!(format_delay(c.delay_left(at(0)).unwrap_or(Duration::ZERO)), "3.0");
        assert_eq!(c.next_display_change(at(0)).map(Instant::as_ms), Some(1), "3.0 becomes 2.9");
        assert_eq!(c.next_display_change(at(1)).map(Instant::as_ms), Some(101));
        assert_eq!(c.next_display_change(at(2_850)).map(Instant::as_ms), Some(3_000), "0.1 until the delay ends");
        // Then the main time: 5:00 becomes 4:59 one ms after the delay.
        assert_eq!(c.next_display_change(at(3_000)).map(Instant::as_ms), Some(3_001));
        assert_eq!(format_delay(Duration::from_ms(0)), "0.0");
        assert_eq!(format_delay(Duration::from_ms(50)), "0.1");
        assert_eq!(format_delay(Duration::from_ms(2_999)), "2.9");
    }

    #[test]
    fn clock_texts() {
        assert_eq!(format_clock(Duration::from_ms(5_025_000)), "1:23:45");
        assert_eq!(format_clock(Duration::from_ms(3_600_000)), "1:00:00");
        assert_eq!(format_clock(Duration::from_ms(3_599_999)), "59:59");
        assert_eq!(format_clock(Duration::from_ms(754_999)), "12:34");
        assert_eq!(format_clock(Duration::from_ms(45_000)), "0:45");
        assert_eq!(format_clock(Duration::from_ms(20_000)), "0:20");
        assert_eq!(format_clock(Duration::from_ms(19_799)), "0:19.7");
        assert_eq!(format_clock(Duration::from_ms(9_050)), "0:09.0");
        assert_eq!(format_clock(Duration::from_ms(100)), "0:00.1");
        assert_eq!(format_clock(Duration::from_ms(1)), "0:00.1");
        assert_eq!(format_clock(Duration::from_ms(0)), "0:00.0");
        assert_eq!(format_clock(Duration::from_ms(u64::MAX)), "5124095576030:25:51");
    }

    #[test]
    fn state_round_trip_resumes_the_move() {
        let tc: TimeControl = match "5d3".parse() {
            Ok(tc) => tc,
            Err(e) => panic!("{e}"),
        };
        let mut c = Clock::new(&tc);
        c.start(White, at(0));
        press(&mut c, 4_000);
        let saved = c.state(at(1_000 + 4_000));
        assert_eq!(
            saved,
            ClockState {
                remaining: [Duration::from_ms(299_000), Duration::from_ms(300_000)],
                moves_made: [1, 0],
                period_index: [0, 0],
                to_move: Some(Black),
                used_in_move: Duration::from_ms(1_000),
            }
        );
        let mut r = match Clock::from_state(&tc, &saved) {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        };
        assert!(r.is_paused());
        assert_eq!(r.running(), None);
        assert_eq!(r.delay_left(at(0)).map(Duration::as_ms), Some(2_000));
        r.resume(at(1_000_000));
        assert_eq!(r.running(), Some(Black));
        press(&mut r, 1_004_000); // 5 s in all: 2 s charged
        assert_eq!(r.remaining(Black, at(1_004_000)).as_ms(), 298_000);
        assert_eq!(r.remaining(White, at(1_004_000)).as_ms(), 299_000);
    }

    #[test]
    fn bad_states_are_refused() {
        let tc: TimeControl = match "40/90+30,30+30".parse() {
            Ok(tc) => tc,
            Err(e) => panic!("{e}"),
        };
        let good = ClockState {
            remaining: [Duration::from_ms(1_000), Duration::from_ms(1_000)],
            moves_made: [40, 39],
            period_index: [1, 0],
            to_move: Some(Black),
            used_in_move: Duration::from_ms(0),
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
        c.start(White, at(0));
        assert_eq!(c.remaining(White, at(1 << 40)).as_ms(), u64::MAX);
        assert_eq!(c.flagged(at(u64::MAX)), None);
        assert_eq!(c.flag_at().map(Instant::as_ms), None);
        assert_eq!(c.next_display_change(at(5)).map(Instant::as_ms), None);
        assert_eq!(c.delay_left(at(5)).map(Duration::as_ms), None);
        press(&mut c, 1 << 40);
        assert_eq!(c.running(), Some(Black));
        assert_eq!(c.moves_made(White), 1);
        assert_eq!(c.moves_to_next_control(White), None);
        c.add_time(White, Duration::from_ms(5));
        assert_eq!(c.remaining(White, at(0)).as_ms(), u64::MAX);
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
            c.start(White, at(start));
            let mut now = start;
            let mut expect = [0i64; 2];
            let base = c.remaining(White, at(start)).as_ms() as i64;
            for (ply, &think) in thinks.iter().enumerate() {
                let side = if ply % 2 == 0 { White } else { Black };
                now += think;
                let t = think as i64;
                expect[side.index()] += match kind {
                    0 => -t,
                    1 => 10_000 - t,
                    _ => -(t - 10_000).max(0),
                };
                proptest::prop_assert_eq!(c.press(at(now)), Ok(()));
                let left = c.remaining(side, at(now)).as_ms() as i64;
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
            c.start(Black, at(1_000));
            let now = 1_000 + used;
            let shown = |t: u64| {
                (
                    format_clock(c.remaining(Black, at(t))),
                    c.delay_left(at(t)).map(format_delay),
                )
            };
            match c.next_display_change(at(now)).map(Instant::as_ms) {
                Some(t) => {
                    proptest::prop_assert!(t > now);
                    proptest::prop_assert_eq!(shown(t - 1), shown(now));
                    proptest::prop_assert_ne!(shown(t), shown(now));
                }
                None => {
                    proptest::prop_assert_eq!(c.flagged(at(now)), Some(Black));
                    proptest::prop_assert_eq!(shown(now + 1_000_000), shown(now));
                }
            }
            c.pause(at(now));
            proptest::prop_assert_eq!(c.next_display_change(at(now)).map(Instant::as_ms), None);
        }
    }

    #[test]
    fn hourglass_moves_the_sand_to_the_waiting_side() {
        let mut c = clock("h3");
        assert_eq!(c.mode(), Mode::Hourglass);
        assert_eq!(c.remaining(White, at(0)).as_ms(), 180_000);
        c.start(White, at(0));
        // While White thinks 10 s, Black's clock runs up by as much.
        assert_eq!(c.remaining(White, at(10_000)).as_ms(), 170_000);
        assert_eq!(c.remaining(Black, at(10_000)).as_ms(), 190_000);
        press(&mut c, 10_000);
        assert_eq!(c.remaining(White, at(10_000)).as_ms(), 170_000);
        assert_eq!(c.remaining(Black, at(10_000)).as_ms(), 190_000);
        // Black thinks 25.5 s: it flows back.
        press(&mut c, 35_500);
        assert_eq!(c.remaining(White, at(35_500)).as_ms(), 195_500);
        assert_eq!(c.remaining(Black, at(35_500)).as_ms(), 164_500);
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(35_500 + 195_500));
        assert_eq!(c.flagged(at(231_000)), Some(White));
        assert_eq!(c.remaining(Black, at(231_000)).as_ms(), 360_000, "all the sand is Black's");
        // The waiting clock grows to 2:45 before the running one falls to 3:14.
        assert_eq!(c.next_display_change(at(35_500)).map(Instant::as_ms), Some(36_000));
        c.pause(at(40_000));
        assert_eq!(c.remaining(Black, at(90_000)).as_ms(), 164_500 + 4_500, "a pause stops both");
    }

    #[test]
    fn upcount_counts_up_and_never_flags() {
        let mut c = clock("up");
        assert_eq!(c.mode(), Mode::Upcount);
        assert!(!c.is_untimed());
        assert_eq!(c.remaining(White, at(0)).as_ms(), 0);
        c.start(White, at(0));
        assert_eq!(c.remaining(White, at(12_345)).as_ms(), 12_345);
        press(&mut c, 12_345);
        press(&mut c, 20_000);
        assert_eq!(c.remaining(White, at(20_000)).as_ms(), 12_345);
        assert_eq!(c.remaining(Black, at(20_000)).as_ms(), 7_655);
        assert_eq!(c.remaining(White, at(30_000)).as_ms(), 22_345);
        assert_eq!(c.flag_at(), None);
        assert_eq!(c.flagged(at(u64::MAX)), None);
        assert_eq!(c.moves_made(White), 1);
        // 22.345 s shows 0:22 until 23 s.
        assert_eq!(c.next_display_change(at(30_000)).map(Instant::as_ms), Some(30_655));
        let saved = c.state(at(30_000));
        let r = Clock::from_state(c.time_control(), &saved).map(|mut r| {
            r.resume(at(50_000));
            r.remaining(White, at(51_000)).as_ms()
        });
        assert_eq!(r, Ok(23_345));
    }

    #[test]
    fn time_odds_give_each_side_its_own_control() {
        let five: TimeControl = "5".parse().unwrap_or_else(|e| panic!("{e}"));
        let three: TimeControl = "3+2".parse().unwrap_or_else(|e| panic!("{e}"));
        let mut c = Clock::with_odds(&five, &three).unwrap_or_else(|e| panic!("{e}"));
        assert!(c.has_odds());
        assert_eq!(c.remaining(White, at(0)).as_ms(), 300_000);
        assert_eq!(c.remaining(Black, at(0)).as_ms(), 182_000);
        c.start(White, at(0));
        press(&mut c, 4_000);
        press(&mut c, 9_000);
        assert_eq!(c.remaining(White, at(9_000)).as_ms(), 296_000, "no increment for White");
        assert_eq!(c.remaining(Black, at(9_000)).as_ms(), 179_000, "Black's own increment");
        assert_eq!(c.time_control_of(Black).to_string(), "3+2");
        let back = c.restored(&c.state(at(9_000))).map(|r| r.remaining(Black, at(0)).as_ms());
        assert_eq!(back, Ok(179_000), "a restored clock keeps the odds");
        let up: TimeControl = "up".parse().unwrap_or_else(|e| panic!("{e}"));
        let glass: TimeControl = "h3".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(Clock::with_odds(&five, &up).err(), Some(ClockError::MixedOdds));
        assert_eq!(Clock::with_odds(&glass, &five).err(), Some(ClockError::MixedOdds));
        assert_eq!(Clock::with_odds(&five, &TimeControl::untimed()).err(), Some(ClockError::MixedOdds));
        assert!(Clock::with_odds(&glass, &"h5".parse().unwrap_or_else(|e| panic!("{e}"))).is_ok());
    }

    #[test]
    fn arbiter_corrections() {
        let mut c = clock("40/90+30,30+30");
        c.start(White, at(0));
        c.take_time(White, Duration::from_secs(30));
        assert_eq!(c.remaining(White, at(1_000)).as_ms(), 5_430_000 - 30_000 - 1_000);
        c.take_time(Black, Duration::from_minutes(1_000));
        assert_eq!(c.remaining(Black, at(1_000)).as_ms(), 0, "never below zero");
        c.add_time(Black, Duration::from_minutes(2));
        assert_eq!(c.remaining(Black, at(1_000)).as_ms(), 120_000);
        // The counter corrected to 39: the next press completes the 40th move and adds the
        // second period at once.
        c.set_moves_made(White, 39);
        assert_eq!(c.moves_to_next_control(White), Some(1));
        press(&mut c, 2_000);
        assert_eq!(c.period_index(White), 1);
        assert_eq!(c.remaining(White, at(2_000)).as_ms(), 5_430_000 - 30_000 - 2_000 + 1_800_000 + 30_000);
        c.set_moves_made(White, 12);
        assert_eq!((c.period_index(White), c.moves_to_next_control(White)), (0, Some(28)));
        c.set_moves_made(White, 70);
        assert_eq!((c.period_index(White), c.moves_to_next_control(White)), (1, None));
    }

    proptest::proptest! {
        #[test]
        fn hourglass_keeps_the_sand(thinks in proptest::collection::vec(0u64..20_000, 1..60)) {
            let mut c = clock("h5");
            c.start(White, at(7));
            let mut now = 7;
            for (ply, &think) in thinks.iter().enumerate() {
                let side = if ply % 2 == 0 { White } else { Black };
                now += think;
                if c.flagged(at(now)).is_some() {
                    break;
                }
                proptest::prop_assert_eq!(c.press(at(now)), Ok(()));
                let total = c.remaining(White, at(now)).as_ms() + c.remaining(Black, at(now)).as_ms();
                proptest::prop_assert_eq!(total, 600_000, "after {:?}'s move", side);
            }
        }

        #[test]
        fn upcount_adds_up_every_move(thinks in proptest::collection::vec(0u64..20_000, 1..60)) {
            let mut c = clock("up");
            c.start(White, at(0));
            let mut now = 0;
            let mut used = [0u64; 2];
            for (ply, &think) in thinks.iter().enumerate() {
                now += think;
                used[ply % 2] += think;
                proptest::prop_assert_eq!(c.press(at(now)), Ok(()));
            }
            proptest::prop_assert_eq!(c.remaining(White, at(now)).as_ms(), used[0]);
            proptest::prop_assert_eq!(c.remaining(Black, at(now)).as_ms(), used[1]);
        }

        #[test]
        fn counting_clocks_change_exactly_when_announced(kind in 0usize..2, used in 0u64..400_000) {
            let mut c = clock(["up", "h5"][kind]);
            c.start(White, at(1_000));
            let now = 1_000 + used;
            let shown = |t: u64| (format_clock(c.remaining(White, at(t))), format_clock(c.remaining(Black, at(t))));
            match c.next_display_change(at(now)) {
                Some(t) => {
                    let t = t.as_ms();
                    proptest::prop_assert!(t > now);
                    proptest::prop_assert_eq!(shown(t - 1), shown(now));
                    proptest::prop_assert_ne!(shown(t), shown(now));
                }
                None => proptest::prop_assert_eq!(c.flagged(at(now)), Some(White)),
            }
        }
    }

    #[test]
    fn time_going_backwards_does_not_panic() {
        let mut c = clock("blitz");
        c.start(White, at(10_000));
        assert_eq!(c.remaining(White, at(0)).as_ms(), 182_000);
        assert!(c.next_display_change(at(0)).map(Instant::as_ms).is_some());
        press(&mut c, 5_000);
        assert_eq!(c.remaining(White, at(5_000)).as_ms(), 184_000);
    }

    #[test]
    fn the_end_of_the_timeline_does_not_overflow() {
        let mut c = clock("1+0");
        c.start(White, at(u64::MAX - 5));
        assert_eq!(c.flag_at().map(Instant::as_ms), Some(u64::MAX));
        assert_eq!(c.next_display_change(at(u64::MAX - 5)).map(Instant::as_ms), Some(u64::MAX - 4));
        assert_eq!(c.next_display_change(at(u64::MAX - 1)).map(Instant::as_ms), Some(u64::MAX));
        assert_eq!(c.next_display_change(at(u64::MAX)).map(Instant::as_ms), None, "nothing after the end");
        assert_eq!(c.flagged(at(u64::MAX)), None);
    }
}
