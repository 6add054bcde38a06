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
    /// The f-pawn (in Chess960 too).
    Pawn,
    /// The queen's knight (b1/b8; in Chess960 the knight nearest the a-file).
    Knight,
    /// The queen's rook (a1/a8; in Chess960 the rook of the long castling), and with it the
    /// right to castle long.
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

impl PieceOdds {
    /// The same odds given by the other side. Piece odds belong to the player who gives them,
    /// as time odds do: when the players change colours for the next game, the odds go with
    /// the player (`white:knight` with Anna as White becomes `black:knight` with Anna as Black).
    #[must_use]
    pub fn other_side(&self) -> PieceOdds {
        PieceOdds { color: !self.color, pieces: self.pieces.clone() }
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

    /// The start of the next game with the colours swapped: the odds go with the player who
    /// gave them ([`PieceOdds::other_side`]), so `start` gets the pieces back on the side that
    /// gave them and loses them on the other. A Chess960 start keeps its position and number.
    ///
    /// A start's two sides mirror each other, so a piece comes back on the mirror of the
    /// square the other side's piece is taken from (by square in standard chess, by side in
    /// Chess960, as [`remove_odds`] takes it), and the rook with the other side's right to
    /// castle long. A piece both sides gave stays off both. When `start` is not such a start
    /// (a position given by FEN without the other side's piece there), nothing changes.
    pub fn swap_odds(&mut self, start: &mut Position) {
        if self.odds.is_empty() {
            return;
        }
        let gives =
            |color: Color, piece: OddsPiece| self.odds.iter().any(|o| o.color == color && o.pieces.contains(&piece));
        let mut setup = start.to_setup();
        for piece in ODDS_PIECES {
            let giver = match (gives(Color::White, piece), gives(Color::Black, piece)) {
                (true, false) => Color::White,
                (false, true) => Color::Black,
                _ => continue,
            };
            let taker = !giver;
            let at = if self.chess960 { chess960_square(&setup, taker, piece) } else { Some(piece.square(taker)) };
            let taken = crate::rules::Piece::new(taker, piece.role());
            let Some(from) = at.filter(|sq| setup.board[sq.index()] == Some(taken)) else { return };
            let back = from.flip_vertical();
            if setup.board[back.index()].is_some() {
                return;
            }
            setup.board[from.index()] = None;
            setup.board[back.index()] = Some(crate::rules::Piece::new(giver, piece.role()));
            let rights = setup.castling;
            if piece == OddsPiece::Rook && rights.has(taker, CastlingSide::Queen) {
                let (rook, king) = (rights.rook_file(taker, CastlingSide::Queen), rights.king_square(taker).file());
                let king = u8::try_from(king.index()).unwrap_or(4);
                setup.castling =
                    rights.without(taker, CastlingSide::Queen).with_rook(giver, CastlingSide::Queen, rook, king);
            }
        }
        let Ok(swapped) = Position::from_setup(&setup) else { return };
        *start = swapped;
        for odds in &mut self.odds {
            *odds = odds.other_side();
        }
    }
}

/// Takes the pieces of `odds` off `pos` (a start position); the rook also takes its castling
/// right with it. A piece that is not there is refused, naming the side and the piece.
///
/// In standard chess each piece is taken from its traditional square (f2, b1, a1, d1 or
/// Black's) when it stands there. In Chess960 (`chess960`) the tradition is kept by side
/// instead of by square: the knight is the knight on the back rank nearest the a-file (the
/// queen's side), the rook is the rook of the long castling (the back-rank rook on the
/// a-file side of the king), the queen is the queen on the back rank, and the pawn stays the
/// f-pawn (f2/f7), the pawn that pawn odds have always given.
pub fn remove_odds(pos: &Position, odds: &PieceOdds, chess960: bool) -> Result<Position, SetupError> {
    let mut setup = pos.to_setup();
    for &piece in &odds.pieces {
        let want = crate::rules::Piece::new(odds.color, piece.role());
        let sq = if chess960 { chess960_square(&setup, odds.color, piece) } else { Some(piece.square(odds.color)) };
        let Some(sq) = sq.filter(|sq| setup.board[sq.index()] == Some(want)) else {
            return Err(if chess960 {
                SetupError::OddsPieceNotFound { color: odds.color, piece: piece.name() }
            } else {
                SetupError::OddsPieceMissing {
                    color: odds.color,
                    piece: piece.name(),
                    square: piece.square(odds.color),
                }
            });
        };
        setup.board[sq.index()] = None;
        if piece == OddsPiece::Rook {
            setup.castling = setup.castling.without(odds.color, CastlingSide::Queen);
        }
    }
    // Taking pieces off a legal start leaves it legal (no piece gives check there).
    Position::from_setup(&setup).map_err(|_| SetupError::PieceOdds(format!("{}:{}", odds.color.name(), "…")))
}

/// Where the odds piece of `color` stands in a Chess960 start (see [`remove_odds`]), if it
/// is there at all.
fn chess960_square(setup: &crate::rules::Setup, color: Color, piece: OddsPiece) -> Option<Square> {
    let rank = color.fold(0, 7);
    let at = |file: u32| Square::from_index(rank * 8 + file);
    let holds = |file: u32, role: Role| setup.board[at(file).index()] == Some(crate::rules::Piece::new(color, role));
    let first = |files: std::ops::Range<u32>, role: Role| files.into_iter().find(|&f| holds(f, role)).map(at);
    match piece {
        OddsPiece::Pawn => Some(piece.square(color)),
        OddsPiece::Knight => first(0..8, Role::Knight),
        OddsPiece::Queen => first(0..8, Role::Queen),
        OddsPiece::Rook => {
            let rights = setup.castling;
            if rights.has(color, CastlingSide::Queen) {
                return Some(rights.rook_square(color, CastlingSide::Queen));
            }
            let king = (0..8).find(|&f| holds(f, Role::King)).unwrap_or(8);
            first(0..king, Role::Rook)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traditional_odds_take_the_traditional_pieces() {
        let start = Position::new();
        let knight = remove_odds(&start, &parse_odds("white:knight").unwrap(), false).unwrap();
        assert_eq!(knight.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
        let rook_pawn = remove_odds(&start, &parse_odds("black:rook,pawn").unwrap(), false).unwrap();
        assert_eq!(rook_pawn.fen(), "1nbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1");
        let queen = remove_odds(&start, &parse_odds("WHITE:queen").unwrap(), false).unwrap();
        assert_eq!(queen.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1");
        for bad in ["white", "white:", "green:knight", "white:king", "white:knight,knight", ":pawn"] {
            assert_eq!(parse_odds(bad), Err(SetupError::PieceOdds(bad.to_string())), "{bad}");
        }
        // Read as standard chess, a Chess960 start has no knight on b1.
        let p0 = Position::chess960(0).unwrap();
        assert_eq!(
            remove_odds(&p0, &parse_odds("white:knight").unwrap(), false),
            Err(SetupError::OddsPieceMissing { color: Color::White, piece: "knight", square: Square::B1 })
        );
    }

    #[test]
    fn the_odds_change_sides_with_the_player_who_gave_them() {
        let odds = |text: &str| parse_odds(text).unwrap();
        let kind_of = |chess960: bool, number: Option<u16>, given: &[&str]| StartKind {
            chess960,
            number,
            odds: given.iter().map(|o| odds(o)).collect(),
        };
        let start_of = |base: &Position, kind: &StartKind| {
            kind.odds.iter().fold(base.clone(), |pos, o| remove_odds(&pos, o, kind.chess960).unwrap())
        };
        let p0 = Position::chess960(0).unwrap();
        for (base, chess960, number, given, swapped) in [
            (Position::new(), false, None, vec!["white:knight"], vec!["black:knight"]),
            (Position::new(), false, None, vec!["black:rook,pawn"], vec!["white:rook,pawn"]),
            (
                Position::new(),
                false,
                None,
                vec!["white:queen", "black:queen,pawn"],
                vec!["black:queen", "white:queen,pawn"],
            ),
            (p0.clone(), true, Some(0), vec!["white:knight,rook"], vec!["black:knight,rook"]),
            (p0, true, Some(0), vec!["black:queen,pawn"], vec!["white:queen,pawn"]),
        ] {
            let mut kind = kind_of(chess960, number, &given);
            let before = start_of(&base, &kind);
            let mut start = before.clone();
            kind.swap_odds(&mut start);
            let want = kind_of(chess960, number, &swapped);
            assert_eq!(kind, want, "{given:?}");
            // The same start as the odds given by the other side from the first: the pieces
            // back where they stood, the rook's right to castle long with it.
            assert_eq!(start.shredder_fen(), start_of(&base, &want).shredder_fen(), "{given:?}");
            kind.swap_odds(&mut start);
            assert_eq!(start.shredder_fen(), before.shredder_fen(), "and back again: {given:?}");
        }
        // A position given by FEN without the other side's knight: nothing can change sides.
        let fen = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1";
        let mut start = Position::from_fen(fen).unwrap();
        let mut kind = kind_of(false, None, &["white:knight"]);
        kind.swap_odds(&mut start);
        assert_eq!((start.fen(), kind), (fen.to_string(), kind_of(false, None, &["white:knight"])));
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

    #[test]
    fn chess960_odds_take_the_pieces_by_side() {
        let odds = |text: &str| parse_odds(text).unwrap();
        // No. 0 is BBQNNRKR: the queen's knight is on d1, the long-castling rook on f1.
        let p0 = Position::chess960(0).unwrap();
        let knight_rook = remove_odds(&p0, &odds("white:knight,rook"), true).unwrap();
        assert_eq!(knight_rook.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQ1N1KR w Kkq - 0 1");
        let queen_pawn = remove_odds(&p0, &odds("black:queen,pawn"), true).unwrap();
        assert_eq!(queen_pawn.fen(), "bb1nnrkr/ppppp1pp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        // No. 518 is the standard position: the same pieces as standard odds.
        let standard = Position::chess960(518).unwrap();
        for text in ["white:knight,rook,queen,pawn", "black:rook"] {
            assert_eq!(
                remove_odds(&standard, &odds(text), true).unwrap().fen(),
                remove_odds(&Position::new(), &odds(text), false).unwrap().fen(),
                "{text}"
            );
        }
        // Every numbered start has all four pieces to give, and the rook takes only the long
        // castling with it.
        for n in 0..960 {
            let start = Position::chess960(n).unwrap();
            let after = remove_odds(&start, &odds("black:knight,rook,queen,pawn"), true).unwrap();
            let rights = after.castling_rights();
            assert!(!rights.has(Color::Black, CastlingSide::Queen), "{n}");
            assert!(rights.has(Color::Black, CastlingSide::King), "{n}");
            assert_eq!(after.occupied().count(), start.occupied().count() - 4, "{n}");
        }
        // A piece that is not there is refused by name, without a square.
        let no_queen = remove_odds(&p0, &odds("white:queen"), true).unwrap();
        assert_eq!(
            remove_odds(&no_queen, &odds("white:queen"), true),
            Err(SetupError::OddsPieceNotFound { color: Color::White, piece: "queen" })
        );
    }
}
