//! The opening in `ferz script`'s state and in its PGN: null before any known line, then the
//! longest known line the game followed, by position (a small list typed for the tests).

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

fn script(lines: &[&str]) -> Vec<Value> {
    script_with(&[], lines)
}

fn script_with(flags: &[&str], lines: &[&str]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferz"))
        .args(["script", "--time", "none"])
        .args(flags)
        .env("FERZ_OPENINGS", concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/openings"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(lines.join("\n").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[test]
fn the_state_names_the_opening_by_position() {
    // The Four Knights by another order of moves.
    let out =
        script(&["state", "move e4", "move e5", "move Nc3", "move Nf6", "move Nf3", "move Nc6", "move a3", "pgn"]);
    assert_eq!(out[0]["opening"], Value::Null);
    assert_eq!(out[1]["opening"], Value::Null);
    assert_eq!(out[2]["opening"], json!({"eco": "C20", "name": "King's Pawn Game"}));
    assert_eq!(out[3]["opening"], json!({"eco": "C20", "name": "King's Pawn Game"}));
    assert_eq!(out[6]["opening"], json!({"eco": "C47", "name": "Four Knights Game"}));
    assert_eq!(out[7]["opening"], json!({"eco": "C47", "name": "Four Knights Game"}));
    let pgn = out[8]["pgn"].as_str().unwrap();
    assert!(pgn.contains("[ECO \"C47\"]\n[Opening \"Four Knights Game\"]\n"), "{pgn}");
}

#[test]
fn a_chess960_game_has_no_opening_name_even_from_the_standard_position() {
    // Position 518 is the standard array, and 1. e4 e5 2. Nf3 Nc6 is a known line of chess;
    // but the list names openings of standard chess, not of Chess960.
    let moves = ["move e4", "move e5", "move Nf3", "move Nc6", "pgn"];
    let standard = script(&moves);
    assert_ne!(standard[3]["opening"], Value::Null, "the typed list names the line in chess");
    let out = script_with(&["--chess960", "518"], &moves);
    assert_eq!(out[3]["variant"], json!("chess960"));
    assert_eq!(out[3]["opening"], Value::Null);
    let pgn = out[4]["pgn"].as_str().unwrap();
    assert!(!pgn.contains("[Opening "), "{pgn}");
}
