//! The UCI protocol's move notation: the from-square, the to-square and a lowercase
//! promotion letter (`e2e4`, `e7e8q`); castling is the king's move (`e1g1`).
//!
//! Reading also takes an uppercase promotion letter (`e7e8Q`) and castling written as the
//! king taking its own rook (`e1h1`, `e1a1`, as Chess960-minded programs send it): a king
//! never moves three or four squares, so that text cannot mean anything else.

use super::move_pattern::{Pattern, Readings};
use super::move_reading::{SyntaxError, is_null};
use super::move_resolving::{parse_error, resolve};
use super::move_writing::write_uci;
use super::{File, Move, MoveError, Position, Rank, Role};

/// The move in UCI form, in a string allocated once (as [`Move::uci`], which it matches).
pub(crate) fn uci(mv: Move) -> String {
    let mut out = String::with_capacity(5);
    write_uci(mv, &mut out);
    out
}

/// The legal move `mv` of `pos` in UCI as Chess960 programs write it: castling is the king
/// onto its own rook (`e1h1`, `b1a1`) even where king and rook stand as in standard chess;
/// every other move as [`Move::uci`].
///
/// ```
/// use ferz_core::rules::{Position, chess960_uci, parse_uci};
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
/// let castle = parse_uci(&pos, "e1g1").unwrap();
/// assert_eq!(chess960_uci(&pos, castle), "e1h1");
/// assert_eq!(castle.uci(), "e1g1");
/// ```
pub fn chess960_uci(pos: &Position, mv: Move) -> String {
    match pos.castling_side(mv) {
        Some(side) if !pos.by_color(pos.turn()).has(mv.to()) => {
            Move::new(mv.from(), pos.castling_rights().rook_square(pos.turn(), side), None).uci()
        }
        _ => uci(mv),
    }
}

/// Reads a move in UCI notation (`e2e4`, `e7e8q`, `e1g1`) as the legal move of `pos` it
/// names. `0000` is the UCI null move and is refused as [`MoveError::Null`]; a pawn move to
/// the last rank without its promotion letter is ambiguous between the four promotions.
///
/// ```
/// use ferz_core::rules::{Position, parse_uci};
/// let pos = Position::new();
/// assert_eq!(parse_uci(&pos, "g1f3").map(|m| m.uci()), Ok("g1f3".to_string()));
/// assert_eq!(parse_uci(&pos, "g1g3").map_err(|e| e.code()), Err("illegal_move"));
/// ```
pub fn parse_uci(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let trimmed = text.trim();
    if is_null(trimmed) {
        return Err(MoveError::Null { text: MoveError::echo(trimmed) });
    }
    let bytes = trimmed.as_bytes();
    let file = |i: usize| bytes.get(i).and_then(|&b| File::from_char(char::from(b)));
    let rank = |i: usize| bytes.get(i).and_then(|&b| Rank::from_char(char::from(b)));
    let promotion = match bytes.get(4) {
        None => Ok(None),
        Some(&b) => match Role::from_char(char::from(b)) {
            Some(Role::Queen | Role::Rook | Role::Bishop | Role::Knight) if bytes.len() == 5 => {
                Ok(Role::from_char(char::from(b)))
            }
            Some(Role::King | Role::Pawn) if bytes.len() == 5 => Err(SyntaxError::BadPromotion),
            _ => Err(SyntaxError::NotUci),
        },
    };
    let pattern = match (file(0), rank(1), file(2), rank(3), promotion) {
        (Some(from_file), Some(from_rank), Some(to_file), Some(to_rank), Ok(promotion)) => Pattern {
            from_file: Some(from_file),
            from_rank: Some(from_rank),
            to_file: Some(to_file),
            to_rank: Some(to_rank),
            promotion,
            ..Pattern::default()
        },
        (.., Err(e)) => return Err(parse_error(trimmed, e)),
        _ => return Err(parse_error(trimmed, SyntaxError::NotUci)),
    };
    let mut readings = Readings::default();
    readings.push(pattern);
    resolve(pos, trimmed, &readings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    use crate::rules::test_position as pos;

    #[test]
    fn reads_and_writes_uci() {
        let start = Position::new();
        let nf3 = Move::new(Square::G1, Square::F3, None);
        assert_eq!(parse_uci(&start, "g1f3"), Ok(nf3));
        assert_eq!(parse_uci(&start, " g1f3 "), Ok(nf3));
        assert_eq!(uci(nf3), "g1f3");
        let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        let exd8n = Move::new(Square::E7, Square::D8, Some(Role::Knight));
        assert_eq!(parse_uci(&promo, "e7d8n"), Ok(exd8n));
        assert_eq!(parse_uci(&promo, "e7d8N"), Ok(exd8n));
        assert_eq!(uci(exd8n), "e7d8n");
        let err = parse_uci(&promo, "e7e8").map_err(|e| e.to_string());
        assert_eq!(err, Err("ambiguous move 'e7e8': it could be e8=Q+, e8=R+, e8=B or e8=N".into()));
    }

    #[test]
    fn castling_as_king_move_or_king_takes_rook() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let short = Move::new(Square::E1, Square::G1, None);
        let long = Move::new(Square::E1, Square::C1, None);
        assert_eq!(parse_uci(&p, "e1g1"), Ok(short));
        assert_eq!(parse_uci(&p, "e1h1"), Ok(short));
        assert_eq!(parse_uci(&p, "e1c1"), Ok(long));
        assert_eq!(parse_uci(&p, "e1a1"), Ok(long));
        let no_rights = pos("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
        assert_eq!(parse_uci(&no_rights, "e1h1").map_err(|e| e.code()), Err("illegal_move"));
    }

    #[test]
    fn refuses_malformed_and_illegal() {
        let start = Position::new();
        for text in ["", "e2", "e2e", "e2e9", "i2e4", "e2e4qq", "e2e4x", "Nf3", "e2-e4", "é2e4"] {
            assert_eq!(parse_uci(&start, text).map_err(|e| e.code()), Err("parse"), "{text}");
        }
        assert!(matches!(parse_uci(&start, "0000"), Err(MoveError::Null { .. })));
        assert_eq!(parse_uci(&start, "e7e8k").map_err(|e| e.code()), Err("parse"));
        let err = parse_uci(&start, "e2e5");
        assert!(
            matches!(
                &err,
                Err(MoveError::Illegal { from: Some(Square::E2), to: Some(Square::E5), promotion: None, .. })
            ),
            "{err:?}"
        );
        assert_eq!(err.map_err(|e| e.to_string()), Err("illegal move 'e2e5': the pawn on e2 cannot move to e5: a pawn moves straight ahead one square (two from its starting square) and captures one square diagonally forward".into()));
    }
}
