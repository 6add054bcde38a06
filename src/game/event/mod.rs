//! An event of several games at one keyboard: a match (`--match N`) or a round-robin
//! (`--round-robin Anna,Boris,Vera`), as plain values the terminal and `ferz resume` drive.

mod berger;
mod result;
mod score;

pub use berger::{berger_round, pairing_numbers};
pub use result::GameResult;
pub use score::{Score, SonnebornBerger};
