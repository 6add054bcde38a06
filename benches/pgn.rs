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
}

use std::fmt::Write as _;
use support::lichess::{Rng, clock};
use support::peer::peer_plies;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ferz::pgn::{PgnReader, Validator};
use ferz::rules::{Position, san};

/// How many games the file holds.
const GAMES: usize = 5_000;

/// One lichess-style game.
fn game(rng: &mut Rng, number: usize) -> String {
    const NAMES: [&str; 6] =
        ["DrNykterstein", "penguingm1", "Zhigalko_Sergei", "nihalsarin2004", "Msb2", "Bombegansen"];
    const OPENINGS: [(&str, &str); 4] = [
        ("B01", "Scandinavian Defense"),
        ("C50", "Italian Game"),
        ("D02", "Queen's Pawn Game: London System"),
        ("A45", "Indian Defense"),
    ];
    let (eco, opening) = OPENINGS[rng.below(OPENINGS.len())];
    let mut moves = String::new();
    let mut pos = Position::new();
    let mut clocks = [180_000u64, 180_000];
    let evals = rng.below(5) == 0;
    let plies = 20 + rng.below(140);
    for ply in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let captures: Vec<_> = legal.iter().copied().filter(|m| pos.piece_at(m.to()).is_some()).collect();
        let mv = if !captures.is_empty() && rng.below(3) == 0 {
            captures[rng.below(captures.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        let side = ply % 2;
        clocks[side] = clocks[side].saturating_sub(rng.below(6_000) as u64) + 2_000;
        let number = ply / 2 + 1;
        let _ = if side == 0 { write!(moves, "{number}. ") } else { write!(moves, "{number}... ") };
        let _ = write!(moves, "{} {{ ", san(&pos, mv));
        if evals {
            let _ = write!(moves, "[%eval {}.{}] ", rng.below(3), rng.below(100));
        }
        let _ = write!(moves, "[%clk {}] }} ", clock(clocks[side]));
        pos = pos.play_unchecked(mv);
    }
    let result = ["1-0", "0-1", "1/2-1/2"][rng.below(3)];
    let white = NAMES[rng.below(NAMES.len())];
    let black = NAMES[rng.below(NAMES.len())];
    format!(
        "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/{number:08x}\"]\n[Date \"2024.01.01\"]\n\
         [Round \"-\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\
         [UTCDate \"2024.01.01\"]\n[UTCTime \"00:00:{:02}\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]\n\
         [WhiteRatingDiff \"+5\"]\n[BlackRatingDiff \"-5\"]\n[ECO \"{eco}\"]\n[Opening \"{opening}\"]\n\
         [TimeControl \"180+2\"]\n[Termination \"Normal\"]\n\n{moves}{result}\n\n",
        number % 60,
        2000 + rng.below(900),
        2000 + rng.below(900),
    )
}

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
