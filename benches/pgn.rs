//! PGN reading speed: ferz against pgn-reader + shakmaty, in the same run on the same file,
//! every move of every game validated by both.
//!
//! The file is made here, deterministically, in lichess's export style: the usual tags
//! (players, ratings, opening, time control, termination), every move followed by its clock
//! comment `{ [%clk 0:02:58] }` (and, in one game of five, an evaluation), black's moves
//! renumbered after a comment (`1... e5`). Moves are drawn at random among the legal ones,
//! captures preferred, so games run long and end by mate, stalemate or the end of the draw.
//! Both readers must accept every game and count the same plies. Reported in bytes per
//! second; the ratio of the two times is the figure in the README.

mod support {
    pub mod lichess;
    pub mod peer;
    pub mod pgn_games;
}

use support::lichess::Rng;
use support::peer::peer_plies;
use support::pgn_games::game;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ferz::pgn::{PgnReader, Validator};
use ferz::rules::{Move, Position, san};

/// How many games the file holds.
const GAMES: usize = 5_000;

/// Plies of the valid games, read and played by ferz's checking pass (as `ferz check`
/// reads), which keeps no game model: the same work as the peer's visitor.
fn ferz_plies(bytes: &[u8]) -> usize {
    let mut games = Validator::new(bytes);
    let mut plies = 0;
    while let Some(game) = games.next_game() {
        plies += game.map_or(0, |g| g.plies);
    }
    plies
}

/// Plies of the valid games, read by ferz into its game model (SAN written anew, comments,
/// clocks and NAGs kept): what opening a PGN file in the game costs.
fn ferz_model_plies(bytes: &[u8]) -> usize {
    PgnReader::new(bytes).map(|g| g.map_or(0, |g| g.moves.len())).sum()
}

fn bench_pgn(c: &mut Criterion) {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let file: String = (1..=GAMES).map(|n| game(&mut rng, n)).collect();
    let bytes = file.into_bytes();
    let plies = ferz_plies(&bytes);
    assert_eq!(plies, peer_plies(&bytes), "both readers accept every move");
    assert_eq!(plies, ferz_model_plies(&bytes), "the game model holds the same moves");
    eprintln!("pgn bench file: {GAMES} games, {plies} plies, {} bytes", bytes.len());
    // To time `ferz check` on the same games: FERZ_PGN_BENCH_OUT=games.pgn cargo bench --bench pgn
    if let Some(path) = std::env::var_os("FERZ_PGN_BENCH_OUT") {
        std::fs::write(&path, &bytes).expect("the bench file can be written");
    }

    let mut group = c.benchmark_group("pgn");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.bench_function("ferz/read+validate", |b| b.iter(|| assert_eq!(ferz_plies(&bytes), plies)));
    group.bench_function("pgn-reader+shakmaty/read+validate", |b| b.iter(|| assert_eq!(peer_plies(&bytes), plies)));
    group.bench_function("ferz/read into game model", |b| b.iter(|| assert_eq!(ferz_model_plies(&bytes), plies)));
    group.finish();
}

criterion_group!(benches, bench_pgn);
criterion_main!(benches);
