//! The screen-reader face (`--screen-reader`): the same game as the terminal game — the same
//! [`App`], the same driver and `update`, the same saves, autosave, adjournment, claims, offers and arbiter
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
use std::sync::mpsc::{self, Sender};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use commands::Asked;
use narrator::{Narrator, clocks, last_move, player, words};

use super::action::{Action, Intent, UiEvent};
use super::app::App;
use super::command::parse_command;
use super::driver::{Driver, Face, Notice, RunError, Took, World, act};
use super::overlay::{Overlay, Question, Typed};
use super::resume::Begin;
use super::setup::GameSetup;
use super::signals::millis;
use crate::game::Instant;

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
/// begins it, run by the same driver. At the end of input the game is saved as on quitting,
/// and the program ends with status 0; SIGTERM, SIGHUP, SIGINT and SIGQUIT save it and end
/// with 128 + the signal.
pub fn run(mut setup: GameSetup, how: Begin) -> Result<(), RunError> {
    setup.verdicts_beside = true;
    setup.prefs.color = false;
    let start = std::time::Instant::now();
    // A signal writes the game as the loop last left it, its clock run up to the signal.
    let mut driver = Driver::begin(setup, how, start)?;
    read_into(driver.sender());
    let mut face = Reader { quiet: Quiet { start }, narrator: Narrator::default(), log: Log::new() };
    let played = driver.run(&mut face);
    // The end of input or a quit: the game is kept as on quitting, the arbiter's ruling on the
    // last move waited for (within its budget), so the result is said and kept.
    let saved = driver.finish(&mut face, || {});
    let app = driver.into_app();
    face.log.say(face.narrator.news(&app, face.quiet.now()));
    // The adjournment's farewell, unless it was just said as the game's message.
    if let Some(farewell) = app.session().adjournment().farewell()
        && app.message().is_none_or(|m| m.text != farewell)
    {
        face.log.say([farewell]);
    }
    played?;
    if saved.is_err() { Err(RunError::Unsaved(app.strings())) } else { Ok(()) }
}

/// The screen-reader face: the log it says things in, what it has said, the time.
struct Reader {
    quiet: Quiet,
    narrator: Narrator,
    log: Log,
}

impl World for Reader {
    fn now(&self) -> Instant {
        self.quiet.now()
    }

    fn clear(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn ring(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Face for Reader {
    type Input = String;

    fn opening(&mut self, app: &mut App) -> io::Result<bool> {
        self.log.say(self.narrator.opening(app, self.quiet.now()));
        close_notice(app, &mut self.narrator, &self.log, &mut self.quiet)?;
        Ok(false)
    }

    fn input(&mut self, app: &mut App, line: String) -> io::Result<Took> {
        let quit = answer(app, &mut self.narrator, &self.log, &line, &mut self.quiet)?;
        self.log.say(self.narrator.news(app, self.quiet.now()));
        if quit {
            return Ok(Took::Quit);
        }
        close_notice(app, &mut self.narrator, &self.log, &mut self.quiet)?;
        Ok(Took::Changed)
    }

    fn deadline(&self, app: &App, now: Instant) -> Option<Instant> {
        self.narrator.next_deadline(app, now)
    }

    /// What changed by itself (a threshold, a ruling, a continue) is said; nothing is said
    /// twice.
    fn show(&mut self, app: &mut App, _: bool) -> io::Result<()> {
        let news = self.narrator.news(app, self.quiet.now());
        if !news.is_empty() {
            self.log.say(news);
        }
        close_notice(app, &mut self.narrator, &self.log, &mut self.quiet)
    }

    /// Nothing to take back after a stop: the log was never given away.
    fn continued(&mut self) -> io::Result<()> {
        Ok(())
    }

    /// The log says no review: no engine is started for one.
    fn shows_review(&self) -> bool {
        false
    }

    fn ruling_wait(&self) -> Duration {
        ARBITER_WAIT
    }
}

/// A window with nothing to answer (a notice) has been said: it is closed, and what it covered
/// comes up.
fn close_notice(app: &mut App, narrator: &mut Narrator, log: &Log, world: &mut Quiet) -> io::Result<()> {
    while app.overlay().is_some_and(|open| open.window(|w| w.closes_once_said())) {
        act(app, UiEvent::Cancel, world)?;
        narrator.forget_window();
        log.say(narrator.news(app, world.now()));
    }
    Ok(())
}

/// The lines of standard input, read on a thread of their own into the driver's one channel,
/// so that the loop can say a clock's threshold while nobody types; and a continue after a
/// stop, which wakes the loop. Bytes that are not UTF-8 are shown as such, never refused.
fn read_into(to: Sender<Notice<String>>) {
    let wake = Mutex::new(to.clone());
    super::signals::wake_on_continue(move || {
        let _ = wake.lock().unwrap_or_else(PoisonError::into_inner).send(Notice::Continued);
    });
    let ended = to.clone();
    let reader = std::thread::Builder::new().name("ferz-lines".into()).spawn(move || {
        let mut input = io::stdin().lock();
        loop {
            let mut bytes = Vec::new();
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => {
                    let _ = to.send(Notice::InputEnded);
                    return;
                }
                Ok(_) => {
                    if to.send(Notice::Input(String::from_utf8_lossy(&bytes).into_owned())).is_err() {
                        return;
                    }
                }
            }
        }
    });
    if reader.is_err() {
        let _ = ended.send(Notice::InputEnded);
    }
}

/// What the loop of `ferz clock` for a screen reader hears while it waits.
pub(crate) enum Heard {
    /// A line of standard input.
    Line(String),
    /// The end of standard input.
    End,
    /// The program was continued after a stop (Ctrl+Z, SIGTSTP, SIGSTOP).
    Continued,
}

/// The lines of standard input for `ferz clock`, read on a thread of their own, so that its
/// loop can say a clock's threshold while nobody types; and a continue after a stop, which
/// wakes the loop. Bytes that are not UTF-8 are shown as such, never refused.
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
fn act_all(app: &mut App, actions: Vec<Action>, world: &mut Quiet) -> io::Result<bool> {
    let mut quit = false;
    for action in actions {
        quit = act(app, action, world)?;
    }
    Ok(quit)
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
}

/// Answers a typed line: the open window's question first (yes or no, the sealed move, the
/// piece of a promotion, the game to resume: each window's `Window::typed`), then the face's
/// own commands, the game's `:commands`, an answer to a draw offer, and otherwise a move. True
/// when the program must end.
fn answer(app: &mut App, narrator: &mut Narrator, log: &Log, line: &str, world: &mut Quiet) -> io::Result<bool> {
    let w = words(app);
    // Whatever the game says now is news, even in the same words as before.
    app.screen.message = None;
    narrator.forget_message();
    let text = line.trim();
    let open = app.overlay().cloned();
    match open.as_ref().map_or(Typed::Pass, |window| window.window(|w| w.typed(app, text))) {
        Typed::Pass => {}
        Typed::CloseThenPass => {
            act(app, UiEvent::Cancel, world)?;
        }
        Typed::AskAgain(lines) => {
            log.say(lines);
            return Ok(false);
        }
        Typed::Act(actions) => return act_all(app, actions, world),
        Typed::Choose(actions) => {
            let quit = act_all(app, actions, world)?;
            if app.overlay() != open.as_ref() {
                // The game chosen, or the new one, is introduced as at the start.
                narrator.forget_window();
                log.say(narrator.opening(app, world.now()));
            }
            return Ok(quit);
        }
        Typed::Command(command) => return game_command(app, log, &command, world),
    }
    let game = app.game();
    let now = world.now();
    match commands::read(text, w) {
        Asked::Empty if !app.started() && !game.is_over() => return act(app, Intent::Start, world),
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
        Asked::Game(command) => return game_command(app, log, &command, world),
        Asked::Text(text) => return move_or_answer(app, log, &text, world),
    }
    Ok(false)
}

/// A `:command` of the game, read by the game's own command line; those that change the drawn
/// board have nothing to do here, and `:help` is the face's help.
fn game_command(app: &mut App, log: &Log, command: &str, world: &mut Quiet) -> io::Result<bool> {
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
        Ok(action) => return act(app, action, world),
    }
    Ok(false)
}

/// A line that is no command: the answer to a pending draw offer (yes or no, by the player it
/// was made to), or a move in any notation the game reads.
fn move_or_answer(app: &mut App, log: &Log, text: &str, world: &mut Quiet) -> io::Result<bool> {
    let w = words(app);
    let game = app.game();
    if game.is_over() {
        log.say([w.after_game()]);
        return Ok(false);
    }
    let offer = game.draw_offer().filter(|&by| by != game.turn());
    if let (Some(_), Some(yes)) = (offer, crate::tui::answers::yes_or_no(text, w)) {
        act(app, if yes { Intent::Accept } else { Intent::Decline }, world)?;
        // The game asks the player it was made to whether they accept it: they just said so.
        if let Some(Overlay::Confirm(Question::Accept(_))) = app.overlay() {
            return act(app, Intent::Answer(true), world);
        }
        return Ok(false);
    }
    if app.overlay().is_none() && is_a_word(text) {
        // "board", "time", "draw": no move is written with letters alone, so the player meant a
        // command; the refusal of a move ("'w' is not used in writing moves") would not help.
        log.say([w.unknown(&crate::text::visible_short(text))]);
        return Ok(false);
    }
    app.input.clear();
    for c in text.chars() {
        act(app, UiEvent::Type(c), world)?;
    }
    let quit = act(app, UiEvent::Submit, world)?;
    // A refused move is said and forgotten: the next line is a new try.
    app.input.clear();
    Ok(quit)
}

/// A word of three letters or more and nothing else (any alphabet): never a move, whose every
/// way of writing has a digit or a hyphen in it (e4, Nf3, O-O, g1f3).
fn is_a_word(text: &str) -> bool {
    text.chars().count() >= 3 && text.chars().all(char::is_alphabetic)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_told_from_moves() {
        for word in ["board", "time", "draw", "resign", "доска", "ход"] {
            assert!(is_a_word(word), "{word}");
        }
        for not in ["e4", "Nf3", "O-O", "0-0-0", "g1f3", "exd5", "Кf3", "e8=Q", "Кр", "b", "ok!", "Ng1-f3"] {
            assert!(!is_a_word(not), "{not}");
        }
    }

    #[test]
    fn lines_are_wrapped_between_words() {
        assert_eq!(wrap("White: pawn e2 to e4", 12), vec!["White: pawn", "e2 to e4"]);
        assert_eq!(wrap("", 12), vec![""]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
    }
}
