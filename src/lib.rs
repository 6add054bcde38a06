//! ferz: hot-seat chess in the terminal, faithful to the FIDE Laws of Chess.
//!
//! Layers, each using only the ones above it:
//! - [`rules`]: the bitboard rules core (positions, moves, notation, PGN);
//! - [`game`]: a game over positions — clock, draws, claims, results;
//! - [`script`]: the headless line protocol over a game;
//! - [`tui`]: the terminal game (ratatui + crossterm), the one place that reads the real time.

pub mod check;
pub mod game;
pub mod lang;
pub mod rules;
pub mod script;
pub mod storage;
pub mod text;
pub mod tui;
