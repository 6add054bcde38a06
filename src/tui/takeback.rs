//! Taking back the last move (casual play, with the opponent's consent): the game is rebuilt
//! from its start position and every move but the last, with the clocks as they stand now.

use crate::game::{Clock, ClockState, Game, SavedMove};

/// The game without its last move. Both clocks keep the time they show at `now`; the side that
/// made the move is to move again and its clock runs (unless the clocks were paused). When the
/// move completed a time control, the period stays as it was reached: the time it added is kept.
pub fn without_last_move(game: &Game, now: u64) -> Result<Game, String> {
    let moves = game.moves();
    let Some(last) = moves.last() else { return Err("there is no move".to_string()) };
    let taker = last.color;
    let clock = game.clock();
    let mut state: ClockState = clock.state(now);
    if !clock.is_untimed() {
        for side in crate::rules::Color::ALL {
            state.remaining_ms[side.index()] = clock.remaining_ms(side, now);
        }
    }
    let i = taker.index();
    state.moves_made[i] = state.moves_made[i].saturating_sub(1);
    state.to_move = Some(taker);
    state.used_in_move_ms = 0;
    let tc = clock.time_control();
    let restored = match Clock::from_state(tc, &state) {
        Ok(c) => c,
        // The move completed a period: count it back into the period it ended.
        Err(_) if state.period_index[i] > 0 => {
            state.period_index[i] -= 1;
            Clock::from_state(tc, &state).map_err(|e| e.to_string())?
        }
        Err(e) => return Err(e.to_string()),
    };
    // The moves kept keep their clock readings, so the PGN's `[%clk]` stays whole.
    let kept: Vec<SavedMove> = moves[..moves.len() - 1]
        .iter()
        .map(|m| SavedMove { mv: m.mv, draw_offer: m.draw_offer, clock_ms: m.clock_ms })
        .collect();
    let mut rebuilt = Game::restore(game.start_position().clone(), &kept, restored, game.options().clone(), None, None)
        .map_err(|e| e.to_string())?;
    if clock.running().is_some() {
        rebuilt.resume(now).map_err(|e| e.to_string())?;
    }
    Ok(rebuilt)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameOptions, TimeControl};
    use crate::rules::{Color, Position};

    fn game(tc: &str) -> Game {
        let tc: TimeControl = match tc.parse() {
            Ok(tc) => tc,
            Err(e) => panic!("{e}"),
        };
        Game::new(Position::new(), tc, GameOptions::default())
    }

    #[test]
    fn the_last_move_goes_and_the_clocks_stay() {
        let mut g = game("3+2");
        g.start_clock(0);
        for (text, at) in [("e4", 5_000), ("e5", 9_000), ("Nf3", 10_000)] {
            assert!(g.play_text(text, at).is_ok(), "{text}");
        }
        let (w, b) = (g.clock().remaining_ms(Color::White, 12_000), g.clock().remaining_ms(Color::Black, 12_000));
        let Ok(back) = without_last_move(&g, 12_000) else { panic!("takeback refused") };
        assert_eq!(back.moves().len(), 2);
        // The moves kept keep their clock readings (the PGN's `[%clk]`).
        assert!(back.moves()[1].clock_ms.is_some());
        assert_eq!(back.moves()[..2], g.moves()[..2]);
        assert_eq!(back.turn(), Color::White);
        assert_eq!(back.clock().running(), Some(Color::White));
        assert_eq!(back.clock().remaining_ms(Color::White, 12_000), w);
        assert_eq!(back.clock().remaining_ms(Color::Black, 12_000), b);
        assert_eq!(back.clock().remaining_ms(Color::White, 13_000), w - 1_000, "White's clock runs");
        let mut back = back;
        assert!(back.play_text("Nc3", 14_000).is_ok());
        assert_eq!(back.clock().running(), Some(Color::Black));
    }

    #[test]
    fn nothing_to_take_back() {
        assert!(without_last_move(&game("none"), 0).is_err());
    }

    #[test]
    fn a_move_that_completed_a_period_can_be_taken_back() {
        let mut g = game("1/1,1");
        g.start_clock(0);
        assert!(g.play_text("e4", 1_000).is_ok());
        let back = without_last_move(&g, 2_000);
        assert!(back.is_ok(), "{back:?}");
    }
}
