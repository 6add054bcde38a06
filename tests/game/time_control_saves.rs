//! Each side's time control survives every record ferz writes: the `WhiteTimeControl` and
//! `BlackTimeControl` tags hold it exactly (delays, Bronstein, hourglass, periods, upcount,
//! time odds), a save is resumed from them, and `TimeControl` says what the PGN standard can.

use ferz::game::{Game, Instant, Setup, TimeControl};
use ferz::pgn::PgnReader;
use ferz::rules::{Color, Position};

/// Every form `--time` writes, and the PGN standard's `TimeControl` for it (`?` where the
/// standard has no form, `-` where no flag can fall).
pub const FORMS: &[(&str, &str)] = &[
    ("none", "-"),
    ("up", "-"),
    ("5", "300"),
    ("3+2", "180+2"),
    ("1+0", "60+0"),
    ("0:30+1", "30+1"),
    ("2.5+0.5", "150+0.5"),
    ("5d3", "?"),
    ("5b3", "?"),
    ("h3", "*180"),
    ("40/90+30,30+30", "40/5400+30:1800+30"),
    ("40/120,20/60,30", "40/7200:20/3600:1800"),
    ("40/90d30,30b30", "?"),
];

/// Time odds: White's control, Black's.
pub const ODDS: &[(&str, &str)] = &[("5", "3+2"), ("5d3", "3b2"), ("h5", "h3"), ("40/90+30,30+30", "60"), ("up", "up")];

fn tc(text: &str) -> TimeControl {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn at(ms: u64) -> Instant {
    Instant::from_ms(ms)
}

/// A game under `white` and `black`, two moves played with time spent on each.
fn played(white: &str, black: &str) -> Game {
    let setup = Setup::new(Position::new(), tc(white)).with_odds(tc(white), tc(black)).expect("odds");
    let mut game = setup.game(false);
    game.start_clock(at(0));
    game.play_text("e4", at(4_000)).expect("e4");
    game.play_text("e5", at(9_500)).expect("e5");
    game
}

/// The tags of a PGN text's one game.
fn tags(text: &str) -> Vec<(String, String)> {
    PgnReader::new(text.as_bytes()).next().expect("a game").expect("reads").tags
}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// Saves `game` at 12 s, resumes it, and checks both controls and both clocks came back.
fn assert_round_trip(game: &Game, label: &str) {
    let now = at(12_000);
    let text = game.to_save(&ferz::lang::English, now, None);
    let back = Game::from_save(&text).unwrap_or_else(|e| panic!("{label}: {e:?}\n{text}")).game;
    for side in [Color::White, Color::Black] {
        assert_eq!(back.clock().time_control_of(side), game.clock().time_control_of(side), "{label} {side:?}\n{text}");
        // Paused as saved: the time left is what it was at the save, whenever it is read.
        assert_eq!(back.clock().remaining(side, at(99_000)), game.clock().remaining(side, now), "{label} {side:?}");
    }
}

#[test]
fn every_form_is_written_exactly_and_resumed_exactly() {
    for &(form, standard) in FORMS {
        let game = played(form, form);
        let text = game.to_pgn(&ferz::lang::English, &[]);
        let tags = tags(&text);
        assert_eq!(tag(&tags, "TimeControl"), Some(standard), "{form}\n{text}");
        for name in ["WhiteTimeControl", "BlackTimeControl"] {
            let exact = tag(&tags, name).unwrap_or_else(|| panic!("{form}: no {name}\n{text}"));
            assert_eq!(tc(exact), tc(form), "{form}: {name} \"{exact}\"");
        }
        assert_round_trip(&game, form);
    }
}

#[test]
fn time_odds_are_written_for_each_side_and_resumed() {
    for &(white, black) in ODDS {
        let game = played(white, black);
        let text = game.to_pgn(&ferz::lang::English, &[]);
        let tags = tags(&text);
        // One standard value cannot hold two controls.
        let standard = if white == black { tc(white).to_pgn_tag() } else { "?".to_string() };
        assert_eq!(tag(&tags, "TimeControl"), Some(standard.as_str()), "{white} / {black}\n{text}");
        assert_eq!(tag(&tags, "WhiteTimeControl").map(tc), Some(tc(white)), "{text}");
        assert_eq!(tag(&tags, "BlackTimeControl").map(tc), Some(tc(black)), "{text}");
        assert_round_trip(&game, &format!("{white} / {black}"));
    }
}

#[test]
fn a_save_written_before_the_exact_tags_is_still_resumed() {
    // Before, the exact controls were in `FerzTimeControl` / `FerzBlackTimeControl`, and
    // `WhiteTimeControl` / `BlackTimeControl` held seconds (written only under odds).
    let old = "[Event \"ferz game\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
               [White \"White\"]\n[Black \"Black\"]\n[Result \"*\"]\n[TimeControl \"300\"]\n\
               [Termination \"unterminated\"]\n[FerzSave \"1\"]\n[FerzTimeControl \"5d3\"]\n\
               [FerzClock \"white=296000 black=180000 moves=1,0 periods=0,0 to_move=black used=0\"]\n\
               [FerzPenalty \"60000\"]\n[FerzNoOffersBefore \"0\"]\n[FerzBlackTimeControl \"3b2\"]\n\
               [WhiteTimeControl \"300\"]\n[BlackTimeControl \"180\"]\n\n1. e4 *\n";
    let game = Game::from_save(old).expect("an older save").game;
    assert_eq!(game.clock().time_control_of(Color::White), &tc("5d3"));
    assert_eq!(game.clock().time_control_of(Color::Black), &tc("3b2"));
    assert_eq!(game.clock().remaining(Color::White, at(0)).as_ms(), 296_000);
}

#[test]
fn a_save_without_any_time_control_tag_is_refused_by_name() {
    let game = played("5d3", "5d3");
    let text = game.to_save(&ferz::lang::English, at(12_000), None);
    let cut: String = text.lines().filter(|l| !l.starts_with("[BlackTimeControl ")).map(|l| format!("{l}\n")).collect();
    let err = Game::from_save(&cut).expect_err("no Black control");
    assert!(format!("{err:?}").contains("BlackTimeControl"), "{err:?}");
}
