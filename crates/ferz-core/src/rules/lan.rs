//! Long algebraic notation, the full notation of seed 004: the piece letter (none for a pawn),
//! the square it leaves, `-` or `x`, the square it goes to, and the promotion piece:
//! `e2-e4`, `Ng1-f3`, `e4xd5`, `e7-e8Q`, `O-O`, with `+` or `#` after a check or mate.

use super::move_pattern::Dialect;
use super::move_resolving::parse_in;
use super::move_writing::{push_check_mark, push_square, write_uci};
use super::{CastlingSide, Move, MoveError, Position, Role};

/// The legal move `mv` of `pos` in long algebraic notation: `Ng1-f3`, `e4xd5`, `e7-e8Q+`,
/// `O-O`. En passant is written as the capture it is: `e5xd6`.
///
/// ```
/// use ferz_core::rules::{Move, Position, Square, lan};
/// let pos = Position::new();
/// assert_eq!(lan(&pos, Move::new(Square::G1, Square::F3, None)), "Ng1-f3");
/// ```
pub fn lan(pos: &Position, mv: Move) -> String {
    let mut out = String::with_capacity(10);
    let (from, to) = (mv.from(), mv.to());
    let Some(role) = pos.role_at(from) else {
        write_uci(mv, &mut out);
        return out;
    };
    if let Some(side) = pos.castling_side(mv).filter(|_| role == Role::King) {
        out.push_str(match side {
            CastlingSide::King => "O-O",
            CastlingSide::Queen => "O-O-O",
        });
    } else {
        if role != Role::Pawn {
            out.push(role.upper_char());
        }
        push_square(&mut out, from);
        let capture = pos.occupied().has(to) || (role == Role::Pawn && from.file() != to.file());
        out.push(if capture { 'x' } else { '-' });
        push_square(&mut out, to);
        if let Some(promotion) = mv.promotion() {
            out.push(promotion.upper_char());
        }
    }
    push_check_mark(pos, mv, &mut out);
    out
}

/// Reads a move in long algebraic notation: `e2-e4`, `Ng1-f3`, `e4xd5`, `Ng1xf3`, `e7-e8Q`,
/// `e7-e8=Q`, `O-O`. The piece letter may be left out; when given, it must be the piece on
/// the from-square. The lenient forms of [`parse_san`](super::parse_san) are accepted too.
pub fn parse_lan(pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_in(pos, text, &[Dialect::Latin], true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    use crate::rules::test_position as pos;

    #[test]
    fn writes_long_algebraic() {
        let start = Position::new();
        assert_eq!(lan(&start, Move::new(Square::E2, Square::E4, None)), "e2-e4");
        assert_eq!(lan(&start, Move::new(Square::G1, Square::F3, None)), "Ng1-f3");
        let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(lan(&p, Move::new(Square::E4, Square::D5, None)), "e4xd5");
        assert_eq!(lan(&p, Move::new(Square::F1, Square::B5, None)), "Bf1-b5+");
        let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(lan(&promo, Move::new(Square::E7, Square::E8, Some(Role::Queen))), "e7-e8Q+");
        assert_eq!(lan(&promo, Move::new(Square::E7, Square::D8, Some(Role::Knight))), "e7xd8N");
        let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assert_eq!(lan(&ep, Move::new(Square::E5, Square::D6, None)), "e5xd6");
        let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(lan(&castle, Move::new(Square::E1, Square::C1, None)), "O-O-O");
    }

    #[test]
    fn reads_long_algebraic() {
        let start = Position::new();
        let nf3 = Move::new(Square::G1, Square::F3, None);
        for text in ["Ng1-f3", "g1-f3", "Ng1f3", "g1f3", "Ng1–f3"] {
            assert_eq!(parse_lan(&start, text), Ok(nf3), "{text}");
        }
        let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        let e8q = Move::new(Square::E7, Square::E8, Some(Role::Queen));
        for text in ["e7-e8Q", "e7-e8=Q", "e7-e8Q+", "e7e8q"] {
            assert_eq!(parse_lan(&promo, text), Ok(e8q), "{text}");
        }
        assert_eq!(parse_lan(&start, "Nf3").map_err(|e| e.code()), Err("parse"));
        let err = parse_lan(&start, "Bg1-f3").map_err(|e| e.to_string());
        assert_eq!(err, Err("illegal move 'Bg1-f3': the piece on g1 is a knight, not a bishop".into()));
        let err = parse_lan(&start, "Ng1-f4").map_err(|e| e.to_string());
        assert_eq!(err, Err("illegal move 'Ng1-f4': the knight on g1 cannot move to f4: a knight jumps in an L: two squares one way and one square to the side".into()));
    }
}
