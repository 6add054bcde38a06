//! A round-robin at one keyboard: every player meets every other (twice with `--double`), in
//! the rounds and colours of FIDE's Berger tables, a bye for an odd field.

use super::berger::{berger_round, pairing_numbers};
use super::flags::round_robin_names;
use super::{Crosstable, EventError, GameResult, GameRules, RecordError, Standing};

/// What a round-robin is set up with; [`RoundRobin::new`] checks it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRobinSettings {
    /// The names in the order given: their Berger pairing numbers, from 1.
    pub players: Vec<String>,
    /// A second cycle, colours reversed (`--double`).
    pub double: bool,
    /// The event's name (`--event`); `None` for "Round-robin".
    pub event: Option<String>,
}

/// One game of the schedule: round, board and who has which colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pairing {
    /// The round, from 1 (the second cycle goes on counting).
    pub round: u32,
    /// The board within the round, from 1 (the bye takes none).
    pub board: u32,
    /// The player with White.
    pub white: usize,
    /// The player with Black.
    pub black: usize,
}

impl Pairing {
    /// The `[Round]` tag: `"R.B"`, round and board.
    #[must_use]
    pub fn round_tag(&self) -> String {
        format!("{}.{}", self.round, self.board)
    }

    /// True when `player` plays this game.
    #[must_use]
    pub const fn played_by(&self, player: usize) -> bool {
        self.white == player || self.black == player
    }
}

/// What comes next in a round-robin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundRobinNext {
    /// This game; `bye` is the player who sits the round out, in an odd field.
    Play {
        /// The game.
        pairing: Pairing,
        /// The player without a game this round.
        bye: Option<usize>,
    },
    /// Every game has been played.
    Finished,
}

/// A round-robin in progress or finished: its players, the schedule, the games played.
/// Built only by [`RoundRobin::new`] and grown only by [`RoundRobin::record`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRobin {
    players: Vec<String>,
    double: bool,
    event: String,
    schedule: Vec<Pairing>,
    byes: Vec<Option<usize>>,
    rules: Option<GameRules>,
    results: Vec<GameResult>,
}

/// The default name of a round-robin.
pub const DEFAULT_ROUND_ROBIN_NAME: &str = "Round-robin";

/// The Berger rounds in the order played, each with its colours reversed or not. In a double
/// round-robin the last two rounds of the first cycle are exchanged, as C.05 Annex 1
/// recommends, so no one has the same colour three times running across the cycles.
fn round_order(rounds: usize, double: bool) -> Vec<(usize, bool)> {
    let mut first: Vec<usize> = (1..=rounds).collect();
    if !double {
        return first.into_iter().map(|r| (r, false)).collect();
    }
    if rounds >= 2 {
        first.swap(rounds - 2, rounds - 1);
    }
    first.into_iter().map(|r| (r, false)).chain((1..=rounds).map(|r| (r, true))).collect()
}

impl RoundRobin {
    /// A round-robin from its settings, checked: 3 to 12 names, none empty, none twice, a
    /// non-empty event name.
    pub fn new(settings: RoundRobinSettings) -> Result<RoundRobin, EventError> {
        let players = round_robin_names(settings.players)?;
        let event = match settings.event {
            Some(name) => super::parse_event_name(&name)?,
            None => DEFAULT_ROUND_ROBIN_NAME.to_string(),
        };
        let numbers = pairing_numbers(players.len());
        let (mut schedule, mut byes) = (Vec::new(), Vec::new());
        for (i, (table_round, reversed)) in round_order(numbers - 1, settings.double).into_iter().enumerate() {
            let round = i as u32 + 1;
            let mut bye = None;
            let mut board = 0;
            for (w, b) in berger_round(numbers, table_round) {
                let (white, black) = if reversed { (b - 1, w - 1) } else { (w - 1, b - 1) };
                if white >= players.len() {
                    bye = Some(black);
                } else if black >= players.len() {
                    bye = Some(white);
                } else {
                    board += 1;
                    schedule.push(Pairing { round, board, white, black });
                }
            }
            byes.push(bye);
        }
        Ok(RoundRobin { players, double: settings.double, event, schedule, byes, rules: None, results: Vec::new() })
    }

    /// The names, in pairing-number order.
    #[must_use]
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// A player's name.
    #[must_use]
    pub fn name(&self, player: usize) -> &str {
        self.players.get(player).map_or("", String::as_str)
    }

    /// True for a double round-robin.
    #[must_use]
    pub const fn double(&self) -> bool {
        self.double
    }

    /// The event's name: the `[Event]` tag of every game.
    #[must_use]
    pub fn event(&self) -> &str {
        &self.event
    }

    /// The same round-robin with its games played under `rules` (colours as the schedule says;
    /// time odds, if any, belong to the colours).
    #[must_use]
    pub fn with_rules(mut self, rules: GameRules) -> RoundRobin {
        self.rules = Some(rules);
        self
    }

    /// How every game is played, when the round-robin was begun with its rules kept (a file of
    /// an older ferz has none).
    #[must_use]
    pub const fn rules(&self) -> Option<&GameRules> {
        self.rules.as_ref()
    }

    /// The number of rounds.
    #[must_use]
    pub fn rounds(&self) -> u32 {
        self.byes.len() as u32
    }

    /// Every game, in the order played: round by round, board by board.
    #[must_use]
    pub fn schedule(&self) -> &[Pairing] {
        &self.schedule
    }

    /// The player who sits out round `round` (from 1), in an odd field.
    #[must_use]
    pub fn bye(&self, round: u32) -> Option<usize> {
        self.byes.get((round as usize).checked_sub(1)?).copied().flatten()
    }

    /// The games played, in schedule order.
    #[must_use]
    pub fn results(&self) -> &[GameResult] {
        &self.results
    }

    /// The games played with their pairings.
    pub fn played(&self) -> impl Iterator<Item = (&Pairing, &GameResult)> {
        self.schedule.iter().zip(&self.results)
    }

    /// The next game, or the end.
    #[must_use]
    pub fn next(&self) -> RoundRobinNext {
        match self.schedule.get(self.results.len()) {
            Some(&pairing) => RoundRobinNext::Play { pairing, bye: self.bye(pairing.round) },
            None => RoundRobinNext::Finished,
        }
    }

    /// The tags of a game that make it part of the event: `[Event]` and `[Round "R.B"]`.
    #[must_use]
    pub fn tags(&self, pairing: &Pairing) -> [(&'static str, String); 2] {
        [("Event", self.event.clone()), ("Round", pairing.round_tag())]
    }

    /// Adds the game just finished, which must be the next one of the schedule with its colours.
    pub fn record(&mut self, game: GameResult) -> Result<(), RecordError> {
        let RoundRobinNext::Play { pairing, .. } = self.next() else {
            return Err(RecordError::Finished);
        };
        if [game.white, game.black] != [pairing.white, pairing.black] {
            return Err(RecordError::WrongPlayers {
                expected: [pairing.white, pairing.black],
                found: [game.white, game.black],
            });
        }
        self.results.push(game);
        Ok(())
    }

    /// A new round-robin after this one: the same players with their pairing numbers the other
    /// way round (the last is number 1, White in the first game), the same cycles, name and
    /// rules.
    #[must_use]
    pub fn again(&self) -> RoundRobin {
        let settings = RoundRobinSettings {
            players: self.players.iter().rev().cloned().collect(),
            double: self.double,
            event: Some(self.event.clone()),
        };
        // The players were checked when this one began: the same names pass again.
        let mut rr = RoundRobin::new(settings).unwrap_or_else(|_| self.clone());
        rr.results.clear();
        rr.rules.clone_from(&self.rules);
        rr
    }

    /// The crosstable after the games played.
    #[must_use]
    pub fn crosstable(&self) -> Crosstable {
        Crosstable::new(self.players.len(), &self.results)
    }

    /// The standings after the games played (final once [`RoundRobin::next`] is finished).
    #[must_use]
    pub fn standings(&self) -> Vec<Standing> {
        self.crosstable().standings()
    }
}
