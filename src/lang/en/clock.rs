//! English: the words of `ferz clock`.

use crate::game::{Adjustment, format_clock};
use crate::lang::Lang;
use crate::lang::clock::{ClockStrings, Lever};

/// English, the default.
pub const CLOCK_EN: ClockStrings = ClockStrings {
    lang: Lang::En,
    title: |controls| format!("ferz clock — {controls}"),
    side: |c| c.fold("White", "Black"),
    before_start: |lever| {
        let half = match lever {
            Lever::Left => "left",
            Lever::Right => "right",
        };
        format!("Black starts White's clock: any key of the {half} half of the keyboard, or Space")
    },
    lever: |l| match l {
        Lever::Left => "left",
        Lever::Right => "right",
    },
    paused: "Both clocks paused — F8 starts them again",
    resumed: "The clock runs again",
    moves_made: |n| if n == 1 { "1 move".to_string() } else { format!("{n} moves") },
    to_control: |n| if n == 1 { "1 move to the control".to_string() } else { format!("{n} moves to the control") },
    delay: |d| format!("delay {d}"),
    low: "LOW TIME",
    flag: "FLAG",
    counting_up: "counting up: no flag falls",
    flag_fell: |c| {
        let (me, other) = (c.fold("White", "Black"), (!c).fold("White", "Black"));
        format!(
            "{me}'s flag fell first. {other} wins on time — unless {other} cannot checkmate by any \
             series of legal moves: then the game is drawn (FIDE 6.9). Decide it at the board."
        )
    },
    quit_question: "Quit the clock? The clocks are paused. y: quit — any other key: back to the game",
    arbiter_prompt: "Arbiter (clocks paused): white +120, black -30, black +2:00, white moves 39 — Enter: apply, Esc: close",
    adjusted: |a| match a {
        Adjustment::AddTime { side, amount } => {
            format!("{} +{}. F8 starts the clocks again.", side.fold("White", "Black"), format_clock(*amount))
        }
        Adjustment::TakeTime { side, amount } => {
            format!("{} −{}. F8 starts the clocks again.", side.fold("White", "Black"), format_clock(*amount))
        }
        Adjustment::MoveCount { side, moves } => {
            format!("{}'s move counter set to {moves}. F8 starts the clocks again.", side.fold("White", "Black"))
        }
    },
    bad_adjustment: "Not a correction: write white +120, black -30, black +2:00 or white moves 39",
    footer: &[
        ("keys", "levers"),
        ("Space", "running"),
        ("F8", "pause"),
        ("F9", "arbiter"),
        ("F1", "help"),
        ("F10", "quit"),
    ],
    help_title: " ferz clock — keys ",
    help: &[
        "Every key of the left half of the keyboard (` 1-5, q-t, a-g, z-b, Tab)",
        "presses the left lever; every key of the right half (6-0, - =, y-p [ ],",
        "h-l ; ', n-m , . /, Enter) presses the right lever. A click on a clock",
        "presses its lever. Pressing a lever stops that clock and starts the",
        "other; the lever of a stopped clock does nothing.",
        "Space          presses the lever of the running clock",
        "               (before the start: starts White's clock)",
        "F8             pauses both clocks, or starts them again",
        "F9             the arbiter: add or take time, set a move counter",
        "               (white +120, black -30, black +2:00, white moves 39)",
        "F1 or ?        this help; Esc closes it",
        "F10, Ctrl+C    quit (asks first)",
        "",
        "When a flag falls the clocks stop and show whose flag fell first.",
        "Whether that loses is for the board to say: FIDE 6.9 makes it a draw",
        "when the opponent cannot checkmate by any series of legal moves.",
    ],
    too_small: "terminal too small",
    no_terminal: |system| {
        format!(
            "there is no terminal to show the clock in: run ferz in a terminal window (ferz script plays without \
             one); the system says: {system}"
        )
    },
};
