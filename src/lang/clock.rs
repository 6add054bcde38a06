//! The words of `ferz clock`, the chess clock for a real board: one [`ClockStrings`] table per
//! language, as for the terminal game ([`Strings`](super::Strings)). English is in
//! `en/clock.rs`, Russian in `ru/clock.rs`.

use crate::game::Adjustment;
use crate::lang::Lang;
use crate::rules::Color;

pub use super::en::CLOCK_EN;
pub use super::ru::CLOCK_RU;

impl ClockStrings {
    /// The table of `lang`.
    pub const fn of(lang: Lang) -> &'static ClockStrings {
        match lang {
            Lang::En => &CLOCK_EN,
            Lang::Ru => &CLOCK_RU,
        }
    }
}

/// One language's texts for `ferz clock`.
#[derive(Debug)]
pub struct ClockStrings {
    /// The language of the table.
    pub lang: Lang,
    /// The title bar: "ferz clock — 15+10".
    pub title: fn(controls: &str) -> String,
    /// A side's name: "White".
    pub side: fn(Color) -> &'static str,
    /// Before the first press: who starts the clock, and how.
    pub before_start: fn(black_lever: Lever) -> String,
    /// "left" or "right", for the lever of a side.
    pub lever: fn(Lever) -> &'static str,
    /// Both clocks halted by F8.
    pub paused: &'static str,
    /// The clocks run again.
    pub resumed: &'static str,
    /// Under a clock: the moves its player has made.
    pub moves_made: fn(u32) -> String,
    /// Under a clock: the moves still to make before the next time control.
    pub to_control: fn(u32) -> String,
    /// Under the running clock: the delay left of this move.
    pub delay: fn(&str) -> String,
    /// Under a clock below the warning threshold.
    pub low: &'static str,
    /// Under the clock whose flag fell first.
    pub flag: &'static str,
    /// Upcount: no flag falls.
    pub counting_up: &'static str,
    /// The flag fell: who, and what the Laws say, left to the players (6.9).
    pub flag_fell: fn(Color) -> String,
    /// F10 or Ctrl+C: the question before quitting (the clocks are paused meanwhile).
    pub quit_question: &'static str,
    /// F9: the arbiter's line.
    pub arbiter_prompt: &'static str,
    /// An arbiter's correction done.
    pub adjusted: fn(&Adjustment) -> String,
    /// The arbiter's line could not be read.
    pub bad_adjustment: &'static str,
    /// The footer: key and what it does.
    pub footer: &'static [(&'static str, &'static str)],
    /// The help window's title.
    pub help_title: &'static str,
    /// The help window's lines.
    pub help: &'static [&'static str],
    /// The terminal is too small even for the clocks on one line each.
    pub too_small: &'static str,
    /// There is no terminal to show the clock in, with the system's own words (`system`).
    pub no_terminal: fn(system: &str) -> String,
}

/// One of the clock's two levers, as the players see them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lever {
    /// The lever over the left clock.
    Left,
    /// The lever over the right clock.
    Right,
}
