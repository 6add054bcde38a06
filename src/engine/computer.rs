//! The computer as a player: a UCI engine set to a level, told the position and both clocks,
//! and what it does at its turn — a move, a draw accepted, a draw claimed — decided as a
//! player would (docs/computer.md). The faces ask it to play and apply what it decided to
//! their game at their own instant, so that the time it took is charged to its clock exactly
//! as the clock measured it.

use std::time::Duration as StdDuration;

use super::{Engine, EngineError, Go, Score, Thought, Timeouts, locate};
use crate::game::{ClaimReason, ComputerSeat, Duration, Game, Instant, Level, Mode};
use crate::rules::{Color, Move, Position};

/// How a level sets the engine: Stockfish's `Skill Level` (0–20), the Elo of
/// `UCI_LimitStrength` for an engine without skill levels, the deepest search, the longest
/// think a move, and how often ferz itself plays a random legal move instead of the engine's
/// (the two beginner levels: Stockfish's weakest skill still sees a hanging piece).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strength {
    /// `Skill Level`, 0 to 20.
    pub skill: u8,
    /// `UCI_Elo` for an engine that has `UCI_LimitStrength` but no `Skill Level`.
    pub elo: u32,
    /// The deepest search (`go … depth N`); `None` at full strength.
    pub depth: Option<u32>,
    /// The longest think a move (`go … movetime`); `None` at full strength, where the clock
    /// alone decides.
    pub movetime: Option<StdDuration>,
    /// In how many moves of a hundred ferz plays a random legal move instead.
    pub random_percent: u8,
}

/// What each level is (the table of docs/computer.md).
#[must_use]
pub fn strength(level: Level) -> Strength {
    let ms = StdDuration::from_millis;
    let (skill, elo, depth, movetime, random_percent) = match level.number() {
        1 => (0, 1350, Some(1), Some(ms(50)), 30),
        2 => (0, 1350, Some(1), Some(ms(100)), 10),
        3 => (2, 1500, Some(2), Some(ms(150)), 0),
        4 => (5, 1700, Some(3), Some(ms(200)), 0),
        5 => (9, 1900, Some(5), Some(ms(300)), 0),
        6 => (12, 2100, Some(8), Some(ms(400)), 0),
        7 => (16, 2400, Some(13), Some(ms(500)), 0),
        _ => (20, 2850, None, None, 0),
    };
    Strength { skill, elo, depth, movetime, random_percent }
}

/// How long a full-strength computer thinks a move in a game without a clock.
const UNTIMED_MOVE: StdDuration = StdDuration::from_secs(1);

/// What a computer does at its turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Plays the move.
    Play(Move),
    /// Accepts the opponent's pending draw offer.
    Accept,
    /// Claims a draw: as the position stands (`None`), or with its intended move.
    Claim(Option<Move>),
}

/// A computer's turn: what it decided and how long its engine searched for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    /// What it does.
    pub decision: Decision,
    /// The move it chose (played, or the intended move of a claim; kept with an accepted
    /// offer all the same).
    pub best: Move,
    /// The engine's own time, `go` to `bestmove`.
    pub searched: StdDuration,
    /// Its view of the position, from its side.
    pub score: Option<Score>,
}

/// The computer's score at which it thinks itself better: more than a quarter of a pawn, or a
/// mate it sees. At or below it, it accepts a draw offered and claims a draw it may claim.
pub const BETTER_CP: i32 = 25;

/// Whether the computer thinks itself better with `score` (from its side): above
/// [`BETTER_CP`] or mating; no score at all counts as better (it declines what it cannot judge).
#[must_use]
pub fn thinks_itself_better(score: Option<Score>) -> bool {
    match score {
        Some(Score::Cp(cp)) => cp > BETTER_CP,
        Some(Score::Mate(n)) => n > 0,
        None => true,
    }
}

/// What the computer does in `game` (its turn) once its engine found `best` with `score`: it
/// accepts the opponent's pending offer, claims a draw the position (or its move) allows,
/// when it does not think itself better; otherwise it plays. It never offers and never resigns.
#[must_use]
pub fn decide(game: &Game, best: Move, score: Option<Score>) -> Decision {
    let me = game.turn();
    if thinks_itself_better(score) {
        return Decision::Play(best);
    }
    let both_moved = game.moves_by(Color::White) > 0 && game.moves_by(Color::Black) > 0;
    if game.draw_offer() == Some(!me) && both_moved {
        return Decision::Accept;
    }
    if !game.claimable().is_empty() {
        return Decision::Claim(None);
    }
    let grounds: Vec<ClaimReason> = game.claim_grounds(Some(best));
    if grounds.is_empty() { Decision::Play(best) } else { Decision::Claim(Some(best)) }
}

/// Does what the computer decided in `game` at `now` (the instant its clock stops).
pub fn apply(game: &mut Game, decision: Decision, now: Instant) -> Result<(), crate::game::GameError> {
    match decision {
        Decision::Play(mv) => game.play(mv, now).map(|_| ()),
        Decision::Accept => game.accept_draw(now),
        Decision::Claim(mv) => game.claim(mv, now).map(|_| ()),
    }
}

/// A computer at the board: its engine set to its level.
#[derive(Debug)]
pub struct Computer {
    engine: Engine,
    seat: ComputerSeat,
    strength: Strength,
    chess960: bool,
    /// The state of the random moves of the beginner levels.
    dice: u64,
}

impl Computer {
    /// Starts the engine of `seat` (Stockfish when it names none), sets its level and tells it
    /// a new game starts; `chess960` tells it castling is Chess960's.
    pub fn start(seat: &ComputerSeat, chess960: bool) -> Result<Computer, EngineError> {
        let path = locate(seat.engine.as_deref())?;
        let timeouts = Timeouts::default();
        let mut engine = Engine::start(&path, timeouts)?;
        let strength = strength(seat.level);
        if engine.has_option("Skill Level") {
            engine.set_option("Skill Level", &strength.skill.to_string())?;
        } else if engine.has_option("UCI_LimitStrength") && seat.level < Level::MAX {
            engine.set_option("UCI_LimitStrength", "true")?;
            engine.set_option("UCI_Elo", &strength.elo.to_string())?;
        }
        if chess960 && engine.has_option("UCI_Chess960") {
            engine.set_option("UCI_Chess960", "true")?;
        }
        engine.new_game()?;
        let mut seed = [0u8; 8];
        let dice = getrandom::fill(&mut seed).map_or(0x9E37_79B9_7F4A_7C15, |()| u64::from_le_bytes(seed)) | 1;
        Ok(Computer { engine, seat: seat.clone(), strength, chess960, dice })
    }

    /// Tells the engine a new game starts (`ucinewgame`).
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.engine.new_game()
    }

    /// The computer's name as a player: the engine's own (`id name`) and its level,
    /// "Stockfish 15.1 (level 3)".
    #[must_use]
    pub fn name(&self) -> String {
        player_name(self.engine.name(), self.seat.level)
    }

    /// Its seat.
    #[must_use]
    pub fn seat(&self) -> &ComputerSeat {
        &self.seat
    }

    /// Thinks at its turn in `game` as its clocks stand at `now`, until the engine answers or
    /// `stop_now` says the search is to stop (a flag fallen, a pause): `Ok(None)` then.
    pub fn play(
        &mut self,
        game: &Game,
        now: Instant,
        stop_now: &dyn Fn() -> bool,
    ) -> Result<Option<Turn>, EngineError> {
        let go = self.go(game, now);
        self.play_go(game, &go, stop_now)
    }

    /// [`Computer::play`] with the clocks as `left` (White's and Black's time, `None`
    /// untimed) says: for a worker that is told the clocks as they stood when it was asked.
    pub fn play_with_clocks(
        &mut self,
        game: &Game,
        left: Option<[Duration; 2]>,
        stop_now: &dyn Fn() -> bool,
    ) -> Result<Option<Turn>, EngineError> {
        let mut go = self.go(game, Instant::START);
        if let (Some([white, black]), true) = (left, go.is_timed()) {
            go.wtime = Some(StdDuration::from_millis(white.as_ms()));
            go.btime = Some(StdDuration::from_millis(black.as_ms()));
        }
        self.play_go(game, &go, stop_now)
    }

    fn play_go(&mut self, game: &Game, go: &Go, stop_now: &dyn Fn() -> bool) -> Result<Option<Turn>, EngineError> {
        let (start, moves) = since_last_irreversible(game);
        match self.engine.think(&start, &moves, go, self.chess960, stop_now)? {
            Thought::Stopped => Ok(None),
            Thought::Move { best, score, searched, .. } => {
                let best = self.weakened(game.position(), best);
                Ok(Some(Turn { decision: decide(game, best, score), best, searched, score }))
            }
        }
    }

    /// The `go` of the computer's turn: both clocks at `now`, the increments, the moves to
    /// the control, and the level's caps; a game without a countdown clock (none, upcount)
    /// gives the level's time a move (a second at full strength).
    #[must_use]
    pub fn go(&self, game: &Game, now: Instant) -> Go {
        let clock = game.clock();
        let ms = |d: Duration| StdDuration::from_millis(d.as_ms());
        let capped = Go { depth: self.strength.depth, movetime: self.strength.movetime, ..Go::default() };
        if clock.is_untimed() || clock.mode() == Mode::Upcount {
            return Go { movetime: Some(self.strength.movetime.unwrap_or(UNTIMED_MOVE)), ..capped };
        }
        let inc = |side: Color| clock.period(side).map(|p| ms(p.bonus.amount()));
        Go {
            wtime: Some(ms(clock.remaining(Color::White, now))),
            btime: Some(ms(clock.remaining(Color::Black, now))),
            winc: inc(Color::White),
            binc: inc(Color::Black),
            movestogo: clock.moves_to_next_control(game.turn()).filter(|&n| n > 0),
            ..capped
        }
    }

    /// The engine's move, or at the beginner levels now and then a random legal move.
    fn weakened(&mut self, pos: &Position, best: Move) -> Move {
        if self.strength.random_percent == 0 {
            return best;
        }
        let roll = self.roll();
        if roll % 100 >= u64::from(self.strength.random_percent) {
            return best;
        }
        let moves = pos.legal_moves();
        let n = moves.len() as u64;
        moves.get(usize::try_from(self.roll() % n.max(1)).unwrap_or(0)).copied().unwrap_or(best)
    }

    /// The next number of a xorshift sequence.
    fn roll(&mut self) -> u64 {
        let mut x = self.dice;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.dice = x;
        x
    }
}

/// The name of a computer player: "Stockfish 15.1 (level 3)".
#[must_use]
pub fn player_name(engine: &str, level: Level) -> String {
    format!("{engine} (level {})", level.number())
}

/// The position after the game's last capture or pawn move and the moves since: all the
/// engine needs to see repetitions, and the same length however long the game.
fn since_last_irreversible(game: &Game) -> (Position, Vec<Move>) {
    let positions: Vec<&Position> = game.positions().collect();
    let from = positions.iter().rposition(|p| p.halfmoves() == 0).unwrap_or(0);
    let moves = game.moves()[from..].iter().map(|m| m.mv).collect();
    (positions[from].clone(), moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_stronger() {
        let levels: Vec<Strength> = (1..=8).filter_map(Level::new).map(strength).collect();
        for pair in levels.windows(2) {
            assert!(pair[0].skill <= pair[1].skill && pair[0].random_percent >= pair[1].random_percent);
        }
        assert_eq!(levels[7].depth, None);
    }

    /// A game after `moves` (SAN), untimed.
    fn game_after(moves: &[&str]) -> Game {
        let mut game =
            Game::new(Position::new(), crate::game::TimeControl::untimed(), crate::game::GameOptions::default());
        for (i, mv) in moves.iter().enumerate() {
            game.play_text(mv, Instant::from_ms(i as u64)).expect("legal");
        }
        game
    }

    #[test]
    fn an_offer_is_accepted_only_when_not_better() {
        let mut game = game_after(&["e4", "e5"]);
        game.offer_draw(Instant::from_ms(5)).expect("an offer");
        game.play_text("Nf3", Instant::from_ms(6)).expect("legal");
        let best = crate::rules::parse_san(game.position(), "Nc6").expect("legal");
        assert_eq!(decide(&game, best, Some(Score::Cp(10))), Decision::Accept);
        assert_eq!(decide(&game, best, Some(Score::Cp(-300))), Decision::Accept);
        assert_eq!(decide(&game, best, Some(Score::Cp(40))), Decision::Play(best));
        assert_eq!(decide(&game, best, Some(Score::Mate(5))), Decision::Play(best));
        // Before both sides have moved there is nothing to accept (5.2.3): it plays.
        let mut early = game_after(&["e4"]);
        early.offer_draw(Instant::from_ms(5)).expect("an offer");
        let e5 = crate::rules::parse_san(early.position(), "e5").expect("legal");
        assert_eq!(decide(&early, e5, Some(Score::Cp(0))), Decision::Play(e5));
    }

    #[test]
    fn a_repetition_is_claimed_only_when_not_better() {
        // The knights out and back twice: Black's Ng8 would stand the third time.
        let game = game_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
        let back = crate::rules::parse_san(game.position(), "Ng8").expect("legal");
        assert_eq!(decide(&game, back, Some(Score::Cp(0))), Decision::Claim(Some(back)));
        assert_eq!(decide(&game, back, Some(Score::Cp(80))), Decision::Play(back));
        // As the position stands: the third time is on the board.
        let game = game_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
        let out = crate::rules::parse_san(game.position(), "Nf3").expect("legal");
        assert_eq!(decide(&game, out, Some(Score::Cp(-20))), Decision::Claim(None));
    }

    #[test]
    fn better_means_more_than_a_quarter_pawn_or_a_mate() {
        assert!(!thinks_itself_better(Some(Score::Cp(25))));
        assert!(thinks_itself_better(Some(Score::Cp(26))));
        assert!(thinks_itself_better(Some(Score::Mate(3))));
        assert!(!thinks_itself_better(Some(Score::Mate(-3))));
        assert!(thinks_itself_better(None));
    }
}
