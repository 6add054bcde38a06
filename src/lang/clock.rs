//! The words of `ferz clock`, the chess clock for a real board: the [`ClockWords`] each
//! language implements, as for the terminal game ([`TerminalWords`](super::TerminalWords)).
//! English is in `en/clock.rs`, Russian in `ru/clock.rs`.

use crate::game::Adjustment;
use crate::lang::{Keys, MessageWords};
use crate::rules::Color;

/// One language's words for `ferz clock`. Every method is required.
pub trait ClockWords: MessageWords {
    /// The title bar: "ferz clock — 15+10".
    fn title(&self, controls: &str) -> String;
    /// A side's name: "White".
    fn side(&self, c: Color) -> &'static str;
    /// Before the first press: who starts the clock, and how.
    fn before_start(&self, lever: Lever) -> String;
    /// "left" or "right", for the lever of a side.
    fn lever(&self, l: Lever) -> &'static str;
    /// Both clocks halted by the pause key.
    fn paused(&self, keys: &Keys) -> String;
    /// The clocks run again.
    fn resumed(&self) -> &'static str;
    /// ferz was stopped (SIGTSTP, SIGSTOP) and continued: both clocks were paused at the moment
    /// of the stop, and the pause key starts them again.
    fn stopped(&self, keys: &Keys) -> String;
    /// Under a clock: the moves its player has made.
    fn moves_made(&self, n: u32) -> String;
    /// Under a clock: the moves still to make before the next time control.
    fn to_control(&self, n: u32) -> String;
    /// Under the running clock: the delay left of this move.
    fn delay(&self, d: &str) -> String;
    /// Under a clock below the warning threshold.
    fn low(&self) -> &'static str;
    /// Under the clock whose flag fell first.
    fn flag(&self) -> &'static str;
    /// Upcount: no flag falls.
    fn counting_up(&self) -> &'static str;
    /// The flag fell: who, and what the Laws say, left to the players (6.9).
    fn flag_fell(&self, c: Color) -> String;
    /// The quit key: the question before quitting (the clocks are paused meanwhile).
    fn quit_question(&self) -> &'static str;
    /// The arbiter's key: the arbiter's line, short (one row at 54 columns): what it is and
    /// its keys.
    fn arbiter_prompt(&self) -> &'static str;
    /// The forms of a correction, as examples: shown on the empty line, as many as fit.
    fn arbiter_forms(&self) -> [&'static str; 4];
    /// An arbiter's correction done.
    fn adjusted(&self, a: &Adjustment, keys: &Keys) -> String;
    /// The arbiter's line could not be read.
    fn bad_adjustment(&self) -> &'static str;
    /// The key bar's sentence about the levers, before the other keys: which keys press a
    /// player's clock.
    fn levers(&self) -> &'static str;
    /// The key bar after that sentence: key and what it does.
    fn footer(&self, keys: &Keys) -> Vec<(&'static str, &'static str)>;
    /// The help window's title.
    fn help_title(&self) -> &'static str;
    /// The help window's lines.
    fn help(&self, keys: &Keys) -> Vec<String>;
    /// The terminal is too small even for the clocks on one line each.
    fn too_small(&self) -> &'static str;
    /// There is no terminal to show the clock in, with the system's own words (`system`).
    fn no_terminal(&self, system: &str) -> String;
}

/// One of the clock's two levers, as the players see them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lever {
    /// The lever over the left clock.
    Left,
    /// The lever over the right clock.
    Right,
}
