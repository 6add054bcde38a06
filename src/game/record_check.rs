//! Whether a game's record could be signed by an arbiter: no move after the game ended by
//! itself, and a result that the `Result` tag, the movetext and the final position agree on
//! (FIDE 5.1.1, 5.2, 9.6; PGN standard 8.1.1.7, 8.2.6). `ferz check` asks it of every game.

use super::outcome::{Ending, first_ending_with};
use super::{Outcome, Termination};
use crate::rules::Position;
use crate::rules::unwinnable::{Memo, Why};

/// Why a record that reads as PGN cannot stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contradiction {
    /// Moves go on after the game ended by itself: after ply `ended_at` (0 when the start
    /// position already had), by `termination`; the record has `plies` plies.
    PlayedOn {
        /// The ply after which the game was over.
        ended_at: usize,
        /// How it ended.
        termination: Termination,
        /// The plies the record holds.
        plies: usize,
    },
    /// The `Result` tag says `tag`, the movetext ends with `token`.
    TagDiffers {
        /// The tag's value.
        tag: String,
        /// The result token after the moves.
        token: &'static str,
    },
    /// The result written, `written`, is not the one the final position gave: a mate written
    /// as a draw or as the other side's win, a win written after the game was drawn on the board.
    AgainstBoard {
        /// The result as written.
        written: &'static str,
        /// How the board ended the game.
        board: Outcome,
    },
}

/// What a check makes of a game's record: the ending the board gave (where, and how), and
/// what, if anything, contradicts the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordVerdict {
    /// The first position at which the game ended by itself (its ply) and the ending.
    pub ended: Option<(usize, Ending)>,
    /// Why the record cannot stand, if it cannot.
    pub contradiction: Option<Contradiction>,
}

/// Judges the record of a game: `history` its positions (the start first), `result` the
/// movetext's result token, `tag_differs` the `Result` tag when it says something else,
/// `time_forfeit` whether it says a flag fell. The endings are [`first_ending`](super::first_ending)'s, the same
/// rules the game plays by. A loss on time after a drawn position stays a record (6.9: its
/// result by the Laws is reported beside it).
pub fn judge_record(
    history: &[Position],
    result: &'static str,
    tag_differs: Option<&str>,
    time_forfeit: bool,
) -> RecordVerdict {
    judge_record_in(history, result, tag_differs, time_forfeit, &mut Memo::new())
}

/// [`judge_record`], with the verdicts `memo` already holds (and those found kept in it).
pub fn judge_record_in(
    history: &[Position],
    result: &'static str,
    tag_differs: Option<&str>,
    time_forfeit: bool,
    memo: &mut Memo,
) -> RecordVerdict {
    judge_record_with(history, result, tag_differs, time_forfeit, |pos| memo.dead_position(pos))
}

/// [`judge_record`], with `dead` answering whether a position is dead (see
/// [`first_ending_with`]).
pub fn judge_record_with(
    history: &[Position],
    result: &'static str,
    tag_differs: Option<&str>,
    time_forfeit: bool,
    dead: impl FnMut(&Position) -> Option<[Why; 2]>,
) -> RecordVerdict {
    let plies = history.len().saturating_sub(1);
    let ended = first_ending_with(history, dead);
    let contradiction = if let Some(tag) = tag_differs {
        Some(Contradiction::TagDiffers { tag: tag.to_string(), token: result })
    } else {
        match &ended {
            Some((ended_at, e)) if *ended_at < plies => {
                Some(Contradiction::PlayedOn { ended_at: *ended_at, termination: e.outcome.termination, plies })
            }
            Some((_, e)) if against_board(result, &e.outcome, time_forfeit) => {
                Some(Contradiction::AgainstBoard { written: result, board: e.outcome })
            }
            _ => None,
        }
    };
    RecordVerdict { ended, contradiction }
}

/// Whether `written` contradicts the board's `outcome`: a mate (whatever the clock) written
/// as anything but the mater's win, a drawn board written as a win (except a flag's).
fn against_board(written: &str, board: &Outcome, time_forfeit: bool) -> bool {
    if written == "*" {
        return false;
    }
    match board.winner {
        Some(_) => written != board.result(),
        None => !time_forfeit && written != board.result(),
    }
}
