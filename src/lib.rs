//! ferz: hot-seat chess in the terminal, faithful to the FIDE Laws of Chess.
//!
//! Layers, each using only the ones above it:
//! - [`rules`]: the bitboard rules core (positions, moves, notation, PGN);
//! - [`game`]: a game over positions — clock, draws, claims, results;
//! - [`script`]: the headless line protocol over a game;
//! - `tui`: the terminal game (in the binary's support modules).

pub mod check;
pub mod game;
pub mod lang;
pub mod rules;
pub mod script;
pub mod storage;
pub mod text;
pub mod tui;
