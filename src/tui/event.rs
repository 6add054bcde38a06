//! A match in the terminal (`--match N`): the games of the event model's [`Match`] played one
//! after another on the same screen. This module sets up each game from the match (colours,
//! the armageddon clocks, the Chess960 position, the `[Event]` and `[Round]` tags), records
//! each finished game in the match, plans the writes of the event's file in the data
//! directory (after every game and at the start), and goes on with a match found there
//! (`ferz resume`). The standings window (`overlay/standings.rs`) shows it between games; the
//! event's own data (its games' setups, the game due) is in `tui/event_play.rs`.

use std::path::{Path, PathBuf};

use super::action::Effect;
use super::app::App;
use super::event_play::{EventPlay, Shelved, due, event_title, new_id};
use super::overlay::Ask;
use super::overlay::Overlay;
use super::session::{Store, StoreKind, StoreResult};
use crate::game::event::{Event, EventTags, GameResult};
use crate::game::{Instant, Setup};
use crate::rules::Color;
use crate::storage::{self, Holder};

/// The match's file is `id` (known once the calendar is): its first game set up again with it.
pub(super) fn named(app: &mut App, id: String, now: Instant) {
    if let Some(ev) = app.events.on.as_mut() {
        ev.id = id;
        app.begin_event(now);
    }
}

/// The unfinished event of the shelf that no game found carries (one this process holds
/// first), if there is one.
pub(super) fn shelved_alone(app: &App, found: &[super::session::Found]) -> Option<usize> {
    alone(app, found).first().copied()
}

/// The events of the shelf that no game found carries (waiting between their games), by
/// their index on the shelf: each is a row of its own in the list of games found. An event
/// whose game in progress was found is that game's row.
pub(super) fn alone(app: &App, found: &[super::session::Found]) -> Vec<usize> {
    let carried = |id: &str| found.iter().any(|f| f.saved.game.options().event.as_ref().is_some_and(|t| t.id == id));
    (0..app.events.shelf.len()).filter(|&i| !carried(&app.events.shelf[i].id)).collect()
}

/// Whether an event is a round-robin.
fn is_round_robin(m: &Event) -> bool {
    matches!(m, Event::RoundRobin(_))
}

/// True when the game on the board is the match's game due and has not begun.
pub(super) fn due_on_board(app: &App) -> bool {
    let Some(ev) = app.events.on.as_ref() else { return false };
    due(&ev.m).is_some_and(|g| Some(g.number) == ev.on_board) && !app.in_progress() && !app.game().is_over()
}

/// After every update: a game of the match that has ended (and that the arbiter no longer
/// rules on) is recorded, its PGN added to the match's, and the standings window opens.
pub(super) fn settle(app: &mut App) {
    let game = &app.play.game;
    let Some(ev) = app.events.on.as_mut() else { return };
    let Some(outcome) = game.outcome() else { return };
    if game.awaiting_arbiter() {
        return;
    }
    let Some(due) = due(&ev.m) else { return };
    if Some(due.number) != ev.on_board {
        return;
    }
    let moves = u32::try_from(game.moves().len().div_ceil(2)).unwrap_or(u32::MAX);
    let chess960 = game.options().start.chess960.then_some(game.options().start.number).flatten();
    let result = GameResult::from_outcome(due.white, due.black, &outcome, moves, chess960);
    let recorded = match &mut ev.m {
        Event::Match(m) => m.record(result),
        Event::RoundRobin(rr) => rr.record(result),
    };
    if recorded.is_err() {
        return;
    }
    let (words, now) = (app.prefs.lang.words(), app.screen.now);
    let pgn = super::pgn_file::pgn_text(game, words, now, app.session.unix_at(now));
    ev.games.push_str(&pgn);
    if !pgn.ends_with("\n\n") {
        ev.games.push('\n');
    }
    let ask = if ev.unfinished() { Ask::Next } else { Ask::Over };
    app.overlay = Some(Overlay::Standings(ask));
}

/// The write of the event's files that is due: the match as it stands, when it changed.
pub(super) fn plan(app: &mut App) -> Option<Store> {
    let ev = app.events.on.as_mut()?;
    if ev.ended {
        return None;
    }
    let json = ev.m.to_json();
    let due = (json.clone(), ev.games.len());
    if ev.written.as_ref() == Some(&due) {
        return None;
    }
    let games = (ev.written.as_ref().map(|w| w.1) != Some(ev.games.len())).then(|| ev.games.clone());
    ev.written = Some(due);
    Some(Store::Event { id: ev.id.clone(), json, games })
}

/// Quitting in a match that goes on: the players are asked (by name) whether to keep it for
/// later; `None` when it is no question of a match.
pub(super) fn quit(app: &mut App) -> Option<Option<Effect>> {
    let ev = app.events.on.as_ref()?;
    if !ev.unfinished() || matches!(app.overlay, Some(Overlay::Standings(Ask::Keep) | Overlay::Crosstable(Ask::Keep))) {
        return None;
    }
    app.overlay = Some(Overlay::Standings(Ask::Keep));
    Some(None)
}

/// `N` in a match: the standings window, asking for the next game when it is due, or after
/// the event whether to play another one.
pub(super) fn new_game(app: &mut App) -> bool {
    let Some(ev) = app.events.on.as_ref() else { return false };
    let ask = if !ev.unfinished() {
        Ask::Again
    } else if app.game().is_over() || due_on_board(app) {
        Ask::Next
    } else {
        Ask::Look
    };
    app.overlay = Some(Overlay::Standings(ask));
    true
}

/// How a write of the event's files went.
pub(super) fn stored(app: &mut App, kind: StoreKind, result: StoreResult) -> Option<Effect> {
    let words = app.prefs.lang.event_words();
    match (kind, result) {
        (StoreKind::Event, Ok(_)) => {}
        (StoreKind::Event, Err(why)) => {
            // Written again after the next change.
            if let Some(ev) = app.events.on.as_mut() {
                ev.written = None;
            }
            app.refuse(words.event_unsaved(&why));
        }
        (StoreKind::EventPgn, Ok(path)) => app.say(words.event_saved(&path.unwrap_or_default())),
        (StoreKind::EventPgn, Err(why)) => app.refuse(app.strings().save_failed("", &why)),
        (StoreKind::EndEvent, _) => {
            app.screen.quit = true;
            return Some(Effect::Quit);
        }
        _ => {}
    }
    None
}

/// The answer in the standings window.
pub(super) fn answer(app: &mut App, ask: Ask, yes: bool, now: Instant) -> Option<Effect> {
    app.overlay = None;
    match (ask, yes) {
        (Ask::Next, true) => {
            if !due_on_board(app) {
                app.next_event_game(now);
            }
            let (white, black) = (app.player(Color::White), app.player(Color::Black));
            let text = app.prefs.lang.event_words().game_colours(white.unwrap_or_default(), black.unwrap_or_default());
            app.say(text);
        }
        (Ask::Over, yes) => {
            // Saved or not, the players are asked next what they expect after an event: another
            // one, colours swapped, or the end.
            let ev = app.events.on.as_ref()?;
            let (games, round_robin) = (ev.games.clone(), matches!(ev.m, Event::RoundRobin(_)));
            app.overlay = Some(Overlay::Standings(Ask::Again));
            return yes.then_some(Effect::Store(Store::EventPgn { games, round_robin }));
        }
        (Ask::Again, true) => {
            again(app, now);
            return None;
        }
        (Ask::Again, false) => {
            app.screen.quit = true;
            return Some(Effect::Quit);
        }
        (Ask::Keep, true) => {
            app.screen.quit = true;
            return Some(Effect::Quit);
        }
        (Ask::Keep, false) => {
            let ev = app.events.on.as_mut()?;
            ev.ended = true;
            return Some(Effect::Store(Store::EndEvent(ev.id.clone())));
        }
        (Ask::Next | Ask::Look, _) => {}
    }
    closed(app);
    None
}

/// Another event after the one just ended: the same players, colours swapped (a round-robin's
/// numbers turned round), the same rules, a file of its own; its first game on the board and
/// the standings window asking to start it. The ended event's file is let go.
fn again(app: &mut App, now: Instant) {
    let Some(old) = app.events.on.take() else { return };
    if let Some(path) = file_of(&old.id) {
        storage::release(&path, false);
    }
    let m = match &old.m {
        Event::Match(m) => Event::Match(m.rematch()),
        Event::RoundRobin(rr) => Event::RoundRobin(rr.again()),
    };
    let when = app.unix_at(now).unwrap_or_default();
    let id = new_id(&m, when);
    // The names and the rules come from the event: the setup of its last game is only a frame.
    app.events.on = Some(EventPlay::new(m, old.base, id));
    app.begin_event(now);
}

/// ↑ ↓ in the standings window: the crosstable's rows scrolled by `n`, no further than
/// `limit` (its rows less those the window holds).
pub(super) fn scroll(app: &mut App, n: i16, limit: u16) {
    if let Some(ev) = app.events.on.as_mut() {
        ev.scroll = ev.scroll.min(limit).saturating_add_signed(n).min(limit);
    }
}

/// The window closed without an answer: the game-over banner comes back after a game.
pub(super) fn closed(app: &mut App) {
    if app.overlay.is_none() && app.game().is_over() {
        app.overlay = Some(Overlay::GameOver);
    }
}

/// The unfinished matches of the data directory `data`, each held by this process while the
/// players choose unless another ferz plays it; files that cannot be read are left as they are.
pub fn gather(data: &Path) -> Vec<Shelved> {
    let mut found = Vec::new();
    for path in storage::event_files(data).unwrap_or_default() {
        let Some(id) = path.file_stem().and_then(|s| s.to_str()).map(str::to_string) else { continue };
        if !EventTags::valid_id(&id) {
            continue;
        }
        let Ok(text) = storage::read_limited(&path, crate::game::event::MAX_EVENT_BYTES as u64) else { continue };
        let Ok(m) = Event::from_json(&text) else { continue };
        if due(&m).is_none() {
            continue;
        }
        let holder = storage::hold(&path).unwrap_or(Holder::Me);
        let games = storage::read_limited(&storage::event_games(data, &id), crate::game::MAX_SAVE_BYTES * 200)
            .unwrap_or_default();
        found.push(Shelved { id, m, games, holder });
    }
    found
}

/// The event file of a shelved match.
fn file_of(id: &str) -> Option<PathBuf> {
    storage::data_dir().map(|d| storage::event_file(&d, id))
}

/// Takes up a shelved match whose game was resumed (the game on the board carries its
/// tags): the match goes on with the score it had. The other shelved matches are let go.
pub(super) fn attach_event(app: &mut App) {
    let shelf = std::mem::take(&mut app.events.shelf);
    let id = app.play.game.options().event.as_ref().map(|t| t.id.clone());
    for s in shelf {
        if Some(&s.id) == id.as_ref() && s.holder == Holder::Me && app.events.on.is_none() {
            app.events.on = Some(resumed(s, &app.play.setup));
        } else if s.holder == Holder::Me
            && let Some(path) = file_of(&s.id)
        {
            storage::release(&path, false);
        }
    }
}

/// The shelved match `i` taken up between its games (this process holds it), or why not.
pub(super) fn take_shelf(app: &mut App, i: usize, now: Instant) -> Result<(), String> {
    let shelf = std::mem::take(&mut app.events.shelf);
    let mut taken = Err(String::new());
    for (j, s) in shelf.into_iter().enumerate() {
        if j == i {
            let words = app.prefs.lang.event_words();
            taken = match s.holder {
                Holder::Other(pid) => Err(words.event_held(&event_title(&s.m, words), is_round_robin(&s.m), pid)),
                _ => Ok(s),
            };
        } else if s.holder == Holder::Me
            && let Some(path) = file_of(&s.id)
        {
            storage::release(&path, false);
        }
    }
    take_shelved(app, taken?, now);
    Ok(())
}

/// A row of the list of games found for the event `i` of the shelf, waiting between its
/// games: a match or a round-robin, its players and score, and its next game.
pub(super) fn shelf_row(app: &App, i: usize) -> String {
    let words = app.prefs.lang.event_words();
    let Some(s) = app.events.shelf.get(i) else { return String::new() };
    let title = match &s.m {
        Event::Match(_) => event_title(&s.m, words),
        Event::RoundRobin(rr) => {
            let points: Vec<String> =
                rr.standings().iter().map(|st| format!("{} {}", rr.name(st.player), st.points)).collect();
            format!("{} · {}", event_title(&s.m, words), points.join(", "))
        }
    };
    words.found_event(&title, is_round_robin(&s.m))
}

/// The event `i` of the shelf waits for `ferz resume`: the sentence saying so.
pub(super) fn shelf_waits(app: &App, i: usize) -> Option<String> {
    let words = app.prefs.lang.event_words();
    let s = app.events.shelf.get(i)?;
    Some(words.event_waits(&event_title(&s.m, words), is_round_robin(&s.m)))
}

/// The event `i` of the shelf is held by another window: the sentence saying so.
pub(super) fn shelf_held(app: &App, i: usize, pid: Option<u32>) -> String {
    let words = app.prefs.lang.event_words();
    let Some(s) = app.events.shelf.get(i) else { return String::new() };
    words.event_held(&event_title(&s.m, words), is_round_robin(&s.m), pid)
}

/// A row of the list of games found for a game of a match: the match's title before it.
pub(super) fn event_row(app: &App, game: &crate::game::Game, row: String) -> String {
    let Some(tags) = game.options().event.as_ref() else { return row };
    match app.events.shelf.iter().find(|s| s.id == tags.id) {
        Some(s) => format!("{} · {row}", event_title(&s.m, app.prefs.lang.event_words())),
        None => row,
    }
}

/// Goes on with a shelved match between its games: its next game on the board, the
/// standings window asking to start it.
fn take_shelved(app: &mut App, s: Shelved, now: Instant) {
    // The rules, the start and the time odds of the match as its last game was played.
    let last = s.games.rfind("\n[Event ").map_or(s.games.as_str(), |i| &s.games[i + 1..]);
    let mut base = match crate::game::Game::from_save(last) {
        Ok(saved) => {
            let mut base = Setup::of(&saved.game);
            if let Event::Match(m) = &s.m
                && m.white_in(u32::try_from(m.results().len()).unwrap_or(u32::MAX)) == 1
            {
                base.swap_sides();
            }
            base
        }
        Err(_) => app.play.setup.clone(),
    };
    if let Event::Match(m) = &s.m
        && (m.results().len() > m.games() as usize || base.options.event.is_none())
    {
        base.time_control = m.time().clone();
        base.black_time_control = None;
    }
    let m = s.m.clone();
    let mut ev = EventPlay::new(m, base, s.id);
    ev.games = s.games;
    ev.written = Some((ev.m.to_json(), ev.games.len()));
    app.events.on = Some(ev);
    app.begin_event(now);
}
/// A shelved match whose game `setup` is on the board with `tags`.
fn resumed(s: Shelved, setup: &Setup) -> EventPlay {
    let number = due(&s.m).map_or(0, |g| g.number);
    let mut base = setup.clone();
    if let Event::Match(m) = &s.m {
        if m.white_in(number) == 1 {
            base.swap_sides();
        }
        if number > m.games() {
            base.time_control = m.time().clone();
            base.black_time_control = None;
        }
    }
    let mut ev = EventPlay::new(s.m, base, s.id);
    ev.games = s.games;
    ev.written = Some((ev.m.to_json(), ev.games.len()));
    ev.on_board = Some(number);
    ev
}

/// The game of the event just finished, while it is still on the board (the next one not yet
/// set up): its number and result.
fn just_finished<'a>(app: &App, ev: &'a EventPlay) -> Option<(u32, &'a GameResult)> {
    let number = ev.on_board?;
    let played = ev.m.results().len();
    let unstarted = due(&ev.m).is_none_or(|g| g.number != number);
    (unstarted && app.game().is_over() && number as usize <= played)
        .then(|| ev.m.results().get(number as usize - 1).map(|g| (number, g)))
        .flatten()
}

/// The title of the match in the title bar: "Game 3 of 4 · Anna 1½ – Boris ½" and a short
/// form for narrow screens ("3/4 · Anna 1½ – Boris ½"). While a game just finished is on the
/// screen, the title names it and its result ("Game 1 of 2: Anna – Boris 0–1 · Anna 0 – Boris
/// 1") until the next game is set up; after the event's last game, the event's result.
pub(super) fn title(app: &App) -> Option<(String, String)> {
    let ev = app.events.on.as_ref()?;
    let words = app.prefs.lang.event_words();
    if ev.unfinished()
        && let Some((number, game)) = just_finished(app, ev)
    {
        return Some(match &ev.m {
            Event::Match(m) => {
                let short = format!("{number}/{} {} · {}", m.games(), score_text(game), words.score_line(m));
                (words.match_game_title(m, number, game), short)
            }
            Event::RoundRobin(rr) => {
                let pairing = rr.schedule().get(number as usize - 1)?;
                let short = format!(
                    "{} · {} – {} {}",
                    pairing.round_tag(),
                    rr.name(game.white),
                    rr.name(game.black),
                    score_text(game)
                );
                (words.pairing_result(rr.players(), pairing, game), short)
            }
        });
    }
    let full = event_title(&ev.m, words);
    let short = match (&ev.m, due(&ev.m)) {
        (Event::Match(m), Some(g)) if g.armageddon.is_none() => {
            format!("{}/{} · {}", g.number, m.games(), words.score_line(m))
        }
        (Event::RoundRobin(rr), Some(g)) => {
            format!("{} · {} – {}", g.round, rr.name(g.white), rr.name(g.black))
        }
        _ => full.clone(),
    };
    Some((full, short))
}

/// A game's result as players write it: 1–0, 0–1, ½–½.
fn score_text(game: &GameResult) -> &'static str {
    match game.pgn_result() {
        "1-0" => "1–0",
        "0-1" => "0–1",
        _ => "½–½",
    }
}
