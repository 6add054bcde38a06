//! The rules seen from the program: an illegal move explained in both languages, opening
//! names, an impossible FEN refused by the binary, and hostile input to every reader above
//! the core, and the adjudicator against chasolver on fresh positions (chasolver and its board
//! crate are the program's dev-dependencies). The core's own suites (perft, notation, FEN, PGN,
//! the adjudicator's labelled verdicts) run with it, in `crates/ferz-core/tests`.

#[path = "../../crates/ferz-core/tests/parallel/mod.rs"]
mod parallel;
#[path = "../xorshift/mod.rs"]
mod xorshift;

mod explain;
mod fresh_verdicts;
mod hostile_input;
mod impossible_fen;
mod openings;
