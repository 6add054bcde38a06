//! What the looks' tests share: positions from FEN, a helpmate checked apart from any look,
//! and random legal positions built piece by piece.

use crate::rules::{CastlingRights, Color, Move, Piece, Position, Role, Setup};

pub(super) fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Whether `line` is a helpmate by `winner` from `start`, checked apart from the looks: each
/// move among the full list of legal moves, the end a checkmate of the other side.
pub(super) fn mates(start: &Position, winner: Color, line: &[Move]) -> bool {
    let mut at = start.clone();
    for &mv in line {
        if !at.legal_moves().contains(&mv) {
            return false;
        }
        at = at.play_unchecked(mv);
    }
    at.turn() != winner && at.is_checkmate()
}

/// Xorshift numbers: always the same ones from the same seed.
pub(super) struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A board being set up piece by piece on random squares.
pub(super) struct Board(pub [Option<Piece>; 64]);

impl Board {
    pub(super) fn empty() -> Board {
        Board([None; 64])
    }

    /// Puts `piece` on a random empty square (a pawn never on the first or last rank).
    pub(super) fn place(&mut self, piece: Piece, rng: &mut Rng) {
        loop {
            let sq = rng.below(64) as usize;
            let pawn_rank = piece.role == Role::Pawn && !(8..56).contains(&sq);
            if self.0[sq].is_none() && !pawn_rank {
                self.0[sq] = Some(piece);
                return;
            }
        }
    }

    /// The position with `turn` to move (no castling, no en passant), if it is legal.
    pub(super) fn position(&self, turn: Color) -> Option<Position> {
        let setup =
            Setup { board: self.0, turn, castling: CastlingRights::NONE, ep_square: None, halfmoves: 0, fullmoves: 1 };
        Position::from_setup(&setup).ok()
    }
}

/// The looks' property tests: `count` random legal positions, each handed to `check` with the
/// side asked to mate. That side is drawn first, both kings placed, then `pieces` places the
/// rest and the side to move is drawn; a position with no legal move, or where the side asked
/// lacks mating material, is drawn again.
pub(super) fn random_questions(
    seed: u64,
    count: usize,
    mut pieces: impl FnMut(&mut Board, Color, &mut Rng),
    mut check: impl FnMut(&Position, Color),
) {
    let mut rng = Rng(seed);
    let mut tried = 0;
    while tried < count {
        let mut board = Board::empty();
        let winner = if rng.below(2) == 0 { Color::White } else { Color::Black };
        board.place(Piece::new(Color::White, Role::King), &mut rng);
        board.place(Piece::new(Color::Black, Role::King), &mut rng);
        pieces(&mut board, winner, &mut rng);
        let turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
        let Some(p) = board.position(turn) else { continue };
        if !p.has_legal_move() || p.lacks_mating_material(winner) {
            continue;
        }
        tried += 1;
        check(&p, winner);
    }
}
