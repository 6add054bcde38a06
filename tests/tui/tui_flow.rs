//! No slip in the flow: what the players see after a first move typed on the start
//! screen, after an illegal move the practice arbiter has not caught, after a refused move, a
//! promotion typed without its piece, a flag fall, and review after the game — driven through
//! the real key map and `update`, read off the rendered screen, in English and Russian.

use crate::tui_support;

use ferz::lang::Lang;
use ferz::rules::{Color, Role, Square};
use ferz::tui::theme_colors::CHECK;
use ferz::tui::{App, Arbiter, Overlay, Prefs, Report, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::Modifier;
use tui_support::*;

const PROMOTION_FEN: &str = "8/P7/8/8/8/8/8/k6K w - - 0 1";

fn russian() -> Prefs {
    Prefs { lang: Lang::Ru, ..Prefs::default() }
}

/// The column of byte `at` of row `y` of `shown` (the characters before it, one cell each).
fn l_width(shown: &str, y: usize, at: usize) -> usize {
    shown.lines().nth(y).map_or(0, |l| l[..at].chars().count())
}

/// The screen at 80×24 with its whitespace folded.
fn seen(a: &mut App) -> String {
    folded(&screen(a, 80, 24))
}

#[test]
fn a_first_move_typed_before_the_start_names_the_clock_that_runs() {
    for (prefs, said, wrong) in [
        (Prefs::default(), "The game is on — Boris's clock runs.", "Anna's clock runs"),
        (russian(), "Партия началась — идут часы чёрных (Boris).", "идут часы белых"),
    ] {
        let mut a = app_with(None, "rapid", prefs);
        type_line(&mut a, "f3", 1_000);
        assert_eq!(a.game().clock().running(), Some(Color::Black));
        let shot = seen(&mut a);
        assert!(shot.contains(said), "{shot}");
        assert!(!shot.contains(wrong), "{shot}");
    }
}

/// A practice game: 1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. O-O Nd4 — the knight was pinned, and the
/// illegal move stands unfound — then 5. c3.
fn pinned_knight_moved(prefs: Prefs) -> App {
    let mut a = app_with(None, "rapid", Prefs { arbiter: Arbiter::Practice, ..prefs });
    start(&mut a);
    play(&mut a, &["e4", "e5", "Nf3", "Nc6", "Bb5", "d6", "O-O", "Nd4", "c3"], 0);
    a
}

#[test]
fn the_practice_arbiter_gives_nothing_away_of_a_position_an_illegal_move_made() {
    for (prefs, check) in [(Prefs::default(), "check"), (russian(), "шах")] {
        let mut a = pinned_knight_moved(prefs);
        assert!(a.game().position().is_check(), "Black's king stands attacked");
        let shot = screen(&mut a, 80, 24);
        assert!(shot.contains("5. c3"), "{shot}");
        assert!(!shot.contains("c3+"), "no check mark:\n{shot}");
        assert!(!shot.to_lowercase().contains(check), "no check said:\n{shot}");
        let buf = render(&a, 80, 24);
        let (x, y) = cell_of(&a, Square::E8);
        assert_ne!(buf[(x, y)].bg, CHECK, "the king is not marked");
        // Once pointed out, the position is the one the rules reach, and judged again.
        ctrl(&mut a, 'x', 0);
        key(&mut a, KeyCode::Char(if prefs.lang == Lang::Ru { 'д' } else { 'y' }), 0);
        assert_eq!(a.game().moves().len(), 7, "Nd4 and c3 undone");
    }
    // Without the illegal move the same kind of check is marked and said.
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "d6", "Bb5"], 0);
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("Bb5+") && shot.contains("check"), "{shot}");
    let buf = render(&a, 80, 24);
    let (x, y) = cell_of(&a, Square::E8);
    assert_eq!(buf[(x, y)].bg, CHECK);
}

#[test]
fn a_refused_move_is_selected_and_the_next_attempt_replaces_it() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = app_with(None, "rapid", Prefs { lang, ..Prefs::default() });
        start(&mut a);
        type_line(&mut a, "Nd4", 0);
        assert!(a.message().is_some_and(|m| m.error), "{:?}", a.message());
        assert_eq!(a.input().text(), "Nd4", "the refused text stays in sight");
        assert!(a.input().is_selected());
        // Shown selected: reversed, as the caret is (the message above names it unreversed).
        let buf = render(&a, 80, 24);
        let shown = text(&buf);
        let reversed = shown.lines().enumerate().filter_map(|(y, l)| l.find("Nd4").map(|at| (y, at))).any(|(y, at)| {
            let x = u16::try_from(l_width(&shown, y, at)).unwrap_or(0);
            buf[(x, u16::try_from(y).unwrap_or(0))].modifier.contains(Modifier::REVERSED)
        });
        assert!(reversed, "the refused text is shown selected:\n{shown}");
        type_line(&mut a, "xyz", 0);
        let said = a.message().map(|m| m.text.clone()).unwrap_or_default();
        assert!(said.contains("'xyz'") || said.contains("«xyz»"), "{said}");
        assert!(!said.contains("Nd4xyz"), "{said}");
        // Typing replaces it; Backspace erases it whole; a good move is then played.
        key(&mut a, KeyCode::Backspace, 0);
        assert_eq!(a.input().text(), "");
        type_line(&mut a, "Nf3", 0);
        assert_eq!(a.game().moves().len(), 1);
    }
}

#[test]
fn a_promotion_typed_without_its_piece_opens_the_picker() {
    for text in ["a8", "a7a8", "a7-a8"] {
        let mut a = app_with(Some(PROMOTION_FEN), "3+2", Prefs::default());
        start(&mut a);
        type_line(&mut a, text, 0);
        assert!(a.message().is_none_or(|m| !m.error), "{text}: {:?}", a.message());
        assert_eq!(a.overlay(), Some(&Overlay::Promotion { from: Square::A7, to: Square::A8, choice: 0 }), "{text}");
        assert_eq!(a.input().text(), "");
        key(&mut a, KeyCode::Char('r'), 0);
        assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("a8=R+"));
    }
    // Russian: the picker takes the Russian letter.
    let mut a = app_with(Some(PROMOTION_FEN), "3+2", russian());
    start(&mut a);
    type_line(&mut a, "a8", 0);
    assert!(matches!(a.overlay(), Some(Overlay::Promotion { .. })));
    key(&mut a, KeyCode::Char('к'), 0);
    assert_eq!(a.game().moves().last().map(|m| m.mv.promotion()), Some(Some(Role::Knight)));
}

/// 6 s each; 1. e4, and Black's flag falls: White could still mate.
fn blacks_flag_falls(prefs: Prefs) -> App {
    let mut a = app_with(None, "0:06", prefs);
    start(&mut a);
    play(&mut a, &["e4"], 1_000);
    update(&mut a, Report::Tick, at(8_000));
    assert!(a.game().is_over());
    a
}

#[test]
fn a_flag_fall_says_the_verdict_in_one_sentence_and_the_line_in_review() {
    for (prefs, verdict, line) in [
        (
            Prefs::default(),
            "Anna could still checkmate, so the flag loses (FIDE 6.9): review (F6) shows how.",
            "How Anna could still mate: 1... ",
        ),
        (
            russian(),
            "Anna (белые) ещё может поставить мат, поэтому упавший флажок означает поражение (ст. 6.9); как — покажет просмотр (F6).",
            "Как Anna (белые) ещё может поставить мат: 1... ",
        ),
    ] {
        let mut a = blacks_flag_falls(prefs);
        let title = if prefs.lang == Lang::Ru { "Партия окончена" } else { "Game over" };
        let shot = boxed(&screen(&mut a, 100, 30), title);
        assert!(shot.contains(verdict), "{shot}");
        assert!(!shot.contains("could still mate:") && !shot.contains("поставить мат:"), "no line yet: {shot}");
        key(&mut a, KeyCode::Char(if prefs.lang == Lang::Ru { 'к' } else { 'r' }), 8_000);
        assert_eq!(a.review(), Some(1));
        let shot = seen(&mut a);
        assert!(shot.contains(line), "{shot}");
    }
}

#[test]
fn review_after_the_game_says_so_with_its_keys() {
    for (prefs, said, back) in [
        (Prefs::default(), "Review: after 2... Qh4# (ply 4 of 4)", "Esc back"),
        (russian(), "Просмотр: после 2... Qh4# (полуход 4 из 4)", "Esc — к партии"),
    ] {
        let mut a = app_with(None, "rapid", prefs);
        start(&mut a);
        play(&mut a, &["f3", "e5", "g4", "Qh4"], 0);
        assert!(a.game().is_over());
        key(&mut a, KeyCode::Char(if prefs.lang == Lang::Ru { 'к' } else { 'r' }), 0);
        let shot = seen(&mut a);
        assert!(shot.contains(said), "{shot}");
        assert!(shot.contains(back), "the review's key bar: {shot}");
        key(&mut a, KeyCode::Left, 0);
        let shot = seen(&mut a);
        assert!(shot.contains("(ply 3 of 4)") || shot.contains("(полуход 3 из 4)"), "{shot}");
        // The final clocks stay as the game left them.
        assert_eq!(shot.matches("15:30").count(), 2, "{shot}");
    }
}

/// `ferz clock` at 6 s each, Black's lever pressed at 0.
fn clock_at_flag(lang: Lang) -> ferz::tui::clock::ClockApp {
    use ferz::tui::{ColorDepth, PieceSet, Theme};
    let tc: ferz::game::TimeControl = "0.1".parse().expect("0.1");
    let setup = ferz::tui::clock::ClockSetup {
        white: tc.clone(),
        black: tc,
        white_side: ferz::lang::clock::Lever::Left,
        warn: None,
        bell: false,
        strings: lang.words(),
        theme: Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::TrueColor },
    };
    let mut a = ferz::tui::clock::ClockApp::new(setup, at(0)).expect("one clock");
    let press = |a: &mut ferz::tui::clock::ClockApp, code: KeyCode, ms: u64| {
        a.key(KeyEvent::from(code), at(ms));
    };
    press(&mut a, KeyCode::Char('p'), 0);
    a.tick(at(6_000));
    assert_eq!(a.flag(), Some(Color::White));
    a
}

#[test]
fn the_arbiter_may_correct_the_clock_after_a_flag() {
    use ferz::tui::clock::ClockOverlay;
    for (lang, said) in [(Lang::En, "White +0:30. F8 starts the clocks again."), (Lang::Ru, "+0:30")] {
        let mut a = clock_at_flag(lang);
        a.key(KeyEvent::from(KeyCode::F(9)), at(7_000));
        assert!(matches!(a.overlay(), Some(ClockOverlay::Arbiter(_))), "F9 opens the arbiter's line after a flag");
        for c in "white +30".chars() {
            a.key(KeyEvent::from(KeyCode::Char(c)), at(7_000));
        }
        a.key(KeyEvent::from(KeyCode::Enter), at(7_500));
        assert_eq!(a.flag(), None, "the flag given time again stands lifted");
        assert!(a.note().contains(said), "{}", a.note());
        assert!(a.clock().is_paused());
        assert_eq!(a.clock().remaining(Color::White, at(9_000)).as_ms(), 30_000);
        a.key(KeyEvent::from(KeyCode::F(8)), at(10_000));
        assert_eq!(a.clock().running(), Some(Color::White));
        assert_eq!(a.clock().remaining(Color::White, at(11_000)).as_ms(), 29_000);
    }
    // A correction that gives the fallen flag no time leaves it fallen.
    let mut a = clock_at_flag(Lang::En);
    a.key(KeyEvent::from(KeyCode::F(9)), at(7_000));
    for c in "black +30".chars() {
        a.key(KeyEvent::from(KeyCode::Char(c)), at(7_000));
    }
    a.key(KeyEvent::from(KeyCode::Enter), at(7_000));
    assert_eq!(a.flag(), Some(Color::White));
}
