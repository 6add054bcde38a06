//! The board as the face describes it: a move made ([`spoken`]), where the pieces of one kind
//! stand ([`pieces`]), a file or a rank ([`board_line`]). Typed data for the words to say.

use crate::game::PlayedMove;
use crate::lang::reader::{BoardLine, SpokenMove};
use crate::rules::{Color, File, Piece, Position, Rank, Role, Square};

/// `played`, made in `before`, as a listener hears it: which piece went where, what it took,
/// whether it castled, promoted, gave check or mate (the SAN the game wrote says which).
pub fn spoken(before: &Position, played: &PlayedMove) -> SpokenMove {
    let (from, to) = (played.mv.from(), played.mv.to());
    let role = before.piece_at(from).map_or(Role::Pawn, |p| p.role);
    let castle = if before.turn() == played.color { before.castling_side(played.mv) } else { None };
    let target = before.piece_at(to);
    let en_passant = role == Role::Pawn && from.file() != to.file() && target.is_none();
    let captured = match target {
        _ if castle.is_some() => None,
        _ if en_passant => Some(Role::Pawn),
        Some(taken) if taken.color != played.color => Some(taken.role),
        _ => None,
    };
    // The king's square after castling (the move may be written king-onto-rook).
    let to = match castle {
        Some(side) => side.king_to(played.color),
        None => to,
    };
    SpokenMove {
        color: played.color,
        role,
        from,
        to,
        captured,
        en_passant,
        castle,
        promotion: played.mv.promotion(),
        check: played.san.ends_with('+'),
        mate: played.san.ends_with('#'),
    }
}

/// The squares where `color`'s pieces of `role` stand, a1 first, file by file along each rank.
pub fn pieces(pos: &Position, color: Color, role: Role) -> Vec<Square> {
    Square::all().filter(|&sq| pos.piece_at(sq) == Some(Piece::new(color, role))).collect()
}

/// The pieces of a file (from rank 1 up) or a rank (from file a), and how many of its squares
/// are empty.
pub fn board_line(pos: &Position, line: BoardLine) -> (Vec<(Square, Piece)>, usize) {
    let squares: Vec<Square> = (0..8u8)
        .filter_map(|i| match line {
            BoardLine::File(f) => Rank::new(i).map(|r| Square::from_coords(f, r)),
            BoardLine::Rank(r) => File::new(i).map(|f| Square::from_coords(f, r)),
        })
        .collect();
    let occupied: Vec<(Square, Piece)> = squares.iter().filter_map(|&sq| pos.piece_at(sq).map(|p| (sq, p))).collect();
    let empty = squares.len() - occupied.len();
    (occupied, empty)
}

/// The ranks of the whole board as the face reads it: from rank 8 down to rank 1, as the board
/// stands before White.
pub fn ranks() -> impl Iterator<Item = BoardLine> {
    (0..8u8).rev().filter_map(Rank::new).map(BoardLine::Rank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, GameOptions, Instant};

    fn game(moves: &[&str]) -> Game {
        let tc = "none".parse().unwrap_or_else(|e| panic!("{e}"));
        let mut game = Game::new(Position::new(), tc, GameOptions::default());
        game.start_clock(Instant::from_ms(0));
        for mv in moves {
            if let Err(e) = game.play_text(mv, Instant::from_ms(0)) {
                panic!("{mv}: {e}");
            }
        }
        game
    }

    fn last(game: &Game) -> SpokenMove {
        let ply = game.moves().len() - 1;
        let before = game.position_after(ply).unwrap_or_else(|| panic!("ply {ply}"));
        spoken(before, &game.moves()[ply])
    }

    #[test]
    fn castling_en_passant_and_promotion_are_told_apart() {
        let castled = last(&game(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]));
        assert_eq!(castled.castle, Some(crate::rules::CastlingSide::King));
        assert_eq!((castled.role, castled.to, castled.captured), (Role::King, Square::G1, None));
        let ep = last(&game(&["e4", "a6", "e5", "d5", "exd6"]));
        assert!(ep.en_passant && ep.captured == Some(Role::Pawn), "{ep:?}");
        let promoted = last(&game(&["h4", "g5", "hxg5", "Nf6", "g6", "Ng8", "g7", "Nf6", "gxh8=Q"]));
        assert_eq!(promoted.promotion, Some(Role::Queen));
        assert!(promoted.captured == Some(Role::Rook) && !promoted.check, "{promoted:?}");
        let bishop = last(&game(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6"]));
        assert_eq!((bishop.role, bishop.captured), (Role::Bishop, Some(Role::Knight)));
        let mate = last(&game(&["f3", "e5", "g4", "Qh4#"]));
        assert!(mate.mate && mate.captured.is_none(), "{mate:?}");
    }

    #[test]
    fn lines_count_their_empty_squares() {
        let pos = game(&["e4"]).position().clone();
        let rank = |n: u8| BoardLine::Rank(Rank::new(n - 1).unwrap_or_else(|| panic!("rank {n}")));
        let (occupied, empty) = board_line(&pos, rank(4));
        assert_eq!((occupied, empty), (vec![(Square::E4, Piece::new(Color::White, Role::Pawn))], 7));
        assert_eq!(board_line(&pos, rank(5)).1, 8);
        assert_eq!(pieces(&pos, Color::White, Role::Knight), vec![Square::B1, Square::G1]);
        assert_eq!(ranks().count(), 8);
    }
}
