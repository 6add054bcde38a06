//! `--arbiter practice` through `ferz script`: completed illegal moves of every
//! kind, pointed out at once or moves later, the penalty by time control, the second illegal
//! move winning and drawing, and the record.

use crate::common;

use common::{assert_ended, assert_error, assert_ongoing, clock, last, script};
use serde_json::{Value, json};

const PRACTICE: [&str; 2] = ["--arbiter", "practice"];

fn args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut all = PRACTICE.to_vec();
    all.extend_from_slice(extra);
    all
}

/// After 1. d4 e5 the f1 bishop is shut in by the e2 pawn.
const D4_E5: [&str; 2] = ["move d4", "move e5"];

fn found(answer: &Value) -> &Value {
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["illegal"]["found"], true, "{answer}");
    &answer["illegal"]
}

#[test]
fn a_bishop_jumping_its_pawn_stands_until_pointed_out() {
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Bc4", "illegal"]);
    let answers = script(&args(&["--time", "none"]), &lines);
    // The move is played like any other: the answer does not tell it was illegal.
    let jumped = &answers[2];
    assert_ongoing(jumped);
    assert_eq!(jumped["last_san"], "Bc4");
    assert_eq!(jumped["fen"], "rnbqkbnr/pppp1ppp/8/4p3/2BP4/8/PPP1PPPP/RNBQK1NR b KQkq - 1 2");
    assert_eq!(jumped["illegal_count"], json!({"white": 0, "black": 0}));
    assert!(jumped.get("illegal").is_none());
    let answer = &answers[3];
    let illegal = found(answer);
    assert_eq!(illegal["ply"], 3);
    assert_eq!(illegal["by"], "white");
    assert_eq!(illegal["count"], 1);
    assert_eq!(illegal["penalty_ms"], 0, "nothing to add in an untimed game");
    assert_eq!(
        illegal["explanation"],
        "2. Bc4 was illegal: the bishop on f1 cannot reach c4: the pawn on e2 is in the way. \
         Pointed out at once; taken back: Bc4."
    );
    assert_eq!(answer["fen"], "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(answer["moves"], json!(["d4", "e5"]));
    assert_eq!(answer["turn"], "white");
    assert_eq!(answer["illegal_count"], json!({"white": 1, "black": 0}));
}

#[test]
fn a_pinned_piece_a_king_into_check_and_castling_through_check() {
    // The d2 knight is pinned by the a5 bishop.
    let answer = last(&args(&["--fen", "4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1"]), &["move Nf3", "illegal"]);
    assert_eq!(
        found(&answer)["explanation"],
        "1. Nf3 was illegal: the knight on d2 is pinned to your king by the bishop on a5. \
         Pointed out at once; taken back: Nf3. Black +1:00 (FIDE 7.5.5)."
    );
    // The king steps next to a rook; the rook may not take it: the move is pointed out instead.
    let answers = script(&args(&["--fen", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"]), &["move Ke2", "move Rxe2", "illegal"]);
    assert_eq!(answers[0]["fen"], "4k3/8/8/8/8/8/3rK3/8 b - - 1 1");
    assert_error(&answers[1], "not_allowed");
    assert_eq!(answers[1]["error"], "a king is never captured: point out the illegal move that left it attacked");
    assert!(found(&answers[2])["explanation"].as_str().is_some_and(|e| {
        e.starts_with("1. Ke2 was illegal: your king cannot step onto e2: it is attacked by the rook on d2.")
    }));
    // Castling over f1, which the f2 rook attacks: the rook travels with the king.
    let answers = script(&args(&["--fen", "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1"]), &["move O-O", "illegal"]);
    assert_eq!(answers[0]["fen"], "4k3/8/8/8/8/8/5r2/5RK1 b - - 1 1");
    assert_eq!(answers[0]["last_san"], "O-O");
    assert!(
        found(&answers[1])["explanation"].as_str().is_some_and(
            |e| e.contains("you cannot castle: the king would pass through f1, attacked by the rook on f2")
        )
    );
    assert_eq!(answers[1]["fen"], "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
}

#[test]
fn a_pawn_left_unpromoted_becomes_a_queen() {
    let fen = "8/4P3/8/8/8/8/8/k3K3 w - - 0 1";
    let answers = script(&args(&["--fen", fen]), &["move e8", "illegal"]);
    assert_eq!(answers[0]["fen"], "4P3/8/8/8/8/8/8/k3K3 b - - 0 1", "the pawn stands on e8 as a pawn");
    let answer = &answers[1];
    let illegal = found(answer);
    assert_eq!(
        illegal["explanation"],
        "1. e8 was illegal: a pawn reaching the last rank must be promoted; it becomes a queen (7.5.2). \
         Pointed out at once; the pawn became a queen: e8=Q. Black +1:00 (FIDE 7.5.5)."
    );
    assert_eq!(answer["fen"], "4Q3/8/8/8/8/8/8/k3K3 b - - 0 1");
    assert_eq!(answer["moves"], json!(["e8=Q"]));
    assert_eq!(answer["turn"], "black");
    assert_eq!(clock(answer).2, Some("black"), "the move stands: Black's clock runs");
}

#[test]
fn pressing_the_clock_without_a_move_passes_the_turn_until_pointed_out() {
    let answers = script(&args(&["--time", "blitz"]), &["wait 10", "press", "wait 5", "illegal"]);
    let pressed = &answers[1];
    assert_eq!(pressed["turn"], "black");
    assert_eq!(pressed["last_san"], "--");
    assert_eq!(clock(pressed), (182_000 - 10_000 + 2_000, 182_000, Some("black")));
    let answer = &answers[3];
    assert_eq!(
        found(answer)["explanation"],
        "1. -- was illegal: the clock was pressed without a move (7.8.1). Pointed out at once; taken back: --. \
         Black +1:00 (FIDE 7.5.5)."
    );
    // The clocks keep their times (Black's 5 seconds stay used); White's clock runs again.
    assert_eq!(clock(answer), (174_000, 182_000 - 5_000 + 60_000, Some("white")));
    assert_eq!(answer["moves"], json!([]));
}

#[test]
fn found_several_moves_later_the_later_moves_are_undone() {
    // Two plies later.
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Bc4", "move Nf6", "move e3", "illegal"]);
    let answer = last(&args(&["--time", "none"]), &lines);
    let illegal = found(&answer);
    assert_eq!(illegal["ply"], 3);
    assert!(
        illegal["explanation"]
            .as_str()
            .is_some_and(|e| e.contains("Pointed out 2 plies later; taken back: Bc4 Nf6 e3."))
    );
    assert_eq!(answer["moves"], json!(["d4", "e5"]));
    // Three moves later (five plies), with times: both clocks keep what they show.
    let mut lines = D4_E5.to_vec();
    lines.extend([
        "move Bc4", "wait 3", "move Nf6", "move Nf3", "wait 7", "move Nc6", "move O-O", "move d6", "move Re1", "state",
        "illegal",
    ]);
    let answers = script(&args(&["--time", "rapid"]), &lines);
    let before = &answers[answers.len() - 2];
    let answer = &answers[answers.len() - 1];
    let illegal = found(answer);
    assert_eq!(illegal["ply"], 3);
    assert!(
        illegal["explanation"]
            .as_str()
            .is_some_and(|e| e.contains("Pointed out 6 plies later; taken back: Bc4 Nf6 Nf3 Nc6 O-O d6 Re1."))
    );
    assert_eq!(answer["moves"], json!(["d4", "e5"]));
    assert_eq!(answer["fen"], "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2");
    let (white, black, _) = clock(before);
    assert_eq!(clock(answer), (white, black + 60_000, Some("white")));
    assert_eq!(answer["illegal_count"], json!({"white": 1, "black": 0}));
}

#[test]
fn only_the_earliest_unfound_move_is_pointed_out_and_later_ones_go_with_the_undone_moves() {
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Bc4", "move Bf5", "move Nf3", "illegal", "illegal", "resign"]);
    let answers = script(&args(&["--time", "none"]), &lines);
    let first = found(&answers[5]);
    assert_eq!((first["by"].as_str(), first["ply"].as_u64()), (Some("white"), Some(3)));
    // Black's 2... Bf5, through its own d7 pawn, went with the undone moves: never pointed out.
    assert_eq!(answers[6]["illegal"]["found"], false);
    assert_eq!(answers[6]["illegal"]["explanation"], "nothing illegal stands on the board: the game goes on unchanged");
    assert_eq!(answers[6]["fen"], answers[5]["fen"]);
    assert_eq!(answers[7]["illegal_count"], json!({"white": 1, "black": 0}));
    assert_eq!(
        answers[7]["illegal_summary"],
        "Illegal moves: White: 2. Bc4 (the bishop on f1 cannot reach c4: the pawn on e2 is in the way), caught 2 plies later. \
         Black: 2... Bf5 (the bishop on c8 cannot reach f5: the pawn on d7 is in the way), never pointed out."
    );
}

#[test]
fn pointing_out_when_nothing_is_illegal_changes_nothing() {
    let answers = script(&args(&["--time", "rapid"]), &["move e4", "wait 3", "state", "illegal"]);
    let (state, answer) = (&answers[2], &answers[3]);
    assert_eq!(
        answer["illegal"],
        json!({"found": false, "explanation": "nothing illegal stands on the board: the game goes on unchanged"})
    );
    for key in ["fen", "moves", "clock", "illegal_count", "result"] {
        assert_eq!(answer[key], state[key], "{key}");
    }
}

#[test]
fn the_penalty_is_two_minutes_in_standard_play_and_one_in_rapid_and_blitz() {
    for (time, penalty, start) in [
        ("classical", 120_000, 5_430_000),
        ("90", 120_000, 5_400_000),
        ("rapid", 60_000, 910_000),
        ("blitz", 60_000, 182_000),
        ("none", 0, 0),
    ] {
        let answer = last(&args(&["--time", time]), &["press", "illegal"]);
        assert_eq!(found(&answer)["penalty_ms"], penalty, "{time}");
        if time != "none" {
            assert_eq!(clock(&answer).1, start + penalty, "{time}");
        }
    }
}

#[test]
fn the_second_illegal_move_loses() {
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Bc4", "illegal", "move Bb5+", "illegal"]);
    let answers = script(&args(&["--time", "blitz"]), &lines);
    let answer = &answers[5];
    let illegal = found(answer);
    assert_eq!((illegal["count"].as_u64(), illegal["penalty_ms"].as_u64()), (Some(2), Some(0)));
    assert_ended(answer, "0-1", "illegal_move");
    assert!(
        illegal["explanation"]
            .as_str()
            .is_some_and(|e| e.ends_with("taken back: Bb5. 0–1 — White's second illegal move."))
    );
    assert_eq!(answer["illegal_count"], json!({"white": 2, "black": 0}));
    assert_eq!(
        answer["illegal_summary"],
        "Illegal moves: White: 2. Bc4 (the bishop on f1 cannot reach c4: the pawn on e2 is in the way), caught at once; \
         2. Bb5 (the bishop on f1 cannot reach b5: the pawn on e2 is in the way), caught at once. Black: none."
    );
    // Nothing more can be played.
    assert_error(&script(&args(&["--time", "blitz"]), &[&lines[..], &["move Nf3"]].concat())[6], "game_over");
}

#[test]
fn the_second_illegal_move_draws_when_the_opponent_cannot_mate() {
    // Black has a bare king: it can never mate White.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let answer = last(&args(&["--fen", fen]), &["press", "illegal", "press", "illegal"]);
    assert_ended(&answer, "1/2-1/2", "illegal_move");
    assert!(
        found(&answer)["explanation"]
            .as_str()
            .is_some_and(|e| e.ends_with("White's second illegal move, but Black cannot checkmate."))
    );
    assert!(answer.get("helpmate").is_none(), "{answer}");
    // With a rook Black could mate: a loss, with the proof as at a flag fall (6.9) — a line
    // ending in Black's mate.
    let fen = "r3k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let answer = last(&args(&["--fen", fen]), &["press", "illegal", "press", "illegal"]);
    assert_ended(&answer, "0-1", "illegal_move");
    let line = answer["helpmate"].as_array().expect("a helpmate line");
    assert!(line.last().and_then(Value::as_str).is_some_and(|m| m.ends_with('#')), "{answer}");
}

#[test]
fn the_record_keeps_what_happened_as_comments() {
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Bc4", "move Nf6", "illegal", "move Nf3", "move Ke6", "pgn", "illegal", "resign", "pgn"]);
    let answers = script(&args(&["--time", "none"]), &lines);
    // While the game goes on, the record stops before the move nobody has pointed out yet.
    let words = |answer: &Value| answer["pgn"].as_str().expect("pgn").split_whitespace().collect::<Vec<_>>().join(" ");
    let pgn = words(&answers[7]);
    assert!(
        pgn.ends_with(
            "1. d4 e5 { 2. Bc4 was illegal: the bishop on f1 cannot reach c4: the pawn on e2 is in the way. \
             Pointed out 1 ply later; taken back: Bc4 Nf6. } 2. Nf3 { then, as played on the board: 2... Ke6 } *"
        ),
        "{pgn}"
    );
    // Black's king walk is found too; then Black resigns, and the record ends with the summary.
    let pgn = words(&answers[10]);
    assert!(pgn.contains("2. Nf3 { 2... Ke6 was illegal: the king on e8 cannot move to e6"), "{pgn}");
    assert!(pgn.contains("Illegal moves: White: 2. Bc4 (the bishop on f1 cannot reach c4: the pawn on e2 is in the way), caught 1 ply later."), "{pgn}");
    assert!(pgn.ends_with("caught at once. 1–0 — Black resigned } 1-0"), "{pgn}");
}

#[test]
fn without_practice_illegal_moves_are_refused_and_the_commands_not_allowed() {
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Bc4", "press", "illegal"]);
    let answers = script(&[], &lines);
    assert_error(&answers[2], "illegal_move");
    assert_error(&answers[3], "not_allowed");
    assert_error(&answers[4], "not_allowed");
    assert_eq!(answers[3]["error"], "that is only for practising illegal moves (--arbiter practice)");
    assert_error(&script(&PRACTICE, &["press now"])[0], "parse");
}

#[test]
fn explanations_in_russian() {
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Сc4", "move Кf6", "illegal"]);
    let answer = last(&args(&["--lang", "ru", "--time", "rapid"]), &lines);
    assert_eq!(
        found(&answer)["explanation"],
        "2. Bc4 — невозможный ход: слон на f1 не может пройти на c4: мешает пешка на e2. Указано через 1 полуход; \
         ходы взяты назад: Bc4 Nf6. Чёрные получают +1:00 (ст. 7.5.5)."
    );
}

#[test]
fn the_record_in_russian() {
    // The same game as `the_record_keeps_what_happened_as_comments`, with --lang ru: every
    // comment of the record is Russian, and the PGN is still one any program reads.
    let mut lines = D4_E5.to_vec();
    lines.extend(["move Bc4", "move Nf6", "illegal", "move Nf3", "move Ke6", "pgn", "illegal", "resign", "pgn"]);
    let answers = script(&args(&["--time", "none", "--lang", "ru"]), &lines);
    let words = |answer: &Value| answer["pgn"].as_str().expect("pgn").split_whitespace().collect::<Vec<_>>().join(" ");
    let pgn = words(&answers[7]);
    assert!(
        pgn.ends_with(
            "1. d4 e5 { 2. Bc4 — невозможный ход: слон на f1 не может пройти на c4: мешает пешка на e2. \
             Указано через 1 полуход; ходы взяты назад: Bc4 Nf6. } 2. Nf3 { затем на доске было сыграно: 2... Ke6 } *"
        ),
        "{pgn}"
    );
    let pgn = words(&answers[10]);
    assert!(pgn.contains("2. Nf3 { 2... Ke6 — невозможный ход: король на e8"), "{pgn}");
    assert!(
        pgn.contains(
            "Невозможные ходы: Белые: 2. Bc4 (слон на f1 не может пройти на c4: мешает пешка на e2), \
             замечен через 1 полуход."
        ),
        "{pgn}"
    );
    assert!(pgn.ends_with("замечен сразу. 1–0 — Чёрные сдались } 1-0"), "{pgn}");
    assert!(!pgn.contains("illegal") && !pgn.contains("Pointed out"), "{pgn}");
    let game = ferz::pgn::PgnReader::new(answers[10]["pgn"].as_str().expect("pgn").as_bytes()).next();
    assert!(matches!(game, Some(Ok(_))), "{game:?}");
}

#[test]
fn the_arbiter_and_a_wrong_claim_are_recorded_in_russian() {
    let lines = ["move Nf3", "adjust white +30", "claim", "pgn"];
    let answer = last(&["--lang", "ru", "--time", "rapid"], &lines);
    let pgn = answer["pgn"].as_str().expect("pgn").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(pgn.contains("арбитр: белые +0:30 Чёрные потребовали ничью: требование неверно, белые +1:00"), "{pgn}");
    let answer = last(&["--time", "rapid"], &lines);
    let pgn = answer["pgn"].as_str().expect("pgn").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(pgn.contains("arbiter: White +0:30 Black claimed a draw: incorrect, White +1:00"), "{pgn}");
}
