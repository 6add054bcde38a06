//! How a terminal game is set up: the command-line choices (already parsed into a position and
//! a time control at the edge), checked before the screen is taken so that a bad name ends the
//! program with one line and exit status 2.

use crate::game::{Clock, GameOptions, SetupError, TimeControl};
use crate::rules::Position;
use crate::text::clean;

use super::prefs::Prefs;

/// Everything needed to start (and restart) a terminal game.
#[derive(Debug, Clone)]
pub struct GameSetup {
    /// The start position.
    pub start: Position,
    /// The time control (White's under time odds).
    pub time_control: TimeControl,
    /// Black's own control under time odds (`--black-time`); `None` when both play under
    /// `time_control`.
    pub black_time_control: Option<TimeControl>,
    /// Names and the other game options; names are already cleaned of control characters.
    pub options: GameOptions,
    /// The look of the screen.
    pub prefs: Prefs,
    /// The game's costly verdicts (a dead position, a flag fall) are reached beside the board,
    /// as in the real terminal, so that not even the first screen waits on them; tests that
    /// drive the app alone leave it false and get every verdict at once.
    pub verdicts_beside: bool,
}

/// The longest name shown; longer names are cut (the PGN keeps what is shown).
const MAX_NAME_CHARS: usize = 40;

impl GameSetup {
    /// A game from `start` under `time_control`, with the names of `--white` and `--black`
    /// checked and cleaned.
    pub fn new(
        start: Position,
        time_control: TimeControl,
        white: Option<&str>,
        black: Option<&str>,
        prefs: Prefs,
    ) -> Result<GameSetup, SetupError> {
        let mut options = GameOptions::default();
        if let Some(name) = white {
            options.white = Some(name_from(name, "--white")?);
        }
        if let Some(name) = black {
            options.black = Some(name_from(name, "--black")?);
        }
        // Kept with the game, so that a save resumed later keeps its arbiter.
        options.arbiter = prefs.arbiter;
        Ok(GameSetup { start, time_control, black_time_control: None, options, prefs, verdicts_beside: false })
    }

    /// The same game with time odds: White under `white`, Black under `black`. Refused when
    /// the two cannot run on one clock (an hourglass against a countdown, a clock against none).
    pub fn with_odds(self, white: TimeControl, black: TimeControl) -> Result<GameSetup, SetupError> {
        Clock::with_odds(&white, &black).map_err(SetupError::Odds)?;
        Ok(GameSetup { time_control: white, black_time_control: Some(black), ..self })
    }

    /// The clock of a game of this setup, before the start.
    pub fn clock(&self) -> Clock {
        let black = self.black_time_control.as_ref().unwrap_or(&self.time_control);
        Clock::with_odds(&self.time_control, black).unwrap_or_else(|_| Clock::new(&self.time_control))
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
    fn an_empty_name_names_the_flag() {
        let err = GameSetup::new(Position::new(), TimeControl::untimed(), Some("\u{1b}[2J"), None, Prefs::default());
        assert_eq!(err.map(|_| ()), Err(SetupError::Name("--white")));
    }

    #[test]
    fn names_are_cleaned() {
        let setup = GameSetup::new(
            Position::new(),
            TimeControl::untimed(),
            Some(" Ann\u{1b}[31m "),
            Some("Bob"),
            Prefs::default(),
        );
        let Ok(setup) = setup else { panic!("setup refused") };
        assert_eq!(setup.options.white.as_deref(), Some("Ann"));
        assert_eq!(setup.options.black.as_deref(), Some("Bob"));
    }
}
