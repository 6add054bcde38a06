//! From move text to the one legal move it names: the readings of a text (see
//! [`read`](super::move_reading::read)) are matched against the legal moves of the position.
//! Exactly one match is the move; two or more is an ambiguity, reported with every candidate;
//! none is an illegal move, explained from the pattern. Strict readings win over lenient ones.

use super::illegal_move::illegal;
use super::move_pattern::{Dialect, Pattern, Readings};
use super::move_reading::{SyntaxError, is_null, read};
use super::move_writing::san_text;
use super::{IllegalReason, Move, MoveError, MoveList, NoLegalMove, PieceAt, Position, Role, Square};

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
            return Err(parse_error(trimmed, SyntaxError::NotLan));
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
        return Err(parse_error(trimmed, error.unwrap_or(SyntaxError::Malformed)));
    }
    resolve(pos, trimmed, &readings)
}

/// A parse error for `text`.
pub(crate) fn parse_error(text: &str, error: SyntaxError) -> MoveError {
    MoveError::Parse { text: MoveError::echo(text), why: error }
}

/// True when the text uses Cyrillic letters other than the look-alikes of `a c e x o`.
fn looks_russian(text: &str) -> bool {
    text.chars().any(|c| matches!(c, 'Ѐ'..='ӿ') && !matches!(c, 'а' | 'с' | 'е' | 'х' | 'о' | 'О'))
}

/// Matches the readings against the legal moves: strict readings first, lenient ones only
/// when no strict reading fits any legal move, last resorts only when nothing else does.
pub(crate) fn resolve(pos: &Position, text: &str, readings: &Readings) -> Result<Move, MoveError> {
    let legal = pos.legal_moves();
    let mut found = MoveList::new();
    // Strict readings, then lenient ones, then the last resorts (lowercase `b` as a bishop).
    for tier in 0..3 {
        let in_tier = |p: &&Pattern| match tier {
            0 => !p.lenient && !p.last_resort,
            1 => !p.last_resort,
            _ => true,
        };
        for pattern in readings.iter().filter(in_tier) {
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
        // Marked as a capture in every reading that means it, onto nothing: refused.
        [mv] if readings.iter().filter(|p| matches(pos, p, mv)).all(|p| p.capture) && !captures(pos, mv) => {
            Err(nothing_to_capture(pos, text, mv))
        }
        [mv] => Ok(mv),
        [] => {
            let best = readings.iter().find(|p| !p.lenient).or(readings.iter().next()).copied().unwrap_or_default();
            Err(illegal(pos, text, &best))
        }
        _ => {
            let mut moves: Vec<Move> = found.to_vec();
            moves.sort_by_key(|m| (m.from(), m.to(), promotion_order(m.promotion())));
            let candidates = moves.into_iter().map(|m| san_text(pos, m)).collect();
            Err(MoveError::Ambiguous { text: MoveError::echo(text), candidates })
        }
    }
}

/// True when `mv` takes a piece: one stands on its target, or it is an en passant capture.
fn captures(pos: &Position, mv: Move) -> bool {
    pos.occupied().has(mv.to()) || (pos.role_at(mv.from()) == Some(Role::Pawn) && mv.from().file() != mv.to().file())
}

/// The error of a legal move written as a capture onto an empty square.
fn nothing_to_capture(pos: &Position, text: &str, mv: Move) -> MoveError {
    let (from, to) = (mv.from(), mv.to());
    // A legal move always has its mover on `from`.
    let why = pos.piece_at(from).map_or(IllegalReason::NotLegal, |piece| IllegalReason::NothingToCapture {
        mover: PieceAt { piece, square: from },
        to,
    });
    MoveError::Illegal {
        text: MoveError::echo(text),
        from: Some(from),
        to: Some(to),
        promotion: mv.promotion(),
        why: NoLegalMove::Rule(why),
    }
}

/// True when a reading fits the hand move `mv` (see [`super::hand`]): as for a legal move,
/// and a reading without a promotion piece fits only a pawn left a pawn. With
/// `strict_only`, lenient readings do not count.
pub(crate) fn fits(readings: &Readings, pos: &Position, mv: Move, strict_only: bool) -> bool {
    readings.iter().any(|p| {
        !(strict_only && p.lenient) && (p.promotion.is_some() || mv.promotion().is_none()) && matches(pos, p, mv)
    })
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
    let castling = pos.castling_side(mv);
    if let Some(side) = p.castle {
        return castling == Some(side);
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
    if let Some(side) = castling {
        // Castling written as a king move must name the king's square (e1g1, Ke1-g1, e1h1):
        // `Kg1` is not castling. In Chess960 it is the king onto its rook (`b1a1`).
        let two_files = from.file().index().abs_diff(to.file().index()) == 2;
        return p.origin().is_some()
            && p.to_rank.is_some()
            && (aims_at(to) || (two_files && aims_at(side.rook_from(pos.turn()))));
    }
    aims_at(to)
}
