//! `--arbiter practice` across a save (issue 16): the count of illegal moves found and any
//! illegal move not yet found survive saving and resuming, and can be pointed out after it.

use ferz::game::{Breach, Game, GameOptions, Termination, TimeControl};
use ferz::rules::{Color, Position};

/// The instant `ms` milliseconds into the test's timeline.
fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

fn practice(tc: &str) -> Game {
    let tc: TimeControl = tc.parse().expect("time control");
    let options = GameOptions { practice_arbiter: true, ..GameOptions::default() };
    let mut game = Game::new(Position::new(), tc, options);
    game.start_clock(at(0));
    game
}

fn play(game: &mut Game, moves: &[&str], now: u64) {
    for m in moves {
        game.play_text(m, at(now)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn an_unfound_illegal_move_and_the_counts_survive_a_save() {
    let mut game = practice("blitz");
    play(&mut game, &["d4", "e5", "Bc4"], 1_000);
    let finding = game.point_out(at(2_000)).expect("practice").expect("found");
    assert_eq!(finding.count, 1);
    // Black then walks the king two squares and White plays on without noticing.
    play(&mut game, &["Nf3", "Ke6", "Nc3"], 3_000);
    let text = game.to_save(at(4_000), None);
    assert!(text.contains("[FerzArbiter \"practice\"]"), "{text}");
    assert!(text.contains("[FerzHandPlies \"e8e6/"), "{text}");
    assert!(text.contains("[FerzIllegalFound \"2/f1c4/0/60000/Bc4\"]"), "{text}");

    let mut back = Game::from_save(&text).expect("resumes").game;
    assert!(back.is_practice());
    assert_eq!(back.position(), game.position());
    assert_eq!(back.moves().iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["d4", "e5", "Nf3", "Ke6", "Nc3"]);
    assert_eq!(back.illegal_log().count(Color::White), 1);
    assert_eq!(back.illegal_log().count(Color::Black), 0);
    assert_eq!(back.illegal_log().pending.len(), 1);
    assert_eq!(back.illegal_log().pending[0].numbered(), "2... Ke6");
    assert_eq!(back.illegal_log().found, game.illegal_log().found);
    for color in Color::ALL {
        assert_eq!(back.clock().remaining(color, at(9_999)).as_ms(), game.clock().remaining(color, at(4_000)).as_ms());
    }

    // After resuming, White points out Black's king walk: one ply later.
    back.resume(at(10_000)).expect("resume");
    let finding = back.point_out(at(10_000)).expect("practice").expect("found");
    assert_eq!((finding.illegal.by, finding.later_plies, finding.count), (Color::Black, 1, 1));
    assert!(matches!(finding.illegal.breach, Breach::Move(_)));
    assert_eq!(back.moves().len(), 3);
    assert_eq!(back.turn(), Color::Black);
    // Black's second illegal move loses: a press of the clock.
    back.press_clock(at(11_000)).expect("press");
    let finding = back.point_out(at(12_000)).expect("practice").expect("found");
    assert_eq!(finding.count, 2);
    let outcome = back.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.termination), (Some(Color::White), Termination::IllegalMove));

    // A finished game saves and resumes with its ending and its findings.
    let again = Game::from_save(&back.to_save(at(13_000), None)).expect("resumes").game;
    assert_eq!(again.outcome(), back.outcome());
    assert_eq!(again.illegal_log().count(Color::Black), 2);
    assert_eq!(again.illegal_log().found.last().and_then(|f| f.ended), back.outcome());
}

#[test]
fn a_press_and_an_unpromoted_pawn_survive_a_save() {
    let tc: TimeControl = "none".parse().expect("tc");
    let options = GameOptions { practice_arbiter: true, ..GameOptions::default() };
    let start = Position::from_fen("8/4P3/8/8/8/8/8/k3K3 w - - 0 1").expect("fen");
    let mut game = Game::new(start, tc, options);
    game.play_text("e8", at(0)).expect("a pawn left a pawn");
    game.press_clock(at(0)).expect("press");
    let back = Game::from_save(&game.to_save(at(0), None)).expect("resumes").game;
    assert_eq!(back.position(), game.position());
    let pending: Vec<String> = back.illegal_log().pending.iter().map(|c| c.numbered()).collect();
    assert_eq!(pending, ["1. e8", "1... --"]);
    assert_eq!(back.illegal_log().pending[0].breach, Breach::Unpromoted);
    assert_eq!(back.illegal_log().pending[1].breach, Breach::ClockWithoutMove);
}
