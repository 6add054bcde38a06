//! The match by name: score, colours, armageddon's draw odds, Chess960 pairs, tags, bad
//! settings, and resumption from its file after every game, damaged files refused.

use crate::game::{Termination, TimeControl};
use crate::lang::English;
use crate::lang::Lang;
use crate::rules::Color;

use super::*;

fn tc(text: &str) -> TimeControl {
    text.parse().expect("a time control")
}

fn settings(games: u32) -> MatchSettings {
    MatchSettings::new("Anna", "Boris", games, tc("15+10"))
}

fn new_match(settings: MatchSettings) -> Match {
    Match::new(settings).expect("valid settings")
}

/// The game due, which must be a game to play.
fn due(m: &Match) -> MatchGame {
    match m.next() {
        MatchNext::Play(game) => game,
        MatchNext::Finished(result) => panic!("over: {result:?}"),
    }
}

/// Plays the game due with `winner` the player (by index) who wins, `None` a draw, then
/// checks the match survives its file unchanged.
fn play(m: &mut Match, winner: Option<usize>) {
    let game = due(m);
    let colour = winner.map(|w| if w == game.white { Color::White } else { Color::Black });
    let chess960 = match game.chess960 {
        None => None,
        Some(Start960::Position(n)) => Some(n),
        Some(Start960::DrawNew) => Some(100 + game.number as u16),
    };
    let termination = if winner.is_some() { Termination::Checkmate } else { Termination::Agreement };
    let result = GameResult { white: game.white, black: game.black, winner: colour, termination, moves: 40, chess960 };
    m.record(result).expect("the game due");
    assert_read_back(m);
}

/// The match written and read back is the same match: same next game, same score.
fn assert_read_back(m: &Match) {
    let back = Event::from_json(&m.to_json());
    let Ok(Event::Match(back)) = back else { panic!("{back:?}") };
    assert_eq!(back.next(), m.next());
    assert_eq!(back.score(), m.score());
    assert_eq!(&back, m);
}

/// Anna's results game by game: 1, ½ or 0 as `1`, `=`, `0`.
fn play_for_anna(m: &mut Match, results: &str) {
    for c in results.chars() {
        play(
            m,
            match c {
                '1' => Some(0),
                '0' => Some(1),
                _ => None,
            },
        );
    }
}

#[test]
fn a_four_game_match_is_scored_by_name() {
    let mut m = new_match(settings(4));
    assert_read_back(&m);
    assert_eq!(English.match_title(&m), "Game 1 of 4 · Anna 0 – Boris 0");
    play_for_anna(&mut m, "1=");
    assert_eq!(English.match_title(&m), "Game 3 of 4 · Anna 1½ – Boris ½");
    assert_eq!(Lang::Ru.event_words().match_title(&m), "Партия 3 из 4 · Anna 1½ – Boris ½");
    play_for_anna(&mut m, "01");
    assert_eq!(English.score_line(&m), "Anna 2½ – Boris 1½");
    let result = m.result().expect("over");
    assert_eq!(
        result,
        MatchResult::Won { winner: 0, score: [Score::from_halves(5), Score::from_halves(3)], armageddon: None }
    );
    assert_eq!(English.match_title(&m), "Anna wins the match 2½–1½");
    assert_eq!(Lang::Ru.event_words().match_result(&m, &result), "Победа в матче: Anna, 2½–1½");
    let lines: Vec<String> = m.results().iter().zip(1..).map(|(g, k)| English.match_game(&m, k, g)).collect();
    assert_eq!(
        lines,
        [
            "Game 1: Anna (White) – Boris 1–0, checkmate, 40 moves",
            "Game 2: Boris (White) – Anna ½–½, draw agreed, 40 moves",
            "Game 3: Anna (White) – Boris 0–1, checkmate, 40 moves",
            "Game 4: Boris (White) – Anna 0–1, checkmate, 40 moves",
        ]
    );
    assert_eq!(m.record(m.results()[0].clone()), Err(RecordError::Finished));
}

#[test]
fn colours_alternate_from_the_names_or_the_lot() {
    let m = new_match(settings(4));
    let whites: Vec<&str> = (1..=5).map(|k| m.name(m.white_in(k))).collect();
    assert_eq!(whites, ["Anna", "Boris", "Anna", "Boris", "Anna"]);
    assert_eq!(m.colour_in(1, 2), Color::White);
    let lot = |heads| new_match(MatchSettings { colours: ColourDraw::ByLot.draw(heads), ..settings(4) });
    assert_eq!(lot(true).name(due(&lot(true)).white), "Boris", "the lot gave Boris White");
    assert_eq!(lot(false).name(due(&lot(false)).white), "Anna");
    let mut swapped = lot(true);
    play(&mut swapped, Some(1));
    assert_eq!(swapped.name(due(&swapped).white), "Anna");
    assert_eq!(swapped.score(), [Score::ZERO, Score::ONE], "the score stays by name");
}

#[test]
fn the_armageddon_keeps_the_match_s_delay_or_bonus_as_a_value() {
    for (control, white, black) in [("5d3", "5d3", "4d3"), ("3b2.5", "5b2.5", "4b2.5"), ("10", "5", "4")] {
        let time: TimeControl = control.parse().expect(control);
        let armageddon = Tiebreak::Armageddon(ArmageddonTimes::DEFAULT);
        let mut m = new_match(MatchSettings { tiebreak: armageddon, time, ..settings(2) });
        play_for_anna(&mut m, "10");
        let clock = due(&m).armageddon.expect("armageddon clocks");
        assert_eq!((clock.white.to_string(), clock.black.to_string()), (white.into(), black.into()), "{control}");
        assert_eq!(clock.white, white.parse::<TimeControl>().expect(white), "{control}");
    }
    assert_eq!(TimeControl::sudden_death(crate::game::Duration::ZERO, crate::game::Bonus::None), None);
}

#[test]
fn a_level_match_goes_to_armageddon_with_five_and_four_minutes_and_the_increment() {
    let mut m = new_match(MatchSettings { tiebreak: Tiebreak::Armageddon(ArmageddonTimes::DEFAULT), ..settings(4) });
    play_for_anna(&mut m, "10=="); // 2–2
    let game = due(&m);
    assert_eq!((game.number, m.name(game.white), m.name(game.black)), (5, "Anna", "Boris"));
    assert!(game.draw_odds());
    let clock = game.armageddon.expect("armageddon clocks");
    assert_eq!((clock.white.to_string(), clock.black.to_string()), ("5+10".into(), "4+10".into()));
    assert_eq!(m.tags(5), [("Event", "Match Anna–Boris".to_string()), ("Round", "5".to_string())]);
    assert_eq!(English.match_title(&m), "Armageddon · Anna 2 – Boris 2");
    assert_eq!(Lang::Ru.event_words().match_title(&m), "Армагеддон · Anna 2 – Boris 2");

    // A draw is a win for Black: Boris.
    let mut drawn = m.clone();
    play(&mut drawn, None);
    let result = drawn.result().expect("decided");
    assert_eq!(
        result,
        MatchResult::Won { winner: 1, score: [Score::ONE + Score::ONE; 2], armageddon: Some(ArmageddonWin::DrawOdds) }
    );
    assert_eq!(drawn.armageddon_winner(), Some(1));
    assert_eq!(drawn.score(), [Score::from_halves(4); 2], "armageddon adds nothing to the score");
    assert_eq!(
        English.match_result(&drawn, &result),
        "Boris wins the match: armageddon drawn, a win for Black, after 2–2"
    );
    assert_eq!(
        English.match_game(&drawn, 5, &drawn.results()[4]),
        "Armageddon: Anna (White) – Boris ½–½, draw agreed, 40 moves: a win for Black"
    );

    // White wins it outright.
    let mut won = m.clone();
    play(&mut won, Some(0));
    assert_eq!(English.match_title(&won), "Anna wins the match on armageddon after 2–2");
    // Black wins it outright.
    play(&mut m, Some(1));
    assert!(matches!(m.result(), Some(MatchResult::Won { winner: 1, armageddon: Some(ArmageddonWin::Outright), .. })));
}

#[test]
fn armageddon_times_and_increment_follow_the_settings() {
    let clock = |times, time: &str| {
        let mut m = new_match(MatchSettings { tiebreak: Tiebreak::Armageddon(times), time: tc(time), ..settings(1) });
        play(&mut m, None);
        let clock = due(&m).armageddon.expect("armageddon");
        (clock.white.to_string(), clock.black.to_string())
    };
    let ten_seven = ArmageddonTimes { white_minutes: 10, black_minutes: 7 };
    assert_eq!(clock(ten_seven, "3+2"), ("10+2".into(), "7+2".into()));
    assert_eq!(clock(ArmageddonTimes::DEFAULT, "40/90+30,30+30"), ("5+30".into(), "4+30".into()));
    assert_eq!(clock(ArmageddonTimes::DEFAULT, "5d3"), ("5d3".into(), "4d3".into()));
    assert_eq!(clock(ArmageddonTimes::DEFAULT, "3+0.5"), ("5+0.5".into(), "4+0.5".into()));
    assert_eq!(clock(ArmageddonTimes::DEFAULT, "none"), ("5".into(), "4".into()));
}

#[test]
fn a_level_match_without_a_tiebreak_is_drawn() {
    let mut m = new_match(settings(2));
    play_for_anna(&mut m, "10");
    assert_eq!(m.result(), Some(MatchResult::Drawn { score: [Score::ONE; 2] }));
    assert_eq!(English.match_title(&m), "The match is drawn 1–1");
    assert_eq!(Lang::Ru.event_words().match_title(&m), "Матч закончился вничью: 1–1");
    // An odd match ends after its games, whoever leads.
    let mut odd = new_match(settings(3));
    play_for_anna(&mut odd, "==0");
    assert!(matches!(odd.result(), Some(MatchResult::Won { winner: 1, armageddon: None, .. })));
}

#[test]
fn a_chess960_match_plays_each_position_twice_colours_swapped() {
    let mut m = new_match(MatchSettings { chess960: Some(Chess960Policy::Drawn), ..settings(5) });
    let mut starts = Vec::new();
    for _ in 0..5 {
        starts.push(due(&m).chess960);
        play(&mut m, None);
    }
    let p = Start960::Position;
    assert_eq!(
        starts,
        [Some(Start960::DrawNew), Some(p(101)), Some(Start960::DrawNew), Some(p(103)), Some(Start960::DrawNew)]
    );
    let positions: Vec<Option<u16>> = m.results().iter().map(|g| g.chess960).collect();
    assert_eq!(positions, [Some(101), Some(101), Some(103), Some(103), Some(105)]);
    let whites: Vec<usize> = m.results().iter().map(|g| g.white).collect();
    assert_eq!(whites, [0, 1, 0, 1, 0]);

    // The second game of a pair must start from the first one's position.
    let mut m = new_match(MatchSettings { chess960: Some(Chess960Policy::Drawn), ..settings(2) });
    play(&mut m, Some(0));
    let wrong = GameResult {
        white: 1,
        black: 0,
        winner: None,
        termination: Termination::Agreement,
        moves: 10,
        chess960: Some(7),
    };
    assert_eq!(m.record(wrong.clone()), Err(RecordError::WrongPosition { expected: Some(101), found: Some(7) }));
    assert_eq!(
        m.record(GameResult { chess960: None, ..wrong.clone() }),
        Err(RecordError::WrongPosition { expected: Some(101), found: None })
    );
    assert_eq!(
        m.record(GameResult { white: 0, black: 1, ..wrong }),
        Err(RecordError::WrongPlayers { expected: [1, 0], found: [0, 1] })
    );

    let fixed = new_match(MatchSettings { chess960: Some(Chess960Policy::Fixed(518)), ..settings(2) });
    assert_eq!(due(&fixed).chess960, Some(Start960::Position(518)));
    // A standard match takes no Chess960 game.
    let mut standard = new_match(settings(2));
    let c960 = GameResult {
        white: 0,
        black: 1,
        winner: None,
        termination: Termination::Agreement,
        moves: 1,
        chess960: Some(5),
    };
    assert_eq!(standard.record(c960), Err(RecordError::WrongPosition { expected: None, found: Some(5) }));
}

#[test]
fn each_game_carries_the_event_and_round_tags() {
    let m = new_match(settings(4));
    assert_eq!(m.event(), "Match Anna–Boris");
    assert_eq!(m.tags(3), [("Event", "Match Anna–Boris".to_string()), ("Round", "3".to_string())]);
    let named = new_match(MatchSettings { event: Some("Club final".into()), ..settings(4) });
    assert_eq!(named.event(), "Club final");
    assert_eq!(Lang::Ru.event_words().match_name(m.players()), "Матч Anna–Boris");
    assert_eq!(English.match_name(&["Анна".into(), "Борис".into()]), "Match Анна–Борис");
}

#[test]
fn bad_settings_are_refused_with_what_is_wrong() {
    let err = |s: MatchSettings| Match::new(s).err();
    assert_eq!(err(settings(0)), Some(EventError::MatchGames { input: "0".into() }));
    assert_eq!(err(settings(101)), Some(EventError::MatchGames { input: "101".into() }));
    assert_eq!(
        err(MatchSettings::new("Anna", "anna ", 2, tc("5"))),
        Some(EventError::NameTwice { name: "anna".into() })
    );
    assert_eq!(err(MatchSettings::new("Anna", "", 2, tc("5"))), Some(EventError::EmptyName { position: 2 }));
    assert_eq!(err(MatchSettings { event: Some(String::new()), ..settings(2) }), Some(EventError::EmptyEventName));
    assert_eq!(
        err(MatchSettings { chess960: Some(Chess960Policy::Fixed(960)), ..settings(2) }),
        Some(EventError::Chess960Number { number: 960 })
    );
    let four_five = Tiebreak::Armageddon(ArmageddonTimes { white_minutes: 4, black_minutes: 5 });
    assert!(matches!(
        err(MatchSettings { tiebreak: four_five, ..settings(2) }),
        Some(EventError::Armageddon { fault: ArmageddonFault::WhiteNotMore, .. })
    ));
}

#[test]
fn a_match_survives_its_file_after_every_game_with_armageddon_chess960_and_the_lot() {
    let mut m = new_match(MatchSettings {
        event: Some("Матч «Ферзь»\u{1b}[2J".into()),
        tiebreak: Tiebreak::Armageddon(ArmageddonTimes { white_minutes: 6, black_minutes: 5 }),
        colours: FirstColours::ByLot { swapped: true },
        chess960: Some(Chess960Policy::Drawn),
        time: tc("3+2"),
        ..settings(4)
    });
    assert_read_back(&m);
    play_for_anna(&mut m, "=10="); // each play() reads the file back
    assert!(due(&m).draw_odds());
    play(&mut m, None);
    assert_eq!(m.result().map(|r| matches!(r, MatchResult::Won { winner: 0, .. })), Some(true), "Anna had Black");
    assert_read_back(&m);
}

#[test]
fn damaged_and_foreign_files_are_refused_never_a_panic() {
    let mut m = new_match(MatchSettings { tiebreak: Tiebreak::Armageddon(ArmageddonTimes::DEFAULT), ..settings(2) });
    play_for_anna(&mut m, "1");
    let good = m.to_json();
    // Every cut of the file is refused (or, at the very end, only whitespace lost).
    for cut in 0..good.len() {
        if good.is_char_boundary(cut) && !good[cut..].trim().is_empty() {
            assert!(Event::from_json(&good[..cut]).is_err(), "cut at {cut}");
        }
    }
    assert_eq!(Event::from_json("PGN [Event \"x\"]"), Err(EventFileError::NotJson));
    assert_eq!(Event::from_json("{}"), Err(EventFileError::NotAnEvent));
    assert_eq!(Event::from_json("[1, 2]"), Err(EventFileError::NotAnEvent));
    assert_eq!(Event::from_json(r#"{"ferz_event": "1"}"#), Err(EventFileError::NotAnEvent));
    assert_eq!(Event::from_json(r#"{"ferz_event": 2}"#), Err(EventFileError::Version { found: 2 }));
    let big = " ".repeat(MAX_EVENT_BYTES + 1);
    assert_eq!(Event::from_json(&big), Err(EventFileError::TooLarge { bytes: MAX_EVENT_BYTES + 1 }));
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        Event::from_json(&good.replacen(from, to, 1))
    };
    assert_eq!(edit(r#""kind": "match""#, r#""kind": "swiss""#), Err(EventFileError::Field { name: "kind" }));
    assert_eq!(
        edit(r#""games": 2"#, r#""games": 0"#),
        Err(EventFileError::Settings(EventError::MatchGames { input: "0".into() }))
    );
    assert_eq!(edit(r#""games": 2"#, r#""games": -2"#), Err(EventFileError::Field { name: "games" }));
    assert_eq!(edit(r#""time": "15+10""#, r#""time": "fast""#), Err(EventFileError::Field { name: "time" }));
    assert_eq!(edit(r#""result": "1-0""#, r#""result": "2-0""#), Err(EventFileError::Field { name: "result" }));
    assert_eq!(
        edit(r#""termination": "checkmate""#, r#""termination": "boredom""#),
        Err(EventFileError::Field { name: "termination" })
    );
    assert_eq!(edit(r#""white": 0"#, r#""white": 7"#), Err(EventFileError::Field { name: "white" }));
    assert_eq!(
        edit(
            r#""white": 0,
      "black": 1"#,
            r#""white": 1,
      "black": 0"#
        ),
        Err(EventFileError::Game { number: 1, why: RecordError::WrongPlayers { expected: [0, 1], found: [1, 0] } })
    );
    assert_eq!(edit(r#""colours": "given""#, r#""colours": "lot""#).map(|_| ()), Ok(()), "a lot that kept the order");
    assert_eq!(edit(r#""first_white": 0"#, r#""first_white": 1"#), Err(EventFileError::Field { name: "colours" }));
    assert_eq!(edit(r#""armageddon": ["#, r#""armageddon": [4, "#), Err(EventFileError::Field { name: "tiebreak" }));
    assert_eq!(edit(r#""Anna","#, r#""Anna", "Vera","#), Err(EventFileError::Field { name: "players" }));
    assert_eq!(
        edit(r#""Boris""#, r#""Anna""#),
        Err(EventFileError::Settings(EventError::NameTwice { name: "Anna".into() }))
    );
    // Every error has a sentence in both languages, one line each.
    for e in [
        EventFileError::NotJson,
        EventFileError::Field { name: "games" },
        EventFileError::Game { number: 1, why: RecordError::Finished },
    ] {
        for lang in Lang::ALL {
            let line = lang.event_words().file_error(&e);
            assert!(!line.is_empty() && !line.contains('\n'), "{line}");
        }
    }
}

/// A setup with everything a game can be set up with: time odds with an increment and a
/// delay, Chess960 with knight odds, the practice arbiter, touch-move, the Sofia rule and a
/// claim penalty.
fn whole_setup() -> crate::game::Setup {
    use crate::game::{Arbiter, Duration, Setup, StartKind, parse_odds};
    let odds = parse_odds("white:knight").expect("odds");
    let start = crate::game::remove_odds(&crate::rules::Position::chess960(300).expect("960"), &odds, true)
        .expect("a knight to give");
    let mut setup = Setup::new(start, tc("10+5")).with_odds(tc("10+5"), tc("5+5")).expect("one clock");
    setup.options.start = StartKind { odds: vec![odds], ..StartKind::chess960(300) };
    setup.options.arbiter = Arbiter::Practice;
    setup.options.touch_move = true;
    setup.options.no_offers_before = 30;
    setup.options.penalty = Some(Duration::from_ms(90_000));
    setup
}

#[test]
fn the_file_keeps_the_whole_setup_of_every_game_and_old_files_still_load() {
    let rules = GameRules::of(&whole_setup());
    let m = new_match(settings(4)).with_rules(rules.clone());
    assert_eq!(m.time(), &tc("10+5"), "the match's time is its rules'");
    let text = m.to_json();
    for words in [r#""time": "10+5""#, r#""black_time": "5+5""#, r#""arbiter": "practice""#, r#""white:knight""#] {
        assert!(text.contains(words), "{words} in {text}");
    }
    let Ok(Event::Match(back)) = Event::from_json(&text) else { panic!("{text}") };
    assert_eq!(back.rules(), Some(&rules));
    // Applied to a setup, every rule comes back; the names stay.
    let mut setup = crate::game::Setup::new(crate::rules::Position::new(), TimeControl::rapid())
        .named(Some("Vera"), None)
        .expect("a name");
    rules.apply(&mut setup);
    assert_eq!(GameRules::of(&setup), rules);
    assert_eq!(setup.options.white.as_deref(), Some("Vera"));
    // A round-robin keeps them too.
    let rr = RoundRobin::new(RoundRobinSettings {
        players: vec!["Anna".into(), "Boris".into(), "Vera".into()],
        double: false,
        event: None,
    })
    .expect("three players")
    .with_rules(rules.clone());
    let Ok(Event::RoundRobin(back)) = Event::from_json(&rr.to_json()) else { panic!("round-robin") };
    assert_eq!(back.rules(), Some(&rules));
    // A file of an older ferz, without the rules: a match keeps its time control only, a
    // round-robin has none; both load.
    let old = new_match(settings(2)).to_json();
    assert!(!old.contains("\"rules\""));
    let Ok(Event::Match(back)) = Event::from_json(&old) else { panic!("{old}") };
    assert_eq!((back.rules(), back.time()), (None, &tc("15+10")));
    // Damaged rules are refused, naming the field.
    let edit = |from: &str, to: &str| {
        assert!(text.contains(from), "{from}");
        Event::from_json(&text.replacen(from, to, 1))
    };
    assert_eq!(edit(r#""arbiter": "practice""#, r#""arbiter": "lax""#), Err(EventFileError::Field { name: "arbiter" }));
    assert_eq!(
        edit(r#""black_time": "5+5""#, r#""black_time": "-""#),
        Err(EventFileError::Field { name: "black_time" })
    );
    assert_eq!(edit(r#""white:knight""#, r#""white:king""#), Err(EventFileError::Field { name: "odds" }));
    assert_eq!(edit(r#""fen": ""#, r#""fen": "x"#), Err(EventFileError::Field { name: "fen" }));
    assert_eq!(edit(r#""touch_move": true"#, r#""touch_move": 1"#), Err(EventFileError::Field { name: "touch_move" }));
}

#[test]
fn a_new_match_after_one_swaps_the_colours_and_keeps_the_rules() {
    let rules = GameRules::of(&whole_setup());
    let mut m = new_match(settings(2)).with_rules(rules.clone());
    play_for_anna(&mut m, "10");
    assert!(m.result().is_some());
    let again = m.rematch();
    assert_eq!(again.players(), &["Boris".to_string(), "Anna".to_string()]);
    assert_eq!(again.event(), "Match Boris–Anna");
    assert!(again.results().is_empty());
    assert_eq!((again.name(due(&again).white), again.games()), ("Boris", 2));
    // Boris's time odds go with him: he had Black's control, now White's.
    let swapped = again.rules().expect("the rules kept");
    assert_eq!(
        (&swapped.time, swapped.black_time.as_ref()),
        (&rules.black_time.clone().expect("odds"), Some(&rules.time))
    );
    // And so do Anna's knight odds: she gave them as White, now as Black, from the same
    // Chess960 position.
    let odds = crate::game::parse_odds("black:knight").expect("odds");
    assert_eq!(
        swapped.start_kind,
        crate::game::StartKind { odds: vec![odds.clone()], ..crate::game::StartKind::chess960(300) }
    );
    let want = crate::game::remove_odds(&crate::rules::Position::chess960(300).expect("960"), &odds, true);
    assert_eq!(Ok(swapped.start.shredder_fen()), want.map(|p| p.shredder_fen()));
    // A name given is kept, and a lot that gave White to Boris gives it to Anna next.
    let named = new_match(MatchSettings {
        event: Some("Club final".into()),
        colours: FirstColours::ByLot { swapped: true },
        tiebreak: Tiebreak::Armageddon(ArmageddonTimes::DEFAULT),
        ..settings(4)
    })
    .rematch();
    assert_eq!((named.event(), named.name(due(&named).white)), ("Club final", "Anna"));
    assert_eq!(named.tiebreak(), Tiebreak::Armageddon(ArmageddonTimes::DEFAULT));
    assert_eq!(Event::from_json(&named.to_json()), Ok(Event::Match(named)));
}
