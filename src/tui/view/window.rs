//! What every window over the board shares: where it goes (centred, inside the screen) and
//! its frame, and how many rows a wrapped text takes in it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

pub use super::cut::drawable;
use crate::lang::Words;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::theme::Theme;
pub use crate::tui::wrap::wrapped_rows;

/// How the screen speaks and looks: the words of the players' language and the theme (what
/// every view needs besides the data it shows).
#[derive(Clone, Copy)]
pub struct Look {
    /// The words of the screen's language.
    pub words: &'static dyn Words,
    /// Colours, pieces and characters.
    pub theme: Theme,
}

impl Look {
    /// The words and the theme the app's prefs ask for.
    pub fn of(app: &App) -> Look {
        Look { words: app.prefs().lang.words(), theme: Theme::of(app.prefs()) }
    }
}

impl std::fmt::Debug for Look {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Look").field("theme", &self.theme).finish_non_exhaustive()
    }
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

/// Rows the move list keeps above a window beside the board at best, and at least: its frame
/// and three rows of moves, or two.
pub const MOVES_KEPT: [u16; 2] = [5, 4];

/// Where a window stands beside the board, so that the position stays whole under it: under
/// the move list, which keeps its newest rows above it (the clocks, one of which may be
/// running, stay in sight around both), or over the move list whole. `rows` is the window's
/// height at a width; `kept` the rows the list keeps at least above it (0: it may cover the
/// list). `None` when it does not fit beside the board at all.
pub fn beside_board(layout: &ScreenLayout, kept: u16, rows: impl Fn(u16) -> u16) -> Option<Rect> {
    let moves = layout.moves;
    let h = rows(moves.width);
    if moves.width < 20 || h > moves.height.saturating_sub(kept) {
        return None;
    }
    Some(Rect { y: moves.bottom() - h, height: h, ..moves })
}

/// The side panel beside the board (the clocks and the move list) run down to the last row
/// of the status line: where a window too tall for the move list stands, the board whole
/// beside it.
pub fn side_column(layout: &ScreenLayout) -> Rect {
    let top = layout.top_clock.y;
    Rect { y: top, height: layout.status.bottom().saturating_sub(top), ..layout.moves }
}

/// Draws a framed window with a title over whatever is there.
pub fn frame(theme: Theme, area: Rect, buf: &mut Buffer, title: &str) -> Rect {
    Clear.render(area, buf);
    let block = Block::bordered()
        .title(Line::from(format!(" {} ", theme.text(title))).alignment(Alignment::Center))
        .border_set(theme.border_set())
        .style(theme.popup());
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// Width of the windows about saved games.
const WIDTH: u16 = 72;

/// A window centred over the board and the panel, 72 columns wide at most: `title`, then the
/// lines, centred and wrapped, in the theme's characters.
pub fn text_window(
    theme: Theme,
    layout: &ScreenLayout,
    area: Rect,
    buf: &mut Buffer,
    title: &str,
    body: Vec<Line<'_>>,
) {
    let body = in_theme(theme, body);
    let inner_w = WIDTH.min(layout.screen.width).saturating_sub(4);
    let h = body.iter().map(|l| wrapped_rows(&l.to_string(), inner_w)).fold(0, u16::saturating_add) + 2;
    let rect = centered(middle(layout), layout.screen, WIDTH, h).intersection(area).intersection(buf.area);
    if rect.is_empty() {
        return;
    }
    let inner = frame(theme, rect, buf, title);
    let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
    Paragraph::new(body).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
}

/// The lines with their texts in the theme's characters (ASCII with `--pieces ascii`).
pub fn in_theme(theme: Theme, lines: Vec<Line<'_>>) -> Vec<Line<'_>> {
    if !theme.ascii() {
        return lines;
    }
    lines
        .into_iter()
        .map(|line| {
            let spans: Vec<Span<'_>> = line
                .spans
                .into_iter()
                .map(|span| Span::styled(theme.text(&span.content).into_owned(), span.style))
                .collect();
            Line { spans, ..line }
        })
        .collect()
}

/// A menu of `a · b · c` laid out in lines of at most `width` columns, breaking only between
/// its items.
pub fn menu_lines(menu: &str, width: usize, theme: Theme) -> Vec<String> {
    let separator = theme.separator();
    let mut lines: Vec<String> = Vec::new();
    for item in menu.split(" · ").map(|item| theme.text(item).into_owned()) {
        match lines.last_mut() {
            Some(line) if line.chars().count() + separator.chars().count() + item.chars().count() <= width => {
                line.push_str(separator);
                line.push_str(&item);
            }
            _ => lines.push(item),
        }
    }
    lines
}
