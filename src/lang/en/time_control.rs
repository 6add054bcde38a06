//! English: why a time control text is refused (the `Display` of the game layer's
//! [`TimeControlError`]), for a damaged save and the command line.

use std::fmt;

use crate::game::time_control::MAX_PERIOD_MOVES;
use crate::game::{TimeControlError, TimeUnit};

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TimeControlError as E;
        let input = match self {
            E::Empty { input }
            | E::BadMinutesSeconds { input, .. }
            | E::ExpectedMinutes { input, .. }
            | E::ExpectedSeconds { input, .. }
            | E::BadMoveCount { input, .. }
            | E::BadNumber { input, .. }
            | E::Negative { input, .. }
            | E::TooLarge { input, .. }
            | E::NotWholeMilliseconds { input, .. }
            | E::Unexpected { input, .. }
            | E::EmptyPeriod { input, .. }
            | E::MissingMoveCount { input, .. }
            | E::MoveCountOnLast { input, .. }
            | E::HourglassExtra { input, .. }
            | E::TooLittleTime { input, .. } => input,
        };
        write!(f, "time control '{input}': ")?;
        match self {
            E::Empty { .. } => f.write_str(
                "expected minutes such as 15, 3+2, 5d3, h3 or 40/90+30,30+30, \
                 or one of bullet, blitz, rapid, classical, up, none",
            ),
            E::BadMinutesSeconds { text, .. } => {
                write!(f, "'{text}' is not minutes:seconds; expected e.g. 0:10 or 1:30, seconds under 60")
            }
            E::ExpectedMinutes { found, after, .. } => {
                let what = if found.is_empty() { "nothing".to_string() } else { format!("'{found}'") };
                if after.is_empty() {
                    write!(
                        f,
                        "expected minutes such as 15, 3+2 or h3, or one of bullet, blitz, rapid, \
                         classical, up, none; found {what}"
                    )
                } else {
                    write!(f, "expected minutes after '{after}', found {what}")
                }
            }
            E::ExpectedSeconds { sign, .. } => {
                let what = if *sign == '+' { "increment" } else { "delay" };
                write!(f, "expected seconds of {what} after '{sign}'")
            }
            E::BadMoveCount { moves, .. } => {
                write!(f, "expected a number of moves from 1 to {MAX_PERIOD_MOVES} before '/', found '{moves}'")
            }
            E::BadNumber { number, .. } => write!(
                f,
                "'{number}' is not a number; expected digits with at most one decimal point, \
                 such as 15 or 0.5"
            ),
            E::Negative { number, .. } => {
                write!(f, "'{number}' is negative; times must be 0 or more")
            }
            E::TooLarge { number, unit, max, .. } => {
                write!(f, "'{number}' is too many {}; the most is {max} {}", unit_name(*unit), unit_name(*unit))
            }
            E::NotWholeMilliseconds { number, unit, .. } => {
                write!(f, "'{number}' {} is not a whole number of milliseconds; use fewer decimals", unit_name(*unit))
            }
            E::Unexpected { found, after, .. } => write!(
                f,
                "unexpected '{found}' after '{after}'; expected '+', 'd' or 'b' and seconds, \
                 or ',' and the next period"
            ),
            E::EmptyPeriod { index, .. } => {
                write!(f, "period {index} is empty; expected minutes such as 30 or 30+30 between the commas")
            }
            E::MissingMoveCount { period, .. } => write!(
                f,
                "period '{period}' needs a move count such as '40/{period}', because another \
                 period follows it"
            ),
            E::MoveCountOnLast { period, .. } => write!(
                f,
                "the last period '{period}' must not have a move count; drop it or add the \
                 period that follows, such as '{period},30'"
            ),
            E::HourglassExtra { found, .. } => write!(
                f,
                "an hourglass takes minutes only, such as h3 (no increment, delay or periods); \
                 found '{found}' after the minutes"
            ),
            E::TooLittleTime { period, .. } => write!(
                f,
                "period '{period}' gives less than one second; expected more minutes or an \
                 increment"
            ),
        }
    }
}

/// "minutes", "seconds".
const fn unit_name(unit: TimeUnit) -> &'static str {
    match unit {
        TimeUnit::Minutes => "minutes",
        TimeUnit::Seconds => "seconds",
    }
}
