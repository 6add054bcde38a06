//! The event loop: the one place that reads the real time and touches the terminal.
//!
//! It takes the terminal (raw mode, alternate screen, mouse capture), then sleeps until a key,
//! a mouse event, a resize or the next moment the clock display changes — so an idle game costs
//! next to nothing — and redraws only after something happened. The terminal is given back on
//! every way out: a normal quit, Ctrl+C, an error, and a panic (ratatui's panic hook restores
//! raw mode and the screen; ours, chained before it, turns the mouse capture off).

use std::io::{self, stdout};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;

use super::action::{Action, Effect};
use super::app::App;
use super::keys::map_key;
use super::mouse::map_mouse;
use super::pgn_file;
use super::setup::Setup;
use super::update::update;

/// How long to sleep when nothing on the screen changes by itself.
const IDLE: Duration = Duration::from_secs(3_600);

/// True when the `NO_COLOR` convention asks for no colours (set and not empty).
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// Plays a game in the terminal until the players quit.
pub fn run(mut setup: Setup) -> io::Result<()> {
    if no_color() {
        setup.prefs.color = false;
    }
    let mut terminal = ratatui::try_init()?;
    chain_panic_hook();
    let result = execute!(stdout(), EnableMouseCapture).and_then(|()| event_loop(&mut terminal, setup));
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    result
}

/// Turns the mouse capture off before ratatui's own hook restores the rest of the terminal.
fn chain_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        previous(info);
    }));
}

/// Seconds since 1970 by the OS clock, for the PGN date and file name.
fn unix_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

fn event_loop(terminal: &mut DefaultTerminal, setup: Setup) -> io::Result<()> {
    let start = Instant::now();
    let now = || u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
    let mut app = App::new(setup, now());
    let size = terminal.size()?;
    update(&mut app, Action::Resize(size.width, size.height), now());
    let mut dirty = true;
    loop {
        if dirty {
            terminal.draw(|frame| frame.render_widget(&app, frame.area()))?;
            dirty = false;
        }
        let t = now();
        let timeout = app.next_deadline(t).map_or(IDLE, |at| Duration::from_millis(at.saturating_sub(t).max(1)));
        if !event::poll(timeout)? {
            update(&mut app, Action::Tick, now());
            dirty = true;
            continue;
        }
        let action = match event::read()? {
            Event::Key(key) => map_key(&app, key),
            Event::Mouse(mouse) => map_mouse(&app, mouse),
            Event::Resize(w, h) => Some(Action::Resize(w, h)),
            _ => None,
        };
        let Some(action) = action else { continue };
        dirty = true;
        match update(&mut app, action, now()) {
            Effect::None => {}
            Effect::Quit => return Ok(()),
            Effect::Redraw => terminal.clear()?,
            Effect::Save(name) => {
                let result = pgn_file::save(&app.game, name.as_deref(), unix_secs());
                update(&mut app, Action::Saved(result), now());
            }
        }
    }
}
