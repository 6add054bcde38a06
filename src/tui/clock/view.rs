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
use crate::game::{Mode, format_clock, format_delay};
use crate::lang::clock::Lever;
use crate::rules::Color;
use crate::tui::view::big_time::{BigTime, DigitSize};
use crate::tui::view::drawable;

impl Widget for &ClockApp {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let theme = self.theme();
        let s = self.strings();
        if area.width < 24 || area.height < 4 {
            compact(self, area, buf);
            return;
        }
        let [title, clocks, note, footer] =
            Layout::vertical([Constraint::Length(1), Constraint::Min(3), Constraint::Length(2), Constraint::Length(1)])
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
        let (text, style) = match self.overlay() {
            Some(ClockOverlay::Quit { .. }) => (s.quit_question().to_string(), theme.key()),
            Some(ClockOverlay::Arbiter(line)) => (format!("{}\n> {line}_", s.arbiter_prompt()), theme.key()),
            _ => (self.note(), if self.flag().is_some() { theme.warning() } else { Style::new() }),
        };
        Paragraph::new(theme.text(&text).into_owned()).style(style).wrap(Wrap { trim: true }).render(note, buf);
        let mut spans = Vec::new();
        for (i, (said, what)) in s.footer(crate::tui::key_names::keys()).into_iter().enumerate() {
            let key = super::keys::footer_name(i, said);
            spans.push(Span::styled(format!(" {key} "), theme.key()));
            spans.push(Span::raw(format!(" {} ", theme.text(what))));
        }
        Paragraph::new(Line::from(spans)).render(footer, buf);
        if self.overlay() == Some(&ClockOverlay::Help) {
            help(self, area, buf);
        }
    }
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
    let text = format_clock(left);
    match DigitSize::fitting(text.chars().count(), digits.width, digits.height, theme.ascii()) {
        Some(size) => BigTime { text: &text, size, style, ascii: theme.ascii() }.render(digits, buf),
        None => {
            let middle = Rect { y: digits.y + digits.height / 2, height: 1, ..digits };
            Paragraph::new(Span::styled(text, style)).alignment(Alignment::Center).render(middle, buf);
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
