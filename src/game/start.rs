//! How a game begins beyond its position: Chess960 (FIDE Laws, Guidelines III) and its
//! starting number, and piece odds (a side starting without some of its pieces).

use crate::rules::{CastlingSide, Color, Position, Role, Square};

use super::SetupError;

/// The variant and the handicap a game started with, kept with the game so that its record,
/// its save and a new game after it say the same.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StartKind {
    /// Chess960: castling by Guidelines III; the FEN is read and written with Chess960 rights.
    pub chess960: bool,
    /// The Scharnagl number (0–959) when the game started from a Chess960 number.
    pub number: Option<u16>,
    /// Pieces a side gave as odds, in the order given.
    pub odds: Vec<PieceOdds>,
}

/// One side giving pieces as odds (`--odds white:knight,pawn`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceOdds {
    /// The side that starts without the pieces.
    pub color: Color,
    /// The pieces, as given.
    pub pieces: Vec<OddsPiece>,
}

/// A piece given as odds, as tradition takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OddsPiece {
    /// The f-pawn.
    Pawn,
    /// The queen's knight (b1/b8).
    Knight,
    /// The queen's rook (a1/a8), and with it the right to castle long.
    Rook,
    /// The queen.
    Queen,
}

impl OddsPiece {
    /// The name used on the command line and in the PGN note.
    pub const fn name(self) -> &'static str {
        match self {
            OddsPiece::Pawn => "pawn",
            OddsPiece::Knight => "knight",
            OddsPiece::Rook => "rook",
            OddsPiece::Queen => "queen",
        }
    }

    fn square(self, color: Color) -> Square {
        let white = match self {
            OddsPiece::Pawn => Square::F2,
            OddsPiece::Knight => Square::B1,
            OddsPiece::Rook => Square::A1,
            OddsPiece::Queen => Square::D1,
        };
        color.fold(white, white.flip_vertical())
    }

    fn role(self) -> Role {
        match self {
            OddsPiece::Pawn => Role::Pawn,
            OddsPiece::Knight => Role::Knight,
            OddsPiece::Rook => Role::Rook,
            OddsPiece::Queen => Role::Queen,
        }
    }
}

/// The pieces `--odds` accepts, for the message that refuses another.
pub const ODDS_PIECES: [OddsPiece; 4] = [OddsPiece::Pawn, OddsPiece::Knight, OddsPiece::Rook, OddsPiece::Queen];

/// Reads `--odds COLOR:PIECE[,PIECE…]` (`white:knight`, `black:pawn,queen`; any case).
///
/// ```
/// use ferz::game::{OddsPiece, parse_odds};
/// use ferz::rules::Color;
/// let odds = parse_odds("White:knight,pawn").unwrap();
/// assert_eq!((odds.color, odds.pieces), (Color::White, vec![OddsPiece::Knight, OddsPiece::Pawn]));
/// assert!(parse_odds("white:king").is_err());
/// ```
pub fn parse_odds(text: &str) -> Result<PieceOdds, SetupError> {
    let bad = || SetupError::PieceOdds(text.to_string());
    let (color, pieces) = text.split_once(':').ok_or_else(bad)?;
    let color = match color.trim().to_ascii_lowercase().as_str() {
        "white" | "w" => Color::White,
        "black" | "b" => Color::Black,
        _ => return Err(bad()),
    };
    let mut out = Vec::new();
    for name in pieces.split(',') {
        let name = name.trim().to_ascii_lowercase();
        let piece = ODDS_PIECES.into_iter().find(|p| p.name() == name).ok_or_else(bad)?;
        if out.contains(&piece) {
            return Err(bad());
        }
        out.push(piece);
    }
    Ok(PieceOdds { color, pieces: out })
}

/// Reads the number of `--chess960 N`: 0 to 959.
pub fn parse_chess960_number(text: &str) -> Result<u16, SetupError> {
    text.trim().parse::<u16>().ok().filter(|&n| n <= 959).ok_or_else(|| SetupError::Chess960(text.to_string()))
}

impl StartKind {
    /// A Chess960 start from its number.
    pub fn chess960(number: u16) -> StartKind {
        StartKind { chess960: true, number: Some(number), odds: Vec::new() }
    }

    /// True when this is plain standard chess from a position (no variant, no odds).
    pub fn is_standard(&self) -> bool {
        !self.chess960 && self.odds.is_empty()
    }

    /// The `Variant` tag of the PGN: `Chess960`, or none for standard chess.
    pub fn variant_tag(&self) -> Option<&'static str> {
        self.chess960.then_some("Chess960")
    }

    /// The note of the odds for the PGN (`white:knight,pawn`), or none.
    pub fn odds_tag(&self) -> Option<String> {
        let note: Vec<String> = self
            .odds
            .iter()
            .map(|o| {
                let pieces: Vec<&str> = o.pieces.iter().map(|p| p.name()).collect();
                format!("{}:{}", o.color.name(), pieces.join(","))
            })
            .collect();
        (!note.is_empty()).then(|| note.join(" "))
    }

    /// Reads back what [`StartKind::variant_tag`], the number and [`StartKind::odds_tag`]
    /// wrote; unknown or damaged values are left out.
    pub fn from_tags(variant: Option<&str>, number: Option<&str>, odds: Option<&str>) -> StartKind {
        let chess960 = variant.is_some_and(crate::pgn::is_chess960_variant);
        StartKind {
            chess960,
            number: number.and_then(|n| parse_chess960_number(n).ok()).filter(|_| chess960),
            odds: odds
                .map_or_else(Vec::new, |text| text.split_whitespace().filter_map(|o| parse_odds(o).ok()).collect()),
        }
    }
}

/// Takes the pieces of `odds` off `pos` (a start position): each from its traditional square
/// when it stands there (the rook also takes its castling right with it). A piece that is not
/// there is refused, naming the side and the piece.
pub fn remove_odds(pos: &Position, odds: &PieceOdds) -> Result<Position, SetupError> {
    let mut setup = pos.to_setup();
    for &piece in &odds.pieces {
        let sq = piece.square(odds.color);
        let want = crate::rules::Piece::new(odds.color, piece.role());
        if setup.board[sq.index()] != Some(want) {
            return Err(SetupError::OddsPieceMissing { color: odds.color, piece: piece.name(), square: sq });
        }
        setup.board[sq.index()] = None;
        if piece == OddsPiece::Rook {
            setup.castling = setup.castling.without(odds.color, CastlingSide::Queen);
        }
    }
    // Taking pieces off a legal start leaves it legal (no piece gives check there).
    Position::from_setup(&setup).map_err(|_| SetupError::PieceOdds(format!("{}:{}", odds.color.name(), "…")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traditional_odds_take_the_traditional_pieces() {
        let start = Position::new();
        let knight = remove_odds(&start, &parse_odds("white:knight").unwrap()).unwrap();
        assert_eq!(knight.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
        let rook_pawn = remove_odds(&start, &parse_odds("black:rook,pawn").unwrap()).unwrap();
        assert_eq!(rook_pawn.fen(), "1nbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1");
        let queen = remove_odds(&start, &parse_odds("WHITE:queen").unwrap()).unwrap();
        assert_eq!(queen.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1");
        for bad in ["white", "white:", "green:knight", "white:king", "white:knight,knight", ":pawn"] {
            assert_eq!(parse_odds(bad), Err(SetupError::PieceOdds(bad.to_string())), "{bad}");
        }
        // In Chess960 the queen's knight may not stand on b1.
        let p0 = Position::chess960(0).unwrap();
        assert!(remove_odds(&p0, &parse_odds("white:knight").unwrap()).is_err());
    }

    #[test]
    fn chess960_numbers_are_0_to_959() {
        assert_eq!(parse_chess960_number("0"), Ok(0));
        assert_eq!(parse_chess960_number("959"), Ok(959));
        for bad in ["960", "-1", "x", ""] {
            assert_eq!(parse_chess960_number(bad), Err(SetupError::Chess960(bad.to_string())));
        }
        let kind = StartKind { chess960: true, number: Some(7), odds: vec![parse_odds("black:pawn").unwrap()] };
        let back = StartKind::from_tags(kind.variant_tag(), Some("7"), kind.odds_tag().as_deref());
        assert_eq!(back, kind);
    }
}
