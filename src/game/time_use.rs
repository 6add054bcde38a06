//! Where the time went: each side's thinking time per move and its clock after each move, read
//! from the record of the game — the same times `[%emt]` and `[%clk]` are written from — for
//! the chart after the game and in review.

use super::clock::Clock;
use super::game::Game;
use super::time::{Duration, Instant};
use crate::rules::Color;

/// One move's times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveTime {
    /// The number of the full move (1 for `1. e4` and `1... e5`).
    pub number: u32,
    /// Who made it.
    pub color: Color,
    /// The time the mover's clock ran for it; `None` when the record does not say (a game
    /// resumed from a PGN without `[%emt]`).
    pub spent: Option<Duration>,
    /// The mover's clock right after it.
    pub clock: Duration,
}

/// The times of a timed game, move by move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeUse {
    /// Each side's clock before its first move (White's, Black's).
    start: [Duration; 2],
    /// The moves whose clock the record keeps, in the order they were made.
    moves: Vec<MoveTime>,
}

impl TimeUse {
    /// The times of `game`; `None` for a game without a clock.
    pub fn of(game: &Game) -> Option<TimeUse> {
        let clock = game.clock();
        if clock.is_untimed() {
            return None;
        }
        let white = clock.time_control_of(Color::White);
        let black = clock.time_control_of(Color::Black);
        let fresh = Clock::with_odds(white, black).unwrap_or_else(|_| Clock::new(white));
        let start = Color::ALL.map(|side| fresh.remaining(side, Instant::START));
        let moves = game
            .moves()
            .iter()
            .filter_map(|m| m.clock.map(|clock| MoveTime { number: m.number, color: m.color, spent: m.spent, clock }))
            .collect();
        Some(TimeUse { start, moves })
    }

    /// `side`'s clock before its first move.
    pub fn start(&self, side: Color) -> Duration {
        self.start[side.index()]
    }

    /// Every move with its times.
    pub fn moves(&self) -> &[MoveTime] {
        &self.moves
    }

    /// `side`'s moves.
    pub fn of_side(&self, side: Color) -> impl Iterator<Item = &MoveTime> {
        self.moves.iter().filter(move |m| m.color == side)
    }

    /// The time `side` thought in all, over the moves whose time is known.
    pub fn total(&self, side: Color) -> Duration {
        self.of_side(side).filter_map(|m| m.spent).fold(Duration::ZERO, |sum, d| sum + d)
    }

    /// `side`'s longest think (the first, when two were as long).
    pub fn longest(&self, side: Color) -> Option<&MoveTime> {
        self.of_side(side).filter(|m| m.spent.is_some()).fold(None, |best: Option<&MoveTime>, m| match best {
            Some(b) if b.spent >= m.spent => Some(b),
            _ => Some(m),
        })
    }

    /// The longest think of either side, and the most either clock showed: the scales of
    /// the chart.
    pub fn maxima(&self) -> (Duration, Duration) {
        let spent = self.moves.iter().filter_map(|m| m.spent).max().unwrap_or(Duration::ZERO);
        let clock = self.moves.iter().map(|m| m.clock).chain(self.start).max().unwrap_or(Duration::ZERO);
        (spent, clock)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameOptions;
    use crate::rules::Position;

    fn game(tc: &str) -> Game {
        match tc.parse() {
            Ok(tc) => Game::new(Position::new(), tc, GameOptions::default()),
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn the_record_gives_each_sides_times() {
        // 3+2: both clocks start at 3:02 (the increment credited before move 1).
        let mut g = game("3+2");
        g.start_clock(Instant::from_ms(0));
        for (san, at) in [("e4", 1_000), ("e5", 11_000), ("Nf3", 41_000), ("Nc6", 42_000)] {
            if let Err(e) = g.play_text(san, Instant::from_ms(at)) {
                panic!("{san}: {e}");
            }
        }
        let Some(t) = TimeUse::of(&g) else { panic!("timed") };
        assert_eq!(t.start(Color::White), Duration::from_secs(182));
        let white: Vec<_> = t.of_side(Color::White).map(|m| (m.number, m.spent, m.clock)).collect();
        assert_eq!(
            white,
            [
                (1, Some(Duration::from_secs(1)), Duration::from_secs(183)),
                (2, Some(Duration::from_secs(30)), Duration::from_secs(155)),
            ]
        );
        assert_eq!(t.total(Color::White), Duration::from_secs(31));
        assert_eq!(t.total(Color::Black), Duration::from_secs(11));
        assert_eq!(t.longest(Color::White).map(|m| m.number), Some(2));
        assert_eq!(t.longest(Color::Black).map(|m| m.number), Some(1));
        assert_eq!(t.maxima(), (Duration::from_secs(30), Duration::from_secs(183)));
    }

    #[test]
    fn an_untimed_game_has_no_times() {
        assert_eq!(TimeUse::of(&game("none")), None);
    }
}
