//! The 960 starting positions of Chess960 (FIDE Laws, Guidelines III) by Scharnagl's numbers,
//! 0–959, as python-chess's `from_chess960_pos` and shakmaty count them; 518 is the standard
//! position.

use super::{CastlingRights, CastlingSide, Color, Piece, Position, Role, Setup};

/// The number of the standard starting position.
pub const STANDARD_START: u16 = 518;

/// The back rank of Chess960 position `n` (0–959), a-file first, or `None` past 959.
///
/// ```
/// use ferz_core::rules::{Role, chess960_back_rank};
/// use Role::*;
/// assert_eq!(chess960_back_rank(518), Some([Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook]));
/// assert_eq!(chess960_back_rank(0), Some([Bishop, Bishop, Queen, Knight, Knight, Rook, King, Rook]));
/// assert_eq!(chess960_back_rank(960), None);
/// ```
pub fn chess960_back_rank(n: u16) -> Option<[Role; 8]> {
    if n > 959 {
        return None;
    }
    let mut rank: [Option<Role>; 8] = [None; 8];
    let mut n = n as usize;
    // The light-squared bishop on b, d, f or h; the dark-squared on a, c, e or g.
    rank[2 * (n % 4) + 1] = Some(Role::Bishop);
    n /= 4;
    rank[2 * (n % 4)] = Some(Role::Bishop);
    n /= 4;
    let queen = n % 6;
    n /= 6;
    put_on_free(&mut rank, queen, Role::Queen);
    // The knights on two of the five squares left, in the order of Scharnagl's table.
    const KNIGHTS: [(usize, usize); 10] =
        [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];
    let (a, b) = KNIGHTS[n];
    // Placing the second knight after the first shifts its index among the free squares by one.
    put_on_free(&mut rank, b, Role::Knight);
    put_on_free(&mut rank, a, Role::Knight);
    // Rook, king, rook on the three squares left.
    for role in [Role::Rook, Role::King, Role::Rook] {
        put_on_free(&mut rank, 0, role);
    }
    let mut out = [Role::Pawn; 8];
    for (o, r) in out.iter_mut().zip(rank) {
        *o = r?;
    }
    Some(out)
}

/// Puts `role` on the `k`-th empty square (from the a-file).
fn put_on_free(rank: &mut [Option<Role>; 8], k: usize, role: Role) {
    if let Some(slot) = rank.iter_mut().filter(|s| s.is_none()).nth(k) {
        *slot = Some(role);
    }
}

impl Position {
    /// Chess960 starting position `n` (0–959), both sides with all four castling rights, or
    /// `None` past 959. Position 518 is [`Position::new`].
    ///
    /// ```
    /// use ferz_core::rules::Position;
    /// assert_eq!(Position::chess960(518), Some(Position::new()));
    /// let p = Position::chess960(0).unwrap();
    /// assert_eq!(p.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert_eq!(p.shredder_fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    /// ```
    pub fn chess960(n: u16) -> Option<Position> {
        let back = chess960_back_rank(n)?;
        let mut board = [None; 64];
        for (i, role) in back.into_iter().enumerate() {
            board[i] = Some(Piece::new(Color::White, role));
            board[8 + i] = Some(Piece::new(Color::White, Role::Pawn));
            board[48 + i] = Some(Piece::new(Color::Black, Role::Pawn));
            board[56 + i] = Some(Piece::new(Color::Black, role));
        }
        let king = back.iter().position(|&r| r == Role::King)? as u8;
        let queen_rook = back.iter().position(|&r| r == Role::Rook)? as u8;
        let king_rook = back.iter().rposition(|&r| r == Role::Rook)? as u8;
        let mut castling = CastlingRights::NONE;
        for color in Color::ALL {
            castling = castling.with_rook(color, CastlingSide::King, king_rook, king).with_rook(
                color,
                CastlingSide::Queen,
                queen_rook,
                king,
            );
        }
        let setup = Setup { board, turn: Color::White, castling, ep_square: None, halfmoves: 0, fullmoves: 1 };
        Position::from_setup(&setup).ok()
    }

    /// The Scharnagl number of this position when it is one of the 960 starting positions
    /// with every castling right, White to move (518 for the standard start).
    pub fn chess960_number(&self) -> Option<u16> {
        let target = self.fen();
        // The bishops alone fix n mod 16; try the 60 numbers that share them.
        let wb = self.pieces(Color::White, Role::Bishop);
        (0..960u16)
            .filter(|&n| {
                let light = 2 * (n as u32 % 4) + 1;
                let dark = 2 * ((n as u32 / 4) % 4);
                wb.has(super::Square::from_index(light)) && wb.has(super::Square::from_index(dark))
            })
            .find(|&n| Position::chess960(n).is_some_and(|p| p.fen() == target))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_is_a_distinct_legal_start() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let p = Position::chess960(n).unwrap_or_else(|| panic!("position {n}"));
            assert!(seen.insert(p.board_fen()), "position {n} repeats");
            assert_eq!(p.chess960_number(), Some(n));
            // Every start has the twenty pawn and knight moves and nothing else... but a
            // knight may stand in a corner (position 0 has none there).
            assert!(p.count_legal_moves() >= 18, "position {n}");
        }
        assert_eq!(Position::chess960(960), None);
    }
}
