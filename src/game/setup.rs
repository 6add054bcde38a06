//! How a new game is set up, for the terminal and for `ferz script` alike: the start position
//! and how it came about, the time control (each side's under time odds), the players' names
//! and the rules (penalty, Sofia rule, touch-move, the arbiter). The command line is read into
//! it at the edge and checked before anything starts; how the game is shown (language,
//! notation, the look of the screen) stays with each front end.

use crate::rules::Position;
use crate::text::clean;

use super::{Clock, Duration, Game, GameOptions, SetupError, TimeControl, parse_seconds};

/// Everything needed to start (and restart) a game.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The start position.
    pub start: Position,
    /// The time control (White's under time odds).
    pub time_control: TimeControl,
    /// Black's own control under time odds (`--black-time`); `None` when both play under
    /// `time_control`.
    pub black_time_control: Option<TimeControl>,
    /// Names (already cleaned of control characters), penalty, Sofia rule, touch-move, the
    /// arbiter, how the start position came about.
    pub options: GameOptions,
}

/// The longest name shown; longer names are cut (the PGN keeps what is shown).
pub const MAX_NAME_CHARS: usize = 40;

impl Setup {
    /// A game from `start` under `time_control`, with the default options.
    pub fn new(start: Position, time_control: TimeControl) -> Setup {
        Setup { start, time_control, black_time_control: None, options: GameOptions::default() }
    }

    /// The same game between the players of `--white` and `--black`, their names checked and
    /// cleaned; a name that is empty once cleaned is refused, naming its flag.
    pub fn named(mut self, white: Option<&str>, black: Option<&str>) -> Result<Setup, SetupError> {
        if let Some(name) = white {
            self.options.white = Some(name_from(name, "--white")?);
        }
        if let Some(name) = black {
            self.options.black = Some(name_from(name, "--black")?);
        }
        Ok(self)
    }

    /// The same game with time odds: White under `white`, Black under `black`. Refused when
    /// the two cannot run on one clock (an hourglass against a countdown, a clock against none).
    pub fn with_odds(self, white: TimeControl, black: TimeControl) -> Result<Setup, SetupError> {
        Clock::with_odds(&white, &black).map_err(SetupError::Odds)?;
        Ok(Setup { time_control: white, black_time_control: Some(black), ..self })
    }

    /// The setup `game` was started from: a new game after a resumed one starts from it.
    pub fn of(game: &Game) -> Setup {
        let clock = game.clock();
        Setup {
            start: game.start_position().clone(),
            time_control: game.time_control().clone(),
            black_time_control: clock.has_odds().then(|| clock.time_control_of(crate::rules::Color::Black).clone()),
            options: game.options().clone(),
        }
    }

    /// The clock of a game of this setup, before the start.
    pub fn clock(&self) -> Clock {
        let black = self.black_time_control.as_ref().unwrap_or(&self.time_control);
        Clock::with_odds(&self.time_control, black).unwrap_or_else(|_| Clock::new(&self.time_control))
    }

    /// A game of this setup, its verdicts reached at once ([`Game::with_clock`]) or beside the
    /// board ([`Game::with_clock_beside`]).
    pub fn game(&self, beside: bool) -> Game {
        let (start, clock, options) = (self.start.clone(), self.clock(), self.options.clone());
        if beside { Game::with_clock_beside(start, clock, options) } else { Game::with_clock(start, clock, options) }
    }

    /// The setup of the next game with the colours swapped: the names change sides, and so do
    /// the time controls of a game at time odds and the pieces of a game at piece odds, which
    /// belong to the players ([`StartKind::swap_odds`](super::StartKind::swap_odds)).
    pub fn swap_sides(&mut self) {
        std::mem::swap(&mut self.options.white, &mut self.options.black);
        self.options.start.swap_odds(&mut self.start);
        if let Some(black) = self.black_time_control.take() {
            let white = std::mem::replace(&mut self.time_control, black);
            self.black_time_control = Some(white);
        }
    }
}

/// Reads `--penalty SECONDS`: an amount of time ([`parse_seconds`]) of at most an hour.
pub fn parse_penalty(text: &str) -> Result<Duration, SetupError> {
    at_most_an_hour(text).ok_or_else(|| SetupError::Penalty(text.to_string()))
}

/// Reads `--warn SECONDS`: an amount of time ([`parse_seconds`]) of at most an hour.
pub fn parse_warn(text: &str) -> Result<Duration, SetupError> {
    at_most_an_hour(text).ok_or_else(|| SetupError::Warn(text.to_string()))
}

fn at_most_an_hour(text: &str) -> Option<Duration> {
    parse_seconds(text).filter(|&d| d <= Duration::from_secs(3_600))
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
    use crate::rules::Color;

    fn untimed() -> Setup {
        Setup::new(Position::new(), TimeControl::untimed())
    }

    #[test]
    fn a_penalty_and_a_warning_are_at_most_an_hour() {
        assert_eq!(parse_penalty("3600"), Ok(Duration::from_secs(3_600)));
        assert_eq!(parse_penalty("2:00"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_penalty("3600.001"), Err(SetupError::Penalty("3600.001".into())));
        assert_eq!(parse_warn("7.5"), Ok(Duration::from_ms(7_500)));
        assert_eq!(parse_warn("60:00.001"), Err(SetupError::Warn("60:00.001".into())));
        assert_eq!(parse_warn("soon"), Err(SetupError::Warn("soon".into())));
    }

    #[test]
    fn an_empty_name_names_the_flag() {
        let err = untimed().named(Some("\u{1b}[2J"), None);
        assert_eq!(err.map(|_| ()), Err(SetupError::Name("--white")));
        let err = untimed().named(Some("Ann"), Some(" \t"));
        assert_eq!(err.map(|_| ()), Err(SetupError::Name("--black")));
    }

    #[test]
    fn names_are_cleaned_and_cut() {
        let long = "x".repeat(MAX_NAME_CHARS + 5);
        let Ok(setup) = untimed().named(Some(" Ann\u{1b}[31m "), Some(&long)) else { panic!("setup refused") };
        assert_eq!(setup.options.white.as_deref(), Some("Ann"));
        assert_eq!(setup.options.black.map(|b| b.chars().count()), Some(MAX_NAME_CHARS));
    }

    #[test]
    fn odds_run_on_one_clock_or_are_refused_and_swap_with_the_players() {
        let tc = |s: &str| s.parse::<TimeControl>().expect("a time control");
        let refused = untimed().with_odds(tc("h3"), tc("5"));
        assert!(matches!(refused, Err(SetupError::Odds(_))), "{refused:?}");
        let Ok(mut setup) = Setup::new(Position::new(), tc("5")).with_odds(tc("5"), tc("3")) else {
            panic!("odds refused")
        };
        setup.options.white = Some("Ann".into());
        let clock = setup.clock();
        assert_eq!(clock.time_control_of(Color::Black).to_string(), "3");
        setup.swap_sides();
        assert_eq!((setup.time_control.to_string(), setup.options.black.as_deref()), ("3".to_string(), Some("Ann")));
        assert_eq!(setup.game(false).clock().time_control_of(Color::Black).to_string(), "5");
    }
}
