//! How a terminal game is set up: the command-line choices, checked before the screen is
//! taken so that a bad `--fen` or `--time` ends the program with one line and exit status 2.

use std::fmt;

use crate::game::{GameOptions, TimeControl, TimeControlError};
use crate::rules::{FenError, Position};
use crate::text::clean;

use super::prefs::{Arbiter, Prefs};

/// Everything needed to start (and restart) a terminal game.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The start position.
    pub start: Position,
    /// The time control.
    pub time_control: TimeControl,
    /// Names and the other game options; names are already cleaned of control characters.
    pub options: GameOptions,
    /// The look of the screen.
    pub prefs: Prefs,
}

/// A command-line value of `ferz play` that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// `--fen` is malformed or an impossible position.
    Fen(FenError),
    /// `--time` does not follow the grammar.
    Time(TimeControlError),
    /// A name is empty once control characters are removed.
    Name(&'static str),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Fen(e) => write!(f, "--fen: {e}"),
            SetupError::Time(e) => write!(f, "--time: {e}"),
            SetupError::Name(flag) => write!(f, "{flag}: the name is empty; give a name such as --white Anna"),
        }
    }
}

impl std::error::Error for SetupError {}

/// The longest name shown; longer names are cut (the PGN keeps what is shown).
const MAX_NAME_CHARS: usize = 40;

impl Setup {
    /// Checks the command-line values: `--fen`, `--time` (default `rapid`), `--white`, `--black`.
    pub fn new(
        fen: Option<&str>,
        time: Option<&str>,
        white: Option<&str>,
        black: Option<&str>,
        prefs: Prefs,
    ) -> Result<Setup, SetupError> {
        let start = match fen {
            Some(text) => Position::from_fen(text).map_err(SetupError::Fen)?,
            None => Position::new(),
        };
        let time_control: TimeControl = time.unwrap_or("rapid").parse().map_err(SetupError::Time)?;
        let mut options = GameOptions::default();
        if let Some(name) = white {
            options.white = name_from(name, "--white")?;
        }
        if let Some(name) = black {
            options.black = name_from(name, "--black")?;
        }
        // Kept with the game, so that a save resumed later keeps its arbiter.
        options.strict_arbiter = prefs.arbiter == Arbiter::Strict;
        options.practice_arbiter = prefs.arbiter == Arbiter::Practice;
        Ok(Setup { start, time_control, options, prefs })
    }
}

/// A player's name made safe to show: control characters removed, trimmed, cut to a length.
fn name_from(text: &str, flag: &'static str) -> Result<String, SetupError> {
    let cleaned = clean(text);
    let trimmed = cleaned.trim();
    if trimmed.is_empty() {
        return Err(SetupError::Name(flag));
    }
    Ok(trimmed.chars().take(MAX_NAME_CHARS).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_values_name_the_flag() {
        let err = Setup::new(Some("nonsense"), None, None, None, Prefs::default()).map(|_| ());
        assert!(matches!(&err, Err(e) if e.to_string().starts_with("--fen: bad FEN")), "{err:?}");
        let err = Setup::new(None, Some("abc"), None, None, Prefs::default()).map(|_| ());
        assert!(matches!(&err, Err(e) if e.to_string().starts_with("--time: ")), "{err:?}");
        let err = Setup::new(None, None, Some("\u{1b}[2J"), None, Prefs::default()).map(|_| ());
        assert_eq!(err, Err(SetupError::Name("--white")));
    }

    #[test]
    fn names_are_cleaned_and_time_defaults_to_rapid() {
        let setup = Setup::new(None, None, Some(" Ann\u{1b}[31m "), Some("Bob"), Prefs::default());
        let Ok(setup) = setup else { panic!("setup refused") };
        assert_eq!(setup.options.white, "Ann");
        assert_eq!(setup.options.black, "Bob");
        assert_eq!(setup.time_control.to_string(), "15+10");
    }
}
