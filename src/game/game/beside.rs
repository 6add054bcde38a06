//! A game whose costly verdicts are reached beside it: after a move only the rules that need
//! no search are applied at once (mate, stalemate, material, 75 moves, fivefold), and the
//! dead-position question (5.2.2) and a flag fall's question (6.9) are left open as
//! [`Inquiry`]s for the caller to answer on another thread. The clocks run as the players
//! move; a late "dead" ends the game at the move that made the position dead, the moves after
//! it undone and the time used since given back, as if the arbiter had stopped the clocks
//! there.

use crate::game::arbiter::{Inquiry, InquiryKind, Ruling, Settled};
use crate::game::{Clock, Duration, Outcome, Termination, TimeControl};
use crate::pgn::numbered_line;
use crate::rules::{Color, Position};

use super::{Game, GameOptions, outcome};

/// What a game reached beside it has left open.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Open {
    /// Verdicts are reached beside the game (the terminal game); otherwise at once.
    pub(super) beside: bool,
    /// The plies whose position is not yet known to be alive, oldest first.
    pub(super) dead: Vec<usize>,
    /// A flag fell and the arbiter has not yet ruled whether the opponent can mate; the
    /// loss stands meanwhile.
    pub(super) flag: Option<Color>,
}

/// The record of a late dead position: the ply the game ended at, the moves undone after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LateDead {
    /// The game ended after this many moves.
    pub ply: usize,
    /// The moves that had been played after it, numbered SAN (`41. Kc3 Bd7`).
    pub undone: String,
}

impl Game {
    /// A new game like [`Game::with_clock`] whose costly verdicts are reached beside it (see
    /// the module documentation): the start position's question is open at once.
    pub fn with_clock_beside(start: Position, clock: Clock, options: GameOptions) -> Game {
        let mut game = Game::build(start, clock, options, true);
        game.open.beside = true;
        game
    }

    /// A new game under `time_control` whose verdicts are reached beside it.
    pub fn new_beside(start: Position, time_control: TimeControl, options: GameOptions) -> Game {
        Game::with_clock_beside(start, Clock::new(&time_control), options)
    }

    /// From now on, the game's costly verdicts are reached beside it (a resumed game).
    pub fn reach_verdicts_beside(&mut self) {
        self.open.beside = true;
    }

    /// True when the game's costly verdicts are reached beside it.
    pub fn verdicts_beside(&self) -> bool {
        self.open.beside
    }

    /// The question the game waits on the arbiter for, the oldest first: a dead position
    /// ends the game where it stood, before anything later (a flag included).
    pub fn inquiry(&self) -> Option<Inquiry> {
        // Plies a correction took back (an illegal move pointed out) are no longer asked about.
        if let Some(&ply) = self.open.dead.iter().find(|&&ply| ply <= self.moves.len()) {
            let position = self.position_after(ply)?.clone();
            return Some(Inquiry { ply, position, kind: InquiryKind::Dead });
        }
        let flagged = self.open.flag?;
        Some(Inquiry { ply: self.moves.len(), position: self.position().clone(), kind: InquiryKind::FlagFall(flagged) })
    }

    /// True while a question the arbiter has not yet answered could still change how the game
    /// stands (a dead position before the end, a flag fall to rule on).
    pub fn awaiting_arbiter(&self) -> bool {
        self.open.flag.is_some() || self.open.dead.iter().any(|&ply| ply <= self.moves.len())
    }

    /// The side whose flag has fallen while the arbiter has not yet ruled on it.
    pub fn flag_under_review(&self) -> Option<Color> {
        self.open.flag
    }

    /// The late dead position, when one ended the game after later moves had been played.
    pub fn late_dead(&self) -> Option<&LateDead> {
        self.late_dead.as_ref()
    }

    /// Takes the arbiter's `ruling` on `inquiry` at `now`. A ruling on a question the game no
    /// longer asks (a move was taken back) changes nothing.
    pub fn settle(&mut self, inquiry: &Inquiry, ruling: Ruling, now: crate::game::Instant) -> Settled {
        if self.inquiry().as_ref() != Some(inquiry) {
            return Settled::Nothing;
        }
        match ruling {
            Ruling::Dead(None) => {
                self.open.dead.retain(|&ply| ply != inquiry.ply);
                Settled::Nothing
            }
            Ruling::Dead(Some(proof)) => self.dead_at(inquiry.ply, proof, now),
            Ruling::FlagFall(ending) => {
                self.open.flag = None;
                // The loss stood meanwhile; the ruling keeps or turns it, and gives the proof.
                self.outcome = Some(ending.outcome);
                self.proof = ending.proof;
                Settled::FlagFall
            }
        }
    }

    /// The position after `ply` moves was dead: the game ended there (5.2.2).
    fn dead_at(&mut self, ply: usize, proof: outcome::Proof, now: crate::game::Instant) -> Settled {
        let undone: Vec<String> = self.moves[ply..].iter().map(|m| m.san.clone()).collect();
        let numbered = self.numbered(ply);
        // The clocks as they stood when that move was completed: the time used since is
        // given back, as the game was over from then on.
        let state = match self.moves.get(ply) {
            Some(next) => next.clock_before,
            None => (!self.clock.is_untimed()).then(|| self.clock.state(now)),
        };
        self.moves.truncate(ply);
        self.illegal.take_from(ply);
        self.wrong_claims.retain(|w| w.ply <= ply);
        self.adjustments.retain(|(p, _)| *p <= ply);
        if let Some(mut state) = state {
            state.used_in_move = Duration::ZERO;
            if let Ok(clock) = self.clock.restored(&state) {
                self.clock = clock;
            }
        }
        self.open.dead.clear();
        self.open.flag = None;
        self.touched = None;
        self.last_claim = None;
        self.late_dead = (!undone.is_empty()).then_some(LateDead { ply, undone: numbered });
        let draw = Outcome { winner: None, termination: Termination::DeadPosition, by: None };
        self.finish(draw, now);
        self.proof = Some(proof);
        Settled::Dead { ply, undone }
    }

    /// The moves after `ply`, numbered: `41. Kc3 Bd7`, `41... Bd7 42. Kb3`.
    fn numbered(&self, ply: usize) -> String {
        let after = &self.moves[ply..];
        after.first().map_or_else(String::new, |m| numbered_line(m.number, m.color, after.iter().map(|m| &m.san)))
    }

    /// After a move (or at the start) in a game reached beside it: the position's question
    /// is left open unless a rule already ended the game.
    pub(super) fn leave_open(&mut self) {
        if self.outcome.is_none() {
            self.open.dead.push(self.moves.len());
        }
    }
}
