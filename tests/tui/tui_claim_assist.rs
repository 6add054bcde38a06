//! The assist arbiter and draw claims: a claim that cannot be upheld is
//! not made behind the claimant's back — the question says so, says what it costs and whom
//! it gives the time, by name, and waits for y / n; `--arbiter strict` takes every claim as it
//! comes. Assist mode also points out a claim the next move would make valid (the claim with
//! an intended move, FIDE 9.2.1.1 and 9.3.1). In English and Russian.

use crate::tui_support;

use ferz::game::Termination;
use ferz::lang::Lang;
use ferz::rules::{Color, Notation};
use ferz::tui::{App, Arbiter, Overlay, Prefs, Question};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

fn russian() -> Prefs {
    Prefs { lang: Lang::Ru, notation: Notation::Russian, ..Prefs::default() }
}

/// The last message said, if any.
fn said(a: &App) -> String {
    a.message().map(|m| m.text.clone()).unwrap_or_default()
}

/// A started rapid game (a wrong claim costs 1:00) between Anna and Boris after `moves`.
fn game(prefs: Prefs, moves: &[&str]) -> App {
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    play(&mut a, moves, 0);
    a
}

const KNIGHT_DANCE: [&str; 7] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];

#[test]
fn a_claim_that_cannot_be_upheld_asks_first_and_says_the_cost() {
    for (prefs, question, short, cancelled, refused) in [
        (
            Prefs::default(),
            "Anna (White), no draw can be claimed now. Claiming anyway gives Boris 1:00. Claim?",
            "y / n",
            "No claim made.",
            "Anna's claim is not correct: Boris (Black) gets 1:00 more; play goes on.",
        ),
        (
            russian(),
            "Anna (белые), сейчас ничью потребовать нельзя. Если всё же потребовать, Boris получит 1:00. Требовать?",
            "д / н",
            "Требование ничьей отменено.",
            "Anna (белые), ваше требование ничьей неправомерно: Boris (чёрные) получает ещё 1:00; партия продолжается.",
        ),
    ] {
        let mut a = game(prefs, &["e4", "e5"]);
        let black = a.game().clock().remaining(Color::Black, at(1_000)).as_ms();
        key(&mut a, KeyCode::F(5), 1_000);
        key(&mut a, KeyCode::F(5), 1_000);
        assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Claim(Color::White, None))));
        let shot = folded(&screen(&mut a, 80, 24));
        assert!(shot.contains(question), "{shot}");
        assert!(shot.contains(&format!("{question} {short}")), "the status line asks too: {shot}");
        // No: nothing is given, nothing is played.
        key(&mut a, KeyCode::Char('n'), 1_000);
        assert_eq!(said(&a), cancelled);
        assert_eq!(a.game().clock().remaining(Color::Black, at(1_000)).as_ms(), black);
        assert!(!a.claiming());
        // Yes: the claim is made, and refused with its penalty.
        key(&mut a, KeyCode::F(5), 1_000);
        key(&mut a, KeyCode::F(5), 1_000);
        key(&mut a, KeyCode::Char('y'), 1_000);
        assert_eq!(a.game().clock().remaining(Color::Black, at(1_000)).as_ms(), black + 60_000);
        assert_eq!(said(&a), refused);
        assert!(!a.game().is_over());
    }
}

#[test]
fn a_claim_with_a_move_that_does_not_repeat_names_the_move() {
    for (prefs, command, question, answer) in [
        (
            Prefs::default(),
            ":claim Nf3",
            "Anna (White), Nf3 does not make a draw claimable. Claiming anyway gives Boris 1:00 and plays Nf3. Claim?",
            'y',
        ),
        (
            russian(),
            ":claim Кf3",
            "Anna (белые), ход Кf3 не даёт права потребовать ничью. Если всё же потребовать, Boris получит 1:00, а ход \
             Кf3 будет сделан. Требовать?",
            'д',
        ),
    ] {
        let mut a = game(prefs, &["e4", "e5"]);
        let black = a.game().clock().remaining(Color::Black, at(1_000)).as_ms();
        type_line(&mut a, command, 1_000);
        assert!(folded(&screen(&mut a, 80, 24)).contains(question), "{}", screen(&mut a, 80, 24));
        assert_eq!(a.game().moves().len(), 2, "nothing played before the answer");
        key(&mut a, KeyCode::Char(answer), 1_000);
        assert_eq!(a.game().moves().len(), 3, "the intended move is played");
        assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("Nf3"));
        assert_eq!(a.game().clock().remaining(Color::Black, at(1_000)).as_ms(), black + 60_000);
    }
}

#[test]
fn a_claim_picked_on_the_board_in_claim_mode_asks_too_and_no_keeps_the_move_unplayed() {
    let mut a = game(Prefs::default(), &["e4", "e5"]);
    let black = a.game().clock().remaining(Color::Black, at(1_000)).as_ms();
    key(&mut a, KeyCode::F(5), 1_000);
    drag(&mut a, ferz::rules::Square::G1, ferz::rules::Square::F3, 1_000);
    assert!(matches!(a.overlay(), Some(Overlay::Confirm(Question::Claim(Color::White, Some(_))))));
    key(&mut a, KeyCode::Esc, 1_000);
    assert_eq!(a.game().moves().len(), 2);
    assert!(!a.claiming(), "the claim is off; the next move is an ordinary one");
    play(&mut a, &["Nf3"], 2_000);
    assert_eq!(a.game().clock().remaining(Color::Black, at(2_000)).as_ms(), black, "no penalty");
}

#[test]
fn a_strict_arbiter_takes_the_claim_as_it_comes() {
    let mut a = game(Prefs { arbiter: Arbiter::Strict, ..Prefs::default() }, &["e4", "e5"]);
    let black = a.game().clock().remaining(Color::Black, at(1_000)).as_ms();
    key(&mut a, KeyCode::F(5), 1_000);
    key(&mut a, KeyCode::F(5), 1_000);
    assert_eq!(a.overlay(), None, "no question");
    assert_eq!(a.game().clock().remaining(Color::Black, at(1_000)).as_ms(), black + 60_000);
    // Nor does it point out what the next move could claim.
    let mut a = game(Prefs { arbiter: Arbiter::Strict, ..Prefs::default() }, &KNIGHT_DANCE);
    assert!(!screen(&mut a, 100, 30).contains("may claim"));
}

#[test]
fn assist_points_out_the_move_that_repeats_the_position_a_third_time() {
    for (prefs, hint) in [
        (
            Prefs::default(),
            "Boris may claim a draw with the move Ng8: it repeats the position a third time (F5, then the move)",
        ),
        (russian(), "Boris может потребовать ничью ходом Кg8: позиция повторится в третий раз (F5, затем ход)"),
    ] {
        let mut a = game(prefs, &KNIGHT_DANCE);
        assert!(a.game().claimable().is_empty(), "nothing to claim as the position stands");
        let shot = folded(&screen(&mut a, 120, 30));
        assert!(shot.contains(hint), "{shot}");
        assert!(shot.contains("F5"), "the footer shows the claim key: {shot}");
        // The claim with the intended move is upheld at once: no question.
        key(&mut a, KeyCode::F(5), 1_000);
        type_line(&mut a, "Ng8", 1_000);
        assert_eq!(a.overlay(), Some(&Overlay::GameOver));
        let outcome = a.game().outcome();
        assert_eq!(outcome.map(|o| o.termination), Some(Termination::ThreefoldRepetition));
        assert_eq!(outcome.and_then(|o| o.by), Some(Color::Black));
    }
}

#[test]
fn assist_points_out_the_fiftieth_move() {
    for (prefs, hint) in [
        (
            Prefs::default(),
            "may claim a draw with any move but a capture or a pawn move: the 50-move rule (F5, then the move)",
        ),
        (
            russian(),
            "Anna может потребовать ничью любым ходом, кроме взятия и хода пешкой: правило 50 ходов (F5, затем ход)",
        ),
    ] {
        let mut a = app_with(Some("8/8/4k3/8/8/4P3/8/R3K3 w - - 99 80"), "rapid", prefs);
        start(&mut a);
        let shot = folded(&screen(&mut a, 120, 30));
        assert!(shot.contains(hint), "{shot}");
        // A pawn move is no such move: the claim with it would be wrong, and says so.
        key(&mut a, KeyCode::F(5), 1_000);
        type_line(&mut a, "e4", 1_000);
        assert!(matches!(a.overlay(), Some(Overlay::Confirm(Question::Claim(Color::White, Some(_))))));
        key(&mut a, KeyCode::Char('n'), 1_000);
        key(&mut a, KeyCode::F(5), 1_000);
        type_line(&mut a, "Ra7", 1_000);
        assert_eq!(a.game().outcome().map(|o| o.termination), Some(Termination::FiftyMoves));
    }
}

#[test]
fn an_untimed_game_asks_too_and_says_no_time_is_added() {
    let mut a = app_with(None, "none", Prefs::default());
    start(&mut a);
    key(&mut a, KeyCode::F(5), 0);
    key(&mut a, KeyCode::F(5), 0);
    let shot = folded(&screen(&mut a, 80, 24));
    assert!(
        shot.contains("Anna (White), no draw can be claimed now. Claiming anyway adds no time (untimed game). Claim?"),
        "{shot}"
    );
}

/// `ferz script` and the terminal agree, under every arbiter, on whether the side to move is
/// told it may claim a draw: after the knights' dance twice the position stands for the third
/// time, the game knows it each time, and only the assisting arbiter says so — the script's
/// `claimable` as the status line (a practice arbiter is a strict one that also lets illegal
/// moves stand).
#[test]
fn the_script_and_the_screen_agree_on_what_can_be_claimed_under_every_arbiter() {
    let dance = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];
    for (arbiter, expected) in
        [(Arbiter::Assist, vec!["threefold_repetition"]), (Arbiter::Strict, vec![]), (Arbiter::Practice, vec![])]
    {
        let mut setup = ferz::game::Setup::new(ferz::rules::Position::new(), "rapid".parse().expect("rapid"));
        setup.options.arbiter = arbiter;
        let mut script = ferz::script::Script::new(&setup, Lang::En);
        for mv in dance {
            let answer = script.handle(&format!("move {mv}")).expect("an answer");
            assert_eq!(answer["ok"], true, "{arbiter:?} {mv}: {answer}");
        }
        let state = script.handle("state").expect("an answer");
        let claimable: Vec<&str> =
            state["claimable"].as_array().expect("a list").iter().filter_map(|r| r.as_str()).collect();
        assert_eq!(claimable, expected, "{arbiter:?}: {state}");
        assert_eq!(script.game().claimable().len(), 1, "{arbiter:?}: the repetition is there to claim");

        let mut a = game(Prefs { arbiter, ..Prefs::default() }, &dance);
        assert_eq!(a.game().arbiter(), arbiter);
        assert_eq!(a.game().claimable().len(), 1, "{arbiter:?}: the repetition is there to claim");
        let shot = folded(&screen(&mut a, 100, 30));
        let shown = shot.contains("Anna may claim a draw: threefold repetition");
        assert_eq!(shown, !claimable.is_empty(), "{arbiter:?}: the screen and the script disagree:\n{shot}");
    }
}
