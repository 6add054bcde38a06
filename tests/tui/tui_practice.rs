//! Practising the rules in the terminal game, driven by keys and the mouse through the real key
//! and mouse maps and `update`: the strict arbiter (no hints, no claim indicator, wrong claims
//! penalised), touch-move on the board (FIDE 4.3), the Sofia rule, every illegal attempt
//! explained, and the Russian screen.

use crate::tui_support;

use ferz::game::Termination;
use ferz::lang::Lang;
use ferz::rules::{Color, Notation, Square};
use ferz::tui::{App, Arbiter, Overlay, Prefs, pgn_text};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

const KNIGHT_DANCE: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

/// A rapid game from `fen` (or the start) with the practice options, the clock started.
fn game(fen: Option<&str>, prefs: Prefs, touch_move: bool, no_offers_before: u32) -> App {
    let mut a = app_with_options(fen, "rapid", prefs, |o| {
        o.touch_move = touch_move;
        o.no_offers_before = no_offers_before;
    });
    start(&mut a);
    a
}

fn strict() -> Prefs {
    Prefs { arbiter: Arbiter::Strict, ..Prefs::default() }
}

fn russian() -> Prefs {
    Prefs { lang: Lang::Ru, ..Prefs::default() }
}

/// The last message, if it was a refusal.
fn refusal(a: &App) -> Option<String> {
    a.message().filter(|m| m.error).map(|m| m.text.clone())
}

/// The whole 80×24 screen as text.
fn shown(a: &mut App) -> String {
    screen(a, 80, 24)
}

// ----- the strict arbiter -----

#[test]
fn a_strict_arbiter_shows_no_hints_and_refuses_to() {
    for (prefs, hints) in [(Prefs::default(), true), (strict(), false)] {
        let mut a = game(None, prefs, false, 0);
        click(&mut a, Square::G1, 0);
        assert_eq!(a.selected(), Some(Square::G1));
        let buf = render(&a, 80, 24);
        let (x, y) = cell_of(&a, Square::F3);
        assert_eq!(buf[(x, y)].symbol() == "•", hints, "{:?}: a target dot on f3", prefs.arbiter);
        assert_eq!(a.hints_shown(), hints);
    }
    let mut a = game(None, strict(), false, 0);
    type_line(&mut a, ":hints on", 0);
    assert_eq!(refusal(&a).as_deref(), Some("No hints under a strict arbiter: find the legal moves yourself."));
    assert!(!a.hints_shown());
    assert!(shown(&mut a).starts_with(" ferz · 15+10 rapid · strict arbiter\n"));
}

#[test]
fn a_strict_arbiter_does_not_say_a_draw_can_be_claimed() {
    let mut assist = game(None, Prefs::default(), false, 0);
    let mut strict = game(None, strict(), false, 0);
    for a in [&mut assist, &mut strict] {
        play(a, &KNIGHT_DANCE, 0);
        assert!(!a.game().claimable().is_empty(), "threefold repetition can be claimed");
    }
    assert!(shown(&mut assist).contains("Anna may claim a draw: threefold repetition (F5 F5)"));
    let screen = shown(&mut strict);
    assert!(!screen.contains("claim a draw"), "{screen}");
    assert!(!screen.contains("repetition"), "{screen}");
    assert!(screen.contains(" Anna (White) to move\n"), "{screen}");
    // The players may still claim, and a correct claim ends the game.
    key(&mut strict, KeyCode::F(5), 0);
    key(&mut strict, KeyCode::F(5), 0);
    assert_eq!(strict.game().outcome().map(|o| o.termination), Some(Termination::ThreefoldRepetition));
}

#[test]
fn a_wrong_claim_before_a_strict_arbiter_is_penalised() {
    let mut a = game(None, strict(), false, 0);
    play(&mut a, &KNIGHT_DANCE[..6], 0);
    let black = a.game().clock().remaining(Color::Black, at(0)).as_ms();
    key(&mut a, KeyCode::F(5), 0);
    key(&mut a, KeyCode::F(5), 0);
    assert!(!a.game().is_over(), "the position has occurred only twice");
    assert_eq!(a.game().clock().remaining(Color::Black, at(0)).as_ms(), black + 60_000);
    assert_eq!(
        refusal(&a).as_deref(),
        Some("Anna's claim is not correct: Boris (Black) gets 1:00 more; play goes on.")
    );
}

// ----- touch-move -----

#[test]
fn a_piece_picked_up_by_cursor_must_be_moved() {
    let mut a = game(None, Prefs::default(), true, 0);
    a.set_cursor(Square::G1);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.game().touched(), Some(Square::G1));
    assert!(shown(&mut a).contains("Anna (White) to move · touch-move: you must move the knight on g1"));
    // Another piece cannot be picked up instead.
    a.set_cursor(Square::E2);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.selected(), Some(Square::G1));
    assert_eq!(
        refusal(&a).as_deref(),
        Some("touch-move: you touched the knight on g1, so you must move it (FIDE 4.3)")
    );
    // Nor put back, by Esc or by Enter on it.
    key(&mut a, KeyCode::Esc, 0);
    assert_eq!(a.selected(), Some(Square::G1));
    let keep = "Touch-move: the knight on g1 was touched and cannot be put back; it must be moved (FIDE 4.3).";
    assert_eq!(refusal(&a).as_deref(), Some(keep));
    a.set_cursor(Square::G1);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.selected(), Some(Square::G1));
    assert_eq!(refusal(&a).as_deref(), Some(keep));
    // Nor another piece's move typed.
    type_line(&mut a, "e4", 0);
    assert!(a.game().moves().is_empty());
    assert_eq!(
        refusal(&a).as_deref(),
        Some("touch-move: you touched the knight on g1, so you must move it (FIDE 4.3)")
    );
    key(&mut a, KeyCode::Esc, 0);
    // An illegal square keeps the knight in hand; a legal one plays it and frees the next player.
    a.set_cursor(Square::G3);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.selected(), Some(Square::G1));
    assert!(refusal(&a).is_some_and(|m| m.starts_with("illegal move 'g1g3': the knight on g1 cannot move to g3")));
    a.set_cursor(Square::F3);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("Nf3"));
    assert_eq!(a.game().touched(), None);
    assert!(!shown(&mut a).contains("touch-move:"));
}

#[test]
fn a_piece_picked_up_by_mouse_must_be_moved() {
    let mut a = game(None, Prefs::default(), true, 0);
    click(&mut a, Square::E2, 0);
    assert_eq!(a.game().touched(), Some(Square::E2));
    // A second click on it does not put it back.
    click(&mut a, Square::E2, 0);
    assert_eq!(a.selected(), Some(Square::E2));
    assert!(refusal(&a).is_some_and(|m| m.contains("cannot be put back")));
    // Dragging another piece is refused, and nothing moves.
    drag(&mut a, Square::G1, Square::F3, 0);
    assert!(a.game().moves().is_empty());
    assert_eq!(a.selected(), Some(Square::E2));
    assert!(refusal(&a).is_some_and(|m| m.starts_with("touch-move: you touched the pawn on e2")));
    drag(&mut a, Square::E2, Square::E4, 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("e4"));
}

#[test]
fn without_touch_move_a_piece_can_be_put_back() {
    let mut a = game(None, Prefs::default(), false, 0);
    click(&mut a, Square::G1, 0);
    key(&mut a, KeyCode::Esc, 0);
    assert_eq!(a.selected(), None);
    assert_eq!(a.game().touched(), None);
    click(&mut a, Square::G1, 0);
    click(&mut a, Square::E2, 0);
    assert_eq!(a.selected(), Some(Square::E2), "another piece picked up instead");
    assert!(!shown(&mut a).contains("touch-move"));
}

#[test]
fn an_enemy_piece_touched_must_be_captured() {
    let mut a = game(None, Prefs::default(), true, 0);
    play(&mut a, &["e4", "d5"], 0);
    // Clicking Black's pawn with nothing picked up binds White to take it (4.3.2).
    click(&mut a, Square::D5, 0);
    assert_eq!(a.game().touched(), Some(Square::D5));
    assert_eq!(a.selected(), None);
    assert_eq!(
        a.message().map(|m| (m.error, m.text.as_str())),
        Some((false, "touch-move: you touched the pawn on d5, so you must capture it (FIDE 4.3)"))
    );
    assert!(shown(&mut a).contains("touch-move: you must capture the pawn on d5"));
    // A piece that cannot take it cannot be picked up; one that can, can.
    click(&mut a, Square::G1, 0);
    assert_eq!(a.selected(), None);
    assert!(refusal(&a).is_some_and(|m| m.contains("so you must capture it")));
    type_line(&mut a, "Nf3", 0);
    assert_eq!(a.game().moves().len(), 2);
    key(&mut a, KeyCode::Esc, 0);
    click(&mut a, Square::E4, 0);
    assert_eq!(a.selected(), Some(Square::E4));
    click(&mut a, Square::D5, 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("exd5"));
}

#[test]
fn an_enemy_piece_that_cannot_be_taken_does_not_bind() {
    let mut a = game(None, Prefs::default(), true, 0);
    click(&mut a, Square::E7, 0);
    assert_eq!(a.game().touched(), None);
    assert_eq!(refusal(&a).as_deref(), Some("The piece on e7 is Black's; Anna (White) is to move."));
}

// ----- draw offers (the Sofia rule) -----

#[test]
fn offers_before_the_agreed_move_are_refused() {
    let mut a = game(None, Prefs::default(), false, 3);
    assert!(shown(&mut a).starts_with(" ferz · 15+10 rapid · draw offers from move 3\n"));
    play(&mut a, &["e4", "e5"], 0);
    key(&mut a, KeyCode::F(2), 0);
    assert_eq!(a.game().draw_offer(), None);
    assert_eq!(refusal(&a).as_deref(), Some("draw offers are not allowed before move 3 in this game (it is move 2)"));
    play(&mut a, &["Nf3", "Nc6"], 0);
    key(&mut a, KeyCode::F(2), 0);
    assert_eq!(a.game().draw_offer(), Some(Color::White));

    let mut a = game(None, russian(), false, 30);
    type_line(&mut a, ":offer", 0);
    assert_eq!(refusal(&a).as_deref(), Some("в этой партии ничью нельзя предлагать до 30-го хода (сейчас 1-й ход)"));
}

// ----- illegal attempts explained -----

#[test]
fn attempts_are_explained_with_the_game_history() {
    // The king went out and back: castling was lost on move 4, as the history says.
    for (prefs, by_mouse, typed) in [
        (
            Prefs::default(),
            "illegal move 'e1g1': you cannot castle kingside (O-O): your king has moved (on move 4)",
            "illegal move '0-0': you cannot castle kingside (O-O): your king has moved (on move 4)",
        ),
        (
            russian(),
            "невозможный ход «e1g1»: короткая рокировка (0-0) невозможна: король уже ходил (на 4-м ходу)",
            "невозможный ход «0-0»: короткая рокировка (0-0) невозможна: король уже ходил (на 4-м ходу)",
        ),
    ] {
        let mut a = game(None, prefs, false, 0);
        play(&mut a, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Ke2", "Nf6", "Ke1", "d6"], 0);
        drag(&mut a, Square::E1, Square::G1, 0);
        assert_eq!(a.game().moves().len(), 10, "nothing played");
        assert_eq!(refusal(&a).as_deref(), Some(by_mouse));
        // The whole sentence is on the screen, above the input line.
        let screen = shown(&mut a).split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(screen.contains(by_mouse), "{screen}");
        type_line(&mut a, "0-0", 0);
        assert_eq!(refusal(&a).as_deref(), Some(typed));
    }
}

#[test]
fn typed_attempts_are_explained_in_the_chosen_language() {
    // En passant one move too late: the double step was not the last move.
    let moves = ["e4", "a6", "e5", "d5", "Nf3", "Nf6"];
    let mut a = game(None, Prefs::default(), false, 0);
    play(&mut a, &moves, 0);
    type_line(&mut a, "exd6", 0);
    assert_eq!(
        refusal(&a).as_deref(),
        Some(
            "illegal move 'exd6': the pawn on e5 cannot take the pawn on d5 en passant: that is allowed only on the \
             move right after its double step"
        )
    );
    let mut a = game(None, russian(), false, 0);
    play(&mut a, &moves, 0);
    type_line(&mut a, "exd6", 0);
    assert_eq!(
        refusal(&a).as_deref(),
        Some(
            "невозможный ход «exd6»: пешка на e5 не может взять пешку на d5 на проходе: это можно только сразу после \
             того, как она прошла два поля"
        )
    );
    // Picking up an enemy piece, and an empty square, in Russian.
    click(&mut a, Square::F6, 0);
    assert_eq!(refusal(&a).as_deref(), Some("Фигура на f6 — чёрных, а сейчас ход белых (Anna)."));
    click(&mut a, Square::E3, 0);
    assert_eq!(refusal(&a).as_deref(), Some("На e3 нет фигуры."));
}

#[test]
fn touch_move_refusals_are_said_in_russian() {
    let mut a = game(None, russian(), true, 0);
    click(&mut a, Square::G1, 0);
    click(&mut a, Square::B1, 0);
    assert_eq!(
        refusal(&a).as_deref(),
        Some("тронул — ходи: вы коснулись фигуры (конь на g1), ею и нужно ходить (ст. 4.3)")
    );
    key(&mut a, KeyCode::Esc, 0);
    assert_eq!(
        refusal(&a).as_deref(),
        Some("Тронул — ходи: коня на g1 уже тронули, вернуть его нельзя — им и нужно ходить (ст. 4.3).")
    );
    let screen = shown(&mut a);
    assert!(screen.contains("Ход белых (Anna) · тронул — ходи: нужно ходить конём на g1"), "{screen}");
    assert!(screen.starts_with(" ferz · 15+10 рапид · тронул — ходи\n"), "{screen}");
}

// ----- Russian notation and the PGN -----

#[test]
fn russian_notation_on_screen_and_english_san_in_the_pgn() {
    let prefs = Prefs { notation: Notation::Russian, ..Prefs::default() };
    let mut a = game(None, prefs, false, 0);
    // Typed in Russian and in English alike.
    play(&mut a, &["Кf3", "d5", "e4", "de", "Nc3"], 0);
    let screen = shown(&mut a);
    assert!(screen.contains("1. Кf3"), "{screen}");
    assert!(screen.contains("2. e2-e4") || screen.contains("2. e4"), "{screen}");
    assert!(screen.contains("d:e4"), "{screen}");
    let pgn = pgn_text(a.game(), a.prefs().lang.words(), at(0), Some(ferz::game::CalendarTime::from_unix_secs(0)));
    for san in ["1. Nf3 {", "1... d5 {", "2. e4 {", "2... dxe4 {", "3. Nc3 {"] {
        assert!(pgn.contains(san), "{san}: {pgn}");
    }
    assert!(!pgn.contains('К') && !pgn.contains("d:e4"), "no Russian notation in the PGN: {pgn}");
    // A Russian move typed on an English screen.
    let mut a = game(None, Prefs::default(), false, 0);
    play(&mut a, &["Кf3", "Кf6"], 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("Nf6"));
}

#[test]
fn the_russian_game_over_banner_and_its_keys() {
    let mut a = game(None, russian(), false, 0);
    play(&mut a, &["f3", "e5", "g4", "Фh4"], 0);
    assert_eq!(a.overlay(), Some(&Overlay::GameOver));
    let screen = shown(&mut a);
    assert!(screen.contains("0–1 — мат: побеждает Boris (чёрные)"), "{screen}");
    assert!(screen.contains("│    N новая · S сохранить · R просмотр    │"), "the menu breaks between items: {screen}");
    assert!(screen.contains("│             T время · Q выход            │"), "{screen}");
    assert!(screen.contains(" N новая партия  S сохранить PGN  R просмотр  T время  Q выход  F1 справка"), "{screen}");
    // The banner's keys work with the Russian layout switched on too: Ы is S, К is R, Т is N.
    assert_eq!(key(&mut a, KeyCode::Char('ы'), 0), Some(vec![ferz::tui::Effect::Save(None)]));
    key(&mut a, KeyCode::Char('к'), 0);
    assert_eq!(a.review(), Some(4));
    let review = shown(&mut a);
    assert!(!review.contains("Партия окончена"), "the banner is down in review: {review}");
    assert!(review.contains(" 0–1 — мат: побеждает Boris (чёрные)\n"), "{review}");
    key(&mut a, KeyCode::Esc, 0);
    key(&mut a, KeyCode::Char('т'), 0);
    assert!(shown(&mut a).contains("Новая партия со сменой цвета"), "Т asks first");
    key(&mut a, KeyCode::Char('д'), 0);
    assert!(a.game().moves().is_empty() && !a.game().is_over(), "a new game");
}

#[test]
fn the_promotion_picker_in_russian_takes_russian_letters() {
    let mut a = game(Some("8/P7/8/8/8/8/8/k6K w - - 0 1"), russian(), false, 0);
    drag(&mut a, Square::A7, Square::A8, 0);
    let screen = shown(&mut a);
    assert!(screen.contains("Превращение в"), "{screen}");
    assert!(screen.contains("♕ Ф    ♖ Л    ♗ С    ♘ К"), "{screen}");
    key(&mut a, KeyCode::Char('л'), 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("a8=R+"));
}

#[test]
fn moves_in_messages_are_in_the_chosen_notation() {
    let prefs = Prefs { lang: Lang::Ru, notation: Notation::Russian, ..Prefs::default() };
    let mut a = game(None, prefs, false, 0);
    play(&mut a, &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6"], 0);
    // Review: the move that led to the position.
    key(&mut a, KeyCode::F(6), 0);
    key(&mut a, KeyCode::Left, 0);
    assert!(shown(&mut a).contains("Просмотр: после 3... a6 "), "{}", shown(&mut a));
    key(&mut a, KeyCode::Left, 0);
    assert!(shown(&mut a).contains("Просмотр: после 3. Сb5"), "{}", shown(&mut a));
    key(&mut a, KeyCode::Esc, 0);
    // A refused claim with the intended move, which is played.
    type_line(&mut a, ":claim dxc6", 0);
    // The assist arbiter asks first, with the move in the chosen notation.
    assert!(folded(&shown(&mut a)).contains("Boris (чёрные), ход d:c6 не даёт права потребовать ничью."));
    key(&mut a, KeyCode::Char('д'), 0);
    assert_eq!(
        refusal(&a).as_deref(),
        Some(
            "Boris (чёрные), ваше требование ничьей неправомерно: Anna (белые) получает ещё 1:00; задуманный ход d:c6 сделан."
        )
    );
    // The takeback question and its answer.
    ctrl(&mut a, 'z', 0);
    // The question stands in the move list's frame, at the right of the board.
    let right: Vec<String> = shown(&mut a).lines().map(|l| l.chars().skip(37).collect::<String>()).collect();
    let question = right.join(" ").replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(question.contains("Boris (чёрные) просит вернуть ход 4... d:c6. Anna (белые), вы согласны?"), "{question}");
    key(&mut a, KeyCode::Char('д'), 0);
    assert_eq!(a.message().cloned().map(|m| m.text).as_deref(), Some("Ход 4... d:c6 взят назад."));
    // The PGN stays in SAN.
    let pgn = pgn_text(a.game(), a.prefs().lang.words(), at(0), None);
    assert!(pgn.contains("4. Bxc6") && !pgn.contains("С:c6"), "{pgn}");
}
