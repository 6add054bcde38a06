//! How a terminal program of ferz gives the terminal back, shared by the game and `ferz
//! clock`: the signals that ask a program to end (SIGTERM; SIGHUP when the window closes;
//! SIGINT and SIGQUIT, which a raw terminal does not send for Ctrl+C but `kill` may), what the
//! program still does then ([`Farewell`]: the game writes itself), the restoration of the
//! screen (mouse capture off, raw mode off, the main screen, the cursor shown), and a panic
//! hook that restores before the message is printed.

use std::io::{self, Write, stderr, stdout};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::DisableMouseCapture;
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::EndSynchronizedUpdate;
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

/// The signals that ask a terminal program to end.
pub const ENDING: [i32; 4] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT];

/// Whether the terminal has been given back (by [`restore_terminal`] or the panic hook).
static GIVEN_BACK: AtomicBool = AtomicBool::new(false);

/// Gives the terminal back: a frame cut short ended, mouse capture off, raw mode off, the main
/// screen, the cursor.
/// A terminal that is gone (its window closed) is no error: nothing here panics or prints, so
/// the game is still saved after it. Only once: leaving the alternate screen a second time puts the cursor back where it was
/// when the screen was taken, and what is written next (ferz's last line) would overwrite
/// the panic's message printed after the first.
pub fn restore_terminal() {
    if GIVEN_BACK.swap(true, Ordering::SeqCst) {
        return;
    }
    let _ = execute!(stdout(), EndSynchronizedUpdate, DisableMouseCapture);
    // Not ratatui::restore, which prints its error — and printing to a closed window panics.
    let _ = ratatui::try_restore();
    let _ = execute!(stdout(), Show);
}

/// Restores the terminal before the panic's message is printed (ratatui's own hook, chained
/// after ours, restores raw mode and the screen; ours adds the mouse capture and the cursor),
/// once: [`restore_terminal`] after it does nothing.
pub fn chain_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if GIVEN_BACK.swap(true, Ordering::SeqCst) {
            // Given back already (a panic while saving at the end): only the message, since
            // ratatui's hook would leave the alternate screen again.
            let _ = writeln!(stderr(), "{info}");
            return;
        }
        let _ = execute!(stdout(), EndSynchronizedUpdate, DisableMouseCapture);
        previous(info);
        let _ = execute!(stdout(), Show);
    }));
}

/// Calls `ended` with the number of the first of the [`ENDING`] signals the process gets, on
/// a thread of its own that sleeps until then. Registered before this returns: a signal from
/// now on is never lost (nor does it kill the process before `ended` has run).
///
/// A terminal that goes away without a SIGHUP (its window closed while ferz was not in the
/// foreground, or under `nohup`) is noticed too: once a second a thread checks that the
/// controlling terminal can still be opened, and when it cannot, raises SIGHUP, which comes
/// here like any other (crossterm would otherwise read the closed input forever).
pub(crate) fn on_ending_signal(ended: impl FnOnce(i32) + Send + 'static) -> io::Result<()> {
    let mut signals = Signals::new(ENDING)?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            ended(signal);
        }
    });
    watch_terminal();
    Ok(())
}

/// What a terminal program still does when one of the [`ENDING`] signals ends it (the game:
/// write itself as its event loop last left it), shared with the thread that waits for the
/// signal. The event loop holds it for the whole of its [`Turn`] — updates, writes, drawing —
/// and lets go only while it sleeps, so a signal is taken between two turns, never in the
/// middle of a write or a frame: the signal's thread takes it, gives the terminal back, does
/// the last thing with what the loop left there, ends the engines ferz started, and ends the
/// program with status 128 + the signal. The loop never shares more than that: it owns its app.
pub struct Farewell<T> {
    last: Arc<Mutex<T>>,
}

impl<T: Send + 'static> Farewell<T> {
    /// From now on a signal ends the program after `leave` has done the last thing with what
    /// the event loop left (`last` until it leaves something else); registered before this
    /// returns (see [`on_ending_signal`]).
    pub fn on_signal(last: T, leave: impl FnOnce(&mut T) + Send + 'static) -> io::Result<Farewell<T>> {
        let last = Arc::new(Mutex::new(last));
        let theirs = Arc::clone(&last);
        on_ending_signal(move |signal| {
            let mut last = theirs.lock().unwrap_or_else(PoisonError::into_inner);
            restore_terminal();
            leave(&mut last);
            // An engine at work (the review of the game) ends with ferz.
            crate::engine::end_all();
            std::process::exit(128 + signal);
        })?;
        Ok(Farewell { last })
    }
}

impl<T> Farewell<T> {
    /// The event loop's turn, which it holds from now on (a signal waits for it).
    pub fn turn(&self) -> Turn<'_, T> {
        Turn { farewell: self, held: Some(self.hold()) }
    }

    /// What the program left, for it alone — even after a panic (the game in it is still
    /// worth writing).
    fn hold(&self) -> MutexGuard<'_, T> {
        self.last.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The event loop's hold on its [`Farewell`]: a signal that comes while the loop works waits
/// for the loop to go to sleep.
pub struct Turn<'a, T> {
    farewell: &'a Farewell<T>,
    held: Option<MutexGuard<'a, T>>,
}

impl<T> Turn<'_, T> {
    /// Leaves what a signal would do the last thing with (`leave` changes it), lets go for the
    /// time of `sleep` (a signal is taken then), and takes the turn back.
    pub fn sleep<R>(&mut self, leave: impl FnOnce(&mut T), sleep: impl FnOnce() -> R) -> R {
        let mut held = self.held.take().unwrap_or_else(|| self.farewell.hold());
        leave(&mut held);
        drop(held);
        let woken = sleep();
        self.held = Some(self.farewell.hold());
        woken
    }

    /// What the program leaves, as it ends by itself: it does the last thing itself while it
    /// holds the turn (a signal then waits, and does it again after).
    pub fn last(&mut self) -> &mut T {
        self.held.get_or_insert_with(|| self.farewell.hold())
    }
}

/// How often the watch looks whether the terminal is still there.
const TERMINAL_LOOK: std::time::Duration = std::time::Duration::from_secs(1);

/// Raises SIGHUP once the controlling terminal is gone (see [`on_ending_signal`]). Without a
/// controlling terminal at the start (nothing to lose) there is nothing to watch.
fn watch_terminal() {
    let present = || std::fs::File::open("/dev/tty").is_ok();
    if !present() {
        return;
    }
    std::thread::spawn(move || {
        while present() {
            std::thread::sleep(TERMINAL_LOOK);
        }
        let _ = signal_hook::low_level::raise(SIGHUP);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signal_is_taken_between_two_turns_and_finds_what_the_loop_left() {
        // The signal's side of the farewell, as its thread holds it.
        let farewell = Farewell { last: Arc::new(Mutex::new(0)) };
        let signal = Arc::clone(&farewell.last);
        let mut turn = farewell.turn();
        assert!(signal.try_lock().is_err(), "held while the loop works");
        let seen = turn.sleep(|last| *last = 7, || signal.try_lock().map(|last| *last).ok());
        assert_eq!(seen, Some(7), "free while the loop sleeps, with what it left");
        assert!(signal.try_lock().is_err(), "held again once it wakes");
        *turn.last() = 9;
        drop(turn);
        assert_eq!(signal.try_lock().map(|last| *last).ok(), Some(9));
    }
}
