//! The one driver of a game, whatever its face: it owns the [`App`], the workers beside it
//! (the arbiter's questions, the engine's review, the computer seats), the saves and the
//! farewell a signal writes, and the one loop both faces run — the terminal and the screen
//! reader alike. A face only turns its input into actions and shows the model ([`Face`]).
//!
//! Everything that wakes the loop comes through one channel ([`Notice`]): the face's input
//! (read on a thread of its own), a worker's report ([`Work`]), a continue after a stop. The
//! loop sleeps on that channel until something arrives or the face's next deadline (a clock's
//! display, a threshold to say), so an idle game costs nothing and a ruling or a computer's
//! move is taken the moment it is made, never looked for on a timer.

use std::fmt;
use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::action::{Action, Effect, Effects, Report};
use super::app::App;
use super::arbiter::Arbiter;
use super::pgn_file;
use super::resume::{self, Begin, ResumeError};
use super::seat::Computer;
use super::session::{Session, Store, StoreResult};
use super::setup::GameSetup;
use super::signals::{Farewell, Turn, millis, take_continued};
use super::update::update;
use super::work::{Opponent, Reporter, SeatFault, Work};
use crate::game::{CalendarTime, Game, Instant};
use crate::lang::Lang;
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;

/// How long to sleep when nothing changes by itself.
const IDLE: Duration = Duration::from_secs(3_600);

/// Why a game could not be played.
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

/// What wakes the driver: the one channel's messages.
#[derive(Debug)]
pub(crate) enum Notice<I> {
    /// Something the face read (a key, a mouse event, a line).
    Input(I),
    /// The face's input ended (standard input closed): the game is kept as on quitting.
    InputEnded,
    /// The face's input failed (the terminal is gone): the loop ends with the error, and the
    /// game is kept as on quitting.
    InputFailed(io::Error),
    /// A worker's report.
    Work(Work),
    /// The program was continued after a stop (see [`take_continued`]).
    Continued,
}

/// What the effects of an update are done with: the terminal (or the log), the files, the time.
/// Each face is one; a test's can write nothing and say what it was asked.
pub(crate) trait World {
    /// The instant on the game's timeline, for the reports.
    fn now(&self) -> Instant;
    /// Clears the terminal, to draw everything again.
    fn clear(&mut self) -> io::Result<()>;
    /// Rings the bell.
    fn ring(&mut self) -> io::Result<()>;
    /// Stops the program as Ctrl+Z does in a shell, until it is continued.
    fn suspend(&mut self) {
        super::signals::suspend();
    }
    /// Saves the game of `app` as PGN (to `name`, or a name made from the date): the file's
    /// name, or the name and what went wrong.
    fn save(&mut self, app: &App, name: Option<&str>) -> Result<String, (String, String)> {
        pgn_file::save(app.game(), app.prefs().lang.words(), name, app.now(), unix_secs())
            .map_err(|(path, e)| (path, app.strings().io_error(&e)))
    }
    /// Writes the game of `app` as `store` asks.
    fn store(&mut self, app: &mut App, store: &Store) -> StoreResult {
        app.write_store(store, unix_secs())
    }
}

/// What a face did with one input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Took {
    /// Nothing changed (a key bound to nothing).
    Nothing,
    /// The app changed: shown again, and left for a signal's farewell.
    Changed,
    /// The program must end.
    Quit,
}

/// A face of the game: it turns what it reads into actions ([`act`]) and shows the model. The
/// driver runs the loop, the workers and the saves for it.
pub(crate) trait Face: World {
    /// What its input thread sends ([`Notice::Input`]).
    type Input: Send + 'static;
    /// Before the first sleep: the first screen, the opening words. True when the program
    /// must end.
    fn opening(&mut self, app: &mut App) -> io::Result<bool>;
    /// One input, turned into actions applied to `app` in turn.
    fn input(&mut self, app: &mut App, input: Self::Input) -> io::Result<Took>;
    /// The instant after `now` at which the face shows something by itself (a clock's display,
    /// a threshold to say), if any: the driver wakes then.
    fn deadline(&self, app: &App, now: Instant) -> Option<Instant>;
    /// Shows what changed (`changed`: the app changed since the last showing).
    fn show(&mut self, app: &mut App, changed: bool) -> io::Result<()>;
    /// The program was continued after a stop: the face takes its screen again.
    fn continued(&mut self) -> io::Result<()> {
        self.clear()
    }
    /// Whether the face shows the engine's review of a finished game (then the driver has it
    /// made).
    fn shows_review(&self) -> bool {
        true
    }
    /// How long the end waits for the arbiter's ruling on the last move before the last save.
    fn ruling_wait(&self) -> Duration {
        Duration::ZERO
    }
}

/// Updates `app` with `action` at the world's time and does what it asks ([`perform`]). True
/// when the program must end.
pub(crate) fn act(app: &mut App, action: impl Into<Action>, world: &mut impl World) -> io::Result<bool> {
    let effects = update(app, action, world.now());
    perform(app, effects, world)
}

/// Does the `effects` of an update in order, and feeds the report of each write back into
/// `update`, whose effects join the queue at the back, until nothing more is due. True when
/// the program must end.
pub(crate) fn perform(app: &mut App, mut effects: Effects, world: &mut impl World) -> io::Result<bool> {
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

/// The one driver: the app, its workers, the channel they and the face report into, and the
/// farewell a signal writes.
pub(crate) struct Driver<I> {
    app: App,
    start: std::time::Instant,
    turn: Turn<'static, LastSave>,
    notices: Receiver<Notice<I>>,
    sender: Sender<Notice<I>>,
    report: Reporter,
    arbiter: Arbiter,
    bench: Bench,
    /// The app changed since it was last shown.
    dirty: bool,
    /// The app changed since it was last left for a signal's farewell.
    changed: bool,
    /// The face's input that came after the loop's end, in order: the next screen's.
    unread: Vec<io::Result<I>>,
}

impl<I: Send + 'static> Driver<I> {
    /// The game begun as `how` asks (the board never waits: a dead position or a flag fall is
    /// decided beside it), and from now on a signal writes it as the loop last left it, its
    /// clock run up to the signal ([`LastSave::leave`]). `start` is the program's start, the
    /// zero of the game's timeline.
    pub(crate) fn begin(setup: GameSetup, how: Begin, start: std::time::Instant) -> Result<Driver<I>, RunError> {
        let strings = setup.prefs.lang.words();
        let mut app =
            resume::begin(setup, how, millis(start), unix_secs()).map_err(|e| RunError::Resume(e, strings))?;
        app.reach_verdicts_beside();
        let farewell = Farewell::on_signal(LastSave::of(&app), move |last: &mut LastSave| {
            let _ = last.leave(millis(start));
        })?;
        // One farewell a program: it lives as long as the program, and the loop's turn on it
        // with the driver.
        let farewell: &'static Farewell<LastSave> = Box::leak(Box::new(farewell));
        Ok(Driver::new(app, start, farewell.turn()))
    }

    fn new(app: App, start: std::time::Instant, turn: Turn<'static, LastSave>) -> Driver<I> {
        let (sender, notices) = mpsc::channel();
        let to_loop = sender.clone();
        let report = Reporter::new(move |work| {
            let _ = to_loop.send(Notice::Work(work));
        });
        Driver {
            app,
            start,
            turn,
            notices,
            sender,
            report,
            arbiter: Arbiter::default(),
            bench: Bench::default(),
            dirty: true,
            changed: true,
            unread: Vec::new(),
        }
    }

    /// Where the face's input thread sends what it reads.
    pub(crate) fn sender(&self) -> Sender<Notice<I>> {
        self.sender.clone()
    }

    /// The app, as the last update left it.
    pub(crate) fn app(&self) -> &App {
        &self.app
    }

    /// The instant on the game's timeline now.
    pub(crate) fn now(&self) -> Instant {
        millis(self.start)
    }

    /// Runs the game until the players quit or the face's input ends: the workers tended, the
    /// model shown, then a sleep on the one channel until something arrives or the face's next
    /// deadline. The loop holds its turn but while it sleeps: a signal is taken then, and what
    /// it writes is the game as the last update left it.
    pub(crate) fn run(&mut self, face: &mut impl Face<Input = I>) -> io::Result<()> {
        if face.opening(&mut self.app)? {
            return Ok(());
        }
        loop {
            self.tend(face.shows_review());
            face.show(&mut self.app, std::mem::take(&mut self.dirty))?;
            let now = self.now();
            let timeout =
                face.deadline(&self.app, now).map_or(IDLE, |at| Duration::from_millis((at - now).as_ms().max(1)));
            let (app, changed, notices) = (&self.app, &mut self.changed, &self.notices);
            let leave = |last: &mut LastSave| {
                if std::mem::take(changed) {
                    *last = LastSave::of(app);
                }
            };
            let notice = self.turn.sleep(leave, || notices.recv_timeout(timeout));
            // Continued after a stop: the face takes its screen again, and the game hears of it.
            if take_continued() {
                face.continued()?;
                if self.take(face, Report::Continued)? {
                    return Ok(());
                }
            }
            let quit = match notice {
                Ok(Notice::Input(input)) => match face.input(&mut self.app, input)? {
                    Took::Nothing => false,
                    Took::Changed => {
                        self.touched();
                        false
                    }
                    Took::Quit => true,
                },
                Ok(Notice::Work(work)) => self.work(face, work)?,
                Ok(Notice::Continued) => false,
                Ok(Notice::InputEnded) | Err(RecvTimeoutError::Disconnected) => true,
                Ok(Notice::InputFailed(e)) => return Err(e),
                Err(RecvTimeoutError::Timeout) => self.take(face, Report::Tick)?,
            };
            if quit {
                return Ok(());
            }
        }
    }

    /// The app changed: shown again, and left for a signal's farewell.
    fn touched(&mut self) {
        (self.dirty, self.changed) = (true, true);
    }

    /// Applies `action` through the face's world. True when the program must end.
    fn take(&mut self, face: &mut impl Face<Input = I>, action: impl Into<Action>) -> io::Result<bool> {
        self.touched();
        act(&mut self.app, action, face)
    }

    /// Puts the workers to what the app asks now: the review of a finished game, the question
    /// the game leaves open, the move of a computer seat (and withdraws what no longer stands).
    fn tend(&mut self, review: bool) {
        if review {
            self.app.review_finished_game(&self.report);
        }
        self.arbiter.tend(self.app.game(), &self.report);
        self.bench.tend(&self.app, self.now(), &self.report);
    }

    /// A worker's report, taken like any other action. True when the program must end.
    fn work(&mut self, face: &mut impl Face<Input = I>, work: Work) -> io::Result<bool> {
        match work {
            Work::Ruled { job, inquiry, ruling } => {
                if self.arbiter.take(job) {
                    return self.take(face, Report::Ruled(Box::new((inquiry, ruling))));
                }
                Ok(false)
            }
            Work::Reviewed => {
                self.dirty = true;
                Ok(false)
            }
            Work::Thought { ticket, answer } => match self.bench.take(ticket, answer.is_err()) {
                Some(side) => self.take(face, Report::Thought(side, answer)),
                None => Ok(false),
            },
        }
    }

    /// The end: the arbiter's ruling on the last move waited for (as long as the face waits),
    /// the computer seats ended, `give_back` done (the terminal restored) while the turn is
    /// held, then the last write of the game. A signal that comes meanwhile waits, then writes
    /// again.
    pub(crate) fn finish(&mut self, face: &mut impl Face<Input = I>, give_back: impl FnOnce()) -> Result<(), String> {
        let wait = face.ruling_wait();
        let until = std::time::Instant::now() + wait;
        while self.arbiter.busy() && !wait.is_zero() {
            let left = until.saturating_duration_since(std::time::Instant::now());
            match self.notices.recv_timeout(left) {
                Ok(Notice::Work(work @ Work::Ruled { .. })) => {
                    let _ = self.work(face, work);
                }
                // A key typed meanwhile is for the screen after the game.
                Ok(Notice::Input(input)) => self.unread.push(Ok(input)),
                Ok(Notice::InputFailed(e)) => self.unread.push(Err(e)),
                Ok(_) => {}
                Err(_) => break,
            }
        }
        self.bench.end();
        let last = self.turn.last();
        *last = LastSave::of(&self.app);
        give_back();
        last.leave(millis(self.start))
    }

    /// The face's input that reached the game after its loop ended (behind the key that ended
    /// it, or while the end waited for the arbiter), in order, once the face has stopped
    /// sending: the next screen's, which the face hands on.
    pub(crate) fn unread(&mut self) -> Vec<io::Result<I>> {
        let mut unread = std::mem::take(&mut self.unread);
        for notice in self.notices.try_iter() {
            match notice {
                Notice::Input(input) => unread.push(Ok(input)),
                Notice::InputFailed(e) => unread.push(Err(e)),
                _ => {}
            }
        }
        unread
    }

    /// The app, for what the face does after the end (the adjournment's farewell).
    pub(crate) fn into_app(self) -> App {
        self.app
    }
}

/// The workers of the computer seats, one per seat, hired when first needed, and the one
/// request under way.
#[derive(Default)]
struct Bench {
    workers: Vec<(u32, Box<dyn Opponent>)>,
    asked: Option<Asked>,
    /// A position whose request failed: not asked again until the position changes or the
    /// clock is paused and resumed.
    failed: Option<Asked>,
    tickets: u64,
}

/// A request to a computer seat: its number, and the position it is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Asked {
    ticket: u64,
    seat: u32,
    side: Color,
    plies: usize,
    hash: u64,
}

impl Asked {
    fn same_question(&self, other: &Asked) -> bool {
        (self.seat, self.side, self.plies, self.hash) == (other.seat, other.side, other.plies, other.hash)
    }
}

impl Bench {
    /// Asks the computer seat to move when it is its turn on a running clock, and stops a
    /// request that no longer stands (a pause, a takeback, a new game, the game over).
    fn tend(&mut self, app: &App, now: Instant, report: &Reporter) {
        let due = app.seat_to_move().map(|(side, computer)| {
            let game = app.game();
            let question =
                Asked { ticket: 0, seat: computer.id(), side, plies: game.moves().len(), hash: game.position().hash() };
            (question, computer)
        });
        if due.is_none() {
            self.failed = None;
        }
        if let Some(asked) = self.asked
            && due.as_ref().is_none_or(|(q, _)| !q.same_question(&asked))
        {
            if let Some(worker) = self.worker_of(asked.seat) {
                worker.stop();
            }
            self.asked = None;
        }
        let Some((mut question, computer)) = due else { return };
        if self.asked.is_some() || self.failed.is_some_and(|f| f.same_question(&question)) {
            return;
        }
        self.tickets += 1;
        question.ticket = self.tickets;
        self.asked = Some(question);
        let ask = app.think(question.side, now);
        match self.hire(computer) {
            Ok(worker) => worker.think(question.ticket, ask, report),
            Err(fault) => report.report(Work::Thought { ticket: question.ticket, answer: Err(fault) }),
        }
    }

    /// The answer to request `ticket` arrived: the side it moves for, when it is the request
    /// waited for (one withdrawn is dropped).
    fn take(&mut self, ticket: u64, failed: bool) -> Option<Color> {
        let asked = self.asked.filter(|a| a.ticket == ticket)?;
        self.asked = None;
        if failed {
            self.failed = Some(asked);
            // A worker that failed is not asked again: restarting the computer hires a new
            // one (a new engine process, same engine and level).
            if let Some(at) = self.workers.iter().position(|(id, _)| *id == asked.seat) {
                let (_, mut worker) = self.workers.swap_remove(at);
                worker.end();
            }
        }
        Some(asked.side)
    }

    fn worker_of(&mut self, seat: u32) -> Option<&mut Box<dyn Opponent>> {
        self.workers.iter_mut().find(|(id, _)| *id == seat).map(|(_, w)| w)
    }

    /// The worker of `computer`'s seat, hired now if it has none.
    fn hire(&mut self, computer: &Computer) -> Result<&mut Box<dyn Opponent>, SeatFault> {
        let at = match self.workers.iter().position(|(id, _)| *id == computer.id()) {
            Some(at) => at,
            None => {
                self.workers.push((computer.id(), computer.hire()?));
                self.workers.len() - 1
            }
        };
        Ok(&mut self.workers[at].1)
    }

    /// Ends every worker (and its processes).
    fn end(&mut self) {
        for (_, worker) in &mut self.workers {
            worker.end();
        }
        self.workers.clear();
        self.asked = None;
    }
}

/// What the last write of the game needs, as an update left the app: the game (its clock
/// running since the last press), the session (what the files hold of it, its own save), the
/// words. Written at the instant the program ends, so the time of the move in progress is
/// charged up to then.
#[derive(Debug, Clone)]
pub(crate) struct LastSave {
    game: Game,
    session: Session,
    lang: Lang,
    started: bool,
}

impl LastSave {
    /// The last write as `app` stands.
    pub(crate) fn of(app: &App) -> LastSave {
        let (game, session) = app.for_last_save();
        LastSave { game, session, lang: app.prefs().lang, started: app.started() }
    }

    /// What the last write is at `now`, if there is one to make (what [`App::plan_store`]
    /// says for a program that leaves).
    pub(crate) fn plan(&mut self, now: Instant) -> Option<Store> {
        self.session.plan(&self.game, self.lang.words(), self.started, now, true)
    }

    /// The last write of the game as the program ends at `now` (the clock of the side to move
    /// as it stands). A game that cannot be saved anywhere is printed whole, as PGN, on
    /// standard error: it is never lost silently.
    pub(crate) fn write(&mut self, now: Instant) -> Result<(), String> {
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
    pub(crate) fn leave(&mut self, now: Instant) -> Result<(), String> {
        let written = self.write(now);
        crate::storage::release_all();
        written
    }
}

/// The calendar time by the OS clock, for the PGN date and file name.
pub(crate) fn unix_secs() -> CalendarTime {
    CalendarTime::from_unix_secs(SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()))
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::rules::{Move, Position};
    use crate::tui::action::Intent;
    use crate::tui::prefs::Prefs;
    use crate::tui::seat::{Hire, Seat};
    use crate::tui::work::{Think, Thought};

    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    /// What a worker was asked to do, in order.
    #[derive(Default)]
    struct Log {
        asked: Vec<(u64, usize)>,
        stops: usize,
        ends: usize,
    }

    /// A computer that answers each question on a thread of its own with the first legal move,
    /// and notes what it was asked.
    struct Replier {
        log: Arc<Mutex<Log>>,
    }

    impl Opponent for Replier {
        fn think(&mut self, ticket: u64, ask: Think, report: &Reporter) {
            self.log.lock().unwrap().asked.push((ticket, ask.moves.len()));
            let report = report.clone();
            std::thread::spawn(move || {
                let mv = ask.position.legal_moves().first().copied();
                let answer = mv
                    .map(|mv| Thought {
                        mv,
                        used: crate::game::Duration::from_ms(5),
                        decision: crate::engine::computer::Decision::Play(mv),
                    })
                    .ok_or(SeatFault::Illegal(Move::new(
                        ask.position.king_of(ask.side),
                        ask.position.king_of(ask.side),
                        None,
                    )));
                report.report(Work::Thought { ticket, answer });
            });
        }

        fn stop(&mut self) {
            self.log.lock().unwrap().stops += 1;
        }

        fn end(&mut self) {
            self.log.lock().unwrap().ends += 1;
        }
    }

    struct Hiring {
        log: Arc<Mutex<Log>>,
        hired: AtomicUsize,
    }

    impl Hire for Hiring {
        fn hire(&self) -> Result<Box<dyn Opponent>, SeatFault> {
            self.hired.fetch_add(1, Ordering::SeqCst);
            Ok(Box::new(Replier { log: Arc::clone(&self.log) }))
        }
    }

    /// A game under `tc` with a computer named "Probe" in White's chair.
    fn computer_white(tc: &str) -> (App, Arc<Hiring>) {
        let hiring = Arc::new(Hiring { log: Arc::default(), hired: AtomicUsize::new(0) });
        let computer = Computer::new("Probe", Arc::clone(&hiring) as Arc<dyn Hire>);
        let setup =
            GameSetup::new(Position::new(), tc.parse().expect("a time control"), None, Some("Bea"), Prefs::default())
                .expect("a setup")
                .seat(Color::White, Seat::Computer(computer));
        (App::new(setup, at(0)), hiring)
    }

    /// A computer seat's answer for White: `mv`, played, in no time.
    fn white_plays(mv: Move) -> Report {
        Report::Thought(
            Color::White,
            Ok(Thought {
                mv,
                used: crate::game::Duration::ZERO,
                decision: crate::engine::computer::Decision::Play(mv),
            }),
        )
    }

    /// A face that reads nothing but what the test sends, writes no file, and ends the loop
    /// (sends itself "quit") once the app shows what `done` waits for.
    struct Probe {
        start: std::time::Instant,
        to: Sender<Notice<&'static str>>,
        done: fn(&App) -> bool,
    }

    impl World for Probe {
        fn now(&self) -> Instant {
            millis(self.start)
        }

        fn clear(&mut self) -> io::Result<()> {
            Ok(())
        }

        fn ring(&mut self) -> io::Result<()> {
            Ok(())
        }

        fn save(&mut self, _: &App, _: Option<&str>) -> Result<String, (String, String)> {
            Ok(String::new())
        }

        fn store(&mut self, _: &mut App, _: &Store) -> StoreResult {
            Ok(None)
        }
    }

    impl Face for Probe {
        type Input = &'static str;

        fn opening(&mut self, _: &mut App) -> io::Result<bool> {
            Ok(false)
        }

        fn input(&mut self, _: &mut App, input: &'static str) -> io::Result<Took> {
            Ok(if input == "quit" { Took::Quit } else { Took::Nothing })
        }

        fn deadline(&self, app: &App, now: Instant) -> Option<Instant> {
            app.next_deadline(now)
        }

        fn show(&mut self, app: &mut App, changed: bool) -> io::Result<()> {
            if changed && (self.done)(app) {
                let _ = self.to.send(Notice::Input("quit"));
            }
            Ok(())
        }
    }

    fn driver(app: App) -> (Driver<&'static str>, Probe) {
        let start = std::time::Instant::now();
        let farewell: &'static Farewell<LastSave> = Box::leak(Box::new(Farewell::unsignalled(LastSave::of(&app))));
        let driver = Driver::new(app, start, farewell.turn());
        let probe = Probe { start, to: driver.sender(), done: |_| false };
        (driver, probe)
    }

    #[test]
    fn a_computer_seats_move_comes_through_the_one_channel_and_wakes_the_loop() {
        // Untimed: nothing wakes the loop by itself for an hour, but the worker's report.
        let (app, hiring) = computer_white("none");
        assert_eq!(app.player(Color::White), Some("Probe"), "the seat's name is the side's name");
        let (mut driver, mut probe) = driver(app);
        probe.done = |app| !app.game().moves().is_empty();
        driver.run(&mut probe).expect("the loop runs");
        let played: Vec<Move> = driver.app().game().moves().iter().map(|m| m.mv).collect();
        assert_eq!(played, [Position::new().legal_moves()[0]], "the Move itself is played");
        assert_eq!(driver.app().game().turn(), Color::Black, "the person's turn: nobody asked");
        assert_eq!(hiring.log.lock().unwrap().asked, [(1, 0)]);
        assert_eq!(hiring.hired.load(Ordering::SeqCst), 1);
        let _ = driver.finish(&mut probe, || {});
        assert_eq!(hiring.log.lock().unwrap().ends, 1, "the worker is ended on the way out");
    }

    #[test]
    fn what_comes_after_the_loops_end_is_kept_for_the_next_screen() {
        // The players end the game (N: the start screen of the next one) and type on: the keys
        // behind the one that ended it, and one that comes while the game is written, are the
        // next screen's, in order.
        let setup = GameSetup::new(Position::new(), "5+0".parse().expect("tc"), None, None, Prefs::default());
        let app = App::new(setup.expect("a setup"), at(0));
        let (mut driver, mut probe) = driver(app);
        let to = driver.sender();
        for input in ["quit", "n", "e"] {
            to.send(Notice::Input(input)).expect("the loop listens");
        }
        driver.run(&mut probe).expect("the loop runs");
        to.send(Notice::Input("4")).expect("the game is not yet let go");
        let _ = driver.finish(&mut probe, || {});
        let unread: Vec<&str> = driver.unread().into_iter().map(|r| r.expect("a key")).collect();
        assert_eq!(unread, ["n", "e", "4"]);
    }

    #[test]
    fn a_flag_fall_is_ruled_beside_the_board_and_the_ruling_wakes_the_loop() {
        // Two persons, White's clock at one second: the deadline wakes the loop at the flag,
        // the arbiter rules beside it (could Black mate?) and its ruling ends the game.
        let setup =
            GameSetup::new(Position::new(), "0:01".parse().expect("tc"), Some("Anna"), Some("Boris"), Prefs::default())
                .expect("a setup");
        let mut app = App::new(GameSetup { verdicts_beside: true, ..setup }, at(0));
        update(&mut app, Intent::Start, at(0));
        let (mut driver, mut probe) = driver(app);
        probe.done = |app| app.game().is_over() && !app.game().awaiting_arbiter();
        driver.run(&mut probe).expect("the loop runs");
        let outcome = driver.app().game().outcome().expect("the game is over");
        assert_eq!(outcome.winner, Some(Color::Black), "{outcome:?}");
        assert!(!driver.arbiter.busy(), "the ruling was taken");
    }

    #[test]
    fn a_pause_withdraws_the_question_and_a_resume_asks_again() {
        let (mut app, hiring) = computer_white("5+0");
        let mut bench = Bench::default();
        let report = Reporter::nowhere();
        bench.tend(&app, at(0), &report);
        assert!(hiring.log.lock().unwrap().asked.is_empty(), "not before the players say go");
        update(&mut app, Intent::Start, at(0));
        bench.tend(&app, at(0), &report);
        bench.tend(&app, at(10), &report);
        assert_eq!(hiring.log.lock().unwrap().asked, [(1, 0)], "asked once per position");
        update(&mut app, Intent::Pause(Some(true)), at(1_000));
        bench.tend(&app, at(1_000), &report);
        assert_eq!(hiring.log.lock().unwrap().stops, 1, "the pause stops the search");
        assert_eq!(bench.take(1, false), None, "its answer, should one come, is dropped");
        update(&mut app, Intent::Pause(Some(false)), at(2_000));
        bench.tend(&app, at(2_000), &report);
        assert_eq!(hiring.log.lock().unwrap().asked, [(1, 0), (2, 0)]);
        assert_eq!(bench.take(2, false), Some(Color::White));
        assert_eq!(hiring.hired.load(Ordering::SeqCst), 1, "one worker for the seat");
    }

    #[test]
    fn a_seat_that_cannot_move_pauses_the_clocks_and_says_so_by_name() {
        let (mut app, _) = computer_white("5+0");
        update(&mut app, Intent::Start, at(0));
        let illegal = Move::new(crate::rules::Square::E2, crate::rules::Square::E5, None);
        update(&mut app, white_plays(illegal), at(3_000));
        assert!(app.game().moves().is_empty());
        assert!(app.game().clock().is_paused());
        let said = app.message().map(|m| m.text.clone()).unwrap_or_default();
        assert_eq!(
            said,
            "Probe could not move: it answered e2e5, which is not a legal move here. The clocks are paused: \
             restart the engine, or play its moves at this keyboard."
        );
        // The side to move is no computer's any more once it moved: a late answer is let be.
        update(&mut app, Intent::Pause(Some(false)), at(4_000));
        let e4 = Move::new(crate::rules::Square::E2, crate::rules::Square::E4, None);
        update(&mut app, white_plays(e4), at(5_000));
        update(&mut app, white_plays(e4), at(5_000));
        assert_eq!(app.game().moves().len(), 1);
    }
}
