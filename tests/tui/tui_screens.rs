//! Snapshots of the terminal game's screens (the test terminal's buffer as text lines), with a
//! few cell styles checked directly where colour is the point.

use crate::tui_support;

use ferz::rules::{Color, Square};
use ferz::tui::{PieceSet, Prefs, Report, ScreenLayout, theme_colors, update};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tint, Modifier};
use tui_support::*;

/// The style of the middle cell of `sq` in a buffer drawn at 80×24.
fn square_cell(app: &ferz::tui::App, buf: &Buffer, sq: Square) -> ratatui::buffer::Cell {
    let (x, y) = cell_of(app, sq);
    buf[(x, y)].clone()
}

#[test]
fn opening_screen_80x24() {
    let mut a = app();
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("opening_80x24", shot);
    assert!(shot.contains("Press Enter to start, or type a move — Anna's clock runs"));
    let buf = render(&a, 80, 24);
    // Pieces on both square colours have an explicit foreground and background.
    for sq in [Square::A1, Square::B1, Square::E8, Square::D8] {
        let cell = square_cell(&a, &buf, sq);
        assert_ne!(cell.fg, Tint::Reset, "{sq}");
        assert_ne!(cell.bg, Tint::Reset, "{sq}");
    }
    assert_eq!(square_cell(&a, &buf, Square::A1).bg, theme_colors::DARK);
    assert_eq!(square_cell(&a, &buf, Square::H1).bg, theme_colors::LIGHT);
    assert_eq!(square_cell(&a, &buf, Square::E1).fg, theme_colors::WHITE_PIECE);
    assert_eq!(square_cell(&a, &buf, Square::E8).fg, theme_colors::BLACK_PIECE);
}

#[test]
fn opening_screen_160x50_has_a_bigger_board() {
    let mut a = app();
    let shot = screen(&mut a, 160, 50);
    insta::assert_snapshot!("opening_160x50", shot);
    let layout = ScreenLayout::compute(Rect::new(0, 0, 160, 50)).map(|l| (l.board.cell_w, l.board.cell_h));
    assert_eq!(layout, Ok((10, 5)));
}

#[test]
fn pieces_grow_with_their_squares() {
    // 8×4 squares (130×40) and 10×5 (160×50), after 1. e4 e5 2. Nf3 Nc6 3. Bc4 Qh4, every
    // piece of both sides on both square colours.
    let fen = "r1b1kbnr/pppp1ppp/2n5/4p3/2B1P2q/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    for (w, h, cell) in [(130, 40, (8, 4)), (160, 50, (10, 5))] {
        let mut a = app_with(Some(fen), "rapid", Prefs::default());
        let shot = screen(&mut a, w, h);
        let layout = ScreenLayout::compute(Rect::new(0, 0, w, h)).map(|l| (l.board.cell_w, l.board.cell_h));
        assert_eq!(layout, Ok(cell));
        insta::assert_snapshot!(format!("pieces_{w}x{h}"), shot);
        let buf = render(&a, w, h);
        // The same picture for both queens, White's in White's colour.
        let (white, black) = (square_rows(&a, &buf, Square::D1), square_rows(&a, &buf, Square::H4));
        assert_eq!(white, black);
        assert!(white.iter().filter(|r| r.trim() != "").count() >= 3, "{white:#?}");
        let lit = |sq| {
            let r = ScreenLayout::compute(Rect::new(0, 0, w, h)).map(|l| l.board.cell(sq, Color::White));
            let Ok(r) = r else { panic!("layout") };
            let cells: Vec<_> = r.positions().map(|p| buf[p].clone()).filter(|c| c.symbol() == "█").collect();
            cells
        };
        assert!(lit(Square::D1).iter().all(|c| c.fg == theme_colors::WHITE_PIECE));
        assert!(lit(Square::H4).iter().all(|c| c.fg == theme_colors::BLACK_PIECE));
    }
}

/// The rows of `sq`'s square at the screen size of `app`, each as text.
fn square_rows(app: &ferz::tui::App, buf: &Buffer, sq: Square) -> Vec<String> {
    let layout = ScreenLayout::compute(Rect::new(0, 0, app.size().0, app.size().1)).map_err(|e| format!("{e:?}"));
    let Ok(layout) = layout else { panic!("layout") };
    let r = layout.board.cell(sq, app.bottom());
    (r.top()..r.bottom()).map(|y| (r.left()..r.right()).map(|x| buf[(x, y)].symbol()).collect()).collect()
}

#[test]
fn big_squares_draw_pictures_of_the_pieces() {
    // Every piece of both sides, on light and dark squares.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    for color in [true, false] {
        let mut a = app_with(Some(fen), "rapid", Prefs { color, ..Prefs::default() });
        a.set_cursor(Square::F3);
        screen(&mut a, 200, 60);
        let layout = ScreenLayout::compute(Rect::new(0, 0, 200, 60)).map(|l| (l.board.cell_w, l.board.cell_h));
        assert!(matches!(layout, Ok((w, h)) if w >= 10 && h >= 5), "{layout:?}");
        let buf = render(&a, 200, 60);
        // Both sides in the same silhouette: the king's cross on top of White's and Black's
        // alike; without colours White's is filled with a shade inside its outline.
        let white_king = square_rows(&a, &buf, Square::E1);
        let black_king = square_rows(&a, &buf, Square::E8);
        let shape = |rows: &[String]| -> Vec<Vec<bool>> {
            rows.iter().map(|r| r.chars().map(|c| c != ' ' && c != '·' && c != '[' && c != ']').collect()).collect()
        };
        assert_eq!(shape(&white_king), shape(&black_king), "{white_king:#?}\n{black_king:#?}");
        let shaded = |rows: &[String]| rows.iter().any(|r| r.contains('▒'));
        assert_eq!(shaded(&white_king), !color, "{white_king:#?}");
        assert!(!shaded(&black_king), "{black_king:#?}");
        // The cross stands narrow on the widest row.
        let widths: Vec<usize> = white_king.iter().map(|r| r.trim().chars().count()).filter(|&n| n > 0).collect();
        let widest = widths.iter().copied().max().unwrap_or(0);
        assert!(widths.first().is_some_and(|&n| 3 * n <= widest), "cross: {white_king:#?}");
        // Each piece is a picture of more than one line, each square empty elsewhere.
        for sq in Square::all() {
            let rows = square_rows(&a, &buf, sq);
            let drawn = rows.iter().filter(|r| r.trim() != "" && r.trim() != "·").count();
            let piece = a.shown_position().piece_at(sq).is_some();
            assert!(if piece { drawn >= 2 } else { drawn == 0 }, "{sq}: {rows:#?}");
        }
        // The cursor's brackets hug the picture.
        let cursor = square_rows(&a, &buf, a.cursor());
        assert!(cursor.iter().any(|r| r.trim_start().starts_with('[') && r.trim_end().ends_with(']')), "{cursor:#?}");
    }
}

#[test]
fn check_with_hints() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "f5", "Qh5+"], 0);
    a.set_cursor(Square::G7);
    key(&mut a, KeyCode::Enter, 0);
    a.set_cursor(Square::A1);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("check_with_hints", shot);
    assert!(shot.contains("Boris (Black) to move · check!"));
    let buf = render(&a, 80, 24);
    assert_eq!(square_cell(&a, &buf, Square::E8).bg, theme_colors::CHECK);
    assert_eq!(square_cell(&a, &buf, Square::G7).bg, theme_colors::SELECTED);
    assert_eq!(square_cell(&a, &buf, Square::G6).bg, theme_colors::TARGET_LIGHT);
    assert_eq!(square_cell(&a, &buf, Square::G6).symbol(), "•", "an empty target is marked");
    assert_eq!(square_cell(&a, &buf, Square::H5).bg, theme_colors::LAST_LIGHT, "the last move");
    assert_eq!(square_cell(&a, &buf, Square::A1).bg, theme_colors::CURSOR);
}

#[test]
fn offer_pending() {
    let mut a = app();
    start(&mut a);
    black_offers_a_draw_with_nc6(&mut a);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("offer_pending", shot);
    assert!(shot.contains("Nc6 (=)"));
    assert!(shot.contains("F3 accept"));
}

#[test]
fn claim_refused() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["Nf3", "Nf6"], 0);
    key(&mut a, KeyCode::F(5), 0);
    key(&mut a, KeyCode::F(5), 0);
    // The assist arbiter asks first, in the move list's frame and on the status line.
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("claim_question", shot);
    assert!(
        folded(&shot)
            .contains("Anna (White), no draw can be claimed now. Claiming anyway gives Boris 1:00. Claim? y / n")
    );
    key(&mut a, KeyCode::Char('y'), 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("claim_refused", shot);
    assert!(shot.contains("16:20"), "Black's clock shows the minute given");
}

#[test]
fn game_over_banner() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Qh4#"], 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("game_over", shot);
    assert!(shot.contains("0–1 — Boris (Black) wins by checkmate"));
    // The move list writes the result as the box does.
    assert!(shot.contains("│    0–1 "), "{shot}");
    for (w, h) in [(80, 24), (100, 30), (160, 50)] {
        the_final_position_stays_in_sight(&mut a, w, h);
    }
}

/// The game-over box stands beside the board: every piece of the final position is drawn, and
/// no frame crosses the board.
fn the_final_position_stays_in_sight(a: &mut ferz::tui::App, w: u16, h: u16) {
    let shot = screen(a, w, h);
    assert!(shot.contains("Game over"), "{w}×{h}:\n{shot}");
    let buf = render(a, w, h);
    let Ok(layout) = ScreenLayout::compute(Rect::new(0, 0, w, h)) else { panic!("layout") };
    let board = layout.board.outer();
    for y in board.top()..board.bottom() {
        for x in board.left()..board.right() {
            let symbol = buf[(x, y)].symbol();
            assert!(!"─│┌┐└┘".contains(symbol), "a frame over the board at {x},{y} ({w}×{h}):\n{shot}");
        }
    }
    let pos = a.game().position().clone();
    let geom = layout.board;
    for sq in Square::all() {
        let Some(piece) = pos.piece_at(sq) else { continue };
        let cell = geom.cell(sq, a.bottom());
        let drawn = (cell.top()..cell.bottom())
            .flat_map(|y| (cell.left()..cell.right()).map(move |x| (x, y)))
            .any(|(x, y)| buf[(x, y)].symbol() != " ");
        assert!(drawn, "{piece:?} on {sq} hidden at {w}×{h}:\n{shot}");
    }
}

#[test]
fn after_the_game_n_asks_for_the_colours_swapped() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Qh4#"], 0);
    key(&mut a, KeyCode::Char('n'), 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("rematch_question", shot);
}

#[test]
fn a_position_given_over_says_so_first() {
    let mut a = app_with(Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), "rapid", Prefs::default());
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("over_at_start", shot);
}

/// A game at 60×20 after 1. e4 e5 2. Nf3 (=) Nc6 and a knight sent where it cannot go: the
/// explanation, the offer and the moves read whole, and the cursor's brackets are whole.
#[test]
fn small_screen_60x20() {
    let mut a = app();
    start(&mut a);
    black_offers_a_draw_with_nc6(&mut a);
    click(&mut a, Square::B1, 0);
    click(&mut a, Square::B4, 0);
    let shot = screen(&mut a, 60, 20);
    insta::assert_snapshot!("small_60x20", shot);
    let all = folded(&shot);
    assert!(all.contains("illegal move 'b1b4': the knight on b1 cannot move to b4: a knight jumps in an L: two squares one way and one square to the side"), "{shot}");
    assert!(
        all.contains("Anna (White) to move · Boris offers a draw — Anna: F3 accept, F4 decline (or just move)"),
        "{shot}"
    );
    assert!(shot.contains("[ ]"), "the cursor on b4 between whole brackets:\n{shot}");
    // The game over at 60×20: the mate in sight, the box beside the board.
    let mut a = app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Qh4#"], 0);
    insta::assert_snapshot!("small_60x20_game_over", screen(&mut a, 60, 20));
    the_final_position_stays_in_sight(&mut a, 60, 20);
    // The help wraps what a key does under itself.
    let mut a = app();
    key(&mut a, KeyCode::F(1), 0);
    let shot = screen(&mut a, 60, 20);
    insta::assert_snapshot!("small_60x20_help", shot);
    assert!(shot.contains("│  Enter  Space            pick up the piece under the     │"), "{shot}");
    assert!(shot.contains("│                          cursor, put it down             │"), "{shot}");
}

#[test]
fn review_mode() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5", "Nf3", "Nc6", "Bb5"], 0);
    key(&mut a, KeyCode::F(6), 0);
    key(&mut a, KeyCode::Left, 0);
    key(&mut a, KeyCode::Left, 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("review", shot);
    assert!(shot.contains("Review: after 2. Nf3 (ply 3 of 5)"));
}

#[test]
fn help_screen() {
    let mut a = app();
    key(&mut a, KeyCode::F(1), 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("help", shot);
    // Scrolled to the end, the last section shows.
    for _ in 0..5 {
        key(&mut a, KeyCode::PageDown, 0);
    }
    let end = screen(&mut a, 80, 24);
    insta::assert_snapshot!("help_end", end);
    assert!(end.contains(":quit"));
}

#[test]
fn the_help_lists_every_command() {
    let mut a = app();
    key(&mut a, KeyCode::F(1), 0);
    let all = screen(&mut a, 100, 80);
    for command in [
        ":offer",
        ":accept",
        ":decline",
        ":claim",
        ":resign",
        ":takeback",
        ":pause",
        ":resume",
        ":review",
        ":flip",
        ":hints",
        ":pieces",
        ":notation",
        ":save",
        ":new",
        ":quit",
        ":help",
    ] {
        assert!(all.contains(command), "{command} missing from the help");
    }
    for key in ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "^C", "^L", "^Z", "^R", "Esc", "Home/End"]
    {
        assert!(all.contains(key), "{key} missing from the help");
    }
}

#[test]
fn too_small() {
    let mut a = app();
    let shot = screen(&mut a, 50, 12);
    insta::assert_snapshot!("too_small", shot);
    assert!(shot.contains("terminal too small: need 54×14, have 50×12"));
    // Narrower still, the notice wraps but is all there, under the clocks (they go
    // on running) and who is to move.
    let narrow = screen(&mut a, 30, 8);
    let words: Vec<&str> = narrow.split_whitespace().collect();
    assert_eq!(
        words.join(" "),
        "▶ Anna 15:10 · Boris 15:10 Anna (White) to move terminal too small: need 54×14, have 30×8"
    );
}

#[test]
fn the_too_small_screen_shows_both_clocks_running() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4"], 0);
    update(&mut a, Report::Tick, at(9_000));
    // Black's clock runs unseen at 40×12: its time is still read, with who is to move.
    let shot = screen(&mut a, 40, 12);
    assert!(folded(&shot).contains("Anna 15:20 · ▶ Boris 15:01"), "{shot}");
    assert!(shot.contains("Boris (Black) to move"), "{shot}");
    insta::assert_snapshot!("too_small_running_40x12", shot);
    let ru = app_with(None, "rapid", Prefs { lang: ferz::lang::Lang::Ru, ..Prefs::default() });
    let mut ru = ru;
    start(&mut ru);
    let shot = screen(&mut ru, 40, 12);
    insta::assert_snapshot!("ru_too_small_40x12", shot);
    assert!(shot.contains("▶ Anna 15:10 · Boris 15:10"), "{shot}");
    // Down to 20×5 the times come first, a line each; nothing panics down to nothing.
    let tiny = screen(&mut a, 20, 5);
    assert!(tiny.contains("Anna 15:20") && tiny.contains("▶ Boris 15:01"), "{tiny}");
    assert!(tiny.contains("Black to move"), "{tiny}");
    for (w, h) in [(1, 1), (0, 0), (3, 2), (12, 3)] {
        let _ = screen(&mut a, w, h);
    }
}

#[test]
fn ascii_pieces() {
    let prefs = Prefs { pieces: PieceSet::Ascii, ..Prefs::default() };
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    play(&mut a, &["e4", "e5"], 0);
    key(&mut a, KeyCode::Enter, 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("ascii", shot);
    assert!(shot.contains("<p>") && shot.contains("< >"), "the last move marked in ASCII: {shot}");
    // The board and its frames are plain ASCII.
    let buf = render(&a, 80, 24);
    let layout = ScreenLayout::compute(Rect::new(0, 0, 80, 24)).map_err(|e| format!("{e:?}"));
    let Ok(layout) = layout else { panic!("layout") };
    for area in [layout.board.outer(), layout.top_clock, layout.moves, layout.bottom_clock] {
        for y in area.top()..area.bottom() {
            for x in area.left()..area.right() {
                let symbol = buf[(x, y)].symbol();
                assert!(symbol.is_ascii(), "{symbol:?} at {x},{y}");
            }
        }
    }
}

#[test]
fn no_color() {
    let prefs = Prefs { color: false, ..Prefs::default() };
    let mut a = app_with(None, "3+2", prefs);
    start(&mut a);
    play(&mut a, &["e4", "f5", "Qh5+"], 0);
    a.set_cursor(Square::G7);
    key(&mut a, KeyCode::Enter, 0);
    key(&mut a, KeyCode::Up, 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("no_color", shot);
    // The last move is marked, not only shaded: both its ends stand between ‹ ›.
    assert!(shot.contains("‹♕›") && shot.contains("‹ ›"), "{shot}");
    let buf = render(&a, 80, 24);
    for cell in buf.content() {
        assert_eq!((cell.fg, cell.bg), (Tint::Reset, Tint::Reset), "a colour under NO_COLOR: {cell:?}");
    }
    // Highlights stay visible as modifiers and marks.
    assert!(square_cell(&a, &buf, Square::G7).modifier.contains(Modifier::REVERSED), "selected");
    assert!(square_cell(&a, &buf, Square::H5).modifier.contains(Modifier::UNDERLINED), "last move");
    let (x, y) = cell_of(&a, Square::E8);
    assert_eq!(buf[(x - 1, y)].symbol(), "+", "check is marked");
    let running = {
        let layout = ScreenLayout::compute(Rect::new(0, 0, 80, 24)).map(|l| l.top_clock);
        let Ok(r) = layout else { panic!("layout") };
        buf[(r.x + 2, r.y + 1)].modifier
    };
    assert!(running.contains(Modifier::REVERSED), "Black's running clock is reversed");
    assert_eq!(a.bottom(), Color::White);
}

#[test]
fn low_time_and_delay_are_shown() {
    let mut a = app_with(None, "1d3", Prefs::default());
    start(&mut a);
    update(&mut a, Report::Tick, at(1_500));
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("delay 1.5"), "{shot}");
    update(&mut a, Report::Tick, at(3_000 + 45_000));
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("0:15.0"), "tenths under 20 s: {shot}");
    let buf = render(&a, 80, 24);
    let bottom = ScreenLayout::compute(Rect::new(0, 0, 80, 24)).map(|l| l.bottom_clock);
    let Ok(r) = bottom else { panic!("layout") };
    assert_ne!(digits_tint(&buf, r), Tint::Red, "15 s of a 1-minute game is not low yet");
    // The threshold is 10% of the base (6 s of a minute), at most 20 s.
    update(&mut a, Report::Tick, at(3_000 + 53_000));
    let buf = render(&a, 80, 24);
    let bottom = ScreenLayout::compute(Rect::new(0, 0, 80, 24)).map(|l| l.bottom_clock);
    let Ok(r) = bottom else { panic!("layout") };
    assert_ne!(digits_tint(&buf, r), Tint::Red, "7 s of a minute is not low yet");
    update(&mut a, Report::Tick, at(3_000 + 54_001));
    let buf = render(&a, 80, 24);
    let bottom = ScreenLayout::compute(Rect::new(0, 0, 80, 24)).map(|l| l.bottom_clock);
    let Ok(r) = bottom else { panic!("layout") };
    assert_eq!(digits_tint(&buf, r), Tint::Red, "low time in the warning colour");
    update(&mut a, Report::Tick, at(70_000));
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("FLAG FELL"), "{shot}");
}

#[test]
fn periods_show_the_moves_to_the_next_control() {
    let mut a = app_with(None, "40/90+30,30+30", Prefs::default());
    start(&mut a);
    play(&mut a, &["e4"], 0);
    // The move counter and the moves left, under each clock: one line at 80×24, under the
    // large digits on bigger screens.
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("1:31:00   1 made, 39 to control"), "{shot}");
    assert!(shot.contains("1:30:30   0 made, 40 to control"), "{shot}");
    for (w, h) in [(120, 36), (200, 60)] {
        let shot = screen(&mut a, w, h);
        assert!(shot.contains("1:31:00   1 move · 39 moves to time control"), "{w}×{h}: {shot}");
        assert!(shot.contains("1:30:30   0 moves · 40 moves to time control"), "{w}×{h}: {shot}");
    }
    // One period: no counter.
    let mut a = app_with(None, "90+30", Prefs::default());
    start(&mut a);
    play(&mut a, &["e4"], 0);
    assert!(!screen(&mut a, 120, 36).contains("1 move"));
}

#[test]
fn the_delay_runs_under_the_large_digits_too() {
    for (w, h) in [(80, 24), (120, 36), (200, 60)] {
        let mut a = app_with(None, "5d3", Prefs::default());
        start(&mut a);
        update(&mut a, Report::Tick, at(1_200));
        let shot = screen(&mut a, w, h);
        assert!(shot.contains("5:00   delay 1.8"), "{w}×{h}: {shot}");
    }
}

#[test]
fn move_list_scrolls_to_follow_a_long_game() {
    let mut a = app();
    start(&mut a);
    // Morphy's Opera Game, all but the mate.
    let opera = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 \
                 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8";
    let moves: Vec<&str> = opera.split_whitespace().collect();
    play(&mut a, &moves, 0);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("long_game", shot);
    let n = a.game().moves().len();
    assert!(n > 18, "{n} plies do not fit in the list");
    let last = a.game().moves()[n - 1].number;
    assert!(shot.contains(&format!("{last}.")), "the last move number is in view");
    assert!(!shot.contains(" 1. Nf3"), "the first moves have scrolled away");
}

#[test]
fn notation_choices_change_the_move_list() {
    for (notation, expect) in [
        (ferz::rules::Notation::Figurine, "♘f3"),
        (ferz::rules::Notation::Lan, "Ng1-f3"),
        (ferz::rules::Notation::Russian, "Кf3"),
    ] {
        let prefs = Prefs { notation, ..Prefs::default() };
        let mut a = app_with(None, "rapid", prefs);
        start(&mut a);
        play(&mut a, &["Nf3"], 0);
        let shot = screen(&mut a, 80, 24);
        assert!(shot.contains(expect), "{notation:?}: {shot}");
    }
}

#[test]
fn the_longest_explanation_reads_whole_at_80x24() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4"], 0);
    // Black picks up the d7 pawn with the cursor and puts it on d4.
    cursor_move(&mut a, Square::D7, KeyCode::Down, 3);
    let said = a.message().cloned().map(|m| m.text).unwrap_or_default();
    assert!(said.ends_with("and captures one square diagonally forward"), "{said}");
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("explanation_80x24", shot);
    assert!(folded(&shot).contains(&folded(&said)), "the whole explanation is on the screen:\n{shot}");
    assert!(shot.contains(" Boris (Black) to move\n"), "and the state above it:\n{shot}");
    assert!(shot.contains("F10 quit"), "{shot}");
}

#[test]
fn quit_and_help_are_always_in_the_footer() {
    let mut a = app();
    let footer = |a: &mut ferz::tui::App| screen(a, 80, 24).lines().last().unwrap_or_default().to_string();
    assert!(footer(&mut a).contains("F10 quit") && footer(&mut a).contains("F1 help"), "{}", footer(&mut a));
    start(&mut a);
    black_offers_a_draw_with_nc6(&mut a);
    let shown = footer(&mut a);
    for part in ["F1 help", "F3 accept", "F4 decline", "F10 quit"] {
        assert!(shown.contains(part), "{part}: {shown}");
    }
    key(&mut a, KeyCode::F(6), 0);
    let shown = footer(&mut a);
    assert!(shown.contains("F10 quit") && shown.contains("Esc back"), "{shown}");
    key(&mut a, KeyCode::Esc, 0);
    key(&mut a, KeyCode::F(5), 0);
    assert!(footer(&mut a).contains("F10 quit"), "claim mode: {}", footer(&mut a));
    key(&mut a, KeyCode::Esc, 0);
    key(&mut a, KeyCode::F(8), 0);
    assert!(footer(&mut a).contains("F10 quit"), "paused: {}", footer(&mut a));
    // At the least width the least important keys go, not quitting.
    let narrow = screen(&mut a, 54, 14);
    assert!(narrow.lines().last().is_some_and(|l| l.contains("F10 quit") && l.contains("F1 help")), "{narrow}");
}

#[test]
fn no_offer_in_the_footer_before_the_sofia_rule_allows_it() {
    let mut a = app_with_options(None, "rapid", Prefs::default(), |o| o.no_offers_before = 3);
    start(&mut a);
    let footer = |a: &mut ferz::tui::App| screen(a, 100, 30).lines().last().unwrap_or_default().to_string();
    assert!(!footer(&mut a).contains("F2"), "{}", footer(&mut a));
    play(&mut a, &["e4", "e5", "Nf3"], 0);
    assert!(!footer(&mut a).contains("F2"), "Black on move 2: {}", footer(&mut a));
    key(&mut a, KeyCode::F(2), 0);
    assert!(a.message().is_some_and(|m| m.error), "the offer is refused, as the footer said");
    play(&mut a, &["Nc6"], 0);
    assert!(footer(&mut a).contains("F2 offer"), "White on move 3: {}", footer(&mut a));
    key(&mut a, KeyCode::F(2), 0);
    assert!(!footer(&mut a).contains("F2"), "an offer stands: {}", footer(&mut a));
}

/// True for what `--pieces ascii` may draw: ASCII, and the letters of the Russian screen.
fn ascii_or_russian(symbol: &str) -> bool {
    symbol.chars().all(|c| c.is_ascii() || matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
}

/// The screens of a game with `--pieces ascii` in `lang`, by name: every window, banner, mode
/// and message that has a symbol in Unicode.
fn ascii_screens(lang: ferz::lang::Lang) -> Vec<(&'static str, ferz::tui::App, (u16, u16))> {
    let prefs = Prefs { pieces: PieceSet::Ascii, notation: ferz::rules::Notation::Figurine, lang, ..Prefs::default() };
    let fresh = || app_with(None, "rapid", prefs);
    let mut out = Vec::new();
    out.push(("waiting", fresh(), (80, 24)));
    out.push(("too small", fresh(), (50, 12)));
    out.push(("big board", fresh(), (200, 60)));
    let mut a = fresh();
    key(&mut a, KeyCode::F(1), 0);
    out.push(("help", a.clone(), (80, 24)));
    for _ in 0..6 {
        key(&mut a, KeyCode::PageDown, 0);
    }
    out.push(("help end", a, (80, 24)));
    let mut a = fresh();
    start(&mut a);
    black_offers_a_draw_with_nc6(&mut a);
    click(&mut a, Square::B1, 0);
    click(&mut a, Square::B4, 0);
    out.push(("offer, hints and an explanation", a.clone(), (80, 24)));
    key(&mut a, KeyCode::F(5), 0);
    out.push(("claim mode", a.clone(), (80, 24)));
    key(&mut a, KeyCode::Esc, 0);
    ctrl(&mut a, 'r', 0);
    out.push(("question", a.clone(), (80, 24)));
    key(&mut a, KeyCode::Char('n'), 0);
    key(&mut a, KeyCode::F(8), 0);
    out.push(("paused", a.clone(), (80, 24)));
    key(&mut a, KeyCode::F(8), 0);
    type_line(&mut a, ":adjourn", 0);
    for c in "Bb5".chars() {
        key(&mut a, KeyCode::Char(c), 0);
    }
    out.push(("sealing", a.clone(), (80, 24)));
    key(&mut a, KeyCode::Esc, 0);
    key(&mut a, KeyCode::F(6), 0);
    key(&mut a, KeyCode::Left, 0);
    out.push(("review", a.clone(), (80, 24)));
    key(&mut a, KeyCode::Esc, 0);
    key(&mut a, KeyCode::F(3), 0);
    out.push(("accept question", a.clone(), (80, 24)));
    key(&mut a, KeyCode::Char('y'), 0);
    out.push(("draw agreed", a, (80, 24)));
    let mut a = app_with(Some("8/P7/8/8/8/8/8/k6K w - - 0 1"), "rapid", prefs);
    start(&mut a);
    drag(&mut a, Square::A7, Square::A8, 0);
    out.push(("promotion", a, (80, 24)));
    out
}

#[test]
fn ascii_pieces_draw_nothing_but_ascii_anywhere() {
    for lang in ferz::lang::Lang::ALL {
        for (name, mut a, (w, h)) in ascii_screens(lang) {
            // The English screen is ASCII through and through (Russian input still works, but a
            // console without Cyrillic letters is not shown them); the Russian one keeps its
            // letters. At 60×20 too, where texts wrap.
            let allowed =
                |symbol: &str| if lang == ferz::lang::Lang::En { symbol.is_ascii() } else { ascii_or_russian(symbol) };
            for (w, h) in [(w, h), (60, 20)] {
                let shot = screen(&mut a, w, h);
                let buf = render(&a, w, h);
                for y in 0..h {
                    for x in 0..w {
                        let symbol = buf[(x, y)].symbol();
                        assert!(allowed(symbol), "{lang:?} {name} {w}x{h}: {symbol:?} at {x},{y}:\n{shot}");
                    }
                }
            }
            let shot = screen(&mut a, w, h);
            // The texts are spelt in ASCII, not cut down to one character a symbol.
            match name {
                "draw agreed" => assert!(shot.contains("1/2-1/2 - "), "{name}:\n{shot}"),
                "help" => assert!(shot.contains("<- ^ -> v"), "{name}:\n{shot}"),
                "review" => assert!(shot.contains("<-/->"), "{name}:\n{shot}"),
                "too small" => assert!(shot.contains("54x14"), "{name}:\n{shot}"),
                "sealing" => assert!(shot.contains(": ***"), "{name}:\n{shot}"),
                "offer, hints and an explanation" => assert!(shot.contains("2. Nf3"), "SAN for figurines:\n{shot}"),
                _ => {}
            }
        }
    }
}

#[test]
fn each_colour_depth_has_its_palette_on_the_board() {
    use ferz::tui::{ColorDepth, Palette};
    for depth in [ColorDepth::TrueColor, ColorDepth::Ansi256, ColorDepth::Ansi16, ColorDepth::Ansi16Bright] {
        let mut a = app_with(None, "rapid", Prefs { depth, ..Prefs::default() });
        screen(&mut a, 80, 24);
        let buf = render(&a, 80, 24);
        let palette = Palette::of(depth);
        // The square's colour beside its piece.
        let beside = |sq| {
            let (x, y) = cell_of(&a, sq);
            buf[(x - 1, y)].bg
        };
        assert_eq!(beside(Square::A1), palette.dark, "{depth:?}");
        assert_eq!(beside(Square::H1), palette.light, "{depth:?}");
        let (white, black) = (square_cell(&a, &buf, Square::E1), square_cell(&a, &buf, Square::D8));
        if palette.badges {
            // A terminal's own 16 colours: each piece on its badge, in the other army's colour.
            assert_eq!((white.fg, white.bg), (Tint::White, Tint::Black), "{depth:?}");
            assert_eq!((black.fg, black.bg), (Tint::Black, Tint::White), "{depth:?}");
        } else {
            assert_eq!(white.fg, palette.white_piece, "{depth:?}");
            assert_eq!(black.fg, palette.black_piece, "{depth:?}");
            assert_eq!(square_cell(&a, &buf, Square::A1).bg, palette.dark, "{depth:?}");
        }
        for cell in buf.content() {
            let rgb = matches!(cell.bg, Tint::Rgb(..)) || matches!(cell.fg, Tint::Rgb(..));
            assert_eq!(rgb, depth == ColorDepth::TrueColor && rgb, "{depth:?}: 24-bit colour in {cell:?}");
        }
    }
    // On the Linux console the dark squares are not black under black pieces.
    assert_ne!(Palette::of(ColorDepth::Ansi16).dark, Tint::Black);
}

/// The board of a terminal's own 16 colours (`TERM=xterm`), whose light squares are its
/// brightest white — a light theme's very background: it has an edge, thin lines in the
/// terminal's own foreground that read on a light background and a dark one (the left column,
/// the top of the top squares, the last column of the squares, the top of the letters' row),
/// and each piece stands on a token two columns wide (half blocks of its badge's colour on
/// both sides), not on a one-column badge. No other depth, nor `NO_COLOR`, changes.
#[test]
fn the_16_colour_board_has_an_edge_and_its_pieces_stand_on_tokens() {
    use ferz::tui::{ColorDepth, ScreenLayout};
    let edge = |c: &str| matches!(c, "▕" | "▔" | "▏");
    for (w, h) in [(80, 24), (100, 30)] {
        let mut a = app_with(None, "rapid", Prefs { depth: ColorDepth::Ansi16Bright, ..Prefs::default() });
        let shot = screen(&mut a, w, h);
        let buf = render(&a, w, h);
        let Ok(layout) = ScreenLayout::compute(Rect::new(0, 0, w, h)) else { panic!("{w}x{h}: a layout") };
        let squares = layout.board.squares();
        let default = |cell: &ratatui::buffer::Cell| cell.fg == Tint::Reset;
        for y in squares.top()..squares.bottom() {
            let left = &buf[(squares.x - 1, y)];
            assert!(left.symbol() == "▕" && default(left), "{w}x{h}: left edge at row {y}:\n{shot}");
            let right = &buf[(squares.right() - 1, y)];
            assert!(right.symbol() == "▕" && default(right), "{w}x{h}: right edge at row {y}:\n{shot}");
        }
        let top = (squares.left()..squares.right()).filter(|&x| buf[(x, squares.y)].symbol() == "▔").count();
        let bottom = (squares.left()..squares.right()).filter(|&x| buf[(x, squares.bottom())].symbol() == "▔").count();
        // Every column of the top row but where a piece or its token stands; every one of the
        // letters' row but the eight letters.
        assert!(top >= usize::from(squares.width) / 2, "{w}x{h}: top edge {top}:\n{shot}");
        assert_eq!(bottom, usize::from(squares.width) - 8, "{w}x{h}: bottom edge:\n{shot}");
        assert!(buf[(squares.left(), squares.y)].fg == Tint::Reset, "the edge is the terminal's foreground");
        // Every piece without a mark beside it (the cursor stands on e2) stands on a token.
        let marked = [Square::E2];
        for sq in Square::all().filter(|sq| a.game().position().piece_at(*sq).is_some() && !marked.contains(sq)) {
            let (x, y) = cell_of(&a, sq);
            let (piece, left, right) = (&buf[(x, y)], &buf[(x - 1, y)], &buf[(x + 1, y)]);
            assert_eq!((left.symbol(), right.symbol()), ("▐", "▌"), "{w}x{h} {sq}: a token, not a sliver:\n{shot}");
            assert_eq!((left.fg, right.fg), (piece.bg, piece.bg), "{w}x{h} {sq}: in the badge's colour");
            let square = buf[(x, y - 1)].bg;
            assert_eq!((left.bg, right.bg), (square, square), "{w}x{h} {sq}: on the square");
            assert_ne!(piece.fg, piece.bg, "{w}x{h} {sq}: the figure reads on its token");
        }
    }
    // Other depths and NO_COLOR: no edge, and a piece's neighbours are its square.
    for prefs in [ColorDepth::TrueColor, ColorDepth::Ansi256, ColorDepth::Ansi16]
        .map(|depth| Prefs { depth, ..Prefs::default() })
        .into_iter()
        .chain([Prefs { color: false, depth: ColorDepth::Ansi16Bright, ..Prefs::default() }])
    {
        let mut a = app_with(None, "rapid", prefs);
        let shot = screen(&mut a, 80, 24);
        let buf = render(&a, 80, 24);
        assert!(!buf.content().iter().any(|c| edge(c.symbol())), "{:?}: no edge:\n{shot}", prefs.depth);
        let (x, y) = cell_of(&a, Square::A1);
        assert_eq!(buf[(x - 1, y)].symbol(), " ", "{:?}: no token:\n{shot}", prefs.depth);
    }
}

/// Rows of the clock box at `r` that hold lit pixels of large digits.
/// The colour of the clock's large digits in `r` (of its first lit cell).
fn digits_tint(buf: &Buffer, r: Rect) -> Tint {
    let inner = Rect::new(r.x + 1, r.y + 1, r.width - 2, r.height - 2);
    let lit = (inner.y..inner.bottom())
        .flat_map(|y| (inner.x..inner.right()).map(move |x| (x, y)))
        .find(|&(x, y)| matches!(buf[(x, y)].symbol(), "█" | "▀" | "▄" | "#"));
    let Some((x, y)) = lit else { panic!("no digits in {r:?}") };
    buf[(x, y)].fg
}

fn digit_rows(buf: &Buffer, r: Rect) -> usize {
    (r.y..r.y + r.height)
        .filter(|&y| (r.x..r.x + r.width).any(|x| matches!(buf[(x, y)].symbol(), "█" | "▀" | "▄" | "#")))
        .count()
}

#[test]
fn the_clocks_grow_with_the_terminal() {
    // 90 minutes and 30 s: "1:30:30", the widest reading.
    for (prefs, ascii) in
        [(Prefs::default(), false), (Prefs { pieces: PieceSet::Ascii, color: false, ..Prefs::default() }, true)]
    {
        for (w, h, least) in [(120, 36, 3), (200, 60, 5)] {
            let mut a = app_with(None, "90+30", prefs);
            start(&mut a);
            let buf = render(&a, w, h);
            let Ok(l) = ScreenLayout::compute(Rect::new(0, 0, w, h)) else { panic!("layout") };
            for r in [l.top_clock, l.bottom_clock] {
                let rows = digit_rows(&buf, r);
                assert!(rows >= least, "{w}×{h} ascii={ascii}: {rows} rows of digits");
            }
            // The reading is also written out under the digits.
            assert!(screen(&mut a, w, h).contains("1:30:30"));
        }
    }
    // At 80×24 each clock has three rows of digits (one bold line was not read
    // across the table), and the move list four moves or more.
    let mut a = app();
    start(&mut a);
    let Ok(l) = ScreenLayout::compute(Rect::new(0, 0, 80, 24)) else { panic!("layout") };
    let buf = render(&a, 80, 24);
    for r in [l.top_clock, l.bottom_clock] {
        assert_eq!(digit_rows(&buf, r), 3);
    }
    assert!(l.moves.height >= 6, "{:?}", l.moves);
}

/// The title names a control as a player reads it — seconds as seconds, bullet under three
/// minutes — and, before the first move, the move list says once why a 15+10 clock shows 15:10.
#[test]
fn the_title_says_seconds_and_bullet_and_the_list_explains_the_increment_up_front() {
    for (lang, bullet, note) in [
        (
            ferz::lang::Lang::En,
            " ferz · 0:15 bullet",
            "The clocks show 15:10: the 10 s increment of move 1 is added before it",
        ),
        (ferz::lang::Lang::Ru, " ferz · 0:15 пуля", "На часах 15:10: добавка 10 с за первый ход начислена заранее"),
    ] {
        let prefs = Prefs { lang, ..Prefs::default() };
        let mut a = app_with(None, "0:15", prefs);
        let shot = screen(&mut a, 80, 24);
        assert!(shot.starts_with(bullet), "{lang:?}:\n{shot}");
        assert!(!folded(&shot).contains("increment") && !folded(&shot).contains("добавка"), "no increment: {shot}");
        let mut a = app_with(None, "15+10", prefs);
        let moves = if lang == ferz::lang::Lang::En { "Moves" } else { "Ходы" };
        for (w, h) in [(80, 24), (100, 30), (160, 50)] {
            let shot = screen(&mut a, w, h);
            assert!(boxed(&shot, moves).contains(note), "{lang:?} {w}x{h}:\n{shot}");
        }
        start(&mut a);
        play(&mut a, &["e4"], 1_000);
        assert!(!boxed(&screen(&mut a, 80, 24), moves).contains(note), "said once, before the first move");
    }
}
