//! What every window over the board shares: where it goes (centred, inside the screen) and
//! its frame, and how many rows a wrapped text takes in it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Widget};

use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;

/// The part of `area` inside the buffer, or none when nothing of it can be drawn: a widget
/// given a zero-size area, or one outside the buffer, draws nothing and never panics.
pub fn drawable(area: Rect, buf: &Buffer) -> Option<Rect> {
    Some(area.intersection(buf.area)).filter(|a| !a.is_empty())
}

/// A `w`×`h` rectangle centred on `over`, moved and cut to stay inside `within`.
pub fn centered(over: Rect, within: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(within.width);
    let h = h.min(within.height);
    let cx = over.x.saturating_add(over.width / 2);
    let cy = over.y.saturating_add(over.height / 2);
    let x = cx.saturating_sub(w / 2).clamp(within.x, within.right().saturating_sub(w));
    let y = cy.saturating_sub(h / 2).clamp(within.y, within.bottom().saturating_sub(h));
    Rect::new(x, y, w, h)
}

/// The screen above the status rows, where questions and the banner are centred.
pub fn middle(layout: &ScreenLayout) -> Rect {
    let top = layout.title.bottom();
    Rect::new(layout.screen.x, top, layout.screen.width, layout.status.y.saturating_sub(top))
}

/// Draws a framed window with a title over whatever is there.
pub fn frame(app: &App, area: Rect, buf: &mut Buffer, title: &str) -> Rect {
    Clear.render(area, buf);
    let block = Block::bordered()
        .title(Line::from(format!(" {} ", app.theme().text(title))).alignment(Alignment::Center))
        .border_set(app.theme().border_set())
        .style(app.theme().popup());
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// The rows `text` takes wrapped at word boundaries to `width` columns (a word longer than a
/// row is cut), as the paragraphs here draw it; at least one.
pub fn wrapped_rows(text: &str, width: u16) -> u16 {
    let width = usize::from(width.max(1));
    let (mut rows, mut used) = (1usize, 0usize);
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = word.chars().count();
        let need = if used == 0 { len } else { used + 1 + len };
        if need <= width {
            used = need;
        } else if len <= width {
            rows += 1;
            used = len;
        } else {
            // A long word (a path) starts on a fresh row and runs over as many as it needs.
            rows += usize::from(used > 0) + (len - 1) / width;
            used = (len - 1) % width + 1;
        }
    }
    u16::try_from(rows).unwrap_or(u16::MAX)
}
