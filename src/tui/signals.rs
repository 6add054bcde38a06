//! How a terminal program of ferz gives the terminal back, shared by the game and `ferz
//! clock`: the signals that ask a program to end (SIGTERM; SIGHUP when the window closes;
//! SIGINT and SIGQUIT, which a raw terminal does not send for Ctrl+C but `kill` may), what the
//! program still does then ([`Farewell`]: the game writes itself), the restoration of the
//! screen (mouse capture off, raw mode off, the main screen, the cursor shown), and a panic
//! hook that restores before the message is printed.
//!
//! Job control too: SIGTSTP (`kill -TSTP`, Ctrl+Z in the screen-reader face's cooked
//! terminal, `:suspend`, Ctrl+Z in `ferz clock`) gives the terminal back between two turns of
//! the loop, then stops the program; SIGCONT takes the terminal again and tells the loop
//! ([`take_continued`]), which pauses the clocks, says so and redraws. SIGSTOP cannot be
//! caught: the SIGCONT after it does the same. The time a program spends stopped is left out
//! of its timeline ([`time_stopped`]): a stopped program cannot be charged to a player.

use std::io::{self, Write, stderr, stdout};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Once, OnceLock, PoisonError};
use std::time::Duration;

use ratatui::DefaultTerminal;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::style::Print;
use ratatui::crossterm::terminal::{EndSynchronizedUpdate, EnterAlternateScreen, disable_raw_mode, enable_raw_mode};
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGSTOP, SIGTERM, SIGTSTP, SIGWINCH};
use signal_hook::iterator::Signals;

/// The signals that ask a terminal program to end.
pub const ENDING: [i32; 4] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT];

/// The signals the signal thread answers: those that end the program, and job control's.
const ANSWERED: [i32; 6] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT];

/// Whether the program has taken the terminal ([`take_terminal`]): only then does a stop give
/// it back and a continue take it again (the screen-reader face never takes it).
static TAKEN: AtomicBool = AtomicBool::new(false);

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
    let _ = execute!(stdout(), EndSynchronizedUpdate, DisableMouseCapture, Print(super::picture::goodbye()));
    // Not ratatui::restore, which prints its error — and printing to a closed window panics.
    let _ = ratatui::try_restore();
    let _ = execute!(stdout(), Show);
}

/// Takes the terminal as ratatui does (raw mode, the alternate screen), and remembers it was
/// taken, so that a stop gives it back and a continue takes it again.
pub(crate) fn take_terminal() -> io::Result<DefaultTerminal> {
    let terminal = ratatui::try_init()?;
    TAKEN.store(true, Ordering::SeqCst);
    // Taken again after it was given back (the start screen after a game): ours once more.
    GIVEN_BACK.store(false, Ordering::SeqCst);
    Ok(terminal)
}

/// Whether the terminal is the program's now: taken and not given back for good.
fn ours() -> bool {
    TAKEN.load(Ordering::SeqCst) && !GIVEN_BACK.load(Ordering::SeqCst)
}

/// Gives the terminal back for the time the program is stopped, as [`restore_terminal`] does
/// but not for good: the shell gets cooked mode, the main screen, the cursor, no mouse.
fn lend_terminal() {
    if ours() {
        let _ = execute!(stdout(), EndSynchronizedUpdate, DisableMouseCapture, Print(super::picture::goodbye()));
        let _ = ratatui::try_restore();
        let _ = execute!(stdout(), Show);
    }
}

/// Takes the terminal again after a stop: raw mode (set anew: whoever had the terminal
/// meanwhile may have changed its modes, and after a SIGSTOP crossterm still thinks it raw),
/// the alternate screen, the mouse. The loop then redraws everything.
fn take_back_terminal() {
    if ours() {
        let _ = disable_raw_mode();
        let _ = enable_raw_mode();
        let _ = execute!(stdout(), EnterAlternateScreen, EnableMouseCapture);
    }
}

/// Set when the program has been continued after a stop, until the loop takes it.
static CONTINUED: AtomicBool = AtomicBool::new(false);

/// Set when the stop ferz made itself has already taken the terminal back: the SIGCONT that
/// continued it has nothing more to do.
static CONTINUED_FROM_TSTP: AtomicBool = AtomicBool::new(false);

/// How the loop of a program that does not read the terminal (the screen-reader face) is
/// woken when the program continues; the others are woken by a SIGWINCH, which crossterm
/// reads as a resize.
static WAKE: OnceLock<Box<dyn Fn() + Send + Sync>> = OnceLock::new();

/// From now on a continue after a stop calls `wake` to wake the loop (once per program).
pub(crate) fn wake_on_continue(wake: impl Fn() + Send + Sync + 'static) {
    let _ = WAKE.set(Box::new(wake));
}

/// True once after the program was continued from a stop (the terminal is taken again): the
/// loop pauses the clocks, says why, and redraws everything.
pub(crate) fn take_continued() -> bool {
    CONTINUED.swap(false, Ordering::SeqCst)
}

/// Asks for the program to be stopped as Ctrl+Z would in a shell (a key or a command of
/// ferz): the signal thread gives the terminal back between two turns, then stops.
pub(crate) fn suspend() {
    let _ = signal_hook::low_level::raise(SIGTSTP);
}

/// SIGTSTP: the terminal lent to the shell, the stopping instant noted, the program stopped;
/// once continued, the terminal taken back and the loop told.
fn stop() {
    note_stopping();
    crate::engine::hold_all(true);
    lend_terminal();
    let _ = stdout().flush();
    let _ = signal_hook::low_level::raise(SIGSTOP);
    // Continued.
    crate::engine::hold_all(false);
    note_running();
    take_back_terminal();
    CONTINUED_FROM_TSTP.store(true, Ordering::SeqCst);
    tell_continued();
}

/// SIGCONT: after a stop ferz made itself, nothing more; after a SIGSTOP (which cannot be
/// caught, so the terminal was never given back and the instant of the stop is not known but
/// by the gap in the program's life, see [`seen`]), the terminal taken again and the loop told.
fn continued() {
    seen();
    if CONTINUED_FROM_TSTP.swap(false, Ordering::SeqCst) {
        return;
    }
    take_back_terminal();
    tell_continued();
}

fn tell_continued() {
    CONTINUED.store(true, Ordering::SeqCst);
    match WAKE.get() {
        Some(wake) => wake(),
        None => {
            let _ = signal_hook::low_level::raise(SIGWINCH);
        }
    }
}

/// The instant every running moment of the program is measured from.
static BASE: OnceLock<std::time::Instant> = OnceLock::new();
/// The last moment the program was seen running, in nanoseconds since [`BASE`].
static LAST_SEEN: AtomicU64 = AtomicU64::new(0);
/// The time the program has spent stopped, in nanoseconds.
static STOPPED: AtomicU64 = AtomicU64::new(0);
/// The program stops itself (SIGTSTP): the gap up to its continue is time stopped, however
/// short.
static STOPPING: AtomicBool = AtomicBool::new(false);
/// The watch ([`watch_time`]) runs: a gap in the program's life means it was stopped.
static WATCHED: AtomicBool = AtomicBool::new(false);

/// How often the watch notes that the program runs.
const HEARTBEAT: Duration = Duration::from_millis(100);

/// A gap longer than this in the program's life, while a thread notes it every [`HEARTBEAT`],
/// is a time the whole program could not run: it was stopped (SIGSTOP, a debugger, the
/// machine itself frozen). A loaded machine delays a thread by milliseconds, not a second.
const STALL: Duration = Duration::from_secs(1);

fn since_base() -> u64 {
    u64::try_from(BASE.get_or_init(std::time::Instant::now).elapsed().as_nanos()).unwrap_or(u64::MAX)
}

/// Notes that the program runs now: a gap since it was last seen that is longer than [`STALL`]
/// (or any gap across a stop of its own) is time it spent stopped. Every reading of the
/// timeline notes it first, so a stop is left out before the time is used, whichever thread
/// runs first after the continue.
fn seen() {
    if !WATCHED.load(Ordering::SeqCst) {
        return;
    }
    let now = since_base();
    let mut last = LAST_SEEN.load(Ordering::SeqCst);
    while now > last {
        match LAST_SEEN.compare_exchange_weak(last, now, Ordering::SeqCst, Ordering::SeqCst) {
            Ok(_) => {
                let gap = now - last;
                let stall = u64::try_from(STALL.as_nanos()).unwrap_or(u64::MAX);
                if gap > stall || STOPPING.load(Ordering::SeqCst) {
                    STOPPED.fetch_add(gap, Ordering::SeqCst);
                }
                return;
            }
            Err(newer) => last = newer,
        }
    }
}

/// The instant on the game's (or the clock's) timeline: the time since `start`, when the
/// program began, but for the time the program spent stopped (Ctrl+Z, SIGTSTP, SIGSTOP),
/// which no clock may charge.
pub(crate) fn millis(start: std::time::Instant) -> crate::game::Instant {
    let running = start.elapsed().saturating_sub(time_stopped());
    crate::game::Instant::from_ms(u64::try_from(running.as_millis()).unwrap_or(u64::MAX))
}

/// The program stops itself now: the time up to its continue is not charged.
fn note_stopping() {
    seen();
    STOPPING.store(true, Ordering::SeqCst);
}

/// The program runs again after a stop of its own.
fn note_running() {
    seen();
    STOPPING.store(false, Ordering::SeqCst);
}

/// The time the program has spent stopped since it began watching (none before), which its
/// timeline leaves out.
pub(crate) fn time_stopped() -> Duration {
    seen();
    Duration::from_nanos(STOPPED.load(Ordering::SeqCst))
}

/// Starts the watch of the program's life: a thread that notes every [`HEARTBEAT`] that the
/// program runs, so that a stop that could not be caught (SIGSTOP) shows as a gap. Once.
fn watch_time() {
    static WATCH: Once = Once::new();
    WATCH.call_once(|| {
        LAST_SEEN.store(since_base(), Ordering::SeqCst);
        WATCHED.store(true, Ordering::SeqCst);
        std::thread::spawn(|| {
            loop {
                seen();
                std::thread::sleep(HEARTBEAT);
            }
        });
    });
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
/// now on is never lost (nor does it kill the process before `ended` has run). The same
/// thread answers SIGTSTP and SIGCONT (see the module's note).
///
/// A terminal that goes away without a SIGHUP (its window closed while ferz was not in the
/// foreground, or under `nohup`) is noticed too: once a second a thread checks that the
/// controlling terminal can still be opened, and when it cannot, raises SIGHUP, which comes
/// here like any other (crossterm would otherwise read the closed input forever).
pub(crate) fn on_ending_signal(ended: impl FnOnce(i32) + Send + 'static) -> io::Result<()> {
    on_signals(ended, |between: &mut dyn FnMut()| between())
}

/// [`on_ending_signal`], where a stop and a continue are done inside `between_turns` (the
/// game's: between two turns of its loop, never in the middle of a frame).
fn on_signals(
    ended: impl FnOnce(i32) + Send + 'static,
    between_turns: impl Fn(&mut dyn FnMut()) + Send + 'static,
) -> io::Result<()> {
    let mut signals = Signals::new(ANSWERED)?;
    watch_time();
    std::thread::spawn(move || {
        for signal in signals.forever() {
            match signal {
                SIGTSTP => between_turns(&mut stop),
                SIGCONT => between_turns(&mut continued),
                ending if ENDING.contains(&ending) => {
                    ended(ending);
                    return;
                }
                _ => {}
            }
        }
    });
    watch_terminal();
    Ok(())
}

/// Set once a [`Farewell`] answers the [`ENDING`] signals, for the rest of the program (its
/// thread waits for one to the end): a watch that only restores the terminal (the start
/// screen's, kept until then) leaves the signal to it.
static FAREWELL_TAKES_OVER: AtomicBool = AtomicBool::new(false);

/// Whether a [`Farewell`] answers the ending signals from now on.
pub(crate) fn farewell_answers() -> bool {
    FAREWELL_TAKES_OVER.load(Ordering::SeqCst)
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
        let between = Arc::clone(&last);
        let between_turns = move |job: &mut dyn FnMut()| {
            let _turn = between.lock().unwrap_or_else(PoisonError::into_inner);
            job();
        };
        on_signals(
            move |signal| {
                let mut last = theirs.lock().unwrap_or_else(PoisonError::into_inner);
                restore_terminal();
                leave(&mut last);
                // An engine at work (the review of the game) ends with ferz.
                crate::engine::end_all();
                std::process::exit(128 + signal);
            },
            between_turns,
        )?;
        FAREWELL_TAKES_OVER.store(true, Ordering::SeqCst);
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

#[cfg(test)]
impl<T> Farewell<T> {
    /// A farewell no signal takes: for tests of the loop, which must not end the test program.
    pub(crate) fn unsignalled(last: T) -> Farewell<T> {
        Farewell { last: Arc::new(Mutex::new(last)) }
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
const TERMINAL_LOOK: Duration = Duration::from_secs(1);

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
