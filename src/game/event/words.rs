//! The sentences of an event in one language: the edge (`lang/en/event.rs`,
//! `lang/ru/event.rs`) writes them, as every sentence; the event only says what happened.

use std::fmt;

use super::{EventError, EventFileError, GameResult, Match, MatchResult, Pairing, Standing};

/// A column of the crosstable and the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Column {
    /// The place.
    Place,
    /// The player's name.
    Player,
    /// Points.
    Points,
    /// Points against the others on the same points.
    DirectEncounter,
    /// Sonneborn–Berger.
    SonnebornBerger,
    /// Games won.
    Wins,
}

/// Every sentence an event needs, in one language.
pub trait EventWords: fmt::Debug + Sync {
    /// Why event settings (the command line's flags) cannot be played: one line.
    fn event_error(&self, error: &EventError) -> String;
    /// Why an event file cannot be read back: one line.
    fn file_error(&self, error: &EventFileError) -> String;
    /// A match's default name in this language: "Match Anna–Boris".
    fn match_name(&self, players: &[String; 2]) -> String;
    /// The name of player `n` (from 1) of a match when none was given: "Player 1".
    fn player(&self, n: usize) -> String;
    /// A round-robin's default name in this language: "Round-robin".
    fn round_robin_name(&self) -> String;
    /// The running score by name: "Anna 1½ – Boris ½".
    fn score_line(&self, m: &Match) -> String;
    /// The title during a game or between games: "Game 3 of 4 · Anna 1½ – Boris ½", the
    /// armageddon game, or the match's result once it is over.
    fn match_title(&self, m: &Match) -> String;
    /// A line of the standings screen for game `number` of a match: who had White, the
    /// result, how it ended and in how many moves.
    fn match_game(&self, m: &Match, number: u32, game: &GameResult) -> String;
    /// The match's result by name: "Anna wins the match 2½–1½".
    fn match_result(&self, m: &Match, result: &MatchResult) -> String;
    /// A game of a round-robin by name: "Round 2, board 1: Anna – Boris".
    fn pairing(&self, players: &[String], pairing: &Pairing) -> String;
    /// Who sits out a round: "Vera has a bye".
    fn bye(&self, name: &str) -> String;
    /// A column's heading.
    fn column(&self, column: Column) -> &'static str;
    /// A place in the standings: "1", or "2–3" when shared.
    fn place(&self, standing: &Standing) -> String {
        if standing.place == standing.place_to {
            standing.place.to_string()
        } else {
            format!("{}–{}", standing.place, standing.place_to)
        }
    }
}
