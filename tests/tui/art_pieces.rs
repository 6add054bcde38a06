//! `--pieces art`: pieces drawn from quadrant blocks on the squares of 80×24 (4×2) and 100×30
//! (6×3), two and three rows high instead of one figure in the middle, both sides in the same
//! shape, and the highlights still seen on them.

use crate::tui_support;

use ferz::rules::{Color, Position, Square};
use ferz::tui::{ColorDepth, PieceSet, Prefs, ScreenLayout, theme_colors};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tint, Modifier};
use tui_support::*;

/// After 1. e4 e5 2. Bc4 Bc5 3. Bxf7+: Black's king in check, a piece of every kind on both
/// sides, on light and dark squares.
const MOVES: [&str; 5] = ["e4", "e5", "Bc4", "Bc5", "Bxf7+"];
/// The position after them.
const AFTER: &str = "rnbqk1nr/pppp1Bpp/8/2b1p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 0 3";

/// The cells of `sq`'s square as rows of text.
fn square_rows(buf: &Buffer, w: u16, h: u16, sq: Square) -> Vec<String> {
    let r = ScreenLayout::compute(Rect::new(0, 0, w, h)).map(|l| l.board.cell(sq, Color::White));
    let Ok(r) = r else { panic!("no layout at {w}×{h}") };
    (r.top()..r.bottom()).map(|y| (r.left()..r.right()).map(|x| buf[(x, y)].symbol()).collect()).collect()
}

/// The cells of `sq`'s square.
fn square_cells(buf: &Buffer, w: u16, h: u16, sq: Square) -> Vec<ratatui::buffer::Cell> {
    let r = ScreenLayout::compute(Rect::new(0, 0, w, h)).map(|l| l.board.cell(sq, Color::White));
    let Ok(r) = r else { panic!("no layout at {w}×{h}") };
    r.positions().map(|p| buf[p].clone()).collect()
}

/// Whether `c` is a block of a picture (not a mark, not the square, not the board's edge).
fn block(c: char) -> bool {
    ('\u{2580}'..='\u{259f}').contains(&c) && !matches!(c, '▔' | '▕')
}

/// The shape of a square's picture: where its blocks are.
fn shape(rows: &[String]) -> Vec<Vec<bool>> {
    rows.iter().map(|r| r.chars().map(block).collect()).collect()
}

#[test]
fn art_pieces_are_pictures_at_80x24_and_100x30() {
    for (w, h, cell) in [(80, 24, (4, 2)), (100, 30, (6, 3))] {
        let mut a = app_with(None, "rapid", Prefs { pieces: PieceSet::Art, ..Prefs::default() });
        play(&mut a, &MOVES, 0);
        // Black picks up the king: its targets are marked, the cursor on it.
        a.set_cursor(Square::E8);
        key(&mut a, KeyCode::Enter, 0);
        let shot = screen(&mut a, w, h);
        let layout = ScreenLayout::compute(Rect::new(0, 0, w, h)).map(|l| (l.board.cell_w, l.board.cell_h));
        assert_eq!(layout, Ok(cell));
        insta::assert_snapshot!(format!("art_{w}x{h}"), shot);
        let buf = render(&a, w, h);
        let pos = Position::from_fen(AFTER).expect("FEN");
        for sq in Square::all() {
            let rows = square_rows(&buf, w, h, sq);
            let drawn = rows.iter().filter(|r| r.chars().any(block)).count();
            let blocks = rows.iter().flat_map(|r| r.chars()).filter(|&c| block(c)).count();
            if pos.piece_at(sq).is_some() {
                // Every row of the square holds the picture, across most of it.
                assert_eq!(drawn, usize::from(cell.1), "{sq:?} at {w}×{h}: {rows:#?}");
                assert!(blocks >= 2 * usize::from(cell.1) + 2, "{sq:?} at {w}×{h}: {rows:#?}");
            } else {
                assert_eq!(blocks, 0, "{sq:?} at {w}×{h}: {rows:#?}");
            }
        }
        // Both sides in the same shape, told apart by their colour.
        for (white, black) in [(Square::D1, Square::D8), (Square::B1, Square::B8), (Square::A2, Square::A7)] {
            let (wr, br) = (square_rows(&buf, w, h, white), square_rows(&buf, w, h, black));
            assert_eq!(shape(&wr), shape(&br), "{white:?} {black:?} at {w}×{h}:\n{wr:#?}\n{br:#?}");
            let fg = |sq| {
                let cells = square_cells(&buf, w, h, sq);
                cells.into_iter().filter(|c| c.symbol() == "█").map(|c| c.fg).collect::<Vec<_>>()
            };
            assert!(!fg(white).is_empty() && fg(white).iter().all(|&c| c == theme_colors::WHITE_PIECE));
            assert!(fg(black).iter().all(|&c| c == theme_colors::BLACK_PIECE));
        }
        // The roles look different from each other.
        let roles = [Square::A1, Square::B1, Square::C1, Square::D1, Square::E1, Square::A2];
        let shapes: Vec<_> = roles.iter().map(|&sq| square_rows(&buf, w, h, sq)).collect();
        for (i, s) in shapes.iter().enumerate() {
            assert!(shapes[i + 1..].iter().all(|t| t != s), "{:?} looks like another piece at {w}×{h}", roles[i]);
        }
        // The king picked up under the cursor: the cursor's brackets and the colour of the
        // piece in hand on its square; the king in check's square, its targets with their
        // colour (and a dot on the empty one), the last move's marks.
        let king = square_rows(&buf, w, h, Square::E8);
        assert!(king.iter().any(|r| r.contains('[') && r.contains(']')), "{king:#?}");
        let bg = |sq| square_cells(&buf, w, h, sq).first().map(|c| c.bg);
        assert_eq!(bg(Square::E8), Some(theme_colors::SELECTED), "the piece in hand");
        let targets = [Square::E7, Square::F8, Square::F7];
        assert!(targets.iter().all(|&sq| bg(sq) != bg(Square::D7) && bg(sq) != bg(Square::G7)), "targets");
        assert!(square_rows(&buf, w, h, Square::E7).iter().any(|r| r.contains('•')), "the empty target's dot");
        assert!(square_rows(&buf, w, h, Square::C4).concat().contains("‹"), "the last move's start");
        assert!(square_rows(&buf, w, h, Square::F7).concat().contains('›'), "the last move's end, a bishop");
    }
}

#[test]
fn without_colours_white_is_filled_with_a_shade_and_black_is_solid() {
    for (w, h) in [(80, 24), (100, 30)] {
        let mut a = app_with(None, "rapid", Prefs { pieces: PieceSet::Art, color: false, ..Prefs::default() });
        let shot = screen(&mut a, w, h);
        insta::assert_snapshot!(format!("art_no_color_{w}x{h}"), shot);
        let buf = render(&a, w, h);
        for (white, black) in [(Square::E1, Square::E8), (Square::D1, Square::D8), (Square::G1, Square::G8)] {
            let (wr, br) = (square_rows(&buf, w, h, white), square_rows(&buf, w, h, black));
            let solid = |rows: &[String]| -> Vec<Vec<bool>> {
                rows.iter().map(|r| r.chars().map(|c| block(c) && c != '▒').collect()).collect()
            };
            let whole = |rows: &[String]| -> Vec<Vec<bool>> {
                rows.iter().map(|r| r.chars().map(|c| block(c) || c == '▒').collect()).collect()
            };
            // The same cells, White's with a shaded inside, Black's without.
            assert_eq!(whole(&wr), whole(&br), "{wr:#?}\n{br:#?}");
            assert!(wr.concat().contains('▒') && !br.concat().contains('▒'), "{wr:#?}\n{br:#?}");
            assert_ne!(solid(&wr), solid(&br));
            let bold = square_cells(&buf, w, h, white).iter().any(|c| c.modifier.contains(Modifier::BOLD));
            assert!(bold, "White's pieces bold: {wr:#?}");
        }
    }
}

#[test]
fn in_sixteen_colours_a_piece_stands_on_a_tile_and_the_marks_on_the_square() {
    let prefs = Prefs { pieces: PieceSet::Art, depth: ColorDepth::Ansi16Bright, ..Prefs::default() };
    let mut a = app_with(None, "rapid", prefs);
    a.set_cursor(Square::E2);
    screen(&mut a, 80, 24);
    let buf = render(&a, 80, 24);
    // White's pawn on a2 (a light square, bright white): the picture bright white on a black
    // tile, which reads on the terminal's white as on its green.
    let cells = square_cells(&buf, 80, 24, Square::A2);
    assert!(cells.iter().filter(|c| block(c.symbol().chars().next().unwrap_or(' '))).all(|c| c.fg == Tint::White));
    assert!(cells.iter().all(|c| c.bg == Tint::Black), "the tile: {cells:#?}");
    // At 100×30 the tile takes the whole 6×3 square: a margin of black outlines the pawn.
    screen(&mut a, 100, 30);
    let wide = render(&a, 100, 30);
    let cells = square_cells(&wide, 100, 30, Square::A2);
    assert!(cells.iter().all(|c| c.bg == Tint::Black), "the tile at 100×30: {cells:#?}");
    screen(&mut a, 80, 24);
    // The cursor's brackets on its own colour, at the corners of the top row.
    let cursor = square_cells(&buf, 80, 24, Square::E2);
    let marks: Vec<_> = cursor.iter().filter(|c| c.symbol() == "[" || c.symbol() == "]").collect();
    assert_eq!(marks.len(), 2, "{:#?}", square_rows(&buf, 80, 24, Square::E2));
    assert!(marks.iter().all(|c| c.bg == Tint::Cyan), "{marks:#?}");
}

#[test]
fn the_pieces_command_switches_to_art_and_back() {
    let mut a = app_with(None, "rapid", Prefs::default());
    screen(&mut a, 80, 24);
    let before = square_rows(&render(&a, 80, 24), 80, 24, Square::E1);
    type_line(&mut a, ":pieces art", 0);
    assert_eq!(a.prefs().pieces, PieceSet::Art);
    screen(&mut a, 80, 24);
    let art = square_rows(&render(&a, 80, 24), 80, 24, Square::E1);
    assert!(art.iter().all(|r| r.chars().any(block)), "{art:#?}");
    assert!(before.concat().contains('♚') && !art.concat().contains('♚'), "{before:#?}\n{art:#?}");
    type_line(&mut a, ":pieces unicode", 0);
    assert_eq!(a.prefs().pieces, PieceSet::Unicode);
}
