//! Moves as players write them: choosing a notation to write in, and reading a move in any
//! notation ferz knows (SAN, lenient SAN, figurine, long algebraic, UCI, Russian).
//!
//! Every reader works the same way: the text is read into one or more *patterns* (what the
//! text says about the piece, its squares and the promotion), and the patterns are matched
//! against the legal moves of the position. Exactly one match is the move; two or more is an
//! ambiguity, reported with every candidate — ferz never guesses; none is an illegal move,
//! explained from the pattern. A strict reading (the text is standard notation) is preferred
//! to a lenient one, so standard SAN always means what the PGN standard says it means: `bxc5`
//! is the b-pawn's capture even when a bishop could also take on c5, while the lenient `bc5`
//! is refused as ambiguous when both moves are legal.
//!
//! Lenient reading, decided here once for every notation:
//! - castling as `O-O`, `0-0`, `o-o`, `OO` (and Cyrillic `О`), and `O-O-O` likewise;
//! - check and mate marks are ignored, right or wrong or missing, as are the annotations
//!   `!`, `?`, `!!`, `??`, `!?`, `?!`, an `e.p.` suffix and a leading move number (`12.`, `12...`);
//! - a capture mark is not checked against the board: `Nxf3` to an empty f3 is read as `Nf3`
//!   and `Nf3` onto a piece as `Nxf3`. The mark never changes which move is meant, and a
//!   player who mistypes it still means that move;
//! - promotion as `e8=Q`, `e8Q`, `e8=q`, `e8(Q)`, `e8/Q`; a pawn move to the last rank without
//!   the piece is ambiguous between the four promotions;
//! - pawn captures by files (`ed`, `ed6`) and lowercase piece letters where they cannot be a
//!   file (`nf3`, `qd4`, `rd1`, `kd2`); lowercase `b` is read both as the b-file and as a
//!   bishop, and refused as ambiguous when both readings are legal moves;
//! - Cyrillic `а с е х` typed for Latin `a c e x` on a Russian keyboard;
//! - in UCI and long algebraic, castling may also be written as the king taking its own rook
//!   (`e1h1`, `e1a1`), as some programs do; a king never moves three squares, so this cannot
//!   mean anything else.

use super::explain::{IllegalReason, explain};
use super::{
    Bitboard, CastlingSide, Color, File, Move, MoveError, MoveList, Position, Rank, Role, Square, between, figurine,
    king_home, lan, russian, san, uci,
};

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
        Notation::Uci => uci::uci(mv),
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
/// use ferz::rules::{Position, Square, parse_move};
/// let pos = Position::new();
/// for text in ["Nf3", "g1f3", "Ng1-f3", "nf3", "Кf3"] {
///     assert_eq!(parse_move(&pos, text).map(|m| m.to()), Ok(Square::F3));
/// }
/// assert_eq!(parse_move(&pos, "Nf4").map_err(|e| e.code()), Err("illegal_move"));
/// ```
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_in(pos, text, &[Dialect::Latin, Dialect::Russian], false)
}

/// The letters a text uses for pieces and captures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// English letters `KQRBN`, figures, `x` captures: SAN, long algebraic and UCI.
    Latin,
    /// Russian letters `Кр Ф Л С К`, `:` captures, `#` or `×` mate.
    Russian,
}

/// What a move text says: the parts it names, each `None` when the text leaves it open.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Pattern {
    /// The moving piece; `None` when the text names the from-square instead (UCI).
    pub role: Option<Role>,
    /// The file the piece leaves from.
    pub from_file: Option<File>,
    /// The rank the piece leaves from.
    pub from_rank: Option<Rank>,
    /// The file the piece goes to; always set except for castling.
    pub to_file: Option<File>,
    /// The rank the piece goes to; `None` only in a pawn capture by files (`ed`).
    pub to_rank: Option<Rank>,
    /// The promotion asked for; `None` leaves it open (any promotion fits).
    pub promotion: Option<Role>,
    /// Castling written as castling.
    pub castle: Option<CastlingSide>,
    /// True when the text is not standard notation (a lenient reading).
    pub lenient: bool,
}

impl Pattern {
    /// The from-square, when the text names it in full.
    fn origin(self) -> Option<Square> {
        Some(Square::from_coords(self.from_file?, self.from_rank?))
    }

    /// The to-square, when the text names it in full.
    fn destination(self) -> Option<Square> {
        Some(Square::from_coords(self.to_file?, self.to_rank?))
    }
}

/// The readings of one text, a handful at most; kept on the stack.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Readings {
    items: [Pattern; 4],
    len: usize,
}

impl Readings {
    /// Adds a reading unless it is already there (or the handful is full).
    pub(crate) fn push(&mut self, pattern: Pattern) {
        if self.len < self.items.len() && !self.iter().any(|p| *p == pattern) {
            self.items[self.len] = pattern;
            self.len += 1;
        }
    }

    fn iter(&self) -> std::slice::Iter<'_, Pattern> {
        self.items[..self.len].iter()
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// True when a reading fits the hand move `mv` (see [`super::hand`]): as for a legal move,
    /// and a reading without a promotion piece fits only a pawn left a pawn. With
    /// `strict_only`, lenient readings do not count.
    pub(crate) fn fits(&self, pos: &Position, mv: Move, strict_only: bool) -> bool {
        self.iter().any(|p| {
            !(strict_only && p.lenient) && (p.promotion.is_some() || mv.promotion().is_none()) && matches(pos, p, mv)
        })
    }

    /// Keeps only the readings for which `keep` is true.
    fn retain(&mut self, keep: impl Fn(&Pattern) -> bool) {
        let mut kept = Readings::default();
        for p in self.iter().filter(|p| keep(p)) {
            kept.push(*p);
        }
        *self = kept;
    }
}

/// Why a text cannot be read as a move at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReadError {
    Empty,
    TooLong,
    Space,
    UnknownChar(char),
    NoTarget,
    BadPromotion,
    MissingPromotionPiece,
    PieceNeedsSquare,
    CaptureNeedsMover,
    PawnCaptureSameFile,
    Malformed,
    NotLan,
    NotUci,
}

impl ReadError {
    /// The reason as a player reads it, after "cannot read '…' as a move: ".
    pub(crate) fn reason(self) -> String {
        match self {
            ReadError::Empty => "there is nothing to read".into(),
            ReadError::TooLong => "it is too long to be a move".into(),
            ReadError::Space => "it contains a space; write a single move, such as e4 or Nf3".into(),
            ReadError::UnknownChar(c) => format!("'{c}' is not used in writing moves"),
            ReadError::NoTarget => "it should end with the square the piece goes to, such as e4 or Nf3".into(),
            ReadError::BadPromotion => "a pawn can only be promoted to a queen, rook, bishop or knight".into(),
            ReadError::MissingPromotionPiece => "the promotion needs the piece the pawn becomes, as in e8=Q".into(),
            ReadError::PieceNeedsSquare => "a piece move needs the whole square it goes to, as in Nf3".into(),
            ReadError::CaptureNeedsMover => "say which piece or pawn captures, as in Nxd5 or exd5".into(),
            ReadError::PawnCaptureSameFile => "a pawn captures on the next file, as in exd5".into(),
            ReadError::Malformed => "write a move as in e4, Nf3, exd5, e8=Q, O-O, Ng1-f3, g1f3 or Кf3".into(),
            ReadError::NotLan => {
                "long algebraic notation names the square the piece leaves, as in Ng1-f3 or e2-e4".into()
            }
            ReadError::NotUci => "UCI notation is two squares, as in e2e4, then any promotion, as in e7e8q".into(),
        }
    }
}

/// True for the texts that mean "pass" in some notation: `--`, `Z0`, `0000`, `null`.
pub(crate) fn is_null(text: &str) -> bool {
    let text = text.trim();
    ["--", "z0", "0000", "null"].iter().any(|null| text.eq_ignore_ascii_case(null))
}

/// Reads `text` in the given dialects and matches it against the legal moves of `pos`.
/// With `need_from`, only readings naming the from-square count (long algebraic).
pub(crate) fn parse_in(pos: &Position, text: &str, dialects: &[Dialect], need_from: bool) -> Result<Move, MoveError> {
    let trimmed = text.trim();
    if is_null(trimmed) {
        return Err(MoveError::Null { text: MoveError::echo(trimmed) });
    }
    let mut readings = Readings::default();
    let mut errors = [None; 2];
    for (i, &dialect) in dialects.iter().enumerate() {
        if let Err(e) = read(trimmed, dialect, &mut readings)
            && let Some(slot) = errors.get_mut(i)
        {
            *slot = Some(e);
        }
    }
    if need_from && !readings.is_empty() {
        readings.retain(|p| p.castle.is_some() || p.origin().is_some());
        if readings.is_empty() {
            return Err(parse_error(trimmed, ReadError::NotLan));
        }
    }
    if readings.is_empty() {
        // Report what went wrong in the dialect the text looks written in.
        let russian = dialects.iter().position(|&d| d == Dialect::Russian);
        let pick = match russian {
            Some(i) if looks_russian(trimmed) => i,
            _ => 0,
        };
        let error = errors.get(pick).copied().flatten().or(errors.iter().flatten().next().copied());
        return Err(parse_error(trimmed, error.unwrap_or(ReadError::Malformed)));
    }
    resolve(pos, trimmed, &readings)
}

/// Adds the readings of `text` in `dialect` to `out`; a text that does not read adds none
/// (the caller already has the error a legal reading gave).
pub(crate) fn hand_readings(text: &str, dialect: Dialect, out: &mut Readings) {
    let _unreadable = read(text, dialect, out);
}

/// A parse error for `text`.
pub(crate) fn parse_error(text: &str, error: ReadError) -> MoveError {
    MoveError::Parse { text: MoveError::echo(text), reason: error.reason() }
}

/// True when the text uses Cyrillic letters other than the look-alikes of `a c e x o`.
fn looks_russian(text: &str) -> bool {
    text.chars().any(|c| matches!(c, 'Ѐ'..='ӿ') && !matches!(c, 'а' | 'с' | 'е' | 'х' | 'о' | 'О'))
}

/// Matches the readings against the legal moves: strict readings first, lenient ones only
/// when no strict reading fits any legal move.
pub(crate) fn resolve(pos: &Position, text: &str, readings: &Readings) -> Result<Move, MoveError> {
    let legal = pos.legal_moves();
    let mut found = MoveList::new();
    for strict_only in [true, false] {
        for pattern in readings.iter().filter(|p| !(strict_only && p.lenient)) {
            for &mv in legal.iter() {
                if matches(pos, pattern, mv) && !found.contains(&mv) {
                    found.push(mv);
                }
            }
        }
        if !found.is_empty() {
            break;
        }
    }
    match *found {
        [mv] => Ok(mv),
        [] => {
            let best = readings.iter().find(|p| !p.lenient).or(readings.iter().next()).copied().unwrap_or_default();
            Err(illegal(pos, text, &best))
        }
        _ => {
            let mut moves: Vec<Move> = found.to_vec();
            moves.sort_by_key(|m| (m.from(), m.to(), promotion_order(m.promotion())));
            let candidates = moves.into_iter().map(|m| san(pos, m)).collect();
            Err(MoveError::Ambiguous { text: MoveError::echo(text), candidates })
        }
    }
}

/// Queen first, as players list promotions.
fn promotion_order(role: Option<Role>) -> usize {
    match role {
        None => 0,
        Some(Role::Queen) => 1,
        Some(Role::Rook) => 2,
        Some(Role::Bishop) => 3,
        Some(_) => 4,
    }
}

/// True when the legal move `mv` of `pos` is one the pattern describes.
fn matches(pos: &Position, p: &Pattern, mv: Move) -> bool {
    let (from, to) = (mv.from(), mv.to());
    let Some(role) = pos.role_at(from) else {
        return false;
    };
    let castling = role == Role::King && from.file().index().abs_diff(to.file().index()) == 2;
    if let Some(side) = p.castle {
        return castling && to == side.king_to(pos.turn());
    }
    if p.role.is_some_and(|r| r != role)
        || p.from_file.is_some_and(|f| f != from.file())
        || p.from_rank.is_some_and(|r| r != from.rank())
    {
        return false;
    }
    match (p.promotion, mv.promotion()) {
        (Some(asked), Some(made)) if asked != made => return false,
        (Some(_), None) => return false,
        _ => {}
    }
    let aims_at = |sq: Square| p.to_file == Some(sq.file()) && p.to_rank.is_none_or(|r| r == sq.rank());
    if castling {
        // Castling written as a king move must name the king's square (e1g1, Ke1-g1, e1h1):
        // `Kg1` is not castling.
        let side = if to.file() > from.file() { CastlingSide::King } else { CastlingSide::Queen };
        return p.origin().is_some() && p.to_rank.is_some() && (aims_at(to) || aims_at(side.rook_from(pos.turn())));
    }
    aims_at(to)
}

/// The illegal-move error for a well-formed `pattern` that fits no legal move, saying why in
/// the player's terms. Finding the deeper reason (a pin, a check) is left to the caller.
fn illegal(pos: &Position, text: &str, p: &Pattern) -> MoveError {
    let us = pos.turn();
    let to = p.destination();
    let (reason, from) = if let Some(side) = p.castle {
        (castling_reason(pos, side), Some(king_home(us)))
    } else if let Some(from) = p.origin() {
        (from_square_reason(pos, p, from), Some(from))
    } else {
        piece_reason(pos, p)
    };
    let to = to.or(p.castle.map(|side| side.king_to(us)));
    let why = deeper_reason(pos, p, from, to).map(Box::new);
    let reason = why.as_ref().map_or(reason, |why| why.to_string());
    MoveError::Illegal { text: MoveError::echo(text), reason, from, to, promotion: p.promotion, why }
}

/// The rule the move breaks, named with its squares and pieces (see [`explain`]), when the
/// text leads to one piece; among several candidate pieces, one for which the move fits the
/// piece's way of moving (so the reason is a block, a pin or a check) is preferred.
fn deeper_reason(pos: &Position, p: &Pattern, from: Option<Square>, to: Option<Square>) -> Option<IllegalReason> {
    let us = pos.turn();
    if let Some(side) = p.castle {
        let why = explain(pos, king_home(us), side.king_to(us), None, None);
        return Some(why).filter(|w| *w != IllegalReason::NotLegal);
    }
    let to = to?;
    let candidates = match from {
        Some(from) => Bitboard::from_square(from),
        None => {
            let role = p.role.unwrap_or(Role::Pawn);
            let mut bb = pos.pieces(us, role);
            if let Some(file) = p.from_file.or(if role == Role::Pawn { p.to_file } else { None }) {
                bb &= Bitboard::file(file);
            }
            if let Some(rank) = p.from_rank {
                bb &= Bitboard::rank(rank);
            }
            bb
        }
    };
    let is_pattern = |r: &IllegalReason| matches!(r, IllegalReason::WrongPattern { .. });
    let mut best: Option<IllegalReason> = None;
    for sq in candidates {
        let why = explain(pos, sq, to, p.promotion, None);
        if why == IllegalReason::NotLegal {
            continue;
        }
        if best.as_ref().is_none_or(|b| is_pattern(b) && !is_pattern(&why)) {
            best = Some(why);
        }
    }
    // Several pieces, none of which moves that way: the general sentence says it better.
    best.filter(|b| !(is_pattern(b) && candidates.more_than_one()))
}

/// Why castling to `side` is not legal now.
fn castling_reason(pos: &Position, side: CastlingSide) -> String {
    let us = pos.turn();
    let wing = match side {
        CastlingSide::King => "kingside",
        CastlingSide::Queen => "queenside",
    };
    let rook = side.rook_from(us);
    if !pos.castling_rights().has(us, side) {
        format!("{us} can no longer castle {wing}: the king or the rook on {rook} has already moved")
    } else if pos.is_check() {
        "castling is not allowed while the king is in check".into()
    } else if (between(king_home(us), rook) & pos.occupied()).any() {
        format!("to castle {wing}, the squares between the king and the rook must be empty")
    } else {
        format!("to castle {wing}, the king may not pass through or land on an attacked square")
    }
}

/// Why the piece on `from` cannot make the move the pattern describes.
fn from_square_reason(pos: &Position, p: &Pattern, from: Square) -> String {
    let us = pos.turn();
    let Some(piece) = pos.piece_at(from) else {
        return format!("there is no piece on {from}");
    };
    let role = piece.role;
    if piece.color != us {
        return format!("the {role} on {from} is {}'s, and it is {us}'s move", piece.color);
    }
    if let Some(asked) = p.role
        && asked != role
    {
        return format!("the piece on {from} is a {role}, not a {asked}");
    }
    match p.destination() {
        Some(to) if p.promotion.is_some() && !(role == Role::Pawn && is_last_rank(to, us)) => {
            format!("only a pawn reaching the last rank is promoted, and {from}{to} is not such a move")
        }
        Some(to) => format!("the {role} on {from} cannot go to {to}"),
        None => format!("the {role} on {from} cannot move there"),
    }
}

/// Why no piece of the pattern's kind can make the move, and the piece the text identified
/// when the board leaves only one.
fn piece_reason(pos: &Position, p: &Pattern) -> (String, Option<Square>) {
    let us = pos.turn();
    let role = p.role.unwrap_or(Role::Pawn);
    let ours = pos.pieces(us, role);
    let mut fitting = ours;
    if let Some(file) = p.from_file {
        fitting &= Bitboard::file(file);
    }
    if let Some(rank) = p.from_rank {
        fitting &= Bitboard::rank(rank);
    }
    let from = if fitting.count() == 1 { fitting.first() } else { None };
    let to = p.destination();
    let reason = if ours.is_empty() {
        format!("{us} has no {role}s")
    } else if fitting.is_empty() {
        match (p.from_file, p.from_rank) {
            (Some(file), _) => format!("{us} has no {role} on the {file}-file"),
            (_, Some(rank)) => format!("{us} has no {role} on rank {rank}"),
            _ => format!("{us} has no {role}s"),
        }
    } else if p.promotion.is_some() && role != Role::Pawn {
        "only a pawn can be promoted".into()
    } else if let (Some(to), Some(_), true) = (to, p.promotion, role == Role::Pawn) {
        format!("a pawn is promoted only on the last rank, and {to} is not on it")
    } else if let (Some(to), Role::King) = (to, role) {
        let castle =
            CastlingSide::ALL.into_iter().find(|side| side.king_to(us) == to && pos.is_legal(castling_move(us, *side)));
        match castle {
            Some(CastlingSide::King) => "to castle kingside, write O-O".into(),
            Some(CastlingSide::Queen) => "to castle queenside, write O-O-O".into(),
            None => format!("no legal king move goes to {to}"),
        }
    } else {
        let to_text = match (to, p.to_file) {
            (Some(to), _) => to.to_string(),
            (None, Some(file)) => format!("the {file}-file"),
            (None, None) => "that square".into(),
        };
        match (role, p.from_file, p.from_rank) {
            (Role::Pawn, Some(file), _) if Some(file) != p.to_file => {
                format!("no pawn on the {file}-file can capture on {to_text}")
            }
            (Role::Pawn, ..) => format!("no legal pawn move goes to {to_text}"),
            (_, Some(file), None) => format!("no legal {role} move from the {file}-file goes to {to_text}"),
            (_, None, Some(rank)) => format!("no legal {role} move from rank {rank} goes to {to_text}"),
            _ => format!("no legal {role} move goes to {to_text}"),
        }
    };
    (reason, from)
}

/// The castling move of `color` to `side`, written as the king's move.
fn castling_move(color: Color, side: CastlingSide) -> Move {
    Move::new(king_home(color), side.king_to(color), None)
}

/// True when `sq` is the rank where `color`'s pawns promote.
fn is_last_rank(sq: Square, color: Color) -> bool {
    sq.rank() == Rank::ALL[7].relative(color)
}

/// The most characters a move text may have, once trimmed of marks; `Ng1xf3` has six.
const MAX_CHARS: usize = 16;

/// Reads `text` in `dialect` and adds its readings to `out`. No allocation.
pub(crate) fn read(text: &str, dialect: Dialect, out: &mut Readings) -> Result<(), ReadError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ReadError::Empty);
    }
    let text = strip_suffixes(strip_move_number(text), dialect);
    if text.is_empty() {
        return Err(ReadError::Malformed);
    }
    let mut buf = ['\0'; MAX_CHARS];
    let mut len = 0;
    for c in text.chars() {
        if c.is_whitespace() {
            return Err(ReadError::Space);
        }
        let c = normalize(c);
        if !in_alphabet(c, dialect) {
            return Err(ReadError::UnknownChar(c));
        }
        let Some(slot) = buf.get_mut(len) else {
            return Err(ReadError::TooLong);
        };
        *slot = c;
        len += 1;
    }
    let chars = &buf[..len];
    if let Some(side) = castling(chars) {
        out.push(Pattern { castle: Some(side), ..Pattern::default() });
        return Ok(());
    }
    let (body, promotion) = split_promotion(chars, dialect)?;
    let (head, target) = split_target(body)?;
    let (head, capture, capture_lenient) = split_separator(head, dialect);
    let base = Pattern {
        to_file: Some(target.file()),
        to_rank: target.rank(),
        promotion,
        lenient: capture_lenient || matches!(target, Target::File(_)),
        ..Pattern::default()
    };
    if let Some((role, used, lenient)) = piece_prefix(head, dialect) {
        out.push(piece_reading(role, &head[used..], base, lenient)?);
    } else if dialect == Dialect::Latin && head.first() == Some(&'b') {
        // `b` is the b-file or, leniently, a bishop: read it both ways, unless the text names
        // a full from-square (b1c3), which is the b-file for sure.
        let as_file = file_reading(head, base, capture);
        let full_square = matches!(as_file, Ok(p) if p.from_rank.is_some());
        let as_bishop = if full_square { None } else { piece_reading(Role::Bishop, &head[1..], base, true).ok() };
        match (as_file, as_bishop) {
            (Ok(a), Some(b)) => {
                out.push(a);
                out.push(b);
            }
            (Ok(a), None) => out.push(a),
            (Err(_), Some(b)) => out.push(b),
            (Err(e), None) => return Err(e),
        }
    } else {
        out.push(file_reading(head, base, capture)?);
    }
    Ok(())
}

/// Where a text says the piece goes: a square, or only a file (a pawn capture such as `ed`).
#[derive(Debug, Clone, Copy)]
enum Target {
    Square(Square),
    File(File),
}

impl Target {
    fn file(self) -> File {
        match self {
            Target::Square(sq) => sq.file(),
            Target::File(file) => file,
        }
    }

    fn rank(self) -> Option<Rank> {
        match self {
            Target::Square(sq) => Some(sq.rank()),
            Target::File(_) => None,
        }
    }
}

/// Drops a leading move number: `12.`, `12...`, `12…`.
fn strip_move_number(text: &str) -> &str {
    let rest = text.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() == text.len() || !rest.starts_with(['.', '…']) {
        return text;
    }
    rest.trim_start_matches(['.', '…']).trim_start()
}

/// Drops check and mate marks, annotations and `e.p.` from the end, in any order.
fn strip_suffixes(mut text: &str, dialect: Dialect) -> &str {
    loop {
        let before = text.len();
        text = text.trim_end().trim_end_matches(['+', '#', '!', '?', '‼', '⁇', '⁈', '⁉', '†', '‡']);
        for suffix in ["e.p.", "e.p", "ep"] {
            if let Some(cut) = text.len().checked_sub(suffix.len())
                && text.is_char_boundary(cut)
                && text[cut..].eq_ignore_ascii_case(suffix)
            {
                let rest = text[..cut].trim_end();
                if rest.ends_with(|c: char| c.is_ascii_digit()) {
                    text = rest;
                    break;
                }
            }
        }
        if dialect == Dialect::Russian {
            // Russian marks mate with `×` (or a letter x) after the move.
            if let Some(rest) = text.strip_suffix('×') {
                text = rest;
            } else if let Some(rest) = text.strip_suffix(['x', 'х'])
                && rest.ends_with(|c: char| c.is_ascii_digit() || c.is_uppercase())
            {
                text = rest;
            }
        }
        if text.len() == before {
            return text;
        }
    }
}

/// Maps keyboard look-alikes to the letters notation uses: Cyrillic `а с е х о О` and dashes.
fn normalize(c: char) -> char {
    match c {
        'а' => 'a',
        'с' => 'c',
        'е' => 'e',
        'х' => 'x',
        'о' | 'О' => 'O',
        '–' | '—' | '‐' | '‑' | '−' => '-',
        _ => c,
    }
}

/// The characters a move may use in `dialect`, after [`normalize`].
fn in_alphabet(c: char, dialect: Dialect) -> bool {
    let common = matches!(c, 'a'..='h' | '0'..='9' | 'x' | 'X' | ':' | '×' | '-' | '=' | '/' | '(' | ')' | 'O' | 'o');
    common
        || match dialect {
            Dialect::Latin => {
                matches!(c, 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'n' | 'p')
                    || latin_figure(c).is_some()
            }
            Dialect::Russian => matches!(c, 'К' | 'Ф' | 'Л' | 'С' | 'р' | 'к' | 'ф' | 'л' | 'C' | 'K' | 'p'),
        }
}

/// The role of a chess figure, either colour.
fn latin_figure(c: char) -> Option<Role> {
    match c {
        '♔' | '♚' => Some(Role::King),
        '♕' | '♛' => Some(Role::Queen),
        '♖' | '♜' => Some(Role::Rook),
        '♗' | '♝' => Some(Role::Bishop),
        '♘' | '♞' => Some(Role::Knight),
        '♙' | '♟' => Some(Role::Pawn),
        _ => None,
    }
}

/// Castling written with `O`, `o` or `0`, dashes optional: `O-O`, `0-0-0`, `OO`.
fn castling(chars: &[char]) -> Option<CastlingSide> {
    let is_o = |c: &char| matches!(c, 'O' | 'o' | '0');
    if !chars.first().is_some_and(is_o) || !chars.last().is_some_and(is_o) {
        return None;
    }
    if chars.windows(2).any(|w| w[0] == '-' && w[1] == '-') || chars.iter().any(|c| !is_o(c) && *c != '-') {
        return None;
    }
    match chars.iter().filter(|c| is_o(c)).count() {
        2 => Some(CastlingSide::King),
        3 => Some(CastlingSide::Queen),
        _ => None,
    }
}

/// A promotion letter in `dialect`, and whether it is a capital (or a figure).
fn promotion_letter(c: char, dialect: Dialect) -> Option<(Role, bool)> {
    match dialect {
        Dialect::Latin => match c {
            'Q' | 'R' | 'B' | 'N' | 'K' | 'P' => Role::from_char(c).map(|r| (r, true)),
            'q' | 'r' | 'b' | 'n' | 'k' | 'p' => Role::from_char(c).map(|r| (r, false)),
            _ => latin_figure(c).map(|r| (r, true)),
        },
        Dialect::Russian => match c {
            'Ф' => Some((Role::Queen, true)),
            'Л' => Some((Role::Rook, true)),
            'С' | 'C' => Some((Role::Bishop, true)),
            'К' => Some((Role::Knight, true)),
            'ф' => Some((Role::Queen, false)),
            'л' => Some((Role::Rook, false)),
            'к' => Some((Role::Knight, false)),
            _ => None,
        },
    }
}

/// Splits a promotion off the end: `=Q`, `Q` after the rank, `(Q)`, `/Q`.
fn split_promotion(chars: &[char], dialect: Dialect) -> Result<(&[char], Option<Role>), ReadError> {
    let n = chars.len();
    match chars {
        [.., '=' | '/'] => Err(ReadError::MissingPromotionPiece),
        [.., '(', c, ')'] => match promotion_letter(*c, dialect) {
            Some((role, _)) => checked(role, &chars[..n - 3]),
            None => Err(ReadError::Malformed),
        },
        [.., ')'] => Err(ReadError::Malformed),
        [.., '0'..='9', 'К' | 'к' | 'K', 'р' | 'p'] if dialect == Dialect::Russian => Err(ReadError::BadPromotion),
        [.., prev, last] => match promotion_letter(*last, dialect) {
            Some((role, _)) if matches!(prev, '=' | '/') => checked(role, &chars[..n - 2]),
            Some((role, _)) if prev.is_ascii_digit() => checked(role, &chars[..n - 1]),
            Some((role, true)) if File::from_char(*prev).is_some() => checked(role, &chars[..n - 1]),
            _ => Ok((chars, None)),
        },
        _ => Ok((chars, None)),
    }
}

/// The body and the promotion, unless the promotion is to a king or a pawn.
fn checked(role: Role, body: &[char]) -> Result<(&[char], Option<Role>), ReadError> {
    if matches!(role, Role::King | Role::Pawn) { Err(ReadError::BadPromotion) } else { Ok((body, Some(role))) }
}

/// Splits the target off the end: a square, or (pawn captures by files) a file.
fn split_target(body: &[char]) -> Result<(&[char], Target), ReadError> {
    if let [head @ .., f, r] = body
        && let (Some(f), Some(r)) = (File::from_char(*f), Rank::from_char(*r))
    {
        return Ok((head, Target::Square(Square::from_coords(f, r))));
    }
    match body {
        [head @ .., f] => File::from_char(*f).map(|f| (head, Target::File(f))).ok_or(ReadError::NoTarget),
        [] => Err(ReadError::NoTarget),
    }
}

/// Splits a capture mark or a dash off the end of the head. Returns the rest, whether the
/// text marked a capture (`Some(false)` for a dash), and whether the mark is a lenient one.
fn split_separator(head: &[char], dialect: Dialect) -> (&[char], Option<bool>, bool) {
    match head {
        [rest @ .., 'x'] => (rest, Some(true), dialect == Dialect::Russian),
        [rest @ .., ':'] => (rest, Some(true), dialect == Dialect::Latin),
        [rest @ .., 'X' | '×'] => (rest, Some(true), true),
        [rest @ .., '-'] => (rest, Some(false), false),
        _ => (head, None, false),
    }
}

/// A piece letter at the start of the head: its role, how many characters it takes, and
/// whether it is a lenient spelling. Lowercase Latin `b` is not one (see [`read`]).
fn piece_prefix(head: &[char], dialect: Dialect) -> Option<(Role, usize, bool)> {
    let first = *head.first()?;
    let second = head.get(1).copied();
    match dialect {
        Dialect::Latin => match first {
            'K' | 'Q' | 'R' | 'B' | 'N' => Role::from_char(first).map(|r| (r, 1, false)),
            'P' | 'k' | 'q' | 'r' | 'n' | 'p' => Role::from_char(first).map(|r| (r, 1, true)),
            _ => latin_figure(first).map(|r| (r, 1, r == Role::Pawn)),
        },
        Dialect::Russian => match (first, second) {
            ('К', Some('р')) => Some((Role::King, 2, false)),
            ('К' | 'к' | 'K', Some('р' | 'p')) => Some((Role::King, 2, true)),
            ('К', _) => Some((Role::Knight, 1, false)),
            ('к', _) => Some((Role::Knight, 1, true)),
            ('Ф', _) => Some((Role::Queen, 1, false)),
            ('ф', _) => Some((Role::Queen, 1, true)),
            ('Л', _) => Some((Role::Rook, 1, false)),
            ('л', _) => Some((Role::Rook, 1, true)),
            ('С', _) => Some((Role::Bishop, 1, false)),
            ('C', _) => Some((Role::Bishop, 1, true)),
            _ => None,
        },
    }
}

/// The reading of a move with a piece letter: `rest` is what stands between the letter and
/// the capture mark or target (no, a file, a rank, or a square).
fn piece_reading(role: Role, rest: &[char], base: Pattern, lenient: bool) -> Result<Pattern, ReadError> {
    if base.to_rank.is_none() {
        return Err(ReadError::PieceNeedsSquare);
    }
    let (from_file, from_rank) = match *rest {
        [] => (None, None),
        [c] => match (File::from_char(c), Rank::from_char(c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => return Err(ReadError::Malformed),
        },
        [f, r] => match (File::from_char(f), Rank::from_char(r)) {
            (Some(f), Some(r)) => (Some(f), Some(r)),
            _ => return Err(ReadError::Malformed),
        },
        _ => return Err(ReadError::Malformed),
    };
    Ok(Pattern { role: Some(role), from_file, from_rank, lenient: base.lenient || lenient, ..base })
}

/// The reading of a move without a piece letter: a pawn move (`e4`, `exd5`, `ed`) or a move
/// from a named square (`e2e4`, `g1-f3`).
fn file_reading(head: &[char], base: Pattern, capture: Option<bool>) -> Result<Pattern, ReadError> {
    let to_file = base.to_file;
    match *head {
        [] => match (capture, base.to_rank) {
            (Some(true), _) => Err(ReadError::CaptureNeedsMover),
            (Some(false), _) | (_, None) => Err(ReadError::Malformed),
            (None, Some(_)) => Ok(Pattern { role: Some(Role::Pawn), from_file: to_file, ..base }),
        },
        [f] => {
            let file = File::from_char(f).ok_or(ReadError::Malformed)?;
            let same_file = Some(file) == to_file;
            if same_file && (capture == Some(true) || base.to_rank.is_none()) {
                return Err(ReadError::PawnCaptureSameFile);
            }
            if capture == Some(false) && (!same_file || base.to_rank.is_none()) {
                return Err(ReadError::Malformed);
            }
            // Standard SAN writes a pawn capture with its mark and a pawn push without a file.
            let lenient = base.lenient || same_file || capture != Some(true);
            Ok(Pattern { role: Some(Role::Pawn), from_file: Some(file), lenient, ..base })
        }
        [f, r] => match (File::from_char(f), Rank::from_char(r), base.to_rank) {
            (Some(f), Some(r), Some(_)) => Ok(Pattern { from_file: Some(f), from_rank: Some(r), ..base }),
            _ => Err(ReadError::Malformed),
        },
        _ => Err(ReadError::Malformed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::test_position as pos;

    fn mv(uci_text: &str) -> Move {
        let sq = |i: usize| Square::parse(&uci_text[i..i + 2]).unwrap_or(Square::A1);
        Move::new(sq(0), sq(2), uci_text[4..].chars().next().and_then(Role::from_char))
    }

    fn readings(text: &str, dialect: Dialect) -> Result<Readings, ReadError> {
        let mut out = Readings::default();
        read(text, dialect, &mut out).map(|()| out)
    }

    #[test]
    fn reads_the_parts_of_san() {
        let r = readings("Nbxd2+", Dialect::Latin).map(|r| r.items[0]);
        assert_eq!(
            r,
            Ok(Pattern {
                role: Some(Role::Knight),
                from_file: File::from_char('b'),
                to_file: File::from_char('d'),
                to_rank: Rank::from_char('2'),
                ..Pattern::default()
            })
        );
        let r = readings("exd8=Q#", Dialect::Latin).map(|r| r.items[0]);
        assert_eq!(r.map(|p| (p.role, p.promotion, p.lenient)), Ok((Some(Role::Pawn), Some(Role::Queen), false)));
        assert_eq!(readings("bxc5", Dialect::Latin).map(|r| r.len), Ok(2));
        assert_eq!(readings("b1c3", Dialect::Latin).map(|r| r.len), Ok(1));
        assert_eq!(readings("Крe2", Dialect::Russian).map(|r| r.items[0].role), Ok(Some(Role::King)));
        assert_eq!(readings("Кe2", Dialect::Russian).map(|r| r.items[0].role), Ok(Some(Role::Knight)));
    }

    #[test]
    fn refuses_what_is_not_a_move() {
        assert_eq!(readings("", Dialect::Latin).map(|r| r.len), Err(ReadError::Empty));
        assert_eq!(readings("xyz", Dialect::Latin).map(|r| r.len), Err(ReadError::UnknownChar('y')));
        assert_eq!(readings("e4 e5", Dialect::Latin).map(|r| r.len), Err(ReadError::Space));
        assert_eq!(readings("e8=K", Dialect::Latin).map(|r| r.len), Err(ReadError::BadPromotion));
        assert_eq!(readings("e8=", Dialect::Latin).map(|r| r.len), Err(ReadError::MissingPromotionPiece));
        assert_eq!(readings("Nf", Dialect::Latin).map(|r| r.len), Err(ReadError::PieceNeedsSquare));
        assert_eq!(readings("xd5", Dialect::Latin).map(|r| r.len), Err(ReadError::CaptureNeedsMover));
        assert_eq!(readings("exe5", Dialect::Latin).map(|r| r.len), Err(ReadError::PawnCaptureSameFile));
        assert_eq!(readings("Ng1f3f3", Dialect::Latin).map(|r| r.len), Err(ReadError::Malformed));
        assert_eq!(readings("e4e5e6e7e8e1e2e3e4", Dialect::Latin).map(|r| r.len), Err(ReadError::TooLong));
        assert_eq!(readings("O-O-O-O", Dialect::Latin).map(|r| r.len), Err(ReadError::NoTarget));
        assert_eq!(readings("+", Dialect::Latin).map(|r| r.len), Err(ReadError::Malformed));
    }

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
        let err = parse_move(&p, "bc5");
        assert!(
            matches!(&err, Err(MoveError::Ambiguous { candidates, .. }) if candidates == &["Bxc5", "bxc5"]),
            "{err:?}"
        );
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
