//! The arbiter beside the board: the questions the game leaves open (a dead position, a flag
//! fall) are answered on a thread of their own, within the counted work every verdict has and
//! a guard of wall-clock time, while the event loop keeps drawing the clocks and taking keys.
//! A question the game stops asking (a move taken back, a new game) has its thread told to
//! stop at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

use crate::game::{Game, Inquiry, Ruling};
use crate::rules::unwinnable::Budget;

/// The name of the arbiter's thread (seen in `/proc/PID/task/*/comm`).
pub(super) const THREAD: &str = "ferz-arbiter";

/// The longest a verdict may take in a game being played: the players must not wait on a
/// crafted position, and what the guard leaves undecided is treated as FIDE does (no draw
/// without proof; a fallen flag stands). The only place a verdict reads the clock.
pub(super) const GUARD: Duration = Duration::from_millis(1500);

/// The one question under way, if any.
#[derive(Debug, Default)]
pub(super) struct Arbiter {
    job: Option<Job>,
}

/// A question being answered on its own thread.
#[derive(Debug)]
struct Job {
    inquiry: Inquiry,
    cancel: Arc<AtomicBool>,
    answer: Receiver<Ruling>,
}

impl Job {
    fn start(inquiry: Inquiry) -> Job {
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, answer) = mpsc::channel();
        let (asked, budget) = (inquiry.clone(), Budget::cancellable(Arc::clone(&cancel)).guarded(GUARD));
        let inline = (send.clone(), asked.clone(), budget.clone());
        // Detached: it ends with its verdict, at the budget, or at once when cancelled.
        let spawned = std::thread::Builder::new().name(THREAD.to_string()).spawn(move || {
            let _ = send.send(asked.rule(&budget));
        });
        if spawned.is_err() {
            // The system gives no thread: the question is answered here, within its budget.
            let (send, asked, budget) = inline;
            let _ = send.send(asked.rule(&budget));
        }
        Job { inquiry, cancel, answer }
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Arbiter {
    /// Puts the game's open question to work (dropping one it no longer asks) and hands back
    /// a ruling that has arrived, with its question.
    pub(super) fn poll(&mut self, game: &Game) -> Option<(Inquiry, Ruling)> {
        let wanted = game.inquiry();
        if self.job.as_ref().map(|j| &j.inquiry) != wanted.as_ref() {
            self.job = wanted.map(Job::start);
        }
        let job = self.job.as_ref()?;
        match job.answer.try_recv() {
            Ok(ruling) => self.job.take().map(|job| (job.inquiry.clone(), ruling)),
            Err(TryRecvError::Empty) => None,
            // The thread died without an answer (it cannot panic on a legal position): asked
            // again at the next look.
            Err(TryRecvError::Disconnected) => {
                self.job = None;
                None
            }
        }
    }

    /// True while a question is being answered: the event loop then looks back soon.
    pub(super) fn busy(&self) -> bool {
        self.job.is_some()
    }
}
