//! A move as two bytes, and a fixed-capacity move list that lives on the stack.

use std::fmt;
use std::ops::Deref;

use super::{Role, Square};

/// A move: from-square, to-square and an optional promotion, packed in 16 bits.
///
/// Castling is written as the king's move (`e1g1`) when king and rook stand where standard
/// chess has them, and as the king taking its own rook (`b1a1`) otherwise (Chess960). Whether
/// a move captures, is en passant or castles follows from the position it is played in.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u16);

impl Move {
    /// The move from `from` to `to`, promoting to `promotion` if given.
    #[inline]
    pub const fn new(from: Square, to: Square, promotion: Option<Role>) -> Move {
        let promo = match promotion {
            Some(role) => role as u16,
            None => 0,
        };
        Move(from.index() as u16 | (to.index() as u16) << 6 | promo << 12)
    }

    /// Where the piece starts.
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index((self.0 & 63) as u32)
    }

    /// Where the piece lands (for castling, the king's destination).
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index(((self.0 >> 6) & 63) as u32)
    }

    /// The promotion piece, if this is a promotion.
    #[inline]
    pub const fn promotion(self) -> Option<Role> {
        match self.0 >> 12 {
            1 => Some(Role::Knight),
            2 => Some(Role::Bishop),
            3 => Some(Role::Rook),
            4 => Some(Role::Queen),
            _ => None,
        }
    }

    /// The move in UCI form: `e2e4`, `e7e8q`, `e1g1` for castling.
    pub fn uci(self) -> String {
        let mut s = format!("{}{}", self.from(), self.to());
        if let Some(role) = self.promotion() {
            s.push(role.lower_char());
        }
        s
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

/// The most legal moves any chess position has is 218; 256 leaves room.
pub const MAX_MOVES: usize = 256;

/// Legal moves of a position, stored inline: generating them allocates nothing.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub const fn new() -> MoveList {
        MoveList { moves: [Move(0); MAX_MOVES], len: 0 }
    }

    /// Appends a move. A full list ignores the move (it cannot happen for a legal position).
    #[inline]
    pub fn push(&mut self, mv: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }

    /// Keeps only the moves for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let mv = self.moves[i];
            if keep(mv) {
                self.moves[j] = mv;
                j += 1;
            }
        }
        self.len = j;
    }

    /// Sorts the moves by their UCI text, as `perft --divide` lists them.
    pub fn sort_by_uci(&mut self) {
        self.moves[..self.len].sort_by_key(|m| {
            (m.from().file(), m.from().rank(), m.to().file(), m.to().rank(), m.promotion().map(Role::lower_char))
        });
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
