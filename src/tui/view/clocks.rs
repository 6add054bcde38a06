//! A player's clock: the name, the time, and what goes with it (the delay left, moves to the
//! next time control, a fallen flag). The running clock is drawn reversed, so it cannot be
//! missed; low time (under `--warn`, the threshold `ferz clock` uses) is in the warning style.
//! Given three rows inside its frame or more, the time is drawn in large digits filling it, and
//! the line of text (the time, the delay left, the moves to the control, a fallen flag) stands
//! in the frame's lower edge.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::game::{Duration, Game, Instant, Termination, format_clock, format_delay};
use crate::lang::terminal::TerminalWords;
use crate::rules::{Color, Piece, Role};
use crate::text::clean;
use crate::tui::app::App;
use crate::tui::view::Look;
use crate::tui::view::big_time::{BigTime, DigitSize, digits_text};
use crate::tui::view::window::drawable;

pub use crate::tui::layout::MIN_DIGIT_ROWS;

/// One side's clock.
#[derive(Debug, Clone, Copy)]
pub struct ClockView<'a> {
    /// The game (its clock, names and result).
    pub game: &'a Game,
    /// Whose clock.
    pub side: Color,
    /// The time shown.
    pub now: Instant,
    /// Under this much time left the clock is drawn in the warning style.
    pub low: Duration,
    /// Words and theme.
    pub look: Look,
}

impl ClockView<'_> {
    /// The clock of `side` in the app's game.
    pub fn of(app: &App, side: Color) -> ClockView<'_> {
        ClockView { game: app.game(), side, now: app.now(), low: app.low_threshold(side), look: Look::of(app) }
    }
}

impl Widget for ClockView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let (game, theme) = (self.game, self.look.theme);
        let s: &dyn TerminalWords = self.look.words;
        let clock = game.clock();
        let now = self.now;
        let side = self.side;
        let running = clock.running() == Some(side);
        let to_move = !game.is_over() && game.turn() == side;

        let mut title = String::from(" ");
        if to_move {
            title.push_str(theme.running_mark());
            title.push(' ');
        }
        title.push(theme.piece_in_text(Piece::new(side, Role::King)));
        title.push(' ');
        title.push_str(s.side(side));
        if let Some(name) = game.name(side) {
            title.push_str(": ");
            title.push_str(&clean(name));
        }
        title.push(' ');

        let flagged = game.outcome().is_some_and(|o| o.termination == Termination::Timeout && o.by == Some(side));
        let mut spans = vec![Span::raw(" ")];
        if clock.is_untimed() {
            spans.push(Span::styled(s.no_clock(), theme.dim()));
        } else {
            let left = clock.remaining(side, now);
            let style = if flagged || left < self.low { theme.warning() } else { theme.bold() };
            spans.push(Span::styled(format_clock(left), style));
        }
        let mut extras: Vec<String> = Vec::new();
        if flagged {
            extras.push(s.flag_fell().to_string());
        }
        if clock.is_paused() && clock.to_move() == Some(side) {
            extras.push(s.clock_paused().to_string());
        }
        if running && let Some(d) = clock.delay_left(now).filter(|d| !d.is_zero()) {
            extras.push(s.delay_left(&format_delay(d)));
        }
        // The move counter of a club clock, in games of more than one period, and the moves
        // left to the control — written short when the line has no room for them in full.
        let multi = clock.time_control_of(side).periods().len() > 1;
        let (made, to_go) = (clock.moves_made(side), clock.moves_to_next_control(side));
        let mut full = extras.clone();
        if multi {
            full.push(self.look.words.moves_made(made));
        }
        if let Some(n) = to_go {
            full.push(s.moves_to_control(n));
        }
        let used = Line::from(spans.clone()).width() + 3;
        let room = usize::from(area.width.saturating_sub(2));
        if multi && used + theme.text(&full.join(theme.separator())).chars().count() > room {
            extras.push(s.counter_short(made, to_go));
        } else {
            extras = full;
        }
        if !extras.is_empty() {
            spans.push(Span::raw("   "));
            spans.push(Span::raw(theme.text(&extras.join(theme.separator())).into_owned()));
        }

        let mut block = Block::bordered().title(theme.text(&title).into_owned()).border_set(theme.border_set());
        let mut paragraph_style = ratatui::style::Style::new();
        if running {
            block = block.style(theme.running());
            paragraph_style = theme.running();
        }
        // With rows to spare, the time in large digits filling the frame, and the line of text
        // in its lower edge.
        let inner = block.inner(area);
        let shown = (!clock.is_untimed()).then(|| digits_text(clock.remaining(side, now)));
        let size = shown
            .as_ref()
            .filter(|_| inner.height >= MIN_DIGIT_ROWS)
            .and_then(|text| DigitSize::largest(text, inner.width, inner.height, theme.ascii()));
        if let (Some(size), Some(text)) = (size, shown) {
            let mut style =
                if flagged || clock.remaining(side, now) < self.low { theme.warning() } else { theme.bold() };
            if running {
                style = style.patch(theme.running());
            }
            spans.push(Span::raw(" "));
            block.title_bottom(Line::from(spans).centered()).render(area, buf);
            BigTime { text: &text, size, style, ascii: theme.ascii() }.render(inner, buf);
            return;
        }
        // Two rows (a stopped clock beside the game-over box on a small screen): the frame, the
        // line of text in its lower edge.
        if inner.height == 0 {
            spans.push(Span::raw(" "));
            block.title_bottom(Line::from(spans).centered()).render(area, buf);
            return;
        }
        block.render(area, buf);
        let line = Rect { y: inner.y + inner.height.saturating_sub(1) / 2, height: inner.height.min(1), ..inner };
        Paragraph::new(Line::from(spans)).style(paragraph_style).render(line, buf);
    }
}
