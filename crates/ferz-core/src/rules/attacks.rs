//! Attack tables, all computed at compile time by `const fn`: leapers by
//! lookup, sliders by fancy magic bitboards (multipliers in `magics.rs`), and
//! the between/line tables used for pins and check evasions.

use super::magics::{BISHOP_MAGICS, ROOK_MAGICS};
use super::{Bitboard, Color, Square};

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_DELTAS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING_DELTAS: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

const fn on_board(f: i8, r: i8) -> bool {
    f >= 0 && f < 8 && r >= 0 && r < 8
}

const fn leaper_table(deltas: &[(i8, i8); 8]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < 8 {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if on_board(nf, nr) {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn pawn_table(white: bool) -> [u64; 64] {
    let mut table = [0u64; 64];
    let dr = if white { 1 } else { -1 };
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        if on_board(f - 1, r + dr) {
            table[sq] |= 1 << ((r + dr) * 8 + f - 1);
        }
        if on_board(f + 1, r + dr) {
            table[sq] |= 1 << ((r + dr) * 8 + f + 1);
        }
        sq += 1;
    }
    table
}

/// Slider attacks from `sq` along `dirs`, stopping at (and including) blockers.
const fn ray_attacks(sq: usize, occupied: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut attacks = 0u64;
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let (mut nf, mut nr) = (f + df, r + dr);
        while on_board(nf, nr) {
            let bit = 1u64 << (nr * 8 + nf);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            nf += df;
            nr += dr;
        }
        d += 1;
    }
    attacks
}

/// The squares whose occupancy matters to a slider on `sq` (edges excluded).
const fn relevance_mask(sq: usize, dirs: &[(i8, i8); 4]) -> u64 {
    let mut mask = 0u64;
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let (mut nf, mut nr) = (f + df, r + dr);
        while on_board(nf + df, nr + dr) {
            mask |= 1u64 << (nr * 8 + nf);
            nf += df;
            nr += dr;
        }
        d += 1;
    }
    mask
}

/// Where one square's slice of a magic table starts, and how to index it.
#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

const fn magics(dirs: &[(i8, i8); 4], factors: &[u64; 64]) -> [Magic; 64] {
    let mut out = [Magic { mask: 0, factor: 0, shift: 0, offset: 0 }; 64];
    let mut offset = 0;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevance_mask(sq, dirs);
        let bits = mask.count_ones();
        out[sq] = Magic { mask, factor: factors[sq], shift: 64 - bits, offset };
        offset += 1 << bits;
        sq += 1;
    }
    out
}

const fn table_size(magics: &[Magic; 64]) -> usize {
    magics[63].offset + (1 << (64 - magics[63].shift))
}

const fn fill_table<const N: usize>(magics: &[Magic; 64], dirs: &[(i8, i8); 4]) -> [u64; N] {
    let mut table = [0u64; N];
    let mut sq = 0;
    while sq < 64 {
        let m = magics[sq];
        // Walk every subset of the mask (Carry-Rippler).
        let mut subset = 0u64;
        loop {
            let index = m.offset + (subset.wrapping_mul(m.factor) >> m.shift) as usize;
            table[index] = ray_attacks(sq, subset, dirs);
            subset = subset.wrapping_sub(m.mask) & m.mask;
            if subset == 0 {
                break;
            }
        }
        sq += 1;
    }
    table
}

const ROOK_MAGIC: [Magic; 64] = magics(&ROOK_DIRS, &ROOK_MAGICS);
const BISHOP_MAGIC: [Magic; 64] = magics(&BISHOP_DIRS, &BISHOP_MAGICS);
const ROOK_TABLE_SIZE: usize = table_size(&ROOK_MAGIC);
const BISHOP_TABLE_SIZE: usize = table_size(&BISHOP_MAGIC);

#[allow(long_running_const_eval)]
static ROOK_TABLE: [u64; ROOK_TABLE_SIZE] = fill_table(&ROOK_MAGIC, &ROOK_DIRS);
#[allow(long_running_const_eval)]
static BISHOP_TABLE: [u64; BISHOP_TABLE_SIZE] = fill_table(&BISHOP_MAGIC, &BISHOP_DIRS);

/// Slider attacks on an empty board, square by square.
const fn rays_table(dirs: &[(i8, i8); 4]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        table[sq] = ray_attacks(sq, 0, dirs);
        sq += 1;
    }
    table
}

// The empty board's slider attacks again, in 512 bytes each: looked up through the magic
// tables they are spread over 800 KB, one cache line a square, which the SAN reader and the
// dead-position looks ask often enough for the loads to show.
static ROOK_RAYS: [u64; 64] = rays_table(&ROOK_DIRS);
static BISHOP_RAYS: [u64; 64] = rays_table(&BISHOP_DIRS);
static KNIGHT: [u64; 64] = leaper_table(&KNIGHT_DELTAS);
static KING: [u64; 64] = leaper_table(&KING_DELTAS);
static PAWN: [[u64; 64]; 2] = [pawn_table(true), pawn_table(false)];

/// The squares from (`f`, `r`) in the direction (`df`, `dr`) to the edge, the start left out.
const fn ray(f: i8, r: i8, df: i8, dr: i8) -> u64 {
    let mut out = 0u64;
    let (mut nf, mut nr) = (f + df, r + dr);
    while on_board(nf, nr) {
        out |= 1 << (nr * 8 + nf);
        nf += df;
        nr += dr;
    }
    out
}

/// For two squares on one rank, file or diagonal: the squares strictly between them, or
/// (`full_line`) the whole line through both, edge to edge; nothing for other pairs.
const fn ray_table(full_line: bool) -> [[u64; 64]; 64] {
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let (f, r) = ((a % 8) as i8, (a / 8) as i8);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = if d < 4 { ROOK_DIRS[d] } else { BISHOP_DIRS[d - 4] };
            let line = ray(f, r, df, dr) | ray(f, r, -df, -dr) | 1u64 << a;
            let mut between = 0u64;
            let (mut nf, mut nr) = (f + df, r + dr);
            while on_board(nf, nr) {
                let b = (nr * 8 + nf) as usize;
                table[a][b] = if full_line { line } else { between };
                between |= 1 << b;
                nf += df;
                nr += dr;
            }
            d += 1;
        }
        a += 1;
    }
    table
}

static BETWEEN: [[u64; 64]; 64] = ray_table(false);
static LINE: [[u64; 64]; 64] = ray_table(true);

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (captures diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// Squares a rook on `sq` attacks given the `occupied` squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &ROOK_MAGIC[sq.index()];
    let index = m.offset + ((occupied.0 & m.mask).wrapping_mul(m.factor) >> m.shift) as usize;
    Bitboard(ROOK_TABLE[index])
}

/// Squares a bishop on `sq` attacks given the `occupied` squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &BISHOP_MAGIC[sq.index()];
    let index = m.offset + ((occupied.0 & m.mask).wrapping_mul(m.factor) >> m.shift) as usize;
    Bitboard(BISHOP_TABLE[index])
}

/// [`rook_attacks`] from the magic table, or (`small`) from the small tables of
/// `kindergarten.rs`: the same squares. A caller passes a constant, and the choice folds away.
#[inline(always)]
pub(crate) fn rook_attacks_from(small: bool, sq: Square, occupied: Bitboard) -> Bitboard {
    if small { super::kindergarten::rook_attacks(sq, occupied) } else { rook_attacks(sq, occupied) }
}

/// Squares a queen on `sq` attacks given the `occupied` squares.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a rook on `sq` attacks on an empty board: its rank and its file.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()])
}

/// Squares a bishop on `sq` attacks on an empty board: its two diagonals.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq.index()])
}

/// Squares a queen on `sq` attacks on an empty board.
#[inline]
pub fn queen_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()] | BISHOP_RAYS[sq.index()])
}

/// The squares strictly between `a` and `b` when they share a line, else none.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The whole line (rank, file or diagonal) through `a` and `b`, else none.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index()][b.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walks() {
        let mut seed = 0x1234_5678_9abc_def0u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occ = seed & seed.rotate_left(17);
            let sq = Square::from_index((seed >> 58) as u32);
            assert_eq!(rook_attacks(sq, Bitboard(occ)).0, ray_attacks(sq.index(), occ, &ROOK_DIRS));
            assert_eq!(bishop_attacks(sq, Bitboard(occ)).0, ray_attacks(sq.index(), occ, &BISHOP_DIRS));
        }
        for sq in Square::all() {
            assert_eq!(rook_rays(sq), rook_attacks(sq, Bitboard::EMPTY));
            assert_eq!(bishop_rays(sq), bishop_attacks(sq, Bitboard::EMPTY));
            assert_eq!(queen_rays(sq), queen_attacks(sq, Bitboard::EMPTY));
        }
    }

    #[test]
    fn leapers_and_lines() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(king_attacks(Square::E1).count(), 5);
        assert_eq!(pawn_attacks(Color::White, Square::E4), Bitboard::from_square(Square::D5) | Square::F5.into());
        assert_eq!(pawn_attacks(Color::Black, Square::A7), Bitboard::from_square(Square::B6));
        assert_eq!(between(Square::A1, Square::D4).count(), 2);
        assert_eq!(between(Square::A1, Square::B3), Bitboard::EMPTY);
        assert_eq!(line(Square::A1, Square::C3).count(), 8);
        assert!(line(Square::A1, Square::C3).has(Square::H8));
    }
}
