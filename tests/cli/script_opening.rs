//! The opening in `ferz script`'s state and in its PGN: null before any known line, then the
//! longest known line the game followed, by position (a small list typed for the tests, through
//! `$FERZ_OPENINGS`); and the lichess list built into the program when nothing is installed.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

fn script(lines: &[&str]) -> Vec<Value> {
    script_with(&[], lines)
}

fn script_with(flags: &[&str], lines: &[&str]) -> Vec<Value> {
    script_in(Some(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/openings")), flags, lines)
}

/// `ferz script` with `$FERZ_OPENINGS` set to `openings`, or unset, and an empty data
/// directory of its own (no list installed anywhere ferz could look).
fn script_in(openings: Option<&str>, flags: &[&str], lines: &[&str]) -> Vec<Value> {
    let data = std::env::temp_dir().join(format!("ferz-opening-data-{}", std::process::id()));
    let mut command = Command::new(env!("CARGO_BIN_EXE_ferz"));
    command.args(["script", "--time", "none"]).args(flags).env("FERZ_DATA_DIR", &data);
    match openings {
        Some(dir) => command.env("FERZ_OPENINGS", dir),
        None => command.env_remove("FERZ_OPENINGS"),
    };
    let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
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

#[test]
fn the_lichess_list_is_built_in() {
    // Nothing installed and no $FERZ_OPENINGS: the whole list, so the Najdorf has its name.
    let najdorf = [
        "move e4",
        "move c5",
        "move Nf3",
        "move d6",
        "move d4",
        "move cxd4",
        "move Nxd4",
        "move Nf6",
        "move Nc3",
        "move a6",
        "pgn",
    ];
    let out = script_in(None, &[], &najdorf);
    assert_eq!(out[0]["opening"], json!({"eco": "B00", "name": "King's Pawn Game"}));
    assert_eq!(out[1]["opening"], json!({"eco": "B20", "name": "Sicilian Defense"}));
    assert_eq!(out[9]["opening"], json!({"eco": "B90", "name": "Sicilian Defense: Najdorf Variation"}));
    let pgn = out[10]["pgn"].as_str().unwrap();
    assert!(pgn.contains("[ECO \"B90\"]\n[Opening \"Sicilian Defense: Najdorf Variation\"]\n"), "{pgn}");
    // A directory without TSV files in $FERZ_OPENINGS leaves the list built in.
    let empty = std::env::temp_dir().join(format!("ferz-opening-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let out = script_in(empty.to_str(), &[], &najdorf);
    assert_eq!(out[9]["opening"]["eco"], json!("B90"));
    // $FERZ_OPENINGS with a list of its own is read instead: the typed list does not name 1. e4.
    let out = script(&najdorf);
    assert_eq!(out[0]["opening"], Value::Null);
    assert_eq!(out[9]["opening"]["eco"], json!("B90"));
}
