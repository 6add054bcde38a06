mod tui_support;
use ferz::lang::Lang;
use ferz::rules::Square;
use ferz::tui::Prefs;
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

#[test]
fn scratch() {
    for lang in [Lang::En, Lang::Ru] {
        let mut a = app_with(None, "rapid", Prefs { lang, ..Prefs::default() });
        start(&mut a);
        play(&mut a, &["e4"], 0);
        a.cursor = Square::D7;
        key(&mut a, KeyCode::Enter, 0);
        for _ in 0..3 {
            key(&mut a, KeyCode::Down, 0);
        }
        key(&mut a, KeyCode::Enter, 0);
        println!("{:?}", a.message);
        println!("{}", screen(&mut a, 80, 24));
    }
}
