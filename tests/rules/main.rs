//! The rules seen from the program: an illegal move explained in both languages, opening
//! names, an impossible FEN refused by the binary, and hostile input to every reader above
//! the core. The core's own suites (perft, notation, FEN, PGN, the adjudicator's verdicts)
//! run with it, in `crates/ferz-core/tests`.

mod explain;
mod hostile_input;
mod impossible_fen;
mod openings;
