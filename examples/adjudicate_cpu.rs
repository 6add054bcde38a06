//! ferz's prover against chasolver in CPU time, the two in turn in one program, on a
//! labelled set of tests/data/adjudication and its colour-flipped copy (the board mirrored,
//! colours swapped: the same positions, the other side to mate), both sides of each position.
//! The time is the thread's CPU time (`/proc/thread-self/schedstat`), so other work on the
//! machine moves it far less than wall-clock time. Run it in release mode:
//!
//! ```text
//! cargo run --release --example adjudicate_cpu [lichess.txt|positions.txt] [EVERY] [ROUNDS]
//! ```
//!
//! Prints, per set, each solver's CPU seconds (best of ROUNDS, default 3) and the ratio
//! chasolver / ferz: above 1.0 means ferz is faster.

use std::str::FromStr;

#[path = "../benches/support/flip.rs"]
mod flip;

use ferz::rules::unwinnable::winnability;
use ferz::rules::{Color, Position};
use flip::flipped;

/// This thread's CPU time so far, in seconds.
fn cpu() -> f64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    text.split_whitespace().next().and_then(|ns| ns.parse::<f64>().ok()).unwrap_or(0.0) / 1e9
}

fn main() {
    let mut args = std::env::args().skip(1);
    let set = args.next().unwrap_or_else(|| "lichess.txt".to_string());
    let every: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(8);
    let rounds: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    let path = format!("{}/tests/data/adjudication/{set}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let fens: Vec<String> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .step_by(every)
        .map(|l| l[2..].trim().to_string())
        .filter(|f| Position::from_fen(f).is_ok())
        .collect();
    for (name, fens) in [("original", fens.clone()), ("flipped", fens.iter().map(|f| flipped(f)).collect())] {
        let ours: Vec<Position> = fens.iter().filter_map(|f| Position::from_fen(f).ok()).collect();
        let theirs: Vec<chess::Board> = fens.iter().filter_map(|f| chess::Board::from_str(f).ok()).collect();
        let (mut best_ours, mut best_theirs) = (f64::MAX, f64::MAX);
        for _ in 0..rounds {
            let t = cpu();
            let a: usize = ours
                .iter()
                .map(|p| Color::ALL.iter().filter(|&&c| winnability(p, c).can_mate() == Some(true)).count())
                .sum();
            best_ours = best_ours.min(cpu() - t);
            let t = cpu();
            let b: usize = theirs
                .iter()
                .map(|board| {
                    [chess::Color::White, chess::Color::Black]
                        .into_iter()
                        .filter(|&side| {
                            matches!(chasolver::winnability(board, side), Some(chasolver::Winnability::Winnable { .. }))
                        })
                        .count()
                })
                .sum();
            best_theirs = best_theirs.min(cpu() - t);
            assert_eq!(a, b, "the two solvers disagree on {set} ({name})");
        }
        println!(
            "{set} {name}, {} positions, both sides: ferz {best_ours:.3} s, chasolver {best_theirs:.3} s, ratio {:.2}",
            ours.len(),
            best_theirs / best_ours
        );
    }
}
