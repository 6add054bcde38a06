//! How a terminal program of ferz gives the terminal back, shared by the game and `ferz
//! clock`: the signals that ask a program to end (SIGTERM; SIGHUP when the window closes;
//! SIGINT and SIGQUIT, which a raw terminal does not send for Ctrl+C but `kill` may), the
//! restoration of the screen (mouse capture off, raw mode off, the main screen, the cursor
//! shown), and a panic hook that restores before the message is printed.

use std::io::{self, Write, stderr, stdout};
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::DisableMouseCapture;
use ratatui::crossterm::execute;
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

/// The signals that ask a terminal program to end.
pub const ENDING: [i32; 4] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT];

/// Whether the terminal has been given back (by [`restore_terminal`] or the panic hook).
static GIVEN_BACK: AtomicBool = AtomicBool::new(false);

/// Gives the terminal back: mouse capture off, raw mode off, the main screen, the cursor.
/// A terminal that is gone (its window closed) is no error: nothing here panics or prints, so
/// the game is still saved after it. Only once: leaving the alternate screen a second time puts the cursor back where it was
/// when the screen was taken, and what is written next (ferz's last line) would overwrite
/// the panic's message printed after the first.
pub fn restore_terminal() {
    if GIVEN_BACK.swap(true, Ordering::SeqCst) {
        return;
    }
    let _ = execute!(stdout(), DisableMouseCapture);
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
        let _ = execute!(stdout(), DisableMouseCapture);
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
pub fn on_ending_signal(ended: impl FnOnce(i32) + Send + 'static) -> io::Result<()> {
    let mut signals = Signals::new(ENDING)?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            ended(signal);
        }
    });
    watch_terminal();
    Ok(())
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
