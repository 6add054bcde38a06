//! What one verdict may spend: positions (the searches' own budgets), a time, and a flag
//! another thread raises when the answer is no longer wanted. What a budget leaves
//! undecided is [`Verdict::Unknown`](super::Verdict::Unknown), never a guess.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The time every verdict may take, whoever asks (the game, `ferz check`, `ferz adjudicate`,
/// `ferz script`): positions from real games take microseconds; the few that reach it are
/// the crafted ones, and they are answered undecided.
pub const VERDICT_TIME: Duration = Duration::from_millis(1500);

/// The limits of one verdict.
#[derive(Debug, Clone)]
pub struct Budget {
    /// The longest the verdict may take.
    pub time: Duration,
    /// Raised when the answer is no longer wanted: the verdict ends undecided at once.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget { time: VERDICT_TIME, cancel: None }
    }
}

impl Budget {
    /// The standard budget, given up as soon as `cancel` is raised.
    pub fn cancellable(cancel: Arc<AtomicBool>) -> Budget {
        Budget { time: VERDICT_TIME, cancel: Some(cancel) }
    }

    /// The stop of a verdict started now.
    pub(super) fn start(&self) -> Stop {
        Stop { deadline: Instant::now().checked_add(self.time), cancel: self.cancel.clone(), hit: false }
    }
}

/// When a verdict under way must stop.
#[derive(Debug, Clone)]
pub(super) struct Stop {
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
        if !self.hit && count.trailing_zeros() >= 12 {
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
