//! Long test suites spread over every core: one worker a core, each taking the next item.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Calls `work(i, &items[i])` for every item, on every core at once. Items are handed out in
/// order, so a suite with the largest first has its threads finish together.
pub fn on_all_cores<T: Sync>(items: &[T], work: impl Fn(usize, &T) + Sync) {
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    work(i, item);
                }
            });
        }
    });
}
