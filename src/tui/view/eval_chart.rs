//! The engine's view of the finished game, beside the time chart: White's winning chances
//! after every move as a line (up is White's, down Black's), the marked moves drawn with their
//! side's mark (hollow and filled, `o` and `x` in ASCII — not only by colour), and a line a
//! side with its `?!` / `?` / `??` and average centipawn loss. While the engine works, its
//! progress; without one, how to get one.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Block, Chart, Clear, Dataset, GraphType, Paragraph, Widget, Wrap};

use super::time_chart::{look, marker};
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

/// Where a ply's point stands on the axis of moves: White's move N at N, Black's at N + ½.
fn x_of(game: &Game, ply: usize) -> f64 {
    let start = game.start_position();
    let first = f64::from(start.fullmoves()) + if start.turn() == Color::Black { 0.5 } else { 0.0 };
    first + ply as f64 / 2.0
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

/// The chart of winning chances, in percent of the way from a loss to a win for White.
fn chart(
    game: &Game,
    shown: Option<usize>,
    theme: Theme,
    s: &dyn EvalChartWords,
    review: &GameReview,
    area: Rect,
    buf: &mut Buffer,
) {
    let percent = |e: crate::review::Eval| e.winning_chances() * 100.0;
    let mut line = vec![(x_of(game, 0) - 0.5, percent(review.start))];
    line.extend(review.moves.iter().enumerate().map(|(ply, m)| (x_of(game, ply), percent(m.eval))));
    let marked_moves = Color::ALL.map(|side| {
        review
            .moves
            .iter()
            .enumerate()
            .filter(|(ply, m)| m.judgement.is_some() && game.moves().get(*ply).is_some_and(|p| p.color == side))
            .map(|(ply, m)| (x_of(game, ply), percent(m.eval)))
            .collect::<Vec<_>>()
    });
    let (first, last) = (x_of(game, 0) - 0.5, x_of(game, review.moves.len().saturating_sub(1)).max(x_of(game, 0)));
    let shown = shown.and_then(|i| i.checked_sub(1)).map(|ply| [(x_of(game, ply), -100.0), (x_of(game, ply), 100.0)]);
    let mut datasets: Vec<Dataset> = shown.iter().map(|points| marker(theme, points)).collect();
    let zero = [(first, 0.0), (last, 0.0)];
    let dash = if theme.ascii() { '-' } else { '─' };
    datasets.push(
        Dataset::default().marker(Marker::Custom(dash)).graph_type(GraphType::Line).style(theme.dim()).data(&zero),
    );
    // A dot a cell, not braille: it reads on the Linux console and in every font.
    let trace = Marker::Custom(if theme.ascii() { '.' } else { '·' });
    datasets.push(Dataset::default().marker(trace).graph_type(GraphType::Line).data(&line));
    for side in Color::ALL {
        let (mark, style) = look(theme, side);
        datasets.push(
            Dataset::default()
                .marker(Marker::Custom(mark))
                .graph_type(GraphType::Scatter)
                .style(style)
                .data(&marked_moves[side.index()]),
        );
    }
    let (white, black) = (look(theme, Color::White).0, look(theme, Color::Black).0);
    let ends = [format!("{} {}", s.moves_axis(), first.ceil()), format!("{}", last.floor())];
    Chart::new(datasets)
        .legend_position(None)
        .x_axis(Axis::default().bounds([first, last]).labels(ends.map(|l| theme.text(&l).into_owned())))
        .y_axis(Axis::default().bounds([-100.0, 100.0]).labels([black.to_string(), "0".to_string(), white.to_string()]))
        .render(area, buf);
}
