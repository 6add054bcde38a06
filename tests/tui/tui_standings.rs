//! The standings window of a match: between games, each game's result, the score by
//! name and the next game asked by name; the score in the title during a game. Snapshots at
//! 80×24 and 100×30, in English and in Russian; the crosstable of a round-robin.

use crate::tui_support;

use ferz::game::TimeControl;
use ferz::game::event::{ArmageddonTimes, Event, Match, MatchSettings, RoundRobin, RoundRobinSettings, Tiebreak};
use ferz::lang::Lang;
use ferz::rules::Position;
use ferz::storage::Holder;
use ferz::tui::{App, GameSetup, Prefs, Shelved, UiEvent, offer_found, update};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

/// A match of `games` games between Anna and Boris at 5+3, armageddon after a level match.
pub(crate) fn match_app(games: u32, lang: Lang) -> App {
    let prefs = Prefs { lang, ..Prefs::default() };
    let mut setup =
        match GameSetup::new(Position::new(), "5+3".parse().expect("5+3"), Some("Anna"), Some("Boris"), prefs) {
            Ok(s) => s,
            Err(e) => panic!("setup: {e}"),
        };
    let mut settings = MatchSettings::new("Anna", "Boris", games, "5+3".parse::<TimeControl>().expect("5+3"));
    settings.tiebreak = Tiebreak::Armageddon(ArmageddonTimes::DEFAULT);
    setup.event = Some(Event::Match(Match::new(settings).expect("a match")));
    let mut app = App::new(setup, at(0));
    update(&mut app, UiEvent::Resize(80, 24), at(0));
    app
}

/// Fool's mate: Black mates on move 2.
pub(crate) fn fools_mate(app: &mut App) {
    start(app);
    play(app, &["f3", "e5", "g4", "Qh4#"], 0);
}

#[test]
fn the_match_begins_with_its_first_game_asked_by_name() {
    let mut a = match_app(4, Lang::En);
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("standings_first_80x24", shot);
    assert!(shot.contains("Game 1 of 4 · Anna 0 – Boris 0"), "{shot}");
    assert!(folded(&shot).contains("Game 1: Anna (White) – Boris. Start it?"), "{shot}");
    // y: the game is on the board, its clock waiting for Enter.
    key(&mut a, KeyCode::Char('y'), 0);
    assert!(a.overlay().is_none());
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("Press Enter to start"), "{shot}");
}

#[test]
fn between_games_the_standings_ask_for_the_next_game_en() {
    let mut a = match_app(4, Lang::En);
    key(&mut a, KeyCode::Char('y'), 0);
    fools_mate(&mut a);
    for (w, h) in [(80, 24), (100, 30)] {
        let shot = screen(&mut a, w, h);
        insta::assert_snapshot!(format!("standings_after_game_1_{w}x{h}"), shot);
        let f = folded(&beside_board(&shot, w, h));
        assert!(f.contains("Game 1: Anna (White) – Boris 0–1, checkmate, 2 moves"), "{shot}");
        assert!(f.contains("Anna 0 – Boris 1"), "{shot}");
        assert!(f.contains("Game 2: Boris (White) – Anna. Start it?"), "{shot}");
    }
    key(&mut a, KeyCode::Char('y'), 0);
    assert_eq!(a.player(ferz::rules::Color::White), Some("Boris"), "colours alternate");
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("Game 2 of 4 · Anna 0 – Boris 1"), "{shot}");
}

#[test]
fn between_games_the_standings_ask_for_the_next_game_ru() {
    let mut a = match_app(4, Lang::Ru);
    key(&mut a, KeyCode::Char('y'), 0);
    fools_mate(&mut a);
    for (w, h) in [(80, 24), (100, 30)] {
        let shot = screen(&mut a, w, h);
        insta::assert_snapshot!(format!("ru_standings_after_game_1_{w}x{h}"), shot);
        let f = folded(&beside_board(&shot, w, h));
        assert!(f.contains("Партия 1: Anna (белые) – Boris 0–1"), "{shot}");
        assert!(f.contains("Партия 2: Boris (белые) – Anna. Начать?"), "{shot}");
        assert!(folded(&shot).contains("Партия 2 из 4 · Anna 0 – Boris 1"), "{shot}");
    }
}

#[test]
fn a_level_match_says_the_armageddon_before_it() {
    let mut a = match_app(2, Lang::En);
    key(&mut a, KeyCode::Char('y'), 0);
    fools_mate(&mut a);
    key(&mut a, KeyCode::Char('y'), 0);
    fools_mate(&mut a);
    let shot = screen(&mut a, 100, 30);
    insta::assert_snapshot!("standings_armageddon_100x30", shot);
    let f = folded(&beside_board(&shot, 100, 30));
    assert!(f.contains("Anna 1 – Boris 1"), "{shot}");
    assert!(f.contains("The match is level: armageddon decides. Anna (White) 5 minutes,"), "{shot}");
    assert!(f.contains("Boris (Black) 4; a draw counts as a win for Black."), "{shot}");
    assert!(f.contains("Armageddon: Anna (White) – Boris. Start it?"), "{shot}");
    // Esc closes the window; N opens it again.
    key(&mut a, KeyCode::Esc, 0);
    assert!(!folded(&screen(&mut a, 100, 30)).contains("Start it?"));
    key(&mut a, KeyCode::Char('n'), 0);
    assert!(folded(&screen(&mut a, 100, 30)).contains("Armageddon: Anna (White) – Boris. Start it?"));
    key(&mut a, KeyCode::Char('y'), 0);
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("Armageddon · Anna 1 – Boris 1"), "{shot}");
    assert!(shot.contains("White: Anna") && shot.contains("5:0"), "the armageddon clocks: {shot}");
    assert!(shot.contains("Black: Boris") && shot.contains("4:0"), "the armageddon clocks: {shot}");
}

#[test]
fn the_title_keeps_the_score_on_a_narrow_screen() {
    let mut a = match_app(4, Lang::En);
    key(&mut a, KeyCode::Char('y'), 0);
    let shot = screen(&mut a, 60, 24);
    let title = shot.lines().next().unwrap_or_default().to_string();
    assert!(title.contains("Anna 0 – Boris 0"), "{title}");
}

/// A round-robin of four at 5+3.
fn round_robin_app(lang: Lang) -> App {
    let prefs = Prefs { lang, ..Prefs::default() };
    let mut setup = match GameSetup::new(Position::new(), "5+3".parse().expect("5+3"), None, None, prefs) {
        Ok(s) => s,
        Err(e) => panic!("setup: {e}"),
    };
    let players = ["Anna", "Boris", "Vera", "Gleb"].map(String::from).to_vec();
    let rr = RoundRobin::new(RoundRobinSettings { players, double: false, event: None }).expect("a round-robin");
    setup.event = Some(Event::RoundRobin(rr));
    let mut app = App::new(setup, at(0));
    update(&mut app, UiEvent::Resize(80, 24), at(0));
    app
}

#[test]
fn the_crosstable_of_a_round_robin_between_games() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = round_robin_app(lang);
        // Round 1: 1–4 (Anna–Gleb), 2–3 (Boris–Vera); Black mates on each board.
        for _ in 0..2 {
            key(&mut a, KeyCode::Char('y'), 0);
            fools_mate(&mut a);
        }
        for (w, h) in [(80, 24), (100, 30)] {
            let shot = screen(&mut a, w, h);
            let name = if lang == Lang::Ru { "ru_crosstable" } else { "crosstable" };
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), shot);
            let f = folded(&shot);
            // The window names the next game; the title, the game just finished and its result.
            let (next, title) = if lang == Lang::Ru {
                ("Тур 2, доска 1: Gleb – Vera", "Тур 1, доска 2: Boris – Vera 0–1")
            } else {
                ("Round 2, board 1: Gleb – Vera", "Round 1, board 2: Boris – Vera 0–1")
            };
            assert!(f.contains(next), "{shot}");
            assert!(shot.lines().next().unwrap_or_default().contains(title), "{shot}");
        }
        assert_eq!(a.player(ferz::rules::Color::White), Some("Boris"), "the board still shows round 1, board 2");
        key(&mut a, KeyCode::Char('y'), 0);
        assert_eq!(
            (a.player(ferz::rules::Color::White), a.player(ferz::rules::Color::Black)),
            (Some("Gleb"), Some("Vera"))
        );
        let shot = screen(&mut a, 100, 30);
        let title = if lang == Lang::Ru {
            "Тур 2, доска 1: Gleb – Vera ·"
        } else {
            "Round 2, board 1: Gleb – Vera ·"
        };
        assert!(shot.lines().next().unwrap_or_default().contains(title), "{shot}");
    }
}

/// The twelve players of a club evening, the longest names a club has.
const TWELVE: [&str; 12] = [
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

/// A round-robin of the first `n` of [`TWELVE`] at 5+3, `games` games played (Black mates in
/// each), the standings window asking for the next.
pub(crate) fn round_robin_of(n: usize, games: usize, lang: Lang) -> App {
    let prefs = Prefs { lang, ..Prefs::default() };
    let mut setup = match GameSetup::new(Position::new(), "5+3".parse().expect("5+3"), None, None, prefs) {
        Ok(s) => s,
        Err(e) => panic!("setup: {e}"),
    };
    let players = TWELVE[..n].iter().map(|s| (*s).to_string()).collect();
    let rr = RoundRobin::new(RoundRobinSettings { players, double: false, event: None }).expect("a round-robin");
    setup.event = Some(Event::RoundRobin(rr));
    let mut app = App::new(setup, at(0));
    update(&mut app, UiEvent::Resize(80, 24), at(0));
    for _ in 0..games {
        key(&mut app, KeyCode::Char('y'), 0);
        fools_mate(&mut app);
    }
    app
}

#[test]
fn twelve_players_fit_at_80x24_with_numbers_as_heads_and_the_rows_scroll() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = round_robin_of(12, 8, lang);
        // Tab: the whole crosstable (the short standings stand beside the board).
        key(&mut a, KeyCode::Tab, 0);
        let shot = screen(&mut a, 80, 24);
        let name = if lang == Lang::Ru { "ru_crosstable_12" } else { "crosstable_12" };
        insta::assert_snapshot!(format!("{name}_80x24"), shot);
        // The heads are the players' numbers, 1 to 12, on one line.
        let heads = shot.lines().find(|l| l.contains(" 10 11 12 ")).unwrap_or_else(|| panic!("{shot}"));
        assert!(heads.contains(" 1  2  3 "), "{heads}");
        // Not every row fits: they scroll, and the window says which are shown.
        let said = if lang == Lang::Ru { "строки 1–" } else { "rows 1–" };
        assert!(shot.contains(said), "{shot}");
        // The leader first; the last row (Darya, 5) below the window until ↓ scrolls to it.
        let row = |shot: &str, who: &str| shot.lines().any(|l| l.contains('×') && l.contains(who));
        assert!(row(&shot, "7 Zhanna") && !row(&shot, "5 Darya"), "{shot}");
        for _ in 0..12 {
            key(&mut a, KeyCode::Down, 0);
        }
        let scrolled = screen(&mut a, 80, 24);
        assert!(!row(&scrolled, "7 Zhanna") && row(&scrolled, "5 Darya"), "{scrolled}");
        key(&mut a, KeyCode::PageUp, 0);
        assert_eq!(screen(&mut a, 80, 24), shot, "back to the top");
        for (w, h) in [(100, 30), (160, 50)] {
            let shot = screen(&mut a, w, h);
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), shot);
            assert_eq!(shot.lines().filter(|l| l.contains('×')).count(), 12, "every row at {w}x{h}: {shot}");
        }
    }
}

/// The list at the start with a match waiting between its games (score 0–1 after game 1) and
/// one another window plays: each a row of its own, the held one saying so.
fn list_with_events(lang: Lang) -> String {
    let mut played = match_app(3, lang);
    key(&mut played, KeyCode::Char('y'), 0);
    fools_mate(&mut played);
    let m = played.event().expect("the match").event().clone();
    let prefs = Prefs { lang, ..Prefs::default() };
    let setup = GameSetup::new(Position::new(), "5+3".parse().expect("5+3"), None, None, prefs).expect("setup");
    let mut a = App::new(setup, at(0));
    update(&mut a, UiEvent::Resize(80, 24), at(0));
    a.shelve(Shelved { id: "m1".into(), m: m.clone(), games: String::new(), holder: Holder::Me });
    a.shelve(Shelved { id: "m2".into(), m, games: String::new(), holder: Holder::Other(Some(4242)) });
    offer_found(&mut a, Vec::new());
    screen(&mut a, 80, 24)
}

#[test]
fn a_waiting_match_is_a_row_of_the_list_found() {
    let shot = list_with_events(Lang::En);
    insta::assert_snapshot!("found_events_80x24", shot);
    let text = folded(&shot);
    assert!(text.contains("▸ Match: Game 2 of 3 · Anna 0 – Boris 1"), "{shot}");
    assert!(text.contains("being played in another") && text.contains("(process 4242)"), "{shot}");
    let shot = list_with_events(Lang::Ru);
    insta::assert_snapshot!("ru_found_events_80x24", shot);
    assert!(folded(&shot).contains("▸ Матч:"), "{shot}");
}

/// The screen right of the board (where a match's window stands), its rows whole: a sentence
/// wrapped in the window reads as one.
pub(crate) fn beside_board(shot: &str, w: u16, h: u16) -> String {
    let Ok(layout) = ferz::tui::ScreenLayout::compute(ratatui::layout::Rect::new(0, 0, w, h)) else { panic!("layout") };
    let right = usize::from(layout.board.outer().right());
    let row = |l: &str| l.chars().skip(right).map(|c| if c == '│' { ' ' } else { c }).collect::<String>();
    shot.lines().map(row).collect::<Vec<_>>().join("\n")
}

/// "Start it?" is answered yes by y, by Enter, and by typing White's first move, which is then
/// played, as a single game starts; n and Esc keep the event waiting. Said in both languages.
#[test]
fn start_it_takes_enter_and_white_s_first_move() {
    for (lang, keys) in [
        (Lang::En, "y, Enter or White's first move: start · n, Esc: later"),
        (Lang::Ru, "y, Enter или ход белых: начать · n, Esc: позже"),
    ] {
        // Game 1: White's first move typed at the question is played.
        let mut a = match_app(4, lang);
        // The window stands beside the board: its rows read whole, a wrapped hint as one.
        let shot = folded(&beside_board(&screen(&mut a, 80, 24), 80, 24));
        assert!(shot.contains(keys), "{lang:?}:\n{shot}");
        type_line(&mut a, "e4", 1_000);
        assert!(a.overlay().is_none(), "{lang:?}: the game started");
        assert_eq!(a.game().moves().len(), 1, "{lang:?}: e4 played");
        assert_eq!(a.game().turn(), ferz::rules::Color::Black);
        assert!(a.game().clock().running().is_some(), "{lang:?}: the clock runs");
        // Game 2, after a mate: Enter starts it, the board waits for Boris's first move.
        let mut a = match_app(4, lang);
        key(&mut a, KeyCode::Enter, 0);
        assert!(a.overlay().is_none(), "{lang:?}: Enter is yes");
        fools_mate(&mut a);
        assert!(a.overlay().is_some(), "{lang:?}: the standings after game 1");
        type_line(&mut a, "d4", 2_000);
        assert_eq!(a.player(ferz::rules::Color::White), Some("Boris"), "{lang:?}: game 2 on the board");
        assert_eq!(a.game().moves().iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["d4"], "{lang:?}");
        // n and Esc keep the event waiting: nothing is played, nothing started.
        for no in [KeyCode::Char('n'), KeyCode::Esc] {
            let mut a = match_app(4, lang);
            key(&mut a, no, 0);
            assert!(a.overlay().is_none(), "{lang:?} {no:?}");
            assert!(a.game().moves().is_empty() && a.game().clock().running().is_none(), "{lang:?} {no:?}");
        }
    }
    // A round-robin asks the same.
    let mut a = round_robin_app(Lang::En);
    type_line(&mut a, "Nf3", 0);
    assert_eq!(a.game().moves().len(), 1, "N begins a knight's move, not a no");
}
