//! The mouse becomes actions: a press, a drag and a release over the board's squares (so both
//! click-click and drag-and-drop work), a click in the promotion picker, the wheel to step
//! through the moves. Where things are comes from the layout of the current terminal size,
//! the same one the view draws with.

use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::action::{Action, UiEvent};
use super::app::App;
use super::layout::ScreenLayout;
use super::view::windows::{Mouse, face};

/// The action a mouse event means now, if any.
pub fn map_mouse(app: &App, event: MouseEvent) -> Option<Action> {
    let screen = Rect::new(0, 0, app.size().0, app.size().1);
    let layout = ScreenLayout::compute(screen).ok()?;
    // The open window's own mouse first (each window's module says what it does).
    if let Some(Mouse::Takes(action)) = app.overlay().map(|open| face(open, |w| w.mouse(&layout, &event))) {
        return action;
    }
    let square = layout.board.square_at(event.column, event.row, app.bottom());
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) => square.map(|sq| Action::Ui(UiEvent::Press(sq))),
        MouseEventKind::Drag(MouseButton::Left) => square.map(|sq| Action::Ui(UiEvent::Drag(sq))),
        MouseEventKind::Up(MouseButton::Left) => Some(Action::Ui(UiEvent::Release(square))),
        MouseEventKind::ScrollUp => Some(Action::Ui(UiEvent::Step(-1))),
        MouseEventKind::ScrollDown => Some(Action::Ui(UiEvent::Step(1))),
        _ => None,
    }
}
