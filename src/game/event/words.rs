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
    /// Games played (a bye is none).
    Games,
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
    /// The lot for the colours of game 1, by name: "By lot (a pawn hidden in one hand): Boris
    /// has White in game 1."
    fn lot(&self, white: &str) -> String;
    /// The armageddon game said before it starts: who has White with how many minutes, Black's
    /// minutes, and that a draw is Black's win.
    fn armageddon_rule(&self, white: &str, black: &str, white_minutes: u32, black_minutes: u32) -> String;
    /// The question of the standings window before a game, by name: "Game 2: Boris (White) –
    /// Anna. Start it?".
    fn next_game(&self, m: &Match, number: u32, white: &str, black: &str) -> String;
    /// The question after the event (a match, or a round-robin): save it whole as one PGN file?
    fn save_event(&self, round_robin: bool) -> String;
    /// The question on quitting an event (a match, or a round-robin), by name: keep it for later?
    fn keep_event(&self, players: &[String], round_robin: bool) -> String;
    /// The keys of the standings window's question.
    fn standings_keys(&self) -> String;
    /// The keys of the question whether to start the next game: y or Enter, or White's first
    /// move typed at once (played); n or Esc later.
    fn start_keys(&self) -> String;
    /// The standings window's keys when it asks nothing (a game is being played).
    fn standings_close(&self) -> String;
    /// The match's file could not be written: why.
    fn event_unsaved(&self, why: &str) -> String;
    /// The match's games were saved as one PGN file here.
    fn event_saved(&self, path: &str) -> String;
    /// A match (or a round-robin) waits for `ferz resume`, with its title.
    fn event_waits(&self, title: &str, round_robin: bool) -> String;
    /// A match (or a round-robin) is being played in another window (its process, when known).
    fn event_held(&self, title: &str, round_robin: bool, pid: Option<u32>) -> String;
    /// A row of the unfinished games found for an event waiting between its games: "Match:
    /// Game 2 of 4 · Anna 1 – Boris 0", "Round-robin: Round 2, board 1: Boris – Vera · …".
    fn found_event(&self, title: &str, round_robin: bool) -> String;
    /// What a screen reader says after the question at an event's end: what y and n do.
    fn again_prompt(&self, round_robin: bool) -> String;
    /// The next game of an event put on the board, by name: "Boris plays White, Vera plays
    /// Black."
    fn game_colours(&self, white: &str, black: &str) -> String;
    /// The title while a game of a match just finished is on the screen: the game, its result
    /// and the score, "Game 1 of 2: Anna – Boris 0–1 · Anna 0 – Boris 1".
    fn match_game_title(&self, m: &Match, number: u32, game: &GameResult) -> String;
    /// A game of a round-robin with its result: "Round 1, board 1: Boris – Vera 0–1".
    fn pairing_result(&self, players: &[String], pairing: &Pairing, game: &GameResult) -> String;
    /// The question after an event's end, by name: another one with the same players, colours
    /// swapped (`white` has White in the first game of a match)?
    fn again(&self, players: &[String], round_robin: bool, white: &str) -> String;
    /// The keys of that question: y a new event, n quit, Esc back.
    fn again_keys(&self, round_robin: bool) -> String;
    /// Which rows of a crosstable that scrolls are shown: "rows 1–8 of 14".
    fn more_rows(&self, first: usize, last: usize, of: usize) -> String;
    /// "Start it?": the question after a game's pairing.
    fn start_it(&self) -> &'static str;
    /// A column's heading in the narrow crosstable: "Pts", "SB".
    fn short_column(&self, column: Column) -> &'static str;
    /// The end of a round-robin: its winner (or those sharing first place) by name, with
    /// their points.
    fn round_robin_won(&self, winners: &[&str], points: super::Score) -> String;
    /// A game of a round-robin by name: "Round 2, board 1: Anna – Boris".
    fn pairing(&self, players: &[String], pairing: &Pairing) -> String;
    /// Who sits out a round: "Vera has a bye".
    fn bye(&self, name: &str) -> String;
    /// A column's heading.
    fn column(&self, column: Column) -> &'static str;
    /// The key between the short standings beside the board and the whole crosstable, and
    /// what it shows: "Tab: whole crosstable" (`whole`) or "Tab: short standings".
    fn crosstable_key(&self, whole: bool) -> &'static str;
    /// A place in the standings: "1", or "2–3" when shared.
    fn place(&self, standing: &Standing) -> String {
        if standing.place == standing.place_to {
            standing.place.to_string()
        } else {
            format!("{}–{}", standing.place, standing.place_to)
        }
    }
}
