//! Bars up and down from an axis, in eighths of a row: the charts of the time per move and of
//! the evaluation, readable on a screen of a few rows (a 0 s move and an 8 s one differ at
//! 80×24). Up grows with the lower eighth blocks (`▁`…`█`); down with the upper ones, drawn
//! as a lower block in reverse video where Unicode has none. With `--pieces ascii` a bar is
//! whole rows of its side's mark, a short one a dot.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

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
