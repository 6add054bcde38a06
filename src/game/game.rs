//! A game of chess: the positions, the moves as recorded, the clock, draw
//! offers and claims, and how it ended — the FIDE Laws over the rules core.
//!
//! Time is passed in as `now` (milliseconds on the caller's timeline); the
//! game never reads the OS clock, so every rule about time is testable to the
//! millisecond. Every action that the Laws do not allow is refused with a
//! [`GameError`] and changes nothing.

use crate::rules::{
    Color, IllegalReason, Move, MoveError, NoLegalMove, PieceAt, Position, Role, Square, explain, parse_hand_move,
    parse_move, san,
};

use super::{
    Clock, ClockState, Duration, Ending, GameError, IllegalLog, Instant, Outcome, PlayedMove, Proof, Refusal,
    SavedMove, Sealed, Termination, TimeControl, outcome,
};

/// Settings of a game that are fixed when it starts (by default: unnamed players, FIDE's
/// penalty, offers from the start, no touch-move, the assisting arbiter).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameOptions {
    /// White's name; `None` when the player gave none: the screen then says the side in its
    /// language, and the PGN and the save write "White".
    pub white: Option<String>,
    /// Black's name; `None` when the player gave none.
    pub black: Option<String>,
    /// What an incorrect draw claim gives the opponent; `None` for FIDE's
    /// default (2 minutes standard, 1 minute rapid and blitz, none untimed).
    pub penalty: Option<Duration>,
    /// Draw offers are refused before this move number (the "Sofia rule";
    /// 0 or 1 allows them from the start).
    pub no_offers_before: u32,
    /// Touch-move (4.3): a touched piece must be moved, a touched enemy piece captured.
    pub touch_move: bool,
    /// How strict the arbiter is (kept with the game so a resumed game keeps its mode): the
    /// game applies the Laws the same under each, except that a practice arbiter lets
    /// completed illegal moves stand until pointed out (7.5, 7.8).
    pub arbiter: super::Arbiter,
    /// Chess960 and piece odds: how the start position came about.
    pub start: super::StartKind,
    /// The match or round-robin the game is part of: its `[Event]`, `[Round]` and file.
    pub event: Option<super::event::EventTags>,
    /// The computer in one of the chairs, if any: its name is that chair's name; the seat is
    /// kept so that a resumed game goes on against the same engine at the same level.
    pub computer: Option<super::ComputerSeat>,
}

/// A draw could be claimed for this reason (9.2, 9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClaimReason {
    /// The same position for the third time.
    ThreefoldRepetition,
    /// Fifty moves by each player without a pawn move or capture.
    FiftyMoves,
}

impl ClaimReason {
    /// The protocol name: `threefold_repetition` or `fifty_moves`.
    pub const fn name(self) -> &'static str {
        match self {
            ClaimReason::ThreefoldRepetition => "threefold_repetition",
            ClaimReason::FiftyMoves => "fifty_moves",
        }
    }

    fn termination(self) -> Termination {
        match self {
            ClaimReason::ThreefoldRepetition => Termination::ThreefoldRepetition,
            ClaimReason::FiftyMoves => Termination::FiftyMoves,
        }
    }
}

/// What a draw claim came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimOutcome {
    /// Who claimed.
    pub by: Color,
    /// The claim was correct and the game is drawn.
    pub accepted: bool,
    /// Why it was correct (`None` when it was not).
    pub reason: Option<ClaimReason>,
    /// Time given to the opponent for an incorrect claim.
    pub penalty: Duration,
    /// The intended move, in SAN, if one was declared and it counted: recorded as the game's
    /// last move (a correct claim) or played (an incorrect one). `None` for a claim the
    /// position as it stands allowed, whose intended move is not played (9.2.1.2, 9.3.2).
    pub intended: Option<String>,
    /// A correct claim's intended move was declared only, not recorded as a move: made on the
    /// board it would have ended the game by itself (a mate, a stalemate, a dead position),
    /// which the claim's draw would contradict. The record notes it in a comment.
    pub declared_only: bool,
}

/// Incorrect draw claims made one after another at one point of the game, alike: thousands of
/// them cost one entry and one sentence of the record, not thousands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrongClaim {
    /// The number of moves made when it was made.
    pub ply: usize,
    /// What the claim came to (each time).
    pub claim: ClaimOutcome,
    /// How many times in a row it was made (at least 1).
    pub times: u32,
}

/// Time the game gave a side, or took from it, apart from its moves: a penalty (9.5.3, 7.5.5)
/// or an arbiter's correction, with the number of moves made when it was given. It is an event
/// of its own: taking back a move made before it does not undo it (the clock goes back to the
/// move, then the time is given again).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TimeGiven {
    /// The number of moves made when it was given.
    ply: usize,
    /// Whose clock.
    side: Color,
    /// How much.
    amount: Duration,
    /// Taken from the clock rather than given.
    taken: bool,
}

/// An arbiter's correction of the clock ([`Game::adjust`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Adjustment {
    /// `side` gets `amount` more.
    AddTime {
        /// Whose clock.
        side: Color,
        /// How much is added.
        amount: Duration,
    },
    /// `side` loses `amount` (down to zero at most).
    TakeTime {
        /// Whose clock.
        side: Color,
        /// How much is taken.
        amount: Duration,
    },
    /// `side`'s move counter is set to `moves` completed moves.
    MoveCount {
        /// Whose counter.
        side: Color,
        /// The corrected count.
        moves: u32,
    },
}

/// The most an arbiter's correction may leave on a clock, and the most it may take: 100
/// hours, beyond any time control played and far inside the milliseconds a JSON reader holds
/// exactly (2^53).
pub const MAX_CORRECTED_CLOCK: Duration = Duration::from_minutes(100 * 60);

impl std::str::FromStr for Adjustment {
    type Err = ();

    /// Reads the arbiter's words in their neutral form `SIDE +SECONDS`, `SIDE -SECONDS` or
    /// `SIDE moves N`, where `SIDE` is `white` or `black` (or `w`, `b`), seconds may have
    /// decimals to the millisecond and a correction of time may also be written `M:SS`. The
    /// words of other languages are read by `lang::read_adjustment`.
    fn from_str(text: &str) -> Result<Adjustment, ()> {
        let mut words = text.split_whitespace();
        let side = match words.next().ok_or(())?.to_lowercase().as_str() {
            "white" | "w" => Color::White,
            "black" | "b" => Color::Black,
            _ => return Err(()),
        };
        let change = words.next().ok_or(())?;
        let adjustment = if change == "moves" {
            Adjustment::MoveCount { side, moves: words.next().ok_or(())?.parse().map_err(|_| ())? }
        } else if let Some(amount) = change.strip_prefix('+') {
            Adjustment::AddTime { side, amount: super::parse_seconds(amount).ok_or(())? }
        } else if let Some(amount) = change.strip_prefix('-') {
            Adjustment::TakeTime { side, amount: super::parse_seconds(amount).ok_or(())? }
        } else {
            return Err(());
        };
        if words.next().is_some() { Err(()) } else { Ok(adjustment) }
    }
}

/// What opening an adjourned game's envelope came to ([`Game::open_envelope`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opened {
    /// The sealed move was legal and is played; its SAN.
    Played(String),
    /// The sealed move was illegal, ambiguous or unreadable: the player who sealed it lost
    /// the game (I.8), for this reason.
    Forfeited(MoveError),
}

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct Game {
    /// The position the game started from.
    start: Position,
    /// Every ply with the position it left: the current position is the last one's, or the
    /// start's before the first move.
    moves: Vec<PlayedMove>,
    clock: Clock,
    options: GameOptions,
    penalty: Duration,
    draw_offer: Option<Color>,
    outcome: Option<Outcome>,
    /// Why the game ended, where who can still mate decided it (dead position, flag fall).
    proof: Option<Proof>,
    last_claim: Option<ClaimOutcome>,
    /// Incorrect claims, for the record; alike ones in a row are counted in one entry.
    wrong_claims: Vec<WrongClaim>,
    /// The arbiter's corrections of the clock, each with the number of moves made before it.
    adjustments: Vec<(usize, Adjustment)>,
    /// Time given or taken apart from the moves (penalties, the arbiter's corrections).
    given: Vec<TimeGiven>,
    touched: Option<Square>,
    /// Completed illegal moves (practice mode only).
    illegal: IllegalLog,
    /// The questions left open when verdicts are reached beside the game.
    open: beside::Open,
    /// A dead position found late: where the game ended and the moves undone after it.
    late_dead: Option<LateDead>,
}

mod beside;
mod practice;
pub use beside::LateDead;
pub use practice::{FindingContext, HandPly, SavedFinding};

impl Game {
    /// A new game from `start` under `time_control`; the clock does not run
    /// until [`Game::start_clock`].
    pub fn new(start: Position, time_control: TimeControl, options: GameOptions) -> Game {
        Game::with_clock(start, Clock::new(&time_control), options)
    }

    /// A new game from `start` with `clock` as it stands before the game (e.g. one with time
    /// odds, [`Clock::with_odds`]). The penalty for an incorrect claim follows White's control.
    pub fn with_clock(start: Position, clock: Clock, options: GameOptions) -> Game {
        Game::build(start, clock, options, false)
    }

    /// A new game; with `beside`, the start position's dead-position question is left open.
    fn build(start: Position, clock: Clock, options: GameOptions, beside: bool) -> Game {
        let time_control = clock.time_control();
        let penalty = if time_control.periods().is_empty() {
            Duration::ZERO
        } else {
            options.penalty.unwrap_or_else(|| time_control.default_penalty())
        };
        let mut game = Game {
            start,
            moves: Vec::new(),
            clock,
            options,
            penalty,
            draw_offer: None,
            outcome: None,
            proof: None,
            last_claim: None,
            wrong_claims: Vec::new(),
            adjustments: Vec::new(),
            given: Vec::new(),
            touched: None,
            illegal: IllegalLog::default(),
            open: beside::Open::default(),
            late_dead: None,
        };
        // A start position may already be over (mate, stalemate, dead).
        let ending = if beside { outcome::ending_by_rule(game.positions()) } else { outcome::ending(game.positions()) };
        if let Some(ending) = ending {
            game.outcome = Some(ending.outcome);
            game.proof = ending.proof;
        }
        if beside {
            game.leave_open();
        }
        game
    }

    /// Rebuilds a game from its parts (a saved game, a takeback); the clock is as given.
    ///
    /// `moves` are `(Move, offered)` pairs or [`SavedMove`]s (which also keep
    /// the mover's clock after each move, for `[%clk]`).
    pub fn restore<M: Copy + Into<SavedMove>>(
        start: Position,
        moves: &[M],
        clock: Clock,
        options: GameOptions,
        draw_offer: Option<Color>,
        outcome: Option<Outcome>,
    ) -> Result<Game, GameError> {
        let mut game = Game::with_clock(start, clock.clone(), options);
        for (ply, &m) in moves.iter().enumerate() {
            let m: SavedMove = m.into();
            let pos = game.position().clone();
            if !pos.is_legal(m.mv) {
                return Err(GameError::Move(MoveError::Illegal {
                    text: m.mv.uci(),
                    from: Some(m.mv.from()),
                    to: Some(m.mv.to()),
                    promotion: m.mv.promotion(),
                    why: NoLegalMove::IllegalAtPly { mv: m.mv, ply: ply + 1 },
                }));
            }
            game.record(&pos, m.mv, m.draw_offer, m.clock, m.spent);
        }
        game.clock = clock;
        game.draw_offer = draw_offer;
        match outcome {
            Some(o) => {
                game.outcome = Some(o);
                game.proof = game.proof_of(o);
            }
            None => {
                let ending = outcome::ending(game.positions());
                game.outcome = ending.as_ref().map(|e| e.outcome);
                game.proof = ending.and_then(|e| e.proof);
            }
        }
        Ok(game)
    }

    // ----- what the game is now -----

    /// The current position.
    pub fn position(&self) -> &Position {
        self.moves.last().map_or(&self.start, |m| &m.after)
    }

    /// The start position and the position after each move, oldest first.
    pub fn positions(&self) -> impl DoubleEndedIterator<Item = &Position> + Clone {
        std::iter::once(&self.start).chain(self.moves.iter().map(|m| &m.after))
    }

    /// The position after the first `ply` moves (0: the start); `None` past the last move.
    pub fn position_after(&self, ply: usize) -> Option<&Position> {
        match ply.checked_sub(1) {
            None => Some(&self.start),
            Some(i) => self.moves.get(i).map(|m| &m.after),
        }
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The moves as recorded.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The proof behind the ending, where who can still mate decided it: why
    /// a dead position is dead, why a flag fall (or a second illegal move) is drawn, or the
    /// line by which the opponent of the flagged player (or the offender) could still have
    /// mated.
    pub fn proof(&self) -> Option<&Proof> {
        self.proof.as_ref()
    }

    /// The proof of a restored ending (saves keep the result, not the proof).
    fn proof_of(&self, o: Outcome) -> Option<Proof> {
        match (o.termination, o.by) {
            (Termination::DeadPosition, _) => outcome::dead(self.position()),
            (Termination::Timeout, Some(flagged)) => {
                let ending = outcome::flag_fall(self.position(), flagged);
                ending.proof.filter(|_| ending.outcome.winner == o.winner)
            }
            (Termination::IllegalMove, Some(offender)) => {
                let ending = outcome::second_illegal_move(self.position(), offender);
                ending.proof.filter(|_| ending.outcome.winner == o.winner)
            }
            _ => None,
        }
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The PGN result: `*` while the game goes on.
    pub fn result(&self) -> &'static str {
        self.outcome.map_or("*", |o| o.result())
    }

    /// The clock (untimed games have one that never runs out).
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The time control.
    pub fn time_control(&self) -> &TimeControl {
        self.clock.time_control()
    }

    /// The options the game was started with.
    pub fn options(&self) -> &GameOptions {
        &self.options
    }

    /// A player's name, if the player gave one.
    pub fn name(&self, color: Color) -> Option<&str> {
        match color {
            Color::White => self.options.white.as_deref(),
            Color::Black => self.options.black.as_deref(),
        }
    }

    /// A person at the keyboard takes the computer's chair (its engine failed and the players
    /// chose to go on without it): the chair loses the computer's name, so that the side is
    /// called by its colour and the PGN does not credit the engine with moves it did not
    /// choose, and the game is no longer kept as one against the computer (`ferz resume` goes
    /// on between persons).
    pub fn seat_person(&mut self, color: Color) {
        if self.options.computer.as_ref().is_some_and(|c| c.color == color) {
            self.options.computer = None;
            match color {
                Color::White => self.options.white = None,
                Color::Black => self.options.black = None,
            }
        }
    }

    /// What an incorrect claim costs: the time given to the opponent.
    pub fn penalty(&self) -> Duration {
        self.penalty
    }

    /// Who has a draw offer pending, if anyone.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The incorrect claims of the game, each with the number of moves made before it, so
    /// the record can show them (9.5.3 penalties leave no other trace on the scoresheet).
    pub fn wrong_claims(&self) -> &[WrongClaim] {
        &self.wrong_claims
    }

    /// The arbiter's corrections of the clock, each with the number of moves made before it,
    /// for the record (PGN comments).
    pub fn adjustments(&self) -> &[(usize, Adjustment)] {
        &self.adjustments
    }

    /// The last claim made in this game and what came of it.
    pub fn last_claim(&self) -> Option<&ClaimOutcome> {
        self.last_claim.as_ref()
    }

    /// How many times the current position has stood on the board, counting now.
    pub fn repetitions(&self) -> u32 {
        outcome::occurrences(self.positions(), self.position())
    }

    /// How strict the game's arbiter is.
    pub fn arbiter(&self) -> super::Arbiter {
        self.options.arbiter
    }

    /// What the arbiter points out the side to move could claim now: [`Game::claimable`] under
    /// an assisting arbiter, nothing under a strict or a practice one, where the players
    /// notice claims themselves. The terminal's indicator and the script's `claimable` both.
    pub fn claimable_shown(&self) -> Vec<ClaimReason> {
        if self.options.arbiter.assists_claims() { self.claimable() } else { Vec::new() }
    }

    /// What the side to move could claim now, without an intended move.
    pub fn claimable(&self) -> Vec<ClaimReason> {
        if self.is_over() {
            return Vec::new();
        }
        self.claims_now()
    }

    /// What could be claimed as the position stands, after the positions before it.
    fn claims_now(&self) -> Vec<ClaimReason> {
        let mut earlier = self.positions();
        earlier.next_back();
        Self::claims_after(earlier, self.position())
    }

    /// What a claim made now would be upheld for, with `intended` as the intended move or as
    /// the position stands (`None`): the first reason is the one the arbiter gives. Empty when
    /// the claim would be incorrect and cost the claimant the 9.5.3 penalty (or, for an illegal
    /// intended move, could not be made at all).
    pub fn claim_grounds(&self, intended: Option<Move>) -> Vec<ClaimReason> {
        if self.is_over() {
            return Vec::new();
        }
        let mut reasons = match intended {
            Some(mv) if !self.position().is_legal(mv) => return Vec::new(),
            Some(mv) => Self::claims_after(self.positions(), &self.position().play_unchecked(mv)),
            None => Vec::new(),
        };
        for reason in self.claims_now() {
            if !reasons.contains(&reason) {
                reasons.push(reason);
            }
        }
        reasons
    }

    /// The legal moves with which the side to move could claim a draw although nothing can be
    /// claimed as the position stands — the claim with an intended move of 9.2.1.1 (the move
    /// would repeat a position the third time) and 9.3.1 (it would be the fiftieth move of
    /// each side without a capture or a pawn move) — each with the reason it would be upheld
    /// for. Empty when a claim can be made now, or not at all with one move.
    pub fn claims_by_next_move(&self) -> Vec<(Move, ClaimReason)> {
        if self.is_over() || !self.claims_now().is_empty() {
            return Vec::new();
        }
        let pos = self.position();
        pos.legal_moves()
            .iter()
            .filter_map(|&mv| {
                let reasons = Self::claims_after(self.positions(), &pos.play_unchecked(mv));
                reasons.first().map(|&reason| (mv, reason))
            })
            .collect()
    }

    /// What could be claimed with `pos` standing on the board after `earlier` (oldest first).
    fn claims_after<'a>(earlier: impl DoubleEndedIterator<Item = &'a Position>, pos: &Position) -> Vec<ClaimReason> {
        let mut reasons = Vec::new();
        if outcome::occurrences(earlier, pos) + 1 >= 3 {
            reasons.push(ClaimReason::ThreefoldRepetition);
        }
        if pos.halfmoves() >= 100 {
            reasons.push(ClaimReason::FiftyMoves);
        }
        reasons
    }

    /// How many moves `color` has made in this game.
    pub fn moves_by(&self, color: Color) -> usize {
        self.moves.iter().filter(|m| m.color == color).count()
    }

    /// The next instant at which something visible can change by itself (a
    /// clock's display, a flag): the terminal sleeps until then.
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        if self.is_over() {
            return None;
        }
        match (self.clock.next_display_change(now), self.clock.flag_at()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    // ----- actions -----

    /// Starts the clock of the side to move (the players said go). Does
    /// nothing for an untimed game, a finished one, or one already running.
    pub fn start_clock(&mut self, now: Instant) {
        if !self.is_over() && self.clock.running().is_none() && !self.clock.is_paused() {
            self.clock.start(self.turn(), now);
        }
    }

    /// Stops both clocks until [`Game::resume`].
    pub fn pause(&mut self, now: Instant) -> Result<(), GameError> {
        self.update(now);
        self.refuse_if_over()?;
        self.clock.pause(now);
        Ok(())
    }

    /// Restarts the clock that was running before [`Game::pause`].
    pub fn resume(&mut self, now: Instant) -> Result<(), GameError> {
        self.refuse_if_over()?;
        self.clock.resume(now);
        Ok(())
    }

    /// Lets time pass to `now`: if the running clock has run out, the game
    /// ends on time (a draw if the opponent cannot mate, 6.9). Returns true
    /// when this call ended the game.
    pub fn update(&mut self, now: Instant) -> bool {
        if self.is_over() {
            return false;
        }
        let Some(flagged) = self.clock.flagged(now) else { return false };
        // The flag fell at its own instant, not at the (later) `now`: the flagged side shows 0.
        let at = self.clock.flag_at().unwrap_or(now).min(now);
        if self.open.beside {
            // The loss stands until the arbiter rules whether the opponent can mate (6.9).
            self.finish(Outcome { winner: Some(!flagged), termination: Termination::Timeout, by: Some(flagged) }, at);
            self.open.flag = Some(flagged);
            return true;
        }
        let ending = outcome::flag_fall(self.position(), flagged);
        self.finish_with(ending, at);
        true
    }

    /// Reads a move typed in any notation the core reads, in the current position (under a
    /// practice arbiter, any move a hand could make): the edge (script, terminal) reads the
    /// text, the game takes a [`Move`]. Refused once the game is over; an illegal move is
    /// explained with what the game's history adds.
    pub fn read_move(&self, text: &str) -> Result<Move, GameError> {
        self.refuse_if_over()?;
        let mv = if self.options.arbiter.accepts_completed_illegal_moves() {
            parse_hand_move(self.position(), text).map_err(|e| self.explained(e))?
        } else {
            parse_move(self.position(), text).map_err(|e| self.explained(e))?
        };
        Ok(mv)
    }

    /// Plays a move given as text in any notation the core reads ([`Game::read_move`], then
    /// [`Game::play`]).
    pub fn play_text(&mut self, text: &str, now: Instant) -> Result<&PlayedMove, GameError> {
        self.update(now);
        let mv = self.read_move(text)?;
        self.play(mv, now)
    }

    /// The error for `mv` when it is not legal now, explained from the position and history.
    fn illegal(&self, mv: Move) -> GameError {
        let why = self.explain(mv.from(), mv.to(), mv.promotion());
        GameError::Move(MoveError::Illegal {
            text: mv.uci(),
            from: Some(mv.from()),
            to: Some(mv.to()),
            promotion: mv.promotion(),
            why: NoLegalMove::Rule(why),
        })
    }

    /// The side to move plays `mv` and presses the clock.
    pub fn play(&mut self, mv: Move, now: Instant) -> Result<&PlayedMove, GameError> {
        self.update(now);
        self.refuse_if_over()?;
        if self.clock.is_paused() {
            return Err(Refusal::Paused.into());
        }
        let pos = self.position().clone();
        if self.options.arbiter.accepts_completed_illegal_moves() {
            self.refuse_king_capture(mv)?;
            if !pos.is_legal(mv) && pos.is_hand_move(mv) {
                return self.play_illegal(mv, now);
            }
        }
        if !pos.is_legal(mv) {
            return Err(self.illegal(mv));
        }
        self.check_touch_move(mv)?;
        let Pressed { before, clock, spent, offered } = self.press_for_ply(pos.turn(), now);
        self.record(&pos, mv, offered, clock, spent);
        if let Some(played) = self.moves.last_mut() {
            played.clock_before = before;
        }
        let ending = if self.open.beside {
            outcome::ending_by_rule(self.positions())
        } else {
            outcome::ending(self.positions())
        };
        if let Some(ending) = ending {
            self.finish_with(ending, now);
        }
        if self.open.beside {
            self.leave_open();
        }
        Ok(&self.moves[self.moves.len() - 1])
    }

    /// The mover presses the clock after a ply (a move, or a completed illegal one), and a
    /// draw offer of the opponent's is declined by it (9.1.2.3).
    fn press_for_ply(&mut self, mover: Color, now: Instant) -> Pressed {
        let timed = !self.clock.is_untimed();
        let before = timed.then(|| self.clock.state(now));
        let (mut clock, mut spent) = (None, None);
        if self.clock.running() == Some(mover) {
            if timed {
                spent = Some(self.clock.used_in_move(now));
            }
            // The clock is running for the mover, so pressing it cannot fail.
            let _ = self.clock.press(now);
            if timed {
                clock = Some(self.clock.remaining(mover, now));
            }
        }
        let offered = self.draw_offer == Some(mover);
        if self.draw_offer == Some(!mover) {
            self.draw_offer = None;
        }
        Pressed { before, clock, spent, offered }
    }

    /// Why `from`→`to` is not legal now, with what the game's history adds:
    /// the move on which a castling right was lost, and whether the enemy
    /// pawn's double step was the last move (for en passant).
    pub fn explain(&self, from: Square, to: Square, promotion: Option<Role>) -> IllegalReason {
        let last = self.moves.last().map(|m| m.mv);
        let mut why = explain(self.position(), from, to, promotion, last);
        if let IllegalReason::CastlingRightLost { side, king_moved, on_move, .. } = &mut why {
            let us = self.turn();
            let lost = self.positions().zip(&self.moves).find(|(before, m)| {
                before.castling_rights().has(us, *side) && !m.after.castling_rights().has(us, *side)
            });
            if let Some((before, m)) = lost {
                *on_move = Some(m.number);
                *king_moved = Some(m.color == us && m.mv.from() == before.castling_rights().king_square(us));
            }
        }
        why
    }

    /// An illegal-move error with its reason explained from the game's history.
    fn explained(&self, error: MoveError) -> MoveError {
        match error {
            MoveError::Illegal { text, from: Some(from), to: Some(to), promotion, why } => {
                let deeper = self.explain(from, to, promotion);
                let why = if deeper == IllegalReason::NotLegal { why } else { NoLegalMove::Rule(deeper) };
                MoveError::Illegal { text, from: Some(from), to: Some(to), promotion, why }
            }
            other => other,
        }
    }

    // ----- takeback (casual play) -----

    /// Takes back the last move, as the players agreed: the position, the record and both
    /// clocks return to what they were just before it was made (so no increment is gained),
    /// and the mover's clock runs again from `now`. Time given since — a wrong claim's
    /// penalty (9.5.3), an illegal move's (7.5.5), an arbiter's correction — stands: the
    /// Laws give it for what a player did, which the players' agreement to replay a move does
    /// not undo; the record keeps it where the game goes on. A game ended by that move (mate,
    /// stalemate, a draw by rule) goes on again; one ended by the players (resignation,
    /// agreement, a claim, time) cannot be taken back.
    pub fn take_back(&mut self, now: Instant) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            let by_the_board = matches!(
                o.termination,
                Termination::Checkmate
                    | Termination::Stalemate
                    | Termination::InsufficientMaterial
                    | Termination::DeadPosition
                    | Termination::SeventyFiveMoves
                    | Termination::FivefoldRepetition
            );
            if !by_the_board {
                return Err(GameError::GameOver(o));
            }
        } else {
            self.update(now);
            self.refuse_if_over()?;
        }
        let Some(taken) = self.moves.pop() else { return Err(Refusal::NothingToTakeBack.into()) };
        let left = self.moves.len();
        self.open.dead.retain(|&ply| ply <= left);
        self.illegal.take_from(left);
        // Penalties and corrections given after the move taken back stand: the record keeps
        // them where the game now goes on (a move counter set belongs to the moves it counted).
        for w in &mut self.wrong_claims {
            w.ply = w.ply.min(left);
        }
        self.adjustments.retain(|(ply, a)| *ply <= left || !matches!(a, Adjustment::MoveCount { .. }));
        for (ply, _) in &mut self.adjustments {
            *ply = (*ply).min(left);
        }
        let later: Vec<TimeGiven> = self.given.iter().filter(|g| g.ply > left).copied().collect();
        for g in &mut self.given {
            g.ply = g.ply.min(left);
        }
        let before = taken.clock_before;
        let from_move = before.is_some();
        self.outcome = None;
        self.proof = None;
        self.draw_offer = None;
        self.touched = None;
        self.last_claim = None;
        if !self.clock.is_untimed() {
            let was_paused = self.clock.is_paused();
            let state = before.unwrap_or_else(|| {
                // Restored from a save: the times stay as they are, the turn goes back.
                let mut state = self.clock.state(now);
                state.to_move = Some(taken.color);
                state.used_in_move = Duration::ZERO;
                let i = taken.color.index();
                state.moves_made[i] = state.moves_made[i].saturating_sub(1);
                state
            });
            if let Ok(clock) = self.clock.restored(&state) {
                self.clock = clock;
                // The clock as it stood before the move, with the time given since (a save's
                // times, kept as they are, hold it already).
                if from_move {
                    for g in later {
                        if g.taken {
                            self.clock.take_time(g.side, g.amount);
                        } else {
                            self.clock.add_time(g.side, g.amount);
                        }
                    }
                }
                if !was_paused {
                    self.clock.resume(now);
                }
            }
        }
        Ok(())
    }

    /// Gives `side` `amount` (or takes it, `taken`) apart from the moves, as an event the
    /// takeback of an earlier move keeps.
    fn give_time(&mut self, side: Color, amount: Duration, taken: bool) {
        if self.clock.is_untimed() || amount == Duration::ZERO {
            return;
        }
        if taken {
            self.clock.take_time(side, amount);
        } else {
            self.clock.add_time(side, amount);
        }
        self.given.push(TimeGiven { ply: self.moves.len(), side, amount, taken });
    }

    // ----- the arbiter's corrections of the clock -----

    /// The arbiter corrects the clock at `now`: adds time to a side (e.g. the two minutes of
    /// 7.5.5, or after a malfunction), takes time from it, or sets its move counter. Each is
    /// recorded for the PGN. Refused after the game and in a game without a clock. Time taken
    /// down to zero from the running side makes its flag fall at once.
    pub fn adjust(&mut self, adjustment: Adjustment, now: Instant) -> Result<(), GameError> {
        self.update(now);
        self.refuse_if_over()?;
        if self.clock.is_untimed() {
            return Err(Refusal::NoClock.into());
        }
        let limit = MAX_CORRECTED_CLOCK;
        match adjustment {
            Adjustment::AddTime { side, amount }
                if amount > limit || self.clock.remaining(side, now) + amount > limit =>
            {
                return Err(Refusal::CorrectionTooLarge { side, taking: false }.into());
            }
            Adjustment::TakeTime { side, amount } if amount > limit => {
                return Err(Refusal::CorrectionTooLarge { side, taking: true }.into());
            }
            Adjustment::AddTime { side, amount } => self.give_time(side, amount, false),
            Adjustment::TakeTime { side, amount } => self.give_time(side, amount, true),
            Adjustment::MoveCount { side, moves } => self.clock.set_moves_made(side, moves),
        }
        self.adjustments.push((self.moves.len(), adjustment));
        self.update(now);
        Ok(())
    }

    // ----- adjournment (Guidelines I) -----

    /// The side to move adjourns the game: both clocks stop. The sealed move
    /// is written by the player and kept in the envelope, not played, not
    /// checked (a sealed move that is not legal loses on resumption, I.8).
    pub fn adjourn(&mut self, text: &str, now: Instant) -> Result<Sealed, GameError> {
        self.update(now);
        self.refuse_if_over()?;
        self.clock.pause(now);
        Ok(Sealed { by: self.turn(), move_number: self.position().fullmoves(), text: text.to_string() })
    }

    /// Opens the envelope at resumption: the sealed move is played and the
    /// opponent's clock starts. A sealed move that is illegal, ambiguous or
    /// unreadable loses the game for the player who sealed it (I.8); the
    /// error says why.
    pub fn open_envelope(&mut self, sealed: &Sealed, now: Instant) -> Result<Opened, GameError> {
        self.refuse_if_over()?;
        if sealed.by != self.turn() {
            return Err(Refusal::NotYourTurn(self.turn()).into());
        }
        // The sealer's clock runs again for an instant, then the sealed move presses it.
        self.clock.resume(now);
        if self.clock.running().is_none() {
            self.clock.start(sealed.by, now);
        }
        match parse_move(self.position(), &sealed.text) {
            Ok(mv) => {
                let played = self.play(mv, now)?;
                Ok(Opened::Played(played.san.clone()))
            }
            Err(e) => {
                let e = self.explained(e);
                let outcome = Outcome {
                    winner: Some(!sealed.by),
                    termination: Termination::IllegalSealedMove,
                    by: Some(sealed.by),
                };
                self.finish(outcome, now);
                Ok(Opened::Forfeited(e))
            }
        }
    }

    // ----- touch-move (4.3) -----

    /// The square of the piece touched under touch-move, if one binds the player.
    pub fn touched(&self) -> Option<Square> {
        self.touched
    }

    /// The side to move touches the piece on `square`. With touch-move on,
    /// the first touch of a piece that can be moved (or of an enemy piece
    /// that can be captured) binds the player to it; returns true then.
    pub fn touch(&mut self, square: Square, now: Instant) -> Result<bool, GameError> {
        self.update(now);
        self.refuse_if_over()?;
        if !self.options.touch_move || self.touched.is_some() {
            return Ok(false);
        }
        let pos = self.position();
        let Some(piece) = pos.piece_at(square) else { return Ok(false) };
        let moves = pos.legal_moves();
        let binds = if piece.color == pos.turn() {
            moves.iter().any(|m| m.from() == square)
        } else {
            moves.iter().any(|m| m.to() == square)
        };
        if binds {
            self.touched = Some(square);
        }
        Ok(binds)
    }

    fn check_touch_move(&self, mv: Move) -> Result<(), GameError> {
        let Some(square) = self.touched else { return Ok(()) };
        let Some(piece) = self.position().piece_at(square) else { return Ok(()) };
        let own = piece.color == self.turn();
        let keeps = if own { mv.from() == square } else { mv.to() == square };
        if keeps {
            Ok(())
        } else {
            Err(Refusal::TouchMove { touched: PieceAt { piece, square }, capture: !own }.into())
        }
    }

    /// Records the legal move `mv` made in `before` (the current position).
    fn record(&mut self, before: &Position, mv: Move, offered: bool, clock: Option<Duration>, spent: Option<Duration>) {
        self.moves.push(PlayedMove {
            mv,
            san: san(before, mv),
            color: before.turn(),
            number: before.fullmoves(),
            draw_offer: offered,
            clock,
            spent,
            clock_before: None,
            after: before.play_unchecked(mv),
        });
        self.touched = None;
    }

    fn finish_with(&mut self, ending: Ending, now: Instant) {
        self.finish(ending.outcome, now);
        self.proof = ending.proof;
    }

    fn finish(&mut self, outcome: Outcome, now: Instant) {
        self.outcome = Some(outcome);
        self.proof = None;
        self.draw_offer = None;
        self.clock.stop(now);
    }

    fn refuse_if_over(&self) -> Result<(), GameError> {
        match self.outcome {
            Some(o) => Err(GameError::GameOver(o)),
            None => Ok(()),
        }
    }

    /// The side to move offers a draw; the offer stands through their next
    /// move until the opponent accepts, declines or moves (9.1).
    pub fn offer_draw(&mut self, now: Instant) -> Result<(), GameError> {
        self.update(now);
        self.refuse_if_over()?;
        let us = self.turn();
        match self.draw_offer {
            Some(c) if c == us => return Err(Refusal::AlreadyOffered(us).into()),
            Some(c) => return Err(Refusal::OfferPending(c).into()),
            None => {}
        }
        let number = self.position().fullmoves();
        if number < self.options.no_offers_before {
            return Err(Refusal::OffersNotYet { from_move: self.options.no_offers_before, now: number }.into());
        }
        self.draw_offer = Some(us);
        Ok(())
    }

    /// The player the pending offer was made to accepts it: a draw by
    /// agreement, allowed only once both players have moved (5.2.3).
    pub fn accept_draw(&mut self, now: Instant) -> Result<(), GameError> {
        self.update(now);
        self.refuse_if_over()?;
        let Some(offerer) = self.draw_offer else { return Err(GameError::NoOffer) };
        if self.moves_by(Color::White) == 0 || self.moves_by(Color::Black) == 0 {
            return Err(Refusal::AgreementTooEarly.into());
        }
        self.finish(Outcome { winner: None, termination: Termination::Agreement, by: Some(!offerer) }, now);
        Ok(())
    }

    /// The player the pending offer was made to declines it.
    pub fn decline_draw(&mut self, now: Instant) -> Result<(), GameError> {
        self.update(now);
        self.refuse_if_over()?;
        match self.draw_offer.take() {
            Some(_) => Ok(()),
            None => Err(GameError::NoOffer),
        }
    }

    /// `color` resigns: the opponent wins (5.1.2).
    pub fn resign(&mut self, color: Color, now: Instant) -> Result<(), GameError> {
        self.update(now);
        self.refuse_if_over()?;
        self.finish(Outcome { winner: Some(!color), termination: Termination::Resignation, by: Some(color) }, now);
        Ok(())
    }

    /// The side to move claims a draw, as the position stands or with an
    /// intended move (9.2, 9.3). When the position as it stands allows the claim, it is
    /// decided on it and the intended move is not played. A correct claim draws the game
    /// (the intended move is recorded, or only declared when it would have ended the game
    /// on the board); an incorrect one gives the opponent the penalty and play goes on, with
    /// the intended move played (9.5.3).
    pub fn claim(&mut self, intended: Option<Move>, now: Instant) -> Result<ClaimOutcome, GameError> {
        self.update(now);
        self.refuse_if_over()?;
        let pos = self.position().clone();
        let by = pos.turn();
        let mv = intended;
        // Everything that could refuse the claim is checked before anything changes.
        if let Some(mv) = mv {
            if !pos.is_legal(mv) {
                return Err(self.illegal(mv));
            }
            if self.clock.is_paused() {
                return Err(Refusal::Paused.into());
            }
            self.check_touch_move(mv)?;
        }
        // When the position as it stands allows the claim, it is decided on that position and
        // the intended move is not played (9.2.1.2, 9.3.2).
        let mv = if self.claims_now().is_empty() { mv } else { None };
        let reason = self.claim_grounds(mv).first().copied();
        let intended_san = mv.map(|m| san(&pos, m));
        // An intended move that would end the game on the board (a mate: FIDE lets the player
        // claim instead) is declared, not written as a move, so the record never shows a
        // mate under a draw.
        let ends_on_board = |m: Move| {
            let after = pos.play_unchecked(m);
            outcome::ending(self.positions().chain(std::iter::once(&after))).is_some()
        };
        let declared_only = reason.is_some() && mv.is_some_and(ends_on_board);
        let outcome = match reason {
            Some(reason) => {
                if let Some(mv) = mv.filter(|_| !declared_only) {
                    // The claimant's clock stops with the claim: the move carries the time then left.
                    let offered = self.draw_offer == Some(by);
                    let clock = (!self.clock.is_untimed()).then(|| self.clock.remaining(by, now));
                    let spent = (!self.clock.is_untimed()).then(|| self.clock.used_in_move(now));
                    self.record(&pos, mv, offered, clock, spent);
                }
                // The intended move is written, not played on the board (9.2.1.1): a correct
                // claim draws the game even if that move would have mated.
                self.finish(Outcome { winner: None, termination: reason.termination(), by: Some(by) }, now);
                ClaimOutcome {
                    by,
                    accepted: true,
                    reason: Some(reason),
                    penalty: Duration::ZERO,
                    intended: intended_san,
                    declared_only,
                }
            }
            None => {
                let penalty = if self.clock.is_untimed() { Duration::ZERO } else { self.penalty };
                self.give_time(!by, penalty, false);
                let claim =
                    ClaimOutcome { by, accepted: false, reason: None, penalty, intended: intended_san, declared_only };
                let ply = self.moves.len();
                match self.wrong_claims.last_mut() {
                    Some(last) if last.ply == ply && last.claim == claim => last.times = last.times.saturating_add(1),
                    _ => self.wrong_claims.push(WrongClaim { ply, claim: claim.clone(), times: 1 }),
                }
                if let Some(mv) = mv {
                    self.last_claim = Some(claim.clone());
                    self.play(mv, now)?;
                }
                claim
            }
        };
        self.last_claim = Some(outcome.clone());
        Ok(outcome)
    }
}

/// The clock pressed after a ply ([`Game::press_for_ply`]).
struct Pressed {
    /// The clock as it stood before the press (a takeback restores it); none untimed.
    before: Option<ClockState>,
    /// The mover's time left after the press; none untimed.
    clock: Option<Duration>,
    /// The time the ply took; none untimed.
    spent: Option<Duration>,
    /// The mover's own draw offer stands with the ply.
    offered: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::START_FEN;

    /// The instant `ms` milliseconds into the test's timeline.
    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    /// A position from a FEN the test knows to be legal (panics with the FEN otherwise).
    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("bad test FEN {fen}: {e}"))
    }

    fn game(fen: &str, tc: &str) -> Game {
        let tc: TimeControl = tc.parse().expect("test time control");
        let mut game = Game::new(pos(fen), tc, GameOptions::default());
        game.start_clock(at(0));
        game
    }

    /// A claim with an intended move typed as text, read as the edge reads it.
    fn claim_with(game: &mut Game, text: &str, now: Instant) -> Result<ClaimOutcome, GameError> {
        game.update(now);
        let mv = game.read_move(text)?;
        game.claim(Some(mv), now)
    }

    fn play_all(game: &mut Game, moves: &[&str]) {
        for m in moves {
            game.play_text(m, at(0)).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    /// The repetition key of 9.2.3: both the hash and the full comparison.
    fn same_key(a: &Position, b: &Position) -> bool {
        let same = a.is_same_position(b);
        assert_eq!(same, a.hash() == b.hash(), "the hash follows the notion of the same position");
        same
    }

    #[test]
    fn a_legal_en_passant_capture_makes_a_position_different() {
        let with_ep = pos("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        let without = pos("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 4 5");
        assert_eq!(with_ep.ep_square().map(|s| s.to_string()), Some("d6".to_string()));
        assert!(!same_key(&with_ep, &without));
    }

    #[test]
    fn an_en_passant_square_without_a_legal_capture_does_not() {
        // No black pawn can take on e3.
        let no_taker = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let plain = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert!(same_key(&no_taker, &plain));
        // The e5 pawn could take on d6 but is pinned along the rank to its king.
        let pinned = pos("4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 2");
        let plain = pos("4k3/8/8/K2pP2r/8/8/8/8 w - - 0 2");
        assert_eq!(pinned.ep_square(), None);
        assert!(same_key(&pinned, &plain));
    }

    #[test]
    fn castling_rights_make_positions_different_and_move_counters_do_not() {
        let all = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let some = pos("r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3");
        let none = pos("r3k2r/8/8/8/8/8/8/R3K2R w - - 8 5");
        assert!(!same_key(&all, &some));
        assert!(!same_key(&some, &none));
        assert!(same_key(&some, &pos("r3k2r/8/8/8/8/8/8/R3K2R w Qq - 40 90")));
        // The side to move matters too.
        assert!(!same_key(&none, &pos("r3k2r/8/8/8/8/8/8/R3K2R b - - 8 5")));
    }

    #[test]
    fn repetitions_count_by_the_fide_notion() {
        let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "none");
        assert_eq!(g.repetitions(), 1);
        play_all(&mut g, &["Rh2", "Rh7", "Rh1", "Rh8"]);
        assert_eq!(g.repetitions(), 1, "the rights were lost: a new position");
        play_all(&mut g, &["Rh2", "Rh7", "Rh1", "Rh8"]);
        assert_eq!(g.repetitions(), 2);
        play_all(&mut g, &["Rh2", "Rh7", "Rh1", "Rh8"]);
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.claimable(), [ClaimReason::ThreefoldRepetition]);
    }

    #[test]
    fn a_correct_claim_with_an_intended_move_records_it_and_draws() {
        let mut g = game(START_FEN, "3+2");
        play_all(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
        let claim = claim_with(&mut g, "Ng8", at(5_000)).expect("a legal claim");
        assert_eq!(
            claim,
            ClaimOutcome {
                by: Color::Black,
                accepted: true,
                reason: Some(ClaimReason::ThreefoldRepetition),
                penalty: Duration::from_ms(0),
                intended: Some("Ng8".to_string()),
                declared_only: false,
            }
        );
        let outcome = g.outcome().expect("drawn");
        assert_eq!(
            (outcome.winner, outcome.termination, outcome.by),
            (None, Termination::ThreefoldRepetition, Some(Color::Black))
        );
        assert_eq!(g.moves().len(), 8);
        assert_eq!(g.moves()[7].clock.map(Duration::as_ms), Some(188_000 - 5_000));
        assert_eq!(g.clock().running(), None);
        assert_eq!(g.last_claim(), Some(&claim));
    }

    #[test]
    fn a_wrong_claim_gives_the_penalty_and_plays_the_move() {
        let mut g = game(START_FEN, "3+2");
        play_all(&mut g, &["Nf3", "Nf6", "Ng1"]);
        let claim = claim_with(&mut g, "Ng8", at(0)).expect("a legal claim");
        assert_eq!((claim.accepted, claim.reason, claim.penalty.as_ms()), (false, None, 60_000));
        assert_eq!(g.moves().len(), 4);
        assert!(!g.is_over());
        assert_eq!(g.clock().remaining(Color::White, at(0)).as_ms(), 186_000 + 60_000);
        assert_eq!(g.clock().remaining(Color::Black, at(0)).as_ms(), 186_000);
        // Without an intended move nothing is played.
        let claim = g.claim(None, at(0)).expect("a claim");
        assert!(!claim.accepted);
        assert_eq!(g.moves().len(), 4);
        assert_eq!(g.clock().remaining(Color::Black, at(0)).as_ms(), 186_000 + 60_000);
    }

    #[test]
    fn a_claim_with_an_illegal_move_changes_nothing() {
        let mut g = game(START_FEN, "3+2");
        play_all(&mut g, &["Nf3", "Nf6", "Ng1"]);
        let before = (g.positions().cloned().collect::<Vec<_>>(), g.clock().clone(), g.last_claim().cloned());
        let err = claim_with(&mut g, "Ng5", at(1_000)).expect_err("illegal");
        assert_eq!(err.code(), "illegal_move");
        assert_eq!(claim_with(&mut g, "Zz9", at(1_000)).map_err(|e| e.code()), Err("parse"));
        // A move handed over directly is checked too: the knight cannot jump to g5.
        let jump = Move::new(Square::G8, Square::G5, None);
        assert_eq!(g.claim(Some(jump), at(1_000)).map_err(|e| e.code()), Err("illegal_move"));
        assert_eq!((g.positions().cloned().collect::<Vec<_>>(), g.clock().clone(), g.last_claim().cloned()), before);
    }

    #[test]
    fn fifty_moves_claim_with_and_without_a_move() {
        let fen = "4k3/8/8/8/8/8/3RP3/4K3 w - - 99 80";
        let mut g = game(fen, "none");
        assert!(g.claimable().is_empty());
        let wrong = claim_with(&mut g, "e3", at(0)).expect("legal");
        assert_eq!((wrong.accepted, wrong.penalty.as_ms()), (false, 0));
        assert_eq!(g.position().halfmoves(), 0);
        let mut g = game(fen, "none");
        let right = claim_with(&mut g, "Rd3", at(0)).expect("legal");
        assert_eq!(right.reason, Some(ClaimReason::FiftyMoves));
        assert_eq!(g.outcome().map(|o| o.termination), Some(Termination::FiftyMoves));
    }

    #[test]
    fn a_flag_ends_the_offer_and_shows_zero() {
        let mut g = game(START_FEN, "1");
        g.offer_draw(at(0)).expect("offer");
        assert!(g.update(at(70_000)));
        assert_eq!(g.draw_offer(), None);
        assert_eq!(g.clock().remaining(Color::White, at(70_000)).as_ms(), 0);
        let outcome = g.outcome().expect("over");
        assert_eq!((outcome.winner, outcome.termination), (Some(Color::Black), Termination::Timeout));
        assert!(!g.update(at(80_000)), "a flag after the end changes nothing");
    }

    #[test]
    fn refused_actions_change_nothing() {
        let mut g = game(START_FEN, "none");
        assert_eq!(g.accept_draw(at(0)), Err(GameError::NoOffer));
        assert_eq!(g.decline_draw(at(0)), Err(GameError::NoOffer));
        g.offer_draw(at(0)).expect("offer");
        assert_eq!(g.accept_draw(at(0)).map_err(|e| e.code()), Err("not_allowed"));
        assert_eq!(g.draw_offer(), Some(Color::White));
        g.resign(Color::Black, at(0)).expect("resign");
        assert_eq!(g.play_text("e4", at(0)).map(|_| ()).map_err(|e| e.code()), Err("game_over"));
        assert_eq!(g.claim(None, at(0)).map_err(|e| e.code()), Err("game_over"));
        assert_eq!(g.result(), "1-0");
    }
}
