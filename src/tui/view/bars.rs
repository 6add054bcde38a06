//! Bars up and down from an axis, in eighths of a row: the charts of the time per move and of
//! the evaluation, readable on a screen of a few rows (a 0 s move and an 8 s one differ at
//! 80×24). Up grows with the lower eighth blocks (`▁`…`█`); down with the upper ones, drawn
//! as a lower block in reverse video where Unicode has none. With `--pieces ascii` a bar is
//! whole rows of its side's mark, a short one a dot. Each side's mark, the review's line
//! across and the moves' numbers under the axis are here too, the same in both charts.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tint, Modifier, Style};

use crate::rules::Color;
use crate::tui::theme::Theme;

/// One bar: its slot along the axis (a move, a ply), its length as a part of the half-height
/// (up positive, down negative, at most 1), its look, and a mark on the axis under it.
#[derive(Debug, Clone, Copy)]
pub struct Bar {
    /// Which slot along the axis.
    pub slot: usize,
    /// The length, -1 to 1 (0 still draws the least bar: the move was made).
    pub value: f64,
    /// Up or down when `value` is 0.
    pub up: bool,
    /// Its side's mark (ASCII bars) and colour.
    pub mark: char,
    /// Its colour.
    pub style: Style,
}

/// The lower eighth blocks, one eighth to seven.
const LOWER: [char; 7] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇'];

/// The plot of bars in `area`: `slots` slots spread over its width, the axis on its middle
/// row (drawn by the caller's `axis` character), the columns of `marked` slots with `marker`.
pub struct Plot {
    /// The plot's cells.
    pub area: Rect,
    /// How many slots the width holds.
    pub slots: usize,
}

impl Plot {
    /// The row of the axis.
    pub fn axis_row(&self) -> u16 {
        self.area.y + self.area.height / 2
    }

    /// The columns of a slot: where its bar stands (at most three columns wide, in the middle
    /// of its share of the width; slots beyond the width share columns).
    pub fn columns(&self, slot: usize) -> (u16, u16) {
        let w = usize::from(self.area.width);
        let n = self.slots.max(1);
        let (start, end) = (slot * w / n, ((slot + 1) * w / n).max(slot * w / n + 1));
        let share = end - start;
        let bar = if share >= 3 { (share - 1).min(3) } else { 1 };
        let left = start + (share - bar) / 2;
        (self.area.x + left as u16, bar as u16)
    }

    /// Draws the axis line and the bars (a longer bar wins a shared column).
    pub fn draw(&self, bars: &[Bar], theme: Theme, axis: Style, buf: &mut Buffer) {
        let area = self.area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let axis_row = self.axis_row();
        let line = if theme.ascii() { '-' } else { '─' };
        for x in area.left()..area.right() {
            buf[(x, axis_row)].set_char(line).set_style(axis);
        }
        let up_rows = axis_row - area.y;
        let down_rows = area.bottom() - axis_row - 1;
        let mut sorted: Vec<&Bar> = bars.iter().collect();
        sorted.sort_by(|a, b| a.value.abs().total_cmp(&b.value.abs()));
        for bar in sorted {
            let (left, width) = self.columns(bar.slot);
            let up = bar.value > 0.0 || (bar.value == 0.0 && bar.up);
            let rows = if up { up_rows } else { down_rows };
            if rows == 0 {
                continue;
            }
            let eighths = ((bar.value.abs().min(1.0) * f64::from(rows) * 8.0).round() as u16).max(1);
            for x in left..(left + width).min(area.right()) {
                for k in 0..rows {
                    let y = if up { axis_row - 1 - k } else { axis_row + 1 + k };
                    let filled = eighths.saturating_sub(k * 8).min(8);
                    if filled == 0 {
                        break;
                    }
                    let cell = &mut buf[(x, y)];
                    if theme.ascii() {
                        cell.set_char(if filled >= 4 { bar.mark } else { '.' }).set_style(bar.style);
                    } else if filled == 8 {
                        cell.set_char('█').set_style(bar.style);
                    } else if up {
                        cell.set_char(LOWER[usize::from(filled) - 1]).set_style(bar.style);
                    } else {
                        match filled {
                            1 => cell.set_char('▔').set_style(bar.style),
                            4 => cell.set_char('▀').set_style(bar.style),
                            // The upper `filled` eighths: the lower rest, its colours swapped.
                            _ => cell
                                .set_char(LOWER[usize::from(8 - filled) - 1])
                                .set_style(bar.style.add_modifier(Modifier::REVERSED)),
                        };
                    }
                }
            }
        }
    }

    /// Marks the column of `slot` with `mark` on every empty row (the move on the board).
    pub fn mark_column(&self, slot: usize, mark: char, style: Style, buf: &mut Buffer) {
        let area = self.area.intersection(buf.area);
        let (left, width) = self.columns(slot);
        let x = left + width / 2;
        if !(area.left()..area.right()).contains(&x) {
            return;
        }
        for y in area.top()..area.bottom() {
            if y != self.axis_row() && buf[(x, y)].symbol() == " " {
                buf[(x, y)].set_char(mark).set_style(style);
            }
        }
    }
}

/// How a side's points are drawn: its mark, and its colour when there are colours.
pub(super) fn look(theme: Theme, side: Color) -> (char, Style) {
    let mark = match (theme.ascii(), side) {
        (true, Color::White) => 'o',
        (true, Color::Black) => 'x',
        (false, Color::White) => '○',
        (false, Color::Black) => '●',
    };
    let style = if theme.color { Style::new().fg(side.fold(Tint::LightYellow, Tint::LightCyan)) } else { Style::new() };
    (mark, style)
}

/// The mark of the line across the charts at the move on the board in review.
pub(super) fn review_mark(theme: Theme) -> char {
    if theme.ascii() { ':' } else { '┊' }
}

/// The numbers of the moves under a plot of `per_move` slots a move from `first`: the first (named
/// "move") and the last at the ends, and round numbers between as far apart as they read.
pub(super) fn move_labels(
    word: &str,
    theme: Theme,
    plot: &Plot,
    (first, per_move, from_x, row): (u32, usize, u16, u16),
    buf: &mut Buffer,
) {
    let per_move = per_move.max(1);
    let last = first + (plot.slots.saturating_sub(1) / per_move) as u32;
    let first_text = theme.text(&format!("{word} {first}")).into_owned();
    // Its number under the first bar, its word to the left of it.
    let (x, w) = plot.columns(0);
    let width = first_text.chars().count() as u16;
    let left = (x + w / 2 + 1).saturating_sub(width).max(from_x);
    buf.set_string(left, row, &first_text, theme.dim());
    let mut free_from = left + width + 2;
    let last_text = last.to_string();
    let last_x = plot.area.right().saturating_sub(last_text.len() as u16);
    let step = [1, 2, 5, 10, 20, 25, 50, 100]
        .into_iter()
        .find(|&step| {
            let shown = (last - first) / step + 1;
            u32::from(plot.area.width) / shown.max(1) >= 5
        })
        .unwrap_or(100);
    for n in (first + 1..last).filter(|n| n % step == 0) {
        let (x, w) = plot.columns((n - first) as usize * per_move);
        let text = n.to_string();
        let start = (x + w / 2).saturating_sub(text.len() as u16 / 2);
        if start >= free_from && start + text.len() as u16 + 1 < last_x {
            buf.set_string(start, row, &text, theme.dim());
            free_from = start + text.len() as u16 + 1;
        }
    }
    if last > first && last_x >= free_from {
        buf.set_string(last_x, row, &last_text, theme.dim());
    }
}
