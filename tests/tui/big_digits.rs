//! Issue 24: the clocks' large digits never shrink when the time runs short. Under 20 s the
//! tenths are shown, and the digits are at least as tall as at 0:20 and at 3:02 — for both
//! clocks, in the game and in `ferz clock`, at every size from the least to 200×60.

use crate::tui_support;

use ferz::game::{Instant, TimeControl};
use ferz::lang::Lang;
use ferz::lang::clock::Lever;
use ferz::rules::Color;
use ferz::tui::clock::{ClockApp, ClockSetup};
use ferz::tui::{ColorDepth, PieceSet, Prefs, Report, ScreenLayout, Theme, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use tui_support::*;

const SIZES: [(u16, u16); 12] = [
    (54, 14),
    (60, 20),
    (70, 24),
    (80, 24),
    (90, 28),
    (100, 30),
    (120, 36),
    (140, 40),
    (160, 50),
    (180, 54),
    (200, 56),
    (200, 60),
];

/// Remaining times, in ms, of a 4-minute game: 3:02, 0:20, 0:19.9, 0:09.9.
const READINGS: [u64; 4] = [182_000, 20_000, 19_900, 9_900];

/// Rows of `r` holding a lit cell of large digits.
fn digit_rows(buf: &Buffer, r: Rect) -> u16 {
    let rows = (r.y..r.bottom())
        .filter(|&y| (r.x..r.right()).any(|x| matches!(buf[(x, y)].symbol(), "█" | "▀" | "▄" | "#")))
        .count();
    u16::try_from(rows).unwrap_or(u16::MAX)
}

/// Heights at the readings are each at least the one before (3:02 ≥ … is not asked: 3:02 and
/// 0:20 have as many glyphs; what is asked is that the later, shorter times are no smaller).
fn never_smaller(what: &str, heights: &[u16]) {
    for pair in heights.windows(2) {
        assert!(pair[1] >= pair[0], "{what}: digit rows {heights:?} at 3:02, 0:20, 0:19.9, 0:09.9");
    }
}

#[test]
fn the_games_digits_never_shrink_under_20_seconds() {
    for side in [Color::White, Color::Black] {
        for (w, h) in SIZES {
            let mut heights = Vec::new();
            for left in READINGS {
                let mut a = app_with(None, "4", Prefs::default());
                start(&mut a);
                if side == Color::Black {
                    play(&mut a, &["e4"], 0);
                }
                update(&mut a, Report::Tick, at(240_000 - left));
                update(&mut a, ferz::tui::UiEvent::Resize(w, h), at(240_000 - left));
                let buf = render(&a, w, h);
                let Ok(l) = ScreenLayout::compute(Rect::new(0, 0, w, h)) else { panic!("layout {w}×{h}") };
                let clock = if side == a.bottom() { l.bottom_clock } else { l.top_clock };
                heights.push(digit_rows(&buf, clock));
            }
            never_smaller(&format!("game {side:?} {w}×{h}"), &heights);
            if (w, h) == (80, 24) {
                assert!(heights.iter().all(|&r| r >= 3), "three rows of digits at 80×24: {heights:?}");
            }
        }
    }
}

fn clock_app() -> ClockApp {
    let tc: TimeControl = "4".parse().expect("a time control");
    let setup = ClockSetup {
        white: tc.clone(),
        black: tc,
        white_side: Lever::Left,
        warn: None,
        bell: false,
        strings: Lang::En.words(),
        theme: Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::TrueColor },
    };
    ClockApp::new(setup, Instant::from_ms(0)).expect("one clock")
}

#[test]
fn ferz_clocks_digits_never_shrink_under_20_seconds() {
    let press = |a: &mut ClockApp, c: char| a.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE), at(0));
    for side in [Color::White, Color::Black] {
        for (w, h) in SIZES {
            let mut heights = Vec::new();
            for left in READINGS {
                let mut a = clock_app();
                // Black's lever (the right half) starts White's clock; White's then starts Black's.
                press(&mut a, 'p');
                if side == Color::Black {
                    press(&mut a, 'q');
                }
                assert_eq!(a.clock().running(), Some(side));
                a.tick(at(240_000 - left));
                let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
                terminal.draw(|f| f.render_widget(&a, f.area())).expect("draw");
                let buf = terminal.backend().buffer().clone();
                // White's clock is on the left lever, the left half.
                let half =
                    if side == Color::White { Rect::new(0, 0, w / 2, h) } else { Rect::new(w / 2, 0, w - w / 2, h) };
                heights.push(digit_rows(&buf, half));
            }
            never_smaller(&format!("ferz clock {side:?} {w}×{h}"), &heights);
        }
    }
}
