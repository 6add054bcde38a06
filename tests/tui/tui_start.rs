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
    let odds = PieceOdds { color: Color::White, pieces: vec![OddsPiece::Knight, OddsPiece::Pawn] };
    assert_eq!(form.settings().start, StartChoice::Odds(odds));
}

/// Every set of pieces one `--odds COLOR:PIECES` accepts is offered, White's then Black's,
/// from the smallest handicap to the largest; each reads back by the command line's own
/// parser, and is said in both languages whole at 80×24.
#[test]
fn the_odds_list_offers_what_the_command_line_accepts() {
    use OddsPiece::{Knight as N, Pawn as P, Queen as Q, Rook as R};
    let mut form = Form::new(Settings {
        start: StartChoice::Odds(PieceOdds { color: Color::White, pieces: vec![P] }),
        ..Settings::default()
    });
    form.focus_on(Question::Position);
    let mut seen = vec![form.settings().start.clone()];
    for _ in 0..30 {
        form.key(FormKey::Right);
        seen.push(form.settings().start.clone());
    }
    let odds: Vec<PieceOdds> = seen
        .into_iter()
        .map(|s| match s {
            StartChoice::Odds(o) => o,
            other => panic!("not odds: {other:?}"),
        })
        .collect();
    assert_eq!(odds[30], odds[0], "round the end of the list");
    let white: Vec<Vec<OddsPiece>> = odds[..15].iter().map(|o| o.pieces.clone()).collect();
    let want: Vec<Vec<OddsPiece>> = vec![
        vec![P],
        vec![N],
        vec![N, P],
        vec![R],
        vec![R, P],
        vec![R, N],
        vec![Q],
        vec![R, N, P],
        vec![Q, P],
        vec![Q, N],
        vec![Q, N, P],
        vec![Q, R],
        vec![Q, R, P],
        vec![Q, R, N],
        vec![Q, R, N, P],
    ];
    assert_eq!(white, want);
    assert!(odds[..15].iter().all(|o| o.color == Color::White) && odds[15..30].iter().all(|o| o.color == Color::Black));
    for o in &odds[..30] {
        let names: Vec<&str> = o.pieces.iter().map(|p| p.name()).collect();
        let flag = format!("{}:{}", o.color.name(), names.join(","));
        assert_eq!(ferz::game::parse_odds(&flag).as_ref(), Ok(o), "{flag}");
    }
    // Said whole in both languages at 80×24, the largest handicap too.
    for (lang, said) in [
        (Lang::En, "Black gives queen, rook, knight and f-pawn odds"),
        (Lang::Ru, "чёрные дают ферзя, ладью, коня и пешку f"),
    ] {
        let mut form = Form::new(Settings { lang, start: StartChoice::Odds(odds[29].clone()), ..Settings::default() });
        form.focus_on(Question::Position);
        assert!(drawn(&form, 80, 24).contains(said), "{lang:?}\n{}", drawn(&form, 80, 24));
        // Where the words do not fit, the pieces' letters do: one or the other, whole.
        let short = lang.start_words().odds_short(&odds[29]);
        for (w, h) in [(54, 14), (64, 24)] {
            let screen = drawn(&form, w, h);
            let whole = |text: &str| screen.contains(&format!("◀ {text} ▶"));
            assert!(whole(said) || whole(&short), "{lang:?} {w}×{h}\n{screen}");
        }
        assert!(drawn(&form, 54, 14).contains(&short), "{lang:?}\n{}", drawn(&form, 54, 14));
    }
    // Odds remembered in another order (the command line's `white:pawn,knight`) are the
    // list's own choice, and → goes on from there.
    let given = PieceOdds { color: Color::White, pieces: vec![P, N] };
    let mut form = Form::new(Settings { start: StartChoice::Odds(given), ..Settings::default() });
    assert_eq!(form.settings().start, StartChoice::Odds(PieceOdds { color: Color::White, pieces: vec![N, P] }));
    form.focus_on(Question::Position);
    form.key(FormKey::Right);
    assert_eq!(form.settings().start, StartChoice::Odds(PieceOdds { color: Color::White, pieces: vec![R] }));
}

#[test]
fn the_question_after_the_start_is_named_by_the_start_chosen() {
    use OddsPiece::Knight as N;
    let odds = StartChoice::Odds(PieceOdds { color: Color::White, pieces: vec![N] });
    for (lang, label, hint, other) in [
        (Lang::En, "Odds ", "who gives which pieces", "Position "),
        (Lang::Ru, "Фора ", "кто и какие фигуры даёт", "Позиция "),
    ] {
        let mut form = Form::new(Settings { lang, start: odds.clone(), ..Settings::default() });
        form.focus_on(Question::Position);
        let screen = drawn(&form, 80, 24);
        assert!(screen.contains(label) && screen.contains(hint) && !screen.contains(other), "{lang:?}\n{screen}");
        assert!(!screen.contains("Chess960"), "odds are not asked as a Chess960 number: {lang:?}\n{screen}");
        let mut form = Form::new(Settings { lang, start: StartChoice::Chess960(Some(518)), ..Settings::default() });
        form.focus_on(Question::Position);
        let screen = drawn(&form, 80, 24);
        assert!(screen.contains(other) && screen.contains("0–959") && !screen.contains(label), "{lang:?}\n{screen}");
    }
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

/// The screen reader's odds: asked as odds (not as a Chess960 number), answered from the list
/// by number or as `--odds` spells them, in both languages.
#[test]
fn the_screen_reader_takes_the_odds_by_number_or_as_the_flag_spells_them() {
    use ferz::tui::start::ask_in_lines;
    for (lang, answers, asked, want) in [
        (
            Lang::En,
            "Anna\nBoris\n\n\npiece odds\nblack:pawn,rook\n\n\n",
            "Odds, who gives what",
            (Color::Black, vec![OddsPiece::Rook, OddsPiece::Pawn]),
        ),
        (
            Lang::Ru,
            "\n\n\n\n3\nчто-то\n15\n\n\n",
            "Фора, кто и что даёт",
            (Color::White, vec![OddsPiece::Queen, OddsPiece::Rook, OddsPiece::Knight, OddsPiece::Pawn]),
        ),
    ] {
        let mut out = Vec::new();
        let chosen = ask_in_lines(Settings { lang, ..Settings::default() }, None, &mut answers.as_bytes(), &mut out)
            .expect("lines")
            .expect("answered");
        let said = String::from_utf8_lossy(&out);
        assert!(said.contains(asked) && !said.contains("Chess960 position"), "{said}");
        assert_eq!(chosen.start, StartChoice::Odds(PieceOdds { color: want.0, pieces: want.1 }), "{said}");
    }
}
