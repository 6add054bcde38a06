//! Where the time went (after the game and in review): each side's thinking time per move —
//! White's above the axis, Black's below, as bars — and both clocks after each move, as two
//! lines; over them a line a side with its total and its longest think. The two sides differ
//! by their marks (hollow and filled, `o` and `x` in ASCII), not only by colour, so the chart
//! reads under `NO_COLOR` and on the Linux console.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Block, Chart, Clear, Dataset, GraphType, Paragraph, Widget, Wrap};

use super::bars::{Bar, Plot, look, move_labels, review_mark};
use crate::game::{Duration, Game, TimeUse, format_whole_secs};
use crate::lang::time_chart::{SideSummary, TimeChartWords};
use crate::rules::Color;
use crate::tui::app::App;
use crate::tui::engine_review::EngineReview;
use crate::tui::theme::Theme;
use crate::tui::view::{Look, Record};

/// The fewest rows inside the window for the chart of thinking times to be drawn.
const LEAST_ROWS: u16 = 8;

/// The fewest rows under the legend for the clocks' chart to be drawn beside the thinking
/// times (each then has a plot of seven rows or more).
const BOTH_ROWS: u16 = 18;

/// The scales the axes of time are rounded up to, so their labels read as round times.
const STEPS_SECS: [u64; 33] = [
    5, 10, 15, 20, 30, 40, 50, 60, 90, 120, 150, 180, 240, 300, 360, 420, 480, 540, 600, 720, 900, 1_200, 1_500, 1_800,
    2_400, 3_000, 3_600, 4_500, 5_400, 6_300, 7_200, 9_000, 10_800,
];

/// The time chart, drawn over the whole screen but its last row (the footer).
#[derive(Debug, Clone, Copy)]
pub struct TimeChartView<'a> {
    /// The game's record.
    pub record: Record<'a>,
    /// The point of review, marked in the charts.
    pub review: Option<usize>,
    /// The engine's review of the game, drawn beside the times when there is one.
    pub engine: &'a EngineReview,
    /// Words and theme.
    pub look: Look,
}

impl TimeChartView<'_> {
    /// The charts of the app's game.
    pub fn of(app: &App) -> TimeChartView<'_> {
        TimeChartView { record: app.record(), review: app.review(), engine: app.engine_review(), look: Look::of(app) }
    }
}

/// The line across a chart at the move on the board, drawn first: the times draw over it.
pub(super) fn marker(theme: Theme, points: &[(f64, f64); 2]) -> Dataset<'_> {
    let mark = Marker::Custom(review_mark(theme));
    Dataset::default().marker(mark).graph_type(GraphType::Line).style(theme.dim()).data(points)
}

/// The round time at or above `d` that an axis goes up to.
fn scale(d: Duration) -> Duration {
    let secs = d.as_ms().div_ceil(1_000);
    let step = STEPS_SECS.iter().copied().find(|&s| s >= secs).unwrap_or(secs.div_ceil(3_600) * 3_600);
    Duration::from_secs(step)
}

fn seconds(d: Duration) -> f64 {
    d.as_ms() as f64 / 1_000.0
}

impl Widget for TimeChartView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let area = Rect { height: area.height.saturating_sub(1), ..area };
        if area.is_empty() {
            return;
        }
        // The engine's review of the game, when there is one, beside the times.
        // Side by side on a wide screen, above the times on a narrower one that is tall enough.
        let review = self.engine.state().is_some();
        let eval = super::eval_chart::EvalChartView {
            record: self.record,
            review: self.review,
            engine: self.engine,
            look: self.look,
        };
        let area = if review && area.width >= 120 {
            let [left, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(area);
            eval.render(right, buf);
            left
        } else if review && area.height >= 23 {
            let [top, rest] = Layout::vertical([Constraint::Length(9), Constraint::Fill(1)]).areas(area);
            eval.render(top, buf);
            rest
        } else {
            area
        };
        let theme = self.look.theme;
        let s: &dyn TimeChartWords = self.look.words;
        let game = self.record.game;
        Clear.render(area, buf);
        // In review, the move on the board is marked in both charts and named in the frame.
        let shown = self.review.and_then(|i| i.checked_sub(1));
        let marked = shown.and_then(|ply| game.moves().get(ply)).map(|m| f64::from(m.number));
        let mut block = Block::bordered()
            .title(theme.text(s.title()).into_owned())
            .border_set(theme.border_set())
            .style(theme.popup());
        if let Some(ply) = shown {
            let text = s.on_board(review_mark(theme), &self.record.move_label(ply));
            block = block.title_top(Line::raw(format!(" {} ", theme.text(&text))).right_aligned());
        }
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.is_empty() {
            return;
        }
        let note = |text: &str, buf: &mut Buffer| {
            Paragraph::new(theme.text(text).into_owned()).wrap(Wrap { trim: true }).render(inner, buf);
        };
        let Some(times) = TimeUse::of(game) else { return note(s.untimed(), buf) };
        if times.moves().is_empty() {
            return note(s.no_moves(), buf);
        }
        let legend: Vec<Line> = Color::ALL.iter().map(|&side| summary(game, theme, s, &times, side)).collect();
        let legend_rows = legend.len() as u16;
        if inner.height < LEAST_ROWS {
            let lines = legend.into_iter().chain([Line::raw(theme.text(s.too_small()).into_owned())]);
            Paragraph::new(lines.collect::<Vec<_>>()).render(inner, buf);
            return;
        }
        Paragraph::new(legend).render(Rect { height: legend_rows, ..inner }, buf);
        let charts = Rect { y: inner.y + legend_rows, height: inner.height - legend_rows, ..inner };
        let chart = TimeCharts { theme, strings: s, times: &times, marked };
        // Both charts where each has rows enough to be read; else the thinking times alone,
        // the clocks' readings following from them (and the legend saying the totals).
        if charts.height >= BOTH_ROWS {
            let [thinking_area, clocks_area] =
                Layout::vertical([Constraint::Fill(1), Constraint::Fill(1)]).areas(charts);
            chart.thinking(thinking_area, buf);
            chart.clocks(clocks_area, buf);
        } else {
            chart.thinking(charts, buf);
        }
    }
}

/// A side's line of the legend: its mark, its name, its total and its longest think.
fn summary(game: &Game, theme: Theme, s: &dyn TimeChartWords, times: &TimeUse, side: Color) -> Line<'static> {
    let (mark, style) = look(theme, side);
    let total = format_whole_secs(times.total(side));
    let longest = times.longest(side).and_then(|m| m.spent.map(|d| (format_whole_secs(d), m.number)));
    let text = s.summary(&SideSummary {
        side,
        name: game.name(side),
        mark,
        total: &total,
        moves: times.of_side(side).count(),
        longest: longest.as_ref().map(|(t, n)| (t.as_str(), *n)),
    });
    Line::styled(theme.text(&text).into_owned(), style)
}

/// The axis of moves: its range, the labels at its ends, and the moves labelled between them.
struct MovesAxis {
    bounds: [f64; 2],
    ends: [String; 2],
    between: Vec<u32>,
}

impl MovesAxis {
    /// From the first move to the last — or a move or two past it, so that labels stand at
    /// whole moves, evenly spaced.
    fn of(s: &dyn TimeChartWords, times: &TimeUse) -> MovesAxis {
        let first = times.moves().first().map_or(1, |m| m.number);
        let last = times.moves().last().map_or(1, |m| m.number);
        if first == last {
            let x = f64::from(first);
            return MovesAxis {
                bounds: [x - 0.5, x + 0.5],
                ends: [String::new(), format!("{} {first}", s.moves_axis())],
                between: Vec::new(),
            };
        }
        let span = last - first;
        let (span, parts) = (span..=span + span / 8)
            .find_map(|w| [4, 3, 2].into_iter().find(|&d| w.is_multiple_of(d) && w / d >= 2).map(|d| (w, d)))
            .unwrap_or((span, 1));
        MovesAxis {
            bounds: [f64::from(first), f64::from(first + span)],
            ends: [format!("{} {first}", s.moves_axis()), (first + span).to_string()],
            between: (1..parts).map(|i| first + span / parts * i).collect(),
        }
    }

    /// The axis for the chart: the labels at its ends (ratatui spreads labels between them
    /// evenly over slots that do not meet the moves, so those are written by [`Self::label`]).
    fn axis(&self, theme: Theme) -> Axis<'static> {
        Axis::default().bounds(self.bounds).labels(self.ends.iter().map(|l| theme.text(l).into_owned()))
    }

    /// Writes the labels between the ends under their moves, once the chart is drawn in
    /// `area`: the plot begins right of the axis's corner on the row above the labels.
    fn label(&self, area: Rect, buf: &mut Buffer) {
        if area.height < 2 || self.between.is_empty() {
            return;
        }
        let (axis_row, label_row) = (area.bottom() - 2, area.bottom() - 1);
        let corner = (area.left()..area.right()).find(|&x| buf[(x, axis_row)].symbol() == "└");
        let Some(corner) = corner else { return };
        let (left, width) = (corner + 1, area.right().saturating_sub(corner + 1));
        let span = self.bounds[1] - self.bounds[0];
        if width < 2 || span <= 0.0 {
            return;
        }
        for &n in &self.between {
            let text = n.to_string();
            let at = (f64::from(n) - self.bounds[0]) / span * f64::from(width - 1);
            let start = (left + at.round() as u16).saturating_sub(text.len() as u16 / 2);
            // Clear of the labels at the ends.
            let end = start + text.len() as u16;
            if start > left + 1 && end + 3 < area.right() {
                buf.set_string(start, label_row, &text, Style::new());
            }
        }
    }
}

/// What both charts are drawn from: the game's times, the words, the colours.
#[derive(Clone, Copy)]
struct TimeCharts<'a> {
    theme: Theme,
    strings: &'a dyn TimeChartWords,
    times: &'a TimeUse,
    /// The move on the board in review, marked by a line across the chart.
    marked: Option<f64>,
}

impl TimeCharts<'_> {
    /// The thinking times: a bar a move, White's up from the axis and Black's down, in eighths
    /// of a row, scaled to the longest think (rounded up to a round time, which the axis
    /// says); every move shows, a quick one as the least bar.
    fn thinking(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        if area.height < 5 {
            return;
        }
        let (white, black) = (look(theme, Color::White).0, look(theme, Color::Black).0);
        let title = theme.text(&self.strings.thinking(white, black)).into_owned();
        buf.set_string(area.x, area.y, &title, Style::new());
        // The plot: the rows between the title and the labels of the moves, an odd number so
        // that the axis has as many above it as below.
        let mut plot_h = area.height - 2;
        if plot_h.is_multiple_of(2) {
            plot_h -= 1;
        }
        let top = scale(self.times.maxima().0);
        let half_rows = plot_h / 2;
        let mut labels = vec![(0, format_whole_secs(top)), (half_rows, format_whole_secs(Duration::ZERO))];
        labels.push((plot_h - 1, format_whole_secs(top)));
        if half_rows >= 4 && top.as_ms().is_multiple_of(2_000) {
            let half = format_whole_secs(Duration::from_ms(top.as_ms() / 2));
            labels.push((half_rows / 2, half.clone()));
            labels.push((plot_h - 1 - half_rows / 2, half));
        }
        let gutter = labels.iter().map(|(_, l)| l.chars().count() as u16).max().unwrap_or(4) + 1;
        let plot_y = area.y + 1 + (area.height - 2 - plot_h);
        for (row, label) in &labels {
            buf.set_string(area.x, plot_y + row, format!("{label:>w$}", w = usize::from(gutter - 1)), theme.dim());
        }
        let axis_x = area.x + gutter;
        let edge = if theme.ascii() { '|' } else { '│' };
        for y in plot_y..plot_y + plot_h {
            buf[(axis_x, y)].set_char(edge).set_style(theme.dim());
        }
        let moves = self.times.moves();
        let first = moves.first().map_or(1, |m| m.number);
        let last = moves.last().map_or(1, |m| m.number);
        let plot = Plot {
            area: Rect::new(axis_x + 1, plot_y, area.right().saturating_sub(axis_x + 1), plot_h),
            slots: (last - first + 1) as usize,
        };
        let top_s = seconds(top).max(f64::EPSILON);
        let bars: Vec<Bar> = moves
            .iter()
            .filter_map(|m| {
                let spent = seconds(m.spent?);
                let (mark, style) = look(theme, m.color);
                let up = m.color == Color::White;
                let value = if up { spent / top_s } else { -spent / top_s };
                Some(Bar { slot: (m.number - first) as usize, value, up, mark, style })
            })
            .collect();
        plot.draw(&bars, theme, theme.dim(), buf);
        if let Some(x) = self.marked {
            plot.mark_column((x as u32).saturating_sub(first) as usize, review_mark(theme), theme.dim(), buf);
        }
        move_labels(self.strings.moves_axis(), theme, &plot, (first, 1, area.x, area.bottom() - 1), buf);
    }
}

/// The readings the clocks' axis spans: from the lowest clock to the highest, widened to
/// whole steps of a round time (the least that spans the range in at most four), so the lines use the rows there are and the labels read as round times.
fn clock_range(times: &TimeUse) -> (Duration, Duration) {
    let readings = || times.moves().iter().map(|m| m.clock.as_ms());
    let (least, most) = (readings().min().unwrap_or(0), readings().max().unwrap_or(0));
    let step = [10, 15, 30, 60, 120, 300, 600, 900, 1_800, 3_600]
        .into_iter()
        .map(|s| s * 1_000)
        .find(|&q| (most - least).div_ceil(q) <= 4)
        .unwrap_or(3_600_000);
    let low = least / step * step;
    let high = most.div_ceil(step).max(low / step + 1) * step;
    (Duration::from_ms(low), Duration::from_ms(high))
}

impl TimeCharts<'_> {
    /// Both clocks after each move, a line a side, over the same moves as the thinking times.
    fn clocks(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let (low, top) = clock_range(self.times);
        let moves = MovesAxis::of(self.strings, self.times);
        let points = Color::ALL
            .map(|side| self.times.of_side(side).map(|m| (f64::from(m.number), seconds(m.clock))).collect::<Vec<_>>());
        let line = self.marked.map(|x| [(x, seconds(low)), (x, seconds(top))]);
        let mut datasets: Vec<Dataset> = line.iter().map(|points| marker(theme, points)).collect();
        datasets.extend(Color::ALL.iter().map(|&side| {
            let (mark, style) = look(theme, side);
            let kind = if points[side.index()].len() > 1 { GraphType::Line } else { GraphType::Scatter };
            Dataset::default().marker(Marker::Custom(mark)).graph_type(kind).style(style).data(&points[side.index()])
        }));
        let (white, black) = (look(theme, Color::White).0, look(theme, Color::Black).0);
        let half = Duration::from_ms((low.as_ms() + top.as_ms()) / 2);
        Chart::new(datasets)
            .block(Block::new().title(theme.text(&self.strings.clocks(white, black)).into_owned()))
            .legend_position(None)
            .x_axis(moves.axis(theme))
            .y_axis(Axis::default().bounds([seconds(low), seconds(top)]).labels([
                format_whole_secs(low),
                format_whole_secs(half),
                format_whole_secs(top),
            ]))
            .render(area, buf);
        moves.label(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axes_go_up_to_round_times() {
        assert_eq!(scale(Duration::from_ms(0)), Duration::from_secs(5));
        assert_eq!(scale(Duration::from_ms(7_200)), Duration::from_secs(10));
        assert_eq!(scale(Duration::from_secs(61)), Duration::from_secs(90));
        assert_eq!(scale(Duration::from_secs(5 * 60 + 6)), Duration::from_secs(6 * 60));
        assert_eq!(scale(Duration::from_secs(15 * 60 + 10)), Duration::from_secs(20 * 60));
        assert_eq!(scale(Duration::from_secs(4 * 3_600 + 1)), Duration::from_secs(5 * 3_600));
        assert_eq!(format_whole_secs(Duration::from_secs(5_430)), "1:30:30");
        // Clocks between 3:10 and 5:06 span 3:00 to 6:00 in minutes.
        assert_eq!(format_whole_secs(Duration::from_ms(59_999)), "0:59");
    }
}
