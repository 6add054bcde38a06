//! ferz-core: the bottom layer of ferz, its own crate so the layering is compile-checked — it
//! cannot import the game, the languages or the terminal above it.
//!
//! - [`rules`]: the bitboard rules core — squares, pieces, positions, legal move generation,
//!   FEN, the notations (SAN, long algebraic, UCI, Russian) and perft;
//! - [`pgn`]: Portable Game Notation over the rules core — a streaming reader that checks
//!   every move, the game model it fills, and a writer of export format.
//!
//! Its error types carry terse English `Display`s of their own; the languages above render
//! player-facing words (English and Russian) from the same typed reasons.

pub mod rules;

pub mod pgn;
