//! The help screen: every key and every command, scrolled with the arrows and the page keys;
//! any other key closes it, and its drawing ([`HelpView`]).

use crate::tui::key_event::KeyCode;

use crate::tui::action::{Action, UiEvent};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, Key, ui};
use crate::tui::overlay::Overlay;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::{Change, Handled, Mouse, Typed, Window};
use crate::lang::terminal::TerminalWords;
use crate::tui::layout::ScreenLayout;
use crate::tui::view::{Look, centered, drawable, frame, plain_console};
use ratatui::crossterm::event::{MouseEvent, MouseEventKind};

/// The help screen: scrolling, and anything else closes it.
pub(in crate::tui) static KEYS: &[Binding] = &[
    ui(Key::Code(KeyCode::Up), UiEvent::Scroll(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::Scroll(1)),
    ui(Key::Code(KeyCode::PageUp), UiEvent::Scroll(-10)),
    ui(Key::Code(KeyCode::PageDown), UiEvent::Scroll(10)),
    ui(Key::Any, UiEvent::Cancel),
];

/// The help scrolled from `top` by `n` rows, no further than its last row at the bottom of a
/// screen `w` by `h`: scrolled past the end, the first step back would show nothing new.
fn scroll_help(app: &App, top: u16, n: i16, (w, h): (u16, u16)) -> Change {
    let max = help_max_scroll_at(app, w, h);
    Change::Window(Some(Overlay::Help(top.saturating_add_signed(n).min(max))))
}

// The view.

/// The open help, scrolled by this many rows.
pub(in crate::tui) struct HelpWindow(pub(in crate::tui) u16);

impl Window for HelpWindow {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

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

    /// The wheel scrolls it, a click closes it.
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(match event.kind {
            MouseEventKind::ScrollUp => Some(UiEvent::Scroll(-3).into()),
            MouseEventKind::ScrollDown => Some(UiEvent::Scroll(3).into()),
            MouseEventKind::Down(_) => Some(UiEvent::Cancel.into()),
            _ => None,
        })
    }

    fn draw(&self, app: &App, _layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        HelpView { scroll: self.0, look: app.look() }.render(area, buf);
    }

    /// A line typed in the screen-reader face closes it (the face has a help of its own).
    fn typed(&self, _app: &App, _text: &str) -> Typed {
        Typed::CloseThenPass
    }
}

/// The width of the help's window on a screen `screen_w` columns wide.
const HELP_W: u16 = 84;

/// The help's lines for a window on a screen `screen_w` columns wide: each section's heading
/// and rows, a blank row between sections; what a key does wraps under itself (a narrow screen
/// reads it whole instead of cut).
fn help_lines(look: Look, screen_w: u16) -> Vec<Line<'static>> {
    let s: &dyn TerminalWords = look.words;
    let theme = look.theme;
    // The frame, and a column kept free before its right side (text against it reads as cut).
    let width = usize::from(HELP_W.min(screen_w).saturating_sub(3));
    let help = crate::tui::keymap::help_rows(&s.help(crate::tui::key_names::keys()));
    let keys_w =
        help.iter().flat_map(|(_, rows)| rows.iter()).map(|(k, _)| theme.text(k).chars().count()).max().unwrap_or(0);
    // Where what a key does starts: after the keys, or on a row of its own when the keys
    // leave it too little room.
    let beside = keys_w + 4 + 16 <= width;
    let indent = if beside { keys_w + 4 } else { 6 };
    let mut lines = Vec::new();
    for (i, (heading, rows)) in help.iter().enumerate() {
        if i > 0 {
            lines.push(Line::default());
        }
        lines.push(Line::from(Span::styled(theme.text(heading).into_owned(), theme.bold())));
        for (keys, what) in rows.iter() {
            let keys = theme.text(keys);
            let what = theme.text(&plain_console(look, what)).into_owned();
            let mut parts = wrap_words(&what, width.saturating_sub(indent).max(1)).into_iter();
            let first = if beside { parts.next().unwrap_or_default() } else { String::new() };
            let keys = if beside { format!("  {keys:<keys_w$}  ") } else { format!("  {keys}") };
            lines.push(Line::from(vec![Span::styled(keys, theme.bold()), Span::raw(first)]));
            lines.extend(parts.map(|part| Line::from(format!("{:indent$}{part}", ""))));
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
    u16::try_from(help_lines(app.look(), w).len()).unwrap_or(u16::MAX).saturating_sub(h.saturating_sub(3))
}

/// The help: every key and every command, scrollable.
#[derive(Debug, Clone, Copy)]
pub struct HelpView {
    /// Rows scrolled.
    pub scroll: u16,
    /// Words and theme.
    pub look: Look,
}

impl Widget for HelpView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let rect = centered(area, area, HELP_W, area.height);
        let inner = frame(theme, rect, buf, s.help_title());
        if inner.height < 2 {
            return;
        }
        let lines = help_lines(self.look, area.width);
        let body = Rect { height: inner.height - 1, ..inner };
        let max_scroll = (lines.len() as u16).saturating_sub(body.height);
        let scroll = self.scroll.min(max_scroll);
        Paragraph::new(lines).scroll((scroll, 0)).render(body, buf);
        let foot = Rect { y: inner.bottom() - 1, height: 1, width: inner.width.saturating_sub(1), ..inner };
        Paragraph::new(Line::from(Span::styled(theme.text(s.help_footer()).into_owned(), theme.dim())))
            .alignment(Alignment::Right)
            .wrap(Wrap { trim: true })
            .render(foot, buf);
    }
}
