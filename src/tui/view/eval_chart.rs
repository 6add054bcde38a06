//! The engine's view of the finished game, beside the time chart: White's winning chances
//! after every move as a line (up is White's, down Black's), the marked moves drawn with their
//! side's mark (hollow and filled, `o` and `x` in ASCII — not only by colour), and a line a
//! side with its `?!` / `?` / `??` and average centipawn loss. While the engine works, its
//! progress; without one, how to get one.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::bars::{Bar, Plot, look, move_labels, review_mark};
use crate::game::Game;
use crate::lang::eval_chart::{EvalChartWords, TallyLine};
use crate::review::GameReview;
use crate::rules::Color;
use crate::tui::engine_review::{EngineReview, ReviewState};
use crate::tui::theme::Theme;
use crate::tui::view::{Look, Record};

/// The fewest rows for the chart to be drawn under the legend.
const LEAST_ROWS: u16 = 4;

/// The evaluation panel.
#[derive(Debug, Clone, Copy)]
pub struct EvalChartView<'a> {
    /// The game's record.
    pub record: Record<'a>,
    /// The point of review, marked in the chart.
    pub review: Option<usize>,
    /// The engine's review of the game.
    pub engine: &'a EngineReview,
    /// Words and theme.
    pub look: Look,
}

impl Widget for EvalChartView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let theme = self.look.theme;
        let s: &dyn EvalChartWords = self.look.words;
        let game = self.record.game;
        Clear.render(area, buf);
        let block = Block::bordered()
            .title(theme.text(s.title()).into_owned())
            .border_set(theme.border_set())
            .style(theme.popup());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.is_empty() {
            return;
        }
        let note = |text: &str, buf: &mut Buffer| {
            Paragraph::new(theme.text(text).into_owned()).wrap(Wrap { trim: true }).render(inner, buf);
        };
        let review = match self.engine.state() {
            None | Some(ReviewState::Starting) => return note(s.starting(), buf),
            Some(ReviewState::Running { done, total }) => return note(&s.running(done, total), buf),
            Some(ReviewState::NoEngine) => return note(s.no_engine(), buf),
            Some(ReviewState::Failed(e)) => return note(&s.failed(&self.look.words.engine_error(&e)), buf),
            Some(ReviewState::Done(review)) => review,
        };
        let mut legend: Vec<Line> = Color::ALL.iter().map(|&side| tally(game, theme, s, &review, side)).collect();
        // Both sides on one line where it fits, to leave the chart a row more.
        if legend.iter().map(Line::width).sum::<usize>() + 3 <= usize::from(inner.width) {
            let mut one = legend.remove(0);
            one.spans.push(ratatui::text::Span::raw("   "));
            one.spans.extend(legend.remove(0).spans);
            legend = vec![one];
        }
        let [legend_area, chart_area] =
            Layout::vertical([Constraint::Length(legend.len() as u16), Constraint::Fill(1)]).areas(inner);
        Paragraph::new(legend).render(legend_area, buf);
        if chart_area.height < LEAST_ROWS {
            return;
        }
        chart(game, self.review, theme, s, &review, chart_area, buf);
    }
}

/// A side's line of the legend.
fn tally(game: &Game, theme: Theme, s: &dyn EvalChartWords, review: &GameReview, side: Color) -> Line<'static> {
    let (mark, style) = look(theme, side);
    let t = review.tally(side);
    let text = s.tally(&TallyLine {
        side,
        name: game.name(side),
        mark,
        marks: [t.inaccuracies, t.mistakes, t.blunders],
        acpl: t.acpl(),
    });
    Line::from(ratatui::text::Span::styled(theme.text(&text).into_owned(), style))
}

/// The chart of winning chances, White's up and Black's down from the axis, a bar a ply in
/// eighths of a row; the moves the review marked show their side's mark on the axis.
fn chart(
    game: &Game,
    shown: Option<usize>,
    theme: Theme,
    s: &dyn EvalChartWords,
    review: &GameReview,
    area: Rect,
    buf: &mut Buffer,
) {
    let (white, black) = (look(theme, Color::White), look(theme, Color::Black));
    let mut plot_h = area.height - 1;
    if plot_h.is_multiple_of(2) {
        plot_h -= 1;
    }
    let half_rows = plot_h / 2;
    let mut labels =
        vec![(0, format!("{} 100%", white.0)), (half_rows, "0".to_string()), (plot_h - 1, format!("{} 100%", black.0))];
    if half_rows >= 3 {
        labels.push((half_rows / 2, "50%".to_string()));
        labels.push((plot_h - 1 - half_rows / 2, "50%".to_string()));
    }
    let gutter = labels.iter().map(|(_, l)| l.chars().count() as u16).max().unwrap_or(4) + 1;
    let plot_y = area.y + (area.height - 1 - plot_h);
    for (row, label) in &labels {
        let text = theme.text(label).into_owned();
        buf.set_string(area.x, plot_y + row, format!("{text:>w$}", w = usize::from(gutter - 1)), theme.dim());
    }
    let axis_x = area.x + gutter;
    let edge = if theme.ascii() { '|' } else { '│' };
    for y in plot_y..plot_y + plot_h {
        buf[(axis_x, y)].set_char(edge).set_style(theme.dim());
    }
    // A ply's slot: White's move N and Black's reply side by side, from the first move's.
    let start = game.start_position();
    let shift = usize::from(start.turn() == Color::Black);
    let plot = Plot {
        area: Rect::new(axis_x + 1, plot_y, area.right().saturating_sub(axis_x + 1), plot_h),
        slots: review.moves.len() + shift,
    };
    let bars: Vec<Bar> = review
        .moves
        .iter()
        .enumerate()
        .map(|(ply, m)| {
            let value = m.eval.winning_chances();
            let (mark, style) = if value >= 0.0 { white } else { black };
            Bar { slot: ply + shift, value, up: value >= 0.0, mark, style }
        })
        .collect();
    plot.draw(&bars, theme, theme.dim(), buf);
    for (ply, m) in review.moves.iter().enumerate() {
        let Some(side) = game.moves().get(ply).map(|p| p.color) else { continue };
        if m.judgement.is_some() {
            let (mark, style) = look(theme, side);
            let (x, w) = plot.columns(ply + shift);
            if let Some(cell) = buf.cell_mut((x + w / 2, plot.axis_row())) {
                cell.set_char(mark).set_style(style);
            }
        }
    }
    if let Some(ply) = shown.and_then(|i| i.checked_sub(1)) {
        plot.mark_column(ply + shift, review_mark(theme), theme.dim(), buf);
    }
    let first = start.fullmoves();
    move_labels(s.moves_axis(), theme, &plot, (first, 2, area.x, area.bottom() - 1), buf);
}
