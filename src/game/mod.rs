//! A game over positions: for now, the clock and the time controls it runs.

pub mod clock;
pub mod time_control;

pub use clock::{Clock, ClockError, ClockState, format_clock, format_delay};
pub use time_control::{Bonus, Category, Period, TimeControl, TimeControlError};
