//! Chess960 games through the game model: played with the script protocol (SAN `O-O`, UCI
//! king-onto-rook), written as PGN with `[Variant "Chess960"]`, `[SetUp]` and `[FEN]`, and read
//! back — by ferz's own reader, by `ferz check`'s variant names, and by python-chess, which must
//! see the same game.

use crate::xorshift;

use ferz::game::{Setup, StartKind};
use ferz::lang::Lang;
use ferz::pgn::PgnReader;
use ferz::rules::{Position, chess960_uci, san};
use ferz::script::Script;
use xorshift::XorShift;

fn script_for(n: u16) -> Script {
    let start = Position::chess960(n).expect("0-959");
    let mut setup = Setup::new(start, "none".parse().expect("a time control"));
    setup.options.start = StartKind::chess960(n);
    Script::new(&setup, Lang::En)
}

/// Plays a random Chess960 game from `n` that castles whenever it may (half of the time as
/// SAN, half as UCI king-onto-rook); returns the PGN and the final position.
fn random_game(n: u16, rng: &mut XorShift, plies: usize) -> (String, Position, usize) {
    let mut script = script_for(n);
    let mut pos = Position::chess960(n).expect("0-959");
    let mut castlings = 0;
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let castle = moves.iter().copied().find(|&m| pos.castling_side(m).is_some());
        let mv = castle.unwrap_or_else(|| moves[rng.below(moves.len())]);
        let text =
            if castle.is_some() && rng.next().is_multiple_of(2) { chess960_uci(&pos, mv) } else { san(&pos, mv) };
        castlings += usize::from(castle.is_some());
        let answer = script.handle(&format!("move {text}")).expect("an answer");
        assert_eq!(answer["ok"], true, "move {text} in {}: {answer}", pos.fen());
        pos = pos.play_unchecked(mv);
        assert_eq!(answer["fen"], pos.fen());
        assert_eq!(answer["variant"], "chess960");
        assert_eq!(answer["start_position"], n);
        if script.game().is_over() {
            break;
        }
    }
    let pgn = script.handle("pgn").expect("an answer")["pgn"].as_str().expect("the PGN").to_string();
    (pgn, pos, castlings)
}

#[test]
fn chess960_pgn_reads_back_as_the_same_game() {
    let mut rng = XorShift(0x0960_0960_2026_1201);
    let mut castlings = 0;
    for n in [0, 1, 517, 518, 519, 959, 42, 300] {
        let (pgn, end, c) = random_game(n, &mut rng, 80);
        castlings += c;
        assert!(pgn.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \""), "{pgn}");
        let game = PgnReader::new(pgn.as_bytes()).next().expect("a game").expect("a legal game");
        let last = game.moves.iter().fold(game.start.clone(), |p, m| p.play_unchecked(m.mv));
        assert_eq!(last.fen(), end.fen(), "{pgn}");
        // Any spelling of the variant reads the same.
        for name in ["chess 960", "Fischerandom", "CHESS960", "fischer random"] {
            let text = pgn.replace("Chess960", name);
            let again = PgnReader::new(text.as_bytes()).next().expect("a game").expect("a legal game");
            assert_eq!(again.moves.len(), game.moves.len(), "{name}");
        }
    }
    assert!(castlings >= 8, "only {castlings} castlings");
}

#[test]
fn python_chess_reads_ferz_chess960_pgn_as_the_same_game() {
    let probe = std::process::Command::new("python3").args(["-c", "import chess.pgn"]).output();
    if !probe.is_ok_and(|o| o.status.success()) {
        println!("skipped: python3 with python-chess (import chess.pgn) is not installed");
        return;
    }
    let mut rng = XorShift(0x0960_0960_2026_1202);
    let script = "import sys, chess.pgn\n\
        g = chess.pgn.read_game(sys.stdin)\n\
        b = g.board()\n\
        assert b.chess960, 'not read as Chess960'\n\
        for m in g.mainline_moves(): b.push(m)\n\
        print(b.fen(shredder=True))\n\
        print(len(list(g.mainline_moves())))";
    for n in [0, 7, 518, 959, 123] {
        let (pgn, end, _) = random_game(n, &mut rng, 60);
        let mut child = std::process::Command::new("python3")
            .args(["-c", script])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("python3 runs");
        use std::io::Write;
        child.stdin.take().expect("stdin").write_all(pgn.as_bytes()).expect("write the PGN");
        let out = child.wait_with_output().expect("python3 ends");
        assert!(out.status.success(), "python-chess failed on {pgn}");
        let text = String::from_utf8_lossy(&out.stdout);
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some(end.shredder_fen().as_str()), "{pgn}");
        let plies = PgnReader::new(pgn.as_bytes()).next().expect("a game").expect("legal").moves.len();
        assert_eq!(lines.next(), Some(plies.to_string().as_str()));
    }
}

#[test]
fn a_chess960_save_resumes_as_chess960() {
    let mut script = script_for(0);
    for text in ["g3", "g6", "Nd3", "Nd6", "Ne3", "Ne6"] {
        assert_eq!(script.handle(&format!("move {text}")).expect("an answer")["ok"], true, "{text}");
    }
    let save = script.game().to_save(&ferz::lang::English, ferz::game::Instant::START, None);
    let back = ferz::game::Game::from_save(&save).expect("the save reads back").game;
    assert_eq!(back.options().start, StartKind::chess960(0));
    assert_eq!(back.position(), script.game().position());
    // Castling needs the rook on f1 gone first: the resumed game knows its rooks.
    let oo = back.position().legal_moves().iter().copied().find(|&m| back.position().castling_side(m).is_some());
    assert_eq!(oo, None, "no castling is legal yet in {}", back.position().fen());
}

/// Runs the real `ferz script` with `flags`, feeding it `lines`; the answers, the exit status
/// and what it wrote to stderr.
fn ferz_script(flags: &[&str], lines: &[&str]) -> (Vec<serde_json::Value>, Option<i32>, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferz"))
        .args(["script", "--time", "none"])
        .args(flags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ferz runs");
    // A refused start ends ferz before it reads its input: a broken pipe is no failure.
    let _ = child.stdin.take().expect("stdin").write_all(lines.join("\n").as_bytes());
    let out = child.wait_with_output().expect("ferz ends");
    let answers = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    (answers, out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn chess960_odds_take_the_queen_side_knight_and_the_long_castling_rook() {
    for (n, fen) in [
        // BBQNNRKR: the queen-side knight is on d1, the long-castling rook on f1.
        (0, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQ1N1KR w Kkq - 0 1"),
        // RNBQKBNR: the standard position, the standard odds.
        (518, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/2BQKBNR w Kkq - 0 1"),
        // RKRNNQBB: the rook of the long castling is on a1, the knight on d1.
        (959, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/1KR1NQBB w Kkq - 0 1"),
    ] {
        let n_text = n.to_string();
        let (out, status, err) =
            ferz_script(&["--chess960", &n_text, "--odds", "white:knight,rook"], &["state", "pgn"]);
        assert_eq!(status, Some(0), "{n}: {err}");
        assert_eq!(out[0]["fen"], fen, "{n}");
        assert_eq!(out[0]["variant"], "chess960");
        assert_eq!(out[0]["start_position"], n);
        let pgn = out[1]["pgn"].as_str().expect("the PGN");
        assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{pgn}");
        assert!(pgn.contains("white:knight,rook"), "{pgn}");
        let game = PgnReader::new(pgn.as_bytes()).next().expect("a game").expect("a legal game");
        assert_eq!(game.start.fen(), fen);
    }
    // The f-pawn stays the f-pawn, and the queen is the queen wherever it starts.
    let (out, _, err) = ferz_script(&["--chess960", "0", "--odds", "black:pawn,queen"], &["state"]);
    assert_eq!(out[0]["fen"], "bb1nnrkr/ppppp1pp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", "{err}");
}

#[test]
fn a_chess960_castling_field_without_chess960_asks_for_it() {
    let fen = "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1";
    let (out, status, err) = ferz_script(&["--fen", fen], &["state"]);
    assert!(out.is_empty());
    assert_eq!(status, Some(2), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("Chess960") && err.contains("add --chess960"), "{err}");
    let (_, status, err) = ferz_script(&["--fen", fen, "--lang", "ru"], &["state"]);
    assert_eq!(status, Some(2), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("Chess960") && err.contains("добавьте --chess960"), "{err}");
    let (out, status, err) = ferz_script(&["--fen", fen, "--chess960"], &["state"]);
    assert_eq!((status, out[0]["variant"].as_str()), (Some(0), Some("chess960")), "{err}");
}

#[test]
fn a_blocked_chess960_castle_names_the_destination_square() {
    for (fen, english, russian) in [
        (
            "rk6/8/8/8/8/8/8/RKN5 w Qq - 0 1",
            "the knight stands on c1, the king's destination square",
            "на поле c1, куда должен встать король, стоит конь",
        ),
        (
            "rk6/8/8/8/8/8/8/RK1B4 w Qq - 0 1",
            "the bishop stands on d1, the rook's destination square",
            "на поле d1, куда должна встать ладья, стоит слон",
        ),
        (
            "rk6/8/8/8/8/8/8/RBK5 w Qq - 0 1",
            "the bishop on b1 stands between the king and the rook",
            "между королём и ладьёй стоит слон на b1",
        ),
    ] {
        let (out, _, err) = ferz_script(&["--fen", fen, "--chess960"], &["move O-O-O"]);
        let said = out[0]["error"].as_str().unwrap_or_else(|| panic!("{fen}: {err}"));
        assert!(said.contains(english) && said.contains("between") == english.contains("between"), "{fen}: {said}");
        let (out, _, err) = ferz_script(&["--fen", fen, "--chess960", "--lang", "ru"], &["move O-O-O"]);
        let said = out[0]["error"].as_str().unwrap_or_else(|| panic!("{fen}: {err}"));
        assert!(said.contains(russian), "{fen}: {said}");
    }
}
