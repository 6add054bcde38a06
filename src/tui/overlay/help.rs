//! The help screen: every key and every command, scrolled with the arrows and the page keys;
//! any other key closes it, and its drawing ([`HelpView`]).

use crate::tui::action::{Action, UiEvent};
use crate::tui::app::App;
use crate::tui::overlay::Overlay;

use std::borrow::Cow;

use super::window::Window;
use super::{Change, Handled, Typed};
use crate::lang::Words;
use crate::lang::terminal::TerminalWords;
use crate::tui::ascii::spelt;
use crate::tui::prefs::PieceSet;

/// The help scrolled from `top` by `n` rows, no further than its last row at the bottom of a
/// screen `w` by `h`: scrolled past the end, the first step back would show nothing new.
fn scroll_help(app: &App, top: u16, n: i16, (w, h): (u16, u16)) -> Change {
    let max = help_max_scroll_at(app, w, h);
    Change::Window(Some(Overlay::Help(top.saturating_add_signed(n).min(max))))
}

/// The open help, scrolled by this many rows.
pub(in crate::tui) struct HelpWindow(pub(in crate::tui) u16);

impl Window for HelpWindow {
    /// Scrolled, kept within its rows on a new size, closed.
    fn update(&self, app: &App, action: &Action) -> Handled {
        Handled::Done(match *action {
            Action::Ui(UiEvent::Scroll(n)) => vec![scroll_help(app, self.0, n, app.size())],
            // The screen takes its new size; the help keeps within its rows at that size.
            Action::Ui(UiEvent::Resize(w, h)) => {
                vec![Change::Then(action.clone()), scroll_help(app, self.0, 0, (w, h))]
            }
            Action::Ui(UiEvent::Cancel) => vec![Change::Window(None)],
            _ => return Handled::Pass,
        })
    }

    /// A line typed in the screen-reader face closes it (the face has a help of its own).
    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::CloseThenPass
    }
}

/// The width of the help's window on a screen `screen_w` columns wide.
pub const HELP_W: u16 = 84;

/// One row of the help, laid out for a screen's width (the face gives the heading and the keys
/// their emphasis).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HelpRow {
    /// The row between sections.
    Blank,
    /// A section's heading.
    Heading(String),
    /// Keys, padded to the keys' column, and the first part of what they do beside them.
    Keys(String, String),
    /// What the keys above do, continued under itself.
    More(String),
}

/// The help's rows for a window on a screen `screen_w` columns wide, in the players' language
/// and (with `ascii`) spelt in ASCII: each section's heading and rows, a blank row between
/// sections; what a key does wraps under itself (a narrow screen reads it whole instead of
/// cut).
pub fn help_rows(words: &dyn Words, ascii: bool, screen_w: u16) -> Vec<HelpRow> {
    let s: &dyn TerminalWords = words;
    // The frame, and a column kept free before its right side (text against it reads as cut).
    let width = usize::from(HELP_W.min(screen_w).saturating_sub(3));
    let help = crate::tui::keymap::help_rows(&s.help(crate::tui::key_names::keys()));
    let keys_w =
        help.iter().flat_map(|(_, rows)| rows.iter()).map(|(k, _)| spelt(k, ascii).chars().count()).max().unwrap_or(0);
    // Where what a key does starts: after the keys, or on a row of its own when the keys
    // leave it too little room.
    let beside = keys_w + 4 + 16 <= width;
    let indent = if beside { keys_w + 4 } else { 6 };
    let mut lines = Vec::new();
    for (i, (heading, rows)) in help.iter().enumerate() {
        if i > 0 {
            lines.push(HelpRow::Blank);
        }
        lines.push(HelpRow::Heading(spelt(heading, ascii).into_owned()));
        for (keys, what) in rows.iter() {
            let keys = spelt(keys, ascii);
            // A console limited to ASCII leaves out the mentions of Russian input.
            let what = if ascii { s.on_ascii_console(what) } else { Cow::Borrowed(what.as_str()) };
            let what = spelt(&what, ascii).into_owned();
            let mut parts = wrap_words(&what, width.saturating_sub(indent).max(1)).into_iter();
            let first = if beside { parts.next().unwrap_or_default() } else { String::new() };
            let keys = if beside { format!("  {keys:<keys_w$}  ") } else { format!("  {keys}") };
            lines.push(HelpRow::Keys(keys, first));
            lines.extend(parts.map(|part| HelpRow::More(format!("{:indent$}{part}", ""))));
        }
    }
    lines
}

/// `text` in rows of at most `width` characters, broken between words (a longer word is cut
/// into pieces).
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut rows: Vec<String> = vec![String::new()];
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let row = rows.last_mut().map_or(0, |r| r.chars().count());
            let need = if row == 0 { word.len() } else { row + 1 + word.len() };
            if need <= width {
                if let Some(last) = rows.last_mut() {
                    if row > 0 {
                        last.push(' ');
                    }
                    last.extend(word.iter());
                }
                break;
            }
            if row > 0 {
                rows.push(String::new());
                continue;
            }
            let rest = word.split_off(width.min(word.len()));
            rows.push(String::new());
            if let Some(full) = rows.iter_mut().rev().nth(1) {
                full.extend(word.iter());
            }
            word = rest;
        }
    }
    rows
}

/// How far the help can be scrolled on the app's screen: until its last row is at the bottom
/// of the window (which takes the whole height, less its frame and key line).
pub fn help_max_scroll(app: &App) -> u16 {
    let (w, h) = app.size();
    help_max_scroll_at(app, w, h)
}

/// [`help_max_scroll`] on a screen `w` by `h`.
fn help_max_scroll_at(app: &App, w: u16, h: u16) -> u16 {
    let rows = help_rows(app.prefs().lang.words(), app.prefs().pieces == PieceSet::Ascii, w);
    u16::try_from(rows.len()).unwrap_or(u16::MAX).saturating_sub(h.saturating_sub(3))
}
