//! One lichess-style game, as the pgn bench writes its file; shared with ferz-core's
//! `pgn_pass` example, which writes the same file for instruction counts. The including crate
//! names `Position` and `san` at its root (from `ferz::rules` or `ferz_core::rules`).

use std::fmt::Write as _;

use super::lichess::{Rng, clock, pick};
use crate::{Position, san};

/// One lichess-style game.
pub fn game(rng: &mut Rng, number: usize) -> String {
    const NAMES: [&str; 6] =
        ["DrNykterstein", "penguingm1", "Zhigalko_Sergei", "nihalsarin2004", "Msb2", "Bombegansen"];
    const OPENINGS: [(&str, &str); 4] = [
        ("B01", "Scandinavian Defense"),
        ("C50", "Italian Game"),
        ("D02", "Queen's Pawn Game: London System"),
        ("A45", "Indian Defense"),
    ];
    let (eco, opening) = OPENINGS[rng.below(OPENINGS.len())];
    let mut moves = String::new();
    let mut pos = Position::new();
    let mut clocks = [180_000u64, 180_000];
    let evals = rng.below(5) == 0;
    let plies = 20 + rng.below(140);
    for ply in 0..plies {
        let Some(mv) = pick(rng, &pos) else { break };
        let side = ply % 2;
        clocks[side] = clocks[side].saturating_sub(rng.below(6_000) as u64) + 2_000;
        let number = ply / 2 + 1;
        let _ = if side == 0 { write!(moves, "{number}. ") } else { write!(moves, "{number}... ") };
        let _ = write!(moves, "{} {{ ", san(&pos, mv));
        if evals {
            let _ = write!(moves, "[%eval {}.{}] ", rng.below(3), rng.below(100));
        }
        let _ = write!(moves, "[%clk {}] }} ", clock(clocks[side]));
        pos = pos.play_unchecked(mv);
    }
    let result = ["1-0", "0-1", "1/2-1/2"][rng.below(3)];
    let white = NAMES[rng.below(NAMES.len())];
    let black = NAMES[rng.below(NAMES.len())];
    format!(
        "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/{number:08x}\"]\n[Date \"2024.01.01\"]\n\
         [Round \"-\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\
         [UTCDate \"2024.01.01\"]\n[UTCTime \"00:00:{:02}\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]\n\
         [WhiteRatingDiff \"+5\"]\n[BlackRatingDiff \"-5\"]\n[ECO \"{eco}\"]\n[Opening \"{opening}\"]\n\
         [TimeControl \"180+2\"]\n[Termination \"Normal\"]\n\n{moves}{result}\n\n",
        number % 60,
        2000 + rng.below(900),
        2000 + rng.below(900),
    )
}
