//! The event played on this screen (a match, `--match N`, or a round-robin) and those found
//! waiting in the data directory, as data: each game's setup drawn from the event (colours, the
//! armageddon clocks, the Chess960 position, the `[Event]` and `[Round]` tags), the next game
//! due, the event's name and title. The app holds it; what the screen does with it between
//! games (recording a game, the standings window's answers, the writes) is in `tui/event.rs`.

use crate::game::Setup;
use crate::game::event::{Event, EventTags, GameRules, MatchNext, RoundRobinNext, Start960};
use crate::storage::Holder;

/// The app's part for events: the match or round-robin played on this screen, and the
/// unfinished ones found in the data directory while the players choose.
#[derive(Debug, Clone, Default)]
pub struct Events {
    /// The event played on this screen, if any.
    pub(super) on: Option<EventPlay>,
    /// The unfinished events found at the start, held by this process while the players choose.
    pub(super) shelf: Vec<Shelved>,
}

/// A match being played on this screen.
#[derive(Debug, Clone)]
pub struct EventPlay {
    /// The match or the round-robin: its settings and the games played.
    pub(super) m: Event,
    /// The setup of a game with the first player (`--white`) as White, at the match's time.
    pub(super) base: Setup,
    /// The event's file in the data directory, by its name without `.json`.
    pub(super) id: String,
    /// The number of the match's game on the board (`None` before the first is set up).
    pub(super) on_board: Option<u32>,
    /// The finished games, as one PGN, in order.
    pub(super) games: String,
    /// What the event's files last held: the JSON and the length of the games' PGN.
    pub(super) written: Option<(String, usize)>,
    /// The players ended the match (quitting): nothing more is written.
    pub(super) ended: bool,
    /// The first row of the crosstable shown (↑ ↓ in the standings window).
    pub(super) scroll: u16,
}

/// An unfinished match found in the data directory at the start.
#[derive(Debug, Clone)]
pub struct Shelved {
    /// Its file's name without `.json`.
    pub id: String,
    /// The match or the round-robin.
    pub m: Event,
    /// Its finished games, as one PGN.
    pub games: String,
    /// Who plays it.
    pub holder: Holder,
}

/// The next game of an event, match or round-robin alike.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Due {
    /// Its number in the event, from 1 (the armageddon game of a match is N + 1).
    pub number: u32,
    /// The player with White.
    pub white: usize,
    /// The player with Black.
    pub black: usize,
    /// Its `[Round]` tag.
    pub round: String,
    /// The armageddon game's clocks.
    pub armageddon: Option<crate::game::event::ArmageddonClock>,
    /// Its start, in a Chess960 match.
    pub chess960: Option<Start960>,
}

/// The next game of `ev`, if any is left.
pub fn due(ev: &Event) -> Option<Due> {
    match ev {
        Event::Match(m) => match m.next() {
            MatchNext::Play(g) => Some(Due {
                number: g.number,
                white: g.white,
                black: g.black,
                round: m.round_tag(g.number),
                armageddon: g.armageddon,
                chess960: g.chess960,
            }),
            MatchNext::Finished(_) => None,
        },
        Event::RoundRobin(rr) => match rr.next() {
            RoundRobinNext::Play { pairing, .. } => Some(Due {
                number: u32::try_from(rr.results().len() + 1).unwrap_or(u32::MAX),
                white: pairing.white,
                black: pairing.black,
                round: pairing.round_tag(),
                armageddon: None,
                chess960: None,
            }),
            RoundRobinNext::Finished => None,
        },
    }
}

/// The rules every game of `ev` is played under, when its file keeps them.
pub fn rules_of(ev: &Event) -> Option<&GameRules> {
    match ev {
        Event::Match(m) => m.rules(),
        Event::RoundRobin(rr) => rr.rules(),
    }
}

/// The name of `ev`: its `[Event]` tag.
pub fn event_name(ev: &Event) -> &str {
    match ev {
        Event::Match(m) => m.event(),
        Event::RoundRobin(rr) => rr.event(),
    }
}

/// The title of `ev` as it stands: the next game, or the end (a match's by its score).
pub fn event_title(ev: &Event, words: &dyn crate::game::event::EventWords) -> String {
    match ev {
        Event::Match(m) => words.match_title(m),
        Event::RoundRobin(rr) => match rr.next() {
            RoundRobinNext::Play { pairing, .. } => words.pairing(rr.players(), &pairing),
            RoundRobinNext::Finished => round_robin_end(rr, words),
        },
    }
}

/// The end of a round-robin: who won, by name, with their points.
pub fn round_robin_end(rr: &crate::game::event::RoundRobin, words: &dyn crate::game::event::EventWords) -> String {
    let standings = rr.standings();
    let first: Vec<&str> = standings.iter().filter(|s| s.place == 1).map(|s| rr.name(s.player)).collect();
    let points = standings.first().map(|s| s.points).unwrap_or_default();
    words.round_robin_won(&first, points)
}

impl EventPlay {
    /// A new event, its first game's setup `base` (names and rules as given), its file `id`.
    pub fn new(m: Event, mut base: Setup, id: String) -> EventPlay {
        // The event keeps the rules of its games in its file: those of `base` when it has none
        // yet (a new event, or one from a file of an older ferz).
        let m = match m {
            Event::Match(m) if m.rules().is_none() => Event::Match(m.with_rules(GameRules::of(&base))),
            Event::RoundRobin(rr) if rr.rules().is_none() => Event::RoundRobin(rr.with_rules(GameRules::of(&base))),
            m => m,
        };
        if let Some(rules) = rules_of(&m) {
            rules.apply(&mut base);
        }
        if let Event::Match(m) = &m {
            base.options.white = Some(m.name(0).to_string());
            base.options.black = Some(m.name(1).to_string());
        }
        base.options.event = None;
        EventPlay { m, base, id, on_board: None, games: String::new(), written: None, ended: false, scroll: 0 }
    }

    /// The match or the round-robin.
    pub fn event(&self) -> &Event {
        &self.m
    }

    /// True while games are left to play.
    pub fn unfinished(&self) -> bool {
        !self.ended && due(&self.m).is_some()
    }

    /// The next game due, its number taken as the one on the board: its setup, or `None` when
    /// no game is left.
    pub(super) fn next_game(&mut self) -> Option<Setup> {
        let game = due(&self.m)?;
        let setup = self.setup_of(&game);
        self.on_board = Some(game.number);
        Some(setup)
    }

    /// The setup of game `game`: its colours, the armageddon game's clocks, its Chess960
    /// position (a new one drawn for the first game of a pair), its tags.
    fn setup_of(&self, game: &Due) -> Setup {
        let mut setup = self.base.clone();
        match &self.m {
            Event::Match(_) if game.white == 1 => setup.swap_sides(),
            Event::Match(_) => {}
            Event::RoundRobin(rr) => {
                setup.options.white = Some(rr.name(game.white).to_string());
                setup.options.black = Some(rr.name(game.black).to_string());
            }
        }
        if let Some(clock) = &game.armageddon {
            setup.time_control = clock.white.clone();
            setup.black_time_control = Some(clock.black.clone());
        }
        if let Some(start) = game.chess960 {
            let n = match start {
                Start960::Position(n) => n,
                Start960::DrawNew => random_chess960(),
            };
            let odds = setup.options.start.odds.clone();
            let mut position = crate::rules::Position::chess960(n).unwrap_or_default();
            for o in &odds {
                position = crate::game::remove_odds(&position, o, true).unwrap_or(position);
            }
            setup.start = position;
            setup.options.start = crate::game::StartKind { odds, ..crate::game::StartKind::chess960(n) };
        }
        setup.options.event =
            Some(EventTags { event: event_name(&self.m).to_string(), round: game.round.clone(), id: self.id.clone() });
        setup
    }
}

/// A Chess960 number from the operating system's randomness (the standard position when it
/// has none to give).
fn random_chess960() -> u16 {
    let mut bytes = [0u8; 2];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u16::from_le_bytes(bytes) % 960,
        Err(_) => crate::rules::STANDARD_START,
    }
}

/// A new event file's name: `match-YYYYMMDD-HHMMSS` (`round-robin-…`) (the time the match began) and the
/// process, so that two matches begun the same second do not share one.
pub fn new_id(ev: &Event, when: crate::game::CalendarTime) -> String {
    let kind = if matches!(ev, Event::Match(_)) { "match" } else { "round-robin" };
    format!("{kind}-{}-{}", super::pgn_file::timestamp(when), std::process::id())
}
