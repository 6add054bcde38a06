//! A round-robin's standings between its games stand beside the board, the board whole: the
//! whole crosstable where it fits there, else the short standings (place, name, points,
//! games), the whole crosstable on Tab over the middle and back. At 80×24, 100×30, 160×50 and
//! 54×14, in English and in Russian.

use crate::tui_standings::round_robin_of;
use crate::tui_support::*;

use ferz::lang::Lang;
use ferz::tui::{Overlay, ScreenLayout, UiEvent, update};
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;

/// The screen left of the side panel (the board, its labels): nothing of a window on it.
fn board_part(shot: &str, w: u16, h: u16) -> String {
    let Ok(layout) = ScreenLayout::compute(Rect::new(0, 0, w, h)) else { panic!("layout") };
    let (top, bottom) = (usize::from(layout.board.outer().y), usize::from(layout.board.outer().bottom()));
    let left = usize::from(layout.moves.x);
    let rows: Vec<String> = shot.lines().take(bottom).skip(top).map(|l| l.chars().take(left).collect()).collect();
    rows.join("\n")
}

/// True when the board is whole on the screen: every rank's label and the files' letters,
/// and no window's frame over it.
fn board_whole(shot: &str, w: u16, h: u16) -> bool {
    let board = board_part(shot, w, h);
    let ranks = (1..=8).all(|r| board.lines().any(|l| l.trim_start().starts_with(&r.to_string())));
    let files = board.lines().any(|l| l.split_whitespace().collect::<String>() == "abcdefgh");
    let framed = board.chars().any(|c| "┌┐└┘│─".contains(c));
    ranks && files && !framed
}

#[test]
fn the_short_standings_stand_beside_the_board_and_tab_shows_the_whole_crosstable() {
    for lang in [Lang::En, Lang::Ru] {
        let w = lang.event_words();
        let (points, games) = if lang == Lang::Ru { ("Очки", "Партий") } else { ("Points", "Games") };
        let mut a = round_robin_of(12, 8, lang);
        for (cols, rows) in [(80, 24), (100, 30), (160, 50)] {
            let shot = screen(&mut a, cols, rows);
            if (cols, rows) == (80, 24) {
                let name = if lang == Lang::Ru { "ru_short_standings_12_80x24" } else { "short_standings_12_80x24" };
                insta::assert_snapshot!(name, shot);
            }
            let at = format!("{lang:?} {cols}×{rows}");
            assert!(board_whole(&shot, cols, rows), "{at}: the board whole\n{shot}");
            let side = folded(&crate::tui_standings::beside_board(&shot, cols, rows));
            // Place, name, points and games; the leader first, with her two games.
            assert!(side.contains(points) && side.contains(games), "{at}\n{shot}");
            let leader = shot.lines().find(|l| l.contains("Zhanna")).unwrap_or_else(|| panic!("{at}\n{shot}"));
            let leader: Vec<&str> =
                leader.split('│').find(|p| p.contains("Zhanna")).unwrap_or_default().split_whitespace().collect();
            assert_eq!(leader, ["1", "Zhanna", "2", "2"], "{at}\n{shot}");
            // The key to the whole crosstable is said in the window.
            assert!(side.contains(w.crosstable_key(true)), "{at}\n{shot}");
            assert!(folded(&side).contains(&w.start_keys()), "{at}\n{shot}");
        }
        // Tab: the whole crosstable (its heads are the players' numbers) over the middle, still
        // asking; Tab again: back beside the board.
        key(&mut a, KeyCode::Tab, 0);
        assert!(matches!(a.overlay(), Some(Overlay::Crosstable(_))), "{lang:?}");
        let whole = screen(&mut a, 80, 24);
        let name = if lang == Lang::Ru { "ru_whole_crosstable_12_80x24" } else { "whole_crosstable_12_80x24" };
        insta::assert_snapshot!(name, whole);
        assert!(whole.lines().any(|l| l.contains(" 10 11 12 ")), "{whole}");
        assert!(folded(&whole.replace('│', " ")).contains(w.crosstable_key(false)), "{whole}");
        key(&mut a, KeyCode::Tab, 0);
        assert!(matches!(a.overlay(), Some(Overlay::Standings(_))), "{lang:?}");
        assert!(board_whole(&screen(&mut a, 80, 24), 80, 24));
        // From the whole crosstable, y starts the next game, as from the standings.
        key(&mut a, KeyCode::Tab, 0);
        key(&mut a, KeyCode::Char('y'), 0);
        assert!(a.overlay().is_none(), "{lang:?}: the game is on the board");
        assert_eq!(a.player(ferz::rules::Color::White), Some("Kira"), "{lang:?}: round 2, board 3");
    }
}

#[test]
fn a_crosstable_that_fits_beside_the_board_stands_there_whole_and_tab_does_nothing() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = round_robin_of(4, 2, lang);
        for (cols, rows) in [(80, 24), (100, 30), (160, 50)] {
            let shot = screen(&mut a, cols, rows);
            let at = format!("{lang:?} {cols}×{rows}");
            assert!(board_whole(&shot, cols, rows), "{at}: the board whole\n{shot}");
            let side = crate::tui_standings::beside_board(&shot, cols, rows);
            let heads = |l: &str| l.split_whitespace().collect::<Vec<_>>().join(" ").contains("1 2 3 4 ");
            // English heads fit in the side panel at every size; Russian ones, longer, at 160×50.
            if lang == Lang::En {
                assert!(side.lines().any(heads), "{at}: the crosstable's heads\n{shot}");
            }
            let short = !side.lines().any(heads);
            key(&mut a, KeyCode::Tab, 0);
            assert_eq!(matches!(a.overlay(), Some(Overlay::Crosstable(_))), short, "{at}: Tab");
            if short {
                key(&mut a, KeyCode::Tab, 0);
            }
        }
    }
}

#[test]
fn at_54x14_the_short_standings_stand_over_the_middle_with_their_rows() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = round_robin_of(12, 8, lang);
        let shot = screen(&mut a, 54, 14);
        insta::assert_snapshot!(format!("{}short_standings_12_54x14", if lang == Lang::Ru { "ru_" } else { "" }), shot);
        // No room beside the board: the window shows rows of the standings, names whole.
        assert!(shot.lines().any(|l| l.contains("Zhanna") && l.contains(" 2 ")), "{lang:?}\n{shot}");
        assert!(shot.contains("Yevgeny Onegin"), "{lang:?}\n{shot}");
        let inside = folded(&shot.replace('│', " "));
        assert!(inside.contains(lang.event_words().crosstable_key(true)), "{lang:?}\n{shot}");
        // Tab: the whole crosstable, some of its rows.
        key(&mut a, KeyCode::Tab, 0);
        let whole = screen(&mut a, 54, 14);
        assert!(whole.lines().filter(|l| l.contains('×')).count() >= 3, "{lang:?}\n{whole}");
    }
}

#[test]
fn the_help_names_tab_for_the_crosstable() {
    for (lang, said) in [(Lang::En, "the whole crosstable"), (Lang::Ru, "вся таблица")] {
        let mut a = round_robin_of(4, 0, lang);
        key(&mut a, KeyCode::Esc, 0);
        key(&mut a, KeyCode::F(1), 0);
        let help = screen(&mut a, 100, 80);
        let row = help.lines().find(|l| l.contains(said)).unwrap_or_else(|| panic!("{lang:?}\n{help}"));
        assert!(row.contains("Tab"), "{lang:?}: {row}");
    }
}

#[test]
fn each_app_keeps_where_its_own_face_stood_the_window() {
    // A terminal's app at 160×50: four players' crosstable stands beside the board whole, and
    // Tab has nothing else to show.
    let mut drawn = round_robin_of(4, 2, Lang::En);
    screen(&mut drawn, 160, 50);
    key(&mut drawn, KeyCode::Tab, 0);
    assert!(matches!(drawn.overlay(), Some(Overlay::Standings(_))), "{:?}", drawn.overlay());
    // In the same process, an app whose face draws no window (the screen reader's) has been
    // told nothing: its crosstable counts as over the middle, and Tab shows it whole.
    let mut said = round_robin_of(4, 2, Lang::En);
    let now = said.now();
    update(&mut said, UiEvent::Resize(160, 50), now);
    key(&mut said, KeyCode::Tab, 0);
    assert!(matches!(said.overlay(), Some(Overlay::Crosstable(_))), "{:?}", said.overlay());
    // Where a face stood the window holds for that window at that size only: at another size,
    // until it is drawn there, the app counts as the screen reader's does.
    let mut resized = round_robin_of(4, 2, Lang::En);
    screen(&mut resized, 160, 50);
    let now = resized.now();
    update(&mut resized, UiEvent::Resize(100, 30), now);
    key(&mut resized, KeyCode::Tab, 0);
    assert!(matches!(resized.overlay(), Some(Overlay::Crosstable(_))), "{:?}", resized.overlay());
}
