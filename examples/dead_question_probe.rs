//! The dead-position question (5.2.2) over a file of FENs, one a line: each position asked
//! `times` times in a row, the first `count` positions. For comparing a position asked once
//! (as `ferz check` asks it) with one asked again at once, under `valgrind --tool=cachegrind
//! --branch-sim=yes`: the instructions are the same, the mispredicted branches and first-level
//! misses are not (see docs/speed.md). The final positions of the check bench come from
//! `FERZ_CHECK_BENCH_FINALS=FILE cargo bench --bench check`.
//!
//! `cargo run --release --example dead_question_probe -- FILE [count] [times]`

use ferz::rules::Position;
use ferz::rules::unwinnable::dead_position;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(file) = args.next() else {
        eprintln!("usage: dead_question_probe FILE [count] [times]");
        std::process::exit(2);
    };
    let count: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(usize::MAX);
    let times: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1).max(1);
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{file}: {e}");
            std::process::exit(1);
        }
    };
    let (mut asked, mut dead) = (0usize, 0usize);
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(count) {
        let Ok(pos) = Position::from_fen(line.trim()) else {
            eprintln!("not a FEN: {line}");
            std::process::exit(1);
        };
        for _ in 0..times {
            dead += usize::from(dead_position(&pos).is_some());
        }
        asked += 1;
    }
    println!("{asked} positions, each asked {times} times: {} dead", dead / times);
}
