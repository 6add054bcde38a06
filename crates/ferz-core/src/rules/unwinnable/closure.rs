//! Proofs by visiting positions: the closure of every position that can still
//! arise (small when only pawns can move), and the chains of checks.

use rustc_hash::FxHashSet;

use super::key::Key;
use super::ordering::ordered_moves;
use super::statics;
use crate::rules::{Color, Move, Position, Role};

/// The most positions the closure visits before giving up.
const CLOSURE_LIMIT: usize = 3000;

/// Every position reachable from `pos`, breadth first, each once: `Some(n)`
/// (n positions) when none is a mate by `winner`, `None` when one is or the
/// set grows too large.
pub(super) fn closure(pos: &Position, winner: Color) -> Option<u32> {
    let mut seen = FxHashSet::default();
    seen.insert(Key::of(pos));
    let mut layer = vec![pos.clone()];
    let mut next = Vec::new();
    while !layer.is_empty() {
        for pos in &layer {
            if pos.lacks_mating_material(winner) {
                continue;
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                if pos.turn() != winner && pos.is_check() {
                    return None;
                }
                continue;
            }
            for &mv in moves.iter() {
                let child = pos.play_unchecked(mv);
                if seen.insert(Key::of(&child)) {
                    if seen.len() > CLOSURE_LIMIT {
                        return None;
                    }
                    next.push(child);
                }
            }
        }
        layer.clear();
        std::mem::swap(&mut layer, &mut next);
    }
    Some(seen.len() as u32)
}

/// Which sides made a move with something other than a pawn within the first
/// `budget` nodes of a depth-first walk from `pos` (White, Black), the moves
/// tried in the order of a search for a mate by `winner`.
pub(super) fn pieces_move(pos: &Position, winner: Color, budget: u64) -> [bool; 2] {
    let mut seen = [false; 2];
    let mut nodes = 0;
    walk(pos, winner, &mut seen, &mut nodes, budget);
    seen
}

fn walk(pos: &Position, winner: Color, seen: &mut [bool; 2], nodes: &mut u64, budget: u64) {
    for &mv in ordered_moves(pos, winner).iter() {
        if pos.role_at(mv.from()) != Some(Role::Pawn) {
            seen[pos.turn().index()] = true;
        }
        *nodes += 1;
        if *nodes >= budget || seen.iter().all(|&s| s) {
            return;
        }
        walk(&pos.play_unchecked(mv), winner, seen, nodes, budget);
        if *nodes >= budget || seen.iter().all(|&s| s) {
            return;
        }
    }
}

/// What following the checks found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Chain {
    Mate(Vec<Move>),
    NoMate,
    Undecided,
}

/// The longest chain of checks followed.
const CHAIN_DEPTH: u32 = 16;

/// Follows every chain of checks from `pos` (and every first move): a
/// position reached by a quiet move must be statically locked for the proof
/// to stand.
pub(super) fn check_chains(pos: &Position, winner: Color) -> Chain {
    let mut visited = FxHashSet::default();
    let mut line = Vec::new();
    match chains(pos, winner, &mut visited, 0, &mut line) {
        Chain::Mate(_) => Chain::Mate(line),
        other => other,
    }
}

fn chains(pos: &Position, winner: Color, visited: &mut FxHashSet<Key>, depth: u32, line: &mut Vec<Move>) -> Chain {
    if depth > CHAIN_DEPTH {
        return Chain::Undecided;
    }
    visited.insert(Key::of(pos));
    let moves = ordered_moves(pos, winner);
    if moves.is_empty() {
        return if pos.turn() != winner && pos.is_check() { Chain::Mate(Vec::new()) } else { Chain::NoMate };
    }
    for &mv in moves.iter() {
        let child = pos.play_unchecked(mv);
        if visited.contains(&Key::of(&child)) {
            continue;
        }
        if child.is_check() || depth == 0 {
            line.push(mv);
            match chains(&child, winner, visited, depth + 1, line) {
                Chain::Mate(_) => return Chain::Mate(Vec::new()),
                Chain::Undecided => return Chain::Undecided,
                Chain::NoMate => {
                    line.pop();
                    continue;
                }
            }
        }
        if !statics::locked(&child, winner) {
            return Chain::Undecided;
        }
    }
    Chain::NoMate
}
