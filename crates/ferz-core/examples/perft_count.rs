//! Perft alone, for instruction counts (`valgrind --tool=callgrind`): `perft_count MODE`, MODE
//! `bulk` (start position depth 5 and Kiwipete depth 4, bulk-counted) or `make` (every leaf
//! move made, one depth less).

use ferz_core::rules::{Position, perft};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn main() {
    let bulk = std::env::args().nth(1).as_deref() != Some("make");
    let start = Position::new();
    let kiwipete = Position::from_fen(KIWIPETE).expect("Kiwipete");
    let extra = u32::from(bulk);
    let nodes = perft(&start, 4 + extra, bulk) + perft(&kiwipete, 3 + extra, bulk);
    println!("{nodes}");
}
