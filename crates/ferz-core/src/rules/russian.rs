//! Russian notation: Кр king, Ф queen, Л rook, С bishop, К knight, nothing for pawns; `:` for
//! captures, `+` check, `#` or `×` mate, `0-0` and `0-0-0` castling; squares keep the Latin
//! letters a–h (Cyrillic а с е х are read as a c e x).
//!
//! ferz writes the short form (like SAN: `Кf3`, `К:e5`, `e:d5`, `e8Ф`, `Крe2`) with `#` for
//! mate, which every font shows, and reads both the short and the long form (`Кg1-f3`,
//! `e2-e4`, `e4:d5`, `Кf3:e5`) with `#`, `×` or `x` for mate.

use super::move_pattern::Dialect;
use super::move_resolving::parse_in;
use super::move_writing::{ShortStyle, write_short};
use super::{Move, MoveError, Position, Role};

/// Russian letters, `:` for captures, castling with zeros, promotion without `=`.
const RUSSIAN_STYLE: ShortStyle =
    ShortStyle { piece: russian_letter, capture: ':', castles: ["0-0", "0-0-0"], promotion_mark: "" };

/// The Russian letters of a piece; empty for a pawn.
fn russian_letter(role: Role) -> &'static str {
    match role {
        Role::Pawn => "",
        Role::Knight => "К",
        Role::Bishop => "С",
        Role::Rook => "Л",
        Role::Queen => "Ф",
        Role::King => "Кр",
    }
}

/// The legal move `mv` of `pos` in short Russian notation with its check or mate mark:
/// `Кf3`, `e:d5`, `Кbd2`, `e8Ф+`, `0-0`, `Лa8#`.
///
/// ```
/// use ferz_core::rules::{Move, Position, Square, russian};
/// let pos = Position::new();
/// assert_eq!(russian(&pos, Move::new(Square::G1, Square::F3, None)), "Кf3");
/// ```
pub fn russian(pos: &Position, mv: Move) -> String {
    let mut out = String::with_capacity(12);
    write_short(pos, mv, &RUSSIAN_STYLE, true, &mut out);
    out
}

/// Reads a move in Russian notation, short (`Кf3`, `e:d5`, `Крe2`, `e8Ф`) or long
/// (`Кg1-f3`, `e2-e4`, `e4:d5`), with the lenient forms SAN reading allows. `Кр` is tried
/// before `К`, so `Крe2` is a king move and `Кe2` a knight move.
pub fn parse_russian(pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_in(pos, text, &[Dialect::Russian], false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    use crate::rules::test_position as pos;

    #[test]
    fn writes_short_russian() {
        let start = Position::new();
        assert_eq!(russian(&start, Move::new(Square::G1, Square::F3, None)), "Кf3");
        assert_eq!(russian(&start, Move::new(Square::E2, Square::E4, None)), "e4");
        let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(russian(&p, Move::new(Square::E4, Square::D5, None)), "e:d5");
        assert_eq!(russian(&p, Move::new(Square::E1, Square::E2, None)), "Крe2");
        assert_eq!(russian(&p, Move::new(Square::F1, Square::B5, None)), "Сb5+");
        let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(russian(&promo, Move::new(Square::E7, Square::D8, Some(Role::Queen))), "e:d8Ф+");
        assert_eq!(russian(&promo, Move::new(Square::E7, Square::E8, Some(Role::Knight))), "e8К");
        let mate = pos("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
        assert_eq!(russian(&mate, Move::new(Square::A1, Square::A8, None)), "Лa8#");
        assert_eq!(russian(&mate, Move::new(Square::E1, Square::C1, None)), "0-0-0");
    }

    #[test]
    fn reads_short_and_long_russian() {
        let start = Position::new();
        let nf3 = Move::new(Square::G1, Square::F3, None);
        for text in ["Кf3", "Кg1-f3", "Кg1f3", "кf3"] {
            assert_eq!(parse_russian(&start, text), Ok(nf3), "{text}");
        }
        assert_eq!(parse_russian(&start, "е4"), Ok(Move::new(Square::E2, Square::E4, None)));
        assert_eq!(parse_russian(&start, "e2-e4"), Ok(Move::new(Square::E2, Square::E4, None)));
        let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        let exd5 = Move::new(Square::E4, Square::D5, None);
        for text in ["e4:d5", "e:d5", "ed5", "ed", "е:d5"] {
            assert_eq!(parse_russian(&p, text), Ok(exd5), "{text}");
        }
        assert_eq!(parse_russian(&p, "Крe2"), Ok(Move::new(Square::E1, Square::E2, None)));
        assert_eq!(parse_russian(&p, "Кре1-е2"), Ok(Move::new(Square::E1, Square::E2, None)));
        assert_eq!(parse_russian(&p, "Кe2"), Ok(Move::new(Square::G1, Square::E2, None)));
        let mate = pos("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
        let ra8 = Move::new(Square::A1, Square::A8, None);
        for text in ["Лa8#", "Лa8×", "Лa8х", "Лa1-a8x", "Лa8"] {
            assert_eq!(parse_russian(&mate, text), Ok(ra8), "{text}");
        }
        assert_eq!(parse_russian(&mate, "0-0-0"), Ok(Move::new(Square::E1, Square::C1, None)));
        let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(parse_russian(&promo, "e:d8Ф"), Ok(Move::new(Square::E7, Square::D8, Some(Role::Queen))));
        assert_eq!(parse_russian(&promo, "e8Кр").map_err(|e| e.code()), Err("parse"));
        assert_eq!(parse_russian(&start, "Nf3").map_err(|e| e.code()), Err("parse"));
    }
}
