//! `ferz clock`: a chess clock for a game on a real board — two large clocks, no board.
//!
//! Like the two levers of a club clock, every key of the left half of the keyboard presses the
//! left lever and every key of the right half the right one ([`levers`]); Space presses the
//! lever of the running clock. The clock arithmetic is the game's own [`Clock`](crate::game::Clock),
//! so every time control of the game — Fischer, delays, periods, hourglass, upcount, odds —
//! runs here the same. [`app`] holds the state and takes the time passed in; [`view`] draws
//! it; [`run`] is the event loop.

pub mod app;
mod arbiter_line;
pub mod keys;
pub mod levers;
mod run;
mod view;

pub use app::{ClockApp, ClockEffect, ClockEffects, ClockOverlay, ClockSetup};
pub use run::{ClockRunError, run};
