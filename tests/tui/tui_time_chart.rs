//! Where the time went: the chart of thinking times and clocks after the game and
//! in review, in English and Russian, at 80×24 and 120×36, in ASCII without colour; an untimed
//! game says there is nothing to show.

use crate::tui_support;

use ferz::lang::Lang;
use ferz::tui::{Overlay, PieceSet, Prefs};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

/// A Ruy Lopez of 24 plies.
const MOVES: [&str; 24] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3",
    "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8",
];

/// Seconds each ply took: White 153 s in all (longest 40 s, move 12), Black 193 s (60 s, move 10).
const THINKS: [u64; 24] = [2, 3, 1, 4, 5, 2, 8, 12, 3, 6, 20, 15, 4, 9, 30, 45, 10, 7, 25, 60, 5, 12, 40, 18];

/// A 5+3 game of [`MOVES`] at [`THINKS`], which Black then resigns; the banner is up.
fn finished(prefs: Prefs) -> ferz::tui::App {
    let mut a = app_with(None, "5+3", prefs);
    start(&mut a);
    let mut now = 0;
    for (san, think) in MOVES.iter().zip(THINKS) {
        now += think * 1_000;
        play(&mut a, &[san], now);
    }
    type_line(&mut a, ":resign black", now + 1_000);
    key(&mut a, KeyCode::Char('y'), now + 1_000);
    assert!(a.game().is_over(), "{:?}", a.message());
    assert_eq!(a.overlay(), Some(&Overlay::GameOver));
    a
}

fn russian() -> Prefs {
    Prefs { lang: Lang::Ru, ..Prefs::default() }
}

#[test]
fn after_the_game_t_shows_where_the_time_went() {
    let mut a = finished(Prefs::default());
    key(&mut a, KeyCode::Char('t'), 200_000);
    assert_eq!(a.overlay(), Some(&Overlay::TimeChart { over_banner: true }));
    let small = screen(&mut a, 80, 24);
    insta::assert_snapshot!("time_chart_80x24", small);
    let big = screen(&mut a, 120, 36);
    insta::assert_snapshot!("time_chart_120x36", big);
    for shot in [&small, &big] {
        assert!(shot.contains("Where the time went"), "{shot}");
        assert!(shot.contains("○ Anna (White): 2:33 on 12 moves, longest 0:40 at move 12"), "{shot}");
        assert!(shot.contains("● Boris (Black): 3:13 on 12 moves, longest 1:00 at move 10"), "{shot}");
        assert!(shot.contains("Time per move — ○ White above, ● Black below"), "{shot}");
        assert!(shot.contains("Clock after each move — ○ White, ● Black"), "{shot}");
        // The axes in minutes:seconds: thinking up to a minute each way, the clocks (2:26 to
        // 5:05) from 2:00 to 6:00.
        assert!(shot.contains("│1:00 │") && shot.contains("│0:00 │"), "{shot}");
        assert!(shot.contains("│6:00 │") && shot.contains("│4:00 │") && shot.contains("│2:00 │"), "{shot}");
        assert!(shot.contains("move 1") && shot.contains("12"), "{shot}");
        assert!(shot.contains("Esc back"), "{shot}");
    }
    // Esc (or T again) brings the banner back.
    key(&mut a, KeyCode::Esc, 200_000);
    assert_eq!(a.overlay(), Some(&Overlay::GameOver));
    key(&mut a, KeyCode::Char('T'), 200_000);
    key(&mut a, KeyCode::Char('T'), 200_000);
    assert_eq!(a.overlay(), Some(&Overlay::GameOver));
}

#[test]
fn the_time_chart_in_russian() {
    let mut a = finished(russian());
    // Т on a Russian layout is the key of T.
    key(&mut a, KeyCode::Char('е'), 200_000);
    let small = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ru_time_chart_80x24", small);
    let big = screen(&mut a, 120, 36);
    insta::assert_snapshot!("ru_time_chart_120x36", big);
    for shot in [&small, &big] {
        assert!(shot.contains("Куда ушло время"), "{shot}");
        assert!(shot.contains("○ Anna (белые): 12 ходов за 2:33, больше всего времени — на 12-й ход (0:40)"), "{shot}");
        assert!(
            shot.contains("● Boris (чёрные): 12 ходов за 3:13, больше всего времени — на 10-й ход (1:00)"),
            "{shot}"
        );
        assert!(shot.contains("ход 1"), "{shot}");
    }
}

#[test]
fn the_time_chart_in_ascii_without_colour() {
    let mut a = finished(Prefs { pieces: PieceSet::Ascii, color: false, ..Prefs::default() });
    key(&mut a, KeyCode::Char('t'), 200_000);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("time_chart_ascii_80x24", shot);
    assert!(shot.is_ascii(), "{shot}");
    assert!(shot.contains("o Anna (White)") && shot.contains("x Boris (Black)"), "{shot}");
    // Both sides' marks are drawn in the charts, not only in the legend.
    let plotted =
        |c: char| shot.lines().filter(|l| l.get(6..).is_some_and(|p| p.starts_with('|') && p.contains(c))).count();
    assert!(plotted('o') >= 4 && plotted('x') >= 5, "{shot}");
    // No colour: the sides differ by their marks alone.
    let buf = render(&a, 80, 24);
    assert!(buf.content().iter().all(|c| c.fg == ratatui::style::Color::Reset), "no colour");
}

#[test]
fn in_review_during_the_game_t_opens_it_and_esc_goes_back_to_review() {
    let mut a = app_with(None, "5+3", Prefs::default());
    start(&mut a);
    let mut now = 0;
    for (san, think) in MOVES.iter().zip(THINKS).take(6) {
        now += think * 1_000;
        play(&mut a, &[san], now);
    }
    // Out of review, T begins a typed move; in review it opens the chart.
    key(&mut a, KeyCode::F(6), now);
    key(&mut a, KeyCode::Char('t'), now);
    assert!(matches!(a.overlay(), Some(Overlay::TimeChart { over_banner: false })));
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("○ Anna (White): 0:08 on 3 moves, longest 0:05 at move 3"), "{shot}");
    key(&mut a, KeyCode::Esc, now);
    assert_eq!(a.overlay(), None);
    assert!(a.review().is_some(), "still in review");
}

#[test]
fn an_untimed_game_has_no_time_to_show() {
    for (prefs, words) in [
        (Prefs::default(), "This game was played without a clock: there is no time to show."),
        (russian(), "Партия шла без часов: показывать нечего."),
    ] {
        let mut a = app_with(None, "none", prefs);
        play(&mut a, &["f3", "e5", "g4", "Qh4#"], 0);
        key(&mut a, KeyCode::Char('t'), 0);
        let shot = screen(&mut a, 80, 24);
        assert!(folded(&shot).contains(words), "{shot}");
    }
}

#[test]
fn the_chart_never_panics_at_any_size() {
    let mut a = finished(Prefs::default());
    key(&mut a, KeyCode::Char('t'), 200_000);
    for (w, h) in [(0, 0), (1, 1), (10, 3), (40, 10), (80, 12), (80, 24), (300, 100)] {
        render(&a, w, h);
    }
}

#[test]
fn the_arrows_step_through_the_game_and_the_chart_marks_the_move_on_the_board() {
    let mut a = finished(Prefs::default());
    key(&mut a, KeyCode::Char('t'), 200_000);
    key(&mut a, KeyCode::Left, 200_000);
    key(&mut a, KeyCode::Left, 200_000);
    key(&mut a, KeyCode::Left, 200_000);
    assert_eq!(a.review(), Some(21), "in review at the position after 11. Nbd2");
    assert!(matches!(a.overlay(), Some(Overlay::TimeChart { .. })), "the chart stays up");
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("time_chart_review_80x24", shot);
    assert!(shot.contains("┊ on the board: 11. Nbd2"), "{shot}");
    // A line across each chart stands in the column of move 11 (the bars of the thinking times
    // and the clocks' lines spread the moves each over their own width).
    let column = |row: &str| row.chars().position(|c| c == '┊');
    let marked: Vec<usize> = shot.lines().skip(4).filter_map(column).collect();
    let mut columns = marked.clone();
    columns.dedup();
    assert!(marked.len() >= 6 && columns.len() <= 2, "{shot}");
    // Esc leaves the chart for the review, not for the banner.
    key(&mut a, KeyCode::Esc, 200_000);
    assert_eq!(a.overlay(), None);
    assert_eq!(a.review(), Some(21));
    // Reopened in review and closed with T: still in review.
    key(&mut a, KeyCode::Char('t'), 200_000);
    key(&mut a, KeyCode::Home, 200_000);
    assert_eq!(a.review(), Some(0));
    assert!(!screen(&mut a, 80, 24).contains("on the board"), "nothing marked at the start");
    key(&mut a, KeyCode::Char('t'), 200_000);
    assert_eq!((a.overlay(), a.review()), (None, Some(0)));
}
