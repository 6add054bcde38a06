//! Generating and playing moves allocates nothing, hand moves included: the move list
//! lives on the stack and `play` copies a fixed-size position. Checking PGN games with the
//! checking pass (`ferz check`'s) allocates nothing per move or per game. Counted with an
//! instrumented global allocator. The file runs without the test harness (`harness = false`
//! in Cargo.toml): libtest's own thread books each test as it starts (a name, a map entry)
//! while the test already counts, which made the count wrong now and then on a loaded
//! machine; here nothing but the checks runs.

use std::alloc::System;

use ferz_core::pgn::Validator;
use ferz_core::rules::{Position, perft};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn main() {
    move_generation_and_play_never_touch_the_heap();
    println!("no_alloc: generating, playing and explaining moves, and checking PGN games, allocated nothing");
}

fn move_generation_and_play_never_touch_the_heap() {
    let positions: Vec<Position> = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    ]
    .iter()
    .map(|fen| Position::from_fen(fen).expect("a legal position"))
    .collect();

    let region = Region::new(GLOBAL);
    let mut nodes = 0;
    for pos in &positions {
        nodes += perft(pos, 3, false);
        nodes += perft(pos, 3, true);
        for &mv in pos.legal_moves().iter() {
            let next = pos.play_unchecked(mv);
            nodes += next.count_legal_moves();
            let _ = (next.is_check(), next.is_checkmate(), next.hash());
        }
        // Moves a hand could make (--arbiter practice): generated, played and explained.
        for mv in pos.hand_moves() {
            let next = pos.play_by_hand(mv);
            nodes += u64::from(pos.is_hand_move(mv) && pos.fits_pattern(mv));
            let _ = (next.hash(), pos.why_illegal(mv, None));
        }
    }
    let change = region.change();
    assert!(nodes > 100_000, "{nodes}");
    assert_eq!(change.allocations, 0, "allocations while generating and playing: {change:?}");
    assert_eq!(change.reallocations, 0, "{change:?}");

    // Three famous games and a lichess-style one (tags, clocks and evaluations in comments,
    // NAGs, black's numbers after comments), a hundred times over.
    let famous =
        std::fs::read(format!("{}/../../tests/data/famous.pgn", env!("CARGO_MANIFEST_DIR"))).expect("famous.pgn");
    let lichess = b"[Event \"Rated Blitz game\"]\n[Termination \"Time forfeit\"]\n\n1. e4 { [%clk 0:03:00] } \
                    1... e5 { [%eval 0.2] [%clk 0:02:59] } 2. Qh5?! $6 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0\n\n";
    let mut text = Vec::new();
    for _ in 0..100 {
        text.extend_from_slice(&famous);
        text.extend_from_slice(b"\n");
        text.extend_from_slice(lichess);
    }
    let read: usize =
        ferz_core::pgn::PgnReader::new(text.as_slice()).map(|g| g.expect("a valid game").moves.len()).sum();
    let region = Region::new(GLOBAL);
    let (mut games, mut plies) = (Validator::new(&text), 0);
    while let Some(game) = games.next_game() {
        plies += game.map_or(0, |g| g.plies);
    }
    let change = region.change();
    assert_eq!(plies, read, "every game read whole");
    assert!(plies > 20_000, "{plies}");
    assert_eq!(change.allocations, 0, "allocations while checking PGN games: {change:?}");
}
