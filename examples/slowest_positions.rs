//! The slowest positions for the helpmate prover: times `winnability` for both
//! sides of every position of a labelled set in tests/data/adjudication, one
//! at a time on one core, and lists those above a threshold, slowest first.
//!
//! Issue 10 asks that no single position take more than a second; this is how
//! to find the ones that do. Run it in release mode:
//!
//! ```text
//! cargo run --release --example slowest_positions [positions.txt|lichess.txt] [SECONDS]
//! ```
//!
//! The set defaults to the hard set (positions.txt), the threshold to 0.5 s;
//! a set given as a path (with a `/`) is read from that file.
//! Positions ferz refuses as impossible in a game are skipped.

use std::time::{Duration, Instant};

use ferz::rules::unwinnable::{Verdict, winnability};
use ferz::rules::{Color, Position};

fn main() {
    let mut args = std::env::args().skip(1);
    let set = args.next().unwrap_or_else(|| "positions.txt".to_string());
    let threshold = match args.next().map(|s| s.parse::<f64>()) {
        None => Duration::from_millis(500),
        Some(Ok(secs)) if secs >= 0.0 && secs.is_finite() => Duration::from_secs_f64(secs),
        Some(_) => {
            eprintln!("the threshold is a number of seconds, like 0.5");
            std::process::exit(2);
        }
    };
    // A bare name is a set of tests/data/adjudication; a path is any file of
    // labelled lines like theirs (`W  FEN`, `-B FEN`, ...).
    let path = if set.contains('/') {
        set.clone()
    } else {
        format!("{}/tests/data/adjudication/{set}", env!("CARGO_MANIFEST_DIR"))
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let fens = text.lines().filter(|l| l.len() > 2 && !l.starts_with('#')).map(|l| l[2..].trim());
    let positions: Vec<Position> = fens.filter_map(|fen| Position::from_fen(fen).ok()).collect();
    let mut slow = Vec::new();
    let mut total = Duration::ZERO;
    for pos in &positions {
        for side in [Color::White, Color::Black] {
            let (took, verdict) = timed(pos, side);
            total += took;
            if took > threshold {
                // A shared machine makes single timings noisy: the best of three.
                let best = (0..2).map(|_| timed(pos, side).0).fold(took, Duration::min);
                if best > threshold {
                    slow.push((best, side, verdict, pos.fen()));
                }
            }
        }
    }
    slow.sort_by_key(|s| std::cmp::Reverse(s.0));
    println!("{set}: {} positions, both sides, {total:.2?} in all", positions.len());
    println!("{} verdicts slower than {threshold:?} (best of three):", slow.len());
    for (took, side, verdict, fen) in slow {
        println!("{:>8.3} s  {side:<5}  {verdict:<28}  {fen}", took.as_secs_f64());
    }
}

/// How long `winnability` takes, and its verdict in a few words.
fn timed(pos: &Position, side: Color) -> (Duration, String) {
    let start = Instant::now();
    let verdict = winnability(pos, side);
    let took = start.elapsed();
    let words = match verdict {
        Verdict::Winnable { helpmate } => format!("mates in {} plies", helpmate.len()),
        Verdict::Unwinnable(why) => format!("cannot mate ({why:?})"),
        Verdict::Unknown => "unknown".to_string(),
    };
    (took, words)
}
