//! The event loop of `ferz clock`: the one place that reads the real time and touches the
//! terminal. It sleeps until a key, a click, a resize or the next moment the clocks' text
//! changes, and redraws only then. The terminal is given back on every way out: quitting, an
//! error, a panic (ratatui's hook and ours), and SIGTERM, SIGHUP, SIGINT or SIGQUIT or a
//! terminal that went away (the game's [`Farewell`], on a thread of its own, between two turns
//! of the loop; the program then ends with status 128 + the signal's number).

use std::io::{self, stdout};
use std::time::Duration as StdDuration;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, EnableMouseCapture, Event, MouseButton, MouseEvent, MouseEventKind};
use ratatui::crossterm::execute;

use super::app::{ClockApp, ClockEffect, ClockEffects, ClockSetup};
use crate::game::{ClockError, SetupError};
use crate::lang::clock::ClockWords;
use crate::tui::signals::millis;
use crate::tui::signals::{Farewell, Turn, chain_panic_hook, restore_terminal, suspend, take_continued, take_terminal};
use crate::tui::tty::{clear_all, draw_whole, ring_bell};

/// How long to sleep when the clocks' text does not change by itself.
const IDLE: StdDuration = StdDuration::from_secs(3_600);

/// Runs the clock until the players quit. A signal that asks it to end ends the program
/// (status 128 + the signal's number, as a shell reports a program a signal ended) once the
/// terminal is given back: there is nothing to save.
pub fn run(setup: ClockSetup) -> Result<(), ClockRunError> {
    let start = std::time::Instant::now();
    let strings = setup.strings;
    let mut app = ClockApp::new(setup, millis(start)).map_err(|e| ClockRunError::Controls(e, strings))?;
    // The game's way: on its own thread, so a signal is taken even while crossterm reads (a
    // closed terminal's input is read forever and never gives an event back).
    let farewell = Farewell::on_signal((), |()| {}).map_err(ClockRunError::Terminal)?;
    let mut turn = farewell.turn();
    let mut terminal = take_terminal().map_err(|e| ClockRunError::NoTerminal(e, strings))?;
    chain_panic_hook();
    let result =
        execute!(stdout(), EnableMouseCapture).and_then(|()| event_loop(&mut terminal, &mut app, &mut turn, start));
    restore_terminal();
    result.map_err(ClockRunError::Terminal)
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

/// Reads and answers input until the players quit; the loop's `turn` is let go only while it
/// sleeps, so a signal never gives the terminal back in the middle of a frame.
fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut ClockApp,
    turn: &mut Turn<'_, ()>,
    start: std::time::Instant,
) -> io::Result<()> {
    let size = terminal.size()?;
    app.resize(size.width, size.height);
    let mut dirty = true;
    loop {
        if dirty {
            draw_whole(terminal, &*app)?;
        }
        let t = millis(start);
        let timeout = app.next_deadline(t).map_or(IDLE, |at| StdDuration::from_millis((at - t).as_ms().max(1)));
        let woken = turn.sleep(|()| {}, || event::poll(timeout))?;
        // Continued after a stop, the terminal taken again: everything is drawn anew.
        if take_continued() {
            clear_all(terminal)?;
            app.continued(millis(start));
            dirty = true;
        }
        let effects = if woken {
            dirty = true;
            match event::read()? {
                Event::Key(key) => app.key(key, millis(start)),
                Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column, .. }) => {
                    app.click(column, millis(start))
                }
                Event::Resize(w, h) => {
                    app.resize(w, h);
                    ClockEffects::new()
                }
                _ => {
                    dirty = false;
                    ClockEffects::new()
                }
            }
        } else {
            // Woken by the clock: redraw only when its text is due to change.
            let now = millis(start);
            dirty |= app.next_deadline(t).is_some_and(|at| at <= now);
            app.tick(now)
        };
        for effect in effects {
            match effect {
                ClockEffect::Bell => ring_bell()?,
                ClockEffect::Quit => return Ok(()),
                ClockEffect::Suspend => suspend(),
            }
        }
    }
}
