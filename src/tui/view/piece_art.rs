//! Pieces drawn as pictures that grow with their squares, from squares of [`MIN_H`] rows on,
//! where one character in the middle of the square looks lost.
//!
//! Each piece is a silhouette of square pixels, two to a character cell (the upper and the lower
//! half block, `▀ ▄ █`, which every terminal font has), drawn in three sizes and scaled by whole
//! numbers beyond them, so that it fills most of its square at every size: a king's cross, a
//! queen's crown points, a bishop's mitre with its slit, a knight's head facing left, a rook's
//! crenellations, a pawn's round head. Both sides are drawn with the same silhouette and the
//! same weight; the colour tells them apart (the piece's foreground on the square). Without
//! colours (`NO_COLOR`), Black's are solid and White's the same shape outlined, filled with a
//! shade (`▒`), as diagrams draw White's pieces light. The letter and ASCII sets draw the same
//! silhouettes in ASCII: `#` for a whole cell, `"` for an upper and `_` for a lower half, and `:`
//! for White's fill without colours.

use crate::rules::{Color, Piece};
use crate::tui::prefs::PieceSet;

/// The least square height (in rows) that gets pictures; smaller squares get one character.
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

/// The sizes, smallest first, with their width and their tallest height in pixels.
const SIZES: [(&[&Design; 6], u16, u16); 3] = [(&SMALL, 6, 6), (&MEDIUM, 8, 8), (&LARGE, 10, 10)];

/// The characters a picture is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Glyphs {
    /// Half and whole blocks.
    Blocks,
    /// ASCII only.
    Ascii,
}

/// A piece's picture placed in its square.
#[derive(Debug, Clone, Copy)]
pub struct Picture {
    design: &'static Design,
    /// Screen cells per pixel across (and half-rows per pixel down).
    scale: u16,
    /// The first column of the picture in the square.
    left: u16,
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
        let (designs, width, scale) = fit(w, h)?;
        let design = designs[piece.role as usize];
        let rows = design.len() as u16 * scale;
        let glyphs = if set == PieceSet::Unicode { Glyphs::Blocks } else { Glyphs::Ascii };
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
            top,
            width: width * scale,
            height: rows,
            glyphs,
            shaded: !color && piece.color == Color::White,
        })
    }

    /// The first column of the picture in its square.
    pub fn left(&self) -> u16 {
        self.left
    }

    /// Columns of the picture.
    pub fn width(&self) -> u16 {
        self.width
    }

    /// The character rows the picture touches in its square: the first and how many.
    pub fn rows(&self) -> (u16, u16) {
        let first = self.top / 2;
        (first, (self.top + self.height).div_ceil(2) - first)
    }

    /// Whether pixel (`x`, `y`) of the square is part of the piece.
    fn lit(&self, x: i32, y: i32) -> bool {
        let (dx, dy) = (x - i32::from(self.left), y - i32::from(self.top));
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
        let (x, y) = (i32::from(x), 2 * i32::from(y));
        let (upper, lower) = (self.lit(x, y), self.lit(x, y + 1));
        if self.shaded && upper && lower && (self.inner(x, y) || self.inner(x, y + 1)) {
            return Some(if self.glyphs == Glyphs::Blocks { '▒' } else { ':' });
        }
        let (whole, top, bottom) = match self.glyphs {
            Glyphs::Blocks => ('█', '▀', '▄'),
            Glyphs::Ascii => ('#', '\'', '.'),
        };
        match (upper, lower) {
            (true, true) => Some(whole),
            (true, false) => Some(top),
            (false, true) => Some(bottom),
            (false, false) => None,
        }
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
    }

    #[test]
    fn both_sides_have_the_same_shape_in_colour() {
        for (w, h) in [(8, 4), (10, 5), (12, 6), (14, 7), (16, 8), (20, 10), (24, 12)] {
            for set in [PieceSet::Unicode, PieceSet::Letters, PieceSet::Ascii] {
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
        for (w, h) in [(8, 4), (10, 5), (12, 6), (16, 8), (24, 12)] {
            for set in [PieceSet::Unicode, PieceSet::Ascii] {
                for role in ROLES {
                    let white = rows(set, Piece::new(Color::White, role), false, w, h);
                    let black = rows(set, Piece::new(Color::Black, role), false, w, h);
                    assert_eq!(covered(&white), covered(&black), "{w}×{h} {set:?}: {role:?}");
                    let fill = if set == PieceSet::Unicode { '▒' } else { ':' };
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
        for h in MIN_H..=12 {
            let all: Vec<_> =
                ROLES.map(|r| rows(PieceSet::Unicode, Piece::new(Color::Black, r), true, 2 * h, h)).into();
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
