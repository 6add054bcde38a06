//! A legal chess position: the board, the side to move, castling rights, the
//! en passant square, the move counters and a Zobrist hash.
//!
//! The only ways in are [`Position::new`] (the start), [`Position::from_setup`]
//! (validated) and FEN (which goes through `from_setup`). After that every
//! method may assume the position is legal.

use super::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks, rook_attacks_from,
};
use super::castling::CastlingSide;
use super::{Bitboard, CastlingRights, Color, EnPassantError, Move, Piece, PositionError, Rank, Role, Square, zobrist};

/// An unchecked description of a position: what FEN says, before validation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// What stands on each square, a1 first.
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub turn: Color,
    /// The castling rights claimed.
    pub castling: CastlingRights,
    /// The en passant target square claimed, if any.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move (the fifty-move count).
    pub halfmoves: u32,
    /// The number of the full move, starting at 1.
    pub fullmoves: u32,
}

/// A legal position. Cheap to copy (copy-make: `play_unchecked` returns a new one).
///
/// `==` and `Hash` mean FIDE sameness (9.2.3): the same side to move, the same pieces on the
/// same squares, the same castling rights and the same legal en passant capture; the move
/// counters do not count. Compare [`Position::fen`] texts to compare everything.
#[derive(Debug, Clone)]
pub struct Position {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    turn: Color,
    castling: CastlingRights,
    /// Set only when an en passant capture is legal right now.
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
}

impl PartialEq for Position {
    /// FIDE sameness, see [`Position::is_same_position`].
    fn eq(&self, other: &Position) -> bool {
        self.is_same_position(other)
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    /// The Zobrist hash, which covers exactly what FIDE sameness compares.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::new()
    }
}

impl Position {
    /// The initial position of a game.
    pub fn new() -> Position {
        let mut board = [None; 64];
        let back =
            [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];
        for (i, role) in back.into_iter().enumerate() {
            board[i] = Some(Piece::new(Color::White, role));
            board[8 + i] = Some(Piece::new(Color::White, Role::Pawn));
            board[48 + i] = Some(Piece::new(Color::Black, Role::Pawn));
            board[56 + i] = Some(Piece::new(Color::Black, role));
        }
        let setup = Setup {
            board,
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        };
        match Position::from_setup(&setup) {
            Ok(pos) => pos,
            Err(_) => unreachable!("the initial position is legal"),
        }
    }

    /// Checks a setup and makes it a position, or says what is wrong with it.
    ///
    /// The en passant square is accepted when it fits a double step just
    /// played; it is kept only if an en passant capture is actually legal.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut pos = Position::from_board_unchecked(setup);
        let (by_role, by_color) = (pos.by_role, pos.by_color);
        for color in Color::ALL {
            let kings = (by_role[Role::King.index()] & by_color[color.index()]).count();
            if kings == 0 {
                return Err(PositionError::MissingKing(color));
            }
            if kings > 1 {
                return Err(PositionError::TooManyKings(color, kings));
            }
            let pieces = by_color[color.index()].count();
            if pieces > 16 {
                return Err(PositionError::TooManyPieces(color, pieces));
            }
            let pawns = (by_role[Role::Pawn.index()] & by_color[color.index()]).count();
            if pawns > 8 {
                return Err(PositionError::TooManyPawns(color, pawns));
            }
            let promoted = promoted_at_least(&by_role, by_color[color.index()]);
            if promoted > 8 - pawns {
                return Err(PositionError::ImpossibleMaterial { color, promoted, pawns });
            }
        }
        let back_ranks = Bitboard::rank(Rank::FIRST) | Bitboard::rank(Rank::EIGHTH);
        if let Some(sq) = (by_role[Role::Pawn.index()] & back_ranks).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for (c, color, side) in [
            ('K', Color::White, CastlingSide::King),
            ('Q', Color::White, CastlingSide::Queen),
            ('k', Color::Black, CastlingSide::King),
            ('q', Color::Black, CastlingSide::Queen),
        ] {
            if setup.castling.has(color, side) {
                let ours = by_color[color.index()];
                let king = setup.castling.king_square(color);
                let rook = setup.castling.rook_square(color, side);
                let king_ok = (by_role[Role::King.index()] & ours).has(king);
                let rook_ok = (by_role[Role::Rook.index()] & ours).has(rook);
                // The rook castling short stands beyond the king towards h, long towards a.
                let wing_ok = match side {
                    CastlingSide::King => rook.file() > king.file(),
                    CastlingSide::Queen => rook.file() < king.file(),
                };
                if !king_ok || !rook_ok || !wing_ok {
                    return Err(PositionError::CastlingWithoutPieces(c));
                }
            }
        }
        let them = !pos.turn;
        if pos.attackers_to(pos.king_of(them), pos.occupied()) & pos.by_color[pos.turn.index()] != Bitboard::EMPTY {
            return Err(PositionError::OppositeCheck(them));
        }
        let checkers = pos.checkers();
        if checkers.count() > 2 {
            return Err(PositionError::ImpossibleCheck(checkers.count()));
        }
        if checkers.count() == 2
            && let (Some(a), Some(b)) = (checkers.first(), checkers.into_iter().nth(1))
            && !pos.double_check_possible(a, b)
        {
            return Err(PositionError::ImpossibleDoubleCheck(a, b));
        }
        if let Some(ep) = setup.ep_square {
            pos.check_ep_square(ep)?;
            pos.set_ep_if_legal(ep);
        }
        Ok(pos)
    }

    /// Whether some last move could have given check from both `a` and `b`: one of them must
    /// be a line piece whose line was opened (a pawn or knight never discovers a check); two
    /// pieces on one line through the king cannot both reach it; two bishops never (a bishop
    /// move cannot uncover another bishop's diagonal and check along its own, nor can a
    /// promotion); two rooks only when a pawn has just become one of them on the last rank,
    /// stepping off the other's line to the king (`fxe8=R` with a rook on f1 and the king on f8;
    /// never a rook on a8 with the other checking along the e-file).
    fn double_check_possible(&self, a: Square, b: Square) -> bool {
        let king = self.king_of(self.turn);
        let (Some(ra), Some(rb)) = (self.role_at(a), self.role_at(b)) else { return true };
        let slider = |r: Role| matches!(r, Role::Bishop | Role::Rook | Role::Queen);
        if !slider(ra) && !slider(rb) {
            return false;
        }
        if line(a, king).has(b) {
            return false;
        }
        match (ra, rb) {
            (Role::Bishop, Role::Bishop) => false,
            (Role::Rook, Role::Rook) => {
                let last = Rank::EIGHTH.relative(!self.turn);
                // The pawn's square before it promoted: a rank back, at most a file aside.
                let back = (!self.turn).fold(-1i8, 1);
                let uncovered = |new: Square, other: Square| {
                    new.rank() == last
                        && (-1..=1).any(|df| new.offset(df, back).is_some_and(|from| between(other, king).has(from)))
                };
                uncovered(a, b) || uncovered(b, a)
            }
            _ => true,
        }
    }

    /// Refuses an en passant square that does not fit a double step just made, or a check
    /// that double step cannot have given.
    fn check_ep_square(&self, ep: Square) -> Result<(), PositionError> {
        let us = self.turn;
        if ep.rank() != Rank::SIXTH.relative(us) {
            return Err(PositionError::BadEnPassant(ep, EnPassantError::WrongRank(us)));
        }
        let dr = us.fold(1i8, -1);
        let (Some(pawn_sq), Some(origin)) = (ep.offset(0, -dr), ep.offset(0, dr)) else {
            return Err(PositionError::BadEnPassant(ep, EnPassantError::NotSkippable));
        };
        if !(self.pieces(!us, Role::Pawn)).has(pawn_sq) {
            return Err(PositionError::BadEnPassant(ep, EnPassantError::NoPawn));
        }
        if self.occupied().has(ep) || self.occupied().has(origin) {
            return Err(PositionError::BadEnPassant(ep, EnPassantError::NotEmpty));
        }
        // The double step gives check only from the pawn itself or by uncovering a line
        // through the square it left.
        let king = self.king_of(us);
        let line_piece = |sq: Square| matches!(self.role_at(sq), Some(Role::Bishop | Role::Rook | Role::Queen));
        if let Some(checker) =
            self.checkers().into_iter().find(|&c| c != pawn_sq && !(line_piece(c) && between(c, king).has(origin)))
        {
            let why = EnPassantError::ImpossibleCheck { checker, from: origin, to: pawn_sq };
            return Err(PositionError::BadEnPassant(ep, why));
        }
        Ok(())
    }

    /// Records `ep` as the en passant square if a capture there is legal.
    #[cold]
    fn set_ep_if_legal(&mut self, ep: Square) {
        let capturers = pawn_attacks(!self.turn, ep) & self.pieces(self.turn, Role::Pawn);
        if capturers.into_iter().any(|from| self.ep_capture_is_legal(from, ep)) {
            self.ep_square = Some(ep);
            self.hash ^= zobrist::en_passant(ep.file().index());
        }
    }

    /// Whether the pawn on `from` may take en passant on `ep` without leaving
    /// its king attacked (the horizontal-pin and discovered-check cases).
    pub(crate) fn ep_capture_is_legal(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let captured = Square::from_coords(ep.file(), from.rank());
        let occ = (self.occupied().without(from).without(captured)).with(ep);
        let theirs = self.by_color[(!us).index()].without(captured);
        (self.attackers_to(self.king_of(us), occ) & theirs).is_empty()
    }

    /// Makes `mv` and returns the new position (copy-make), without checking that it is legal.
    ///
    /// For moves that are legal by construction: those of [`Position::legal_moves`] or of a
    /// reader that resolved them against this position (SAN, UCI, PGN). For a move from
    /// anywhere else, use [`Position::try_play`]. An illegal move gives a position whose
    /// queries make no sense, but never panics.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.play_unchecked_in_place(mv);
        next
    }

    /// Plays `mv` if it is legal here, else hands back the unchanged position.
    ///
    /// The checked way in, for a move whose legality is not known (built by hand, read from a
    /// save, sent by another program); it costs one legal move generation.
    pub fn try_play(&self, mv: Move) -> Result<Position, &Position> {
        if self.is_legal(mv) { Ok(self.play_unchecked(mv)) } else { Err(self) }
    }

    /// True when `mv` is one of the legal moves of this position.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Makes `mv` on this position in place, without checking that it is legal: the fastest
    /// way, for searches (perft, helpmate) that make the moves they just generated.
    ///
    /// The same contract as [`Position::play_unchecked`]: the move must come from
    /// [`Position::legal_moves`] (or be checked with [`Position::is_legal`]).
    ///
    /// Always inlined: in a search loop the copy-make then runs in the loop's own body
    /// (measured 7–9% faster make-move perft than a call).
    #[inline(always)]
    pub fn play_unchecked_in_place(&mut self, mv: Move) {
        let Some(role) = self.role_on(mv.from()) else { return };
        self.play_role_in_place::<true>(mv, role);
    }

    /// [`Position::play_unchecked_in_place`] for a move whose piece is known to be a `role`
    /// (the generator tells it: perft makes every move it lists without asking the six role
    /// boards which piece stands on the square it leaves).
    ///
    /// Without `KEY` the Zobrist hash is left as it was, wrong for the new position: for perft
    /// alone, whose positions are never compared, kept or handed out (the game's, the search's
    /// and the readers' makes all keep it).
    #[inline(always)]
    pub(crate) fn play_role_in_place<const KEY: bool>(&mut self, mv: Move, role: Role) {
        let us = self.turn;
        let them = !us;
        let (from, to) = (mv.from(), mv.to());

        if let Some(ep) = self.ep_square.take()
            && KEY
        {
            self.hash ^= zobrist::en_passant(ep.file().index());
        }
        self.halfmoves += 1;
        let takes = self.by_color[them.index()].has(to);
        if takes {
            if KEY {
                if let Some(captured) = self.role_on(to) {
                    self.toggle_key::<true>(Piece::new(them, captured), to);
                }
            } else {
                // Without the key the captured piece's role is not needed: it leaves whichever
                // board it is on (never the kings').
                let keep = !Bitboard::from_square(to);
                for board in &mut self.by_role[..Role::King.index()] {
                    *board &= keep;
                }
                self.by_color[them.index()] &= keep;
            }
            self.halfmoves = 0;
        }
        let mut double_step = None;
        if role == Role::Pawn {
            self.halfmoves = 0;
            if from.file() != to.file() && !takes {
                // En passant: the captured pawn stands beside, not on `to`.
                self.toggle_key::<KEY>(Piece::new(them, Role::Pawn), Square::from_coords(to.file(), from.rank()));
            } else if from.rank().index().abs_diff(to.rank().index()) == 2 {
                double_step = Some(Square::from_index(((from.index() + to.index()) / 2) as u32));
            }
        }
        // The mover leaves `from` and lands on `to`: one update of each board it is on.
        let (from_bb, to_bb) = (Bitboard::from_square(from), Bitboard::from_square(to));
        let arrives = mv.promotion().unwrap_or(role);
        self.by_color[us.index()] ^= from_bb | to_bb;
        if arrives == role {
            self.by_role[role.index()] ^= from_bb | to_bb;
        } else {
            self.by_role[role.index()] ^= from_bb;
            self.by_role[arrives.index()] ^= to_bb;
        }
        if KEY {
            self.hash ^= zobrist::piece(Piece::new(us, role), from) ^ zobrist::piece(Piece::new(us, arrives), to);
        }
        if role == Role::King && self.by_role[Role::Rook.index()].has(to) {
            // The king took its own rook (an enemy rook taken is off the board by now): Chess960
            // castling. The king's step above undone, the move is played as castling.
            self.undo_step_onto_rook(from, to);
            return;
        }
        if role == Role::King && from.file().index().abs_diff(to.file().index()) == 2 {
            let side = if to.file().index() > from.file().index() { CastlingSide::King } else { CastlingSide::Queen };
            let rook = Piece::new(us, Role::Rook);
            self.toggle_key::<KEY>(rook, side.rook_from(us));
            self.toggle_key::<KEY>(rook, side.rook_to(us));
        }
        self.finish_move::<KEY>(from, to, double_step);
    }

    /// The end of every move: the rights it takes away, the move number, the side to move and
    /// the en passant square of a double step.
    #[inline(always)]
    fn finish_move<const KEY: bool>(&mut self, from: Square, to: Square, double_step: Option<Square>) {
        let us = self.turn;
        let them = !us;
        // The rights this move takes away. Only a move off or onto a back rank can touch a
        // king or a castling rook; standard rights then keep their two table lookups (when
        // they take nothing away, the two keys cancel).
        let old = self.castling;
        let touched = Bitboard::from_square(from) | Bitboard::from_square(to);
        if (touched & BACK_RANKS).is_empty() {
            // Nothing to change.
        } else if old.is_standard() {
            let rights = old.after_move_standard(from, to);
            if KEY {
                self.hash ^= zobrist::castling_standard(old) ^ zobrist::castling_standard(rights);
            }
            self.castling = rights;
        } else {
            self.update_rights_960(from, to);
        }
        self.fullmoves += us.fold(0, 1);
        self.turn = them;
        if KEY {
            self.hash ^= zobrist::side(Color::Black);
        }

        if let Some(ep) = double_step
            && (pawn_attacks(us, ep) & self.pieces(them, Role::Pawn)).any()
        {
            self.set_ep_if_legal(ep);
        }
    }

    /// The rights after a move from `from` to `to` in a Chess960 layout, and their key.
    #[cold]
    #[inline(never)]
    fn update_rights_960(&mut self, from: Square, to: Square) {
        let old = self.castling;
        self.castling = old.after_move(from, to);
        self.hash ^= zobrist::castling(old) ^ zobrist::castling(self.castling);
    }

    /// Takes back the king's step from `king` onto its own rook on `rook` (the board and the
    /// hash as the step left them, nothing else touched yet), then castles with that rook.
    #[cold]
    #[inline(never)]
    fn undo_step_onto_rook(&mut self, king: Square, rook: Square) {
        let us = self.turn;
        let both = Bitboard::from_square(king) | Bitboard::from_square(rook);
        self.by_color[us.index()] ^= both;
        self.by_role[Role::King.index()] ^= both;
        let k = Piece::new(us, Role::King);
        self.hash ^= zobrist::piece(k, king) ^ zobrist::piece(k, rook);
        self.castle_onto_rook(king, rook);
    }

    /// Castling with the rook on `rook`, the king standing on `king` (any files, Chess960):
    /// both leave their squares, then the king lands on g/c and the rook on f/d; then the
    /// rest of the move. Kept out of line, so that the search loop stays as small as in
    /// standard chess.
    #[cold]
    #[inline(never)]
    fn castle_onto_rook(&mut self, king: Square, rook: Square) {
        let us = self.turn;
        let side = if rook.file() > king.file() { CastlingSide::King } else { CastlingSide::Queen };
        let (k, r) = (Piece::new(us, Role::King), Piece::new(us, Role::Rook));
        self.toggle(k, king);
        self.toggle(r, rook);
        self.toggle(k, side.king_to(us));
        self.toggle(r, side.rook_to(us));
        self.finish_move::<true>(king, rook, None);
    }

    /// The side `mv` castles to, when the move (legal here) is castling: the king moving two
    /// files (standard chess) or onto its own rook (Chess960).
    #[inline]
    pub fn castling_side(&self, mv: Move) -> Option<CastlingSide> {
        let (from, to) = (mv.from(), mv.to());
        if !self.pieces(self.turn, Role::King).has(from) {
            return None;
        }
        let onto_rook = self.pieces(self.turn, Role::Rook).has(to);
        if !onto_rook && from.file().index().abs_diff(to.file().index()) != 2 {
            return None;
        }
        Some(if to.file() > from.file() { CastlingSide::King } else { CastlingSide::Queen })
    }

    /// The move that castles to `side` as ferz writes it (whether or not it is legal now):
    /// the king's two-file step when king and rook stand where standard chess has them,
    /// otherwise the king taking its own rook. `None` without the right.
    pub fn castling_move(&self, side: CastlingSide) -> Option<Move> {
        let us = self.turn;
        let rights = self.castling;
        if !rights.has(us, side) {
            return None;
        }
        let (king, rook) = (rights.king_square(us), rights.rook_square(us, side));
        let standard = king.file() == super::File::E && rook == side.rook_from(us);
        Some(Move::new(king, if standard { side.king_to(us) } else { rook }, None))
    }

    /// Puts or removes `piece` on `sq`, keeping the hash in step.
    #[inline]
    fn toggle(&mut self, piece: Piece, sq: Square) {
        self.toggle_key::<true>(piece, sq);
    }

    /// [`Position::toggle`], the hash kept in step only with `KEY`.
    #[inline(always)]
    fn toggle_key<const KEY: bool>(&mut self, piece: Piece, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= bb;
        self.by_color[piece.color.index()] ^= bb;
        if KEY {
            self.hash ^= zobrist::piece(piece, sq);
        }
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights still held.
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The en passant square, only when an en passant capture is legal now.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The number of the current full move (1 at the start, +1 after Black moves).
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist hash. Two positions that are "the same" in the sense of
    /// FIDE 9.2.3 (same side to move, pieces, castling rights, legal en
    /// passant captures) have the same hash.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// All squares holding a piece.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of all pieces of `role`, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `color`'s pieces of `role`.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king_of(&self, color: Color) -> Square {
        self.pieces(color, Role::King).single()
    }

    /// What stands on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.role_at(sq)?;
        let color = if self.by_color[0].has(sq) { Color::White } else { Color::Black };
        Some(Piece::new(color, role))
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().has(sq) {
            return None;
        }
        self.role_on(sq)
    }

    /// The role of the piece on `sq`, if any, without first asking whether the square is
    /// occupied (for a square known to be: the make-move path).
    #[inline]
    fn role_on(&self, sq: Square) -> Option<Role> {
        Role::ALL.into_iter().find(|r| self.by_role[r.index()].has(sq))
    }

    /// The pieces giving check to the side to move.
    ///
    /// Computed when asked rather than kept: most positions of a search are
    /// never asked (perft leaves), and this measured faster than keeping it.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers_from(false)
    }

    /// [`Position::checkers`], the lines along ranks and files found from the rook's magic
    /// table or (`small`) from the small ones (see [`rook_attacks_from`]).
    #[inline(always)]
    pub(crate) fn checkers_from(&self, small: bool) -> Bitboard {
        let us = self.turn;
        let theirs = self.by_color[(!us).index()];
        let ksq = self.king_of(us);
        let occ = self.occupied();
        let diag = (self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()]) & theirs;
        let ortho = (self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()]) & theirs;
        (pawn_attacks(us, ksq) & self.by_role[Role::Pawn.index()] & theirs)
            | (knight_attacks(ksq) & self.by_role[Role::Knight.index()] & theirs)
            | lines(small, diag, || bishop_attacks(ksq, occ))
            | lines(small, ortho, || rook_attacks_from(small, ksq, occ))
    }

    /// True when the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// True when the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        // Asked once of a position amid other work, as `has_legal_move` is: the small tables.
        self.checkers_from(true).any() && !self.has_legal_move()
    }

    /// True when the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        // Asked once of a position amid other work, as `has_legal_move` is: the small tables.
        self.checkers_from(true).is_empty() && !self.has_legal_move()
    }

    /// Pieces of both colours that attack `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let diag = self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()];
        let ortho = self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()];
        let pawns = self.by_role[Role::Pawn.index()];
        (pawn_attacks(Color::White, sq) & pawns & self.by_color[1])
            | (pawn_attacks(Color::Black, sq) & pawns & self.by_color[0])
            | (knight_attacks(sq) & self.by_role[Role::Knight.index()])
            | (king_attacks(sq) & self.by_role[Role::King.index()])
            | (bishop_attacks(sq, occupied) & diag)
            | (rook_attacks(sq, occupied) & ortho)
    }

    /// The pieces of `by` attacking `sq` as the board stands.
    pub fn attackers(&self, sq: Square, by: Color) -> Bitboard {
        self.attackers_to(sq, self.occupied()) & self.by_color[by.index()]
    }

    /// True when any piece of `by` attacks `sq` with `occupied` as the blockers.
    #[inline]
    pub(crate) fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        self.is_attacked_from(false, sq, by, occupied)
    }

    /// [`Position::is_attacked`], the lines along ranks and files found from the rook's magic
    /// table or (`small`) from the small ones (see [`rook_attacks_from`]).
    #[inline(always)]
    pub(crate) fn is_attacked_from(&self, small: bool, sq: Square, by: Color, occupied: Bitboard) -> bool {
        let theirs = self.by_color[by.index()];
        let diag = (self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()]) & theirs;
        let ortho = (self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()]) & theirs;
        (knight_attacks(sq) & self.by_role[Role::Knight.index()] & theirs).any()
            || (pawn_attacks(!by, sq) & self.by_role[Role::Pawn.index()] & theirs).any()
            || (king_attacks(sq) & self.by_role[Role::King.index()] & theirs).any()
            || lines(small, diag, || bishop_attacks(sq, occupied)).any()
            || lines(small, ortho, || rook_attacks_from(small, sq, occupied)).any()
    }

    /// The pieces of the side to move that are pinned to their own king.
    pub fn pinned(&self) -> Bitboard {
        self.pinned_from(false)
    }

    /// [`Position::pinned`], the lines along ranks and files found from the rook's magic
    /// table or (`small`) from the small ones (see [`rook_attacks_from`]).
    #[inline(always)]
    pub(crate) fn pinned_from(&self, small: bool) -> Bitboard {
        let us = self.turn;
        let ksq = self.king_of(us);
        let theirs = self.by_color[(!us).index()];
        let diag = (self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()]) & theirs;
        let ortho = (self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()]) & theirs;
        let snipers = lines(small, diag, || bishop_attacks(ksq, theirs))
            | lines(small, ortho, || rook_attacks_from(small, ksq, theirs));
        let occ = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let between = between(ksq, sniper) & occ;
            if !between.more_than_one() {
                pinned |= between & self.by_color[us.index()];
            }
        }
        pinned
    }

    /// The board as an unchecked setup, e.g. to edit and validate again.
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 64];
        for sq in Square::all() {
            board[sq.index()] = self.piece_at(sq);
        }
        Setup {
            board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The same position in the sense of FIDE 9.2.3: same side to move, pieces on the same
    /// squares, same castling rights and the same legal en passant capture. The move
    /// counters do not matter.
    pub fn is_same_position(&self, other: &Position) -> bool {
        self.by_role == other.by_role
            && self.by_color == other.by_color
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square == other.ep_square
    }

    /// The position with the side to move swapped and no en passant (for
    /// "what does the other side attack" questions); `None` if that side
    /// would then be able to capture the king.
    pub fn swap_turn(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut setup = self.to_setup();
        setup.turn = !setup.turn;
        setup.ep_square = None;
        Position::from_setup(&setup).ok()
    }
}

impl Position {
    /// The board of `setup` as it stands, without validation and without an en passant
    /// square: for the board after a completed illegal move (rules.md, "Completed illegal
    /// moves"), which may leave a king in check with the other side to move or a pawn on a
    /// last rank, built by [`Position::play_by_hand`] (it needs one king a side); also the
    /// first step of [`Position::from_setup`], which then checks it.
    pub(super) fn from_board_unchecked(setup: &Setup) -> Position {
        let mut by_role = [Bitboard::EMPTY; 6];
        let mut by_color = [Bitboard::EMPTY; 2];
        let mut hash = 0;
        for sq in Square::all() {
            if let Some(piece) = setup.board[sq.index()] {
                by_role[piece.role.index()] |= sq.into();
                by_color[piece.color.index()] |= sq.into();
                hash ^= zobrist::piece(piece, sq);
            }
        }
        Position {
            by_role,
            by_color,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: None,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            hash: hash ^ zobrist::castling(setup.castling) ^ zobrist::side(setup.turn),
        }
    }
}

/// The first and the eighth rank, where every king and rook with a castling right stands.
const BACK_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

/// The squares of `sliders` in `attacks` (a slider's lines from the square asked about). On
/// the small tables' path (the dead-position looks, in sparse endings where a side often has
/// no slider of a kind) the lines are not looked up when there is no such slider; the other
/// path (perft, a search: sliders of both kinds nearly always) keeps its one lookup.
#[inline(always)]
fn lines(small: bool, sliders: Bitboard, attacks: impl FnOnce() -> Bitboard) -> Bitboard {
    if small && sliders.is_empty() { Bitboard::EMPTY } else { attacks() & sliders }
}

/// The fewest of `ours` pieces that must have come from promotions: a queen beyond one, a rook
/// or knight beyond two, a bishop beyond one on each square colour.
fn promoted_at_least(by_role: &[Bitboard; 6], ours: Bitboard) -> u32 {
    let count = |role: Role| (by_role[role.index()] & ours).count();
    let bishops = by_role[Role::Bishop.index()] & ours;
    let light = (bishops & Bitboard::LIGHT).count();
    let dark = bishops.count() - light;
    count(Role::Queen).saturating_sub(1)
        + count(Role::Rook).saturating_sub(2)
        + count(Role::Knight).saturating_sub(2)
        + light.saturating_sub(1)
        + dark.saturating_sub(1)
}
