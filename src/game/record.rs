//! One ply of a played game: the move as the scoresheet keeps it and the position it left.

use crate::game::clock::ClockState;
use crate::game::time::Duration;
use crate::rules::{Color, Move, Position};

/// A move as recorded: the move, its SAN, who made it and what went with it, and the
/// position it left on the board. A game keeps its start position and one of these a ply, so
/// its moves and positions cannot disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN with `+`/`#`, in the position it was played in.
    pub san: String,
    /// Who made it.
    pub color: Color,
    /// The number of the full move it belongs to (1 for `1. e4` and `1... e5`).
    pub number: u32,
    /// The mover had offered a draw with this move (written `(=)` after it, 9.1.2.2).
    pub draw_offer: bool,
    /// The mover's clock right after the move (for `[%clk]`).
    pub clock: Option<Duration>,
    /// The time the mover's clock ran for this move (for `[%emt]`); `None` untimed.
    pub spent: Option<Duration>,
    /// Both clocks just before the move was made (`None` untimed, and for moves restored from
    /// a save), so a takeback gives back exactly the time the clocks showed then.
    pub clock_before: Option<ClockState>,
    /// The position right after it (as the hand left it, for a completed illegal move).
    pub after: Position,
}

/// A move as a save file keeps it, to rebuild a game with [`Game::restore`](super::Game::restore).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavedMove {
    /// The move.
    pub mv: Move,
    /// The mover had offered a draw with it.
    pub draw_offer: bool,
    /// The mover's clock after it.
    pub clock: Option<Duration>,
    /// The time spent on it.
    pub spent: Option<Duration>,
}

impl From<(Move, bool)> for SavedMove {
    fn from((mv, draw_offer): (Move, bool)) -> SavedMove {
        SavedMove { mv, draw_offer, clock: None, spent: None }
    }
}
