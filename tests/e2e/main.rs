//! The real `ferz` binary in a pseudo-terminal, end to end: keys in, the screen read through a
//! VT100 parser; signals, saves, the clock, practice, Chess960 and the arbiter beside the board.
//!
//! One test binary for the group, so the crate and the shared helpers are linked once: each
//! module is one topic.

#[path = "../processes/mod.rs"]
mod processes;
#[path = "../pty/mod.rs"]
mod pty;

mod e2e_arbiter;
mod e2e_art;
mod e2e_chess960;
mod e2e_clock;
mod e2e_computer;
mod e2e_engine;
mod e2e_flow;
mod e2e_match;
mod e2e_picture;
mod e2e_practice;
mod e2e_reader;
mod e2e_review;
mod e2e_saves;
mod e2e_signals;
mod e2e_start;
mod e2e_stop;
mod e2e_terminal;
