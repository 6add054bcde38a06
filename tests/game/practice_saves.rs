//! `--arbiter practice` across a save: the count of illegal moves found and any
//! illegal move not yet found survive saving and resuming, and can be pointed out after it.

use ferz::game::{Arbiter, Breach, Game, GameOptions, Termination, TimeControl};
use ferz::rules::{Color, Position};

/// The instant `ms` milliseconds into the test's timeline.
fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

fn practice(tc: &str) -> Game {
    let tc: TimeControl = tc.parse().expect("time control");
    let options = GameOptions { arbiter: Arbiter::Practice, ..GameOptions::default() };
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
    let text = game.to_save(&ferz::lang::English, at(4_000), None);
    assert!(text.contains("[FerzArbiter \"practice\"]"), "{text}");
    assert!(text.contains("[FerzHandPlies \"e8e6/"), "{text}");
    // The place, the move, found at once, the penalty, what was taken back; then where it was
    // made, the move before it and the moves taken back as the hands made them.
    assert!(
        text.contains(
            "[FerzIllegalFound \"2/f1c4/0/60000/Bc4/\
             rnbqkbnr.pppp1ppp.8.4p3.3P4.8.PPP1PPPP.RNBQKBNR_w_KQkq_-_0_2/e7e5/f1c4\"]"
        ),
        "{text}"
    );

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
    let again = Game::from_save(&back.to_save(&ferz::lang::English, at(13_000), None)).expect("resumes").game;
    assert_eq!(again.outcome(), back.outcome());
    assert_eq!(again.illegal_log().count(Color::Black), 2);
    assert_eq!(again.illegal_log().found.last().and_then(|f| f.ended), back.outcome());
    // With the proof of 6.9, as after a flag fall: how White could still mate.
    assert!(matches!(back.proof(), Some(ferz::game::Proof::CouldMate { side: Color::White, .. })));
    assert_eq!(again.proof(), back.proof());
}

#[test]
fn a_press_and_an_unpromoted_pawn_survive_a_save() {
    let tc: TimeControl = "none".parse().expect("tc");
    let options = GameOptions { arbiter: Arbiter::Practice, ..GameOptions::default() };
    let start = Position::from_fen("8/4P3/8/8/8/8/8/k3K3 w - - 0 1").expect("fen");
    let mut game = Game::new(start, tc, options);
    game.play_text("e8", at(0)).expect("a pawn left a pawn");
    game.press_clock(at(0)).expect("press");
    let back = Game::from_save(&game.to_save(&ferz::lang::English, at(0), None)).expect("resumes").game;
    assert_eq!(back.position(), game.position());
    let pending: Vec<String> = back.illegal_log().pending.iter().map(|c| c.numbered()).collect();
    assert_eq!(pending, ["1. e8", "1... --"]);
    assert_eq!(back.illegal_log().pending[0].breach, Breach::Unpromoted);
    assert_eq!(back.illegal_log().pending[1].breach, Breach::ClockWithoutMove);
}

/// The coach's summary and the record a game keeps of its illegal moves, to compare across a
/// save: pending, found and never found.
fn record(game: &Game) -> (Vec<String>, Vec<String>, Vec<String>, String) {
    let log = game.illegal_log();
    let pending = log.pending.iter().map(|c| format!("{} ({})", c.numbered(), c.breach)).collect();
    let found = log.found.iter().map(ToString::to_string).collect();
    let erased = log.erased.iter().map(|c| format!("{} ({})", c.numbered(), c.breach)).collect();
    (pending, found, erased, log.to_string())
}

/// The game saved at `now` and resumed.
fn saved_and_resumed(game: &Game, now: u64) -> Game {
    let text = game.to_save(&ferz::lang::English, at(now), None);
    Game::from_save(&text).unwrap_or_else(|e| panic!("resumes: {e}\n{text}")).game
}

#[test]
fn a_takeback_of_the_illegal_move_itself_leaves_nothing_to_find_after_a_save() {
    let mut game = practice("rapid");
    play(&mut game, &["d4", "e5", "Bc4"], 1_000);
    assert_eq!(game.illegal_log().pending.len(), 1);
    // The players agree to take the bishop's jump back: it is no longer on the board.
    game.take_back(at(2_000)).expect("takeback");
    assert!(game.illegal_log().pending.is_empty());
    let mut back = saved_and_resumed(&game, 3_000);
    assert!(!game.to_save(&ferz::lang::English, at(3_000), None).contains("FerzHandPlies"));
    assert_eq!(back.moves().iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["d4", "e5"]);
    assert!(back.illegal_log().is_empty());
    back.resume(at(4_000)).expect("resume");
    assert_eq!(back.point_out(at(4_000)).expect("practice"), None);
    assert_eq!(back.illegal_log().count(Color::White), 0);
}

#[test]
fn a_takeback_of_later_moves_keeps_the_illegal_move_standing_across_a_save() {
    let mut game = practice("rapid");
    play(&mut game, &["d4", "e5"], 1_000);
    // Each move thought over for a while: 1.5 s, 2.5 s, 3.5 s.
    for (mv, now) in [("Bc4", 2_500), ("Nc6", 5_000), ("Nf3", 8_500)] {
        play(&mut game, &[mv], now);
    }
    // Only White's knight move is taken back: the bishop's jump still stands, unfound.
    game.take_back(at(9_000)).expect("takeback");
    let pending: Vec<String> = game.illegal_log().pending.iter().map(|c| c.numbered()).collect();
    assert_eq!(pending, ["2. Bc4"]);
    let mut back = saved_and_resumed(&game, 9_500);
    assert_eq!(record(&back), record(&game));
    assert_eq!(back.position(), game.position());
    // Every ply keeps its clock and the time spent on it, the unfound illegal one and those
    // after it included (the record's [%clk] and [%emt]).
    let times = |g: &Game| g.moves().iter().map(|m| (m.clock, m.spent)).collect::<Vec<_>>();
    assert_eq!(times(&back), times(&game));
    assert!(game.moves()[2..].iter().all(|m| m.spent.is_some()), "{:?}", times(&game));
    assert_eq!(back.moves().iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["d4", "e5", "Bc4", "Nc6"]);
    // Found after the save, one ply after it was made, as it would have been before it.
    back.resume(at(10_000)).expect("resume");
    let finding = back.point_out(at(10_000)).expect("practice").expect("found");
    assert_eq!((finding.illegal.numbered(), finding.later_plies), ("2. Bc4".to_string(), 1));
    assert_eq!(finding.undone, ["Bc4", "Nc6"]);
}

#[test]
fn found_and_never_found_illegal_moves_survive_a_save_after_takebacks() {
    let mut game = practice("rapid");
    // White's bishop jumps; Black presses the clock without moving (unseen); White plays on;
    // Black points out the bishop: Black's press goes back with it, never found.
    play(&mut game, &["d4", "e5", "Bc4"], 1_000);
    game.press_clock(at(1_000)).expect("press");
    play(&mut game, &["Nf3"], 1_000);
    let finding = game.point_out(at(2_000)).expect("practice").expect("found");
    assert_eq!(finding.undone, ["Bc4", "--", "Nf3"]);
    assert_eq!(game.illegal_log().erased.len(), 1);
    // White plays on, then the players take back moves to before the bishop's jump and play
    // another line: the record of the illegal moves stays as it was.
    play(&mut game, &["Nf3", "Nc6"], 3_000);
    for _ in 0..4 {
        game.take_back(at(4_000)).expect("takeback");
    }
    play(&mut game, &["e4", "c5"], 5_000);
    let (pending, found, erased, summary) = record(&game);
    assert!(pending.is_empty());
    assert_eq!(found.len(), 1);
    assert!(found[0].starts_with("2. Bc4 was illegal: the bishop on f1 cannot reach c4"), "{found:?}");
    assert_eq!(erased, ["2... -- (the clock was pressed without a move (7.8.1))"]);
    assert!(summary.contains("Black: 2... -- (the clock was pressed without a move (7.8.1)), never pointed out."));

    let back = saved_and_resumed(&game, 6_000);
    assert_eq!(record(&back), record(&game));
    assert_eq!(back.illegal_log().count(Color::White), 1);
    assert_eq!(back.illegal_log().found, game.illegal_log().found);
    assert_eq!(back.moves().iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["e4", "c5"]);
    // And again: a resumed game saves what it resumed.
    let again = saved_and_resumed(&back, 7_000);
    assert_eq!(record(&again), record(&game));
}

#[test]
fn a_save_of_an_older_version_without_positions_still_resumes() {
    let mut game = practice("rapid");
    play(&mut game, &["d4", "e5", "Bc4"], 1_000);
    game.point_out(at(2_000)).expect("practice").expect("found");
    let text = game.to_save(&ferz::lang::English, at(3_000), None);
    let start = text.find("[FerzIllegalFound \"").expect("the tag") + "[FerzIllegalFound \"".len();
    let end = start + text[start..].find('"').expect("its end");
    let old: Vec<&str> = text[start..end].split('/').take(5).collect();
    let older = format!("{}{}{}", &text[..start], old.join("/"), &text[end..]);
    let back = Game::from_save(&older).expect("resumes").game;
    assert_eq!(record(&back), record(&game));
}
