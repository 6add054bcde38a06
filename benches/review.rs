//! The costs of looking back: a 40-move game reviewed by Stockfish at depth 12 (seconds, with
//! the engine on one thread), and the opening lookup of one position (nanoseconds, against
//! the render budget of a frame) with the whole lichess list built into the program, and the
//! cost of building its index at the first use.
//!
//! `cargo bench --bench review`

use std::path::Path;
use std::time::Instant;

use ferz::engine::{Engine, Limit, Timeouts, locate};
use ferz::openings::built_in;
use ferz::pgn::PgnReader;
use ferz::review::review_game;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read(root.join("tests/data/famous.pgn")).expect("tests/data/famous.pgn");
    let game = PgnReader::new(text.as_slice())
        .filter_map(Result::ok)
        .find(|g| g.moves.len() >= 80)
        .expect("a game of 40 moves");
    let who = format!("{} – {}", game.tag("White").unwrap_or("?"), game.tag("Black").unwrap_or("?"));
    let moves: Vec<_> = game.moves.iter().take(80).map(|m| m.mv).collect();
    let positions: Vec<_> = game.positions().take(81).collect();

    let which = "the lichess list built in";
    let started = Instant::now();
    let book = built_in();
    let load = started.elapsed();
    let rounds = 2_000;
    let started = Instant::now();
    let mut named = 0;
    for _ in 0..rounds {
        named += usize::from(std::hint::black_box(book.name(std::hint::black_box(&positions))).is_some());
    }
    let per_position = started.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64;
    println!(
        "openings: {which}, {} positions, loaded in {:.1} ms; lookup {per_position:.0} ns a position \
         ({:.1} µs for a whole 40-move game); named {named}/{rounds}",
        book.len(),
        load.as_secs_f64() * 1e3,
        per_position * positions.len() as f64 / 1e3,
    );

    let Ok(path) = locate(None) else {
        println!("review: skipped, no Stockfish installed (apt-get install stockfish)");
        return;
    };
    let mut engine = Engine::start(&path, Timeouts::default()).expect("Stockfish starts");
    {
        let depth = 12;
        let started = Instant::now();
        let review = review_game(&mut engine, &game.start, &moves, Limit::Depth(depth), |_| {}).expect("review");
        let secs = started.elapsed().as_secs_f64();
        println!(
            "review: {who}, 40 moves (81 positions) at depth {depth} with {}: {secs:.2} s \
             ({:.0} ms a position); White ACPL {}, Black ACPL {}",
            engine.name(),
            secs * 1e3 / 81.0,
            review.white.acpl(),
            review.black.acpl(),
        );
    }
}
