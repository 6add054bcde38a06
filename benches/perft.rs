//! Perft speed of ferz against cozy-chess, measured in the same run.
//!
//! Start position depth 5 and Kiwipete depth 4, each with bulk counting (the
//! last ply counted, not made) and full (every leaf move made). The ratio is
//! cozy-chess time / ferz time: above 1.0 means ferz is faster.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use ferz::rules::{Position, perft};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn cozy_perft(board: &cozy_chess::Board, depth: u32, bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    if bulk && depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft(&child, depth - 1, bulk);
        }
        false
    });
    nodes
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, depth) in [("start", START, 5), ("kiwipete", KIWIPETE, 4)] {
        let ours = Position::from_fen(fen).expect("valid FEN");
        let theirs: cozy_chess::Board = fen.parse().expect("valid FEN");
        for bulk in [true, false] {
            let mode = if bulk { "bulk" } else { "full" };
            let expected = perft(&ours, depth, bulk);
            assert_eq!(expected, cozy_perft(&theirs, depth, bulk), "{name} {mode}: the two generators disagree");
            group.bench_with_input(BenchmarkId::new(format!("ferz/{mode}"), name), &depth, |b, &d| {
                b.iter(|| perft(&ours, d, bulk))
            });
            group.bench_with_input(BenchmarkId::new(format!("cozy-chess/{mode}"), name), &depth, |b, &d| {
                b.iter(|| cozy_perft(&theirs, d, bulk))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
