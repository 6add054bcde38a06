//! A reviewed game written into its PGN: `[%eval]` after every move, the marks as NAGs, the
//! better move as a variation, the tallies as tags.

use super::game_review::GameReview;
use crate::pgn::{PgnGame, PgnMove, Variation};
use crate::rules::Color;

/// The NAGs of move assessment (`!`, `?`, `!!`, `??`, `!?`, `?!`): replaced by the engine's.
const ASSESSMENT_NAGS: std::ops::RangeInclusive<u8> = 1..=6;

/// Writes `review` into `game` (whose main line it was made from): an `eval` command on
/// every move (replacing one already there), the move's mark instead of any assessment it
/// had, the better line as the move's first variation, and per player the tags
/// `Inaccuracies`, `Mistakes`, `Blunders` and `ACPL` (`[WhiteACPL "23"]`). `annotator`
/// names the engine and the search in `[Annotator]`.
pub fn annotate(game: &mut PgnGame, review: &GameReview, annotator: &str) {
    let positions: Vec<_> = game.positions().collect();
    for ((m, reviewed), before) in game.moves.iter_mut().zip(&review.moves).zip(&positions) {
        m.commands.retain(|(name, _)| name != "eval");
        m.commands.insert(0, ("eval".to_string(), reviewed.eval.pgn()));
        m.nags.retain(|n| !ASSESSMENT_NAGS.contains(n));
        if let Some(judgement) = reviewed.judgement {
            m.nags.insert(0, judgement.nag());
        }
        if !reviewed.better.is_empty() {
            let mut pos = before.clone();
            let mut line = Vec::with_capacity(reviewed.better.len());
            for &mv in &reviewed.better {
                line.push(PgnMove::new(&pos, mv));
                pos.play_unchecked_in_place(mv);
            }
            m.variations.insert(0, Variation { comment: None, moves: line });
        }
    }
    for (side, name) in [(Color::White, "White"), (Color::Black, "Black")] {
        let tally = review.tally(side);
        game.set_tag(&format!("{name}Inaccuracies"), &tally.inaccuracies.to_string());
        game.set_tag(&format!("{name}Mistakes"), &tally.mistakes.to_string());
        game.set_tag(&format!("{name}Blunders"), &tally.blunders.to_string());
        game.set_tag(&format!("{name}ACPL"), &tally.acpl().to_string());
    }
    game.set_tag("Annotator", annotator);
}
