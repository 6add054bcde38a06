//! At the start: the unfinished games found, to resume one or start anew (chosen in
//! [`resume::choose`](crate::tui::resume)).

use crate::tui::key_event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::keymap::{Binding, Key, intent, ui};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::{Change, Handled, Order, Typed, Window};
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::{FooterKey, TerminalWords};
use crate::storage::Holder;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::reader::commands::yes_or_no;
use crate::tui::resume::{found_details, found_rows, found_text};
use crate::tui::session::FoundList;
use crate::tui::view::{Look, text_window};

/// The question at the start: ↑ ↓ pick a game, R or Enter resumes it, N starts a new game
/// (К, Т on a Russian layout), Q or F10 leaves everything as it is.
pub(in crate::tui) static KEYS: &[Binding] = &[
    ui(Key::Code(KeyCode::Up), UiEvent::FoundStep(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::FoundStep(1)),
    intent(Key::Code(KeyCode::Enter), Intent::ResumeFound(true)),
    intent(Key::Chars("rRкК", "R"), Intent::ResumeFound(true)).footer(&[Fk::ResumeFound]),
    intent(Key::Chars("nNтТ", "N"), Intent::ResumeFound(false)).footer(&[Fk::NewGame]),
    intent(Key::F(10), Intent::QuitNow).footer(&[Fk::Quit]),
    intent(Key::Chars("qQйЙ", "Q"), Intent::QuitNow),
];

// The view.

/// The open question at the start.
pub(in crate::tui) struct FoundWindow;

impl Window for FoundWindow {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

    /// A game picked, resumed or let go; only an answer closes it (Esc does nothing).
    fn update(&self, _app: &App, action: &Action) -> Handled {
        Handled::Done(match *action {
            Action::Ui(UiEvent::FoundStep(step)) => vec![Change::Do(Order::StepFound(step))],
            Action::Intent(Intent::ResumeFound(yes)) => vec![Change::Do(Order::ResumeFound(yes))],
            Action::Ui(UiEvent::Cancel) => Vec::new(),
            _ => return Handled::Pass,
        })
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        FoundView::of(app, layout).render(area, buf);
    }

    fn footer(&self) -> Option<&'static [FooterKey]> {
        Some(&[FooterKey::Quit, FooterKey::ResumeFound, FooterKey::NewGame])
    }

    fn silences_input(&self) -> bool {
        true
    }

    /// The screen-reader face says the game found (or numbers the games and the events
    /// waiting, each held by another window said so) and asks which.
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        let list = app.session().found();
        let mut said = Vec::new();
        if list.len() == 1 && list.events().is_empty() {
            said.extend(found_text(app));
            said.extend(details(app));
        } else {
            let rows = found_rows(app);
            let holders = list.games().iter().map(|f| f.holder).chain(list.events().iter().map(|e| e.holder));
            let details = details(app);
            said.extend(rows.iter().zip(holders).enumerate().map(|(i, (row, holder))| {
                let row = match details.get(i) {
                    Some(d) => format!("{row} ({d})"),
                    None => row.clone(),
                };
                match holder {
                    Holder::Other(pid) => format!("{}. {row} — {}", i + 1, app.strings().held_by(pid)),
                    _ => format!("{}. {row}", i + 1),
                }
            }));
        }
        said.push(w.found_prompt(list.len()));
        said
    }

    /// The players choose in the screen-reader face: yes (the one game, or the one picked), a
    /// number of the list, or no for a new game; anything else asks again.
    fn typed(&self, app: &App, text: &str) -> Typed {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        let found = app.session().found();
        let count = found.len();
        if let Some(yes) = yes_or_no(text, w) {
            return Typed::Choose(vec![Intent::ResumeFound(yes).into()]);
        }
        match text.parse::<usize>() {
            Ok(n) if (1..=count).contains(&n) => {
                let step = i64::try_from(n - 1).unwrap_or(0) - i64::try_from(found.choice()).unwrap_or(0);
                let toward = UiEvent::FoundStep(if step > 0 { 1 } else { -1 });
                let steps = std::iter::repeat_n(toward.into(), usize::try_from(step.unsigned_abs()).unwrap_or(0));
                Typed::Choose(steps.chain([Intent::ResumeFound(true).into()]).collect())
            }
            _ => Typed::AskAgain(vec![w.found_prompt(count)]),
        }
    }
}

/// The details of each game found, in the order of the list.
fn details(app: &App) -> Vec<String> {
    app.session().found().games().iter().map(|f| found_details(app, f)).collect()
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
        FoundView { list, rows, details: details(app), single: found_text(app), layout, look: app.look() }
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
