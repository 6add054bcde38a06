//! Game-layer rules beyond the script protocol: adjournment with a sealed
//! move (Guidelines I), touch-move (4.3), reasons that need the game's
//! history, dead positions, and saving and resuming.

use ferz::game::{Arbiter, Game, GameError, GameOptions, Refusal, Termination, TimeControl};
use ferz::rules::{Color, Position, Square};

/// The instant `ms` milliseconds into the test's timeline.
fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

fn game(fen: Option<&str>, tc: &str, options: GameOptions) -> Game {
    let start = fen.map_or_else(Position::new, |f| Position::from_fen(f).unwrap());
    let mut g = Game::new(start, tc.parse::<TimeControl>().unwrap(), options);
    g.start_clock(at(0));
    g
}

/// A claim with an intended move typed as text, read as the edge reads it.
fn claim_with(g: &mut Game, text: &str, now: ferz::game::Instant) -> Result<ferz::game::ClaimOutcome, GameError> {
    g.update(now);
    let mv = g.read_move(text)?;
    g.claim(Some(mv), now)
}

fn play(g: &mut Game, moves: &[&str], mut now: u64) -> u64 {
    for m in moves {
        now += 1000;
        g.play_text(m, at(now)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    now
}

#[test]
fn a_sealed_move_is_played_on_resumption_and_the_opponent_clock_starts() {
    let mut g = game(None, "3+2", GameOptions::default());
    let now = play(&mut g, &["e4", "e5", "Nf3"], 0);
    // Black thinks 4 s, then seals Nc6 and the clocks stop.
    let sealed = g.adjourn("Nc6", at(now + 4000)).unwrap();
    assert_eq!((sealed.by, sealed.move_number), (Color::Black, 2));
    let (envelope, code) = g.to_envelope(&ferz::lang::English, at(now + 4000), &sealed, &[]).unwrap();
    assert!(!envelope.contains("Nc6"), "the sealed move must not be in the clear:\n{envelope}");
    assert!(envelope.contains("[FerzSealedBy \"black\"]"));
    let black_left = g.clock().remaining(Color::Black, at(now + 4000)).as_ms();

    // Days later: the envelope is opened.
    let saved = Game::from_save(&envelope).unwrap();
    let mut resumed = saved.game;
    let sealed = saved.envelope.expect("an envelope").open(&code.to_string()).expect("the code opens it");
    assert_eq!(resumed.clock().remaining(Color::Black, at(999_999)).as_ms(), black_left);
    let opened = resumed.open_envelope(&sealed, at(1_000_000)).unwrap();
    assert_eq!(opened, ferz::game::Opened::Played("Nc6".to_string()));
    assert_eq!(resumed.moves().len(), 4);
    assert_eq!(resumed.clock().running(), Some(Color::White));
    // Black's increment is credited for the completed move; no time was charged while adjourned.
    assert_eq!(resumed.clock().remaining(Color::Black, at(1_000_000)).as_ms(), black_left + 2000);
    assert_eq!(
        resumed.clock().remaining(Color::White, at(1_003_000)).as_ms(),
        g.clock().remaining(Color::White, at(now)).as_ms() - 3000
    );
}

#[test]
fn an_illegal_or_ambiguous_sealed_move_loses_the_game() {
    for (text, words) in [("Qh5", "illegal move 'Qh5'"), ("N", "cannot read"), ("Nd2", "ambiguous")] {
        // After 1.d4 d5 2.Nf3 Nf6 3.e3 e6 both white knights (b1, f3) can go to d2.
        let mut g = game(None, "15+10", GameOptions::default());
        let now = play(&mut g, &["d4", "d5", "Nf3", "Nf6", "e3", "e6"], 0);
        let sealed = g.adjourn(text, at(now)).unwrap();
        let envelope = g.to_save(&ferz::lang::English, at(now), Some(&sealed));
        let mut resumed = Game::from_save(&envelope).unwrap().game;
        let opened = resumed.open_envelope(&sealed, at(5_000_000)).unwrap();
        let ferz::game::Opened::Forfeited(err) = opened else { panic!("{text}: {opened:?}") };
        assert!(err.to_string().contains(words), "{text}: {err}");
        let outcome = resumed.outcome().expect("the game is over");
        assert_eq!(outcome.termination, Termination::IllegalSealedMove);
        assert_eq!(outcome.winner, Some(Color::Black));
        assert_eq!(outcome.to_string(), "0–1 — White's sealed move was not a legal move");
    }
}

#[test]
fn touch_move_binds_the_first_touched_piece() {
    let options = GameOptions { touch_move: true, ..GameOptions::default() };
    let mut g = game(None, "none", options);
    // A piece with no legal move does not bind.
    assert_eq!(g.touch(Square::A1, at(0)), Ok(false));
    assert_eq!(g.touch(Square::G1, at(0)), Ok(true));
    let err = g.play_text("e4", at(1000)).unwrap_err();
    assert!(matches!(err, GameError::NotAllowed(Refusal::TouchMove { capture: false, .. })), "{err:?}");
    assert_eq!(err.to_string(), "touch-move: you touched the knight on g1, so you must move it (FIDE 4.3)");
    g.play_text("Nf3", at(1000)).unwrap();
    assert_eq!(g.touched(), None);
    // Touching an enemy piece that can be taken obliges the capture.
    play(&mut g, &["d5", "d4", "e5"], 1000);
    // Now 3.? White to move: the pawn on e5 can be taken by d4xe5.
    assert_eq!(g.touch(Square::E5, at(9000)), Ok(true));
    let err = g.play_text("c4", at(9000)).unwrap_err();
    assert_eq!(err.to_string(), "touch-move: you touched the pawn on e5, so you must capture it (FIDE 4.3)");
    g.play_text("dxe5", at(9000)).unwrap();
}

#[test]
fn without_touch_move_touching_changes_nothing() {
    let mut g = game(None, "none", GameOptions::default());
    assert_eq!(g.touch(Square::G1, at(0)), Ok(false));
    g.play_text("e4", at(1000)).unwrap();
}

#[test]
fn castling_reasons_name_the_move_that_lost_the_right() {
    let mut g = game(None, "none", GameOptions::default());
    play(&mut g, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Ke2", "Nf6", "Ke1", "d6"], 0);
    let err = g.play_text("O-O", at(99_000)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal move 'O-O': you cannot castle kingside (O-O): your king has moved (on move 4)"
    );
    let mut g = game(None, "none", GameOptions::default());
    play(&mut g, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Rg1", "Nf6", "Rh1", "d6"], 0);
    let err = g.play_text("O-O", at(99_000)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal move 'O-O': you cannot castle kingside (O-O): the rook from h1 has moved or been captured (on move 4)"
    );
}

#[test]
fn en_passant_reason_uses_the_last_move() {
    // 1.e4 a6 2.e5 d5 3.a3 a5: the d-pawn's double step was two moves ago.
    let mut g = game(None, "none", GameOptions::default());
    play(&mut g, &["e4", "a6", "e5", "d5", "a3", "a5"], 0);
    let err = g.play_text("exd6", at(99_000)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal move 'exd6': the pawn on e5 cannot take the pawn on d5 en passant: that is allowed only on the move right after its double step"
    );
}

#[test]
fn a_locked_pawn_wall_is_a_dead_position() {
    // The g-pawn can still move; once it locks the wall, no pawn ever can and no king gets through.
    let mut g = game(Some("4k3/8/8/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1"), "none", GameOptions::default());
    assert!(!g.is_over());
    g.play_text("g4", at(1000)).unwrap();
    let o = g.outcome().expect("dead once the wall is closed");
    assert_eq!(o.termination, Termination::DeadPosition);
}

#[test]
fn moves_are_refused_while_paused() {
    let mut g = game(None, "5+0", GameOptions::default());
    g.pause(at(1000)).unwrap();
    let err = g.play_text("e4", at(2000)).unwrap_err();
    assert_eq!(err, GameError::NotAllowed(Refusal::Paused));
    g.resume(at(5000)).unwrap();
    g.play_text("e4", at(6000)).unwrap();
    // 1 s before the pause and 1 s after it: 298 s left.
    assert_eq!(g.clock().remaining(Color::White, at(6000)).as_ms(), 298_000);
}

#[test]
fn a_save_keeps_every_clock_reading_and_option() {
    let options = GameOptions { touch_move: true, no_offers_before: 20, ..GameOptions::default() };
    let mut g = game(None, "3+2", options);
    play(&mut g, &["e4", "e5", "Nf3"], 0);
    let text = g.to_save(&ferz::lang::English, at(5000), None);
    let back = Game::from_save(&text).unwrap().game;
    let clocks: Vec<_> = back.moves().iter().map(|m| m.clock.map(ferz::game::Duration::as_ms)).collect();
    let original: Vec<_> = g.moves().iter().map(|m| m.clock.map(ferz::game::Duration::as_ms)).collect();
    assert_eq!(clocks, original);
    assert!(back.options().touch_move);
    assert_eq!(back.options().no_offers_before, 20);
}

#[test]
fn a_takeback_restores_both_clocks_without_the_increment() {
    let mut g = game(None, "5+3", GameOptions::default());
    // White thinks 4 s and plays e4 (+3 s), Black thinks 2 s, then they agree to take it back.
    g.play_text("e4", at(4_000)).unwrap();
    assert_eq!(g.clock().remaining(Color::White, at(4_000)).as_ms(), 303_000 - 4_000 + 3_000);
    g.take_back(at(6_000)).unwrap();
    assert_eq!(g.moves().len(), 0);
    assert_eq!(g.turn(), Color::White);
    // White's clock runs again from where it stood when e4 was made: 4 s used, no increment.
    assert_eq!(g.clock().running(), Some(Color::White));
    assert_eq!(g.clock().remaining(Color::White, at(6_000)).as_ms(), 303_000 - 4_000);
    assert_eq!(g.clock().remaining(Color::Black, at(6_000)).as_ms(), 303_000);
    g.play_text("d4", at(7_000)).unwrap();
    assert_eq!(g.clock().remaining(Color::White, at(7_000)).as_ms(), 303_000 - 5_000 + 3_000);
    // Nothing to take back at the start; a resignation cannot be taken back.
    let mut fresh = game(None, "5+3", GameOptions::default());
    assert_eq!(fresh.take_back(at(0)), Err(GameError::NotAllowed(Refusal::NothingToTakeBack)));
    g.resign(Color::Black, at(8_000)).unwrap();
    assert!(matches!(g.take_back(at(9_000)), Err(GameError::GameOver(_))));
}

#[test]
fn a_mate_can_be_taken_back_in_casual_play() {
    let mut g = game(None, "none", GameOptions::default());
    play(&mut g, &["f3", "e5", "g4", "Qh4"], 0);
    assert_eq!(g.outcome().map(|o| o.termination), Some(Termination::Checkmate));
    g.take_back(at(10_000)).unwrap();
    assert!(!g.is_over());
    assert_eq!(g.turn(), Color::Black);
}

#[test]
fn a_takeback_forgets_the_repetition_and_the_replayed_move_brings_it_back() {
    use ferz::game::ClaimReason;
    let mut g = game(None, "none", GameOptions::default());
    let now = play(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"], 0);
    assert_eq!((g.repetitions(), g.claimable()), (3, vec![ClaimReason::ThreefoldRepetition]));
    // Black takes Ng8 back: the start position has stood twice only, nothing can be claimed.
    g.take_back(at(now + 1_000)).unwrap();
    assert_eq!((g.repetitions(), g.claimable()), (2, Vec::new()));
    let wrong = g.claim(None, at(now + 2_000)).unwrap();
    assert!(!wrong.accepted, "{wrong:?}");
    // Ng8 again: the third time, and the claim is upheld.
    let now = play(&mut g, &["Ng8"], now + 2_000);
    assert_eq!(g.repetitions(), 3);
    let upheld = g.claim(None, at(now + 1_000)).unwrap();
    assert_eq!((upheld.accepted, upheld.reason), (true, Some(ClaimReason::ThreefoldRepetition)));
    assert_eq!(g.outcome().map(|o| o.termination), Some(Termination::ThreefoldRepetition));
}

#[test]
fn a_wrong_claim_refused_for_touch_move_changes_nothing() {
    let options = GameOptions { touch_move: true, ..GameOptions::default() };
    let mut g = game(None, "5+0", options);
    g.touch(Square::G1, at(0)).unwrap();
    let err = claim_with(&mut g, "e4", at(1_000)).unwrap_err();
    assert!(matches!(err, GameError::NotAllowed(Refusal::TouchMove { .. })), "{err:?}");
    assert_eq!(g.clock().remaining(Color::Black, at(1_000)).as_ms(), 300_000, "no penalty for a refused claim");
    assert_eq!(g.moves().len(), 0);
}

#[test]
fn the_strict_arbiter_mode_is_kept_in_the_save() {
    let options = GameOptions { arbiter: Arbiter::Strict, ..GameOptions::default() };
    let mut g = game(None, "3+2", options);
    play(&mut g, &["e4"], 0);
    let text =
        g.to_save_tagged(&ferz::lang::English, at(5000), None, &[("Date", "2026.11.30"), ("Event", "Club night")]);
    assert!(text.contains("[Date \"2026.11.30\"]") && text.contains("[Event \"Club night\"]"), "{text}");
    let back = Game::from_save(&text).unwrap().game;
    assert_eq!(back.arbiter(), Arbiter::Strict);
}

#[test]
fn incorrect_claims_are_written_in_the_record() {
    let mut g = game(None, "3+2", GameOptions::default());
    g.play_text("e4", at(1_000)).unwrap();
    g.claim(None, at(2_000)).unwrap();
    g.play_text("e5", at(3_000)).unwrap();
    claim_with(&mut g, "Nf3", at(4_000)).unwrap();
    let pgn = g.to_pgn(&ferz::lang::English, &[]);
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("1. e4 { [%clk 0:03:03] [%emt 0:00:01] Black claimed a draw: incorrect, White +1:00 }"),
        "{pgn}"
    );
    assert!(flat.contains("White claimed a draw with the intended move Nf3: incorrect, Black +1:00 } 2. Nf3"), "{pgn}");
    // A takeback of the intended move takes its claim note away too.
    g.take_back(at(5_000)).unwrap();
    let flat = g.to_pgn(&ferz::lang::English, &[]).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("White claimed a draw with the intended move Nf3"), "the claim came before the move: {flat}");
    // A takeback of the move before it keeps it — its minute stays on Black's clock — where the
    // game goes on.
    g.take_back(at(6_000)).unwrap();
    let flat = g.to_pgn(&ferz::lang::English, &[]).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "Black claimed a draw: incorrect, White +1:00 White claimed a draw with the intended move Nf3: \
             incorrect, Black +1:00 } *"
        ),
        "{flat}"
    );
}

/// What a claim would be upheld for, and which next moves would make a claim valid (the
/// assist arbiter's warnings and hints rest on these).
#[test]
fn claim_grounds_and_the_claims_a_next_move_makes_valid() {
    use ferz::game::ClaimReason;
    use ferz::rules::parse_move;
    // The knights go out and back: Black's Ng8 would bring the start position a third time.
    let mut g = game(None, "rapid", GameOptions::default());
    play(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"], 0);
    assert!(g.claim_grounds(None).is_empty(), "nothing to claim as the position stands");
    let ng8 = parse_move(g.position(), "Ng8").unwrap();
    let nh5 = parse_move(g.position(), "Nh5").unwrap();
    assert_eq!(g.claim_grounds(Some(ng8)), vec![ClaimReason::ThreefoldRepetition]);
    assert!(g.claim_grounds(Some(nh5)).is_empty());
    assert_eq!(g.claims_by_next_move(), vec![(ng8, ClaimReason::ThreefoldRepetition)]);
    // Once the position stands a third time, the claim is there now, not with a move.
    play(&mut g, &["Ng8"], 10_000);
    assert_eq!(g.claim_grounds(None), vec![ClaimReason::ThreefoldRepetition]);
    assert_eq!(g.claim_grounds(Some(parse_move(g.position(), "e4").unwrap())), vec![ClaimReason::ThreefoldRepetition]);
    assert!(g.claims_by_next_move().is_empty());
    // Halfmove 99: every move but a capture or a pawn move is the fiftieth.
    let g = game(Some("8/8/4k3/8/8/4P3/8/R3K3 w - - 99 80"), "rapid", GameOptions::default());
    let next = g.claims_by_next_move();
    let pawn = parse_move(g.position(), "e4").unwrap();
    assert_eq!(next.len(), g.position().legal_moves().len() - 1, "all but the pawn move: {next:?}");
    assert!(next.iter().all(|&(mv, reason)| mv != pawn && reason == ClaimReason::FiftyMoves));
    assert!(g.claim_grounds(Some(pawn)).is_empty());
}

/// A wrong claim's penalty is an event of its own: taking back the claimant's intended move,
/// then the opponent's move before the claim, leaves the opponent the minute given (9.5.3) —
/// on the clock, in the record, and after a save and `ferz resume`.
#[test]
fn a_takeback_keeps_the_penalty_of_a_wrong_claim_made_after_the_move() {
    let mut g = game(None, "15+0", GameOptions::default());
    g.play_text("e4", at(1_000)).unwrap();
    g.play_text("e5", at(2_000)).unwrap();
    // White claims a draw with 2. Nf3: wrong, Black gets a minute and Nf3 is played.
    let claim = claim_with(&mut g, "Nf3", at(3_000)).unwrap();
    assert_eq!((claim.accepted, claim.penalty.as_ms()), (false, 60_000));
    assert_eq!(g.clock().remaining(Color::Black, at(3_000)).as_ms(), 899_000 + 60_000);
    // Both moves back: 2. Nf3, then 1... e5, the move before the claim.
    g.take_back(at(4_000)).unwrap();
    g.take_back(at(5_000)).unwrap();
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.turn(), Color::Black);
    // Black's clock stands where it stood when e5 was made, with the minute still on it.
    assert_eq!(g.clock().remaining(Color::Black, at(5_000)).as_ms(), 899_000 + 60_000);
    assert_eq!(g.wrong_claims().len(), 1, "the record keeps the claim");
    let pgn = g.to_pgn(&ferz::lang::English, &[]);
    assert!(pgn.contains("White claimed a draw with the intended") && pgn.contains("incorrect, Black +1:00"), "{pgn}");
    // A save and a resume keep it; so does a takeback after the resume.
    let text = g.to_save(&ferz::lang::English, at(5_000), None);
    let mut back = Game::from_save(&text).unwrap().game;
    assert_eq!(back.clock().remaining(Color::Black, at(0)).as_ms(), 959_000);
    back.resume(at(6_000)).unwrap();
    back.take_back(at(7_000)).unwrap();
    assert_eq!(back.moves().len(), 0);
    // A save keeps the times, not the clock before each move: the takeback leaves them as they
    // are (Black's thinking on the move cut short given back), the minute with them.
    assert!(back.clock().remaining(Color::Black, at(7_000)).as_ms() >= 959_000);
}

/// The same for a wrong claim without a move (as the position stands) and for the penalty of
/// an illegal move pointed out (`--arbiter practice`, 7.5.5): a takeback of the move before
/// them keeps the time they gave.
#[test]
fn a_takeback_keeps_the_penalties_of_a_claim_as_it_stands_and_of_an_illegal_move() {
    let mut g = game(None, "15+0", GameOptions::default());
    g.play_text("e4", at(1_000)).unwrap();
    g.play_text("e5", at(2_000)).unwrap();
    assert!(!g.claim(None, at(3_000)).unwrap().accepted);
    g.take_back(at(4_000)).unwrap();
    assert_eq!(g.clock().remaining(Color::Black, at(4_000)).as_ms(), 899_000 + 60_000);

    let options = GameOptions { arbiter: Arbiter::Practice, ..GameOptions::default() };
    let mut g = game(None, "15+0", options);
    g.play_text("d4", at(1_000)).unwrap();
    g.play_text("e5", at(2_000)).unwrap();
    // White's bishop jumps its pawn; Black points it out: a minute for Black.
    g.play_text("Bc4", at(3_000)).unwrap();
    assert!(g.point_out(at(4_000)).unwrap().is_some());
    assert_eq!(g.moves().len(), 2);
    g.play_text("Nf3", at(5_000)).unwrap();
    g.take_back(at(6_000)).unwrap();
    g.take_back(at(7_000)).unwrap();
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.clock().remaining(Color::Black, at(7_000)).as_ms(), 899_000 + 60_000);
}
