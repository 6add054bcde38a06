//! English: the words of `ferz clock`.

use crate::game::{Adjustment, format_clock};
use crate::lang::English;
use crate::lang::Keys;
use crate::lang::clock::{ClockWords, Lever};
use crate::rules::Color;

/// English, the default.
impl ClockWords for English {
    fn title(&self, controls: &str) -> String {
        format!("ferz clock — {controls}")
    }

    fn side(&self, c: Color) -> &'static str {
        c.fold("White", "Black")
    }

    fn before_start(&self, lever: Lever) -> String {
        let half = match lever {
            Lever::Left => "left",
            Lever::Right => "right",
        };
        format!("Black starts White's clock: any key of the {half} half of the keyboard, or Space")
    }

    fn lever(&self, l: Lever) -> &'static str {
        match l {
            Lever::Left => "left",
            Lever::Right => "right",
        }
    }

    fn paused(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("Both clocks paused — {pause} starts them again")
    }

    fn resumed(&self) -> &'static str {
        "The clock runs again"
    }

    fn stopped(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!(
            "ferz was stopped: both clocks paused at that moment, the time away charged to no one — {pause} starts them again"
        )
    }

    fn moves_made(&self, n: u32) -> String {
        if n == 1 { "1 move".to_string() } else { format!("{n} moves") }
    }

    fn to_control(&self, n: u32) -> String {
        if n == 1 { "1 move to the control".to_string() } else { format!("{n} moves to the control") }
    }

    fn delay(&self, d: &str) -> String {
        format!("delay {d}")
    }

    fn low(&self) -> &'static str {
        "LOW TIME"
    }

    fn flag(&self) -> &'static str {
        "FLAG"
    }

    fn counting_up(&self) -> &'static str {
        "counting up: no flag falls"
    }

    fn flag_fell(&self, c: Color) -> String {
        let (me, other) = (c.fold("White", "Black"), (!c).fold("White", "Black"));
        format!(
            "{me}'s flag fell first. {other} wins on time — unless {other} cannot checkmate by any \
             series of legal moves: then it is a draw (FIDE 6.9). Judge it at the board."
        )
    }

    fn quit_question(&self) -> &'static str {
        "Quit the clock? The clocks are paused. y: quit — any other key: back to the game"
    }

    fn arbiter_prompt(&self) -> &'static str {
        "Arbiter, clocks paused — Enter: apply, Esc: close"
    }

    fn arbiter_forms(&self) -> [&'static str; 4] {
        ["white +120", "black -30", "black +2:00", "white moves 39"]
    }

    fn adjusted(&self, a: &Adjustment, keys: &Keys) -> String {
        let pause = keys.pause;
        match a {
            Adjustment::AddTime { side, amount } => {
                format!("{} +{}. {pause} starts the clocks again.", side.fold("White", "Black"), format_clock(*amount))
            }
            Adjustment::TakeTime { side, amount } => {
                format!("{} −{}. {pause} starts the clocks again.", side.fold("White", "Black"), format_clock(*amount))
            }
            Adjustment::MoveCount { side, moves } => {
                format!(
                    "{}'s move counter set to {moves}. {pause} starts the clocks again.",
                    side.fold("White", "Black")
                )
            }
        }
    }

    fn bad_adjustment(&self) -> &'static str {
        "Not a correction: write white\u{a0}+120, black\u{a0}-30, black\u{a0}+2:00 or white\u{a0}moves\u{a0}39"
    }

    fn levers(&self) -> &'static str {
        "To press your clock: any key on your half, or Space."
    }

    fn footer(&self, keys: &Keys) -> Vec<(&'static str, &'static str)> {
        vec![(keys.pause, "pause"), (keys.arbiter, "arbiter"), (keys.help, "help"), (keys.quit, "quit")]
    }

    fn help_title(&self) -> &'static str {
        " ferz clock — keys "
    }

    fn help(&self, keys: &Keys) -> Vec<String> {
        let lines: &[&str] = &[
            "Every key of the left half of the keyboard (` 1-5, q-t, a-g, z-b, Tab)",
            "presses the left lever; every key of the right half (6-0, - =, y-p [ ],",
            "h-l ; ', n-m , . /, Enter) presses the right lever. A click on a clock",
            "presses its lever. Pressing a lever stops that clock and starts the",
            "other; the lever of a stopped clock does nothing.",
            "Space          presses the lever of the running clock",
            "               (before the start: starts White's clock)",
            "{pause}             pauses both clocks, or starts them again",
            "{arbiter}             the arbiter: add or take time, set a move counter",
            "               (white +120, black -30, black +2:00, white moves 39)",
            "{help}             this help; Esc closes it",
            "{quit}, {interrupt}    quit (asks first)",
            "{suspend}             back to the shell (the clocks pause); fg returns",
            "",
            "When a flag falls the clocks stop and show whose flag fell first.",
            "Whether that loses is for the board to say: FIDE 6.9 makes it a draw",
            "when the opponent cannot checkmate by any series of legal moves.",
        ];
        lines.iter().map(|line| keys.fill(line)).collect()
    }

    fn too_small(&self) -> &'static str {
        "terminal too small"
    }

    fn no_terminal(&self, system: &str) -> String {
        format!(
            "there is no terminal to show the clock in: run ferz in a terminal window (ferz script plays without \
             one); the system says: {system}"
        )
    }
}
