//! `ferz script` as a protocol: the answer fields, every error code, garbage
//! input, bad command-line values, and the PGN of the game read back.

use crate::common;

use common::{assert_ended, assert_error, assert_ongoing, clock, last, moves, refs, run_raw, script};
use ferz::pgn::PgnReader;
use serde_json::{Value, json};

#[test]
fn the_state_answer_has_exactly_the_fields_of_the_interface_in_order() {
    let out = script(&[], &["state", "move e4", "move e5", "move Nf3"]);
    let keys: Vec<&str> = out[3].as_object().expect("object").keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "ok",
            "fen",
            "turn",
            "check",
            "result",
            "termination",
            "claimable",
            "draw_offer",
            "last_san",
            "moves",
            "clock",
            "opening",
            "computer",
            "variant"
        ]
    );
    assert_eq!(
        out[0],
        json!({"ok": true, "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "turn": "white",
            "check": false, "result": "*", "termination": null, "claimable": [], "draw_offer": null,
            "last_san": null, "moves": [], "clock": {"white_ms": 910000, "black_ms": 910000, "running": "white"},
            "opening": null, "computer": null, "variant": "standard"})
    );
    assert_eq!(
        out[3],
        json!({"ok": true, "fen": "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", "turn": "black",
            "check": false, "result": "*", "termination": null, "claimable": [], "draw_offer": null,
            "last_san": "Nf3", "moves": ["e4", "e5", "Nf3"],
            "clock": {"white_ms": 930000, "black_ms": 920000, "running": "black"},
            "opening": {"eco": "C40", "name": "King's Knight Opening"}, "computer": null, "variant": "standard"})
    );
    let claim = last(&[], &["claim"]);
    let keys: Vec<&str> = claim.as_object().expect("object").keys().map(String::as_str).collect();
    assert_eq!(keys.last(), Some(&"claim"));
    assert_eq!(keys.len(), 15);
}

#[test]
fn moves_in_every_notation_are_recorded_in_san_with_check_and_mate() {
    let lines = moves(&[
        "e2e4", "e7-e5", "Ng1-f3", "nc6", "Bc4", "Bc5", "0-0", "Nf6", "Bxf7+", "Kxf7", "Ng5+", "Kg8", "Qh5", "d6",
        "Qf7",
    ]);
    let out = script(&["--time", "none"], &refs(&lines));
    assert!(out[..14].iter().all(|a| a["ok"] == true && a["result"] == "*"), "{out:?}");
    assert_eq!(
        out[14]["moves"],
        json!([
            "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6", "Bxf7+", "Kxf7", "Ng5+", "Kg8", "Qh5", "d6", "Qf7#"
        ])
    );
    assert_eq!(out[14]["last_san"], "Qf7#");
    assert_eq!(out[8]["check"], true);
    assert_eq!(out[8]["last_san"], "Bxf7+");
    assert_eq!(out[7]["check"], false);
    assert_ended(&out[14], "1-0", "checkmate");
}

#[test]
fn promotion_in_several_notations() {
    let fen = "7k/P7/8/8/8/8/6K1/8 w - - 0 1";
    for text in ["a8=Q", "a8Q", "a7a8q", "a7-a8Q", "a8=Q+"] {
        let answer = last(&["--fen", fen, "--time", "none"], &[&format!("move {text}")]);
        assert_eq!(answer["last_san"], "a8=Q+", "{text}");
        assert_eq!(answer["check"], true, "{text}");
        assert_eq!(answer["fen"], "Q6k/8/8/8/8/8/6K1/8 b - - 0 1", "{text}");
    }
    let answer = last(&["--fen", fen, "--time", "none"], &["move a8=N"]);
    assert_eq!(answer["last_san"], "a8=N");
    assert_eq!(answer["check"], false);
}

#[test]
fn every_move_error_code() {
    let out = script(
        &["--time", "3+2"],
        &[
            "move",
            "move xyz",
            "move e5",
            "move Ke2",
            "move e2e5",
            "move d4",
            "move d5",
            "move Nf3",
            "move Nf6",
            "move e3",
            "move e6",
            "move Nd2",
            "move Nbd2",
        ],
    );
    assert_error(&out[0], "parse");
    assert_error(&out[1], "parse");
    assert_error(&out[2], "illegal_move");
    assert_error(&out[3], "illegal_move");
    assert_error(&out[4], "illegal_move");
    assert_error(&out[11], "ambiguous_move");
    assert_eq!(out[12]["last_san"], "Nbd2");
    assert_eq!(out[12]["moves"], json!(["d4", "d5", "Nf3", "Nf6", "e3", "e6", "Nbd2"]));
    assert_eq!(clock(&out[12]), (190_000, 188_000, Some("black")), "refused moves press no clock");
}

#[test]
fn unknown_commands_and_extra_words_are_parse_errors() {
    let out = script(
        &["--time", "none"],
        &["fly", "MOVE e4", "state now", "offer please", "accept it", "decline no", "pgn x", "wait 1 2", "state"],
    );
    for answer in &out[..8] {
        assert_error(answer, "parse");
    }
    assert_ongoing(&out[8]);
    assert_eq!(out[8]["moves"], json!([]));
}

#[test]
fn game_over_refuses_every_action_but_state_pgn_and_wait() {
    let out = script(
        &["--time", "1"],
        &[
            "resign",
            "move e4",
            "move xyz",
            "offer",
            "accept",
            "decline",
            "claim",
            "claim e4",
            "resign",
            "resign black",
            "state",
            "wait 5",
            "pgn",
        ],
    );
    assert_ended(&out[0], "0-1", "resignation");
    for answer in &out[1..10] {
        assert_error(answer, "game_over");
    }
    assert_eq!(out[10], out[0]);
    assert_eq!(out[11], out[0]);
    assert_eq!(out[12]["ok"], true);
}

#[test]
fn blank_lines_and_comments_get_no_answer() {
    let mut input = b"\n   \n\t\n# a comment\n   # indented comment\n#\xff\xfe not UTF-8 in a comment\n\r\n".to_vec();
    // Comments longer than any line is read: no answer either, even one
    // indented past the limit.
    input.push(b'#');
    input.extend_from_slice(&vec![b'x'; 200_000]);
    input.push(b'\n');
    input.extend_from_slice(&vec![b'\t'; 70_000]);
    input.extend_from_slice(b"# an indented comment\n");
    input.extend_from_slice(b"state\n\n");
    let run = run_raw(&["--time", "none"], &input);
    assert_eq!(run.status, 0);
    assert_eq!(run.stderr, "");
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    let answer: Value = serde_json::from_str(run.stdout.trim()).expect("JSON");
    assert_ongoing(&answer);
}

#[test]
fn garbage_lines_get_one_parse_error_each() {
    let mut input = Vec::new();
    input.extend_from_slice(b"\xff\xfe\xfd\n"); // not UTF-8
    input.extend_from_slice(b"move \xc3\x28\n"); // broken UTF-8 after a command
    input.extend_from_slice(b"\x00\x01\x02\x1b[31m\n"); // control bytes
    input.extend_from_slice(b"move e4\x00\n");
    input.extend_from_slice(&vec![b'a'; 200_000]); // longer than any line is read
    input.push(b'\n');
    input.extend_from_slice(b"move ");
    input.extend_from_slice(&vec![b'N'; 100_000]);
    input.push(b'\n');
    input.extend_from_slice(&[b' '; 70_000]);
    input.extend_from_slice(b"state\n"); // too long, though the kept part is blank
    input.extend_from_slice(b"\xe2\x80\xae move e4\n"); // a bidi override, then text
    input.extend_from_slice(b"move e4\r\n"); // CRLF is fine
    input.extend_from_slice(b"state"); // no newline at the end
    let run = run_raw(&["--time", "none"], &input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    let answers: Vec<Value> = run.stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(answers.len(), 10, "{}", run.stdout);
    for answer in &answers[..8] {
        assert_error(answer, "parse");
    }
    for line in run.stdout.lines() {
        assert!(line.len() < 1_000, "errors do not echo whole lines: {} bytes", line.len());
    }
    assert_eq!(answers[8]["moves"], json!(["e4"]));
    assert_eq!(answers[9], answers[8]);
}

#[test]
fn random_bytes_never_crash_and_each_line_is_answered_once() {
    // A fixed pseudo-random stream: printable words, commands and raw bytes.
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let words = [
        "move", "wait", "offer", "accept", "decline", "claim", "resign", "state", "pgn", "e4", "Nf3", "0.5", "white",
        "O-O", "#", "e8=Q", "-1", "\t",
    ];
    let mut input = Vec::new();
    let mut expected = 0;
    for _ in 0..400 {
        let mut line = Vec::new();
        for _ in 0..(next() % 4) {
            if next() % 3 == 0 {
                line.extend((0..next() % 6).map(|_| (next() % 256) as u8).filter(|&b| b != b'\n'));
            } else {
                line.extend_from_slice(words[(next() % words.len() as u64) as usize].as_bytes());
            }
            line.push(b' ');
        }
        let text = String::from_utf8_lossy(&line);
        let t = text.trim();
        if !t.is_empty() && !t.starts_with('#') {
            expected += 1;
        }
        input.extend_from_slice(&line);
        input.push(b'\n');
    }
    let run = run_raw(&["--time", "3+2"], &input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    let answers: Vec<Value> = run.stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(answers.len(), expected);
    for answer in &answers {
        let ok = answer["ok"].as_bool().expect("ok is a boolean");
        if !ok {
            let code = answer["code"].as_str().expect("code");
            assert!(
                ["parse", "illegal_move", "ambiguous_move", "game_over", "no_offer", "not_allowed"].contains(&code),
                "{answer}"
            );
        }
    }
}

#[test]
fn empty_input_exits_zero_with_no_output() {
    let run = run_raw(&[], b"");
    assert_eq!((run.status, run.stdout.as_str(), run.stderr.as_str()), (0, "", ""));
}

/// Asserts that `ferz script ARGS` refuses to start: exit 2, one line on
/// standard error naming `flag`, nothing on standard output.
fn assert_refused(args: &[&str], flag: &str) -> String {
    let run = run_raw(args, b"state\n");
    assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
    assert_eq!(run.stdout, "", "{args:?}");
    assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
    assert!(run.stderr.contains(flag), "{args:?}: {}", run.stderr);
    run.stderr
}

#[test]
fn bad_command_line_values_exit_2_with_one_line() {
    assert_refused(&["--fen", "not a fen"], "--fen");
    assert_refused(&["--fen", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1"], "--fen");
    assert_refused(&["--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"], "--fen");
    assert!(
        assert_refused(&["--fen", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"], "--fen").contains("king")
    );
    // Black is in check with White to move.
    assert_refused(&["--fen", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"], "--fen");
    assert!(assert_refused(&["--time", "5+"], "--time").contains("'5+'"));
    assert_refused(&["--time", "fast"], "--time");
    assert_refused(&["--time", "40/90"], "--time");
    assert_refused(&["--time", "0"], "--time");
    assert_refused(&["--penalty", "x"], "--penalty");
    assert_refused(&["--penalty", "1.2.3"], "--penalty");
    assert_refused(&["--penalty", ""], "--penalty");
}

#[test]
fn a_set_up_position_that_is_already_over() {
    let out = script(&["--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"], &["state", "move Kh7", "wait 2000"]);
    assert_ended(&out[0], "1/2-1/2", "stalemate");
    assert_eq!(clock(&out[0]), (910_000, 910_000, None));
    assert_error(&out[1], "game_over");
    assert_eq!(out[2], out[0]);
    let mate = last(&["--fen", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", "--time", "none"], &["state"]);
    assert_ended(&mate, "1-0", "checkmate");
    assert_eq!(mate["check"], true);
    assert_eq!(mate["last_san"], Value::Null);
}

#[test]
fn pgn_of_a_timed_game_reads_back() {
    let lines = [
        "move e4",
        "wait 3.5",
        "offer",
        "move e5",
        "wait 1",
        "move Nf3",
        "move Nc6",
        "wait 62.25",
        "offer",
        "move Bb5",
        "accept",
        "pgn",
    ];
    let out = script(&["--time", "3+2"], &lines);
    assert_ended(&out[10], "1/2-1/2", "agreement");
    let text = out[11]["pgn"].as_str().expect("pgn text");
    assert_eq!(out[11].as_object().map(|o| o.len()), Some(2));
    let games: Vec<_> = PgnReader::new(text.as_bytes()).collect();
    assert_eq!(games.len(), 1, "{text}");
    let game = games.into_iter().next().expect("one game").expect("the PGN reads back");
    let tags: Vec<(&str, &str)> = game.tags.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
    assert_eq!(
        tags,
        [
            ("Event", "ferz script"),
            ("Site", "?"),
            ("Date", "????.??.??"),
            ("Round", "?"),
            ("White", "White"),
            ("Black", "Black"),
            ("Result", "1/2-1/2"),
            ("TimeControl", "180+2"),
            ("Termination", "normal"),
            ("WhiteTimeControl", "3+2"),
            ("BlackTimeControl", "3+2"),
            ("ECO", "C60"),
            ("Opening", "Ruy Lopez"),
        ],
        "{text}"
    );
    assert_eq!(game.result, "1/2-1/2");
    let sans: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    let clocks: Vec<Option<u64>> = game.moves.iter().map(|m| m.clock_ms).collect();
    assert_eq!(clocks, [Some(184_000), Some(180_500), Some(185_000), Some(182_500), Some(124_750)], "{text}");
    // The clocks in the PGN are the ones the answers showed after each move.
    assert_eq!(clock(&out[0]).0, 184_000);
    assert_eq!(clock(&out[9]).0, 124_750);
    let comments: Vec<Option<&str>> = game.moves.iter().map(|m| m.comment.as_deref()).collect();
    assert_eq!(comments, [None, Some("(=)"), None, None, Some("(=) ½–½ — draw agreed")], "{text}");
    assert_eq!(game.final_position().fen(), out[10]["fen"].as_str().expect("fen"));
}

#[test]
fn pgn_of_a_set_up_untimed_game_has_the_fen_tag() {
    let fen = "4k3/8/8/8/8/8/3RP3/4K3 w - - 99 80";
    let out = script(&["--fen", fen, "--time", "none"], &["move e4", "move Kf7", "pgn"]);
    let text = out[2]["pgn"].as_str().expect("pgn");
    let game = PgnReader::new(text.as_bytes()).next().expect("a game").expect("reads back");
    assert_eq!(game.tag("SetUp"), Some("1"));
    assert_eq!(game.tag("FEN"), Some(fen));
    assert_eq!(game.tag("TimeControl"), Some("-"));
    assert_eq!(game.tag("Result"), Some("*"));
    assert_eq!(game.tag("Termination"), Some("unterminated"));
    assert_eq!(game.start.fen(), fen);
    assert_eq!(game.moves.iter().map(|m| m.clock_ms).collect::<Vec<_>>(), [None, None]);
    assert!(text.contains("\n\n80. e4 Kf7 *\n"), "{text}");
}

#[test]
fn pgn_of_a_flag_fall_and_of_a_claim() {
    let out = script(&["--time", "1"], &["move d4", "wait 60", "pgn"]);
    let game = PgnReader::new(out[2]["pgn"].as_str().expect("pgn").as_bytes()).next().expect("game").expect("ok");
    assert_eq!(game.tag("Termination"), Some("time forfeit"));
    assert_eq!(game.result, "1-0");
    assert_eq!(game.tag("TimeControl"), Some("60"));
    assert_eq!(game.moves[0].comment.as_deref(), Some("1–0 — Black lost on time"));

    let lines = [
        moves(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]),
        vec!["wait 2".to_string(), "claim Ng8".to_string(), "pgn".to_string()],
    ]
    .concat();
    let out = script(&["--time", "3+2"], &refs(&lines));
    assert_ended(&out[8], "1/2-1/2", "threefold_repetition");
    let game = PgnReader::new(out[9]["pgn"].as_str().expect("pgn").as_bytes()).next().expect("game").expect("ok");
    assert_eq!(game.tag("Termination"), Some("normal"));
    assert_eq!(game.moves.len(), 8);
    let last_move = &game.moves[7];
    assert_eq!(last_move.san, "Ng8");
    assert_eq!(last_move.clock_ms, Some(188_000 - 2_000), "the claimant's clock when it stopped");
    assert_eq!(last_move.comment.as_deref(), Some("½–½ — threefold repetition, claimed by Black"));
}

#[test]
fn pgn_of_a_game_resigned_before_any_move() {
    let out = script(&["--time", "none"], &["resign", "pgn"]);
    let text = out[1]["pgn"].as_str().expect("pgn");
    let game = PgnReader::new(text.as_bytes()).next().expect("game").expect("ok");
    assert_eq!(game.result, "0-1");
    assert!(game.moves.is_empty());
    assert_eq!(game.comment.as_deref(), Some("0–1 — White resigned"));
}

#[test]
fn a_lowercase_b_capture_is_the_pawns_when_it_is_legal() {
    // Both the b4 pawn and the e3 bishop can take on c5: `bc5` is the pawn (rules.md, and
    // python-chess reads it so); `Bc5` is the bishop; with no pawn capture, `bc5` is the bishop.
    let fen = "4k3/8/8/2p5/1P6/4B3/8/4K3 w - - 0 1";
    let out = script(&["--time", "none", "--fen", fen], &["move bc5"]);
    assert_eq!((&out[0]["ok"], &out[0]["last_san"]), (&json!(true), &json!("bxc5")));
    assert_eq!(out[0]["fen"], "4k3/8/8/2P5/8/4B3/8/4K3 b - - 0 1");
    let out = script(&["--time", "none", "--fen", fen], &["move Bc5"]);
    assert_eq!(out[0]["last_san"], "Bxc5");
    let out = script(&["--time", "none", "--fen", "4k3/8/8/2p5/8/4B3/1P6/4K3 w - - 0 1"], &["move bc5"]);
    assert_eq!(out[0]["last_san"], "Bxc5");
}
