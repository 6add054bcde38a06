//! The time chart's window: drawn by the view's chart; a click closes it.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Mouse, WindowFace};
use crate::tui::action::UiEvent;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::time_chart::TimeChartWindow;
use crate::tui::view::TimeChartView;

impl WindowFace for TimeChartWindow {
    /// A click closes it.
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(matches!(event.kind, MouseEventKind::Down(_)).then_some(UiEvent::Cancel.into()))
    }

    fn draw(&self, app: &App, _layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        TimeChartView::of(app).render(area, buf);
    }
}
