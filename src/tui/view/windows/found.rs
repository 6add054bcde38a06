//! The question at the start, drawn: the game found, or the list to pick from.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::WindowFace;
use crate::lang::terminal::TerminalWords;
use crate::storage::Holder;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::found::{FoundWindow, details};
use crate::tui::resume::{found_rows, found_text};
use crate::tui::session::FoundList;
use crate::tui::view::{Look, text_window};

impl WindowFace for FoundWindow {
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        FoundView::of(app, layout).render(area, buf);
    }
}

/// The question at the start: resume the unfinished game, or start a new one; a list to pick
/// from when several games wait or one of them is being played by another ferz.
#[derive(Debug, Clone)]
pub struct FoundView<'a> {
    /// The games found, and the one picked.
    pub list: &'a FoundList,
    /// Each row of the list: a game's players, move number and whose move; then each event
    /// waiting between its games, its players, score and next game.
    pub rows: Vec<String>,
    /// Under each game's row: its last move, time control and when it was last played.
    pub details: Vec<String>,
    /// The question when one game was found, free to take.
    pub single: Option<String>,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl<'a> FoundView<'a> {
    /// The question about the games the app found.
    pub fn of(app: &'a App, layout: &'a ScreenLayout) -> FoundView<'a> {
        let list = app.session().found();
        let rows = found_rows(app);
        FoundView { list, rows, details: details(app), single: found_text(app), layout, look: Look::of(app) }
    }
}

impl Widget for FoundView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let list = self.list;
        let single = list.events().is_empty() && matches!(list.games(), [f] if f.holder == Holder::Me);
        let body = if single {
            let details = self.details.first().map(|d| theme.text(d).into_owned()).unwrap_or_default();
            vec![
                Line::from(Span::styled(self.single.unwrap_or_default(), theme.bold())),
                Line::from(Span::styled(details, theme.dim())),
                Line::default(),
                Line::from(s.found_question()),
            ]
        } else {
            // Several games, or one another ferz plays: a list to pick from, each held game
            // saying which process plays it.
            let mut lines = vec![Line::from(Span::styled(s.found_many(list.len()), theme.bold())), Line::default()];
            let holders = list.games().iter().map(|f| f.holder).chain(list.events().iter().map(|e| e.holder));
            for (i, (holder, row)) in holders.zip(&self.rows).enumerate() {
                let picked = i == list.choice();
                let mut text = format!("{} {row}", if picked { "▸" } else { " " });
                if let Holder::Other(pid) = holder {
                    text.push_str(&format!(" — {}", s.held_by(pid)));
                }
                let style = if picked { theme.bold() } else { theme.dim() };
                lines.push(Line::from(Span::styled(theme.text(&text).into_owned(), style)));
                // A game's details under it, so that two alike games can be told apart.
                if let Some(details) = self.details.get(i) {
                    lines.push(Line::from(Span::styled(format!("  {}", theme.text(details)), theme.dim())));
                }
            }
            lines.push(Line::default());
            lines.push(Line::from(s.found_list_question()));
            lines
        };
        text_window(theme, self.layout, area, buf, s.found_title(), body);
    }
}
