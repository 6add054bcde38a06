//! Background work and the one channel it reports into: the arbiter's rulings, the engine's
//! review, a computer seat's moves. A worker never touches the app; it hands its result to a
//! [`Reporter`], which puts it in the queue the driver sleeps on (as gitui's
//! `AsyncNotification`), so the driver wakes the moment something arrives and never looks at
//! a worker on a timer.

use std::fmt;
use std::sync::Arc;

use crate::engine::EngineError;
use crate::game::{Duration, Inquiry, Ruling};
use crate::rules::{Color, Move, Position};

/// What a worker reports.
#[derive(Debug)]
pub enum Work {
    /// The arbiter's ruling on question number `job` (a question the game stopped asking is
    /// dropped by the driver).
    Ruled {
        /// The question's number, as the arbiter gave it out.
        job: u64,
        /// The question.
        inquiry: Inquiry,
        /// The ruling.
        ruling: Ruling,
    },
    /// The engine's review of the finished game moved on: the screen is drawn again.
    Reviewed,
    /// A computer seat's answer to the request `ticket` (one the driver no longer waits for,
    /// after a pause, a takeback or a new game, is dropped).
    Thought {
        /// The request's number, as the driver gave it out with the [`Think`].
        ticket: u64,
        /// The move and the time it took, or why there is none.
        answer: Result<Thought, SeatFault>,
    },
}

/// Where a worker reports: a handle on the one channel, cheap to clone and to send to a thread.
#[derive(Clone)]
pub struct Reporter(Arc<dyn Fn(Work) + Send + Sync>);

impl Reporter {
    /// A reporter that hands each report to `deliver` (the driver's: into its queue).
    pub fn new(deliver: impl Fn(Work) + Send + Sync + 'static) -> Reporter {
        Reporter(Arc::new(deliver))
    }

    /// A reporter that drops what it is given: for a model driven without a loop (tests).
    #[must_use]
    pub fn nowhere() -> Reporter {
        Reporter::new(|_| {})
    }

    /// Reports `work`; the driver wakes.
    pub fn report(&self, work: Work) {
        (self.0)(work);
    }
}

impl fmt::Debug for Reporter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Reporter")
    }
}

/// What a computer seat is asked: the game as it stands, and the clocks as a player at the
/// board would read them.
#[derive(Debug, Clone)]
pub struct Think {
    /// The game's start position (a Chess960 or odds start included).
    pub start: Position,
    /// The moves played since, in order.
    pub moves: Vec<Move>,
    /// The position to move in (the start with the moves played).
    pub position: Position,
    /// The colour the seat plays.
    pub side: Color,
    /// White's and Black's time left (`None`: an untimed game).
    pub left: Option<[Duration; 2]>,
    /// White's and Black's increment per move.
    pub increment: [Duration; 2],
    /// The seat's own moves left to the next time control (`None`: none comes).
    pub moves_to_go: Option<u32>,
    /// The game as it stands, for what a player weighs besides the move: an offer pending, a
    /// draw it may claim.
    pub game: crate::game::Game,
}

/// A computer seat's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thought {
    /// The move, legal in the position asked about (the driver checks it again).
    pub mv: Move,
    /// How long the seat thought, by its own measure (the clock charges its own).
    pub used: Duration,
    /// What it does: plays `mv`, or accepts the offer pending or claims a draw instead.
    pub decision: crate::engine::computer::Decision,
}

/// Why a computer seat gave no move.
#[derive(Debug, Clone)]
pub enum SeatFault {
    /// Its engine could not be started, or failed while thinking.
    Engine(Arc<EngineError>),
    /// It answered with a move that is not legal in the position it was asked about.
    Illegal(Move),
}

impl PartialEq for SeatFault {
    fn eq(&self, other: &SeatFault) -> bool {
        match (self, other) {
            (SeatFault::Engine(a), SeatFault::Engine(b)) => Arc::ptr_eq(a, b),
            (SeatFault::Illegal(a), SeatFault::Illegal(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for SeatFault {}

/// A computer opponent at work: the worker behind a computer seat. The driver owns it, asks it
/// to think when its side is to move ([`think`](Opponent::think)), stops it when the question
/// no longer stands (a pause, a takeback, a new game, the end), and ends it on every way out.
/// It must never block the caller: the thinking happens on its own thread (or process), and
/// the answer goes to the [`Reporter`] as [`Work::Thought`] with the ticket it was given.
pub trait Opponent: Send {
    /// Starts thinking about `ask`; reports once, as `Work::Thought { ticket, .. }`.
    fn think(&mut self, ticket: u64, ask: Think, report: &Reporter);
    /// Stops the thinking under way, if any: its answer, should one still come, is dropped.
    fn stop(&mut self);
    /// Ends the worker and every process it started (the program is leaving).
    fn end(&mut self);
}
