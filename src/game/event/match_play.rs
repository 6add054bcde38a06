//! A match: N games between two players at one keyboard, colours alternating, each game 1, ½
//! or 0, and after a level match (when asked) an armageddon game where a draw is Black's win.

use crate::game::TimeControl;
use crate::game::time_control::Bonus;
use crate::rules::Color;

use super::flags::checked_names;
use super::{
    ArmageddonTimes, Chess960Policy, EventError, FirstColours, GameResult, GameRules, RecordError, Score, Start960,
    Tiebreak,
};

/// Everything a match is set up with; [`Match::new`] checks it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchSettings {
    /// The two names, as `--white` and `--black` give them.
    pub players: [String; 2],
    /// How many games (`--match N`).
    pub games: u32,
    /// The event's name (`--event`); `None` for "Match Anna–Boris".
    pub event: Option<String>,
    /// What decides a level match.
    pub tiebreak: Tiebreak,
    /// Who has White in game 1.
    pub colours: FirstColours,
    /// The time control of the match's games: the armageddon game takes its increment.
    pub time: TimeControl,
    /// The Chess960 positions, for a Chess960 match.
    pub chess960: Option<Chess960Policy>,
}

impl MatchSettings {
    /// A match of `games` games between `white` (White in game 1) and `black`, at `time`, no
    /// tie-break, standard chess, the default name.
    pub fn new(white: &str, black: &str, games: u32, time: TimeControl) -> MatchSettings {
        MatchSettings {
            players: [white.to_string(), black.to_string()],
            games,
            event: None,
            tiebreak: Tiebreak::None,
            colours: FirstColours::AsGiven,
            time,
            chess960: None,
        }
    }
}

/// The clocks of the armageddon game: each side's time control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArmageddonClock {
    /// White's control: more minutes.
    pub white: TimeControl,
    /// Black's control: fewer minutes, and draw odds.
    pub black: TimeControl,
}

/// The next game of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchGame {
    /// Its number, from 1 (the armageddon game is N + 1).
    pub number: u32,
    /// The player with White.
    pub white: usize,
    /// The player with Black.
    pub black: usize,
    /// Its start, in a Chess960 match.
    pub chess960: Option<Start960>,
    /// The armageddon game's clocks; `None` for a game of the match proper, played at the
    /// match's time control.
    pub armageddon: Option<ArmageddonClock>,
}

impl MatchGame {
    /// True for the armageddon game: a draw counts as a win for Black.
    #[must_use]
    pub const fn draw_odds(&self) -> bool {
        self.armageddon.is_some()
    }
}

/// What comes next in a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchNext {
    /// This game.
    Play(MatchGame),
    /// Nothing: the match is over with this result.
    Finished(MatchResult),
}

/// How a match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchResult {
    /// A player won: on points, or on the armageddon game after a level match.
    Won {
        /// The winner.
        winner: usize,
        /// The score of the match proper, player by player.
        score: [Score; 2],
        /// How the armageddon game decided it; `None` when the match was won on points.
        armageddon: Option<ArmageddonWin>,
    },
    /// Level, and no tie-break.
    Drawn {
        /// The score, player by player.
        score: [Score; 2],
    },
}

/// How the armageddon game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArmageddonWin {
    /// Won on the board (or the clock): a win as in any game.
    Outright,
    /// Drawn: Black's draw odds won it.
    DrawOdds,
}

/// A match in progress or finished: its settings and the games played so far. Built only by
/// [`Match::new`] and grown only by [`Match::record`], so it always holds a playable match
/// and results in the order the games were due.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    players: [String; 2],
    games: u32,
    event: String,
    tiebreak: Tiebreak,
    colours: FirstColours,
    time: TimeControl,
    chess960: Option<Chess960Policy>,
    armageddon: Option<ArmageddonClock>,
    rules: Option<GameRules>,
    results: Vec<GameResult>,
}

/// The default name of a match: `Match Anna–Boris` (an en dash), names in the order given.
#[must_use]
pub fn default_match_name(players: &[String; 2]) -> String {
    format!("Match {}–{}", players[0], players[1])
}

/// `minutes` of base time with the match's bonus (increment or delay of its first period).
fn armageddon_control(minutes: u32, bonus: Bonus) -> Result<TimeControl, EventError> {
    // Whole minutes from 1 to 60 with a bonus the match's own control already holds: always a
    // control; should it ever not be, the armageddon setting is what is refused.
    TimeControl::sudden_death(crate::game::Duration::from_minutes(u64::from(minutes)), bonus)
        .ok_or_else(|| EventError::Armageddon { input: minutes.to_string(), fault: super::ArmageddonFault::TooLong })
}

impl Match {
    /// A match from its settings, checked: at least one game (at most
    /// [`super::MAX_MATCH_GAMES`]), two different non-empty names, a non-empty event name, a
    /// Chess960 number up to 959, and armageddon times as [`super::parse_armageddon`] takes.
    pub fn new(settings: MatchSettings) -> Result<Match, EventError> {
        let MatchSettings { players, games, event, tiebreak, colours, time, chess960 } = settings;
        if !(1..=super::MAX_MATCH_GAMES).contains(&games) {
            return Err(EventError::MatchGames { input: games.to_string() });
        }
        let [white, black] = players;
        let checked = checked_names(vec![white, black])?;
        let players = [checked[0].clone(), checked[1].clone()];
        let event = match event {
            Some(name) => super::parse_event_name(&name)?,
            None => default_match_name(&players),
        };
        if let Some(Chess960Policy::Fixed(number)) = chess960
            && number > 959
        {
            return Err(EventError::Chess960Number { number });
        }
        let armageddon = match tiebreak {
            Tiebreak::None => None,
            Tiebreak::Armageddon(times) => {
                let ArmageddonTimes { white_minutes, black_minutes } = times;
                // The same checks as the flag's: a value built in code is held to them too.
                super::flags::check_armageddon(times).map_err(|fault| EventError::Armageddon {
                    input: format!("{white_minutes},{black_minutes}"),
                    fault,
                })?;
                let bonus = time.periods().first().map_or(Bonus::None, |p| p.bonus);
                Some(ArmageddonClock {
                    white: armageddon_control(white_minutes, bonus)?,
                    black: armageddon_control(black_minutes, bonus)?,
                })
            }
        };
        Ok(Match {
            players,
            games,
            event,
            tiebreak,
            colours,
            time,
            chess960,
            armageddon,
            rules: None,
            results: Vec::new(),
        })
    }

    /// The two names, in the order given.
    #[must_use]
    pub fn players(&self) -> &[String; 2] {
        &self.players
    }

    /// A player's name.
    #[must_use]
    pub fn name(&self, player: usize) -> &str {
        self.players.get(player).map_or("", String::as_str)
    }

    /// The number of games of the match proper (N).
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.games
    }

    /// The event's name: the `[Event]` tag of every game.
    #[must_use]
    pub fn event(&self) -> &str {
        &self.event
    }

    /// The tie-break after a level match.
    #[must_use]
    pub const fn tiebreak(&self) -> Tiebreak {
        self.tiebreak
    }

    /// How the colours of game 1 were chosen.
    #[must_use]
    pub const fn colours(&self) -> FirstColours {
        self.colours
    }

    /// The match's time control.
    #[must_use]
    pub fn time(&self) -> &TimeControl {
        &self.time
    }

    /// The Chess960 positions, for a Chess960 match.
    #[must_use]
    pub const fn chess960(&self) -> Option<Chess960Policy> {
        self.chess960
    }

    /// The same match with its games played under `rules` (the first name given as White;
    /// its time control becomes the match's).
    #[must_use]
    pub fn with_rules(mut self, rules: GameRules) -> Match {
        self.time = rules.time.clone();
        self.rules = Some(rules);
        self
    }

    /// How every game is played, when the match was begun with its rules kept (a file of an
    /// older ferz has only the time control).
    #[must_use]
    pub const fn rules(&self) -> Option<&GameRules> {
        self.rules.as_ref()
    }

    /// The games played, in order.
    #[must_use]
    pub fn results(&self) -> &[GameResult] {
        &self.results
    }

    /// The player with White in game `number` (from 1): game 1 as the colours say, then
    /// alternating. The armageddon game (N + 1) goes on alternating.
    #[must_use]
    pub const fn white_in(&self, number: u32) -> usize {
        let first = self.colours.first_white();
        if number % 2 == 1 { first } else { 1 - first }
    }

    /// The score of the match proper, player by player (the armageddon game is not counted:
    /// it only decides a level match).
    #[must_use]
    pub fn score(&self) -> [Score; 2] {
        let proper = self.results.iter().take(self.games as usize);
        proper.fold([Score::ZERO; 2], |[a, b], g| [a + g.points(0), b + g.points(1)])
    }

    /// The `[Round]` tag of game `number`: `"3"` (the armageddon game is `N+1`).
    #[must_use]
    pub fn round_tag(&self, number: u32) -> String {
        number.to_string()
    }

    /// The tags of game `number` that make it part of the match: `[Event]` and `[Round]`.
    #[must_use]
    pub fn tags(&self, number: u32) -> [(&'static str, String); 2] {
        [("Event", self.event.clone()), ("Round", self.round_tag(number))]
    }

    /// The start of game `number` in a Chess960 match: a fixed position, the position of the
    /// pair's first game, or a new one to draw.
    fn start960(&self, number: u32) -> Option<Start960> {
        match self.chess960? {
            Chess960Policy::Fixed(n) => Some(Start960::Position(n)),
            Chess960Policy::Drawn => {
                let first_of_pair = number % 2 == 1 || number > self.games;
                let earlier = (number as usize).checked_sub(2).and_then(|i| self.results.get(i));
                match earlier.and_then(|g| g.chess960) {
                    Some(n) if !first_of_pair => Some(Start960::Position(n)),
                    _ => Some(Start960::DrawNew),
                }
            }
        }
    }

    /// The game after those played, or the match's result when it is over.
    #[must_use]
    pub fn next(&self) -> MatchNext {
        let played = self.results.len() as u32;
        let number = played + 1;
        let white = self.white_in(number);
        let game =
            |armageddon| MatchGame { number, white, black: 1 - white, chess960: self.start960(number), armageddon };
        if played < self.games {
            return MatchNext::Play(game(None));
        }
        let score = self.score();
        if score[0] != score[1] {
            let winner = if score[0] > score[1] { 0 } else { 1 };
            return MatchNext::Finished(MatchResult::Won { winner, score, armageddon: None });
        }
        match (&self.armageddon, self.results.get(self.games as usize)) {
            (None, _) => MatchNext::Finished(MatchResult::Drawn { score }),
            (Some(clock), None) => MatchNext::Play(game(Some(clock.clone()))),
            (Some(_), Some(decider)) => {
                // Armageddon: a draw counts as a win for Black.
                let (winner, how) = match decider.winning_player() {
                    Some(p) => (p, ArmageddonWin::Outright),
                    None => (decider.black, ArmageddonWin::DrawOdds),
                };
                MatchNext::Finished(MatchResult::Won { winner, score, armageddon: Some(how) })
            }
        }
    }

    /// The result, once the match is over.
    #[must_use]
    pub fn result(&self) -> Option<MatchResult> {
        match self.next() {
            MatchNext::Finished(result) => Some(result),
            MatchNext::Play(_) => None,
        }
    }

    /// The winner of the armageddon game by its own rule (a draw is Black's): `None` before it.
    #[must_use]
    pub fn armageddon_winner(&self) -> Option<usize> {
        let decider = self.results.get(self.games as usize)?;
        Some(decider.winning_player().unwrap_or(decider.black))
    }

    /// Adds the game just finished, which must be the next one: its players in their colours,
    /// and in a Chess960 match its pair's position (any position for a new one).
    pub fn record(&mut self, game: GameResult) -> Result<(), RecordError> {
        let MatchNext::Play(due) = self.next() else {
            return Err(RecordError::Finished);
        };
        if [game.white, game.black] != [due.white, due.black] {
            return Err(RecordError::WrongPlayers {
                expected: [due.white, due.black],
                found: [game.white, game.black],
            });
        }
        let position_ok = match due.chess960 {
            None => game.chess960.is_none(),
            Some(Start960::Position(n)) => game.chess960 == Some(n),
            Some(Start960::DrawNew) => game.chess960.is_some_and(|n| n <= 959),
        };
        if !position_ok {
            let expected = match due.chess960 {
                Some(Start960::Position(n)) => Some(n),
                Some(Start960::DrawNew) | None => None,
            };
            return Err(RecordError::WrongPosition { expected, found: game.chess960 });
        }
        self.results.push(game);
        Ok(())
    }

    /// A new match after this one: the same players, games, tie-break and rules, colours
    /// swapped — whoever had Black in game 1 has White in the new game 1 (the names change
    /// order, and a default name with them; a name given is kept).
    #[must_use]
    pub fn rematch(&self) -> Match {
        let first = self.white_in(1);
        let players = [self.players[1 - first].clone(), self.players[first].clone()];
        let event = (self.event != default_match_name(&self.players)).then(|| self.event.clone());
        let mut m = Match {
            players,
            games: self.games,
            event: self.event.clone(),
            tiebreak: self.tiebreak,
            colours: FirstColours::AsGiven,
            time: self.time.clone(),
            chess960: self.chess960,
            armageddon: None,
            rules: None,
            results: Vec::new(),
        };
        m.event = event.unwrap_or_else(|| default_match_name(&m.players));
        m.armageddon.clone_from(&self.armageddon);
        // The first name given now is the one with White: time odds, which belong to the
        // players, change sides with them.
        m.rules = self.rules.as_ref().map(|r| if first == 0 { r.swapped() } else { r.clone() });
        m
    }

    /// The colour `player` had (or has) in game `number`.
    #[must_use]
    pub const fn colour_in(&self, player: usize, number: u32) -> Color {
        if self.white_in(number) == player { Color::White } else { Color::Black }
    }
}
