//! Issue 24: the game's screen with clocks in large digits — at 80×24, 100×30, 60×20 and 54×14,
//! a clock above and below 20 s, in English and Russian — and nothing cut at 80×24.

use crate::tui_support;

use ferz::lang::Lang;
use ferz::tui::{Prefs, Report, update};
use tui_support::*;

/// A 1-minute game, 1. e4 played, Black's clock at `left` ms.
fn black_at(lang: Lang, left: u64) -> ferz::tui::App {
    let mut a = app_with(None, "1", Prefs { lang, ..Prefs::default() });
    start(&mut a);
    play(&mut a, &["e4"], 0);
    update(&mut a, Report::Tick, at(60_000 - left));
    a
}

#[test]
fn the_clocks_above_and_below_20_seconds() {
    for (lang, tag) in [(Lang::En, "en"), (Lang::Ru, "ru")] {
        for (left, when) in [(25_000, "25s"), (15_300, "15s")] {
            let mut a = black_at(lang, left);
            for (w, h) in [(80, 24), (100, 30), (60, 20), (54, 14)] {
                let shot = screen(&mut a, w, h);
                insta::assert_snapshot!(format!("big_clock_{tag}_{when}_{w}x{h}"), shot);
                // The reading is written out whole in the clock's lower edge (or its line).
                let reading = if left == 25_000 { "0:25" } else { "0:15.3" };
                assert!(shot.contains(reading), "{w}×{h}: {reading}\n{shot}");
            }
        }
    }
}

#[test]
fn nothing_is_cut_at_80x24() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = black_at(lang, 15_300);
        let s = a.strings();
        let shot = screen(&mut a, 80, 24);
        let rows: Vec<&str> = shot.lines().collect();
        // Every row within the screen, and each text the view means to show there whole.
        assert!(rows.iter().all(|r| r.chars().count() <= 80), "{shot}");
        let white = format!("{}: Anna", s.side(ferz::rules::Color::White));
        let black = format!("{}: Boris", s.side(ferz::rules::Color::Black));
        for want in [white.as_str(), black.as_str(), "1:00", "0:15.3", s.input_hint(), s.moves_title()] {
            assert!(shot.contains(want), "{want:?} whole at 80×24:\n{shot}");
        }
        assert!(shot.contains(&s.to_move(Some("Boris"), ferz::rules::Color::Black)), "{shot}");
        // At 54×14 the hint gives up an example, not its keys.
        let narrow = screen(&mut a, 54, 14);
        let hint_end = if lang == Lang::En { "? help" } else { "? справка" };
        assert!(narrow.lines().any(|l| l.trim_end().ends_with(hint_end)), "{narrow}");
    }
}

#[test]
fn the_game_over_box_leaves_the_moves_in_sight() {
    for (lang, tag) in [(Lang::En, "en"), (Lang::Ru, "ru")] {
        let mut a = app_with(None, "rapid", Prefs { lang, ..Prefs::default() });
        start(&mut a);
        play(&mut a, &["f3", "e5", "g4", "Qh4#"], 0);
        let s = a.strings();
        let winner = if lang == Lang::En { "Boris (Black)" } else { "Boris (чёрные)" };
        for (w, h) in [(80, 24), (60, 20), (54, 14)] {
            let shot = screen(&mut a, w, h);
            insta::assert_snapshot!(format!("big_clock_{tag}_game_over_{w}x{h}"), shot);
            // The last move and the result stand in the move list, above the box.
            let list = shot.lines().position(|l| l.contains(s.moves_title())).expect("the move list");
            let title = s.game_over_title().trim();
            let boxed = shot.lines().position(|l| l.contains(title)).expect("the box");
            let between: Vec<&str> = shot.lines().skip(list).take(boxed - list).collect();
            assert!(between.iter().any(|l| l.contains("2. g4") && l.contains("Qh4#")), "{w}×{h}:\n{shot}");
            assert!(between.iter().any(|l| l.contains("│    0–1")), "{w}×{h}:\n{shot}");
            // The result by name, in the box (wrapped rows joined) and on the status line.
            let joined = shot.lines().skip(boxed).map(str::trim).collect::<Vec<_>>().join(" ");
            assert!(joined.contains(winner), "{w}×{h}: {winner}\n{shot}");
            if w == 80 {
                assert!(between.iter().any(|l| l.contains("1. f3")), "the whole game at 80×24:\n{shot}");
            }
        }
    }
}
