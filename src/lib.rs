//! ferz: hot-seat chess in the terminal, faithful to the FIDE Laws of Chess.
//!
//! A cargo workspace of two crates. At the bottom, the crate `ferz-core` (crates/ferz-core),
//! re-exported here, depends on nothing of ferz, so the compiler keeps it from importing what
//! sits above; its types carry their own terse English `Display`s:
//! - [`rules`]: the bitboard rules core — squares, pieces, positions, legal move generation,
//!   FEN, the notations (SAN, long algebraic, UCI, Russian) and perft;
//! - [`pgn`]: Portable Game Notation over the rules core — a streaming reader that checks
//!   every move, the game model it fills, and a writer of export format.
//!
//! Above it this crate's modules, each using only `ferz-core` and the ones listed above it:
//! - [`text`]: text from outside (tags, comments, saves, typed input) made safe to show;
//! - [`json`]: JSON for other programs with every string safe for a terminal;
//! - [`engine`]: a client of the Universal Chess Interface — an engine process started,
//!   asked about positions, its answers read with a deadline on every wait;
//! - [`review`]: a game reviewed by an engine as lichess does — evaluations, marks, the
//!   better move, average centipawn loss — and written into its PGN;
//! - [`openings`]: opening names of the lichess list, looked up by position;
//! - [`game`]: a game over positions — clock and time controls, draws, claims, results,
//!   adjournment and saves;
//! - [`file_fault`]: what can be wrong with a file, as types `storage` finds and `lang` words;
//! - [`storage`]: files that must survive a crash — atomic writes, the data directory, one
//!   save per unfinished game locked by the process playing it, special files set aside;
//! - [`lang`]: the languages ferz speaks (English and Russian), rendering the typed reasons of
//!   the layers above (the command line's and the script protocol's own refusals live here);
//! - [`check`]: `ferz check`, validating PGN files and databases game by game;
//! - [`analyse`]: `ferz analyse`, PGN files annotated by an engine;
//! - [`adjudicate`]: `ferz adjudicate`, who can still checkmate, one JSON line per FEN;
//! - [`script`]: `ferz script`, the headless line protocol over a game;
//! - [`tui`]: the terminal game (ratatui + crossterm), the one place that reads the real time.

pub use ferz_core::{pgn, rules};

pub mod text;

pub mod json;

pub mod engine;

pub mod review;

pub mod openings;

pub mod game;

pub mod file_fault;

pub mod storage;

pub mod settings;

pub mod lang;

pub mod check;

pub mod analyse;

pub mod adjudicate;

pub mod script;

pub mod tui;
