//! The game part of the app: the game being played, the setup a new one starts from, the
//! engine's review of it once it is over, and its clocks' low-time watch and bell.

use super::engine_review::EngineReview;
use super::setup::GameSetup;
use crate::game::{Game, LowTime};

/// The game part of the app.
#[derive(Debug, Clone)]
pub struct Play {
    /// The game being played.
    pub(super) game: Game,
    /// The setup it started from, for a new game.
    pub(super) setup: GameSetup,
    /// The engine's review of the finished game.
    pub(super) engine_review: EngineReview,
    /// Which clocks have been told of their low time.
    pub(super) low_time: LowTime,
    /// The terminal bell is due (`--bell`: a clock went under the threshold, a flag fell).
    pub(super) bell: bool,
    /// The game's costly verdicts are reached beside it (the real terminal), not at once.
    pub(super) beside: bool,
}

impl Play {
    /// The game of `setup`, as it starts (a stand-in for the first real game: it asks no
    /// costly question).
    pub(super) fn new(setup: GameSetup) -> Play {
        let game = Game::with_clock_beside(setup.start.clone(), setup.clock(), setup.options.clone());
        let low_time = LowTime::new(setup.prefs.warn);
        let beside = setup.verdicts_beside;
        Play { game, setup, engine_review: EngineReview::default(), low_time, bell: false, beside }
    }

    /// A new game from the setup: its verdicts reached beside it or at once, as before.
    pub(super) fn new_game(&self) -> Game {
        let (start, clock, options) = (self.setup.start.clone(), self.setup.clock(), self.setup.options.clone());
        if self.beside {
            Game::with_clock_beside(start, clock, options)
        } else {
            Game::with_clock(start, clock, options)
        }
    }

    /// True once the players said go (always for an untimed game): the clock has a side to
    /// move, running or paused.
    pub(super) fn started(&self) -> bool {
        self.game.clock().is_untimed() || self.game.clock().to_move().is_some()
    }
}
