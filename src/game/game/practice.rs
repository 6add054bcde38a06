//! `--arbiter practice`: completed illegal moves as at a real board (rules.md "Completed
//! illegal moves"; FIDE 7.5, 7.8). A player may complete a move a hand could make, or press
//! the clock without moving; it stands, unannounced, until the opponent (or the arbiter)
//! points it out. Then the position before it is restored, the moves after it are undone,
//! the clocks keep their times, and the opponent gets two minutes (one in rapid and blitz);
//! a player's second illegal move loses — or draws when the opponent cannot mate.

use crate::game::illegal::{Breach, CompletedIllegal, Finding, IllegalLog};
use crate::game::{ClockState, Duration, GameError, Instant, PlayedMove, RecordFault, Refusal, Termination};
use crate::rules::{Color, Move, Position, Role, hand_san};

use super::{Clock, Game};

impl Game {
    /// True in practice mode (`--arbiter practice`).
    pub fn is_practice(&self) -> bool {
        self.options.arbiter.accepts_completed_illegal_moves()
    }

    /// The completed illegal moves of the game: pending (unfound), found, erased.
    pub fn illegal_log(&self) -> &IllegalLog {
        &self.illegal
    }

    /// The place of the earliest completed illegal move not yet pointed out (the number of
    /// plies before it), if one stands: the positions after it are not what the rules reach,
    /// and a screen says nothing of them (no check, no mark) until it is found.
    pub fn illegal_stands_from(&self) -> Option<usize> {
        self.illegal.pending.first().map(|c| c.ply)
    }

    /// What pointing out an illegal move gives the opponent: two minutes in a standard game,
    /// one in rapid and blitz (7.5.5, A.4, B.3), nothing untimed.
    pub fn illegal_move_penalty(&self) -> Duration {
        if self.clock.is_untimed() { Duration::ZERO } else { self.time_control().default_penalty() }
    }

    /// Gives the players new names (a resumed save's names, cleaned), keeping everything else.
    pub fn rename(&mut self, white: Option<String>, black: Option<String>) {
        self.options.white = white;
        self.options.black = black;
    }

    /// The player who would point out an illegal move now (7.5.1: the opponent's claim): the
    /// opponent of the player who made the earliest one standing; with none standing, the
    /// side to move, whose opponent made the last move.
    pub fn pointer_out(&self) -> Color {
        self.illegal.pending.first().map_or_else(|| self.turn(), |c| !c.by)
    }

    /// Refuses practice-only actions outside practice mode.
    fn require_practice(&self) -> Result<(), GameError> {
        if self.is_practice() { Ok(()) } else { Err(Refusal::PracticeOnly.into()) }
    }

    /// Completes the illegal hand move `mv` of the side to move (already checked to be a hand
    /// move and not legal): played as a hand would, the clock pressed, nothing announced.
    pub(super) fn play_illegal(&mut self, mv: Move, now: Instant) -> Result<&PlayedMove, GameError> {
        let pos = self.position().clone();
        let breach = if pos.is_unpromoted_arrival(mv) {
            Breach::Unpromoted
        } else {
            Breach::Move(self.explain(mv.from(), mv.to(), mv.promotion()))
        };
        let san = hand_san(&pos, mv);
        let after = pos.play_by_hand(mv);
        self.complete(&pos, after, mv, san, breach, now);
        Ok(&self.moves[self.moves.len() - 1])
    }

    /// The side to move presses the clock without moving (7.8.1): a completed illegal move.
    /// Only in practice mode.
    pub fn press_clock(&mut self, now: Instant) -> Result<(), GameError> {
        self.require_practice()?;
        self.update(now);
        self.refuse_if_over()?;
        if self.clock.is_paused() {
            return Err(Refusal::Paused.into());
        }
        let pos = self.position().clone();
        let king = pos.king_of(pos.turn());
        // A pass is kept as the king "moving" to its own square: no real move looks like it.
        let pass = Move::new(king, king, None);
        self.complete(&pos, pos.pass_by_hand(), pass, "--".to_string(), Breach::ClockWithoutMove, now);
        Ok(())
    }

    /// Records a completed illegal ply: the clock is pressed as for any move, the board is
    /// left as the hand left it, and no ending is looked for (an illegal move cannot mate).
    fn complete(&mut self, before: &Position, after: Position, mv: Move, san: String, breach: Breach, now: Instant) {
        let mover = before.turn();
        let super::Pressed { before: clock_before, clock: clock_ms, spent, offered } = self.press_for_ply(mover, now);
        self.illegal.pending.push(CompletedIllegal {
            ply: self.moves.len(),
            by: mover,
            mv,
            number: before.fullmoves(),
            san: san.clone(),
            breach,
            before: before.clone(),
            last: self.moves.last().map(|m| m.mv),
        });
        self.moves.push(PlayedMove {
            mv,
            san,
            color: mover,
            number: before.fullmoves(),
            draw_offer: offered,
            clock: clock_ms,
            spent,
            clock_before,
            after,
        });
        self.touched = None;
    }

    /// The opponent (or the arbiter) points out the earliest completed illegal move not yet
    /// found. `Ok(None)`: nothing illegal stands, and nothing changes. Otherwise the position
    /// just before it is restored and the later moves undone (a pawn left unpromoted becomes a
    /// queen instead, 7.5.2), the clocks keep their times with the offender's running, and the
    /// opponent gets the penalty — or, for the offender's second, the game ends (7.5.5).
    pub fn point_out(&mut self, now: Instant) -> Result<Option<Finding>, GameError> {
        self.require_practice()?;
        self.update(now);
        self.refuse_if_over()?;
        let Some(first) = self.illegal.pending.first().cloned() else { return Ok(None) };
        let later_plies = self.moves.len() - first.ply - 1;
        let undone: Vec<String> = self.moves[first.ply..].iter().map(|m| m.san.clone()).collect();
        let taken: Vec<PlayedMove> = self.moves.split_off(first.ply);
        let mut erased = self.illegal.take_from(first.ply);
        erased.remove(0);
        self.illegal.erased.extend(erased);
        let left = self.moves.len();
        self.wrong_claims.retain(|w| w.ply <= left);
        self.draw_offer = None;
        self.last_claim = None;
        self.touched = None;

        // The clocks keep their times; the move counters go back with the moves (7.1).
        let was_paused = self.clock.is_paused();
        let mut replaced_by = None;
        let before = self.position().clone();
        let mut to_move = before.turn();
        if first.breach == Breach::Unpromoted {
            // 7.5.2: the pawn is replaced by a queen; the move stands, completed.
            let mv = taken[0].mv;
            let queen = Move::new(mv.from(), mv.to(), Some(Role::Queen));
            self.record(&before, queen, taken[0].draw_offer, taken[0].clock, taken[0].spent);
            replaced_by = Some(self.moves[self.moves.len() - 1].san.clone());
            to_move = !to_move;
        }
        self.reset_clock(&taken[usize::from(replaced_by.is_some())..], to_move, now, was_paused);

        let by = first.by;
        let count = self.illegal.count(by) + 1;
        let mut penalty = Duration::ZERO;
        let mut ended = None;
        if count >= 2 {
            // 7.5.5: the second illegal move loses, unless the opponent cannot mate at all.
            // Decided exactly by the adjudicator, as at a flag fall, with its proof.
            let ending = crate::game::outcome::second_illegal_move(self.position(), by);
            ended = Some(ending.outcome);
            self.finish_with(ending, now);
        } else {
            penalty = self.illegal_move_penalty();
            self.give_time(!by, penalty, false);
            if let Some(ending) = crate::game::ending(self.positions()) {
                ended = Some(ending.outcome);
                self.finish_with(ending, now);
            }
            if self.options.touch_move
                && let Breach::Move(_) = first.breach
                && let Some(mv) = taken.first().map(|m| m.mv)
                && self.position().legal_moves().iter().any(|m| m.from() == mv.from())
            {
                // 7.5.1 with 4.3: the piece touched for the illegal move must be moved.
                self.touched = Some(mv.from());
            }
        }
        let taken = taken.iter().map(|m| m.mv).collect();
        let finding = Finding { illegal: first, later_plies, undone, taken, replaced_by, penalty, count, ended };
        self.illegal.found.push(finding.clone());
        Ok(Some(finding))
    }

    /// The clock after moves were taken back: the same times, `to_move`'s clock to run (from
    /// `now`, unless it was paused), the move counters without the `taken` moves where the
    /// time control's periods allow it.
    fn reset_clock(&mut self, taken: &[PlayedMove], to_move: Color, now: Instant, was_paused: bool) {
        if self.clock.is_untimed() {
            return;
        }
        let mut state: ClockState = self.clock.state(now);
        state.remaining = [self.clock.remaining(Color::White, now), self.clock.remaining(Color::Black, now)];
        state.to_move = Some(to_move);
        state.used_in_move = Duration::ZERO;
        let tc = self.clock.time_control().clone();
        let mut counted = state;
        for m in taken {
            let i = m.color.index();
            counted.moves_made[i] = counted.moves_made[i].saturating_sub(1);
        }
        let rebuilt = Clock::from_state(&tc, &counted).or_else(|_| Clock::from_state(&tc, &state));
        if let Ok(clock) = rebuilt {
            self.clock = clock;
            if !was_paused {
                self.clock.resume(now);
            }
        }
    }

    /// Refuses a legal-looking move that captures the king: at a board the king is never
    /// taken; the illegal move that left it en prise is pointed out instead.
    pub(super) fn refuse_king_capture(&self, mv: Move) -> Result<(), GameError> {
        let pos = self.position();
        if pos.pieces(!pos.turn(), Role::King).has(mv.to()) {
            return Err(Refusal::KingCapture.into());
        }
        Ok(())
    }
}

/// One ply of a save that the PGN movetext cannot hold (it may be illegal): the move in UCI
/// (`e1e1` style for a clock pressed without a move), the mover's clock after it, and whether
/// it carried a draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandPly {
    /// The move as the hand made it.
    pub mv: Move,
    /// The mover's clock after it.
    pub clock: Option<Duration>,
    /// A draw offer went with it.
    pub draw_offer: bool,
    /// The time the mover spent on it (the record's `[%emt]`), when known.
    pub spent: Option<Duration>,
}

/// A found illegal move as a save keeps it; the rest is worked out again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedFinding {
    /// Plies before the illegal move.
    pub ply: usize,
    /// The move as the hand made it (see [`HandPly`]).
    pub mv: Move,
    /// Plies that stood after it when it was found.
    pub later_plies: usize,
    /// The moves taken back, in SAN.
    pub undone: Vec<String>,
    /// Time given to the opponent.
    pub penalty: Duration,
    /// Where it was made, the move before it, and the moves taken back as the hands made them
    /// (the illegal one first): the illegal moves among them that were never found come back
    /// from these. Older saves have none of them; the game's own positions stand in.
    pub context: Option<FindingContext>,
}

/// Where a found illegal move was made, kept apart from the game's moves (which a takeback
/// may change).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FindingContext {
    /// The position the hand moved in (always one a legal game reaches: every move before a
    /// found illegal move is legal).
    pub before: Position,
    /// The move before it.
    pub last: Option<Move>,
    /// The moves taken back when it was found, as the hands made them.
    pub taken: Vec<Move>,
}

impl Game {
    /// The plies from the first pending illegal move on, which a save keeps apart from its
    /// movetext (empty when nothing illegal stands).
    pub fn hand_plies(&self) -> Vec<HandPly> {
        let from = self.illegal.pending.first().map_or(self.moves.len(), |c| c.ply);
        self.moves[from..]
            .iter()
            .map(|m| HandPly { mv: m.mv, clock: m.clock, draw_offer: m.draw_offer, spent: m.spent })
            .collect()
    }

    /// The found illegal moves as a save keeps them.
    pub fn saved_findings(&self) -> Vec<SavedFinding> {
        self.illegal
            .found
            .iter()
            .map(|f| SavedFinding {
                ply: f.illegal.ply,
                mv: f.illegal.mv,
                later_plies: f.later_plies,
                undone: f.undone.clone(),
                penalty: f.penalty,
                context: Some(FindingContext {
                    before: f.illegal.before.clone(),
                    last: f.illegal.last,
                    taken: f.taken.clone(),
                }),
            })
            .collect()
    }

    /// Continues a restored practice game with the plies a save kept apart and its findings:
    /// each ply is completed as it was (legal or not), with the clock readings saved; the
    /// clock itself stays as restored.
    pub(crate) fn resume_practice(&mut self, plies: &[HandPly], findings: &[SavedFinding]) -> Result<(), GameError> {
        for (i, found) in findings.iter().enumerate() {
            let (illegal, erased) = match &found.context {
                Some(c) => {
                    (describe(&c.before, found.mv, found.ply, c.last), unfound_among(&c.before, &c.taken, found.ply))
                }
                None => {
                    // An older save: the game's own position before it stands in.
                    let Some(before) = self.position_after(found.ply).cloned() else {
                        return Err(GameError::BadRecord(RecordFault::FindingPastEnd(i + 1)));
                    };
                    let last = found.ply.checked_sub(1).and_then(|p| self.moves.get(p)).map(|m| m.mv);
                    (describe(&before, found.mv, found.ply, last), Vec::new())
                }
            };
            let count = self.illegal.count(illegal.by) + 1;
            let replaced_by = (illegal.breach == Breach::Unpromoted).then(|| {
                let queen = Move::new(found.mv.from(), found.mv.to(), Some(Role::Queen));
                hand_san(&illegal.before, queen)
            });
            self.illegal.found.push(Finding {
                illegal,
                later_plies: found.later_plies,
                undone: found.undone.clone(),
                taken: found.context.as_ref().map(|c| c.taken.clone()).unwrap_or_default(),
                replaced_by,
                penalty: found.penalty,
                count,
                ended: None,
            });
            self.illegal.erased.extend(erased);
        }
        if let (Some(o), Some(last)) = (self.outcome, self.illegal.found.last_mut())
            && o.termination == Termination::IllegalMove
        {
            last.ended = Some(o);
        }
        for (i, ply) in plies.iter().enumerate() {
            let pos = self.position().clone();
            let pass = ply.mv.from() == ply.mv.to();
            if !pass && !pos.is_hand_move(ply.mv) {
                return Err(GameError::BadRecord(RecordFault::NotAHandMove(i + 1, ply.mv)));
            }
            if !pass && pos.is_legal(ply.mv) {
                self.record(&pos, ply.mv, ply.draw_offer, ply.clock, ply.spent);
                continue;
            }
            let last = self.moves.last().map(|m| m.mv);
            let illegal = describe(&pos, ply.mv, self.moves.len(), last);
            let after = if pass { pos.pass_by_hand() } else { pos.play_by_hand(ply.mv) };
            self.moves.push(PlayedMove {
                mv: ply.mv,
                san: illegal.san.clone(),
                color: illegal.by,
                number: illegal.number,
                draw_offer: ply.draw_offer,
                clock: ply.clock,
                spent: ply.spent,
                clock_before: None,
                after,
            });
            self.illegal.pending.push(illegal);
        }
        Ok(())
    }
}

/// The illegal moves after the first among `taken` (the moves taken back when the first was
/// found, from `before`, the first at ply `ply`): they went unfound, taken back with it.
fn unfound_among(before: &Position, taken: &[Move], ply: usize) -> Vec<CompletedIllegal> {
    let mut pos = before.clone();
    let mut last = None;
    let mut unfound = Vec::new();
    for (i, &mv) in taken.iter().enumerate() {
        let pass = mv.from() == mv.to();
        if i > 0 && (pass || !pos.is_legal(mv)) {
            unfound.push(describe(&pos, mv, ply + i, last));
        }
        pos = if pass { pos.pass_by_hand() } else { pos.play_by_hand(mv) };
        last = Some(mv);
    }
    unfound
}

/// A completed illegal move `mv` of `pos` (a pass when it goes nowhere), described afresh.
fn describe(pos: &Position, mv: Move, ply: usize, last: Option<Move>) -> CompletedIllegal {
    let (san, breach) = if mv.from() == mv.to() {
        ("--".to_string(), Breach::ClockWithoutMove)
    } else if pos.is_unpromoted_arrival(mv) {
        (hand_san(pos, mv), Breach::Unpromoted)
    } else {
        let why = pos.why_illegal(mv, last).unwrap_or(crate::rules::IllegalReason::NotLegal);
        (hand_san(pos, mv), Breach::Move(why))
    };
    CompletedIllegal { ply, by: pos.turn(), mv, number: pos.fullmoves(), san, breach, before: pos.clone(), last }
}
