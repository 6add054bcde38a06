//! The practice flags through `ferz script`: the strict arbiter,
//! touch-move, the Sofia rule, Russian messages, and explained illegal moves.

use crate::common;

use common::{assert_error, last, script};

const SHUFFLE: [&str; 8] =
    ["move Nf3", "move Nf6", "move Ng1", "move Ng8", "move Nf3", "move Nf6", "move Ng1", "move Ng8"];

#[test]
fn assist_shows_what_can_be_claimed_and_strict_does_not() {
    let answer = last(&[], &SHUFFLE);
    assert_eq!(answer["claimable"], serde_json::json!(["threefold_repetition"]));
    let answer = last(&["--arbiter", "strict"], &SHUFFLE);
    assert_eq!(answer["claimable"], serde_json::json!([]));
    // The claim itself still holds in strict mode: the players must notice it.
    let mut lines = SHUFFLE.to_vec();
    lines.push("claim");
    let answer = last(&["--arbiter", "strict"], &lines);
    assert_eq!(answer["termination"], "threefold_repetition");
    assert_eq!(answer["claim"]["accepted"], true);
}

#[test]
fn strict_mode_penalises_a_wrong_claim() {
    let answer = last(&["--arbiter", "strict", "--time", "blitz"], &["move e4", "claim"]);
    assert_eq!(answer["claim"]["accepted"], false);
    assert_eq!(answer["claim"]["penalty_ms"], 60_000);
    assert_eq!(answer["clock"]["white_ms"], 182_000 + 2_000 + 60_000);
}

#[test]
fn touch_move_binds_the_touched_piece() {
    let answers = script(&["--touch-move"], &["touch g1", "move e4", "move Nf3"]);
    assert_eq!(answers[0]["ok"], true);
    assert_error(&answers[1], "not_allowed");
    assert_eq!(answers[1]["error"], "touch-move: you touched the knight on g1, so you must move it (FIDE 4.3)");
    assert_eq!(answers[2]["last_san"], "Nf3");
    // Without the flag, touching binds nothing.
    let answers = script(&[], &["touch g1", "move e4"]);
    assert_eq!(answers[1]["last_san"], "e4");
    // A bad square is a parse error.
    assert_error(&script(&[], &["touch z9"])[0], "parse");
}

#[test]
fn the_sofia_rule_refuses_early_offers() {
    let answers =
        script(&["--no-offers-before", "3"], &["offer", "move e4", "move e5", "move Nf3", "move Nc6", "offer"]);
    assert_error(&answers[0], "not_allowed");
    assert_eq!(answers[0]["error"], "draw offers are not allowed before move 3 in this game (it is move 1)");
    assert_eq!(answers[5]["draw_offer"], "white");
}

#[test]
fn messages_in_russian() {
    let answers = script(&["--lang", "ru"], &["move O-O", "accept", "frobnicate", "move e5"]);
    assert_eq!(
        answers[0]["error"],
        "невозможный ход «O-O»: короткая рокировка (0-0) невозможна: между королём и ладьёй стоит слон на f1"
    );
    assert_eq!(answers[1]["error"], "нет предложения ничьей, на которое можно ответить");
    assert!(answers[2]["error"].as_str().unwrap().starts_with("неизвестная команда 'frobnicate'"));
    assert_eq!(answers[3]["code"], "illegal_move");
    assert!(answers[3]["error"].as_str().unwrap().contains("пешка на e2 не может пойти на e5"), "{}", answers[3]);
}

#[test]
fn russian_moves_are_read_in_any_language_mode() {
    let answer = last(&[], &["move е4", "move е5", "move Кf3", "move Кc6", "move Сc4"]);
    assert_eq!(answer["moves"], serde_json::json!(["e4", "e5", "Nf3", "Nc6", "Bc4"]));
}

#[test]
fn illegal_moves_are_explained() {
    let answers = script(&["--fen", "4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1"], &["move Nf3", "move Ke2", "move Nb4"]);
    assert_eq!(answers[0]["error"], "illegal move 'Nf3': the knight on d2 is pinned to your king by the bishop on a5");
    assert_eq!(answers[1]["last_san"], "Ke2");
    let answers = script(
        &[],
        &[
            "move e4", "move e5", "move Ke2", "move d6", "move Kf3", "move Nc6", "move Ke2", "move Nf6", "move Ke1",
            "move Be7", "move Nf3", "move Bd7", "move Be2", "move Qc8", "move O-O",
        ],
    );
    assert_eq!(
        answers[14]["error"],
        "illegal move 'O-O': you cannot castle kingside (O-O): your king has moved (on move 2)"
    );
}

#[test]
fn a_refused_flag_is_said_in_the_language_asked_for() {
    let said = |args: &[&str]| {
        let run = common::run_raw(args, b"state\n");
        assert_eq!((run.status, run.stdout.as_str()), (2, ""), "{args:?}");
        run.stderr.trim().to_string()
    };
    assert_eq!(
        said(&["--lang", "ru", "--penalty", "abc"]),
        "ferz: --penalty: «abc» — не число секунд от 0 до 3600, например 60 или 7.5"
    );
    assert_eq!(
        said(&["--penalty", "abc"]),
        "ferz: --penalty: 'abc' is not a number of seconds from 0 to 3600, such as 60 or 7.5"
    );
    assert_eq!(
        said(&["--time", "h3", "--black-time", "5", "--lang=ru"]),
        "ferz: --white-time, --black-time: для разного времени нужны два контроля одного рода: оба с обратным \
         отсчётом, оба «песочные часы» или оба с прямым отсчётом"
    );
    assert_eq!(
        said(&["--lang", "ru", "--time", "5+"]),
        "ferz: --time: контроль времени «5+»: после «+» нужны секунды добавки"
    );
    assert!(said(&["--fen", "8/8/8 w", "--lang", "ru"]).starts_with("ferz: --fen: неверный FEN: полей — 2"));
    assert!(said(&["--fen", "8/8/8 w"]).starts_with("ferz: --fen: bad FEN: it has 2 fields"));
}

#[test]
fn a_bad_language_ends_before_any_input() {
    let run = common::run_raw(&["--lang", "de"], b"state\n");
    assert_eq!(run.status, 2);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr.trim(), "ferz: --lang: unknown language 'de': expected 'en' (English) or 'ru' (Russian)");
}

#[test]
fn castling_after_the_king_walked_is_explained() {
    let answers = script(&[], &["move e4", "move e5", "move Ke2", "move Ke7", "move O-O", "move O-O-O"]);
    assert_eq!(
        answers[4]["error"],
        "illegal move 'O-O': you cannot castle kingside (O-O): your king has moved (on move 2)"
    );
    assert_eq!(
        answers[5]["error"],
        "illegal move 'O-O-O': you cannot castle queenside (O-O-O): your king has moved (on move 2)"
    );
    let ru = script(&["--lang", "ru"], &["move e4", "move e5", "move Ke2", "move Ke7", "move 0-0"]);
    assert_eq!(
        ru[4]["error"],
        "невозможный ход «0-0»: короткая рокировка (0-0) невозможна: король уже ходил (на 2-м ходу)"
    );
}

#[test]
fn russian_explains_a_move_with_several_candidate_pieces() {
    let ru = script(&["--lang", "ru"], &["move e4", "move Nf6", "move Ke2", "move Ra3", "move Bb4"]);
    assert_eq!(ru[3]["error"], "невозможный ход «Ra3»: ладья на a8 не может пройти на a3: мешает пешка на a7");
    assert_eq!(ru[4]["error"], "невозможный ход «Bb4»: слон на f8 не может пройти на b4: мешает пешка на e7");
}

#[test]
fn a_capture_mark_onto_an_empty_square_is_refused_saying_nothing_is_there() {
    let answers = script(&[], &["move e2xe4", "move Nxf3", "move e4", "move d5", "move exd5"]);
    assert_eq!(answers[0]["code"], "illegal_move");
    assert_eq!(
        answers[0]["error"],
        "illegal move 'e2xe4': there is nothing on e4 to capture: the pawn on e2 can only move there; write the move without 'x'"
    );
    assert_eq!(answers[1]["code"], "illegal_move");
    assert_eq!(answers[4]["ok"], true, "a real capture with its mark: {}", answers[4]);
    let ru = script(&["--lang", "ru"], &["move e2:e4"]);
    assert_eq!(
        ru[0]["error"],
        "невозможный ход «e2:e4»: на e4 нечего брать: пешка на e2 может туда только пойти; запишите ход без знака взятия"
    );
}
