//! Why a move is illegal, as a typed reason naming the squares and pieces —
//! for a learner, not a programmer ("the knight on d7 is pinned to your king
//! by the bishop on b5"); its English `Display` is in `english.rs`, the Russian in ferz's
//! `lang/`.
//!
//! [`explain`] looks at one attempted move (from, to, promotion) in a
//! position where it is not legal and finds the first rule it breaks, in the
//! order a player would think of them: whose piece it is, how the piece
//! moves, what stands in the way, and finally the safety of the king.

use super::attacks::{between, bishop_attacks, king_attacks, knight_attacks, line, rook_attacks};
use super::castling::{CastlingSide, king_home};
use super::{Bitboard, Color, Move, Piece, Position, Rank, Role, Square};

/// A piece standing on a square, as a reason names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceAt {
    /// The piece.
    pub piece: Piece,
    /// Where it stands.
    pub square: Square,
}

/// The first rule an attempted move breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalReason {
    /// There is no piece on the from-square.
    NoPiece(Square),
    /// The piece belongs to the side not to move.
    NotYourTurn(PieceAt),
    /// The piece was asked to stay where it is.
    NoMove(PieceAt),
    /// The target holds one of the mover's own pieces.
    OwnPiece {
        /// The moving piece.
        mover: PieceAt,
        /// The own piece on the target.
        target: PieceAt,
    },
    /// The piece does not move that way.
    WrongPattern {
        /// The moving piece.
        mover: PieceAt,
        /// The square it was sent to.
        to: Square,
    },
    /// A piece stands in the way.
    Blocked {
        /// The moving piece.
        mover: PieceAt,
        /// The square it was sent to.
        to: Square,
        /// The first piece in the way.
        blocker: PieceAt,
    },
    /// Pawns never move backwards or sideways.
    PawnBackwards(PieceAt, Square),
    /// A pawn moving straight ahead cannot capture (or pass) the piece in front.
    PawnBlockedAhead {
        /// The pawn.
        pawn: PieceAt,
        /// The piece in front of it.
        blocker: PieceAt,
    },
    /// A pawn moves diagonally only to capture.
    PawnDiagonalWithoutCapture(PieceAt, Square),
    /// The move was written as a capture, but its target is empty.
    NothingToCapture {
        /// The moving piece.
        mover: PieceAt,
        /// The empty target.
        to: Square,
    },
    /// A pawn moves two squares only from its starting rank.
    PawnDoubleStepNotFromStart(PieceAt),
    /// En passant only right after the enemy pawn's double step.
    EnPassantTooLate {
        /// The capturing pawn.
        pawn: PieceAt,
        /// The enemy pawn beside it.
        target: PieceAt,
    },
    /// A pawn reaching the last rank must be promoted.
    MustPromote(PieceAt, Square),
    /// Promotion to a king or a pawn.
    BadPromotionPiece(Role),
    /// Only a pawn reaching the last rank is promoted.
    PromotionNotHere(PieceAt, Square),
    /// The move leaves the king attacked because the piece is pinned.
    Pinned {
        /// The pinned piece.
        mover: PieceAt,
        /// The piece pinning it to the king.
        pinner: PieceAt,
    },
    /// The king would step onto an attacked square.
    KingIntoCheck {
        /// The square the king would step onto.
        to: Square,
        /// A piece attacking that square.
        attacker: PieceAt,
    },
    /// The king is in check and the move does nothing about it.
    IgnoresCheck {
        /// The piece giving check.
        checker: PieceAt,
    },
    /// Double check: only a king move can answer it.
    DoubleCheck {
        /// The two checking pieces.
        checkers: [PieceAt; 2],
    },
    /// Capturing en passant would open a line to the king.
    EnPassantExposesKing {
        /// The piece that would then attack the king.
        attacker: PieceAt,
    },
    /// The right to castle on that side is gone.
    CastlingRightLost {
        /// Which side.
        side: CastlingSide,
        /// The rook's starting square.
        rook_square: Square,
        /// Whether the king (rather than that rook) has moved, when known.
        king_moved: Option<bool>,
        /// The move number on which it happened, when the game knows it.
        on_move: Option<u32>,
    },
    /// A piece stands in the way of the castling: between the king and the rook, or (Chess960)
    /// on a square the king or the rook goes to or through beyond them.
    CastlingBlocked {
        /// Which side.
        side: CastlingSide,
        /// The piece in the way.
        blocker: PieceAt,
        /// Where it stands for the castling.
        place: CastlingBlock,
    },
    /// Castling is not allowed out of check.
    CastlingInCheck {
        /// The piece giving check.
        checker: PieceAt,
    },
    /// The king would pass through an attacked square.
    CastlingThroughCheck {
        /// The square passed over.
        square: Square,
        /// A piece attacking it.
        attacker: PieceAt,
    },
    /// The king would land on an attacked square.
    CastlingIntoCheck {
        /// The square the king would land on.
        square: Square,
        /// A piece attacking it.
        attacker: PieceAt,
    },
    /// Nothing more specific was found.
    NotLegal,
}

fn at(pos: &Position, square: Square) -> Option<PieceAt> {
    pos.piece_at(square).map(|piece| PieceAt { piece, square })
}

/// The piece of `bb` closest to `from` (for "what is in the way").
fn nearest(bb: Bitboard, from: Square) -> Option<Square> {
    bb.into_iter().min_by_key(|sq| {
        let df = sq.file().index().abs_diff(from.file().index());
        let dr = sq.rank().index().abs_diff(from.rank().index());
        df.max(dr)
    })
}

/// An attacker of `sq` by `by` with `occupied` as blockers, as a named piece.
fn attacker_of(pos: &Position, sq: Square, by: Color, occupied: Bitboard) -> Option<PieceAt> {
    let attackers = pos.attackers_to(sq, occupied) & pos.by_color(by) & occupied;
    attackers.first().and_then(|s| at(pos, s))
}

/// Why moving the piece on `from` to `to` (promoting to `promotion`) is not
/// legal in `pos`; meant for moves that `pos.is_legal` refused.
///
/// `last_move`, when the game knows it, tells an en passant capture that
/// comes too late from one that would expose the king.
///
/// ```
/// use ferz_core::rules::{Position, Square, explain};
/// let pos = Position::from_fen("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1").unwrap();
/// let why = explain(&pos, Square::D2, Square::F3, None, None);
/// assert_eq!(why.to_string(), "the knight on d2 is pinned to your king by the bishop on a5");
/// ```
pub fn explain(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    last_move: Option<Move>,
) -> IllegalReason {
    use IllegalReason as R;
    let us = pos.turn();
    let home = king_home(us);
    let castling_to = CastlingSide::ALL.into_iter().find(|side| side.king_to(us) == to);
    if let Some(side) = castling_to.filter(|_| from == home && pos.king_of(us) != home) {
        // Castling asked for with the king away from its square: it has moved.
        return R::CastlingRightLost { side, rook_square: side.rook_from(us), king_moved: Some(true), on_move: None };
    }
    let Some(mover) = at(pos, from) else { return R::NoPiece(from) };
    if mover.piece.color != us {
        return R::NotYourTurn(mover);
    }
    if from == to {
        return R::NoMove(mover);
    }
    let role = mover.piece.role;
    let occ = pos.occupied();
    let (df, dr) =
        (to.file().index() as i32 - from.file().index() as i32, to.rank().index() as i32 - from.rank().index() as i32);
    if role == Role::King && dr == 0 && df.abs() == 2 && from == king_home(us) {
        return explain_castling(pos, if df > 0 { CastlingSide::King } else { CastlingSide::Queen });
    }
    if let Some(target) = at(pos, to).filter(|t| t.piece.color == us) {
        let castling_as_rook_capture = role == Role::King
            && target.piece.role == Role::Rook
            && (from == king_home(us) || from == pos.castling_rights().king_square(us));
        if !castling_as_rook_capture {
            return R::OwnPiece { mover, target };
        }
    }

    // How the piece moves, and what stands in the way.
    match role {
        Role::Pawn => {
            let forward = if us == Color::White { dr } else { -dr };
            if forward <= 0 {
                return R::PawnBackwards(mover, to);
            }
            if df == 0 {
                let one = from.offset(0, us.fold(1, -1));
                if let Some(blocker) = one.and_then(|sq| at(pos, sq)) {
                    return R::PawnBlockedAhead { pawn: mover, blocker };
                }
                match forward {
                    1 => {}
                    2 if from.rank() != Rank::SECOND.relative(us) => return R::PawnDoubleStepNotFromStart(mover),
                    2 => {
                        if let Some(blocker) = at(pos, to) {
                            return R::PawnBlockedAhead { pawn: mover, blocker };
                        }
                    }
                    _ => return R::WrongPattern { mover, to },
                }
            } else if df.abs() == 1 && forward == 1 {
                if !occ.has(to) {
                    let beside = Square::from_coords(to.file(), from.rank());
                    let enemy_pawn = at(pos, beside)
                        .filter(|p| p.piece == Piece::new(!us, Role::Pawn) && from.rank() == Rank::FIFTH.relative(us));
                    match enemy_pawn {
                        Some(target) if pos.ep_square() != Some(to) => {
                            // Either the double step was not the last move, or taking opens the king.
                            let occ_after = occ.without(from).without(beside).with(to);
                            let theirs = pos.by_color(!us).without(beside);
                            let ksq = pos.king_of(us);
                            let attackers = pos.attackers_to(ksq, occ_after) & theirs;
                            // Without the game's last move, assume the double step was just made.
                            let origin = to.offset(0, us.fold(1, -1));
                            let moved_last = last_move.is_none_or(|m| m.to() == beside && Some(m.from()) == origin);
                            if let Some(sq) = attackers.first().filter(|_| moved_last)
                                && let Some(attacker) = at(pos, sq)
                            {
                                return R::EnPassantExposesKing { attacker };
                            }
                            return R::EnPassantTooLate { pawn: mover, target };
                        }
                        Some(_) => {}
                        None => return R::PawnDiagonalWithoutCapture(mover, to),
                    }
                }
            } else {
                return R::WrongPattern { mover, to };
            }
            let last_rank = to.rank() == Rank::EIGHTH.relative(us);
            match promotion {
                None if last_rank => return R::MustPromote(mover, to),
                Some(_) if !last_rank => return R::PromotionNotHere(mover, to),
                Some(r @ (Role::King | Role::Pawn)) => return R::BadPromotionPiece(r),
                _ => {}
            }
        }
        _ if promotion.is_some() => return R::PromotionNotHere(mover, to),
        Role::Knight => {
            if !knight_attacks(from).has(to) {
                return R::WrongPattern { mover, to };
            }
        }
        Role::Bishop | Role::Rook | Role::Queen => {
            let diagonal = df.abs() == dr.abs();
            let straight = df == 0 || dr == 0;
            let fits = match role {
                Role::Bishop => diagonal,
                Role::Rook => straight,
                _ => diagonal || straight,
            };
            if !fits {
                return R::WrongPattern { mover, to };
            }
            if let Some(blocker) = nearest(between(from, to) & occ, from).and_then(|sq| at(pos, sq)) {
                return R::Blocked { mover, to, blocker };
            }
        }
        Role::King => {
            if dr == 0 && df.abs() == 2 && from == king_home(us) {
                return explain_castling(pos, if df > 0 { CastlingSide::King } else { CastlingSide::Queen });
            }
            if let Some(target) = at(pos, to).filter(|t| t.piece.color == us) {
                // King onto its own rook: castling written the UCI-960 way.
                if target.piece.role == Role::Rook && dr == 0 {
                    let side = if df > 0 { CastlingSide::King } else { CastlingSide::Queen };
                    let rights = pos.castling_rights();
                    let chess960 = rights.has(us, side)
                        && rights.king_square(us) == from
                        && rights.rook_square(us, side) == target.square;
                    if chess960 || (from == king_home(us) && target.square == side.rook_from(us)) {
                        return explain_castling(pos, side);
                    }
                }
                return R::OwnPiece { mover, target };
            }
            if !king_attacks(from).has(to) {
                return R::WrongPattern { mover, to };
            }
            let occ_without_king = occ.without(from);
            if let Some(attacker) = attacker_of(pos, to, !us, occ_without_king.without(to)) {
                return R::KingIntoCheck { to, attacker };
            }
            return R::NotLegal;
        }
    }

    // The move fits the piece; now the king's safety.
    let ksq = pos.king_of(us);
    let checkers = pos.checkers();
    if checkers.more_than_one() {
        let mut named = checkers.into_iter().filter_map(|sq| at(pos, sq));
        if let (Some(a), Some(b)) = (named.next(), named.next()) {
            return R::DoubleCheck { checkers: [a, b] };
        }
    }
    if pos.pinned().has(from) && !line(ksq, from).has(to) {
        let theirs = pos.by_color(!us);
        let diag = (pos.by_role(Role::Bishop) | pos.by_role(Role::Queen)) & theirs;
        let ortho = (pos.by_role(Role::Rook) | pos.by_role(Role::Queen)) & theirs;
        let snipers = (bishop_attacks(ksq, theirs) & diag) | (rook_attacks(ksq, theirs) & ortho);
        let pinner = snipers.into_iter().find(|&s| between(ksq, s).has(from)).and_then(|sq| at(pos, sq));
        if let Some(pinner) = pinner {
            return R::Pinned { mover, pinner };
        }
    }
    if let Some(checker) = checkers.first().and_then(|sq| at(pos, sq)) {
        return R::IgnoresCheck { checker };
    }
    R::NotLegal
}

/// Where a piece in the way of a castling stands (FIDE Guidelines III.2: every square between
/// the king and its destination and between the rook and its destination must be empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastlingBlock {
    /// Between the king and the rook.
    Between,
    /// On the king's destination square (g1/c1 or Black's), not between the king and the rook.
    KingDestination,
    /// On the rook's destination square (f1/d1 or Black's), not between the king and the rook.
    RookDestination,
    /// On a square the king crosses, beyond the rook.
    KingPath,
    /// On a square the rook crosses, beyond the king.
    RookPath,
}

fn explain_castling(pos: &Position, side: CastlingSide) -> IllegalReason {
    use IllegalReason as R;
    let us = pos.turn();
    let rights = pos.castling_rights();
    if !rights.has(us, side) {
        let rook_square = side.rook_from(us);
        let rook_home = pos.piece_at(rook_square) == Some(Piece::new(us, Role::Rook));
        return R::CastlingRightLost {
            side,
            rook_square,
            king_moved: if rook_home { None } else { Some(false) },
            on_move: None,
        };
    }
    // The squares the king and the rook travel (Guidelines III: any files; standard chess is
    // the king from e and the rook from the corner).
    let (ksq, rook_square) = (rights.king_square(us), rights.rook_square(us, side));
    let king_to = side.king_to(us);
    let others = pos.occupied().without(ksq).without(rook_square);
    let path = between(ksq, king_to).with(king_to) | between(rook_square, side.rook_to(us)).with(side.rook_to(us));
    if let Some(blocker) = nearest(path & others, ksq).and_then(|sq| at(pos, sq)) {
        let sq = blocker.square;
        let place = if between(ksq, rook_square).has(sq) {
            CastlingBlock::Between
        } else if sq == king_to {
            CastlingBlock::KingDestination
        } else if sq == side.rook_to(us) {
            CastlingBlock::RookDestination
        } else if between(ksq, king_to).has(sq) {
            CastlingBlock::KingPath
        } else {
            CastlingBlock::RookPath
        };
        return R::CastlingBlocked { side, blocker, place };
    }
    if let Some(checker) = pos.checkers().first().and_then(|sq| at(pos, sq)) {
        return R::CastlingInCheck { checker };
    }
    for square in between(ksq, king_to) {
        if let Some(attacker) = attacker_of(pos, square, !us, others) {
            return R::CastlingThroughCheck { square, attacker };
        }
    }
    if ksq != king_to
        && let Some(attacker) = attacker_of(pos, king_to, !us, others)
    {
        return R::CastlingIntoCheck { square: king_to, attacker };
    }
    R::NotLegal
}
