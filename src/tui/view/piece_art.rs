//! Pieces drawn as pictures that grow with their squares, wherever a square has two rows or
//! more, where one character in the middle of the square is a speck.
//!
//! Each piece is a silhouette of pixels: a king's cross, a queen's crown points, a bishop's
//! mitre with its slit, a knight's head facing left with its ears, a rook's crenellations, a
//! pawn's round head. On squares of two and three rows (80×24, 100×30) the pixels are quadrants,
//! four to a character cell (`▖ ▗ ▘ ▝ ▌ ▐ ▀ ▄ ▙ ▛ ▜ ▟ ▚ ▞ █`, in every font that has the block
//! elements), in silhouettes drawn for those squares ([`QUAD_2`], [`QUAD_3`]); from [`MIN_H`]
//! rows on they are half blocks, two to a cell (`▀ ▄ █`), in three sizes scaled by whole
//! numbers beyond them, so that a piece fills most of its square at every size. Both sides are
//! drawn with the same silhouette and the same weight; the colour tells them apart (the
//! piece's foreground on the square). Without colours (`NO_COLOR`), Black's are solid and
//! White's the same shape filled with a shade (`▒`) inside its solid edge, as diagrams draw
//! White's pieces light. The letter and ASCII sets draw the half-block silhouettes in ASCII:
//! `#` for a whole cell, `"` for an upper and `_` for a lower half, and `:` for White's fill
//! without colours; on smaller squares they draw one letter, as Unicode draws one figure.

use crate::rules::{Color, Piece};
use crate::tui::prefs::PieceSet;

/// The least square height (in rows) that gets half-block pictures in every set but ASCII and
/// letters; smaller squares get one character, or quadrant pictures with [`PieceSet::art`].
pub const MIN_H: u16 = 4;

/// One silhouette: rows of `#` (a pixel of the piece) and `.` (the square shows).
type Design = [&'static str];

/// Silhouettes 6 pixels wide and up to 6 high, for squares of 8×4 characters, by
/// [`Role`](crate::rules::Role) order: pawn, knight, bishop, rook, queen, king.
const SMALL: [&Design; 6] = [
    &["..##..", ".####.", "..##..", ".####.", "######"],
    &["..#.#.", ".#####", "###.##", "#..###", "..####", "######"],
    &["..##..", ".#.##.", ".##.#.", "..##..", ".####.", "######"],
    &["#.##.#", "######", ".####.", ".####.", "######", "######"],
    &["#....#", "#.##.#", ".####.", "..##..", ".####.", "######"],
    &["..##..", ".####.", "..##..", "######", ".####.", "######"],
];

/// Silhouettes 8 pixels wide and up to 8 high, for squares of 10×5.
const MEDIUM: [&Design; 6] = [
    &["..####..", ".######.", "..####..", "...##...", "..####..", "########"],
    &["...#.#..", "..######", ".###.###", "########", "##..####", "....####", "..######", "########"],
    &["...##...", "..##.#..", ".##.###.", ".#.####.", "..####..", "...##...", ".######.", "########"],
    &["##.##.##", "########", ".######.", "..####..", "..####..", ".######.", "########", "########"],
    &["#..##..#", "##.##.##", "########", ".######.", "..####..", "...##...", ".######.", "########"],
    &["...##...", ".######.", "...##...", "##.##.##", "########", ".######.", "..####..", "########"],
];

/// Silhouettes 10 pixels wide and up to 10 high, for squares of 12×6 and 14×7.
const LARGE: [&Design; 6] = [
    &["...####...", "..######..", "..######..", "...####...", "....##....", "...####...", ".########.", "##########"],
    &[
        "....##.#..",
        "...######.",
        "..########",
        ".###.#####",
        "##########",
        "##...#####",
        ".....#####",
        "...#######",
        ".#########",
        "##########",
    ],
    &[
        "....##....",
        "...####...",
        "..###.##..",
        "..##.###..",
        "..#.####..",
        "...####...",
        "....##....",
        "..######..",
        ".########.",
        "##########",
    ],
    &[
        "##.####.##",
        "##########",
        ".########.",
        "..######..",
        "..######..",
        "..######..",
        "..######..",
        ".########.",
        "##########",
        "##########",
    ],
    &[
        "#..#..#..#",
        "##.####.##",
        "##########",
        ".########.",
        "..######..",
        "...####...",
        "...####...",
        "..######..",
        ".########.",
        "##########",
    ],
    &[
        "....##....",
        "..######..",
        "....##....",
        ".##.##.##.",
        "##########",
        ".########.",
        "..######..",
        "..######..",
        ".########.",
        "##########",
    ],
];

/// Quadrant silhouettes 8 pixels wide and 4 high, for squares of 4×2 characters: the whole
/// square, each pixel half a column wide and half a row high (twice as high as wide, which the
/// shapes allow for). A short pawn, a knight with its ears and open mouth, a bishop with its
/// slit, a rook with three merlons, a queen with four crown points, a king with its cross.
/// By [`Role`](crate::rules::Role) order.
const QUAD_2: [&Design; 6] = [
    &["........", "...##...", "..####..", ".######."],
    &["...##.#.", "..#####.", ".##.###.", ".######."],
    &["...##...", "..#.##..", "..####..", ".######."],
    &[".#.##.#.", ".######.", "..####..", ".######."],
    &["#.#..#.#", "########", "..####..", ".######."],
    &["...##...", ".######.", "..####..", ".######."],
];

/// Quadrant silhouettes 8 pixels wide and 6 high, for squares of 6×3 characters: four columns
/// in the middle of the square, its outer columns left for the marks.
const QUAD_3: [&Design; 6] = [
    &["........", "...##...", "..####..", "...##...", "..####..", "########"],
    &["..#.#...", ".#####..", "##.####.", "...####.", "..######", "########"],
    &["...##...", "..##.#..", ".##.###.", "..####..", "...##...", "########"],
    &["##.##.##", "########", ".######.", ".######.", "########", "########"],
    &["#..##..#", "#.####.#", "########", ".######.", "..####..", "########"],
    &["...##...", ".######.", "...##...", "########", ".######.", "########"],
];

/// The sizes, smallest first, with their width and their tallest height in pixels.
const SIZES: [(&[&Design; 6], u16, u16); 3] = [(&SMALL, 6, 6), (&MEDIUM, 8, 8), (&LARGE, 10, 10)];

/// The characters a picture is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Glyphs {
    /// Quadrant blocks: two pixels across a cell and two down.
    Quadrants,
    /// Half and whole blocks.
    Blocks,
    /// ASCII only.
    Ascii,
}

/// A piece's picture placed in its square.
#[derive(Debug, Clone, Copy)]
pub struct Picture {
    design: &'static Design,
    /// Screen cells per pixel across (and half-rows per pixel down); with quadrants, one pixel
    /// is half a cell across and half a row down.
    scale: u16,
    /// The first column of the picture in the square.
    left: u16,
    /// The square's width in columns.
    square_w: u16,
    /// The first pixel row (two to a character row) of the picture in the square.
    top: u16,
    /// Columns of the picture.
    width: u16,
    /// Pixel rows of the picture.
    height: u16,
    glyphs: Glyphs,
    /// White's picture without colours: outlined and filled with a shade.
    shaded: bool,
}

impl Picture {
    /// The picture of `piece` for a square of `w`×`h` characters drawn with `set`, `color` on or
    /// off; `None` when the square is too small for one (it gets a single character).
    pub fn of(set: PieceSet, piece: Piece, color: bool, w: u16, h: u16) -> Option<Picture> {
        let shaded = !color && piece.color == Color::White;
        if h < MIN_H {
            return Picture::quadrants(set, piece, w, h, shaded);
        }
        let (designs, width, scale) = fit(w, h)?;
        let design = designs[piece.role as usize];
        let rows = design.len() as u16 * scale;
        let glyphs = if matches!(set, PieceSet::Letters | PieceSet::Ascii) { Glyphs::Ascii } else { Glyphs::Blocks };
        // Centred, an odd spare pixel above: pieces stand on their bases. In ASCII, which has
        // no half blocks, the picture ends with a whole row so that the base is `#`.
        let mut top = (2 * h - rows).div_ceil(2);
        if glyphs == Glyphs::Ascii && (top + rows) % 2 == 1 {
            top -= 1;
        }
        Some(Picture {
            design,
            scale,
            left: (w - width * scale) / 2,
            square_w: w,
            top,
            width: width * scale,
            height: rows,
            glyphs,
            shaded,
        })
    }

    /// The quadrant picture for a square of two or three rows, with block pictures only.
    fn quadrants(set: PieceSet, piece: Piece, w: u16, h: u16, shaded: bool) -> Option<Picture> {
        let designs = match h {
            2 => &QUAD_2,
            3 => &QUAD_3,
            _ => return None,
        };
        let design = designs[piece.role as usize];
        // Pixels across: two to a column.
        let width = design[0].len() as u16 / 2;
        if !set.art() || width > w {
            return None;
        }
        Some(Picture {
            design,
            scale: 1,
            left: (w - width) / 2,
            square_w: w,
            top: 0,
            width,
            height: design.len() as u16,
            glyphs: Glyphs::Quadrants,
            shaded,
        })
    }

    /// The first column of the picture in its square.
    #[cfg(test)]
    pub fn left(&self) -> u16 {
        self.left
    }

    /// Columns of the picture.
    #[cfg(test)]
    pub fn width(&self) -> u16 {
        self.width
    }

    /// The character rows the picture touches in its square: the first and how many.
    pub fn rows(&self) -> (u16, u16) {
        let first = self.top / 2;
        (first, (self.top + self.height).div_ceil(2) - first)
    }

    /// Where the marks at the sides of the piece go (the cursor's brackets, the last move's
    /// angles, a check's pluses): the column at the left and the column at the right of the
    /// picture on the square's middle row, where the picture leaves them free; on a square it
    /// fills across, its first and last column on the row where the picture's edges hold the
    /// fewest pixels (the top row on a tie, where pieces are narrow), over the picture.
    pub fn marks(&self, h: u16) -> (u16, u16, u16) {
        if self.left >= 1 && self.left + self.width < self.square_w {
            return (self.left - 1, self.left + self.width, h / 2);
        }
        let (last, per_col) = (self.square_w.saturating_sub(1), self.pixels_per_column());
        let edge_pixels = |row: u16| {
            let mut n = 0;
            for col in [0, last] {
                for dx in 0..per_col {
                    for dy in 0..2 {
                        n += u16::from(self.lit(i32::from(col * per_col + dx), i32::from(2 * row + dy)));
                    }
                }
            }
            n
        };
        let row = (0..h).min_by_key(|&row| edge_pixels(row)).unwrap_or(0);
        (0, last, row)
    }

    /// The columns of the square a badge's tile covers under the picture (see
    /// [`Palette::badges`](crate::tui::theme::Palette::badges)): the picture's own, and with
    /// quadrants one more at each side where the square has it, whose margin outlines the
    /// piece — a quadrant picture fills its rectangle nearly whole, and White's bright white
    /// would meet the light squares, the same colour, at its edges.
    pub fn tile_columns(&self) -> std::ops::Range<u16> {
        if self.glyphs == Glyphs::Quadrants {
            self.left.saturating_sub(1)..(self.left + self.width + 1).min(self.square_w)
        } else {
            self.left..self.left + self.width
        }
    }

    /// Pixels across one column.
    fn pixels_per_column(&self) -> u16 {
        if self.glyphs == Glyphs::Quadrants { 2 } else { 1 }
    }

    /// Whether pixel (`x`, `y`) of the square is part of the piece.
    fn lit(&self, x: i32, y: i32) -> bool {
        let left = i32::from(self.left * self.pixels_per_column());
        let (dx, dy) = (x - left, y - i32::from(self.top));
        if dx < 0 || dy < 0 {
            return false;
        }
        let (col, row) = (dx as usize / usize::from(self.scale), dy as usize / usize::from(self.scale));
        self.design.get(row).and_then(|r| r.as_bytes().get(col)) == Some(&b'#')
    }

    /// Whether pixel (`x`, `y`) is inside the piece, away from its outline.
    fn inner(&self, x: i32, y: i32) -> bool {
        [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)].iter().all(|&(dx, dy)| self.lit(x + dx, y + dy))
    }

    /// The character at column `x`, row `y` of the square, or `None` where the square shows.
    pub fn glyph(&self, x: u16, y: u16) -> Option<char> {
        if self.glyphs == Glyphs::Quadrants {
            return self.quadrant(x, y);
        }
        let (x, y) = (i32::from(x), 2 * i32::from(y));
        let (upper, lower) = (self.lit(x, y), self.lit(x, y + 1));
        if self.shaded && upper && lower && (self.inner(x, y) || self.inner(x, y + 1)) {
            return Some(if self.glyphs == Glyphs::Blocks { '▒' } else { ':' });
        }
        let (whole, top, bottom) = match self.glyphs {
            Glyphs::Ascii => ('#', '\'', '.'),
            _ => ('█', '▀', '▄'),
        };
        match (upper, lower) {
            (true, true) => Some(whole),
            (true, false) => Some(top),
            (false, true) => Some(bottom),
            (false, false) => None,
        }
    }

    /// The quadrant block at column `x`, row `y`. White's without colours has its whole cells
    /// shaded: they are the inside of the piece, its edges the cells partly lit, solid.
    fn quadrant(&self, x: u16, y: u16) -> Option<char> {
        let (x, y) = (2 * i32::from(x), 2 * i32::from(y));
        let bits = [(0, 0), (1, 0), (0, 1), (1, 1)]
            .iter()
            .enumerate()
            .fold(0usize, |bits, (i, &(dx, dy))| bits | usize::from(self.lit(x + dx, y + dy)) << i);
        if bits == 0 {
            return None;
        }
        if bits == 0b1111 && self.shaded {
            return Some('▒');
        }
        // By the lit quadrants: bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
        const QUADRANTS: [char; 16] = [' ', '▘', '▝', '▀', '▖', '▌', '▞', '▛', '▗', '▚', '▐', '▜', '▄', '▙', '▟', '█'];
        Some(QUADRANTS[bits])
    }
}

/// The largest silhouettes, and their scale, that fit a square of `w`×`h` characters with a
/// column free at each side (for the cursor's brackets) and a pixel above and below: the designs,
/// their width in pixels, and the scale.
fn fit(w: u16, h: u16) -> Option<(&'static [&'static Design; 6], u16, u16)> {
    if h < MIN_H {
        return None;
    }
    let (room_w, room_h) = (w.saturating_sub(2), (2 * h).saturating_sub(2));
    let mut best = None;
    for scale in 1..=4 {
        for &(designs, width, height) in &SIZES {
            let fits = width * scale <= room_w && height * scale <= room_h;
            // A coarser picture (larger scale) only when it is a quarter taller: finer pixels
            // draw the details better.
            let better = |(_, _, best_h, best_s): (&[&Design; 6], u16, u16, u16)| {
                let (high, best_high) = (height * scale, best_h * best_s);
                if scale > best_s { 4 * high >= 5 * best_high } else { high > best_high }
            };
            if fits && best.is_none_or(better) {
                best = Some((designs, width, height, scale));
            }
        }
    }
    best.map(|(designs, width, _, scale)| (designs, width, scale))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Role;

    const ROLES: [Role; 6] = Role::ALL;

    /// The picture of `piece` as text rows, for a square of `w`×`h`.
    fn rows(set: PieceSet, piece: Piece, color: bool, w: u16, h: u16) -> Vec<String> {
        let Some(p) = Picture::of(set, piece, color, w, h) else { return Vec::new() };
        (0..h).map(|y| (0..w).map(|x| p.glyph(x, y).unwrap_or(' ')).collect()).collect()
    }

    /// The cells a picture covers.
    fn covered(rows: &[String]) -> Vec<(usize, usize)> {
        let mut cells = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            cells.extend(row.chars().enumerate().filter(|&(_, c)| c != ' ').map(|(x, _)| (x, y)));
        }
        cells
    }

    #[test]
    fn every_design_is_a_block_of_its_size() {
        for &(designs, width, height) in &SIZES {
            for design in designs {
                assert!(design.len() as u16 <= height, "{design:?}");
                for row in design.iter() {
                    assert_eq!(row.len() as u16, width, "{row:?}");
                    assert!(row.chars().all(|c| c == '#' || c == '.'), "{row:?}");
                }
                // Every piece stands on a base as wide as the picture.
                assert!(design.last().is_some_and(|r| !r.contains('.')), "{design:?}");
            }
        }
        for (designs, height) in [(&QUAD_2, 4), (&QUAD_3, 6)] {
            for design in designs {
                assert_eq!(design.len(), height, "{design:?}");
                for row in design.iter() {
                    assert_eq!(row.len(), 8, "{row:?}");
                    assert!(row.chars().all(|c| c == '#' || c == '.'), "{row:?}");
                }
                // Every piece stands on a base at least six pixels wide.
                assert!(design.last().is_some_and(|r| r.matches('#').count() >= 6), "{design:?}");
            }
        }
    }

    /// The sets that draw a picture on a square `h` rows high.
    fn sets_with_pictures(h: u16) -> Vec<PieceSet> {
        if h < MIN_H {
            vec![PieceSet::Art, PieceSet::Image]
        } else {
            vec![PieceSet::Art, PieceSet::Image, PieceSet::Unicode, PieceSet::Letters, PieceSet::Ascii]
        }
    }

    #[test]
    fn block_pictures_from_two_rows_and_one_character_elsewhere() {
        for role in ROLES {
            for side in Color::ALL {
                let piece = Piece::new(side, role);
                for (w, h) in [(4, 2), (6, 3)] {
                    assert!(Picture::of(PieceSet::Art, piece, true, w, h).is_some(), "{w}×{h}: {piece:?}");
                    for set in [PieceSet::Unicode, PieceSet::Letters, PieceSet::Ascii] {
                        assert!(Picture::of(set, piece, true, w, h).is_none(), "{w}×{h} {set:?}: {piece:?}");
                    }
                }
                assert!(Picture::of(PieceSet::Art, piece, true, 3, 1).is_none(), "a square of one row: {piece:?}");
            }
        }
    }

    #[test]
    fn the_small_pictures_fill_their_squares() {
        // 4×2 at 80×24: the whole square, both rows; 6×3 at 100×30: four columns of six (its
        // outer ones for the marks), all three rows — not one character in the middle.
        for (w, h, cols) in [(4u16, 2u16, 4usize), (6, 3, 4)] {
            for role in ROLES {
                let art = rows(PieceSet::Art, Piece::new(Color::White, role), true, w, h);
                let cells = covered(&art);
                let across = cells.iter().map(|&(x, _)| x).max().unwrap_or(0)
                    - cells.iter().map(|&(x, _)| x).min().unwrap_or(0)
                    + 1;
                assert_eq!(across, cols, "{w}×{h} {role:?}: {art:#?}");
                let down: std::collections::BTreeSet<usize> = cells.iter().map(|&(_, y)| y).collect();
                assert_eq!(down.len(), usize::from(h), "{w}×{h} {role:?}: {art:#?}");
            }
        }
    }

    #[test]
    fn the_marks_stay_on_the_square_and_beside_a_picture_that_leaves_room() {
        for h in 2..=12u16 {
            let w = 2 * h;
            for role in ROLES {
                let p = Picture::of(PieceSet::Art, Piece::new(Color::Black, role), true, w, h);
                let Some(p) = p else { panic!("{w}×{h}: no picture") };
                let (left, right, row) = p.marks(h);
                assert!(left < right && right < w && row < h, "{w}×{h} {role:?}");
                if h >= 3 {
                    // Beside the picture, on the middle row.
                    assert_eq!((left + 1, right, row), (p.left(), p.left() + p.width(), h / 2), "{w}×{h} {role:?}");
                }
            }
        }
        // On 4×2 the picture fills the square across: the marks take the corners of the row
        // where the picture's edges are emptiest, the top one for a king.
        let king = Picture::of(PieceSet::Art, Piece::new(Color::White, Role::King), true, 4, 2);
        assert_eq!(king.map(|k| k.marks(2)), Some((0, 3, 0)));
    }

    #[test]
    fn both_sides_have_the_same_shape_in_colour() {
        for (w, h) in [(4, 2), (6, 3), (8, 4), (10, 5), (12, 6), (14, 7), (16, 8), (20, 10), (24, 12)] {
            for set in sets_with_pictures(h) {
                for role in ROLES {
                    let white = rows(set, Piece::new(Color::White, role), true, w, h);
                    let black = rows(set, Piece::new(Color::Black, role), true, w, h);
                    assert!(!white.is_empty(), "{w}×{h}: {role:?}");
                    assert_eq!(white, black, "{w}×{h} {set:?}: {role:?}");
                }
            }
        }
    }

    #[test]
    fn without_colours_the_same_cells_differ_only_in_their_fill() {
        for (w, h) in [(4, 2), (6, 3), (8, 4), (10, 5), (12, 6), (16, 8), (24, 12)] {
            for set in sets_with_pictures(h) {
                for role in ROLES {
                    let white = rows(set, Piece::new(Color::White, role), false, w, h);
                    let black = rows(set, Piece::new(Color::Black, role), false, w, h);
                    assert_eq!(covered(&white), covered(&black), "{w}×{h} {set:?}: {role:?}");
                    let fill = if matches!(set, PieceSet::Letters | PieceSet::Ascii) { ':' } else { '▒' };
                    let shade = |r: &[String]| r.iter().flat_map(|l| l.chars()).filter(|&c| c == fill).count();
                    assert_eq!(shade(&black), 0, "{role:?}: {black:#?}");
                    // White's is the same shape filled with a shade inside a solid outline.
                    let solid = covered(&white).len() - shade(&white);
                    assert!(shade(&white) >= 1 && solid >= 1, "{w}×{h} {role:?}: {white:#?}");
                }
            }
        }
    }

    #[test]
    fn pictures_grow_with_the_squares_and_leave_room_for_the_marks() {
        let mut last = 0;
        for h in MIN_H..=12 {
            let w = 2 * h;
            let king = Picture::of(PieceSet::Unicode, Piece::new(Color::White, Role::King), true, w, h);
            let Some(king) = king else { panic!("{w}×{h}: no king") };
            // Pixels high: growing, and at least 3/5 of the square.
            let high = king.design.len() as u16 * king.scale;
            assert!(high >= last && 5 * high >= 3 * 2 * h, "{w}×{h}: {high} pixels");
            last = high;
            for role in ROLES {
                let p = Picture::of(PieceSet::Unicode, Piece::new(Color::Black, role), true, w, h);
                let Some(p) = p else { panic!("{w}×{h}: no picture") };
                assert!(p.left() >= 1 && p.left() + p.width() < w, "{w}×{h}: {role:?}");
            }
        }
        assert!(Picture::of(PieceSet::Unicode, Piece::new(Color::White, Role::King), true, 6, 3).is_none());
    }

    #[test]
    fn the_roles_all_look_different_at_every_size() {
        for h in 2..=12 {
            let all: Vec<_> = ROLES.map(|r| rows(PieceSet::Art, Piece::new(Color::Black, r), true, 2 * h, h)).into();
            for (i, a) in all.iter().enumerate() {
                assert!(all[i + 1..].iter().all(|b| a != b), "{h}: {a:#?}");
            }
        }
    }

    #[test]
    fn ascii_pictures_are_ascii() {
        for color in [true, false] {
            for side in Color::ALL {
                for role in ROLES {
                    let art = rows(PieceSet::Ascii, Piece::new(side, role), color, 12, 6);
                    assert!(art.iter().all(|l| l.is_ascii()), "{art:#?}");
                }
            }
        }
    }
}
