//! The unfinished games found at the start, while the players choose: each with its save and
//! who holds it — this process (it may be resumed here) or another ferz, which plays it and
//! whose game is never moved, resumed or overwritten — and the one picked in the list.

use std::path::PathBuf;

use crate::game::{CalendarTime, Saved};
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
    /// When it was last written (last played), if the file says.
    pub played: Option<CalendarTime>,
}

impl Found {
    /// True when another ferz plays this game.
    pub fn is_held_elsewhere(&self) -> bool {
        matches!(self.holder, Holder::Other(_))
    }
}

/// An event (a match or a round-robin) found waiting between its games, with no game of it
/// among the games found: its place on the app's shelf and who holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoundEvent {
    /// Its index on the shelf of events found.
    pub shelf: usize,
    /// Who holds it: this process (it may be resumed here) or another ferz, which plays it.
    pub holder: Holder,
}

/// What a row of the list is: a game, or an event between its games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// The game at this index of [`FoundList::games`].
    Game(usize),
    /// The event at this index of [`FoundList::events`].
    Event(usize),
}

/// The unfinished games found, the events waiting between their games (after the games), and
/// the row the players have picked.
#[derive(Debug, Clone, Default)]
pub struct FoundList {
    games: Vec<Found>,
    events: Vec<FoundEvent>,
    choice: usize,
}

impl FoundList {
    /// The games and the events offered, the first row free to resume picked.
    pub fn new(games: Vec<Found>, events: Vec<FoundEvent>) -> FoundList {
        let choice = games
            .iter()
            .map(|f| f.holder)
            .chain(events.iter().map(|e| e.holder))
            .position(|h| !matches!(h, Holder::Other(_)))
            .unwrap_or(0);
        FoundList { games, events, choice }
    }

    /// The games found.
    pub fn games(&self) -> &[Found] {
        &self.games
    }

    /// The events found waiting between their games.
    pub fn events(&self) -> &[FoundEvent] {
        &self.events
    }

    /// The number of rows: the games, then the events.
    pub fn len(&self) -> usize {
        self.games.len() + self.events.len()
    }

    /// True when nothing was found.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// What the row picked is.
    pub fn picked(&self) -> Option<Row> {
        if self.choice < self.games.len() {
            Some(Row::Game(self.choice))
        } else {
            let i = self.choice - self.games.len();
            (i < self.events.len()).then_some(Row::Event(i))
        }
    }

    /// The index of the game picked.
    pub fn choice(&self) -> usize {
        self.choice
    }

    /// ↑ (`step` < 0) or ↓ in the list.
    pub fn step(&mut self, step: i8) {
        let last = self.len().saturating_sub(1);
        self.choice = if step < 0 { self.choice.saturating_sub(1) } else { (self.choice + 1).min(last) };
    }

    /// The players chose: the games, the events and the row picked, once.
    pub fn take(&mut self) -> (Vec<Found>, Vec<FoundEvent>, Option<Row>) {
        let picked = self.picked();
        self.choice = 0;
        (std::mem::take(&mut self.games), std::mem::take(&mut self.events), picked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, GameOptions, Instant, TimeControl};
    use crate::lang::English;
    use crate::rules::Position;

    fn found(holder: Holder) -> Found {
        let tc: TimeControl = "5+3".parse().expect("5+3");
        let game = Game::new(Position::new(), tc, GameOptions::default());
        let saved = Game::from_save(&game.to_save(&English, Instant::from_ms(0), None)).expect("a save");
        Found { path: PathBuf::from("g.pgn"), saved: Box::new(saved), holder, played: None }
    }

    #[test]
    fn an_event_is_a_row_after_the_games_and_may_be_picked() {
        let events = vec![FoundEvent { shelf: 3, holder: Holder::Me }];
        let mut list = FoundList::new(vec![found(Holder::Other(Some(7)))], events);
        // The game is held by another window: the event, free, is picked first.
        assert_eq!(list.len(), 2);
        assert_eq!(list.picked(), Some(Row::Event(0)));
        list.step(-1);
        assert_eq!(list.picked(), Some(Row::Game(0)));
        list.step(1);
        list.step(1);
        assert_eq!(list.picked(), Some(Row::Event(0)));
        let (games, events, picked) = list.take();
        assert_eq!((games.len(), events[0].shelf, picked), (1, 3, Some(Row::Event(0))));
        assert!(list.is_empty());
    }

    #[test]
    fn an_event_held_elsewhere_is_listed_but_not_picked_first() {
        let events = vec![FoundEvent { shelf: 0, holder: Holder::Other(Some(42)) }];
        let list = FoundList::new(vec![found(Holder::Me)], events);
        assert_eq!(list.picked(), Some(Row::Game(0)));
        assert_eq!(list.events()[0].holder, Holder::Other(Some(42)));
    }
}
