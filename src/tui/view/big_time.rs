//! A time in large digits, for a clock that must be read from across a table.
//!
//! The glyphs are font8x8's, drawn by `tui-big-text`. The size grows with the space given: each
//! pixel of the 8×8 font becomes a block of k×k cells on a large terminal, one cell at the usual
//! sizes, and half or a quarter of a cell (`▀▄▖▝`…) where space is short. In ASCII the pixels
//! are `#` (`"` and `_` for upper and lower halves), and the quarter-cell size is not used.
//! When even the smallest size does not fit, nothing is drawn and the caller shows the time on
//! one line as before ([`DigitSize::fitting`] says which).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Widget;
use tui_big_text::{BigText, PixelSize};

/// The largest block one font pixel becomes (cells a side).
const MAX_SCALE: u16 = 4;

/// How large the digits are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigitSize {
    /// Each font pixel is a block of `n`×`n` cells: 8n columns and 8n rows a glyph.
    Blocks(u16),
    /// Each font pixel is a half cell high: 8 columns, 4 rows a glyph.
    HalfHeight,
    /// Each font pixel is a quarter cell: 4 columns, 4 rows a glyph.
    Quadrant,
}

impl DigitSize {
    /// Columns and rows of one glyph.
    pub const fn glyph(self) -> (u16, u16) {
        match self {
            DigitSize::Blocks(n) => (8 * n, 8 * n),
            DigitSize::HalfHeight => (8, 4),
            DigitSize::Quadrant => (4, 4),
        }
    }

    /// Columns and rows of `chars` glyphs in a row.
    pub fn extent(self, chars: usize) -> (u16, u16) {
        let (w, h) = self.glyph();
        (w.saturating_mul(u16::try_from(chars).unwrap_or(u16::MAX)), h)
    }

    /// The largest size at which `chars` glyphs fit in `width`×`height` cells — tallest first,
    /// and at one height the wider (better-shaped) glyphs — or `None` when none fits. In ASCII
    /// only whole-cell blocks are allowed.
    pub fn fitting(chars: usize, width: u16, height: u16, ascii: bool) -> Option<DigitSize> {
        let blocks = (1..=MAX_SCALE).rev().map(DigitSize::Blocks);
        // ASCII has a twin for the half-height marks (`"` and `_`), not for the quadrants.
        let halves = [DigitSize::HalfHeight, DigitSize::Quadrant]
            .into_iter()
            .filter(move |s| !ascii || *s == DigitSize::HalfHeight);
        blocks.chain(halves).find(|size| {
            let (w, h) = size.extent(chars);
            w <= width && h <= height
        })
    }
}

/// `text` in large digits, centred in the area it is given.
#[derive(Debug, Clone, Copy)]
pub struct BigTime<'a> {
    /// What to draw: a clock reading such as `1:30:00` or `0:09.7`.
    pub text: &'a str,
    /// The size (see [`DigitSize::fitting`]).
    pub size: DigitSize,
    /// The style of the lit pixels.
    pub style: Style,
    /// Pixels as `#` instead of block characters.
    pub ascii: bool,
}

impl Widget for BigTime<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let chars = self.text.chars().count();
        let (w, h) = self.size.extent(chars);
        if area.is_empty() || w > area.width || h > area.height {
            return;
        }
        let target = Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h);
        let pixel_size = match self.size {
            DigitSize::Blocks(_) => PixelSize::Full,
            DigitSize::HalfHeight => PixelSize::HalfHeight,
            DigitSize::Quadrant => PixelSize::Quadrant,
        };
        let big = BigText::builder().pixel_size(pixel_size).lines(vec![Line::raw(self.text)]).build();
        let scale = match self.size {
            DigitSize::Blocks(n) => n,
            DigitSize::HalfHeight | DigitSize::Quadrant => 1,
        };
        // Drawn once at one cell a pixel, then copied k×k times over.
        let plain = Rect::new(0, 0, w / scale, h / scale);
        let mut glyphs = Buffer::empty(plain);
        big.render(plain, &mut glyphs);
        for y in 0..plain.height {
            for x in 0..plain.width {
                let symbol = glyphs[(x, y)].symbol();
                let lit = !symbol.trim().is_empty();
                let symbol = if self.ascii && lit { ascii_twin(symbol) } else { symbol };
                for dy in 0..scale {
                    for dx in 0..scale {
                        let cell = &mut buf[(target.x + x * scale + dx, target.y + y * scale + dy)];
                        cell.set_symbol(symbol);
                        if lit {
                            cell.set_style(self.style);
                        }
                    }
                }
            }
        }
    }
}

/// The ASCII mark for a lit cell: `#` for a whole one, `"` for its upper half, `_` for its
/// lower half.
fn ascii_twin(symbol: &str) -> &'static str {
    match symbol {
        "▀" => "\"",
        "▄" => "_",
        _ => "#",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>())
            .collect()
    }

    #[test]
    fn the_size_grows_with_the_space() {
        // "15:00": five glyphs.
        assert_eq!(DigitSize::fitting(5, 38, 18, false), Some(DigitSize::Quadrant));
        assert_eq!(DigitSize::fitting(5, 40, 6, false), Some(DigitSize::HalfHeight));
        assert_eq!(DigitSize::fitting(5, 19, 18, false), None);
        assert_eq!(DigitSize::fitting(5, 20, 4, false), Some(DigitSize::Quadrant));
        assert_eq!(DigitSize::fitting(5, 40, 8, false), Some(DigitSize::Blocks(1)));
        assert_eq!(DigitSize::fitting(5, 90, 20, false), Some(DigitSize::Blocks(2)));
        assert_eq!(DigitSize::fitting(5, 200, 60, false), Some(DigitSize::Blocks(4)));
        // ASCII has no quarter cells.
        assert_eq!(DigitSize::fitting(5, 38, 18, true), None);
        assert_eq!(DigitSize::fitting(5, 40, 6, true), Some(DigitSize::HalfHeight));
        assert_eq!(DigitSize::fitting(5, 40, 8, true), Some(DigitSize::Blocks(1)));
    }

    #[test]
    fn ascii_digits_are_hashes_and_scale_by_whole_blocks() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 16, 16));
        BigTime { text: "1", size: DigitSize::Blocks(2), style: Style::new(), ascii: true }.render(buf.area, &mut buf);
        let rows = lines(&buf);
        assert!(rows.iter().all(|r| r.chars().all(|c| c == '#' || c == ' ')), "{rows:#?}");
        // Every pixel is a 2×2 block: rows come in equal pairs.
        for pair in rows.chunks(2) {
            assert_eq!(pair[0], pair[1]);
        }
        assert!(rows.iter().any(|r| r.contains("####")));
    }

    #[test]
    fn unicode_digits_at_one_cell_a_pixel() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 10, 8));
        BigTime { text: "1", size: DigitSize::Blocks(1), style: Style::new(), ascii: false }.render(buf.area, &mut buf);
        let rows = lines(&buf);
        // font8x8's "1": a stem with a foot, its 8×8 cell centred in ten columns.
        let one = [
            "   ██     ",
            "  ███     ",
            "   ██     ",
            "   ██     ",
            "   ██     ",
            "   ██     ",
            " ██████   ",
            "          ",
        ];
        assert_eq!(rows, one);
    }

    #[test]
    fn too_small_an_area_draws_nothing() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 7, 8));
        BigTime { text: "1", size: DigitSize::Blocks(1), style: Style::new(), ascii: false }.render(buf.area, &mut buf);
        assert!(lines(&buf).iter().all(|r| r.trim().is_empty()));
    }
}
