//! The arbiter beside the board: the questions the game leaves open (a dead position, a flag
//! fall) are answered on a thread of their own, within the counted work every verdict has and
//! a guard of wall-clock time, while the driver keeps drawing the clocks and taking keys; the ruling comes
//! back through the driver's one channel.
//! A question the game stops asking (a move taken back, a new game) has its thread told to
//! stop at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::work::{Reporter, Work};
use crate::game::{Game, Inquiry};
use crate::rules::unwinnable::Budget;

/// The name of the arbiter's thread (seen in `/proc/PID/task/*/comm`).
pub(super) const THREAD: &str = "ferz-arbiter";

/// The longest a verdict may take in a game being played: the players must not wait on a
/// crafted position, and what the guard leaves undecided is treated as FIDE does (no draw
/// without proof; a fallen flag stands). The only place a verdict reads the clock.
pub(super) const GUARD: Duration = Duration::from_millis(1500);

/// The one question under way, if any, and the number the next one gets.
#[derive(Debug, Default)]
pub(super) struct Arbiter {
    job: Option<Job>,
    asked: u64,
}

/// A question being answered on its own thread, which reports its ruling into the driver's
/// one channel.
#[derive(Debug)]
struct Job {
    number: u64,
    inquiry: Inquiry,
    cancel: Arc<AtomicBool>,
}

impl Job {
    fn start(number: u64, inquiry: Inquiry, report: &Reporter) -> Job {
        let cancel = Arc::new(AtomicBool::new(false));
        let (asked, budget) = (inquiry.clone(), Budget::cancellable(Arc::clone(&cancel)).guarded(GUARD));
        let inline = (report.clone(), asked.clone(), budget.clone());
        let report = report.clone();
        // Detached: it ends with its verdict, at the budget, or at once when cancelled.
        let spawned = std::thread::Builder::new().name(THREAD.to_string()).spawn(move || {
            let ruling = asked.rule(&budget);
            report.report(Work::Ruled { job: number, inquiry: asked, ruling });
        });
        if spawned.is_err() {
            // The system gives no thread: the question is answered here, within its budget.
            let (report, asked, budget) = inline;
            let ruling = asked.rule(&budget);
            report.report(Work::Ruled { job: number, inquiry: asked, ruling });
        }
        Job { number, inquiry, cancel }
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Arbiter {
    /// Puts the game's open question to work, its ruling to come through `report` (dropping a
    /// question the game no longer asks: its thread is told to stop).
    pub(super) fn tend(&mut self, game: &Game, report: &Reporter) {
        let wanted = game.inquiry();
        if self.job.as_ref().map(|j| &j.inquiry) != wanted.as_ref() {
            self.job = wanted.map(|inquiry| {
                self.asked += 1;
                Job::start(self.asked, inquiry, report)
            });
        }
    }

    /// A ruling on question `job` arrived: true when it is the question under way (which is
    /// then answered), false for one the game stopped asking.
    pub(super) fn take(&mut self, job: u64) -> bool {
        let current = self.job.as_ref().is_some_and(|j| j.number == job);
        if current {
            self.job = None;
        }
        current
    }

    /// True while a question is being answered.
    pub(super) fn busy(&self) -> bool {
        self.job.is_some()
    }
}
