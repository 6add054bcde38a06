//! The model of the terminal game: the game itself and everything the screen needs besides,
//! as parts that keep their own state — the [`Board`] (cursor, piece in hand, one [`Mode`] for
//! what the board is doing), the input line, the [`Play`] (the game and its setup), the
//! session (autosave, adjournment, the game found at the start), the open window, the look and
//! the [`Screen`] (time, size, last message). No terminal, no real time: `now` is whatever the
//! caller says.

use super::board::Board;
use super::event_play::{EventPlay, Events, Shelved};
use super::hand::Hand;
use super::input::InputLine;
use super::mode::Mode;
use super::overlay::{Ask, Overlay, Placement};
use super::play::Play;
use super::prefs::{FlipMode, PieceSet, Prefs};
use super::record::Record;
use super::screen::{Message, Screen};
use super::seat::{Computer, Seat, Seats};
use super::session::{Session, Shown, Store};
use super::setup::GameSetup;
use super::work::{Reporter, Think};
use crate::game::{CalendarTime, Instant, LowTime, Termination};
use crate::game::{Game, Setup};
use crate::lang::terminal::TerminalWords;
use crate::rules::Notation;
use crate::rules::{Color, Move, Position, Square};

/// The whole state of the terminal game, as parts that each keep their own state: the board
/// (cursor, piece in hand, mode), the input line, the game and its setup, the session around
/// it (saves, adjournment, the games found), the open window, the look and the screen.
#[derive(Debug, Clone)]
pub struct App {
    /// The cursor, the piece in hand, what the board is doing.
    pub(super) board: Board,
    /// The typed text.
    pub(super) input: InputLine,
    /// The game, its setup, its review and its clocks' watch.
    pub(super) play: Play,
    /// The autosave, the adjournment, the game found at the start.
    pub(super) session: Session,
    /// The open window, if any.
    pub(super) overlay: Option<Overlay>,
    /// The look of the screen.
    pub(super) prefs: Prefs,
    /// The time, the terminal's size, the last message, the end.
    pub(super) screen: Screen,
    /// The match or round-robin played on this screen, and those found waiting.
    pub(super) events: Events,
    /// Who sits in each chair: a person at this keyboard, or a computer.
    pub(super) seats: Seats,
}

impl App {
    /// A new app for `setup`, at time `now`. A timed game waits for the players to start the
    /// clock; an untimed one starts at once.
    pub fn new(setup: GameSetup, now: Instant) -> App {
        let prefs = setup.prefs;
        let seats = setup.seats.clone();
        let event = setup.event.clone().map(|m| EventPlay::new(m, setup.game.clone(), "match".into()));
        let mut app = App {
            board: Board::default(),
            input: InputLine::default(),
            play: Play::new(setup),
            session: Session::default(),
            overlay: None,
            prefs,
            screen: Screen::new(now),
            events: Events { on: event, shelf: Vec::new() },
            seats,
        };
        app.reset_game(now);
        app.begin_event(now);
        app
    }

    /// The event begins (or begins again): its first game due on the board and the standings
    /// window asking to start it (the lot said, when the colours were drawn).
    pub(super) fn begin_event(&mut self, now: Instant) {
        if self.next_event_game(now) {
            self.overlay = Some(Overlay::Standings(Ask::Next));
        }
    }

    /// Puts the event's next game on the board, its clock not started. False when there is no
    /// event or no game is left.
    pub(super) fn next_event_game(&mut self, now: Instant) -> bool {
        let Some(setup) = self.events.on.as_mut().and_then(EventPlay::next_game) else { return false };
        self.play.setup = setup;
        self.reset_game(now);
        true
    }

    /// Starts the game from the setup again (a new game): the one place where everything
    /// about the old game is let go.
    pub fn reset_game(&mut self, now: Instant) {
        self.session.new_game();
        self.play.game = self.play.new_game();
        self.play.computer_seals = None;
        if self.play.game.clock().is_untimed() {
            self.play.game.start_clock(now);
        }
        self.place_cursor();
        self.input.clear();
        self.screen.message = None;
        let over = self.play.game.is_over();
        self.board.reset(over);
        self.overlay = over.then_some(Overlay::GameOver);
        self.play.low_time = LowTime::new(self.prefs.warn);
        self.play.bell = false;
    }

    /// A new game with the colours swapped (after a game): the names change sides, and so do
    /// the time controls of a game at time odds, which belong to the players. The board keeps
    /// the orientation the players chose.
    pub(super) fn swap_sides(&mut self, now: Instant) {
        self.play.setup.swap_sides();
        self.seats.swap();
        self.reset_game(now);
    }

    /// Puts a game on the screen in place of the one there (a saved game resumed), with the
    /// setup a new game will start from: its cursor placed, its banner up if it is over.
    pub(super) fn show_game(&mut self, setup: Setup, game: Game, now: Instant) {
        self.play.setup = setup;
        self.reset_game(now);
        // The computer a saved game was played against sits in its chair again.
        self.seats = super::computer::saved_seats(&game);
        self.play.game = game;
        if self.play.beside {
            self.play.game.reach_verdicts_beside();
        }
        self.place_cursor();
        self.board.seen.over = self.play.game.is_over();
        self.overlay = self.board.seen.over.then_some(Overlay::GameOver);
        // A resumed clock already under its threshold is marked, not rung for.
        self.play.low_time.watch(self.play.game.clock(), self.screen.now);
    }

    /// After every action: the game-over banner goes up once when the game has just ended
    /// (whatever was half done on the board is dropped), and when a move was made or taken
    /// back the cursor goes to the side to move's own place. (An event's game just ended is
    /// recorded next, by the update: `event::settle`.)
    pub(super) fn settle(&mut self) {
        let over = self.play.game.is_over();
        if over && !self.board.seen.over {
            self.overlay = Some(Overlay::GameOver);
            self.board.drop_hand();
            self.input.clear_move();
            let flag = self.play.game.outcome().is_some_and(|o| o.termination == Termination::Timeout);
            self.play.bell |= flag && self.prefs.bell;
        }
        let crossed = self.play.low_time.watch(self.play.game.clock(), self.screen.now).is_some();
        self.play.bell |= crossed && self.prefs.bell;
        self.board.seen.over = over;
        if self.play.game.moves().len() != self.board.seen.plies {
            if over {
                self.board.seen.plies = self.play.game.moves().len();
            } else {
                self.place_cursor();
            }
        }
        self.board.keep_review_within(self.play.game.moves().len());
    }

    /// Whatever was half done on the board is dropped: the piece in hand, a drag, claim mode.
    pub(super) fn drop_hand(&mut self) {
        self.board.drop_hand();
    }

    /// From now on the game's costly verdicts (a dead position, a flag fall) are reached
    /// beside it, by the event loop's arbiter, and the board never waits on them.
    pub fn reach_verdicts_beside(&mut self) {
        self.play.beside = true;
        self.play.game.reach_verdicts_beside();
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.play.game
    }

    /// The setup a new game starts from.
    pub fn setup(&self) -> &Setup {
        &self.play.setup
    }

    /// The look of the screen.
    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// The texts, in the player's language.
    pub fn strings(&self) -> &'static dyn TerminalWords {
        self.prefs.lang.words()
    }

    /// The time of the last update, on the game's timeline (ms).
    pub fn now(&self) -> Instant {
        self.screen.now
    }

    /// Time moves on to `now` (never back).
    pub(super) fn advance(&mut self, now: Instant) -> Instant {
        let now = self.screen.advance(now);
        self.play.game.update(now);
        now
    }

    /// The terminal size.
    pub fn size(&self) -> (u16, u16) {
        self.screen.size
    }

    /// The terminal has a new size.
    pub(super) fn resize(&mut self, w: u16, h: u16) {
        self.screen.size = (w, h);
    }

    /// Where the face last stood the window it drew, as it told (see [`Placement`]).
    pub fn placement(&self) -> Option<&Placement> {
        self.screen.placement.as_ref()
    }

    /// The face drew the open window where `placement` says (`None`: it stood none).
    pub fn set_placement(&mut self, placement: Option<Placement>) {
        self.screen.placement = placement;
    }

    /// The board is turned from what the flip mode says.
    pub fn flipped(&self) -> bool {
        self.board.flipped
    }

    /// Turns the board (`None`), or sets the flip mode and turns it back (`Some`).
    pub(super) fn flip(&mut self, mode: Option<FlipMode>) {
        match mode {
            None => self.board.flipped = !self.board.flipped,
            Some(mode) => {
                self.prefs.flip = mode;
                self.board.flipped = false;
            }
        }
    }

    /// The cursor, the picked-up piece, the drag.
    pub fn hand(&self) -> &Hand {
        &self.board.hand
    }

    /// The cursor's square.
    pub fn cursor(&self) -> Square {
        self.board.hand.cursor()
    }

    /// The picked-up piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.board.hand.selected()
    }

    /// Puts the cursor on `sq`, as the arrow keys or the mouse would.
    pub fn set_cursor(&mut self, sq: Square) {
        self.board.hand.set_cursor(sq);
    }

    /// The input line.
    pub fn input(&self) -> &InputLine {
        &self.input
    }

    /// What the board is doing.
    pub fn mode(&self) -> Mode {
        self.board.mode
    }

    /// In review: the index of the position shown.
    pub fn review(&self) -> Option<usize> {
        self.board.mode.review()
    }

    /// True in claim mode: the next move made is the intended move of a draw claim.
    pub fn claiming(&self) -> bool {
        self.board.mode.is_claiming()
    }

    /// The open window, if any.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The last message.
    pub fn message(&self) -> Option<&Message> {
        self.screen.message.as_ref()
    }

    /// True when the program should end.
    pub fn quitting(&self) -> bool {
        self.screen.quit
    }

    /// The engine's review of the finished game.
    pub fn engine_review(&self) -> &super::engine_review::EngineReview {
        &self.play.engine_review
    }

    /// Puts `review` in place of the engine's review of the game (one reached elsewhere).
    pub fn set_engine_review(&mut self, review: super::engine_review::EngineReview) {
        self.play.engine_review = review;
    }

    /// Starts the engine's review once the game is over (a no-op when it is running or done),
    /// its progress reported to `report`.
    pub fn review_finished_game(&mut self, report: &Reporter) {
        if self.play.game.is_over() {
            self.play.engine_review.start_reporting(&self.play.game, report);
        }
    }

    /// Who sits in `side`'s chair.
    pub fn seat(&self, side: Color) -> &Seat {
        self.seats.of(side)
    }

    /// The side to move and its computer, when a computer sits in that chair and must move
    /// now: the game going on, its clock running (a paused or stopped clock asks nothing), no
    /// ruling awaited.
    pub fn seat_to_move(&self) -> Option<(Color, &Computer)> {
        let game = &self.play.game;
        let clock = game.clock();
        let running = clock.is_untimed() || clock.running().is_some();
        if game.is_over() || game.awaiting_arbiter() || !self.started() || !running {
            return None;
        }
        let side = game.turn();
        self.seats.of(side).computer().map(|c| (side, c))
    }

    /// What a computer in `side`'s chair is asked at `now`: the game as it stands and the
    /// clocks as they read.
    pub fn think(&self, side: Color, now: Instant) -> Think {
        let game = &self.play.game;
        let clock = game.clock();
        let bonus = |c: Color| clock.period(c).map_or(crate::game::Duration::ZERO, |p| p.bonus.amount());
        Think {
            start: game.start_position().clone(),
            moves: game.moves().iter().map(|m| m.mv).collect(),
            position: game.position().clone(),
            side,
            left: (!clock.is_untimed())
                .then(|| [clock.remaining(Color::White, now), clock.remaining(Color::Black, now)]),
            increment: [bonus(Color::White), bonus(Color::Black)],
            moves_to_go: clock.moves_to_next_control(side),
            game: game.clone(),
        }
    }

    /// Writes the game as `store` asks, at the calendar time `when`.
    pub(super) fn write_store(&mut self, store: &Store, when: CalendarTime) -> super::session::StoreResult {
        let strings = self.strings();
        self.session.write(store, when, strings)
    }

    /// The game and the session as they stand, for the last write a signal makes.
    pub(super) fn for_last_save(&self) -> (Game, Session) {
        (self.play.game.clone(), self.session.clone())
    }

    /// The autosave, the adjournment, the game found at the start.
    pub fn session(&self) -> &Session {
        &self.session
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
        self.session.plan(&self.play.game, self.prefs.lang.words(), started, now, leaving)
    }

    /// The game's own save now holds the game on the screen exactly as it is.
    pub(super) fn store_holds_this(&mut self, now: Instant) {
        let started = self.started();
        self.session.holds_this(&self.play.game, started, now);
    }

    /// The name the players gave the player of `side`, if they gave one: a question then
    /// addresses them by it ("Anna (White), do you resign?"); without names, by the side.
    pub fn player(&self, side: Color) -> Option<&str> {
        self.play.game.name(side)
    }

    /// True when a draw can be agreed: both sides have moved (FIDE 5.2.3).
    pub fn agreement_possible(&self) -> bool {
        Color::ALL.iter().all(|&c| self.play.game.moves_by(c) > 0)
    }

    /// True once the players said go (always for an untimed game): the clock has a side to
    /// move, running or paused.
    pub fn started(&self) -> bool {
        self.play.started()
    }

    /// Puts the cursor where the side to move will want it: on the piece it moved last, on
    /// its king when that piece is gone, and before its first move on its king's pawn (e2,
    /// e7) or its king. Each player so finds the cursor where they left it, whichever way the
    /// board is turned.
    pub fn place_cursor(&mut self) {
        let pos = self.play.game.position();
        let turn = pos.turn();
        let own = |sq: Square| pos.piece_at(sq).is_some_and(|p| p.color == turn);
        let last = self.play.game.moves().iter().rev().find(|m| m.color == turn).map(|m| m.mv.to());
        let start = turn.fold(Square::E2, Square::E7);
        let cursor = match last {
            Some(sq) if own(sq) => sq,
            None if own(start) => start,
            _ => pos.king_of(turn),
        };
        self.board.hand.set_cursor(cursor);
        self.board.seen.plies = self.play.game.moves().len();
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
        self.record().move_here(mv)
    }

    /// Move `ply` (0-based) of the game as the screen shows it, in the chosen notation (the
    /// PGN keeps SAN).
    pub fn move_text(&self, ply: usize) -> String {
        self.record().move_text(ply)
    }

    /// Move `ply` as players say it, numbered: `12. Nf3` or `12... Nf6`.
    pub fn move_label(&self, ply: usize) -> String {
        self.record().move_label(ply)
    }

    /// The last move of the game, labelled as [`App::move_label`] says it.
    pub fn last_move_label(&self) -> String {
        self.record().last_move_label()
    }

    /// The game's record as the screen writes it.
    pub fn record(&self) -> Record<'_> {
        Record { game: &self.play.game, notation: self.notation() }
    }

    /// The index of the position on the board: the reviewed one or the current one.
    pub fn shown_index(&self) -> usize {
        self.record().shown_index(self.review())
    }

    /// The position on the board.
    pub fn shown_position(&self) -> &Position {
        self.record().shown_position(self.review())
    }

    /// The move that led to the position on the board.
    pub fn shown_last_move(&self) -> Option<Move> {
        self.record().shown_last_move(self.review())
    }

    /// The side at the bottom of the board. With `--flip auto` it is the side to move in the
    /// game, not in the position reviewed: the board does not turn at every step of a review.
    pub fn bottom(&self) -> Color {
        let base = match self.prefs.flip {
            FlipMode::White => Color::White,
            FlipMode::Black => Color::Black,
            FlipMode::Auto => self.play.game.turn(),
        };
        if self.board.flipped { !base } else { base }
    }

    /// How the game ended, as the screen says it (the status line and the game-over box): a
    /// position given over before any move (mate, stalemate, dead) says so first.
    pub fn outcome_text(&self) -> Option<String> {
        let outcome = self.play.game.outcome()?;
        let text = self.strings().result(&outcome, self.player(Color::White), self.player(Color::Black));
        let at_start = self.play.game.moves().is_empty() && outcome.by.is_none();
        Some(if at_start { self.strings().over_at_start(&text) } else { text })
    }

    /// True while a game is going on that quitting would lose.
    pub fn in_progress(&self) -> bool {
        Shown { game: &self.play.game, started: self.started(), unix: None }.in_progress()
    }

    /// True when the side to move may act on the board now: started, not paused, not over,
    /// not reviewing. Otherwise the reason, as a message.
    pub fn can_play(&self) -> Result<(), String> {
        if self.play.game.is_over() {
            Err(self.strings().is_over().to_string())
        } else if !self.started() {
            Err(self.strings().not_started().to_string())
        } else if self.play.game.clock().is_paused() {
            Err(self.strings().is_paused(crate::tui::key_names::keys()))
        } else if self.review().is_some() {
            Err(self.strings().in_review().to_string())
        } else {
            self.computer_thinking()
        }
    }

    /// The computer's colour and name, when one sits at this board.
    pub fn computer_seat(&self) -> Option<(Color, String)> {
        [Color::White, Color::Black]
            .into_iter()
            .find_map(|c| self.seats.of(c).computer().map(|computer| (c, computer.name().to_string())))
    }

    /// Refused while a computer's chair is to move: the keys play only the persons' moves.
    pub fn computer_thinking(&self) -> Result<(), String> {
        match self.seats.of(self.play.game.turn()).computer() {
            Some(c) if !self.play.game.is_over() => {
                let line = crate::lang::ComputerLine::Thinking { name: c.name().to_string() };
                Err(self.strings().computer_line(&line))
            }
            _ => Ok(()),
        }
    }

    /// Says something in the status line.
    pub fn say(&mut self, text: impl Into<String>) {
        self.screen.say(text.into(), false);
    }

    /// Says that something was refused.
    pub fn refuse(&mut self, text: impl Into<String>) {
        self.screen.say(text.into(), true);
    }

    /// The instant after `now` at which the screen changes by itself (a clock's display, a
    /// flag, a clock going under its low-time threshold), if any: the event loop sleeps until
    /// then.
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        if !self.started() {
            return None;
        }
        let low = self.play.low_time.next_deadline(self.play.game.clock(), now).filter(|_| !self.play.game.is_over());
        [self.play.game.next_deadline(now), low].into_iter().flatten().min()
    }

    /// True when `side`'s clock is under its low-time threshold (`--warn`), with time left:
    /// the same threshold as `ferz clock`'s.
    pub fn is_low(&self, side: Color) -> bool {
        self.play.low_time.is_low(self.play.game.clock(), side, self.screen.now)
    }

    /// `side`'s low-time threshold.
    pub fn low_threshold(&self, side: Color) -> crate::game::Duration {
        self.play.low_time.threshold(self.play.game.clock(), side)
    }

    /// Takes the bell that is due, if one is: the event loop rings it once.
    pub(super) fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.play.bell)
    }

    /// The match played on this screen, if any.
    pub fn event(&self) -> Option<&EventPlay> {
        self.events.on.as_ref()
    }

    /// An event found waiting (what [`begin`](crate::tui::resume::begin) gathers from the data
    /// directory) put on the shelf, to be offered with the games found.
    pub fn shelve(&mut self, s: Shelved) {
        self.events.shelf.push(s);
    }

    /// True when the screen may judge the position after `plies` plies (check, the king
    /// marked, `+` in the move list): always, but under `--arbiter practice` not a position
    /// that a completed illegal move not yet pointed out made — ferz gives nothing away that a
    /// real board would not (after the game it is all told).
    pub fn judged(&self, plies: usize) -> bool {
        let game = self.game();
        game.is_over() || game.illegal_stands_from().is_none_or(|ply| plies <= ply)
    }

    /// True under a strict arbiter: no hints and no claim indicator, as in a tournament.
    pub fn strict(&self) -> bool {
        // The game's arbiter: a practice arbiter is a strict one that also lets illegal moves
        // stand.
        self.game().arbiter().is_strict()
    }

    /// True when the legal targets of the picked-up piece are shown: the player wants hints
    /// and the arbiter gives them.
    pub fn hints_shown(&self) -> bool {
        self.prefs().hints && self.game().arbiter().gives_hints()
    }

    /// A refused action of the game, said in the screen's language; an illegal move is
    /// explained with what the game's history adds.
    pub fn error_text(&self, error: &crate::game::GameError) -> String {
        self.strings().game_error(error)
    }

    /// The piece touch-move binds the side to move to, and whether it must be captured (an
    /// enemy piece) rather than moved.
    pub fn bound(&self) -> Option<(crate::rules::PieceAt, bool)> {
        let square = self.game().touched()?;
        let piece = self.game().position().piece_at(square)?;
        Some((crate::rules::PieceAt { piece, square }, piece.color != self.game().turn()))
    }
}
