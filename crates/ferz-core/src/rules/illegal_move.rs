//! Why a well-formed move text fits no legal move: the illegal-move error, naming in the
//! player's terms which piece cannot go where, and the deeper rule it breaks (see
//! [`explain`]), as a typed [`NoLegalMove`].

use super::castling::{CastlingSide, king_home};
use super::explain::{IllegalReason, explain};
use super::move_pattern::Pattern;
use super::{Bitboard, Color, Goal, MoveError, NoLegalMove, Origin, PieceAt, Position, Rank, Role, Square, between};

/// The illegal-move error for a well-formed `pattern` that fits no legal move, saying why in
/// the player's terms. Finding the deeper reason (a pin, a check) is left to the caller.
pub(crate) fn illegal(pos: &Position, text: &str, p: &Pattern) -> MoveError {
    let to = p.destination();
    let (reason, from) = if let Some(side) = p.castle {
        (castling_reason(pos, side), Some(castle_squares(pos, side).0))
    } else if let Some(from) = p.origin() {
        (from_square_reason(pos, p, from), Some(from))
    } else {
        piece_reason(pos, p)
    };
    let to = to.or(p.castle.map(|side| castle_squares(pos, side).1));
    let why = deeper_reason(pos, p, from, to).map_or(reason, NoLegalMove::Rule);
    MoveError::Illegal { text: MoveError::echo(text), from, to, promotion: p.promotion, why }
}

/// The rule the move breaks, named with its squares and pieces (see [`explain`]), when the
/// text leads to one piece; among several candidate pieces, one for which the move fits the
/// piece's way of moving (so the reason is a block, a pin or a check) is preferred.
fn deeper_reason(pos: &Position, p: &Pattern, from: Option<Square>, to: Option<Square>) -> Option<IllegalReason> {
    let us = pos.turn();
    if let Some(side) = p.castle {
        let (king, to) = castle_squares(pos, side);
        let why = explain(pos, king, to, None, None);
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

/// The squares a castling to `side` is written with: the king's and the castling move's
/// destination (the king's two-file step, or its own rook in Chess960); without the right,
/// those of standard chess.
fn castle_squares(pos: &Position, side: CastlingSide) -> (Square, Square) {
    let us = pos.turn();
    pos.castling_move(side).map_or((king_home(us), side.king_to(us)), |mv| (mv.from(), mv.to()))
}

/// Why castling to `side` is not legal now.
fn castling_reason(pos: &Position, side: CastlingSide) -> NoLegalMove {
    let us = pos.turn();
    let rights = pos.castling_rights();
    let rook = if rights.has(us, side) { rights.rook_square(us, side) } else { side.rook_from(us) };
    let king = rights.king_square(us);
    let others = pos.occupied().without(king).without(rook);
    let path =
        between(king, side.king_to(us)).with(side.king_to(us)) | between(rook, side.rook_to(us)).with(side.rook_to(us));
    if !rights.has(us, side) {
        NoLegalMove::CastlingRightGone { color: us, side, rook }
    } else if pos.is_check() {
        NoLegalMove::CastlingInCheck
    } else if (path & others).any() {
        NoLegalMove::CastlingPathBlocked(side)
    } else {
        NoLegalMove::CastlingPathAttacked(side)
    }
}

/// Why the piece on `from` cannot make the move the pattern describes.
fn from_square_reason(pos: &Position, p: &Pattern, from: Square) -> NoLegalMove {
    let us = pos.turn();
    let Some(piece) = pos.piece_at(from) else {
        return NoLegalMove::Rule(IllegalReason::NoPiece(from));
    };
    let role = piece.role;
    if piece.color != us {
        return NoLegalMove::Rule(IllegalReason::NotYourTurn(PieceAt { piece, square: from }));
    }
    if let Some(asked) = p.role
        && asked != role
    {
        return NoLegalMove::WrongPiece { square: from, is: role, asked };
    }
    match p.destination() {
        Some(to) if p.promotion.is_some() && !(role == Role::Pawn && is_last_rank(to, us)) => {
            NoLegalMove::NotAPromotion { from, to }
        }
        to => NoLegalMove::CannotGo { piece: PieceAt { piece, square: from }, to },
    }
}

/// Why no piece of the pattern's kind can make the move, and the piece the text identified
/// when the board leaves only one.
fn piece_reason(pos: &Position, p: &Pattern) -> (NoLegalMove, Option<Square>) {
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
        NoLegalMove::NoPieces { color: us, role, origin: Origin::Anywhere }
    } else if fitting.is_empty() {
        let origin = match (p.from_file, p.from_rank) {
            (Some(file), _) => Origin::File(file),
            (_, Some(rank)) => Origin::Rank(rank),
            _ => Origin::Anywhere,
        };
        NoLegalMove::NoPieces { color: us, role, origin }
    } else if p.promotion.is_some() && role != Role::Pawn {
        NoLegalMove::OnlyPawnPromotes
    } else if let (Some(to), Some(_), true) = (to, p.promotion, role == Role::Pawn) {
        NoLegalMove::PromotionOffLastRank(to)
    } else if let (Some(to), Role::King) = (to, role) {
        let castle = CastlingSide::ALL
            .into_iter()
            .find(|side| side.king_to(us) == to && pos.castling_move(*side).is_some_and(|mv| pos.is_legal(mv)));
        match castle {
            Some(side) => NoLegalMove::WriteCastling(side),
            None => NoLegalMove::NoMoveTo { role, origin: Origin::Anywhere, to: Goal::Square(to) },
        }
    } else {
        let goal = match (to, p.to_file) {
            (Some(to), _) => Goal::Square(to),
            (None, Some(file)) => Goal::File(file),
            (None, None) => Goal::Unknown,
        };
        match (role, p.from_file, p.from_rank) {
            (Role::Pawn, Some(file), _) if Some(file) != p.to_file => NoLegalMove::NoPawnCapture { file, to: goal },
            (Role::Pawn, ..) => NoLegalMove::NoMoveTo { role, origin: Origin::Anywhere, to: goal },
            (_, Some(file), None) => NoLegalMove::NoMoveTo { role, origin: Origin::File(file), to: goal },
            (_, None, Some(rank)) => NoLegalMove::NoMoveTo { role, origin: Origin::Rank(rank), to: goal },
            _ => NoLegalMove::NoMoveTo { role, origin: Origin::Anywhere, to: goal },
        }
    };
    (reason, from)
}

/// True when `sq` is the rank where `color`'s pawns promote.
fn is_last_rank(sq: Square, color: Color) -> bool {
    sq.rank() == Rank::EIGHTH.relative(color)
}
