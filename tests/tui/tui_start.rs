//! The start screen's model ([`Form`]) driven by its keys and clicks, and drawn into a test
//! buffer at the sizes a terminal opens at, in both languages.

use ferz::game::{Arbiter, OddsPiece, PieceOdds};
use ferz::lang::Lang;
use ferz::rules::Color;
use ferz::settings::{Opponent, Question, Settings, StartChoice};
use ferz::tui::start::{Form, FormKey, Outcome, StartView, click, spots};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

fn keys(form: &mut Form, keys: &[FormKey]) -> Outcome {
    let mut last = Outcome::Stay;
    for &k in keys {
        last = form.key(k);
    }
    last
}

fn typed(form: &mut Form, text: &str) {
    for c in text.chars() {
        form.key(FormKey::Char(c));
    }
}

/// The screen as text, one line a row.
fn drawn(form: &Form, w: u16, h: u16) -> String {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    StartView { form, color: true, ascii: false }.render(area, &mut buf);
    (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>().trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn enter_starts_the_game_as_shown() {
    let mut form = Form::new(Settings::default());
    typed(&mut form, "Anna");
    form.key(FormKey::Next);
    typed(&mut form, " Boris ");
    let Outcome::Start(s) = form.key(FormKey::Enter) else { panic!("the game starts") };
    assert_eq!((s.white.as_str(), s.black.as_str(), s.time.as_str()), ("Anna", "Boris", "15+10"));
    assert_eq!(
        (s.opponent, s.start, s.arbiter, s.lang),
        (Opponent::Friend, StartChoice::Standard, Arbiter::Assist, Lang::En)
    );
    assert_eq!(Form::new(Settings::default()).key(FormKey::Quit), Outcome::Quit);
}

#[test]
fn the_questions_not_asked_are_passed_over() {
    let mut form = Form::new(Settings::default());
    let mut seen = vec![form.focus()];
    for _ in 0..6 {
        form.key(FormKey::Next);
        seen.push(form.focus());
    }
    use Question as Q;
    assert_eq!(seen, [Q::White, Q::Black, Q::Time, Q::Opponent, Q::Start, Q::Arbiter, Q::Language]);
    // The computer plays Black: its level is asked, Black's name is not.
    keys(&mut form, &[FormKey::Prev, FormKey::Prev, FormKey::Prev, FormKey::Right]);
    assert_eq!(form.settings().opponent, Opponent::Computer { color: Some(Color::Black), level: 3 });
    keys(&mut form, &[FormKey::Next, FormKey::Right, FormKey::Right, FormKey::Char('7')]);
    assert_eq!(form.focus(), Q::Level);
    assert_eq!(form.settings().opponent.level(), Some(7));
    assert!(!form.asks(Q::Black) && form.asks(Q::White));
    // The computer takes White: Anna, alone at the keyboard, plays Black.
    let mut anna = Form::new(Settings { white: "Anna".into(), ..Settings::default() });
    anna.focus_on(Q::Opponent);
    anna.key(FormKey::Right);
    anna.key(FormKey::Right);
    assert_eq!(anna.computer_sits(), Some(Color::White));
    assert_eq!((anna.settings().white.as_str(), anna.settings().black.as_str()), ("", "Anna"));
    let mut order = Vec::new();
    for _ in 0..9 {
        form.key(FormKey::Next);
        order.push(form.focus());
    }
    assert!(!order.contains(&Q::Black) && !order.contains(&Q::Position), "{order:?}");
}

#[test]
fn the_first_question_asked_is_in_focus() {
    // The computer in White's chair (the colours swapped after a game against it): Black's
    // name, the only one asked, comes first.
    let computer_white = Opponent::Computer { color: Some(Color::White), level: 5 };
    let form = Form::new(Settings { black: "Anna".into(), opponent: computer_white, ..Settings::default() });
    assert_eq!(form.focus(), Question::Black);
    assert_eq!(Form::new(Settings::default()).focus(), Question::White);
}

#[test]
fn the_club_clock_list_and_any_control_typed() {
    let mut form = Form::new(Settings::default());
    form.key(FormKey::Next);
    form.key(FormKey::Next);
    let mut seen = Vec::new();
    for _ in 0..10 {
        form.key(FormKey::Left);
        seen.push(form.settings().time.clone());
    }
    assert_eq!(seen, ["10+5", "10+0", "5+3", "5+0", "3+2", "3+0", "2+1", "1+0", "1+0", "1+0"]);
    for _ in 0..20 {
        form.key(FormKey::Right);
    }
    assert_eq!(form.settings().time, "none", "the list ends with no clock");
    form.key(FormKey::Left);
    assert_eq!(form.settings().time, "40/90+30,30+30");
    // Typing replaces the choice; a control that does not read is refused by the --time words.
    typed(&mut form, "7 min");
    assert_eq!(form.key(FormKey::Enter), Outcome::Stay);
    let (q, why) = form.error().cloned().unwrap_or((Question::White, String::new()));
    assert_eq!(q, Question::Time);
    assert!(why.starts_with("time control '7 min': "), "{why}");
    for _ in 0..4 {
        form.key(FormKey::Backspace);
    }
    typed(&mut form, "+5");
    assert_eq!(form.error(), None);
    let Outcome::Start(s) = form.key(FormKey::Enter) else { panic!("7+5 reads") };
    assert_eq!(s.time, "7+5");
}

#[test]
fn chess960_by_number_or_random_and_odds() {
    let mut form = Form::new(Settings { lang: Lang::Ru, ..Settings::default() });
    form.focus_on(Question::Start);
    form.key(FormKey::Right);
    assert_eq!(form.settings().start, StartChoice::Chess960(None));
    form.key(FormKey::Next);
    assert_eq!(form.focus(), Question::Position);
    typed(&mut form, "960");
    assert_eq!(form.key(FormKey::Enter), Outcome::Stay);
    let why = form.error().map(|(_, w)| w.clone()).unwrap_or_default();
    assert!(why.contains("960"), "said in Russian, by the --chess960 words: {why}");
    form.key(FormKey::Backspace);
    form.key(FormKey::Backspace);
    typed(&mut form, "42");
    let Outcome::Start(s) = form.key(FormKey::Enter) else { panic!("9 42 reads") };
    assert_eq!(s.start, StartChoice::Chess960(Some(942)));
    // Odds: who gives what, from the list.
    form.focus_on(Question::Start);
    form.key(FormKey::Right);
    form.focus_on(Question::Position);
    form.key(FormKey::Right);
    let odds = PieceOdds { color: Color::White, pieces: vec![OddsPiece::Rook] };
    assert_eq!(form.settings().start, StartChoice::Odds(odds));
}

#[test]
fn a_click_puts_a_question_in_focus_and_the_button_starts() {
    use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    let down = |column, row| MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    };
    let mut form = Form::new(Settings::default());
    let area = Rect::new(0, 0, 80, 24);
    let Some(at) = spots(&form, area) else { panic!("80×24 is large enough") };
    let &(_, row, value_x) = at.rows.iter().find(|(q, _, _)| *q == Question::Arbiter).expect("a row");
    // A click on the row: in focus; on its answer's right: the next mode; on its ◀: back.
    assert_eq!(click(&mut form, down(row.x + 3, row.y), area), None);
    assert_eq!(form.focus(), Question::Arbiter);
    assert_eq!(click(&mut form, down(value_x + 8, row.y), area), Some(FormKey::Right));
    assert_eq!(click(&mut form, down(value_x, row.y), area), Some(FormKey::Left));
    // A question not asked (the level, against a friend) takes no focus.
    let &(_, level, _) = at.rows.iter().find(|(q, _, _)| *q == Question::Level).expect("a row");
    assert_eq!(click(&mut form, down(level.x + 3, level.y), area), None);
    assert_eq!(form.focus(), Question::Arbiter);
    let Some(key) = click(&mut form, down(at.button.x + 2, at.button.y), area) else { panic!("the button") };
    assert!(matches!(form.key(key), Outcome::Start(_)));
}

#[test]
fn every_question_is_seen_whole_at_every_size_in_both_languages() {
    for lang in Lang::ALL {
        let form = Form::new(Settings { lang, white: "Anna".into(), ..Settings::default() });
        let words = lang.start_words();
        for (w, h) in [(54, 14), (80, 24), (100, 30), (160, 50)] {
            let screen = drawn(&form, w, h);
            for q in Question::ALL {
                assert!(screen.contains(words.label(q)), "{lang:?} {w}×{h}: {q:?}\n{screen}");
            }
            for shown in ["Anna", words.start_button(), lang.own_name()] {
                assert!(screen.contains(shown), "{lang:?} {w}×{h}: {shown}\n{screen}");
            }
            assert!(screen.contains(words.keys(w > 60)), "{lang:?} {w}×{h}: the keys\n{screen}");
        }
        let small = drawn(&form, 30, 10);
        assert!(small.contains("54×14"), "{small}");
    }
}

#[test]
fn the_language_chosen_is_the_screens_at_once() {
    let mut form = Form::new(Settings::default());
    form.focus_on(Question::Language);
    form.key(FormKey::Right);
    assert_eq!(form.lang(), Lang::Ru);
    assert!(drawn(&form, 80, 24).contains("Новая партия"));
}
