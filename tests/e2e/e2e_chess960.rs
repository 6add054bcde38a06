//! A Chess960 game in the real terminal: the title names the start's number, and moving the
//! king onto its own rook (two clicks, as a player does) castles.

use crate::pty;

use pty::{Place, play};

/// A left click on the cell at 1-based column `x`, row `y` (SGR mouse report: press, release).
fn click(term: &mut pty::Term, x: u16, y: u16) {
    term.send(format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m").as_bytes());
}

#[test]
fn the_king_onto_its_own_rook_castles() {
    let place = Place::new("e2e-chess960");
    // Position 96: BBQNRNKR — once the f1 knight has gone, the king on g1 may castle with h1.
    // The figures, one to a square, whose columns the clicks below aim at.
    let mut term = place.ferz(&["--chess960", "96", "--time", "5+3", "--pieces", "unicode"], 80, 24);
    term.wait_for("Chess960 no. 96");
    term.wait_for("Press Enter to start");
    term.key("Enter");
    term.wait_for("White to move");
    play(&mut term, "Ng3");
    term.wait_for("1. Ng3");
    play(&mut term, "Ng6");
    // In the move list, not the "Move: Ng6" being typed.
    term.wait_until("1… Ng6", |s| s.lines().any(|l| l.contains("1. Ng3") && l.contains("Ng6")));
    // At 80×24 rank 1 is row 17 and the files' pieces stand in columns 4, 8, … 32.
    let screen = term.screen();
    let rank1 = screen.lines().nth(16).unwrap_or_default();
    assert!(rank1.starts_with("1  ♝   ♝   ♛   ♞   ♜       ♚   ♜"), "rank 1 where expected:\n{screen}");
    click(&mut term, 28, 17);
    click(&mut term, 32, 17);
    term.wait_for("2. O-O");
    let screen = term.screen();
    let rank1 = screen.lines().nth(16).unwrap_or_default();
    assert!(rank1.contains("♜   ♜") && rank1.contains('♚'), "king on g1, rooks on e1 and f1:\n{screen}");
    // Black castles the same way, typed as the king's move onto the rook (UCI, as engines write it).
    play(&mut term, "g8h8");
    term.wait_for("O-O");
    term.wait_until("both castled", |s| s.matches("O-O").count() >= 2);
    term.key("F10");
}
