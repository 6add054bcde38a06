//! The event loop of `ferz clock`: the one place that reads the real time and touches the
//! terminal. It sleeps until a key, a click, a resize or the next moment the clocks' text
//! changes, and redraws only then. The terminal is given back on every way out: quitting, an
//! error, a panic (ratatui's hook and ours), and SIGTERM, SIGHUP, SIGINT or SIGQUIT or a
//! terminal that went away (the game's handler, `tui/signals.rs`, on a thread of its own; the
//! program then ends with status 128 + the signal's number).

use std::io::{self, stdout};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration as StdDuration;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, EnableMouseCapture, Event, MouseButton, MouseEvent, MouseEventKind};
use ratatui::crossterm::execute;

use super::app::{ClockApp, ClockEffect, ClockSetup};
use crate::game::{ClockError, SetupError};
use crate::lang::clock::ClockWords;
use crate::tui::terminal::{millis, ring_bell};

/// The longest sleep: a signal asking the program to end is noticed within it.
const LONGEST_SLEEP: StdDuration = StdDuration::from_secs(1);

/// Runs the clock until the players quit, or a signal asks it to end: then the number of
/// that signal, for the exit status (128 + it, as a shell reports a program a signal ended).
pub fn run(setup: ClockSetup) -> Result<Option<i32>, ClockRunError> {
    let start = std::time::Instant::now();
    let strings = setup.strings;
    let mut app = ClockApp::new(setup, millis(start)).map_err(|e| ClockRunError::Controls(e, strings))?;
    // The number of the signal that asked the clock to end; 0 while none has.
    let ended = Arc::new(AtomicUsize::new(0));
    // The game's handler: on its own thread, so a signal is taken even while crossterm reads
    // (a closed terminal's input is read forever and never gives an event back).
    let raised = Arc::clone(&ended);
    crate::tui::signals::on_ending_signal(move |signal| {
        raised.store(usize::try_from(signal).unwrap_or(usize::MAX), Ordering::SeqCst);
        crate::tui::signals::restore_terminal();
        std::process::exit(128 + signal);
    })
    .map_err(ClockRunError::Terminal)?;
    let mut terminal = ratatui::try_init().map_err(|e| ClockRunError::NoTerminal(e, strings))?;
    crate::tui::signals::chain_panic_hook();
    let result =
        execute!(stdout(), EnableMouseCapture).and_then(|()| event_loop(&mut terminal, &mut app, start, &ended));
    crate::tui::signals::restore_terminal();
    result.map_err(ClockRunError::Terminal)?;
    Ok(match ended.load(Ordering::Relaxed) {
        0 => None,
        n => i32::try_from(n).ok(),
    })
}

/// Why the clock could not run.
#[derive(Debug)]
pub enum ClockRunError {
    /// White's and Black's controls cannot run on one clock. Said in the clock's language.
    Controls(ClockError, &'static dyn ClockWords),
    /// There is no terminal to show the clock in. Said in the clock's language.
    NoTerminal(io::Error, &'static dyn ClockWords),
    /// The terminal failed.
    Terminal(io::Error),
}

impl std::fmt::Display for ClockRunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClockRunError::Controls(e, strings) => f.write_str(&strings.setup_error(&SetupError::Odds(e.clone()))),
            ClockRunError::NoTerminal(e, strings) => f.write_str(&strings.no_terminal(&e.to_string())),
            ClockRunError::Terminal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ClockRunError {}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut ClockApp,
    start: std::time::Instant,
    ended: &AtomicUsize,
) -> io::Result<()> {
    let size = terminal.size()?;
    app.resize(size.width, size.height);
    let mut dirty = true;
    while ended.load(Ordering::Relaxed) == 0 {
        if dirty {
            terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        }
        let t = millis(start);
        let timeout = app
            .next_deadline(t)
            .map_or(LONGEST_SLEEP, |at| StdDuration::from_millis((at - t).as_ms().max(1)))
            .min(LONGEST_SLEEP);
        let effect = if event::poll(timeout)? {
            dirty = true;
            match event::read()? {
                Event::Key(key) => app.key(key, millis(start)),
                Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column, .. }) => {
                    app.click(column, millis(start))
                }
                Event::Resize(w, h) => {
                    app.resize(w, h);
                    ClockEffect::None
                }
                _ => {
                    dirty = false;
                    ClockEffect::None
                }
            }
        } else {
            // Woken by the clock: redraw only when its text is due to change.
            let now = millis(start);
            dirty = app.next_deadline(t).is_some_and(|at| at <= now);
            app.tick(now)
        };
        match effect {
            ClockEffect::None => {}
            ClockEffect::Bell => ring_bell()?,
            ClockEffect::Quit => return Ok(()),
        }
    }
    Ok(())
}
