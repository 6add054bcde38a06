//! `--arbiter practice` in the real terminal game: an illegal move typed at the
//! board stands unannounced; the opponent points it out with Ctrl+X (or `:illegal`), answers
//! the question, and reads what was illegal and why — in English and in Russian.

use crate::pty;

use pty::{Place, Term, play, wait_folded};

/// `ferz ARGS` in its own data and working directories, 100×30.
fn ferz(name: &str, args: &[&str]) -> (Term, Place) {
    let place = Place::new(name);
    (place.ferz(args, 100, 30), place)
}

/// Untimed, so no clock to start: 1. d4 e5 2. Bc4, the bishop jumping its own pawn on e2 —
/// the practice arbiter's board takes it and says nothing; Black to move.
fn the_bishop_jumps_its_pawn(term: &mut Term) {
    term.wait_for("White to move");
    play(term, "d4");
    term.wait_for("1. d4");
    play(term, "e5");
    term.wait_for("e5");
    play(term, "Bc4");
    term.wait_for("Bc4");
    term.wait_for("Black to move");
}

#[test]
fn an_illegal_move_is_pointed_out_with_the_key() {
    let (mut term, _place) = ferz("practice-en", &["--arbiter", "practice", "--time", "none"]);
    // The bishop jumps its own pawn: the board takes it, and says nothing.
    the_bishop_jumps_its_pawn(&mut term);
    assert!(!term.screen().contains("illegal"), "nothing is announced:\n{}", term.screen());
    term.key("Ctrl-X");
    wait_folded(&term, "Does Black point out an illegal move?");
    term.type_text("y");
    wait_folded(&term, "2. Bc4 was illegal: the bishop on f1 cannot reach c4: the pawn on e2 is in the way.");
    term.wait_for("White to move");
    // Nothing illegal stands now: the command says so and changes nothing.
    term.type_text(":illegal");
    term.key("Enter");
    wait_folded(&term, "Does White point out an illegal move?");
    term.type_text("y");
    wait_folded(&term, "nothing illegal stands on the board");
    term.wait_for("White to move");
    term.key("Ctrl-Q");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn an_illegal_move_is_pointed_out_in_russian() {
    let (mut term, _place) = ferz("practice-ru", &["--arbiter", "practice", "--time", "none", "--lang", "ru"]);
    term.wait_for("Ходы");
    play(&mut term, "d4");
    term.wait_for("1. d4");
    play(&mut term, "e5");
    play(&mut term, "Сc4");
    // --lang ru writes the move list in Russian notation.
    term.wait_for("2. Сc4");
    term.key("Ctrl-X");
    wait_folded(&term, "Чёрные указывают на невозможный ход?");
    term.type_text("д");
    // The explanation writes the move as the move list does.
    wait_folded(&term, "2. Сc4 — невозможный ход: слон на f1 не может пройти на c4: мешает пешка на e2.");
    term.key("Ctrl-Q");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn an_illegal_move_not_yet_found_survives_quitting_and_ferz_resume() {
    let (mut term, place) = ferz("practice-resume", &["--arbiter", "practice", "--time", "none"]);
    the_bishop_jumps_its_pawn(&mut term);
    // The game is left unfinished, the bishop's jump not yet found.
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);

    let mut term = place.ferz(&["resume"], 100, 30);
    term.wait_until("the resumed game", |s| s.contains("Bc4") && s.contains("practice arbiter"));
    term.key("Ctrl-X");
    wait_folded(&term, "Does Black point out an illegal move?");
    term.type_text("y");
    wait_folded(&term, "2. Bc4 was illegal: the bishop on f1 cannot reach c4: the pawn on e2 is in the way.");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn the_second_illegal_move_ends_the_game_with_the_coachs_summary_on_screen() {
    let (mut term, _place) = ferz("practice-summary", &["--arbiter", "practice", "--time", "none", "--lang", "ru"]);
    term.wait_for("Ходы");
    for _ in 0..2 {
        // White presses the clock without moving; Black points it out.
        term.type_text(":press");
        term.key("Enter");
        term.wait_for("Чёрные");
        term.key("Ctrl-X");
        wait_folded(&term, "Чёрные указывают на невозможный ход?");
        term.type_text("д");
        wait_folded(&term, "1. -- — невозможный ход:");
    }
    // The box keeps why the game ended and the coach's summary (the status line goes on to
    // say where the finished game is kept).
    wait_folded(&term, "0–1 — второй невозможный ход белых");
    wait_folded(&term, "Невозможные ходы");
    wait_folded(&term, "Белые: 1. --, замечен сразу; 1. --, замечен");
    wait_folded(&term, "Чёрные: нет.");
    term.wait_for("Оконченная партия сохранена");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}
