//! The model of the terminal game: the game itself and everything the screen needs besides,
//! grouped in parts that keep their own state — the hand (cursor, picked-up piece, drag), the
//! input line, the session (autosave, adjournment, the game found at the start) — with one
//! [`Mode`] for what the board is doing, the open window and the last message. No terminal, no
//! real time: `now` is whatever the caller says.

use super::hand::Hand;
use super::input::InputLine;
use super::mode::Mode;
use super::overlay::Overlay;
use super::prefs::{FlipMode, PieceSet, Prefs};
use super::session::{Session, Shown, Store};
use super::setup::GameSetup;
use super::theme::Theme;
use crate::game::{CalendarTime, Instant, LowTime, Termination};
use crate::game::{Game, Setup};
use crate::lang::terminal::Strings;
use crate::rules::Notation;
use crate::rules::{Color, Move, Position, Square};

/// A message in the status line after an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// What to say.
    pub text: String,
    /// An error (something was refused) rather than news.
    pub error: bool,
}

/// What the app last saw of the game, to react once to a change: a move made or taken back
/// (the cursor goes to the side to move), the game just ended (the banner goes up).
#[derive(Debug, Clone, Copy, Default)]
struct Seen {
    /// The number of moves.
    plies: usize,
    /// The game was over.
    over: bool,
}

/// The whole state of the terminal game.
#[derive(Debug, Clone)]
pub struct App {
    /// The game being played.
    game: Game,
    /// The setup it started from, for a new game.
    setup: Setup,
    /// The look of the screen.
    prefs: Prefs,
    /// The texts, in the player's language.
    strings: &'static Strings,
    /// The time of the last update, on the game's timeline (ms).
    now: Instant,
    /// The terminal size, for the mouse.
    size: (u16, u16),
    /// The board is turned from what the flip mode says.
    flipped: bool,
    /// The cursor, the picked-up piece, the drag.
    hand: Hand,
    /// The typed text.
    input: InputLine,
    /// What the board is doing.
    mode: Mode,
    /// The open window, if any.
    overlay: Option<Overlay>,
    /// The last message.
    message: Option<Message>,
    /// What the app last saw of the game.
    seen: Seen,
    /// The program should end.
    quit: bool,
    /// The autosave, the adjournment, the game found at the start.
    session: Session,
    /// The engine's review of the finished game.
    engine_review: super::engine_review::EngineReview,
    /// Which clocks have been told of their low time.
    low_time: LowTime,
    /// The terminal bell is due (`--bell`: a clock went under the threshold, a flag fell).
    bell: bool,
    /// The game's costly verdicts are reached beside it (the real terminal), not at once.
    beside: bool,
}

impl App {
    /// A new app for `setup`, at time `now`. A timed game waits for the players to start the
    /// clock; an untimed one starts at once.
    pub fn new(setup: GameSetup, now: Instant) -> App {
        // Only a stand-in until `reset_game` below: it asks no costly question.
        let GameSetup { game: setup, prefs, verdicts_beside } = setup;
        let mut game = setup.game(true);
        game.write_record_in(prefs.lang.record_words());
        let strings = Strings::of(prefs.lang);
        let prefs_warn = prefs.warn;
        let mut app = App {
            prefs,
            game,
            setup,
            strings,
            now,
            size: (80, 24),
            flipped: false,
            hand: Hand::default(),
            input: InputLine::default(),
            mode: Mode::Play,
            overlay: None,
            message: None,
            seen: Seen::default(),
            quit: false,
            session: Session::default(),
            engine_review: super::engine_review::EngineReview::default(),
            low_time: LowTime::new(prefs_warn),
            bell: false,
            beside: verdicts_beside,
        };
        app.reset_game(now);
        app
    }

    /// Starts the game from the setup again (a new game): the one place where everything
    /// about the old game is let go.
    pub fn reset_game(&mut self, now: Instant) {
        self.session.new_game();
        self.game = self.setup.game(self.beside);
        self.game.write_record_in(self.prefs.lang.record_words());
        if self.game.clock().is_untimed() {
            self.game.start_clock(now);
        }
        self.place_cursor();
        self.hand.empty();
        self.input.clear();
        self.mode = Mode::Play;
        self.message = None;
        self.seen.over = self.game.is_over();
        self.overlay = self.seen.over.then_some(Overlay::GameOver);
        self.low_time = LowTime::new(self.prefs.warn);
        self.bell = false;
    }

    /// A new game with the colours swapped (after a game): the names change sides, and so do
    /// the time controls of a game at time odds, which belong to the players. The board keeps
    /// the orientation the players chose.
    pub(super) fn swap_sides(&mut self, now: Instant) {
        self.setup.swap_sides();
        self.reset_game(now);
    }

    /// Puts a game on the screen in place of the one there (a saved game resumed), with the
    /// setup a new game will start from: its cursor placed, its banner up if it is over.
    pub(super) fn show_game(&mut self, setup: Setup, game: Game, now: Instant) {
        self.setup = setup;
        self.reset_game(now);
        self.game = game;
        if self.beside {
            self.game.reach_verdicts_beside();
        }
        self.game.write_record_in(self.prefs.lang.record_words());
        self.place_cursor();
        self.seen.over = self.game.is_over();
        self.overlay = self.seen.over.then_some(Overlay::GameOver);
        // A resumed clock already under its threshold is marked, not rung for.
        self.low_time.watch(self.game.clock(), self.now);
    }

    /// After every action: the game-over banner goes up once when the game has just ended
    /// (whatever was half done on the board is dropped), and when a move was made or taken
    /// back the cursor goes to the side to move's own place.
    pub(super) fn settle(&mut self) {
        let over = self.game.is_over();
        if over && !self.seen.over {
            self.overlay = Some(Overlay::GameOver);
            self.drop_hand();
            self.input.clear_move();
            let flag = self.game.outcome().is_some_and(|o| o.termination == Termination::Timeout);
            self.bell |= flag && self.prefs.bell;
        }
        let crossed = self.low_time.watch(self.game.clock(), self.now).is_some();
        self.bell |= crossed && self.prefs.bell;
        self.seen.over = over;
        if self.game.moves().len() != self.seen.plies {
            if over {
                self.seen.plies = self.game.moves().len();
            } else {
                self.place_cursor();
            }
        }
        let last = self.game.moves().len();
        if let Mode::Review(i) = &mut self.mode {
            *i = (*i).min(last);
        }
    }

    /// Whatever was half done on the board is dropped: the piece in hand, a drag, claim mode.
    pub(super) fn drop_hand(&mut self) {
        self.hand.empty();
        if self.mode == Mode::Claim {
            self.mode = Mode::Play;
        }
    }

    /// From now on the game's costly verdicts (a dead position, a flag fall) are reached
    /// beside it, by the event loop's arbiter, and the board never waits on them.
    pub fn reach_verdicts_beside(&mut self) {
        self.beside = true;
        self.game.reach_verdicts_beside();
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, to act on.
    pub(super) fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// The setup a new game starts from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The look of the screen.
    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// The look of the screen, to change.
    pub(super) fn prefs_mut(&mut self) -> &mut Prefs {
        &mut self.prefs
    }

    /// The texts, in the player's language.
    pub fn strings(&self) -> &'static Strings {
        self.strings
    }

    /// The time of the last update, on the game's timeline (ms).
    pub fn now(&self) -> Instant {
        self.now
    }

    /// Time moves on to `now` (never back).
    pub(super) fn advance(&mut self, now: Instant) -> Instant {
        self.now = self.now.max(now);
        self.game.update(self.now);
        self.now
    }

    /// The terminal size.
    pub fn size(&self) -> (u16, u16) {
        self.size
    }

    /// The terminal has a new size.
    pub(super) fn resize(&mut self, w: u16, h: u16) {
        self.size = (w, h);
    }

    /// The board is turned from what the flip mode says.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// Turns the board (`None`), or sets the flip mode and turns it back (`Some`).
    pub(super) fn flip(&mut self, mode: Option<FlipMode>) {
        match mode {
            None => self.flipped = !self.flipped,
            Some(mode) => {
                self.prefs.flip = mode;
                self.flipped = false;
            }
        }
    }

    /// The cursor, the picked-up piece, the drag.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// The hand, to move.
    pub(super) fn hand_mut(&mut self) -> &mut Hand {
        &mut self.hand
    }

    /// The cursor's square.
    pub fn cursor(&self) -> Square {
        self.hand.cursor()
    }

    /// The picked-up piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.hand.selected()
    }

    /// Puts the cursor on `sq`, as the arrow keys or the mouse would.
    pub fn set_cursor(&mut self, sq: Square) {
        self.hand.set_cursor(sq);
    }

    /// The input line.
    pub fn input(&self) -> &InputLine {
        &self.input
    }

    /// The input line, to edit.
    pub(super) fn input_mut(&mut self) -> &mut InputLine {
        &mut self.input
    }

    /// What the board is doing.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The board does something else now.
    pub(super) fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
    }

    /// In review: the index of the position shown.
    pub fn review(&self) -> Option<usize> {
        self.mode.review()
    }

    /// True in claim mode: the next move made is the intended move of a draw claim.
    pub fn claiming(&self) -> bool {
        self.mode.is_claiming()
    }

    /// The open window, if any.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The open window, to change what it shows.
    pub(super) fn overlay_mut(&mut self) -> Option<&mut Overlay> {
        self.overlay.as_mut()
    }

    /// Opens a window (or closes the open one with `None`).
    pub(super) fn open(&mut self, overlay: Option<Overlay>) {
        self.overlay = overlay;
    }

    /// Closes the open window, giving it back.
    pub(super) fn close(&mut self) -> Option<Overlay> {
        self.overlay.take()
    }

    /// The last message.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The last message has had its time.
    pub(super) fn clear_message(&mut self) {
        self.message = None;
    }

    /// True when the program should end.
    pub fn quitting(&self) -> bool {
        self.quit
    }

    /// The program ends.
    pub(super) fn quit(&mut self) {
        self.quit = true;
    }

    /// The engine's review of the finished game.
    pub fn engine_review(&self) -> &super::engine_review::EngineReview {
        &self.engine_review
    }

    /// The engine's review, to start or to look at.
    pub fn engine_review_mut(&mut self) -> &mut super::engine_review::EngineReview {
        &mut self.engine_review
    }

    /// Starts the engine's review once the game is over (a no-op when it is running or done).
    pub fn review_finished_game(&mut self) {
        if self.game.is_over() {
            self.engine_review.start_for(&self.game);
        }
    }

    /// The autosave, the adjournment, the game found at the start.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The session, to change.
    pub(super) fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    /// Sets the calendar: seconds since 1970 (UTC) at time 0 of the game's timeline, for the
    /// dates of saved games.
    pub fn set_calendar(&mut self, at_zero: CalendarTime) {
        self.session.set_calendar(at_zero);
    }

    /// The calendar time of `now` on the game's timeline, if known.
    pub fn unix_at(&self, now: Instant) -> Option<CalendarTime> {
        self.session.unix_at(now)
    }

    /// What must be written after an update at `now` so that the files hold the game on the
    /// screen; `leaving` asks for a last write of an unfinished game even if nothing changed.
    pub fn plan_store(&mut self, now: Instant, leaving: bool) -> Option<Store> {
        let started = self.started();
        self.session.plan(&self.game, started, now, leaving)
    }

    /// The game's own save now holds the game on the screen exactly as it is.
    pub(super) fn store_holds_this(&mut self, now: Instant) {
        let started = self.started();
        self.session.holds_this(&self.game, started, now);
    }

    /// The name the players gave the player of `side`, if they gave one: a question then
    /// addresses them by it ("Anna (White), do you resign?"); without names, by the side.
    pub fn player(&self, side: Color) -> Option<&str> {
        self.game.name(side)
    }

    /// True when a draw can be agreed: both sides have moved (FIDE 5.2.3).
    pub fn agreement_possible(&self) -> bool {
        Color::ALL.iter().all(|&c| self.game.moves_by(c) > 0)
    }

    /// True once the players said go (always for an untimed game): the clock has a side to
    /// move, running or paused.
    pub fn started(&self) -> bool {
        self.game.clock().is_untimed() || self.game.clock().to_move().is_some()
    }

    /// Puts the cursor where the side to move will want it: on the piece it moved last, on
    /// its king when that piece is gone, and before its first move on its king's pawn (e2,
    /// e7) or its king. Each player so finds the cursor where they left it, whichever way the
    /// board is turned.
    pub fn place_cursor(&mut self) {
        let pos = self.game.position();
        let turn = pos.turn();
        let own = |sq: Square| pos.piece_at(sq).is_some_and(|p| p.color == turn);
        let last = self.game.moves().iter().rev().find(|m| m.color == turn).map(|m| m.mv.to());
        let start = turn.fold(Square::E2, Square::E7);
        let cursor = match last {
            Some(sq) if own(sq) => sq,
            None if own(start) => start,
            _ => pos.king_of(turn),
        };
        self.hand.set_cursor(cursor);
        self.seen.plies = self.game.moves().len();
    }

    /// The notation moves are shown in: the chosen one, but SAN for figurines when only
    /// ASCII may be drawn.
    pub fn notation(&self) -> Notation {
        match self.prefs.notation {
            Notation::Figurine if self.prefs.pieces == PieceSet::Ascii => Notation::San,
            n => n,
        }
    }

    /// `mv`, a legal move of the position on the board, as the screen writes moves.
    pub fn move_here(&self, mv: Move) -> String {
        crate::rules::write_move(self.game.position(), mv, self.notation())
    }

    /// Move `ply` (0-based) of the game as the screen shows it, in the chosen notation (the
    /// PGN keeps SAN).
    pub fn move_text(&self, ply: usize) -> String {
        let Some(played) = self.game.moves().get(ply) else { return String::new() };
        match self.notation() {
            Notation::San => played.san.clone(),
            n => self
                .game
                .position_after(ply)
                .map_or_else(|| played.san.clone(), |before| crate::rules::write_hand_move(before, played.mv, n)),
        }
    }

    /// Move `ply` as players say it, numbered: `12. Nf3` or `12… Nf6`.
    pub fn move_label(&self, ply: usize) -> String {
        let Some(played) = self.game.moves().get(ply) else { return String::new() };
        let text = self.move_text(ply);
        match played.color {
            Color::White => format!("{}. {text}", played.number),
            Color::Black => format!("{}… {text}", played.number),
        }
    }

    /// The last move of the game, labelled as [`App::move_label`] says it.
    pub fn last_move_label(&self) -> String {
        self.game.moves().len().checked_sub(1).map(|i| self.move_label(i)).unwrap_or_default()
    }

    /// The theme the prefs ask for.
    pub fn theme(&self) -> Theme {
        Theme { color: self.prefs.color, pieces: self.prefs.pieces, depth: self.prefs.depth }
    }

    /// The index of the position on the board: the reviewed one or the current one.
    pub fn shown_index(&self) -> usize {
        let last = self.game.moves().len();
        self.review().map_or(last, |i| i.min(last))
    }

    /// The position on the board.
    pub fn shown_position(&self) -> &Position {
        self.game.position_after(self.shown_index()).unwrap_or_else(|| self.game.position())
    }

    /// The move that led to the position on the board.
    pub fn shown_last_move(&self) -> Option<Move> {
        let i = self.shown_index();
        i.checked_sub(1).and_then(|j| self.game.moves().get(j)).map(|m| m.mv)
    }

    /// The side at the bottom of the board. With `--flip auto` it is the side to move in the
    /// game, not in the position reviewed: the board does not turn at every step of a review.
    pub fn bottom(&self) -> Color {
        let base = match self.prefs.flip {
            FlipMode::White => Color::White,
            FlipMode::Black => Color::Black,
            FlipMode::Auto => self.game.turn(),
        };
        if self.flipped { !base } else { base }
    }

    /// How the game ended, as the screen says it (the status line and the game-over box): a
    /// position given over before any move (mate, stalemate, dead) says so first.
    pub fn outcome_text(&self) -> Option<String> {
        let outcome = self.game.outcome()?;
        let text = (self.strings.outcome)(&outcome);
        let at_start = self.game.moves().is_empty() && outcome.by.is_none();
        Some(if at_start { (self.strings.over_at_start)(&text) } else { text })
    }

    /// True while a game is going on that quitting would lose.
    pub fn in_progress(&self) -> bool {
        Shown { game: &self.game, started: self.started(), unix: None }.in_progress()
    }

    /// True when the side to move may act on the board now: started, not paused, not over,
    /// not reviewing. Otherwise the reason, as a message.
    pub fn can_play(&self) -> Result<(), &'static str> {
        if self.game.is_over() {
            Err(self.strings.is_over)
        } else if !self.started() {
            Err(self.strings.not_started)
        } else if self.game.clock().is_paused() {
            Err(self.strings.is_paused)
        } else if self.review().is_some() {
            Err(self.strings.in_review)
        } else {
            Ok(())
        }
    }

    /// Says something in the status line.
    pub fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message { text: text.into(), error: false });
    }

    /// Says that something was refused.
    pub fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message { text: text.into(), error: true });
    }

    /// The instant after `now` at which the screen changes by itself (a clock's display, a
    /// flag, a clock going under its low-time threshold), if any: the event loop sleeps until
    /// then.
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        if !self.started() {
            return None;
        }
        let low = self.low_time.next_deadline(self.game.clock(), now).filter(|_| !self.game.is_over());
        [self.game.next_deadline(now), low].into_iter().flatten().min()
    }

    /// True when `side`'s clock is under its low-time threshold (`--warn`), with time left:
    /// the same threshold as `ferz clock`'s.
    pub fn is_low(&self, side: Color) -> bool {
        self.low_time.is_low(self.game.clock(), side, self.now)
    }

    /// `side`'s low-time threshold.
    pub fn low_threshold(&self, side: Color) -> crate::game::Duration {
        self.low_time.threshold(self.game.clock(), side)
    }

    /// Takes the bell that is due, if one is: the event loop rings it once.
    pub(super) fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.bell)
    }
}
