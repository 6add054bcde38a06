//! A game looked at by an engine: every position's evaluation, every move judged, the better
//! move where one was marked, and each player's tally.

use super::judgement::{Eval, Judgement, centipawn_loss, judge};
use crate::engine::{Engine, EngineError, Evaluation, Limit, Score};
use crate::rules::{Color, Move, Position};

/// The most moves of the engine's line kept as the better move's variation.
pub const MAX_LINE_PLIES: usize = 10;

/// What the engine said about one move of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReview {
    /// The evaluation after the move, White's point of view.
    pub eval: Eval,
    /// How bad the move was, if it was marked.
    pub judgement: Option<Judgement>,
    /// The engine's line from the position before the move, for a marked move whose better
    /// move differs from the one played; empty otherwise.
    pub better: Vec<Move>,
    /// Centipawns the move lost (see [`centipawn_loss`]).
    pub loss: u32,
}

/// One player's tally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// `?!` moves.
    pub inaccuracies: u32,
    /// `?` moves.
    pub mistakes: u32,
    /// `??` moves.
    pub blunders: u32,
    /// The moves counted.
    pub moves: u32,
    /// Their centipawn losses added up.
    pub total_loss: u64,
}

impl Tally {
    /// The average centipawn loss, rounded; 0 for a player with no move.
    #[must_use]
    pub fn acpl(&self) -> u64 {
        if self.moves == 0 { 0 } else { (self.total_loss + u64::from(self.moves) / 2) / u64::from(self.moves) }
    }
}

/// A whole game reviewed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameReview {
    /// The start position's evaluation.
    pub start: Eval,
    /// One review per move of the main line, in order.
    pub moves: Vec<MoveReview>,
    /// White's and Black's tallies.
    pub white: Tally,
    /// Black's tally.
    pub black: Tally,
}

impl GameReview {
    /// A review with no move yet, from the start position's evaluation.
    #[must_use]
    pub fn new(start: Eval) -> GameReview {
        GameReview { start, moves: Vec::new(), white: Tally::default(), black: Tally::default() }
    }

    /// Adds the review of the next move, made by `mover`, and counts it in that player's
    /// tally: the one place a move is counted, whether the engine judged it now or a PGN
    /// brings the judgement back.
    pub fn push(&mut self, mover: Color, reviewed: MoveReview) {
        let tally = if mover == Color::White { &mut self.white } else { &mut self.black };
        tally.moves += 1;
        tally.total_loss += u64::from(reviewed.loss);
        match reviewed.judgement {
            Some(Judgement::Inaccuracy) => tally.inaccuracies += 1,
            Some(Judgement::Mistake) => tally.mistakes += 1,
            Some(Judgement::Blunder) => tally.blunders += 1,
            None => {}
        }
        self.moves.push(reviewed);
    }

    /// The tally of `side`.
    #[must_use]
    pub fn tally(&self, side: Color) -> &Tally {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// The evaluation `found` in a position where `turn` is to move, from White's side.
#[must_use]
pub fn white_eval(found: Score, turn: Color) -> Eval {
    match found {
        Score::Cp(cp) => Eval::Cp(if turn == Color::White { cp } else { -cp }),
        Score::Mate(n) if n > 0 => Eval::Mate { winner: turn, moves: n.unsigned_abs() },
        Score::Mate(n) => Eval::Mate { winner: !turn, moves: n.unsigned_abs() },
    }
}

/// Reviews the game of `moves` (legal) from `start` with `engine`: each of its positions
/// searched within `limit`; `progress` is told after each position how many are done.
pub fn review_game(
    engine: &mut Engine,
    start: &Position,
    moves: &[Move],
    limit: Limit,
    mut progress: impl FnMut(usize),
) -> Result<GameReview, EngineError> {
    engine.new_game()?;
    let mut found: Vec<Evaluation> = Vec::with_capacity(moves.len() + 1);
    let mut turns = Vec::with_capacity(moves.len() + 1);
    let mut pos = start.clone();
    // The position after the last capture or pawn move and its ply: the engine is sent the
    // moves from there, so each search costs the same however long the game (see
    // `Engine::evaluate`).
    let (mut root, mut root_ply) = (start.clone(), 0);
    for ply in 0..=moves.len() {
        found.push(engine.evaluate(&root, &moves[root_ply..ply], limit)?);
        turns.push(pos.turn());
        if let Some(&mv) = moves.get(ply) {
            pos.play_unchecked_in_place(mv);
            if pos.halfmoves() == 0 {
                (root, root_ply) = (pos.clone(), ply + 1);
            }
        }
        progress(ply + 1);
    }
    Ok(assess(&found, &turns, moves))
}

/// The review from the engine's evaluations of every position (`found[i]` with `turns[i]` to
/// move, `moves[i]` played from it).
#[must_use]
pub fn assess(found: &[Evaluation], turns: &[Color], moves: &[Move]) -> GameReview {
    let evals: Vec<Eval> = found.iter().zip(turns).map(|(e, &turn)| white_eval(e.score, turn)).collect();
    let mut review = GameReview::new(evals.first().copied().unwrap_or(Eval::Cp(0)));
    for (ply, &played) in moves.iter().enumerate() {
        let (Some(&before), Some(&after), Some(&mover)) = (evals.get(ply), evals.get(ply + 1), turns.get(ply)) else {
            break;
        };
        let judgement = judge(before, after, mover);
        let loss = centipawn_loss(before, after, mover);
        let line = &found[ply].pv;
        let better = match (judgement, found[ply].best) {
            (Some(_), Some(best)) if best != played => {
                if line.first() == Some(&best) {
                    line.iter().copied().take(MAX_LINE_PLIES).collect()
                } else {
                    vec![best]
                }
            }
            _ => Vec::new(),
        };
        review.push(mover, MoveReview { eval: after, judgement, better, loss });
    }
    review
}
