//! Why a well-formed move text fits no legal move: the illegal-move error, saying in the
//! player's terms which piece cannot go where, and the deeper rule it breaks (see
//! [`explain`]).

use super::castling::{CastlingSide, king_home};
use super::explain::{IllegalReason, explain};
use super::move_pattern::Pattern;
use super::{Bitboard, Color, Move, MoveError, Position, Rank, Role, Square, between};

/// The illegal-move error for a well-formed `pattern` that fits no legal move, saying why in
/// the player's terms. Finding the deeper reason (a pin, a check) is left to the caller.
pub(crate) fn illegal(pos: &Position, text: &str, p: &Pattern) -> MoveError {
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
    sq.rank() == Rank::EIGHTH.relative(color)
}
