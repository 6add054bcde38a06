//! Writing moves, the parts every notation shares: squares, the check or mate mark, UCI's
//! two squares, and the short (SAN-like) form in a given style — SAN's own style lives here
//! because an ambiguity is reported in SAN whatever notation was read.

use super::{Bitboard, Move, Position, Role, Square, bishop_attacks, knight_attacks, queen_attacks, rook_attacks};

/// How a short (SAN-like) notation spells pieces, captures, castling and promotions.
#[derive(Debug)]
pub(crate) struct ShortStyle {
    /// The letters (or figure) of a piece; pawns are written with nothing.
    pub piece: fn(Role) -> &'static str,
    /// The capture mark.
    pub capture: char,
    /// Short and long castling.
    pub castles: [&'static str; 2],
    /// What stands between the square and the promotion piece (`=` in SAN).
    pub promotion_mark: &'static str,
}

/// SAN's own spelling.
pub(crate) const SAN_STYLE: ShortStyle =
    ShortStyle { piece: san_letter, capture: 'x', castles: ["O-O", "O-O-O"], promotion_mark: "=" };

/// The SAN letter of a piece; empty for a pawn.
fn san_letter(role: Role) -> &'static str {
    match role {
        Role::Pawn => "",
        Role::Knight => "N",
        Role::Bishop => "B",
        Role::Rook => "R",
        Role::Queen => "Q",
        Role::King => "K",
    }
}

/// The legal move `mv` of `pos` in SAN with its check or mate mark, as [`san`](super::san)
/// writes it; for the readers, which report ambiguities in SAN.
pub(crate) fn san_text(pos: &Position, mv: Move) -> String {
    let mut out = String::with_capacity(8);
    write_short(pos, mv, &SAN_STYLE, true, &mut out);
    out
}

/// Writes the legal move `mv` of `pos` in a short notation into `out`, with the check or mate
/// mark when `suffix` is set. A move that is not legal is written in UCI rather than panic.
pub(crate) fn write_short(pos: &Position, mv: Move, style: &ShortStyle, suffix: bool, out: &mut String) {
    let (from, to) = (mv.from(), mv.to());
    let Some(role) = pos.role_at(from) else {
        write_uci(mv, out);
        return;
    };
    if let Some(side) = pos.castling_side(mv).filter(|_| role == Role::King) {
        out.push_str(style.castles[side as usize]);
    } else if role == Role::Pawn {
        if from.file() != to.file() {
            out.push(from.file().char());
            out.push(style.capture);
        }
        push_square(out, to);
        if let Some(promotion) = mv.promotion() {
            out.push_str(style.promotion_mark);
            out.push_str((style.piece)(promotion));
        }
    } else {
        out.push_str((style.piece)(role));
        push_disambiguation(pos, mv, role, out);
        if pos.occupied().has(to) {
            out.push(style.capture);
        }
        push_square(out, to);
    }
    if suffix {
        push_check_mark(pos, mv, out);
    }
}

/// Appends `+` or `#` when the move gives check or mate.
pub(crate) fn push_check_mark(pos: &Position, mv: Move, out: &mut String) {
    push_mark_of(&pos.play_unchecked(mv), out);
}

/// Appends `+` or `#` when `after`, the position a move led to, is check or mate: for a
/// writer that plays the move anyway.
pub(crate) fn push_mark_of(after: &Position, out: &mut String) {
    if after.is_check() {
        out.push(if after.has_legal_move() { '+' } else { '#' });
    }
}

/// Appends a square's name.
pub(crate) fn push_square(out: &mut String, sq: Square) {
    out.push(sq.file().char());
    out.push(sq.rank().char());
}

/// Appends the file, rank or square that tells `mv` apart from the other legal moves of
/// pieces of the same kind to the same square (PGN standard 8.2.3.4).
fn push_disambiguation(pos: &Position, mv: Move, role: Role, out: &mut String) {
    let (from, to) = (mv.from(), mv.to());
    let occupied = pos.occupied();
    let reach = match role {
        Role::Knight => knight_attacks(to),
        Role::Bishop => bishop_attacks(to, occupied),
        Role::Rook => rook_attacks(to, occupied),
        Role::Queen => queen_attacks(to, occupied),
        Role::Pawn | Role::King => Bitboard::EMPTY,
    };
    let rivals = (reach & pos.pieces(pos.turn(), role)).without(from);
    if rivals.is_empty() {
        return;
    }
    let (mut any, mut same_file, mut same_rank) = (false, false, false);
    for other in pos.legal_moves().iter().filter(|m| m.to() == to && rivals.has(m.from())) {
        any = true;
        same_file |= other.from().file() == from.file();
        same_rank |= other.from().rank() == from.rank();
    }
    if !any {
        return;
    }
    if !same_file {
        out.push(from.file().char());
    } else if !same_rank {
        out.push(from.rank().char());
    } else {
        push_square(out, from);
    }
}

/// Writes `mv` in UCI form into `out`.
pub(crate) fn write_uci(mv: Move, out: &mut String) {
    push_square(out, mv.from());
    push_square(out, mv.to());
    if let Some(role) = mv.promotion() {
        out.push(role.lower_char());
    }
}
