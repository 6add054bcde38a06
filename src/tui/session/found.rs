//! The unfinished games found at the start, while the players choose: each with its save and
//! who holds it — this process (it may be resumed here) or another ferz, which plays it and
//! whose game is never moved, resumed or overwritten — and the one picked in the list.

use std::path::PathBuf;

use crate::game::Saved;
use crate::storage::Holder;

/// An unfinished game found at the start.
#[derive(Debug, Clone)]
pub struct Found {
    /// Its save.
    pub path: PathBuf,
    /// The game.
    pub saved: Box<Saved>,
    /// Who holds it: this process (it may be resumed here) or another ferz, which plays it.
    pub holder: Holder,
}

impl Found {
    /// True when another ferz plays this game.
    pub fn is_held_elsewhere(&self) -> bool {
        matches!(self.holder, Holder::Other(_))
    }
}

/// The unfinished games found, and the one the players have picked.
#[derive(Debug, Clone, Default)]
pub struct FoundList {
    games: Vec<Found>,
    choice: usize,
}

impl FoundList {
    /// The games offered, the first one free to resume picked.
    pub fn new(games: Vec<Found>) -> FoundList {
        let choice = games.iter().position(|f| !f.is_held_elsewhere()).unwrap_or(0);
        FoundList { games, choice }
    }

    /// The games found.
    pub fn games(&self) -> &[Found] {
        &self.games
    }

    /// The index of the game picked.
    pub fn choice(&self) -> usize {
        self.choice
    }

    /// ↑ (`step` < 0) or ↓ in the list.
    pub fn step(&mut self, step: i8) {
        let last = self.games.len().saturating_sub(1);
        self.choice = if step < 0 { self.choice.saturating_sub(1) } else { (self.choice + 1).min(last) };
    }

    /// The players chose: the games, the picked one's index, once.
    pub fn take(&mut self) -> (Vec<Found>, usize) {
        let choice = self.choice.min(self.games.len().saturating_sub(1));
        self.choice = 0;
        (std::mem::take(&mut self.games), choice)
    }
}
