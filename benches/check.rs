//! `ferz check` against pgn-reader + shakmaty, in CPU time, in the same run on the same file.
//!
//! The file is made here, deterministically, in lichess's export style (the tags lichess
//! writes, a `[%clk]` comment after every move, an evaluation in one game of five): random
//! legal games, captures preferred one move in three, 20 to 160 plies, cut where the game
//! ended by itself (as ferz's game would have ended it), with a result that fits: the mate's,
//! a draw for an ending on the board, else a win by resignation or on time, or an agreed draw.
//!
//! Measured: the CPU time (every thread's, the process's CPU clock) of pgn-reader reading
//! the file with shakmaty playing every move, of `ferz check` on it (`ferz::check::run`, as
//! the command runs it), and of the part of `ferz check` that asks whether each final
//! position is dead, alone, and of `ferz check` with those verdicts skipped (the rest of it).
//! Reported as ratios: `cargo bench --bench check`;
//! `FERZ_CHECK_BENCH_GAMES=N` sets the number of games (default 20,000),
//! `FERZ_CHECK_BENCH_PAIRS=N` the number of alternated pairs the ratio is taken over (default 9),
//! `FERZ_CHECK_BENCH_OUT=FILE` keeps the file made, and `FERZ_CHECK_BENCH_PROFILE=FILE` only
//! checks FILE five times with the verdicts skipped (for `perf record`).

mod support {
    pub mod lichess;
    pub mod peer;
}

use std::fmt::Write as _;
use support::lichess::{Rng, clock, pick};
use support::peer::peer_plies;

use ferz::check::Verdicts;
use ferz::game::{Termination, dead, first_ending, judge_record};
use ferz::pgn::Validator;
use ferz::rules::unwinnable::neither_can_mate;
use ferz::rules::{Move, Position, san};

/// One lichess-style game, and its final position.
fn game(rng: &mut Rng, number: usize) -> (String, Position) {
    const NAMES: [&str; 6] =
        ["DrNykterstein", "penguingm1", "Zhigalko_Sergei", "nihalsarin2004", "Msb2", "Bombegansen"];
    let mut history = vec![Position::new()];
    let mut played = Vec::new();
    let plies = 20 + rng.below(140);
    for _ in 0..plies {
        let pos = history[history.len() - 1].clone();
        let Some(mv) = pick(rng, &pos) else { break };
        played.push(mv);
        history.push(pos.play_unchecked(mv));
    }
    // Cut where the game ended by itself, and give it a result that fits.
    let ended = first_ending(&history);
    if let Some((at, _)) = &ended {
        history.truncate(at + 1);
        played.truncate(*at);
    }
    let (result, termination) = match ended.map(|(_, e)| e.outcome) {
        Some(o) if o.termination == Termination::Checkmate => (o.result(), "Normal"),
        Some(_) => ("1/2-1/2", "Normal"),
        None => match rng.below(10) {
            0..=5 => (["1-0", "0-1"][rng.below(2)], "Normal"),
            6..=8 => (["1-0", "0-1"][rng.below(2)], "Time forfeit"),
            _ => ("1/2-1/2", "Normal"),
        },
    };
    let mut moves = String::new();
    let mut clocks = [180_000u64, 180_000];
    let evals = rng.below(5) == 0;
    for (ply, (&mv, pos)) in played.iter().zip(&history).enumerate() {
        let side = ply % 2;
        clocks[side] = clocks[side].saturating_sub(rng.below(6_000) as u64) + 2_000;
        let number = ply / 2 + 1;
        let _ = if side == 0 { write!(moves, "{number}. ") } else { write!(moves, "{number}... ") };
        let _ = write!(moves, "{} {{ ", san(pos, mv));
        if evals {
            let _ = write!(moves, "[%eval {}.{}] ", rng.below(3), rng.below(100));
        }
        let _ = write!(moves, "[%clk {}] }} ", clock(clocks[side]));
    }
    let white = NAMES[rng.below(NAMES.len())];
    let black = NAMES[rng.below(NAMES.len())];
    let text = format!(
        "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/{number:08x}\"]\n[Date \"2024.01.01\"]\n\
         [Round \"-\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\
         [UTCDate \"2024.01.01\"]\n[UTCTime \"00:00:{:02}\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]\n\
         [WhiteRatingDiff \"+5\"]\n[BlackRatingDiff \"-5\"]\n[ECO \"C50\"]\n[Opening \"Italian Game\"]\n\
         [TimeControl \"180+2\"]\n[Termination \"{termination}\"]\n\n{moves}{result}\n\n",
        number % 60,
        2000 + rng.below(900),
        2000 + rng.below(900),
    );
    (text, history.pop().unwrap_or_default())
}

/// The CPU time of the whole process so far (every thread, those ended too), in seconds, to
/// the nanosecond: the process's CPU clock. (`/proc/self/stat` counts in ticks of 10 ms,
/// 7% of the peer's time on a fast machine.)
fn cpu_seconds() -> f64 {
    let now = rustix::time::clock_gettime(rustix::time::ClockId::ProcessCPUTime);
    now.tv_sec as f64 + now.tv_nsec as f64 / 1e9
}

/// The CPU seconds `f` takes, the best of `runs`.
fn cpu_time(runs: usize, mut f: impl FnMut()) -> f64 {
    (0..runs)
        .map(|_| {
            let start = cpu_seconds();
            f();
            cpu_seconds() - start
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    // `cargo bench` passes `--bench`; a filter that names another bench skips this one.
    if std::env::args().skip(1).any(|a| !a.starts_with('-') && !"check".contains(a.as_str())) {
        return;
    }
    if let Some(file) = std::env::var_os("FERZ_CHECK_BENCH_PROFILE") {
        // For `perf record`: the check of that file five times, the verdicts skipped.
        let files = [std::path::PathBuf::from(file)];
        let start = cpu_seconds();
        for _ in 0..5 {
            ferz::check::run_with(&files, &mut std::io::sink(), &mut std::io::sink(), Verdicts::Skipped);
        }
        println!("ferz check, verdicts skipped: {:.3} s CPU a run", (cpu_seconds() - start) / 5.0);
        return;
    }
    let games: usize = std::env::var("FERZ_CHECK_BENCH_GAMES").ok().and_then(|n| n.parse().ok()).unwrap_or(20_000);
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut file = String::new();
    let mut finals = Vec::with_capacity(games);
    for n in 1..=games {
        let (text, last) = game(&mut rng, n);
        file.push_str(&text);
        finals.push(last);
    }
    let bytes = file.into_bytes();
    let dir = std::env::temp_dir().join(format!("ferz-check-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join("lichess-like.pgn");
    std::fs::write(&path, &bytes).expect("the bench file can be written");
    if let Some(keep) = std::env::var_os("FERZ_CHECK_BENCH_OUT") {
        std::fs::write(keep, &bytes).expect("the bench file can be copied");
    }
    if let Some(keep) = std::env::var_os("FERZ_CHECK_BENCH_FINALS") {
        let fens: String = finals.iter().map(|p| p.fen() + "\n").collect();
        std::fs::write(keep, fens).expect("the final positions can be written");
    }
    let plies = peer_plies(&bytes);
    eprintln!("check bench file: {games} games, {plies} plies, {} bytes", bytes.len());

    let files = [path.clone()];
    let mut report = Vec::new();
    let status = ferz::check::run(&files, &mut report, &mut std::io::sink());
    let invalid = report.split(|&b| b == b'\n').filter(|l| l.windows(11).any(|w| w == b"\"ok\":false,")).count();
    assert_eq!((status, invalid), (0, 0), "every generated game is a valid record");

    // The peer and ferz check in turn, in pairs: a slow spell of the machine (a shared one)
    // then weighs on both of a pair. The ratio of each pair gives the spread; the best time
    // of each side gives the figures below.
    let pairs: usize = std::env::var("FERZ_CHECK_BENCH_PAIRS").ok().and_then(|n| n.parse().ok()).unwrap_or(9).max(1);
    let (mut peer, mut ours) = (f64::INFINITY, f64::INFINITY);
    let mut ratios = Vec::with_capacity(pairs);
    for _ in 0..pairs {
        let theirs = cpu_time(1, || assert_eq!(peer_plies(&bytes), plies));
        let mine = cpu_time(1, || {
            let mut out = Vec::with_capacity(report.len());
            ferz::check::run(&files, &mut out, &mut std::io::sink());
        });
        ratios.push(mine / theirs);
        peer = peer.min(theirs);
        ours = ours.min(mine);
    }
    ratios.sort_by(f64::total_cmp);
    // The same with no final position asked who can still mate (what the rest costs), and
    // with only the flag falls asked (what they cost; the dead question costs the rest).
    let with = |verdicts| {
        cpu_time(5, || {
            let mut out = Vec::with_capacity(report.len());
            ferz::check::run_with(&files, &mut out, &mut std::io::sink(), verdicts);
        })
    };
    let free = with(Verdicts::Skipped);
    let flags = with(Verdicts::FlagFallsOnly);
    let on_time = report.split(|&b| b == b'\n').filter(|l| l.windows(17).any(|w| w == b"\"result_by_laws\":")).count();
    // Where the rest goes, on one thread: reading with every position kept, then the same with
    // each game judged (its endings found, which asks the dead-position question of the last
    // position, or of the one before a mate, a stalemate or a draw on the board).
    let read = cpu_time(3, || {
        let mut games = Validator::new(&bytes).keeping_positions();
        let mut n = 0;
        while let Some(game) = games.next_game() {
            n += game.map_or(0, |g| g.plies);
        }
        assert_eq!(n, plies);
    });
    let judged = cpu_time(3, || {
        let mut games = Validator::new(&bytes).keeping_positions();
        let mut ended = 0;
        while let Some(game) = games.next_game() {
            if let Ok(g) = game {
                let verdict = judge_record(games.positions(), g.result, None, g.time_forfeit);
                ended += usize::from(verdict.ended.is_some());
            }
        }
        std::hint::black_box(ended);
    });
    let finals_time = cpu_time(3, || {
        std::hint::black_box(finals.iter().filter(|p| dead(p).is_some()).count());
    });
    let finals_full = cpu_time(3, || {
        std::hint::black_box(finals.iter().filter(|p| neither_can_mate(p).is_some()).count());
    });
    let _ = std::fs::remove_dir_all(&dir);
    println!("pgn-reader + shakmaty: {peer:.3} s CPU");
    println!("ferz check:            {ours:.3} s CPU ({:.2}x the peer)", ours / peer);
    println!(
        "ferz check / the peer over {pairs} alternated pairs: median {:.2}, {:.2}–{:.2}",
        ratios[pairs / 2],
        ratios[0],
        ratios[pairs - 1]
    );
    println!(
        "ferz check, verdicts skipped: {free:.3} s CPU ({:.2}x the peer); the verdicts {:.2} s: \
         at the {on_time} flag falls {:.2} s, whether the final position is dead {:.2} s",
        free / peer,
        ours - free,
        flags - free,
        ours - flags
    );
    println!(
        "one thread: reading with positions kept {read:.2} s ({:.2}x the peer); reading and judging every game {judged:.2} s",
        read / peer
    );
    println!(
        "of which final positions (is it dead?): {finals_time:.2} s CPU ({:.0}% of ferz check); \
         the full proof alone on them (neither_can_mate): {finals_full:.2} s",
        100.0 * finals_time / ours
    );

    // Real positions: as many lichess positions (chasolver's sample, in tests/data) as the file
    // has games, each asked the same question, to see what final positions of real games cost.
    let real: Vec<Position> =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/adjudication/lichess.txt"))
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.starts_with('#') && l.len() > 3)
            .filter_map(|l| Position::from_fen(&l[3..]).ok())
            .take(games)
            .collect();
    let real_time = cpu_time(3, || {
        std::hint::black_box(real.iter().filter(|p| dead(p).is_some()).count());
    });
    let real_full = cpu_time(3, || {
        std::hint::black_box(real.iter().filter(|p| neither_can_mate(p).is_some()).count());
    });
    let estimate = ours - finals_time + real_time;
    println!(
        "{} real lichess positions: {real_time:.2} s CPU (the full proof alone: {real_full:.2} s); \
         ferz check with such final positions: about {estimate:.2} s, {:.2}x the peer",
        real.len(),
        estimate / peer
    );
}
