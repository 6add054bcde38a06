//! Moves a hand could make at a real board, legal or not — for practising the Laws on
//! completed illegal moves (rules.md, "Completed illegal moves"; FIDE 7.5, 7.8).
//!
//! A hand move takes one of the mover's own pieces to another square that is empty or holds
//! an enemy piece other than the king. It may break every rule of how pieces move: a bishop
//! jumps a pawn, a pinned knight leaves its line, the king steps into check, castling passes
//! an attacked square, a pawn reaches the last rank and stays a pawn (7.5.2). The board after
//! one is kept as it stands ([`Position::play_by_hand`]), and [`Position::why_illegal`] names
//! the rule it broke with the same typed reasons as a refused move ([`IllegalReason`]).
//!
//! Generating hand moves allocates nothing: [`HandMoves`] walks the bitboards lazily (there
//! can be a thousand, more than a [`super::MoveList`] holds).

use super::castling::{CastlingSide, king_home};
use super::move_pattern::{Dialect, Readings};
use super::move_reading::hand_readings;
use super::move_resolving::fits;
use super::{
    Bitboard, Color, IllegalReason, Move, MoveError, Piece, Position, Rank, Role, Square, explain, parse_move, san,
};

/// The promotions a pawn arriving on the last rank may carry by hand: none (left a pawn,
/// 7.5.2), then the four pieces.
const ARRIVALS: [Option<Role>; 5] = [None, Some(Role::Queen), Some(Role::Rook), Some(Role::Bishop), Some(Role::Knight)];

/// Every hand move of the side to move, without allocating: own pieces in square order,
/// each to every square that is empty or holds an enemy piece other than the king.
#[derive(Debug, Clone)]
pub struct HandMoves {
    pieces: Bitboard,
    from: Option<Square>,
    targets: Bitboard,
    to: Option<Square>,
    arrival: usize,
    allowed: Bitboard,
    last_ranks: Bitboard,
    pawns: Bitboard,
}

impl Iterator for HandMoves {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        loop {
            if let (Some(from), Some(to)) = (self.from, self.to) {
                let promoting = self.pawns.has(from) && self.last_ranks.has(to);
                let arrivals = if promoting { ARRIVALS.len() } else { 1 };
                if self.arrival < arrivals {
                    let promotion = if promoting { ARRIVALS[self.arrival] } else { None };
                    self.arrival += 1;
                    return Some(Move::new(from, to, promotion));
                }
            }
            // Next target of this piece, else the next piece.
            self.arrival = 0;
            if let Some(to) = self.targets.first() {
                self.targets = self.targets.without(to);
                self.to = Some(to);
                continue;
            }
            let from = self.pieces.first()?;
            self.pieces = self.pieces.without(from);
            self.from = Some(from);
            self.to = None;
            self.targets = self.allowed.without(from);
        }
    }
}

/// The last rank of each colour's pawns: rank 8 for White, rank 1 for Black.
fn last_rank(color: Color) -> Bitboard {
    Bitboard::rank(Rank::EIGHTH.relative(color))
}

impl Position {
    /// The squares a hand may put the mover's piece on: empty, or an enemy other than the king.
    fn hand_targets(&self) -> Bitboard {
        let us = self.turn();
        !self.by_color(us) & !self.pieces(!us, Role::King)
    }

    /// Every move a hand could make with the side to move's own pieces (see the module).
    pub fn hand_moves(&self) -> HandMoves {
        let us = self.turn();
        HandMoves {
            pieces: self.by_color(us),
            from: None,
            targets: Bitboard::EMPTY,
            to: None,
            arrival: 0,
            allowed: self.hand_targets(),
            last_ranks: last_rank(us),
            pawns: self.pieces(us, Role::Pawn),
        }
    }

    /// True when a hand could make `mv` here: the mover's own piece, to another square that
    /// is empty or holds an enemy other than the king; a promotion only for a pawn arriving on
    /// its last rank (which may also stay a pawn, 7.5.2). Every legal move is one, except a
    /// capture of the king (possible only on a board an earlier illegal move left).
    pub fn is_hand_move(&self, mv: Move) -> bool {
        let us = self.turn();
        let (from, to) = (mv.from(), mv.to());
        if self.castling_side(mv).is_some() && self.is_legal(mv) {
            // Chess960 castling: the king onto its own rook.
            return true;
        }
        if !self.by_color(us).has(from) || from == to || !self.hand_targets().has(to) {
            return false;
        }
        let pawn_arrives = self.pieces(us, Role::Pawn).has(from) && last_rank(us).has(to);
        match mv.promotion() {
            None => true,
            Some(role) => pawn_arrives && matches!(role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight),
        }
    }

    /// The castling side a hand move of the king performs: the king leaves its home square two
    /// files along the rank while the rook of that side stands in its corner and both landing
    /// squares are free, so the hand carries the rook over too (legal or not).
    pub fn hand_castling(&self, mv: Move) -> Option<CastlingSide> {
        let us = self.turn();
        let home = king_home(us);
        if mv.from() != home || self.king_of(us) != home {
            return None;
        }
        let side = CastlingSide::ALL.into_iter().find(|side| side.king_to(us) == mv.to())?;
        let rook_home = self.pieces(us, Role::Rook).has(side.rook_from(us));
        let free = !self.occupied().has(side.king_to(us)) && !self.occupied().has(side.rook_to(us));
        (rook_home && free).then_some(side)
    }

    /// The square of the enemy pawn a hand move takes en passant, legal or not: a pawn goes one
    /// square diagonally forward to an empty square from its fifth rank, beside an enemy pawn.
    fn hand_en_passant(&self, mv: Move) -> Option<Square> {
        let us = self.turn();
        let (from, to) = (mv.from(), mv.to());
        let forward = to.rank().index() as i32 - from.rank().index() as i32 == us.fold(1, -1);
        let diagonal = from.file().index().abs_diff(to.file().index()) == 1;
        if !self.pieces(us, Role::Pawn).has(from)
            || !forward
            || !diagonal
            || self.occupied().has(to)
            || from.rank() != Rank::FIFTH.relative(us)
        {
            return None;
        }
        let beside = Square::from_coords(to.file(), from.rank());
        self.pieces(!us, Role::Pawn).has(beside).then_some(beside)
    }

    /// The board after a hand move (see [`Position::is_hand_move`]). A legal move is played as
    /// [`Position::play_unchecked`] plays it; an illegal one is carried out as a hand would: the piece
    /// lands (a pawn on the last rank stays a pawn unless a promotion is given), a piece on the
    /// square is taken, castling carries the rook, en passant takes the pawn beside. The board
    /// may then be one no legal game reaches (a king left in check with the other side to move).
    pub fn play_by_hand(&self, mv: Move) -> Position {
        if self.is_legal(mv) {
            return self.play_unchecked(mv);
        }
        let us = self.turn();
        let (from, to) = (mv.from(), mv.to());
        let mut setup = self.to_setup();
        let Some(piece) = setup.board[from.index()].take() else { return self.clone() };
        let captured = setup.board[to.index()].is_some();
        let landing =
            mv.promotion().filter(|_| piece.role == Role::Pawn).map_or(piece, |role| Piece::new(piece.color, role));
        setup.board[to.index()] = Some(landing);
        let mut passant = false;
        if let Some(side) = self.hand_castling(mv) {
            let rook = setup.board[side.rook_from(us).index()].take();
            setup.board[side.rook_to(us).index()] = rook;
        } else if let Some(beside) = self.hand_en_passant(mv) {
            setup.board[beside.index()] = None;
            passant = true;
        }
        setup.castling = setup.castling.after_move(from, to);
        setup.halfmoves =
            if piece.role == Role::Pawn || captured || passant { 0 } else { setup.halfmoves.saturating_add(1) };
        setup.fullmoves += us.fold(0, 1);
        setup.turn = !us;
        setup.ep_square = None;
        Position::from_board_unchecked(&setup)
    }

    /// The board after the mover presses the clock without moving (7.8.1): the same pieces,
    /// the other side to move, no en passant capture.
    pub fn pass_by_hand(&self) -> Position {
        let mut setup = self.to_setup();
        setup.halfmoves = setup.halfmoves.saturating_add(1);
        setup.fullmoves += self.turn().fold(0, 1);
        setup.turn = !self.turn();
        setup.ep_square = None;
        Position::from_board_unchecked(&setup)
    }

    /// True when `mv` follows the way its piece moves on an empty board (a bishop along a
    /// diagonal, a pawn one step ahead or two from its start, or one diagonally forward), so
    /// that a text naming the piece and the square most likely means it.
    pub fn fits_pattern(&self, mv: Move) -> bool {
        let us = self.turn();
        let (from, to) = (mv.from(), mv.to());
        let df = from.file().index().abs_diff(to.file().index());
        let dr = to.rank().index() as i32 - from.rank().index() as i32;
        let adr = dr.unsigned_abs() as usize;
        match self.role_at(from) {
            Some(Role::Pawn) => {
                let forward = dr * us.fold(1, -1);
                let double = forward == 2 && df == 0 && from.rank() == Rank::SECOND.relative(us);
                (forward == 1 && df <= 1) || double
            }
            Some(Role::Knight) => (df == 1 && adr == 2) || (df == 2 && adr == 1),
            Some(Role::Bishop) => df == adr,
            Some(Role::Rook) => df == 0 || adr == 0,
            Some(Role::Queen) => df == adr || df == 0 || adr == 0,
            Some(Role::King) => (df <= 1 && adr <= 1) || self.hand_castling(mv).is_some(),
            None => false,
        }
    }

    /// Why the hand move `mv` is illegal here, or `None` when it is legal. `last_move` is the
    /// move before it, when known (it tells a late en passant capture from a pinned one).
    pub fn why_illegal(&self, mv: Move, last_move: Option<Move>) -> Option<IllegalReason> {
        if self.is_legal(mv) {
            return None;
        }
        Some(explain(self, mv.from(), mv.to(), mv.promotion(), last_move))
    }

    /// True when `mv` is a pawn left unpromoted on its last rank that would be legal with a
    /// queen: 7.5.2 replaces the pawn by a queen rather than taking the move back.
    pub fn is_unpromoted_arrival(&self, mv: Move) -> bool {
        mv.promotion().is_none()
            && self.pieces(self.turn(), Role::Pawn).has(mv.from())
            && last_rank(self.turn()).has(mv.to())
            && self.is_legal(Move::new(mv.from(), mv.to(), Some(Role::Queen)))
    }
}

/// Reads `text` as a hand move of `pos`: the legal move it names if there is one, else the one
/// hand move it names (so `Bc4` with a pawn on e2 is the bishop from f1 jumping it, and `e8`
/// or `e7e8` is a pawn left unpromoted). A text that fits no hand move, or several, is refused
/// with the error a legal reading gave.
pub fn parse_hand_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let legal_error = match parse_move(pos, text) {
        // A legal move (a king capture too, on a board an illegal move left: the game refuses it).
        Ok(mv) => return Ok(mv),
        Err(e @ (MoveError::Parse { .. } | MoveError::Null { .. })) => return Err(e),
        Err(e) => e,
    };
    let mut readings = Readings::default();
    for dialect in [Dialect::Latin, Dialect::Russian] {
        hand_readings(text.trim(), dialect, &mut readings);
    }
    // A legal reading failed: a hand move of a piece whose way of moving fits (a bishop along
    // its diagonal) is meant before one that only a hand could make (that bishop up a file).
    let mut found: Option<Move> = None;
    let mut several = false;
    'tiers: for shaped in [true, false] {
        for strict_only in [true, false] {
            for mv in pos.hand_moves().filter(|&mv| !shaped || pos.fits_pattern(mv)) {
                if fits(&readings, pos, mv, strict_only) {
                    several |= found.is_some_and(|f| f != mv);
                    found.get_or_insert(mv);
                }
            }
            if found.is_some() {
                break 'tiers;
            }
        }
    }
    match (found, several) {
        (Some(mv), false) => Ok(mv),
        _ => Err(legal_error),
    }
}

/// The hand move `mv` of `pos` written in `notation`, as the move list shows it: `--` for a
/// clock pressed without a move (the king "moving" onto its own square), SAN as [`hand_san`],
/// any other notation by its own letters.
pub fn write_hand_move(pos: &Position, mv: Move, notation: super::Notation) -> String {
    match notation {
        _ if mv.from() == mv.to() => "--".to_string(),
        super::Notation::San => hand_san(pos, mv),
        other => super::write_move(pos, mv, other),
    }
}

/// The hand move `mv` of `pos` in SAN as a scoresheet would show it: legal moves exactly as
/// [`san`]; an illegal one by the same letters (`Bc4`, `Ke2+`, `e8` for a pawn left a pawn,
/// `O-O` for castling by hand), with `+` when it attacks the enemy king.
pub fn hand_san(pos: &Position, mv: Move) -> String {
    if pos.is_legal(mv) {
        return san(pos, mv);
    }
    let (from, to) = (mv.from(), mv.to());
    let mut out = String::with_capacity(8);
    let Some(role) = pos.role_at(from) else { return mv.uci() };
    let captures = pos.occupied().has(to) || pos.hand_en_passant(mv).is_some();
    if let Some(side) = pos.hand_castling(mv) {
        out.push_str(if side == CastlingSide::King { "O-O" } else { "O-O-O" });
    } else if role == Role::Pawn {
        if captures || from.file() != to.file() {
            out.push(from.file().char());
            if captures {
                out.push('x');
            }
        }
        out.push_str(&to.to_string());
        if let Some(promotion) = mv.promotion() {
            out.push('=');
            out.push(promotion.upper_char());
        }
    } else {
        out.push(role.upper_char());
        let rivals = pos.pieces(pos.turn(), role).without(from);
        if rivals.any() {
            let legal = pos.legal_moves();
            let others = legal.iter().filter(|m| m.to() == to && rivals.has(m.from()));
            let (mut any, mut same_file) = (false, false);
            for other in others {
                any = true;
                same_file |= other.from().file() == from.file();
            }
            if any {
                out.push(if same_file { from.rank().char() } else { from.file().char() });
            }
        }
        if captures {
            out.push('x');
        }
        out.push_str(&to.to_string());
    }
    if pos.play_by_hand(mv).is_check() {
        out.push('+');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{IllegalReason as R, START_FEN, test_move as mv, test_position as pos};

    /// After 1. d4 e5: the f1 bishop is shut in by the e2 pawn.
    const D4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2";

    #[test]
    fn the_start_has_every_placement_of_a_hand() {
        let start = Position::new();
        // 16 pieces, each onto the 32 empty squares or the 15 black pieces that are not the
        // king; a pawn put on the eighth rank (7 squares) may also be a queen, rook, bishop or knight.
        assert_eq!(start.hand_moves().count(), 16 * (32 + 15) + 8 * 7 * 4);
        assert!(start.hand_moves().all(|m| start.is_hand_move(m)));
        let legal = start.legal_moves();
        assert!(legal.iter().all(|&m| start.is_hand_move(m)));
        assert!(!start.is_hand_move(mv("e7e5")), "not one's own piece");
        assert!(!start.is_hand_move(mv("f1e2")), "onto one's own pawn");
        assert!(!start.is_hand_move(mv("d1e8")), "onto the enemy king");
        assert!(!start.is_hand_move(mv("g1f3q")), "a knight is not promoted");
    }

    #[test]
    fn a_pawn_arriving_may_stay_a_pawn_or_become_any_piece() {
        let p = pos("8/4P3/8/8/8/8/8/k3K3 w - - 0 1");
        let e8: Vec<Move> = p.hand_moves().filter(|m| m.from() == Square::E7 && m.to() == Square::E8).collect();
        assert_eq!(e8, [mv("e7e8"), mv("e7e8q"), mv("e7e8r"), mv("e7e8b"), mv("e7e8n")]);
        assert!(p.is_unpromoted_arrival(mv("e7e8")));
        assert_eq!(p.why_illegal(mv("e7e8"), None), Some(R::MustPromote(at(&p, Square::E7), Square::E8)));
        let after = p.play_by_hand(mv("e7e8"));
        assert_eq!(after.role_at(Square::E8), Some(Role::Pawn));
        assert_eq!(after.turn(), Color::Black);
        assert_eq!(hand_san(&p, mv("e7e8")), "e8");
    }

    fn at(p: &Position, square: Square) -> super::super::PieceAt {
        super::super::PieceAt { piece: p.piece_at(square).expect("a piece"), square }
    }

    #[test]
    fn illegal_moves_are_carried_out_and_explained() {
        let p = pos("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        // The bishop jumps its own pawn.
        let bc4 = mv("f1a6");
        assert!(p.why_illegal(bc4, None).is_none(), "Ba6 is legal");
        let p2 = pos(D4_E5);
        let jump = mv("f1c4");
        assert_eq!(
            p2.why_illegal(jump, None).map(|r| r.to_string()).as_deref(),
            Some("the bishop on f1 cannot reach c4: the pawn on e2 is in the way")
        );
        let after = p2.play_by_hand(jump);
        assert_eq!(after.role_at(Square::C4), Some(Role::Bishop));
        assert_eq!(after.role_at(Square::F1), None);
        assert_eq!(after.turn(), Color::Black);
        assert!(
            after.castling_rights().has(Color::White, CastlingSide::King),
            "the f1 bishop left, but the rights stay"
        );
        assert_eq!(hand_san(&p2, jump), "Bc4");
        // The king steps into check: the board keeps it, with Black to move.
        let k = pos("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
        let into = mv("e1e2");
        assert_eq!(
            k.why_illegal(into, None).map(|r| r.to_string()).as_deref(),
            Some("your king cannot step onto e2: it is attacked by the rook on d2")
        );
        let after = k.play_by_hand(into);
        assert_eq!(after.king_of(Color::White), Square::E2);
        assert!(!after.is_check(), "Black is not in check");
        assert!(after.legal_moves().contains(&mv("d2e2")), "the rook could take the king: the game refuses that");
        assert!(!after.is_hand_move(mv("d2e2")), "no hand takes a king");
        assert_eq!(hand_san(&k, into), "Ke2");
    }

    #[test]
    fn castling_by_hand_carries_the_rook() {
        // The king has no right left (it walked), but the hand castles anyway.
        let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
        let oo = mv("e1g1");
        assert_eq!(p.hand_castling(oo), Some(CastlingSide::King));
        let after = p.play_by_hand(oo);
        assert_eq!(after.role_at(Square::G1), Some(Role::King));
        assert_eq!(after.role_at(Square::F1), Some(Role::Rook));
        assert_eq!(after.role_at(Square::H1), None);
        assert_eq!(hand_san(&p, oo), "O-O");
        assert!(matches!(p.why_illegal(oo, None), Some(R::CastlingRightLost { .. })));
        // Through an attacked square.
        let p = pos("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        assert!(matches!(p.why_illegal(oo, None), Some(R::CastlingThroughCheck { square: Square::F1, .. })));
        // Queenside over a knight on b1: the hand lifts the rook over it.
        let p = pos("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1");
        let ooo = mv("e1c1");
        let after = p.play_by_hand(ooo);
        assert_eq!((after.role_at(Square::D1), after.role_at(Square::B1)), (Some(Role::Rook), Some(Role::Knight)));
        assert!(matches!(p.why_illegal(ooo, None), Some(R::CastlingBlocked { .. })));
    }

    #[test]
    fn a_late_en_passant_takes_the_pawn_beside() {
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 5");
        let late = mv("e5d6");
        assert!(matches!(p.why_illegal(late, Some(mv("e1e2"))), Some(R::EnPassantTooLate { .. })));
        let after = p.play_by_hand(late);
        assert_eq!((after.role_at(Square::D6), after.role_at(Square::D5)), (Some(Role::Pawn), None));
        assert_eq!(after.halfmoves(), 0);
        assert_eq!(hand_san(&p, late), "exd6");
    }

    #[test]
    fn pressing_the_clock_passes_the_turn() {
        let start = Position::new();
        let after = start.pass_by_hand();
        assert_eq!(after.turn(), Color::Black);
        assert_eq!(after.occupied(), start.occupied());
        assert_eq!(after.fullmoves(), 1);
        assert_ne!(after.hash(), start.hash());
        assert_eq!(after.pass_by_hand().fullmoves(), 2);
    }

    #[test]
    fn texts_read_as_hand_moves() {
        let p = pos(D4_E5);
        assert_eq!(parse_hand_move(&p, "Nf3"), Ok(mv("g1f3")), "legal moves first");
        assert_eq!(parse_hand_move(&p, "Bc4"), Ok(mv("f1c4")));
        assert_eq!(parse_hand_move(&p, "f1c4"), Ok(mv("f1c4")));
        assert_eq!(parse_hand_move(&p, "Сc4"), Ok(mv("f1c4")), "Russian letters");
        assert_eq!(parse_hand_move(&p, "Kd3"), Ok(mv("e1d3")), "a king two squares away");
        assert_eq!(parse_hand_move(&p, "Nd2"), Ok(mv("b1d2")), "the knight that may go there");
        assert_eq!(parse_hand_move(&p, "Bf1").map_err(|e| e.code()), Err("illegal_move"), "onto nothing of its own");
        assert_eq!(parse_hand_move(&p, "xyz").map_err(|e| e.code()), Err("parse"));
        assert_eq!(parse_hand_move(&p, "Qe8").map_err(|e| e.code()), Err("illegal_move"), "never the king");
        assert_eq!(parse_hand_move(&p, "Bb5"), Ok(mv("f1b5")), "the bishop whose diagonal it is");
        // Two rooks could each be put on f1: the text must say which.
        let rooks = pos("4k3/8/8/8/8/8/8/R3K1NR w - - 0 1");
        assert_eq!(parse_hand_move(&rooks, "Rf1").map_err(|e| e.code()), Err("illegal_move"));
        assert_eq!(parse_hand_move(&rooks, "h1f1"), Ok(mv("h1f1")));
        let promo = pos("8/4P3/8/8/8/8/8/k3K3 w - - 0 1");
        assert_eq!(parse_hand_move(&promo, "e8"), Ok(mv("e7e8")));
        assert_eq!(parse_hand_move(&promo, "e7e8"), Ok(mv("e7e8")));
        assert_eq!(parse_hand_move(&promo, "e8=Q"), Ok(mv("e7e8q")));
        assert_eq!(parse_hand_move(&Position::from_fen(START_FEN).expect("start"), "e4"), Ok(mv("e2e4")));
    }
}
