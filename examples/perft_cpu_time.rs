//! Make-move perft of ferz and shakmaty, run alternately in one process and timed in CPU
//! seconds (utime + stime from `/proc/self/stat`, Linux), so that other programs sharing the
//! machine move both timings alike. Criterion (`cargo bench --bench perft`) times wall-clock,
//! one crate after the other; on a loaded machine a burst of other work lands on whichever
//! crate is running, and this comparison is the steadier one.
//!
//! `cargo run --release --example perft_cpu_time [ROUNDS]`: the start position at depth 6 and
//! Kiwipete at depth 5, every leaf move made; it prints each crate's best and median time and
//! the range of ferz/shakmaty ratios over the rounds (below 1: ferz faster).

use ferz::rules::{Position, perft};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The same make-move perft as in `benches/perft.rs`.
fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        nodes += shakmaty_perft(&child, depth - 1);
    }
    nodes
}

/// CPU seconds this process has used so far (10 ms resolution).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("/proc/self/stat is readable (Linux)");
    // The fields after the command name, which is in parentheses and may hold spaces.
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// Runs `work` and returns its result and the CPU seconds it took.
fn timed(work: impl FnOnce() -> u64) -> (u64, f64) {
    let start = cpu_seconds();
    let nodes = work();
    (nodes, cpu_seconds() - start)
}

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(5).max(1);
    for (name, fen, depth) in [("start position", START, 6), ("Kiwipete", KIWIPETE, 5)] {
        let ours = Position::from_fen(fen).expect("valid FEN");
        let theirs: Chess = Fen::from_ascii(fen.as_bytes())
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");
        let (mut ferz_times, mut shakmaty_times, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..rounds {
            let (a, ferz_time) = timed(|| perft(&ours, depth, false));
            let (b, shakmaty_time) = timed(|| shakmaty_perft(&theirs, depth));
            assert_eq!(a, b, "{name}: the two crates count different nodes");
            ferz_times.push(ferz_time);
            shakmaty_times.push(shakmaty_time);
            ratios.push(ferz_time / shakmaty_time);
        }
        for list in [&mut ferz_times, &mut shakmaty_times, &mut ratios] {
            list.sort_by(f64::total_cmp);
        }
        let mid = rounds / 2;
        println!(
            "{name}, depth {depth}, every leaf move made: ferz {:.2} s (median {:.2}), shakmaty {:.2} s (median {:.2}), \
             ferz/shakmaty {:.2}–{:.2} (median {:.2})",
            ferz_times[0],
            ferz_times[mid],
            shakmaty_times[0],
            shakmaty_times[mid],
            ratios[0],
            ratios[rounds - 1],
            ratios[mid],
        );
    }
}
