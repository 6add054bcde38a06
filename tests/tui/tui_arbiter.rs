//! The terminal game with its verdicts reached beside the board (as the real terminal runs
//! it): a ruling that the position was dead a few moves back ends the game there, says which
//! moves were undone, and the game-over box says why.

use crate::tui_support;

use ferz::game::Termination;
use ferz::rules::unwinnable::Budget;
use ferz::tui::{Prefs, Report, update};
use tui_support::{app_with, at, folded, play, screen, start};

#[test]
fn a_late_dead_ruling_ends_the_game_where_it_was_dead_and_says_so() {
    // Black's queen can be taken: after 1. Kxd2 only kings and locked pawns are left.
    let mut app = app_with(Some("8/8/8/1k6/p1p1p1p1/P1P1P1P1/3q4/4K3 w - - 0 1"), "3+2", Prefs::default());
    app.reach_verdicts_beside();
    start(&mut app);
    play(&mut app, &["Kxd2", "Kb6", "Ke1"], 2_000);
    assert!(!app.game().is_over(), "the board did not wait for the verdict");
    // The arbiter's thread answers the first open question: the position after 1. Kxd2.
    let inquiry = app.game().inquiry().expect("a question is open");
    assert_eq!(inquiry.ply, 1);
    let ruling = inquiry.rule(&Budget::default());
    update(&mut app, Report::Ruled(Box::new((inquiry, ruling))), at(3_000));
    assert_eq!(app.game().outcome().map(|o| o.termination), Some(Termination::DeadPosition));
    assert_eq!(app.game().moves().len(), 1);
    let said = app.message().map(|m| m.text.clone()).unwrap_or_default();
    assert_eq!(
        said,
        "The position was already dead before 1... Kb6 2. Ke1 (5.2.2): the game ended there, drawn; those moves are undone."
    );
    let shot = folded(&screen(&mut app, 100, 30));
    assert!(shot.contains("½–½"), "{shot}");
    assert!(shot.contains("neither side can mate"), "{shot}");
}
