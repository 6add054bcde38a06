//! The pieces in a real terminal: by default (`--pieces auto`) block pictures two rows high at
//! 80×24, where a figure would be a speck; `--pieces unicode` keeps the figures; a wrong
//! `--pieces` is refused in words before the screen is taken.

use crate::pty;

use pty::Place;

/// The screen's rows of rank `n` (the rank number stands on the lower row of a 4×2 square).
fn rank_rows(screen: &str, n: char) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let Some(at) = lines.iter().position(|l| l.starts_with(n)) else { return Vec::new() };
    lines[at.saturating_sub(1)..=at].iter().map(|l| l.chars().take(34).collect()).collect()
}

/// Whether `c` is a quadrant or half block of a picture.
fn block(c: char) -> bool {
    ('\u{2580}'..='\u{259f}').contains(&c) && !matches!(c, '▔' | '▕')
}

#[test]
fn the_pieces_are_block_pictures_at_80x24_unless_figures_are_asked_for() {
    // A time control asks for a game: no start screen before the board.
    for (args, art) in [
        (&["--time", "rapid"][..], true),
        (&["--time", "rapid", "--pieces", "auto"][..], true),
        (&["--time", "rapid", "--pieces", "unicode"][..], false),
    ] {
        let place = Place::new("e2e-art");
        let mut term = place.ferz(args, 80, 24);
        term.wait_for("Press Enter to start");
        let screen = term.screen();
        let back = rank_rows(&screen, '1');
        let pawns = rank_rows(&screen, '2');
        let blocks = |rows: &[String]| rows.iter().flat_map(|r| r.chars()).filter(|&c| block(c)).count();
        if art {
            // Two rows of blocks for each of the eight pieces, no figure.
            assert!(back.iter().all(|r| r.chars().filter(|&c| block(c)).count() >= 16), "{args:?}:\n{screen}");
            assert!(blocks(&pawns) >= 8 * 6, "{args:?}:\n{screen}");
            assert!(!screen.contains('♜') && !screen.contains('♟'), "{args:?}:\n{screen}");
        } else {
            assert_eq!(blocks(&back) + blocks(&pawns), 0, "{args:?}:\n{screen}");
            assert!(back.concat().contains('♜') && pawns.concat().contains('♟'), "{args:?}:\n{screen}");
        }
        term.key("F10");
        assert_eq!(term.wait_exit(), 0);
    }
}

#[test]
fn a_wrong_pieces_value_is_refused_in_words() {
    let place = Place::new("e2e-art-refused");
    for (args, words) in [
        (&["--pieces", "pictures"][..], "invalid value 'pictures' for '--pieces <SET>'"),
        (&["--lang", "ru", "--pieces", "pictures"][..], "недопустимое значение «pictures» для «--pieces <SET>»"),
    ] {
        let out = place.ferz_output(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(words) && err.contains("auto, image, art, unicode, letters, ascii"), "{args:?}: {err}");
    }
}
