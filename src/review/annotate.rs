//! A reviewed game written into its PGN, and read back from it: `[%eval]` after every move
//! (and before the first, for the start position), the marks as NAGs, the better move as a
//! variation, the tallies as tags.
//!
//! After a move that checkmates, no `[%eval]` is written, as lichess writes none: the game is
//! over and the result says so, and the only text for it (`#0`) is read by python-chess and
//! others as White being mated whichever side was. Reading back, a move without `[%eval]`
//! that checkmates is known to be `#0` for its side.

use super::game_review::{GameReview, MoveReview};
use super::judgement::{Eval, Judgement, centipawn_loss};
use crate::pgn::{PgnGame, PgnMove, Variation};
use crate::rules::Color;

/// The NAGs of move assessment (`!`, `?`, `!!`, `??`, `!?`, `?!`): replaced by the engine's.
const ASSESSMENT_NAGS: std::ops::RangeInclusive<u8> = 1..=6;

/// The PGN command of an evaluation.
const EVAL: &str = "eval";

/// Writes `review` into `game` (whose main line it was made from): the start position's
/// evaluation as an `eval` command in the comment before the first move, an `eval` command on
/// every move but a mating one (replacing one already there), the move's mark instead of any
/// assessment it had, the better line as the move's first variation, and per player the tags
/// `Inaccuracies`, `Mistakes`, `Blunders` and `ACPL` (`[WhiteACPL "23"]`). `annotator`
/// names the engine and the search in `[Annotator]`.
pub fn annotate(game: &mut PgnGame, review: &GameReview, annotator: &str) {
    let lead = game.comment.as_deref().map(without_eval).unwrap_or_default();
    let start = format!("[%{EVAL} {}]", review.start.pgn());
    game.comment = Some(if lead.is_empty() { start } else { format!("{start} {lead}") });
    let positions: Vec<_> = game.positions().collect();
    for ((m, reviewed), before) in game.moves.iter_mut().zip(&review.moves).zip(&positions) {
        m.commands.retain(|(name, _)| name != EVAL);
        if !reviewed.eval.is_given_mate() {
            m.commands.insert(0, (EVAL.to_string(), reviewed.eval.pgn()));
        }
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

/// The review a PGN game already carries, as [`annotate`] writes one (or lichess, which
/// writes the same commands and NAGs): the evaluation after every move, the marks from the
/// NAGs `$6`, `$2`, `$4`, the better line from a marked move's first variation, and the
/// tallies counted from them as a review made now counts them. `None` when some move has no
/// `[%eval]` (but a mating one) or one that does not read: such a game is for the engine.
///
/// Without the start position's evaluation (lichess writes none), the first move's loss is
/// not known and counts as none.
#[must_use]
pub fn read_review(game: &PgnGame) -> Option<GameReview> {
    if game.moves.is_empty() {
        return None;
    }
    let start = game.comment.as_deref().and_then(lead_eval);
    let mut review = GameReview::new(start.unwrap_or(Eval::Cp(0)));
    let mut before = start;
    let mut positions = game.positions().skip(1);
    for m in &game.moves {
        let after_pos = positions.next()?;
        let mover = !after_pos.turn();
        let after = match m.commands.iter().find(|(name, _)| name == EVAL) {
            Some((_, text)) => Eval::from_pgn(text)?,
            None if after_pos.is_checkmate() => Eval::Mate { winner: mover, moves: 0 },
            None => return None,
        };
        let judgement = m.nags.iter().find_map(|&nag| Judgement::from_nag(nag));
        let better = match (judgement, m.variations.first()) {
            (Some(_), Some(line)) => line.moves.iter().map(|v| v.mv).collect(),
            _ => Vec::new(),
        };
        let loss = before.map_or(0, |b| centipawn_loss(b, after, mover));
        review.push(mover, MoveReview { eval: after, judgement, better, loss });
        before = Some(after);
    }
    Some(review)
}

/// The evaluation of an `[%eval …]` command in a comment's text.
fn lead_eval(comment: &str) -> Option<Eval> {
    let at = comment.find("[%eval ")?;
    let rest = &comment[at + "[%eval ".len()..];
    Eval::from_pgn(&rest[..rest.find(']')?])
}

/// A comment's text without its `[%eval …]` commands.
fn without_eval(comment: &str) -> String {
    let mut text = String::new();
    let mut rest = comment;
    while let Some(at) = rest.find("[%eval ") {
        text.push_str(&rest[..at]);
        match rest[at..].find(']') {
            Some(end) => rest = &rest[at + end + 1..],
            None => {
                rest = "";
            }
        }
    }
    text.push_str(rest);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
