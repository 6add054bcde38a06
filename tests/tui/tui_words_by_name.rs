//! Issue 24, "Words": results, answers and questions name the players — "Anna (White) wins by
//! checkmate", "Anna's claim is not correct", a question box titled "Boris, Anna offers a
//! draw" — in English and Russian; the sides when the players gave no names, never
//! "White (White)"; the game-over box names the side whose king an illegal move left in check.

use crate::tui_support;

use ferz::lang::Lang;
use ferz::rules::Position;
use ferz::tui::{App, Arbiter, GameSetup, Prefs};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

fn prefs(lang: Lang) -> Prefs {
    Prefs { lang, ..Prefs::default() }
}

/// A started rapid game of players named `white` and `black` (or not named).
fn named(white: Option<&str>, black: Option<&str>, prefs: Prefs) -> App {
    let setup = match GameSetup::new(Position::new(), "rapid".parse().expect("rapid"), white, black, prefs) {
        Ok(s) => s,
        Err(e) => panic!("setup: {e}"),
    };
    let mut a = App::new(setup, at(0));
    ferz::tui::update(&mut a, ferz::tui::UiEvent::Resize(80, 24), at(0));
    start(&mut a);
    a
}

/// The fool's mate: Black mates.
const FOOLS_MATE: [&str; 4] = ["f3", "e5", "g4", "Qh4#"];

#[test]
fn a_mate_is_won_by_a_player_named_on_the_screen_or_by_the_side() {
    for (white, black, lang, want) in [
        (Some("Anna"), Some("Boris"), Lang::En, "0–1 — Boris (Black) wins by checkmate"),
        (Some("Anna"), Some("Boris"), Lang::Ru, "0–1 — мат: побеждает Boris (чёрные)"),
        (None, None, Lang::En, "0–1 — Black wins by checkmate"),
        (None, None, Lang::Ru, "0–1 — мат: побеждают чёрные"),
        // A name that is only the side's word is no name.
        (Some("White"), Some("Black"), Lang::En, "0–1 — Black wins by checkmate"),
        (Some("белые"), Some("Чёрные"), Lang::Ru, "0–1 — мат: побеждают чёрные"),
    ] {
        let mut a = named(white, black, prefs(lang));
        play(&mut a, &FOOLS_MATE, 0);
        let shot = screen(&mut a, 80, 24);
        assert_eq!(shot.matches(want).count(), 2, "in the box and on the status line:\n{shot}");
        assert!(!shot.contains("White (White)") && !shot.contains("Black (Black)"), "{shot}");
    }
}

#[test]
fn a_resignation_names_who_resigned() {
    for (white, lang, want) in [
        (Some("Anna"), Lang::En, "0–1 — Anna (White) resigned"),
        (Some("Anna"), Lang::Ru, "0–1 — Anna (белые) сдаётся"),
        (None, Lang::En, "0–1 — White resigned"),
        (None, Lang::Ru, "0–1 — белые сдаются"),
    ] {
        let mut a = named(white, white.map(|_| "Boris"), prefs(lang));
        play(&mut a, &["e4", "e5"], 0);
        ctrl(&mut a, 'r', 0);
        key(&mut a, KeyCode::Char('y'), 0);
        let shot = screen(&mut a, 80, 24);
        assert_eq!(shot.matches(want).count(), 2, "{shot}");
    }
}

#[test]
fn a_wrong_claim_is_answered_by_name() {
    for (white, lang, want) in [
        (Some("Anna"), Lang::En, "Anna's claim is not correct: Boris (Black) gets 1:00 more; play goes on."),
        (
            Some("Anna"),
            Lang::Ru,
            "Anna (белые), ваше требование ничьей неправомерно: Boris (чёрные) получает ещё 1:00; партия продолжается.",
        ),
        (None, Lang::En, "White's claim is not correct: Black gets 1:00 more; play goes on."),
        (None, Lang::Ru, "Требование белых неправомерно: чёрным добавлено 1:00; партия продолжается."),
    ] {
        let strict = Prefs { arbiter: Arbiter::Strict, ..prefs(lang) };
        let mut a = named(white, white.map(|_| "Boris"), strict);
        play(&mut a, &["Nf3", "Nf6"], 0);
        key(&mut a, KeyCode::F(5), 0);
        key(&mut a, KeyCode::F(5), 0);
        assert_eq!(a.message().map(|m| m.text.as_str()), Some(want));
        assert!(folded(&screen(&mut a, 80, 24)).contains(want), "{}", screen(&mut a, 80, 24));
    }
}

#[test]
fn the_question_box_is_titled_by_whom_it_asks_and_what() {
    for (lang, title, snapshot) in [
        (Lang::En, "Anna, Boris offers a draw", "accept_question_en_80x24"),
        (Lang::Ru, "Anna, Boris предлагает ничью", "accept_question_ru_80x24"),
    ] {
        let mut a = named(Some("Anna"), Some("Boris"), prefs(lang));
        black_offers_a_draw_with_nc6(&mut a);
        key(&mut a, KeyCode::F(3), 0);
        let shot = screen(&mut a, 80, 24);
        insta::assert_snapshot!(snapshot, shot);
        assert!(shot.contains(&format!(" {title} ")), "{shot}");
        assert!(!shot.contains("Are you sure?") && !shot.contains("Вы уверены?"), "{shot}");
    }
    // Unnamed players: the sides.
    let mut a = named(None, None, prefs(Lang::En));
    black_offers_a_draw_with_nc6(&mut a);
    key(&mut a, KeyCode::F(3), 0);
    assert!(screen(&mut a, 80, 24).contains(" White, Black offers a draw "), "{}", screen(&mut a, 80, 24));
}

#[test]
fn the_game_over_box_names_the_side_whose_king_was_left_in_check() {
    // Black answers the check by a pawn move twice; the second illegal move loses.
    for (lang, yes, title, want) in [
        (
            Lang::En,
            'y',
            "Game over",
            "2... a6 was illegal: Black's king is in check from the queen on h5, and this move does not answer it.",
        ),
        (
            Lang::Ru,
            'д',
            "Партия окончена",
            "2... a6 — невозможный ход: королю чёрных шах от ферзя на h5, а этот ход от него не защищает.",
        ),
    ] {
        let mut a = named(Some("Anna"), Some("Boris"), Prefs { arbiter: Arbiter::Practice, ..prefs(lang) });
        play(&mut a, &["e4", "f6", "Qh5+", "a6"], 0);
        ctrl(&mut a, 'x', 0);
        key(&mut a, KeyCode::Char(yes), 0);
        play(&mut a, &["a6"], 0);
        ctrl(&mut a, 'x', 0);
        key(&mut a, KeyCode::Char(yes), 0);
        assert!(a.game().is_over());
        let shot = screen(&mut a, 100, 30);
        assert!(shot.contains(title), "{shot}");
        assert!(folded(&shot).contains(want), "{shot}");
        assert!(!folded(&shot).contains("your king") && !folded(&shot).contains("вашему королю"), "{shot}");
    }
}
