//! Properties of the newer time controls in whole games: random legal games with
//! random thinking times, the clock read between the presses as well as at them.
//!
//! - hourglass: the two clocks hold the same sand in all, to the millisecond, until a flag;
//! - upcount: no flag ever falls, and each clock shows the sum of its side's recorded thinks;
//! - time odds: each side's clock runs exactly as its own control alone would run it.

use ferz::game::{Clock, Duration, Game, GameOptions, Instant, Termination, TimeControl};
use ferz::rules::{Color, Position};
use proptest::prelude::*;

fn at(ms: u64) -> Instant {
    Instant::from_ms(ms)
}

fn control(text: &str) -> TimeControl {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A game on `clock` from the start position, its clock started at `start`.
fn game(clock: Clock, start: u64) -> Game {
    let mut g = Game::with_clock(Position::new(), clock, GameOptions::default());
    g.start_clock(at(start));
    g
}

/// Plays the `pick`-th legal move (modulo their number) at `now`; false when the game is over.
fn play(g: &mut Game, pick: usize, now: u64) -> bool {
    g.update(at(now));
    if g.is_over() {
        return false;
    }
    let moves = g.position().legal_moves();
    if moves.is_empty() {
        return false;
    }
    let mv = moves[pick % moves.len()];
    g.play(mv, at(now)).is_ok()
}

/// Both clocks at `now`.
fn both(g: &Game, now: u64) -> [Duration; 2] {
    Color::ALL.map(|side| g.clock().remaining(side, at(now)))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn hourglass_sand_is_constant_until_a_flag(
        plies in proptest::collection::vec((0usize..64, 0u64..40_000, 0u64..=100), 1..80),
    ) {
        // h3: three minutes each, six in all.
        let mut g = game(Clock::new(&control("h3")), 11);
        let mut now = 11;
        for &(pick, think, part) in &plies {
            // Half-way through the move too, not only at the presses.
            let middle = now + think * part / 100;
            g.update(at(middle));
            if g.is_over() {
                break;
            }
            let [w, b] = both(&g, middle);
            prop_assert_eq!((w + b).as_ms(), 360_000, "at {} ms", middle);
            now += think;
            if !play(&mut g, pick, now) {
                break;
            }
            let [w, b] = both(&g, now);
            prop_assert_eq!((w + b).as_ms(), 360_000, "after the move at {} ms", now);
        }
        if let Some(outcome) = g.outcome() {
            // The only way out with time left is the board; a flag leaves all the sand on
            // the other side.
            if outcome.termination == Termination::Timeout {
                let [w, b] = both(&g, now);
                prop_assert_eq!((w + b).as_ms(), 360_000);
                prop_assert!(w.is_zero() || b.is_zero());
            }
        }
    }

    #[test]
    fn upcount_never_flags_and_adds_up_the_thinks(
        plies in proptest::collection::vec((0usize..64, 0u64..3_600_000), 1..80),
    ) {
        let mut g = game(Clock::new(&control("up")), 0);
        let mut now = 0;
        for &(pick, think) in &plies {
            now += think;
            if !play(&mut g, pick, now) {
                break;
            }
            prop_assert_ne!(g.outcome().map(|o| o.termination), Some(Termination::Timeout));
            for side in Color::ALL {
                let thought: u64 =
                    g.moves().iter().filter(|m| m.color == side).filter_map(|m| m.spent).map(Duration::as_ms).sum();
                prop_assert_eq!(g.clock().remaining(side, at(now)).as_ms(), thought, "{:?}", side);
            }
        }
        // However long the last think, no flag.
        g.update(at(u64::MAX / 2));
        prop_assert_ne!(g.outcome().map(|o| o.termination), Some(Termination::Timeout));
        prop_assert_eq!(g.clock().flag_at(), None);
    }

    #[test]
    fn odds_each_side_runs_on_its_own_control(
        white in 0usize..6,
        black in 0usize..6,
        plies in proptest::collection::vec((0usize..64, 0u64..30_000, 0u64..=100), 1..90),
    ) {
        // Countdown controls of every kind, which may run against each other on one clock.
        let controls = ["5", "3+2", "5d3", "4b2", "2/1+1,3+2", "0.5+5"];
        let (wtc, btc) = (control(controls[white]), control(controls[black]));
        let odds = Clock::with_odds(&wtc, &btc).unwrap_or_else(|e| panic!("{e}"));
        let mut g = game(odds, 0);
        // Each side's own control alone, on a clock where the opponent answers at once: the
        // side's clock runs only in its own moves, so its readings are the odds game's.
        let mut own = [Own::new(&wtc, Color::White), Own::new(&btc, Color::Black)];
        let mut now = 0;
        for &(pick, think, part) in &plies {
            let side = g.turn();
            let mine = &mut own[side.index()];
            let e = think * part / 100;
            prop_assert_eq!(
                g.clock().remaining(side, at(now + e)),
                mine.clock.remaining(side, at(mine.t + e)),
                "{:?} {} ms into its move", side, e
            );
            now += think;
            if !play(&mut g, pick, now) {
                break;
            }
            mine.moved(think);
            for side in Color::ALL {
                let o = &own[side.index()];
                prop_assert_eq!(
                    g.clock().remaining(side, at(now)),
                    o.clock.remaining(side, at(o.t)),
                    "{:?} after the move at {} ms", side, now
                );
            }
            if g.is_over() {
                break;
            }
        }
    }
}

/// One side's own control on a clock of its own, the opponent answering at once.
struct Own {
    clock: Clock,
    side: Color,
    /// The time on this clock's own timeline: the sum of the side's thinks.
    t: u64,
}

impl Own {
    fn new(tc: &TimeControl, side: Color) -> Own {
        let mut clock = Clock::new(tc);
        clock.start(Color::White, at(0));
        if side == Color::Black {
            clock.press(at(0)).unwrap_or_else(|e| panic!("{e}"));
        }
        Own { clock, side, t: 0 }
    }

    /// The side moves after `think` ms, and the opponent at once.
    fn moved(&mut self, think: u64) {
        self.t += think;
        self.clock.press(at(self.t)).unwrap_or_else(|e| panic!("{:?}: {e}", self.side));
        self.clock.press(at(self.t)).unwrap_or_else(|e| panic!("the opponent: {e}"));
    }
}
