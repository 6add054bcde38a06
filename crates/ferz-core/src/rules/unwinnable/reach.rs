//! Static analysis of where every piece can ever go (Ambrona's saturation):
//! starting from "each piece stays where it is", the squares each piece may
//! reach grow, move by imagined move, until nothing changes. Pieces that can
//! never move nor be taken ("steady") then block for good, squares no piece
//! can reach stay empty for good, and squares some fixed piece attacks from
//! everywhere it can be stay attacked for good.
//!
//! Every set is an over- or under-approximation that only holds once the
//! growth has stopped; the answers drawn from it are sound (a "cannot mate"
//! is a proof), never complete.

use super::{geometry, relative};
use crate::rules::{
    Bitboard, Color, Piece, Position, Role, Square, between, bishop_attacks, king_attacks, line, rook_attacks,
};

const PROMOTION_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

/// The analysis of one position for a mate by `winner`.
#[derive(Debug, Clone)]
pub(super) struct Reach {
    pub(super) winner: Color,
    /// The pieces of the position (never changes).
    pub(super) board: [Option<Piece>; 64],
    /// The occupied squares, in the order the mating side reads the board.
    order: Vec<Square>,
    occupied: Bitboard,
    own: [Bitboard; 2],
    kings: Bitboard,
    bishops: Bitboard,
    /// Over-approximation: the squares the piece now on each square may reach.
    pub(super) reach: [Bitboard; 64],
    /// Under-approximation: pieces that never move and are never taken.
    pub(super) steady: Bitboard,
    /// Under-approximation: squares no piece ever stands on.
    pub(super) clear: Bitboard,
    /// Under-approximation: squares each colour attacks for the rest of the game.
    attacked: [Bitboard; 2],
    /// Over-approximation: pieces that may be taken.
    capturable: Bitboard,
    /// Over-approximation: pieces that may leave their square.
    movable: Bitboard,
    /// Over-approximation: squares each colour's non-bishops may reach.
    by_non_bishop: [Bitboard; 2],
    /// Over-approximation: squares where each colour's non-king pieces may stand.
    sacrificable: [Bitboard; 2],
    /// Assumption of a case split: these pieces are not taken while they stand still.
    pub(super) uncapturable_while_steady: Bitboard,
    /// Assumption of a case split: these pieces stay put and are taken there, if at all.
    pub(super) capturable_only_while_steady: Bitboard,
    /// The first pieces found both steady and capturable: where to split cases.
    pub(super) first_steady_capturable: Option<Bitboard>,
    promotable: bool,
}

impl Reach {
    /// The analysis before any growth: every piece stays where it is.
    pub(super) fn new(pos: &Position, winner: Color) -> Reach {
        let mut board = [None; 64];
        let mut reach = [Bitboard::EMPTY; 64];
        let occupied = pos.occupied();
        for sq in occupied {
            board[sq.index()] = pos.piece_at(sq);
            reach[sq.index()] = Bitboard::from_square(sq);
        }
        let mut analysis = Reach {
            winner,
            board,
            order: relative::in_order(occupied, winner).collect(),
            occupied,
            own: [pos.by_color(Color::White), pos.by_color(Color::Black)],
            kings: pos.by_role(Role::King),
            bishops: pos.by_role(Role::Bishop),
            reach,
            steady: occupied,
            clear: !occupied,
            attacked: [Bitboard::EMPTY; 2],
            capturable: Bitboard::EMPTY,
            movable: Bitboard::EMPTY,
            by_non_bishop: [Bitboard::EMPTY; 2],
            sacrificable: [Bitboard::EMPTY; 2],
            uncapturable_while_steady: Bitboard::EMPTY,
            capturable_only_while_steady: Bitboard::EMPTY,
            first_steady_capturable: None,
            promotable: false,
        };
        analysis.update_attacked();
        analysis
    }

    pub(super) fn piece(&self, sq: Square) -> Piece {
        self.board[sq.index()].unwrap_or(Piece::new(Color::White, Role::King))
    }

    pub(super) fn pieces(&self, color: Color) -> Bitboard {
        self.own[color.index()]
    }

    pub(super) fn king(&self, color: Color) -> Square {
        (self.own[color.index()] & self.kings).single()
    }

    /// Squares each colour will attack for the rest of the game: those a piece
    /// that is never taken attacks from every square it may stand on.
    fn update_attacked(&mut self) {
        self.attacked = [Bitboard::EMPTY; 2];
        for sq in self.occupied & !self.capturable {
            let piece = self.piece(sq);
            let color = piece.color;
            let mut obstacles = !self.clear;
            if piece.role == Role::Bishop {
                // Bishops of one colour see through each other on squares nothing else can reach.
                let bishops = self.own[color.index()] & self.bishops;
                obstacles &= !(bishops & !self.by_non_bishop[color.index()] & !self.capturable);
            }
            let mut attacked = Bitboard::FULL;
            for from in self.reach[sq.index()] {
                attacked &= geometry::attacks(piece.role, color, from, obstacles);
            }
            self.attacked[color.index()] |= attacked;
        }
    }

    /// Grows every set until nothing changes.
    pub(super) fn saturate(&mut self) {
        let order = std::mem::take(&mut self.order);
        loop {
            let mut progress = false;
            for &sq in &order {
                self.grow(sq, &mut progress);
            }
            self.update_attacked();
            if !progress {
                break;
            }
        }
        self.order = order;
    }

    /// One step of growth for the piece that stands on `sq` at the start.
    fn grow(&mut self, sq: Square, progress: &mut bool) {
        let piece = self.piece(sq);
        let (role, color) = (piece.role, piece.color);
        let winner_pieces = self.own[self.winner.index()].count();
        let captures_count = color == self.winner || winner_pieces > 2;
        for from in self.reach[sq.index()] {
            let mut targets = geometry::moves(role, color, from, self.steady);
            if role == Role::Pawn && captures_count {
                targets |= geometry::attacks(role, color, from, self.steady) & self.sacrificable[(!color).index()];
            }
            let targets = self.filter(sq, piece, from, targets);
            self.add_reach(sq, targets, progress);
            if (targets & !Bitboard::from_square(sq)).any() {
                update(&mut self.movable, |v| v.with(sq), progress);
            }
        }
        let reach = self.reach[sq.index()];
        let elsewhere = reach & !Bitboard::from_square(sq);
        if elsewhere.any() {
            update(&mut self.steady, |v| v.without(sq), progress);
        }
        let mut capturable = Bitboard::EMPTY;
        if captures_count {
            let mut targets = !self.kings;
            if role == Role::Pawn {
                targets &= !Bitboard::file(sq.file());
            }
            for enemy in self.own[(!color).index()] & targets {
                if (reach & self.reach[enemy.index()]).any() {
                    capturable = capturable.with(enemy);
                }
            }
        }
        self.add_capturable(capturable, progress);
        update(&mut self.steady, |v| v & !(elsewhere & !self.kings), progress);
        update(&mut self.clear, |v| v & !reach, progress);
        if role != Role::King {
            let i = color.index();
            update(&mut self.sacrificable[i], |v| v | reach, progress);
        }
        if role == Role::Pawn && (reach & PROMOTION_RANKS).any() {
            // A promoted piece may go anywhere but onto its own side's fixed pieces or a fixed king.
            self.promotable = true;
            let barred = self.steady & (self.own[color.index()] | self.kings);
            self.add_reach(sq, !barred, progress);
        }
    }

    fn add_reach(&mut self, sq: Square, targets: Bitboard, progress: &mut bool) {
        let i = sq.index();
        update(&mut self.reach[i], |v| v | targets, progress);
        let piece = self.piece(sq);
        if piece.role != Role::Bishop {
            let c = piece.color.index();
            update(&mut self.by_non_bishop[c], |v| v | targets, progress);
        }
    }

    fn add_capturable(&mut self, capturable: Bitboard, progress: &mut bool) {
        let fresh = capturable & self.steady;
        if fresh.any() {
            match self.first_steady_capturable {
                None => self.first_steady_capturable = Some(fresh),
                Some(b) if !self.promotable => self.first_steady_capturable = Some(b | fresh),
                Some(_) => {}
            }
        }
        update(&mut self.capturable, |v| v | capturable, progress);
    }

    /// Removes from `targets` the squares the piece that started on `start`,
    /// now imagined on `from`, can never usefully move to.
    fn filter(&self, start: Square, piece: Piece, from: Square, targets: Bitboard) -> Bitboard {
        let (role, color) = (piece.role, piece.color);
        let mut targets = targets & !self.reach[start.index()];
        targets &= !(self.own[color.index()] & self.steady);
        if role == Role::King {
            targets &= !self.attacked[(!color).index()];
        }
        targets = self.no_check_of_a_fixed_king(piece, from, targets);
        targets = self.no_check_by_the_last_piece(piece, targets);
        if role == Role::King {
            targets = self.no_stalemating_step(color, from, targets);
        }
        targets = self.no_passing_fixed_obstacles(start, piece, from, targets);
        if self.capturable_only_while_steady.has(start) {
            targets = Bitboard::EMPTY;
        }
        targets
    }

    /// The defender never checks the mating side's king while that king can
    /// never move: the check could only be met by taking the checker.
    fn no_check_of_a_fixed_king(&self, piece: Piece, from: Square, mut targets: Bitboard) -> Bitboard {
        let loser = !self.winner;
        let wk = self.king(self.winner);
        if piece.color != loser || !self.steady.has(wk) {
            return targets;
        }
        let occupied = !self.clear;
        for to in targets {
            let direct = geometry::attacks(piece.role, loser, to, occupied).has(wk);
            if direct && !self.sacrificable[self.winner.index()].has(to) {
                targets = targets.without(to);
            }
        }
        let blockers = occupied.without(from);
        let checkers = self.own[loser.index()] & self.steady & line(wk, from);
        for to in targets {
            for checker in checkers.without(from) {
                let p = self.piece(checker);
                if geometry::attacks(p.role, loser, checker, blockers.with(to)).has(wk) {
                    targets = targets.without(to);
                    break;
                }
            }
        }
        targets
    }

    /// With a single piece left, the mating side never checks a fixed king
    /// from next to it: the king would take it (unless the mating king can
    /// guard that square and no fixed defender covers it).
    fn no_check_by_the_last_piece(&self, piece: Piece, mut targets: Bitboard) -> Bitboard {
        if piece.color != self.winner || self.own[self.winner.index()].count() != 2 {
            return targets;
        }
        let loser = !self.winner;
        let lk = self.king(loser);
        let wk = self.king(self.winner);
        let occupied = !self.clear;
        for to in targets {
            if (self.reach[wk.index()] & king_attacks(to)).any() {
                let fixed_defenders = self.steady & self.own[loser.index()] & !self.kings;
                let uncovered = fixed_defenders.into_iter().all(|d| {
                    let p = self.piece(d);
                    !geometry::attacks(p.role, loser, d, occupied).has(to)
                });
                if uncovered {
                    continue;
                }
            }
            let checks_adjacent = geometry::attacks(piece.role, piece.color, to, occupied) & king_attacks(to);
            if self.steady.has(lk) && checks_adjacent.has(lk) {
                targets = targets.without(to);
            }
        }
        targets
    }

    /// A king step that would leave a king with no moving pieces at most one
    /// free square is a stalemate, not the road to mate (unless leaving `from`
    /// opens a line for one of our sliders).
    fn no_stalemating_step(&self, color: Color, from: Square, mut targets: Bitboard) -> Bitboard {
        let theirs = self.own[(!color).index()];
        if (theirs & !self.kings & self.movable).any() {
            return targets;
        }
        let their_king = self.king(!color);
        let region =
            self.reach[their_king.index()] | (king_attacks(their_king) & !self.attacked[color.index()] & !self.steady);
        let ours = self.own[color.index()];
        let (mut diagonal, mut straight) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for sq in ours {
            match self.piece(sq).role {
                Role::Bishop => diagonal = diagonal.with(sq),
                Role::Rook => straight = straight.with(sq),
                Role::Queen => {
                    diagonal = diagonal.with(sq);
                    straight = straight.with(sq);
                }
                _ => {}
            }
        }
        for to in targets {
            let covered = king_attacks(to).with(to);
            if (king_attacks(their_king) & covered).is_empty() {
                continue;
            }
            let blockers = !self.clear | Bitboard::from_square(to);
            let diagonals = bishop_attacks(from, blockers) & !blockers;
            if diagonal.into_iter().any(|s| (self.reach[s.index()] & diagonals).any()) {
                continue;
            }
            let lines = rook_attacks(from, blockers) & !blockers;
            if straight.into_iter().any(|s| (self.reach[s.index()] & lines).any()) {
                continue;
            }
            if (region & !covered).count() <= 1 {
                targets = targets.without(to);
            }
        }
        targets
    }

    /// A move whose path holds a piece that can never be taken and never
    /// leaves that path is impossible.
    fn no_passing_fixed_obstacles(&self, start: Square, piece: Piece, from: Square, mut targets: Bitboard) -> Bitboard {
        let (role, color) = (piece.role, piece.color);
        for to in targets {
            let way = between(from, to) | Bitboard::from_square(from) | Bitboard::from_square(to);
            let obstacles = self.occupied & way & !Bitboard::from_square(start) & !self.capturable;
            for obstacle in obstacles {
                let other = self.piece(obstacle);
                let mut real_way = way;
                let capturing = other.color != color
                    && (other.role != Role::Pawn || role != Role::Pawn || from.file() != to.file());
                if capturing {
                    real_way = real_way.without(obstacle);
                }
                if role == Role::Pawn
                    && other.role == Role::Pawn
                    && (self.reach[start.index()] & !Bitboard::file(to.file())).is_empty()
                {
                    real_way |= line(start, obstacle);
                }
                if (self.reach[obstacle.index()] & !real_way).is_empty() {
                    targets = targets.without(to);
                }
            }
            targets &= !(self.uncapturable_while_steady & self.steady);
        }
        targets
    }
}

#[cfg(test)]
impl Reach {
    /// Squares `color` attacks for good (after saturation).
    pub(super) fn attacked(&self, color: Color) -> Bitboard {
        self.attacked[color.index()]
    }

    /// Pieces that may be taken (after saturation).
    pub(super) fn capturable(&self) -> Bitboard {
        self.capturable
    }
}

/// Changes `field`, noting whether anything changed.
fn update(field: &mut Bitboard, change: impl FnOnce(Bitboard) -> Bitboard, progress: &mut bool) {
    let value = change(*field);
    if *field != value {
        *field = value;
        *progress = true;
    }
}
