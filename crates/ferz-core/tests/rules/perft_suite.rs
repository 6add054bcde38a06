//! Every position of `../shared/perft/positions.epd` at every listed depth,
//! with bulk counting, plus the shallow depths without it.
//!
//! In an optimised build (`cargo test --profile ci`, the README's test command, or
//! `--release`) the whole file runs (about 22 billion leaf nodes, spread over the cores). A
//! debug build stops at depths under a million nodes so `cargo test` stays quick.

use crate::parallel;

use std::path::PathBuf;
use std::sync::Mutex;

use ferz_core::rules::{Position, perft};

struct Case {
    line: usize,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn suite_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/perft/positions.epd")
}

fn load_cases() -> Vec<Case> {
    let text = std::fs::read_to_string(suite_path()).expect("../shared/perft/positions.epd is readable");
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().expect("a FEN before the counts").trim().to_string();
        for part in parts {
            let mut words = part.split_whitespace();
            let (Some(d), Some(n)) = (words.next(), words.next()) else { continue };
            let Some(depth) = d.strip_prefix('D').and_then(|d| d.parse().ok()) else { continue };
            let nodes: u64 = n.parse().expect("a node count");
            cases.push(Case { line: line_no, fen: fen.clone(), depth, nodes });
        }
    }
    cases
}

#[test]
fn every_position_at_every_listed_depth() {
    let limit = if cfg!(debug_assertions) { 1_000_000 } else { u64::MAX };
    let mut cases: Vec<Case> = load_cases().into_iter().filter(|c| c.nodes <= limit).collect();
    assert!(cases.len() > 500, "the suite has {} cases; expected the whole file", cases.len());
    // Largest first, so the threads finish together.
    cases.sort_by_key(|c| std::cmp::Reverse(c.nodes));
    let failures = Mutex::new(Vec::new());
    parallel::on_all_cores(&cases, |_, case| {
        let pos = match Position::from_fen(&case.fen) {
            Ok(p) => p,
            Err(e) => {
                failures.lock().unwrap().push(format!("line {}: {}: {e}", case.line, case.fen));
                return;
            }
        };
        let got = perft(&pos, case.depth, true);
        if got != case.nodes {
            failures.lock().unwrap().push(format!(
                "line {}: {} depth {}: expected {}, got {got}",
                case.line, case.fen, case.depth, case.nodes
            ));
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{} perft mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn bulk_and_full_counting_agree() {
    for case in load_cases().iter().filter(|c| c.nodes <= 200_000) {
        let pos = Position::from_fen(&case.fen).unwrap();
        assert_eq!(perft(&pos, case.depth, false), case.nodes, "line {} depth {} without bulk", case.line, case.depth);
    }
}
