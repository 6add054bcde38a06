//! Windows that leave the position in sight: under every question, the sealing window, the
//! game-over box and a match's standings, the board is drawn whole and the last moves stay on
//! the screen, at 80×24 and 100×30 (checked cell by cell); at 54×14 the board stays whole.

use crate::tui_standings::{fools_mate, match_app};
use crate::tui_support;

use ferz::lang::Lang;
use ferz::tui::{App, Overlay, Prefs, Question, ScreenLayout, UiEvent, update};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use tui_support::*;

/// A Ruy Lopez of ten moves: White to move, the list longer than the panel holds.
const MOVES: [&str; 20] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3",
    "Nb8", "d4", "Nbd7",
];

/// The board with its labels on a `w`×`h` screen.
fn board_rect(w: u16, h: u16) -> Rect {
    match ScreenLayout::compute(Rect::new(0, 0, w, h)) {
        Ok(l) => l.board.outer(),
        Err(e) => panic!("layout: {e:?}"),
    }
}

/// The symbols of the board's cells: its pieces and labels (the marks of the last move and
/// the cursor, which a window hides, are left out).
fn board_cells(buf: &Buffer, board: Rect) -> Vec<String> {
    let mark = |s: &str| matches!(s, "‹" | "›" | "[" | "]");
    board.positions().map(|p| buf[p].symbol()).map(|s| if mark(s) { " " } else { s }.to_string()).collect()
}

/// True when a row of the screen holds all of `parts`, in order.
fn row_with(shot: &str, parts: &[&str]) -> bool {
    shot.lines().any(|line| {
        let mut rest = line;
        parts.iter().all(|p| match rest.find(p) {
            Some(i) => {
                rest = &rest[i + p.len()..];
                true
            }
            None => false,
        })
    })
}

/// The ten moves played at 2 s a ply, then `then` from the position reached.
fn played(w: u16, h: u16) -> App {
    let mut a = app_with(None, "5+3", Prefs::default());
    update(&mut a, UiEvent::Resize(w, h), at(0));
    start(&mut a);
    for (i, m) in MOVES.iter().enumerate() {
        play(&mut a, &[m], (i as u64 + 1) * 2_000);
    }
    a
}

/// Under `open`'s window the board is the same cell for cell as before it opened, and the
/// last two moves are on the screen.
fn leaves_the_position(w: u16, h: u16, what: &str, open: impl Fn(&mut App)) {
    let mut a = played(w, h);
    let board = board_rect(w, h);
    open(&mut a);
    assert!(a.overlay().is_some(), "{what}: a window is open");
    let buf = render(&a, w, h);
    let shot = text(&buf);
    // The same position with the window closed (Esc: no answer, no sealing).
    let now = a.now().as_ms();
    key(&mut a, KeyCode::Esc, now);
    assert!(a.overlay().is_none(), "{what}: Esc closes it");
    let before = board_cells(&render(&a, w, h), board);
    assert_eq!(board_cells(&buf, board), before, "{what} at {w}×{h} covers the board:\n{shot}");
    assert!(row_with(&shot, &["10.", "d4", "Nbd7"]), "{what} at {w}×{h} hides the last moves:\n{shot}");
    assert!(row_with(&shot, &["9.", "h3", "Nb8"]), "{what} at {w}×{h} hides the moves before:\n{shot}");
}

#[test]
fn the_position_and_the_last_moves_stay_in_sight_under_every_question() {
    for (w, h) in [(80, 24), (100, 30)] {
        leaves_the_position(w, h, "accept", |a| {
            key(a, KeyCode::F(2), 50_000);
            play(a, &["c4"], 50_000);
            key(a, KeyCode::F(3), 50_000);
            assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Accept(ferz::rules::Color::Black))));
        });
        leaves_the_position(w, h, "resign", |a| type_line(a, ":resign", 50_000));
        leaves_the_position(w, h, "takeback", |a| type_line(a, ":takeback", 50_000));
        leaves_the_position(w, h, "quit", |a| type_line(a, ":quit", 50_000));
        leaves_the_position(w, h, "seal", |a| {
            type_line(a, ":adjourn", 50_000);
            for c in "Nbd2".chars() {
                update(a, UiEvent::SealType(c), at(51_000));
            }
            assert_eq!(a.overlay(), Some(&Overlay::Seal("Nbd2".into())));
        });
    }
}

#[test]
fn the_sealer_sees_the_whole_board_at_every_size() {
    for (w, h) in [(54, 14), (60, 20), (80, 24), (100, 30), (160, 50)] {
        let mut a = played(w, h);
        let board = board_rect(w, h);
        type_line(&mut a, ":adjourn", 50_000);
        let buf = render(&a, w, h);
        key(&mut a, KeyCode::Esc, 50_000);
        let before = board_cells(&render(&a, w, h), board);
        assert_eq!(board_cells(&buf, board), before, "{w}×{h}:\n{}", text(&buf));
        assert!(folded(&text(&buf)).contains("Sealed move:"), "{w}×{h}:\n{}", text(&buf));
        // Who seals which move is said where the players look.
        assert!(folded(&text(&buf)).contains("Anna (White) seals move 11"), "{w}×{h}:\n{}", text(&buf));
    }
}

#[test]
fn questions_at_the_smallest_screen_leave_the_board_whole() {
    let (w, h) = (54, 14);
    leaves_board(w, h, |a| type_line(a, ":resign", 50_000));
    leaves_board(w, h, |a| type_line(a, ":quit", 50_000));
}

/// Under `open`'s window the board of a `w`×`h` screen is the same cell for cell.
fn leaves_board(w: u16, h: u16, open: impl Fn(&mut App)) {
    let mut a = played(w, h);
    let board = board_rect(w, h);
    open(&mut a);
    let buf = render(&a, w, h);
    let now = a.now().as_ms();
    key(&mut a, KeyCode::Esc, now);
    let before = board_cells(&render(&a, w, h), board);
    assert_eq!(board_cells(&buf, board), before, "{w}×{h}:\n{}", text(&buf));
}

/// No frame of a window inside the board's rectangle.
fn no_frame_on_board(buf: &Buffer, board: Rect) -> bool {
    board.positions().all(|p| !buf[p].symbol().chars().any(|c| ('\u{2500}'..='\u{257f}').contains(&c)))
}

#[test]
fn the_game_over_box_keeps_the_mate_and_the_score_sheet_in_sight() {
    for (w, h) in [(80, 24), (100, 30)] {
        let mut a = played(w, h);
        play(&mut a, &["Nbd2", "Bb7", "Bc2", "Re8", "Nf1", "Bf8"], 60_000);
        type_line(&mut a, ":resign", 70_000);
        key(&mut a, KeyCode::Char('y'), 70_000);
        assert_eq!(a.overlay(), Some(&Overlay::GameOver));
        let buf = render(&a, w, h);
        let shot = text(&buf);
        assert!(no_frame_on_board(&buf, board_rect(w, h)), "{w}×{h}:\n{shot}");
        assert!(row_with(&shot, &["13.", "Nf1", "Bf8"]), "{w}×{h}: the last moves:\n{shot}");
        assert!(row_with(&shot, &["12.", "Bc2", "Re8"]), "{w}×{h}: the moves before:\n{shot}");
        assert!(row_with(&shot, &["11.", "Nbd2", "Bb7"]), "{w}×{h}: the moves before:\n{shot}");
        assert!(folded(&shot).contains("resigned"), "{w}×{h}:\n{shot}");
    }
}

#[test]
fn a_matchs_standings_leave_the_mating_position_in_sight() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = match_app(4, lang);
        key(&mut a, KeyCode::Char('y'), 0);
        fools_mate(&mut a);
        assert!(matches!(a.overlay(), Some(Overlay::Standings(_))));
        for (w, h) in [(80, 24), (100, 30)] {
            let shot = screen(&mut a, w, h);
            let buf = render(&a, w, h);
            assert!(no_frame_on_board(&buf, board_rect(w, h)), "{lang:?} {w}×{h}:\n{shot}");
            // The queen that mates on h4 is drawn, and the mating move is in the list.
            assert!(row_with(&shot, &["2.", "g4", "Qh4#"]) || row_with(&shot, &["2.", "g4", "Фh4#"]), "{shot}");
        }
    }
}

/// The eighths of a row a bar fills in the cell `symbol` above the axis.
fn eighths(symbol: &str) -> u32 {
    match symbol.chars().next() {
        Some('█') => 8,
        Some(c @ '▁'..='▇') => u32::from(c) - u32::from('▁') + 1,
        _ => 0,
    }
}

#[test]
fn a_quick_move_and_a_long_think_differ_in_the_time_chart() {
    for (w, h) in [(80, 24), (100, 30), (160, 50)] {
        let mut a = app_with(None, "5+3", Prefs::default());
        update(&mut a, UiEvent::Resize(w, h), at(0));
        start(&mut a);
        // White: f3 at once, g4 after 8 s; Black: 3 s and 1 s.
        for (m, now) in [("f3", 0), ("e5", 3_000), ("g4", 11_000), ("Qh4#", 12_000)] {
            play(&mut a, &[m], now);
        }
        key(&mut a, KeyCode::Char('t'), 13_000);
        let buf = render(&a, w, h);
        let shot = text(&buf);
        // White's bars stand above the axis (the row of "0:00"); each column's eighths summed.
        let axis = (0..h).find(|&y| (0..w).any(|x| buf[(x, y)].symbol() == "0") && text_row(&buf, y).contains("0:00"));
        let Some(axis) = axis else { panic!("no axis at {w}×{h}:\n{shot}") };
        let columns: Vec<u32> = (0..w).map(|x| (0..axis).map(|y| eighths(buf[(x, y)].symbol())).sum()).collect();
        let bars: Vec<u32> = columns.iter().copied().filter(|&e| e > 0).collect();
        let (least, most) = (bars.iter().min().copied().unwrap_or(0), bars.iter().max().copied().unwrap_or(0));
        assert!(least > 0 && most >= 4 * least, "{w}×{h}: bars of {bars:?} eighths:\n{shot}");
        // The axis says its scale in time: the 8 s think under a 0:10 top.
        assert!(shot.contains("0:10"), "{w}×{h}:\n{shot}");
    }
}

/// Row `y` of the buffer as text.
fn text_row(buf: &Buffer, y: u16) -> String {
    (0..buf.area.width).map(|x| buf[(x, y)].symbol().to_string()).collect()
}
