//! Completed illegal moves (`--arbiter practice`; rules.md "Completed illegal moves", FIDE
//! 7.5 and 7.8): what was illegal, which of them were pointed out, and what came of it — the
//! data the game keeps, the record writes as comments and the coach's summary reads.

use crate::pgn::numbered_move;
use crate::rules::{Color, IllegalReason, Move, Notation, Position, write_hand_move};

use super::{Duration, Outcome};

/// What made a completed move illegal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breach {
    /// The move broke how pieces move or the king's safety (7.5.1), as explained.
    Move(IllegalReason),
    /// A pawn reached the last rank and was left a pawn (7.5.2): it becomes a queen.
    Unpromoted,
    /// The clock was pressed without a move (7.8.1).
    ClockWithoutMove,
}

/// A completed illegal move: the player pressed the clock after it (7.5.1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletedIllegal {
    /// Its place in the game: the number of plies before it.
    pub ply: usize,
    /// Who made it.
    pub by: Color,
    /// The move as the hand made it; a clock pressed without a move is the king "moving" onto
    /// its own square (no real move looks like that).
    pub mv: Move,
    /// The number of the full move it was made on.
    pub number: u32,
    /// As the scoresheet shows it (`Bc4`, `e8`, `--` for a clock pressed without a move).
    pub san: String,
    /// What was illegal about it.
    pub breach: Breach,
    /// The position the hand moved in: the record keeps it, since the moves before it may
    /// later be taken back or replaced.
    pub before: Position,
    /// The move just before it (what an explanation of en passant depends on).
    pub last: Option<Move>,
}

impl CompletedIllegal {
    /// The same illegal move with its text written in `notation` (`--` stays `--`).
    pub fn in_notation(&self, notation: Notation) -> CompletedIllegal {
        CompletedIllegal { san: write_hand_move(&self.before, self.mv, notation), ..self.clone() }
    }

    /// The move with its number, as a player writes it: `2. Bc4`, `2... Nf6`.
    pub fn numbered(&self) -> String {
        numbered_move(self.number, self.by, &self.san, true)
    }
}

/// An illegal move pointed out, and what the arbiter did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The illegal move found (always the earliest not yet found).
    pub illegal: CompletedIllegal,
    /// How many plies stood after it when it was found (0: right after it).
    pub later_plies: usize,
    /// The moves taken back, in SAN, the illegal one first.
    pub undone: Vec<String>,
    /// The same moves as the hands made them: a save replays them to know the illegal moves
    /// among them that went unfound.
    pub taken: Vec<Move>,
    /// For 7.5.2, the move that replaced it (`e8=Q`); `None` when the position was restored.
    pub replaced_by: Option<String>,
    /// Time given to the opponent (0 when the finding ended the game or the game is untimed).
    pub penalty: Duration,
    /// The player's illegal moves found so far, this one included.
    pub count: u32,
    /// The ending it brought: the second illegal move loses, or draws when the opponent
    /// cannot mate (7.5.5).
    pub ended: Option<Outcome>,
}

impl Finding {
    /// The same finding with its moves written in `notation`, as a screen that writes moves
    /// that way shows them: the moves taken back are replayed from where the illegal one was
    /// made (a finding restored from an older save, without them, keeps its SAN).
    pub fn in_notation(&self, notation: Notation) -> Finding {
        let mut pos = self.illegal.before.clone();
        let mut undone = Vec::with_capacity(self.taken.len());
        for &mv in &self.taken {
            undone.push(write_hand_move(&pos, mv, notation));
            pos = if mv.from() == mv.to() { pos.pass_by_hand() } else { pos.play_by_hand(mv) };
        }
        let replaced_by = self.replaced_by.as_ref().map(|san| {
            let queen = Move::new(self.illegal.mv.from(), self.illegal.mv.to(), Some(crate::rules::Role::Queen));
            if self.illegal.before.is_legal(queen) {
                write_hand_move(&self.illegal.before, queen, notation)
            } else {
                san.clone()
            }
        });
        Finding {
            illegal: self.illegal.in_notation(notation),
            undone: if undone.len() == self.undone.len() { undone } else { self.undone.clone() },
            replaced_by,
            ..self.clone()
        }
    }
}

/// One illegal move of the coach's summary and whether it was caught.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caught<'a> {
    /// The illegal move.
    pub illegal: &'a CompletedIllegal,
    /// How many plies after it stood when it was pointed out; `None`: never pointed out.
    pub later: Option<usize>,
}

/// Every completed illegal move of a game: those still standing unfound, those found, and
/// those taken back unfound because an earlier one was found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IllegalLog {
    /// On the board and not yet pointed out, in game order.
    pub pending: Vec<CompletedIllegal>,
    /// Pointed out, in the order found.
    pub found: Vec<Finding>,
    /// Never pointed out: taken back with the moves after an earlier illegal move.
    pub erased: Vec<CompletedIllegal>,
}

impl IllegalLog {
    /// How many illegal moves of `color` have been found (the count of 7.5.5).
    pub fn count(&self, color: Color) -> u32 {
        self.found.iter().filter(|f| f.illegal.by == color).count() as u32
    }

    /// Forgets the pending illegal moves at or after `ply` (taken back): returns them.
    pub(crate) fn take_from(&mut self, ply: usize) -> Vec<CompletedIllegal> {
        let keep = self.pending.iter().take_while(|c| c.ply < ply).count();
        self.pending.split_off(keep)
    }

    /// The illegal moves of `color` for the coach's summary, by move number: those found (with
    /// how many plies later) and those never pointed out (still standing, or taken back with
    /// an earlier one).
    pub fn of(&self, color: Color) -> Vec<Caught<'_>> {
        let found = self.found.iter().map(|f| Caught { illegal: &f.illegal, later: Some(f.later_plies) });
        let missed = self.pending.iter().chain(&self.erased).map(|c| Caught { illegal: c, later: None });
        let mut moves: Vec<Caught<'_>> = found.chain(missed).filter(|c| c.illegal.by == color).collect();
        // Stable: moves of the same number keep the order they were found in.
        moves.sort_by_key(|c| c.illegal.number);
        moves
    }

    /// The same record with every move written in `notation` (see [`Finding::in_notation`]).
    pub fn in_notation(&self, notation: Notation) -> IllegalLog {
        IllegalLog {
            pending: self.pending.iter().map(|c| c.in_notation(notation)).collect(),
            found: self.found.iter().map(|f| f.in_notation(notation)).collect(),
            erased: self.erased.iter().map(|c| c.in_notation(notation)).collect(),
        }
    }

    /// True when nothing illegal has happened in the game.
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty() && self.found.is_empty() && self.erased.is_empty()
    }
}
