//! The screen-reader face (`--screen-reader`): the same game as the terminal game — the same
//! [`App`], the same `update`, the same saves, autosave, adjournment, claims, offers and arbiter
//! modes — told as a log that only grows, for a player who listens (Orca, NVDA, Speakup read a
//! terminal line by line). No alternate screen, no raw mode, no box drawing, no figurines, no
//! colour: plain lines appended to standard output, and input read a line at a time in the
//! terminal's own cooked mode. Each event is said once ([`narrator`]); the player asks for the
//! rest with the commands of lichess's blind mode ([`commands`]): `c` clocks, `l` last move,
//! `p N` pieces, `s e` / `s 4` a file or rank, `b` the board, `o` the opponent, `h` help, and
//! every `:command` and move notation of the game. A game begun in one face resumes in the other.

mod clock;
pub(in crate::tui) mod commands;
mod describe;
mod narrator;
mod thresholds;

pub use clock::run_clock;

use std::io::{self, BufRead, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use commands::Asked;
use narrator::{Narrator, clocks, last_move, player, words};

use super::action::{Action, Intent, Report, UiEvent};
use super::app::App;
use super::arbiter::Arbiter;
use super::command::parse_command;
use super::overlay::{Overlay, Question, Typed};
use super::pgn_file;
use super::resume::Begin;
use super::session::StoreResult;
use super::session::store::Store;
use super::setup::GameSetup;
use super::signals::Turn;
use super::terminal::{LastSave, RunError, World, millis, perform, unix_secs};
use super::update::update;
use crate::game::Instant;

/// How long to sleep when nothing is due to be said by itself.
const IDLE: Duration = Duration::from_secs(3_600);

/// How often the loop looks for the arbiter's ruling while one is being reached.
const ARBITER_LOOK: Duration = Duration::from_millis(20);

/// How long the end of input waits for the arbiter's ruling on the last move before saving.
const ARBITER_WAIT: Duration = Duration::from_secs(10);

/// Where the face writes: standard output, a line at a time, each wrapped at the terminal's
/// width between words so that no line is longer than the terminal.
pub(crate) struct Log {
    width: usize,
}

impl Log {
    /// The log of the terminal on standard output (80 columns when it says no size).
    pub(crate) fn new() -> Log {
        let width = crossterm_size().map_or(80, |(w, _)| usize::from(w)).max(20);
        Log { width }
    }

    /// Says each line; nothing of it is ever drawn over. The lines leave in one write, so a
    /// screen reader (or a test) never finds half of what was said at once.
    pub(crate) fn say<S: AsRef<str>>(&self, lines: impl IntoIterator<Item = S>) {
        let mut said = String::new();
        for line in lines {
            for part in wrap(&crate::text::clean(line.as_ref()), self.width) {
                said.push_str(&part);
                said.push('\n');
            }
        }
        let mut out = io::stdout().lock();
        let _ = out.write_all(said.as_bytes());
        let _ = out.flush();
    }
}

/// `text` cut between words into lines of at most `width` characters (a word longer than that
/// is cut where it must be).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let (len, word_len) = (line.chars().count(), word.chars().count());
        if len > 0 && len + 1 + word_len > width {
            lines.push(std::mem::take(&mut line));
        }
        let mut word: String = word.to_string();
        while word.chars().count() > width {
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            lines.push(head);
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The terminal's size, if standard output is one.
fn crossterm_size() -> io::Result<(u16, u16)> {
    crossterm::terminal::size()
}

/// Plays a game for a screen reader until the players quit or the input ends: a new one (after
/// offering the unfinished games found) or the one `how` names, begun as the terminal game
/// begins it. At the end of input the game is saved as on quitting, and the program ends with
/// status 0; SIGTERM, SIGHUP, SIGINT and SIGQUIT save it and end with 128 + the signal.
pub fn run(mut setup: GameSetup, how: Begin) -> Result<(), RunError> {
    setup.verdicts_beside = true;
    setup.prefs.color = false;
    let start = std::time::Instant::now();
    // A signal writes the game as the loop last left it, its clock run up to the signal.
    let (mut app, farewell) = super::terminal::begin(setup, how, start)?;
    let mut turn = farewell.turn();
    let lines = read_lines();
    let log = Log::new();
    let mut narrator = Narrator::default();
    log.say(narrator.opening(&app, millis(start)));
    close_notice(&mut app, &mut narrator, &log, start)?;
    let mut arbiter = Arbiter::default();
    loop {
        while let Some((inquiry, ruling)) = arbiter.poll(app.game()) {
            if act(&mut app, Report::Ruled(Box::new((inquiry, ruling))), start)? {
                return finish(&mut app, &mut turn, &mut arbiter, &mut narrator, &log, start);
            }
            log.say(narrator.news(&app, millis(start)));
        }
        let now = millis(start);
        let due = narrator.next_deadline(&app, now).map_or(IDLE, |at| Duration::from_millis((at - now).as_ms().max(1)));
        let timeout = if arbiter.busy() { due.min(ARBITER_LOOK) } else { due };
        let leave = |last: &mut LastSave| *last = LastSave::of(&app);
        let line = match turn.sleep(leave, || lines.recv_timeout(timeout)) {
            Ok(Heard::Line(line)) => Some(line),
            Ok(Heard::Continued) => {
                // Continued after a stop: the running clock is paused, and that is said.
                super::signals::take_continued();
                if act(&mut app, Report::Continued, start)? {
                    return finish(&mut app, &mut turn, &mut arbiter, &mut narrator, &log, start);
                }
                log.say(narrator.news(&app, millis(start)));
                continue;
            }
            Ok(Heard::End) | Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => None,
        };
        let quit = match line {
            Some(line) => answer(&mut app, &mut narrator, &log, &line, start)?,
            None => act(&mut app, Report::Tick, start)?,
        };
        log.say(narrator.news(&app, millis(start)));
        if quit {
            return finish(&mut app, &mut turn, &mut arbiter, &mut narrator, &log, start);
        }
        close_notice(&mut app, &mut narrator, &log, start)?;
    }
    // The end of input: the game is kept as on quitting.
    finish(&mut app, &mut turn, &mut arbiter, &mut narrator, &log, start)
}

/// The last write of the game, and the adjournment's farewell if there is one. The arbiter's
/// ruling on the last move is waited for (within its budget), so the result is said and kept.
fn finish(
    app: &mut App,
    turn: &mut Turn<'_, LastSave>,
    arbiter: &mut Arbiter,
    narrator: &mut Narrator,
    log: &Log,
    start: std::time::Instant,
) -> Result<(), RunError> {
    let waited = std::time::Instant::now();
    loop {
        while let Some((inquiry, ruling)) = arbiter.poll(app.game()) {
            act(app, Report::Ruled(Box::new((inquiry, ruling))), start)?;
        }
        if !arbiter.busy() || waited.elapsed() > ARBITER_WAIT {
            break;
        }
        std::thread::sleep(ARBITER_LOOK);
    }
    log.say(narrator.news(app, millis(start)));
    let last = turn.last();
    *last = LastSave::of(app);
    let saved = last.leave(millis(start));
    // The adjournment's farewell, unless it was just said as the game's message.
    if let Some(farewell) = app.session().adjournment().farewell()
        && app.message().is_none_or(|m| m.text != farewell)
    {
        log.say([farewell]);
    }
    if saved.is_err() { Err(RunError::Unsaved(app.strings())) } else { Ok(()) }
}

/// A window with nothing to answer (a notice) has been said: it is closed, and what it covered
/// comes up.
fn close_notice(app: &mut App, narrator: &mut Narrator, log: &Log, start: std::time::Instant) -> io::Result<()> {
    while app.overlay().is_some_and(|open| open.window(|w| w.closes_once_said())) {
        act(app, UiEvent::Cancel, start)?;
        narrator.forget_window();
        log.say(narrator.news(app, millis(start)));
    }
    Ok(())
}

/// What the loop of the face hears while it waits.
pub(crate) enum Heard {
    /// A line of standard input.
    Line(String),
    /// The end of standard input.
    End,
    /// The program was continued after a stop (Ctrl+Z, SIGTSTP, SIGSTOP).
    Continued,
}

/// The lines of standard input, read on a thread of their own, so that the loop can say a
/// clock's threshold while nobody types; and a continue after a stop, which wakes the loop.
/// Bytes that are not UTF-8 are shown as such, never refused.
fn read_lines() -> mpsc::Receiver<Heard> {
    let (send, receive) = mpsc::channel();
    let wake = send.clone();
    super::signals::wake_on_continue(move || {
        let _ = wake.send(Heard::Continued);
    });
    std::thread::spawn(move || {
        let mut input = io::stdin().lock();
        loop {
            let mut bytes = Vec::new();
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => {
                    let _ = send.send(Heard::End);
                    return;
                }
                Ok(_) => {
                    if send.send(Heard::Line(String::from_utf8_lossy(&bytes).into_owned())).is_err() {
                        return;
                    }
                }
            }
        }
    });
    receive
}

/// Applies `actions` in turn. True when the program must end after the last.
fn act_all(app: &mut App, actions: Vec<Action>, start: std::time::Instant) -> io::Result<bool> {
    let mut quit = false;
    for action in actions {
        quit = act(app, action, start)?;
    }
    Ok(quit)
}

/// Applies `action` now and does what it asks of the world. True when the program must end.
fn act(app: &mut App, action: impl Into<Action>, start: std::time::Instant) -> io::Result<bool> {
    let effects = update(app, action, millis(start));
    perform(app, effects, &mut Quiet { start })
}

/// The screen reader's world: the files and the time. Nothing is redrawn and no bell is rung:
/// the log is plain words.
struct Quiet {
    start: std::time::Instant,
}

impl World for Quiet {
    fn now(&self) -> Instant {
        millis(self.start)
    }

    fn clear(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn ring(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn suspend(&mut self) {
        super::signals::suspend();
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

/// Answers a typed line: the open window's question first (yes or no, the sealed move, the
/// piece of a promotion, the game to resume: each window's `Window::typed`), then the face's
/// own commands, the game's `:commands`, an answer to a draw offer, and otherwise a move. True
/// when the program must end.
fn answer(
    app: &mut App,
    narrator: &mut Narrator,
    log: &Log,
    line: &str,
    start: std::time::Instant,
) -> io::Result<bool> {
    let w = words(app);
    // Whatever the game says now is news, even in the same words as before.
    app.screen.message = None;
    narrator.forget_message();
    let text = line.trim();
    let open = app.overlay().cloned();
    match open.as_ref().map_or(Typed::Pass, |window| window.window(|w| w.typed(app, text))) {
        Typed::Pass => {}
        Typed::CloseThenPass => {
            act(app, UiEvent::Cancel, start)?;
        }
        Typed::AskAgain(lines) => {
            log.say(lines);
            return Ok(false);
        }
        Typed::Act(actions) => return act_all(app, actions, start),
        Typed::Choose(actions) => {
            let quit = act_all(app, actions, start)?;
            if app.overlay() != open.as_ref() {
                // The game chosen, or the new one, is introduced as at the start.
                narrator.forget_window();
                log.say(narrator.opening(app, millis(start)));
            }
            return Ok(quit);
        }
        Typed::Command(command) => return game_command(app, log, &command, start),
    }
    let game = app.game();
    let now = millis(start);
    match commands::read(text, w) {
        Asked::Empty if !app.started() && !game.is_over() => return act(app, Intent::Start, start),
        Asked::Empty if game.is_over() => log.say([w.after_game()]),
        Asked::Empty => log.say([w.to_move(player(app, game.turn()))]),
        Asked::Clocks => log.say([clocks(app, now)]),
        Asked::LastMove => log.say([last_move(app)]),
        Asked::Pieces(color, role) => log.say([w.pieces(color, role, &describe::pieces(game.position(), color, role))]),
        Asked::Scan(line) => {
            let (occupied, empty) = describe::board_line(game.position(), line);
            log.say([w.board_line(line, &occupied, empty)]);
        }
        Asked::Board => log.say(describe::ranks().map(|line| {
            let (occupied, empty) = describe::board_line(game.position(), line);
            w.board_line(line, &occupied, empty)
        })),
        Asked::Opponent => log.say([w.opponent(player(app, game.turn()), player(app, !game.turn()))]),
        Asked::Help => log.say(commands::help(w)),
        Asked::BadArgument(command, key) => log.say([w.bad_argument(command, key)]),
        Asked::Game(command) => return game_command(app, log, &command, start),
        Asked::Text(text) => return move_or_answer(app, log, &text, start),
    }
    Ok(false)
}

/// A `:command` of the game, read by the game's own command line; those that change the drawn
/// board have nothing to do here, and `:help` is the face's help.
fn game_command(app: &mut App, log: &Log, command: &str, start: std::time::Instant) -> io::Result<bool> {
    let w = words(app);
    match parse_command(command, app.strings()) {
        Err(why) => log.say([why]),
        Ok(Action::Ui(UiEvent::Help)) => log.say(commands::help(w)),
        Ok(Action::Ui(UiEvent::Redraw)) => {}
        Ok(Action::Ui(
            UiEvent::Flip
            | UiEvent::SetFlip(_)
            | UiEvent::SetHints(_)
            | UiEvent::SetPieces(_)
            | UiEvent::SetNotation(_)
            | UiEvent::Review
            | UiEvent::TimeChart,
        )) => {
            let word = command.split_whitespace().next().unwrap_or_default();
            log.say([w.not_here(&crate::text::visible_short(word))]);
        }
        Ok(action) => return act(app, action, start),
    }
    Ok(false)
}

/// A line that is no command: the answer to a pending draw offer (yes or no, by the player it
/// was made to), or a move in any notation the game reads.
fn move_or_answer(app: &mut App, log: &Log, text: &str, start: std::time::Instant) -> io::Result<bool> {
    let w = words(app);
    let game = app.game();
    if game.is_over() {
        log.say([w.after_game()]);
        return Ok(false);
    }
    let offer = game.draw_offer().filter(|&by| by != game.turn());
    if let (Some(_), Some(yes)) = (offer, crate::tui::answers::yes_or_no(text, w)) {
        act(app, if yes { Intent::Accept } else { Intent::Decline }, start)?;
        // The game asks the player it was made to whether they accept it: they just said so.
        if let Some(Overlay::Confirm(Question::Accept(_))) = app.overlay() {
            return act(app, Intent::Answer(true), start);
        }
        return Ok(false);
    }
    app.input.clear();
    for c in text.chars() {
        act(app, UiEvent::Type(c), start)?;
    }
    let quit = act(app, UiEvent::Submit, start)?;
    // A refused move is said and forgotten: the next line is a new try.
    app.input.clear();
    Ok(quit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_wrapped_between_words() {
        assert_eq!(wrap("White: pawn e2 to e4", 12), vec!["White: pawn", "e2 to e4"]);
        assert_eq!(wrap("", 12), vec![""]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
    }
}
