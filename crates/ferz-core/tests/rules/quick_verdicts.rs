//! The cheap paths of the final-position verdicts that `ferz check` asks
//! never lie: the dead-position question with its directed look first
//! (`unwinnable::dead_position`, `Memo::dead_position`) and a flag fall's question with the
//! look first (`Memo::can_mate_within`) give chasolver's labels — the answers of the full
//! proof, which `adjudication_labels` holds to them — on every lichess position of the set
//! where a side cannot mate, every eighth of the others, and the colour-flipped copy of each (the same position, the other side to mate), and every "can mate"
//! they give comes with a line that is legal move by move and ends in mate by that side.

use crate::parallel;

use std::sync::Mutex;

use ferz_core::rules::unwinnable::{Budget, Memo, Verdict, dead_position_within};
use ferz_core::rules::{Color, Position};

#[path = "../../../../benches/support/flip.rs"]
mod flip;

/// The labelled lichess positions where a side cannot mate, every eighth of the others, and
/// the flipped copy of each: the FEN, and whether White / Black can mate.
fn positions() -> Vec<(String, bool, bool)> {
    let path = format!("{}/../../tests/data/adjudication/lichess.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let labelled: Vec<(String, bool, bool)> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .enumerate()
        .filter(|(i, l)| !l.starts_with("WB") || i % 8 == 0)
        .map(|(_, l)| l)
        .map(|l| {
            let (label, fen) = l.split_at(2);
            (fen.trim().to_string(), label.starts_with('W'), label.ends_with('B'))
        })
        .collect();
    let flipped = labelled.iter().map(|(fen, white, black)| (flip::flipped(fen), *black, *white));
    labelled.iter().cloned().chain(flipped).collect()
}

/// Why `verdict` for `side` is wrong against the label `expected`, or `None`.
fn fault(pos: &Position, side: Color, expected: bool, verdict: &Verdict) -> Option<String> {
    match verdict {
        Verdict::Unknown => Some("Unknown".to_string()),
        Verdict::Unwinnable(_) => expected.then(|| "cannot mate, but the label says it can".to_string()),
        Verdict::Winnable { .. } if !expected => Some("can mate, but the label says it cannot".to_string()),
        Verdict::Winnable { helpmate } => {
            let mut p = pos.clone();
            for &mv in helpmate {
                if !p.is_legal(mv) {
                    return Some(format!("the line {helpmate:?} has an illegal move {mv}"));
                }
                p = p.play_unchecked(mv);
            }
            (!(p.is_checkmate() && p.turn() != side)).then(|| format!("the line {helpmate:?} does not mate"))
        }
    }
}

#[test]
fn the_quick_verdicts_are_the_labels_and_their_lines_mate() {
    let set = positions();
    // The counted budget every verdict outside the terminal game has: no clock.
    let budget = Budget::counted();
    let faults = Mutex::new(Vec::new());
    let counts = Mutex::new((0usize, 0usize));
    parallel::on_all_cores(&set, |_, (fen, white, black)| {
        let Ok(pos) = Position::from_fen(fen) else { return };
        let mut found = Vec::new();
        let dead = !white && !black;
        if dead_position_within(&pos, &budget).is_some() != dead {
            found.push("the dead question disagrees".to_string());
        }
        // As `ferz check` asks at a flag fall: the flag's question, then the dead one, one memo.
        for (side, expected) in [(Color::White, *white), (Color::Black, *black)] {
            let mut memo = Memo::new();
            let verdict = memo.can_mate_within(&pos, side, &budget);
            found.extend(fault(&pos, side, expected, &verdict).map(|why| format!("{side:?}: {why}")));
            if memo.dead_position_within(&pos, &budget).is_some() != dead {
                found.push(format!("the dead question after {side:?}'s disagrees"));
            }
            for known in [Color::White, Color::Black] {
                if let Some(v) = memo.known(&pos, known) {
                    let label = if known == Color::White { *white } else { *black };
                    found.extend(fault(&pos, known, label, v).map(|why| format!("kept for {known:?}: {why}")));
                }
            }
        }
        let mut counts = counts.lock().unwrap();
        counts.0 += 1;
        counts.1 += usize::from(dead);
        faults.lock().unwrap().extend(found.into_iter().map(|why| format!("{fen}: {why}")));
    });
    let faults = faults.into_inner().unwrap();
    let (positions, dead) = counts.into_inner().unwrap();
    assert!(faults.is_empty(), "{} faults:\n{}", faults.len(), faults.join("\n"));
    // The set holds both kinds, so that neither answer goes untested.
    assert!(positions > 20_000 && dead >= 12, "{positions} positions, {dead} dead");
}
