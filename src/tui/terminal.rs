//! The event loop: the one place that reads the real time and touches the terminal.
//!
//! It takes the terminal (raw mode, alternate screen, mouse capture), then sleeps until a key,
//! a mouse event, a resize or the next moment the clock display changes — so an idle game costs
//! next to nothing — and redraws only after something happened. An update's effects are done
//! here in order ([`perform`]), each write of the game (`Effect::Store`) reported back. The
//! terminal is given back and the game written on every way out: a normal quit, Ctrl+C, an
//! error, a panic (caught, after the panic hooks put the screen back), and SIGTERM, SIGHUP,
//! SIGINT or SIGQUIT. The loop owns the app; all a signal's thread gets is the game as the loop
//! last left it ([`LastSave`], through the [`Farewell`]), which it writes with the time of the
//! signal — the clock of the side to move charged up to then — before it ends the program with
//! status 128 + the signal's number. When the program ends, the game is written once more, so
//! the time of the move in progress is not lost. A game that cannot be saved then is printed on
//! standard error. A stop (SIGTSTP, `:suspend`) lends the terminal to the shell; after the
//! continue the loop clears the screen, redraws, and reports it to the game, which pauses a
//! running clock: the timeline ([`millis`]) leaves the time stopped out.

use std::fmt;
use std::io::{self, Write, stdout};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::game::{CalendarTime, Game, Instant};
use crate::lang::Lang;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, EnableMouseCapture, Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::crossterm::terminal::{self, BeginSynchronizedUpdate, Clear, ClearType, EndSynchronizedUpdate};
use ratatui::crossterm::{execute, queue};

use super::action::{Action, Effect, Effects, Report, UiEvent};
use super::app::App;
use super::arbiter::Arbiter;
use super::keys::{map_key, split_alt};
use super::mouse::map_mouse;
use super::pgn_file;
use super::prefs::ColorDepth;
use super::resume::{self, Begin, ResumeError};
use super::session::{Session, Store, StoreResult};
use super::setup::GameSetup;
use super::signals::{Farewell, Turn, chain_panic_hook, restore_terminal, suspend, take_continued, take_terminal};
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

/// Draws one frame as one synchronized update (mode 2026): a terminal that knows the mode
/// shows each frame whole, never half drawn (the frame leaves in pieces of the standard
/// output's buffer); one that does not ignores the marks.
pub(crate) fn draw_whole(terminal: &mut DefaultTerminal, widget: impl ratatui::widgets::Widget) -> io::Result<()> {
    queue!(stdout(), BeginSynchronizedUpdate)?;
    let drawn = terminal
        .draw(|frame| {
            frame.render_widget(widget, frame.area());
            super::picture::settle(frame.buffer_mut());
        })
        .map(drop)
        .and_then(|()| super::picture::flush(&mut stdout()));
    execute!(stdout(), EndSynchronizedUpdate)?;
    drawn
}

/// Clears the screen, so that the next frame is drawn whole. Not ratatui's `clear`, which
/// first asks the terminal where its cursor is: a terminal that does not answer (or answers
/// late, as one just taken back from the shell may) would end the program.
pub(crate) fn clear_all(terminal: &mut DefaultTerminal) -> io::Result<()> {
    execute!(stdout(), Clear(ClearType::All))?;
    super::picture::forget();
    // Both buffers blank: the next frame is compared with nothing and drawn whole.
    terminal.swap_buffers();
    Ok(())
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
    // Before the screen is taken: a signal from now on restores it and writes the game.
    let (mut app, farewell) = begin(setup, how, start)?;
    let mut turn = farewell.turn();
    let mut terminal = take_terminal().map_err(|e| RunError::NoTerminal(e, strings))?;
    // The terminal is asked what pictures it shows before the first frame, in raw mode.
    if app.prefs.pieces == super::PieceSet::Unicode {
        super::picture::start();
    }
    chain_panic_hook();
    let result = catch_unwind(AssertUnwindSafe(|| {
        execute!(stdout(), EnableMouseCapture).and_then(|()| event_loop(&mut terminal, &mut app, &mut turn, start))
    }));
    // The turn is held: a signal now waits for the last write, then makes it again.
    let last = turn.last();
    *last = LastSave::of(&app);
    restore_terminal();
    let saved = last.leave(millis(start));
    if let Some(farewell) = app.session().adjournment().farewell() {
        // Broken between words to the terminal's width, so that the terminal never cuts a
        // word, the code least of all.
        let width = terminal::size().map_or(80, |(w, _)| w);
        let _ = writeln!(stdout(), "{}", crate::text::wrap_words(farewell, usize::from(width)));
    }
    match result {
        Ok(Ok(())) if saved.is_err() => Err(RunError::Unsaved(strings)),
        Ok(result) => result.map_err(RunError::Terminal),
        Err(_) => Err(RunError::Crashed { saved: saved.is_ok(), strings }),
    }
}

/// The game begun as `how` asks (the board never waits: a dead position or a flag fall is
/// decided beside it), and from now on a signal writes it as the event loop last left it, its
/// clock run up to the signal ([`LastSave::leave`]).
pub(super) fn begin(
    setup: GameSetup,
    how: Begin,
    start: std::time::Instant,
) -> Result<(App, Farewell<LastSave>), RunError> {
    let strings = setup.prefs.lang.words();
    let mut app = resume::begin(setup, how, millis(start), unix_secs()).map_err(|e| RunError::Resume(e, strings))?;
    app.reach_verdicts_beside();
    let farewell = Farewell::on_signal(LastSave::of(&app), move |last: &mut LastSave| {
        let _ = last.leave(millis(start));
    })?;
    Ok((app, farewell))
}

/// What the last write of the game needs, as an update left the app: the game (its clock
/// running since the last press), the session (what the files hold of it, its own save), the
/// words. Written at the instant the program ends, so the time of the move in progress is
/// charged up to then.
#[derive(Debug, Clone)]
pub(super) struct LastSave {
    game: Game,
    session: Session,
    lang: Lang,
    started: bool,
}

impl LastSave {
    /// The last write as `app` stands.
    pub(super) fn of(app: &App) -> LastSave {
        LastSave {
            game: app.play.game.clone(),
            session: app.session.clone(),
            lang: app.prefs.lang,
            started: app.started(),
        }
    }

    /// What the last write is at `now`, if there is one to make (what [`App::plan_store`]
    /// says for a program that leaves).
    pub(super) fn plan(&mut self, now: Instant) -> Option<Store> {
        self.session.plan(&self.game, self.lang.words(), self.started, now, true)
    }

    /// The last write of the game as the program ends at `now` (the clock of the side to move
    /// as it stands). A game that cannot be saved anywhere is printed whole, as PGN, on
    /// standard error: it is never lost silently.
    pub(super) fn write(&mut self, now: Instant) -> Result<(), String> {
        let strings = self.lang.words();
        let result = match self.plan(now) {
            Some(store) => self.session.write(&store, unix_secs(), strings).map(|_| ()),
            None => self.session.autosave().unsaved().map_or(Ok(()), |why| Err(why.to_string())),
        };
        if let Err(why) = &result {
            // Written without eprintln!, which panics when the window is gone.
            let mut err = io::stderr().lock();
            let _ = writeln!(err, "ferz: {}", crate::text::visible(&strings.unsaved_exit(why)));
            let _ = writeln!(err, "{}", pgn_file::pgn_text(&self.game, strings, now, self.session.unix_at(now)));
        }
        result
    }

    /// The last write, after which this process holds no game's lock any more.
    pub(super) fn leave(&mut self, now: Instant) -> Result<(), String> {
        let written = self.write(now);
        crate::storage::release_all();
        written
    }
}

/// The calendar time by the OS clock, for the PGN date and file name.
pub(super) fn unix_secs() -> CalendarTime {
    CalendarTime::from_unix_secs(SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()))
}

/// The instant on the game's (or the clock's) timeline: the time since `start`, when the
/// program began, but for the time the program spent stopped (Ctrl+Z, SIGTSTP, SIGSTOP),
/// which no clock may charge.
pub(crate) fn millis(start: std::time::Instant) -> Instant {
    let running = start.elapsed().saturating_sub(super::signals::time_stopped());
    Instant::from_ms(u64::try_from(running.as_millis()).unwrap_or(u64::MAX))
}

/// Rings the terminal's bell (BEL, written at once).
pub(crate) fn ring_bell() -> io::Result<()> {
    let mut out = stdout();
    out.write_all(b"\x07")?;
    out.flush()
}

/// How often the screen looks at the engine's progress while it reviews the game.
const REVIEW_POLL: Duration = Duration::from_millis(250);

/// Reads and answers input until the program must end. The loop holds its `turn` but while it
/// sleeps: a signal is taken then, and what it writes is the game as the last update left it.
fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    turn: &mut Turn<'_, LastSave>,
    start: std::time::Instant,
) -> io::Result<()> {
    let mut world = Screen { terminal, start };
    let size = world.terminal.size()?;
    if answer(app, UiEvent::Resize(size.width, size.height), &mut world)? {
        return Ok(());
    }
    let mut dirty = true;
    let mut changed = true;
    let mut arbiter = Arbiter::default();
    loop {
        // The engine looks back at a finished game in its own thread; its progress redraws.
        app.review_finished_game();
        dirty |= app.play.engine_review.changed();
        // A ruling reached beside the board is taken like any other report.
        while let Some((inquiry, ruling)) = arbiter.poll(app.game()) {
            (dirty, changed) = (true, true);
            if answer(app, Report::Ruled(Box::new((inquiry, ruling))), &mut world)? {
                return Ok(());
            }
        }
        if dirty {
            draw_whole(world.terminal, &*app)?;
            dirty = false;
        }
        let timeout = sleep_for(app, &arbiter, millis(start));
        let leave = |last: &mut LastSave| {
            if std::mem::take(&mut changed) {
                *last = LastSave::of(app);
            }
        };
        let actions = turn.sleep(leave, || read_actions(app, timeout))?;
        // Continued after a stop, the terminal taken again: everything is drawn anew.
        if take_continued() {
            world.clear()?;
            (dirty, changed) = (true, true);
            if answer(app, Report::Continued, &mut world)? {
                return Ok(());
            }
        }
        for action in actions {
            // A key is mapped in the state the one before it left.
            let action = match action {
                Input::Key(key) => {
                    #[cfg(debug_assertions)]
                    super::crash_test::panic_if_asked(&key);
                    map_key(app, key)
                }
                Input::Action(action) => action,
            };
            let Some(action) = action else { continue };
            (dirty, changed) = (true, true);
            if answer(app, action, &mut world)? {
                return Ok(());
            }
        }
    }
}

/// How long the loop may sleep at `now`: until the screen changes by itself, and no longer
/// than the engine's progress or the arbiter's ruling can wait.
fn sleep_for(app: &App, arbiter: &Arbiter, now: Instant) -> Duration {
    let mut due = app.next_deadline(now).map_or(IDLE, |at| Duration::from_millis((at - now).as_ms().max(1)));
    if app.engine_review().is_running() {
        due = due.min(REVIEW_POLL);
    }
    // While the arbiter works, the loop looks for its ruling every few milliseconds.
    if arbiter.busy() {
        due = due.min(ARBITER_LOOK);
    }
    due
}

/// Sleeps until input comes or `timeout` is over, and says what came: the keys still to be
/// mapped, or an action already known (time passed, when nothing came).
fn read_actions(app: &App, timeout: Duration) -> io::Result<Vec<Input>> {
    // Keys typed while the terminal was asked what pictures it shows come first.
    let typed = super::picture::typed_ahead();
    if !typed.is_empty() {
        return Ok(typed.into_iter().map(Input::Key).collect());
    }
    if !event::poll(timeout)? {
        return Ok(vec![Input::Action(Some(Report::Tick.into()))]);
    }
    Ok(match event::read()? {
        // Alt+key is Esc typed quickly before the key: both, in turn.
        Event::Key(key) => split_alt(as_typed(key)).into_iter().map(Input::Key).collect(),
        Event::Mouse(mouse) => vec![Input::Action(map_mouse(app, mouse))],
        Event::Resize(w, h) => vec![Input::Action(Some(UiEvent::Resize(w, h).into()))],
        _ => Vec::new(),
    })
}

/// The key the player pressed. Keys typed in the first instant after launch, before ferz takes
/// the terminal, went through the terminal's cooked mode, which turns Enter into a line feed
/// (`icrnl`); the tty keeps them, and once raw mode is on crossterm reads that byte as Ctrl+J.
/// No key of ferz is Ctrl+J (a line feed is Enter to a terminal), so it is Enter: no move typed
/// at launch is lost.
fn as_typed(key: KeyEvent) -> KeyEvent {
    if key.code == KeyCode::Char('j') && key.modifiers == KeyModifiers::CONTROL {
        KeyEvent::new_with_kind(KeyCode::Enter, KeyModifiers::NONE, key.kind)
    } else {
        key
    }
}

/// What the event loop read: a key still to be mapped, or an action already known.
enum Input {
    Key(KeyEvent),
    Action(Option<Action>),
}

/// What the effects are done with: the terminal, the files, the time. The event loop's is the
/// real one ([`Screen`]); a test's can write nothing and say what it was asked.
pub(super) trait World {
    /// The instant on the game's timeline, for the reports.
    fn now(&self) -> Instant;
    /// Clears the terminal, to draw everything again.
    fn clear(&mut self) -> io::Result<()>;
    /// Rings the bell.
    fn ring(&mut self) -> io::Result<()>;
    /// Stops the program as Ctrl+Z does in a shell, until it is continued.
    fn suspend(&mut self);
    /// Saves the game of `app` as PGN (to `name`, or a name made from the date): the file's
    /// name, or the name and what went wrong.
    fn save(&mut self, app: &App, name: Option<&str>) -> Result<String, (String, String)>;
    /// Writes the game of `app` as `store` asks.
    fn store(&mut self, app: &mut App, store: &Store) -> StoreResult;
}

/// Updates `app` with `action` at the world's time and does what it asks ([`perform`]). True
/// when the program must end.
fn answer(app: &mut App, action: impl Into<Action>, world: &mut impl World) -> io::Result<bool> {
    let effects = update(app, action, world.now());
    perform(app, effects, world)
}

/// Does the `effects` of an update in order, and feeds the report of each write back into
/// `update`, whose effects join the queue at the back, until nothing more is due. True when
/// the program must end.
pub(super) fn perform(app: &mut App, mut effects: Effects, world: &mut impl World) -> io::Result<bool> {
    while let Some(effect) = effects.pop_front() {
        let report = match effect {
            Effect::Quit => return Ok(true),
            Effect::Redraw => {
                world.clear()?;
                continue;
            }
            Effect::Bell => {
                world.ring()?;
                continue;
            }
            Effect::Suspend => {
                world.suspend();
                continue;
            }
            Effect::Save(name) => Report::Saved(world.save(app, name.as_deref())),
            Effect::Store(store) => Report::Stored(store.kind(), world.store(app, &store)),
        };
        effects.append(&mut update(app, report, world.now()));
    }
    Ok(false)
}

/// The real world: the terminal, the files, the time since the program began.
struct Screen<'t> {
    terminal: &'t mut DefaultTerminal,
    start: std::time::Instant,
}

impl World for Screen<'_> {
    fn now(&self) -> Instant {
        millis(self.start)
    }

    fn clear(&mut self) -> io::Result<()> {
        clear_all(self.terminal)
    }

    fn ring(&mut self) -> io::Result<()> {
        ring_bell()
    }

    fn suspend(&mut self) {
        suspend();
    }

    fn save(&mut self, app: &App, name: Option<&str>) -> Result<String, (String, String)> {
        pgn_file::save(app.game(), app.prefs().lang.words(), name, app.now(), unix_secs())
            .map_err(|(path, e)| (path, app.strings().io_error(&e)))
    }

    fn store(&mut self, app: &mut App, store: &Store) -> StoreResult {
        let strings = app.strings();
        app.session.write(store, unix_secs(), strings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;
    use crate::tui::action::Intent;
    use crate::tui::overlay::Overlay;
    use crate::tui::prefs::Prefs;
    use crate::tui::session::StoreKind;

    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    /// A game under `tc`, not yet started.
    fn app(tc: &str, prefs: Prefs) -> App {
        match GameSetup::new(Position::new(), tc.parse().expect("a time control"), None, None, prefs) {
            Ok(setup) => App::new(setup, at(0)),
            Err(e) => panic!("{e}"),
        }
    }

    /// Plays `text` as typed on the board at `ms`.
    fn play(app: &mut App, text: &str, ms: u64) {
        for c in text.chars() {
            update(app, UiEvent::Type(c), at(ms));
        }
        update(app, UiEvent::Submit, at(ms));
    }

    /// A world that writes nothing and says what it was asked, in order; its writes succeed.
    #[derive(Default)]
    struct Record {
        done: Vec<String>,
    }

    impl World for Record {
        fn now(&self) -> Instant {
            at(60_000)
        }

        fn clear(&mut self) -> io::Result<()> {
            self.done.push("clear".into());
            Ok(())
        }

        fn ring(&mut self) -> io::Result<()> {
            self.done.push("bell".into());
            Ok(())
        }

        fn suspend(&mut self) {
            self.done.push("suspend".into());
        }

        fn save(&mut self, _: &App, name: Option<&str>) -> Result<String, (String, String)> {
            self.done.push(format!("save {name:?}"));
            Ok(name.unwrap_or("ferz.pgn").to_string())
        }

        fn store(&mut self, _: &mut App, store: &Store) -> StoreResult {
            self.done.push(format!("store {:?}", store.kind()));
            Ok(match store.kind() {
                StoreKind::Archive => Some("games/kept.pgn".into()),
                StoreKind::Envelope => Some("sealed.pgn".into()),
                _ => None,
            })
        }
    }

    #[test]
    fn a_line_feed_typed_before_raw_mode_is_enter() {
        // `f3` Enter typed at launch: the tty's cooked mode made Enter a line feed, read as Ctrl+J.
        let mut a = app("5+0", Prefs::default());
        let line_feed = KeyEvent::new(KeyCode::Char('j'), KeyModifiers::CONTROL);
        assert_eq!(as_typed(line_feed), KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
        for key in [KeyCode::Char('f'), KeyCode::Char('3')]
            .map(|c| KeyEvent::new(c, KeyModifiers::NONE))
            .into_iter()
            .chain([line_feed])
        {
            if let Some(action) = map_key(&a, as_typed(key)) {
                update(&mut a, action, at(0));
            }
        }
        assert_eq!(a.game().moves().len(), 1, "f3 is played and the clock started");
        // Other keys are as they came.
        for key in [
            KeyEvent::new(KeyCode::Char('j'), KeyModifiers::NONE),
            KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
        ] {
            assert_eq!(as_typed(key), key);
        }
    }

    #[test]
    fn the_effects_of_one_update_are_done_in_order_and_their_reports_come_back() {
        let mut a = app("1", Prefs { bell: true, ..Prefs::default() });
        update(&mut a, Intent::Start, at(0));
        update(&mut a, Report::Tick, at(59_999));
        // The flag falls: the bell, then the finished game kept, and its report said.
        let mut world = Record::default();
        let effects = update(&mut a, Report::Tick, at(60_000));
        assert_eq!(perform(&mut a, effects, &mut world).ok(), Some(false));
        assert_eq!(world.done, ["bell", "store Archive"]);
        assert!(a.message().is_some_and(|m| m.text.contains("games/kept.pgn")), "{:?}", a.message());
    }

    #[test]
    fn what_a_report_asks_for_joins_the_queue_at_the_back() {
        let mut a = app("5+0", Prefs::default());
        update(&mut a, Intent::Start, at(0));
        update(&mut a, Intent::Adjourn, at(1_000));
        update(&mut a, UiEvent::SealType('e'), at(1_000));
        update(&mut a, UiEvent::SealType('4'), at(1_000));
        let mut effects = update(&mut a, Intent::Seal, at(2_000));
        effects.push_back(Effect::Redraw);
        // The envelope is written; its report opens the box of the code, after the redraw
        // already queued; a key then ends the program.
        let mut world = Record::default();
        assert_eq!(perform(&mut a, effects, &mut world).ok(), Some(false));
        assert_eq!(world.done, ["store Envelope", "clear"]);
        assert!(matches!(a.overlay(), Some(Overlay::Sealed { .. })), "{:?}", a.overlay());
        let effects = update(&mut a, UiEvent::Cancel, at(3_000));
        assert_eq!(perform(&mut a, effects, &mut world).ok(), Some(true));
        assert!(a.quitting());
    }

    #[test]
    fn the_last_save_charges_the_clock_up_to_the_moment_it_is_written() {
        let mut a = app("5+0", Prefs::default());
        update(&mut a, Intent::Start, at(0));
        play(&mut a, "e4", 1_000);
        // The loop left the game at 1 s; a signal comes at 9 s: Black's 8 s are charged.
        let mut last = LastSave::of(&a);
        let Some(Store::Autosave(text)) = last.plan(at(9_000)) else { panic!("the game is written") };
        assert!(text.contains("white=299000 black=300000 moves=1,0 periods=0,0 to_move=black used=8000"), "{text}");
        // Exactly what the app itself would write as it leaves at that moment.
        assert_eq!(a.clone().plan_store(at(9_000), true), Some(Store::Autosave(text)));
    }
}
