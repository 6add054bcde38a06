//! How a terminal game is set up: the game's [`Setup`] (the command-line choices, already
//! parsed into a position and a time control at the edge, checked before the screen is taken so
//! that a bad name ends the program with one line and exit status 2) and what only the terminal
//! needs besides: the look of the screen and whether verdicts are reached beside the board.

use crate::game::{Setup, SetupError, TimeControl};
use crate::rules::Position;

use super::prefs::Prefs;
use super::seat::{Seat, Seats};
use crate::rules::Color;

/// Everything needed to start (and restart) a terminal game.
#[derive(Debug, Clone)]
pub struct GameSetup {
    /// The game: start, time controls, names and rules (its arbiter the one of `prefs`).
    pub game: Setup,
    /// The look of the screen.
    pub prefs: Prefs,
    /// The game's costly verdicts (a dead position, a flag fall) are reached beside the board,
    /// as in the real terminal, so that not even the first screen waits on them; tests that
    /// drive the app alone leave it false and get every verdict at once.
    pub verdicts_beside: bool,
    /// The match (`--match N`) or round-robin these games belong to, checked at the edge;
    /// `None` for games played one at a time.
    pub event: Option<crate::game::event::Event>,
    /// Who sits in each chair (two persons unless a computer was asked for).
    pub seats: Seats,
}

impl GameSetup {
    /// A game from `start` under `time_control`, with the names of `--white` and `--black`
    /// checked and cleaned, under the arbiter of `prefs`.
    pub fn new(
        start: Position,
        time_control: TimeControl,
        white: Option<&str>,
        black: Option<&str>,
        prefs: Prefs,
    ) -> Result<GameSetup, SetupError> {
        let mut game = Setup::new(start, time_control).named(white, black)?;
        // Kept with the game, so that a save resumed later keeps its arbiter.
        game.options.arbiter = prefs.arbiter;
        Ok(GameSetup { game, prefs, verdicts_beside: false, event: None, seats: Seats::persons() })
    }
}

impl GameSetup {
    /// `seat` in `side`'s chair; a computer's name becomes the name of that side, so the
    /// titles, the questions and the saved game call it by its name.
    #[must_use]
    pub fn seat(mut self, side: Color, seat: Seat) -> GameSetup {
        if let Some(computer) = seat.computer() {
            let name = Some(computer.name().to_string());
            match side {
                Color::White => self.game.options.white = name,
                Color::Black => self.game.options.black = name,
            }
        }
        self.seats = self.seats.with(side, seat);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Arbiter;

    #[test]
    fn an_empty_name_names_the_flag() {
        let err = GameSetup::new(Position::new(), TimeControl::untimed(), Some("\u{1b}[2J"), None, Prefs::default());
        assert_eq!(err.map(|_| ()), Err(SetupError::Name("--white")));
    }

    #[test]
    fn names_are_cleaned_and_the_arbiter_goes_with_the_game() {
        let prefs = Prefs { arbiter: Arbiter::Practice, ..Prefs::default() };
        let setup =
            GameSetup::new(Position::new(), TimeControl::untimed(), Some(" Ann\u{1b}[31m "), Some("Bob"), prefs);
        let Ok(setup) = setup else { panic!("setup refused") };
        assert_eq!(setup.game.options.white.as_deref(), Some("Ann"));
        assert_eq!(setup.game.options.black.as_deref(), Some("Bob"));
        assert_eq!(setup.game.options.arbiter, Arbiter::Practice);
    }
}
