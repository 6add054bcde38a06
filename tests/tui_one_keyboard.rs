//! Safe at one keyboard (issue 13): two players share the keys, so a key pressed by the wrong
//! hand must never end a game. Accepting or declining a draw, resigning and agreeing to a
//! takeback ask the player who answers, by name and colour, in the box and on the status line;
//! the offering player cannot answer their own offer; an offer that cannot be agreed yet is not
//! shown as acceptable; a move typed before the clock starts starts it. In English and Russian.

mod tui_support;

use ferz::game::Termination;
use ferz::lang::Lang;
use ferz::rules::Color;
use ferz::tui::{App, Overlay, Prefs, Question};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

fn russian() -> Prefs {
    Prefs { lang: Lang::Ru, ..Prefs::default() }
}

/// A started rapid game between Anna (White) and Boris (Black) after `moves`.
fn game(prefs: Prefs, moves: &[&str]) -> App {
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    play(&mut a, moves, 0);
    a
}

/// The last message said, if any.
fn said(a: &App) -> String {
    a.message().map(|m| m.text.clone()).unwrap_or_default()
}

#[test]
fn the_offering_player_cannot_accept_their_own_offer() {
    for (prefs, own) in [
        (Prefs::default(), "This is Anna's own draw offer: Boris (Black) answers it after Anna's move."),
        (russian(), "Ничью предлагает Anna (белые); Boris (чёрные) ответит после хода белых."),
    ] {
        let mut a = game(prefs, &["e4", "e5"]);
        // White offers (F2), then the key next to it (F3, F4) is pressed: nothing ends.
        key(&mut a, KeyCode::F(2), 1_000);
        assert_eq!(a.game().draw_offer(), Some(Color::White));
        for slip in [KeyCode::F(3), KeyCode::F(4)] {
            key(&mut a, slip, 1_000);
            assert!(!a.game().is_over(), "{slip:?} ended the game");
            assert_eq!(a.overlay(), None, "{slip:?} asks nothing: the offer is White's own");
            assert_eq!(said(&a), own);
            assert!(folded(&screen(&mut a, 80, 24)).contains(own));
            assert_eq!(a.game().draw_offer(), Some(Color::White), "the offer stands");
        }
    }
}

#[test]
fn accepting_asks_the_answering_player_by_name_in_the_box_and_on_the_status_line() {
    for (prefs, question, short) in [
        (Prefs::default(), "Boris (Black), do you accept Anna's draw offer?", "y / n"),
        (russian(), "Boris (чёрные), принять ничью, которую предлагает Anna?", "д / н"),
    ] {
        let mut a = game(prefs, &["e4", "e5"]);
        key(&mut a, KeyCode::F(2), 1_000);
        play(&mut a, &["Nf3"], 2_000);
        key(&mut a, KeyCode::F(3), 3_000);
        assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Accept(Color::Black))));
        let shot = folded(&screen(&mut a, 80, 24));
        assert!(shot.contains(question), "{shot}");
        assert!(shot.contains(&format!("{question} {short}")), "the status line asks too: {shot}");
        // "No" leaves the offer standing and the game going on.
        key(&mut a, KeyCode::Char('n'), 3_000);
        assert!(!a.game().is_over());
        assert_eq!(a.game().draw_offer(), Some(Color::White));
        key(&mut a, KeyCode::F(3), 3_000);
        key(&mut a, KeyCode::Char('y'), 3_000);
        let outcome = a.game().outcome();
        assert_eq!(outcome.map(|o| o.termination), Some(Termination::Agreement));
        assert_eq!(outcome.and_then(|o| o.by), Some(Color::Black), "Black accepted");
    }
}

#[test]
fn declining_asks_first_and_then_says_who_declined() {
    for (prefs, question, declined) in [
        (Prefs::default(), "Boris (Black), do you decline Anna's draw offer?", "Black declines the draw."),
        (russian(), "Boris (чёрные), отклонить ничью, которую предлагает Anna?", "Чёрные отклоняют ничью."),
    ] {
        let mut a = game(prefs, &["e4", "e5"]);
        key(&mut a, KeyCode::F(2), 1_000);
        play(&mut a, &["Nf3"], 2_000);
        key(&mut a, KeyCode::F(4), 3_000);
        assert!(folded(&screen(&mut a, 80, 24)).contains(question));
        assert_eq!(a.game().draw_offer(), Some(Color::White), "nothing declined before the answer");
        key(&mut a, KeyCode::Char('y'), 3_000);
        assert_eq!(a.game().draw_offer(), None);
        assert_eq!(said(&a), declined);
    }
}

#[test]
fn an_offer_before_both_have_moved_is_not_shown_as_acceptable() {
    for (prefs, early, accept) in [
        (
            Prefs::default(),
            "White offers a draw — it can be agreed once both sides have moved; Black: F4 declines",
            "F3 accept",
        ),
        (
            russian(),
            "Белые предлагают ничью — согласиться можно, когда обе стороны сделают ход; чёрные: F4 отклонить",
            "F3 принять",
        ),
    ] {
        let mut a = game(prefs, &[]);
        key(&mut a, KeyCode::F(2), 0);
        play(&mut a, &["e4"], 1_000);
        let shot = screen(&mut a, 100, 30);
        assert!(folded(&shot).contains(early), "{shot}");
        assert!(!shot.contains(accept), "{shot}");
        key(&mut a, KeyCode::F(3), 1_000);
        assert_eq!(a.overlay(), None, "no question for an offer that cannot be agreed");
        assert!(said(&a).contains("5.2.3"), "{}", said(&a));
        assert!(!a.game().is_over());
    }
}

#[test]
fn resigning_and_takebacks_name_the_player_who_answers() {
    for (prefs, resign, takeback) in [
        (
            Prefs::default(),
            "Boris (Black), do you resign?",
            "Boris (Black) asks to take back 2… Nc6. Anna (White), do you agree?",
        ),
        (
            russian(),
            "Boris (чёрные), вы сдаётесь?",
            "Boris (чёрные) просит вернуть ход 2… Nc6. Anna (белые), вы согласны?",
        ),
    ] {
        let mut a = game(prefs, &["e4", "e5", "Nf3"]);
        ctrl(&mut a, 'r', 1_000);
        assert!(folded(&screen(&mut a, 80, 24)).contains(resign));
        key(&mut a, KeyCode::Esc, 1_000);
        assert!(!a.game().is_over(), "Esc is no");
        play(&mut a, &["Nc6"], 2_000);
        ctrl(&mut a, 'z', 2_000);
        assert!(folded(&screen(&mut a, 100, 30)).contains(takeback), "{}", screen(&mut a, 100, 30));
    }
}

#[test]
fn a_game_without_names_asks_by_colour() {
    let setup = ferz::tui::Setup::new(
        ferz::rules::Position::new(),
        "rapid".parse().expect("rapid"),
        None,
        None,
        Prefs::default(),
    );
    let Ok(setup) = setup else { panic!("setup") };
    let mut a = App::new(setup, at(0));
    start(&mut a);
    ctrl(&mut a, 'r', 0);
    assert!(folded(&screen(&mut a, 80, 24)).contains("White, do you resign?"));
    let setup =
        ferz::tui::Setup::new(ferz::rules::Position::new(), "rapid".parse().expect("rapid"), None, None, russian());
    let Ok(setup) = setup else { panic!("setup") };
    let mut a = App::new(setup, at(0));
    start(&mut a);
    ctrl(&mut a, 'r', 0);
    assert!(folded(&screen(&mut a, 80, 24)).contains("Белые сдаются?"));
}

#[test]
fn a_move_typed_at_the_start_screen_starts_the_clock() {
    for (prefs, ready) in [
        (Prefs::default(), "Press Enter to start, or type a move — White's clock runs"),
        (russian(), "Нажмите Enter, чтобы начать, или введите ход — пойдут часы белых"),
    ] {
        let mut a = app_with(None, "rapid", prefs);
        assert!(screen(&mut a, 80, 24).contains(ready));
        type_line(&mut a, "e4", 5_000);
        assert!(a.started());
        assert_eq!(a.game().moves().len(), 1);
        assert_eq!(a.game().clock().running(), Some(Color::Black));
    }
}

#[test]
fn a_resumed_game_says_plainly_that_its_clocks_are_stopped() {
    for (prefs, text) in [
        (Prefs::default(), "The saved game is back with both clocks stopped: F8 starts Black's clock."),
        (russian(), "Сохранённая партия открыта, часы обоих игроков стоят: F8 пускает часы чёрных."),
    ] {
        let played = game(Prefs::default(), &["e4"]);
        let save = played.game().to_save(at(5_000), None);
        let saved = ferz::game::Game::from_save(&save).unwrap_or_else(|e| panic!("{e}"));
        let mut a = app_with(None, "rapid", prefs);
        a.resume_saved(saved, at(0));
        assert_eq!(said(&a), text);
        assert!(folded(&screen(&mut a, 80, 24)).contains(text));
    }
}
