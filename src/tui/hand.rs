//! The player's hand on the board: the cursor, the piece picked up, and a mouse drag in
//! progress. Plain data with the steps a hand makes; which piece may be picked up is decided
//! by `update` and the game.

use crate::rules::Square;

/// A mouse press that began on a square, while the button is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Drag {
    /// The square the press began on.
    pub from: Square,
    /// The press was on the piece already in hand: releasing it on the same square puts the
    /// piece back.
    pub drop_on_release: bool,
}

/// The cursor, the picked-up piece and the drag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    cursor: Square,
    selected: Option<Square>,
    drag: Option<Drag>,
}

impl Default for Hand {
    fn default() -> Self {
        Hand { cursor: Square::E2, selected: None, drag: None }
    }
}

impl Hand {
    /// The cursor's square.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The picked-up piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The mouse drag in progress.
    pub fn drag(&self) -> Option<Drag> {
        self.drag
    }

    /// Puts the cursor on `sq`.
    pub fn set_cursor(&mut self, sq: Square) {
        self.cursor = sq;
    }

    /// Moves the cursor by files and ranks; it stops at the edge of the board.
    pub fn step(&mut self, files: i8, ranks: i8) {
        if let Some(sq) = self.cursor.offset(files, ranks) {
            self.cursor = sq;
        }
    }

    /// Holds the piece on `sq` (or nothing).
    pub fn hold(&mut self, sq: Option<Square>) {
        self.selected = sq;
    }

    /// A mouse press began a drag.
    pub fn start_drag(&mut self, from: Square, drop_on_release: bool) {
        self.drag = Some(Drag { from, drop_on_release });
    }

    /// The mouse button came up: the drag it ends, if one was in progress.
    pub fn end_drag(&mut self) -> Option<Drag> {
        self.drag.take()
    }

    /// Whatever the hand held is let go: no piece picked up, no drag (the cursor stays).
    pub fn empty(&mut self) {
        self.selected = None;
        self.drag = None;
    }
}
