//! Who can still mate: ferz's prover against chasolver's full search (the
//! crate whose labels the differential test uses), measured in the same run on
//! the same positions, both sides of each.
//!
//! Two workloads from tests/data/adjudication, each also colour-flipped (the
//! board mirrored, the colours swapped): every 32nd position of the
//! lichess set (positions from real games) and every 4th of the hard set
//! (positions submitted to chasolver.org, less those no game can reach,
//! which ferz refuses as FEN). The ratio is chasolver time / ferz
//! time: above 1.0 means ferz is faster.
//!
//! Before that, the cost of the dead-position check that runs after every
//! move (`ferz::game::dead`: can White mate, then only if not, can Black) is
//! timed one position at a time over every 8th lichess position and every
//! position of the famous games in tests/data, and its median, 99th
//! percentile and worst are printed (a frame is ~16 ms).

mod support {
    pub mod flip;
}

use std::str::FromStr;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use ferz::game::dead;
use ferz::pgn::PgnReader;
use ferz::rules::unwinnable::winnability;
use ferz::rules::{Color, Position};

fn sample(name: &str, every: usize) -> Vec<String> {
    let path = format!("{}/tests/data/adjudication/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .step_by(every)
        .map(|l| l[2..].trim().to_string())
        .collect()
}

/// Every position of every game of a PGN file in tests/data.
fn game_positions(name: &str) -> Vec<Position> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    PgnReader::new(std::io::BufReader::new(file)).flatten().flat_map(|g| g.positions().collect::<Vec<_>>()).collect()
}

/// Times the dead-position check on each position and prints the spread.
fn per_move_report() {
    let mut positions: Vec<Position> =
        sample("lichess.txt", 8).iter().map(|f| Position::from_fen(f).expect("valid FEN")).collect();
    positions.extend(game_positions("famous.pgn"));
    let mut times: Vec<(Duration, String)> = positions
        .iter()
        .map(|p| {
            let t = Instant::now();
            std::hint::black_box(dead(p));
            (t.elapsed(), p.fen())
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].0;
    let (worst, fen) = &times[times.len() - 1];
    eprintln!(
        "dead-position check after a move, {} real positions: median {:?}, 99th percentile {:?}, worst {:?} ({fen})",
        times.len(),
        at(0.5),
        at(0.99),
        worst
    );
}

fn bench_adjudicate(c: &mut Criterion) {
    per_move_report();
    let mut group = c.benchmark_group("adjudicate");
    group.sample_size(10);
    let sets = [("lichess", "lichess.txt", 32, false), ("hard", "positions.txt", 4, false)];
    let flipped = [("lichess-flipped", "lichess.txt", 32, true), ("hard-flipped", "positions.txt", 4, true)];
    for (set, file, every, flip) in sets.into_iter().chain(flipped) {
        // Positions no game can reach (ferz refuses them as FEN) are left out of both.
        let fens: Vec<String> = sample(file, every)
            .into_iter()
            .map(|f| if flip { support::flip::flipped(&f) } else { f })
            .filter(|f| Position::from_fen(f).is_ok())
            .collect();
        let ours: Vec<Position> = fens.iter().map(|f| Position::from_fen(f).expect("valid FEN")).collect();
        let theirs: Vec<chess::Board> = fens.iter().map(|f| chess::Board::from_str(f).expect("valid FEN")).collect();
        group.bench_with_input(BenchmarkId::new("ferz", set), &ours, |b, positions| {
            b.iter(|| {
                positions
                    .iter()
                    .map(|p| {
                        usize::from(winnability(p, Color::White).can_mate() == Some(true))
                            + usize::from(winnability(p, Color::Black).can_mate() == Some(true))
                    })
                    .sum::<usize>()
            })
        });
        group.bench_with_input(BenchmarkId::new("chasolver", set), &theirs, |b, boards| {
            b.iter(|| {
                boards
                    .iter()
                    .map(|board| {
                        [chess::Color::White, chess::Color::Black]
                            .into_iter()
                            .filter(|&side| {
                                matches!(
                                    chasolver::winnability(board, side),
                                    Some(chasolver::Winnability::Winnable { .. })
                                )
                            })
                            .count()
                    })
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_adjudicate);
criterion_main!(benches);
