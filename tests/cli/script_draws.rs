//! `ferz script` draws: offers (9.1), claims of threefold repetition and
//! fifty moves with and without an intended move (9.2–9.5), the automatic
//! endings (fivefold, 75 moves, stalemate, dead material) and checkmate.

use crate::common;

use common::{assert_ended, assert_error, assert_ongoing, check_pgn, clock, last, moves, refs, script};
use serde_json::{Value, json};

const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

/// The knight shuffle from the start, `plies` long.
fn shuffle(plies: usize) -> Vec<String> {
    moves(&SHUFFLE.iter().cycle().take(plies).copied().collect::<Vec<_>>())
}

fn with(mut lines: Vec<String>, more: &[&str]) -> Vec<String> {
    lines.extend(more.iter().map(|s| s.to_string()));
    lines
}

// ----- offers -----

#[test]
fn offer_stands_through_the_offerers_move_and_is_accepted() {
    let out = script(&["--time", "3+2"], &["move e4", "move e5", "offer", "move Nf3", "accept", "state"]);
    assert_eq!(out[2]["draw_offer"], "white");
    assert_ongoing(&out[2]);
    assert_eq!(out[3]["draw_offer"], "white", "the offer stands through White's own move");
    assert_eq!(out[3]["turn"], "black");
    assert_ended(&out[4], "1/2-1/2", "agreement");
    assert_eq!(out[4]["draw_offer"], Value::Null);
    assert_eq!(out[4]["moves"], json!(["e4", "e5", "Nf3"]));
    assert_eq!(clock(&out[4]), (186_000, 184_000, None));
    assert_eq!(out[5], out[4]);
}

#[test]
fn black_offers_and_white_accepts() {
    let out = script(&["--time", "none"], &["move d4", "offer", "move d5", "accept"]);
    assert_eq!(out[1]["draw_offer"], "black");
    assert_eq!(out[2]["draw_offer"], "black");
    assert_ended(&out[3], "1/2-1/2", "agreement");
}

#[test]
fn an_offer_can_be_accepted_before_the_offerer_moves() {
    let out = script(&["--time", "none"], &["move e4", "move e5", "offer", "accept"]);
    assert_ended(&out[3], "1/2-1/2", "agreement");
    assert_eq!(out[3]["moves"], json!(["e4", "e5"]));
}

#[test]
fn offer_declined() {
    let out = script(&["--time", "none"], &["move e4", "move e5", "offer", "move Nf3", "decline", "decline", "accept"]);
    assert_eq!(out[3]["draw_offer"], "white");
    assert_ongoing(&out[4]);
    assert_eq!(out[4]["draw_offer"], Value::Null);
    assert_eq!(out[4]["moves"], json!(["e4", "e5", "Nf3"]));
    assert_error(&out[5], "no_offer");
    assert_error(&out[6], "no_offer");
}

#[test]
fn offer_lapses_when_the_receiver_moves() {
    let out = script(&["--time", "none"], &["move e4", "move e5", "offer", "move Nf3", "move Nc6", "accept", "state"]);
    assert_eq!(out[3]["draw_offer"], "white");
    assert_eq!(out[4]["draw_offer"], Value::Null, "a move declines the offer");
    assert_error(&out[5], "no_offer");
    assert_ongoing(&out[6]);
    assert_eq!(out[6]["moves"], json!(["e4", "e5", "Nf3", "Nc6"]));
}

#[test]
fn agreement_needs_a_move_by_each_player() {
    let out = script(
        &["--time", "none"],
        &["offer", "accept", "state", "move e4", "accept", "move e5", "accept", "offer", "move Nf3", "accept"],
    );
    assert_eq!(out[0]["draw_offer"], "white");
    assert_error(&out[1], "not_allowed");
    assert_eq!(out[2], out[0], "a refused accept changes nothing");
    assert_eq!(out[3]["draw_offer"], "white");
    assert_error(&out[4], "not_allowed");
    assert_eq!(out[5]["draw_offer"], Value::Null, "Black's move declined it");
    assert_error(&out[6], "no_offer");
    assert_ended(&out[9], "1/2-1/2", "agreement");
}

#[test]
fn agreement_from_a_fen_needs_a_move_by_each_player_too() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    let out = script(&["--fen", fen, "--time", "none"], &["move Kd7", "offer", "accept", "move e4", "offer", "accept"]);
    assert_error(&out[2], "not_allowed");
    assert_eq!(out[3]["draw_offer"], "white");
    assert_error(&out[4], "not_allowed");
    assert_ended(&out[5], "1/2-1/2", "agreement");
}

#[test]
fn accept_or_decline_with_no_offer() {
    let out = script(&["--time", "none"], &["accept", "decline", "move e4", "move e5", "accept", "decline", "state"]);
    for i in [0, 1, 4, 5] {
        assert_error(&out[i], "no_offer");
    }
    assert_ongoing(&out[6]);
}

#[test]
fn a_second_offer_is_refused() {
    let out = script(&["--time", "none"], &["move e4", "offer", "offer", "move e5", "offer", "state"]);
    assert_error(&out[2], "not_allowed");
    assert_error(&out[4], "not_allowed");
    assert_eq!(out[5]["draw_offer"], "black");
}

#[test]
fn offers_are_recorded_in_the_pgn() {
    let out = script(
        &["--time", "none"],
        &["move e4", "offer", "move e5", "move Nf3", "move Nc6", "offer", "move Bb5", "accept", "pgn"],
    );
    assert_ended(&out[7], "1/2-1/2", "agreement");
    let pgn = out[8]["pgn"].as_str().expect("pgn text");
    assert!(pgn.ends_with("\n\n1. e4 e5 { (=) } 2. Nf3 Nc6 3. Bb5 { (=) ½–½ — draw agreed } 1/2-1/2\n"), "{pgn}");
}

// ----- claims -----

fn claim_of(answer: &Value) -> &Value {
    &answer["claim"]
}

#[test]
fn threefold_claim_right_and_wrong_without_an_intended_move() {
    let lines = with(shuffle(4), &["claim"]);
    let lines = with([lines, shuffle(4)].concat(), &["claim"]);
    let out = script(&[], &refs(&lines));
    // After 2...Ng8 the start position stands for the second time only.
    assert_eq!(out[3]["claimable"], json!([]));
    assert_ongoing(&out[4]);
    assert_eq!(claim_of(&out[4]), &json!({"accepted": false, "reason": null, "penalty_ms": 60000}));
    assert_eq!(clock(&out[4]), (930_000, 990_000, Some("white")), "the opponent gets a minute");
    assert_eq!(out[4]["moves"], out[3]["moves"], "nothing is played");
    for (i, answer) in out.iter().enumerate().take(8).skip(5) {
        assert_eq!(answer["claimable"], json!([]), "ply {}", i);
    }
    assert_eq!(out[8]["claimable"], json!(["threefold_repetition"]));
    assert_ongoing(&out[8]);
    assert_ended(&out[9], "1/2-1/2", "threefold_repetition");
    assert_eq!(claim_of(&out[9]), &json!({"accepted": true, "reason": "threefold_repetition", "penalty_ms": 0}));
    assert_eq!(clock(&out[9]), (950_000, 1_010_000, None));
    assert_eq!(out[9]["moves"].as_array().map(Vec::len), Some(8));
}

#[test]
fn threefold_claim_with_an_intended_move() {
    // 2... Ng8 would make the start position stand for the second time only: wrong, and played.
    let lines = with(shuffle(3), &["claim Ng8"]);
    let lines = with([lines, shuffle(3)].concat(), &["claim Ng8"]);
    let out = script(&["--time", "3+2"], &refs(&lines));
    let wrong = &out[3];
    assert_ongoing(wrong);
    assert_eq!(claim_of(wrong), &json!({"accepted": false, "reason": null, "penalty_ms": 60000}));
    assert_eq!(wrong["last_san"], "Ng8");
    assert_eq!(wrong["turn"], "white");
    assert_eq!(clock(wrong), (186_000 + 60_000, 186_000, Some("white")), "penalty to White, increment to Black");
    let right = &out[7];
    assert_ended(right, "1/2-1/2", "threefold_repetition");
    assert_eq!(claim_of(right), &json!({"accepted": true, "reason": "threefold_repetition", "penalty_ms": 0}));
    assert_eq!(right["last_san"], "Ng8");
    assert_eq!(right["fen"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    assert_eq!(right["turn"], "white");
    // The claimant's clock stops with the claim; the recorded move gets no increment.
    assert_eq!(clock(right), (250_000, 188_000, None));
}

/// The PGN of a `pgn` answer.
fn pgn_of(answer: &Value) -> &str {
    answer["pgn"].as_str().unwrap_or_else(|| panic!("no PGN in {answer}"))
}

#[test]
fn a_claim_the_position_already_allows_is_decided_on_it_and_the_move_is_not_played() {
    // The start position stands for the third time: `claim a3` is a claim as it stands.
    let knights = moves(&["Nc3", "Na6", "Nb1", "Nb8", "Nc3", "Na6", "Nb1", "Nb8"]);
    let out = script(&["--time", "none"], &refs(&with(knights, &["claim a3", "pgn"])));
    assert_ended(&out[8], "1/2-1/2", "threefold_repetition");
    assert_eq!(claim_of(&out[8]), &json!({"accepted": true, "reason": "threefold_repetition", "penalty_ms": 0}));
    assert_eq!(out[8]["last_san"], "Nb8", "a3 is not played");
    assert_eq!(out[8]["fen"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    let pgn = pgn_of(&out[9]);
    assert!(pgn.ends_with("4. Nb1 Nb8 { ½–½ — threefold repetition,\nclaimed by White } 1/2-1/2\n"), "{pgn}");
    let read = check_pgn(pgn);
    assert_eq!((&read["ok"], &read["plies"], &read["result"]), (&json!(true), &json!(8), &json!("1/2-1/2")));

    // Fifty moves already made: `claim e4` draws, and the pawn stays on e2.
    let fen = "8/8/8/4k3/8/8/4P3/K7 w - - 100 80";
    let out = script(&["--time", "none", "--fen", fen], &["claim e4", "pgn"]);
    assert_ended(&out[0], "1/2-1/2", "fifty_moves");
    assert_eq!((&out[0]["fen"], &out[0]["moves"]), (&json!(fen), &json!([])));
    let read = check_pgn(pgn_of(&out[1]));
    assert_eq!((&read["ok"], &read["plies"], &read["result"]), (&json!(true), &json!(0), &json!("1/2-1/2")));
    assert_eq!(read["fen"], fen);
}

#[test]
fn a_claim_whose_intended_move_would_mate_is_a_draw_and_the_record_shows_no_mate() {
    // 100. Ra8# would complete fifty moves: the claim holds (FIDE lets a player claim instead
    // of mating), and the mate, never made on the board, is not written as a move.
    let fen = "7k/8/6K1/8/8/8/8/R7 w - - 99 100";
    let out = script(&["--time", "none", "--fen", fen], &["claim Ra8", "pgn", "move Ra8"]);
    assert_ended(&out[0], "1/2-1/2", "fifty_moves");
    assert_eq!(claim_of(&out[0]), &json!({"accepted": true, "reason": "fifty_moves", "penalty_ms": 0}));
    assert_eq!((&out[0]["fen"], &out[0]["moves"]), (&json!(fen), &json!([])));
    let pgn = pgn_of(&out[1]);
    assert!(pgn.contains("{ White claimed the draw with the intended move Ra8#, which was not played."), "{pgn}");
    let read = check_pgn(pgn);
    assert_eq!(
        (&read["ok"], &read["plies"], &read["result"], &read["termination"]),
        (&json!(true), &json!(0), &json!("1/2-1/2"), &json!(null))
    );
    assert_error(&out[2], "game_over");
    // One move earlier the same claim is wrong: Ra8 is played, and it mates.
    let out = script(&["--time", "none", "--fen", "7k/8/6K1/8/8/8/8/R7 w - - 97 100"], &["claim Ra8", "pgn"]);
    assert_ended(&out[0], "1-0", "checkmate");
    let read = check_pgn(pgn_of(&out[1]));
    assert_eq!(
        (&read["ok"], &read["result"], &read["termination"]),
        (&json!(true), &json!("1-0"), &json!("checkmate"))
    );
}

#[test]
fn a_claim_with_an_illegal_or_unreadable_move_changes_nothing() {
    let lines = with(shuffle(7), &["claim Ng5", "claim Nf9", "claim hello", "state", "claim e5 e6"]);
    let out = script(&["--time", "3+2"], &refs(&lines));
    assert_error(&out[7], "illegal_move");
    assert_error(&out[8], "parse");
    assert_error(&out[9], "parse");
    assert_eq!(out[10], out[6]);
    assert_error(&out[11], "parse");
}

#[test]
fn a_claim_with_an_ambiguous_move_changes_nothing() {
    let out = script(
        &["--time", "none"],
        &["move d4", "move d5", "move Nf3", "move Nf6", "move e3", "move e6", "claim Nd2", "state"],
    );
    assert_error(&out[6], "ambiguous_move");
    assert_eq!(out[7], out[5]);
}

#[test]
fn en_passant_at_the_first_occurrence_makes_it_a_different_position() {
    // After 2...d5 White could take en passant, so that position is not the
    // same as the one after 4...Nb8 or 6...Nb8, with no en passant.
    let prefix = moves(&["e4", "Nf6", "e5", "d5"]);
    let cycle = moves(&["Nf3", "Nc6", "Ng1", "Nb8"]);
    let lines = [prefix.clone(), cycle.clone(), cycle.clone(), vec!["claim".to_string()]].concat();
    let out = script(&["--time", "none"], &refs(&lines));
    assert_eq!(out[3]["fen"], "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    assert_eq!(out[7]["fen"], "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 4 5");
    assert_eq!(out[11]["claimable"], json!([]), "the same pieces for the third time, but only the second position");
    assert_eq!(claim_of(&out[12]), &json!({"accepted": false, "reason": null, "penalty_ms": 0}));
    assert_ongoing(&out[12]);
    // Other positions of the cycle had no en passant: they are already threefold after 7. Nf3.
    let lines = [prefix.clone(), cycle.clone(), cycle.clone(), moves(&["Nf3"])].concat();
    assert_eq!(last(&["--time", "none"], &refs(&lines))["claimable"], json!(["threefold_repetition"]));
    // With the intended move: 6...Nb8 makes only a second occurrence; 8...Nb8 a third.
    let mut lines = [prefix.clone(), cycle.clone(), moves(&["Nf3", "Nc6", "Ng1"])].concat();
    lines.push("claim Nb8".to_string());
    lines.extend(moves(&["Nf3", "Nc6", "Ng1"]));
    lines.push("claim Nb8".to_string());
    let out = script(&["--time", "none"], &refs(&lines));
    assert_eq!(claim_of(&out[11]), &json!({"accepted": false, "reason": null, "penalty_ms": 0}));
    assert_eq!(out[11]["last_san"], "Nb8");
    assert_ongoing(&out[11]);
    assert_ended(&out[15], "1/2-1/2", "threefold_repetition");
    assert_eq!(claim_of(&out[15]), &json!({"accepted": true, "reason": "threefold_repetition", "penalty_ms": 0}));
}

#[test]
fn en_passant_square_is_shown_only_when_the_capture_is_legal() {
    let out = script(&["--time", "none"], &["move e4", "move Nf6", "move e5", "move d5", "move exd6"]);
    assert_eq!(out[0]["fen"], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(out[3]["fen"], "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    assert_eq!(out[4]["last_san"], "exd6");
    assert_eq!(out[4]["fen"], "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    // The capturing pawn is pinned along the rank: no en passant square.
    let pinned = last(&["--fen", "4k3/3p4/8/K3P2r/8/8/8/8 b - - 0 1", "--time", "none"], &["move d5"]);
    assert_eq!(pinned["fen"], "4k3/8/8/K2pP2r/8/8/8/8 w - - 0 2");
    let free = last(&["--fen", "4k3/3p4/8/4P3/8/8/7r/K7 b - - 0 1", "--time", "none"], &["move d5"]);
    assert_eq!(free["fen"], "4k3/8/8/3pP3/8/8/7r/K7 w - d6 0 2");
}

#[test]
fn lost_castling_rights_make_a_different_position() {
    // The rooks go h1-h2-h1 and h8-h7-h8: the board is back, the king-side rights are not.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let cycle = moves(&["Rh2", "Rh7", "Rh1", "Rh8"]);
    let lines = [cycle.clone(), cycle.clone(), vec!["claim".to_string()], cycle.clone()].concat();
    let out = script(&["--fen", fen, "--time", "none"], &refs(&lines));
    assert_eq!(out[3]["fen"], "r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3");
    assert_eq!(out[7]["claimable"], json!([]), "the start had all rights: this is only the second time");
    assert_eq!(claim_of(&out[8])["accepted"], false);
    assert_eq!(out[8]["claimable"], json!([]));
    assert_eq!(out[9]["claimable"], json!([]));
    assert_eq!(out[10]["claimable"], json!(["threefold_repetition"]));
    assert_eq!(out[12]["claimable"], json!(["threefold_repetition"]));
    // Kings stepping out and back lose all the rights.
    let lines = moves(&["e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7"]);
    let out = script(&["--time", "none"], &refs(&lines));
    assert_eq!(out[5]["fen"], "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 4 4");
    assert_eq!(out[9]["claimable"], json!([]));
    assert_eq!(out[10]["claimable"], json!([]));
    assert_eq!(out[11]["claimable"], json!(["threefold_repetition"]));
}

#[test]
fn fifty_moves_claims() {
    let fen = "4k3/8/8/8/8/8/3RP3/4K3 w - - 99 80";
    let out = script(&["--fen", fen], &["state", "claim", "claim e3", "move Ke7", "claim", "state"]);
    assert_eq!(out[0]["claimable"], json!([]));
    assert_eq!(claim_of(&out[1]), &json!({"accepted": false, "reason": null, "penalty_ms": 60000}));
    assert_eq!(clock(&out[1]), (910_000, 970_000, Some("white")));
    // A pawn move cannot complete fifty moves: wrong, the move is played.
    assert_eq!(claim_of(&out[2]), &json!({"accepted": false, "reason": null, "penalty_ms": 60000}));
    assert_eq!(out[2]["fen"], "4k3/8/8/8/8/4P3/3R4/4K3 b - - 0 80");
    assert_eq!(clock(&out[2]), (920_000, 1_030_000, Some("black")));
    assert_eq!(claim_of(&out[4]), &json!({"accepted": false, "reason": null, "penalty_ms": 60000}));
    assert_eq!(clock(&out[4]), (920_000, 1_100_000, Some("white")));
    assert_ongoing(&out[5]);

    let out = script(&["--fen", fen], &["claim Rd3"]);
    assert_ended(&out[0], "1/2-1/2", "fifty_moves");
    assert_eq!(claim_of(&out[0]), &json!({"accepted": true, "reason": "fifty_moves", "penalty_ms": 0}));
    assert_eq!(out[0]["fen"], "4k3/8/8/8/8/3R4/4P3/4K3 b - - 100 80");
    assert_eq!(out[0]["moves"], json!(["Rd3"]));

    let out = script(&["--fen", "4k3/8/8/8/8/8/3RP3/4K3 b - - 100 80"], &["state", "claim"]);
    assert_eq!(out[0]["claimable"], json!(["fifty_moves"]));
    assert_ended(&out[1], "1/2-1/2", "fifty_moves");
    assert_eq!(claim_of(&out[1]), &json!({"accepted": true, "reason": "fifty_moves", "penalty_ms": 0}));
    assert_eq!(out[1]["moves"], json!([]));
}

#[test]
fn threefold_and_fifty_moves_together() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 96 1";
    let lines = moves(&["Ra2", "Kd8", "Ra1", "Ke8", "Ra2", "Kd8", "Ra1", "Ke8"]);
    let mut lines = lines;
    lines.push("claim".to_string());
    let out = script(&["--fen", fen, "--time", "none"], &refs(&lines));
    assert_eq!(out[3]["claimable"], json!(["fifty_moves"]));
    assert_eq!(out[7]["claimable"], json!(["threefold_repetition", "fifty_moves"]));
    assert_ended(&out[8], "1/2-1/2", "threefold_repetition");
}

#[test]
fn wrong_claim_penalty_by_category() {
    let cases: [(&[&str], u64); 12] = [
        (&[], 60_000),
        (&["--time", "rapid"], 60_000),
        (&["--time", "blitz"], 60_000),
        (&["--time", "10"], 60_000),
        (&["--time", "59"], 60_000),
        (&["--time", "5d3"], 60_000),
        (&["--time", "60"], 120_000),
        (&["--time", "50+10"], 120_000),
        (&["--time", "90+30"], 120_000),
        (&["--time", "classical"], 120_000),
        (&["--time", "3+2", "--penalty", "7.5"], 7_500),
        (&["--time", "classical", "--penalty", "0"], 0),
    ];
    for (args, penalty) in cases {
        let out = script(args, &["state", "claim"]);
        let (w, b, _) = clock(&out[0]);
        assert_eq!(claim_of(&out[1])["penalty_ms"], penalty, "{args:?}");
        assert_eq!(clock(&out[1]), (w, b + penalty, Some("white")), "{args:?}");
    }
    for args in [&["--time", "none"][..], &["--time", "none", "--penalty", "30"][..]] {
        let out = last(args, &["claim"]);
        assert_eq!(claim_of(&out), &json!({"accepted": false, "reason": null, "penalty_ms": 0}));
        assert_eq!(out["clock"], Value::Null);
    }
}

#[test]
fn penalty_goes_to_white_when_black_claims() {
    let out = script(&["--time", "classical"], &["move e4", "claim"]);
    assert_eq!(clock(&out[1]), (5_460_000 + 120_000, 5_430_000, Some("black")));
}

#[test]
fn claim_after_the_end_is_refused() {
    let lines = with(shuffle(8), &["claim", "claim", "claim Nf3", "offer", "move Nf3"]);
    let out = script(&["--time", "none"], &refs(&lines));
    assert_ended(&out[8], "1/2-1/2", "threefold_repetition");
    for answer in &out[9..] {
        assert_error(answer, "game_over");
    }
}

// ----- automatic endings -----

#[test]
fn fivefold_repetition_ends_the_game() {
    let lines = with(shuffle(16), &["claim", "move Nf3", "state"]);
    let out = script(&["--time", "3+2"], &refs(&lines));
    assert_ongoing(&out[14]);
    assert_eq!(out[14]["claimable"], json!(["threefold_repetition"]));
    assert_ended(&out[15], "1/2-1/2", "fivefold_repetition");
    assert_eq!(clock(&out[15]), (182_000 + 16_000, 182_000 + 16_000, None));
    assert_error(&out[16], "game_over");
    assert_error(&out[17], "game_over");
    assert_eq!(out[18], out[15]);
}

#[test]
fn seventy_five_moves_end_the_game() {
    let fen = "4k3/8/8/8/8/8/3R4/4K3 w - - 149 100";
    let out = script(&["--fen", fen, "--time", "none"], &["state", "move Rd3", "move Ke7"]);
    assert_eq!(out[0]["claimable"], json!(["fifty_moves"]));
    assert_ended(&out[1], "1/2-1/2", "seventyfive_moves");
    assert_eq!(out[1]["fen"], "4k3/8/8/8/8/3R4/8/4K3 b - - 150 100");
    assert_error(&out[2], "game_over");
    // Already 150 in the FEN: over before any move.
    let out = last(&["--fen", "4k3/8/8/8/8/8/3R4/4K3 w - - 150 100"], &["state"]);
    assert_ended(&out, "1/2-1/2", "seventyfive_moves");
}

#[test]
fn checkmate_on_the_75th_move_wins() {
    let out = last(&["--fen", "k7/8/1K6/8/8/8/8/7R w - - 149 100", "--time", "none"], &["move Rh8"]);
    assert_ended(&out, "1-0", "checkmate");
    assert_eq!(out["last_san"], "Rh8#");
    assert_eq!(out["check"], true);
    assert_eq!(out["fen"], "k6R/8/1K6/8/8/8/8/8 b - - 150 100");
}

#[test]
fn a_correct_claim_draws_even_when_the_intended_move_would_mate() {
    // The intended move is declared, not played (9.2.1.1): the claim decides, and the mate is
    // not recorded as a move under the draw.
    let out = last(&["--fen", "k7/8/1K6/8/8/8/8/7R w - - 99 100", "--time", "none"], &["claim Rh8"]);
    assert_ended(&out, "1/2-1/2", "fifty_moves");
    assert_eq!(out["claim"]["accepted"], true);
    assert_eq!(out["moves"], json!([]));
    assert_eq!(out["fen"], "k7/8/1K6/8/8/8/8/7R w - - 99 100");
}

#[test]
fn checkmate_and_stalemate() {
    let out = script(&["--time", "none"], &["move f3", "move e5", "move g4", "move Qh4", "move a3"]);
    assert_ended(&out[3], "0-1", "checkmate");
    assert_eq!(out[3]["check"], true);
    assert_eq!(out[3]["moves"], json!(["f3", "e5", "g4", "Qh4#"]));
    assert_error(&out[4], "game_over");
    let out = last(&["--fen", "7k/5K2/8/8/8/8/8/6Q1 w - - 0 1", "--time", "5+3"], &["wait 1", "move Qg6"]);
    assert_ended(&out, "1/2-1/2", "stalemate");
    assert_eq!(out["check"], false);
    assert_eq!(out["last_san"], "Qg6");
    assert_eq!(clock(&out), (305_000, 303_000, None));
}

#[test]
fn insufficient_material_after_a_capture() {
    let out = script(&["--fen", "4k3/8/8/8/8/8/8/3rK1N1 w - - 0 1", "--time", "none"], &["state", "move Kxd1"]);
    assert_eq!(out[0]["check"], true);
    assert_ongoing(&out[0]);
    assert_ended(&out[1], "1/2-1/2", "insufficient_material");
    assert_eq!(out[1]["last_san"], "Kxd1");
    // Same-coloured bishops cannot mate either.
    let out = last(&["--fen", "4k3/8/8/8/8/8/3r4/2B1K1b1 w - - 0 1", "--time", "none"], &["move Kxd2"]);
    assert_ended(&out, "1/2-1/2", "insufficient_material");
    // Two knights can (with help): the game goes on.
    let out = last(&["--fen", "4k3/8/8/8/8/8/3r4/1N2KN2 w - - 0 1", "--time", "none"], &["move Kxd2"]);
    assert_ongoing(&out);
}

// ----- resignation -----

#[test]
fn resignation_by_either_side_at_any_time() {
    let out = last(&["--time", "none"], &["resign"]);
    assert_ended(&out, "0-1", "resignation");
    let out = last(&["--time", "none"], &["move e4", "resign"]);
    assert_ended(&out, "1-0", "resignation");
    let out = last(&["--time", "none"], &["move e4", "resign black"]);
    assert_ended(&out, "1-0", "resignation");
    let out = last(&["--time", "none"], &["move e4", "resign white"]);
    assert_ended(&out, "0-1", "resignation");
    let out =
        script(&["--time", "3+2"], &["wait 2", "resign black", "resign white", "resign", "move e4", "resign blue"]);
    assert_ended(&out[1], "1-0", "resignation");
    assert_eq!(clock(&out[1]), (180_000, 182_000, None));
    for answer in &out[2..5] {
        assert_error(answer, "game_over");
    }
    assert_error(&out[5], "parse");
}

#[test]
fn resign_with_a_bad_side_is_a_parse_error() {
    let out = script(&["--time", "none"], &["resign purple", "resign White", "state"]);
    assert_error(&out[0], "parse");
    assert_error(&out[1], "parse");
    assert_ongoing(&out[2]);
}

#[test]
fn one_move_with_two_endings_names_the_first_in_the_protocol_order() {
    // Stalemate on the 75th move: stalemate.
    let out = last(&["--fen", "7k/5K2/8/8/8/8/8/6Q1 w - - 149 1", "--time", "none"], &["move Qg6"]);
    assert_ended(&out, "1/2-1/2", "stalemate");
    assert_eq!(out["fen"], "7k/5K2/6Q1/8/8/8/8/8 b - - 150 1");
    // The fifth occurrence on the 75th move: seventy-five moves.
    let cycle = moves(&["Ra2", "Kd8", "Ra1", "Ke8"]);
    let lines = [cycle.clone(), cycle.clone(), cycle.clone(), cycle].concat();
    let out = script(&["--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 134 1", "--time", "none"], &refs(&lines));
    assert_ongoing(&out[14]);
    assert_ended(&out[15], "1/2-1/2", "seventyfive_moves");
    assert_eq!(out[15]["fen"], "4k3/8/8/8/8/8/8/R3K3 w - - 150 9");
    // The same fifth occurrence earlier in the count: fivefold.
    let out = last(&["--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "--time", "none"], &refs(&lines));
    assert_ended(&out, "1/2-1/2", "fivefold_repetition");
}

#[test]
fn a_claim_that_holds_as_the_position_stands_holds_with_any_intended_move() {
    // The start position stands for the third time; 5. e4 repeats nothing, but
    // the player having the move may claim now (9.2.1.2): drawn as the position stands, and
    // e4 is not played.
    let lines = with(shuffle(8), &["claim e4"]);
    let out = script(&["--time", "none"], &refs(&lines));
    assert_eq!(out[7]["claimable"], json!(["threefold_repetition"]));
    assert_ended(&out[8], "1/2-1/2", "threefold_repetition");
    assert_eq!(claim_of(&out[8]), &json!({"accepted": true, "reason": "threefold_repetition", "penalty_ms": 0}));
    assert_eq!(out[8]["last_san"], "Ng8");
    assert_eq!(out[8]["moves"].as_array().map(Vec::len), Some(8));
}

/// The PGN with its whitespace folded, so a sentence wrapped over lines reads whole.
fn folded_pgn(answer: &Value) -> String {
    answer["pgn"].as_str().unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Wrong claims made thousands of times: each gives the opponent its
/// penalty, and the record says them in one sentence, so neither the PGN nor the memory grows
/// with their number; a claim at another move keeps a sentence of its own.
#[test]
fn thousands_of_wrong_claims_are_one_sentence_of_the_record() {
    let mut lines = vec!["move e4"];
    lines.extend(std::iter::repeat_n("claim", 20_000));
    lines.extend(["move e5", "claim", "pgn"]);
    let out = script(&["--time", "5+3"], &lines);
    let (white, _, _) = clock(&out[0]);
    let (after, _, _) = clock(&out[20_000]);
    assert_eq!(after, white + 20_000 * 60_000, "every claim gave White its minute");
    let pgn = folded_pgn(&out[20_003]);
    assert!(pgn.contains("Black claimed a draw: incorrect (20000 times in a row), White +1:00 each time }"), "{pgn}");
    assert!(pgn.contains("e5 { [%clk") && pgn.contains("White claimed a draw: incorrect, Black +1:00 }"), "{pgn}");
    assert!(out[20_003]["pgn"].as_str().unwrap_or_default().len() < 600, "{pgn}");

    let mut lines = vec!["move e4"];
    lines.extend(std::iter::repeat_n("claim", 5));
    lines.push("pgn");
    let out = script(&["--time", "5+3", "--lang", "ru"], &lines);
    let pgn = folded_pgn(&out[6]);
    assert!(
        pgn.contains("Чёрные потребовали ничью: требование неверно (5 раз подряд), белые +1:00 за каждое }"),
        "{pgn}"
    );
}
