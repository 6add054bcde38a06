//! Safe at one keyboard: two players share the keys, so a key pressed by the wrong
//! hand must never end a game. Accepting or declining a draw, resigning and agreeing to a
//! takeback ask the player who answers, by name and colour, in the box and on the status line;
//! the offering player cannot answer their own offer; an offer that cannot be agreed yet is not
//! shown as acceptable; a move typed before the clock starts starts it. In English and Russian.

use crate::tui_support;

use ferz::game::Termination;
use ferz::lang::Lang;
use ferz::rules::Color;
use ferz::tui::{App, Overlay, Prefs, Question, resume_saved};
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

/// Declining ends nothing and costs nothing: F4 declines at once, without a question, and the
/// status line says who declined, by name.
#[test]
fn f4_declines_at_once_and_says_who_declined() {
    for (prefs, declined) in [
        (Prefs::default(), "Boris (Black) declines the draw; play goes on."),
        (russian(), "Boris (чёрные) отклоняет ничью; партия продолжается."),
    ] {
        let mut a = game(prefs, &["e4", "e5"]);
        key(&mut a, KeyCode::F(2), 1_000);
        play(&mut a, &["Nf3"], 2_000);
        key(&mut a, KeyCode::F(4), 3_000);
        assert_eq!(a.overlay(), None, "no question to answer");
        assert_eq!(a.game().draw_offer(), None, "declined with the one key");
        assert_eq!(said(&a), declined);
        assert!(status_rows(&mut a).contains(declined), "{}", screen(&mut a, 80, 24));
        assert!(!a.game().is_over());
    }
}

#[test]
fn an_offer_before_both_have_moved_is_not_shown_as_acceptable() {
    for (prefs, early, accept) in [
        (
            Prefs::default(),
            "Anna offers a draw — it can be agreed once both sides have moved; Boris: F4 declines",
            "F3 accept",
        ),
        (
            russian(),
            "Anna предлагает ничью — согласиться можно, когда обе стороны сделают ход; Boris: F4 отклонить",
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
            "Boris (Black) asks to take back 2... Nc6. Anna (White), do you agree?",
        ),
        (
            russian(),
            "Boris (чёрные), вы сдаётесь?",
            "Boris (чёрные) просит вернуть ход 2... Nc6. Anna (белые), вы согласны?",
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
    let setup = ferz::tui::GameSetup::new(
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
        ferz::tui::GameSetup::new(ferz::rules::Position::new(), "rapid".parse().expect("rapid"), None, None, russian());
    let Ok(setup) = setup else { panic!("setup") };
    let mut a = App::new(setup, at(0));
    start(&mut a);
    ctrl(&mut a, 'r', 0);
    assert!(folded(&screen(&mut a, 80, 24)).contains("Белые сдаются?"));
}

#[test]
fn a_move_typed_at_the_start_screen_starts_the_clock() {
    for (prefs, ready) in [
        (Prefs::default(), "Press Enter to start, or type a move — Anna's clock runs"),
        (russian(), "Нажмите Enter, чтобы начать, или введите ход — пойдут часы белых (Anna)"),
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
        (Prefs::default(), "The saved game is back with both clocks stopped: F8 starts Boris's clock."),
        (russian(), "Сохранённая партия открыта, часы обоих игроков стоят: F8 пускает часы чёрных (Boris)."),
    ] {
        let played = game(Prefs::default(), &["e4"]);
        let save = played.game().to_save(&ferz::lang::English, at(5_000), None);
        let saved = ferz::game::Game::from_save(&save).unwrap_or_else(|e| panic!("{e}"));
        let mut a = app_with(None, "rapid", prefs);
        resume_saved(&mut a, saved, at(0));
        assert_eq!(said(&a), text);
        assert!(folded(&screen(&mut a, 80, 24)).contains(text));
    }
}

/// The status rows of the screen at 80×24 (the last four lines but the footer and input),
/// folded: what the players read under the board.
fn status_rows(a: &mut App) -> String {
    let shot = screen(a, 80, 24);
    let lines: Vec<&str> = shot.lines().collect();
    folded(&lines[lines.len().saturating_sub(6)..].join("\n"))
}

#[test]
fn every_answer_is_said_on_the_status_line() {
    // (moves before, the key that asks, the answer, what the status line says after it)
    type Case = (&'static [&'static str], fn(&mut App), char, &'static str);
    let resign: fn(&mut App) = |a| {
        ctrl(a, 'r', 1_000);
    };
    let takeback: fn(&mut App) = |a| {
        ctrl(a, 'z', 1_000);
    };
    let accept: fn(&mut App) = |a| {
        key(a, KeyCode::F(2), 1_000);
        play(a, &["Nf3"], 1_000);
        key(a, KeyCode::F(3), 1_000);
    };
    let quit: fn(&mut App) = |a| {
        key(a, KeyCode::F(10), 1_000);
    };
    let english: [Case; 4] = [
        (&["e4", "e5"], resign, 'n', "Anna (White) does not resign; play goes on."),
        (&["e4", "e5"], takeback, 'n', "Anna (White) does not agree to take back 1... e5; play goes on."),
        (&["e4", "e5"], accept, 'n', "Boris (Black) does not accept now; the draw offer stands until Boris's move."),
        (&["e4", "e5"], quit, 'n', "The game goes on."),
    ];
    let russian_cases: [Case; 4] = [
        (&["e4", "e5"], resign, 'н', "Anna (белые) не сдаётся; партия продолжается."),
        (&["e4", "e5"], takeback, 'н', "Anna (белые) отвечает «нет»: ход 1... e5 остаётся, партия продолжается."),
        (&["e4", "e5"], accept, 'н', "Boris (чёрные) пока не принимает ничью: предложение в силе до хода чёрных."),
        (&["e4", "e5"], quit, 'н', "Партия продолжается."),
    ];
    for (prefs, cases) in [(Prefs::default(), english), (russian(), russian_cases)] {
        for (moves, ask, answer, text) in cases {
            let mut a = game(prefs, moves);
            ask(&mut a);
            assert!(matches!(a.overlay(), Some(Overlay::Confirm(_))), "{text}: no question");
            key(&mut a, KeyCode::Char(answer), 2_000);
            assert_eq!(a.overlay(), None, "{text}");
            assert_eq!(said(&a), text);
            assert!(status_rows(&mut a).contains(text), "{text}:\n{}", screen(&mut a, 80, 24));
            assert!(!a.game().is_over(), "{text}");
        }
    }
}

#[test]
fn an_agreed_draw_and_a_resignation_are_said_on_the_status_line_and_in_the_box() {
    for (prefs, agreed, resigned) in [
        (Prefs::default(), "½–½ — draw agreed", "0–1 — Anna (White) resigned"),
        (russian(), "½–½ — ничья по соглашению", "0–1 — Anna (белые) сдаётся"),
    ] {
        let mut a = game(prefs, &["e4", "e5"]);
        key(&mut a, KeyCode::F(2), 1_000);
        play(&mut a, &["Nf3"], 1_000);
        key(&mut a, KeyCode::F(3), 1_000);
        key(&mut a, KeyCode::Char('y'), 1_000);
        assert_eq!(a.overlay(), Some(&Overlay::GameOver));
        let shot = screen(&mut a, 80, 24);
        assert_eq!(shot.matches(agreed).count(), 2, "in the box and on the status line:\n{shot}");
        assert!(shot.contains("│    ½–½ "), "the move list writes the result as the box does:\n{shot}");
        let mut a = game(prefs, &["e4", "e5"]);
        ctrl(&mut a, 'r', 1_000);
        key(&mut a, KeyCode::Char('y'), 1_000);
        let shot = screen(&mut a, 80, 24);
        assert_eq!(shot.matches(resigned).count(), 2, "in the box and on the status line:\n{shot}");
        assert!(shot.contains("│    0–1 "), "{shot}");
    }
}

#[test]
fn after_the_game_n_asks_for_a_new_game_with_the_colours_swapped() {
    for (prefs, question, no, started) in [
        (
            Prefs::default(),
            "A new game with colours swapped: Boris plays White, Anna plays Black. Start it? y / n",
            "No new game: S saves this one, R reviews it, Q quits.",
            "New game, colours swapped: Boris plays White, Anna plays Black.",
        ),
        (
            russian(),
            "Новая партия со сменой цвета: Boris играет белыми, Anna — чёрными. Начать? д / н",
            "Новая партия не начата: S — сохранить эту, R — просмотр, Q — выход.",
            "Новая партия со сменой цвета: Boris играет белыми, Anna — чёрными.",
        ),
    ] {
        let mut a = game(prefs, &["f3", "e5", "g4", "Qh4#"]);
        key(&mut a, KeyCode::Char('n'), 1_000);
        assert_eq!(a.overlay(), Some(&Overlay::Confirm(Question::Rematch)));
        assert!(status_rows(&mut a).contains(question), "{}", screen(&mut a, 80, 24));
        key(&mut a, KeyCode::Char('n'), 1_000);
        assert!(a.game().is_over(), "no is no");
        assert_eq!(said(&a), no);
        key(&mut a, KeyCode::Char('n'), 1_000);
        key(&mut a, KeyCode::Char('y'), 1_000);
        assert!(!a.game().is_over() && a.game().moves().is_empty(), "a new game");
        assert_eq!((a.game().name(Color::White), a.game().name(Color::Black)), (Some("Boris"), Some("Anna")));
        assert_eq!(said(&a), started);
        let shot = screen(&mut a, 80, 24);
        assert!(status_rows(&mut a).contains(started), "{shot}");
        let (white, black) = match prefs.lang {
            Lang::En => ("♔ White: Boris", "♚ Black: Anna"),
            Lang::Ru => ("♔ Белые: Boris", "♚ Чёрные: Anna"),
        };
        assert!(shot.contains(white) && shot.contains(black), "the names change sides on the clocks:\n{shot}");
        // And back again after the next game.
        start(&mut a);
        play(&mut a, &["f3", "e5", "g4", "Qh4#"], 2_000);
        key(&mut a, KeyCode::Char('n'), 3_000);
        key(&mut a, KeyCode::Char('y'), 3_000);
        assert_eq!((a.game().name(Color::White), a.game().name(Color::Black)), (Some("Anna"), Some("Boris")));
    }
}

#[test]
fn time_odds_go_with_the_player_in_the_new_game() {
    let setup = ferz::tui::GameSetup::new(
        ferz::rules::Position::new(),
        "5+0".parse().expect("5+0"),
        Some("Anna"),
        Some("Boris"),
        Prefs::default(),
    )
    .and_then(|mut s| {
        s.game = s.game.with_odds("5+0".parse().expect("5+0"), "1+0".parse().expect("1+0"))?;
        Ok(s)
    });
    let Ok(setup) = setup else { panic!("setup") };
    let mut a = App::new(setup, at(0));
    start(&mut a);
    play(&mut a, &["f3", "e5", "g4", "Qh4#"], 1_000);
    key(&mut a, KeyCode::Char('n'), 2_000);
    key(&mut a, KeyCode::Char('y'), 2_000);
    let shot = screen(&mut a, 80, 24);
    assert!(clock_box(&shot, "White: Boris").contains("1:00"), "Boris keeps his minute:\n{shot}");
    assert!(clock_box(&shot, "Black: Anna").contains("5:00"), "Anna keeps her five:\n{shot}");
}

#[test]
fn piece_odds_go_with_the_player_in_the_new_game() {
    for (prefs, before, after) in [
        (Prefs::default(), "White gives knight odds", "Black gives knight odds"),
        (russian(), "фора белых: ферзевый конь", "фора чёрных: ферзевый конь"),
    ] {
        // Anna gives knight odds as White: no knight on b1.
        let odds = ferz::game::parse_odds("white:knight").expect("odds");
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1";
        let mut a = app_with_options(Some(fen), "rapid", prefs, |o| o.start.odds = vec![odds]);
        let shot = screen(&mut a, 100, 30);
        assert!(shot.contains(before), "{shot}");
        start(&mut a);
        play(&mut a, &["f3", "e5", "g4", "Qh4#"], 1_000);
        key(&mut a, KeyCode::Char('n'), 2_000);
        key(&mut a, KeyCode::Char('y'), 2_000);
        // Anna plays Black now and still gives the knight: b8 is empty, b1 has its knight.
        assert_eq!((a.game().name(Color::White), a.game().name(Color::Black)), (Some("Boris"), Some("Anna")));
        assert_eq!(a.game().start_position().fen(), "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let shot = screen(&mut a, 100, 30);
        assert!(shot.contains(after) && !shot.contains(before), "the title names the side that gives:\n{shot}");
    }
}

/// Every rule of the session is read in the title at 80 columns: a long title (a repeating
/// control, a strict arbiter, Chess960 and two pieces of odds) says the odds in letters rather
/// than being cut; where there is room they are said in words.
#[test]
fn a_long_title_says_the_odds_briefly_rather_than_cut() {
    for (prefs, brief, full) in [
        (Prefs::default(), "Black gives R+N", "Black gives rook and knight odds"),
        (russian(), "чёрные дают Л+К", "фора чёрных: ферзевая ладья и ферзевый конь"),
    ] {
        let odds = ferz::game::parse_odds("black:rook,knight").expect("odds");
        let fen = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let strict = Prefs { arbiter: ferz::tui::Arbiter::Strict, ..prefs };
        let mut a = app_with_options(Some(fen), "40/90+30,30+30", strict, |o| {
            o.start.odds = vec![odds];
            o.start.chess960 = true;
            o.start.number = Some(518);
        });
        let title = screen(&mut a, 80, 24).lines().next().unwrap_or_default().to_string();
        assert!(title.trim_end().ends_with(brief), "{title}");
        let title = screen(&mut a, 160, 50).lines().next().unwrap_or_default().to_string();
        assert!(title.trim_end().ends_with(full), "{title}");
    }
}

/// The rows of the clock titled `text`, below its title down to its lower edge (which writes
/// the time under large digits), each from the clock's left edge.
fn clock_box(shot: &str, text: &str) -> String {
    let lines: Vec<&str> = shot.lines().collect();
    let Some(i) = lines.iter().position(|l| l.contains(text)) else { return String::new() };
    let left = lines[i].chars().take_while(|&c| c != '┌').count();
    let mut out = String::new();
    for line in &lines[i + 1..] {
        let row: String = line.chars().skip(left).collect();
        out.push_str(&row);
        out.push('\n');
        if row.starts_with('└') {
            break;
        }
    }
    out
}

#[test]
fn a_position_over_at_once_says_so_before_anything_else() {
    for (prefs, stalemate, mate, dead) in [
        (
            Prefs::default(),
            "The position given is already over: ½–½ — stalemate; no move can be played.",
            "The position given is already over: 1–0 — Anna (White) wins by checkmate; no move can be played.",
            "The position given is already over: ½–½ — insufficient material; no move can be played.",
        ),
        (
            russian(),
            "Заданная позиция уже окончена: ½–½ — пат; сделать ход нельзя.",
            "Заданная позиция уже окончена: 1–0 — мат: побеждает Anna (белые); сделать ход нельзя.",
            "Заданная позиция уже окончена: ½–½ — недостаточно материала; сделать ход нельзя.",
        ),
    ] {
        for (fen, text) in [
            ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", stalemate),
            ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", mate),
            ("8/8/8/8/8/5k2/8/5K2 w - - 0 1", dead),
        ] {
            let mut a = app_with(Some(fen), "rapid", prefs);
            assert_eq!(a.overlay(), Some(&Overlay::GameOver), "{fen}");
            let shot = screen(&mut a, 80, 24);
            assert!(status_rows(&mut a).contains(text), "{fen}:\n{shot}");
            assert!(!shot.contains("Enter"), "nothing to start: {fen}:\n{shot}");
            // The box says it too.
            let title = if prefs.lang == Lang::En { "Game over" } else { "Партия окончена" };
            let boxed: Vec<&str> =
                shot.lines().skip_while(|l| !l.contains(title)).map(|l| l.split('│').nth(1).unwrap_or("")).collect();
            let boxed = boxed.join(" ");
            assert!(folded(&boxed).contains(text), "{fen}:\n{shot}");
        }
    }
}
