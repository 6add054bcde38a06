//! `--arbiter practice` in the terminal game: when the game is over, the game-over
//! box shows the coach's summary — each player's illegal moves and whether they were caught —
//! in English and in Russian, and the menu stays readable however long the summary is.

use crate::tui_support;

use ferz::lang::Lang;
use ferz::rules::Notation;
use ferz::tui::{App, Arbiter, Prefs};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

/// A rapid practice game from the start, the clock started, in `lang`.
fn practice(lang: Lang) -> App {
    let prefs = Prefs { arbiter: Arbiter::Practice, lang, ..Prefs::default() };
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    a
}

/// The side to move points out an illegal move: the key, then yes (in the screen's language).
fn point_out(a: &mut App, yes: char) {
    ctrl(a, 'x', 0);
    key(a, KeyCode::Char(yes), 0);
}

/// White's bishop jumps its pawn and is caught one ply later; Black walks the king two squares
/// and is caught one ply later, after White pressed the clock without moving (taken back
/// unfound with it); Black's queen jumps its pawn, and that second illegal move loses.
fn black_loses_on_the_second_illegal_move(a: &mut App, yes: char) {
    play(a, &["d4", "e5", "Bc4", "Nc6"], 0);
    point_out(a, yes);
    play(a, &["Nf3", "Ke6"], 0);
    type_line(a, ":press", 0);
    point_out(a, yes);
    play(a, &["Qd3"], 0);
    point_out(a, yes);
    assert!(a.game().is_over());
}

#[test]
fn the_game_over_box_shows_who_made_which_illegal_move_and_whether_it_was_caught() {
    let mut a = practice(Lang::En);
    black_loses_on_the_second_illegal_move(&mut a, 'y');
    for (w, h) in [(80, 24), (100, 30), (120, 36)] {
        let shot = boxed(&screen(&mut a, w, h), "Game over");
        for want in [
            "1–0 — Boris (Black) made a second illegal move 2... Qd3 was illegal: the queen on d8 cannot reach d3: the pawn on d7 is \
             in the way. Illegal moves",
            "Illegal moves White: 2. Bc4, caught 1 ply later; 3. --, never pointed out.",
            "Black: 2... Ke6, caught 1 ply later; 2... Qd3, caught at once.",
            "N new game",
            "Esc hides this box",
        ] {
            assert!(shot.contains(want), "{w}x{h}: {want:?} in\n{}", screen(&mut a, w, h));
        }
    }
}

#[test]
fn the_summary_in_russian() {
    let mut a = practice(Lang::Ru);
    black_loses_on_the_second_illegal_move(&mut a, 'д');
    let shot = boxed(&screen(&mut a, 100, 30), "Партия окончена");
    for want in [
        "Невозможные ходы",
        "Белые: 2. Bc4, замечен через 1 полуход; 3. --, не замечен.",
        "Чёрные: 2... Ke6, замечен через 1 полуход; 2... Qd3, замечен сразу.",
    ] {
        assert!(shot.contains(want), "{want:?} in\n{}", screen(&mut a, 100, 30));
    }
}

#[test]
fn a_game_without_illegal_moves_says_none_and_other_arbiters_show_no_summary() {
    let mut a = practice(Lang::En);
    type_line(&mut a, ":resign", 0);
    key(&mut a, KeyCode::Char('y'), 0);
    let shot = boxed(&screen(&mut a, 100, 30), "Game over");
    assert!(shot.contains("Anna (White) resigned Illegal moves White: none. Black: none. N new game"), "{shot}");
    let mut a = app();
    start(&mut a);
    type_line(&mut a, ":resign", 0);
    key(&mut a, KeyCode::Char('y'), 0);
    let shot = boxed(&screen(&mut a, 100, 30), "Game over");
    assert!(shot.contains("Anna (White) resigned N new game"), "{shot}");
}

/// Both sides press the clock `n` times in all, unseen, until White's first press is found;
/// then White resigns.
fn presses_then_resign(a: &mut App, n: usize, yes: char) {
    for _ in 0..n {
        type_line(a, ":press", 0);
    }
    point_out(a, yes);
    type_line(a, ":resign", 0);
    key(a, KeyCode::Char(yes), 0);
    assert!(a.game().is_over());
}

#[test]
fn a_long_summary_never_hides_the_menu() {
    let mut a = practice(Lang::En);
    presses_then_resign(&mut a, 12, 'y');
    let shot = screen(&mut a, 80, 24);
    let inside = boxed(&shot, "Game over");
    // Every move does not fit at 80×24: how many, and how many caught.
    assert!(
        inside.contains("Illegal moves White: 6 illegal moves, 1 caught. Black: 6 illegal moves, 0 caught."),
        "{shot}"
    );
    // The menu and the last line of the box are whole.
    assert!(inside.contains("N new game · S save PGN"), "{shot}");
    assert!(inside.ends_with(a.strings().game_over_hide()), "{shot}");
    // A larger screen has room for every move.
    let inside = boxed(&screen(&mut a, 200, 60), "Game over");
    assert!(inside.contains("White: 1. --, caught 11 plies later; 2. --, never pointed out;"), "{inside}");

    let mut a = practice(Lang::Ru);
    presses_then_resign(&mut a, 12, 'д');
    let shot = screen(&mut a, 80, 24);
    let inside = boxed(&shot, "Партия окончена");
    // Russian says it shorter: every move fits at 80×24.
    assert!(inside.contains("Невозможные ходы Белые: 1. --, замечен через 11 полуходов; 2. --, не замечен;"), "{shot}");
    assert!(inside.contains("Чёрные: 1... --, не замечен;"), "{shot}");
    assert!(inside.contains("N новая · S сохранить · R просмотр"), "{shot}");
    assert!(inside.ends_with(a.strings().game_over_hide()), "{shot}");
    // With more moves, only the counts.
    let mut a = practice(Lang::Ru);
    presses_then_resign(&mut a, 20, 'д');
    let shot = screen(&mut a, 80, 24);
    let inside = boxed(&shot, "Партия окончена");
    assert!(
        inside.contains(
            "Невозможные ходы Белые: невозможных ходов — 10, замечено — 1. Чёрные: невозможных ходов — 10, замечено — 0."
        ),
        "{shot}"
    );
    assert!(inside.ends_with(a.strings().game_over_hide()), "{shot}");
}

#[test]
fn a_russian_game_is_saved_with_russian_comments_and_resumes() {
    let mut a = practice(Lang::Ru);
    play(&mut a, &["d4", "e5", "Сc4", "Кc6"], 0);
    point_out(&mut a, 'д');
    let text = ferz::tui::pgn_text(a.game(), a.prefs().lang.words(), at(0), None);
    let words = folded(&text);
    assert!(
        words.contains("1... e5 { [%clk 0:15:20] [%emt 0:00:00] 2. Bc4 — невозможный ход: слон на f1 не может пройти"),
        "{text}"
    );
    assert!(!words.contains("was illegal"), "{text}");
    let back = ferz::game::Game::from_save(&text).expect("resumes").game;
    assert_eq!(back.illegal_log().found, a.game().illegal_log().found);
    // A new game keeps the language of the record.
    type_line(&mut a, ":resign", 0);
    key(&mut a, KeyCode::Char('д'), 0);
    // N: a rematch, asked of the players.
    key(&mut a, KeyCode::Char('n'), 0);
    key(&mut a, KeyCode::Char('д'), 0);
    assert!(!a.game().is_over(), "a new game");
    start(&mut a);
    play(&mut a, &["d4", "e5", "Сc4", "Кc6"], 0);
    point_out(&mut a, 'д');
    let text = ferz::tui::pgn_text(a.game(), a.prefs().lang.words(), at(0), None);
    assert!(folded(&text).contains("2. Bc4 — невозможный ход"), "{text}");
}

#[test]
fn a_second_illegal_move_drawn_by_6_9_says_why_in_the_box() {
    // Black has a bare king: White's second illegal move draws, and the box says why.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    for (lang, yes, title, want) in [
        (
            Lang::En,
            'y',
            "Game over",
            "½–½ — Anna (White) made a second illegal move, but Boris (Black) cannot checkmate: a draw 1. -- was illegal: the clock was pressed \
             without a move (7.8.1). Black has",
        ),
        (
            Lang::Ru,
            'д',
            "Партия окончена",
            "½–½ — второй невозможный ход белых (Anna), но Boris (чёрные) не может поставить мат: ничья 1. -- — невозможный ход: часы нажаты \
             без хода (ст. 7.8.1).",
        ),
    ] {
        let prefs = Prefs { arbiter: Arbiter::Practice, lang, ..Prefs::default() };
        let mut a = app_with(Some(fen), "rapid", prefs);
        start(&mut a);
        for _ in 0..2 {
            type_line(&mut a, ":press", 0);
            point_out(&mut a, yes);
        }
        assert!(a.game().is_over());
        let shot = screen(&mut a, 100, 30);
        let inside = boxed(&shot, title);
        assert!(inside.contains(want), "{shot}");
        assert!(a.game().proof().is_some());
    }
}

#[test]
fn the_screen_writes_illegal_moves_in_its_own_notation() {
    // Russian notation: the move list, the explanation and the summary write Сc4, Крe6, --.
    let prefs = Prefs { arbiter: Arbiter::Practice, lang: Lang::Ru, notation: Notation::Russian, ..Prefs::default() };
    let mut a = app_with(None, "rapid", prefs);
    start(&mut a);
    play(&mut a, &["d4", "e5", "Сc4", "Кc6"], 0);
    point_out(&mut a, 'д');
    let said = a.message().map(|m| m.text.clone()).unwrap_or_default();
    assert!(
        said.starts_with("2. Сc4 — невозможный ход: слон на f1 не может пройти на c4: мешает пешка на e2. Указано через 1 полуход; ходы взяты назад: Сc4 Кc6."),
        "{said}"
    );
    // A clock pressed without a move is "--" in every notation, never a king move.
    type_line(&mut a, ":press", 0);
    play(&mut a, &["Крe6"], 0);
    let list = folded(&screen(&mut a, 100, 30));
    assert!(list.contains("2. -- Крe6"), "{list}");
    point_out(&mut a, 'д');
    point_out(&mut a, 'д');
    assert!(a.game().is_over());
    let inside = boxed(&screen(&mut a, 100, 30), "Партия окончена");
    assert!(inside.contains("Белые: 2. Сc4, замечен через 1 полуход; 2. --, замечен через 1 полуход."), "{inside}");
    // The record stays SAN.
    let pgn = folded(&ferz::tui::pgn_text(a.game(), a.prefs().lang.words(), at(0), None));
    assert!(pgn.contains("2. Bc4 — невозможный ход") && !pgn.contains("Сc4"), "{pgn}");
}

#[test]
fn on_the_board_a_pawn_can_be_left_a_pawn_on_the_last_rank() {
    let fen = "8/4P3/8/8/8/8/8/k3K3 w - - 0 1";
    for (lang, key_p, want) in [(Lang::En, 'p', "P leaves it a pawn"), (Lang::Ru, 'п', "П — оставить пешкой")]
    {
        let prefs = Prefs { arbiter: Arbiter::Practice, lang, ..Prefs::default() };
        let mut a = app_with(Some(fen), "rapid", prefs);
        start(&mut a);
        click(&mut a, ferz::rules::Square::E7, 0);
        click(&mut a, ferz::rules::Square::E8, 0);
        let shot = screen(&mut a, 100, 30);
        assert!(folded(&shot).contains(want), "{shot}");
        key(&mut a, KeyCode::Char(key_p), 0);
        assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("e8"), "{lang:?}");
        // Nothing says it was illegal; the opponent finds it, and the pawn becomes a queen.
        assert_eq!(a.game().illegal_log().pending.len(), 1);
        point_out(&mut a, if lang == Lang::En { 'y' } else { 'д' });
        assert_eq!(a.game().moves().last().map(|m| m.san.as_str()), Some("e8=Q"));
    }
    // Without the practice arbiter the key does nothing and the picker stays.
    let mut a = app_with(Some(fen), "rapid", Prefs::default());
    start(&mut a);
    click(&mut a, ferz::rules::Square::E7, 0);
    click(&mut a, ferz::rules::Square::E8, 0);
    assert!(!folded(&screen(&mut a, 100, 30)).contains("leaves it a pawn"));
    key(&mut a, KeyCode::Char('p'), 0);
    assert!(a.game().moves().is_empty());
    assert!(matches!(a.overlay(), Some(ferz::tui::Overlay::Promotion { .. })));
}

#[test]
fn the_summary_lists_each_players_moves_in_the_order_they_were_made() {
    let mut a = practice(Lang::En);
    // White: 2. Bc4 jumps the pawn (stands unseen); 3. -- presses without moving, and the
    // first is found then; White's later 4. Qh5 through the e2 pawn is caught at once and loses.
    play(&mut a, &["d4", "e5", "Bc4", "Nc6"], 0);
    type_line(&mut a, ":press", 0);
    play(&mut a, &["Nf6"], 0);
    point_out(&mut a, 'y');
    play(&mut a, &["Nf3", "Nc6", "Nc3", "Nf6", "Qh5"], 0);
    point_out(&mut a, 'y');
    assert!(a.game().is_over());
    let inside = boxed(&screen(&mut a, 120, 40), "Game over");
    // The press went unfound with the bishop's jump; it stands between the two found moves.
    assert!(
        inside.contains("White: 2. Bc4, caught 3 plies later; 3. --, never pointed out; 4. Qh5, caught at once."),
        "{inside}"
    );
}

#[test]
fn the_box_says_why_the_second_illegal_move_was_illegal() {
    let fen = "r3k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    for (lang, yes, title, want) in [
        (
            Lang::En,
            'y',
            "Game over",
            "0–1 — Anna (White) made a second illegal move 1. -- was illegal: the clock was pressed without a move (7.8.1). \
             Illegal moves",
        ),
        (
            Lang::Ru,
            'д',
            "Партия окончена",
            "0–1 — второй невозможный ход белых (Anna) 1. -- — невозможный ход: часы нажаты без хода (ст. 7.8.1). \
             Невозможные ходы",
        ),
    ] {
        let prefs = Prefs { arbiter: Arbiter::Practice, lang, ..Prefs::default() };
        let mut a = app_with(Some(fen), "rapid", prefs);
        start(&mut a);
        for _ in 0..2 {
            type_line(&mut a, ":press", 0);
            point_out(&mut a, yes);
        }
        assert!(a.game().is_over());
        // The status line may say something else by then (where the game is kept): the box
        // keeps why the game ended.
        for (w, h) in [(80, 24), (100, 30)] {
            let inside = boxed(&screen(&mut a, w, h), title);
            assert!(inside.contains(want), "{w}x{h}: {inside}");
        }
    }
}

/// ^X asks the player who would point the illegal move out — the opponent of the one who made
/// it, by name — whoever is to move: right after it, and after a reply that did not notice it.
/// With nothing illegal standing, the side to move is asked (its opponent made the last move).
#[test]
fn the_question_of_an_illegal_move_goes_to_the_opponent_by_name() {
    for (lang, boris_asked, anna_asked) in [
        (
            Lang::En,
            "Boris (Black), do you point out an illegal move?",
            "Anna (White), do you point out an illegal move?",
        ),
        (
            Lang::Ru,
            "Boris (чёрные), вы указываете на невозможный ход?",
            "Anna (белые), вы указываете на невозможный ход?",
        ),
    ] {
        let mut a = practice(lang);
        // Anna's bishop jumps its own pawn; Boris is to move.
        play(&mut a, &["d4", "e5", "Bc4"], 0);
        ctrl(&mut a, 'x', 0);
        let shot = folded(&screen(&mut a, 80, 24));
        assert!(shot.contains(boris_asked), "{lang:?} right after:\n{shot}");
        key(&mut a, KeyCode::Esc, 0);
        // Boris replies without noticing; Anna is to move, and still Boris is asked.
        play(&mut a, &["Nc6"], 0);
        ctrl(&mut a, 'x', 0);
        let shot = folded(&screen(&mut a, 80, 24));
        assert!(shot.contains(boris_asked), "{lang:?} a move later:\n{shot}");
        assert!(!shot.contains(anna_asked), "{lang:?}: not the player who made it:\n{shot}");
        key(&mut a, KeyCode::Char(if lang == Lang::En { 'y' } else { 'д' }), 0);
        assert_eq!(a.game().illegal_log().found.len(), 1, "{lang:?}: found");
        // Nothing stands now; Anna is to move again (the position before 2. Bc4): she is asked.
        ctrl(&mut a, 'x', 0);
        let shot = folded(&screen(&mut a, 80, 24));
        assert!(shot.contains(anna_asked), "{lang:?} nothing standing:\n{shot}");
    }
}
