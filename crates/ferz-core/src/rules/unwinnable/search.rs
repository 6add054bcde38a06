//! Iterative-deepening helpmate search: the defending side cooperates, so
//! every legal move of both sides is tried, depth by depth, until a line ends
//! in mate by the mating side (found), or every line ends before the depth
//! limit without one (proved impossible), or the budget is spent.

use rustc_hash::{FxHashMap, FxHashSet};

use super::budget::Stop;

use super::any_move;
use super::key::Key;
use super::ordering::{Class, Guides, Order, classify, ordered_moves_onto};
use crate::rules::{Color, Move, Position};

/// The longest line the search follows, in half-moves.
const MAX_LINE: usize = 128;

/// The most positions the table of searched positions holds (48 bytes each, with the map's
/// own overhead some 50 MB): the search stops, open, when it is full. Below the size at which
/// the map would double again; the largest table chasolver's labelled sets need holds 406,000.
const TABLE_LIMIT: usize = 900_000;

/// What one search round found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Found {
    /// A mate: the line is in [`Search::line`].
    Mate,
    /// Every line ended without a mate by the mating side.
    None,
    /// A line reached the depth limit or the budget ran out.
    Open,
}

/// The state of a helpmate search for `winner`.
#[derive(Debug)]
pub(super) struct Search {
    winner: Color,
    max_depth: u8,
    /// Nodes allowed per ply of depth in one round (`u64::MAX`: no limit).
    pub(super) round_budget: u64,
    /// Nodes allowed over all rounds of one deepening.
    pub(super) total_budget: u64,
    round_nodes: u64,
    total_nodes: u64,
    open: bool,
    /// The moves from the root to the current node (the mate, once found).
    pub(super) line: Vec<Move>,
    after_promising: bool,
    /// The longest line to an end (mate, stalemate, too little material) this round.
    longest: usize,
    /// Positions already searched: the depth left when they were searched
    /// and the round that searched them. A visit with no more depth left is
    /// cut short there.
    pub(super) table: Option<FxHashMap<Key, (u8, u32)>>,
    round: u32,
    /// Positions cut short against an entry of an earlier round: a round can
    /// only prove "no mate" if each of them was searched again in it.
    stale: FxHashSet<Key>,
    /// Visits cut short against the table this round.
    cuts: u64,
    pub(super) guides: Guides,
    /// The order moves are tried in.
    pub(super) order: Order,

    /// The verdict's deadline and cancel flag, looked at every few thousand positions.
    pub(super) stop: Stop,
    /// The moves of every position on the current line, each above its parent's.
    moves: Vec<Move>,
}

impl Search {
    pub(super) fn new(winner: Color) -> Search {
        Search {
            winner,
            max_depth: 0,
            round_budget: u64::MAX,
            total_budget: 1_000_000,
            round_nodes: 0,
            total_nodes: 0,
            open: false,
            line: Vec::with_capacity(MAX_LINE),
            after_promising: false,
            longest: 0,
            table: None,
            round: 0,
            stale: FxHashSet::default(),
            cuts: 0,
            guides: Guides::default(),
            order: Order::Chasolver,
            stop: Stop::never(),
            moves: Vec::with_capacity(MAX_LINE * 8),
        }
    }

    /// The side the search looks for a mate by.
    pub(super) fn winner(&self) -> Color {
        self.winner
    }

    /// Nodes searched so far in this deepening.
    pub(super) fn nodes(&self) -> u64 {
        self.total_nodes + self.round_nodes
    }

    /// Starts a new deepening with a fresh budget.
    pub(super) fn restart(&mut self) {
        self.total_nodes = 0;
        self.round_nodes = 0;
    }

    /// The longest line of the last round that ended by itself, in half-moves.
    pub(super) fn longest(&self) -> u8 {
        self.longest.min(u8::MAX as usize) as u8
    }

    fn next_round(&mut self) {
        self.longest = 0;
        self.round += 1;
        self.stale.clear();
        self.cuts = 0;
        self.total_nodes += self.round_nodes;
        self.round_nodes = 0;
        self.open = false;
    }

    fn out_of_budget(&mut self) -> bool {
        let round = self.round_budget != u64::MAX && self.round_nodes > u64::from(self.max_depth) * self.round_budget;
        let full = self.table.as_ref().is_some_and(|table| table.len() >= TABLE_LIMIT);
        round || full || self.nodes() > self.total_budget || self.stop.due(self.round_nodes)
    }

    /// Searches depths `depths` in turn from `pos`; the deepest depth that
    /// completes without an open line decides.
    pub(super) fn deepen(&mut self, pos: &Position, depths: std::ops::RangeInclusive<u8>) -> Found {
        let base = self.line.len();
        for depth in depths {
            self.max_depth = depth;
            self.next_round();
            self.line.truncate(base);
            if self.helpmate(pos, 0) {
                return Found::Mate;
            }
            if !self.open && !self.stale_left() {
                return Found::None;
            }
        }
        Found::Open
    }

    /// How many positions the last round searched, when it closed on itself
    /// (some visits were cut short at positions it had searched); `None` when
    /// every line of the round simply ended.
    pub(super) fn closed_set(&self) -> Option<u32> {
        let table = self.table.as_ref().filter(|_| self.cuts > 0)?;
        Some(table.values().filter(|&&(_, round)| round == self.round).count() as u32)
    }

    /// True when a position cut short against an earlier round's entry was
    /// not searched again in this round: then this round proves nothing.
    ///
    /// A round that ends with no open line proves "no mate" because every
    /// position it searched has all its moves lead to an end without mate or
    /// to a position searched in the same round: a closed set. A cut against
    /// an earlier round's entry is part of that set only if searched again now.
    fn stale_left(&self) -> bool {
        let Some(table) = &self.table else { return false };
        self.stale.iter().any(|key| table.get(key).is_none_or(|&(_, round)| round != self.round))
    }

    /// The recursive search; `true` when a mate was found (the line holds it).
    fn helpmate(&mut self, pos: &Position, depth: u8) -> bool {
        let left = self.max_depth.saturating_sub(depth);
        let key = self.table.as_ref().map(|_| Key::of(pos));
        if let (Some(table), Some(key)) = (&self.table, &key)
            && let Some(&(searched, round)) = table.get(key)
            && searched >= left
        {
            if round != self.round {
                self.stale.insert(*key);
            }
            self.cuts += 1;
            return false;
        }
        // A leaf only asks whether there is a move at all; a position searched
        // further lists its moves in order (and an empty list answers the same).
        let leaf = depth >= self.max_depth || self.line.len() >= MAX_LINE;
        if leaf && self.open {
            // A line of this round is open already, so the round cannot prove that no mate
            // exists and its longest line no longer counts: a leaf matters only as the mate,
            // and only the losing side in check can be mated.
            return pos.turn() != self.winner && pos.is_check() && !any_move::has_legal_move(pos);
        }
        // This position's moves go on top of the stack, above those of the line to it.
        let start = self.moves.len();
        if !leaf {
            ordered_moves_onto(pos, self.winner, &mut self.moves);
        }
        let has_move = if leaf { any_move::has_legal_move(pos) } else { self.moves.len() > start };
        let found = if !has_move {
            self.longest = self.longest.max(self.line.len());
            pos.turn() != self.winner && pos.is_check()
        } else if pos.lacks_mating_material(self.winner) {
            self.longest = self.longest.max(self.line.len());
            false
        } else if leaf {
            self.open = true;
            false
        } else {
            if let (Some(table), Some(key)) = (&mut self.table, key) {
                table.insert(key, (left, self.round));
            }
            let end = self.moves.len();
            self.children(pos, start..end, depth)
        };
        self.moves.truncate(start);
        found
    }

    fn children(&mut self, pos: &Position, moves: std::ops::Range<usize>, depth: u8) -> bool {
        if self.order == Order::ByClass {
            return self.children_by_class(pos, moves, depth);
        }
        for i in moves {
            let mv = self.moves[i];
            let class = classify(pos, mv, self.winner, &self.guides);
            match self.child(pos, mv, class, depth) {
                Step::Mate => return true,
                Step::Spent => return false,
                Step::Next => {}
            }
        }
        false
    }

    /// [`Search::children`] in the quick order: the promising moves first (they cost no
    /// depth, so a mate down one of them is found before the other moves' leaves are
    /// visited), then the normal ones, then the unpromising ones, each in the order given.
    fn children_by_class(&mut self, pos: &Position, moves: std::ops::Range<usize>, depth: u8) -> bool {
        let mut classes = [Class::Normal; 256];
        let (first, count) = (moves.start, moves.len().min(classes.len()));
        for (k, class) in classes[..count].iter_mut().enumerate() {
            *class = classify(pos, self.moves[first + k], self.winner, &self.guides);
        }
        for pass in [Class::Promising, Class::Normal, Class::Unpromising] {
            for (k, _) in classes[..count].iter().enumerate().filter(|&(_, &class)| class == pass) {
                match self.child(pos, self.moves[first + k], pass, depth) {
                    Step::Mate => return true,
                    Step::Spent => return false,
                    Step::Next => {}
                }
            }
        }
        false
    }

    /// Searches the position after `mv` (of class `class`) from `pos`, at `depth`.
    #[inline]
    fn child(&mut self, pos: &Position, mv: Move, class: Class, depth: u8) -> Step {
        self.round_nodes += 1;
        if self.out_of_budget() {
            self.open = true;
            return Step::Spent;
        }
        let next_depth = match class {
            Class::Promising => depth,
            Class::Unpromising => depth.saturating_add(4),
            Class::Normal => depth + u8::from(!self.after_promising),
        };
        let next = pos.play_unchecked(mv);
        let saved = self.after_promising;
        self.after_promising = class == Class::Promising;
        self.line.push(mv);
        if self.helpmate(&next, next_depth) {
            return Step::Mate;
        }
        self.line.pop();
        self.after_promising = saved;
        Step::Next
    }
}

/// What searching one child gave.
enum Step {
    /// A mate: the line holds it.
    Mate,
    /// The budget is spent: the round stops, open.
    Spent,
    /// No mate there: on to the next move.
    Next,
}
