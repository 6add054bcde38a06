//! How every game of an event is played: the setup the event was begun with (time control and
//! time odds, the start position and how it came about, the arbiter, touch-move, the Sofia
//! rule, the claim penalty), kept in the event's file so each next game — after quit, kill -9
//! or resume — is set up the same. Written in words of no language: a time control as
//! `--time` takes it, a FEN, the arbiter's name, the odds as `--odds` takes them.

use serde_json::{Value, json};

use crate::game::{Arbiter, Duration, PieceOdds, Setup, StartKind, TimeControl, parse_odds};
use crate::rules::{Color, Position};

use super::EventFileError;

/// The rules of an event's games: a [`Setup`] without its players and its tags. For a match,
/// the first name given (`--white`) has White: time odds belong to that player and the
/// other, and change sides with them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRules {
    /// White's time control (both sides' without time odds).
    pub time: TimeControl,
    /// Black's own control under time odds.
    pub black_time: Option<TimeControl>,
    /// The start position (with the odds already taken off it).
    pub start: Position,
    /// Chess960 and piece odds: how the start came about.
    pub start_kind: StartKind,
    /// What an incorrect draw claim gives the opponent; `None` for FIDE's default.
    pub penalty: Option<Duration>,
    /// Draw offers refused before this move number.
    pub no_offers_before: u32,
    /// Touch-move.
    pub touch_move: bool,
    /// The arbiter's mode.
    pub arbiter: Arbiter,
}

impl GameRules {
    /// The rules of `setup` (its names and tags are not rules).
    #[must_use]
    pub fn of(setup: &Setup) -> GameRules {
        let o = &setup.options;
        GameRules {
            time: setup.time_control.clone(),
            black_time: setup.black_time_control.clone(),
            start: setup.start.clone(),
            start_kind: o.start.clone(),
            penalty: o.penalty,
            no_offers_before: o.no_offers_before,
            touch_move: o.touch_move,
            arbiter: o.arbiter,
        }
    }

    /// `setup` played under these rules: its names and tags kept, everything else replaced.
    pub fn apply(&self, setup: &mut Setup) {
        setup.time_control = self.time.clone();
        setup.black_time_control = self.black_time.clone();
        setup.start = self.start.clone();
        let o = &mut setup.options;
        o.start = self.start_kind.clone();
        o.penalty = self.penalty;
        o.no_offers_before = self.no_offers_before;
        o.touch_move = self.touch_move;
        o.arbiter = self.arbiter;
    }

    /// The same rules with the sides' time controls and piece odds exchanged (both belong to
    /// players; see [`StartKind::swap_odds`]).
    #[must_use]
    pub fn swapped(&self) -> GameRules {
        let mut rules = self.clone();
        rules.start_kind.swap_odds(&mut rules.start);
        if let Some(black) = rules.black_time.take() {
            rules.black_time = Some(std::mem::replace(&mut rules.time, black));
        }
        rules
    }

    /// The rules as JSON.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let odds: Vec<String> = self
            .start_kind
            .odds
            .iter()
            .map(|o| {
                let pieces: Vec<&str> = o.pieces.iter().map(|p| p.name()).collect();
                format!("{}:{}", if o.color == Color::White { "white" } else { "black" }, pieces.join(","))
            })
            .collect();
        json!({
            "time": self.time.to_string(),
            "black_time": self.black_time.as_ref().map(ToString::to_string),
            "fen": self.start.fen(),
            "chess960": self.start_kind.chess960,
            "chess960_number": self.start_kind.number,
            "odds": odds,
            "penalty_ms": self.penalty.map(Duration::as_ms),
            "no_offers_before": self.no_offers_before,
            "touch_move": self.touch_move,
            "arbiter": self.arbiter.name(),
        })
    }

    /// The rules read back from [`GameRules::to_json`]'s value, every field checked.
    pub fn from_json(value: &Value) -> Result<GameRules, EventFileError> {
        let field = |name: &'static str| value.get(name).ok_or(EventFileError::Field { name });
        let bad = |name: &'static str| EventFileError::Field { name };
        let time_of = |name: &'static str, v: &Value| -> Result<TimeControl, EventFileError> {
            v.as_str().and_then(|t| t.parse().ok()).ok_or(bad(name))
        };
        let time = time_of("time", field("time")?)?;
        let black_time = match field("black_time")? {
            Value::Null => None,
            v => Some(time_of("black_time", v)?),
        };
        let chess960 = field("chess960")?.as_bool().ok_or(bad("chess960"))?;
        let number = match field("chess960_number")? {
            Value::Null => None,
            v => Some(
                v.as_u64().and_then(|n| u16::try_from(n).ok()).filter(|&n| n <= 959).ok_or(bad("chess960_number"))?,
            ),
        };
        let fen = field("fen")?.as_str().ok_or(bad("fen"))?;
        let start = Position::from_fen_variant(fen, chess960).map_err(|_| bad("fen"))?;
        let odds = field("odds")?
            .as_array()
            .ok_or(bad("odds"))?
            .iter()
            .map(|o| o.as_str().and_then(|t| parse_odds(t).ok()).ok_or(bad("odds")))
            .collect::<Result<Vec<PieceOdds>, _>>()?;
        let penalty = match field("penalty_ms")? {
            Value::Null => None,
            v => Some(Duration::from_ms(v.as_u64().filter(|&ms| ms <= 3_600_000).ok_or(bad("penalty_ms"))?)),
        };
        let no_offers_before =
            field("no_offers_before")?.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or(bad("no_offers_before"))?;
        let touch_move = field("touch_move")?.as_bool().ok_or(bad("touch_move"))?;
        let arbiter = match field("arbiter")?.as_str() {
            Some(name) => Arbiter::ALL.into_iter().find(|a| a.name() == name).ok_or(bad("arbiter"))?,
            None => return Err(bad("arbiter")),
        };
        if let Some(b) = &black_time {
            crate::game::Clock::with_odds(&time, b).map_err(|_| bad("black_time"))?;
        }
        Ok(GameRules {
            time,
            black_time,
            start,
            start_kind: StartKind { chess960, number, odds },
            penalty,
            no_offers_before,
            touch_move,
            arbiter,
        })
    }
}
