//! The game's record as the screen writes it: each move in the chosen notation, with its number,
//! and the position and move shown at a point of review.

use crate::game::Game;
use crate::rules::{Move, Notation, Position};

/// The game and the notation its moves are written in (figurine falls back to SAN on a console
/// limited to ASCII before it gets here).
#[derive(Debug, Clone, Copy)]
pub struct Record<'a> {
    /// The game.
    pub game: &'a Game,
    /// The notation of the moves.
    pub notation: Notation,
}

impl<'a> Record<'a> {
    /// The text of move `ply` (0-based) in the notation: the game's own SAN, or the move
    /// written again from the position before it.
    pub fn move_text(&self, ply: usize) -> String {
        let Some(played) = self.game.moves().get(ply) else { return String::new() };
        let text = match self.notation {
            Notation::San => played.san.clone(),
            n => self
                .game
                .position_after(ply)
                .map_or_else(|| played.san.clone(), |before| crate::rules::write_hand_move(before, played.mv, n)),
        };
        // A position an illegal move not yet pointed out made is not judged: no check mark.
        if self.judged(ply + 1) { text } else { text.trim_end_matches(['+', '#', '×']).to_string() }
    }

    /// Whether the position after `plies` half-moves may be judged on the screen (check, mate):
    /// not one an illegal move nobody has pointed out made (`--arbiter practice`), until the
    /// game is over.
    pub fn judged(&self, plies: usize) -> bool {
        self.game.is_over() || self.game.illegal_stands_from().is_none_or(|ply| plies <= ply)
    }

    /// Move `ply` with its number, as the PGN numbers a move standing alone: `12. Nf3` or
    /// `12... Nf6`.
    pub fn move_label(&self, ply: usize) -> String {
        let Some(played) = self.game.moves().get(ply) else { return String::new() };
        crate::pgn::numbered_move(played.number, played.color, &self.move_text(ply), true)
    }

    /// The last move with its number, or nothing before the first move.
    pub fn last_move_label(&self) -> String {
        self.game.moves().len().checked_sub(1).map(|i| self.move_label(i)).unwrap_or_default()
    }

    /// A move from the present position, in the notation.
    pub fn move_here(&self, mv: Move) -> String {
        crate::rules::write_move(self.game.position(), mv, self.notation)
    }

    /// How many moves are on the board at the point of review `review` (all of them when
    /// following the game).
    pub fn shown_index(&self, review: Option<usize>) -> usize {
        let last = self.game.moves().len();
        review.map_or(last, |i| i.min(last))
    }

    /// The position on the board at the point of review.
    pub fn shown_position(&self, review: Option<usize>) -> &'a Position {
        self.game.position_after(self.shown_index(review)).unwrap_or_else(|| self.game.position())
    }

    /// The move that led to the position on the board.
    pub fn shown_last_move(&self, review: Option<usize>) -> Option<Move> {
        let i = self.shown_index(review);
        i.checked_sub(1).and_then(|j| self.game.moves().get(j)).map(|m| m.mv)
    }
}
