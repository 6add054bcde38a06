//! Shared helpers of the terminal-game tests: an app from a FEN and a time control, keys and
//! mouse clicks sent through the real key and mouse maps, and the screen as text.

#![allow(dead_code)]

use ferz::game::GameOptions;
use ferz::rules::{Position, Square};
use ferz::tui::{App, Effect, GameSetup, Prefs, ScreenLayout, UiEvent, map_key, map_mouse, split_alt, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

/// The instant `ms` milliseconds into the test's timeline.
pub fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

/// A game from `fen` (or the start) under `tc`, with names, at time 0, on an 80×24 screen.
pub fn app_with(fen: Option<&str>, tc: &str, prefs: Prefs) -> App {
    let setup = match GameSetup::new(
        fen.map_or_else(Position::new, |f| Position::from_fen(f).expect("test FEN")),
        tc.parse().expect("test time control"),
        Some("Anna"),
        Some("Boris"),
        prefs,
    ) {
        Ok(s) => s,
        Err(e) => panic!("setup: {e}"),
    };
    let mut app = App::new(setup, at(0));
    update(&mut app, UiEvent::Resize(80, 24), at(0));
    app
}

/// [`app_with`] with the rules of the game changed by `options` (touch-move, the Sofia rule).
pub fn app_with_options(fen: Option<&str>, tc: &str, prefs: Prefs, options: impl FnOnce(&mut GameOptions)) -> App {
    let mut setup = match GameSetup::new(
        fen.map_or_else(Position::new, |f| Position::from_fen(f).expect("test FEN")),
        tc.parse().expect("test time control"),
        Some("Anna"),
        Some("Boris"),
        prefs,
    ) {
        Ok(s) => s,
        Err(e) => panic!("setup: {e}"),
    };
    options(&mut setup.game.options);
    let mut app = App::new(setup, at(0));
    update(&mut app, UiEvent::Resize(80, 24), at(0));
    app
}

/// A rapid game from the start position.
pub fn app() -> App {
    app_with(None, "rapid", Prefs::default())
}

/// A key with no modifiers, sent through the key map; the effects of the action, if any.
pub fn key(app: &mut App, code: KeyCode, now: u64) -> Option<Vec<Effect>> {
    send(app, KeyEvent::new(code, KeyModifiers::NONE), now)
}

/// A Ctrl+letter.
pub fn ctrl(app: &mut App, c: char, now: u64) -> Option<Vec<Effect>> {
    send(app, KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL), now)
}

/// Sends a key event through the key map and update, as the event loop does: Alt+key is
/// Esc, then the key. The effects of the last key that meant something, if any.
pub fn send(app: &mut App, event: KeyEvent, now: u64) -> Option<Vec<Effect>> {
    let mut effect = None;
    for key in split_alt(event) {
        if let Some(action) = map_key(app, key) {
            effect = Some(update(app, action, at(now)).into());
        }
    }
    effect
}

/// Alt+`c`: what the terminal reads when Esc is typed quickly before `c`.
pub fn alt(app: &mut App, c: char, now: u64) -> Option<Vec<Effect>> {
    send(app, KeyEvent::new(KeyCode::Char(c), KeyModifiers::ALT), now)
}

/// Types each character of `text`, then Enter.
pub fn type_line(app: &mut App, text: &str, now: u64) {
    for c in text.chars() {
        key(app, KeyCode::Char(c), now);
    }
    key(app, KeyCode::Enter, now);
}

/// Presses Enter: the players say go.
pub fn start(app: &mut App) {
    key(app, KeyCode::Enter, 0);
    assert!(app.started(), "Enter starts the clock");
}

/// Plays 1. e4 e5 2. Nf3, and Black offers a draw (F2) with 2…Nc6: White to move, the offer
/// standing — the scene of several screens (an offer pending, small screens, ASCII).
pub fn black_offers_a_draw_with_nc6(app: &mut App) {
    play(app, &["e4", "e5", "Nf3"], 0);
    key(app, KeyCode::F(2), 0);
    play(app, &["Nc6"], 0);
}

/// The screen cell where the piece of `sq` is drawn (the middle row, the piece's column).
pub fn cell_of(app: &App, sq: Square) -> (u16, u16) {
    let layout = match ScreenLayout::compute(Rect::new(0, 0, app.size().0, app.size().1)) {
        Ok(l) => l,
        Err(e) => panic!("layout: {e:?}"),
    };
    let r = layout.board.cell(sq, app.bottom());
    (r.x + (r.width - 1) / 2, r.y + r.height / 2)
}

/// A mouse event of `kind` at (`x`, `y`), through the mouse map.
pub fn mouse_at(app: &mut App, kind: MouseEventKind, x: u16, y: u16, now: u64) -> Option<Vec<Effect>> {
    let event = MouseEvent { kind, column: x, row: y, modifiers: KeyModifiers::NONE };
    let action = map_mouse(app, event)?;
    Some(update(app, action, at(now)).into())
}

/// A mouse event of `kind` over square `sq`.
pub fn mouse(app: &mut App, kind: MouseEventKind, sq: Square, now: u64) -> Option<Vec<Effect>> {
    let (x, y) = cell_of(app, sq);
    mouse_at(app, kind, x, y, now)
}

/// A click (press and release) on `sq`.
pub fn click(app: &mut App, sq: Square, now: u64) {
    mouse(app, MouseEventKind::Down(MouseButton::Left), sq, now);
    mouse(app, MouseEventKind::Up(MouseButton::Left), sq, now);
}

/// A drag from `from` to `to`.
pub fn drag(app: &mut App, from: Square, to: Square, now: u64) {
    mouse(app, MouseEventKind::Down(MouseButton::Left), from, now);
    mouse(app, MouseEventKind::Drag(MouseButton::Left), to, now);
    mouse(app, MouseEventKind::Up(MouseButton::Left), to, now);
}

/// The app drawn on a `w`×`h` test terminal.
pub fn render(app: &App, w: u16, h: u16) -> Buffer {
    let mut terminal = match Terminal::new(TestBackend::new(w, h)) {
        Ok(t) => t,
        Err(e) => panic!("test terminal: {e}"),
    };
    if let Err(e) = terminal.draw(|frame| frame.render_widget(app, frame.area())) {
        panic!("draw: {e}");
    }
    terminal.backend().buffer().clone()
}

/// A buffer as text: one line per row, trailing blanks cut.
pub fn text(buf: &Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in area.top()..area.bottom() {
        let mut line = String::new();
        for x in area.left()..area.right() {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The screen as text at `w`×`h` (the app's size is set to match, as a resize would), and the
/// app told where the standings window stands, as the terminal face tells it.
pub fn screen(app: &mut App, w: u16, h: u16) -> String {
    update(app, UiEvent::Resize(w, h), app.now());
    let shown = text(&render(app, w, h));
    // As the terminal face does after drawing: the standings window's keys go by where it stands.
    app.set_placement(ferz::tui::view::standings_placement(app));
    shown
}

/// Plays `moves` by typing them, at time `now`.
pub fn play(app: &mut App, moves: &[&str], now: u64) {
    for m in moves {
        type_line(app, m, now);
        assert!(app.message().is_none_or(|m| !m.error), "{m}: {:?}", app.message());
    }
}

/// The screen with its whitespace folded: a wrapped sentence reads as one line.
pub fn folded(shot: &str) -> String {
    shot.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Picks up the piece on `from` with the cursor, steps `steps` times with `arrow`, puts it down.
pub fn cursor_move(app: &mut App, from: Square, arrow: KeyCode, steps: usize) {
    app.set_cursor(from);
    key(app, KeyCode::Enter, 0);
    for _ in 0..steps {
        key(app, arrow, 0);
    }
    key(app, KeyCode::Enter, 0);
}

/// The text inside the box titled `title` on `shot`, its lines joined and whitespace folded
/// (a wrapped sentence reads as one line; the panels beside the box are left out).
pub fn boxed(shot: &str, title: &str) -> String {
    let rows: Vec<Vec<char>> = shot.lines().map(|l| l.chars().collect()).collect();
    let Some(top) = rows.iter().position(|r| r.iter().collect::<String>().contains(title)) else {
        return String::new();
    };
    let left = rows[top].iter().position(|&c| c == '┌').unwrap_or(0);
    let right = rows[top].iter().position(|&c| c == '┐').unwrap_or(rows[top].len());
    let mut inside = Vec::new();
    for row in &rows[top + 1..] {
        if row.get(left) == Some(&'└') {
            break;
        }
        inside.push(row.get(left + 1..right.min(row.len())).unwrap_or_default().iter().collect::<String>());
    }
    folded(&inside.join(" "))
}
