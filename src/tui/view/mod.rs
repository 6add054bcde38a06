//! The view: pure functions that draw the screen from the data they are given. Each widget
//! holds what it shows (a game's [`Record`], a clock's game and time, the status line's
//! sentence…) and the [`Look`] (words and theme), so it can be drawn and tested without an
//! app; `impl Widget for &App` is the one entry, which hands each widget its part of the app
//! (with the `of(app)` constructors beside them), and each open window draws itself through
//! its `WindowFace` in `view/windows` (its other half, the model's, is in `tui/overlay`).
//! Nothing here changes the app or reads the time.

mod bars;
pub mod big_time;
mod board;
mod clocks;
pub mod cut;
mod eval_chart;
mod illegal_summary;
mod moves;
mod piece_art;
mod status;
mod time_chart;
mod too_small;
mod window;
pub(super) mod windows;

pub use super::record::Record;
pub use board::{BoardView, Highlights};
pub use clocks::{ClockView, MIN_DIGIT_ROWS};
pub use eval_chart::EvalChartView;
pub use moves::MovesView;
pub use status::{Footer, InputView, StatusView};
pub use time_chart::TimeChartView;
pub use too_small::{TooSmall, TooSmallScreen};
pub use window::{Look, centered, drawable, wrapped_rows};

pub use super::overlay::confirm::question_text;
pub use windows::{ConfirmView, EnvelopeView, FoundView, GameOverPlace, GameOverTexts, GameOverView, HelpView};
pub use windows::{NoticeView, PickerView, SealView, SealedView, SeatFaultView, StandingsView, standings_placement};
pub use windows::{help_max_scroll, picker_choice_at, picker_rect};

pub(crate) use illegal_summary::{ending_move, summary_lines, summary_texts};
pub(crate) use window::{MOVES_KEPT, beside_board, frame, in_theme, menu_lines, middle, side_column, text_window};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::app::App;
use super::input::InputMode;
use super::layout::ScreenLayout;
use super::practice;
use crate::game::Game;
use crate::lang::terminal::TerminalWords;

/// The one entry of the view: takes the parts of the app each view shows and hands them out.
impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(area) = drawable(area, buf) else { return };
        let look = Look::of(self);
        let layout = match ScreenLayout::compute(area) {
            Ok(layout) => layout,
            Err(need) => {
                TooSmallScreen::of(self, need).render(area, buf);
                return;
            }
        };
        // A window standing in the lower rows of the move list (the envelope of an adjourned
        // game, while the clocks are stopped) takes the rows of the clocks' digits.
        let layout = if self.overlay.as_ref().is_some_and(|o| windows::face(o, |w| w.small_clocks())) {
            layout.with_small_clocks()
        } else {
            layout
        };
        TitleView::of(self).render(layout.title, buf);
        let bottom = self.bottom();
        let record = self.record();
        let highlights = Highlights::of(record, &self.board, self.hints_shown(), self.overlay.is_some());
        BoardView { position: record.shown_position(self.review()), bottom, theme: look.theme, highlights }
            .render(layout.board.outer(), buf);
        ClockView::of(self, !bottom).render(layout.top_clock, buf);
        // A window may stand in the lower rows of the move list (the envelope of an adjourned
        // game, the game-over box beside the final position), which then stops above it.
        let below = self.overlay.as_ref().and_then(|o| windows::face(o, |w| w.below_moves(self, &layout)));
        let moves = below.map_or(layout.moves, |r| Rect { height: r.y - layout.moves.y, ..layout.moves });
        MovesView::of(self).render(moves, buf);
        ClockView::of(self, bottom).render(layout.bottom_clock, buf);
        // A status that needs more rows than there are free takes the input line while nothing
        // is typed in it (its hint can wait).
        let mut status_rect = status_area(&layout);
        let input_free = self.input.is_empty() && self.input.mode() == InputMode::Move;
        let status = StatusView::of(self);
        let rows = status.measure(status_rect.width);
        let takes_input = input_free && rows.0 + rows.1 > status_rect.height;
        if takes_input {
            status_rect.height += layout.input.height;
        }
        status.render_measured(rows, status_rect, buf);
        if !takes_input {
            InputView::of(self).render(layout.input, buf);
        }
        Footer::of(self).render(layout.footer, buf);
        if let Some(overlay) = &self.overlay {
            windows::face(overlay, |w| w.draw(self, &layout, area, buf));
        }
        if look.theme.ascii() {
            ascii_only(area, buf);
        }
    }
}

/// With `--pieces ascii`, whatever is still not ASCII on the screen (besides letters) becomes
/// its nearest ASCII character: the texts are already spelt in ASCII, this is the last guard.
fn ascii_only(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(cell) = buf.cell_mut((x, y))
                && let Some(c) = super::ascii::ascii_cell(cell.symbol())
            {
                cell.set_char(c);
            }
        }
    }
}

/// The title row: the program, the time control and the rules of the session (a strict
/// arbiter, touch-move, no early draw offers), after a mark while the game is not saved.
#[derive(Debug, Clone)]
pub struct TitleView<'a> {
    /// The game (its time control).
    pub game: &'a Game,
    /// The rules of the session, as the title names them.
    pub tags: Vec<String>,
    /// The same, as briefly as they can be said (piece odds in letters), for a narrow title.
    pub brief_tags: Vec<String>,
    /// The game is not saved, and why in a few words if they are known.
    pub unsaved: Option<Option<crate::storage::WriteFailure>>,
    /// Words and theme.
    pub look: Look,
    /// The match the game belongs to: its game and score by name, in full and short
    /// ("Game 3 of 4 · Anna 1½ – Boris ½", "3/4 · Anna 1½ – Boris ½").
    pub event: Option<(String, String)>,
}

impl TitleView<'_> {
    /// The title of the app's game.
    pub fn of(app: &App) -> TitleView<'_> {
        let autosave = app.session.autosave();
        let unsaved = autosave.unsaved().map(|_| autosave.unsaved_why());
        let event = super::event::title(app);
        TitleView {
            game: &app.play.game,
            tags: practice::title_tags(app, false),
            brief_tags: practice::title_tags(app, true),
            unsaved,
            look: Look::of(app),
            event,
        }
    }
}

impl Widget for TitleView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (s, theme): (&dyn TerminalWords, _) = (self.look.words, self.look.theme);
        let tc = self.game.time_control();
        let control =
            if tc.is_untimed() { s.untimed().to_string() } else { s.time_control(&tc.label(), s.category(tc.speed())) };
        let line = |name: bool, control: &str, event: Option<&str>, tags: &[String]| {
            let mut tail: Vec<&str> = event.into_iter().collect();
            tail.push(control);
            tail.extend(tags.iter().map(String::as_str));
            tail.retain(|t| !t.is_empty());
            let tail = theme.text(&tail.join(" · ")).into_owned();
            let mut spans = Vec::new();
            if let Some(why) = self.unsaved {
                // Stays in sight for as long as the game is not saved, saying why.
                let mark = match why {
                    Some(why) => format!(" {}: {} ", s.unsaved_mark(), s.unsaved_why(why)),
                    None => format!(" {} ", s.unsaved_mark()),
                };
                spans.push(Span::styled(mark, theme.error()));
            }
            if name {
                spans.push(Span::styled(format!(" {}", s.app()), theme.bold()));
                spans.push(Span::raw(theme.separator()));
            } else {
                spans.push(Span::raw(" "));
            }
            spans.push(Span::raw(tail));
            Line::from(spans)
        };
        // Every rule of the session must be read: when they do not fit, the category of the
        // time control goes first, then the program's name.
        let short = if tc.is_untimed() { control.clone() } else { tc.label() };
        // The score of a match stays in sight: shortened last.
        let (full, brief) = match &self.event {
            Some((full, brief)) => (Some(full.as_str()), Some(brief.as_str())),
            None => (None, None),
        };
        let (tags, brief_tags) = (&self.tags, &self.brief_tags);
        let mut candidates = vec![
            line(true, &control, full, tags),
            line(true, &short, full, tags),
            line(false, &short, full, tags),
            line(false, &short, full, brief_tags),
            line(false, &short, brief, brief_tags),
            line(false, "", brief, brief_tags),
        ];
        if self.event.is_none() {
            candidates.truncate(4);
        }
        let last = candidates.len() - 1;
        let chosen = candidates.iter().position(|l| l.width() <= usize::from(area.width)).unwrap_or(last);
        Paragraph::new(candidates.swap_remove(chosen)).render(area, buf);
    }
}

/// The status rows with the free rows above them (between the board and the status line),
/// so that a long explanation and the state of the game can both be read whole.
fn status_area(layout: &ScreenLayout) -> Rect {
    let above = layout.board.outer().bottom().max(layout.bottom_clock.bottom());
    let room = layout.status.y.saturating_sub(above);
    Rect { y: layout.status.y - room, height: layout.status.height + room, ..layout.status }
}

/// A fixed English text on a console limited to ASCII (`--pieces ascii`) leaves out its
/// mentions of Russian input, which such a console may not draw; other texts stay whole.
pub(crate) fn plain_console(look: Look, text: &str) -> String {
    let s: &dyn TerminalWords = look.words;
    if look.theme.ascii() { s.on_ascii_console(text).into_owned() } else { text.to_string() }
}
