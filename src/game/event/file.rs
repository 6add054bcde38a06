//! An event on disk, so a match or a round-robin survives quit, kill -9 and resume: JSON
//! written by hand with `serde_json::Value`, read back through the same checks as a new
//! event ([`Match::new`], [`Match::record`], …), so a damaged or foreign file is a typed
//! [`EventFileError`], never a panic and never an event that could not have been played.

use serde_json::{Map, Value, json};

use crate::game::{Termination, TimeControl};

use super::{
    ArmageddonTimes, Chess960Policy, EventFileError, FirstColours, GameResult, GameRules, Match, MatchSettings,
    RoundRobin, RoundRobinSettings, Tiebreak,
};

/// The version of the event format ferz writes.
pub const EVENT_FORMAT: u64 = 1;
/// The largest event file read: a finished 12-player double round-robin is some 30 kB.
pub const MAX_EVENT_BYTES: usize = 1 << 20;
/// The marker field: its value is the format's version.
const MARKER: &str = "ferz_event";

/// A match or a round-robin: what `ferz resume` finds in an event file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A match.
    Match(Match),
    /// A round-robin.
    RoundRobin(RoundRobin),
}

fn game_json(g: &GameResult) -> Value {
    json!({
        "white": g.white,
        "black": g.black,
        "result": g.pgn_result(),
        "termination": g.termination.name(),
        "moves": g.moves,
        "chess960": g.chess960,
    })
}

/// The fields of a JSON object, read with the field's name in every error.
struct Fields<'a>(&'a Map<String, Value>);

impl<'a> Fields<'a> {
    fn of(value: &'a Value, name: &'static str) -> Result<Fields<'a>, EventFileError> {
        value.as_object().map(Fields).ok_or(EventFileError::Field { name })
    }

    fn get(&self, name: &'static str) -> Result<&'a Value, EventFileError> {
        self.0.get(name).ok_or(EventFileError::Field { name })
    }

    fn str(&self, name: &'static str) -> Result<&'a str, EventFileError> {
        self.get(name)?.as_str().ok_or(EventFileError::Field { name })
    }

    fn u64(&self, name: &'static str) -> Result<u64, EventFileError> {
        self.get(name)?.as_u64().ok_or(EventFileError::Field { name })
    }

    fn u32(&self, name: &'static str) -> Result<u32, EventFileError> {
        u32::try_from(self.u64(name)?).map_err(|_| EventFileError::Field { name })
    }

    fn bool(&self, name: &'static str) -> Result<bool, EventFileError> {
        self.get(name)?.as_bool().ok_or(EventFileError::Field { name })
    }

    fn array(&self, name: &'static str) -> Result<&'a Vec<Value>, EventFileError> {
        self.get(name)?.as_array().ok_or(EventFileError::Field { name })
    }

    fn strings(&self, name: &'static str) -> Result<Vec<String>, EventFileError> {
        self.array(name)?.iter().map(|v| v.as_str().map(str::to_string).ok_or(EventFileError::Field { name })).collect()
    }

    /// A Chess960 number or null.
    fn position(&self, name: &'static str) -> Result<Option<u16>, EventFileError> {
        match self.get(name)? {
            Value::Null => Ok(None),
            v => v.as_u64().and_then(|n| u16::try_from(n).ok()).map(Some).ok_or(EventFileError::Field { name }),
        }
    }
}

fn read_game(value: &Value, players: usize) -> Result<GameResult, EventFileError> {
    let f = Fields::of(value, "results")?;
    let player = |name| {
        let p = usize::try_from(f.u64(name)?).map_err(|_| EventFileError::Field { name })?;
        if p < players { Ok(p) } else { Err(EventFileError::Field { name }) }
    };
    Ok(GameResult {
        white: player("white")?,
        black: player("black")?,
        winner: GameResult::winner_from_pgn(f.str("result")?).ok_or(EventFileError::Field { name: "result" })?,
        termination: Termination::from_name(f.str("termination")?)
            .ok_or(EventFileError::Field { name: "termination" })?,
        moves: f.u32("moves")?,
        chess960: f.position("chess960")?,
    })
}

/// The games of `value`'s `results`, each recorded through `record` (the event's own check).
fn replay(
    f: &Fields<'_>,
    players: usize,
    mut record: impl FnMut(GameResult) -> Result<(), super::RecordError>,
) -> Result<(), EventFileError> {
    for (i, game) in f.array("results")?.iter().enumerate() {
        record(read_game(game, players)?).map_err(|why| EventFileError::Game { number: i + 1, why })?;
    }
    Ok(())
}

/// Adds the event's rules to its JSON (a file without them is one of an older ferz).
fn with_rules(value: &mut Value, rules: Option<&GameRules>) {
    if let (Some(rules), Some(map)) = (rules, value.as_object_mut()) {
        map.insert("rules".to_string(), rules.to_json());
    }
}

/// The event's rules, when its file holds them: files of ferz before they were kept do not
/// (a match then has only its time control, a round-robin nothing).
fn rules_of(f: &Fields<'_>) -> Result<Option<GameRules>, EventFileError> {
    f.0.get("rules").map(GameRules::from_json).transpose()
}

impl Match {
    /// The match as JSON, everything needed to go on: settings and the games played.
    #[must_use]
    pub fn to_json(&self) -> String {
        let tiebreak = match self.tiebreak() {
            Tiebreak::None => json!("none"),
            Tiebreak::Armageddon(t) => json!({ "armageddon": [t.white_minutes, t.black_minutes] }),
        };
        let chess960 = match self.chess960() {
            None => Value::Null,
            Some(Chess960Policy::Fixed(n)) => json!(n),
            Some(Chess960Policy::Drawn) => json!("drawn"),
        };
        let colours = match self.colours() {
            FirstColours::AsGiven => "given",
            FirstColours::ByLot { .. } => "lot",
        };
        let mut value = json!({
            MARKER: EVENT_FORMAT,
            "kind": "match",
            "event": self.event(),
            "players": self.players(),
            "games": self.games(),
            "colours": colours,
            "first_white": self.colours().first_white(),
            "tiebreak": tiebreak,
            "time": self.time().to_string(),
            "chess960": chess960,
            "results": self.results().iter().map(game_json).collect::<Vec<_>>(),
        });
        with_rules(&mut value, self.rules());
        format!("{value:#}\n")
    }

    fn from_fields(f: &Fields<'_>) -> Result<Match, EventFileError> {
        let players = f.strings("players")?;
        let [white, black] = <[String; 2]>::try_from(players).map_err(|_| EventFileError::Field { name: "players" })?;
        let colours = match (f.str("colours")?, f.u64("first_white")?) {
            ("given", 0) => FirstColours::AsGiven,
            ("lot", first) if first < 2 => FirstColours::ByLot { swapped: first == 1 },
            _ => return Err(EventFileError::Field { name: "colours" }),
        };
        let tiebreak = match f.get("tiebreak")? {
            Value::String(s) if s == "none" => Tiebreak::None,
            v => {
                let minutes = Fields::of(v, "tiebreak")?.array("armageddon")?;
                let minute = |i: usize| {
                    minutes
                        .get(i)
                        .and_then(Value::as_u64)
                        .and_then(|m| u32::try_from(m).ok())
                        .ok_or(EventFileError::Field { name: "tiebreak" })
                };
                if minutes.len() != 2 {
                    return Err(EventFileError::Field { name: "tiebreak" });
                }
                Tiebreak::Armageddon(ArmageddonTimes { white_minutes: minute(0)?, black_minutes: minute(1)? })
            }
        };
        let time: TimeControl = f.str("time")?.parse().map_err(|_| EventFileError::Field { name: "time" })?;
        let chess960 = match f.get("chess960")? {
            Value::Null => None,
            Value::String(s) if s == "drawn" => Some(Chess960Policy::Drawn),
            v => Some(Chess960Policy::Fixed(
                v.as_u64().and_then(|n| u16::try_from(n).ok()).ok_or(EventFileError::Field { name: "chess960" })?,
            )),
        };
        let settings = MatchSettings {
            players: [white, black],
            games: f.u32("games")?,
            event: Some(f.str("event")?.to_string()),
            tiebreak,
            colours,
            time,
            chess960,
        };
        let mut m = Match::new(settings)?;
        if let Some(rules) = rules_of(f)? {
            m = m.with_rules(rules);
        }
        replay(f, 2, |g| m.record(g))?;
        Ok(m)
    }
}

impl RoundRobin {
    /// The round-robin as JSON: players, cycles, name and the games played.
    #[must_use]
    pub fn to_json(&self) -> String {
        let mut value = json!({
            MARKER: EVENT_FORMAT,
            "kind": "round_robin",
            "event": self.event(),
            "players": self.players(),
            "double": self.double(),
            "results": self.results().iter().map(game_json).collect::<Vec<_>>(),
        });
        with_rules(&mut value, self.rules());
        format!("{value:#}\n")
    }

    fn from_fields(f: &Fields<'_>) -> Result<RoundRobin, EventFileError> {
        let settings = RoundRobinSettings {
            players: f.strings("players")?,
            double: f.bool("double")?,
            event: Some(f.str("event")?.to_string()),
        };
        let mut rr = RoundRobin::new(settings)?;
        if let Some(rules) = rules_of(f)? {
            rr = rr.with_rules(rules);
        }
        let players = rr.players().len();
        replay(f, players, |g| rr.record(g))?;
        Ok(rr)
    }
}

impl Event {
    /// The games played, in order.
    #[must_use]
    pub fn results(&self) -> &[GameResult] {
        match self {
            Event::Match(m) => m.results(),
            Event::RoundRobin(rr) => rr.results(),
        }
    }

    /// The event as JSON.
    #[must_use]
    pub fn to_json(&self) -> String {
        match self {
            Event::Match(m) => m.to_json(),
            Event::RoundRobin(rr) => rr.to_json(),
        }
    }

    /// Reads an event file back: the same event, or why it cannot be.
    pub fn from_json(text: &str) -> Result<Event, EventFileError> {
        if text.len() > MAX_EVENT_BYTES {
            return Err(EventFileError::TooLarge { bytes: text.len() });
        }
        let value: Value = serde_json::from_str(text).map_err(|_| EventFileError::NotJson)?;
        let f = Fields::of(&value, MARKER).map_err(|_| EventFileError::NotAnEvent)?;
        let version = f.get(MARKER).map_err(|_| EventFileError::NotAnEvent)?;
        match version.as_u64() {
            Some(EVENT_FORMAT) => {}
            Some(found) if found > EVENT_FORMAT => return Err(EventFileError::Version { found }),
            _ => return Err(EventFileError::NotAnEvent),
        }
        match f.str("kind")? {
            "match" => Ok(Event::Match(Match::from_fields(&f)?)),
            "round_robin" => Ok(Event::RoundRobin(RoundRobin::from_fields(&f)?)),
            _ => Err(EventFileError::Field { name: "kind" }),
        }
    }
}
