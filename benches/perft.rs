//! Perft speed of ferz against the fastest Rust move generators, cozy-chess and shakmaty,
//! measured in the same run on the same positions.
//!
//! The start position at depth 5 and Kiwipete at depth 4, each in two modes: `bulk` counts
//! the moves of the last ply without making them; `make` makes every move down to the leaves
//! (copy-make), the speed a search such as the adjudicator's helpmate search runs at. Set
//! `FERZ_BENCH_DEEP=1` to add the start position at depth 6 and Kiwipete at depth 5.
//! Compare the times of the same position and mode: peer time / ferz time above 1.0 means
//! ferz is faster. The `perft960` group does the same for Chess960 positions (bulk counting),
//! every peer in its Chess960 mode.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use ferz::rules::{Position, perft};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};

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

fn shakmaty_perft(pos: &Chess, depth: u32, bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if bulk && depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for mv in moves {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        nodes += shakmaty_perft(&child, depth - 1, bulk);
    }
    nodes
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let mut cases = vec![("start", START, 5), ("kiwipete", KIWIPETE, 4)];
    if std::env::var_os("FERZ_BENCH_DEEP").is_some() {
        cases.extend([("start", START, 6), ("kiwipete", KIWIPETE, 5)]);
    }
    for (name, fen, depth) in cases {
        let ours = Position::from_fen(fen).expect("valid FEN");
        let cozy: cozy_chess::Board = fen.parse().expect("valid FEN");
        let shak: Chess = Fen::from_ascii(fen.as_bytes())
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");
        for bulk in [true, false] {
            let mode = if bulk { "bulk" } else { "make" };
            let expected = perft(&ours, depth, bulk);
            assert_eq!(expected, cozy_perft(&cozy, depth, bulk), "{name} {mode}: cozy-chess disagrees");
            assert_eq!(expected, shakmaty_perft(&shak, depth, bulk), "{name} {mode}: shakmaty disagrees");
            let case = format!("{name}-d{depth}");
            group.bench_with_input(BenchmarkId::new(format!("ferz/{mode}"), &case), &depth, |b, &d| {
                b.iter(|| perft(&ours, d, bulk))
            });
            group.bench_with_input(BenchmarkId::new(format!("cozy-chess/{mode}"), &case), &depth, |b, &d| {
                b.iter(|| cozy_perft(&cozy, d, bulk))
            });
            group.bench_with_input(BenchmarkId::new(format!("shakmaty/{mode}"), &case), &depth, |b, &d| {
                b.iter(|| shakmaty_perft(&shak, d, bulk))
            });
        }
    }
    group.finish();
}

/// Chess960: two tricky middlegames with castling of every shape and a starting position,
/// against cozy-chess and shakmaty in their Chess960 modes (Shredder-FEN for cozy-chess).
fn bench_chess960(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft960");
    group.sample_size(10);
    let cases = [
        ("bqnb1rkr", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 4),
        ("2nnrbkr", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 4),
        ("start96", "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w HEhe - 0 1", 5),
    ];
    for (name, fen, depth) in cases {
        let ours = Position::from_fen_960(fen).expect("valid Chess960 FEN");
        let cozy = cozy_chess::Board::from_fen(fen, true).expect("valid Shredder-FEN");
        let shak: Chess = Fen::from_ascii(fen.as_bytes())
            .expect("valid FEN")
            .into_position(CastlingMode::Chess960)
            .expect("legal position");
        let bulk = true;
        let expected = perft(&ours, depth, bulk);
        assert_eq!(expected, cozy_perft(&cozy, depth, bulk), "{name}: cozy-chess disagrees");
        assert_eq!(expected, shakmaty_perft(&shak, depth, bulk), "{name}: shakmaty disagrees");
        let case = format!("{name}-d{depth}");
        group.bench_with_input(BenchmarkId::new("ferz/bulk", &case), &depth, |b, &d| b.iter(|| perft(&ours, d, bulk)));
        group.bench_with_input(BenchmarkId::new("cozy-chess/bulk", &case), &depth, |b, &d| {
            b.iter(|| cozy_perft(&cozy, d, bulk))
        });
        group.bench_with_input(BenchmarkId::new("shakmaty/bulk", &case), &depth, |b, &d| {
            b.iter(|| shakmaty_perft(&shak, d, bulk))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft, bench_chess960);
criterion_main!(benches);
