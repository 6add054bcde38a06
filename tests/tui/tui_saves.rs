//! The terminal game's saves without a terminal: what `update` asks the event loop to write
//! (the autosave after each change that matters and only then, the finished game kept once,
//! the unfinished one moved aside for a new game), how a failed write is said, the sealing
//! window that never shows the move, the envelope opened, and the windows drawn at any size.

use crate::tui_support;

use ferz::game::{Game, GameOptions, TimeControl};
use ferz::rules::{Color, Position};
use ferz::storage::Holder;
use ferz::tui::view::{EnvelopeView, FoundView, NoticeView, SealView};
use ferz::tui::{
    App, Effect, Effects, Found, Intent, Overlay, Report, ScreenLayout, Store, StoreKind, offer_found, resume_saved,
    update,
};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use tui_support::*;

/// The write the effects ask for, if they ask for one write and nothing else.
fn store(effects: impl Into<Vec<Effect>>) -> Option<Store> {
    match <[Effect; 1]>::try_from(effects.into()) {
        Ok([Effect::Store(store)]) => Some(store),
        _ => None,
    }
}

/// The autosave text the effects ask to write; fails on any other effects.
fn autosave(effects: impl Into<Vec<Effect>>) -> String {
    match <[Effect; 1]>::try_from(effects.into()) {
        Ok([Effect::Store(Store::Autosave(text))]) => text,
        other => panic!("an autosave was expected, not {other:?}"),
    }
}

/// One unfinished game found at the start, free to resume.
fn found_one(saved: ferz::game::Saved) -> Vec<Found> {
    vec![Found { path: "unfinished/x.pgn".into(), saved: Box::new(saved), holder: Holder::Me, played: None }]
}

/// Types `text` and Enter, giving the last effects (those of Enter).
fn enter(app: &mut App, text: &str, now: u64) -> Vec<Effect> {
    for c in text.chars() {
        key(app, KeyCode::Char(c), now);
    }
    key(app, KeyCode::Enter, now).unwrap_or_default()
}

#[test]
fn every_change_that_matters_is_autosaved_and_nothing_else() {
    let mut a = app();
    // Before the clock starts there is nothing to lose.
    assert_eq!(key(&mut a, KeyCode::F(7), 0), Some(vec![]));
    let text = autosave(key(&mut a, KeyCode::Enter, 0).unwrap_or_default());
    assert!(text.contains("to_move=white"), "{text}");
    // Time passing, the cursor, the board turning: no write.
    assert_eq!(update(&mut a, Report::Tick, at(1_000)), Effects::new());
    assert_eq!(key(&mut a, KeyCode::Up, 1_000), Some(vec![]));
    assert_eq!(key(&mut a, KeyCode::F(7), 1_000), Some(vec![]));
    // A move.
    let text = autosave(enter(&mut a, "e4", 2_000));
    assert!(text.contains("1. e4"), "{text}");
    // A refused move changes nothing.
    assert_eq!(enter(&mut a, "Ke2", 2_500), vec![]);
    key(&mut a, KeyCode::Esc, 2_500);
    // An offer and its answer.
    assert!(autosave(key(&mut a, KeyCode::F(2), 3_000).unwrap_or_default()).contains("[FerzOffer \"black\"]"));
    autosave(enter(&mut a, "e5", 4_000));
    // F4 declines at once: written.
    let text = autosave(key(&mut a, KeyCode::F(4), 5_000).unwrap_or_default());
    assert!(!text.contains("FerzOffer"), "declined: {text}");
    // A pause and the resumption.
    autosave(key(&mut a, KeyCode::F(8), 6_000).unwrap_or_default());
    assert_eq!(update(&mut a, Report::Tick, at(60_000)), Effects::new(), "a paused clock does not move");
    autosave(key(&mut a, KeyCode::F(8), 61_000).unwrap_or_default());
    // A takeback, once agreed.
    assert_eq!(ctrl(&mut a, 'z', 62_000), Some(vec![]));
    let text = autosave(key(&mut a, KeyCode::Char('y'), 62_000).unwrap_or_default());
    assert!(text.contains("1. e4") && !text.contains("e5"), "{text}");
    // A resignation ends it: the game is kept once, and nothing more is written.
    ctrl(&mut a, 'r', 63_000);
    match key(&mut a, KeyCode::Char('y'), 63_000).map(store) {
        Some(Some(Store::Archive(text))) => assert!(text.contains("[Result \"1-0\"]"), "{text}"),
        other => panic!("the finished game is kept: {other:?}"),
    }
    assert_eq!(update(&mut a, Report::Tick, at(64_000)), Effects::new());
    assert_eq!(key(&mut a, KeyCode::Char('r'), 64_000), Some(vec![]), "review");
    // A new game writes nothing until its clock starts.
    key(&mut a, KeyCode::Esc, 64_000);
    assert_eq!(key(&mut a, KeyCode::Char('n'), 64_000), Some(vec![]), "the question");
    assert_eq!(key(&mut a, KeyCode::Char('y'), 64_000), Some(vec![]), "the new game");
    autosave(key(&mut a, KeyCode::Enter, 65_000).unwrap_or_default());
}

#[test]
fn a_claim_and_a_flag_are_saved() {
    let mut a = app_with(None, "1+0", ferz::tui::Prefs::default());
    start(&mut a);
    // An incorrect claim gives the opponent time: the save changes.
    // The assist arbiter asks first; the question changes nothing yet.
    assert_eq!(enter(&mut a, ":claim", 1_000), vec![]);
    let effect = key(&mut a, KeyCode::Char('y'), 1_000).unwrap_or_default();
    assert!(autosave(effect).contains("white=60000 black=120000"), "a minute for Black");
    assert!(
        matches!(Vec::from(update(&mut a, Report::Tick, at(61_000)))[..], [Effect::Store(Store::Archive(_))]),
        "flag"
    );
    assert_eq!(update(&mut a, Report::Tick, at(62_000)), Effects::new(), "kept once");
}

#[test]
fn a_new_game_moves_the_unfinished_one_aside() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4"], 0);
    assert_eq!(key(&mut a, KeyCode::Char(':'), 0), Some(vec![]));
    assert_eq!(enter(&mut a, "new", 0), vec![], "asks first");
    assert_eq!(key(&mut a, KeyCode::Char('y'), 0).map(store), Some(Some(Store::Abandon)));
    update(&mut a, Report::Stored(StoreKind::Abandon, Ok(Some("games/x-abandoned.pgn".into()))), at(0));
    let said = a.message().cloned().map(|m| m.text);
    assert_eq!(said.as_deref(), Some("The unfinished game was kept as games/x-abandoned.pgn."));
}

#[test]
fn a_failed_write_is_said_and_the_game_goes_on() {
    let mut a = app();
    start(&mut a);
    autosave(enter(&mut a, "e4", 1_000));
    let effect =
        update(&mut a, Report::Stored(StoreKind::Autosave, Err("/x/current.pgn: disk full".into())), at(1_000));
    assert_eq!(effect, Effects::new(), "a report asks for no new write");
    let message = a.message().cloned().map(|m| (m.error, m.text));
    assert_eq!(
        message,
        Some((
            true,
            "Autosave failed: /x/current.pgn: disk full. The game goes on, and ferz keeps trying to save it.".into()
        ))
    );
    // The title is marked for as long as the game is not saved.
    let shot = text(&render(&a, 80, 24));
    assert!(shot.starts_with(" ● NOT SAVED  ferz"), "{shot}");
    // Tried again at the next update (the next second of the clock, at the latest)…
    autosave(update(&mut a, Report::Tick, at(2_000)));
    update(&mut a, Report::Stored(StoreKind::Autosave, Ok(None)), at(2_000));
    assert!(!text(&render(&a, 80, 24)).contains("NOT SAVED"), "saved now");
    // …and once written, not again until something changes.
    assert_eq!(update(&mut a, Report::Tick, at(2_500)), Effects::new());
    autosave(enter(&mut a, "e5", 3_000));
    // A move's message is not wiped by the report of its write.
    update(&mut a, Report::Stored(StoreKind::Autosave, Ok(None)), at(3_000));
    assert!(a.message().is_none());
}

#[test]
fn quitting_an_unsaved_game_asks_where_to_save_it_once() {
    let mut a = app();
    a.set_calendar(ferz::game::CalendarTime::from_unix_secs(1_709_251_199));
    start(&mut a);
    autosave(enter(&mut a, "e4", 1_000));
    let why = "/d/unfinished: read-only file system";
    update(&mut a, Report::Stored(StoreKind::Autosave, Err(why.into())), at(1_000));
    // A retry that fails alike says nothing new.
    autosave(update(&mut a, Report::Tick, at(2_000)));
    update(&mut a, Report::Stored(StoreKind::Autosave, Err(why.into())), at(2_000));
    assert!(a.message().is_some_and(|m| m.text.starts_with("Autosave failed: /d/unfinished")));
    // F10: where should it go? `:save` with a name ready; the game goes on (and the autosave
    // is tried again, failing alike: the question stays in sight).
    assert_ne!(key(&mut a, KeyCode::F(10), 3_000), Some(vec![Effect::Quit]));
    update(&mut a, Report::Stored(StoreKind::Autosave, Err(why.into())), at(3_000));
    assert_eq!(a.input().text(), "save ferz-20240301-000002.pgn");
    assert!(a.input().is_command() && a.overlay().is_none() && !a.quitting());
    let said = a.message().cloned().map(|m| (m.error, m.text));
    let asked = "The game is not saved (/d/unfinished: read-only file system). Where should it go? Edit the file \
                 name and press Enter to save it — or F10 again quits, and the game is printed as PGN.";
    assert_eq!(said, Some((true, asked.to_string())));
    let shot = folded(&text(&render(&a, 100, 30)));
    assert!(shot.contains(":save ferz-20240301-000002.pgn"), "{shot}");
    // Enter asks the event loop to save it there.
    assert_eq!(key(&mut a, KeyCode::Enter, 3_000), Some(vec![Effect::Save(Some("ferz-20240301-000002.pgn".into()))]));
    // F10 again: the usual question.
    key(&mut a, KeyCode::F(10), 4_000);
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(ferz::tui::Question::Quit)));
}

/// White to move in `1. e4 e5`, adjourned with `sealed`: the app as `ferz resume` shows it.
fn adjourned(sealed: &str) -> App {
    adjourned_with(sealed, ferz::tui::Prefs::default(), false)
}

/// [`adjourned`] with a look and language, and White's draw offer made with the sealed move
/// when `offer`; the arbiter has typed the code from the scoresheet.
fn adjourned_with(sealed: &str, prefs: ferz::tui::Prefs, offer: bool) -> App {
    let (mut a, code) = sealed_envelope(sealed, prefs, offer, |text| text);
    for c in code.chars() {
        key(&mut a, KeyCode::Char(c), 3_000);
    }
    a
}

/// The app showing the envelope of [`adjourned_with`], its file's text passed through `edit`
/// first, with no code typed yet; and the code that opens it.
fn sealed_envelope(
    sealed: &str,
    prefs: ferz::tui::Prefs,
    offer: bool,
    edit: impl FnOnce(String) -> String,
) -> (App, String) {
    let tc: TimeControl = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(Position::new(), tc, GameOptions::default());
    game.start_clock(at(0));
    for (mv, t) in [("e4", 1_000), ("e5", 2_000)] {
        assert!(game.play_text(mv, at(t)).is_ok());
    }
    if offer {
        assert!(game.offer_draw(at(2_500)).is_ok());
    }
    let envelope = match game.adjourn(sealed, at(3_000)) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    };
    let (text, code) =
        game.to_envelope(&ferz::lang::English, at(3_000), &envelope, &[]).unwrap_or_else(|e| panic!("{e}"));
    let saved = Game::from_save(&edit(text)).unwrap_or_else(|e| panic!("{e}"));
    let mut a = app_with(None, "5+3", prefs);
    resume_saved(&mut a, saved, at(3_000));
    assert_eq!(a.overlay(), Some(&Overlay::Envelope));
    (a, code.to_string())
}

#[test]
fn the_envelope_is_opened_with_its_code_and_nothing_else() {
    let (mut a, code) = sealed_envelope("Nf3", ferz::tui::Prefs::default(), false, |text| text);
    let shown = folded(&screen(&mut a, 80, 24));
    assert!(shown.contains("Adjourned game — White sealed move 2. Type the code from the"), "{shown}");
    for k in [KeyCode::F(8), KeyCode::Esc, KeyCode::F(2), KeyCode::F(5)] {
        assert_eq!(key(&mut a, k, 5_000), None, "{k:?} does nothing before the envelope is opened");
    }
    assert!(a.game().clock().is_paused());
    // A wrong code: refused, and the envelope stays sealed.
    let wrong = if code == "0000-0000-0000" { "1111-1111-1111" } else { "0000-0000-0000" };
    for c in wrong.chars() {
        key(&mut a, KeyCode::Char(c), 5_000);
    }
    assert!(folded(&screen(&mut a, 80, 24)).contains(&format!("Code: {wrong}")));
    assert_eq!(key(&mut a, KeyCode::Enter, 5_000), Some(vec![]));
    let said = a.message().cloned().map(|m| (m.error, m.text));
    let refused = "This is not the code the envelope was sealed with: it stays sealed.";
    assert_eq!(said, Some((true, refused.to_string())));
    let adjournment = a.session().adjournment();
    assert!(adjournment.envelope().is_some() && adjournment.code().is_empty() && a.game().moves().len() == 2);
    // The right code, typed as a person copies it from the scoresheet.
    for c in code.to_lowercase().replace('-', " ").chars() {
        key(&mut a, KeyCode::Char(c), 5_000);
    }
    let text = autosave(key(&mut a, KeyCode::Enter, 5_000).unwrap_or_default());
    assert!(text.contains("2. Nf3"), "{text}");
    assert_eq!(a.game().clock().running(), Some(Color::Black));
    let said = a.message().cloned().map(|m| m.text);
    assert_eq!(
        said.as_deref(),
        Some("The envelope is opened: White's sealed move 2. Nf3 is played. Black's clock runs.")
    );
}

#[test]
fn an_edited_envelope_is_refused_when_opened() {
    // White's clock given more time by hand.
    let more_time = |text: String| text.replace("[FerzClock \"white=", "[FerzClock \"white=9");
    let (mut a, code) = sealed_envelope("Nf3", ferz::tui::Prefs::default(), false, more_time);
    for c in code.chars() {
        key(&mut a, KeyCode::Char(c), 5_000);
    }
    assert_eq!(key(&mut a, KeyCode::Enter, 5_000), Some(vec![]));
    let said = a.message().cloned().map(|m| m.text).unwrap_or_default();
    assert_eq!(
        said,
        "The envelope differs from the record that was sealed (its moves or how they are written, clocks, \
         players or the sealed move): it is not opened. Call the arbiter."
    );
    assert!(a.session().adjournment().envelope().is_some(), "still sealed");
    assert_eq!(a.game().moves().len(), 2);
}

#[test]
fn an_illegal_sealed_move_loses_and_the_banner_says_why() {
    let mut a = adjourned("Ke3");
    assert!(matches!(key(&mut a, KeyCode::Enter, 5_000).as_deref(), Some([Effect::Store(Store::Archive(_))])));
    assert_eq!(a.overlay(), Some(&Overlay::GameOver));
    let shown = screen(&mut a, 80, 24);
    assert!(shown.contains("0–1 — White sealed an illegal move"), "{shown}");
    assert!(shown.contains("White's sealed move: illegal move 'Ke3'"), "{shown}");
}

#[test]
fn the_sealing_window_shows_dots_never_the_move() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5"], 0);
    enter(&mut a, ":adjourn", 0);
    assert_eq!(a.overlay(), Some(&Overlay::Seal(String::new())));
    for c in "Nf3".chars() {
        key(&mut a, KeyCode::Char(c), 0);
    }
    key(&mut a, KeyCode::Backspace, 0);
    key(&mut a, KeyCode::Char('3'), 0);
    let shown = screen(&mut a, 80, 24);
    assert!(shown.contains("Sealed move: ●●●"), "{shown}");
    assert!(!shown.contains("Nf3") && !shown.contains("Nf"), "{shown}");
    // Esc gives up: nothing sealed, play goes on.
    key(&mut a, KeyCode::Esc, 0);
    assert_eq!(a.overlay(), None);
    assert!(a.message().is_some_and(|m| m.text == "The game is not adjourned; play goes on."));
    assert!(!a.game().clock().is_paused());
}

#[test]
fn windows_about_saves_draw_into_any_area() {
    let a = adjourned("Nf3");
    let tc: TimeControl = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    let found = Game::new(Position::new(), tc, GameOptions::default()).to_save(&ferz::lang::English, at(0), None);
    let (mut b, mut c) = (app(), app());
    let mut list = found_one(Game::from_save(&found).unwrap_or_else(|e| panic!("{e}")));
    list.push(Found { path: "unfinished/y.pgn".into(), holder: Holder::Other(Some(4242)), ..list[0].clone() });
    // One found game free to take: the question; several, or one held: the list.
    offer_found(&mut c, list[..1].to_vec());
    offer_found(&mut b, list);
    let layout = match ScreenLayout::compute(Rect::new(0, 0, 80, 24)) {
        Ok(l) => l,
        Err(e) => panic!("{e:?}"),
    };
    let areas = [Rect::new(0, 0, 0, 0), Rect::new(0, 0, 1, 1), Rect::new(5, 5, 7, 3), Rect::new(0, 0, 80, 24)];
    for area in areas {
        for buf_area in [area, Rect::new(0, 0, 20, 12)] {
            let mut buf = Buffer::empty(buf_area);
            let look = ferz::tui::view::Look::of(&a);
            FoundView::of(&c, &layout).render(area, &mut buf);
            FoundView::of(&b, &layout).render(area, &mut buf);
            NoticeView { text: "The saved game could not be read.", layout: &layout, look }.render(area, &mut buf);
            SealView { typed: "Nf3", turn: a.game().turn(), name: None, move_number: 1, layout: &layout, look }
                .render(area, &mut buf);
            EnvelopeView { adjournment: a.session().adjournment(), layout: &layout, look }.render(area, &mut buf);
        }
    }
    assert_eq!(c.overlay(), Some(&Overlay::Found));
    let shown = screen(&mut c, 80, 24);
    assert!(shown.contains("An unfinished game was found: White – Black, move 1, White to move."), "{shown}");
    assert!(shown.contains("Resume it (R) or start a new game (N)?"), "{shown}");
    let shown = folded(&screen(&mut b, 100, 30).replace('│', " "));
    assert!(shown.contains("2 unfinished games were found. Pick one with ↑ ↓:"), "{shown}");
    assert!(shown.contains("▸ White – Black, move 1, White to move"), "{shown}");
    assert!(
        shown.contains("White – Black, move 1, White to move — being played in another window (process 4242)"),
        "{shown}"
    );
    assert!(shown.contains("Enter or R resumes it · N starts a new game"), "{shown}");
}

/// The screen with its whitespace folded: a wrapped sentence reads as one line.
fn folded(shot: &str) -> String {
    shot.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_adjourned_position_is_seen_whole_before_the_envelope_is_opened() {
    let mut a = adjourned("Nf3");
    let shot = screen(&mut a, 80, 24);
    let layout = match ScreenLayout::compute(Rect::new(0, 0, 80, 24)) {
        Ok(l) => l,
        Err(e) => panic!("{e:?}"),
    };
    // Every rank label and every piece of the position is there: nothing covers the board.
    let board = layout.board.outer();
    let lines: Vec<&str> = shot.lines().collect();
    let board_text: String = lines[usize::from(board.y)..usize::from(board.bottom())]
        .iter()
        .map(|l| l.chars().take(usize::from(board.right())).collect::<String>() + "\n")
        .collect();
    for rank in '1'..='8' {
        assert!(board_text.lines().any(|l| l.starts_with(rank)), "rank {rank}:\n{shot}");
    }
    assert_eq!(board_text.matches('♟').count(), 16, "{shot}");
    // The envelope's box stands under the moves, which stay in sight.
    assert!(shot.contains("─ Adjourned game ─"), "{shot}");
    assert!(shot.contains("1. e4"), "{shot}");
    // The box read alone: what stands right of the board, its frame taken away.
    let right: String =
        lines.iter().map(|l| l.chars().skip(usize::from(board.right())).collect::<String>() + "\n").collect();
    let boxed = folded(&right.replace('│', " "));
    assert!(boxed.contains("Enter opens the envelope · F10 quits and keeps it sealed"), "{shot}");
    assert!(boxed.contains("Code: "), "{shot}");
    // Neither the file nor this computer records an opening: all that can be said is said.
    assert!(
        boxed.contains(
            "No record of an earlier opening here: a copy opened on another computer cannot be told from a sealed one."
        ),
        "{shot}"
    );
    assert!(
        folded(&shot).contains("Adjourned game — White sealed move 2. Type the code from the scoresheet"),
        "{shot}"
    );
}

#[test]
fn the_opened_envelope_and_a_standing_offer_read_whole_in_both_languages() {
    for (lang, opened) in [
        (ferz::lang::Lang::En, "The envelope is opened: White's sealed move 2. Nf3 is played. Black's clock runs."),
        (ferz::lang::Lang::Ru, "Конверт вскрыт: записанный ход белых 2. Кf3 сделан. Идут часы чёрных."),
    ] {
        let notation =
            if lang == ferz::lang::Lang::Ru { ferz::rules::Notation::Russian } else { ferz::rules::Notation::San };
        let prefs = ferz::tui::Prefs { lang, notation, ..ferz::tui::Prefs::default() };
        let mut a = adjourned_with("Nf3", prefs, true);
        key(&mut a, KeyCode::Enter, 5_000);
        assert_eq!(a.message().cloned().map(|m| m.text).as_deref(), Some(opened), "the move in the chosen notation");
        let state = ferz::tui::view::StatusView::state(&a);
        let shot = screen(&mut a, 80, 24);
        assert!(folded(&shot).contains(&folded(&state)), "{lang:?}: the state «{state}» is whole:\n{shot}");
        assert!(folded(&shot).contains(opened), "{lang:?}: the message is whole:\n{shot}");
        assert!(state.contains("F4") && state.ends_with(')'), "{state}");
    }
}

#[test]
fn a_tampered_sealed_move_shows_its_escape_codes() {
    let mut a = adjourned("Qh5\u{1b}[2J\u{1b}]0;x\u{7}");
    key(&mut a, KeyCode::Enter, 5_000);
    assert!(a.game().is_over(), "an unreadable sealed move loses");
    let note = a.session().adjournment().note().unwrap_or_default().to_string();
    assert!(note.contains("Qh5\\u{1b}[2J"), "the escape is shown, not removed: {note}");
    assert!(!note.chars().any(char::is_control), "{note:?}");
    let shot = screen(&mut a, 100, 30);
    assert!(folded(&shot).contains("\\u{1b}"), "{shot}");
}

#[test]
fn saved_and_finished_games_are_dated_resumable_saves() {
    // 2024-02-29 23:59:59 UTC at time 0 of the game.
    let mut a = app();
    a.set_calendar(ferz::game::CalendarTime::from_unix_secs(1_709_251_199));
    start(&mut a);
    let text = autosave(enter(&mut a, "e4", 0));
    assert!(text.contains("[Date \"2024.02.29\"]") && text.contains("[Event \"Casual game\"]"), "{text}");
    ctrl(&mut a, 'r', 2_000);
    let kept = match key(&mut a, KeyCode::Char('y'), 2_000).map(store) {
        Some(Some(Store::Archive(text))) => text,
        other => panic!("the finished game is kept: {other:?}"),
    };
    // Two seconds later it is the first of March.
    assert!(kept.contains("[Date \"2024.03.01\"]"), "{kept}");
    assert!(kept.contains("[Event \"Casual game\"]") && kept.contains("[Site \"ferz\"]"), "{kept}");
    let back = Game::from_save(&kept).unwrap_or_else(|e| panic!("{e}"));
    assert!(back.game.is_over() && back.game.moves().len() == 1);

    // :save writes the same save, which `ferz resume FILE` reads; the whole path is said.
    let dir = std::env::temp_dir().join(format!("ferz-save-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5"], 1_000);
    let path = dir.join("game.pgn");
    let name = path.to_string_lossy().into_owned();
    let written = ferz::tui::save_file(
        a.game(),
        a.prefs().lang.words(),
        Some(&name),
        at(1_000),
        ferz::game::CalendarTime::from_unix_secs(1_709_251_199),
    );
    assert_eq!(written.as_ref().ok(), Some(&name));
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let saved = Game::from_save(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(saved.game.moves().len(), 2);
    assert!(text.contains("[Date \"2024.02.29\"]"), "{text}");
    // Never over a file: the error is said in the player's language.
    let again = ferz::tui::save_file(
        a.game(),
        a.prefs().lang.words(),
        Some(&name),
        at(1_000),
        ferz::game::CalendarTime::from_unix_secs(1_709_251_199),
    );
    let Err((shown, e)) = again else { panic!("a file is never overwritten") };
    assert_eq!(shown, name);
    let said = ferz::lang::TerminalWords::os_error(&ferz::lang::Russian, e.kind(), &e.to_string());
    assert!(said.starts_with("такой файл уже есть (") && said.contains("os error"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_strict_arbiter_is_kept_in_the_save_and_comes_back_with_it() {
    let strict = ferz::tui::Prefs { arbiter: ferz::tui::Arbiter::Strict, ..ferz::tui::Prefs::default() };
    let mut a = app_with(None, "rapid", strict);
    start(&mut a);
    let text = autosave(enter(&mut a, "e4", 0));
    assert!(text.contains("[FerzArbiter \"strict\"]"), "{text}");
    // Resumed by players who did not say --arbiter strict: still strict.
    let mut b = app();
    offer_found(&mut b, found_one(Game::from_save(&text).unwrap_or_else(|e| panic!("{e}"))));
    update(&mut b, Intent::ResumeFound(true), at(0));
    assert!(b.strict(), "the arbiter comes back with the game");
    assert!(screen(&mut b, 80, 24).starts_with(" ferz · 15+10 rapid · strict arbiter"));
    // And a new game after it keeps the arbiter of the session.
    update(&mut b, Intent::Resign(None), at(0));
    key(&mut b, KeyCode::Char('y'), 0);
    key(&mut b, KeyCode::Char('n'), 0);
    assert!(b.game().arbiter() == ferz::game::Arbiter::Strict && b.strict());
}

/// The status line while unfinished games wait says their keys: R and N for one free game,
/// ↑ ↓ as well when several wait, and no R when the one listed is played in another window,
/// in English and Russian.
#[test]
fn the_status_line_names_the_keys_of_the_games_found() {
    use ferz::lang::Lang;
    let tc: TimeControl = "5+3".parse().unwrap_or_else(|e| panic!("{e}"));
    let found = Game::new(Position::new(), tc, GameOptions::default()).to_save(&ferz::lang::English, at(0), None);
    let free = found_one(Game::from_save(&found).unwrap_or_else(|e| panic!("{e}")));
    let held = vec![Found { path: "unfinished/y.pgn".into(), holder: Holder::Other(Some(4242)), ..free[0].clone() }];
    let both = [free.clone(), held.clone()].concat();
    let cases = [
        (Lang::En, &free, "An unfinished game was found: R resumes it, N starts a new game."),
        (Lang::En, &both, "2 unfinished games were found: ↑ ↓ picks one, R resumes it, N starts a new game."),
        (Lang::En, &held, "The unfinished game found is being played in another window: N starts a new game, Q quits."),
        (Lang::Ru, &free, "Найдена неоконченная партия: R — продолжить её, N — новая партия."),
        (Lang::Ru, &both, "Найдено неоконченных партий: 2. ↑ ↓ — выбрать, R — продолжить, N — новая партия."),
        (Lang::Ru, &held, "Найденная неоконченная партия идёт в другом окне: N — новая партия, Q — выйти."),
    ];
    for (lang, games, status) in cases {
        let mut a = app_with(None, "5+3", ferz::tui::Prefs { lang, ..ferz::tui::Prefs::default() });
        offer_found(&mut a, games.clone());
        let shot = screen(&mut a, 120, 36);
        assert!(folded(&shot.replace('│', " ")).contains(status), "{lang:?}: «{status}»\n{shot}");
    }
}

/// Two unfinished games between the same players at the same move are told apart in the list:
/// each says its last move, its time control and when it was last played — in both languages.
#[test]
fn the_list_found_tells_alike_games_apart() {
    let save = |tc: &str, moves: &[&str]| {
        let tc: TimeControl = tc.parse().unwrap_or_else(|e| panic!("{e}"));
        let options = GameOptions { white: Some("Anna".into()), black: Some("Boris".into()), ..GameOptions::default() };
        let mut g = Game::new(Position::new(), tc, options);
        g.start_clock(at(0));
        for m in moves {
            g.play_text(m, at(1_000)).unwrap_or_else(|e| panic!("{e}"));
        }
        Game::from_save(&g.to_save(&ferz::lang::English, at(2_000), None)).unwrap_or_else(|e| panic!("{e}"))
    };
    let list = vec![
        Found {
            path: "unfinished/a.pgn".into(),
            saved: Box::new(save("15+10", &["e4"])),
            holder: Holder::Me,
            played: Some(ferz::game::CalendarTime::from_unix_secs(1_796_000_000)),
        },
        Found {
            path: "unfinished/b.pgn".into(),
            saved: Box::new(save("0:15", &["d4"])),
            holder: Holder::Me,
            played: Some(ferz::game::CalendarTime::from_unix_secs(1_796_100_000)),
        },
    ];
    for (lang, first, second) in [
        (
            ferz::lang::Lang::En,
            "last move 1. e4 · 15+10 rapid · played 2026-11-30 00:53 UTC",
            "last move 1. d4 · 0:15 bullet · played 2026-12-01 04:40 UTC",
        ),
        (
            ferz::lang::Lang::Ru,
            "последний ход 1. e4 · 15+10 рапид · играли 2026-11-30 00:53 UTC",
            "последний ход 1. d4 · 0:15 пуля · играли 2026-12-01 04:40 UTC",
        ),
    ] {
        let mut a = app_with(None, "rapid", ferz::tui::Prefs { lang, ..ferz::tui::Prefs::default() });
        offer_found(&mut a, list.clone());
        let shown = folded(&screen(&mut a, 80, 24).replace('│', " "));
        assert!(shown.contains(first) && shown.contains(second), "{lang:?}: {shown}");
    }
}
