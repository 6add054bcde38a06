//! `ferz script`'s `pgn`: every time control and time odds written as the PGN standard can
//! say it in `TimeControl`, and exactly, in `--time`'s syntax, in `WhiteTimeControl` and
//! `BlackTimeControl` — read back by ferz and, for the standard tag, by python-chess.

use std::process::{Command, Stdio};

use ferz::game::TimeControl;
use ferz::pgn::PgnReader;

use crate::common::last;

fn tc(text: &str) -> TimeControl {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// The PGN `ferz script ARGS` exports after 1. e4.
fn exported(args: &[&str]) -> String {
    let answer = last(args, &["wait 3", "move e4", "pgn"]);
    answer["pgn"].as_str().unwrap_or_else(|| panic!("{args:?}: {answer}")).to_string()
}

/// The value of tag `name` in `pgn`'s one game.
fn tag(pgn: &str, name: &str) -> Option<String> {
    let game = PgnReader::new(pgn.as_bytes()).next().expect("a game").expect("reads back");
    game.tag(name).map(str::to_string)
}

/// `--time`, and the standard `TimeControl` the export must carry.
const FORMS: &[(&str, &str)] = &[
    ("none", "-"),
    ("up", "-"),
    ("5", "300"),
    ("3+2", "180+2"),
    ("5d3", "?"),
    ("5b3", "?"),
    ("h3", "*180"),
    ("40/90+30,30+30", "40/5400+30:1800+30"),
    ("40/90d30,30b30", "?"),
    ("0:30+1", "30+1"),
];

#[test]
fn the_export_carries_each_sides_exact_control() {
    for &(form, standard) in FORMS {
        let pgn = exported(&["--time", form]);
        assert_eq!(tag(&pgn, "TimeControl").as_deref(), Some(standard), "{form}\n{pgn}");
        for name in ["WhiteTimeControl", "BlackTimeControl"] {
            let exact = tag(&pgn, name).unwrap_or_else(|| panic!("{form}: no {name}\n{pgn}"));
            assert_eq!(tc(&exact), tc(form), "{form}: {name} \"{exact}\"");
        }
    }
    for (white, black) in [("5", "3+2"), ("5d3", "3b2"), ("h5", "h3")] {
        let pgn = exported(&["--white-time", white, "--black-time", black]);
        assert_eq!(tag(&pgn, "TimeControl").as_deref(), Some("?"), "{white}/{black}\n{pgn}");
        assert_eq!(tag(&pgn, "WhiteTimeControl").map(|t| tc(&t)), Some(tc(white)), "{pgn}");
        assert_eq!(tag(&pgn, "BlackTimeControl").map(|t| tc(&t)), Some(tc(black)), "{pgn}");
    }
}

#[test]
fn python_chess_never_reads_a_delay_as_sudden_death() {
    let ok = Command::new("python3").args(["-c", "import chess.pgn"]).stderr(Stdio::null()).status();
    if !ok.is_ok_and(|s| s.success()) {
        eprintln!("skipped: no python3 with python-chess (pip install chess)");
        return;
    }
    // python-chess reads `TimeControl` as the standard says (its sandclock form aside).
    let mut pgns = String::new();
    for args in
        [&["--time", "5d3"][..], &["--time", "5b3"], &["--time", "3+2"], &["--white-time", "5", "--black-time", "3"]]
    {
        pgns.push_str(&exported(args));
        pgns.push('\n');
    }
    let script = r#"
import sys, chess.pgn
while (game := chess.pgn.read_game(sys.stdin)) is not None:
    tc = game.time_control()
    print(tc.type.name, [(p.time, p.increment) for p in tc.parts])
"#;
    let out = Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("stdin").write_all(pgns.as_bytes())?;
            child.wait_with_output()
        })
        .expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let read = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = read.lines().collect();
    assert_eq!(lines, ["UNKNOWN []", "UNKNOWN []", "BLITZ [(180, 2.0)]", "UNKNOWN []"], "{pgns}");
}
