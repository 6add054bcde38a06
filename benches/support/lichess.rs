//! What the PGN benches' lichess-style files are made with: a deterministic generator, so every
//! run reads the same file, random moves as the files play them, and clocks written as lichess
//! writes them. The including crate names `Move` and `Position` at its root (from `ferz::rules`
//! or `ferz_core::rules`).

use crate::{Move, Position};

/// xorshift64*: deterministic, so every run reads the same file.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random legal move of `pos`, a capture one time in three when there is one; `None` when
/// the game is over.
pub fn pick(rng: &mut Rng, pos: &Position) -> Option<Move> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let captures: Vec<_> = legal.iter().copied().filter(|m| pos.piece_at(m.to()).is_some()).collect();
    Some(if !captures.is_empty() && rng.below(3) == 0 {
        captures[rng.below(captures.len())]
    } else {
        legal[rng.below(legal.len())]
    })
}

/// `h:mm:ss` as lichess writes clocks.
pub fn clock(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}
