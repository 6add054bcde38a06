//! The prover against chasolver's labelled positions (tests/data/adjudication,
//! copied from the chasolver 3.0.0 crate, MIT): 3,414 hard positions submitted
//! to chasolver.org and 65,548 positions from lichess games. For every position
//! and both sides, ferz's verdict must equal the label, never be Unknown, and
//! every helpmate must be a legal line ending in mate by that side.
//!
//! Runs on every core. 277 positions of the hard set cannot arise in a game,
//! and ferz refuses them as FEN: 263 hold more promoted pieces than the side
//! has missing pawns (a second queen, a third rook or knight, or a second
//! bishop on one square colour each need a pawn that promoted), 12 are in a
//! double check that no single move can give (two bishops, two knights, two
//! pawns), and 2 have nine pawns of one colour. Each rule is a necessary
//! condition of the Laws, so every refusal is a true impossibility; the test
//! counts them by rule so that none hides another.

use crate::parallel;

use std::sync::Mutex;
use std::time::{Duration, Instant};

use ferz_core::rules::unwinnable::{Budget, Verdict, neither_can_mate_within, winnability_within};
use ferz_core::rules::{Color, FenError, Position, PositionError};

/// One labelled position: the FEN and whether White / Black can mate.
struct Labelled {
    fen: String,
    white: bool,
    black: bool,
}

fn read(name: &str) -> Vec<Labelled> {
    let path = format!("{}/../../tests/data/adjudication/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (label, fen) = l.split_at(2);
            Labelled { fen: fen.trim().to_string(), white: label.starts_with('W'), black: label.ends_with('B') }
        })
        .collect()
}

/// Why a verdict is wrong, or `None` when it is right.
fn fault(pos: &Position, side: Color, expected: bool, verdict: &Verdict) -> Option<String> {
    match verdict {
        Verdict::Unknown => Some("Unknown".to_string()),
        Verdict::Unwinnable(why) if expected => Some(format!("Unwinnable ({why:?}) but the label says it can mate")),
        Verdict::Unwinnable(_) => None,
        Verdict::Winnable { .. } if !expected => Some("Winnable but the label says it cannot mate".to_string()),
        Verdict::Winnable { helpmate } => {
            let mut p = pos.clone();
            for (i, &mv) in helpmate.iter().enumerate() {
                if !p.is_legal(mv) {
                    return Some(format!("helpmate move {} ({mv}) is illegal", i + 1));
                }
                p = p.play_unchecked(mv);
            }
            (!(p.is_checkmate() && p.turn() == !side)).then(|| format!("helpmate {helpmate:?} does not end in mate"))
        }
    }
}

/// Checks every position on all cores; returns the slowest (time, FEN).
///
/// `impossible` is how many positions of the set ferz refuses as impossible in
/// a game, by the rule that refuses them: chess has no such position, so there
/// is nothing to adjudicate, and the counts keep the refusal from hiding others.
/// With `dead_check`, the dead-position check of a game (`neither_can_mate`)
/// must also agree with the labels (on the lichess set: positions of games).
fn check(name: &str, impossible: &[(&str, usize)], dead_check: bool) -> (Duration, String) {
    let set = read(name);
    let faults = Mutex::new(Vec::new());
    let slowest = Mutex::new((Duration::ZERO, String::new()));
    let refused = Mutex::new(Vec::new());
    parallel::on_all_cores(&set, |i, item| {
        if i.is_multiple_of(500) && std::env::var_os("FERZ_PROGRESS").is_some() {
            eprintln!("{name}: {i} of {}", set.len());
        }
        let pos = match Position::from_fen(&item.fen) {
            Ok(pos) => pos,
            Err(FenError::Position(why)) => {
                refused.lock().unwrap().push((rule(&why), format!("{}: {why}", item.fen)));
                return;
            }
            Err(e) => panic!("{}: {e}", item.fen),
        };
        // The dead-position check (both sides, cheap stages first) agrees with the labels.
        // The budget `ferz adjudicate`, `ferz check` and `ferz script` give every verdict:
        // counted work alone, so the answers below are the same on any machine, loaded or not.
        let budget = Budget::counted();
        if dead_check && neither_can_mate_within(&pos, &budget).is_some() != (!item.white && !item.black) {
            faults.lock().unwrap().push(format!("{}: the dead-position check disagrees", item.fen));
        }
        for (side, expected) in [(Color::White, item.white), (Color::Black, item.black)] {
            let t = Instant::now();
            let verdict = winnability_within(&pos, side, &budget);
            let took = t.elapsed();
            if let Some(why) = fault(&pos, side, expected, &verdict) {
                let fault = format!("{} for {side}: {why}", item.fen);
                if std::env::var_os("FERZ_PROGRESS").is_some() {
                    eprintln!("{fault} [{took:?}]");
                }
                faults.lock().unwrap().push(fault);
            }
            let mut slow = slowest.lock().unwrap();
            if took > slow.0 {
                *slow = (took, format!("{} ({side})", item.fen));
            }
        }
    });
    let refused = refused.into_inner().unwrap();
    let count = |name: &str| refused.iter().filter(|(rule, _)| *rule == name).count();
    let counted: Vec<(&str, usize)> = impossible.iter().map(|&(name, _)| (name, count(name))).collect();
    let listed: Vec<&str> = refused.iter().map(|(_, line)| line.as_str()).collect();
    assert_eq!(counted, impossible, "positions refused as impossible:\n{}", listed.join("\n"));
    assert_eq!(
        refused.len(),
        impossible.iter().map(|&(_, n)| n).sum::<usize>(),
        "refused by another rule:\n{}",
        listed.join("\n")
    );
    let faults = faults.into_inner().unwrap();
    assert!(faults.is_empty(), "{} of {} positions wrong in {name}:\n{}", faults.len(), set.len(), faults.join("\n"));
    slowest.into_inner().unwrap()
}

/// The rule a refused position breaks, in a few words.
fn rule(why: &PositionError) -> &'static str {
    match why {
        PositionError::ImpossibleMaterial { .. } => "promoted pieces",
        PositionError::ImpossibleDoubleCheck(..) => "double check",
        PositionError::TooManyPawns(..) => "nine pawns",
        _ => "another rule",
    }
}

#[test]
fn hard_positions_are_decided_as_labelled() {
    let (took, fen) =
        check("positions.txt", &[("promoted pieces", 263), ("double check", 12), ("nine pawns", 2)], false);
    eprintln!("positions.txt: slowest {took:?} on {fen}");
}

#[test]
fn lichess_positions_are_decided_as_labelled() {
    let (took, fen) = check("lichess.txt", &[], true);
    eprintln!("lichess.txt: slowest {took:?} on {fen}");
}
