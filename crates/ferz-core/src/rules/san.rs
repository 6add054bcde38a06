//! Standard algebraic notation (SAN) as the PGN standard (8.2.3) defines it, its figurine
//! form, and reading SAN strictly or leniently.
//!
//! Writing: `KQRBN` for the pieces and nothing for pawns, `x` for captures (a pawn capture
//! names the pawn's file: `exd5`, en passant too: `exd6`), `=Q` for promotions, `O-O` and
//! `O-O-O` for castling, then `+` for check or `#` for mate. A piece's file, else its rank,
//! else its square is added when another piece of the same kind could also *legally* go to
//! the same square; a pinned piece that cannot go there does not count.

use super::move_pattern::Dialect;
use super::move_resolving::parse_in;
use super::move_writing::{SAN_STYLE, ShortStyle, write_short};
use super::{Move, MoveError, Position, Role};

/// Figurine algebraic: SAN with figures. White figures stand for both sides, as is usual.
const FIGURINE_STYLE: ShortStyle =
    ShortStyle { piece: figure, capture: 'x', castles: ["O-O", "O-O-O"], promotion_mark: "=" };

/// The white figure of a piece; empty for a pawn.
fn figure(role: Role) -> &'static str {
    match role {
        Role::Pawn => "",
        Role::Knight => "♘",
        Role::Bishop => "♗",
        Role::Rook => "♖",
        Role::Queen => "♕",
        Role::King => "♔",
    }
}

/// The legal move `mv` of `pos` in SAN with its check or mate mark: `Nf3`, `exd8=Q+`, `O-O#`.
///
/// ```
/// use ferz_core::rules::{Move, Position, Square, san};
/// let pos = Position::new();
/// assert_eq!(san(&pos, Move::new(Square::G1, Square::F3, None)), "Nf3");
/// ```
pub fn san(pos: &Position, mv: Move) -> String {
    super::move_writing::san_text(pos, mv)
}

/// The legal move `mv` of `pos` in SAN without the check or mate mark (cheaper: the move
/// is not played), as needed to compare moves or to print a list of candidates.
pub fn san_plain(pos: &Position, mv: Move) -> String {
    let mut out = String::with_capacity(8);
    write_short(pos, mv, &SAN_STYLE, false, &mut out);
    out
}

/// The legal move `mv` of `pos` in figurine algebraic notation: SAN with `♔♕♖♗♘` for the
/// pieces (white figures for both sides, as figurine notation usually does): `♘f3`, `exd8=♕+`.
pub fn figurine(pos: &Position, mv: Move) -> String {
    let mut out = String::with_capacity(16);
    write_short(pos, mv, &FIGURINE_STYLE, true, &mut out);
    out
}

/// Reads a move in SAN, strictly or leniently (see the list in the `notation` module):
/// `Nf3`, `exd5`, `e8=Q`, `O-O`, and `0-0`, `e8Q`, `ed`, `nf3`, `Ng1-f3`, figures, …
///
/// Strict SAN always means what the standard says; a lenient reading is used only when no
/// strict one fits, and text that fits two legal moves is refused as ambiguous.
pub fn parse_san(pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_in(pos, text, &[Dialect::Latin], false)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::test_move as mv;
    use crate::rules::test_position as pos;

    #[test]
    fn writes_pieces_pawns_and_captures() {
        let start = Position::new();
        assert_eq!(san(&start, mv("g1f3")), "Nf3");
        assert_eq!(san(&start, mv("e2e4")), "e4");
        let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(san(&p, mv("e4d5")), "exd5");
        assert_eq!(san(&p, mv("f1b5")), "Bb5+");
        assert_eq!(san_plain(&p, mv("f1b5")), "Bb5");
        assert_eq!(figurine(&p, mv("f1b5")), "♗b5+");
        assert_eq!(figurine(&p, mv("e4d5")), "exd5");
    }

    #[test]
    fn disambiguates_by_file_rank_then_square() {
        let knights = pos("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3");
        assert_eq!(san(&knights, mv("b1d2")), "Nbd2");
        assert_eq!(san(&knights, mv("f3d2")), "Nfd2");
        let file = pos("k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1");
        assert_eq!(san(&file, mv("e1e2")), "R1e2");
        assert_eq!(san(&file, mv("e3e2")), "R3e2");
        let queens = pos("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
        assert_eq!(san(&queens, mv("h4e1")), "Qh4e1");
        assert_eq!(san(&queens, mv("e4e1")), "Qee1");
        assert_eq!(san(&queens, mv("h1e1")), "Q1e1");
        // The c3 knight is pinned by the b4 bishop: only the g1 knight can go to e2.
        let pinned = pos("4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1");
        assert_eq!(san(&pinned, mv("g1e2")), "Ne2");
    }

    #[test]
    fn writes_promotions_castling_and_marks() {
        let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(san(&promo, mv("e7d8q")), "exd8=Q+");
        assert_eq!(san(&promo, mv("e7d8n")), "exd8=N");
        assert_eq!(figurine(&promo, mv("e7d8q")), "exd8=♕+");
        let castle = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(san(&castle, mv("e1g1")), "O-O+");
        let mate = pos("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
        assert_eq!(san(&mate, mv("a1a8")), "Ra8#");
        assert_eq!(san(&mate, mv("e1c1")), "O-O-O");
    }

    #[test]
    fn reads_lenient_forms() {
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        for text in ["exd6", "exd6 e.p.", "exd6ep", "ed6", "ed", "e5d6", "exd6+", "exd6!?", "Exd6"] {
            let result = parse_san(&p, text);
            if text == "Exd6" {
                assert!(result.is_err(), "{text}");
            } else {
                assert_eq!(result, Ok(mv("e5d6")), "{text}");
            }
        }
    }
}
