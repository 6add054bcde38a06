//! PGN reading speed: 10,000 deterministic random legal games (varied length,
//! half of them with `[%clk]` comments), written by ferz's own writer, then
//! read back and validated: tokens, tags, SAN resolution against the legal
//! moves, legality, canonical SAN. Reported in games per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ferz::pgn::{PgnGame, PgnMove, PgnReader, write_game};
use ferz::rules::Position;

/// How many games the file holds.
const GAMES: usize = 10_000;

/// xorshift64*: deterministic, so every run reads the same file.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random legal game of up to 200 plies, written as PGN.
fn random_game(rng: &mut Rng, round: usize) -> String {
    let mut game = PgnGame::new(Position::new());
    game.set_tag("Event", "Bench");
    game.set_tag("Round", &round.to_string());
    game.set_tag("TimeControl", "180+2");
    let clocks = rng.below(2) == 0;
    let mut clock = 180_000u64;
    let mut pos = Position::new();
    for _ in 0..rng.below(200) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        let mut m = PgnMove::new(&pos, mv);
        if clocks {
            clock = clock.saturating_sub(rng.below(4_000) as u64) + 2_000;
            m = m.with_clock(clock / 1000 * 1000);
        }
        game.moves.push(m);
        pos = pos.play_unchecked(mv);
    }
    game.result = ["1-0", "0-1", "1/2-1/2", "*"][rng.below(4)].to_string();
    write_game(&game).expect("legal moves")
}

fn bench_pgn(c: &mut Criterion) {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut file = String::new();
    for round in 1..=GAMES {
        file.push_str(&random_game(&mut rng, round));
        file.push('\n');
    }
    let bytes = file.into_bytes();
    let plies: usize = PgnReader::new(bytes.as_slice()).map(|g| g.expect("valid game").moves.len()).sum();
    eprintln!("pgn bench file: {GAMES} games, {plies} plies, {} bytes", bytes.len());

    let mut group = c.benchmark_group("pgn");
    group.sample_size(10);
    group.throughput(Throughput::Elements(GAMES as u64));
    group.bench_function("ferz/read+validate", |b| {
        b.iter(|| {
            let mut games = 0;
            for game in PgnReader::new(bytes.as_slice()) {
                if game.is_ok() {
                    games += 1;
                }
            }
            assert_eq!(games, GAMES);
        })
    });
    group.finish();
}

criterion_group!(benches, bench_pgn);
criterion_main!(benches);
