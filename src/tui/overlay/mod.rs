//! The windows drawn over the board, which take the keys while they are open, and the yes/no
//! questions they ask. Each window has a module of its own with its keys and what they do.

mod asked;
pub mod confirm;
pub mod envelope;
pub mod found;
pub mod help;
pub mod notice;
pub mod promotion;
pub mod seal;
pub mod time_chart;

use super::keymap::Context;
use crate::rules::{Color, Move, Square};

/// A window drawn over the board, which takes the keys while it is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Overlay {
    /// The help screen, scrolled by this many rows.
    Help(u16),
    /// The promotion picker for a pawn going from `from` to `to`; `choice` indexes Q R B N.
    Promotion {
        /// The pawn's square.
        from: Square,
        /// The last-rank square.
        to: Square,
        /// The highlighted piece, 0–3.
        choice: usize,
    },
    /// A yes/no question.
    Confirm(Question),
    /// The game-over banner.
    GameOver,
    /// At the start: an unfinished game was found; resume it or start anew?
    Found,
    /// Something the players must read about a saved game; any key closes it.
    Notice(String),
    /// The sealing window of an adjournment, with the move typed so far (shown as dots only).
    Seal(String),
    /// An adjourned game: the envelope waits to be opened.
    Envelope,
    /// Where the time went: the chart of thinking times and clocks (after the game, in review);
    /// `over_banner` when it was opened over the game-over banner, which comes back on closing.
    TimeChart {
        /// Opened over the game-over banner.
        over_banner: bool,
    },
}

impl Overlay {
    /// The context the window's keys are read in; `None` for the game-over banner, under
    /// which the game's own keys work.
    pub fn context(&self) -> Option<Context> {
        Some(match self {
            Overlay::Help(_) => Context::Help,
            Overlay::Promotion { .. } => Context::Promotion,
            Overlay::Confirm(_) => Context::Confirm,
            Overlay::Found => Context::Found,
            Overlay::Notice(_) => Context::Notice,
            Overlay::Seal(_) => Context::Seal,
            Overlay::Envelope => Context::Envelope,
            Overlay::TimeChart { .. } => Context::TimeChart,
            Overlay::GameOver => return None,
        })
    }
}

/// What a yes/no question is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Quit while the game goes on.
    Quit,
    /// Start a new game while this one goes on.
    NewGame,
    /// After the game: a new game with the colours swapped (the names change sides).
    Rematch,
    /// This side resigns; its player answers.
    Resign(Color),
    /// The side that made the last move asks to take it back; the other side answers.
    Takeback(Color),
    /// This side points out an illegal move (`--arbiter practice`).
    PointOut(Color),
    /// This side accepts the opponent's pending draw offer; its player answers.
    Accept(Color),
    /// This side declines the opponent's pending draw offer; its player answers.
    Decline(Color),
    /// This side claims a draw (with this intended move, or as the position stands) that the
    /// assist arbiter knows to be incorrect: its player answers whether to claim anyway and
    /// pay the penalty (9.5.3).
    Claim(Color, Option<Move>),
}
