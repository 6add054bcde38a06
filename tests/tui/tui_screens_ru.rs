//! Snapshots of the main screens in Russian (`--lang ru`), and of the practice screens: a
//! strict arbiter with touch-move, in English and in Russian.

use crate::tui_support;

use ferz::lang::Lang;
use ferz::rules::Square;
use ferz::tui::{App, Arbiter, Prefs};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

fn russian() -> Prefs {
    Prefs { lang: Lang::Ru, ..Prefs::default() }
}

/// A rapid game with names, in Russian, not yet started.
fn ru_app() -> App {
    app_with(None, "rapid", russian())
}

/// The knights go out and back twice: the start position stands for the third time.
const KNIGHT_DANCE: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn ru_opening_screen_80x24() {
    let mut a = ru_app();
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_opening_80x24", shot);
    assert!(shot.contains("Нажмите Enter, чтобы начать, или введите ход — пойдут часы белых"));
    assert!(shot.contains("♔ Белые: Anna") && shot.contains("♚ Чёрные: Boris"));
    assert!(shot.contains(" ferz · 15+10 рапид"));
    assert!(shot.contains("Enter начать  F1 справка  F7 разворот  F10 выход"));
}

#[test]
fn ru_claim_that_cannot_be_upheld_asks_first() {
    let mut a = app_with(None, "rapid", Prefs { notation: ferz::rules::Notation::Russian, ..russian() });
    start(&mut a);
    play(&mut a, &["Nf3", "Nf6"], 0);
    type_line(&mut a, ":claim Ng1", 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_claim_question", shot);
    assert!(folded(&shot).contains(
        "Anna (белые), ход Кg1 не даёт права потребовать ничью. Если всё же потребовать, Boris получит 1:00, а ход Кg1 \
         будет сделан. Требовать? д / н"
    ));
}

#[test]
fn ru_check_with_an_illegal_attempt_explained() {
    let mut a = ru_app();
    start(&mut a);
    play(&mut a, &["e4", "f5", "Фh5+"], 0);
    // Black picks up the g7 pawn (g6 would block) and tries g7–g5, which leaves the king in check.
    a.set_cursor(Square::G7);
    key(&mut a, KeyCode::Enter, 0);
    key(&mut a, KeyCode::Down, 0);
    key(&mut a, KeyCode::Down, 0);
    key(&mut a, KeyCode::Enter, 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_check_illegal", shot);
    assert!(shot.contains("Ход чёрных (Boris) · шах!"));
    let joined = shot.split_whitespace().collect::<Vec<_>>().join(" ");
    let why = "невозможный ход «g7g5»: вашему королю шах от ферзя на h5, а этот ход от него не защищает";
    assert!(joined.contains(why), "{shot}");
    assert!(shot.contains("2. Qh5+"), "typed in Russian, listed in SAN: {shot}");
}

#[test]
fn ru_offer_pending() {
    let mut a = ru_app();
    start(&mut a);
    black_offers_a_draw_with_nc6(&mut a);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_offer_pending", shot);
    assert!(shot.contains("Nc6 (=)"));
    let folded = shot.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(folded.contains(
        "Ход белых (Anna) · Boris предлагает ничью — Anna: F3 принять, F4 отклонить (или просто сделайте ход)"
    ));
    assert!(shot.contains("F3 принять  F4 отклонить"));
    assert!(shot.contains("F10 выход"), "quitting is never dropped from the footer");
}

#[test]
fn ru_game_over_banner() {
    let mut a = ru_app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Фh4#"], 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_game_over", shot);
    assert!(shot.contains("Партия окончена"));
    assert!(shot.contains("0–1 — мат: побеждает Boris (чёрные)"));
    assert!(shot.contains("Esc — скрыть окно"));
}

#[test]
fn ru_after_the_game_n_asks_for_the_colours_swapped() {
    let mut a = ru_app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Фh4#"], 0);
    key(&mut a, KeyCode::Char('т'), 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_rematch_question", shot);
}

#[test]
fn ru_a_position_given_over_says_so_first() {
    let mut a = app_with(Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), "rapid", russian());
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_over_at_start", shot);
}

/// The Russian screen at 60×20: the explanation and the offer read whole, the help wraps.
#[test]
fn ru_small_screen_60x20() {
    let mut a = app_with(None, "rapid", Prefs { notation: ferz::rules::Notation::Russian, ..russian() });
    start(&mut a);
    black_offers_a_draw_with_nc6(&mut a);
    click(&mut a, Square::B1, 0);
    click(&mut a, Square::B4, 0);
    let shot = screen(&mut a, 60, 20);
    insta::assert_snapshot!("ru_small_60x20", shot);
    let all = folded(&shot);
    assert!(all.contains("конь ходит буквой «Г»: на два поля в одну сторону и на одно вбок"), "{shot}");
    assert!(
        all.contains("Boris предлагает ничью — Anna: F3 принять, F4 отклонить (или просто сделайте ход)"),
        "{shot}"
    );
    let mut a = ru_app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Фh4#"], 0);
    insta::assert_snapshot!("ru_small_60x20_game_over", screen(&mut a, 60, 20));
    let mut a = ru_app();
    key(&mut a, KeyCode::F(1), 0);
    let shot = screen(&mut a, 60, 20);
    insta::assert_snapshot!("ru_small_60x20_help", shot);
    assert!(shot.contains("│  Enter  Пробел           взять фигуру под курсором,      │"), "{shot}");
}

#[test]
fn ru_help_screen() {
    let mut a = ru_app();
    key(&mut a, KeyCode::F(1), 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_help", shot);
    assert!(shot.contains("Справка — все клавиши и команды"));
    assert!(shot.contains("предложить ничью"));
    for _ in 0..5 {
        key(&mut a, KeyCode::PageDown, 0);
    }
    let end = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_help_end", end);
    assert!(end.contains("Файлы и выход") && end.contains(":quit"));
}

/// A strict arbiter with touch-move: the draw by repetition can be claimed but nothing says
/// so, and White has picked up the knight on g1, which shows no hints and binds.
fn strict_touch_move(prefs: Prefs) -> App {
    let mut a = app_with_options(None, "rapid", Prefs { arbiter: Arbiter::Strict, ..prefs }, |o| o.touch_move = true);
    start(&mut a);
    play(&mut a, &KNIGHT_DANCE, 0);
    click(&mut a, Square::G1, 0);
    a.set_cursor(Square::A1);
    a
}

#[test]
fn strict_arbiter_with_touch_move() {
    let mut a = strict_touch_move(Prefs::default());
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("strict_touch_move", shot);
    assert!(shot.starts_with(" ferz · 15+10 rapid · strict arbiter · touch-move\n"));
    assert!(shot.contains(" Anna (White) to move · touch-move: you must move the knight on g1\n"));
    assert!(!shot.contains("claim a draw"), "no claim indicator");
    assert!(!shot.contains('•'), "no hints");
}

#[test]
fn ru_strict_arbiter_with_touch_move() {
    let mut a = strict_touch_move(russian());
    key(&mut a, KeyCode::Esc, 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_strict_touch_move", shot);
    assert!(shot.starts_with(" ferz · 15+10 рапид · строгий арбитр · тронул — ходи\n"));
    assert!(shot.contains(" Ход белых (Anna) · тронул — ходи: нужно ходить конём на g1\n"));
    let joined = shot.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(joined.contains("коня на g1 уже тронули, вернуть его нельзя"), "{shot}");
    assert!(!shot.contains("потребовать"), "no claim indicator");
    assert!(!shot.contains('•'), "no hints");
}

#[test]
fn every_rule_of_the_session_fits_the_title_at_80_columns() {
    for (prefs, title) in [
        (Prefs::default(), " ferz · 15+10 rapid · strict arbiter · touch-move · draw offers from move 30\n"),
        // Too long for 80 columns with the name and the category: they go, the rules stay.
        (russian(), " 15+10 · строгий арбитр · тронул — ходи · предложения ничьей — с 30-го хода\n"),
    ] {
        let mut a = app_with_options(None, "rapid", Prefs { arbiter: Arbiter::Strict, ..prefs }, |o| {
            o.touch_move = true;
            o.no_offers_before = 30;
        });
        let shot = screen(&mut a, 80, 24);
        assert!(shot.starts_with(title), "{shot}");
    }
}

#[test]
fn ru_the_longest_explanation_reads_whole_at_80x24() {
    let mut a = ru_app();
    start(&mut a);
    play(&mut a, &["e4"], 0);
    // Чёрные берут курсором пешку d7 и ставят её на d4.
    cursor_move(&mut a, Square::D7, KeyCode::Down, 3);
    let said = a.message().cloned().map(|m| m.text).unwrap_or_default();
    assert!(said.ends_with("бьёт на одно поле по диагонали вперёд"), "{said}");
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_explanation_80x24", shot);
    assert!(folded(&shot).contains(&folded(&said)), "the whole explanation:\n{shot}");
    assert!(shot.contains(" Ход чёрных (Boris)\n"), "{shot}");
    assert!(shot.contains("F10 выход"), "{shot}");
}

/// The state of the game and the last message are on an 80×24 screen word for word.
fn assert_whole(a: &mut App, what: &str) {
    let state = ferz::tui::view::StatusView::state(a);
    let message = a.message().cloned().map(|m| m.text).unwrap_or_default();
    let shot = screen(a, 80, 24);
    let all = folded(&shot);
    assert!(all.contains(&folded(&state)), "{what}: the state «{state}» is cut:\n{shot}");
    assert!(all.contains(&folded(&message)), "{what}: the message «{message}» is cut:\n{shot}");
}

#[test]
fn every_state_and_message_reads_whole_at_80x24_in_both_languages() {
    for lang in Lang::ALL {
        let prefs = Prefs { lang, ..Prefs::default() };
        // A draw offer pending while a long refusal is said, under touch-move.
        let mut a = app_with_options(None, "rapid", prefs, |o| o.touch_move = true);
        start(&mut a);
        black_offers_a_draw_with_nc6(&mut a);
        click(&mut a, Square::G1, 0);
        click(&mut a, Square::G2, 0);
        key(&mut a, KeyCode::Esc, 0);
        assert_whole(&mut a, "offer and touch-move");
        // Claim mode, after a refused claim.
        let mut a = app_with(None, "rapid", prefs);
        start(&mut a);
        play(&mut a, &["e4", "e5"], 0);
        type_line(&mut a, ":claim Nf3", 0);
        assert_whole(&mut a, "claim question");
        key(&mut a, KeyCode::Char('y'), 0);
        key(&mut a, KeyCode::F(5), 0);
        assert_whole(&mut a, "claim mode");
        // A resumed game, paused.
        let mut a = app_with(None, "rapid", prefs);
        a.say(a.strings().resumed_paused(None, ferz::rules::Color::Black, ferz::tui::key_names::keys()));
        start(&mut a);
        key(&mut a, KeyCode::F(8), 0);
        a.say(a.strings().resumed_paused(None, ferz::rules::Color::Black, ferz::tui::key_names::keys()));
        assert_whole(&mut a, "resumed");
    }
}

/// Players who gave no names are called by their colour in the screen's language — never by
/// the English word the PGN writes for them, which stays as it was.
#[test]
fn unnamed_players_are_called_by_their_colour_in_russian() {
    let mut a = app_with_options(None, "rapid", russian(), |o| {
        o.white = None;
        o.black = None;
    });
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("♔ Белые ─") && shot.contains("♚ Чёрные ─"), "{shot}");
    assert!(!shot.contains("White") && !shot.contains("Black"), "{shot}");
    let pgn = a.game().to_pgn_game(a.prefs().lang.words(), &[]);
    assert_eq!((pgn.tag("White"), pgn.tag("Black")), (Some("White"), Some("Black")));
}
