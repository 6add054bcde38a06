//! The adjudicator in the game: dead positions end the game after the move
//! that makes them (5.2.2), flag falls are drawn when the opponent cannot mate
//! and lost with the mating line as proof when it can (6.9) — through the real
//! `ferz script` and `ferz check` binaries.

use crate::common;

use std::process::Command;

use common::{assert_ended, assert_ongoing, last, script};
use ferz::rules::{Color, Position, parse_move};
use serde_json::Value;

/// The instant `ms` milliseconds into the test's timeline.
fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

/// White's flag falls here and Black cannot mate (the example); White could.
const WALL_W: &str = "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1";
const WALL_B: &str = "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 b - - 0 1";

fn assert_mates(fen: &str, side: Color, line: &Value) {
    let mut pos = Position::from_fen(fen).expect("FEN");
    for m in line.as_array().expect("a helpmate array") {
        let text = m.as_str().expect("SAN");
        let mv = parse_move(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        pos = pos.play_unchecked(mv);
    }
    assert!(pos.is_checkmate() && pos.turn() == !side, "{line} is not a mate by {side}");
}

#[test]
fn a_flag_fall_is_drawn_when_the_opponent_cannot_mate() {
    let answer = last(&["--fen", WALL_W, "--time", "1"], &["wait 61"]);
    assert_ended(&answer, "1/2-1/2", "timeout");
    assert!(answer.get("helpmate").is_none(), "a draw carries no mating line: {answer}");
}

#[test]
fn a_flag_fall_is_lost_with_the_mating_line_as_proof() {
    let answer = last(&["--fen", WALL_B, "--time", "1"], &["wait 61"]);
    assert_ended(&answer, "1-0", "timeout");
    assert_mates(WALL_B, Color::White, &answer["helpmate"]);
}

#[test]
fn a_move_that_locks_the_wall_ends_the_game_as_a_dead_position() {
    let fen = "4k3/8/8/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1";
    let answers = script(&["--fen", fen], &["state", "move g4", "move Kd7"]);
    assert_ongoing(&answers[0]);
    assert_ended(&answers[1], "1/2-1/2", "dead_position");
    assert_eq!(answers[2]["code"], "game_over");
}

#[test]
fn a_forced_capture_of_the_last_piece_is_dead_at_once() {
    let answer = last(&["--fen", "qK6/3k4/8/8/8/8/8/8 w - - 0 60"], &["state"]);
    assert_ended(&answer, "1/2-1/2", "dead_position");
}

#[test]
fn insufficient_material_is_named_before_dead_position() {
    let answers = script(&["--fen", "qK6/3k4/8/8/8/8/8/8 w - - 0 60"], &["state"]);
    assert_eq!(answers[0]["termination"], "dead_position");
    let answer = last(&["--fen", "8/8/8/4k3/8/8/3q4/4K3 w - - 0 1"], &["move Kxd2"]);
    assert_ended(&answer, "1/2-1/2", "insufficient_material");
}

/// Runs `ferz check` on one PGN text and returns its one JSON line.
fn check_one(pgn: &str) -> Value {
    let dir = std::env::temp_dir().join(format!("ferz-adjudication-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{:x}.pgn", pgn.len() * 31 + pgn.bytes().map(usize::from).sum::<usize>()));
    std::fs::write(&path, pgn).expect("write PGN");
    let out = Command::new(env!("CARGO_BIN_EXE_ferz")).arg("check").arg(&path).output().expect("ferz runs");
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    serde_json::from_str(text.lines().next().expect("one line")).expect("JSON")
}

fn forfeit(fen: &str, result: &str, termination: &str) -> String {
    format!(
        "[Event \"Blitz\"]\n[Result \"{result}\"]\n[Termination \"{termination}\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n{result}\n"
    )
}

#[test]
fn check_re_judges_games_lost_on_time() {
    // White flagged, but Black could never mate: the Laws say draw.
    let line = check_one(&forfeit(WALL_W, "0-1", "Time forfeit"));
    assert_eq!((line["result"].as_str(), line["result_by_laws"].as_str()), (Some("0-1"), Some("1/2-1/2")));
    // Black flagged and White could mate: the loss stands.
    let line = check_one(&forfeit(WALL_B, "1-0", "Time forfeit"));
    assert_eq!(line["result_by_laws"], "1-0");
    // Not a time forfeit: no re-judging.
    let line = check_one(&forfeit(WALL_B, "1-0", "Normal"));
    assert!(line.get("result_by_laws").is_none(), "{line}");
}

#[test]
fn check_and_the_game_agree_on_a_dead_wall() {
    let fen = "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1";
    let line = check_one(&forfeit(fen, "*", "Normal"));
    assert_eq!(line["termination"], "dead_position");
    let answer = last(&["--fen", fen], &["state"]);
    assert_eq!(answer["termination"], "dead_position");
}

/// A game from `fen` under `tc`, its clock started at 0.
fn game(fen: &str, tc: &str) -> ferz::game::Game {
    let tc: ferz::game::TimeControl = tc.parse().expect("time control");
    let mut g = ferz::game::Game::new(Position::from_fen(fen).expect("FEN"), tc, ferz::game::GameOptions::default());
    g.start_clock(at(0));
    g
}

#[test]
fn the_proof_is_told_in_words_in_english_and_russian() {
    use ferz::game::Proof;
    use ferz::lang::Lang;
    use ferz::rules::Notation;

    // Black flags; White could still mate: the line, numbered from Black's move 1.
    let mut g = game(WALL_B, "1");
    assert!(g.update(at(60_000)));
    let proof = g.proof().expect("a proof").clone();
    assert!(matches!(proof, Proof::CouldMate { side: Color::White, .. }));
    let en = Lang::En.words().proof(&proof, g.position(), Notation::San);
    assert!(en.starts_with("White could still mate: 1... "), "{en}");
    let ru = Lang::Ru.words().proof(&proof, g.position(), Notation::Russian);
    assert!(ru.starts_with("Белые ещё могли поставить мат: 1... "), "{ru}");

    // White flags; Black cannot mate: why.
    let mut g = game(WALL_W, "1");
    assert!(g.update(at(60_000)));
    assert_eq!(g.outcome().map(|o| o.result()), Some("1/2-1/2"));
    let proof = g.proof().expect("a proof");
    assert!(matches!(proof, Proof::CannotMate { side: Color::Black, .. }), "{proof:?}");
    let en = Lang::En.words().proof(proof, g.position(), Notation::San);
    assert!(en.contains("Black"), "{en}");

    // A locked wall: neither side can mate, said once for both.
    let g = game("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1", "none");
    let proof = g.proof().expect("a dead position has a proof");
    assert_eq!(
        Lang::En.words().proof(proof, g.position(), Notation::San),
        "neither side can mate: no pawn can move on and no piece can get past the wall"
    );
    assert_eq!(
        Lang::Ru.words().proof(proof, g.position(), Notation::San),
        "ни одна сторона не может поставить мат: ни одна пешка не пройдёт вперёд и ни одна фигура не проникнет за стену"
    );
}
