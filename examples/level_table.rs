//! The level table of docs/computer.md: level N against level N+1 of the same engine, over a
//! number of games at a fast control, played through ferz's own game and clock (the clock
//! runs in real time; each computer thinks on its own clock as in a game against a person).
//! Also measures ferz's own time per computer move: from the engine's `bestmove` to the move
//! on the board, and the time charged to the clock beyond the engine's own search.
//!
//! `cargo run --release --example level_table -- [GAMES] [TC] [FIRST] [LAST]`
//! (default: 20 games a pair at 10+0.1, pairs 1–2 to 7–8). Prints one line a game and a
//! table at the end.

use std::time::{Duration, Instant as Real};

use ferz::engine::computer::{Computer, apply};
use ferz::game::{ComputerSeat, Game, GameOptions, Instant, Level, TimeControl};
use ferz::rules::{Color, Position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let tc: TimeControl = args.get(1).map_or("10+0.1", String::as_str).parse().expect("a time control");
    let first: u8 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let last: u8 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(7);
    let mut overhead = Overhead::default();
    let mut rows = Vec::new();
    for low in first..=last {
        let (weak, strong) = (Level::new(low).expect("a level"), Level::new(low + 1).expect("a level"));
        // One engine a level for the whole pair, told of each new game.
        let mut engines = [start(weak), start(strong)];
        let mut score = [0.0f64; 2]; // weak, strong
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        for n in 0..games {
            // The stronger level has White in every other game.
            let strong_white = n % 2 == 0;
            let (white, black) = if strong_white { (strong, weak) } else { (weak, strong) };
            let [w, s] = &mut engines;
            let (white_engine, black_engine) = if strong_white { (s, w) } else { (w, s) };
            let game = play([white_engine, black_engine], &tc, &mut overhead);
            let o = game.outcome().expect("the game ended");
            let strong_color = if strong_white { Color::White } else { Color::Black };
            match o.winner {
                Some(c) if c == strong_color => {
                    score[1] += 1.0;
                    wins += 1;
                }
                Some(_) => {
                    score[0] += 1.0;
                    losses += 1;
                }
                None => {
                    score[0] += 0.5;
                    score[1] += 0.5;
                    draws += 1;
                }
            }
            println!(
                "level {} (white) – level {} (black): {} by {}, {} plies",
                white.number(),
                black.number(),
                game.result(),
                o.termination.name(),
                game.moves().len()
            );
        }
        rows.push((low, low + 1, score[1], games, wins, draws, losses));
    }
    println!("\n| pair | games | score of the stronger | won / drawn / lost |");
    println!("| --- | --- | --- | --- |");
    for (a, b, s, g, w, d, l) in rows {
        println!("| {b} vs {a} | {g} | {s} / {g} ({:.0}%) | {w} / {d} / {l} |", 100.0 * s / f64::from(g));
    }
    overhead.print();
}

/// ferz's own time per computer move, summed.
#[derive(Default)]
struct Overhead {
    moves: u32,
    /// `bestmove` read → the move on the board.
    to_board: Vec<Duration>,
    /// Charged to the clock beyond the engine's search (`go` written → `bestmove` read).
    beyond_search: Vec<Duration>,
}

impl Overhead {
    fn print(&mut self) {
        for (what, list) in
            [("bestmove → on the board", &mut self.to_board), ("charged beyond the search", &mut self.beyond_search)]
        {
            list.sort();
            if list.is_empty() {
                continue;
            }
            let at = |q: f64| list[((list.len() - 1) as f64 * q) as usize];
            let mean = list.iter().sum::<Duration>() / u32::try_from(list.len()).unwrap_or(1);
            println!(
                "{what}: {} moves, mean {:?}, median {:?}, 99th percentile {:?}, max {:?}",
                self.moves,
                mean,
                at(0.5),
                at(0.99),
                list[list.len() - 1]
            );
        }
    }
}

/// The engine at `level`, started again while a busy machine keeps it from answering in time.
fn start(level: Level) -> Computer {
    let seat = ComputerSeat { color: Color::White, level, engine: None };
    let mut tries = 0;
    loop {
        match Computer::start(&seat, false) {
            Ok(computer) => return computer,
            Err(e) if tries < 5 => {
                eprintln!("starting level {}: {e:?}; again", level.number());
                tries += 1;
            }
            Err(e) => panic!("the engine does not start: {e:?}"),
        }
    }
}

/// One game between `players` (White's, Black's) under `tc`, in real time.
fn play(players: [&mut Computer; 2], tc: &TimeControl, overhead: &mut Overhead) -> Game {
    let mut players = players;
    for p in &mut players {
        let _ = p.new_game();
    }
    let mut game = Game::new(Position::new(), tc.clone(), GameOptions::default());
    let epoch = Real::now();
    let now = || Instant::from_ms(u64::try_from(epoch.elapsed().as_millis()).unwrap_or(u64::MAX));
    game.start_clock(now());
    while !game.is_over() {
        let me = game.turn();
        let flag = game.clock().flag_at().map(|at| epoch + Duration::from_millis(at.as_ms()));
        let fallen = || flag.is_some_and(|f| Real::now() >= f);
        let asked = Real::now();
        let thought = players[me.index()].play(&game, now(), &fallen);
        let answered = Real::now();
        match thought {
            Ok(Some(turn)) => {
                let plies = game.moves().len();
                let _ = apply(&mut game, turn.decision, now());
                let on_board = Real::now();
                if game.moves().len() > plies && game.moves().last().is_some_and(|m| m.color == me) {
                    overhead.moves += 1;
                    // `searched` ends when `bestmove` was read, a moment before `answered`.
                    let bestmove_at = asked + turn.searched;
                    overhead.to_board.push(on_board.saturating_duration_since(bestmove_at.min(answered)));
                    if let Some(spent) = game.moves().last().and_then(|m| m.spent) {
                        let spent = Duration::from_millis(spent.as_ms());
                        overhead.beyond_search.push(spent.saturating_sub(turn.searched));
                    }
                }
            }
            Ok(None) | Err(_) => {
                game.update(now());
                if !game.is_over() {
                    // The engine failed: the game is scored as a loss for it.
                    let _ = game.resign(me, now());
                }
            }
        }
    }
    game
}
