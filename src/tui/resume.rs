//! How a session begins: a new game, the unfinished game found in the autosave (the players
//! choose: resume it or start anew), or a file named on the command line (`ferz resume
//! [FILE]`: a save or an adjournment envelope).
//!
//! Reading files and setting aside an unreadable autosave happen here, before the screen is
//! taken ([`begin`]); the players' choice is made in the app with no I/O ([`choose`]). A
//! resumed game comes back with its clocks paused and each side's time as saved: the time the
//! program was not running is charged to no one.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::action::Action;
use super::app::App;
use super::overlay::Overlay;
use super::prefs::Arbiter;
use super::session::store::{self, Store};
use super::setup::Setup;
use crate::game::{CalendarTime, Instant};
use crate::game::{Game, MAX_SAVE_BYTES, SaveError, Saved, SavedMove};
use crate::lang::terminal::{EN, Strings};
use crate::rules::Color;
use crate::storage;
use crate::text::{clean, visible};

/// How the session begins.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Begin {
    /// `ferz` / `ferz play`: a new game, after offering the unfinished game of the autosave.
    #[default]
    Ask,
    /// `ferz resume [FILE]`: the game of FILE, or of the autosave.
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
    /// It is not a save ferz can resume.
    Save(Box<SaveError>),
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
    pub fn text(&self, s: &Strings) -> String {
        let text = match self {
            ReadError::Missing => s.no_such_file.to_string(),
            ReadError::Io { kind, detail } => (s.os_error)(*kind, detail),
            ReadError::Save(e) => (s.save_error)(e),
            ReadError::Mismatch { sealed_by, turn } => (s.envelope_mismatch)(*sealed_by, *turn),
        };
        visible(&text)
    }
}

impl From<&io::Error> for ReadError {
    fn from(e: &io::Error) -> Self {
        ReadError::Io { kind: e.kind(), detail: e.to_string() }
    }
}

/// Why `ferz resume` cannot begin; the program ends with this one line and status 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResumeError {
    /// There is no data directory to look for the autosave in.
    NoDataDir,
    /// There is no unfinished game in the autosave.
    NoAutosave(PathBuf),
    /// The file named cannot be read or is not a game ferz saved; it is left as it is.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        why: ReadError,
    },
    /// The autosave cannot be read; it was set aside under a new name, or could not be.
    Corrupt {
        /// The autosave.
        path: PathBuf,
        /// Why it cannot be read.
        why: ReadError,
        /// Where it was kept, or why it could not be moved.
        kept: Result<PathBuf, ReadError>,
    },
}

/// A path as it may be shown: no control characters.
fn shown(path: &Path) -> String {
    clean(&path.display().to_string())
}

impl ResumeError {
    /// The error in the words of `s` (the language of the screen that was not shown). A file
    /// named on the command line is echoed with its control characters made visible.
    pub fn text(&self, s: &Strings) -> String {
        match self {
            ResumeError::NoDataDir => s.resume_no_data_dir.to_string(),
            ResumeError::NoAutosave(path) => (s.resume_no_autosave)(&shown(path)),
            ResumeError::Unreadable { path, why } => {
                (s.resume_unreadable)(&visible(&path.display().to_string()), &why.text(s))
            }
            ResumeError::Corrupt { why, kept: Ok(kept), .. } => (s.resume_corrupt)(&why.text(s), &shown(kept)),
            ResumeError::Corrupt { path, why, kept: Err(e) } => {
                (s.resume_corrupt_stuck)(&shown(path), &why.text(s), &e.text(s))
            }
        }
    }
}

impl fmt::Display for ResumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(&EN))
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

/// The app the session begins with, at `now` on the game's timeline and `when` by the
/// calendar (for the names of files kept). Reads the autosave or FILE; an unreadable autosave
/// is set aside and reported, a finished one is kept in `games/`.
pub fn begin(setup: Setup, how: Begin, now: Instant, when: CalendarTime) -> Result<App, ResumeError> {
    let mut app = App::new(setup, now);
    app.set_calendar(when - now.since_start());
    let autosave = storage::autosave_path();
    let file = match how {
        Begin::Ask => {
            if let Some(path) = autosave {
                look_at_autosave(&mut app, &path, true, when);
            }
            return Ok(app);
        }
        Begin::Resume(file) => file,
    };
    let from_autosave = match (&file, &autosave) {
        (None, _) => true,
        (Some(f), Some(a)) => same_file(f, a),
        (Some(_), None) => false,
    };
    if from_autosave {
        let path = file.or(autosave).ok_or(ResumeError::NoDataDir)?;
        match read(&path) {
            Ok(None) => return Err(ResumeError::NoAutosave(path)),
            Err(why) => {
                let kept = storage::set_aside(&path).map_err(|e| ReadError::from(&e));
                return Err(ResumeError::Corrupt { path, why, kept });
            }
            Ok(Some((_, saved))) => {
                app.resume_saved(saved, now);
                app.store_holds_this(now);
            }
        }
        return Ok(app);
    }
    let path = file.unwrap_or_default();
    match read(&path) {
        Ok(None) => return Err(ResumeError::Unreadable { path, why: ReadError::Missing }),
        Err(why) => return Err(ResumeError::Unreadable { path, why }),
        Ok(Some((_, saved))) => app.resume_saved(saved, now),
    }
    // An envelope's opening is recorded in its file; and an opening recorded in the data
    // directory, even if the file no longer says so, is said.
    let file = std::path::absolute(&path).unwrap_or(path);
    app.session_mut()
        .adjournment_mut()
        .read_from(file, |envelope| storage::data_dir().and_then(|data| storage::opened_at(&data, &envelope.id())));
    if app.game().is_over() {
        // A finished game from a file is only looked at; it is kept where it is.
        app.session_mut().autosave_mut().already_kept();
    }
    if let Some(path) = autosave {
        look_at_autosave(&mut app, &path, false, when);
    }
    Ok(app)
}

/// What the autosave holds at the start: nothing; an unfinished game (offered when `offer`,
/// else moved aside before this session's game is first written); a finished game (kept in
/// `games/` now); or something unreadable (set aside and reported).
fn look_at_autosave(app: &mut App, path: &Path, offer: bool, unix_secs: CalendarTime) {
    let s = app.strings();
    match read(path) {
        Ok(None) => {}
        Ok(Some((text, saved))) if saved.game.is_over() => {
            // Left behind when keeping it failed last time: keep it now.
            match store::write(&Store::Archive(text), unix_secs, s) {
                Ok(Some(kept)) => app.say((s.archived)(&kept)),
                Ok(None) => {}
                Err(why) => {
                    app.session_mut().autosave_mut().block();
                    app.refuse((s.archive_failed)(&why));
                }
            }
        }
        Ok(Some((_, saved))) if offer => app.offer_found(saved),
        Ok(Some(_)) => app.session_mut().autosave_mut().holds_other(),
        Err(why) => {
            let text = match storage::set_aside(path) {
                Ok(kept) => (s.save_unreadable)(&why.text(s), &shown(&kept)),
                Err(e) => {
                    app.session_mut().autosave_mut().block();
                    (s.save_unreadable_stuck)(&why.text(s), &shown(path), &ReadError::from(&e).text(s))
                }
            };
            app.open(Some(Overlay::Notice(text)));
        }
    }
}

/// The longest name shown, as for names given on the command line.
const MAX_NAME_CHARS: usize = 40;

/// A player's name from a file, made safe to show: control characters and escape sequences
/// removed, trimmed, cut to a length; `fallback` when nothing is left.
fn clean_name(name: &str, fallback: &str) -> String {
    let cleaned = clean(name);
    let name: String = cleaned.trim().chars().take(MAX_NAME_CHARS).collect();
    if name.is_empty() { fallback.to_string() } else { name }
}

/// The game with its players' names cleaned (a file may hold anything in a tag), under a
/// strict (or practice) arbiter when it was saved under one or `arbiter` asks for one.
fn with_clean_options(game: Game, arbiter: Arbiter) -> Game {
    let mut options = game.options().clone();
    options.white = clean_name(&options.white, "White");
    options.black = clean_name(&options.black, "Black");
    options.strict_arbiter |= arbiter == Arbiter::Strict && !options.practice_arbiter;
    options.practice_arbiter |= arbiter == Arbiter::Practice && !options.strict_arbiter;
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

impl App {
    /// Puts a saved game on the screen: its clocks paused as saved (an untimed game simply
    /// goes on), the adjourned position with its envelope, or a finished game with its
    /// banner. A new game later starts from this game's setup: its start position, time
    /// control, players and rules — a game saved under a strict arbiter stays under one.
    pub fn resume_saved(&mut self, saved: Saved, now: Instant) {
        let game = with_clean_options(saved.game, self.prefs().arbiter);
        self.prefs_mut().arbiter = if game.is_practice() {
            Arbiter::Practice
        } else if game.options().strict_arbiter {
            Arbiter::Strict
        } else {
            Arbiter::Assist
        };
        let mut setup = self.setup().clone();
        setup.start = game.start_position().clone();
        setup.time_control = game.time_control().clone();
        setup.black_time_control = game.clock().has_odds().then(|| game.clock().time_control_of(Color::Black).clone());
        setup.options = game.options().clone();
        self.show_game(setup, game, now);
        let over = self.game().is_over();
        if self.game().clock().is_untimed() && !over {
            let _ = self.game_mut().resume(now);
        }
        let turn = self.game().turn();
        match saved.envelope {
            Some(envelope) if !over => {
                self.session_mut().adjournment_mut().wait(envelope);
                self.open(Some(Overlay::Envelope));
            }
            _ if !over && self.game().clock().is_paused() => self.say((self.strings().resumed_paused)(turn)),
            _ => {}
        }
    }

    /// An unfinished game was found at the start: the players choose to resume it or to start
    /// anew (it is then moved aside).
    pub fn offer_found(&mut self, saved: Saved) {
        self.session_mut().offer_found(saved);
        self.open(Some(Overlay::Found));
    }
}

/// The window that a notice covered: the envelope or the game-over banner, if either is due.
pub fn after_notice(app: &App) -> Option<Overlay> {
    if app.session().adjournment().envelope().is_some() {
        Some(Overlay::Envelope)
    } else if app.game().is_over() {
        Some(Overlay::GameOver)
    } else {
        None
    }
}

/// Keys of the question at the start: R resumes, N starts a new game (the same keys on a
/// Russian layout: К, Т), Q or F10 leaves everything as it is.
pub fn found_key(key: KeyEvent) -> Option<Action> {
    match key.code {
        KeyCode::Char('r' | 'R' | 'к' | 'К') => Some(Action::ResumeFound(true)),
        KeyCode::Char('n' | 'N' | 'т' | 'Т') => Some(Action::ResumeFound(false)),
        KeyCode::F(10) | KeyCode::Char('q' | 'Q' | 'й' | 'Й') => Some(Action::QuitNow),
        _ => None,
    }
}

/// The players answered the question at the start: the unfinished game comes back, or the
/// new game stays and the old save is moved aside (by the autosave, at once).
pub fn choose(app: &mut App, resume_it: bool, now: Instant) {
    let Some(saved) = app.session_mut().take_found() else { return };
    app.open(None);
    if resume_it {
        app.resume_saved(saved, now);
        app.store_holds_this(now);
    }
}

/// The question's text: the players, the move number, whose move.
pub fn found_text(app: &App) -> Option<String> {
    let game = &app.session().found()?.game;
    let name = |c: Color| clean_name(game.name(c), (app.strings().side)(c));
    Some((app.strings().found)(&name(Color::White), &name(Color::Black), game.position().fullmoves(), game.turn()))
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

    fn setup() -> Setup {
        match Setup::new(Position::new(), "5+3".parse().expect("5+3"), Some("Cmd"), None, Prefs::default()) {
            Ok(s) => s,
            Err(e) => panic!("{e}"),
        }
    }

    /// A save of `1. e4 e5` between `names`, written as a file would hold them: the names go
    /// into the tags as they are, escape sequences and all.
    fn saved(names: (&str, &str)) -> Saved {
        let tc: TimeControl = "3+2".parse().unwrap_or_else(|e| panic!("{e}"));
        let options = GameOptions { white: "W".into(), black: "B".into(), ..GameOptions::default() };
        let mut game = Game::new(Position::new(), tc, options);
        game.start_clock(at(0));
        for (mv, t) in [("e4", 4_000), ("e5", 9_000)] {
            assert!(game.play_text(mv, at(t)).is_ok());
        }
        let text = game.to_save(at(12_000), None);
        let text = text
            .replace("[White \"W\"]", &format!("[White \"{}\"]", names.0))
            .replace("[Black \"B\"]", &format!("[Black \"{}\"]", names.1));
        Game::from_save(&text).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_resumed_game_is_paused_with_clean_names_and_its_own_setup() {
        let mut app = App::new(setup(), at(0));
        app.resume_saved(saved(("An\u{1b}]0;pwned\u{7}na\u{1b}[31m", " ")), at(500));
        assert_eq!(app.game().name(Color::White), "Anna");
        assert_eq!(app.game().name(Color::Black), "Black");
        assert_eq!(app.game().moves().len(), 2);
        assert!(app.game().clock().is_paused());
        assert!(app.started());
        assert_eq!(app.setup().time_control.to_string(), "3+2");
        assert_eq!(app.setup().options.white, "Anna");
        assert!(app.message().is_some_and(|m| m.text.contains("F8")), "{:?}", app.message());
    }

    #[test]
    fn the_question_names_the_game() {
        let mut app = App::new(setup(), at(0));
        app.offer_found(saved(("Anna", "Boris")));
        assert_eq!(
            found_text(&app).as_deref(),
            Some("An unfinished game was found: Anna – Boris, move 2, White to move.")
        );
        choose(&mut app, true, at(0));
        assert!(app.session().found().is_none());
        assert_eq!(app.game().moves().len(), 2);
        // Nothing changed since it was read: nothing to write.
        assert_eq!(app.plan_store(at(0), false), None);
    }

    #[test]
    fn a_new_game_moves_the_found_one_aside_first() {
        let mut app = App::new(setup(), at(0));
        app.offer_found(saved(("Anna", "Boris")));
        assert_eq!(app.plan_store(at(0), false), None, "nothing while the players choose");
        choose(&mut app, false, at(0));
        assert_eq!(app.plan_store(at(0), false), Some(Store::Abandon));
        assert_eq!(app.game().name(Color::White), "Cmd");
    }
}
