//! ferz's prover against chasolver in CPU time, the two in turn in one program, on a
//! labelled set of tests/data/adjudication (or any file of FENs, one a line, a label before
//! each allowed) and its colour-flipped copy (the board mirrored, colours swapped: the same
//! positions, the other side to mate), both sides of each position. The time is the thread's
//! CPU time (`/proc/thread-self/schedstat`), so other work on the machine moves it far less
//! than wall-clock time. Run it in release mode:
//!
//! ```text
//! cargo run --release --example adjudicate_cpu [lichess.txt|positions.txt|PATH] [EVERY] [ROUNDS]
//! ```
//!
//! Each round times ferz, then chasolver, then ferz's whole answer as `ferz adjudicate` writes
//! it (the FEN read, both verdicts, the mating lines in SAN, the JSON line). Prints, per set,
//! each ratio ferz / chasolver (below 1.0: ferz faster) as the median of the rounds with the
//! lowest and highest, and each side's best CPU seconds.

use std::str::FromStr;

#[path = "../benches/support/flip.rs"]
mod flip;

use ferz::adjudicate::judge_line;
use ferz::rules::unwinnable::winnability;
use ferz::rules::{Color, Position};
use flip::flipped;

/// This thread's CPU time so far, in seconds.
fn cpu() -> f64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    text.split_whitespace().next().and_then(|ns| ns.parse::<f64>().ok()).unwrap_or(0.0) / 1e9
}

/// The median, lowest and highest of `values`.
fn spread(values: &mut [f64]) -> (f64, f64, f64) {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    let median = if n % 2 == 1 { values[n / 2] } else { (values[n / 2 - 1] + values[n / 2]) / 2.0 };
    (median, values[0], values[n - 1])
}

fn main() {
    let mut args = std::env::args().skip(1);
    let set = args.next().unwrap_or_else(|| "lichess.txt".to_string());
    let every: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(8);
    let rounds: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    let path = if set.contains('/') {
        set.clone()
    } else {
        format!("{}/tests/data/adjudication/{set}", env!("CARGO_MANIFEST_DIR"))
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    // A labelled line starts with its label (`W `, `-B`, …), a plain one with the board.
    let fens: Vec<String> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .step_by(every)
        .map(|l| if l.split_whitespace().next().is_some_and(|w| w.contains('/')) { l.trim() } else { l[2..].trim() })
        .map(str::to_string)
        .filter(|f| Position::from_fen(f).is_ok())
        .collect();
    for (name, fens) in [("original", fens.clone()), ("flipped", fens.iter().map(|f| flipped(f)).collect())] {
        let ours: Vec<Position> = fens.iter().filter_map(|f| Position::from_fen(f).ok()).collect();
        let theirs: Vec<chess::Board> = fens.iter().filter_map(|f| chess::Board::from_str(f).ok()).collect();
        let (mut best_ours, mut best_theirs, mut best_whole) = (f64::MAX, f64::MAX, f64::MAX);
        let (mut solver, mut whole) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            let t = cpu();
            let a: usize = ours
                .iter()
                .map(|p| Color::ALL.iter().filter(|&&c| winnability(p, c).can_mate() == Some(true)).count())
                .sum();
            let ours_s = cpu() - t;
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
            let theirs_s = cpu() - t;
            let t = cpu();
            let bytes: usize = fens
                .iter()
                .map(|f| Position::from_fen(f).map_or(0, |p| std::hint::black_box(judge_line(&p)).len()))
                .sum();
            let whole_s = cpu() - t;
            assert_eq!(a, b, "the two solvers disagree on {set} ({name})");
            assert!(bytes > 0);
            best_ours = best_ours.min(ours_s);
            best_theirs = best_theirs.min(theirs_s);
            best_whole = best_whole.min(whole_s);
            solver.push(ours_s / theirs_s);
            whole.push(whole_s / theirs_s);
        }
        let (sm, sl, sh) = spread(&mut solver);
        let (wm, wl, wh) = spread(&mut whole);
        println!(
            "{set} {name}, {} positions, both sides: ferz {best_ours:.3} s, chasolver {best_theirs:.3} s, \
             ratio ferz/chasolver {sm:.2} ({sl:.2}–{sh:.2}); the whole answer {best_whole:.3} s, {wm:.2} ({wl:.2}–{wh:.2}), {rounds} rounds",
            ours.len(),
        );
    }
}
