//! The PGN passes alone, for instruction counts (`valgrind --tool=callgrind`) and CPU times of
//! one commit against another over the same file, with nothing else in the process.
//!
//! `cargo run --release -p ferz-core --example pgn_pass -- gen FILE` writes the lichess-style
//! file of `benches/pgn.rs` (the same generator, the same 5,000 games);
//! `… -- check FILE [ROUNDS]` times the checking pass ([`Validator`], as `ferz check` reads) and
//! `… -- model FILE [ROUNDS]` the game model ([`PgnReader`]), each round over the whole file;
//! each prints the plies read and the best and median CPU milliseconds of a round.

#[path = "../../../benches/support/lichess.rs"]
mod lichess;
#[path = "../../../benches/support/pgn_games.rs"]
mod pgn_games;

use std::time::Duration;

use ferz_core::pgn::{PgnReader, Validator};
use ferz_core::rules::{Move, Position, san};
use lichess::Rng;
use pgn_games::game;

/// CPU time this thread has used so far.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").expect("schedstat (Linux)");
    let nanos = stat.split_whitespace().next().and_then(|n| n.parse().ok()).unwrap_or(0);
    Duration::from_nanos(nanos)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mode, path) = match &args[..] {
        [mode, path, ..] => (mode.as_str(), path.as_str()),
        _ => {
            eprintln!("usage: pgn_pass gen|check|model FILE [ROUNDS]");
            std::process::exit(2);
        }
    };
    if mode == "gen" {
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        let file: String = (1..=5_000).map(|n| game(&mut rng, n)).collect();
        std::fs::write(path, file).expect("the file can be written");
        return;
    }
    let bytes = std::fs::read(path).expect("the file can be read");
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(1);
    let pass = |bytes: &[u8]| -> usize {
        match mode {
            "check" => {
                let mut games = Validator::new(bytes);
                let mut plies = 0;
                while let Some(game) = games.next_game() {
                    plies += game.map_or(0, |g| g.plies);
                }
                plies
            }
            "model" => PgnReader::new(bytes).map(|g| g.map_or(0, |g| g.moves.len())).sum(),
            _ => panic!("mode: gen, check or model"),
        }
    };
    let mut times = Vec::new();
    let mut plies = 0;
    for _ in 0..rounds {
        let start = cpu_time();
        plies = std::hint::black_box(pass(std::hint::black_box(&bytes)));
        times.push(cpu_time() - start);
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{mode}: {plies} plies, best {:.2} ms, median {:.2} ms over {rounds}",
        ms(times[0]),
        ms(times[rounds / 2])
    );
}
