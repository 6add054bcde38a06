//! The windows drawn over the board, which take the keys while they are open, and the yes/no
//! questions they ask. Each window has a module of its own with its keys, what they do and its
//! drawing.
//!
//! A new window needs:
//! - its module here: its `KEYS` table, the functions its actions call, and a type that
//!   implements [`Window`] (its drawing, from the data it shows; where it stands, what the
//!   footer, the input line and the status line say while it is open — the defaults say nothing);
//! - its variant of [`Overlay`], with one arm in [`Overlay::window`] (handing its data to that
//!   type) and one in [`Overlay::context`] (its keys' context);
//! - its words, in each language's folder of `lang`;
//! - for now, outside: a [`Context`] variant naming its `KEYS` in `keymap`, and the routing of
//!   its actions to its functions in `update` (keys and update are not behind [`Window`] yet).
//!
//! The screen draws it, places it and lets it speak through [`Window`]: no view code outside
//! the module names it.

mod asked;
pub mod confirm;
pub mod envelope;
pub mod found;
pub mod game_over;
pub mod help;
pub mod notice;
pub mod promotion;
pub mod seal;
pub mod time_chart;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::app::App;
use super::keymap::Context;
use super::layout::ScreenLayout;
use crate::lang::terminal::FooterKey;
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

/// A window's part of the screen: its drawing, and what it changes around it while it is open.
pub(in crate::tui) trait Window {
    /// Draws the window over the screen laid out as `layout` (cut to `area`). This is where
    /// the window takes the data it shows out of the app and hands it to its view, which sees
    /// nothing else.
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer);

    /// Where the window stands when it takes the lower rows of the move list (which then stops
    /// above it) rather than lying over the screen.
    fn below_moves(&self, _app: &App, _layout: &ScreenLayout) -> Option<Rect> {
        None
    }

    /// True when the window needs the rows of the clocks' large digits (it stands in the lower
    /// rows of the move list, which must still show the last moves): the clocks are one line
    /// each while it is open.
    fn small_clocks(&self) -> bool {
        false
    }

    /// What the status line says while the window is open, instead of the game's state.
    fn status(&self, _app: &App) -> Option<String> {
        None
    }

    /// The keys the footer offers while the window is open, most important first (none: the
    /// game's own).
    fn footer(&self) -> Option<&'static [FooterKey]> {
        None
    }

    /// True when nothing can be typed while the window is open: the input line shows no hint.
    fn silences_input(&self) -> bool {
        false
    }
}

impl Overlay {
    /// The window's own code, given its data: the one place that names each window's type.
    pub(in crate::tui) fn window<R>(&self, with: impl FnOnce(&dyn Window) -> R) -> R {
        match self {
            Overlay::Help(scroll) => with(&help::HelpWindow(*scroll)),
            Overlay::Promotion { choice, .. } => with(&promotion::PickerWindow(*choice)),
            Overlay::Confirm(question) => with(&confirm::ConfirmWindow(*question)),
            Overlay::GameOver => with(&game_over::GameOverWindow),
            Overlay::Found => with(&found::FoundWindow),
            Overlay::Notice(text) => with(&notice::NoticeWindow(text)),
            Overlay::Seal(typed) => with(&seal::SealWindow(typed)),
            Overlay::Envelope => with(&envelope::EnvelopeWindow),
            Overlay::TimeChart { .. } => with(&time_chart::TimeChartWindow),
        }
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
