//! How long drawing one whole frame of the terminal game takes, into a test buffer at 80×24
//! and 200×60: the opening, and a middlegame with a piece picked up, hints and a long move list.

use criterion::{Criterion, criterion_group, criterion_main};
use ferz::tui::{App, GameSetup, Intent, Prefs, Report, UiEvent, update};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The instant `ms` milliseconds into the test's timeline.
fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

fn app(moves: &[&str]) -> App {
    let setup = GameSetup::new(
        ferz::rules::Position::new(),
        ferz::game::TimeControl::rapid(),
        Some("Anna"),
        Some("Boris"),
        Prefs::default(),
    );
    let Ok(setup) = setup else { panic!("setup") };
    let mut app = App::new(setup, at(0));
    update(&mut app, Intent::Start, at(0));
    for (i, m) in moves.iter().enumerate() {
        let now = 1_000 * i as u64;
        for c in m.chars() {
            update(&mut app, UiEvent::Type(c), at(now));
        }
        update(&mut app, UiEvent::Submit, at(now));
        if app.message().is_some_and(|said| said.error) {
            panic!("{m}");
        }
    }
    update(&mut app, Report::Tick, at(1_000 * moves.len() as u64));
    app
}

fn bench(c: &mut Criterion) {
    let opera = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 \
                 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6";
    let moves: Vec<&str> = opera.split_whitespace().collect();
    let opening = app(&[]);
    let mut middlegame = app(&moves);
    update(&mut middlegame, UiEvent::Press(ferz::rules::Square::B5), at(30_000));
    for (w, h) in [(80u16, 24u16), (200, 60)] {
        for (name, app) in [("opening", &opening), ("middlegame", &middlegame)] {
            let area = Rect::new(0, 0, w, h);
            let mut buf = Buffer::empty(area);
            c.bench_function(&format!("render {name} {w}x{h}"), |b| {
                b.iter(|| {
                    buf.reset();
                    app.render(area, &mut buf);
                    std::hint::black_box(&buf);
                })
            });
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
