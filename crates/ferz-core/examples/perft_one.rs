//! One make-move perft of one crate, for instruction counts (`valgrind --tool=callgrind`)
//! and profiles: `cargo run --profile ci -p ferz-core --example perft_one -- ferz|shakmaty
//! start|kiwipete DEPTH`. `benches/perft.rs` and `examples/perft_cpu_time.rs` time the two
//! crates against each other; this runs one of them alone, so a profile shows only it.

use ferz_core::rules::{Position, perft};
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

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let which = args.get(1).map_or("ferz", String::as_str);
    let fen = match args.get(2).map_or("start", String::as_str) {
        "kiwipete" => KIWIPETE,
        "start" => START,
        other => other,
    };
    let depth: u32 = args.get(3).and_then(|d| d.parse().ok()).unwrap_or(5);
    let nodes = match which {
        "shakmaty" => {
            let pos: Chess = Fen::from_ascii(fen.as_bytes())
                .expect("valid FEN")
                .into_position(CastlingMode::Standard)
                .expect("legal position");
            shakmaty_perft(&pos, depth)
        }
        _ => perft(&Position::from_fen(fen).expect("valid FEN"), depth, false),
    };
    println!("{which}: {nodes} nodes");
}
