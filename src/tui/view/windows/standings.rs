//! The standings window, drawn beside the board (a match) or over the middle of the screen
//! (a round-robin's crosstable), from the lines the model lays out.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::WindowFace;
use crate::game::event::Event;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::standings::{Standings, StandingsWindow};
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

    /// A match's window stands in the move list, which keeps its last rows above it.
    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        self.view(app, layout)?.below_moves()
    }

    /// The clocks are stopped between games: their digits' rows go to the window.
    fn small_clocks(&self) -> bool {
        true
    }
}

impl StandingsWindow {
    /// The window as the app shows it.
    fn view<'a>(&self, app: &'a App, layout: &'a ScreenLayout) -> Option<StandingsView<'a>> {
        let standings = Standings::of(app, self.0, (layout.screen.width, layout.screen.height))?;
        Some(StandingsView { standings, layout, look: Look::of(app) })
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
        self.standings.lines().into_iter().map(|line| styled(self.look.theme, line)).collect()
    }

    /// Where a match's window stands beside the board, so that the final position of the game
    /// just ended stays in sight: under the move list, which keeps its last rows; else in the
    /// move list run down to the status line (the clocks are stopped between games); else over
    /// the side panel. `None` when it is too tall for any (it goes over the middle then).
    fn beside(&self, lines: &[Line<'_>]) -> Option<Rect> {
        let l = self.layout;
        let rows = |w: u16| {
            lines.iter().map(|x| wrapped_rows(&x.to_string(), w.saturating_sub(4))).fold(2, u16::saturating_add)
        };
        if let Some(rect) = MOVES_KEPT.into_iter().find_map(|kept| beside_board(l, kept, rows)) {
            return Some(rect);
        }
        let lower = Rect { y: l.moves.y, height: l.status.bottom().saturating_sub(l.moves.y), ..l.moves };
        let column = side_column(l);
        let h = rows(lower.width);
        if lower.width < 30 {
            return None;
        }
        if MOVES_KEPT.into_iter().any(|kept| h + kept <= lower.height) {
            return Some(Rect { y: lower.bottom() - h, height: h, ..lower });
        }
        (h <= column.height).then(|| Rect { y: column.bottom() - h, height: h, ..column })
    }

    /// The window's rectangle when it stands in the move list (which then stops above it).
    pub fn below_moves(&self) -> Option<Rect> {
        if !matches!(self.standings.ev, Event::Match(_)) {
            return None;
        }
        let lines: Vec<Line<'static>> = self.lines().into_iter().skip_while(|l| l.width() == 0).collect();
        let rect = self.beside(&lines)?;
        let moves = self.layout.moves;
        (rect.x == moves.x && rect.y > moves.y && rect.y < moves.bottom()).then_some(rect)
    }

    /// Draws the window beside the board (a match) or over the middle of the screen.
    pub fn render(self, area: Rect, buf: &mut Buffer) {
        let lines = self.lines();
        // The default name in the language of the screen (the PGN keeps the one of the tags).
        let title = match self.standings.ev {
            Event::Match(m) if m.event() == crate::game::event::default_match_name(m.players()) => {
                self.standings.words.match_name(m.players())
            }
            Event::RoundRobin(rr) if rr.event() == crate::game::event::DEFAULT_ROUND_ROBIN_NAME => {
                self.standings.words.round_robin_name()
            }
            ev => crate::tui::event::event_name(ev).to_string(),
        };
        let Event::RoundRobin(_) = self.standings.ev else {
            // A match not yet begun has no games to list: no blank row above the score.
            let lines: Vec<Line<'static>> = lines.into_iter().skip_while(|l| l.width() == 0).collect();
            let Some(rect) = self.beside(&lines) else {
                text_window(self.look.theme, self.layout, area, buf, &title, lines);
                return;
            };
            let theme = self.look.theme;
            let rect = rect.intersection(area).intersection(buf.area);
            if rect.is_empty() {
                return;
            }
            let inner = frame(theme, rect, buf, &title);
            let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
            Paragraph::new(in_theme(theme, lines))
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true })
                .render(inner, buf);
            return;
        };
        let theme = self.look.theme;
        let lines = in_theme(theme, lines);
        let (width, inner_w) = (self.standings.window_width(), self.standings.inner_width());
        let h = lines.iter().map(|l| wrapped_rows(&l.to_string(), inner_w)).fold(0, u16::saturating_add) + 2;
        let rect =
            centered(middle(self.layout), self.layout.screen, width, h).intersection(area).intersection(buf.area);
        if rect.is_empty() {
            return;
        }
        let inner = frame(theme, rect, buf, &title);
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: false }).render(inner, buf);
    }
}
