//! What a move text says, before the board is asked: the pattern of one reading (piece,
//! squares, promotion, castling), the handful of readings one text can have, and the letters
//! (dialect) it is written in. Shared by every notation's reader; no logic of its own.

use super::{CastlingSide, File, Rank, Role, Square};

/// The letters a text uses for pieces and captures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// English letters `KQRBN`, figures, `x` captures: SAN, long algebraic and UCI.
    Latin,
    /// Russian letters `Кр Ф Л С К`, `:` captures, `#` or `×` mate.
    Russian,
}

/// What a move text says: the parts it names, each `None` when the text leaves it open.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Pattern {
    /// The moving piece; `None` when the text names the from-square instead (UCI).
    pub role: Option<Role>,
    /// The file the piece leaves from.
    pub from_file: Option<File>,
    /// The rank the piece leaves from.
    pub from_rank: Option<Rank>,
    /// The file the piece goes to; always set except for castling.
    pub to_file: Option<File>,
    /// The rank the piece goes to; `None` only in a pawn capture by files (`ed`).
    pub to_rank: Option<Rank>,
    /// The promotion asked for; `None` leaves it open (any promotion fits).
    pub promotion: Option<Role>,
    /// Castling written as castling.
    pub castle: Option<CastlingSide>,
    /// True when the text is not standard notation (a lenient reading).
    pub lenient: bool,
    /// A reading tried only when no other fits a legal move: lowercase `b` read as a bishop,
    /// which gives way to the b-pawn (`bc5` is the pawn's capture when that is legal).
    pub last_resort: bool,
    /// True when the text marks a capture (`x`, `:`).
    pub capture: bool,
}

impl Pattern {
    /// The from-square, when the text names it in full.
    pub(crate) fn origin(self) -> Option<Square> {
        Some(Square::from_coords(self.from_file?, self.from_rank?))
    }

    /// The to-square, when the text names it in full.
    pub(crate) fn destination(self) -> Option<Square> {
        Some(Square::from_coords(self.to_file?, self.to_rank?))
    }
}

/// The readings of one text, a handful at most; kept on the stack.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Readings {
    items: [Pattern; 4],
    len: usize,
}

impl Readings {
    /// Adds a reading unless it is already there (or the handful is full).
    pub(crate) fn push(&mut self, pattern: Pattern) {
        if self.len < self.items.len() && !self.iter().any(|p| *p == pattern) {
            self.items[self.len] = pattern;
            self.len += 1;
        }
    }

    /// The readings, in the order they were added.
    pub(crate) fn iter(&self) -> std::slice::Iter<'_, Pattern> {
        self.items[..self.len].iter()
    }

    /// How many readings there are.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// True when the text had no reading.
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Keeps only the readings for which `keep` is true.
    pub(crate) fn retain(&mut self, keep: impl Fn(&Pattern) -> bool) {
        let mut kept = Readings::default();
        for p in self.iter().filter(|p| keep(p)) {
            kept.push(*p);
        }
        *self = kept;
    }
}
