//! Opening names by position: a small list typed for these tests (famous lines), every line
//! naming its own position, transpositions named, the longest known line followed; and the
//! whole lichess list as built into the program (data/openings), every line of it.

use std::path::Path;

use ferz::openings::{BookFault, OpeningBook, built_in, load_dir};
use ferz::rules::{Position, parse_san};

fn famous() -> OpeningBook {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/openings");
    load_dir(&dir).expect("the test list is there").expect("and it reads")
}

/// The positions of a game given in SAN, the start first.
fn positions(sans: &str) -> Vec<Position> {
    let mut pos = Position::new();
    let mut all = vec![pos.clone()];
    for san in sans.split_whitespace().filter(|w| !w.ends_with('.')) {
        let mv = parse_san(&pos, san).unwrap_or_else(|e| panic!("{san}: {e}"));
        pos = pos.play_unchecked(mv);
        all.push(pos.clone());
    }
    all
}

fn named(book: &OpeningBook, sans: &str) -> Option<(String, String)> {
    book.name(&positions(sans)).map(|o| (o.eco.clone(), o.name.clone()))
}

fn pair(eco: &str, name: &str) -> Option<(String, String)> {
    Some((eco.to_string(), name.to_string()))
}

#[test]
fn famous_lines_and_transpositions() {
    let book = famous();
    assert_eq!(book.len(), 15);
    assert_eq!(named(&book, "1. e4 e5 2. Nf3 Nc6 3. Bb5"), pair("C60", "Ruy Lopez"));
    // Past the book, the longest line followed names the game.
    assert_eq!(named(&book, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O"), pair("C60", "Ruy Lopez"));
    assert_eq!(named(&book, "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6"), pair("C65", "Ruy Lopez: Berlin Defense"));
    // Four knights by another order of moves.
    assert_eq!(named(&book, "1. e4 e5 2. Nc3 Nf6 3. Nf3 Nc6"), pair("C47", "Four Knights Game"));
    // The Queen's Gambit Declined reached from the English.
    assert_eq!(named(&book, "1. c4 e6 2. d4 d5"), pair("D30", "Queen's Gambit Declined"));
    assert_eq!(named(&book, "1. c4 e6"), pair("A10", "English Opening"));
    // Before any known line: no name.
    assert_eq!(named(&book, ""), None);
    assert_eq!(named(&book, "1. e4"), None);
    assert_eq!(named(&book, "1. h4 a5"), None);
}

#[test]
fn every_line_names_its_own_position() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/openings/famous.tsv")).unwrap();
    every_line_names_itself(&famous(), &text);
}

/// Each line's last position is named by that line or by a shorter one reaching it.
fn every_line_names_itself(book: &OpeningBook, text: &str) -> usize {
    let mut lines = 0;
    for row in text.lines().skip(1).filter(|r| !r.trim().is_empty()) {
        let columns: Vec<&str> = row.split('\t').collect();
        let all = positions(columns[2]);
        let plies = all.len() - 1;
        let opening = book.at(all.last().unwrap()).unwrap_or_else(|| panic!("{row}: not named"));
        assert!(opening.plies <= plies, "{row}: named by {opening:?}");
        if opening.plies == plies && opening.name == columns[1] {
            assert_eq!(opening.eco, columns[0], "{row}");
        }
        lines += 1;
    }
    lines
}

#[test]
fn bad_lines_are_refused_with_their_line_number() {
    let mut book = OpeningBook::new();
    let err = book.add_tsv("x.tsv", "eco\tname\tpgn\nC60\tRuy Lopez\t1. e4 e5 2. Nf3 Nc6 3. Bb6\n").unwrap_err();
    assert_eq!((err.line, err.why.clone()), (2, BookFault::Move("Bb6".into())));
    assert_eq!(err.to_string(), "x.tsv: line 2: illegal move \"Bb6\"");
    let err = book.add_tsv("y.tsv", "Z99\tNothing\t1. e4\n").unwrap_err();
    assert_eq!(err.why, BookFault::Eco("Z99".into()));
    let err = book.add_tsv("z.tsv", "C60 Ruy Lopez\n").unwrap_err();
    assert_eq!(err.why, BookFault::Columns);
}

#[test]
fn the_whole_lichess_list_is_built_in() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/openings");
    let book = built_in();
    // The files as kept read the same as the list built in.
    let read = load_dir(&dir).expect("tsv files").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.len(), book.len());
    let mut lines = 0;
    for volume in ["a", "b", "c", "d", "e"] {
        let text = std::fs::read_to_string(dir.join(format!("{volume}.tsv"))).unwrap();
        lines += every_line_names_itself(&book, &text);
    }
    assert!(lines > 3000, "{lines}");
    let book = &book;
    assert_eq!(named(book, "1. e4 e5 2. Nf3 Nc6 3. Bb5").map(|p| p.0), Some("C60".to_string()));
    assert_eq!(named(book, "1. e4 e5 2. Nf3 Nc6 3. Bb5").map(|p| p.1), Some("Ruy Lopez".to_string()));
    // The Najdorf, by its usual order and with 5…a6 before 5. Nc3 transposed away: by position.
    let najdorf = named(book, "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6").unwrap();
    assert_eq!(najdorf.0, "B90");
    assert!(najdorf.1.starts_with("Sicilian Defense: Najdorf Variation"), "{najdorf:?}");
    let qgd = named(book, "1. c4 e6 2. d4 d5").unwrap();
    assert!(qgd.1.starts_with("Queen's Gambit Declined"), "{qgd:?}");
}
