//! Forsyth–Edwards Notation: read (validated) and write. Why a FEN is refused is a typed
//! [`FenError`]; its English `Display` is in `english_setup.rs`, the Russian in ferz's `lang/`.

use super::castling::CastlingSide;
use super::{CastlingRights, Color, Piece, Position, PositionError, Setup, Square};

/// The FEN of the initial position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Why a FEN text was refused: which field, what was there, what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but blanks.
    Empty,
    /// Fewer than four or more than six fields.
    FieldCount(usize),
    /// The piece placement field is malformed.
    Board(BoardError),
    /// The side-to-move field is not `w` or `b`.
    Turn(String),
    /// The castling field is not `-` or a subset of `KQkq`.
    Castling(String),
    /// A castling field of Chess960 (Shredder-FEN or X-FEN file letters, `HAha`) in a FEN
    /// read as standard chess: it would be read with `--chess960`.
    Chess960Castling(String),
    /// The en passant field is not `-` or a square.
    EnPassant(String),
    /// The halfmove clock is not a number.
    Halfmoves(String),
    /// The fullmove number is not a positive number.
    Fullmoves(String),
    /// Well formed, but not a legal position.
    Position(PositionError),
}

impl std::error::Error for FenError {}

/// What is wrong with the piece placement field of a FEN (ranks count from 1, as written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// Not 8 ranks separated by `/`.
    RankCount {
        /// The whole field.
        field: String,
        /// How many ranks it has.
        ranks: usize,
    },
    /// A character that is neither a piece letter nor a count from 1 to 8.
    NotAPiece {
        /// The character.
        c: char,
        /// The rank it stands in.
        rank: usize,
    },
    /// A rank that describes more than 8 squares.
    RankTooLong {
        /// The rank.
        rank: usize,
        /// Its text.
        row: String,
    },
    /// A rank that describes fewer than 8 squares.
    RankTooShort {
        /// The rank.
        rank: usize,
        /// Its text.
        row: String,
        /// How many squares it describes.
        squares: usize,
    },
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

fn parse_board(field: &str) -> Result<[Option<Piece>; 64], FenError> {
    let mut board = [None; 64];
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != 8 {
        return Err(FenError::Board(BoardError::RankCount { field: field.to_string(), ranks: rows.len() }));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - i;
        let mut file = 0usize;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d as usize;
            } else if let Some(piece) = Piece::from_fen_char(c).filter(|_| c.is_ascii_alphabetic()) {
                if file < 8 {
                    board[rank * 8 + file] = Some(piece);
                }
                file += 1;
            } else {
                return Err(FenError::Board(BoardError::NotAPiece { c, rank: rank + 1 }));
            }
            if file > 8 {
                return Err(FenError::Board(BoardError::RankTooLong { rank: rank + 1, row: row.to_string() }));
            }
        }
        if file != 8 {
            return Err(FenError::Board(BoardError::RankTooShort {
                rank: rank + 1,
                row: row.to_string(),
                squares: file,
            }));
        }
    }
    Ok(board)
}

fn parse_castling(field: &str) -> Result<CastlingRights, FenError> {
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    let mut rights = CastlingRights::NONE;
    for c in field.chars() {
        let (color, side) = match c {
            'K' => (Color::White, CastlingSide::King),
            'Q' => (Color::White, CastlingSide::Queen),
            'k' => (Color::Black, CastlingSide::King),
            'q' => (Color::Black, CastlingSide::Queen),
            _ => return Err(FenError::Castling(field.to_string())),
        };
        if rights.has(color, side) {
            return Err(FenError::Castling(field.to_string()));
        }
        rights = rights.with(color, side);
    }
    if rights == CastlingRights::NONE {
        return Err(FenError::Castling(field.to_string()));
    }
    Ok(rights)
}

/// Reads the castling field of a Chess960 FEN against its board: X-FEN (`K`/`Q` the
/// outermost rook on that side of the king, a file letter for another) or Shredder-FEN (file
/// letters, `HAha`); upper case is White.
fn parse_castling_960(field: &str, board: &[Option<Piece>; 64]) -> Result<CastlingRights, FenError> {
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    let bad = || FenError::Castling(field.to_string());
    let mut rights = CastlingRights::NONE;
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        let rank = color.fold(0, 7);
        let at = |file: usize| board[rank * 8 + file];
        let king = Piece::new(color, super::Role::King);
        let rook = Piece::new(color, super::Role::Rook);
        let king_file = (0..8).find(|&f| at(f) == Some(king)).ok_or_else(bad)?;
        let rook_file = match c.to_ascii_lowercase() {
            'k' => (king_file + 1..8).rev().find(|&f| at(f) == Some(rook)).ok_or_else(bad)?,
            'q' => (0..king_file).find(|&f| at(f) == Some(rook)).ok_or_else(bad)?,
            f @ 'a'..='h' => f as usize - 'a' as usize,
            _ => return Err(bad()),
        };
        if at(rook_file) != Some(rook) || rook_file == king_file {
            return Err(bad());
        }
        let side = if rook_file > king_file { CastlingSide::King } else { CastlingSide::Queen };
        if rights.has(color, side) {
            return Err(bad());
        }
        rights = rights.with_rook(color, side, rook_file as u8, king_file as u8);
    }
    Ok(rights)
}

/// Reads a FEN into an unchecked setup. Four fields (no counters) are accepted
/// too, with the counters taken as `0 1`.
pub fn parse_setup(fen: &str) -> Result<Setup, FenError> {
    parse_setup_variant(fen, false)
}

/// Reads a Chess960 FEN (X-FEN or Shredder-FEN castling rights) into an unchecked setup.
pub fn parse_setup_960(fen: &str) -> Result<Setup, FenError> {
    parse_setup_variant(fen, true)
}

fn parse_setup_variant(fen: &str, chess960: bool) -> Result<Setup, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::Empty);
    }
    if !(4..=6).contains(&fields.len()) {
        return Err(FenError::FieldCount(fields.len()));
    }
    let board = parse_board(fields[0])?;
    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::Turn(other.to_string())),
    };
    let castling = if chess960 {
        parse_castling_960(fields[2], &board)?
    } else {
        parse_castling(fields[2]).map_err(|e| match parse_castling_960(fields[2], &board) {
            Ok(_) => FenError::Chess960Castling(fields[2].to_string()),
            Err(_) => e,
        })?
    };
    let ep_square = match fields[3] {
        "-" => None,
        text => Some(Square::parse(text).ok_or_else(|| FenError::EnPassant(text.to_string()))?),
    };
    let halfmoves = match fields.get(4) {
        Some(text) => text.parse::<u32>().map_err(|_| FenError::Halfmoves(text.to_string()))?,
        None => 0,
    };
    let fullmoves = match fields.get(5) {
        Some(text) => text
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=100_000).contains(n))
            .ok_or_else(|| FenError::Fullmoves(text.to_string()))?,
        None => 1,
    };
    if halfmoves > 100_000 {
        return Err(FenError::Halfmoves(halfmoves.to_string()));
    }
    Ok(Setup { board, turn, castling, ep_square, halfmoves, fullmoves })
}

impl Position {
    /// Reads and validates a FEN.
    ///
    /// ```
    /// use ferz_core::rules::Position;
    /// let pos = Position::from_fen("8/8/8/8/8/8/8/K6k w - - 0 1").unwrap();
    /// assert_eq!(pos.count_legal_moves(), 3);
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&parse_setup(fen)?)?)
    }

    /// Reads and validates a Chess960 FEN: the castling field may be X-FEN or Shredder-FEN
    /// (a standard FEN is a Chess960 FEN too).
    ///
    /// ```
    /// use ferz_core::rules::Position;
    /// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    /// let pos = Position::from_fen_960(fen).unwrap();
    /// assert_eq!(pos.fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    /// assert_eq!(pos.shredder_fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    /// ```
    pub fn from_fen_960(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&parse_setup_960(fen)?)?)
    }

    /// Reads a FEN as standard chess, or as Chess960 when `chess960` is set.
    pub fn from_fen_variant(fen: &str, chess960: bool) -> Result<Position, FenError> {
        if chess960 { Position::from_fen_960(fen) } else { Position::from_fen(fen) }
    }

    /// The castling field: `KQkq` in standard chess; X-FEN in Chess960 (`K`/`Q` for the
    /// outermost rook on its side of the king, the rook's file letter otherwise), or
    /// Shredder-FEN (file letters always) when `shredder` is set.
    fn castling_field(&self, shredder: bool) -> String {
        let rights = self.castling_rights();
        if rights.is_standard() && !shredder {
            return rights.fen();
        }
        let mut s = String::new();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if !rights.has(color, side) {
                    continue;
                }
                let rook = rights.rook_square(color, side);
                let king = rights.king_square(color);
                let rooks = self.pieces(color, super::Role::Rook) & super::Bitboard::rank(rook.rank());
                let outermost = rooks.into_iter().all(|r| match side {
                    CastlingSide::King => r.file() <= rook.file() || r.file() < king.file(),
                    CastlingSide::Queen => r.file() >= rook.file() || r.file() > king.file(),
                });
                let c = if outermost && !shredder {
                    if side == CastlingSide::King { 'K' } else { 'Q' }
                } else {
                    rook.file().char().to_ascii_uppercase()
                };
                s.push(color.fold(c, c.to_ascii_lowercase()));
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }

    /// The full FEN with Shredder-FEN castling rights (`HAha`), as some Chess960 programs want.
    pub fn shredder_fen(&self) -> String {
        let mut out = Vec::with_capacity(FEN_BYTES);
        self.push_fen_with(&mut out, |out| out.extend_from_slice(self.castling_field(true).as_bytes()));
        ascii(out)
    }

    /// The board field of the FEN.
    pub fn board_fen(&self) -> String {
        let mut out = Vec::with_capacity(72);
        self.push_board_fen(&mut out);
        ascii(out)
    }

    /// Appends the board field of the FEN to `out`: each piece's letter set on a board of 64
    /// from the bitboards, then the ranks read off it (a FEN is written for every game a
    /// check reads).
    fn push_board_fen(&self, out: &mut Vec<u8>) {
        let mut board = [0u8; 64];
        for color in Color::ALL {
            for role in super::Role::ALL {
                let letter = Piece::new(color, role).fen_char() as u8;
                for sq in self.pieces(color, role) {
                    board[sq.index()] = letter;
                }
            }
        }
        for rank in (0..8).rev() {
            let mut empty = 0u8;
            for &letter in &board[rank * 8..rank * 8 + 8] {
                if letter == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push(b'0' + empty);
                    empty = 0;
                }
                out.push(letter);
            }
            if empty > 0 {
                out.push(b'0' + empty);
            }
            if rank > 0 {
                out.push(b'/');
            }
        }
    }

    /// The full FEN; the en passant square appears only when a capture there is legal. The
    /// castling rights of a Chess960 position are written as X-FEN.
    pub fn fen(&self) -> String {
        let mut out = Vec::with_capacity(FEN_BYTES);
        self.push_fen(&mut out);
        ascii(out)
    }

    /// Appends [`Position::fen`] to `out`, with no allocation of its own in standard chess
    /// (`ferz check` writes one for every game, and `format!`'s machinery cost four times
    /// the rest).
    pub fn push_fen(&self, out: &mut Vec<u8>) {
        let rights = self.castling_rights();
        self.push_fen_with(out, |out| {
            if rights.is_standard() {
                rights.push_fen(out);
            } else {
                out.extend_from_slice(self.castling_field(false).as_bytes());
            }
        });
    }

    /// Appends the FEN to `out`, its castling field written by `castling`.
    fn push_fen_with(&self, out: &mut Vec<u8>, castling: impl FnOnce(&mut Vec<u8>)) {
        out.reserve(FEN_BYTES);
        self.push_board_fen(out);
        out.push(b' ');
        out.push(self.turn().fen_char() as u8);
        out.push(b' ');
        castling(out);
        out.push(b' ');
        match self.ep_square() {
            Some(sq) => out.extend_from_slice(&[sq.file().char() as u8, sq.rank().char() as u8]),
            None => out.push(b'-'),
        }
        out.push(b' ');
        out.extend_from_slice(decimal(self.halfmoves().into(), &mut [0; 20]));
        out.push(b' ');
        out.extend_from_slice(decimal(self.fullmoves().into(), &mut [0; 20]));
    }
}

/// Room for a FEN: 64 squares and 7 slashes, and the other fields at their longest.
const FEN_BYTES: usize = 104;

/// `n`'s decimal digits, written into `digits`, without `write!`'s formatting machinery (which
/// cost as much as the rest of a FEN): the FEN's clocks, and the numbers of `ferz check`'s
/// report lines.
pub fn decimal(n: u64, digits: &mut [u8; 20]) -> &[u8] {
    let (mut n, mut at) = (n, digits.len());
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &digits[at..];
        }
    }
}

/// The text of bytes that are all ASCII (the FEN writers' only kind).
fn ascii(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let pos = Position::from_fen(START_FEN).unwrap();
        assert_eq!(pos, Position::new());
        assert_eq!(pos.fen(), START_FEN);
    }

    #[test]
    fn every_field_is_written_back_as_read() {
        // Numbers of one to five digits, each castling subset's order, an en passant square,
        // and the pushed bytes equal to the String.
        for fen in [
            "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b kq - 9 10",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 99 100",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 12345",
            "8/8/8/8/8/8/8/K6k b - - 149 77",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(pos.fen(), fen);
            let mut pushed = b"x".to_vec();
            pos.push_fen(&mut pushed);
            assert_eq!(pushed, [b"x", fen.as_bytes()].concat());
        }
        // Chess960 rights as X-FEN, the inner rook by its file.
        let x_fen = "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1";
        assert_eq!(Position::from_fen_960(x_fen).unwrap().fen(), x_fen);
    }

    #[test]
    fn en_passant_square_written_only_when_capture_is_legal() {
        let after_e4 = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
        assert_eq!(after_e4.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        let capturable = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").unwrap();
        assert_eq!(capturable.ep_square(), Some(Square::E3));
        // Horizontal pin: taking en passant would expose the black king on the rank.
        let pinned = Position::from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1").unwrap();
        assert_eq!(pinned.ep_square(), None);
    }

    #[test]
    fn refusals_name_the_field() {
        assert!(matches!(Position::from_fen(""), Err(FenError::Empty)));
        assert!(matches!(Position::from_fen("8/8/8 w - -"), Err(FenError::Board(_))));
        assert!(matches!(Position::from_fen("8/8/8/8/8/8/8/K6k x - - 0 1"), Err(FenError::Turn(_))));
        assert!(matches!(Position::from_fen("8/8/8/8/8/8/8/K6k w KK - 0 1"), Err(FenError::Castling(_))));
        let shredder = "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1";
        assert_eq!(Position::from_fen(shredder), Err(FenError::Chess960Castling("EAea".into())));
        assert!(Position::from_fen_960(shredder).is_ok());
        assert!(matches!(Position::from_fen("8/8/8/8/8/8/8/K6k w - e9 0 1"), Err(FenError::EnPassant(_))));
        assert!(matches!(Position::from_fen("8/8/8/8/8/8/8/K6k w - - x 1"), Err(FenError::Halfmoves(_))));
        assert!(matches!(Position::from_fen("8/8/8/8/8/8/8/K6k w - - 0 0"), Err(FenError::Fullmoves(_))));
        assert_eq!(
            Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1"),
            Err(FenError::Position(PositionError::MissingKing(Color::Black)))
        );
        assert_eq!(
            Position::from_fen("8/8/8/8/8/8/8/KK5k w - - 0 1"),
            Err(FenError::Position(PositionError::TooManyKings(Color::White, 2)))
        );
        assert_eq!(
            Position::from_fen("P7/8/8/8/8/8/8/K6k w - - 0 1"),
            Err(FenError::Position(PositionError::PawnOnBackRank(Square::A8)))
        );
        assert_eq!(
            Position::from_fen("8/8/8/8/8/8/8/K5Rk w - - 0 1"),
            Err(FenError::Position(PositionError::OppositeCheck(Color::Black)))
        );
        // Three pieces checking at once cannot come from any move.
        assert_eq!(
            Position::from_fen("4k3/8/8/8/1b6/5n2/8/r3K3 w - - 0 1"),
            Err(FenError::Position(PositionError::ImpossibleCheck(3)))
        );
        let one_field = Position::from_fen("8").map_err(|e| e.to_string());
        assert_eq!(one_field, Err("bad FEN: it has 1 field; expected 6 (board, side to move, castling, en passant, halfmove clock, move number)".to_string()));
        assert_eq!(
            Position::from_fen("8/8/8/8/8/8/8/K6k w K - 0 1"),
            Err(FenError::Position(PositionError::CastlingWithoutPieces('K')))
        );
        assert!(matches!(
            Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
            Err(FenError::Position(PositionError::BadEnPassant(Square::E6, _)))
        ));
        assert!(matches!(
            Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - e3 0 1"),
            Err(FenError::Position(PositionError::BadEnPassant(Square::E3, _)))
        ));
        assert_eq!(
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 QQQQQQQQ"),
            Err(FenError::FieldCount(7))
        );
        let nine_pawns = "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1";
        assert_eq!(
            Position::from_fen(nine_pawns),
            Err(FenError::Position(PositionError::TooManyPawns(Color::White, 9)))
        );
        let seventeen = "4k3/8/8/8/NNNNNNNN/NNNNNNNN/8/4K3 w - - 0 1";
        assert_eq!(
            Position::from_fen(seventeen),
            Err(FenError::Position(PositionError::TooManyPieces(Color::White, 17)))
        );
    }
}
