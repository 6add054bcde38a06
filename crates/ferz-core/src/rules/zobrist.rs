//! Zobrist hash keys, generated at compile time from a fixed seed so hashes
//! are the same on every run and every machine.

use super::{CastlingRights, CastlingSide, Color, Piece, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (s, k) = splitmix(state);
        state = s;
        out[i] = k;
        i += 1;
    }
    out
}

static PIECE_KEYS: [[[u64; 64]; 6]; 2] = {
    let flat: [u64; 12 * 64] = keys(0x6665_727A_0001);
    let mut out = [[[0u64; 64]; 6]; 2];
    let mut i = 0;
    while i < 12 * 64 {
        out[i / 384][(i / 64) % 6][i % 64] = flat[i];
        i += 1;
    }
    out
};
static CASTLING_KEYS: [u64; 16] = keys(0x6665_727A_0002);
/// Chess960: one key per right (K, Q, k, q) and rook file, xored in for a right whose rook
/// is not in its corner, so that rights to castle with different rooks hash apart.
static ROOK_FILE_KEYS: [u64; 32] = keys(0x6665_727A_0005);
static EP_KEYS: [u64; 8] = keys(0x6665_727A_0003);
const BLACK_KEY: u64 = splitmix(0x6665_727A_0004).1;

/// The key of `piece` standing on `sq`.
#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS[piece.color as usize][piece.role as usize][sq.index()]
}

/// The key of a set of castling rights: by the four rights, and in Chess960 also by the
/// squares of their rooks (the key of standard rights is the four bits' alone).
#[inline]
pub fn castling(rights: CastlingRights) -> u64 {
    let key = CASTLING_KEYS[rights.bits() as usize];
    if rights.is_standard() { key } else { key ^ castling_960(rights) }
}

/// [`castling`] for standard rights: the four bits' key alone.
#[inline(always)]
pub(crate) fn castling_standard(rights: CastlingRights) -> u64 {
    CASTLING_KEYS[rights.bits() as usize]
}

#[cold]
fn castling_960(rights: CastlingRights) -> u64 {
    let mut key = 0;
    for (i, (color, side)) in [
        (Color::White, CastlingSide::King),
        (Color::White, CastlingSide::Queen),
        (Color::Black, CastlingSide::King),
        (Color::Black, CastlingSide::Queen),
    ]
    .into_iter()
    .enumerate()
    {
        if rights.has(color, side) {
            key ^= ROOK_FILE_KEYS[i * 8 + rights.rook_file(color, side) as usize];
        }
    }
    key
}

/// The key of an en passant file (0–7).
#[inline]
pub fn en_passant(file: usize) -> u64 {
    EP_KEYS[file & 7]
}

/// The key xored in when Black is to move.
#[inline]
pub fn side(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => BLACK_KEY,
    }
}
