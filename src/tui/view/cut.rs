//! What of an area can be drawn: the one guard every widget of the faces that draw (the game,
//! `ferz clock`) starts with, so that a zero-size area or one outside the buffer draws nothing
//! and never panics.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The part of `area` inside the buffer, or none when nothing of it can be drawn: a widget
/// given a zero-size area, or one outside the buffer, draws nothing and never panics.
pub fn drawable(area: Rect, buf: &Buffer) -> Option<Rect> {
    Some(area.intersection(buf.area)).filter(|a| !a.is_empty())
}
