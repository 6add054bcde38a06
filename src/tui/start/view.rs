//! The start screen drawn: a panel of the questions, one a row (label, then the answer with
//! ◀ ▶ around it when it is in focus), the hint or the refusal of the question in focus, the
//! button that starts the game and the keys. In a roomy window the panel is framed and its
//! questions grouped; in a small one (down to 54×14) the same rows stand bare. [`spots`] says
//! where each row and the button are, for the mouse.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Widget, Wrap};

use super::form::{Form, club_index};
use crate::game::TimeControl;
use crate::rules::Color;
use crate::settings::{Question, StartChoice};

/// The least window the screen is drawn in; below it, the size it needs is said.
pub const MIN_SIZE: (u16, u16) = (40, 13);

/// The widest the panel grows.
const PANEL_WIDTH: u16 = 76;

/// The questions in groups, a blank row between two groups where there is room.
const GROUPS: [&[Question]; 5] = [
    &[Question::White, Question::Black],
    &[Question::Time],
    &[Question::Opponent, Question::Level],
    &[Question::Start, Question::Position],
    &[Question::Arbiter, Question::Language],
];

/// The start screen as drawn.
#[derive(Debug, Clone, Copy)]
pub struct StartView<'a> {
    /// What is shown.
    pub form: &'a Form,
    /// Colours on (off under `NO_COLOR`).
    pub color: bool,
    /// Plain ASCII marks only (the Linux console).
    pub ascii: bool,
}

/// Where the rows and the button are on a screen of a size.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Spots {
    /// Each question's row, and the column its answer starts at.
    pub rows: Vec<(Question, Rect, u16)>,
    /// The button that starts the game.
    pub button: Rect,
    /// The hint line(s).
    hint: Rect,
    /// The keys' line.
    keys: Rect,
    /// The frame of a roomy screen.
    frame: Option<Rect>,
    /// The title line of a small screen.
    title: Option<Rect>,
}

/// The spots of the screen in `area`; none when it is smaller than [`MIN_SIZE`].
pub fn spots(form: &Form, area: Rect) -> Option<Spots> {
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        return None;
    }
    let words = form.lang().start_words();
    let label = Question::ALL
        .iter()
        .map(|&q| text_width(words.label(q)))
        .chain([text_width(words.odds_label())])
        .max()
        .unwrap_or(0)
        + 4;
    let roomy = area.width >= 60 && area.height >= 23;
    let mut spots = Spots::default();
    let (inner, mut y) = if roomy {
        let width = area.width.min(PANEL_WIDTH);
        let height = 22;
        let x = area.x + (area.width - width) / 2;
        let top = area.y + (area.height.saturating_sub(height + 1)) / 2;
        let frame = Rect::new(x, top, width, height);
        spots.frame = Some(frame);
        let inner = Rect::new(x + 2, top + 1, width - 4, height - 2);
        (inner, inner.y + 1)
    } else {
        let width = area.width.min(PANEL_WIDTH);
        let inner = Rect::new(area.x + (area.width - width) / 2, area.y, width, area.height);
        spots.title = Some(Rect::new(inner.x, inner.y, inner.width, 1));
        // A blank row under the title when the window has one to spare.
        (inner, inner.y + if area.height >= 15 { 2 } else { 1 })
    };
    for (i, group) in GROUPS.iter().enumerate() {
        if roomy && i > 0 {
            y += 1;
        }
        for &q in group.iter() {
            spots.rows.push((q, Rect::new(inner.x, y, inner.width, 1), inner.x + label));
            y += 1;
        }
    }
    if roomy {
        spots.hint = Rect::new(inner.x, y + 1, inner.width, 3);
        let button = button_width(form);
        spots.button = Rect::new(inner.x + inner.width.saturating_sub(button) / 2, y + 4, button, 1);
        spots.keys = Rect::new(area.x, inner.bottom() + 1, area.width, 1);
    } else {
        // The button beside the title, so that a refusal has the lines above the keys.
        let bottom = area.bottom();
        spots.hint = Rect::new(inner.x, y, inner.width, bottom - 1 - y);
        let button = button_width(form);
        spots.button = Rect::new(inner.right().saturating_sub(button), inner.y, button, 1);
        spots.keys = Rect::new(area.x, bottom - 1, area.width, 1);
    }
    Some(spots)
}

/// The width of the button, brackets and all.
fn button_width(form: &Form) -> u16 {
    text_width(form.lang().start_words().start_button()) + 6
}

/// The columns a text takes.
fn text_width(text: &str) -> u16 {
    u16::try_from(Line::raw(text).width()).unwrap_or(u16::MAX)
}

impl StartView<'_> {
    fn style(self, tint: Tint) -> Style {
        if self.color { Style::new().fg(tint) } else { Style::new() }
    }

    fn dim(self) -> Style {
        if self.color { Style::new().fg(Tint::DarkGray) } else { Style::new().add_modifier(Modifier::DIM) }
    }

    fn arrows(self) -> (&'static str, &'static str) {
        if self.ascii { ("< ", " >") } else { ("◀ ", " ▶") }
    }

    /// The answer of `q` as shown, and whether it is typed text (a cursor follows it in focus).
    fn answer(self, q: Question) -> (String, bool, bool) {
        let form = self.form;
        let s = form.settings();
        let words = form.lang().start_words();
        let name = |name: &str, white: bool| {
            let c = if white { Color::White } else { Color::Black };
            if form.computer_sits() == Some(c) {
                (words.computer().to_string(), false, true)
            } else if name.is_empty() && form.focus() != q {
                (words.no_name(white).to_string(), false, true)
            } else {
                (crate::text::clean(name), true, false)
            }
        };
        match q {
            Question::White => name(&s.white, true),
            Question::Black => name(&s.black, false),
            Question::Time => match s.time.parse::<TimeControl>() {
                Ok(tc) if club_index(&s.time).is_some() || form.focus() != q => {
                    let speed = (!tc.is_untimed()).then(|| tc.speed());
                    (words.time(&tc.to_string(), speed), false, false)
                }
                _ => (crate::text::clean(&s.time), true, false),
            },
            Question::Opponent => (words.opponent(s.opponent).to_string(), false, false),
            Question::Level => match s.opponent.level() {
                Some(n) => (words.level(n), false, false),
                None => (words.not_asked().to_string(), false, true),
            },
            Question::Start => (words.start(s.start.kind()).to_string(), false, false),
            Question::Position => match &s.start {
                StartChoice::Standard => (words.not_asked().to_string(), false, true),
                StartChoice::Chess960(_) if form.focus() == q && !form.chess960_text().is_empty() => {
                    (form.chess960_text().to_string(), true, false)
                }
                StartChoice::Chess960(n) => (words.chess960(*n), false, false),
                StartChoice::Odds(odds) => (words.odds(odds), false, false),
            },
            Question::Arbiter => (words.arbiter(s.arbiter).to_string(), false, false),
            Question::Language => (s.lang.own_name().to_string(), false, false),
        }
    }

    fn row(self, q: Question, row: Rect, value_x: u16, buf: &mut Buffer) {
        let form = self.form;
        let words = form.lang().start_words();
        let focused = form.focus() == q;
        let asked = form.asks(q);
        let wrong = form.error().is_some_and(|(e, _)| *e == q);
        let label_style = match (focused, asked) {
            (true, _) => self.style(Tint::Yellow).add_modifier(Modifier::BOLD),
            (false, true) => Style::new(),
            (false, false) => self.dim(),
        };
        let mark = if focused { if self.ascii { "> " } else { "› " } } else { "  " };
        let label = Line::from(vec![Span::styled(mark, label_style), Span::styled(label_of(form, q), label_style)]);
        label.render(Rect::new(row.x, row.y, value_x.saturating_sub(row.x), 1), buf);
        let (text, typed, dimmed) = self.answer(q);
        let mut value_style = if dimmed { self.dim() } else { Style::new() };
        if wrong {
            value_style = self.style(Tint::LightRed).add_modifier(Modifier::BOLD);
        } else if focused {
            value_style = value_style.add_modifier(Modifier::BOLD);
        }
        let mut spans = Vec::new();
        let choice = focused && !typed && asked && !matches!(q, Question::White | Question::Black);
        let (left, right) = self.arrows();
        if choice {
            spans.push(Span::styled(left, self.style(Tint::Cyan)));
        }
        spans.push(Span::styled(text, value_style));
        if focused && typed {
            spans.push(Span::styled(if self.ascii { "_" } else { "▏" }, self.style(Tint::Yellow)));
            let s = form.settings();
            let empty = match q {
                Question::White => s.white.is_empty().then(|| words.no_name(true)),
                Question::Black => s.black.is_empty().then(|| words.no_name(false)),
                _ => None,
            };
            spans.extend(empty.map(|name| Span::styled(name, self.dim())));
        }
        if choice {
            spans.push(Span::styled(right, self.style(Tint::Cyan)));
        }
        let width = row.right().saturating_sub(value_x);
        let mut line = Line::from(spans);
        if let (Question::Position, StartChoice::Odds(odds)) = (q, &form.settings().start)
            && line.width() > usize::from(width)
        {
            // "White gives queen and rook odds" is "White gives Q+R" where it does not fit.
            let long = words.odds(odds);
            for span in &mut line.spans {
                if span.content == long {
                    span.content = words.odds_short(odds).into();
                }
            }
        }
        if q == Question::Arbiter && line.width() > usize::from(width) {
            // "assist: legal moves shown, …" is "assist" where the rest does not fit.
            for span in &mut line.spans {
                if let Some((short, _)) = span.content.split_once(':') {
                    span.content = short.to_string().into();
                }
            }
        }
        line.render(Rect::new(value_x, row.y, width, 1), buf);
    }
}

impl Widget for StartView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let form = self.form;
        let words = form.lang().start_words();
        let Some(spots) = spots(form, area) else {
            let text = words.too_small(area.width, area.height);
            let y = area.y + area.height.saturating_sub(2) / 2;
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true })
                .render(Rect { y, height: area.bottom() - y, ..area }, buf);
            return;
        };
        let title = format!(" ferz · {} ", words.title());
        let title_style = self.style(Tint::Yellow).add_modifier(Modifier::BOLD);
        if let Some(frame) = spots.frame {
            let border = if self.ascii { BorderType::Plain } else { BorderType::Rounded };
            Block::bordered()
                .border_type(border)
                .border_style(self.dim())
                .title(Line::from(Span::styled(title, title_style)).alignment(Alignment::Center))
                .render(frame, buf);
        } else if let Some(at) = spots.title {
            Line::from(Span::styled(title.trim().to_string(), title_style)).render(at, buf);
        }
        for &(q, row, value_x) in &spots.rows {
            self.row(q, row, value_x, buf);
        }
        let (say, style) = match (form.error(), form.notice()) {
            (Some((_, text)), _) => (text.clone(), self.style(Tint::LightRed)),
            (None, Some(notice)) => (notice.to_string(), self.style(Tint::Yellow)),
            (None, None) => (hint_of(form, form.focus()).to_string(), self.dim()),
        };
        Paragraph::new(Line::from(Span::styled(crate::text::clean(&say), style)))
            .wrap(Wrap { trim: true })
            .render(spots.hint, buf);
        let button_style = if self.color {
            Style::new().fg(Tint::Black).bg(Tint::Green).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        };
        let label = format!("[ {} ]", words.start_button());
        let button = format!(" {label} ");
        Line::from(Span::styled(button, button_style)).render(spots.button, buf);
        let wide = text_width(words.keys(true)) <= spots.keys.width;
        Line::from(Span::styled(words.keys(wide), self.dim())).alignment(Alignment::Center).render(spots.keys, buf);
    }
}

/// Whether the position question is about odds (the game starts with odds) rather than a
/// Chess960 number: its label and hint follow the start chosen.
fn about_odds(form: &Form, q: Question) -> bool {
    q == Question::Position && matches!(form.settings().start, StartChoice::Odds(_))
}

/// A question's label as the screen shows it now.
fn label_of(form: &Form, q: Question) -> &'static str {
    let words = form.lang().start_words();
    if about_odds(form, q) { words.odds_label() } else { words.label(q) }
}

/// The line under the screen for the question in focus.
fn hint_of(form: &Form, q: Question) -> &'static str {
    let words = form.lang().start_words();
    if about_odds(form, q) { words.odds_hint() } else { words.hint(q) }
}
