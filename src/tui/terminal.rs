//! The event loop: the one place that reads the real time and touches the terminal.
//!
//! It takes the terminal (raw mode, alternate screen, mouse capture), then sleeps until a key,
//! a mouse event, a resize or the next moment the clock display changes — so an idle game costs
//! next to nothing — and redraws only after something happened. The terminal is given back and
//! the game written on every way out: a normal quit, Ctrl+C, an error, a panic (caught, after
//! the panic hooks put the screen back), and SIGTERM, SIGHUP, SIGINT or SIGQUIT (a thread
//! waits for them, takes the app between two updates, restores, saves and ends the program
//! with status 128 + the signal's number). Every write of the game (`Effect::Store`) is made
//! here and reported back; when the program ends, the game is written once more, so the time
//! of the move in progress is not lost. A game that cannot be saved then is printed on
//! standard error.

use std::fmt;
use std::io::{self, Write, stdout};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::game::{CalendarTime, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, EnableMouseCapture, Event, KeyEvent};
use ratatui::crossterm::execute;

use super::action::{Action, Effect, Report, UiEvent};
use super::app::App;
use super::arbiter::Arbiter;
use super::keys::{map_key, split_alt};
use super::mouse::map_mouse;
use super::pgn_file;
use super::prefs::ColorDepth;
use super::resume::{self, Begin, ResumeError};
use super::session::store;
use super::setup::GameSetup;
use super::signals::{chain_panic_hook, on_ending_signal, restore_terminal};
use super::update::update;
use crate::lang::terminal::TerminalWords;

/// How long to sleep when nothing on the screen changes by itself.
const IDLE: Duration = Duration::from_secs(3_600);

/// How often the loop looks for the arbiter's ruling while one is being reached.
const ARBITER_LOOK: Duration = Duration::from_millis(20);

/// True when the `NO_COLOR` convention asks for no colours (set and not empty).
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// Why the terminal game could not be played.
#[derive(Debug)]
pub enum RunError {
    /// `ferz resume` could not begin; nothing was shown. Said in the language of the screen
    /// that was not shown.
    Resume(ResumeError, &'static dyn TerminalWords),
    /// There is no terminal to play in (no controlling terminal, as under cron, a service or
    /// `setsid`): nothing was shown and nothing saved, since no game began. Said in the
    /// language of the screen that was not shown.
    NoTerminal(io::Error, &'static dyn TerminalWords),
    /// The terminal failed.
    Terminal(io::Error),
    /// The game could not be saved; it was printed as PGN on standard error.
    Unsaved(&'static dyn TerminalWords),
    /// ferz itself failed (a panic); the terminal was restored and the game saved, or printed
    /// as PGN on standard error when it could not be (`saved` false).
    Crashed {
        /// Whether the final save was written.
        saved: bool,
        /// The words of the screen.
        strings: &'static dyn TerminalWords,
    },
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Resume(e, strings) => f.write_str(&e.text(*strings)),
            RunError::NoTerminal(e, strings) => f.write_str(&strings.no_terminal(&e.to_string())),
            RunError::Terminal(e) => write!(f, "{e}"),
            RunError::Unsaved(strings) => f.write_str(strings.unsaved_ended()),
            RunError::Crashed { saved, strings } => f.write_str(strings.crashed(*saved)),
        }
    }
}

impl std::error::Error for RunError {}

impl From<io::Error> for RunError {
    fn from(e: io::Error) -> Self {
        RunError::Terminal(e)
    }
}

/// Plays a game in the terminal until the players quit: a new one (after offering the
/// unfinished game of the autosave), or the one `how` names. A file that cannot be resumed
/// ends the program before the screen is taken. The terminal is restored on every way out,
/// then the game is written one last time (the clock of the side to move as it stands).
pub fn run(mut setup: GameSetup, how: Begin) -> Result<(), RunError> {
    if no_color() {
        setup.prefs.color = false;
    }
    setup.prefs.depth = ColorDepth::from_env();
    // Not even the first screen waits on a verdict (a start position that is hard to judge).
    setup.verdicts_beside = true;
    let start = std::time::Instant::now();
    let strings = setup.prefs.lang.words();
    let mut app = resume::begin(setup, how, millis(start), unix_secs()).map_err(|e| RunError::Resume(e, strings))?;
    // The board never waits: a dead position or a flag fall is decided beside it.
    app.reach_verdicts_beside();
    // Shared with the thread that waits for a signal: it takes the app between two updates.
    let app = Arc::new(Mutex::new(app));
    // Before the screen is taken: a signal from now on restores it and saves the game.
    let shared = Arc::clone(&app);
    on_ending_signal(move |signal| {
        let mut app = lock(&shared);
        restore_terminal();
        let _ = final_save(&mut app, start);
        std::process::exit(128 + signal);
    })?;
    let mut terminal = ratatui::try_init().map_err(|e| RunError::NoTerminal(e, strings))?;
    chain_panic_hook();
    let result = catch_unwind(AssertUnwindSafe(|| {
        execute!(stdout(), EnableMouseCapture).and_then(|()| event_loop(&mut terminal, &app, start))
    }));
    let mut app = lock(&app);
    restore_terminal();
    let saved = final_save(&mut app, start);
    if let Some(farewell) = app.session().adjournment().farewell() {
        let _ = writeln!(stdout(), "{farewell}");
    }
    match result {
        Ok(Ok(())) if saved.is_err() => Err(RunError::Unsaved(strings)),
        Ok(result) => result.map_err(RunError::Terminal),
        Err(_) => Err(RunError::Crashed { saved: saved.is_ok(), strings }),
    }
}

/// The app, even when a panic left its lock poisoned: the game in it is still worth saving.
fn lock(app: &Mutex<App>) -> MutexGuard<'_, App> {
    app.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The last write of the game as the program ends (the clock of the side to move as it
/// stands). A game that cannot be saved anywhere is printed whole, as PGN, on standard error:
/// it is never lost silently.
fn final_save(app: &mut App, start: std::time::Instant) -> Result<(), String> {
    let now = millis(start);
    let strings = app.strings();
    let result = match app.plan_store(now, true) {
        Some(store) => store::write(&store, unix_secs(), strings, app.session.slot_mut()).map(|_| ()),
        None => app.session().autosave().unsaved().map_or(Ok(()), |why| Err(why.to_string())),
    };
    if let Err(why) = &result {
        // Written without eprintln!, which panics when the window is gone.
        let mut err = io::stderr().lock();
        let _ = writeln!(err, "ferz: {}", crate::text::visible(&strings.unsaved_exit(why)));
        let _ = writeln!(err, "{}", pgn_file::pgn_text(app.game(), app.prefs().lang.words(), now, app.unix_at(now)));
    }
    result
}

/// The calendar time by the OS clock, for the PGN date and file name.
fn unix_secs() -> CalendarTime {
    CalendarTime::from_unix_secs(SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()))
}

/// The instant on the game's (or the clock's) timeline: the time since `start`, when the
/// program began.
pub(crate) fn millis(start: std::time::Instant) -> Instant {
    Instant::from_ms(u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX))
}

/// Rings the terminal's bell (BEL, written at once).
pub(crate) fn ring_bell() -> io::Result<()> {
    let mut out = stdout();
    out.write_all(b"\x07")?;
    out.flush()
}

/// How often the screen looks at the engine's progress while it reviews the game.
const REVIEW_POLL: Duration = Duration::from_millis(250);

/// Reads and answers input until the program must end. The app is locked only while it is
/// drawn or updated, never while the loop sleeps: a signal's thread takes it then.
fn event_loop(terminal: &mut DefaultTerminal, shared: &Mutex<App>, start: std::time::Instant) -> io::Result<()> {
    let size = terminal.size()?;
    {
        let app = &mut *lock(shared);
        let effect = update(app, UiEvent::Resize(size.width, size.height), millis(start));
        if perform(terminal, app, effect, start)? {
            return Ok(());
        }
    }
    let mut dirty = true;
    let mut arbiter = Arbiter::default();
    loop {
        let timeout = {
            let app = &mut *lock(shared);
            // The engine looks back at a finished game in its own thread; its progress redraws.
            app.review_finished_game();
            dirty |= app.play.engine_review.changed();
            // A ruling reached beside the board is taken like any other action.
            while let Some((inquiry, ruling)) = arbiter.poll(app.game()) {
                let effect = update(app, Report::Ruled(Box::new((inquiry, ruling))), millis(start));
                dirty = true;
                if perform(terminal, app, effect, start)? {
                    return Ok(());
                }
            }
            if dirty {
                terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
                dirty = false;
            }
            let t = millis(start);
            let due = app.next_deadline(t).map_or(IDLE, |at| Duration::from_millis((at - t).as_ms().max(1)));
            let mut due = due;
            if app.engine_review().is_running() {
                due = due.min(REVIEW_POLL);
            }
            // While the arbiter works, the loop looks for its ruling every few milliseconds.
            if arbiter.busy() {
                due = due.min(ARBITER_LOOK);
            }
            due
        };
        let polled = event::poll(timeout)?;
        let app = &mut *lock(shared);
        let events = if polled {
            match event::read()? {
                // Alt+key is Esc typed quickly before the key: both, in turn.
                Event::Key(key) => split_alt(key).into_iter().map(Input::Key).collect(),
                Event::Mouse(mouse) => vec![Input::Action(map_mouse(app, mouse))],
                Event::Resize(w, h) => vec![Input::Action(Some(Action::Ui(UiEvent::Resize(w, h))))],
                _ => Vec::new(),
            }
        } else {
            vec![Input::Action(Some(Action::Report(Report::Tick)))]
        };
        for input in events {
            // A key is mapped in the state the one before it left.
            let action = match input {
                Input::Key(key) => {
                    #[cfg(debug_assertions)]
                    super::crash_test::panic_if_asked(&key);
                    map_key(app, key)
                }
                Input::Action(action) => action,
            };
            let Some(action) = action else { continue };
            dirty = true;
            let effect = update(app, action, millis(start));
            if perform(terminal, app, effect, start)? {
                return Ok(());
            }
        }
    }
}

/// What the event loop read: a key still to be mapped, or an action already known.
enum Input {
    Key(KeyEvent),
    Action(Option<Action>),
}

/// Does what an update asked — writing a file, clearing the screen — and feeds each report
/// back into `update`, until nothing more is due. True when the program must end.
fn perform(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    mut effect: Effect,
    start: std::time::Instant,
) -> io::Result<bool> {
    loop {
        effect = match effect {
            Effect::None => return Ok(false),
            Effect::Quit => return Ok(true),
            Effect::Redraw => {
                terminal.clear()?;
                return Ok(false);
            }
            Effect::Bell => {
                ring_bell()?;
                update(app, Report::Tick, millis(start))
            }
            Effect::Save(name) => {
                let result =
                    pgn_file::save(app.game(), app.prefs().lang.words(), name.as_deref(), app.now(), unix_secs())
                        .map_err(|(path, e)| (path, app.strings().io_error(&e)));
                update(app, Report::Saved(result), millis(start))
            }
            Effect::Store(store) => {
                let strings = app.strings();
                let result = store::write(&store, unix_secs(), strings, app.session.slot_mut());
                update(app, Report::Stored(store.kind(), result), millis(start))
            }
        };
    }
}
