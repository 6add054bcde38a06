//! Rook attacks from small tables ("kindergarten" bitboards), for the code that asks them
//! between much other work.
//!
//! The rook's fancy magic table in `attacks.rs` is about 800 KB, far larger than the
//! first-level cache (48 KB here). Where lookups come one after another (perft, a search) the
//! entries they need stay cached and magics are the fastest; where much else runs between two
//! lookups (the dead-position looks, which score every move they generate; a game's last
//! position asked whether it is mate, after its moves were read) most lookups wait on a load
//! from further out. Here a rook's lines are answered from 4.5 KB of tables, which stay in
//! the first level:
//!
//! - its rank: the six inner squares' occupancy, shifted down to six bits, indexes a table
//!   of the attacks along the first rank from each file (64 x 8 bytes), shifted back up;
//! - its file: shifted onto the a-file and multiplied by the c2-h7 diagonal, the six inner
//!   squares land on the top six bits, which index a table of the a-file's attacks
//!   (64 x 8 squares x 8 bytes), shifted back across.
//!
//! That is about ten instructions more than a magic lookup, on data already at hand. The
//! bishop keeps its magic table: at 41 KB it mostly stays cached, and the same method for the
//! diagonals (one multiply onto the first rank each) measured more instructions than it
//! saved in waiting. Who uses which: the looks import this `rook_attacks` in place of the
//! magic one, and the move generator takes it for the sinks that ask (`Sink::SMALL_TABLES`).
//! The tables are computed at compile time by ray walks, and the tests compare both ways on
//! every square.

use super::{Bitboard, Square};

/// The a-file.
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// The diagonal c2-h7: multiplied by a-file squares it brings a2..a7 to the top six bits.
const DIAGONAL_C2_H7: u64 = 0x0080_4020_1008_0400;

/// Squares a slider on file `file` of a rank attacks along it, given the occupancy of the
/// rank's squares strictly inside the board (the b- to g-files, one bit each), as one byte.
const fn first_rank_table() -> [[u8; 64]; 8] {
    let mut table = [[0u8; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occupied = (inner << 1) as u32;
            let mut attacks = 0u32;
            let mut f = file as i32 + 1;
            while f < 8 {
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            let mut f = file as i32 - 1;
            while f >= 0 {
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
                f -= 1;
            }
            table[file][inner] = attacks as u8;
            inner += 1;
        }
        file += 1;
    }
    table
}

/// The six-bit index of the a-file's inner squares (a2..a7) as they stand in `a_file`.
const fn a_file_index(a_file: u64) -> usize {
    (a_file.wrapping_mul(DIAGONAL_C2_H7) >> 58) as usize
}

/// By rank and by [`a_file_index`]: the squares a slider on that rank of the a-file attacks
/// along it.
const fn a_file_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut rank = 0;
    while rank < 8 {
        // Every subset of a2..a7 (Carry-Rippler), indexed as the lookup indexes it.
        let inner = FILE_A & !1 & !(1 << 56);
        let mut subset = 0u64;
        loop {
            let mut attacks = 0u64;
            let mut r = rank as i32 + 1;
            while r < 8 {
                attacks |= 1 << (8 * r);
                if subset & (1 << (8 * r)) != 0 {
                    break;
                }
                r += 1;
            }
            let mut r = rank as i32 - 1;
            while r >= 0 {
                attacks |= 1 << (8 * r);
                if subset & (1 << (8 * r)) != 0 {
                    break;
                }
                r -= 1;
            }
            table[rank][a_file_index(subset)] = attacks;
            subset = subset.wrapping_sub(inner) & inner;
            if subset == 0 {
                break;
            }
        }
        rank += 1;
    }
    table
}

static FIRST_RANK: [[u8; 64]; 8] = first_rank_table();
static A_FILE: [[u64; 64]; 8] = a_file_table();

/// Squares a rook on `sq` attacks given the `occupied` squares: as
/// [`rook_attacks`](super::rook_attacks), from small tables.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let (file, rank) = (sq.index() & 7, sq.index() >> 3);
    let inner = ((occupied.0 >> (8 * rank + 1)) & 63) as usize;
    let on_rank = u64::from(FIRST_RANK[file][inner]) << (8 * rank);
    let on_file = A_FILE[rank][a_file_index((occupied.0 >> file) & FILE_A)] << file;
    Bitboard(on_rank | on_file)
}

#[cfg(test)]
mod tests {
    use super::super::movegen::Sink;
    use super::super::{Move, MoveList, attacks};
    use super::*;

    /// Both ways of looking up agree, for one square and one occupancy.
    fn agree(sq: Square, occupied: u64) {
        let occupied = Bitboard(occupied);
        assert_eq!(rook_attacks(sq, occupied), attacks::rook_attacks(sq, occupied), "{sq:?} {:#x}", occupied.0);
    }

    /// On every square: every subset of the squares of its rank with its file empty or full,
    /// the same for its file, and many random boards, sparse and dense, with and without the
    /// square itself.
    #[test]
    fn small_tables_agree_with_the_magic_ones() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for sq in Square::all() {
            let bit = 1u64 << sq.index();
            for occupied in [0, !0, bit, !bit] {
                agree(sq, occupied);
            }
            let rank = (0xFFu64 << (8 * (sq.index() >> 3))) & !bit;
            let file = (FILE_A << (sq.index() & 7)) & !bit;
            for (line, other) in [(rank, file), (file, rank)] {
                let mut subset = 0u64;
                loop {
                    for rest in [0, other, !(line | other | bit)] {
                        agree(sq, subset | rest);
                        agree(sq, subset | rest | bit);
                    }
                    subset = subset.wrapping_sub(line) & line;
                    if subset == 0 {
                        break;
                    }
                }
            }
            for _ in 0..2_000 {
                let (a, b, c) = (next(), next(), next());
                for occupied in [a, a & b, a & b & c, a | b] {
                    agree(sq, occupied);
                }
            }
        }
    }

    /// The moves listed, the generator finding the sliders' lines from the small tables.
    struct Small(MoveList);

    impl Sink for Small {
        const SMALL_TABLES: bool = true;

        fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
            self.0.moves(from, to, pawn);
        }
        fn pawn_set(&mut self, to: Bitboard, delta: i8) {
            self.0.pawn_set(to, delta);
        }
        fn one(&mut self, mv: Move) {
            self.0.one(mv);
        }
    }

    /// With the small tables the generator lists the same moves in the same order (its
    /// king steps, checks and pins found the same), on every position within two moves of
    /// the perft suite's positions; and whether there is a move is what listing them says.
    #[test]
    fn the_generator_lists_the_same_moves_from_either_tables() {
        let mut asked = 0;
        crate::rules::near_the_perft_suite(2, |p, _| {
            let mut small = Small(MoveList::new());
            p.generate(&mut small);
            let magic = p.legal_moves();
            assert_eq!(&small.0[..], &magic[..], "{}", p.fen());
            assert_eq!(p.has_legal_move(), !magic.is_empty(), "{}", p.fen());
            asked += 1;
        });
        assert!(asked > 40_000, "{asked}");
    }
}
