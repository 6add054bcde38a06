//! The rules of chess on bitboards: squares, pieces, attack tables, legal
//! positions, move generation, FEN, the notations players write moves in (SAN,
//! figurine, long algebraic, UCI, Russian) and perft. Standard library only;
//! PGN is the layer above ([`crate::pgn`]).
//!
//! The notation files form a one-way stack, so no two import each other:
//! `notation` (choose a notation) → `san`, `lan`, `uci`, `russian` (each notation) →
//! `move_resolving` (text to the one legal move) → `move_reading` (text to patterns) and
//! `illegal_move` (why a pattern fits no legal move) → `move_pattern` and `move_writing`.

mod attacks;
mod bitboard;
mod castling;
mod chess960;
mod color;
mod english;
mod english_setup;
mod explain;
mod fen;
mod hand;
mod illegal_move;
pub(crate) mod kindergarten;
mod lan;
mod magics;
mod material;
mod move_error;
mod move_pattern;
mod move_reading;
mod move_resolving;
mod move_writing;
mod movegen;
mod moves;
mod no_legal_move;
mod notation;
mod perft;
mod piece;
mod position;
mod position_error;
mod russian;
mod san;
mod square;
mod strict_san;
mod uci;
pub mod unwinnable;
mod zobrist;

pub use attacks::{
    between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks, queen_rays,
    rook_attacks, rook_rays,
};
pub use bitboard::{Bitboard, Squares};
pub use castling::{CastlingRights, CastlingSide, king_home};
pub use chess960::{STANDARD_START, chess960_back_rank};
pub use color::Color;
pub use explain::{CastlingBlock, IllegalReason, PieceAt, explain};
pub use fen::{BoardError, FenError, START_FEN, decimal, parse_setup, parse_setup_960};
pub use hand::{HandMoves, hand_san, parse_hand_move, write_hand_move};
pub use lan::{lan, parse_lan};
pub use move_error::MoveError;
pub use move_reading::SyntaxError;
pub use moves::{MAX_MOVES, Move, MoveList};
pub use no_legal_move::{Goal, NoLegalMove, Origin};
pub use notation::{Notation, parse_move, write_move};
pub use perft::{divide, perft};
pub use piece::{Piece, Role};
pub use position::{Position, Setup};
pub use position_error::{EnPassantError, PositionError};
pub use russian::{parse_russian, russian};
pub use san::{figurine, parse_san, san, san_plain};
pub use square::{File, Rank, Square};
pub use strict_san::{is_plain_san, read_standard_san};
pub use uci::{chess960_uci, parse_uci};

/// A position from a FEN that a test knows to be legal (panics with the FEN otherwise).
#[cfg(test)]
pub(crate) fn test_position(fen: &str) -> Position {
    match Position::from_fen(fen) {
        Ok(p) => p,
        Err(e) => panic!("bad test FEN {fen}: {e}"),
    }
}

/// Calls `visit` with every position within `depth` moves of the perft suite's positions
/// (`../shared/perft/positions.epd`, beside the checkout) and how many moves it is from one,
/// each reached by every line to it (a position reached twice is visited twice).
#[cfg(test)]
pub(crate) fn near_the_perft_suite(depth: usize, mut visit: impl FnMut(&Position, usize)) {
    fn walk(p: &Position, at: usize, depth: usize, visit: &mut dyn FnMut(&Position, usize)) {
        visit(p, at);
        if at < depth {
            for &mv in &p.legal_moves() {
                walk(&p.play_unchecked(mv), at + 1, depth, visit);
            }
        }
    }
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/perft/positions.epd");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fen = line.split(';').next().unwrap_or("").trim();
        if let Ok(start) = Position::from_fen(fen) {
            walk(&start, 0, depth, &mut visit);
        }
    }
}

/// A move from its UCI text, which a test knows to be well formed (`e2e4`, `e7e8q`).
#[cfg(test)]
pub(crate) fn test_move(uci: &str) -> Move {
    let sq = |i: usize| Square::parse(&uci[i..i + 2]).unwrap_or(Square::A1);
    Move::new(sq(0), sq(2), uci[4..].chars().next().and_then(Role::from_char))
}
