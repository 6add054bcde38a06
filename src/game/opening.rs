//! Which opening a game is in: the longest line of the lichess list it followed, by position
//! (see [`crate::openings`]). One authority for the PGN tags, the script's state and the
//! screen.

use super::Game;
use crate::openings::{Opening, book};

impl Game {
    /// The opening of the game so far, `None` before any known line (or without the list).
    /// A Chess960 game has none, even from the standard position (518): the list names the
    /// openings of standard chess.
    #[must_use]
    pub fn opening(&self) -> Option<&'static Opening> {
        if self.options().start.chess960 {
            return None;
        }
        book().name(self.positions())
    }
}
