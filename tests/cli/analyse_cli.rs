//! `ferz analyse` end to end: a real game reviewed by Stockfish at a small depth and read back
//! by python-chess (evaluations, marks, variations, tags), and every way an engine can fail
//! ending the program with one line and exit status 2, in bounded time.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A short game with a plain blunder: Black's 2…Qh4?? leaves the queen to 3. Nxh4.
const BLUNDERS: &str = r#"[Event "Test"]
[White "Anna"]
[Black "Boris"]
[Result "*"]

1. e4 e5 2. Nf3 Qh4 3. Nxh4 Nc6 4. Nf3 d6 5. h3 Bxh3 6. Rxh3 Nf6 *
"#;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn ferz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferz"))
        .args(args)
        .stdin(Stdio::null())
        .env("FERZ_OPENINGS", data("openings"))
        .output()
        .unwrap()
}

fn stockfish() -> Option<PathBuf> {
    match ferz::engine::locate(None) {
        Ok(path) => Some(path),
        Err(_) => {
            eprintln!("skipped: no Stockfish installed (apt-get install stockfish)");
            None
        }
    }
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferz-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Whether python3 with python-chess is there; says why not.
fn python_chess() -> bool {
    let ok = Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        eprintln!("skipped the read-back: no python3 with python-chess (pip install chess)");
    }
    ok
}

#[test]
fn a_game_reviewed_and_read_back_by_python_chess() {
    let Some(_) = stockfish() else { return };
    let game = temp_file("blunders.pgn", BLUNDERS);
    let run = ferz(&["analyse", game.to_str().unwrap(), "--depth", "10"]);
    let out = String::from_utf8(run.stdout).unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
    // Every move has its evaluation, and the start position before the first; the queen left
    // en prise is a blunder.
    assert_eq!(out.matches("[%eval ").count(), 13, "{out}");
    assert!(out.contains("2... Qh4 $4"), "{out}");
    assert!(out.contains("[Annotator \""), "{out}");
    assert!(out.contains("[BlackBlunders \""), "{out}");
    assert!(out.contains("[ECO \"C40\"]") && out.contains("[Opening \"King's Knight Opening\"]"), "{out}");
    if !python_chess() {
        return;
    }
    let script = r#"
import sys, chess.pgn
game = chess.pgn.read_game(sys.stdin)
nodes = list(game.mainline())
assert len(nodes) == 12, len(nodes)
assert game.eval() is not None, game.comment
for node in nodes:
    assert node.eval() is not None, node.san()
qh4 = nodes[3]
assert qh4.san() == "Qh4", qh4.san()
assert chess.pgn.NAG_BLUNDER in qh4.nags, qh4.nags
# The better move is a variation from the position before, and it is legal there.
parent = qh4.parent
assert len(parent.variations) >= 2, parent.variations
better = parent.variations[1]
assert better.move in parent.board().legal_moves
assert better.move != qh4.move
# After 2...Qh4 White wins the queen: White is far ahead.
assert qh4.eval().white().score(mate_score=100000) > 300, qh4.eval()
h = game.headers
for side in ("White", "Black"):
    for tag in ("Inaccuracies", "Mistakes", "Blunders", "ACPL"):
        int(h[side + tag])
assert int(h["BlackBlunders"]) >= 1
assert int(h["BlackACPL"]) > int(h["WhiteACPL"]) or int(h["WhiteBlunders"]) >= 1
print("ok")
"#;
    let mut child = Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(out.as_bytes()).unwrap();
    let done = child.wait_with_output().unwrap();
    assert!(done.status.success(), "{}\n{out}", String::from_utf8_lossy(&done.stderr));
}

#[test]
fn games_come_out_in_input_order_with_movetime() {
    let Some(_) = stockfish() else { return };
    let two = "[White \"A\"]\n\n1. d4 d5 *\n\n[White \"B\"]\n\n1. e4 *\n";
    let game = temp_file("two.pgn", two);
    let run = ferz(&["analyse", game.to_str().unwrap(), "--movetime", "30"]);
    let out = String::from_utf8(run.stdout).unwrap();
    assert_eq!(run.status.code(), Some(0));
    let (a, b) = (out.find("[White \"A\"]").unwrap(), out.find("[White \"B\"]").unwrap());
    assert!(a < b, "{out}");
    assert!(out.contains("movetime 30 ms"), "{out}");
}

/// Five famous games at depth 6: two engines, and three for five games, write byte for byte
/// what one engine writes (each game whole on one engine, after `ucinewgame`).
#[test]
fn more_engines_write_what_one_engine_writes() {
    let Some(_) = stockfish() else { return };
    let famous = data("famous.pgn");
    let run = |threads: &str| {
        let run = ferz(&["analyse", famous.to_str().unwrap(), "--depth", "6", "--threads", threads]);
        assert_eq!(run.status.code(), Some(0), "--threads {threads}: {}", String::from_utf8_lossy(&run.stderr));
        String::from_utf8(run.stdout).unwrap()
    };
    let one = run("1");
    assert_eq!(one.matches("[Annotator ").count(), 5, "{one}");
    assert_eq!(run("2"), one, "--threads 2");
    assert_eq!(run("3"), one, "--threads 3");
}

/// Three games for two engines, the first slow (the fake engine thinks over every position
/// after 1. Nc3): the second game is done first, and still the games come out in input order,
/// the same as with one engine.
#[test]
fn games_come_out_in_input_order_when_a_later_one_is_done_first() {
    let games =
        "[White \"A\"]\n\n1. Nc3 Nc6 2. Nb1 Nb8 *\n\n[White \"B\"]\n\n1. Nf3 Nf6 *\n\n[White \"C\"]\n\n1. Nf3 *\n";
    let file = temp_file("slow_first.pgn", games);
    let log = temp_file("slow_first.log", "");
    let run = |threads: &str| {
        std::fs::write(&log, "").unwrap();
        let run = Command::new(env!("CARGO_BIN_EXE_ferz"))
            .args(["analyse", file.to_str().unwrap(), "--depth", "1", "--threads", threads, "--engine"])
            .arg(data("engines/slow_knight.sh"))
            .env("FERZ_OPENINGS", data("openings"))
            .env("FAKE_ENGINE_THINK", "0.4")
            .env("FAKE_ENGINE_LOG", &log)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(0), "--threads {threads}: {}", String::from_utf8_lossy(&run.stderr));
        String::from_utf8(run.stdout).unwrap()
    };
    let one = run("1");
    let two = run("2");
    // The positions as the engines answered them: game B's last (after 1. Nf3 Nf6) before
    // game A's last (after 2. Nb1 Nb8).
    let answered = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = answered.lines().collect();
    let last = |moves: &str| lines.iter().rposition(|l| l.ends_with(moves)).unwrap();
    assert!(last("g1f3 g8f6") < last("b1c3 b8c6 c3b1 c6b8"), "{answered}");
    let order: Vec<usize> =
        ["[White \"A\"]", "[White \"B\"]", "[White \"C\"]"].iter().map(|t| two.find(t).unwrap()).collect();
    assert!(order.is_sorted(), "{two}");
    assert_eq!(two, one);
}

/// Runs `ferz analyse` on a one-move game with the engine `engine`; its status, its error
/// line and how long it took.
fn failing(engine: &str) -> (Option<i32>, String, Duration) {
    let game = temp_file("one.pgn", "1. e4 *\n");
    let started = Instant::now();
    let run = ferz(&["analyse", game.to_str().unwrap(), "--engine", engine, "--depth", "3"]);
    let err = String::from_utf8(run.stderr).unwrap();
    assert!(run.stdout.is_empty(), "{}", String::from_utf8_lossy(&run.stdout));
    (run.status.code(), err, started.elapsed())
}

#[test]
fn a_bad_engine_is_one_line_and_status_2() {
    let engines = data("engines");
    let cases = [
        ("/nonexistent/stockfish", "cannot start the engine /nonexistent/stockfish: there is no such program"),
        ("/tmp", "cannot start the engine /tmp: it is not a program ferz may run"),
        ("dies.sh", "the engine stopped (exit status 3) while ferz waited for 'uciok'"),
        ("garbage.sh", "the engine sent a line ferz cannot use: \"info depth 1 score cp banana pv e2e4\""),
        ("illegal.sh", "the engine sent a line ferz cannot use: \"bestmove e2e5\""),
    ];
    for (engine, said) in cases {
        let path = if engine.starts_with('/') { PathBuf::from(engine) } else { engines.join(engine) };
        let (code, err, took) = failing(path.to_str().unwrap());
        assert_eq!(code, Some(2), "{engine}: {err}");
        assert_eq!(err.lines().count(), 1, "{engine}: {err}");
        assert!(err.starts_with("ferz: ") && err.contains(said), "{engine}: {err}");
        assert!(took < Duration::from_secs(5), "{engine}: {took:?}");
    }
}

#[test]
fn a_hanging_engine_is_an_error_not_a_hang() {
    let (code, err, took) = failing(data("engines/hangs.sh").to_str().unwrap());
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("did not answer 'uciok' within 10 s"), "{err}");
    assert!(took < Duration::from_secs(15), "{took:?}");
}

#[test]
fn bad_flags_and_files() {
    let game = temp_file("flags.pgn", "1. e4 *\n");
    let name = game.to_str().unwrap();
    for args in [
        vec!["analyse", name, "--depth", "0"],
        vec!["analyse", name, "--depth", "3", "--movetime", "10"],
        vec!["analyse", name, "--movetime", "x"],
        vec!["analyse", name, "--threads", "0"],
        vec!["analyse", name, "--threads", "two"],
        vec!["analyse"],
    ] {
        let run = ferz(&args);
        assert_eq!(run.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&run.stderr).lines().count(), 1, "{args:?}");
    }
    let run = ferz(&["analyse", "/nonexistent/games.pgn"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).starts_with("ferz: cannot read /nonexistent/games.pgn"));
}

/// The Opera game (Morphy – Duke Karl / Count Isouard, Paris 1858), to mate.
const OPERA: [&str; 33] = [
    "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3", "Qe7", "Nc3", "c6",
    "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7",
    "Qb8+", "Nxb8", "Rd8#",
];

/// A game as the terminal game holds it when it is over: the Opera game played on its model.
fn opera() -> ferz::game::Game {
    use ferz::game::{Game, GameOptions, Instant};
    let tc = "none".parse().unwrap();
    let mut game = Game::new(ferz::rules::Position::new(), tc, GameOptions::default());
    game.start_clock(Instant::from_ms(0));
    for san in OPERA {
        game.play_text(san, Instant::from_ms(0)).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert!(game.is_over());
    game
}

#[test]
fn the_review_after_a_game_and_ferz_analyse_judge_alike() {
    let Some(_) = stockfish() else { return };
    let game = opera();
    // The review the terminal game makes when a game ends, in its own thread.
    let mut after_game = ferz::tui::engine_review::EngineReview::default();
    after_game.start_for(&game);
    while after_game.is_running() {
        std::thread::sleep(Duration::from_millis(50));
    }
    let seen = after_game.review().unwrap_or_else(|| panic!("{:?}", after_game.state()));
    // `ferz analyse` on the game as ferz keeps it, with its defaults.
    let text = game.to_save(&ferz::lang::English, ferz::game::Instant::from_ms(0), None);
    let file = temp_file("opera.pgn", &text);
    let run = ferz(&["analyse", file.to_str().unwrap()]);
    let out = String::from_utf8(run.stdout).unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
    let analysed = ferz::pgn::PgnReader::new(out.as_bytes()).next().unwrap().unwrap();
    // The same marks, evaluations, better lines and tallies, move by move.
    let read = ferz::review::read_review(&analysed).unwrap_or_else(|| panic!("every move has its eval:\n{out}"));
    assert_eq!(read, *seen, "{out}");
    for (side, name) in [(ferz::rules::Color::White, "White"), (ferz::rules::Color::Black, "Black")] {
        let tally = seen.tally(side);
        assert_eq!(analysed.tag(&format!("{name}ACPL")), Some(tally.acpl().to_string().as_str()), "{out}");
        assert_eq!(analysed.tag(&format!("{name}Blunders")), Some(tally.blunders.to_string().as_str()), "{out}");
        assert_eq!(analysed.tag(&format!("{name}Mistakes")), Some(tally.mistakes.to_string().as_str()), "{out}");
        let inaccuracies = tally.inaccuracies.to_string();
        assert_eq!(analysed.tag(&format!("{name}Inaccuracies")), Some(inaccuracies.as_str()), "{out}");
    }
    // The mating move carries no evaluation (the result says it), as lichess writes it; the
    // start position's is before the first move.
    assert!(!out.contains("#0]") && !out.contains("#-0]"), "{out}");
    let last = analysed.moves.last().unwrap();
    assert!(last.commands.iter().all(|(name, _)| name != "eval"), "{:?}", last.commands);
    assert!(out.contains("{ [%eval "), "{out}");
    assert_eq!(analysed.moves.iter().filter(|m| m.commands.iter().any(|(n, _)| n == "eval")).count(), 32);
}
