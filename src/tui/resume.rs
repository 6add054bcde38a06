//! How a session begins: a new game, one of the unfinished games found in the data directory
//! (the players choose from a list: resume one or start anew), or a file named on the command
//! line (`ferz resume [FILE]`: a save or an adjournment envelope).
//!
//! Each unfinished game has its own save in `unfinished/`, locked by the ferz that plays it:
//! a game another ferz holds is listed with its process and never moved, resumed or
//! overwritten. Reading files, taking locks and setting aside what cannot be read happen here,
//! before the screen is taken ([`begin`]); the players' choice is made in the app with no I/O
//! ([`choose`]) and carried out by the event loop ([`Store::Chosen`]). A resumed game comes
//! back with its clocks paused and each side's time as saved: the time the program was not
//! running is charged to no one.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use super::action::Effect;
use super::app::App;
use super::overlay::Overlay;
use super::pgn_file::{readable_time, timestamp};
use super::record::Record;
use super::session::store::{self, Store};
use super::session::{Found, FoundEvent, Row, Slot};
use super::setup::GameSetup;
use crate::game::{Arbiter, MAX_NAME_CHARS, Setup};
use crate::game::{CalendarTime, Instant};
use crate::game::{Game, MAX_SAVE_BYTES, SaveError, Saved, SavedMove};
use crate::lang::{English, TerminalWords};
use crate::review::{GameReview, read_review};
use crate::rules::Color;
use crate::storage::{self, Fault, FileKind, Holder};
use crate::text::{clean, visible};

/// How the session begins.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Begin {
    /// `ferz` / `ferz play`: a new game, after offering the unfinished games found.
    #[default]
    Ask,
    /// `ferz` with the flags of a new game (names, time, start, rules): that game starts at
    /// once; the unfinished games found stay waiting for `ferz resume`, as the screen says.
    New,
    /// `ferz resume [FILE]`: the game of FILE, or the one unfinished game free to resume.
    Resume(Option<PathBuf>),
}

/// Why a file could not be read as a game to resume.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// There is no such file.
    Missing,
    /// The system could not read it.
    Io {
        /// What kind of failure.
        kind: io::ErrorKind,
        /// The system's own words.
        detail: String,
    },
    /// ferz refused it (too large for a save, not UTF-8 text).
    Fault(Fault),
    /// It is not a save ferz can resume.
    Save(Box<SaveError>),
    /// Not a regular file: a link, a FIFO, a socket, a device or a folder (never opened).
    NotAFile(FileKind),
    /// An envelope whose sealed move is not of the side to move.
    Mismatch {
        /// Who sealed the move.
        sealed_by: Color,
        /// Who is to move in the saved position.
        turn: Color,
    },
}

impl ReadError {
    /// The reason in the words of `s`; what came from the file is shown, never obeyed.
    pub fn text(&self, s: &dyn TerminalWords) -> String {
        let text = match self {
            ReadError::Missing => s.no_such_file().to_string(),
            ReadError::Io { kind, detail } => s.os_error(*kind, detail),
            ReadError::Fault(fault) => s.storage_fault(*fault).to_string(),
            ReadError::Save(e) => s.save_error(e),
            ReadError::NotAFile(kind) => s.not_a_file(*kind),
            ReadError::Mismatch { sealed_by, turn } => s.envelope_mismatch(*sealed_by, *turn),
        };
        visible(&text)
    }
}

impl From<&io::Error> for ReadError {
    fn from(e: &io::Error) -> Self {
        match (storage::special_kind(e), storage::fault(e)) {
            (Some(kind), _) => ReadError::NotAFile(kind),
            (None, Some(fault)) => ReadError::Fault(fault),
            (None, None) => ReadError::Io { kind: e.kind(), detail: e.to_string() },
        }
    }
}

/// Why `ferz resume` cannot begin; the program ends with this one line and status 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResumeError {
    /// There is no data directory to look for the autosave in.
    NoDataDir,
    /// There is no unfinished game in this folder.
    NoAutosave(PathBuf),
    /// Saves were found but none could be read: each was set aside, as the text says.
    SetAside(String),
    /// The unfinished game is being played by another ferz.
    Held {
        /// Its save.
        path: PathBuf,
        /// The process that plays it, when known.
        pid: Option<u32>,
    },
    /// The unfinished match cannot be taken up (another window plays it): the words say so.
    Event(String),
    /// The file named cannot be read or is not a game ferz saved; it is left as it is.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        why: ReadError,
    },
}

/// A path as it may be shown: no control characters.
fn shown(path: &Path) -> String {
    clean(&path.display().to_string())
}

impl ResumeError {
    /// The error in the words of `s` (the language of the screen that was not shown). A file
    /// named on the command line is echoed with its control characters made visible.
    pub fn text(&self, s: &dyn TerminalWords) -> String {
        match self {
            ResumeError::NoDataDir => s.resume_no_data_dir().to_string(),
            ResumeError::NoAutosave(path) => s.resume_no_autosave(&shown(path)),
            ResumeError::Held { path, pid } => s.resume_held(&shown(path), *pid),
            ResumeError::SetAside(text) | ResumeError::Event(text) => text.clone(),
            ResumeError::Unreadable { path, why } => {
                s.resume_unreadable(&visible(&path.display().to_string()), &why.text(s))
            }
        }
    }
}

impl fmt::Display for ResumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(&English))
    }
}

impl std::error::Error for ResumeError {}

/// Reads a save or an envelope: `Ok(None)` when there is no such file, else the text and the
/// game, or why it cannot be resumed.
fn read(path: &Path) -> Result<Option<(String, Saved)>, ReadError> {
    let text = match storage::read_limited(path, MAX_SAVE_BYTES) {
        Ok(text) => text,
        // No file there (nor even the folder): nothing saved, not something unreadable.
        Err(e) if matches!(e.kind(), io::ErrorKind::NotFound | io::ErrorKind::NotADirectory) => return Ok(None),
        Err(e) => return Err(ReadError::from(&e)),
    };
    let saved = Game::from_save(&text).map_err(|e| ReadError::Save(Box::new(e)))?;
    if let Some(envelope) = &saved.envelope
        && !saved.game.is_over()
        && envelope.by != saved.game.turn()
    {
        return Err(ReadError::Mismatch { sealed_by: envelope.by, turn: saved.game.turn() });
    }
    Ok(Some((text, saved)))
}

/// True when `a` and `b` name the same file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// Lets go of the games of `found` this process held while the players chose.
fn release_all(found: &[Found]) {
    for f in found.iter().filter(|f| f.holder == Holder::Me) {
        storage::release(&f.path, false);
    }
}

/// The process id of another holder.
fn other_pid(holder: Holder) -> Option<u32> {
    match holder {
        Holder::Other(pid) => pid,
        _ => None,
    }
}

/// The app the session begins with, at `now` on the game's timeline and `when` by the
/// calendar (for the names of files kept). Looks at the unfinished games of the data
/// directory ([`gather`]) and reads FILE; a game another ferz plays is never resumed.
pub fn begin(setup: GameSetup, how: Begin, now: Instant, when: CalendarTime) -> Result<App, ResumeError> {
    let mut app = App::new(setup, now);
    app.set_calendar(when - now.since_start());
    if let Some(ev) = app.event() {
        let id = super::event_play::new_id(ev.event(), when);
        super::event::named(&mut app, id, now);
    }
    let data = storage::data_dir();
    let found = data.as_deref().map(|d| gather(&mut app, d, when)).unwrap_or_default();
    if app.event().is_none() {
        app.events.shelf = data.as_deref().map(super::event::gather).unwrap_or_default();
    }
    let file = match how {
        Begin::Ask => {
            // The games found and the events waiting between their games: rows of one list.
            if found.is_empty() && app.events.shelf.is_empty() {
                super::event::attach_event(&mut app);
            }
            offer_found(&mut app, found);
            return Ok(app);
        }
        Begin::New => {
            let alone = super::event::shelved_alone(&app, &found).and_then(|i| super::event::shelf_waits(&app, i));
            super::event::attach_event(&mut app);
            let waiting = found.iter().filter(|f| f.holder == Holder::Me).count();
            release_all(&found);
            if waiting > 0 {
                app.say(app.strings().games_wait(waiting));
            } else if let Some(text) = alone {
                app.say(text);
            }
            return Ok(app);
        }
        Begin::Resume(file) => file,
    };
    let chosen = match &file {
        None => {
            let free: Vec<usize> = (0..found.len()).filter(|&i| found[i].holder == Holder::Me).collect();
            match free.as_slice() {
                [] => {
                    // No game waits, but a match does, between its games: it goes on.
                    if let Some(i) = super::event::shelved_alone(&app, &found) {
                        release_all(&found);
                        super::event::take_shelf(&mut app, i, now).map_err(ResumeError::Event)?;
                        return Ok(app);
                    }
                    return Err(none_free(&app, &found, data));
                }
                [one] => Some(*one),
                _ => {
                    offer_found(&mut app, found);
                    return Ok(app);
                }
            }
        }
        Some(path) => found.iter().position(|f| same_file(&f.path, path)),
    };
    if let Some(i) = chosen {
        return take_found(app, found, i, now);
    }
    let path = file.unwrap_or_default();
    let mut carried = None;
    let saved = match read(&path) {
        Ok(None) => Err(ResumeError::Unreadable { path: path.clone(), why: ReadError::Missing }),
        Err(why) => Err(ResumeError::Unreadable { path: path.clone(), why }),
        Ok(Some((text, saved))) => {
            carried = carried_review(&text);
            Ok(saved)
        }
    };
    // An envelope opened before: its game goes on from the save it has had since (one game,
    // one save), and the sealed move is not played a second time.
    if let Ok(saved) = &saved
        && let Some((i, when)) = continuation(saved, &found, data.as_deref())
    {
        let mut app = take_found(app, found, i, now)?;
        let resumed = app.message().map(|m| format!(" {}", m.text)).unwrap_or_default();
        app.say(format!("{}{resumed}", app.strings().envelope_continued(&crate::text::clean_short(&when))));
        return Ok(app);
    }
    release_all(&found);
    let mut app = resume_file(app, path, saved, data, now)?;
    if let Some(review) = carried {
        show_carried_review(&mut app, review);
    }
    Ok(app)
}

/// The engine's review a PGN file already carries (`[%eval]` on its moves, as `ferz analyse`
/// writes it), so that it is shown without running the engine again.
fn carried_review(text: &str) -> Option<GameReview> {
    let game = crate::pgn::PgnReader::new(text.as_bytes()).next()?.ok()?;
    read_review(&game)
}

/// Why `ferz resume` without a file has no game to resume: none free (each let go), one set
/// aside, or no data directory.
fn none_free(app: &App, found: &[Found], data: Option<PathBuf>) -> ResumeError {
    release_all(found);
    let notice = match app.overlay() {
        Some(Overlay::Notice(text)) => Some(text.clone()),
        _ => None,
    };
    match (found.first(), notice, data) {
        (Some(f), _, _) => ResumeError::Held { path: f.path.clone(), pid: other_pid(f.holder) },
        (None, Some(notice), _) => ResumeError::SetAside(notice),
        (None, None, Some(d)) => ResumeError::NoAutosave(storage::unfinished_dir(&d)),
        (None, None, None) => ResumeError::NoDataDir,
    }
}

/// `ferz resume FILE` for a file that is no unfinished game of the data directory: the game
/// is read where it is (an envelope waits to be opened, a finished game is only looked at).
fn resume_file(
    mut app: App,
    path: PathBuf,
    saved: Result<Saved, ResumeError>,
    data: Option<PathBuf>,
    now: Instant,
) -> Result<App, ResumeError> {
    resume_saved(&mut app, saved?, now);
    // An envelope's opening is recorded in its file; and an opening recorded in the data
    // directory, even if the file no longer says so, is said.
    let file = std::path::absolute(&path).unwrap_or(path);
    app.session.envelope_read_from(file, |envelope| {
        data.map(|data| storage::openings(&data, &envelope.id())).unwrap_or_default()
    });
    if app.game().is_over() {
        // A finished game from a file is only looked at; it is kept where it is.
        app.session.already_kept();
    }
    Ok(app)
}

/// The game found `i` is resumed (the others are let go): never one another ferz plays.
fn take_found(mut app: App, mut found: Vec<Found>, i: usize, now: Instant) -> Result<App, ResumeError> {
    let f = found.remove(i);
    release_all(&found);
    if f.holder != Holder::Me {
        return Err(ResumeError::Held { path: f.path, pid: other_pid(f.holder) });
    }
    resume_saved(&mut app, *f.saved, now);
    app.store_holds_this(now);
    app.session.take_save(f.path);
    Ok(app)
}

/// For an envelope opened before (its file says so, or the data directory's record), the
/// unfinished game found that came out of it, and when it was opened: the same players and
/// start, every move of the envelope with its clock, and more (the sealed move at least).
fn continuation(saved: &Saved, found: &[Found], data: Option<&Path>) -> Option<(usize, String)> {
    let envelope = saved.envelope.as_ref()?;
    let when = envelope.opened.clone().or_else(|| data.and_then(|d| storage::opened_at(d, &envelope.id())))?;
    let sealed = &saved.game;
    let continues = |later: &Game| {
        later.start_position() == sealed.start_position()
            && later.moves().len() > sealed.moves().len()
            && Color::ALL.iter().all(|&c| clean_name(later.name(c)) == clean_name(sealed.name(c)))
            && sealed.moves().iter().zip(later.moves()).all(|(a, b)| a.mv == b.mv && a.clock == b.clock)
    };
    found.iter().position(|f| continues(&f.saved.game)).map(|i| (i, when))
}

/// The unfinished games of the data directory `data`, each held by this process while the
/// players choose unless another ferz plays it: the save of older versions (`current.pgn`)
/// moved in, left-over temporary files recovered, special files and unreadable saves set
/// aside (and said in a notice), finished games left behind kept in `games/` now.
fn gather(app: &mut App, data: &Path, when: CalendarTime) -> Vec<Found> {
    let s = app.strings();
    let survey = storage::survey(data, &timestamp(when), MAX_SAVE_BYTES, |text| Game::from_save(text).is_ok());
    let mut notices = Vec::new();
    let set_aside = |notices: &mut Vec<String>, path: &Path, why: ReadError, kept: io::Result<PathBuf>| {
        notices.push(match kept {
            Ok(kept) => s.save_unreadable(&why.text(s), &shown(&kept)),
            Err(e) => s.save_unreadable_stuck(&why.text(s), &shown(path), &ReadError::from(&e).text(s)),
        });
    };
    for aside in survey.set_aside {
        set_aside(&mut notices, &aside.path, ReadError::NotAFile(aside.kind), aside.kept);
    }
    let mut found = Vec::new();
    for path in survey.waiting {
        // A folder that cannot take a lock file (read-only) still lets a free game be resumed.
        let holder = match storage::hold(&path) {
            Ok(holder) => holder,
            Err(_) => match storage::holder(&path) {
                Ok(Holder::Other(pid)) => Holder::Other(pid),
                _ => Holder::Me,
            },
        };
        if holder != Holder::Me {
            if let Ok(Some((_, saved))) = read(&path) {
                let played = storage::modified_secs(&path).map(CalendarTime::from_unix_secs);
                found.push(Found { path, saved: Box::new(saved), holder, played });
            }
            continue;
        }
        match read(&path) {
            Ok(None) => storage::release(&path, true),
            Ok(Some((text, saved))) if saved.game.is_over() => {
                // Left behind when keeping it failed last time: keep it now.
                let mut slot = Slot::default();
                slot.take(path.clone());
                match store::write(&Store::Archive(text), when, s, &mut slot) {
                    Ok(Some(kept)) => app.say(s.archived(&kept)),
                    Ok(None) => {}
                    Err(why) => app.refuse(s.archive_failed(&why)),
                }
                slot.leave();
            }
            Ok(Some((_, saved))) => {
                let played = storage::modified_secs(&path).map(CalendarTime::from_unix_secs);
                found.push(Found { path, saved: Box::new(saved), holder, played });
            }
            Err(why) => {
                let kept = storage::set_aside(&path);
                storage::release(&path, kept.is_ok());
                set_aside(&mut notices, &path, why, kept);
            }
        }
    }
    if !notices.is_empty() {
        app.overlay = Some(Overlay::Notice(notices.join(" ")));
    }
    found
}

/// A player's name from a file, made safe to show: control characters and escape sequences
/// removed, trimmed, cut to a length; none when nothing is left (the player is unnamed).
fn clean_name(name: Option<&str>) -> Option<String> {
    let cleaned = clean(name?);
    let name: String = cleaned.trim().chars().take(MAX_NAME_CHARS).collect();
    (!name.is_empty()).then_some(name)
}

/// The game with its players' names cleaned (a file may hold anything in a tag), under a
/// strict (or practice) arbiter when it was saved under one or `arbiter` asks for one.
fn with_clean_options(game: Game, arbiter: Arbiter) -> Game {
    let mut options = game.options().clone();
    options.white = clean_name(options.white.as_deref());
    options.black = clean_name(options.black.as_deref());
    options.arbiter = Arbiter::resumed(options.arbiter, arbiter);
    if &options == game.options() || game.is_practice() {
        // A practice game keeps what it knows of its illegal moves: only the names change.
        let mut game = game;
        game.rename(options.white, options.black);
        return game;
    }
    let moves: Vec<SavedMove> = game
        .moves()
        .iter()
        .map(|m| SavedMove { mv: m.mv, draw_offer: m.draw_offer, clock: m.clock, spent: m.spent })
        .collect();
    let start = game.start_position().clone();
    Game::restore(start, &moves, game.clock().clone(), options, game.draw_offer(), game.outcome()).unwrap_or(game)
}

/// Puts a saved game on the screen: its clocks paused as saved (an untimed game simply
/// goes on), the adjourned position with its envelope, or a finished game with its
/// banner. A new game later starts from this game's setup: its start position, time
/// control, players and rules — a game saved under a strict arbiter stays under one.
pub fn resume_saved(app: &mut App, saved: Saved, now: Instant) {
    let game = with_clean_options(saved.game, app.prefs().arbiter);
    app.prefs.arbiter = game.arbiter();
    app.show_game(Setup::of(&game), game, now);
    let over = app.game().is_over();
    if app.game().clock().is_untimed() && !over {
        let _ = app.play.game.resume(now);
    }
    let turn = app.game().turn();
    match saved.envelope {
        Some(envelope) if !over => {
            app.session.wait_in(envelope);
            app.overlay = Some(Overlay::Envelope);
        }
        _ if !over && app.game().clock().is_paused() => {
            let name = app.game().name(turn);
            app.say(app.strings().resumed_paused(name, turn, crate::tui::key_names::keys()))
        }
        _ => {}
    }
    // A game of a match takes the match up with it.
    super::event::attach_event(app);
}

/// Shows `review`, read from the file the game came from, as the engine's review of the
/// game (when it is of this game's moves, which it is unless the file was not one game).
fn show_carried_review(app: &mut App, review: GameReview) {
    if review.moves.len() == app.game().moves().len() {
        let state = super::engine_review::ReviewState::Done(std::sync::Arc::new(review));
        app.set_engine_review(super::engine_review::EngineReview::with_state(app.game(), state));
    }
}

/// Unfinished games were found at the start: the players choose one to resume, or start
/// anew (the games free to take are then moved aside). Shown after any notice is read.
pub fn offer_found(app: &mut App, found: Vec<Found>) {
    let events: Vec<FoundEvent> = super::event::alone(app, &found)
        .into_iter()
        .map(|shelf| FoundEvent { shelf, holder: app.events.shelf[shelf].holder })
        .collect();
    if found.is_empty() && events.is_empty() {
        return;
    }
    app.session.offer_found(found, events);
    if app.overlay().is_none() {
        app.overlay = Some(Overlay::Found);
    }
}
/// The window that a notice covered: the list of unfinished games, the envelope or the
/// game-over banner, if one is due.
pub fn after_notice(app: &App) -> Option<Overlay> {
    if !app.session().found().is_empty() {
        Some(Overlay::Found)
    } else if app.session().adjournment().envelope().is_some() {
        Some(Overlay::Envelope)
    } else if app.game().is_over() {
        Some(Overlay::GameOver)
    } else {
        None
    }
}

/// The players answered the question at the start: the game picked comes back (the others
/// wait for a later session), or the new game stays and the games found are moved aside —
/// never one another ferz plays.
pub fn choose(app: &mut App, resume_it: bool, now: Instant) -> Option<Effect> {
    let list = app.session().found();
    match list.picked()? {
        Row::Game(i) if resume_it => {
            if let Holder::Other(pid) = list.games()[i].holder {
                app.refuse(app.strings().found_held(pid));
                return None;
            }
        }
        Row::Event(i) if resume_it => {
            if let Holder::Other(pid) = list.events()[i].holder {
                app.refuse(super::event::shelf_held(app, list.events()[i].shelf, pid));
                return None;
            }
        }
        _ => {}
    }
    let (mut found, events, picked) = app.session.take_found();
    app.overlay = None;
    if resume_it {
        match picked {
            Some(Row::Game(i)) => {
                let chosen = found.remove(i);
                resume_saved(app, *chosen.saved, now);
                app.store_holds_this(now);
                let release = found.into_iter().filter(|f| f.holder == Holder::Me).map(|f| f.path).collect();
                return Some(Effect::Store(Store::Chosen { keep: Some(chosen.path), release, abandon: Vec::new() }));
            }
            Some(Row::Event(i)) => {
                // The event goes on between its games, as `ferz resume` takes it up.
                let shelf = events.get(i).map_or(i, |e| e.shelf);
                let release = found.into_iter().filter(|f| f.holder == Holder::Me).map(|f| f.path).collect();
                if let Err(why) = super::event::take_shelf(app, shelf, now) {
                    app.refuse(why);
                }
                return Some(Effect::Store(Store::Chosen { keep: None, release, abandon: Vec::new() }));
            }
            None => return None,
        }
    }
    super::event::attach_event(app);
    // Plain `ferz`: the new game is asked on the start screen, once the games are moved aside.
    app.screen.start_again = app.prefs.new_game_screen;
    // A new game: the games found are abandoned, but never a game of an event, which keeps
    // waiting with its event.
    let (of_event, alone): (Vec<Found>, Vec<Found>) =
        found.into_iter().filter(|f| f.holder == Holder::Me).partition(|f| f.saved.game.options().event.is_some());
    let release = of_event.into_iter().map(|f| f.path).collect();
    let abandon = alone.into_iter().map(|f| f.path).collect();
    Some(Effect::Store(Store::Chosen { keep: None, release, abandon }))
}

/// The players of a game found, its move number and whose move, in the words of `app`.
fn found_words(
    app: &App,
    game: &Game,
    words: fn(&'static dyn TerminalWords, &str, &str, u32, Color) -> String,
) -> String {
    let name = |c: Color| clean_name(game.name(c)).unwrap_or_else(|| app.strings().side(c).to_string());
    words(app.strings(), &name(Color::White), &name(Color::Black), game.position().fullmoves(), game.turn())
}

/// A row of the list: the players, the move number, whose move.
pub fn found_row(app: &App, found: &Found) -> String {
    super::event::event_row(app, &found.saved.game, found_words(app, &found.saved.game, <dyn TerminalWords>::found_row))
}

/// What tells a game found from another: its last move (and so whose move it is), its time
/// control and when it was last played.
pub fn found_details(app: &App, found: &Found) -> String {
    let s = app.strings();
    let game = &found.saved.game;
    let last = Record { game, notation: app.notation() }.last_move_label();
    let tc = game.time_control();
    let control =
        if tc.is_untimed() { s.untimed().to_string() } else { s.time_control(&tc.label(), s.category(tc.speed())) };
    let when = found.played.map(readable_time);
    s.found_details((!last.is_empty()).then_some(last.as_str()), &control, when.as_deref())
}

/// The rows of the list found: each game's, then each waiting event's.
pub fn found_rows(app: &App) -> Vec<String> {
    let list = app.session().found();
    let games = list.games().iter().map(|f| found_row(app, f));
    games.chain(list.events().iter().map(|e| super::event::shelf_row(app, e.shelf))).collect()
}

/// The question's text when one game was found: the players, the move number, whose move.
pub fn found_text(app: &App) -> Option<String> {
    let game = &app.session().found().games().first()?.saved.game;
    Some(super::event::event_row(app, game, found_words(app, game, <dyn TerminalWords>::found)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameOptions, TimeControl};
    use crate::rules::Position;
    use crate::tui::prefs::Prefs;

    /// The instant `ms` milliseconds into the test's timeline.
    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    fn setup() -> GameSetup {
        match GameSetup::new(Position::new(), "5+3".parse().expect("5+3"), Some("Cmd"), None, Prefs::default()) {
            Ok(s) => s,
            Err(e) => panic!("{e}"),
        }
    }

    /// A save of `1. e4 e5` between `names`, written as a file would hold them: the names go
    /// into the tags as they are, escape sequences and all.
    fn saved(names: (&str, &str)) -> Saved {
        let tc: TimeControl = "3+2".parse().unwrap_or_else(|e| panic!("{e}"));
        let options = GameOptions { white: Some("W".into()), black: Some("B".into()), ..GameOptions::default() };
        let mut game = Game::new(Position::new(), tc, options);
        game.start_clock(at(0));
        for (mv, t) in [("e4", 4_000), ("e5", 9_000)] {
            assert!(game.play_text(mv, at(t)).is_ok());
        }
        let text = game.to_save(&English, at(12_000), None);
        let text = text
            .replace("[White \"W\"]", &format!("[White \"{}\"]", names.0))
            .replace("[Black \"B\"]", &format!("[Black \"{}\"]", names.1));
        Game::from_save(&text).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_resumed_game_is_paused_with_clean_names_and_its_own_setup() {
        let mut app = App::new(setup(), at(0));
        resume_saved(&mut app, saved(("An\u{1b}]0;pwned\u{7}na\u{1b}[31m", " ")), at(500));
        assert_eq!(app.game().name(Color::White), Some("Anna"));
        assert_eq!(app.game().name(Color::Black), None, "a blank name is no name");
        assert_eq!(app.game().moves().len(), 2);
        assert!(app.game().clock().is_paused());
        assert!(app.started());
        assert_eq!(app.setup().time_control.to_string(), "3+2");
        assert_eq!(app.setup().options.white.as_deref(), Some("Anna"));
        assert!(app.message().is_some_and(|m| m.text.contains("F8")), "{:?}", app.message());
    }

    /// One unfinished game found, held by this process.
    fn found(saved: Saved) -> Vec<Found> {
        vec![Found {
            path: PathBuf::from("unfinished/x.pgn"),
            saved: Box::new(saved),
            holder: Holder::Me,
            played: None,
        }]
    }

    #[test]
    fn the_question_names_the_game() {
        let mut app = App::new(setup(), at(0));
        offer_found(&mut app, found(saved(("Anna", "Boris"))));
        assert_eq!(
            found_text(&app).as_deref(),
            Some("An unfinished game was found: Anna – Boris, move 2, Anna to move.")
        );
        let keep = Some(PathBuf::from("unfinished/x.pgn"));
        let effect = choose(&mut app, true, at(0));
        assert_eq!(effect, Some(Effect::Store(Store::Chosen { keep, release: vec![], abandon: vec![] })));
        assert!(app.session().found().games().is_empty());
        assert_eq!(app.game().moves().len(), 2);
        // Nothing changed since it was read: nothing to write.
        assert_eq!(app.plan_store(at(0), false), None);
    }

    #[test]
    fn a_new_game_moves_the_found_one_aside_first() {
        let mut app = App::new(setup(), at(0));
        offer_found(&mut app, found(saved(("Anna", "Boris"))));
        assert_eq!(app.plan_store(at(0), false), None, "nothing while the players choose");
        let abandon = vec![PathBuf::from("unfinished/x.pgn")];
        let effect = choose(&mut app, false, at(0));
        assert_eq!(effect, Some(Effect::Store(Store::Chosen { keep: None, release: vec![], abandon })));
        assert_eq!(app.plan_store(at(0), false), None, "the new game has not started");
        assert_eq!(app.game().name(Color::White), Some("Cmd"));
    }

    #[test]
    fn a_game_another_ferz_plays_is_never_resumed_nor_moved() {
        let mut app = App::new(setup(), at(0));
        let mut list = found(saved(("Anna", "Boris")));
        list[0].holder = Holder::Other(Some(4242));
        list.extend(found(saved(("Carl", "Dora"))));
        list[1].path = PathBuf::from("unfinished/y.pgn");
        list.extend(found(saved(("Eva", "Fred"))));
        list[2].path = PathBuf::from("unfinished/z.pgn");
        offer_found(&mut app, list);
        assert_eq!(app.session().found().choice(), 1, "the first game free to take is picked");
        app.session.step_found(-1);
        assert_eq!(found_row(&app, &app.session().found().games()[0]), "Anna – Boris, move 2, Anna to move");
        assert_eq!(choose(&mut app, true, at(0)), None);
        let said = app.message().map(|m| m.text.clone()).unwrap_or_default();
        assert_eq!(said, "That game is being played in another window (process 4242): it is not resumed here.");
        for _ in 0..3 {
            app.session.step_found(1);
        }
        assert_eq!(app.session().found().choice(), 2, "the list ends at its last game");
        app.session.step_found(-1);
        let keep = Some(PathBuf::from("unfinished/y.pgn"));
        let release = vec![PathBuf::from("unfinished/z.pgn")];
        let effect = choose(&mut app, true, at(0));
        assert_eq!(effect, Some(Effect::Store(Store::Chosen { keep, release, abandon: vec![] })));
        assert_eq!(app.game().name(Color::White), Some("Carl"));
    }

    #[test]
    fn a_new_game_never_moves_a_game_another_ferz_plays() {
        let mut app = App::new(setup(), at(0));
        let mut list = found(saved(("Anna", "Boris")));
        list[0].holder = Holder::Other(None);
        list.extend(found(saved(("Carl", "Dora"))));
        list[1].path = PathBuf::from("unfinished/y.pgn");
        offer_found(&mut app, list);
        let abandon = vec![PathBuf::from("unfinished/y.pgn")];
        let effect = choose(&mut app, false, at(0));
        assert_eq!(effect, Some(Effect::Store(Store::Chosen { keep: None, release: vec![], abandon })));
    }
}
