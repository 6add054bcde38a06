//! Every widget of the terminal game draws into a zero-size, a one-cell and an odd-sized area
//! without panicking, and the whole screen survives every size from 0×0 up.

use crate::tui_support;

use ferz::rules::{Color, Position};
use ferz::tui::view::{
    BoardView, ClockView, ConfirmView, Footer, GameOverView, HelpView, Highlights, InputView, MovesView, PickerView,
    StatusView, TooSmall, question_text,
};
use ferz::tui::{Question, ScreenLayout, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use tui_support::*;

fn areas() -> Vec<Rect> {
    vec![
        Rect::new(0, 0, 0, 0),
        Rect::new(0, 0, 1, 1),
        Rect::new(0, 0, 3, 2),
        Rect::new(5, 5, 7, 3),
        Rect::new(0, 0, 17, 9),
    ]
}

#[test]
fn widgets_draw_into_tiny_areas() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Qh4#"], 0);
    let layout = match ScreenLayout::compute(Rect::new(0, 0, 80, 24)) {
        Ok(l) => l,
        Err(e) => panic!("{e:?}"),
    };
    let pos = Position::new();
    let theme = Theme { color: true, pieces: ferz::tui::PieceSet::Unicode, depth: ferz::tui::ColorDepth::TrueColor };
    for area in areas() {
        // The buffer is the area itself, and also a larger one the area sits in.
        for buf_area in [area, Rect::new(0, 0, 20, 12)] {
            let mut buf = Buffer::empty(buf_area);
            BoardView { position: &pos, bottom: Color::White, theme, highlights: Highlights::default() }
                .render(area, &mut buf);
            let look = ferz::tui::view::Look::of(&a);
            ClockView::of(&a, Color::White).render(area, &mut buf);
            MovesView::of(&a).render(area, &mut buf);
            StatusView::of(&a).render(area, &mut buf);
            InputView::of(&a).render(area, &mut buf);
            Footer::of(&a).render(area, &mut buf);
            HelpView { scroll: 100, look }.render(area, &mut buf);
            TooSmall { look, need: (54, 14) }.render(area, &mut buf);
            let (turn, practice) = (a.game().turn(), a.game().is_practice());
            PickerView { choice: 3, turn, practice, layout: &layout, look }.render(area, &mut buf);
            let text = question_text(look.words, a.record(), Question::Takeback(Color::White));
            ConfirmView { text, title: String::from("?"), layout: &layout, look }.render(area, &mut buf);
            let over = GameOverView::of(&a, &layout);
            assert!(over.is_some(), "the game is over");
            if let Some(over) = over {
                over.render(area, &mut buf);
            }
            (&a).render(area, &mut buf);
        }
    }
}

#[test]
fn the_whole_screen_survives_every_size() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5"], 0);
    ferz::tui::update(&mut a, ferz::tui::UiEvent::Help, ferz::game::Instant::START);
    for w in (0..=120).step_by(7) {
        for h in (0..=40).step_by(3) {
            let shot = text(&render(&a, w, h));
            if w >= 54 && h >= 14 {
                assert!(!shot.contains("too small"), "{w}×{h}");
            } else if w >= 20 && h >= 5 {
                assert!(shot.contains("terminal"), "{w}×{h} says it is too small:\n{shot}");
            }
        }
    }
}

#[test]
fn a_tiny_board_area_draws_nothing_rather_than_a_broken_board() {
    let pos = Position::new();
    let theme = Theme { color: true, pieces: ferz::tui::PieceSet::Unicode, depth: ferz::tui::ColorDepth::TrueColor };
    let area = Rect::new(0, 0, 25, 9);
    let mut buf = Buffer::empty(area);
    BoardView { position: &pos, bottom: Color::White, theme, highlights: Highlights::default() }.render(area, &mut buf);
    assert_eq!(text(&buf).trim(), "", "a board needs 26×9: squares 3 wide, so the cursor's brackets are whole");
    let area = Rect::new(0, 0, 26, 9);
    let mut buf = Buffer::empty(area);
    let highlights = Highlights { cursor: Some(ferz::rules::Square::E2), ..Highlights::default() };
    BoardView { position: &pos, bottom: Color::White, theme, highlights }.render(area, &mut buf);
    assert!(text(&buf).contains("a  b  c  d  e  f  g  h"), "{}", text(&buf));
    assert!(text(&buf).contains("♟ [♟] ♟"), "the cursor's brackets are whole: {}", text(&buf));
}

#[test]
fn views_draw_from_the_data_they_are_given_without_an_app() {
    use ferz::game::{Duration, Game, GameOptions, Instant};
    use ferz::rules::{Move, Notation, Square};
    use ferz::tui::engine_review::EngineReview;
    use ferz::tui::view::{Look, Record};
    let tc = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(Position::new(), tc, GameOptions::default());
    game.start_clock(Instant::START);
    for (i, (from, to)) in [(Square::E2, Square::E4), (Square::E7, Square::E5)].into_iter().enumerate() {
        if let Err(e) = game.play(Move::new(from, to, None), Instant::from_ms(1_000 * (i as u64 + 1))) {
            panic!("{e}");
        }
    }
    let theme = Theme { color: false, pieces: ferz::tui::PieceSet::Unicode, depth: ferz::tui::ColorDepth::TrueColor };
    let look = Look { words: ferz::lang::Lang::En.words(), theme };
    let record = Record { game: &game, notation: Notation::San };
    assert_eq!(record.last_move_label(), "1... e5");
    let engine = EngineReview::default();
    let area = Rect::new(0, 0, 30, 6);
    let mut buf = Buffer::empty(area);
    MovesView { record, review: None, engine: &engine, look, clear: true }.render(area, &mut buf);
    let shown = text(&buf);
    assert!(shown.contains("1. e4") && shown.contains("e5"), "{shown}");
    let mut buf = Buffer::empty(area);
    let now = Instant::from_ms(2_000);
    ClockView { game: &game, side: Color::White, now, low: Duration::ZERO, look }.render(area, &mut buf);
    let shown = text(&buf);
    let left = ferz::game::format_clock(game.clock().remaining(Color::White, now));
    assert!(shown.contains("White") && shown.contains(&format!(" {left} ")), "{left}:\n{shown}");
    let mut buf = Buffer::empty(area);
    StatusView { state: "White to move".into(), message: None, look }.render(area, &mut buf);
    assert!(text(&buf).contains("White to move"), "{}", text(&buf));
}
