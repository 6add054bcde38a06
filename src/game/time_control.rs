//! Time controls: what `--time` accepts, how it is written back, and what FIDE derives from it.
//!
//! A time control is a list of periods. Every period but the last has a move count (`40/90`);
//! the last one lasts for the rest of the game. Each period gives minutes of base time and an
//! optional per-move bonus: a Fischer increment (`+`), a simple delay (`d`) or a Bronstein
//! delay (`b`). All durations are exact whole milliseconds ([`Duration`]).
//!
//! ```
//! use ferz::game::time::Duration;
//! use ferz::game::time_control::{Bonus, Category, TimeControl};
//!
//! let tc: TimeControl = "40/90+30,30+30".parse()?;
//! assert_eq!(tc.periods()[0].moves, Some(40));
//! assert_eq!(tc.periods()[1].bonus, Bonus::Fischer(Duration::from_secs(30)));
//! assert_eq!(tc.to_string(), "40/90+30,30+30");
//! assert_eq!(tc.to_pgn_tag(), "40/5400+30:1800+30");
//! assert_eq!(tc.category(), Category::Standard);
//! # Ok::<(), ferz::game::time_control::TimeControlError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::game::time::Duration;

/// Milliseconds in a minute: base times are given in minutes.
const MINUTE_MS: u64 = 60_000;
/// Milliseconds in a second: increments and delays are given in seconds.
const SECOND_MS: u64 = 1_000;
/// The longest base time of one period, in minutes (about a week): more is a typo.
pub const MAX_MINUTES: u64 = 10_000;
/// The longest increment or delay, in seconds (an hour a move): more is a typo.
pub const MAX_BONUS_SECONDS: u64 = 3_600;
/// The largest move count of one period: more is a typo.
pub const MAX_PERIOD_MOVES: u32 = 1_000;
/// The least time a period must give (base + increment or simple delay): less cannot be played.
pub const MIN_PERIOD: Duration = Duration::from_secs(1);

/// What a player gets on each move of a period besides the base time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Nothing: the clock simply runs down.
    None,
    /// Fischer increment (`M+S`): credited before each move, move 1 included.
    Fischer(Duration),
    /// Simple (US) delay (`MdS`): the main time waits this long at the start of each move.
    SimpleDelay(Duration),
    /// Bronstein delay (`MbS`): after a move, the time used, up to this, is given back.
    Bronstein(Duration),
}

impl Bonus {
    /// The increment or delay, whatever its kind (zero for [`Bonus::None`]).
    pub const fn amount(self) -> Duration {
        match self {
            Bonus::None => Duration::ZERO,
            Bonus::Fischer(d) | Bonus::SimpleDelay(d) | Bonus::Bronstein(d) => d,
        }
    }

    /// The Fischer increment, or zero for every other kind: what is credited per move.
    pub const fn increment(self) -> Duration {
        match self {
            Bonus::Fischer(d) => d,
            _ => Duration::ZERO,
        }
    }
}

/// One stage of a time control: make `moves` moves (or the rest of the game) in `base`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// How many of a player's own moves this period lasts; `None` for the last period.
    pub moves: Option<u32>,
    /// The base time added when the period starts.
    pub base: Duration,
    /// The increment or delay that applies to every move made in this period.
    pub bonus: Bonus,
}

/// The FIDE category of a game (Laws A.1, B.1), which decides e.g. the penalty for a wrong claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// Ten minutes or less (base + 60 × increment).
    Blitz,
    /// More than ten and less than sixty minutes.
    Rapid,
    /// Sixty minutes or more: a standard (classical) game.
    Standard,
}

/// How fast a game is, as players name it: FIDE's categories ([`Category`], decided by the
/// same measure) with bullet, the blitz under three minutes that the Laws do not name apart.
/// The title and the list of unfinished games say it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Speed {
    /// Under three minutes (base + 60 × increment): blitz by the Laws.
    Bullet,
    /// Three to ten minutes.
    Blitz,
    /// More than ten and less than sixty minutes.
    Rapid,
    /// Sixty minutes or more.
    Standard,
}

/// How the two clocks run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Each clock counts down its player's time (every control but the two below).
    #[default]
    Countdown,
    /// Hourglass (`hM`): while a player's clock runs down, the opponent's runs up by as much.
    Hourglass,
    /// Upcount (`up`): both clocks count up from zero and no flag falls (timing practice).
    Upcount,
}

/// A whole time control: the periods in order, or none at all for an untimed game.
///
/// Built only by parsing (`"15+10".parse()`), [`TimeControl::untimed`], [`TimeControl::rapid`]
/// or [`TimeControl::upcount`], so every value is valid: every period but the last has a move
/// count, an hourglass has one period with neither move count nor bonus, an upcount none, and
/// [`fmt::Display`] writes a text that parses back to the same value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
    mode: Mode,
}

impl TimeControl {
    /// No clock at all (`none`).
    pub fn untimed() -> TimeControl {
        TimeControl { periods: Vec::new(), mode: Mode::Countdown }
    }

    /// Both clocks count up from zero, no flag (`up`).
    pub fn upcount() -> TimeControl {
        TimeControl { periods: Vec::new(), mode: Mode::Upcount }
    }

    /// How the clocks run.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The default of `--time`: `rapid`, 15 minutes and 10 seconds a move.
    pub fn rapid() -> TimeControl {
        let bonus = Bonus::Fischer(Duration::from_secs(10));
        TimeControl {
            periods: vec![Period { moves: None, base: Duration::from_minutes(15), bonus }],
            mode: Mode::Countdown,
        }
    }

    /// One period for the whole game, `base` and `bonus` each move: what `"5+3"` reads, built
    /// from the values. `None` when it gives less than [`MIN_PERIOD`] a move or a base longer
    /// than [`MAX_MINUTES`], as the text would be refused.
    pub fn sudden_death(base: Duration, bonus: Bonus) -> Option<TimeControl> {
        let delay = match bonus {
            Bonus::SimpleDelay(d) => d,
            _ => Duration::ZERO,
        };
        let gives = base + bonus.increment() + delay;
        (gives >= MIN_PERIOD && base <= Duration::from_minutes(MAX_MINUTES))
            .then(|| TimeControl { periods: vec![Period { moves: None, base, bonus }], mode: Mode::Countdown })
    }

    /// The periods in order; empty when untimed.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// True for `none`: the game is played without a clock. An upcount has clocks (they count
    /// up), so it is not untimed.
    pub fn is_untimed(&self) -> bool {
        self.periods.is_empty() && self.mode != Mode::Upcount
    }

    /// FIDE's measure of a game's length for one player (Laws A.1, B.1): the first period's
    /// base + 60 × its increment (a delay counts like an increment); none untimed.
    fn expected(&self) -> Option<Duration> {
        let first = self.periods.first()?;
        Some(first.base + first.bonus.amount().times(60))
    }

    /// The FIDE category from the first period: base + 60 × increment, in minutes; a delay counts
    /// like an increment. An untimed game counts as [`Category::Standard`] (nobody is rushed).
    pub fn category(&self) -> Category {
        let Some(total) = self.expected() else {
            return Category::Standard;
        };
        if total <= Duration::from_minutes(10) {
            Category::Blitz
        } else if total < Duration::from_minutes(60) {
            Category::Rapid
        } else {
            Category::Standard
        }
    }

    /// How fast the game is, as players name it: the FIDE [`Category`], its blitz split at
    /// three minutes (by the same measure) into bullet and blitz.
    pub fn speed(&self) -> Speed {
        match self.category() {
            Category::Blitz if self.expected().is_some_and(|t| t < Duration::from_minutes(3)) => Speed::Bullet,
            Category::Blitz => Speed::Blitz,
            Category::Rapid => Speed::Rapid,
            Category::Standard => Speed::Standard,
        }
    }

    /// The control as the screen writes it: as [`fmt::Display`] does, but a time that is no
    /// whole number of minutes in minutes and seconds (`0:15`, `1:30+2`), never as a fraction
    /// of a minute (`0.25`). It reads back as the same control.
    pub fn label(&self) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = self.write(&mut text, clock_text);
        text
    }

    /// Writes the control, each period's base time as `base` writes it.
    fn write(&self, f: &mut impl fmt::Write, base: fn(Duration) -> String) -> fmt::Result {
        match self.mode {
            Mode::Upcount => return f.write_str("up"),
            // An hourglass's minutes are always a short decimal (`h0.5`): `--time` reads no other.
            Mode::Hourglass => return write!(f, "h{}", decimal(self.periods[0].base, MINUTE_MS)),
            Mode::Countdown if self.periods.is_empty() => return f.write_str("none"),
            Mode::Countdown => {}
        }
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if let Some(n) = p.moves {
                write!(f, "{n}/")?;
            }
            f.write_str(&base(p.base))?;
            let (sign, amount) = match p.bonus {
                Bonus::None => continue,
                Bonus::Fischer(d) => ('+', d),
                Bonus::SimpleDelay(d) => ('d', d),
                Bonus::Bronstein(d) => ('b', d),
            };
            write!(f, "{sign}{}", decimal(amount, SECOND_MS))?;
        }
        Ok(())
    }

    /// What an incorrect draw claim gives the opponent (FIDE 9.5.3, A.3, B.3): two minutes
    /// in a standard game, one in rapid and blitz, nothing when untimed or counting up.
    pub fn default_penalty(&self) -> Duration {
        if self.periods.is_empty() {
            return Duration::ZERO;
        }
        match self.category() {
            Category::Standard => Duration::from_minutes(2),
            Category::Rapid | Category::Blitz => Duration::from_minutes(1),
        }
    }

    /// The value of the PGN `TimeControl` tag (PGN standard 9.6.1), in seconds: `-`, `900+10`,
    /// `40/5400+30:1800+30`, `*180` for an hourglass. The standard has no form for a simple or
    /// Bronstein delay, and writing the base alone would tell a reader sudden death: a control
    /// with a delay in any period is `?` (unknown to the standard), and its exact form is in
    /// ferz's own tags ([`TimeControl::pgn_tag_of_game`]). An upcount has no flag: `-`.
    pub fn to_pgn_tag(&self) -> String {
        if self.periods.is_empty() {
            return "-".to_string();
        }
        if self.mode == Mode::Hourglass {
            return format!("*{}", decimal(self.periods[0].base, SECOND_MS));
        }
        if self.periods.iter().any(|p| matches!(p.bonus, Bonus::SimpleDelay(_) | Bonus::Bronstein(_))) {
            return "?".to_string();
        }
        let parts: Vec<String> = self
            .periods
            .iter()
            .map(|p| {
                let mut s = String::new();
                if let Some(n) = p.moves {
                    s.push_str(&format!("{n}/"));
                }
                s.push_str(&decimal(p.base, SECOND_MS));
                if let Bonus::Fischer(inc) = p.bonus {
                    s.push('+');
                    s.push_str(&decimal(inc, SECOND_MS));
                }
                s
            })
            .collect();
        parts.join(":")
    }

    /// The PGN `TimeControl` tag of a game where White plays `white` and Black `black`: the
    /// standard form of the one control when both play the same, and `?` under time odds,
    /// which the standard's single value cannot hold (see [`TimeControl::to_pgn_tag`]).
    pub fn pgn_tag_of_game(white: &TimeControl, black: &TimeControl) -> String {
        if white == black { white.to_pgn_tag() } else { "?".to_string() }
    }
}

/// Writes the canonical form that [`FromStr`] reads back: `none`, `3+2`, `0.5+0`, `5d3`,
/// `40/90+30,30+30`. Presets are written out (`blitz` becomes `3+2`).
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, base_text)
    }
}

/// A period's time as a player reads it on a clock: whole minutes as minutes (`15`), anything
/// else as minutes and seconds (`0:15`, `1:30`, `0:07.5`), which `--time` reads back.
fn clock_text(base: Duration) -> String {
    let ms = base.as_ms();
    if ms.is_multiple_of(MINUTE_MS) {
        return (ms / MINUTE_MS).to_string();
    }
    let seconds = decimal(Duration::from_ms(ms % MINUTE_MS), SECOND_MS);
    let pad = if ms % MINUTE_MS < 10 * SECOND_MS { "0" } else { "" };
    format!("{}:{pad}{seconds}", ms / MINUTE_MS)
}

/// A period's time as `--time` reads it back: minutes (`15`, `0.5`) where a short decimal of
/// minutes is exact, else minutes and seconds (`0:10`, `1:20.5`).
fn base_text(base: Duration) -> String {
    let ms = base.as_ms();
    let minutes = decimal(base, MINUTE_MS);
    if minutes.split_once('.').is_none_or(|(_, frac)| frac.len() <= 6) {
        return minutes;
    }
    let seconds = decimal(Duration::from_ms(ms % MINUTE_MS), SECOND_MS);
    let pad = if ms % MINUTE_MS < 10 * SECOND_MS { "0" } else { "" };
    format!("{}:{pad}{seconds}", ms / MINUTE_MS)
}

/// Writes `length / unit_ms` as a short exact decimal (`0.5`, `90`, `0.0001`).
fn decimal(length: Duration, unit_ms: u64) -> String {
    let ms = length.as_ms();
    let whole = ms / unit_ms;
    let mut rest = ms % unit_ms;
    if rest == 0 {
        return whole.to_string();
    }
    let mut s = format!("{whole}.");
    // At most ten digits: every value that parsing produces ends well before that.
    for _ in 0..10 {
        if rest == 0 {
            break;
        }
        rest *= 10;
        s.push(char::from(b'0' + (rest / unit_ms) as u8));
        rest %= unit_ms;
    }
    s
}

/// Why a `--time` text is not a time control. Every message quotes the whole input, names the
/// wrong part and says what was expected, so it can be shown to the player as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControlError {
    /// Minutes and seconds that are not `M:SS` with seconds under 60 (`1:75`, `1.5:10`, `1:5`).
    BadMinutesSeconds {
        /// The text as given.
        input: String,
        /// The minutes and seconds as written.
        text: String,
    },
    /// The text is empty.
    Empty {
        /// The text as given.
        input: String,
    },
    /// A period does not start with a number of minutes (`abc`, `+3`).
    ExpectedMinutes {
        /// The text as given.
        input: String,
        /// What stood where the minutes should be.
        found: String,
        /// The text before it in the same period (`40/`), or empty.
        after: String,
    },
    /// A bonus sign is not followed by seconds (`5+`, `5d`).
    ExpectedSeconds {
        /// The text as given.
        input: String,
        /// The sign: `+`, `d` or `b`.
        sign: char,
    },
    /// The move count before `/` is missing, not a whole number, zero or too large.
    BadMoveCount {
        /// The text as given.
        input: String,
        /// The move count as written.
        moves: String,
    },
    /// A number is not a plain decimal (`1.2.3`, `5.`).
    BadNumber {
        /// The text as given.
        input: String,
        /// The number as written.
        number: String,
    },
    /// A number has a minus sign.
    Negative {
        /// The text as given.
        input: String,
        /// The number as written, sign included.
        number: String,
    },
    /// A number is beyond the sensible maximum.
    TooLarge {
        /// The text as given.
        input: String,
        /// The number as written.
        number: String,
        /// Minutes or seconds.
        unit: TimeUnit,
        /// The largest value allowed, in that unit.
        max: u64,
    },
    /// A number does not come to a whole number of milliseconds (`1+0.0001`).
    NotWholeMilliseconds {
        /// The text as given.
        input: String,
        /// The number as written.
        number: String,
        /// Minutes or seconds.
        unit: TimeUnit,
    },
    /// Something follows a complete period (`5+3x`, `5x`).
    Unexpected {
        /// The text as given.
        input: String,
        /// The first character that does not belong.
        found: char,
        /// The text of the period before it.
        after: String,
    },
    /// A comma with nothing on one side (`5,`, `40/90,,30`).
    EmptyPeriod {
        /// The text as given.
        input: String,
        /// Which period is empty, counting from 1.
        index: usize,
    },
    /// A period other than the last lacks its move count (`90,30`).
    MissingMoveCount {
        /// The text as given.
        input: String,
        /// The period as written.
        period: String,
    },
    /// The last period has a move count (`40/90`): nothing says what follows it.
    MoveCountOnLast {
        /// The text as given.
        input: String,
        /// The period as written.
        period: String,
    },
    /// An hourglass has something after its minutes (`h3+2`, `h3,5`).
    HourglassExtra {
        /// The text as given.
        input: String,
        /// What follows the minutes.
        found: String,
    },
    /// A period gives less than a second (`0`, `0.0001`).
    TooLittleTime {
        /// The text as given.
        input: String,
        /// The period as written.
        period: String,
    },
}

impl std::error::Error for TimeControlError {}

/// The unit a number of a time control counts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeUnit {
    /// The base time of a period.
    Minutes,
    /// An increment or a delay.
    Seconds,
}

/// Reads the `--time` grammar of INTERFACE.md: `none`, `M`, `M+S`, `MdS`, `MbS`, periods
/// `N/M…,…` and the presets `bullet`, `blitz`, `rapid`, `classical`; the time of a period may
/// also be written in seconds (`10s`) or minutes and seconds (`0:10`, `1:30+2`). Never panics.
impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let text = s.trim();
        let preset = ["none", "up", "bullet", "blitz", "rapid", "classical"]
            .into_iter()
            .find(|name| text.eq_ignore_ascii_case(name));
        let source = match preset {
            Some("none") => return Ok(TimeControl::untimed()),
            Some("up") => return Ok(TimeControl::upcount()),
            Some("bullet") => "1+0",
            Some("blitz") => "3+2",
            Some("rapid") => "15+10",
            Some("classical") => "40/90+30,30+30",
            _ => text,
        };
        if source.is_empty() {
            return Err(TimeControlError::Empty { input: s.into() });
        }
        if let Some(minutes) = source.strip_prefix(['h', 'H']) {
            return parse_hourglass(s, minutes);
        }
        let parts: Vec<&str> = source.split(',').map(str::trim).collect();
        if let Some(i) = parts.iter().position(|part| part.is_empty()) {
            return Err(TimeControlError::EmptyPeriod { input: s.into(), index: i + 1 });
        }
        let mut periods = Vec::with_capacity(parts.len());
        for (i, part) in parts.iter().enumerate() {
            let period = parse_period(s, part)?;
            let last = i + 1 == parts.len();
            match (last, period.moves) {
                (false, None) => {
                    return Err(TimeControlError::MissingMoveCount { input: s.into(), period: (*part).into() });
                }
                (true, Some(_)) => {
                    return Err(TimeControlError::MoveCountOnLast { input: s.into(), period: (*part).into() });
                }
                _ => {}
            }
            let simple_delay = match period.bonus {
                Bonus::SimpleDelay(d) => d,
                _ => Duration::ZERO,
            };
            let gives = period.base + period.bonus.increment() + simple_delay;
            if gives < MIN_PERIOD {
                return Err(TimeControlError::TooLittleTime { input: s.into(), period: (*part).into() });
            }
            periods.push(period);
        }
        Ok(TimeControl { periods, mode: Mode::Countdown })
    }
}

/// Reads an hourglass, `hM`, from the text after the `h`; `input` is the whole text.
fn parse_hourglass(input: &str, text: &str) -> Result<TimeControl, TimeControlError> {
    let (minutes, rest) = split_number(text);
    if minutes.is_empty() {
        if rest.starts_with('-') {
            return Err(negative(input, rest));
        }
        return Err(TimeControlError::ExpectedMinutes { input: input.into(), found: rest.into(), after: "h".into() });
    }
    if !rest.is_empty() {
        return Err(TimeControlError::HourglassExtra { input: input.into(), found: rest.into() });
    }
    let base = parse_amount(input, minutes, MINUTE_MS, TimeUnit::Minutes, MAX_MINUTES)?;
    if base < MIN_PERIOD {
        return Err(TimeControlError::TooLittleTime { input: input.into(), period: text.into() });
    }
    Ok(TimeControl { periods: vec![Period { moves: None, base, bonus: Bonus::None }], mode: Mode::Hourglass })
}

/// Splits `text` into the leading run of digits and dots and the rest.
fn split_number(text: &str) -> (&str, &str) {
    let end = text.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(text.len());
    text.split_at(end)
}

/// Reads one period, `[N/]M[(+|d|b)S]`; `input` is the whole text, for error messages.
fn parse_period(input: &str, part: &str) -> Result<Period, TimeControlError> {
    let (first, rest) = split_number(part);
    let (moves, minutes, rest, after) = if let Some(after_slash) = rest.strip_prefix('/') {
        let bad = || TimeControlError::BadMoveCount { input: input.into(), moves: first.into() };
        if first.is_empty() || !first.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let n: u32 = first.parse().map_err(|_| bad())?;
        if n == 0 || n > MAX_PERIOD_MOVES {
            return Err(bad());
        }
        let (minutes, rest) = split_number(after_slash);
        (Some(n), minutes, rest, &part[..first.len() + 1])
    } else {
        (None, first, rest, "")
    };
    if minutes.is_empty() {
        if rest.starts_with('-') {
            return Err(negative(input, rest));
        }
        return Err(TimeControlError::ExpectedMinutes { input: input.into(), found: rest.into(), after: after.into() });
    }
    let (base, rest) = parse_base(input, minutes, rest)?;
    let mut chars = rest.chars();
    let bonus = match chars.next() {
        None => Bonus::None,
        Some(sign @ ('+' | 'd' | 'D' | 'b' | 'B')) => {
            let sign = sign.to_ascii_lowercase();
            let tail = chars.as_str();
            let (seconds, trailing) = split_number(tail);
            if seconds.is_empty() {
                if tail.starts_with('-') {
                    return Err(negative(input, tail));
                }
                return Err(TimeControlError::ExpectedSeconds { input: input.into(), sign });
            }
            if let Some(found) = trailing.chars().next() {
                return Err(TimeControlError::Unexpected {
                    input: input.into(),
                    found,
                    after: part[..part.len() - trailing.len()].into(),
                });
            }
            let amount = parse_amount(input, seconds, SECOND_MS, TimeUnit::Seconds, MAX_BONUS_SECONDS)?;
            match sign {
                '+' => Bonus::Fischer(amount),
                'd' => Bonus::SimpleDelay(amount),
                _ => Bonus::Bronstein(amount),
            }
        }
        Some(found) => {
            return Err(TimeControlError::Unexpected {
                input: input.into(),
                found,
                after: part[..part.len() - rest.len()].into(),
            });
        }
    };
    Ok(Period { moves, base, bonus })
}

/// Reads a period's time from its leading number and what follows it: minutes (`15`, `0.5`),
/// seconds (`10s`) or minutes and seconds (`0:10`, `1:30`, seconds under 60); gives the time
/// and the rest of the period.
fn parse_base<'a>(input: &str, number: &str, rest: &'a str) -> Result<(Duration, &'a str), TimeControlError> {
    if let Some(after) = rest.strip_prefix(['s', 'S']) {
        let base = parse_amount(input, number, SECOND_MS, TimeUnit::Seconds, MAX_MINUTES * 60)?;
        return Ok((base, after));
    }
    let Some(after) = rest.strip_prefix(':') else {
        return Ok((parse_amount(input, number, MINUTE_MS, TimeUnit::Minutes, MAX_MINUTES)?, rest));
    };
    let (seconds, rest) = split_number(after);
    let text = format!("{number}:{seconds}");
    let bad = || TimeControlError::BadMinutesSeconds { input: input.into(), text: text.clone() };
    if !number.bytes().all(|b| b.is_ascii_digit()) || seconds.len() < 2 || seconds.starts_with('.') {
        return Err(bad());
    }
    let minutes = parse_amount(input, number, MINUTE_MS, TimeUnit::Minutes, MAX_MINUTES)?;
    let seconds = parse_amount(input, seconds, SECOND_MS, TimeUnit::Seconds, 60).map_err(|_| bad())?;
    if seconds >= Duration::from_secs(60) {
        return Err(bad());
    }
    Ok((minutes + seconds, rest))
}

/// The error for a number written with a minus sign: `text` starts with `-`.
fn negative(input: &str, text: &str) -> TimeControlError {
    let (digits, _) = split_number(&text[1..]);
    TimeControlError::Negative { input: input.into(), number: format!("-{digits}") }
}

/// Converts a decimal `number` of units (`unit_ms` each) to an exact duration, at most `max`
/// units. `number` holds only ASCII digits and dots.
fn parse_amount(
    input: &str,
    number: &str,
    unit_ms: u64,
    unit: TimeUnit,
    max: u64,
) -> Result<Duration, TimeControlError> {
    let bad = || TimeControlError::BadNumber { input: input.into(), number: number.into() };
    let (whole, frac) = match number.split_once('.') {
        Some((w, f)) => (w, f),
        None => (number, ""),
    };
    if frac.contains('.') || (whole.is_empty() && frac.is_empty()) {
        return Err(bad());
    }
    if number.ends_with('.') {
        return Err(bad());
    }
    let too_large = || TimeControlError::TooLarge { input: input.into(), number: number.into(), unit, max };
    let whole_value = whole.bytes().try_fold(0u64, |acc, b| acc.checked_mul(10)?.checked_add(u64::from(b - b'0')));
    let whole_value = whole_value.ok_or_else(too_large)?;
    // Trailing zeros of the fraction change nothing; with more than six digits left the value
    // cannot be a whole number of milliseconds for a unit of 1 000 or 60 000 ms.
    let frac = frac.trim_end_matches('0');
    if frac.len() > 6 {
        return Err(TimeControlError::NotWholeMilliseconds { input: input.into(), number: number.into(), unit });
    }
    let scale = 10u64.pow(frac.len() as u32);
    let frac_value = frac.bytes().fold(0u64, |acc, b| acc * 10 + u64::from(b - b'0'));
    let frac_ms_scaled = frac_value * unit_ms;
    if !frac_ms_scaled.is_multiple_of(scale) {
        return Err(TimeControlError::NotWholeMilliseconds { input: input.into(), number: number.into(), unit });
    }
    if whole_value > max || (whole_value == max && frac_value > 0) {
        return Err(too_large());
    }
    Ok(Duration::from_ms(whole_value * unit_ms + frac_ms_scaled / scale))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        match s.parse() {
            Ok(tc) => tc,
            Err(e) => panic!("{s:?} should parse: {e}"),
        }
    }

    fn err(s: &str) -> TimeControlError {
        match s.parse::<TimeControl>() {
            Ok(tc) => panic!("{s:?} should be refused, got {tc:?}"),
            Err(e) => e,
        }
    }

    fn single(base_ms: u64, bonus: Bonus) -> Vec<Period> {
        vec![Period { moves: None, base: Duration::from_ms(base_ms), bonus }]
    }

    #[test]
    fn simple_forms() {
        assert_eq!(tc("15").periods(), single(900_000, Bonus::None));
        assert_eq!(tc("3+2").periods(), single(180_000, Bonus::Fischer(Duration::from_ms(2_000))));
        assert_eq!(tc("0.5+0").periods(), single(30_000, Bonus::Fischer(Duration::from_ms(0))));
        assert_eq!(tc("5d3").periods(), single(300_000, Bonus::SimpleDelay(Duration::from_ms(3_000))));
        assert_eq!(tc("5b3").periods(), single(300_000, Bonus::Bronstein(Duration::from_ms(3_000))));
        assert_eq!(tc(".25+1.5").periods(), single(15_000, Bonus::Fischer(Duration::from_ms(1_500))));
        assert_eq!(tc(" 5D3 ").periods(), single(300_000, Bonus::SimpleDelay(Duration::from_ms(3_000))));
    }

    #[test]
    fn periods() {
        let t = tc("40/90+30,30+30");
        assert_eq!(
            t.periods(),
            [
                Period {
                    moves: Some(40),
                    base: Duration::from_ms(5_400_000),
                    bonus: Bonus::Fischer(Duration::from_ms(30_000))
                },
                Period {
                    moves: None,
                    base: Duration::from_ms(1_800_000),
                    bonus: Bonus::Fischer(Duration::from_ms(30_000))
                },
            ]
        );
        let t = tc("40/120,20/60,30");
        let summary: Vec<(Option<u32>, u64)> = t.periods().iter().map(|p| (p.moves, p.base.as_ms())).collect();
        assert_eq!(summary, [(Some(40), 7_200_000), (Some(20), 3_600_000), (None, 1_800_000)]);
        assert!(t.periods().iter().all(|p| p.bonus == Bonus::None));
        // Spaces around commas are forgiven.
        assert_eq!(tc("40/120, 20/60 ,30"), t);
    }

    #[test]
    fn presets_and_none() {
        assert_eq!(tc("bullet"), tc("1+0"));
        assert_eq!(tc("blitz"), tc("3+2"));
        assert_eq!(tc("rapid"), tc("15+10"));
        assert_eq!(tc("Classical"), tc("40/90+30,30+30"));
        assert!(tc("none").is_untimed());
        assert!(tc("NONE").periods().is_empty());
        assert_eq!(tc(" blitz\n"), tc("3+2"));
        assert!(!tc("rapid").is_untimed());
    }

    #[test]
    fn display_round_trips() {
        for (text, canonical) in [
            ("none", "none"),
            ("15", "15"),
            ("3+2", "3+2"),
            ("0.5+0", "0.5+0"),
            (".5", "0.5"),
            ("15.000", "15"),
            ("5d3", "5d3"),
            ("5B3", "5b3"),
            ("1.5d2.5", "1.5d2.5"),
            ("0.0001+1", "0.0001+1"),
            ("1+0.001", "1+0.001"),
            ("blitz", "3+2"),
            ("classical", "40/90+30,30+30"),
            ("40/120, 20/60, 30", "40/120,20/60,30"),
            ("10000+3600", "10000+3600"),
        ] {
            let t = tc(text);
            assert_eq!(t.to_string(), canonical, "display of {text:?}");
            assert_eq!(tc(canonical), t, "round trip of {text:?}");
        }
    }

    #[test]
    fn seconds_and_minutes_and_seconds() {
        for (text, base_ms, canonical) in [
            ("10s", 10_000, "0:10"),
            ("0:10", 10_000, "0:10"),
            ("1:30", 90_000, "1.5"),
            ("90S", 90_000, "1.5"),
            ("0:07.5", 7_500, "0.125"),
            ("2:05", 125_000, "2:05"),
        ] {
            let t = tc(text);
            assert_eq!(t.periods()[0].base.as_ms(), base_ms, "{text}");
            assert_eq!(t.to_string(), canonical, "display of {text:?}");
            assert_eq!(tc(canonical), t, "round trip of {text:?}");
        }
        assert_eq!(tc("1:30+2").periods(), single(90_000, Bonus::Fischer(Duration::from_ms(2_000))));
        assert_eq!(tc("40/1:30,30s+5").periods().len(), 2);
        assert!(matches!(err("1:30:00"), TimeControlError::Unexpected { found: ':', .. }), "no hours");
        assert_eq!(tc("0:10").category(), Category::Blitz);
        for bad in ["1:75", "1:5", "1.5:10", "1:", "1:60"] {
            assert!(matches!(err(bad), TimeControlError::BadMinutesSeconds { .. }), "{bad}");
        }
        assert_eq!(
            err("1:75").to_string(),
            "time control '1:75': '1:75' is not minutes:seconds; expected e.g. 0:10 or 1:30, seconds under 60"
        );
        assert!(matches!(err("10ss"), TimeControlError::Unexpected { found: 's', .. }));
    }

    #[test]
    fn hourglass_and_upcount() {
        let glass = tc("h3");
        assert_eq!(glass.mode(), Mode::Hourglass);
        assert_eq!(glass.periods(), single(180_000, Bonus::None));
        assert_eq!(glass.to_string(), "h3");
        assert_eq!(glass.to_pgn_tag(), "*180");
        assert_eq!(glass.category(), Category::Blitz);
        assert_eq!(tc(" H0.5 ").to_string(), "h0.5");
        let up = tc("up");
        assert_eq!((up.mode(), up.is_untimed(), up.periods().len()), (Mode::Upcount, false, 0));
        assert_eq!((up.to_string(), up.to_pgn_tag()), ("up".to_string(), "-".to_string()));
        assert_eq!(up.default_penalty(), Duration::ZERO, "nothing to add to a clock counting up");
        assert_eq!(tc("UP"), up);
        assert_eq!(
            err("h3+2").to_string(),
            "time control 'h3+2': an hourglass takes minutes only, such as h3 (no increment, delay or \
             periods); found '+2' after the minutes"
        );
        assert!(matches!(err("h"), TimeControlError::ExpectedMinutes { .. }));
        assert!(matches!(err("hx"), TimeControlError::ExpectedMinutes { .. }));
        assert!(matches!(err("h-3"), TimeControlError::Negative { .. }));
        assert!(matches!(err("h0"), TimeControlError::TooLittleTime { .. }));
        assert!(matches!(err("40/h3,3"), TimeControlError::ExpectedMinutes { .. }));
    }

    #[test]
    fn pgn_tags() {
        assert_eq!(tc("none").to_pgn_tag(), "-");
        assert_eq!(tc("15+10").to_pgn_tag(), "900+10");
        assert_eq!(tc("5").to_pgn_tag(), "300");
        assert_eq!(tc("1+0").to_pgn_tag(), "60+0");
        assert_eq!(tc("40/90+30,30+30").to_pgn_tag(), "40/5400+30:1800+30");
        assert_eq!(tc("40/120,20/60,30").to_pgn_tag(), "40/7200:20/3600:1800");
        // No standard form for a delay: unknown, never the base alone (sudden death).
        assert_eq!(tc("5d3").to_pgn_tag(), "?");
        assert_eq!(tc("5b3").to_pgn_tag(), "?");
        assert_eq!(tc("40/90+30,30d30").to_pgn_tag(), "?");
        assert_eq!(TimeControl::pgn_tag_of_game(&tc("3+2"), &tc("3+2")), "180+2");
        assert_eq!(TimeControl::pgn_tag_of_game(&tc("5"), &tc("3+2")), "?");
        assert_eq!(tc("1.01+0.5").to_pgn_tag(), "60.6+0.5");
    }

    /// What the title calls a control: seconds as seconds (`0:15`, not `0.25`), and by FIDE's
    /// measure (base + 60 × increment) bullet under three minutes, blitz to ten, rapid under
    /// sixty, standard from sixty. The label reads back as the same control.
    #[test]
    fn labels_say_seconds_as_seconds_and_bullet_under_three_minutes() {
        for (text, label, speed) in [
            ("0:15", "0:15", Speed::Bullet),
            ("10s", "0:10", Speed::Bullet),
            ("0.5+0", "0:30+0", Speed::Bullet),
            ("bullet", "1+0", Speed::Bullet),
            ("2", "2", Speed::Bullet),
            ("1:30+1", "1:30+1", Speed::Bullet),
            ("1:30+2", "1:30+2", Speed::Blitz),
            ("2+1", "2+1", Speed::Blitz),
            ("3", "3", Speed::Blitz),
            ("blitz", "3+2", Speed::Blitz),
            ("10", "10", Speed::Blitz),
            ("10+5", "10+5", Speed::Rapid),
            ("rapid", "15+10", Speed::Rapid),
            ("classical", "40/90+30,30+30", Speed::Standard),
            ("40/1:30,30s+5", "40/1:30,0:30+5", Speed::Bullet),
            ("h0.5", "h0.5", Speed::Bullet),
            ("h3", "h3", Speed::Blitz),
        ] {
            let t = tc(text);
            assert_eq!((t.label().as_str(), t.speed()), (label, speed), "{text}");
            assert_eq!(tc(label), t, "{label} reads back");
        }
        // Bullet is blitz by the Laws: the penalty is a blitz game's.
        assert_eq!(tc("0:15").category(), Category::Blitz);
        assert_eq!(tc("0:15").default_penalty().as_ms(), 60_000);
    }

    #[test]
    fn categories_and_penalties() {
        assert_eq!(tc("bullet").category(), Category::Blitz);
        assert_eq!(tc("3+2").category(), Category::Blitz);
        assert_eq!(tc("10").category(), Category::Blitz);
        assert_eq!(tc("10+0.001").category(), Category::Rapid);
        assert_eq!(tc("5d5").category(), Category::Blitz);
        assert_eq!(tc("5d6").category(), Category::Rapid, "a delay counts");
        assert_eq!(tc("5b3").category(), Category::Blitz);
        assert_eq!(tc("rapid").category(), Category::Rapid);
        assert_eq!(tc("59+0.999").category(), Category::Rapid);
        assert_eq!(tc("59+1").category(), Category::Standard);
        assert_eq!(tc("60").category(), Category::Standard);
        assert_eq!(tc("classical").category(), Category::Standard);
        assert_eq!(tc("none").category(), Category::Standard);

        assert_eq!(tc("classical").default_penalty().as_ms(), 120_000);
        assert_eq!(tc("rapid").default_penalty().as_ms(), 60_000);
        assert_eq!(tc("blitz").default_penalty().as_ms(), 60_000);
        assert_eq!(tc("none").default_penalty().as_ms(), 0);
    }

    #[test]
    fn error_messages_name_the_part() {
        assert_eq!(err("5+").to_string(), "time control '5+': expected seconds of increment after '+'");
        assert_eq!(err("5d").to_string(), "time control '5d': expected seconds of delay after 'd'");
        assert_eq!(
            err("+3"),
            TimeControlError::ExpectedMinutes { input: "+3".into(), found: "+3".into(), after: String::new() }
        );
        assert!(err("+3").to_string().starts_with("time control '+3': expected minutes"));
        let abc = err("abc").to_string();
        assert!(abc.starts_with("time control 'abc': expected minutes"), "{abc}");
        assert!(abc.contains("found 'abc'"), "{abc}");
        assert_eq!(
            err("40/90").to_string(),
            "time control '40/90': the last period '40/90' must not have a move count; drop it \
             or add the period that follows, such as '40/90,30'"
        );
        assert!(matches!(err("40/90"), TimeControlError::MoveCountOnLast { .. }));
        assert_eq!(
            err("90+30,30"),
            TimeControlError::MissingMoveCount { input: "90+30,30".into(), period: "90+30".into() }
        );
        assert_eq!(err("40/,30").to_string(), "time control '40/,30': expected minutes after '40/', found nothing");
        assert!(err("").to_string().starts_with("time control '': expected minutes"));
    }

    #[test]
    fn bad_numbers() {
        // 0.0001 minutes is 6 ms: whole, but far less than a playable second.
        assert!(matches!(err("0.0001"), TimeControlError::TooLittleTime { .. }));
        assert!(matches!(err("0"), TimeControlError::TooLittleTime { .. }));
        assert!(matches!(err("40/90,0"), TimeControlError::TooLittleTime { .. }));
        assert!(matches!(err("0+0.999"), TimeControlError::TooLittleTime { .. }));
        assert_eq!(tc("0+1").periods(), single(0, Bonus::Fischer(Duration::from_ms(1_000))));
        assert_eq!(tc("0d1").periods(), single(0, Bonus::SimpleDelay(Duration::from_ms(1_000))));
        assert!(matches!(err("0b1"), TimeControlError::TooLittleTime { .. }));
        assert_eq!(
            err("1+0.0001").to_string(),
            "time control '1+0.0001': '0.0001' seconds is not a whole number of milliseconds; \
             use fewer decimals"
        );
        assert!(matches!(err("0.00001"), TimeControlError::NotWholeMilliseconds { .. }));
        assert!(matches!(err("1.0000000000000000001"), TimeControlError::NotWholeMilliseconds { .. }));
        assert!(matches!(err("1+0.000000000000000000000000000000001"), TimeControlError::NotWholeMilliseconds { .. }));
        assert_eq!(tc("1.500000000000000000000000"), tc("1.5"));
        assert_eq!(err("-5").to_string(), "time control '-5': '-5' is negative; times must be 0 or more");
        assert!(matches!(err("5+-3"), TimeControlError::Negative { .. }));
        assert!(matches!(err("40/-90,30"), TimeControlError::Negative { .. }));
        assert_eq!(
            err("99999999999999999999999").to_string(),
            "time control '99999999999999999999999': '99999999999999999999999' is too many \
             minutes; the most is 10000 minutes"
        );
        assert!(matches!(err("10000.5"), TimeControlError::TooLarge { .. }));
        assert!(matches!(err("5+3601"), TimeControlError::TooLarge { .. }));
        assert!(matches!(err("1.2.3"), TimeControlError::BadNumber { .. }));
        assert!(matches!(err("5."), TimeControlError::BadNumber { .. }));
        assert!(matches!(err("."), TimeControlError::BadNumber { .. }));
        assert!(matches!(err("inf"), TimeControlError::ExpectedMinutes { .. }));
        assert!(matches!(err("NaN"), TimeControlError::ExpectedMinutes { .. }));
        assert!(matches!(err("1e3"), TimeControlError::Unexpected { found: 'e', .. }));
    }

    #[test]
    fn bad_structure() {
        assert_eq!(
            err("5+3x").to_string(),
            "time control '5+3x': unexpected 'x' after '5+3'; expected '+', 'd' or 'b' and \
             seconds, or ',' and the next period"
        );
        assert!(matches!(err("5 + 3"), TimeControlError::Unexpected { found: ' ', .. }));
        assert!(matches!(err("5,"), TimeControlError::EmptyPeriod { index: 2, .. }));
        assert!(matches!(err(",5"), TimeControlError::EmptyPeriod { index: 1, .. }));
        assert!(matches!(err("0/90,30"), TimeControlError::BadMoveCount { .. }));
        assert!(matches!(err("1001/90,30"), TimeControlError::BadMoveCount { .. }));
        assert!(matches!(err("4.5/90,30"), TimeControlError::BadMoveCount { .. }));
        assert!(matches!(err("/90,30"), TimeControlError::BadMoveCount { .. }));
        assert!(matches!(err("40/90/3,30"), TimeControlError::Unexpected { found: '/', .. }));
    }

    #[test]
    fn never_panics_on_odd_text() {
        for s in [
            "ферзь",
            "5+ж",
            "５",
            "40/٣,3",
            "/",
            ",",
            "+",
            "d",
            "b",
            "-",
            "--5",
            "5++3",
            "5+3+2",
            "5d3b2",
            "\u{0}",
            "40/90+30,",
            "4294967296/90,30",
            "1/1,1/1,1",
        ] {
            if let Err(e) = s.parse::<TimeControl>() {
                assert!(e.to_string().starts_with(&format!("time control '{s}': ")));
            }
        }
        assert!(tc("1/1,1/1,1").periods().len() == 3);
    }

    /// A text is a time control that writes back as itself, or is refused naming the text.
    fn parses_or_explains(s: &str) -> Result<(), proptest::test_runner::TestCaseError> {
        match s.parse::<TimeControl>() {
            Ok(t) => proptest::prop_assert_eq!(tc(&t.to_string()), t),
            Err(e) => {
                let prefix = format!("time control '{s}': ");
                proptest::prop_assert!(e.to_string().starts_with(&prefix));
            }
        }
        Ok(())
    }

    proptest::proptest! {
        #[test]
        fn any_text_parses_or_explains(s in "\\PC{0,24}") {
            parses_or_explains(&s)?;
        }

        #[test]
        fn grammar_like_text_parses_or_explains(s in "[0-9./+dbDB, -]{0,16}") {
            parses_or_explains(&s)?;
        }

        #[test]
        fn written_controls_round_trip(
            periods in proptest::collection::vec(
                (1u32..=1000, 0u64..=10_000, 0u64..10_000, 0usize..4, 0u64..=3_600, 0u64..1_000),
                1..5,
            )
        ) {
            let last = periods.len() - 1;
            let text: Vec<String> = periods
                .iter()
                .enumerate()
                .map(|(i, &(n, min, frac, kind, sec, ms))| {
                    let moves = if i < last { format!("{n}/") } else { String::new() };
                    // Four decimals of a minute are whole milliseconds (0.0001 min = 6 ms).
                    let minutes = format!("{}.{frac:04}", min.min(9_999));
                    let bonus = ["", "+", "d", "b"][kind];
                    let seconds = if kind == 0 {
                        String::new()
                    } else {
                        format!("{}.{ms:03}", sec.min(3_599))
                    };
                    format!("{moves}{minutes}{bonus}{seconds}")
                })
                .collect();
            let text = text.join(",");
            if let Ok(t) = text.parse::<TimeControl>() {
                proptest::prop_assert_eq!(tc(&t.to_string()), t.clone());
                let again = t.to_string().parse::<TimeControl>().map(|u| u.to_string());
                proptest::prop_assert_eq!(again, Ok(t.to_string()));
            } else {
                // Only a period giving under a second may be refused.
                let too_little = matches!(
                    text.parse::<TimeControl>(),
                    Err(TimeControlError::TooLittleTime { .. })
                );
                proptest::prop_assert!(too_little, "{text} refused");
            }
        }
    }
}
