//! The checking pass (`pgn::Validator`, what `ferz check` reads with) against the full
//! reader: on every test file, on the files run together, and on each of them damaged one
//! byte at a time, both give the same games — plies, result, last position, every position,
//! the time-forfeit tag — and the same errors at the same lines and columns.

use ferz_core::pgn::{PgnReader, Validator};

/// One game as both readers can tell it: (plies, result, FEN of every position, time
/// forfeit) or the error with its line and column.
type Told = Result<(usize, String, Vec<String>, bool), String>;

fn by_reader(bytes: &[u8], first_line: u64) -> Vec<Told> {
    PgnReader::new(bytes)
        .starting_at_line(first_line)
        .map(|game| {
            game.map(|g| {
                let fens = g.positions().map(|p| p.fen()).collect();
                let on_time = g.tag("Termination").is_some_and(|t| t.trim().eq_ignore_ascii_case("time forfeit"));
                (g.moves.len(), g.result.clone(), fens, on_time)
            })
            .map_err(|e| format!("{}:{} {e}", e.line, e.column))
        })
        .collect()
}

fn by_validator(bytes: &[u8], first_line: u64) -> Vec<Told> {
    let mut games = Validator::new(bytes).starting_at_line(first_line).keeping_positions();
    let mut told = Vec::new();
    while let Some(game) = games.next_game() {
        told.push(
            game.map(|g| {
                let fens: Vec<String> = games.positions().iter().map(|p| p.fen()).collect();
                assert_eq!(fens.last(), Some(&g.last.fen()), "the last position is the last of the positions");
                (g.plies, g.result.to_string(), fens, g.time_forfeit)
            })
            .map_err(|e| format!("{}:{} {e}", e.line, e.column)),
        );
    }
    told
}

fn test_files() -> Vec<(String, Vec<u8>)> {
    let dir = format!("{}/../../tests/data", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .map(|p| (p.display().to_string(), std::fs::read(&p).expect("a test file")))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the test files are there");
    files
}

#[test]
fn every_test_file_reads_as_the_reader_reads_it() {
    let mut all = Vec::new();
    let mut valid = 0;
    for (name, bytes) in test_files() {
        let want = by_reader(&bytes, 1);
        valid += want.iter().filter(|g| g.is_ok()).count();
        assert_eq!(by_validator(&bytes, 1), want, "{name}");
        assert_eq!(by_validator(&bytes, 40), by_reader(&bytes, 40), "{name} from line 40");
        all.extend_from_slice(&bytes);
        all.extend_from_slice(b"\n");
    }
    assert!(valid >= 20, "most games are valid: {valid}");
    assert_eq!(by_validator(&all, 1), by_reader(&all, 1), "the files run together");
}

#[test]
fn damaged_files_read_as_the_reader_reads_them() {
    let replacements = [b'[', b'{', b'}', b'(', b'\n', b'%', b'x', b'1', b'.', 0xC3, b' '];
    for name in ["famous.pgn", "annotated.pgn", "crlf_bom.pgn", "endings.pgn"] {
        let path = format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
        let good = std::fs::read(&path).expect("a test file");
        for at in 0..good.len() {
            let mut cut = good.clone();
            cut.remove(at);
            assert_eq!(by_validator(&cut, 1), by_reader(&cut, 1), "{name} without byte {at}");
            let b = replacements[at % replacements.len()];
            let mut changed = good.clone();
            changed[at] = b;
            assert_eq!(by_validator(&changed, 1), by_reader(&changed, 1), "{name} with byte {at} made {b}");
        }
    }
}

#[test]
fn lichess_games_are_read_with_their_time_forfeits() {
    let text = "\u{feff}[Event \"Rated Blitz game\"]\n[Termination \"Time forfeit\"]\n[Termination \"Normal\"]\n\n\
                1. e4 { [%clk 0:03:00] } 1... e5 { [%eval 0.2] [%clk 0:02:59] } 2. Qh5?! $6 Nc6 1-0\n\n\
                [Termination \"Normal\"]\n\n1. d4 d5 *\n\n1. e4 e5 (1... c5) 2. Nf3 0-1\n";
    let told = by_validator(text.as_bytes(), 1);
    assert_eq!(told, by_reader(text.as_bytes(), 1));
    let summary: Vec<_> =
        told.iter().map(|g| g.as_ref().map(|(plies, result, _, t)| (*plies, result.as_str(), *t))).collect();
    assert_eq!(summary, vec![Ok((4, "1-0", true)), Ok((2, "*", false)), Ok((3, "0-1", false))]);
}

#[test]
fn games_on_one_long_line_keep_their_columns() {
    let mut text = String::from("\u{feff}");
    for n in 0..50 {
        // A good game, a comment with letters of two bytes, an illegal move, a variation.
        text.push_str(&format!("1. e4 {{ é{n} }} e5 * 1. e4 Ke7 * 1. d4 (1. c4) d5 * [Event \"x\"] 1. Nf3 é *  "));
    }
    text.push('\n');
    let told = by_validator(text.as_bytes(), 7);
    assert_eq!(told, by_reader(text.as_bytes(), 7));
    assert_eq!(told.iter().filter(|g| g.is_err()).count(), 100, "the illegal king move and the é of each round");
    assert!(told.iter().filter_map(|g| g.as_ref().err()).all(|e| e.starts_with("7:")), "all on line 7");
}
