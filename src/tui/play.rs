//! The game part of the app: the game being played, the setup a new one starts from, the
//! engine's review of it once it is over, and its clocks' low-time watch and bell.

use super::engine_review::EngineReview;
use super::setup::GameSetup;
use crate::game::{Game, LowTime, Setup};

/// The game part of the app.
#[derive(Debug, Clone)]
pub struct Play {
    /// The game being played.
    pub(super) game: Game,
    /// The setup it started from, for a new game.
    pub(super) setup: Setup,
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
        let GameSetup { game: setup, prefs, verdicts_beside: beside } = setup;
        let game = setup.game(true);
        let low_time = LowTime::new(prefs.warn);
        Play { game, setup, engine_review: EngineReview::default(), low_time, bell: false, beside }
    }

    /// A new game from the setup: its verdicts reached beside it or at once, as before.
    pub(super) fn new_game(&self) -> Game {
        self.setup.game(self.beside)
    }

    /// True once the players said go (always for an untimed game): the clock has a side to
    /// move, running or paused.
    pub(super) fn started(&self) -> bool {
        self.game.clock().is_untimed() || self.game.clock().to_move().is_some()
    }
}
