//! The rules of chess on bitboards: squares, pieces, attack tables, legal
//! positions, move generation, FEN and perft. Standard library only.

mod attacks;
mod bitboard;
mod castling;
mod color;
mod fen;
mod magics;
mod material;
mod movegen;
mod moves;
mod perft;
mod piece;
mod position;
mod position_error;
mod square;
mod zobrist;

pub use attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks, rook_attacks,
};
pub use bitboard::{Bitboard, Squares};
pub use castling::{CastlingRights, CastlingSide, king_home};
pub use color::Color;
pub use fen::{FenError, START_FEN, parse_setup};
pub use moves::{MAX_MOVES, Move, MoveList};
pub use perft::{divide, perft};
pub use piece::{Piece, Role};
pub use position::{Position, Setup};
pub use position_error::PositionError;
pub use square::{File, Rank, Square};
