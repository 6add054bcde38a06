//! The rules core proved alone (`cargo test -p ferz-core`): perft, move generation against
//! another library, notation, FEN, PGN, and the adjudicator's verdicts. One test binary for
//! the group: each module is a topic, and the shared helpers are compiled once here. The data
//! files stay in the workspace's `tests/data`, the perft suite in `../shared/perft`.

#[path = "../parallel/mod.rs"]
mod parallel;
#[path = "../../../../tests/xorshift/mod.rs"]
mod xorshift;

mod adjudication_labels;
mod chess960;
mod differential;
mod fen_input;
mod notation;
mod perft_suite;
mod pgn;
mod pgn_validator;
mod quick_verdicts;
