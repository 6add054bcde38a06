//! Legal move generation with pin masks and check-evasion masks: no move is
//! generated that leaves the king attacked, so nothing is played to test it.
//!
//! One generic generator feeds a [`Sink`]; a sink either expands the moves
//! into a [`MoveList`] or only counts them (bulk perft), so both share one
//! code path. Nothing here allocates.

use super::attacks::{between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks_from};
use super::castling::CastlingSide;
use super::{Bitboard, Color, File, Move, MoveList, Position, Rank, Role, Square};

/// Receives generated moves, in the compact forms the generator finds them.
pub(crate) trait Sink {
    /// Moves of the piece on `from` to each of `to`. `pawn` marks pawn moves,
    /// whose arrivals on the last rank are four promotions each.
    fn moves(&mut self, from: Square, to: Bitboard, pawn: bool);
    /// Pawn moves found set-wise: each arrival `to` came from `to - delta`.
    fn pawn_set(&mut self, to: Bitboard, delta: i8);
    /// One fully described move (castling, en passant).
    fn one(&mut self, mv: Move);
    /// [`Sink::moves`] told the role of the piece on `from`, for a sink that keeps it.
    #[inline(always)]
    fn role_moves(&mut self, from: Square, to: Bitboard, role: Role) {
        self.moves(from, to, role == Role::Pawn);
    }
    /// [`Sink::one`] told the role of the moving piece (the king castling, a pawn taking en
    /// passant), for a sink that keeps it.
    #[inline(always)]
    fn role_one(&mut self, mv: Move, _role: Role) {
        self.one(mv);
    }
    /// The pinned pieces of the side to move, told once before any of them moves (a sink
    /// that sorts by it need not find them again).
    #[inline]
    fn pinned(&mut self, _pinned: Bitboard) {}
    /// Whether the generator finds the lines along ranks and files (theirs too, for the
    /// king's steps, the checks and the pins) from the small tables of `kindergarten.rs`
    /// rather than the rook's magic table: the same moves either way. Magic lookups are the
    /// faster where little else runs between them (perft, a search); the small tables where
    /// much does (the dead-position looks, which score every move), so that the lookups do
    /// not wait on the memory.
    const SMALL_TABLES: bool = false;
}

const PROMOTION_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

/// Counts moves without expanding them.
struct Counter(u64);

impl Sink for Counter {
    #[inline]
    fn moves(&mut self, _from: Square, to: Bitboard, pawn: bool) {
        self.0 += if pawn {
            (to & !PROMOTION_RANKS).count() as u64 + 4 * (to & PROMOTION_RANKS).count() as u64
        } else {
            to.count() as u64
        };
    }
    #[inline]
    fn pawn_set(&mut self, to: Bitboard, _delta: i8) {
        self.0 += (to & !PROMOTION_RANKS).count() as u64 + 4 * (to & PROMOTION_RANKS).count() as u64;
    }
    #[inline]
    fn one(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

/// Notes whether any move is generated.
struct AnyMove(bool);

impl Sink for AnyMove {
    // Asked once of a position amid other work (a game's last position, a check mark to
    // write, a leaf of a dead-position look): see `Sink::SMALL_TABLES`.
    const SMALL_TABLES: bool = true;

    #[inline]
    fn moves(&mut self, _from: Square, to: Bitboard, _pawn: bool) {
        self.0 |= to.any();
    }
    #[inline]
    fn pawn_set(&mut self, to: Bitboard, _delta: i8) {
        self.0 |= to.any();
    }
    #[inline]
    fn one(&mut self, _mv: Move) {
        self.0 = true;
    }
}

#[inline]
fn push_pawn_move(list: &mut MoveList, from: Square, to: Square) {
    if PROMOTION_RANKS.has(to) {
        for role in Role::PROMOTIONS {
            list.push(Move::new(from, to, Some(role)));
        }
    } else {
        list.push(Move::new(from, to, None));
    }
}

impl Sink for MoveList {
    #[inline]
    fn moves(&mut self, from: Square, to: Bitboard, pawn: bool) {
        for sq in to {
            if pawn {
                push_pawn_move(self, from, sq);
            } else {
                self.push(Move::new(from, sq, None));
            }
        }
    }
    #[inline]
    fn pawn_set(&mut self, to: Bitboard, delta: i8) {
        for sq in to {
            let from = Square::from_index((sq.index() as i32 - delta as i32) as u32);
            push_pawn_move(self, from, sq);
        }
    }
    #[inline]
    fn one(&mut self, mv: Move) {
        self.push(mv);
    }
}

const NOT_FILE_A: u64 = !0x0101_0101_0101_0101;
const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;

impl Position {
    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The legal moves of the piece on `from` (none if it is not the mover's).
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| m.from() == from);
        list
    }

    /// True when the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut any = AnyMove(false);
        self.generate(&mut any);
        any.0
    }

    /// How many legal moves there are, without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0
    }

    /// Feeds every legal move of the side to move into `sink`.
    #[inline]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        self.generate_masked(sink, Bitboard::FULL, Bitboard::FULL);
    }

    /// Feeds into `sink` the legal moves of the pieces on `from` to the squares of `to`, and
    /// generates nothing else (a SAN move names one kind of piece and one square). With full
    /// masks the masks fold away and this is the whole generator.
    #[inline]
    pub(crate) fn generate_masked<S: Sink>(&self, sink: &mut S, from: Bitboard, to: Bitboard) {
        let (from_mask, to_mask) = (from, to);
        let us = self.turn();
        let them = !us;
        let ours = self.by_color(us);
        let theirs = self.by_color(them);
        let occ = ours | theirs;
        let ksq = self.king_of(us);
        let small = S::SMALL_TABLES;
        let checkers = self.checkers_from(small);

        // The king: every step not attacked once the king has left its square.
        let without_king = occ.without(ksq);
        if from_mask.has(ksq) {
            let mut king_to = Bitboard::EMPTY;
            for to in king_attacks(ksq) & !ours & to_mask {
                if !self.is_attacked_from(small, to, them, without_king) {
                    king_to |= to.into();
                }
            }
            sink.role_moves(ksq, king_to, Role::King);
        }
        if checkers.more_than_one() {
            return;
        }

        // Other pieces must capture the checker or block, if in check.
        let target = match checkers.first() {
            Some(checker) => (between(ksq, checker) | checkers) & !ours,
            None => !ours,
        } & to_mask;
        let pinned = self.pinned_from(small);
        sink.pinned(pinned);

        for from in self.pieces(us, Role::Knight) & !pinned & from_mask {
            sink.role_moves(from, knight_attacks(from) & target, Role::Knight);
        }
        let queens = self.pieces(us, Role::Queen) & from_mask;
        for from in (self.pieces(us, Role::Bishop) & from_mask) | queens {
            let mut to = bishop_attacks(from, occ) & target;
            if pinned.has(from) {
                to &= line(ksq, from);
            }
            sink.role_moves(from, to, if queens.has(from) { Role::Queen } else { Role::Bishop });
        }
        for from in (self.pieces(us, Role::Rook) & from_mask) | queens {
            let mut to = rook_attacks_from(small, from, occ) & target;
            if pinned.has(from) {
                to &= line(ksq, from);
            }
            sink.role_moves(from, to, if queens.has(from) { Role::Queen } else { Role::Rook });
        }

        self.generate_pawns(sink, target, pinned, ksq, (from_mask, to_mask));

        if checkers.is_empty() && self.castling_rights().has_any(us) && from_mask.has(ksq) {
            self.generate_castling(sink, ksq, occ, to_mask);
        }
    }

    /// Castling as FIDE Guidelines III put it for any files (standard chess is one case): the
    /// king not in check (the caller asks), every square between the king and its destination
    /// and between the rook and its destination empty but for these two, and no square the
    /// king passes or lands on attacked — with the rook lifted, which may have shielded it.
    #[inline]
    fn generate_castling<S: Sink>(&self, sink: &mut S, ksq: Square, occ: Bitboard, to_mask: Bitboard) {
        let us = self.turn();
        let them = !us;
        let rights = self.castling_rights();
        // Standard chess, as the search and perft meet it. Rights of the standard layout held by
        // `us` mean the king on e1/e8 and the rook in its corner (a king or rook move takes them
        // away), so the squares to be empty and those the king crosses are fixed: b-d or f-g,
        // and c-d or f-g, on the back rank. Nothing beyond the corner rook can see them.
        if rights.is_standard() {
            let rank = us.fold(0, 56);
            for (side, empty, path) in [(CastlingSide::King, 0x60u64, 0x60u64), (CastlingSide::Queen, 0x0E, 0x0C)] {
                if !rights.has(us, side) {
                    continue;
                }
                let king_dest = side.king_to(us);
                if (occ & Bitboard(empty << rank)).any() || !to_mask.has(king_dest) {
                    continue;
                }
                if Bitboard(path << rank).into_iter().all(|sq| !self.is_attacked(sq, them, occ)) {
                    sink.role_one(Move::new(ksq, king_dest, None), Role::King);
                }
            }
            return;
        }
        self.generate_castling_960(sink, ksq, occ, to_mask);
    }

    /// [`generate_castling`](Self::generate_castling) for rights of any other layout (Chess960):
    /// out of line, so that the standard generator stays as small as before Chess960.
    #[cold]
    #[inline(never)]
    fn generate_castling_960<S: Sink>(&self, sink: &mut S, ksq: Square, occ: Bitboard, to_mask: Bitboard) {
        let us = self.turn();
        let them = !us;
        let rights = self.castling_rights();
        for side in CastlingSide::ALL {
            if !rights.has(us, side) {
                continue;
            }
            // Any piece between the king and its rook is in the way of one of them: the
            // quick test that turns most castlings down, as in standard chess.
            let rook_from = rights.rook_square(us, side);
            if (between(ksq, rook_from) & occ).any() {
                continue;
            }
            let (king_dest, rook_dest) = (side.king_to(us), side.rook_to(us));
            let standard = ksq.file() == File::E && rook_from == side.rook_from(us);
            let mv = Move::new(ksq, if standard { king_dest } else { rook_from }, None);
            if !to_mask.has(mv.to()) {
                continue;
            }
            let king_path = between(ksq, king_dest).with(king_dest);
            let others = if standard {
                // Standard chess: the squares between king and rook, already seen empty, are
                // the paths; nothing beyond the corner rook can see the king's path.
                occ
            } else {
                let others = occ.without(ksq).without(rook_from);
                let rook_path = between(rook_from, rook_dest).with(rook_dest);
                if ((king_path | rook_path) & others).any() {
                    continue;
                }
                others
            };
            if king_path.into_iter().all(|sq| !self.is_attacked(sq, them, others)) {
                sink.role_one(mv, Role::King);
            }
        }
    }
}

impl Position {
    #[inline]
    fn generate_pawns<S: Sink>(
        &self,
        sink: &mut S,
        target: Bitboard,
        pinned: Bitboard,
        ksq: Square,
        masks: (Bitboard, Bitboard),
    ) {
        let (from_mask, to_mask) = masks;
        let us = self.turn();
        let theirs = self.by_color(!us);
        let empty = !self.occupied();
        let pawns = self.pieces(us, Role::Pawn) & from_mask;
        let free = (pawns & !pinned).0;
        let white = us == Color::White;

        let (push1, push2, left, right, d1, dl, dr) = if white {
            let push1 = (free << 8) & empty.0;
            let push2 = ((push1 & Bitboard::rank(Rank::THIRD).0) << 8) & empty.0;
            (
                (push1),
                push2,
                ((free & NOT_FILE_A) << 7) & theirs.0,
                ((free & NOT_FILE_H) << 9) & theirs.0,
                8i8,
                7i8,
                9i8,
            )
        } else {
            let push1 = (free >> 8) & empty.0;
            let push2 = ((push1 & Bitboard::rank(Rank::SIXTH).0) >> 8) & empty.0;
            (
                push1,
                push2,
                ((free & NOT_FILE_A) >> 9) & theirs.0,
                ((free & NOT_FILE_H) >> 7) & theirs.0,
                -8i8,
                -9i8,
                -7i8,
            )
        };
        sink.pawn_set(Bitboard(push1) & target, d1);
        sink.pawn_set(Bitboard(push2) & target, 2 * d1);
        sink.pawn_set(Bitboard(left) & target, dl);
        sink.pawn_set(Bitboard(right) & target, dr);

        // Pinned pawns move only along the line through their king.
        for from in pawns & pinned {
            let along = line(ksq, from);
            let mut to = pawn_attacks(us, from) & theirs;
            if let Some(one) = from.offset(0, us.fold(1, -1))
                && empty.has(one)
            {
                to |= one.into();
                let start = Rank::SECOND.relative(us);
                if from.rank() == start
                    && let Some(two) = from.offset(0, us.fold(2, -2))
                    && empty.has(two)
                {
                    to |= two.into();
                }
            }
            sink.role_moves(from, to & target & along, Role::Pawn);
        }

        if let Some(ep) = self.ep_square().filter(|&ep| to_mask.has(ep)) {
            for from in pawn_attacks(!us, ep) & pawns {
                if self.ep_capture_is_legal(from, ep) {
                    sink.role_one(Move::new(from, ep, None), Role::Pawn);
                }
            }
        }
    }
}
