//! `ferz check` end to end: the real binary on real PGN files, its exact JSON
//! lines (plies, result, termination, final FEN; line and message of every
//! error) and its exit status 0 / 1 / 2.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `ferz check ARGS` in the crate's directory.
fn check(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferz"))
        .arg("check")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the ferz binary runs")
}

/// Asserts the exit status and each line of standard output. An expected
/// line ending in `…"}` only fixes the start of the error message (the
/// reason a move is refused belongs to the notation layer).
fn expect(args: &[&str], code: i32, lines: &[&str]) {
    let out = check(args);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let got: Vec<&str> = stdout.lines().collect();
    assert_eq!(got.len(), lines.len(), "{stdout}");
    for (got, want) in got.iter().zip(lines) {
        match want.strip_suffix("…\"}") {
            Some(prefix) => assert!(got.starts_with(prefix) && got.ends_with("\"}"), "got  {got}\nwant {want}"),
            None => assert_eq!(got, want),
        }
        let value: serde_json::Value = serde_json::from_str(got).expect("each line is JSON");
        assert!(value.is_object());
    }
    assert_eq!(out.status.code(), Some(code), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    if code != 2 {
        assert!(out.stderr.is_empty(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    }
}

#[test]
fn famous() {
    expect(
        &["tests/data/famous.pgn"],
        0,
        &[
            r#"{"file":"tests/data/famous.pgn","game":1,"ok":true,"plies":33,"result":"1-0","termination":"checkmate","fen":"1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"}"#,
            r#"{"file":"tests/data/famous.pgn","game":2,"ok":true,"plies":45,"result":"1-0","termination":"checkmate","fen":"r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23"}"#,
            r#"{"file":"tests/data/famous.pgn","game":3,"ok":true,"plies":82,"result":"0-1","termination":"checkmate","fen":"1Q6/5pk1/2p3p1/1p2N2p/1b5P/1bn5/2r3P1/2K5 w - - 16 42"}"#,
            r#"{"file":"tests/data/famous.pgn","game":4,"ok":true,"plies":87,"result":"1-0","termination":null,"fen":"8/Q6p/6p1/5p2/5P2/2p3P1/3r3P/2K1k3 b - - 3 44"}"#,
            r#"{"file":"tests/data/famous.pgn","game":5,"ok":true,"plies":37,"result":"1-0","termination":null,"fen":"r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19"}"#,
        ],
    );
}

#[test]
fn annotated() {
    expect(
        &["tests/data/annotated.pgn"],
        0,
        &[
            r#"{"file":"tests/data/annotated.pgn","game":1,"ok":true,"plies":14,"result":"0-1","termination":"checkmate","fen":"r1b1kbnr/pppp1Npp/8/8/4q3/5n2/PPPPBP1P/RNBQKR2 w Qkq - 2 8"}"#,
            r#"{"file":"tests/data/annotated.pgn","game":2,"ok":true,"plies":7,"result":"1-0","termination":"checkmate","fen":"r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"}"#,
            r#"{"file":"tests/data/annotated.pgn","game":3,"ok":true,"plies":3,"result":"*","termination":null,"fen":"rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"}"#,
        ],
    );
}

#[test]
fn endings() {
    expect(
        &["tests/data/endings.pgn"],
        0,
        &[
            r#"{"file":"tests/data/endings.pgn","game":1,"ok":true,"plies":1,"result":"1/2-1/2","termination":"stalemate","fen":"7k/5Q2/6K1/8/8/8/8/8 b - - 1 60"}"#,
            r#"{"file":"tests/data/endings.pgn","game":2,"ok":true,"plies":1,"result":"1/2-1/2","termination":"insufficient_material","fen":"4k3/8/8/8/8/8/3K4/8 b - - 0 70"}"#,
            r#"{"file":"tests/data/endings.pgn","game":3,"ok":true,"plies":2,"result":"1/2-1/2","termination":"seventyfive_moves","fen":"3k4/8/8/8/8/8/R7/4K3 w - - 150 81"}"#,
            r#"{"file":"tests/data/endings.pgn","game":4,"ok":true,"plies":16,"result":"1/2-1/2","termination":"fivefold_repetition","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9"}"#,
            r#"{"file":"tests/data/endings.pgn","game":5,"ok":true,"plies":12,"result":"*","termination":null,"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 7"}"#,
            r#"{"file":"tests/data/endings.pgn","game":6,"ok":true,"plies":3,"result":"0-1","termination":"checkmate","fen":"rnb1kbnr/pppp1ppp/8/4p3/5PPq/2N5/PPPPP2P/R1BQKBNR w KQkq - 2 4"}"#,
            r#"{"file":"tests/data/endings.pgn","game":7,"ok":true,"plies":0,"result":"*","termination":null,"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}"#,
        ],
    );
}

#[test]
fn crlf_bom() {
    expect(
        &["tests/data/crlf_bom.pgn"],
        0,
        &[
            r#"{"file":"tests/data/crlf_bom.pgn","game":1,"ok":true,"plies":33,"result":"1-0","termination":"checkmate","fen":"1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"}"#,
        ],
    );
}

#[test]
fn illegal() {
    expect(
        &["tests/data/illegal.pgn"],
        1,
        &[
            r#"{"file":"tests/data/illegal.pgn","game":1,"ok":true,"plies":2,"result":"*","termination":null,"fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"}"#,
            r#"{"file":"tests/data/illegal.pgn","game":2,"ok":false,"line":20,"error":"illegal move 'Nf6' at ply 24 (move 12 for Black): …"}"#,
            r#"{"file":"tests/data/illegal.pgn","game":3,"ok":false,"line":30,"error":"illegal move 'e5' at ply 1 (move 1 for White) in a variation: …"}"#,
            r#"{"file":"tests/data/illegal.pgn","game":4,"ok":true,"plies":4,"result":"0-1","termination":"checkmate","fen":"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"}"#,
        ],
    );
}

#[test]
fn ambiguous() {
    expect(
        &["tests/data/ambiguous.pgn"],
        1,
        &[
            r#"{"file":"tests/data/ambiguous.pgn","game":1,"ok":false,"line":9,"error":"ambiguous move 'Nd2' at ply 5 (move 3 for White): it could be Nbd2 or Nfd2"}"#,
            r#"{"file":"tests/data/ambiguous.pgn","game":2,"ok":true,"plies":5,"result":"*","termination":null,"fen":"rnbqkbnr/ppp2ppp/3p4/4p3/8/3P1N2/PPPNPPPP/R1BQKB1R b KQkq - 1 3"}"#,
        ],
    );
}

#[test]
fn unterminated_comment() {
    expect(
        &["tests/data/unterminated_comment.pgn"],
        1,
        &[
            r#"{"file":"tests/data/unterminated_comment.pgn","game":1,"ok":false,"line":9,"error":"unterminated comment: '{' is never closed by '}' before the next game's tags"}"#,
            r#"{"file":"tests/data/unterminated_comment.pgn","game":2,"ok":true,"plies":2,"result":"*","termination":null,"fen":"rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"}"#,
        ],
    );
}

#[test]
fn unterminated_variation() {
    expect(
        &["tests/data/unterminated_variation.pgn"],
        1,
        &[
            r#"{"file":"tests/data/unterminated_variation.pgn","game":1,"ok":false,"line":9,"error":"unterminated variation: '(' is never closed by ')' before the result '1-0'"}"#,
            r#"{"file":"tests/data/unterminated_variation.pgn","game":2,"ok":true,"plies":2,"result":"*","termination":null,"fen":"rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"}"#,
            r#"{"file":"tests/data/unterminated_variation.pgn","game":3,"ok":false,"line":21,"error":"unterminated variation: '(' is never closed by ')' before the next game's tags at line 23"}"#,
            r#"{"file":"tests/data/unterminated_variation.pgn","game":4,"ok":true,"plies":1,"result":"*","termination":null,"fen":"rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"}"#,
        ],
    );
}

#[test]
fn bad_fen() {
    expect(
        &["tests/data/bad_fen.pgn"],
        1,
        &[
            r#"{"file":"tests/data/bad_fen.pgn","game":1,"ok":false,"line":9,"error":"bad FEN tag \"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\": bad FEN board: 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR' has 7 ranks; expected 8 separated by '/'"}"#,
            r#"{"file":"tests/data/bad_fen.pgn","game":2,"ok":false,"line":21,"error":"bad FEN tag \"8/8/8/8/8/8/8/K7 w - - 0 1\": impossible position: Black has no king"}"#,
            r#"{"file":"tests/data/bad_fen.pgn","game":3,"ok":false,"line":32,"error":"the SetUp tag is \"1\" but there is no FEN tag"}"#,
            r#"{"file":"tests/data/bad_fen.pgn","game":4,"ok":true,"plies":1,"result":"1-0","termination":"checkmate","fen":"R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1"}"#,
        ],
    );
}

#[test]
fn bad_tag() {
    expect(
        &["tests/data/bad_tag.pgn"],
        1,
        &[
            r#"{"file":"tests/data/bad_tag.pgn","game":1,"ok":false,"line":1,"error":"unterminated tag value: expected a closing '\"' on the same line"}"#,
            r#"{"file":"tests/data/bad_tag.pgn","game":2,"ok":false,"line":8,"error":"bad tag pair: expected a tag value in double quotes, found '?'"}"#,
            r#"{"file":"tests/data/bad_tag.pgn","game":3,"ok":false,"line":14,"error":"bad tag pair: expected ']' to close the tag pair, found '[' (a tag pair, so the next game's tags)"}"#,
            r#"{"file":"tests/data/bad_tag.pgn","game":4,"ok":true,"plies":1,"result":"*","termination":null,"fen":"rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"}"#,
        ],
    );
}

#[test]
fn garbage() {
    expect(
        &["tests/data/garbage.pgn"],
        1,
        &[
            r#"{"file":"tests/data/garbage.pgn","game":1,"ok":false,"line":4,"error":"unexpected character '@' (U+0040): expected a tag, a move, a move number, a comment, a variation or a result"}"#,
            r#"{"file":"tests/data/garbage.pgn","game":2,"ok":false,"line":9,"error":"unreadable move 'hello' at ply 2 (move 1 for Black): …"}"#,
            r#"{"file":"tests/data/garbage.pgn","game":3,"ok":false,"line":14,"error":"unexpected ']': expected a move, a move number, a comment, a variation or a result"}"#,
            r#"{"file":"tests/data/garbage.pgn","game":4,"ok":true,"plies":2,"result":"*","termination":null,"fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"}"#,
        ],
    );
}

#[test]
fn missing_result() {
    expect(
        &["tests/data/missing_result.pgn"],
        1,
        &[
            r#"{"file":"tests/data/missing_result.pgn","game":1,"ok":false,"line":11,"error":"missing result: expected 1-0, 0-1, 1/2-1/2 or * to end the game before the next game's tags"}"#,
            r#"{"file":"tests/data/missing_result.pgn","game":2,"ok":true,"plies":2,"result":"*","termination":null,"fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"}"#,
        ],
    );
}

#[test]
fn truncated() {
    expect(
        &["tests/data/truncated.pgn"],
        1,
        &[
            r#"{"file":"tests/data/truncated.pgn","game":1,"ok":true,"plies":33,"result":"1-0","termination":"checkmate","fen":"1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"}"#,
            r#"{"file":"tests/data/truncated.pgn","game":2,"ok":false,"line":23,"error":"unreadable move 'd' at ply 13 (move 7 for White): …"}"#,
        ],
    );
}

#[test]
fn several_files_are_read_in_order() {
    expect(
        &["tests/data/ambiguous.pgn", "tests/data/crlf_bom.pgn"],
        1,
        &[
            r#"{"file":"tests/data/ambiguous.pgn","game":1,"ok":false,"line":9,"error":"ambiguous move 'Nd2' at ply 5 (move 3 for White): it could be Nbd2 or Nfd2"}"#,
            r#"{"file":"tests/data/ambiguous.pgn","game":2,"ok":true,"plies":5,"result":"*","termination":null,"fen":"rnbqkbnr/ppp2ppp/3p4/4p3/8/3P1N2/PPPNPPPP/R1BQKB1R b KQkq - 1 3"}"#,
            r#"{"file":"tests/data/crlf_bom.pgn","game":1,"ok":true,"plies":33,"result":"1-0","termination":"checkmate","fen":"1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"}"#,
        ],
    );
}

#[test]
fn an_unreadable_file_is_reported_on_stderr_and_the_others_still_checked() {
    let out = check(&["tests/data/no_such_file.pgn", "tests/data/crlf_bom.pgn", "tests/data"]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout,
        "{\"file\":\"tests/data/crlf_bom.pgn\",\"game\":1,\"ok\":true,\"plies\":33,\"result\":\"1-0\",\
         \"termination\":\"checkmate\",\"fen\":\"1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17\"}\n"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(lines[0].starts_with("ferz: cannot read tests/data/no_such_file.pgn: "), "{stderr}");
    assert!(lines[1].starts_with("ferz: cannot read tests/data: "), "{stderr}");
    // Unreadable wins over invalid.
    let out = check(&["tests/data/garbage.pgn", "tests/data/no_such_file.pgn"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_damaged_zstd_file_is_said_to_be_one() {
    let dir = scratch("zstd");
    let broken = dir.join("broken.pgn.zst");
    // The magic number of a zstd frame, then no frame header a decoder accepts.
    std::fs::write(&broken, [0x28, 0xB5, 0x2F, 0xFD, 0xFF, 0xFF, 0xFF, 0xFF]).expect("write");
    let out = check(&[&broken.display().to_string()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let start = format!("ferz: cannot read {}: bad zstd data: ", broken.display());
    assert!(stderr.starts_with(&start) && stderr.lines().count() == 1, "{stderr}");
}

/// A fresh empty directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferz-check-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

#[test]
fn names_are_escaped_and_an_empty_file_has_no_games() {
    let dir = scratch("names");
    let odd = dir.join("a \"quoted\" \\ name.pgn");
    std::fs::write(&odd, "1. e4 e5 *\n").expect("write");
    let empty = dir.join("empty.pgn");
    std::fs::write(&empty, "").expect("write");
    let (odd, empty) = (odd.to_string_lossy().into_owned(), empty.to_string_lossy().into_owned());
    let out = check(&[&odd, &empty]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let value: serde_json::Value = serde_json::from_str(stdout.trim_end()).expect("JSON");
    assert_eq!(value["file"], odd.as_str());
    assert_eq!(value["plies"], 2);
    assert_eq!(stdout.lines().count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_subcommand_needs_a_file() {
    let out = check(&[]);
    assert_eq!(out.status.code(), Some(2));
}

/// `ferz check` on `pgn` alone: every report line, parsed, and the exit status.
fn check_text(name: &str, pgn: &str) -> (Vec<serde_json::Value>, Option<i32>) {
    let dir = scratch(name);
    let file = dir.join("games.pgn");
    std::fs::write(&file, pgn).expect("write");
    let out = check(&[&file.to_string_lossy()]);
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines = stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    (lines, out.status.code())
}

#[test]
fn moves_after_the_game_ended_by_itself_are_refused_with_the_ending() {
    let pgn = "\
[FEN \"7k/8/6K1/8/8/8/8/R7 w - - 149 100\"]\n[SetUp \"1\"]\n[Result \"1-0\"]\n\n100. Ra7 Kg8 101. Ra8# 1-0\n\n\
[Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 1/2-1/2\n\n\
[FEN \"8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"1-0\"]\n\n1. Kd2 Kc5 1-0\n\n\
[FEN \"8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"1/2-1/2\"]\n\n1/2-1/2\n";
    let (games, status) = check_text("ended", pgn);
    let ended = |g: &serde_json::Value| (g["ok"].clone(), g["ended_at"].clone(), g["termination"].clone());
    // The 75-move rule ended the game with 100. Ra7: the mate after it does not count.
    assert_eq!(ended(&games[0]), (false.into(), 1.into(), "seventyfive_moves".into()));
    assert_eq!(
        games[0]["error"],
        "moves after the end of the game: it ended by seventy-five-move rule after ply 1, yet the record goes on to ply 3"
    );
    // The start position for the fifth time after 8... Ng8.
    assert_eq!(ended(&games[1]), (false.into(), 16.into(), "fivefold_repetition".into()));
    // A dead position from the start: no move can follow.
    assert_eq!(ended(&games[2]), (false.into(), 0.into(), "dead_position".into()));
    assert_eq!(
        games[2]["error"],
        "moves after the end of the game: it was already over at the start (dead position), yet the record has 2 plies"
    );
    // The same position with no move and a draw is a record.
    assert_eq!((&games[3]["ok"], &games[3]["termination"]), (&true.into(), &"dead_position".into()));
    assert_eq!(games[3].get("ended_at"), None);
    assert_eq!(status, Some(1));
}

/// A check reads a job's games first and asks who can still mate after: a game whose final
/// position is dead is read again to find where it ended. Dead games among thousands of others,
/// on both sides of where a job of 10,000 games stops and the next takes up, each get their
/// own ending, and the games around them theirs.
#[test]
fn dead_games_among_ten_thousand_others_each_get_their_ending() {
    let locked = "[FEN \"8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n";
    let mut pgn = String::new();
    let mut dead = Vec::new();
    for n in 1..=10_010 {
        if [1, 9_999, 10_000, 10_001, 10_010].contains(&n) {
            // Played on after the start: a dead position, the record refused.
            pgn.push_str(locked);
            pgn.push_str("\n1. Kd2 Kc5 2. Kd1 1-0\n\n");
            dead.push(n);
        } else if n % 1000 == 7 {
            // Locked too, a draw with no move: a record.
            pgn.push_str(locked);
            pgn.push_str("\n1/2-1/2\n\n");
        } else {
            pgn.push_str("1. e4 e5 *\n\n");
        }
    }
    let (games, status) = check_text("dead-among-many", &pgn);
    assert_eq!((games.len(), status), (10_010, Some(1)));
    for (i, g) in games.iter().enumerate() {
        let n = i + 1;
        assert_eq!(g["game"], n, "{g}");
        if dead.contains(&n) {
            assert_eq!(
                (&g["ok"], &g["ended_at"], &g["termination"]),
                (&false.into(), &0.into(), &"dead_position".into()),
                "{g}"
            );
            assert_eq!(g["plies"], 3, "{g}");
        } else if n % 1000 == 7 {
            assert_eq!(
                (&g["ok"], &g["termination"], &g["result"]),
                (&true.into(), &"dead_position".into(), &"1/2-1/2".into()),
                "{g}"
            );
        } else {
            assert_eq!(
                (&g["ok"], &g["plies"], &g["termination"]),
                (&true.into(), &2.into(), &serde_json::Value::Null),
                "{g}"
            );
        }
    }
}

#[test]
fn moves_after_a_mate_or_a_stalemate_are_refused_with_the_ending() {
    // Fool's mate, then a move for White; a stalemate (Kb6 traps the king on a8 with the
    // queen on c7), then a move for Black.
    let pgn = "\
[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. Nc3 0-1\n\n\
[FEN \"k7/8/1K6/8/8/8/8/2Q5 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"1/2-1/2\"]\n\n1. Qc7 Kb8 1/2-1/2\n\n\
[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    let (games, status) = check_text("after_mate", pgn);
    let ended = |g: &serde_json::Value| (g["ok"].clone(), g["ended_at"].clone(), g["termination"].clone());
    assert_eq!(ended(&games[0]), (false.into(), 4.into(), "checkmate".into()));
    assert_eq!(games[0]["error"], "move 'Nc3' at ply 5 after the game had ended by checkmate at ply 4");
    assert_eq!(ended(&games[1]), (false.into(), 1.into(), "stalemate".into()));
    // The same mate without the move after it is a record.
    assert_eq!((&games[2]["ok"], &games[2]["termination"]), (&true.into(), &"checkmate".into()));
    assert_eq!(games[2].get("ended_at"), None);
    assert_eq!(status, Some(1));
}

#[test]
fn a_result_the_tag_or_the_final_position_contradicts_is_refused() {
    let pgn = "\
[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n\
[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n\n\
[Result \"1/2-1/2\"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n\n\
[Result \"1-0\"]\n\n1. e4 e5 0-1\n\n\
[FEN \"8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"1-0\"]\n\n1-0\n\n\
[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    let (games, status) = check_text("results", pgn);
    let oks: Vec<_> = games.iter().map(|g| g["ok"].as_bool()).collect();
    assert_eq!(oks, [Some(false), Some(false), Some(false), Some(false), Some(false), Some(true)]);
    assert_eq!(games[0]["error"], "the result '1-0' contradicts the final position: Black has mated, so it is 0-1");
    assert_eq!(games[0]["termination"], "checkmate");
    assert_eq!(
        games[1]["error"],
        "the Result tag says '0-1' but the moves end with '1/2-1/2'; the two must be the same"
    );
    assert_eq!(games[2]["error"], "the result '1/2-1/2' contradicts the final position: Black has mated, so it is 0-1");
    assert_eq!(games[3]["error"], "the Result tag says '1-0' but the moves end with '0-1'; the two must be the same");
    assert_eq!(
        games[4]["error"],
        "the result '1-0' contradicts the final position: the game was drawn on the board (dead position), so it is 1/2-1/2"
    );
    assert_eq!(status, Some(1));
}

#[test]
fn a_time_forfeit_on_a_dead_board_stays_a_record_with_its_result_by_the_laws() {
    let pgn = "\
[FEN \"8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n\n1-0\n\n\
[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n\n1. e4 e5 0-1\n";
    let (games, status) = check_text("forfeit", pgn);
    assert_eq!((&games[0]["ok"], &games[0]["result_by_laws"]), (&true.into(), &"1/2-1/2".into()));
    assert_eq!((&games[1]["ok"], &games[1]["result_by_laws"]), (&true.into(), &"0-1".into()));
    assert_eq!(status, Some(0));
}

/// Where the property test's games start: the initial position, and endings where the
/// fifty- and seventy-five-move rules, repetitions, mates and dead positions come quickly.
const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "7k/8/6K1/8/8/8/8/R7 w - - 95 100",
    "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/3BK3 w - - 140 1",
    "4k3/8/8/8/8/8/4q3/N3K2R w K - 0 1",
    "8/8/4k3/2n5/8/8/3K4/6N1 b - - 96 50",
    "8/8/8/1k6/p1p1p1p1/P1P1P1P1/1b6/4K3 w - - 0 1",
];

/// One step of a script game: `(what, pick)`; `pick` chooses among the legal moves.
fn step(script: &mut ferz::script::Script, what: u8, pick: usize) {
    let game = script.game();
    let pos = game.position();
    let legal = pos.legal_moves();
    let any = |pick: usize| legal.get(pick % legal.len().max(1)).map(|m| m.uci());
    // The move back of the side to move's last one, which makes repetitions.
    let back = game.moves().iter().rev().nth(1).map(|m| format!("{}{}", m.mv.to(), m.mv.from()));
    let line = match what {
        0..=4 => any(pick).map(|m| format!("move {m}")),
        5..=7 => back.map(|m| format!("move {m}")).or_else(|| any(pick).map(|m| format!("move {m}"))),
        8 => Some("claim".to_string()),
        9 => back.or_else(|| any(pick)).map(|m| format!("claim {m}")),
        10 => Some("offer".to_string()),
        11 => Some("accept".to_string()),
        12 => Some("decline".to_string()),
        13 => Some(format!("wait {}.{}", pick % 40, pick % 10)),
        _ => Some(if pick.is_multiple_of(16) { "resign".to_string() } else { "state".to_string() }),
    };
    if let Some(line) = line {
        script.handle(&line);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

    /// Every game the script layer can make — random moves, moves back and forth, claims with
    /// and without intended moves, offers, flags, resignations — writes a PGN that `ferz check`
    /// reads back as a valid record with the game's result and, where the board ended it,
    /// its termination (and for a loss on time, the same result by the Laws).
    #[test]
    fn every_script_game_reads_back_in_check_with_its_result_and_termination(
        start in 0usize..STARTS.len(),
        timed in proptest::bool::ANY,
        steps in proptest::collection::vec((0u8..16, 0usize..1000), 0..90),
    ) {
        use ferz::game::{Termination, TimeControl};
        let fen = ferz::rules::Position::from_fen(STARTS[start]).expect("a legal start");
        let control: TimeControl = if timed { "0.5+0" } else { "none" }.parse().expect("a time control");
        let setup = ferz::game::Setup::new(fen, control);
        let mut script = ferz::script::Script::new(&setup, ferz::lang::Lang::En);
        for &(what, pick) in &steps {
            if script.game().is_over() {
                break;
            }
            step(&mut script, what, pick);
        }
        let answer = script.handle("pgn").expect("an answer");
        let pgn = answer["pgn"].as_str().expect("the PGN").to_string();
        let (games, status) = check_text("property", &pgn);
        let read = &games[0];
        let game = script.game();
        proptest::prop_assert_eq!(&read["ok"], &serde_json::json!(true), "{}\n{}", read, pgn);
        proptest::prop_assert_eq!(status, Some(0));
        proptest::prop_assert_eq!(read["plies"].as_u64(), Some(game.moves().len() as u64));
        proptest::prop_assert_eq!(read["result"].as_str(), Some(game.result()), "{}", pgn);
        let on_board = game.outcome().map(|o| o.termination).filter(|t| {
            matches!(
                t,
                Termination::Checkmate
                    | Termination::Stalemate
                    | Termination::InsufficientMaterial
                    | Termination::DeadPosition
                    | Termination::SeventyFiveMoves
                    | Termination::FivefoldRepetition
            )
        });
        proptest::prop_assert_eq!(read["termination"].as_str(), on_board.map(Termination::name), "{}", pgn);
        if let Some(o) = game.outcome().filter(|o| o.termination == Termination::Timeout && o.winner.is_some()) {
            let by_laws = read["result_by_laws"].as_str();
            proptest::prop_assert!(by_laws == Some(o.result()) || (by_laws.is_none() && game.proof().is_none()), "{}", read);
        }
    }
}

/// `ferz check /dev/stdin` fed `parts` (each written `times` times) through a pipe, never
/// through the disk: its report lines, standard error and exit status.
fn check_stream(parts: &[(&[u8], usize)]) -> (Vec<serde_json::Value>, String, Option<i32>) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferz"))
        .args(["check", "/dev/stdin"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the ferz binary runs");
    let mut input = child.stdin.take().expect("a pipe");
    let parts: Vec<(Vec<u8>, usize)> = parts.iter().map(|(bytes, times)| (bytes.to_vec(), *times)).collect();
    let writer = std::thread::spawn(move || {
        for (bytes, times) in parts {
            for _ in 0..times {
                // ferz may stop reading first (it is not PGN): then the pipe is closed.
                if input.write_all(&bytes).is_err() {
                    return;
                }
            }
        }
    });
    let out = child.wait_with_output().expect("ferz ends");
    let _ = writer.join();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines = stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    (lines, String::from_utf8_lossy(&out.stderr).into_owned(), out.status.code())
}

const MEGABYTE: usize = 1 << 20;

#[test]
fn a_game_past_the_size_limit_is_one_error_for_that_game_and_no_more() {
    let too_large = "game too large: more than 64 MB; the rest of it up to the next game is skipped";
    // A closed comment of 200 MB in a four-line file.
    let x = vec![b'x'; MEGABYTE];
    let (lines, stderr, status) = check_stream(&[(b"[Event \"a\"]\n\n1. e4 { ", 1), (&x, 200), (b" } e5 *\n", 1)]);
    assert_eq!((lines.len(), status), (1, Some(1)), "{lines:?} {stderr}");
    assert_eq!((lines[0]["ok"].clone(), lines[0]["line"].clone()), (false.into(), 1.into()));
    assert_eq!(lines[0]["error"], too_large);
    // `1. e4`, 200 MB of spaces and `*`, then a game after it, which is read.
    let spaces = vec![b' '; MEGABYTE];
    let next = b"*\n\n[Event \"next\"]\n\n1. d4 d5 *\n";
    let (lines, stderr, status) = check_stream(&[(b"1. e4", 1), (&spaces, 200), (next, 1)]);
    assert_eq!((lines.len(), status), (2, Some(1)), "{lines:?} {stderr}");
    assert_eq!((lines[0]["game"].clone(), lines[0]["error"].clone()), (1.into(), too_large.into()));
    assert_eq!(
        (lines[1]["game"].clone(), lines[1]["ok"].clone(), lines[1]["plies"].clone()),
        (2.into(), true.into(), 2.into())
    );
}

#[test]
fn a_zstd_file_of_a_game_with_hundreds_of_megabytes_of_blanks_is_one_error() {
    // The .zst is made here by the zstd program from a stream (a few kilobytes on disk).
    let dir = scratch("zstd-blanks");
    let path = dir.join("blanks.pgn.zst");
    let Ok(file) = std::fs::File::create(&path) else { panic!("a file in {}", dir.display()) };
    let zstd = Command::new("zstd").args(["-q", "-1", "-c"]).stdin(std::process::Stdio::piped()).stdout(file).spawn();
    let Ok(mut zstd) = zstd else {
        eprintln!("skipped: no zstd program to make the file with");
        return;
    };
    {
        use std::io::Write;
        let mut input = zstd.stdin.take().expect("a pipe");
        let spaces = vec![b' '; MEGABYTE];
        input.write_all(b"1. e4").expect("zstd reads");
        for _ in 0..300 {
            input.write_all(&spaces).expect("zstd reads");
        }
        input.write_all(b"*\n").expect("zstd reads");
    }
    assert!(zstd.wait().is_ok_and(|s| s.success()), "zstd made the file");
    let out = check(&[&path.display().to_string()]);
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 1, "{stdout}");
    assert!(lines[0].contains(r#""game":1,"ok":false,"line":1,"error":"game too large: more than 64 MB"#), "{stdout}");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn endless_binary_input_is_said_not_to_be_pgn_at_once() {
    let out = check(&["/dev/zero"]);
    assert!(out.stdout.is_empty(), "no game is invented: {}", String::from_utf8_lossy(&out.stdout));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "ferz: cannot read /dev/zero: not PGN: binary data (a NUL byte) at line 1\n"
    );
    assert_eq!(out.status.code(), Some(2));
    // As a NUL in an ordinary file is.
    let dir = scratch("nul");
    let file = dir.join("nul.pgn");
    std::fs::write(&file, "[Event \"a\"]\n\n1. e4 \0 e5 *\n").expect("write");
    let out = check(&[&file.display().to_string()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.stdout.is_empty());
    let said = format!("ferz: cannot read {}: not PGN: binary data (a NUL byte) at line 3\n", file.display());
    assert_eq!(String::from_utf8_lossy(&out.stderr), said);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_zst_file_that_is_not_zstd_is_said_to_be_none() {
    let dir = scratch("not-zstd");
    let file = dir.join("games.pgn.zst");
    std::fs::write(&file, "[Event \"a\"]\n\n1. e4 e5 *\n").expect("write");
    let out = check(&[&file.display().to_string()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.stdout.is_empty());
    let said = format!(
        "ferz: cannot read {}: not zstd data: the file is named .zst but does not start as zstd data does\n",
        file.display()
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), said);
    assert_eq!(out.status.code(), Some(2));
}

/// The games of `tests/data/tolerant.pgn` that ferz reads give the plies and final position
/// python-chess gives (skipped, saying so, when python-chess is not installed); those it
/// refuses are refused on purpose.
#[test]
fn tolerant_games_read_as_python_chess_reads_them() {
    let (lines, status) = check_text("tolerant", &std::fs::read_to_string("tests/data/tolerant.pgn").expect("data"));
    assert_eq!(status, Some(1));
    let ok: Vec<bool> = lines.iter().map(|l| l["ok"] == true).collect();
    assert_eq!(ok, [true, true, true, true, true, false, false, false]);
    let python = Command::new("python3")
        .args(["-c", "import chess.pgn,sys\nf=open(sys.argv[1])\nwhile (g:=chess.pgn.read_game(f)) is not None:\n print(len(list(g.mainline_moves())), g.end().board().fen())", "tests/data/tolerant.pgn"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output();
    let Some(out) = python.ok().filter(|o| o.status.success()) else {
        eprintln!("skipped the comparison: python-chess is not installed (pip install chess)");
        return;
    };
    let told = String::from_utf8_lossy(&out.stdout);
    for (line, theirs) in lines.iter().zip(told.lines()).filter(|(l, _)| l["ok"] == true) {
        assert_eq!(format!("{} {}", line["plies"], line["fen"].as_str().unwrap_or_default()), theirs, "{line}");
    }
}
