//! `ferz script` time controls to the millisecond: sudden death, Fischer,
//! simple and Bronstein delays, periods, decimal minutes, and flag fall with
//! every row of the verdict table of rules.md.

use crate::common;

use common::{START, assert_ended, assert_error, assert_ongoing, clock, fresh_moves, last, script};
use serde_json::Value;

#[test]
fn untimed_game_has_no_clock() {
    let out = script(&["--time", "none"], &["state", "wait 100000", "move e4", "wait 3600", "move e5"]);
    for answer in &out {
        assert_ongoing(answer);
        assert_eq!(answer["clock"], Value::Null, "{answer}");
    }
    assert_eq!(out[4]["moves"], serde_json::json!(["e4", "e5"]));
}

#[test]
fn default_time_control_is_rapid_15_plus_10() {
    let out = script(&[], &["state", "move e4"]);
    assert_eq!(clock(&out[0]), (910_000, 910_000, Some("white")));
    assert_eq!(clock(&out[1]), (920_000, 910_000, Some("black")));
}

#[test]
fn sudden_death_runs_down_without_credit() {
    let out = script(
        &["--time", "15"],
        &["state", "wait 3.25", "move e4", "wait 0.001", "move e5", "wait 10", "move Nf3", "state"],
    );
    assert_eq!(clock(&out[0]), (900_000, 900_000, Some("white")));
    assert_eq!(clock(&out[1]), (896_750, 900_000, Some("white")));
    assert_eq!(clock(&out[2]), (896_750, 900_000, Some("black")));
    assert_eq!(clock(&out[3]), (896_750, 899_999, Some("black")));
    assert_eq!(clock(&out[4]), (896_750, 899_999, Some("white")));
    assert_eq!(clock(&out[5]), (886_750, 899_999, Some("white")));
    assert_eq!(clock(&out[6]), (886_750, 899_999, Some("black")));
    assert_eq!(out[7], out[6], "state changes nothing");
}

#[test]
fn fischer_credits_the_increment_before_every_move() {
    let out = script(
        &["--time", "3+2"],
        &["state", "move e4", "wait 5", "move e5", "wait 1.5", "state", "move Nf3", "wait 0", "move Nc6"],
    );
    assert_eq!(clock(&out[0]), (182_000, 182_000, Some("white")));
    assert_eq!(clock(&out[1]), (184_000, 182_000, Some("black")));
    assert_eq!(clock(&out[2]), (184_000, 177_000, Some("black")));
    assert_eq!(clock(&out[3]), (184_000, 179_000, Some("white")));
    assert_eq!(clock(&out[4]), (182_500, 179_000, Some("white")));
    assert_eq!(clock(&out[5]), (182_500, 179_000, Some("white")));
    assert_eq!(clock(&out[6]), (184_500, 179_000, Some("black")));
    assert_eq!(clock(&out[8]), (184_500, 181_000, Some("white")));
}

#[test]
fn blitz_preset_is_3_plus_2_and_bullet_is_1_plus_0() {
    assert_eq!(clock(&last(&["--time", "blitz"], &["state"])), (182_000, 182_000, Some("white")));
    assert_eq!(clock(&last(&["--time", "bullet"], &["state"])), (60_000, 60_000, Some("white")));
    assert_eq!(clock(&last(&["--time", "classical"], &["state"])), (5_430_000, 5_430_000, Some("white")));
}

#[test]
fn simple_delay_main_time_waits_for_the_delay() {
    let out = script(
        &["--time", "5d3"],
        &[
            "state",
            "wait 2",
            "move e4", // 2 s: costs nothing
            "wait 3",
            "state",  // exactly the delay: still nothing
            "wait 2", // 5 s in all
            "move e5",
            "wait 3.001",
            "move Nf3",
        ],
    );
    assert_eq!(clock(&out[0]), (300_000, 300_000, Some("white")));
    assert_eq!(clock(&out[1]), (300_000, 300_000, Some("white")));
    assert_eq!(clock(&out[2]), (300_000, 300_000, Some("black")));
    assert_eq!(clock(&out[4]), (300_000, 300_000, Some("black")));
    assert_eq!(clock(&out[5]), (300_000, 298_000, Some("black")));
    assert_eq!(clock(&out[6]), (300_000, 298_000, Some("white")));
    assert_eq!(clock(&out[7]), (299_999, 298_000, Some("white")));
    assert_eq!(clock(&out[8]), (299_999, 298_000, Some("black")));
}

#[test]
fn bronstein_delay_gives_back_the_time_used_up_to_the_delay() {
    let out = script(
        &["--time", "5b3"],
        &["state", "wait 2", "move e4", "wait 5", "move e5", "wait 3", "move Nf3", "wait 3.001", "move Nc6"],
    );
    assert_eq!(clock(&out[0]), (300_000, 300_000, Some("white")));
    assert_eq!(clock(&out[1]), (298_000, 300_000, Some("white")), "Bronstein: the clock runs during the move");
    assert_eq!(clock(&out[2]), (300_000, 300_000, Some("black")), "2 s given back");
    assert_eq!(clock(&out[3]), (300_000, 295_000, Some("black")));
    assert_eq!(clock(&out[4]), (300_000, 298_000, Some("white")), "5 s move costs 2 s");
    assert_eq!(clock(&out[6]), (300_000, 298_000, Some("black")));
    assert_eq!(clock(&out[8]), (300_000, 297_999, Some("white")));
}

#[test]
fn decimal_minutes() {
    let out = script(&["--time", "0.5+0"], &["state", "wait 29.999", "wait 0.001", "move e4"]);
    assert_eq!(clock(&out[0]), (30_000, 30_000, Some("white")));
    assert_eq!(clock(&out[1]), (1, 30_000, Some("white")));
    assert_ended(&out[2], "0-1", "timeout");
    assert_eq!(clock(&out[2]), (0, 30_000, None));
    assert_error(&out[3], "game_over");
}

/// Plays `plies` fresh moves from the start, White thinking `white_s` and
/// Black `black_s` seconds on each, and returns the answers to the moves.
fn timed_line(tc: &str, plies: usize, white_s: &str, black_s: &str) -> Vec<Value> {
    let mut lines = Vec::new();
    for (i, mv) in fresh_moves(START, plies).into_iter().enumerate() {
        lines.push(format!("wait {}", if i % 2 == 0 { white_s } else { black_s }));
        lines.push(format!("move {mv}"));
    }
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let out = script(&["--time", tc], &lines);
    out.into_iter().skip(1).step_by(2).collect()
}

#[test]
fn second_period_with_its_increment_after_the_40th_move() {
    // 40 moves in 90 minutes, then 30 minutes, 30 s a move from move 1. White
    // thinks 10 s a move, Black moves at once.
    let answers = timed_line("40/90+30,30+30", 82, "10", "0");
    assert!(answers.iter().all(|a| a["ok"] == true && a["result"] == "*"));
    let white_after = |n: usize| clock(&answers[2 * n - 1]).0;
    let black_after = |n: usize| clock(&answers[2 * n - 1]).1;
    assert_eq!(clock(&answers[0]).0, 5_430_000 - 10_000 + 30_000);
    assert_eq!(white_after(39), 5_430_000 + 39 * 20_000);
    // The 40th move: its 10 s, then 30 minutes and the increment of move 41.
    assert_eq!(white_after(40), 5_430_000 + 40 * 20_000 + 1_800_000);
    assert_eq!(white_after(41), 5_430_000 + 41 * 20_000 + 1_800_000);
    assert_eq!(black_after(39), 5_430_000 + 39 * 30_000);
    assert_eq!(black_after(40), 5_430_000 + 40 * 30_000 + 1_800_000);
    assert_eq!(black_after(41), 5_430_000 + 41 * 30_000 + 1_800_000);
    // Black's 40th move comes after White's: its clock had not changed until then.
    assert_eq!(clock(&answers[78]).1, 5_430_000 + 39 * 30_000);
}

#[test]
fn three_periods_without_increment() {
    // 40 moves in 2 hours, 20 more in 1 hour, then 30 minutes for the rest.
    let answers = timed_line("40/120,20/60,30", 122, "10", "0.5");
    assert!(answers.iter().all(|a| a["ok"] == true && a["result"] == "*"));
    let after = |n: usize| clock(&answers[2 * n - 1]);
    assert_eq!(after(1), (7_200_000 - 10_000, 7_200_000 - 500, Some("white")));
    assert_eq!(after(39), (7_200_000 - 390_000, 7_200_000 - 19_500, Some("white")));
    assert_eq!(after(40), (7_200_000 - 400_000 + 3_600_000, 7_200_000 - 20_000 + 3_600_000, Some("white")));
    assert_eq!(after(59).0, 10_800_000 - 590_000);
    assert_eq!(after(60), (10_800_000 - 600_000 + 1_800_000, 10_800_000 - 30_000 + 1_800_000, Some("white")));
    assert_eq!(after(61), (12_600_000 - 610_000, 12_600_000 - 30_500, Some("white")));
}

#[test]
fn flag_falls_to_the_millisecond_and_the_flagged_side_shows_zero() {
    let out = script(
        &["--time", "1"],
        &["wait 59.999", "move e4", "wait 59.999", "state", "wait 0.001", "state", "wait 100", "move e5"],
    );
    assert_eq!(clock(&out[0]), (1, 60_000, Some("white")));
    assert_eq!(clock(&out[1]), (1, 60_000, Some("black")));
    assert_ongoing(&out[3]);
    assert_eq!(clock(&out[3]), (1, 1, Some("black")));
    assert_ended(&out[4], "1-0", "timeout");
    assert_eq!(clock(&out[4]), (1, 0, None));
    assert_eq!(out[5], out[4]);
    assert_eq!(out[6], out[4], "time after the end changes nothing");
    assert_error(&out[7], "game_over");
}

#[test]
fn a_long_wait_flags_at_the_flag_instant() {
    let out = script(&["--time", "2+1"], &["move e4", "wait 1000000"]);
    assert_ended(&out[1], "1-0", "timeout");
    assert_eq!(clock(&out[1]), (122_000, 0, None));
}

#[test]
fn flag_with_a_simple_delay_falls_after_main_time_and_delay() {
    let out = script(&["--time", "1d5"], &["wait 64.999", "wait 0.001"]);
    assert_ongoing(&out[0]);
    assert_eq!(clock(&out[0]), (1, 60_000, Some("white")));
    assert_ended(&out[1], "0-1", "timeout");
    assert_eq!(clock(&out[1]), (0, 60_000, None));
}

#[test]
fn flag_with_a_bronstein_delay_falls_when_main_time_runs_out() {
    let out = script(&["--time", "1b5"], &["wait 59.999", "wait 0.001"]);
    assert_ongoing(&out[0]);
    assert_ended(&out[1], "0-1", "timeout");
    assert_eq!(clock(&out[1]), (0, 60_000, None));
}

/// White to move in `fen` flags in a 1-minute game; the answer after the flag.
fn white_flags(fen: &str) -> Value {
    let out = script(&["--fen", fen, "--time", "1"], &["state", "wait 60"]);
    assert_ongoing(&out[0]);
    assert_eq!(clock(&out[1]), (0, 60_000, None), "{}", out[1]);
    out[1].clone()
}

/// Black to move in `fen` flags.
fn black_flags(fen: &str) -> Value {
    let out = script(&["--fen", fen, "--time", "1"], &["state", "wait 60"]);
    assert_ongoing(&out[0]);
    assert_eq!(clock(&out[1]), (60_000, 0, None), "{}", out[1]);
    out[1].clone()
}

#[test]
fn verdict_opponent_with_a_bare_king_draws() {
    // White flags with a queen (or anything) against a bare king.
    assert_ended(&white_flags("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"), "1/2-1/2", "timeout");
    assert_ended(&white_flags("4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"), "1/2-1/2", "timeout");
    assert_ended(&black_flags("rnbqkbnr/pppppppp/8/8/8/8/8/4K3 b kq - 0 1"), "1/2-1/2", "timeout");
}

#[test]
fn verdict_knight_against_bare_king_or_queens_draws() {
    // K+N v K is over at once (insufficient material); a later flag changes nothing.
    let out = script(&["--fen", "4k3/8/8/8/8/8/8/1n2K3 w - - 0 1", "--time", "1"], &["state", "wait 100", "move Kd1"]);
    assert_ended(&out[0], "1/2-1/2", "insufficient_material");
    assert_eq!(clock(&out[0]), (60_000, 60_000, None));
    assert_eq!(out[1], out[0]);
    assert_error(&out[2], "game_over");
    // Only queens to block with: no mate possible.
    assert_ended(&white_flags("4k3/8/8/8/8/8/8/1n1QK3 w - - 0 1"), "1/2-1/2", "timeout");
    assert_ended(&white_flags("4k3/8/8/8/8/8/Q7/1n1QK3 w - - 0 1"), "1/2-1/2", "timeout");
    assert_ended(&black_flags("3qk3/8/8/8/8/8/8/1N2K3 b - - 0 1"), "1/2-1/2", "timeout");
}

#[test]
fn verdict_knight_against_a_pawn_knight_bishop_or_rook_wins() {
    for fen in [
        "4k3/8/8/8/8/8/4P3/1n2K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1n2KN2 w - - 0 1",
        "4k3/8/8/8/8/8/8/1n2KB2 w - - 0 1",
        "4k3/8/8/8/8/8/8/1n2K2R w - - 0 1",
        "4k3/8/8/8/8/8/8/1n1QK2R w - - 0 1",
    ] {
        assert_ended(&white_flags(fen), "0-1", "timeout");
    }
    assert_ended(&black_flags("3rk3/8/8/8/8/8/8/1N2K3 b - - 0 1"), "1-0", "timeout");
}

#[test]
fn verdict_bishops_of_one_colour_against_no_pawn_knight_or_other_bishop_draws() {
    for fen in [
        // Black's dark bishop (c1 is dark) against a rook, a queen, or a rook and a dark bishop (g1).
        "4k3/8/8/8/8/8/8/2b1K2R w - - 0 1",
        "4k3/8/8/8/8/8/8/2bQK3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2b1K1BR w - - 0 1",
        // Two dark bishops (c1, e3) against a rook and a queen: still no mate.
        "4k3/8/8/8/8/4b3/8/2bQK2R w - - 0 1",
    ] {
        let answer = white_flags(fen);
        assert_ended(&answer, "1/2-1/2", "timeout");
    }
}

#[test]
fn verdict_bishop_against_a_pawn_knight_or_other_bishop_wins() {
    for fen in [
        "4k3/8/8/8/8/8/4P3/2b1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2b1KN2 w - - 0 1",
        // f1 is light: a bishop of the other colour lets Black mate.
        "4k3/8/8/8/8/8/8/2b1KB2 w - - 0 1",
    ] {
        assert_ended(&white_flags(fen), "0-1", "timeout");
    }
    // Bishops on both colours mate by themselves.
    assert_ended(&white_flags("4k3/8/8/8/8/8/8/2b1Kb2 w - - 0 1"), "0-1", "timeout");
}

#[test]
fn verdict_two_knights_or_more_wins() {
    assert_ended(&white_flags("4k3/8/8/8/8/8/8/1nn1K3 w - - 0 1"), "0-1", "timeout");
    assert_ended(&white_flags("4k3/8/8/8/8/8/8/1nb1K3 w - - 0 1"), "0-1", "timeout");
    assert_ended(&black_flags("4k3/8/8/8/8/8/8/1NN1K3 b - - 0 1"), "1-0", "timeout");
}

#[test]
fn verdict_pawn_rook_or_queen_wins() {
    assert_ended(&white_flags("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1"), "0-1", "timeout");
    assert_ended(&white_flags("4k2r/8/8/8/8/8/8/Q3K3 w - - 0 1"), "0-1", "timeout");
    assert_ended(&black_flags("4k3/8/8/8/8/8/8/3QK3 b - - 0 1"), "1-0", "timeout");
    assert_ended(&black_flags(START.replace(" w ", " b ").as_str()), "1-0", "timeout");
}

#[test]
fn flag_after_checkmate_changes_nothing() {
    let out = script(&["--time", "1"], &["move f3", "move e5", "move g4", "move Qh4", "wait 1000", "state"]);
    assert_ended(&out[3], "0-1", "checkmate");
    assert_eq!(clock(&out[3]), (60_000, 60_000, None));
    assert_eq!(out[4], out[3]);
    assert_eq!(out[5], out[3]);
}

#[test]
fn flag_after_agreement_or_resignation_changes_nothing() {
    let out = script(&["--time", "1"], &["move e4", "offer", "move e5", "accept", "wait 100"]);
    assert_ended(&out[3], "1/2-1/2", "agreement");
    assert_eq!(out[4], out[3]);
    let out = script(&["--time", "1"], &["wait 10", "resign", "wait 100"]);
    assert_ended(&out[1], "0-1", "resignation");
    assert_eq!(clock(&out[1]), (50_000, 60_000, None));
    assert_eq!(out[2], out[1]);
}

#[test]
fn a_draw_offer_lapses_when_the_flag_falls() {
    let out = script(&["--time", "1"], &["offer", "wait 60"]);
    assert_eq!(out[0]["draw_offer"], "white");
    assert_ended(&out[1], "0-1", "timeout");
    assert_eq!(out[1]["draw_offer"], Value::Null);
}

#[test]
fn black_to_move_from_a_fen_runs_blacks_clock_first() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let out = script(&["--fen", fen, "--time", "3+2"], &["state", "wait 1", "move e5", "state"]);
    assert_eq!(clock(&out[0]), (182_000, 182_000, Some("black")));
    assert_eq!(clock(&out[1]), (182_000, 181_000, Some("black")));
    assert_eq!(clock(&out[2]), (182_000, 183_000, Some("white")));
}

#[test]
fn bad_wait_is_a_parse_error_and_changes_nothing() {
    let out = script(&["--time", "3+2"], &["wait", "wait -1", "wait abc", "wait 1e3", "wait 1.2.3", "state"]);
    for answer in &out[..5] {
        assert_error(answer, "parse");
    }
    assert_eq!(clock(&out[5]), (182_000, 182_000, Some("white")));
}

#[test]
fn hourglass_gives_the_time_used_to_the_other_side() {
    let out = script(&["--time", "h3"], &["state", "wait 10", "move e4", "wait 25.5", "move e5", "wait 1"]);
    assert_eq!(clock(&out[0]), (180_000, 180_000, Some("white")));
    assert_eq!(clock(&out[1]), (170_000, 190_000, Some("white")));
    assert_eq!(clock(&out[2]), (170_000, 190_000, Some("black")));
    assert_eq!(clock(&out[3]), (195_500, 164_500, Some("black")));
    assert_eq!(clock(&out[4]), (195_500, 164_500, Some("white")));
    assert_eq!(clock(&out[5]), (194_500, 165_500, Some("white")));
    let flagged = last(&["--time", "h1"], &["move e4", "wait 120"]);
    assert_ended(&flagged, "1-0", "timeout");
    assert_eq!(clock(&flagged), (120_000, 0, None), "the whole hourglass on White's side");
}

#[test]
fn upcount_counts_up_from_zero_and_never_flags() {
    let out = script(&["--time", "up"], &["state", "wait 3.5", "move e4", "wait 100000", "move e5", "state"]);
    assert_eq!(clock(&out[0]), (0, 0, Some("white")));
    assert_eq!(clock(&out[1]), (3_500, 0, Some("white")));
    assert_eq!(clock(&out[2]), (3_500, 0, Some("black")));
    assert_eq!(clock(&out[3]), (3_500, 100_000_000, Some("black")));
    assert_ongoing(&out[3]);
    assert_eq!(clock(&out[5]), (3_500, 100_000_000, Some("white")));
    let pgn = last(&["--time", "up"], &["wait 2", "move e4", "pgn"]);
    let pgn = pgn["pgn"].as_str().unwrap_or_default();
    assert!(pgn.contains("[TimeControl \"-\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 { [%clk 0:00:02] [%emt 0:00:02] }"), "{pgn}");
}

#[test]
fn time_odds_give_each_side_its_own_control() {
    let out =
        script(&["--white-time", "5", "--black-time", "3+2"], &["state", "wait 4", "move e4", "wait 5", "move e5"]);
    assert_eq!(clock(&out[0]), (300_000, 182_000, Some("white")));
    assert_eq!(clock(&out[2]), (296_000, 182_000, Some("black")));
    assert_eq!(clock(&out[4]), (296_000, 179_000, Some("white")));
    // One side overridden, the other under --time.
    let out = script(&["--time", "3+2", "--black-time", "1"], &["state"]);
    assert_eq!(clock(&out[0]), (182_000, 60_000, Some("white")));
    let pgn = last(&["--white-time", "5", "--black-time", "3+2"], &["pgn"]);
    let pgn = pgn["pgn"].as_str().unwrap_or_default();
    // One standard value cannot hold two controls: `?`, and each side's exactly in its own tag.
    assert!(pgn.contains("[TimeControl \"?\"]"), "{pgn}");
    assert!(pgn.contains("[WhiteTimeControl \"5\"]") && pgn.contains("[BlackTimeControl \"3+2\"]"), "{pgn}");
}

#[test]
fn time_odds_that_cannot_share_a_clock_are_refused() {
    for args in [&["--white-time", "h3"][..], &["--time", "up", "--black-time", "5"], &["--black-time", "none"]] {
        let run = common::run_raw(args, b"state\n");
        assert_eq!(run.status, 2, "{args:?}");
        assert!(run.stderr.starts_with("ferz: --white-time, --black-time: time odds need"), "{}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1);
    }
}

#[test]
fn arbiter_adjustments_change_the_clock_and_are_recorded() {
    let out = script(
        &["--time", "40/90+30,30+30"],
        &["move e4", "adjust black +120", "adjust white -30.5", "adjust black moves 39", "state", "move e5", "pgn"],
    );
    assert_eq!(clock(&out[1]), (5_460_000, 5_550_000, Some("black")));
    assert_eq!(clock(&out[2]), (5_429_500, 5_550_000, Some("black")));
    // Black's 40th move completes the first period: 30 minutes more at once, and the increment.
    assert_eq!(clock(&out[5]), (5_429_500, 5_550_000 + 1_800_000 + 30_000, Some("white")));
    let pgn = out[6]["pgn"].as_str().unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(pgn.contains("arbiter: Black +2:00 arbiter: White -0:30 arbiter: Black's move counter set to 39"), "{pgn}");
    for bad in
        ["adjust", "adjust white", "adjust grey +5", "adjust white +x", "adjust white moves -1", "adjust white +5 6"]
    {
        assert_error(&script(&[], &[bad])[0], "parse");
    }
    assert_error(&script(&["--time", "none"], &["adjust white +5"])[0], "not_allowed");
}

#[test]
fn a_correction_never_takes_a_clock_past_a_hundred_hours() {
    // 5 minutes each: 99 h 55 min more leaves White 100 hours exactly, the most a clock may hold.
    let out = script(
        &["--time", "5"],
        &[
            "adjust white +359700",
            "adjust white +0.001",
            "adjust black +9007199254740",
            "adjust black -360001",
            "adjust black -60",
        ],
    );
    assert_eq!(clock(&out[0]), (360_000_000, 300_000, Some("white")));
    for refused in &out[1..4] {
        assert_error(refused, "not_allowed");
    }
    assert_eq!(out[1]["error"], "a correction cannot take White's clock past 100 hours");
    assert_eq!(out[2]["error"], "a correction cannot take Black's clock past 100 hours");
    assert_eq!(out[3]["error"], "a correction cannot take more than 100 hours from Black's clock");
    // A refused correction changed nothing.
    assert_eq!(clock(&out[4]), (360_000_000, 240_000, Some("white")));
    let ru = script(&["--time", "5", "--lang", "ru"], &["adjust black +9007199254740"]);
    assert_eq!(ru[0]["error"], "поправка не может поставить на часы чёрных больше 100 часов");
}
