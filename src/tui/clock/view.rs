//! The screen of `ferz clock`: a title, the two clocks side by side in digits as large as the
//! terminal allows, a line saying what happened, and the keys. The running clock is drawn
//! reversed and marked `▶` (`>` in ASCII), so it is plain without colour; a clock under its
//! low-time threshold says so in words as well as in the warning style.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::app::{ClockApp, ClockOverlay};
use super::arbiter_line::ArbiterLine;
use crate::game::{Mode, format_clock, format_delay};
use crate::lang::clock::Lever;
use crate::rules::Color;
use crate::tui::view::big_time::{BigTime, DigitSize, digits_text};
use crate::tui::view::cut::drawable;
use crate::tui::wrap::wrapped_rows;

impl Widget for &ClockApp {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let theme = self.theme();
        let s = self.strings();
        if area.width < 24 || area.height < 4 {
            compact(self, area, buf);
            return;
        }
        let bar = key_bar(self, area.width);
        let arbiter = match self.overlay() {
            Some(ClockOverlay::Arbiter(typed)) => Some(ArbiterLine::new(self, typed)),
            _ => None,
        };
        let (text, style) = match self.overlay() {
            Some(ClockOverlay::Quit { .. }) => (s.quit_question().to_string(), theme.key()),
            _ => (self.note(), if self.flag().is_some() { theme.warning() } else { Style::new() }),
        };
        let text = theme.text(&text).into_owned();
        // The line under the clocks takes the rows its words need, whole (a flag's verdict
        // wraps to three at 54 columns), as long as the clocks keep theirs.
        let wanted = arbiter.as_ref().map_or_else(|| wrapped_rows(&text, area.width), |a| a.rows(area.width));
        let room = area.height.saturating_sub(1 + bar.rows + CLOCK_ROWS);
        let note_rows = wanted.max(NOTE_ROWS).min(room.max(NOTE_ROWS));
        let [title, clocks, note, footer] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(CLOCK_ROWS),
            Constraint::Length(note_rows),
            Constraint::Length(bar.rows),
        ])
        .areas(area);
        let (white, black) = self.controls();
        let controls = if white == black {
            white.to_string()
        } else {
            format!("{} {white}{}{} {black}", s.side(Color::White), theme.separator(), s.side(Color::Black))
        };
        Paragraph::new(theme.text(&s.title(&controls)).into_owned())
            .style(theme.bold())
            .alignment(Alignment::Center)
            .render(title, buf);
        let [left, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(clocks);
        pane(self, self.side_on(Lever::Left), left, buf);
        pane(self, self.side_on(Lever::Right), right, buf);
        match arbiter {
            Some(line) => line.render(note, buf),
            None => Paragraph::new(text).style(style).wrap(Wrap { trim: true }).render(note, buf),
        }
        bar.render(footer, buf);
        if self.overlay() == Some(&ClockOverlay::Help) {
            help(self, area, buf);
        }
    }
}

/// The fewest rows the clocks' panes keep.
const CLOCK_ROWS: u16 = 3;

/// The rows of the line under the clocks, unless its words need more.
const NOTE_ROWS: u16 = 2;

/// The key bar: the language's sentence about the levers, then the other keys, each key
/// reversed with what it does. One row where it all fits, else the sentence (wrapped by words)
/// and the keys on rows of their own, a key never parted from what it does.
struct KeyBar {
    /// The sentence's rows, wrapped by words; none where all stands on one row of `keys`.
    sentence: Option<(String, u16)>,
    /// The rows of keys.
    keys: Vec<Line<'static>>,
    /// All the rows, at most [`KEY_BAR_ROWS`].
    rows: u16,
}

impl KeyBar {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let sentence_rows = self.sentence.as_ref().map_or(0, |(_, rows)| *rows);
        let [sentence, keys] = Layout::vertical([Constraint::Length(sentence_rows), Constraint::Fill(1)]).areas(area);
        if let Some((text, _)) = self.sentence {
            Paragraph::new(text).wrap(Wrap { trim: true }).render(sentence, buf);
        }
        Paragraph::new(self.keys).render(keys, buf);
    }
}

/// The most rows the key bar takes.
const KEY_BAR_ROWS: u16 = 3;

/// Columns between two keys of the bar.
const KEY_GAP: &str = "  ";

fn key_bar(app: &ClockApp, width: u16) -> KeyBar {
    let theme = app.theme();
    let s = app.strings();
    let sentence = theme.text(s.levers()).into_owned();
    let keys: Vec<(String, String)> = s
        .footer(crate::tui::key_names::keys())
        .into_iter()
        .enumerate()
        .map(|(i, (said, what))| (format!(" {} ", super::keys::footer_name(i, said)), format!(" {}", theme.text(what))))
        .collect();
    let cols = |(key, what): &(String, String)| key.chars().count() + what.chars().count();
    let spans = |key: &(String, String)| [Span::styled(key.0.clone(), theme.key()), Span::raw(key.1.clone())];
    let width = usize::from(width);
    let one_row = sentence.chars().count() + keys.iter().map(|k| KEY_GAP.len() + cols(k)).sum::<usize>();
    if one_row <= width {
        let mut line = vec![Span::raw(sentence)];
        for key in &keys {
            line.push(Span::raw(KEY_GAP));
            line.extend(spans(key));
        }
        return KeyBar { sentence: None, keys: vec![Line::from(line)], rows: 1 };
    }
    let sentence_rows = wrapped_rows(&sentence, u16::try_from(width).unwrap_or(u16::MAX));
    let (mut lines, mut rows) = (Vec::new(), sentence_rows);
    let (mut line, mut used) = (Vec::new(), 0);
    for key in &keys {
        let need = if used == 0 { cols(key) } else { used + KEY_GAP.len() + cols(key) };
        if need > width && used > 0 {
            lines.push(Line::from(std::mem::take(&mut line)));
            rows += 1;
            used = cols(key);
        } else {
            if used > 0 {
                line.push(Span::raw(KEY_GAP));
            }
            used = need;
        }
        line.extend(spans(key));
    }
    lines.push(Line::from(line));
    KeyBar { sentence: Some((sentence, sentence_rows)), keys: lines, rows: (rows + 1).min(KEY_BAR_ROWS) }
}

/// One clock: its side, the time in large digits, and what goes with it.
fn pane(app: &ClockApp, side: Color, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let s = app.strings();
    let clock = app.clock();
    let now = app.now();
    let running = clock.running() == Some(side);
    let mut title = String::from(" ");
    if running {
        title.push_str(theme.running_mark());
        title.push(' ');
    }
    title.push_str(s.side(side));
    title.push(' ');
    let mut block = Block::bordered().title(theme.text(&title).into_owned()).border_set(theme.border_set());
    if running {
        block = block.style(theme.running());
    }
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.is_empty() {
        return;
    }

    let left = clock.remaining(side, now);
    let flagged = app.flag() == Some(side);
    let low = app.is_low(side);
    let mut extras: Vec<String> = Vec::new();
    if flagged {
        extras.push(s.flag().to_string());
    } else if low {
        extras.push(s.low().to_string());
    }
    extras.push(s.moves_made(clock.moves_made(side)));
    if let Some(n) = clock.moves_to_next_control(side) {
        extras.push(s.to_control(n));
    }
    if running && let Some(d) = clock.delay_left(now).filter(|d| !d.is_zero()) {
        extras.push(s.delay(&format_delay(d)));
    }
    if clock.mode() == Mode::Upcount {
        extras.push(s.counting_up().to_string());
    }
    let extra_text = theme.text(&extras.join(theme.separator())).into_owned();
    let extra_rows = u16::from(inner.height > 1);
    let [digits, below] = Layout::vertical([Constraint::Min(1), Constraint::Length(extra_rows)]).areas(inner);
    let mut style = if flagged || low { theme.warning() } else { theme.bold() };
    if running {
        style = style.patch(theme.running());
    }
    let text = digits_text(left);
    match DigitSize::fitting(&text, digits.width, digits.height, theme.ascii()) {
        Some(size) => BigTime { text: &text, size, style, ascii: theme.ascii() }.render(digits, buf),
        None => {
            let middle = Rect { y: digits.y + digits.height / 2, height: 1, ..digits };
            Paragraph::new(Span::styled(format_clock(left), style)).alignment(Alignment::Center).render(middle, buf);
        }
    }
    Paragraph::new(extra_text).alignment(Alignment::Center).render(below, buf);
}

/// Too small for the panes: one line a clock, as much as fits.
fn compact(app: &ClockApp, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let s = app.strings();
    let mut lines = Vec::new();
    for lever in [Lever::Left, Lever::Right] {
        let side = app.side_on(lever);
        let running = app.clock().running() == Some(side);
        let mark = if running { theme.running_mark() } else { " " };
        let text = format!("{mark} {} {}", s.side(side), format_clock(app.clock().remaining(side, app.now())));
        let style = if running { theme.running() } else { Style::new() };
        lines.push(Line::styled(theme.text(&text).into_owned(), style));
    }
    // What the arbiter types stays in sight however small the screen.
    if let Some(ClockOverlay::Arbiter(typed)) = app.overlay() {
        lines.push(ArbiterLine::new(app, typed).input(area.width));
    }
    lines.push(Line::raw(s.too_small()));
    Paragraph::new(lines).render(area, buf);
}

/// The help window over the clocks.
fn help(app: &ClockApp, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let s = app.strings();
    let width = s.help(crate::tui::key_names::keys()).iter().map(|l| l.chars().count()).max().unwrap_or(0) + 4;
    let width = u16::try_from(width).unwrap_or(u16::MAX).min(area.width);
    let height = u16::try_from(s.help(crate::tui::key_names::keys()).len() + 2).unwrap_or(u16::MAX).min(area.height);
    let popup = Rect::new(area.x + (area.width - width) / 2, area.y + (area.height - height) / 2, width, height);
    Clear.render(popup, buf);
    let lines: Vec<Line> =
        s.help(crate::tui::key_names::keys()).iter().map(|l| Line::raw(theme.text(l).into_owned())).collect();
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(Block::bordered().title(theme.text(s.help_title()).into_owned()).border_set(theme.border_set()))
        .style(theme.popup())
        .render(popup, buf);
}
