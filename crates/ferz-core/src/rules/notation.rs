//! Moves as players write them: choosing a notation to write in, and reading a move in any
//! notation ferz knows (SAN, lenient SAN, figurine, long algebraic, UCI, Russian).
//!
//! Every reader works the same way: the text is read into one or more *patterns* (what the
//! text says about the piece, its squares and the promotion), and the patterns are matched
//! against the legal moves of the position. Exactly one match is the move; two or more is an
//! ambiguity, reported with every candidate — ferz never guesses; none is an illegal move,
//! explained from the pattern. A strict reading (the text is standard notation) is preferred
//! to a lenient one, so standard SAN always means what the PGN standard says it means: `bxc5`
//! is the b-pawn's capture even when a bishop could also take on c5, and so is the lenient
//! `bc5` (rules.md: lowercase `b` is a bishop only when the b-pawn cannot make the move).
//!
//! Lenient reading, decided here once for every notation:
//! - castling as `O-O`, `0-0`, `o-o`, `OO` (and Cyrillic `О`), and `O-O-O` likewise;
//! - check and mate marks are ignored, right or wrong or missing, as are the annotations
//!   `!`, `?`, `!!`, `??`, `!?`, `?!`, an `e.p.` suffix and a leading move number (`12.`, `12...`);
//! - a missing capture mark is not required: `Nf3` onto a piece is read as `Nxf3`. A capture
//!   mark on a move that captures nothing (`e2xe4`, `Nxf3` to an empty f3) is refused, saying
//!   nothing is there to capture: the player believes a piece stands where none does;
//! - promotion as `e8=Q`, `e8Q`, `e8=q`, `e8(Q)`, `e8/Q`; a pawn move to the last rank without
//!   the piece is ambiguous between the four promotions;
//! - pawn captures by files (`ed`, `ed6`) and lowercase piece letters where they cannot be a
//!   file (`nf3`, `qd4`, `rd1`, `kd2`); lowercase `b` is read as the b-file first and as a
//!   bishop only when no b-pawn move fits (`bc5` is `bxc5` when that is legal, else `Bc5`);
//! - Cyrillic `а с е х` typed for Latin `a c e x` on a Russian keyboard;
//! - in UCI and long algebraic, castling may also be written as the king taking its own rook
//!   (`e1h1`, `e1a1`), as some programs do; a king never moves three squares, so this cannot
//!   mean anything else.

use super::lan::lan;
use super::move_pattern::Dialect;
use super::move_resolving::parse_in;
use super::russian::russian;
use super::san::{figurine, san};
use super::uci::uci;
use super::{Move, MoveError, Position};

/// The notations ferz writes moves in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Notation {
    /// Standard algebraic notation, as in PGN: `Nf3`, `exd5`, `e8=Q+`, `O-O`.
    #[default]
    San,
    /// SAN with figures for the pieces: `♘f3`, `exd8=♕+`.
    Figurine,
    /// Long algebraic notation: `Ng1-f3`, `e4xd5`, `e7-e8Q`.
    Lan,
    /// The UCI protocol's notation: `g1f3`, `e7e8q`, castling as `e1g1`.
    Uci,
    /// Short Russian notation: `Кf3`, `e:d5`, `e8Ф`, `0-0`.
    Russian,
}

impl Notation {
    /// Every notation, SAN first.
    pub const ALL: [Notation; 5] = [Notation::San, Notation::Figurine, Notation::Lan, Notation::Uci, Notation::Russian];

    /// The notation's name as a menu shows it.
    pub const fn name(self) -> &'static str {
        match self {
            Notation::San => "SAN",
            Notation::Figurine => "figurine",
            Notation::Lan => "long algebraic",
            Notation::Uci => "UCI",
            Notation::Russian => "Russian",
        }
    }
}

/// Writes the legal move `mv` of `pos` in `notation`, with its check or mate mark where the
/// notation has one. The returned string is the only allocation.
pub fn write_move(pos: &Position, mv: Move, notation: Notation) -> String {
    match notation {
        Notation::San => san(pos, mv),
        Notation::Figurine => figurine(pos, mv),
        Notation::Lan => lan(pos, mv),
        Notation::Uci => uci(mv),
        Notation::Russian => russian(pos, mv),
    }
}

/// Reads a move written in any notation ferz knows — SAN (strict or lenient), figurine, long
/// algebraic, UCI or Russian — as the one legal move of `pos` it names.
///
/// This is the entry point for everything a player types. It never guesses: text that fits
/// two legal moves is [`MoveError::Ambiguous`]; well-formed text that fits none is
/// [`MoveError::Illegal`], with the squares it named; anything else is [`MoveError::Parse`].
///
/// ```
/// use ferz_core::rules::{Position, Square, parse_move};
/// let pos = Position::new();
/// for text in ["Nf3", "g1f3", "Ng1-f3", "nf3", "Кf3"] {
///     assert_eq!(parse_move(&pos, text).map(|m| m.to()), Ok(Square::F3));
/// }
/// assert_eq!(parse_move(&pos, "Nf4").map_err(|e| e.code()), Err("illegal_move"));
/// ```
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_in(pos, text, &[Dialect::Latin, Dialect::Russian], false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;
    use crate::rules::move_reading::is_null;

    use crate::rules::test_move as mv;
    use crate::rules::test_position as pos;

    #[test]
    fn null_moves_are_named() {
        for text in ["--", "Z0", "z0", "0000", "null", "NULL", " -- "] {
            assert!(is_null(text), "{text}");
            assert!(matches!(parse_move(&Position::new(), text), Err(MoveError::Null { .. })), "{text}");
        }
        assert!(!is_null("0-0"));
    }

    #[test]
    fn strict_reading_wins_over_lenient() {
        // White pawn b4 and bishop e3 can both take on c5.
        let p = pos("4k3/8/8/2n5/1P6/4B3/8/4K3 w - - 0 1");
        assert_eq!(parse_move(&p, "bxc5"), Ok(mv("b4c5")));
        assert_eq!(parse_move(&p, "Bxc5"), Ok(mv("e3c5")));
        assert_eq!(parse_move(&p, "bc5"), Ok(mv("b4c5")));
    }

    #[test]
    fn illegal_moves_say_why() {
        let start = Position::new();
        let err = parse_move(&start, "Ke3").map_err(|e| e.to_string());
        assert_eq!(err, Err("illegal move 'Ke3': the king on e1 cannot move to e3: a king moves one square in any direction (or two when castling)".into()));
        let err = parse_move(&start, "e2e5");
        assert!(
            matches!(&err, Err(MoveError::Illegal { from: Some(Square::E2), to: Some(Square::E5), .. })),
            "{err:?}"
        );
        let err = parse_move(&start, "O-O").map_err(|e| e.to_string());
        assert_eq!(
            err,
            Err("illegal move 'O-O': you cannot castle kingside (O-O): the bishop on f1 stands between the king and the rook"
                .into())
        );
        let err = parse_move(&start, "e7e5").map_err(|e| e.to_string());
        assert_eq!(err, Err("illegal move 'e7e5': the pawn on e7 is Black's, and it is White's move".into()));
        let err = parse_move(&start, "Bg1-f3").map_err(|e| e.to_string());
        assert_eq!(err, Err("illegal move 'Bg1-f3': the piece on g1 is a knight, not a bishop".into()));
        let err = parse_move(&start, "Qe4").map_err(|e| e.code());
        assert_eq!(err, Err("illegal_move"));
    }
}
