//! What one verdict may spend. Its work is counted — the positions each search may visit,
//! fixed where each search is — so a question gets the same answer on a busy machine as on an
//! idle one. Two ways to end it sooner exist for the game being played, and nothing else asks
//! for them: a flag another thread raises when the answer is no longer wanted, and a guard of
//! wall-clock time, because the board must not wait. What a budget leaves undecided is
//! [`Verdict::Unknown`](super::Verdict::Unknown), never a guess.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The limits of one verdict: counted work, and, only when asked for, a cancel flag and a
/// wall-clock guard. [`Budget::default`] is counted work alone, and reads no clock.
#[derive(Debug, Clone, Default)]
pub struct Budget {
    cancel: Option<Arc<AtomicBool>>,
    guard: Option<Duration>,
}

impl Budget {
    /// Counted work alone: what `ferz adjudicate`, `ferz check` and `ferz script` give every
    /// verdict, so that their answers do not depend on the machine's load.
    #[must_use]
    pub fn counted() -> Budget {
        Budget::default()
    }

    /// Counted work, given up as soon as `cancel` is raised.
    #[must_use]
    pub fn cancellable(cancel: Arc<AtomicBool>) -> Budget {
        Budget { cancel: Some(cancel), guard: None }
    }

    /// This budget, also given up once `limit` of wall-clock time has passed: for the board of
    /// a game being played, which must not wait. An answer it cuts short depends on the load.
    #[must_use]
    pub fn guarded(self, limit: Duration) -> Budget {
        Budget { guard: Some(limit), ..self }
    }

    /// The wall-clock guard, if this budget has one.
    #[must_use]
    pub fn guard(&self) -> Option<Duration> {
        self.guard
    }

    /// The stop of a verdict started now (the clock read only under a guard).
    pub(super) fn start(&self) -> Stop {
        let deadline = self.guard.and_then(|limit| Instant::now().checked_add(limit));
        Stop { deadline, cancel: self.cancel.clone(), hit: false }
    }
}

/// When a verdict under way must stop, besides its counted work.
#[derive(Debug, Clone)]
pub(super) struct Stop {
    /// The wall-clock guard's end, if there is one.
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
    /// Once due, due for good.
    hit: bool,
}

impl Stop {
    /// A stop that never comes (the searches' position budgets alone).
    pub(super) fn never() -> Stop {
        Stop { deadline: None, cancel: None, hit: false }
    }

    /// Whether the verdict must stop, looked at once every 4096 counted positions (`count`):
    /// reading the time costs more than searching a position.
    pub(super) fn due(&mut self, count: u64) -> bool {
        if !self.hit && (self.deadline.is_some() || self.cancel.is_some()) && count.trailing_zeros() >= 12 {
            self.hit = self.now_due();
        }
        self.hit
    }

    /// Whether the verdict must stop, looked at now (between stages).
    pub(super) fn now_due(&mut self) -> bool {
        self.hit = self.hit
            || self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d);
        self.hit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_counted_budget_has_no_clock_to_read() {
        // No deadline is ever taken, so nothing in a verdict's path can look at the time.
        assert_eq!(Budget::default().start().deadline, None);
        assert_eq!(Budget::counted().guard(), None);
        let cancel = Arc::new(AtomicBool::new(false));
        assert_eq!(Budget::cancellable(Arc::clone(&cancel)).start().deadline, None);
        // Only a guard asked for reads it.
        let guarded = Budget::cancellable(cancel).guarded(Duration::from_secs(1));
        assert!(guarded.start().deadline.is_some());
    }

    #[test]
    fn a_spent_guard_or_a_raised_flag_stops_at_once() {
        let mut stop = Budget::counted().guarded(Duration::ZERO).start();
        assert!(stop.now_due());
        let cancel = Arc::new(AtomicBool::new(false));
        let mut stop = Budget::cancellable(Arc::clone(&cancel)).start();
        assert!(!stop.now_due());
        cancel.store(true, Ordering::Relaxed);
        assert!(stop.due(4096));
        let mut counted = Budget::counted().start();
        assert!(!counted.now_due() && !counted.due(4096));
    }
}
