//! Nothing cut off: every screen and window of the game and of `ferz clock`, drawn
//! at 80×24 in both languages, shows whole each sentence it means to show — found in the text
//! of the screen, or of the box it stands in, with its wrapped rows joined — and no row runs
//! text into a box's right border or off the screen's edge. The screens that had a cut are
//! checked at 60×20 and 54×14 too, and kept as snapshots at the three sizes.

use crate::tui_support;

use ferz::game::{Game, GameOptions, Instant, TimeControl};
use ferz::lang::clock::{ClockWords, Lever};
use ferz::lang::{Lang, TerminalWords, TimeChartWords};
use ferz::rules::{Color, Position};
use ferz::storage::Holder;
use ferz::tui::clock::{ClockApp, ClockSetup};
use ferz::tui::view::{GameOverTexts, NoticeView, StatusView, question_text};
use ferz::tui::{
    App, ColorDepth, Found, Overlay, PieceSet, Prefs, ScreenLayout, Theme, UiEvent, offer_found, resume_saved, update,
};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use tui_support::*;

/// The sizes where a cut was seen, smallest last.
const SIZES: [(u16, u16); 3] = [(80, 24), (60, 20), (54, 14)];

/// The glyphs of frames, taken out before a box's text is read as sentences.
const FRAMES: &str = "│┌┐└┘├┤─═║";

/// A cell's text as a char, a blank for the tail of a wide one.
fn cell(buf: &Buffer, x: u16, y: u16) -> char {
    buf[(x, y)].symbol().chars().next().unwrap_or(' ')
}

/// True for a letter or digit: part of a word.
fn wordy(c: char) -> bool {
    c.is_alphanumeric()
}

/// The text of `buf` inside `r`, one row a line, frames blanked.
fn region_text(buf: &Buffer, r: Rect) -> String {
    let mut out = String::new();
    for y in r.top()..r.bottom() {
        for x in r.left()..r.right() {
            let c = cell(buf, x, y);
            out.push(if FRAMES.contains(c) { ' ' } else { c });
        }
        out.push('\n');
    }
    out
}

/// The boxes drawn in `buf`: from each `┌`, right to its `┐` and down to its `└`; the inside
/// of each.
fn boxes(buf: &Buffer) -> Vec<Rect> {
    let area = buf.area;
    let mut found = Vec::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if cell(buf, x, y) != '┌' {
                continue;
            }
            let Some(right) = (x + 1..area.right()).find(|&x2| cell(buf, x2, y) == '┐') else { continue };
            let Some(bottom) = (y + 1..area.bottom()).find(|&y2| cell(buf, x, y2) == '└') else { continue };
            if right > x + 1 && bottom > y + 1 {
                found.push(Rect::new(x + 1, y + 1, right - x - 1, bottom - y - 1));
            }
        }
    }
    found
}

/// Where text touches a box's right side with a word (two word characters in a row, the second
/// against the frame, its title row included): a row cut, or run on without its margin, which
/// reads as cut. (A row of the status line may end at the screen's last column: its sentences
/// are looked for whole.)
fn runs_into_an_edge(buf: &Buffer) -> Vec<(u16, u16)> {
    let mut cuts = Vec::new();
    for inner in boxes(buf) {
        let x = inner.right();
        for y in inner.top() - 1..inner.bottom() {
            if x >= 2 && wordy(cell(buf, x - 1, y)) && wordy(cell(buf, x - 2, y)) {
                cuts.push((x, y));
            }
        }
    }
    cuts
}

/// Checks one screen: each of `said` whole in the screen, one of its boxes or the column of
/// one, nothing against a box's edge.
fn check(name: &str, buf: &Buffer, said: &[String]) {
    let shot = text(buf);
    let mut readings = vec![folded(&region_text(buf, buf.area))];
    for r in boxes(buf) {
        readings.push(folded(&region_text(buf, r)));
        // The column the box stands in, the whole height: text between boxes of a panel.
        let column = Rect { x: r.x - 1, width: r.width + 2, ..buf.area };
        readings.push(folded(&region_text(buf, column)));
    }
    for sentence in said {
        let sentence = folded(sentence);
        assert!(!sentence.is_empty(), "{name}: an empty sentence to look for");
        assert!(readings.iter().any(|r| r.contains(&sentence)), "{name}: «{sentence}» is not whole:\n{shot}");
    }
    let cuts = runs_into_an_edge(buf);
    assert!(cuts.is_empty(), "{name}: text against an edge at {cuts:?}:\n{shot}");
}

/// The sentences any screen of the game means to show: the status line's, and the message.
fn status(a: &App) -> Vec<String> {
    let mut said = vec![StatusView::state(a)];
    if let Some(m) = a.message() {
        said.push(m.text.clone());
    }
    said
}

/// The words of `lang`.
fn words(lang: Lang) -> &'static dyn TerminalWords {
    lang.words()
}

fn prefs(lang: Lang) -> Prefs {
    let notation = if lang == Lang::Ru { ferz::rules::Notation::Russian } else { ferz::rules::Notation::San };
    Prefs { lang, notation, ..Prefs::default() }
}

/// Moves typed in the notation the screen uses.
fn moves(lang: Lang, en: &'static [&'static str], ru: &'static [&'static str]) -> &'static [&'static str] {
    if lang == Lang::Ru { ru } else { en }
}

/// A game, with what its screen means to say, drawn at `w`×`h`.
fn drawn(a: &mut App, w: u16, h: u16) -> Buffer {
    update(a, UiEvent::Resize(w, h), a.now());
    render(a, w, h)
}

/// The game's screens and windows, each with the sentences it means to show.
fn game_screens(lang: Lang) -> Vec<(&'static str, App, Vec<String>)> {
    let s = words(lang);
    let keys = ferz::tui::key_names::keys();
    let mut out = Vec::new();

    let a = app_with(None, "rapid", prefs(lang));
    let said = status(&a);
    out.push(("start", a, said));

    let mut a = app_with(None, "rapid", prefs(lang));
    start(&mut a);
    play(&mut a, moves(lang, &["e4", "e5", "Nf3"], &["e4", "e5", "Кf3"]), 0);
    key(&mut a, KeyCode::F(2), 0);
    play(&mut a, moves(lang, &["Nc6"], &["Кc6"]), 0);
    let said = status(&a);
    out.push(("in progress, an offer standing", a, said));

    let mut a = app_with(None, "rapid", prefs(lang));
    key(&mut a, KeyCode::F(1), 0);
    let (section, entries) = s.help(keys).into_iter().next().unwrap_or_default();
    let mut said = vec![s.help_title().trim().to_string(), section.to_string()];
    said.extend(entries.into_iter().take(2).map(|(_, what)| what));
    out.push(("help", a, said));

    let mut a = app_with(Some("8/P7/8/8/8/8/8/k6K w - - 0 1"), "3+2", prefs(lang));
    start(&mut a);
    type_line(&mut a, "a8", 0);
    assert!(matches!(a.overlay(), Some(Overlay::Promotion { .. })), "{lang:?}: the picker");
    let said = vec![s.promote_title().trim().to_string()];
    out.push(("promotion", a, said));

    let mut a = app_with(None, "rapid", prefs(lang));
    start(&mut a);
    play(&mut a, &["e4"], 0);
    type_line(&mut a, ":resign", 0);
    out.push(("confirm: resign", a, Vec::new()));

    let mut a = app_with(None, "rapid", prefs(lang));
    start(&mut a);
    play(&mut a, &["e4"], 0);
    ctrl(&mut a, 'z', 0);
    out.push(("asked: take back", a, Vec::new()));

    let mut a = app_with(None, "rapid", prefs(lang));
    start(&mut a);
    play(&mut a, moves(lang, &["f3", "e5", "g4", "Qh4#"], &["f3", "e5", "g4", "Фh4#"]), 0);
    let result = StatusView::state(&a);
    let texts = GameOverTexts::of(a.record(), ferz::tui::view::Look::of(&a), &result, None);
    let mut said = status(&a);
    said.push(texts.result);
    said.push(texts.hide);
    said.extend(texts.note);
    out.push(("game over", a, said));

    let mut a = app_with(None, "rapid", prefs(lang));
    start(&mut a);
    play(&mut a, &["e4", "e5"], 1_000);
    type_line(&mut a, ":resign", 2_000);
    key(&mut a, KeyCode::Char(if lang == Lang::Ru { 'д' } else { 'y' }), 2_000);
    key(&mut a, KeyCode::Char('t'), 3_000);
    assert!(matches!(a.overlay(), Some(Overlay::TimeChart { .. })), "{lang:?}: the time chart");
    // It takes the screen down to the footer.
    let chart: &dyn TimeChartWords = lang.words();
    let said = vec![chart.title().trim().to_string(), chart.thinking('○', '●'), chart.clocks('○', '●')];
    out.push(("time chart", a, said));

    let mut a = app_with(None, "rapid", prefs(lang));
    start(&mut a);
    play(&mut a, moves(lang, &["e4", "e5", "Nf3", "Nc6", "Bb5"], &["e4", "e5", "Кf3", "Кc6", "Сb5"]), 0);
    key(&mut a, KeyCode::F(6), 0);
    key(&mut a, KeyCode::Left, 0);
    let said = status(&a);
    out.push(("review", a, said));

    let mut a = app_with(None, "rapid", prefs(lang));
    start(&mut a);
    play(&mut a, &["e4", "e5"], 0);
    type_line(&mut a, ":adjourn", 0);
    assert!(matches!(a.overlay(), Some(Overlay::Seal(_))), "{lang:?}: the sealing window");
    let mut said = vec![s.seal_title().trim().to_string()];
    said.extend(s.seal_keys().split(" · ").map(str::to_string));
    out.push(("seal", a, said));

    let mut a = app_with(None, "rapid", prefs(lang));
    let tc: TimeControl = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    let found = Game::new(Position::new(), tc, GameOptions::default()).to_save(&ferz::lang::English, at(0), None);
    let saved = Game::from_save(&found).unwrap_or_else(|e| panic!("{e}"));
    offer_found(
        &mut a,
        vec![Found { path: "unfinished/x.pgn".into(), saved: Box::new(saved), holder: Holder::Me, played: None }],
    );
    let said = vec![s.found_question().to_string()];
    out.push(("found", a, said));

    for opened in [None, Some("2026-11-30 20:00 UTC")] {
        let a = envelope(lang, opened);
        let mut said = status(&a);
        said.push(s.envelope_keys(keys));
        said.push(match opened {
            Some(when) => s.opened_before(when),
            None => s.no_opening_record().to_string(),
        });
        out.push((if opened.is_some() { "envelope opened before" } else { "envelope" }, a, said));
    }
    // A question's box says the question whole.
    for (_, a, said) in &mut out {
        if let Some(Overlay::Confirm(q)) = a.overlay() {
            said.push(question_text(lang.words(), a.record(), *q));
        }
    }
    out
}

/// An adjourned game whose envelope waits to be opened, opened before `opened` if given.
fn envelope(lang: Lang, opened: Option<&str>) -> App {
    let tc: TimeControl = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(Position::new(), tc, GameOptions::default());
    game.start_clock(at(0));
    for (mv, t) in [("e4", 1_000), ("e5", 2_000)] {
        assert!(game.play_text(mv, at(t)).is_ok());
    }
    let sealed = game.adjourn("Nf3", at(3_000)).unwrap_or_else(|e| panic!("{e}"));
    let (text, _) = game.to_envelope(&ferz::lang::English, at(3_000), &sealed, &[]).unwrap_or_else(|e| panic!("{e}"));
    let text = match opened {
        Some(when) => ferz::game::envelope::mark_opened(&text, when),
        None => text,
    };
    let saved = Game::from_save(&text).unwrap_or_else(|e| panic!("{e}"));
    let mut a = app_with(None, "5+3", prefs(lang));
    resume_saved(&mut a, saved, at(3_000));
    assert_eq!(a.overlay(), Some(&Overlay::Envelope));
    a
}

#[test]
fn no_screen_of_the_game_is_cut_at_80x24() {
    for lang in Lang::ALL {
        for (name, mut a, said) in game_screens(lang) {
            let buf = drawn(&mut a, 80, 24);
            check(&format!("{lang:?} {name} 80×24"), &buf, &said);
        }
        // A notice about saves, over the opening screen.
        let mut a = app_with(None, "rapid", prefs(lang));
        let mut buf = drawn(&mut a, 80, 24);
        let layout = ScreenLayout::compute(Rect::new(0, 0, 80, 24)).unwrap_or_else(|e| panic!("{e:?}"));
        let notice = words(lang).envelope_error(ferz::game::EnvelopeError::Tampered);
        NoticeView { text: &notice, layout: &layout, look: ferz::tui::view::Look::of(&a) }.render(buf.area, &mut buf);
        check(&format!("{lang:?} notice 80×24"), &buf, &[notice.clone(), words(lang).notice_keys().to_string()]);
    }
}

#[test]
fn the_envelope_opened_before_is_whole_at_every_size() {
    for lang in Lang::ALL {
        for opened in [Some("2026-11-30 20:00 UTC"), None] {
            let mut a = envelope(lang, opened);
            let s = words(lang);
            let note = opened.map_or_else(|| s.no_opening_record().to_string(), |when| s.opened_before(when));
            for (w, h) in SIZES {
                let buf = drawn(&mut a, w, h);
                let name = format!("{lang:?} envelope {opened:?} {w}×{h}");
                let mut said = status(&a);
                // That it was opened before at every size; the long sentence that nothing
                // is known of it, and the keys, at 80×24 (else the footer names the keys).
                if opened.is_some() || w >= 80 {
                    said.push(note.clone());
                }
                if w >= 80 {
                    said.push(s.envelope_keys(ferz::tui::key_names::keys()));
                }
                check(&name, &buf, &said);
                if opened.is_some() {
                    let code = lang.code();
                    insta::assert_snapshot!(format!("envelope_opened_before_{code}_{w}x{h}"), text(&buf));
                }
            }
        }
    }
}

// `ferz clock`.

fn clock_setup(lang: Lang) -> ClockSetup {
    let tc: TimeControl = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    ClockSetup {
        white: tc.clone(),
        black: tc,
        white_side: Lever::Left,
        warn: None,
        bell: false,
        strings: lang.words(),
        theme: Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::TrueColor },
    }
}

fn clock_key(a: &mut ClockApp, code: KeyCode, ms: u64) {
    a.key(KeyEvent::new(code, KeyModifiers::NONE), Instant::from_ms(ms));
}

fn clock_type(a: &mut ClockApp, text: &str, ms: u64) {
    for c in text.chars() {
        clock_key(a, KeyCode::Char(c), ms);
    }
}

fn clock_drawn(a: &ClockApp, w: u16, h: u16) -> Buffer {
    let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
    a.render(buf.area, &mut buf);
    buf
}

/// The clock's key bar: its sentence and each key with what it does.
fn key_bar(s: &dyn ClockWords) -> Vec<String> {
    let keys = ferz::tui::key_names::keys();
    let mut said = vec![s.levers().to_string()];
    said.extend(s.footer(keys).into_iter().map(|(key, what)| format!("{key} {what}")));
    said
}

/// `ferz clock`'s screens: running, paused, flagged with its verdict, the arbiter's line open
/// (empty, typed, refused), each with the sentences it means to show.
fn clock_screens(lang: Lang) -> Vec<(&'static str, ClockApp, Vec<String>)> {
    let s: &dyn ClockWords = lang.words();
    let keys = ferz::tui::key_names::keys();
    let new = || ClockApp::new(clock_setup(lang), Instant::from_ms(0)).unwrap_or_else(|e| panic!("{e:?}"));
    let mut out = Vec::new();
    let mut a = new();
    clock_type(&mut a, "p", 0);
    clock_type(&mut a, "a", 12_345);
    a.tick(Instant::from_ms(20_000));
    out.push(("running", a.clone(), key_bar(s)));
    clock_key(&mut a, KeyCode::F(8), 21_000);
    out.push(("paused", a.clone(), vec![s.paused(keys)]));
    clock_key(&mut a, KeyCode::F(8), 22_000);
    clock_key(&mut a, KeyCode::F(9), 23_000);
    let mut said = vec![s.arbiter_prompt().to_string(), format!("> _ {}", s.arbiter_forms()[0])];
    said.extend(key_bar(s));
    out.push(("arbiter's line, empty", a.clone(), said));
    let typed = if lang == Lang::Ru { "белые +30" } else { "white +30" };
    clock_type(&mut a, typed, 23_000);
    out.push(("arbiter's line, typed", a.clone(), vec![s.arbiter_prompt().to_string(), format!("> {typed}_")]));
    clock_type(&mut a, " more", 23_000);
    clock_key(&mut a, KeyCode::Enter, 23_000);
    let said = vec![s.bad_adjustment().to_string(), format!("> {typed} more_")];
    out.push(("arbiter's line, refused", a, said));
    let mut a = new();
    clock_type(&mut a, "p", 0);
    a.tick(Instant::from_ms(400_000));
    let mut said = vec![s.flag_fell(Color::White), s.flag().to_string()];
    said.extend(key_bar(s));
    out.push(("flag fell", a.clone(), said));
    clock_key(&mut a, KeyCode::F(9), 401_000);
    out.push(("arbiter's line after the flag", a, vec![s.arbiter_prompt().to_string()]));
    out
}

#[test]
fn no_screen_of_the_clock_is_cut_at_any_size() {
    for lang in Lang::ALL {
        for (name, a, said) in clock_screens(lang) {
            for (w, h) in [(80, 24), (100, 30), (60, 20), (54, 14)] {
                check(&format!("{lang:?} clock {name} {w}×{h}"), &clock_drawn(&a, w, h), &said);
            }
        }
    }
}

#[test]
fn the_clocks_screens_that_had_a_cut_as_snapshots() {
    for lang in Lang::ALL {
        let code = lang.code();
        for (name, a, _) in clock_screens(lang) {
            let slug = match name {
                "arbiter's line, typed" => "arbiter",
                "arbiter's line, refused" => "arbiter_refused",
                "flag fell" => "flag",
                _ => continue,
            };
            for (w, h) in SIZES {
                insta::assert_snapshot!(format!("clock_{slug}_{code}_{w}x{h}"), text(&clock_drawn(&a, w, h)));
            }
        }
    }
}

#[test]
fn a_long_arbiters_line_shows_its_end_and_the_cursor() {
    for lang in Lang::ALL {
        let mut a = ClockApp::new(clock_setup(lang), Instant::from_ms(0)).unwrap_or_else(|e| panic!("{e:?}"));
        clock_type(&mut a, "p", 0);
        clock_key(&mut a, KeyCode::F(9), 1_000);
        clock_type(&mut a, "white +30 0123456789 abcdefghij", 1_000);
        // At 24 columns (the narrowest with panes) and on the one-line screen below it.
        for (w, h) in [(24, 12), (20, 5)] {
            let shot = text(&clock_drawn(&a, w, h));
            let line = shot.lines().find(|l| l.starts_with("> …")).unwrap_or_else(|| panic!("{w}×{h}:\n{shot}"));
            assert!(line.ends_with(" abcdefghij_"), "{w}×{h}:\n{shot}");
            assert_eq!(line.chars().count(), usize::from(w), "as much as fits: {w}×{h}:\n{shot}");
        }
    }
}

/// `text` without its examples in brackets (`type a move (e4, Nf3) · …` → `type a move · …`).
fn without_examples(text: &str) -> String {
    match (text.find(" ("), text.find(')')) {
        (Some(open), Some(close)) if open < close => format!("{}{}", &text[..open], &text[close + 1..]),
        _ => text.to_string(),
    }
}

#[test]
fn the_hint_line_leaves_out_what_does_not_fit_whole() {
    for lang in Lang::ALL {
        let hint = words(lang).input_hint();
        for (w, h) in [(80, 24), (60, 20), (54, 14)] {
            let mut a = app_with(None, "rapid", prefs(lang));
            let shot = screen(&mut a, w, h);
            // A narrow screen may first leave out the examples in brackets (the last first).
            let first = hint.split(['(', '·']).next().unwrap_or_default().trim();
            let row = shot
                .lines()
                .map(str::trim)
                .find(|l| l.starts_with(first))
                .unwrap_or_else(|| panic!("{w}×{h}:\n{shot}"));
            let (bare_hint, bare_row) = (without_examples(hint), without_examples(row));
            let rest =
                bare_hint.strip_prefix(bare_row.as_str()).unwrap_or_else(|| panic!("«{row}» is not the hint's start"));
            assert!(rest.is_empty() || rest.starts_with(" · "), "{lang:?} {w}×{h}: «{row}» cuts a part:\n{shot}");
            if w == 80 {
                assert_eq!(row, hint, "{lang:?}: whole at 80×24");
            }
        }
    }
}

/// The standings window of an event, after `games` games (Black mates in each):
/// a match of four between Anna and Boris, or a round-robin of the first `players` of a club.
fn standings(lang: Lang, players: usize, games: usize) -> App {
    use ferz::game::event::{Event, Match, MatchSettings, RoundRobin, RoundRobinSettings};
    let names = [
        "Anna Karenina",
        "Boris Godunov",
        "Vera",
        "Gleb",
        "Darya",
        "Yevgeny Onegin",
        "Zhanna",
        "Ilya",
        "Kira",
        "Lev",
        "Marina Tsvetaeva",
        "Nikolai",
    ];
    let tc: TimeControl = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    let mut setup = ferz::tui::GameSetup::new(Position::new(), tc.clone(), Some("Anna"), Some("Boris"), prefs(lang))
        .unwrap_or_else(|e| panic!("{e}"));
    setup.event = Some(if players == 2 {
        Event::Match(Match::new(MatchSettings::new("Anna", "Boris", 4, tc)).unwrap_or_else(|e| panic!("{e}")))
    } else {
        let players = names[..players].iter().map(|s| (*s).to_string()).collect();
        let rr = RoundRobin::new(RoundRobinSettings { players, double: false, event: None });
        Event::RoundRobin(rr.unwrap_or_else(|e| panic!("{e}")))
    });
    let mut a = App::new(setup, at(0));
    for _ in 0..games {
        key(&mut a, KeyCode::Char('y'), 0);
        start(&mut a);
        play(&mut a, moves(lang, &["f3", "e5", "g4", "Qh4#"], &["f3", "e5", "g4", "Фh4#"]), 0);
    }
    assert!(matches!(a.overlay(), Some(Overlay::Standings(_))), "the standings are open");
    a
}

#[test]
fn the_standings_of_a_match_and_a_round_robin_are_whole_at_every_size() {
    for lang in Lang::ALL {
        let w = lang.event_words();
        for (players, games) in [(2, 1), (3, 2), (8, 5), (12, 8)] {
            let mut a = standings(lang, players, games);
            for (cols, rows) in SIZES {
                let buf = drawn(&mut a, cols, rows);
                let name = format!("{lang:?} standings of {players} after {games} {cols}×{rows}");
                let mut said = vec![w.start_keys()];
                if players == 2 {
                    said.push(w.start_it().to_string());
                } else if cols >= 80 {
                    // The window names the next game; at 80×24 the crosstable's heads too, or
                    // beside the board the short standings' with the key to the crosstable.
                    said.push(w.start_it().to_string());
                    let heads: String = (1..=players).map(|i| format!(" {i}")).collect();
                    let screen: Vec<String> =
                        text(&buf).lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).collect();
                    let short = screen.iter().any(|l| l.contains(w.column(ferz::game::event::Column::Games)));
                    if short {
                        said.push(w.crosstable_key(true).to_string());
                    }
                    assert!(short || screen.iter().any(|l| l.contains(heads.trim_start())), "{name}:\n{}", text(&buf));
                }
                check(&name, &buf, &said);
            }
        }
    }
}
