//! English: why a record that reads as PGN cannot stand (the `Display` of [`Contradiction`]).

use std::fmt;

use super::termination;
use crate::game::Contradiction;

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::PlayedOn { ended_at: 0, termination: t, plies } => write!(
                f,
                "moves after the end of the game: it was already over at the start ({}), yet the record has {plies} {}",
                termination(*t),
                if *plies == 1 { "ply" } else { "plies" }
            ),
            Contradiction::PlayedOn { ended_at, termination: t, plies } => write!(
                f,
                "moves after the end of the game: it ended by {} after ply {ended_at}, yet the record goes on to ply {plies}",
                termination(*t)
            ),
            Contradiction::TagDiffers { tag, token } => {
                write!(f, "the Result tag says '{tag}' but the moves end with '{token}'; the two must be the same")
            }
            Contradiction::AgainstBoard { written, board } => match board.winner {
                Some(c) => write!(
                    f,
                    "the result '{written}' contradicts the final position: {c} has mated, so it is {}",
                    board.result()
                ),
                None => write!(
                    f,
                    "the result '{written}' contradicts the final position: the game was drawn on the board ({}), so it is 1/2-1/2",
                    termination(board.termination)
                ),
            },
        }
    }
}
