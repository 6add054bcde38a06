//! A time in large digits, for a clock that must be read from across a table.
//!
//! Two fonts. font8x8's glyphs, drawn by `tui-big-text`: each pixel of the 8×8 font becomes a
//! block of k×k cells on a large terminal, one cell at the usual sizes, and half or a quarter
//! of a cell (`▀▄▖▝`…) where space is short. And ferz's own segment digits, 3 pixels wide and 6
//! high, each pixel `n` columns by `n` half rows: 3 rows a glyph at the least (so that a clock
//! beside the board at 80×24 still reads across the table), 6, 9, 12… as the space grows. In
//! ASCII the pixels are `#` (`"` and `_` for upper and lower halves), the smallest segment
//! digits are the pocket calculator's `|_|`, and the quarter-cell size is not used. When even
//! the smallest size does not fit, nothing is drawn and the caller shows the time on one line
//! ([`DigitSize::fitting`] says which).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Widget;
use tui_big_text::{BigText, PixelSize};

use crate::game::{Duration, format_clock};

/// The largest block one font pixel becomes (cells a side).
const MAX_SCALE: u16 = 4;
/// The largest segment pixel (columns, and half rows).
const MAX_SEGMENT: u16 = 8;

/// How large the digits are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigitSize {
    /// Each font pixel is a block of `n`×`n` cells: 8n columns and 8n rows a glyph.
    Blocks(u16),
    /// Each font pixel is a half cell high: 8 columns, 4 rows a glyph.
    HalfHeight,
    /// Each font pixel is a quarter cell: 4 columns, 4 rows a glyph.
    Quadrant,
    /// ferz's segment digits, each pixel `n` columns by `n` half rows: a digit is 3n columns and
    /// 3n rows, a colon or a point n columns, with n columns between glyphs.
    Segments(u16),
}

/// The text of a clock reading in large digits: as [`format_clock`] writes it, but without
/// the leading `0:` while tenths are shown (`19.7`, not `0:19.7`; `9.7`), so that the digits never
/// shrink just when the time is short (a reading with tenths is no wider than `0:20`).
pub fn digits_text(left: Duration) -> String {
    let text = format_clock(left);
    match text.strip_prefix("0:") {
        Some(rest) if rest.contains('.') => rest.strip_prefix('0').unwrap_or(rest).to_string(),
        _ => text,
    }
}

impl DigitSize {
    /// Rows of a glyph.
    pub const fn rows(self) -> u16 {
        match self {
            DigitSize::Blocks(n) => 8 * n,
            DigitSize::HalfHeight | DigitSize::Quadrant => 4,
            DigitSize::Segments(n) => 3 * n,
        }
    }

    /// Columns and rows of `text` in this size.
    pub fn extent(self, text: &str) -> (u16, u16) {
        let count = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
        let w = match self {
            DigitSize::Blocks(n) => (8 * n).saturating_mul(count(text.chars().count())),
            DigitSize::HalfHeight => 8u16.saturating_mul(count(text.chars().count())),
            DigitSize::Quadrant => 4u16.saturating_mul(count(text.chars().count())),
            DigitSize::Segments(n) => {
                let pixels: usize = text.chars().map(|c| segment_glyph(c)[0].len()).sum();
                let gaps = text.chars().count().saturating_sub(1);
                n.saturating_mul(count(pixels + gaps))
            }
        };
        (w, self.rows())
    }

    /// font8x8's sizes, tallest first, and at one height the wider (better-shaped) glyphs. In
    /// ASCII only whole-cell blocks and half heights.
    fn font8x8(ascii: bool) -> impl Iterator<Item = DigitSize> {
        let blocks = (1..=MAX_SCALE).rev().map(DigitSize::Blocks);
        // ASCII has a twin for the half-height marks (`"` and `_`), not for the quadrants.
        let halves = [DigitSize::HalfHeight, DigitSize::Quadrant]
            .into_iter()
            .filter(move |s| !ascii || *s == DigitSize::HalfHeight);
        blocks.chain(halves)
    }

    /// The largest font8x8 size at which `text` fits in `width`×`height` cells, or `None`
    /// when none fits (`ferz clock`'s digits).
    pub fn fitting(text: &str, width: u16, height: u16, ascii: bool) -> Option<DigitSize> {
        Self::font8x8(ascii).find(|size| size.fits(text, width, height))
    }

    /// The tallest size of either font at which `text` fits in `width`×`height` cells — at one
    /// height font8x8's — or `None` when none fits (the game's clocks beside the board).
    pub fn largest(text: &str, width: u16, height: u16, ascii: bool) -> Option<DigitSize> {
        let segments = (1..=MAX_SEGMENT).map(DigitSize::Segments);
        let mut best: Option<DigitSize> = None;
        for size in Self::font8x8(ascii).chain(segments) {
            if size.fits(text, width, height) && best.is_none_or(|b| size.rows() > b.rows()) {
                best = Some(size);
            }
        }
        best
    }

    fn fits(self, text: &str, width: u16, height: u16) -> bool {
        let (w, h) = self.extent(text);
        w <= width && h <= height
    }
}

/// `text` in large digits, centred in the area it is given.
#[derive(Debug, Clone, Copy)]
pub struct BigTime<'a> {
    /// What to draw: a clock reading such as `1:30:00` or `9.7` (see [`digits_text`]).
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
        let (w, h) = self.size.extent(self.text);
        if area.is_empty() || w > area.width || h > area.height {
            return;
        }
        let target = Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h);
        let (pixel_size, scale) = match self.size {
            DigitSize::Blocks(n) => (PixelSize::Full, n),
            DigitSize::HalfHeight => (PixelSize::HalfHeight, 1),
            DigitSize::Quadrant => (PixelSize::Quadrant, 1),
            DigitSize::Segments(n) => {
                draw_segments(self, n, target, buf);
                return;
            }
        };
        let big = BigText::builder().pixel_size(pixel_size).lines(vec![Line::raw(self.text)]).build();
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

/// The segment digits' pixels, 6 rows of 3 (a colon or a point 1 wide); a blank for anything
/// else.
fn segment_glyph(c: char) -> [&'static str; 6] {
    match c {
        '0' => ["###", "# #", "# #", "# #", "# #", "###"],
        '1' => ["## ", " # ", " # ", " # ", " # ", "###"],
        '2' => ["###", "  #", "###", "#  ", "#  ", "###"],
        '3' => ["###", "  #", "###", "  #", "  #", "###"],
        '4' => ["# #", "# #", "###", "  #", "  #", "  #"],
        '5' => ["###", "#  ", "###", "  #", "  #", "###"],
        '6' => ["###", "#  ", "###", "# #", "# #", "###"],
        '7' => ["###", "  #", "  #", "  #", "  #", "  #"],
        '8' => ["###", "# #", "###", "# #", "# #", "###"],
        '9' => ["###", "# #", "###", "  #", "  #", "###"],
        ':' => [" ", "#", " ", " ", "#", " "],
        '.' => [" ", " ", " ", " ", " ", "#"],
        _ => ["   "; 6],
    }
}

/// The pocket calculator's digits in three rows of ASCII, for the smallest segment size.
fn calculator_glyph(c: char) -> [&'static str; 3] {
    match c {
        '0' => [" _ ", "| |", "|_|"],
        '1' => ["   ", "  |", "  |"],
        '2' => [" _ ", " _|", "|_ "],
        '3' => [" _ ", " _|", " _|"],
        '4' => ["   ", "|_|", "  |"],
        '5' => [" _ ", "|_ ", " _|"],
        '6' => [" _ ", "|_ ", "|_|"],
        '7' => [" _ ", "  |", "  |"],
        '8' => [" _ ", "|_|", "|_|"],
        '9' => [" _ ", "|_|", " _|"],
        ':' => [" ", ":", " "],
        '.' => [" ", " ", "."],
        _ => ["   "; 3],
    }
}

/// Draws `time`'s text in segment digits of `n` at `target` (which it fills exactly).
fn draw_segments(time: BigTime<'_>, n: u16, target: Rect, buf: &mut Buffer) {
    let mut x = target.x;
    for c in time.text.chars() {
        let glyph = segment_glyph(c);
        let cols = u16::try_from(glyph[0].len()).unwrap_or(0);
        if time.ascii && n == 1 {
            for (dy, row) in (0..).zip(calculator_glyph(c)) {
                for (dx, mark) in (0..).zip(row.chars()) {
                    if mark != ' ' {
                        let cell = &mut buf[(x + dx, target.y + dy)];
                        cell.set_char(mark);
                        cell.set_style(time.style);
                    }
                }
            }
        } else {
            let lit = |col: u16, half: u16| {
                let row = usize::from(half / n);
                glyph.get(row).and_then(|r| r.as_bytes().get(usize::from(col / n))) == Some(&b'#')
            };
            for dy in 0..3 * n {
                for dx in 0..cols * n {
                    let symbol = match (lit(dx, 2 * dy), lit(dx, 2 * dy + 1)) {
                        (true, true) => "█",
                        (true, false) => "▀",
                        (false, true) => "▄",
                        (false, false) => continue,
                    };
                    let symbol = if time.ascii { ascii_twin(symbol) } else { symbol };
                    let cell = &mut buf[(x + dx, target.y + dy)];
                    cell.set_symbol(symbol);
                    cell.set_style(time.style);
                }
            }
        }
        x += (cols + 1) * n;
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
        assert_eq!(DigitSize::fitting("15:00", 38, 18, false), Some(DigitSize::Quadrant));
        assert_eq!(DigitSize::fitting("15:00", 40, 6, false), Some(DigitSize::HalfHeight));
        assert_eq!(DigitSize::fitting("15:00", 19, 18, false), None);
        assert_eq!(DigitSize::fitting("15:00", 20, 4, false), Some(DigitSize::Quadrant));
        assert_eq!(DigitSize::fitting("15:00", 40, 8, false), Some(DigitSize::Blocks(1)));
        assert_eq!(DigitSize::fitting("15:00", 90, 20, false), Some(DigitSize::Blocks(2)));
        assert_eq!(DigitSize::fitting("15:00", 200, 60, false), Some(DigitSize::Blocks(4)));
        // ASCII has no quarter cells.
        assert_eq!(DigitSize::fitting("15:00", 38, 18, true), None);
        assert_eq!(DigitSize::fitting("15:00", 40, 6, true), Some(DigitSize::HalfHeight));
        assert_eq!(DigitSize::fitting("15:00", 40, 8, true), Some(DigitSize::Blocks(1)));
    }

    #[test]
    fn segment_digits_read_in_three_rows() {
        let size = DigitSize::Segments(1);
        assert_eq!(size.extent("3:02"), (13, 3));
        assert_eq!(size.extent("15:10"), (17, 3));
        let mut buf = Buffer::empty(Rect::new(0, 0, 17, 3));
        BigTime { text: "15:10", size, style: Style::new(), ascii: false }.render(buf.area, &mut buf);
        assert_eq!(lines(&buf), ["▀█  █▀▀ ▄ ▀█  █▀█", " █  ▀▀█    █  █ █", "▄█▄ ▄▄█ ▀ ▄█▄ █▄█"]);
        let mut buf = Buffer::empty(Rect::new(0, 0, 13, 3));
        BigTime { text: "19.7", size, style: Style::new(), ascii: true }.render(buf.area, &mut buf);
        assert_eq!(lines(&buf), ["     _     _ ", "  | |_|     |", "  |  _| .   |"]);
        // Twice the size: whole cells, two a pixel.
        let mut buf = Buffer::empty(Rect::new(0, 0, 6, 6));
        BigTime { text: "7", size: DigitSize::Segments(2), style: Style::new(), ascii: false }
            .render(buf.area, &mut buf);
        assert_eq!(lines(&buf), ["██████", "    ██", "    ██", "    ██", "    ██", "    ██"]);
    }

    #[test]
    fn the_largest_size_takes_either_font() {
        // At 80×24 beside the board: three rows of digits.
        assert_eq!(DigitSize::largest("15:10", 42, 3, false), Some(DigitSize::Segments(1)));
        assert_eq!(DigitSize::largest("15:10", 42, 5, false), Some(DigitSize::HalfHeight));
        assert_eq!(DigitSize::largest("15:10", 46, 7, false), Some(DigitSize::Segments(2)));
        assert_eq!(DigitSize::largest("15:10", 62, 9, false), Some(DigitSize::Segments(3)));
        assert_eq!(DigitSize::largest("15:10", 62, 8, true), Some(DigitSize::Blocks(1)));
        assert_eq!(DigitSize::largest("15:10", 16, 9, false), None);
        assert_eq!(DigitSize::largest("15:10", 42, 2, false), None);
    }

    #[test]
    fn tenths_drop_the_minutes() {
        let text = |ms| digits_text(Duration::from_ms(ms));
        assert_eq!(text(19_900), "19.9");
        assert_eq!(text(9_700), "9.7");
        assert_eq!(text(20_000), "0:20");
        assert_eq!(text(182_000), "3:02");
        assert_eq!(text(5_400_000), "1:30:00");
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
