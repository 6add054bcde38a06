//! A finished game of an event: who had which colour, how it ended, in how many moves.

use crate::game::{Outcome, Termination};
use crate::rules::Color;

use super::Score;

/// A finished game of a match or a round-robin. Players are indices into the event's list of
/// names, so a result cannot name someone who is not playing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// The player who had White.
    pub white: usize,
    /// The player who had Black.
    pub black: usize,
    /// The side that won, `None` for a draw (as in [`Outcome`]).
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
    /// The number of moves played (full moves: White's and Black's count as one).
    pub moves: u32,
    /// The Chess960 start position's number, for a Chess960 game.
    pub chess960: Option<u16>,
}

impl GameResult {
    /// The result of a game that ended with `outcome` after `moves` moves.
    #[must_use]
    pub fn from_outcome(white: usize, black: usize, outcome: &Outcome, moves: u32, chess960: Option<u16>) -> Self {
        GameResult { white, black, winner: outcome.winner, termination: outcome.termination, moves, chess960 }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn pgn_result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// Reads a PGN result back: `1-0`, `0-1`, `1/2-1/2`.
    #[must_use]
    pub fn winner_from_pgn(text: &str) -> Option<Option<Color>> {
        match text {
            "1-0" => Some(Some(Color::White)),
            "0-1" => Some(Some(Color::Black)),
            "1/2-1/2" => Some(None),
            _ => None,
        }
    }

    /// The player who won, `None` for a draw.
    #[must_use]
    pub const fn winning_player(&self) -> Option<usize> {
        match self.winner {
            Some(Color::White) => Some(self.white),
            Some(Color::Black) => Some(self.black),
            None => None,
        }
    }

    /// True when `player` played this game.
    #[must_use]
    pub const fn played_by(&self, player: usize) -> bool {
        self.white == player || self.black == player
    }

    /// The other player of the game, when `player` played it.
    #[must_use]
    pub const fn opponent_of(&self, player: usize) -> Option<usize> {
        if self.white == player {
            Some(self.black)
        } else if self.black == player {
            Some(self.white)
        } else {
            None
        }
    }

    /// What `player` scored in this game by the usual count (1, ½, 0; nothing when not in it).
    #[must_use]
    pub fn points(&self, player: usize) -> Score {
        if !self.played_by(player) {
            return Score::ZERO;
        }
        match self.winning_player() {
            None => Score::HALF,
            Some(p) if p == player => Score::ONE,
            Some(_) => Score::ZERO,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_scores_one_half_or_nothing_for_each_player() {
        let mate = Outcome { winner: Some(Color::Black), termination: Termination::Checkmate, by: None };
        let game = GameResult::from_outcome(0, 1, &mate, 23, None);
        assert_eq!((game.points(0), game.points(1), game.points(2)), (Score::ZERO, Score::ONE, Score::ZERO));
        assert_eq!(game.pgn_result(), "0-1");
        assert_eq!(game.winning_player(), Some(1));
        assert_eq!(game.opponent_of(1), Some(0));
        assert_eq!(game.opponent_of(2), None);
        let draw = GameResult { winner: None, termination: Termination::Agreement, ..game };
        assert_eq!((draw.points(0), draw.points(1)), (Score::HALF, Score::HALF));
        assert_eq!(GameResult::winner_from_pgn(draw.pgn_result()), Some(None));
        assert_eq!(GameResult::winner_from_pgn("1-0"), Some(Some(Color::White)));
        assert_eq!(GameResult::winner_from_pgn("*"), None);
    }
}
