//! Reading move text into patterns, before the board is asked: move numbers, check marks and
//! annotations stripped, keyboard look-alikes mapped, promotion, target, capture mark and
//! piece letter split off — in any notation and dialect ferz knows. No allocation.

use super::castling::CastlingSide;
use super::move_pattern::{Dialect, Pattern, Readings};
use super::{File, Rank, Role, Square};

/// Why a text cannot be read as a move at all (whatever the position); its English `Display`
/// is in `english.rs`, the Russian in ferz's `lang/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyntaxError {
    /// Nothing was written.
    Empty,
    /// Longer than any move.
    TooLong,
    /// A space inside the move.
    Space,
    /// A character that no notation uses.
    UnknownChar(char),
    /// The text does not end with the square (or file) the piece goes to.
    NoTarget,
    /// A promotion to a king or a pawn.
    BadPromotion,
    /// A promotion mark without the piece.
    MissingPromotionPiece,
    /// A piece move that names only a file or a rank as its target.
    PieceNeedsSquare,
    /// A capture mark with nothing before it.
    CaptureNeedsMover,
    /// A pawn capture onto its own file.
    PawnCaptureSameFile,
    /// Not a move in any notation.
    Malformed,
    /// Long algebraic notation without the from-square.
    NotLan,
    /// Not UCI notation.
    NotUci,
}

/// True for the texts that mean "pass" in some notation: `--`, `Z0`, `0000`, `null`.
pub(crate) fn is_null(text: &str) -> bool {
    let text = text.trim();
    ["--", "z0", "0000", "null"].iter().any(|null| text.eq_ignore_ascii_case(null))
}

/// Adds the readings of `text` in `dialect` to `out`; a text that does not read adds none
/// (the caller already has the error a legal reading gave).
pub(crate) fn hand_readings(text: &str, dialect: Dialect, out: &mut Readings) {
    let _unreadable = read(text, dialect, out);
}

/// The most characters a move text may have, once trimmed of marks; `Ng1xf3` has six.
const MAX_CHARS: usize = 16;

/// Reads `text` in `dialect` and adds its readings to `out`. No allocation.
pub(crate) fn read(text: &str, dialect: Dialect, out: &mut Readings) -> Result<(), SyntaxError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SyntaxError::Empty);
    }
    let text = strip_suffixes(strip_move_number(text), dialect);
    if text.is_empty() {
        return Err(SyntaxError::Malformed);
    }
    let mut buf = ['\0'; MAX_CHARS];
    let mut len = 0;
    for c in text.chars() {
        if c.is_whitespace() {
            return Err(SyntaxError::Space);
        }
        let c = normalize(c);
        if !in_alphabet(c, dialect) {
            return Err(SyntaxError::UnknownChar(c));
        }
        let Some(slot) = buf.get_mut(len) else {
            return Err(SyntaxError::TooLong);
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
        capture: capture == Some(true),
        ..Pattern::default()
    };
    if let Some((role, used, lenient)) = piece_prefix(head, dialect) {
        out.push(piece_reading(role, &head[used..], base, lenient)?);
    } else if dialect == Dialect::Latin && head.first() == Some(&'b') {
        // `b` is the b-file or, leniently, a bishop: read it both ways, unless the text names
        // a full from-square (b1c3), which is the b-file for sure. The bishop is the last
        // resort: `bc5` is the b-pawn's capture when that is legal (rules.md).
        let as_file = file_reading(head, base, capture);
        let full_square = matches!(as_file, Ok(p) if p.from_rank.is_some());
        let as_bishop = if full_square { None } else { piece_reading(Role::Bishop, &head[1..], base, true).ok() };
        let as_bishop = as_bishop.map(|p| Pattern { last_resort: true, ..p });
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
fn split_promotion(chars: &[char], dialect: Dialect) -> Result<(&[char], Option<Role>), SyntaxError> {
    let n = chars.len();
    match chars {
        [.., '=' | '/'] => Err(SyntaxError::MissingPromotionPiece),
        [.., '(', c, ')'] => match promotion_letter(*c, dialect) {
            Some((role, _)) => checked(role, &chars[..n - 3]),
            None => Err(SyntaxError::Malformed),
        },
        [.., ')'] => Err(SyntaxError::Malformed),
        [.., '0'..='9', 'К' | 'к' | 'K', 'р' | 'p'] if dialect == Dialect::Russian => Err(SyntaxError::BadPromotion),
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
fn checked(role: Role, body: &[char]) -> Result<(&[char], Option<Role>), SyntaxError> {
    if matches!(role, Role::King | Role::Pawn) { Err(SyntaxError::BadPromotion) } else { Ok((body, Some(role))) }
}

/// Splits the target off the end: a square, or (pawn captures by files) a file.
fn split_target(body: &[char]) -> Result<(&[char], Target), SyntaxError> {
    if let [head @ .., f, r] = body
        && let (Some(f), Some(r)) = (File::from_char(*f), Rank::from_char(*r))
    {
        return Ok((head, Target::Square(Square::from_coords(f, r))));
    }
    match body {
        [head @ .., f] => File::from_char(*f).map(|f| (head, Target::File(f))).ok_or(SyntaxError::NoTarget),
        [] => Err(SyntaxError::NoTarget),
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
fn piece_reading(role: Role, rest: &[char], base: Pattern, lenient: bool) -> Result<Pattern, SyntaxError> {
    if base.to_rank.is_none() {
        return Err(SyntaxError::PieceNeedsSquare);
    }
    let (from_file, from_rank) = match *rest {
        [] => (None, None),
        [c] => match (File::from_char(c), Rank::from_char(c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => return Err(SyntaxError::Malformed),
        },
        [f, r] => match (File::from_char(f), Rank::from_char(r)) {
            (Some(f), Some(r)) => (Some(f), Some(r)),
            _ => return Err(SyntaxError::Malformed),
        },
        _ => return Err(SyntaxError::Malformed),
    };
    Ok(Pattern { role: Some(role), from_file, from_rank, lenient: base.lenient || lenient, ..base })
}

/// The reading of a move without a piece letter: a pawn move (`e4`, `exd5`, `ed`) or a move
/// from a named square (`e2e4`, `g1-f3`).
fn file_reading(head: &[char], base: Pattern, capture: Option<bool>) -> Result<Pattern, SyntaxError> {
    let to_file = base.to_file;
    match *head {
        [] => match (capture, base.to_rank) {
            (Some(true), _) => Err(SyntaxError::CaptureNeedsMover),
            (Some(false), _) | (_, None) => Err(SyntaxError::Malformed),
            (None, Some(_)) => Ok(Pattern { role: Some(Role::Pawn), from_file: to_file, ..base }),
        },
        [f] => {
            let file = File::from_char(f).ok_or(SyntaxError::Malformed)?;
            let same_file = Some(file) == to_file;
            if same_file && (capture == Some(true) || base.to_rank.is_none()) {
                return Err(SyntaxError::PawnCaptureSameFile);
            }
            if capture == Some(false) && (!same_file || base.to_rank.is_none()) {
                return Err(SyntaxError::Malformed);
            }
            // Standard SAN writes a pawn capture with its mark and a pawn push without a file.
            let lenient = base.lenient || same_file || capture != Some(true);
            Ok(Pattern { role: Some(Role::Pawn), from_file: Some(file), lenient, ..base })
        }
        [f, r] => match (File::from_char(f), Rank::from_char(r), base.to_rank) {
            (Some(f), Some(r), Some(_)) => Ok(Pattern { from_file: Some(f), from_rank: Some(r), ..base }),
            _ => Err(SyntaxError::Malformed),
        },
        _ => Err(SyntaxError::Malformed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn readings(text: &str, dialect: Dialect) -> Result<Readings, SyntaxError> {
        let mut out = Readings::default();
        read(text, dialect, &mut out).map(|()| out)
    }

    #[test]
    fn reads_the_parts_of_san() {
        let r = readings("Nbxd2+", Dialect::Latin).map(|r| r.iter().next().copied().unwrap_or_default());
        assert_eq!(
            r,
            Ok(Pattern {
                role: Some(Role::Knight),
                from_file: File::from_char('b'),
                to_file: File::from_char('d'),
                to_rank: Rank::from_char('2'),
                capture: true,
                ..Pattern::default()
            })
        );
        let r = readings("exd8=Q#", Dialect::Latin).map(|r| r.iter().next().copied().unwrap_or_default());
        assert_eq!(r.map(|p| (p.role, p.promotion, p.lenient)), Ok((Some(Role::Pawn), Some(Role::Queen), false)));
        assert_eq!(readings("bxc5", Dialect::Latin).map(|r| r.len()), Ok(2));
        assert_eq!(readings("b1c3", Dialect::Latin).map(|r| r.len()), Ok(1));
        assert_eq!(
            readings("Крe2", Dialect::Russian).map(|r| r.iter().next().copied().unwrap_or_default().role),
            Ok(Some(Role::King))
        );
        assert_eq!(
            readings("Кe2", Dialect::Russian).map(|r| r.iter().next().copied().unwrap_or_default().role),
            Ok(Some(Role::Knight))
        );
    }

    #[test]
    fn refuses_what_is_not_a_move() {
        assert_eq!(readings("", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::Empty));
        assert_eq!(readings("xyz", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::UnknownChar('y')));
        assert_eq!(readings("e4 e5", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::Space));
        assert_eq!(readings("e8=K", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::BadPromotion));
        assert_eq!(readings("e8=", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::MissingPromotionPiece));
        assert_eq!(readings("Nf", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::PieceNeedsSquare));
        assert_eq!(readings("xd5", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::CaptureNeedsMover));
        assert_eq!(readings("exe5", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::PawnCaptureSameFile));
        assert_eq!(readings("Ng1f3f3", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::Malformed));
        assert_eq!(readings("e4e5e6e7e8e1e2e3e4", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::TooLong));
        assert_eq!(readings("O-O-O-O", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::NoTarget));
        assert_eq!(readings("+", Dialect::Latin).map(|r| r.len()), Err(SyntaxError::Malformed));
    }
}
