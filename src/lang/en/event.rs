//! English: the sentences of a match and a round-robin (the `Display` of the event's errors,
//! English being the default, and the event's words for the screens).

use std::fmt;

use crate::game::event::{
    ArmageddonFault, ArmageddonWin, Column, EVENT_FORMAT, EventError, EventFileError, EventWords, GameResult,
    MAX_ARMAGEDDON_MINUTES, MAX_MATCH_GAMES, MAX_ROUND_ROBIN, MIN_ROUND_ROBIN, Match, MatchNext, MatchResult, Pairing,
    RecordError, default_match_name,
};
use crate::lang::English;

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EventError as E;
        match self {
            E::MatchGames { input } => {
                write!(f, "--match '{input}': expected a number of games from 1 to {MAX_MATCH_GAMES}")
            }
            E::Armageddon { input, fault } => {
                write!(f, "--armageddon '{input}': ")?;
                match fault {
                    ArmageddonFault::Shape => {
                        f.write_str("expected White's and Black's minutes separated by a comma, such as 5,4")
                    }
                    ArmageddonFault::NotMinutes { part } => write!(f, "'{part}' is not a whole number of minutes"),
                    ArmageddonFault::Zero => f.write_str("each side needs at least 1 minute"),
                    ArmageddonFault::TooLong => write!(f, "at most {MAX_ARMAGEDDON_MINUTES} minutes a side"),
                    ArmageddonFault::WhiteNotMore => {
                        f.write_str("White must have more minutes than Black, for whom a draw is a win")
                    }
                }
            }
            E::ArmageddonWithoutTiebreak => {
                f.write_str("--armageddon sets the clocks of an armageddon game, but --tiebreak none asks for none")
            }
            E::Tiebreak { input } => write!(f, "--tiebreak '{input}': expected none or armageddon"),
            E::Colours { input } => write!(f, "--colours '{input}': expected given or lot"),
            E::PlayerCount { count } => {
                let names = if *count == 1 { "name" } else { "names" };
                write!(f, "a round-robin needs {MIN_ROUND_ROBIN} to {MAX_ROUND_ROBIN} players; {count} {names} given")
            }
            E::EmptyName { position } => write!(f, "the name of player {position} is empty"),
            E::NameTwice { name } => {
                write!(f, "the name '{name}' is given twice: every player needs a name of their own")
            }
            E::EmptyEventName => f.write_str("--event: the event's name is empty"),
            E::MatchAndRoundRobin => {
                f.write_str("--match and --round-robin: one event at a time, a match or a round-robin")
            }
            E::NameWithoutEvent => {
                f.write_str("--event names a match or a round-robin: give --match N or --round-robin A,B,C")
            }
            E::DoubleWithoutRoundRobin => {
                f.write_str("--double plays a round-robin twice: give the players with --round-robin A,B,C")
            }
            E::Chess960Number { number } => {
                write!(f, "Chess960 position {number}: expected a number from 0 to 959")
            }
        }
    }
}

/// "a new Chess960 position" or "position 518", for a start expected or found.
fn start(position: Option<u16>, none: &str) -> String {
    position.map_or_else(|| none.to_string(), |n| format!("Chess960 position {n}"))
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Finished => f.write_str("the event is over: no game is left to play"),
            RecordError::WrongPlayers { expected: [w, b], found: [fw, fb] } => write!(
                f,
                "the game due is player {} (White) against player {} (Black), not {} against {}",
                w + 1,
                b + 1,
                fw + 1,
                fb + 1
            ),
            RecordError::WrongPosition { expected, found } => write!(
                f,
                "the game was due from {}, not {}",
                start(*expected, "a new Chess960 position"),
                start(*found, "the standard start")
            ),
        }
    }
}

impl fmt::Display for EventFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EventFileError as E;
        match self {
            E::TooLarge { bytes } => write!(f, "not an event file: {bytes} bytes, more than any event ferz writes"),
            E::NotJson => f.write_str("not an event file: it is damaged, or was not written by ferz"),
            E::NotAnEvent => f.write_str("not an event file written by ferz"),
            E::Version { found } => write!(
                f,
                "the event file was written by a newer ferz (format {found}; this one reads {EVENT_FORMAT}): \
                 update ferz"
            ),
            E::Field { name } => write!(f, "damaged event file: the field '{name}' is missing or wrong"),
            E::Settings(e) => write!(f, "damaged event file: {e}"),
            E::Game { number, why } => write!(f, "damaged event file: game {number}: {why}"),
        }
    }
}

/// The result as a person writes it, from White's side: `1–0`, `0–1`, `½–½`.
fn board_score(game: &GameResult) -> &'static str {
    match game.pgn_result() {
        "1-0" => "1–0",
        "0-1" => "0–1",
        _ => "½–½",
    }
}

/// "34 moves", "1 move".
fn moves(n: u32) -> String {
    if n == 1 { "1 move".to_string() } else { format!("{n} moves") }
}

impl EventWords for English {
    fn event_error(&self, error: &EventError) -> String {
        error.to_string()
    }

    fn file_error(&self, error: &EventFileError) -> String {
        error.to_string()
    }

    fn match_name(&self, players: &[String; 2]) -> String {
        default_match_name(players)
    }

    fn player(&self, n: usize) -> String {
        format!("Player {n}")
    }

    fn round_robin_name(&self) -> String {
        "Round-robin".to_string()
    }

    fn score_line(&self, m: &Match) -> String {
        let [a, b] = m.score();
        format!("{} {a} – {} {b}", m.name(0), m.name(1))
    }

    fn match_title(&self, m: &Match) -> String {
        match m.next() {
            MatchNext::Play(game) if game.draw_odds() => format!("Armageddon · {}", self.score_line(m)),
            MatchNext::Play(game) => format!("Game {} of {} · {}", game.number, m.games(), self.score_line(m)),
            MatchNext::Finished(result) => self.match_result(m, &result),
        }
    }

    fn match_game(&self, m: &Match, number: u32, game: &GameResult) -> String {
        let label = if number > m.games() { "Armageddon".to_string() } else { format!("Game {number}") };
        let mut line = format!(
            "{label}: {} (White) – {} {}, {}, {}",
            m.name(game.white),
            m.name(game.black),
            board_score(game),
            super::termination(game.termination),
            moves(game.moves)
        );
        if number > m.games() && game.winner.is_none() {
            line.push_str(": a win for Black");
        }
        line
    }

    fn match_result(&self, m: &Match, result: &MatchResult) -> String {
        match *result {
            MatchResult::Won { winner, score, armageddon: None } => {
                format!("{} wins the match {}–{}", m.name(winner), score[winner], score[1 - winner])
            }
            MatchResult::Won { winner, score, armageddon: Some(ArmageddonWin::Outright) } => {
                format!("{} wins the match on armageddon after {}–{}", m.name(winner), score[0], score[1])
            }
            MatchResult::Won { winner, score, armageddon: Some(ArmageddonWin::DrawOdds) } => format!(
                "{} wins the match: armageddon drawn, a win for Black, after {}–{}",
                m.name(winner),
                score[0],
                score[1]
            ),
            MatchResult::Drawn { score } => format!("The match is drawn {}–{}", score[0], score[1]),
        }
    }

    fn lot(&self, white: &str) -> String {
        format!("By lot (a pawn hidden in one hand): {white} has White in game 1.")
    }

    fn armageddon_rule(&self, white: &str, black: &str, white_minutes: u32, black_minutes: u32) -> String {
        format!(
            "The match is level: armageddon decides. {white} (White) {white_minutes} minutes, {black} (Black) \
             {black_minutes}; a draw counts as a win for Black."
        )
    }

    fn next_game(&self, m: &Match, number: u32, white: &str, black: &str) -> String {
        let label = if number > m.games() { "Armageddon".to_string() } else { format!("Game {number}") };
        format!("{label}: {white} (White) – {black}. Start it?")
    }

    fn save_event(&self, round_robin: bool) -> String {
        let what = if round_robin { "round-robin" } else { "match" };
        format!("Save the whole {what} as one PGN file?")
    }

    fn keep_event(&self, players: &[String], round_robin: bool) -> String {
        let what = if round_robin { "round-robin" } else { "match" };
        format!("{}: keep the {what} for later (ferz resume goes on with it)?", players.join(", "))
    }

    fn standings_keys(&self) -> String {
        "y yes · n no · Esc back".to_string()
    }

    fn start_keys(&self) -> String {
        "y, Enter or White's first move: start · n, Esc: later".to_string()
    }

    fn standings_close(&self) -> String {
        "Esc back".to_string()
    }

    fn event_unsaved(&self, why: &str) -> String {
        format!("The match could not be saved: {why}")
    }

    fn event_saved(&self, path: &str) -> String {
        format!("Saved as one PGN file: {path}")
    }

    fn event_waits(&self, title: &str, round_robin: bool) -> String {
        let what = if round_robin { "round-robin" } else { "match" };
        format!("A {what} waits ({title}): ferz resume goes on with it.")
    }

    fn event_held(&self, title: &str, round_robin: bool, pid: Option<u32>) -> String {
        let what = if round_robin { "round-robin" } else { "match" };
        match pid {
            Some(pid) => format!("The {what} ({title}) is being played in another window (process {pid})."),
            None => format!("The {what} ({title}) is being played in another window."),
        }
    }

    fn found_event(&self, title: &str, round_robin: bool) -> String {
        let what = if round_robin { "Round-robin" } else { "Match" };
        format!("{what}: {title}")
    }

    fn again_prompt(&self, round_robin: bool) -> String {
        let what = if round_robin { "round-robin" } else { "match" };
        format!("Type y for a new {what} with the same players, n to quit.")
    }

    fn game_colours(&self, white: &str, black: &str) -> String {
        format!("{white} plays White, {black} plays Black.")
    }

    fn match_game_title(&self, m: &Match, number: u32, game: &GameResult) -> String {
        let label =
            if number > m.games() { "Armageddon".to_string() } else { format!("Game {number} of {}", m.games()) };
        let (w, b, score) = (m.name(game.white), m.name(game.black), board_score(game));
        format!("{label}: {w} – {b} {score} · {}", self.score_line(m))
    }

    fn pairing_result(&self, players: &[String], pairing: &Pairing, game: &GameResult) -> String {
        format!("{} {}", self.pairing(players, pairing), board_score(game))
    }

    fn again(&self, players: &[String], round_robin: bool, white: &str) -> String {
        if round_robin {
            format!("{}: a new round-robin, the same players, numbered the other way round?", players.join(", "))
        } else {
            format!("{}: a new match, colours swapped ({white} has White in game 1)?", players.join(", "))
        }
    }

    fn again_keys(&self, round_robin: bool) -> String {
        let what = if round_robin { "round-robin" } else { "match" };
        format!("y new {what} · n quit · Esc back")
    }

    fn more_rows(&self, first: usize, last: usize, of: usize) -> String {
        format!("rows {first}–{last} of {of}")
    }

    fn start_it(&self) -> &'static str {
        "Start it?"
    }

    fn short_column(&self, column: Column) -> &'static str {
        match column {
            Column::Place => "#",
            Column::Player => "Player",
            Column::Points => "Pts",
            Column::DirectEncounter => "DE",
            Column::SonnebornBerger => "SB",
            Column::Wins => "Wins",
            Column::Games => "Games",
        }
    }

    fn round_robin_won(&self, winners: &[&str], points: crate::game::event::Score) -> String {
        match winners {
            [one] => format!("{one} wins the round-robin with {points}"),
            many => format!("{} share first place with {points}", many.join(", ")),
        }
    }

    fn pairing(&self, players: &[String], p: &Pairing) -> String {
        let name = |i: usize| players.get(i).map_or("", String::as_str);
        format!("Round {}, board {}: {} – {}", p.round, p.board, name(p.white), name(p.black))
    }

    fn bye(&self, name: &str) -> String {
        format!("{name} has a bye")
    }

    fn crosstable_key(&self, whole: bool) -> &'static str {
        if whole { "Tab: whole crosstable" } else { "Tab: short standings" }
    }

    fn column(&self, column: Column) -> &'static str {
        match column {
            Column::Place => "Place",
            Column::Player => "Player",
            Column::Points => "Points",
            Column::DirectEncounter => "Direct encounter",
            Column::SonnebornBerger => "Sonneborn–Berger",
            Column::Wins => "Wins",
            Column::Games => "Games",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_and_file_errors_say_what_is_wrong() {
        let wrong = RecordError::WrongPlayers { expected: [0, 1], found: [1, 0] };
        assert_eq!(wrong.to_string(), "the game due is player 1 (White) against player 2 (Black), not 2 against 1");
        let position = RecordError::WrongPosition { expected: Some(518), found: None };
        assert_eq!(position.to_string(), "the game was due from Chess960 position 518, not the standard start");
        let file = EventFileError::Game { number: 3, why: RecordError::Finished };
        assert_eq!(file.to_string(), "damaged event file: game 3: the event is over: no game is left to play");
        assert_eq!(
            EventFileError::Field { name: "players" }.to_string(),
            "damaged event file: the field 'players' is missing or wrong"
        );
        assert_eq!(
            EventFileError::Version { found: 2 }.to_string(),
            "the event file was written by a newer ferz (format 2; this one reads 1): update ferz"
        );
    }
}
