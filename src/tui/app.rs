//! The model of the terminal game: the game itself and everything the screen needs besides —
//! the cursor, the picked-up piece, the typed text, the open window, the review position and
//! the last message. No terminal, no real time: `now` is whatever the caller says.

use super::adjourn::Adjournment;
use super::autosave::Autosave;
use super::setup::{FlipMode, MoveNotation, PieceSet, Prefs, Setup};
use super::theme::Theme;
use crate::game::{Game, Saved};
use crate::lang::terminal::Strings;
use crate::rules::{Color, Move, Position, Square};

/// A window drawn over the board, which takes the keys while it is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Overlay {
    /// The help screen, scrolled by this many rows.
    Help(u16),
    /// The promotion picker for a pawn going from `from` to `to`; `choice` indexes Q R B N.
    Promotion {
        /// The pawn's square.
        from: Square,
        /// The last-rank square.
        to: Square,
        /// The highlighted piece, 0–3.
        choice: usize,
    },
    /// A yes/no question.
    Confirm(Question),
    /// The game-over banner.
    GameOver,
    /// At the start: an unfinished game was found (in [`App::found`]); resume it or start anew?
    Found,
    /// Something the players must read about a saved game; any key closes it.
    Notice(String),
    /// The sealing window of an adjournment, with the move typed so far (shown as dots only).
    Seal(String),
    /// An adjourned game: the envelope waits to be opened.
    Envelope,
}

/// What a yes/no question is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Quit while the game goes on.
    Quit,
    /// Start a new game while this one goes on.
    NewGame,
    /// This side resigns.
    Resign(Color),
    /// The side that made the last move asks to take it back; the other side answers.
    Takeback(Color),
}

/// What the input line holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InputMode {
    /// A move being typed (or nothing).
    #[default]
    Move,
    /// A `:` command.
    Command,
}

/// A message in the status line after an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// What to say.
    pub text: String,
    /// An error (something was refused) rather than news.
    pub error: bool,
}

/// The whole state of the terminal game.
#[derive(Debug, Clone)]
pub struct App {
    /// The game being played.
    pub game: Game,
    /// The setup it started from, for a new game.
    pub setup: Setup,
    /// The look of the screen.
    pub prefs: Prefs,
    /// The texts, in the player's language.
    pub strings: &'static Strings,
    /// The time of the last update, on the game's timeline (ms).
    pub now: u64,
    /// The terminal size, for the mouse.
    pub size: (u16, u16),
    /// The players said go (always true for an untimed game).
    pub started: bool,
    /// The board is turned from what the flip mode says.
    pub flipped: bool,
    /// The cursor's square.
    pub cursor: Square,
    /// The picked-up piece.
    pub selected: Option<Square>,
    /// The square a mouse press began on, while the button is held.
    pub drag_from: Option<Square>,
    /// A press on the already selected piece: release on it drops the piece.
    pub drop_on_release: bool,
    /// The typed text.
    pub input: String,
    /// What the typed text is.
    pub input_mode: InputMode,
    /// The open window, if any.
    pub overlay: Option<Overlay>,
    /// Claim mode: the next move made is the intended move of a draw claim.
    pub claiming: bool,
    /// In review: the index of the position shown (0 = the start).
    pub review: Option<usize>,
    /// The last message.
    pub message: Option<Message>,
    /// The game was over at the last update (to raise the banner once).
    pub was_over: bool,
    /// The program should end.
    pub quit: bool,
    /// What the files hold of this game (the autosave).
    pub autosave: Autosave,
    /// The unfinished game found in the autosave at the start, while the players choose.
    pub found: Option<Box<Saved>>,
    /// The adjournment of this game: a sealed envelope, or the one just written.
    pub adjournment: Adjournment,
    /// The moves of the game when the cursor was last placed for the side to move: when a
    /// move is made or taken back, the cursor goes to a square of the side to move then.
    pub plies_seen: usize,
    /// The calendar: seconds since 1970 (UTC) at time 0 of the game's timeline, for the
    /// date of a saved game; `None` when not known (the date is then left unknown).
    pub calendar: Option<u64>,
}

impl App {
    /// A new app for `setup`, at time `now`. A timed game waits for the players to start the
    /// clock; an untimed one starts at once.
    pub fn new(setup: Setup, now: u64) -> App {
        let game = Game::new(setup.start.clone(), setup.time_control.clone(), setup.options.clone());
        let strings = Strings::of(setup.prefs.lang);
        let mut app = App {
            prefs: setup.prefs,
            game,
            setup,
            strings,
            now,
            size: (80, 24),
            started: false,
            flipped: false,
            cursor: Square::E2,
            selected: None,
            drag_from: None,
            drop_on_release: false,
            input: String::new(),
            input_mode: InputMode::Move,
            overlay: None,
            claiming: false,
            review: None,
            message: None,
            was_over: false,
            quit: false,
            autosave: Autosave::default(),
            found: None,
            adjournment: Adjournment::default(),
            plies_seen: 0,
            calendar: None,
        };
        app.reset_game(now);
        app
    }

    /// Starts the game from the setup again (a new game).
    pub fn reset_game(&mut self, now: u64) {
        self.autosave.new_game();
        self.adjournment = Adjournment::default();
        self.game = Game::new(self.setup.start.clone(), self.setup.time_control.clone(), self.setup.options.clone());
        self.started = self.game.clock().is_untimed();
        if self.started {
            self.game.start_clock(now);
        }
        self.place_cursor();
        self.selected = None;
        self.drag_from = None;
        self.input.clear();
        self.input_mode = InputMode::Move;
        self.claiming = false;
        self.review = None;
        self.message = None;
        self.was_over = self.game.is_over();
        self.overlay = self.was_over.then_some(Overlay::GameOver);
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
        self.cursor = match last {
            Some(sq) if own(sq) => sq,
            None if own(start) => start,
            _ => pos.king_of(turn),
        };
        self.plies_seen = self.game.moves().len();
    }

    /// The notation moves are shown in: the chosen one, but SAN for figurines when only
    /// ASCII may be drawn.
    pub fn notation(&self) -> MoveNotation {
        match self.prefs.notation {
            MoveNotation::Figurine if self.prefs.pieces == PieceSet::Ascii => MoveNotation::San,
            n => n,
        }
    }

    /// Move `ply` (0-based) of the game as the screen shows it, in the chosen notation (the
    /// PGN keeps SAN).
    pub fn move_text(&self, ply: usize) -> String {
        let Some(played) = self.game.moves().get(ply) else { return String::new() };
        match self.notation() {
            MoveNotation::San => played.san.clone(),
            n => self
                .game
                .positions()
                .get(ply)
                .map_or_else(|| played.san.clone(), |before| crate::rules::write_move(before, played.mv, n.notation())),
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

    /// The calendar time of `now` on the game's timeline (seconds since 1970), if known.
    pub fn unix_at(&self, now: u64) -> Option<u64> {
        self.calendar.map(|start| start.saturating_add(now / 1000))
    }

    /// The theme the prefs ask for.
    pub fn theme(&self) -> Theme {
        Theme { color: self.prefs.color, pieces: self.prefs.pieces, depth: self.prefs.depth }
    }

    /// The index of the position on the board: the reviewed one or the current one.
    pub fn shown_index(&self) -> usize {
        let last = self.game.positions().len() - 1;
        self.review.map_or(last, |i| i.min(last))
    }

    /// The position on the board.
    pub fn shown_position(&self) -> &Position {
        &self.game.positions()[self.shown_index()]
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

    /// True while a game is going on that quitting would lose.
    pub fn in_progress(&self) -> bool {
        !self.game.is_over() && (self.started && !self.game.clock().is_untimed() || !self.game.moves().is_empty())
    }

    /// True when the side to move may act on the board now: started, not paused, not over,
    /// not reviewing. Otherwise the reason, as a message.
    pub fn can_play(&self) -> Result<(), &'static str> {
        if self.game.is_over() {
            Err(self.strings.is_over)
        } else if !self.started {
            Err(self.strings.not_started)
        } else if self.game.clock().is_paused() {
            Err(self.strings.is_paused)
        } else if self.review.is_some() {
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
    /// flag), if any: the event loop sleeps until then.
    pub fn next_deadline(&self, now: u64) -> Option<u64> {
        if self.started { self.game.next_deadline(now) } else { None }
    }
}
