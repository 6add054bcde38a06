//! At the start: the unfinished games found, to resume one or start anew (chosen in
//! [`resume::choose`](crate::tui::resume)).

use crate::tui::action::{Action, Intent, UiEvent};

use super::window::Window;
use super::{Change, Handled, Order, Typed};
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::FooterKey;
use crate::storage::Holder;
use crate::tui::answers::yes_or_no;
use crate::tui::app::App;
use crate::tui::resume::{found_details, found_rows, found_text};

/// The open question at the start.
pub(in crate::tui) struct FoundWindow;

impl Window for FoundWindow {
    /// A game picked, resumed or let go; only an answer closes it (Esc does nothing).
    fn update(&self, _app: &App, action: &Action) -> Handled {
        Handled::Done(match *action {
            Action::Ui(UiEvent::FoundStep(step)) => vec![Change::Do(Order::StepFound(step))],
            Action::Intent(Intent::ResumeFound(yes)) => vec![Change::Do(Order::ResumeFound(yes))],
            Action::Ui(UiEvent::Cancel) => Vec::new(),
            _ => return Handled::Pass,
        })
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
pub(in crate::tui) fn details(app: &App) -> Vec<String> {
    app.session().found().games().iter().map(|f| found_details(app, f)).collect()
}
