//! The mouse becomes actions: a press, a drag and a release over the board's squares (so both
//! click-click and drag-and-drop work), a click in the promotion picker, the wheel to step
//! through the moves. Where things are comes from the layout of the current terminal size,
//! the same one the view draws with.

use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::action::{Action, Intent, UiEvent};
use super::app::App;
use super::layout::ScreenLayout;
use super::overlay::Overlay;
use super::view::picker_choice_at;

/// The action a mouse event means now, if any.
pub fn map_mouse(app: &App, event: MouseEvent) -> Option<Action> {
    let screen = Rect::new(0, 0, app.size().0, app.size().1);
    let layout = ScreenLayout::compute(screen).ok()?;
    let (x, y) = (event.column, event.row);
    match app.overlay() {
        Some(Overlay::Promotion { .. }) => {
            if let MouseEventKind::Down(MouseButton::Left) = event.kind {
                let role = picker_choice_at(&layout, x, y)?;
                return Some(Action::Intent(Intent::Promote(role)));
            }
            return None;
        }
        Some(Overlay::Help(_)) => {
            return match event.kind {
                MouseEventKind::ScrollUp => Some(Action::Ui(UiEvent::Scroll(-3))),
                MouseEventKind::ScrollDown => Some(Action::Ui(UiEvent::Scroll(3))),
                MouseEventKind::Down(_) => Some(Action::Ui(UiEvent::Cancel)),
                _ => None,
            };
        }
        Some(Overlay::Confirm(_) | Overlay::Found | Overlay::Seal(_) | Overlay::Envelope | Overlay::Standings(_)) => {
            return None;
        }
        Some(Overlay::Notice(_) | Overlay::TimeChart { .. }) => {
            return matches!(event.kind, MouseEventKind::Down(_)).then_some(Action::Ui(UiEvent::Cancel));
        }
        Some(Overlay::GameOver) | None => {}
    }
    let square = layout.board.square_at(x, y, app.bottom());
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) => {
            if matches!(app.overlay(), Some(Overlay::GameOver)) {
                return Some(Action::Ui(UiEvent::Cancel));
            }
            square.map(|sq| Action::Ui(UiEvent::Press(sq)))
        }
        MouseEventKind::Drag(MouseButton::Left) => square.map(|sq| Action::Ui(UiEvent::Drag(sq))),
        MouseEventKind::Up(MouseButton::Left) => Some(Action::Ui(UiEvent::Release(square))),
        MouseEventKind::ScrollUp => Some(Action::Ui(UiEvent::Step(-1))),
        MouseEventKind::ScrollDown => Some(Action::Ui(UiEvent::Step(1))),
        _ => None,
    }
}
