//! The terminal game driven by keys and the mouse through the real key and mouse maps and
//! `update`: whole games by every input method, promotion, offers, claims, resignation,
//! takeback, review, pause and quitting.

use crate::tui_support;

use ferz::game::{ClaimReason, Termination};
use ferz::rules::{Color, Role, Square};
use ferz::tui::{Effect, FlipMode, Overlay, Prefs, Question, Report, Store, UiEvent, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};
use tui_support::*;

const PROMOTION_FEN: &str = "8/P7/8/8/8/8/8/k6K w - - 0 1";

fn board_fen(app: &ferz::tui::App) -> String {
    app.game().position().board_fen()
}

fn assert_checkmate_by_black(app: &ferz::tui::App) {
    let outcome = app.game().outcome();
    assert_eq!(outcome.map(|o| o.termination), Some(Termination::Checkmate), "{:?}", app.message());
    assert_eq!(outcome.and_then(|o| o.winner), Some(Color::Black));
    assert_eq!(app.overlay(), Some(&Overlay::GameOver), "the banner goes up");
    let sans: Vec<&str> = app.game().moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["f3", "e5", "g4", "Qh4#"]);
}

#[test]
fn fools_mate_by_cursor() {
    let mut a = app();
    start(&mut a);
    use KeyCode::{Down, Left, Right, Up};
    // Each side finds the cursor where it left it: on its king's pawn before its first move,
    // then on the piece it moved last.
    let steps: [(Square, &[KeyCode]); 4] = [
        // e2 → f2, pick up, f3, put down.
        (Square::E2, &[Right, KeyCode::Char(' '), Up, KeyCode::Char(' ')]),
        // e7: pick up, e5, put down.
        (Square::E7, &[KeyCode::Enter, Down, Down, KeyCode::Enter]),
        // f3 → g2, g4.
        (Square::F3, &[Right, Down, KeyCode::Char(' '), Up, Up, KeyCode::Char(' ')]),
        // e5 → d8, h4.
        (
            Square::E5,
            &[Left, Up, Up, Up, KeyCode::Enter, Right, Right, Right, Right, Down, Down, Down, Down, KeyCode::Enter],
        ),
    ];
    for (i, (cursor, keys)) in steps.iter().enumerate() {
        assert_eq!(a.cursor(), *cursor, "the cursor before move {}", i + 1);
        for &code in keys.iter() {
            key(&mut a, code, 1_000 * i as u64);
        }
        assert_eq!(a.game().moves().len(), i + 1, "move {} by cursor: {:?}", i + 1, a.message());
    }
    assert_checkmate_by_black(&a);
}

#[test]
fn fools_mate_by_mouse_click_click_and_drag() {
    let mut a = app();
    start(&mut a);
    click(&mut a, Square::F2, 100);
    assert_eq!(a.selected(), Some(Square::F2));
    click(&mut a, Square::F3, 200);
    drag(&mut a, Square::E7, Square::E5, 300);
    click(&mut a, Square::G2, 400);
    click(&mut a, Square::G4, 500);
    drag(&mut a, Square::D8, Square::H4, 600);
    assert_checkmate_by_black(&a);
}

#[test]
fn clicking_the_picked_piece_again_puts_it_back() {
    let mut a = app();
    start(&mut a);
    click(&mut a, Square::E2, 0);
    assert_eq!(a.selected(), Some(Square::E2));
    click(&mut a, Square::E2, 0);
    assert_eq!(a.selected(), None);
    // A click on another own piece picks that one up instead.
    click(&mut a, Square::E2, 0);
    click(&mut a, Square::G1, 0);
    assert_eq!(a.selected(), Some(Square::G1));
    assert!(a.game().moves().is_empty());
}

#[test]
fn fools_mate_by_typed_moves_in_several_notations() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["f2f3", "e7-e5", "g4", "Фh4"], 1_000);
    assert_checkmate_by_black(&a);
}

#[test]
fn an_illegal_attempt_changes_nothing_and_says_why() {
    let mut a = app();
    start(&mut a);
    let before = board_fen(&a);
    type_line(&mut a, "e5", 10);
    let message = a.message().cloned();
    assert!(message.as_ref().is_some_and(|m| m.error && m.text.starts_with("illegal move 'e5': ")), "{message:?}");
    assert_eq!(a.input().text(), "e5", "the text stays to be corrected");
    assert_eq!(board_fen(&a), before);
    key(&mut a, KeyCode::Esc, 20);
    assert_eq!(a.input().text(), "");
    // By cursor: e2 to e5.
    key(&mut a, KeyCode::Enter, 30);
    for _ in 0..3 {
        key(&mut a, KeyCode::Up, 30);
    }
    key(&mut a, KeyCode::Enter, 30);
    assert!(a.message().is_some_and(|m| m.error && m.text.starts_with("illegal move 'e2e5'")), "{:?}", a.message());
    assert_eq!(board_fen(&a), before);
    // Black's piece on White's move.
    click(&mut a, Square::E7, 40);
    assert_eq!(
        a.message().cloned().map(|m| m.text),
        Some("The piece on e7 is Black's; Anna (White) is to move.".to_string())
    );
    assert_eq!(a.selected(), None);
}

#[test]
fn a_typed_move_before_the_start_starts_the_clock_and_is_played() {
    let mut a = app();
    assert!(!a.started());
    // A wrong move is refused and the clock stays still.
    type_line(&mut a, "e5", 1_000);
    assert!(!a.started() && a.game().moves().is_empty());
    assert!(a.message().is_some_and(|m| m.error), "{:?}", a.message());
    assert_eq!(a.input().text(), "e5", "the text stays to be corrected");
    for _ in 0..2 {
        key(&mut a, KeyCode::Backspace, 1_000);
    }
    type_line(&mut a, "e4", 2_000);
    assert!(a.started());
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("e4"));
    assert_eq!(a.game().clock().running(), Some(Color::Black));
    // White's clock ran from the move, not before: 15:00 + 10 s less nothing.
    assert_eq!(a.game().clock().remaining(Color::White, at(2_000)).as_ms(), 15 * 60_000 + 20_000);
}

#[test]
fn promotion_by_picker_with_keys_and_mouse() {
    let prefs = Prefs::default();
    // Keys: cursor to a7, pick up, up to a8, then N.
    let mut a = app_with(Some(PROMOTION_FEN), "3+2", prefs);
    start(&mut a);
    a.set_cursor(Square::A7);
    key(&mut a, KeyCode::Enter, 0);
    key(&mut a, KeyCode::Up, 0);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.overlay(), Some(&Overlay::Promotion { from: Square::A7, to: Square::A8, choice: 0 }));
    assert!(a.game().moves().is_empty(), "nothing played before the choice");
    key(&mut a, KeyCode::Char('n'), 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("a8=N"));

    // Arrows and Enter: Q → R.
    let mut a = app_with(Some(PROMOTION_FEN), "3+2", prefs);
    start(&mut a);
    drag(&mut a, Square::A7, Square::A8, 0);
    key(&mut a, KeyCode::Right, 0);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("a8=R+"));

    // Mouse: click the bishop in the picker.
    let mut a = app_with(Some(PROMOTION_FEN), "3+2", prefs);
    start(&mut a);
    click(&mut a, Square::A7, 0);
    click(&mut a, Square::A8, 0);
    let layout = match ferz::tui::ScreenLayout::compute(ratatui::layout::Rect::new(0, 0, 80, 24)) {
        Ok(l) => l,
        Err(e) => panic!("{e:?}"),
    };
    let rect = ferz::tui::view::picker_rect(&layout);
    let bishop = (rect.x..rect.right())
        .find(|&x| ferz::tui::view::picker_choice_at(&layout, x, rect.y + 1) == Some(Role::Bishop));
    let Some(x) = bishop else { panic!("no bishop in the picker") };
    mouse_at(&mut a, MouseEventKind::Down(MouseButton::Left), x, rect.y + 1, 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("a8=B"));

    // Esc cancels the picker and plays nothing.
    let mut a = app_with(Some(PROMOTION_FEN), "3+2", prefs);
    start(&mut a);
    drag(&mut a, Square::A7, Square::A8, 0);
    key(&mut a, KeyCode::Esc, 0);
    assert_eq!(a.overlay(), None);
    assert!(a.game().moves().is_empty());
}

#[test]
fn offer_and_accept() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5"], 1_000);
    key(&mut a, KeyCode::F(2), 2_000);
    assert_eq!(a.game().draw_offer(), Some(Color::White));
    play(&mut a, &["Nf3"], 3_000);
    assert!(a.game().moves().last().is_some_and(|m| m.draw_offer), "recorded as (=)");
    // F3 asks Black, who answers the offer, before anything ends.
    key(&mut a, KeyCode::F(3), 4_000);
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Accept(Color::Black))));
    assert!(!a.game().is_over(), "nothing ends before the answer");
    key(&mut a, KeyCode::Char('y'), 4_000);
    let outcome = a.game().outcome();
    assert_eq!(outcome.map(|o| o.termination), Some(Termination::Agreement));
    assert_eq!(outcome.and_then(|o| o.by), Some(Color::Black));
    assert_eq!(a.overlay(), Some(&Overlay::GameOver));
}

#[test]
fn offer_declined_by_key_and_by_a_move() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5"], 0);
    ctrl(&mut a, 'o', 0);
    play(&mut a, &["Nf3"], 0);
    key(&mut a, KeyCode::F(4), 0);
    assert_eq!(a.overlay(), None, "declining is not asked about: it ends nothing");
    assert_eq!(a.game().draw_offer(), None);
    assert_eq!(
        a.message().cloned().map(|m| m.text),
        Some("Boris (Black) declines the draw; play goes on.".to_string())
    );
    type_line(&mut a, ":offer", 0);
    assert_eq!(a.game().draw_offer(), Some(Color::Black));
    play(&mut a, &["Nc6", "Bc4"], 0);
    assert_eq!(a.game().draw_offer(), None, "White's move declined Black's offer");
    assert!(!a.game().is_over());
}

#[test]
fn accept_before_both_have_moved_is_refused() {
    let mut a = app();
    start(&mut a);
    // White offers with the first move; Black, to answer, may not agree yet (FIDE 5.2.3).
    key(&mut a, KeyCode::F(2), 0);
    play(&mut a, &["e4"], 0);
    key(&mut a, KeyCode::F(3), 0);
    assert_eq!(a.overlay(), None, "no question for an offer that cannot be agreed");
    assert!(!a.game().is_over());
    assert!(a.message().cloned().is_some_and(|m| m.error && m.text.contains("5.2.3")));
}

const KNIGHT_DANCE: [&str; 7] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];

#[test]
fn claim_with_an_intended_move_typed() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &KNIGHT_DANCE, 0);
    key(&mut a, KeyCode::F(5), 0);
    assert!(a.claiming());
    type_line(&mut a, "Ng8", 0);
    let outcome = a.game().outcome();
    assert_eq!(outcome.map(|o| o.termination), Some(Termination::ThreefoldRepetition));
    assert_eq!(outcome.and_then(|o| o.by), Some(Color::Black));
    assert_eq!(outcome.map(|o| o.to_string()), Some("½–½ — threefold repetition, claimed by Black".to_string()));
}

#[test]
fn claim_with_an_intended_move_picked_on_the_board() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &KNIGHT_DANCE, 0);
    key(&mut a, KeyCode::F(5), 0);
    drag(&mut a, Square::F6, Square::G8, 0);
    assert_eq!(a.game().outcome().map(|o| o.termination), Some(Termination::ThreefoldRepetition));
}

#[test]
fn claim_as_the_position_stands_and_by_command() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &KNIGHT_DANCE, 0);
    play(&mut a, &["Ng8"], 0);
    assert_eq!(a.game().claimable(), vec![ClaimReason::ThreefoldRepetition]);
    key(&mut a, KeyCode::F(5), 0);
    key(&mut a, KeyCode::F(5), 0);
    assert_eq!(a.game().outcome().and_then(|o| o.by), Some(Color::White));

    let mut a = app();
    start(&mut a);
    play(&mut a, &KNIGHT_DANCE, 0);
    type_line(&mut a, ":claim Ng8", 0);
    assert_eq!(a.game().outcome().map(|o| o.termination), Some(Termination::ThreefoldRepetition));
}

#[test]
fn a_wrong_claim_gives_the_penalty_and_says_so() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["Nf3", "Nf6"], 0);
    let black_before = a.game().clock().remaining(Color::Black, at(0)).as_ms();
    key(&mut a, KeyCode::F(5), 0);
    key(&mut a, KeyCode::F(5), 0);
    // The assist arbiter knows the claim is wrong and asks first; yes makes it.
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Claim(Color::White, None))));
    assert_eq!(
        a.game().clock().remaining(Color::Black, at(0)).as_ms(),
        black_before,
        "nothing given before the answer"
    );
    key(&mut a, KeyCode::Char('y'), 0);
    assert!(!a.game().is_over());
    assert_eq!(a.game().clock().remaining(Color::Black, at(0)).as_ms(), black_before + 60_000, "one minute in rapid");
    assert_eq!(
        a.message().cloned().map(|m| m.text),
        Some("Anna's claim is not correct: Boris (Black) gets 1:00 more; play goes on.".to_string())
    );
    // A wrong claim with an intended move plays the move.
    let mut a = app();
    start(&mut a);
    type_line(&mut a, ":claim e4", 0);
    assert_eq!(a.game().moves().len(), 0, "asked first");
    key(&mut a, KeyCode::Char('y'), 0);
    assert_eq!(a.game().moves().len(), 1);
    assert!(a.message().cloned().is_some_and(|m| m.text.contains("the intended move e4 is played")));
}

#[test]
fn esc_leaves_claim_mode() {
    let mut a = app();
    start(&mut a);
    key(&mut a, KeyCode::F(5), 0);
    key(&mut a, KeyCode::Esc, 0);
    assert!(!a.claiming());
    play(&mut a, &["e4"], 0);
    assert!(!a.game().is_over());
}

#[test]
fn resign_asks_first() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4"], 0);
    ctrl(&mut a, 'r', 0);
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Resign(Color::Black))));
    key(&mut a, KeyCode::Char('n'), 0);
    assert_eq!(a.overlay(), None);
    assert!(!a.game().is_over());
    type_line(&mut a, ":resign white", 0);
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Resign(Color::White))));
    key(&mut a, KeyCode::Char('y'), 0);
    let outcome = a.game().outcome();
    assert_eq!(outcome.map(|o| (o.termination, o.winner)), Some((Termination::Resignation, Some(Color::Black))));
}

#[test]
fn takeback_only_when_the_opponent_agrees() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5"], 5_000);
    // Just before 2. Nf3 (at 6 s): White has 15:10 and an increment, less the five seconds
    // of 1. e4 and the second of 2. Nf3; Black 15:10 and an increment.
    let (white, black) = (914_000, 920_000);
    assert_eq!(a.game().clock().remaining(Color::White, at(6_000)).as_ms(), white);
    play(&mut a, &["Nf3"], 6_000);
    ctrl(&mut a, 'z', 6_000);
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Takeback(Color::White))));
    key(&mut a, KeyCode::Char('n'), 6_000);
    assert_eq!(a.game().moves().len(), 3);
    ctrl(&mut a, 'z', 8_000);
    key(&mut a, KeyCode::Char('y'), 8_000);
    assert_eq!(a.game().moves().len(), 2);
    assert_eq!(a.game().turn(), Color::White);
    // Both clocks as they were before the move: its increment is not kept, Black's two
    // seconds of waiting are given back, and White's clock runs from the takeback.
    assert_eq!(a.game().clock().remaining(Color::White, at(8_000)).as_ms(), white, "no increment kept");
    assert_eq!(a.game().clock().remaining(Color::Black, at(8_000)).as_ms(), black);
    assert_eq!(a.game().clock().remaining(Color::White, at(9_000)).as_ms(), white - 1_000, "White's clock runs");
    assert_eq!(a.message().cloned().map(|m| m.text), Some("2. Nf3 was taken back.".to_string()));
    play(&mut a, &["Nc3"], 9_000);
    assert_eq!(a.game().clock().running(), Some(Color::Black));
}

#[test]
fn takebacks_do_not_farm_the_increment() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5"], 0);
    let white = a.game().clock().remaining(Color::White, at(0)).as_ms();
    for _ in 0..5 {
        play(&mut a, &["Nf3"], 0);
        ctrl(&mut a, 'z', 0);
        key(&mut a, KeyCode::Char('y'), 0);
        assert_eq!(a.game().moves().len(), 2);
    }
    assert_eq!(a.game().clock().remaining(Color::White, at(0)).as_ms(), white, "five takebacks, not a second gained");
}

#[test]
fn review_steps_through_without_changing_the_game() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["e4", "e5", "Nf3"], 0);
    let fen = board_fen(&a);
    key(&mut a, KeyCode::F(6), 0);
    assert_eq!(a.review(), Some(3));
    key(&mut a, KeyCode::Left, 0);
    key(&mut a, KeyCode::Left, 0);
    assert_eq!(a.shown_position().board_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
    key(&mut a, KeyCode::Home, 0);
    assert_eq!(a.shown_index(), 0);
    key(&mut a, KeyCode::Left, 0);
    assert_eq!(a.shown_index(), 0, "stops at the start");
    key(&mut a, KeyCode::End, 0);
    assert_eq!(a.shown_index(), 3);
    // Moves are refused while reviewing; the game is as it was.
    key(&mut a, KeyCode::Home, 0);
    click(&mut a, Square::E7, 0);
    assert_eq!(board_fen(&a), fen);
    key(&mut a, KeyCode::Esc, 0);
    assert_eq!(a.review(), None);
    // Typing a move leaves review.
    key(&mut a, KeyCode::F(6), 0);
    play(&mut a, &["Nc6"], 0);
    assert_eq!(a.review(), None);
    assert_eq!(a.game().moves().len(), 4);
}

#[test]
fn pause_stops_both_clocks_and_moves() {
    let mut a = app();
    start(&mut a);
    key(&mut a, KeyCode::F(8), 1_000);
    assert!(a.game().clock().is_paused());
    let white = a.game().clock().remaining(Color::White, at(1_000)).as_ms();
    assert_eq!(a.game().clock().remaining(Color::White, at(60_000)).as_ms(), white);
    type_line(&mut a, "e4", 60_000);
    assert!(a.game().moves().is_empty());
    key(&mut a, KeyCode::Esc, 60_000);
    type_line(&mut a, ":resume", 60_000);
    assert!(!a.game().clock().is_paused());
    play(&mut a, &["e4"], 61_000);
    assert_eq!(a.game().clock().remaining(Color::White, at(61_000)).as_ms(), white - 1_000 + 10_000);
}

#[test]
fn the_flag_falls_on_a_tick() {
    let mut a = app_with(None, "1+0", Prefs::default());
    start(&mut a);
    update(&mut a, Report::Tick, at(59_999));
    assert!(!a.game().is_over());
    assert_eq!(a.next_deadline(at(59_999)), Some(at(60_000)));
    update(&mut a, Report::Tick, at(60_000));
    let outcome = a.game().outcome();
    assert_eq!(outcome.map(|o| (o.termination, o.winner)), Some((Termination::Timeout, Some(Color::Black))));
    assert_eq!(a.overlay(), Some(&Overlay::GameOver));
    assert_eq!(a.next_deadline(at(60_000)), None, "nothing more to wake up for");
}

#[test]
fn quitting_asks_while_a_game_runs() {
    let mut a = app();
    // Before the start there is nothing to lose.
    assert_eq!(key(&mut a, KeyCode::F(10), 0), Some(vec![Effect::Quit]));
    let mut a = app();
    start(&mut a);
    assert_eq!(key(&mut a, KeyCode::F(10), 0), Some(vec![]));
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Quit)));
    key(&mut a, KeyCode::Char('n'), 0);
    assert_eq!(a.overlay(), None);
    assert!(!a.quitting());
    assert_eq!(ctrl(&mut a, 'q', 0), Some(vec![]));
    assert_eq!(key(&mut a, KeyCode::Char('y'), 0), Some(vec![Effect::Quit]));
    // Ctrl+C always quits at once.
    let mut a = app();
    start(&mut a);
    assert_eq!(ctrl(&mut a, 'c', 0), Some(vec![Effect::Quit]));
}

#[test]
fn after_the_game_the_banner_keys_work() {
    let mut a = app();
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Qh4#"], 0);
    assert_eq!(key(&mut a, KeyCode::Char('s'), 0), Some(vec![Effect::Save(None)]));
    update(&mut a, Report::Saved(Ok("ferz-20250101-120000.pgn".into())), at(0));
    assert_eq!(a.message().cloned().map(|m| m.text), Some("Saved the game to ferz-20250101-120000.pgn".to_string()));
    key(&mut a, KeyCode::Char('r'), 0);
    assert_eq!(a.review(), Some(4));
    key(&mut a, KeyCode::Esc, 0);
    key(&mut a, KeyCode::Char('n'), 0);
    assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Rematch)), "N asks first");
    key(&mut a, KeyCode::Char('y'), 0);
    assert!(!a.game().is_over(), "new game");
    assert_eq!(
        (a.game().name(Color::White), a.game().name(Color::Black)),
        (Some("Boris"), Some("Anna")),
        "colours swapped"
    );
    assert!(a.game().moves().is_empty());
    assert!(!a.started(), "waits for Enter again");
    assert_eq!(key(&mut a, KeyCode::F(10), 0), Some(vec![Effect::Quit]), "nothing to lose before the start");
}

#[test]
fn the_board_turns_to_the_side_to_move_with_flip_auto() {
    let prefs = Prefs { flip: FlipMode::Auto, ..Prefs::default() };
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    assert_eq!(a.bottom(), Color::White);
    play(&mut a, &["e4"], 0);
    assert_eq!(a.bottom(), Color::Black);
    key(&mut a, KeyCode::F(7), 0);
    assert_eq!(a.bottom(), Color::White, "the flip key turns it back");
    // The mouse follows the turned board.
    key(&mut a, KeyCode::F(7), 0);
    drag(&mut a, Square::E7, Square::E5, 0);
    assert_eq!(a.game().moves().len(), 2);
}

#[test]
fn esc_typed_quickly_before_a_letter_is_not_lost() {
    let mut a = app();
    start(&mut a);
    for c in "Nf4".chars() {
        key(&mut a, KeyCode::Char(c), 0);
    }
    // Esc then e, in one burst: the terminal reads Alt+e.
    alt(&mut a, 'e', 0);
    assert_eq!(a.input().text(), "e", "Esc cleared Nf4, then e was typed");
    key(&mut a, KeyCode::Char('4'), 0);
    key(&mut a, KeyCode::Enter, 0);
    assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("e4"));
    // Alt with nothing to clear only types the letter; Alt never types on its own.
    alt(&mut a, 'e', 0);
    assert_eq!(a.input().text(), "e");
    let alt_only = KeyEvent::new(KeyCode::Char('x'), KeyModifiers::ALT);
    assert_eq!(ferz::tui::map_key(&a, alt_only), None);
}

#[test]
fn the_help_scrolls_no_further_than_its_end() {
    let mut a = app();
    key(&mut a, KeyCode::F(1), 0);
    let max = ferz::tui::view::help_max_scroll(&a);
    assert!(max > 0, "the help is longer than 24 rows");
    for _ in 0..60 {
        key(&mut a, KeyCode::Down, 0);
    }
    assert_eq!(a.overlay(), Some(&Overlay::Help(max)), "clamped at the end");
    key(&mut a, KeyCode::Up, 0);
    assert_eq!(a.overlay(), Some(&Overlay::Help(max - 1)), "one step back is one row back");
    for _ in 0..5 {
        key(&mut a, KeyCode::PageUp, 0);
    }
    assert_eq!(a.overlay(), Some(&Overlay::Help(0)));
    // A taller screen shows more: the end comes sooner.
    for _ in 0..10 {
        key(&mut a, KeyCode::PageDown, 0);
    }
    update(&mut a, UiEvent::Resize(80, 40), at(0));
    assert_eq!(a.overlay(), Some(&Overlay::Help(ferz::tui::view::help_max_scroll(&a))));
}

#[test]
fn review_with_flip_auto_keeps_the_board_still() {
    let prefs = Prefs { flip: FlipMode::Auto, ..Prefs::default() };
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    play(&mut a, &["e4", "e5", "Nf3"], 0);
    assert_eq!(a.bottom(), Color::Black);
    key(&mut a, KeyCode::F(6), 0);
    for _ in 0..3 {
        key(&mut a, KeyCode::Left, 0);
        assert_eq!(a.bottom(), Color::Black, "the board does not turn at every step");
    }
}

#[test]
fn each_side_finds_the_cursor_on_its_own_pieces() {
    let prefs = Prefs { flip: FlipMode::Auto, ..Prefs::default() };
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    assert_eq!(a.cursor(), Square::E2);
    play(&mut a, &["Nf3"], 0);
    assert_eq!(a.cursor(), Square::E7, "Black before its first move: its king's pawn");
    play(&mut a, &["d5"], 0);
    assert_eq!(a.cursor(), Square::F3, "White: the knight it moved last");
    play(&mut a, &["Ne5"], 0);
    assert_eq!(a.cursor(), Square::D5);
    play(&mut a, &["Qd6"], 0);
    play(&mut a, &["Nd7"], 0);
    play(&mut a, &["Qxd7"], 0);
    assert_eq!(a.cursor(), Square::E1, "White's knight was taken: its king");
    ctrl(&mut a, 'z', 0);
    key(&mut a, KeyCode::Char('y'), 0);
    assert_eq!(a.cursor(), Square::D6, "after a takeback, Black's queen again");
}

#[test]
fn commands_that_do_not_exist_say_so() {
    let mut a = app();
    type_line(&mut a, ":frobnicate", 0);
    assert_eq!(
        a.message().cloned().map(|m| (m.error, m.text)),
        Some((true, "Unknown command ':frobnicate' — :help lists the commands.".into()))
    );
    type_line(&mut a, ":notation ru", 0);
    assert_eq!(a.prefs().notation, ferz::rules::Notation::Russian);
    type_line(&mut a, ":help", 0);
    assert_eq!(a.overlay(), Some(&Overlay::Help(0)));
}

/// Drives `app` with the event loop's wake-ups every `step` ms from `from` to `to`, and says
/// at which of them the bell was asked for.
fn bells(app: &mut ferz::tui::App, from: u64, to: u64, step: usize) -> Vec<u64> {
    (from..=to).step_by(step).filter(|&ms| update(app, Report::Tick, at(ms)).contains(&Effect::Bell)).collect()
}

#[test]
fn the_bell_rings_once_at_the_threshold_and_once_at_the_flag() {
    // One minute: the threshold is 6 s (a tenth of the base), crossed at 54.001 s.
    let mut a = app_with(None, "1", Prefs { bell: true, ..Prefs::default() });
    start(&mut a);
    assert_eq!(bells(&mut a, 0, 54_000, 50), Vec::<u64>::new());
    assert!(!a.is_low(Color::White));
    assert_eq!(bells(&mut a, 54_001, 59_999, 1), [54_001], "once at the threshold, not at every redraw");
    assert!(a.is_low(Color::White), "marked under the threshold");
    assert_eq!(bells(&mut a, 60_000, 70_000, 10), [60_000], "once at flag fall");
    assert_eq!(a.game().outcome().map(|o| o.termination), Some(Termination::Timeout));
    assert!(!a.is_low(Color::White), "a fallen flag is not low time");
}

#[test]
fn one_update_asks_for_the_bell_then_the_write_in_order() {
    // The flag falls at a tick: the bell rings at once, then the finished game is kept, both
    // asked for by the one update, in the order the event loop is to do them.
    let mut a = app_with(None, "1", Prefs { bell: true, ..Prefs::default() });
    start(&mut a);
    assert_eq!(update(&mut a, Report::Tick, at(59_999)), [Effect::Bell], "the threshold");
    let effects = Vec::from(update(&mut a, Report::Tick, at(60_000)));
    assert!(matches!(effects[..], [Effect::Bell, Effect::Store(Store::Archive(_))]), "{effects:?}");
    // Without the bell, the write alone.
    let mut b = app_with(None, "1", Prefs::default());
    start(&mut b);
    let effects = Vec::from(update(&mut b, Report::Tick, at(60_000)));
    assert!(matches!(effects[..], [Effect::Store(Store::Archive(_))]), "{effects:?}");
}

#[test]
fn each_side_is_rung_for_at_its_own_threshold() {
    // --warn 30.5 of a minute: White crosses 29.501 s into its clock, Black as long into its own.
    let prefs = Prefs { bell: true, warn: Some(ferz::game::Duration::from_ms(30_500)), ..Prefs::default() };
    let mut a = app_with(None, "1", prefs);
    start(&mut a);
    // The loop wakes at the crossing itself, not at the next digit (0:30 turns 0:29 at 30.001 s).
    update(&mut a, Report::Tick, at(29_400));
    assert_eq!(a.next_deadline(at(29_400)), Some(at(29_501)));
    assert_eq!(bells(&mut a, 29_400, 30_000, 1), [29_501]);
    type_line(&mut a, "e4", 30_000);
    assert_eq!(a.game().turn(), Color::Black);
    assert_eq!(bells(&mut a, 30_000, 30_000 + 29_500, 100), Vec::<u64>::new(), "Black above 30.5 s");
    assert_eq!(bells(&mut a, 30_000 + 29_501, 30_000 + 30_000, 1), [30_000 + 29_501]);
    assert!(a.is_low(Color::White) && a.is_low(Color::Black));
}

#[test]
fn no_bell_without_the_flag_but_the_same_mark() {
    let mut a = app_with(None, "1", Prefs::default());
    start(&mut a);
    assert_eq!(bells(&mut a, 0, 70_000, 7), Vec::<u64>::new());
    assert_eq!(a.game().outcome().map(|o| o.termination), Some(Termination::Timeout));
}

#[test]
fn the_game_and_ferz_clock_mark_low_time_alike() {
    use ferz::lang::clock::Lever;
    use ferz::tui::clock::{ClockApp, ClockSetup};
    for warn in [None, Some(ferz::game::Duration::from_secs(45))] {
        for tc in ["1", "3+2", "15+10", "90+30", "5d3", "40/90+30,30+30", "h3", "up"] {
            let prefs = Prefs { warn, ..Prefs::default() };
            let game = app_with(None, tc, prefs);
            let control: ferz::game::TimeControl = tc.parse().expect("test control");
            let setup = ClockSetup {
                white: control.clone(),
                black: control,
                white_side: Lever::Left,
                warn,
                bell: false,
                strings: ferz::lang::Lang::En.words(),
                theme: ferz::tui::Theme {
                    color: true,
                    pieces: ferz::tui::PieceSet::Unicode,
                    depth: ferz::tui::ColorDepth::TrueColor,
                },
            };
            let Ok(clock) = ClockApp::new(setup, at(0)) else { panic!("{tc}") };
            for side in [Color::White, Color::Black] {
                assert_eq!(game.low_threshold(side), clock.warn_threshold(side), "{tc} {warn:?}");
            }
        }
    }
}

#[test]
fn the_king_put_down_on_its_own_rook_castles_and_a_wrong_square_says_why() {
    let mut a = app_with(Some("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"), "5+0", Prefs::default());
    start(&mut a);
    drag(&mut a, Square::E1, Square::H1, 1_000);
    assert_eq!(a.game().moves().last().map(|m| m.mv.uci()), Some("e1g1".to_string()));
    drag(&mut a, Square::E8, Square::A8, 2_000);
    assert_eq!(a.game().moves().last().map(|m| m.mv.uci()), Some("e8c8".to_string()));
    // A square the piece cannot reach is refused, and said why.
    drag(&mut a, Square::A1, Square::A3, 3_000);
    assert_eq!(a.game().moves().len(), 2);
    assert!(a.message().is_some_and(|m| m.error && m.text.contains("a3")), "{:?}", a.message());
}
