//! The standings window, drawn beside the board (a match; a round-robin's crosstable when it
//! fits there whole, else its short standings) or over the middle of the screen (the whole
//! crosstable on Tab), from the lines and tables the model lays out.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::WindowFace;
use crate::game::event::{Event, RoundRobin};
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::standings::{Standings, StandingsWindow, Table, WIDTH};
use crate::tui::overlay::{Overlay, Placement};
use crate::tui::text_line::{TextLine, Tone};
use crate::tui::theme::Theme;
use crate::tui::view::{
    Look, MOVES_KEPT, beside_board, centered, frame, in_theme, middle, side_column, text_window, wrapped_rows,
};

impl WindowFace for StandingsWindow {
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        if let Some(view) = self.view(app, layout) {
            view.render(area, buf);
        }
    }

    /// The window stands in the move list, which keeps its last rows above it.
    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        self.view(app, layout)?.below_moves()
    }

    /// The clocks are stopped between games: their digits' rows go to the window.
    fn small_clocks(&self) -> bool {
        true
    }
}

/// Where the open standings window stands on the app's screen, as its keys need it: whether
/// Tab has another table to show, how far its rows scroll (`None` when no standings window is
/// open). The terminal face tells the app after drawing it.
pub fn standings_placement(app: &App) -> Option<Placement> {
    let window = app.overlay()?.clone();
    let (ask, whole) = match window {
        Overlay::Standings(ask) => (ask, false),
        Overlay::Crosstable(ask) => (ask, true),
        _ => return None,
    };
    let size = app.size();
    let none = Placement { window: window.clone(), size, has_short: false, scroll_limit: 0 };
    let Ok(layout) = ScreenLayout::compute(Rect::new(0, 0, size.0, size.1)) else { return Some(none) };
    let Some(view) = StandingsWindow(ask, whole).view(app, &layout) else { return Some(none) };
    let view = StandingsView { standings: Standings { scroll: 0, ..view.standings }, ..view };
    Some(Placement { window, size, has_short: view.has_short(), scroll_limit: view.scroll_limit() })
}

impl StandingsWindow {
    /// The window as the app shows it.
    fn view<'a>(&self, app: &'a App, layout: &'a ScreenLayout) -> Option<StandingsView<'a>> {
        let standings = Standings::of(app, self.0, (layout.screen.width, layout.screen.height))?;
        Some(StandingsView { standings, layout, look: Look::of(app), whole: self.1 })
    }
}

/// The standings of a match, and the question, on the screen.
#[derive(Debug, Clone)]
pub struct StandingsView<'a> {
    /// What the window says, laid out for the screen.
    pub(in crate::tui) standings: Standings<'a>,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
    /// A round-robin's whole crosstable over the middle of the screen (Tab), rather than its
    /// short standings beside the board.
    pub whole: bool,
}

/// How a round-robin's window shows it: which table, how wide and at most how high the
/// window is, the Tab key's words (when Tab has another table to show), and whether it
/// stands beside the board.
#[derive(Debug, Clone)]
struct RoundRobinShown {
    /// The whole crosstable, or the short standings.
    table: Table,
    /// The window's width.
    width: u16,
    /// The most rows the window may take.
    height: u16,
    /// What Tab shows, when it shows another table.
    key: Option<&'static str>,
    /// Beside the board (else over the middle).
    beside: bool,
}

/// A line of the model's in the theme's styles.
fn styled(theme: Theme, line: TextLine) -> Line<'static> {
    let spans = line.parts.into_iter().map(|(tone, text)| match tone {
        Tone::Plain => Span::raw(text),
        Tone::Bold => Span::styled(text, theme.bold()),
        Tone::Dim => Span::styled(text, theme.dim()),
    });
    Line::from(spans.collect::<Vec<_>>())
}

impl StandingsView<'_> {
    /// The window's lines, styled.
    fn lines(&self) -> Vec<Line<'static>> {
        match self.standings.ev {
            Event::RoundRobin(rr) => self.round_robin_shown(rr).1,
            Event::Match(_) => self.standings.lines().into_iter().map(|line| styled(self.look.theme, line)).collect(),
        }
    }

    /// How a round-robin's window is shown, and its lines: the whole crosstable beside the
    /// board when it fits there whole; else (unless Tab asked for the whole one) the short
    /// standings beside the board, the whole crosstable a key away; else the whole crosstable
    /// over the middle of the screen.
    fn round_robin_shown(&self, rr: &RoundRobin) -> (RoundRobinShown, Vec<Line<'static>>) {
        let words = self.standings.words;
        let side = self.layout.moves.width;
        let height = self.column().height;
        let whole = Table::of(rr, words, usize::from(side.saturating_sub(4)));
        if whole.complete {
            let shown = RoundRobinShown { table: whole, width: side, height, key: None, beside: true };
            if let Some(lines) = self.beside_lines(rr, &shown) {
                return (shown, lines);
            }
        }
        if !self.whole {
            let short = self.short_shown(rr, side);
            if let Some(lines) = self.beside_lines(rr, &short) {
                return (short, lines);
            }
            // No room beside the board (54×14): the short standings over the middle.
            let width = WIDTH.min(self.layout.screen.width);
            return self.over_middle(rr, RoundRobinShown { beside: false, ..self.short_shown(rr, width) });
        }
        let width = self.standings.window_width();
        let table = Table::of(rr, words, usize::from(width.saturating_sub(4)));
        let key = Some(words.crosstable_key(false));
        self.over_middle(rr, RoundRobinShown { table, width, height: 0, key, beside: false })
    }

    /// `shown` over the middle of the screen, as high as the middle is, or (on a screen too
    /// low for three of its rows there) as the screen.
    fn over_middle(&self, rr: &RoundRobin, shown: RoundRobinShown) -> (RoundRobinShown, Vec<Line<'static>>) {
        let mut shown = RoundRobinShown { height: middle(self.layout).height, ..shown };
        let lines = self.table_lines(rr, &shown);
        let least = shown.table.rows.len().min(3);
        if lines.iter().filter(|l| shown.table.rows.contains(&l.to_string())).count() >= least {
            return (shown, lines);
        }
        shown.height = self.layout.screen.height;
        let lines = self.table_lines(rr, &shown);
        (shown, lines)
    }

    /// The short standings beside the board, the whole crosstable a key away.
    fn short_shown(&self, rr: &RoundRobin, side: u16) -> RoundRobinShown {
        let words = self.standings.words;
        let table = Table::short(rr, words, usize::from(side.saturating_sub(4)));
        let key = Some(words.crosstable_key(true));
        RoundRobinShown { table, width: side, height: self.column().height, key, beside: true }
    }

    /// The lines of `shown` when they stand beside the board (all of its rows, or at least
    /// three scrolled), or none.
    fn beside_lines(&self, rr: &RoundRobin, shown: &RoundRobinShown) -> Option<Vec<Line<'static>>> {
        let lines = self.table_lines(rr, shown);
        let rows_shown = lines.iter().filter(|l| shown.table.rows.contains(&l.to_string())).count();
        (rows_shown >= shown.table.rows.len().min(3) && self.beside(&lines, 20).is_some()).then_some(lines)
    }

    /// The lines under the table, styled, and the keys (with Tab's, when it has another table
    /// to show).
    fn tail(&self, rr: &RoundRobin, shown: &RoundRobinShown) -> (Vec<Line<'static>>, String) {
        let (tail, keys) = self.standings.round_robin_tail(rr);
        let tail = tail.into_iter().map(|l| styled(self.look.theme, l)).collect();
        let keys = match shown.key {
            Some(tab) => format!("{keys} · {tab}"),
            None => keys,
        };
        (tail, keys)
    }

    /// The window's lines for the table of `shown`: its heads, the rows that fit, the tail,
    /// the keys.
    fn table_lines(&self, rr: &RoundRobin, shown: &RoundRobinShown) -> Vec<Line<'static>> {
        let theme = self.look.theme;
        let (tail, keys) = self.tail(rr, shown);
        let inner = shown.width.saturating_sub(4);
        let (first, count, body) = self.rows_shown(&shown.table, &tail, &keys, inner, shown.height);
        let mut lines = vec![Line::from(Span::styled(shown.table.header.clone(), theme.bold()))];
        lines.extend(body.iter().skip(first).take(count).cloned().map(Line::from));
        lines.extend(tail);
        let keys = if count < body.len() {
            format!("↑ ↓ {} · {keys}", self.standings.words.more_rows(first + 1, first + count, body.len()))
        } else {
            keys
        };
        lines.push(Line::from(Span::styled(keys, theme.dim())));
        lines
    }

    /// The table's first row shown, how many are, and the rows and legend lines: as many as
    /// a window `height` rows high and `inner` columns wide holds above the rest, from the
    /// row scrolled to.
    fn rows_shown(
        &self,
        table: &Table,
        tail: &[Line<'static>],
        keys: &str,
        inner: u16,
        height: u16,
    ) -> (usize, usize, Vec<String>) {
        // The rest: the tail, the keys (with the scrolling's words), the heads, the frame.
        let keys = format!("↑ ↓ {} · {keys}", self.standings.words.more_rows(10, 10, 10));
        let tail_rows: usize = tail.iter().map(|l| usize::from(wrapped_rows(&l.to_string(), inner))).sum();
        let room = usize::from(height).saturating_sub(tail_rows + usize::from(wrapped_rows(&keys, inner)) + 3);
        let body: Vec<String> = table.rows.iter().chain(&table.legend).cloned().collect();
        let shown = room.min(body.len());
        let first = usize::from(self.standings.scroll).min(body.len() - shown);
        (first, shown, body)
    }

    /// The farthest the table scrolls: its rows less those the window holds.
    fn scroll_limit(&self) -> u16 {
        let Event::RoundRobin(rr) = self.standings.ev else { return 0 };
        let (shown, _) = self.round_robin_shown(rr);
        let (tail, keys) = self.tail(rr, &shown);
        let (_, count, body) = self.rows_shown(&shown.table, &tail, &keys, shown.width.saturating_sub(4), shown.height);
        u16::try_from(body.len() - count).unwrap_or(u16::MAX)
    }

    /// True when Tab has something to show: the short standings beside the board, where the
    /// whole crosstable does not fit there.
    fn has_short(&self) -> bool {
        let Event::RoundRobin(rr) = self.standings.ev else { return false };
        self.round_robin_shown(rr).0.key.is_some()
    }

    /// Where the window stands beside the board, so that the final position of the game just
    /// ended stays in sight: under the move list, which keeps its last rows; else in the move
    /// list run down to the status line (the clocks are stopped between games); else over
    /// the side panel. `None` when it is too tall for any, or the panel narrower than
    /// `least` columns (it goes over the middle then).
    fn beside(&self, lines: &[Line<'_>], least: u16) -> Option<Rect> {
        let l = self.layout;
        let bottom = self.bottom();
        let rows = |w: u16| {
            lines.iter().map(|x| wrapped_rows(&x.to_string(), w.saturating_sub(4))).fold(2, u16::saturating_add)
        };
        if l.moves.width < least {
            return None;
        }
        if let Some(rect) = MOVES_KEPT.into_iter().find_map(|kept| beside_board(l, kept, rows)) {
            return Some(rect);
        }
        let lower = Rect { y: l.moves.y, height: bottom.saturating_sub(l.moves.y), ..l.moves };
        let column = self.column();
        let h = rows(lower.width);
        if MOVES_KEPT.into_iter().any(|kept| h + kept <= lower.height) {
            return Some(Rect { y: lower.bottom() - h, height: h, ..lower });
        }
        (h <= column.height).then(|| Rect { y: column.bottom() - h, height: h, ..column })
    }

    /// The lowest row a window beside the board may take: the status line's last, unless
    /// the status line says more than the room left of the side panel (a round-robin's next
    /// game, long names), which the window would cut.
    fn bottom(&self) -> u16 {
        let l = self.layout;
        let said = crate::tui::event_play::event_title(self.standings.ev, self.standings.words).chars().count();
        let room = usize::from(l.moves.x.saturating_sub(l.status.x));
        if said + 2 > room { l.status.y } else { l.status.bottom() }
    }

    /// The side panel run down to [`Self::bottom`]: the tallest a window beside the board is.
    fn column(&self) -> Rect {
        let column = side_column(self.layout);
        Rect { height: self.bottom().saturating_sub(column.y), ..column }
    }

    /// The window's lines and, when it stands beside the board, where; else its width over
    /// the middle.
    fn placed(&self) -> (Vec<Line<'static>>, Result<Rect, u16>) {
        match self.standings.ev {
            Event::Match(_) => {
                // A match not yet begun has no games to list: no blank row above the score.
                let lines: Vec<Line<'static>> = self.lines().into_iter().skip_while(|l| l.width() == 0).collect();
                let rect = self.beside(&lines, 30).ok_or(WIDTH);
                (lines, rect)
            }
            Event::RoundRobin(rr) => {
                let (shown, lines) = self.round_robin_shown(rr);
                let rect = if shown.beside { self.beside(&lines, 20) } else { None };
                (lines, rect.ok_or(shown.width))
            }
        }
    }

    /// The window's rectangle when it stands in the move list (which then stops above it).
    pub fn below_moves(&self) -> Option<Rect> {
        let rect = self.placed().1.ok()?;
        let moves = self.layout.moves;
        (rect.x == moves.x && rect.y > moves.y && rect.y < moves.bottom()).then_some(rect)
    }

    /// Draws the window beside the board, or over the middle of the screen.
    pub fn render(self, area: Rect, buf: &mut Buffer) {
        // The default name in the language of the screen (the PGN keeps the one of the tags).
        let title = match self.standings.ev {
            Event::Match(m) if m.event() == crate::game::event::default_match_name(m.players()) => {
                self.standings.words.match_name(m.players())
            }
            Event::RoundRobin(rr) if rr.event() == crate::game::event::DEFAULT_ROUND_ROBIN_NAME => {
                self.standings.words.round_robin_name()
            }
            ev => crate::tui::event_play::event_name(ev).to_string(),
        };
        let theme = self.look.theme;
        let (lines, beside) = self.placed();
        let round_robin = matches!(self.standings.ev, Event::RoundRobin(_));
        let rect = match beside {
            Ok(rect) => rect,
            Err(_) if !round_robin => {
                text_window(theme, self.layout, area, buf, &title, lines);
                return;
            }
            Err(width) => {
                let inner_w = width.saturating_sub(4);
                let h = lines.iter().map(|l| wrapped_rows(&l.to_string(), inner_w)).fold(0, u16::saturating_add) + 2;
                centered(middle(self.layout), self.layout.screen, width, h)
            }
        };
        let rect = rect.intersection(area).intersection(buf.area);
        if rect.is_empty() {
            return;
        }
        let inner = frame(theme, rect, buf, &title);
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        // A table's rows keep their spaces (their columns line up); a match's sentences wrap.
        Paragraph::new(in_theme(theme, lines))
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: !round_robin })
            .render(inner, buf);
    }
}
