//! `ferz clock`: a chess clock for a real board. The levers, the start by Black's
//! lever, pause, the arbiter's corrections, flag fall, low time and the bell — to the
//! millisecond, time passed in — and the screen at 80×24, 120×36 and 200×60, with and without
//! colour and in ASCII.

use ferz::game::{Duration, Instant, TimeControl};
use ferz::lang::Lang;
use ferz::lang::clock::Lever;
use ferz::rules::Color;
use ferz::tui::clock::{ClockApp, ClockEffect, ClockEffects, ClockOverlay, ClockSetup};
use ferz::tui::{ColorDepth, PieceSet, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Modifier;

fn at(ms: u64) -> Instant {
    Instant::from_ms(ms)
}

fn setup(tc: &str) -> ClockSetup {
    let tc: TimeControl = tc.parse().expect("a time control");
    ClockSetup {
        white: tc.clone(),
        black: tc,
        white_side: Lever::Left,
        warn: None,
        bell: false,
        strings: Lang::En.words(),
        theme: Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::TrueColor },
    }
}

fn app(setup: ClockSetup) -> ClockApp {
    ClockApp::new(setup, at(0)).expect("one clock")
}

fn key(app: &mut ClockApp, code: KeyCode, ms: u64) -> ClockEffects {
    app.key(KeyEvent::new(code, KeyModifiers::NONE), at(ms))
}

fn ch(app: &mut ClockApp, c: char, ms: u64) -> ClockEffects {
    key(app, KeyCode::Char(c), ms)
}

fn left(app: &ClockApp, side: Color, ms: u64) -> u64 {
    app.clock().remaining(side, at(ms)).as_ms()
}

#[test]
fn black_starts_whites_clock_and_each_lever_stops_its_own() {
    let mut a = app(setup("5+3"));
    // White's lever (left half) before the start does nothing.
    ch(&mut a, 'q', 500);
    assert!(!a.started());
    assert_eq!(a.clock().running(), None);
    // Black's lever (right half) starts White's clock.
    ch(&mut a, 'p', 1_000);
    assert_eq!(a.clock().running(), Some(Color::White));
    // White presses after 10 s: 5:03 − 10 s + 3 s.
    ch(&mut a, 'z', 11_000);
    assert_eq!(left(&a, Color::White, 11_000), 296_000);
    assert_eq!(a.clock().running(), Some(Color::Black));
    // White's lever again: its clock stands, nothing happens.
    ch(&mut a, 'g', 12_000);
    assert_eq!(a.clock().running(), Some(Color::Black));
    // Space presses the running clock's lever: Black's, after 4 s.
    key(&mut a, KeyCode::Char(' '), 15_000);
    assert_eq!(left(&a, Color::Black, 15_000), 302_000);
    assert_eq!(a.clock().running(), Some(Color::White));
    assert_eq!(a.clock().moves_made(Color::White), 1);
    assert_eq!(a.clock().moves_made(Color::Black), 1);
    // Enter and Tab are levers too, and a Russian layout presses the same halves.
    key(&mut a, KeyCode::Tab, 16_000);
    assert_eq!(a.clock().running(), Some(Color::Black));
    ch(&mut a, 'ж', 17_000);
    assert_eq!(a.clock().running(), Some(Color::White));
}

#[test]
fn white_on_the_right_swaps_the_levers_and_space_starts_the_clock() {
    let mut a = app(ClockSetup { white_side: Lever::Right, ..setup("3+2") });
    assert_eq!(a.side_on(Lever::Left), Color::Black);
    ch(&mut a, 'p', 100);
    assert!(!a.started(), "White's lever does not start the clock");
    key(&mut a, KeyCode::Char(' '), 200);
    assert_eq!(a.clock().running(), Some(Color::White));
    ch(&mut a, 'l', 2_200);
    assert_eq!(left(&a, Color::White, 2_200), 180_000 + 2_000 - 2_000 + 2_000);
    // A click on the left half is Black's lever.
    a.resize(80, 24);
    a.click(10, at(3_200));
    assert_eq!(a.clock().running(), Some(Color::White));
    assert_eq!(left(&a, Color::Black, 3_200), 182_000 - 1_000 + 2_000);
}

#[test]
fn pause_freezes_both_clocks_and_levers() {
    let mut a = app(setup("5"));
    ch(&mut a, 'p', 0);
    key(&mut a, KeyCode::F(8), 2_000);
    assert!(a.clock().is_paused());
    assert_eq!(a.note(), "Both clocks paused — F8 starts them again");
    ch(&mut a, 'q', 5_000);
    assert_eq!(a.clock().to_move(), Some(Color::White), "a lever does nothing while paused");
    key(&mut a, KeyCode::F(8), 9_000);
    assert_eq!(left(&a, Color::White, 10_000), 300_000 - 3_000);
}

#[test]
fn the_arbiter_adds_and_takes_time_and_sets_the_counter() {
    let mut a = app(setup("40/90+30,30+30"));
    ch(&mut a, 'p', 0);
    key(&mut a, KeyCode::F(9), 1_000);
    assert!(matches!(a.overlay(), Some(ClockOverlay::Arbiter(_))));
    assert!(a.clock().is_paused(), "the clocks stop while the arbiter corrects them");
    for c in "black +2:00".chars() {
        ch(&mut a, c, 1_500);
    }
    key(&mut a, KeyCode::Enter, 2_000);
    assert_eq!(a.overlay(), None);
    assert_eq!(left(&a, Color::Black, 2_000), 90 * 60_000 + 30_000 + 120_000);
    assert_eq!(a.note(), "Black +2:00. F8 starts the clocks again.");
    key(&mut a, KeyCode::F(9), 2_000);
    for c in "white moves 39".chars() {
        ch(&mut a, c, 2_000);
    }
    key(&mut a, KeyCode::Enter, 2_000);
    assert_eq!(a.clock().moves_made(Color::White), 39);
    assert_eq!(a.clock().moves_to_next_control(Color::White), Some(1));
    // Nonsense is refused with the form to use, and the line stays open.
    key(&mut a, KeyCode::F(9), 2_000);
    for c in "more time".chars() {
        ch(&mut a, c, 2_000);
    }
    key(&mut a, KeyCode::Enter, 2_000);
    assert!(a.note().replace('\u{a0}', " ").starts_with("Not a correction: write white +120"), "{}", a.note());
    key(&mut a, KeyCode::Esc, 2_000);
    key(&mut a, KeyCode::F(8), 3_000);
    // White's 40th move (2 s used: 1 before the arbiter stopped the clocks, 1 after F8) adds
    // the second period at once.
    ch(&mut a, 'a', 4_000);
    assert_eq!(left(&a, Color::White, 4_000), 90 * 60_000 + 30_000 - 2_000 + 30 * 60_000 + 30_000);
}

#[test]
fn a_flag_stops_both_clocks_and_leaves_6_9_to_the_players() {
    let mut a = app(ClockSetup { bell: true, ..setup("0.1") });
    ch(&mut a, 'p', 0);
    assert_eq!(a.clock().flag_at(), Some(at(6_000)));
    // The low-time bell first (10% of 6 s), then the flag's.
    assert_eq!(a.tick(at(5_000)), ClockEffects::new());
    assert_eq!(a.tick(at(5_401)), [ClockEffect::Bell]);
    assert_eq!(a.tick(at(5_999)), ClockEffects::new());
    assert_eq!(a.flag(), None);
    assert_eq!(a.tick(at(6_000)), [ClockEffect::Bell]);
    assert_eq!(a.flag(), Some(Color::White));
    assert!(a.clock().is_stopped());
    assert_eq!(left(&a, Color::Black, 60_000), 6_000);
    assert!(a.note().starts_with("White's flag fell first. Black wins on time — unless Black cannot checkmate"));
    // Levers do nothing any more.
    ch(&mut a, 'q', 7_000);
    assert_eq!(a.clock().running(), None);
}

#[test]
fn low_time_is_marked_once_with_the_bell_at_the_threshold() {
    // 1 minute: the threshold is 10% of it, 6 s.
    let mut a = app(ClockSetup { bell: true, ..setup("1") });
    assert_eq!(a.warn_threshold(Color::White), Duration::from_secs(6));
    ch(&mut a, 'p', 1_000);
    // 6.0 s left at 55 000 ms: the threshold is crossed (and "0:05.9" shown) a millisecond later.
    assert_eq!(a.next_deadline(at(54_990)), Some(at(55_001)));
    assert_eq!(a.tick(at(55_000)), ClockEffects::new());
    assert!(!a.is_low(Color::White));
    assert_eq!(a.tick(at(55_001)), [ClockEffect::Bell]);
    assert!(a.is_low(Color::White));
    assert_eq!(a.tick(at(56_000)), ClockEffects::new(), "once only");
    // --warn 30 and the 20 s ceiling.
    let a = app(ClockSetup { warn: Some(Duration::from_secs(30)), ..setup("1") });
    assert_eq!(a.warn_threshold(Color::Black), Duration::from_secs(30));
    let a = app(setup("90"));
    assert_eq!(a.warn_threshold(Color::Black), Duration::from_secs(20));
    let a = app(setup("up"));
    assert_eq!(a.warn_threshold(Color::Black), Duration::ZERO);
}

#[test]
fn hourglass_upcount_and_odds_run_as_in_the_game() {
    let mut a = app(setup("h1"));
    ch(&mut a, 'p', 0);
    ch(&mut a, 'a', 10_000);
    assert_eq!((left(&a, Color::White, 10_000), left(&a, Color::Black, 10_000)), (50_000, 70_000));
    let mut a = app(setup("up"));
    ch(&mut a, 'p', 0);
    assert_eq!(a.tick(at(3_600_000)), ClockEffects::new());
    assert_eq!(a.flag(), None);
    assert_eq!(left(&a, Color::White, 3_600_000), 3_600_000);
    let mut odds = setup("5");
    odds.black = "3".parse().expect("3");
    let a = app(odds);
    assert_eq!((left(&a, Color::White, 0), left(&a, Color::Black, 0)), (300_000, 180_000));
}

#[test]
fn quitting_asks_and_pauses_meanwhile() {
    let mut a = app(setup("5"));
    ch(&mut a, 'p', 0);
    key(&mut a, KeyCode::F(10), 1_000);
    assert_eq!(a.overlay(), Some(&ClockOverlay::Quit { resume: true }));
    assert!(a.clock().is_paused());
    // A lever key answers no: the clocks run again and nothing is lost.
    assert_eq!(ch(&mut a, 'n', 4_000), ClockEffects::new());
    assert_eq!(left(&a, Color::White, 5_000), 300_000 - 2_000);
    assert_eq!(a.key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL), at(5_000)), ClockEffects::new());
    assert_eq!(ch(&mut a, 'y', 5_000), [ClockEffect::Quit]);
}

/// The screen as text, and whether each clock's pane is drawn reversed.
fn screen(a: &ClockApp, w: u16, h: u16) -> (String, bool, bool) {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
    term.draw(|f| f.render_widget(a, f.area())).expect("drawn");
    let buf = term.backend().buffer();
    let text = (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>().trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n");
    let reversed = |x: u16| buf[(x, 1)].modifier.contains(Modifier::REVERSED);
    (text, reversed(1), reversed(w - 2))
}

fn running_game(setup: ClockSetup) -> ClockApp {
    let mut a = app(setup);
    ch(&mut a, 'p', 0);
    ch(&mut a, 'a', 12_345);
    a.tick(at(20_000));
    a
}

#[test]
fn screens_at_three_sizes() {
    let a = running_game(setup("5+3"));
    let (text, left_rev, right_rev) = screen(&a, 80, 24);
    assert!(!left_rev && right_rev, "Black's clock runs: its pane is reversed");
    assert!(text.contains("▶ Black"));
    insta::assert_snapshot!("clock_80x24", text);
    let (text, _, _) = screen(&a, 120, 36);
    insta::assert_snapshot!("clock_120x36", text);
    let (text, _, _) = screen(&a, 200, 60);
    insta::assert_snapshot!("clock_200x60", text);
}

#[test]
fn digits_are_tall_enough_to_read_across_a_table() {
    let a = running_game(setup("5+3"));
    // Rows with lit pixels in the left pane.
    let tall = |w: u16, h: u16| {
        let (text, _, _) = screen(&a, w, h);
        text.lines().filter(|l| l.chars().take(usize::from(w / 2)).any(|c| c == '█' || c == '#')).count()
    };
    assert!(tall(120, 36) >= 3, "at 120×36");
    assert!(tall(200, 60) >= 5, "at 200×60");
}

#[test]
fn without_colour_and_in_ascii_the_running_clock_is_still_plain() {
    let theme = Theme { color: false, pieces: PieceSet::Ascii, depth: ColorDepth::TrueColor };
    let a = running_game(ClockSetup { theme, ..setup("5+3") });
    let (text, left_rev, right_rev) = screen(&a, 120, 36);
    assert!(!left_rev && right_rev);
    assert!(text.is_ascii(), "{text}");
    assert!(text.contains("> Black"));
    insta::assert_snapshot!("clock_ascii_120x36", text);
    // Russian, low time and a flag.
    let ru = ClockSetup { strings: Lang::Ru.words(), ..setup("0.1") };
    let mut a = app(ru);
    ch(&mut a, 'p', 0);
    a.tick(at(5_500));
    let (text, _, _) = screen(&a, 80, 24);
    assert!(text.contains("МАЛО ВРЕМЕНИ"), "{text}");
    a.tick(at(6_000));
    let (text, _, _) = screen(&a, 80, 24);
    assert!(text.contains("ФЛАЖОК"), "{text}");
    assert!(text.contains("Флажок белых упал первым."), "{text}");
    // The verdict is whole at 80×24, in both languages.
    let folded = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(folded(&text).contains("иначе ничья (ФИДЕ 6.9)."), "{text}");
    let mut en = app(setup("0.1"));
    ch(&mut en, 'p', 0);
    en.tick(at(6_000));
    let (text, _, _) = screen(&en, 80, 24);
    assert!(folded(&text).contains("then it is a draw (FIDE 6.9). Judge it at the board."), "{text}");
}

#[test]
fn a_tiny_terminal_still_shows_both_times() {
    let a = running_game(setup("5+3"));
    let (text, _, _) = screen(&a, 20, 3);
    assert!(text.contains("White 4:53"), "{text}");
    assert!(text.contains("▶ Black 4:55"), "{text}");
}

#[test]
fn the_key_bar_reads_as_a_sentence_and_is_whole_at_80x24_and_60x20() {
    for (lang, sentence, keys) in [
        (
            Lang::En,
            "To press your clock: any key on your half, or Space.",
            ["F8  pause", "F9  arbiter", "F1  help", "F10  quit"],
        ),
        (
            Lang::Ru,
            "Нажать на часы — любая клавиша своей половины или пробел.",
            ["F8  пауза", "F9  арбитр", "F1  справка", "F10  выход"],
        ),
    ] {
        let a = running_game(ClockSetup { strings: lang.words(), ..setup("5+3") });
        for (w, h) in [(80, 24), (60, 20), (200, 60)] {
            let (text, _, _) = screen(&a, w, h);
            let folded = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(folded.contains(sentence), "{w}x{h}:\n{text}");
            for key in keys {
                assert!(text.contains(key), "{key} at {w}x{h}:\n{text}");
            }
            assert!(!text.contains("levers") && !text.contains("рычаги"), "{text}");
        }
    }
}

#[test]
fn the_arbiter_writes_in_the_language_the_prompt_shows() {
    let mut a = app(ClockSetup { strings: Lang::Ru.words(), ..setup("5") });
    ch(&mut a, 'p', 0);
    key(&mut a, KeyCode::F(9), 1_000);
    for c in "чёрные +2:00".chars() {
        ch(&mut a, c, 1_000);
    }
    key(&mut a, KeyCode::Enter, 1_000);
    assert_eq!(a.overlay(), None, "{}", a.note());
    assert_eq!(left(&a, Color::Black, 1_000), 300_000 + 120_000);
    // English words are read on a Russian screen too.
    key(&mut a, KeyCode::F(9), 1_000);
    for c in "white -30".chars() {
        ch(&mut a, c, 1_000);
    }
    key(&mut a, KeyCode::Enter, 1_000);
    assert_eq!(left(&a, Color::White, 1_000), 300_000 - 1_000 - 30_000);
}
