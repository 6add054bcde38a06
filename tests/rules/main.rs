//! The rules core: perft, move generation against other libraries, notation, FEN, PGN, the
//! adjudicator's verdicts, opening names, and hostile input to every reader.
//!
//! One test binary for the group (issue 23): each module is a former test file of its own, and
//! the shared helpers are compiled once here.

#[path = "../parallel/mod.rs"]
mod parallel;
#[path = "../xorshift/mod.rs"]
mod xorshift;

mod adjudication_labels;
mod chess960;
mod differential;
mod explain;
mod fen_input;
mod fresh_verdicts;
mod hostile_input;
mod impossible_fen;
mod notation;
mod openings;
mod perft_suite;
mod pgn;
mod pgn_validator;
mod quick_verdicts;
