//! Draws whole frames of the terminal game into a test buffer, as `benches/render.rs` does, a
//! fixed number of times: for instruction counts (`valgrind --tool=callgrind`) and CPU times of
//! one commit against another. `render_frames [FRAMES]`: each of the bench's four pictures
//! (opening and middlegame, 80x24 and 200x60) drawn FRAMES times (default 200); prints the
//! CPU microseconds per frame of each.

use ferz::tui::{App, GameSetup, Intent, Prefs, Report, UiEvent, update};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

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

/// CPU time this thread has used so far, in nanoseconds.
fn cpu_ns() -> u64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").expect("schedstat (Linux)");
    stat.split_whitespace().next().and_then(|n| n.parse().ok()).unwrap_or(0)
}

fn main() {
    let frames: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(200);
    let only = std::env::args().nth(2);
    let opera = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 \
                 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6";
    let moves: Vec<&str> = opera.split_whitespace().collect();
    let opening = app(&[]);
    let mut middlegame = app(&moves);
    update(&mut middlegame, UiEvent::Press(ferz::rules::Square::B5), at(30_000));
    for (w, h) in [(80u16, 24u16), (200, 60)] {
        for (name, app) in [("opening", &opening), ("middlegame", &middlegame)] {
            let label = format!("{name} {w}x{h}");
            if only.as_deref().is_some_and(|o| o != label.replace(' ', "-")) {
                continue;
            }
            let area = Rect::new(0, 0, w, h);
            let mut buf = Buffer::empty(area);
            let start = cpu_ns();
            for _ in 0..frames {
                buf.reset();
                app.render(area, &mut buf);
                std::hint::black_box(&buf);
            }
            let us = (cpu_ns() - start) as f64 / frames as f64 / 1e3;
            println!("render {label}: {us:.1} us/frame");
        }
    }
}
