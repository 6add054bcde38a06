//! A computer in one of the chairs, as plain values: which side it plays, at what level, with
//! which engine. The command line (`--computer`, `--level`, `--engine`), the start screen and a
//! save all give the game one of these; the engine itself is started by the face that plays
//! (see `engine::computer`). The game keeps the seat in its options so that the save and the
//! record remember it.

use std::path::PathBuf;

use crate::rules::Color;

/// A strength from 1 (a beginner can win) to 8 (the engine at full strength).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level: the engine at full strength.
    pub const MAX: Level = Level(8);
    /// The level when none is asked for.
    pub const DEFAULT: Level = Level(3);

    /// Level `n`, when it is one (1 to 8).
    #[must_use]
    pub const fn new(n: u8) -> Option<Level> {
        if n >= Level::MIN.0 && n <= Level::MAX.0 { Some(Level(n)) } else { None }
    }

    /// The level's number, 1 to 8.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::DEFAULT
    }
}

/// Which chair the computer takes, as asked: a colour, or one drawn by lot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerSide {
    /// White's chair.
    White,
    /// Black's chair.
    Black,
    /// A chair drawn by lot when the game starts.
    Random,
}

impl ComputerSide {
    /// The colour: the one asked for, or by `coin` (heads: White) for [`ComputerSide::Random`].
    #[must_use]
    pub fn color(self, coin: bool) -> Color {
        match self {
            ComputerSide::White => Color::White,
            ComputerSide::Black => Color::Black,
            ComputerSide::Random if coin => Color::White,
            ComputerSide::Random => Color::Black,
        }
    }
}

/// The opponent a game is started against, as the command line or the start screen asks for
/// it: the chair, the level and the engine's program (`None`: Stockfish, found as
/// `ferz analyse` finds it).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ComputerChoice {
    /// Which chair.
    pub side: ComputerSide,
    /// How strong.
    pub level: Level,
    /// The engine's program, if one was named.
    pub engine: Option<PathBuf>,
}

impl ComputerChoice {
    /// The seat this choice comes to once the lot (if any) is drawn (`coin`).
    #[must_use]
    pub fn seat(&self, coin: bool) -> ComputerSeat {
        ComputerSeat { color: self.side.color(coin), level: self.level, engine: self.engine.clone() }
    }
}

/// A computer seated in a game: its colour, level and engine. Kept in the game's options (and
/// so in its save) so that a resumed game goes on against the same engine at the same level.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ComputerSeat {
    /// The computer's colour.
    pub color: Color,
    /// Its level.
    pub level: Level,
    /// The engine's program, if one was named (else Stockfish, found again on resumption).
    pub engine: Option<PathBuf>,
}

impl ComputerSeat {
    /// The save's `FerzComputer` tag: `black 3`, with the engine's path after them when one
    /// was named (`black 3 /opt/engines/lc0`).
    #[must_use]
    pub fn tag(&self) -> String {
        let mut tag = format!("{} {}", self.color.name(), self.level.number());
        if let Some(engine) = &self.engine {
            tag.push(' ');
            tag.push_str(&engine.to_string_lossy());
        }
        tag
    }

    /// Reads a `FerzComputer` tag back; `None` when it is damaged.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<ComputerSeat> {
        let mut parts = tag.splitn(3, ' ');
        let color = match parts.next()? {
            "white" => Color::White,
            "black" => Color::Black,
            _ => return None,
        };
        let level = Level::new(parts.next()?.parse().ok()?)?;
        let engine = parts.next().filter(|p| !p.is_empty()).map(PathBuf::from);
        Some(ComputerSeat { color, level, engine })
    }
}

/// A value of `--computer` or `--level` that cannot be used; each language says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComputerFlagError {
    /// `--computer` names no side.
    Side {
        /// What was given (cleaned and cut for echoing).
        got: String,
    },
    /// `--level` is not 1 to 8.
    Level {
        /// What was given (cleaned and cut for echoing).
        got: String,
    },
}

impl std::error::Error for ComputerFlagError {}

/// Reads `--computer white|black|random`.
pub fn parse_computer_side(text: &str) -> Result<ComputerSide, ComputerFlagError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(ComputerSide::White),
        "black" | "b" => Ok(ComputerSide::Black),
        "random" => Ok(ComputerSide::Random),
        _ => Err(ComputerFlagError::Side { got: crate::text::clean_short(text) }),
    }
}

/// Reads `--level N`, 1 to 8.
pub fn parse_level(text: &str) -> Result<Level, ComputerFlagError> {
    text.trim()
        .parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| ComputerFlagError::Level { got: crate::text::clean_short(text) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_round_trip_through_their_tag() {
        for seat in [
            ComputerSeat { color: Color::Black, level: Level::DEFAULT, engine: None },
            ComputerSeat { color: Color::White, level: Level::MAX, engine: Some("/opt/my engine".into()) },
        ] {
            assert_eq!(ComputerSeat::from_tag(&seat.tag()), Some(seat));
        }
        assert_eq!(ComputerSeat::from_tag("green 3"), None);
        assert_eq!(ComputerSeat::from_tag("black 9"), None);
    }

    #[test]
    fn flags_are_read_or_refused() {
        assert_eq!(parse_level("8"), Ok(Level::MAX));
        assert!(parse_level("0").is_err() && parse_level("9").is_err() && parse_level("x").is_err());
        assert_eq!(parse_computer_side("Random"), Ok(ComputerSide::Random));
        assert!(parse_computer_side("green").is_err());
    }
}
