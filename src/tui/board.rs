//! The board part of the app: the cursor and the piece in hand, what the board is doing (play,
//! claim mode, review), whether the players turned it, and what the board last saw of the
//! game, to react once to a move or the end.

use super::hand::Hand;
use super::mode::Mode;

/// What the board last saw of the game, to react once to a change: a move made or taken back
/// (the cursor goes to the side to move), the game just ended (the banner goes up).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Seen {
    /// The number of moves.
    pub(super) plies: usize,
    /// The game was over.
    pub(super) over: bool,
}

/// The board part of the app.
#[derive(Debug, Clone, Default)]
pub struct Board {
    /// The cursor, the picked-up piece, the drag.
    pub(super) hand: Hand,
    /// What the board is doing.
    pub(super) mode: Mode,
    /// The board is turned from what the flip mode says.
    pub(super) flipped: bool,
    /// What the board last saw of the game.
    pub(super) seen: Seen,
}

impl Board {
    /// Whatever was half done on the board is dropped: the piece in hand, a drag, claim mode.
    pub(super) fn drop_hand(&mut self) {
        self.hand.empty();
        if self.mode == Mode::Claim {
            self.mode = Mode::Play;
        }
    }

    /// A game begins on the board: nothing in hand, playing.
    pub(super) fn reset(&mut self, over: bool) {
        self.hand.empty();
        self.mode = Mode::Play;
        self.seen.over = over;
    }

    /// A review never shows a position past the last one, `last`.
    pub(super) fn keep_review_within(&mut self, last: usize) {
        if let Mode::Review(i) = &mut self.mode {
            *i = (*i).min(last);
        }
    }
}
