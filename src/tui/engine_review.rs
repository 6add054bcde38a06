//! The engine's look back at a finished game, made in a thread of its own so that the screen
//! never waits on it: the state the thread leaves (progress, the review, or why there is
//! none) is shared behind a lock, read by the view; each move of it is reported into the
//! driver's one channel, which wakes the loop to draw it.

use std::sync::{Arc, Mutex, PoisonError};

use crate::engine::{Engine, EngineError, Timeouts, locate};
use crate::game::Game;
use crate::review::{DEFAULT_LIMIT, GameReview, review_game};
use crate::rules::Move;

use super::work::{Reporter, Work};

/// Where the review of the game stands.
#[derive(Debug, Clone)]
pub enum ReviewState {
    /// The engine is being started.
    Starting,
    /// `done` of `total` positions searched.
    Running {
        /// Positions searched.
        done: usize,
        /// Positions of the game.
        total: usize,
    },
    /// The review.
    Done(Arc<GameReview>),
    /// No engine is installed.
    NoEngine,
    /// The engine failed.
    Failed(Arc<EngineError>),
}

/// The review of one game: which game it is of, and its state as the thread leaves it.
#[derive(Debug, Clone, Default)]
pub struct EngineReview {
    /// The game reviewed: its start and moves, so that another game starts another review.
    of: Option<(u64, Vec<Move>)>,
    shared: Option<Arc<Mutex<(u64, ReviewState)>>>,
    /// The version of the state last drawn.
    drawn: u64,
}

impl EngineReview {
    /// Starts reviewing `game` (over) unless it is the game already reviewed; its progress is
    /// read with [`state`](EngineReview::state) and [`changed`](EngineReview::changed).
    pub fn start_for(&mut self, game: &Game) {
        self.start_reporting(game, &Reporter::nowhere());
    }

    /// [`start_for`](EngineReview::start_for), each move of the review reported to `report`
    /// ([`Work::Reviewed`]).
    pub fn start_reporting(&mut self, game: &Game, report: &Reporter) {
        // Called on every turn of the event loop: the common case (this game) allocates nothing.
        let start_hash = game.start_position().hash();
        let same = self.of.as_ref().is_some_and(|(hash, moves)| {
            *hash == start_hash
                && moves.len() == game.moves().len()
                && moves.iter().zip(game.moves()).all(|(a, b)| *a == b.mv)
        });
        if same || game.moves().is_empty() {
            return;
        }
        let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        let key = (start_hash, moves);
        let shared = Arc::new(Mutex::new((1, ReviewState::Starting)));
        let start = game.start_position().clone();
        let moves = key.1.clone();
        let state = Arc::clone(&shared);
        let report = report.clone();
        let spawned = std::thread::Builder::new().name("ferz-review".into()).spawn(move || {
            let set = |s: ReviewState| {
                let mut guard = state.lock().unwrap_or_else(PoisonError::into_inner);
                *guard = (guard.0 + 1, s);
                drop(guard);
                report.report(Work::Reviewed);
            };
            let Ok(path) = locate(None) else { return set(ReviewState::NoEngine) };
            let total = moves.len() + 1;
            let result = Engine::start(&path, Timeouts::default()).and_then(|mut engine| {
                review_game(&mut engine, &start, &moves, DEFAULT_LIMIT, |done| {
                    set(ReviewState::Running { done, total });
                })
            });
            set(match result {
                Ok(review) => ReviewState::Done(Arc::new(review)),
                Err(e) => ReviewState::Failed(Arc::new(e)),
            });
        });
        if spawned.is_err() {
            *shared.lock().unwrap_or_else(PoisonError::into_inner) =
                (2, ReviewState::Failed(Arc::new(EngineError::NotFound)));
        }
        self.of = Some(key);
        self.shared = Some(shared);
        self.drawn = 0;
    }

    /// The state, `None` before a review was started.
    #[must_use]
    pub fn state(&self) -> Option<ReviewState> {
        let shared = self.shared.as_ref()?;
        Some(shared.lock().unwrap_or_else(PoisonError::into_inner).1.clone())
    }

    /// The review, once done.
    #[must_use]
    pub fn review(&self) -> Option<Arc<GameReview>> {
        match self.state()? {
            ReviewState::Done(review) => Some(review),
            _ => None,
        }
    }

    /// Whether the thread is still at work (the screen should look again soon).
    #[must_use]
    pub fn is_running(&self) -> bool {
        matches!(self.state(), Some(ReviewState::Starting | ReviewState::Running { .. }))
    }

    /// Whether the state moved since the last call: the screen must be drawn again.
    pub fn changed(&mut self) -> bool {
        let Some(shared) = &self.shared else { return false };
        let version = shared.lock().unwrap_or_else(PoisonError::into_inner).0;
        let changed = version != self.drawn;
        self.drawn = version;
        changed
    }

    /// A review already made, for tests and snapshots.
    #[must_use]
    pub fn with_state(game: &Game, state: ReviewState) -> EngineReview {
        let moves = game.moves().iter().map(|m| m.mv).collect();
        EngineReview {
            of: Some((game.start_position().hash(), moves)),
            shared: Some(Arc::new(Mutex::new((1, state)))),
            drawn: 0,
        }
    }
}
