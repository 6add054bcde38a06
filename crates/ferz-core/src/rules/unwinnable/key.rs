//! A position's identity for the prover's tables: the pieces, the side to
//! move, castling rights and en passant — without the move counters, so that
//! transpositions and cycles are recognised.

use crate::rules::{Position, Role};

/// The parts of a position that decide its future moves.
///
/// Forty bytes, so that an entry of the search's table (key, depth, round)
/// takes 48 rather than 56: the table is far bigger than the caches and most
/// probes miss, so a smaller entry is a faster search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Key {
    white: u64,
    /// The role of each occupied square as three bit planes (role index + 1).
    planes: [u64; 3],
    /// The low half of the position's Zobrist hash: all a table needs to
    /// hash (equality still compares the whole key, so a collision never
    /// merges positions).
    zobrist: u32,
    /// Side to move, castling rights and en passant square.
    rest: u32,
}

impl Key {
    /// The key of `pos`.
    pub(super) fn of(pos: &Position) -> Key {
        let mut planes = [0u64; 3];
        for role in Role::ALL {
            let code = role.index() + 1;
            let squares = pos.by_role(role).0;
            for (bit, plane) in planes.iter_mut().enumerate() {
                if code & (1 << bit) != 0 {
                    *plane |= squares;
                }
            }
        }
        let ep = pos.ep_square().map_or(0, |sq| sq.index() as u32 + 1);
        let rest = pos.turn().index() as u32 | (pos.castling_rights().bits() as u32) << 1 | ep << 8;
        Key { white: pos.by_color(crate::rules::Color::White).0, planes, zobrist: pos.hash() as u32, rest }
    }
}

impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u32(self.zobrist);
    }
}
