//! One square of the board as pixels: its colour, the marks (last move, check, picked-up piece,
//! targets, cursor) and the piece, drawn by ferz's own code from vector outlines.
//!
//! The outlines live in a box of 100×100 units, y downwards, and are scaled to the square's
//! pixels with anti-aliased edges. Both sides are the very same outline with the same stroke:
//! White's filled light and outlined dark, Black's filled dark with the inner lines light, as
//! printed diagrams draw them, so that neither side looks heavier than the other.

use tiny_skia::{
    Color as Rgba, FillRule, GradientStop, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Point, RadialGradient,
    Rect, SpreadMode, Stroke, Transform,
};

use crate::rules::{Color, Piece, Role};

/// What one square shows: everything its picture depends on but its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Look {
    /// The piece standing on it.
    pub piece: Option<Piece>,
    /// A light square.
    pub light: bool,
    /// One end of the last move.
    pub last: bool,
    /// The king in check stands here.
    pub check: bool,
    /// The picked-up piece stands here.
    pub selected: bool,
    /// The picked-up piece may go here.
    pub target: bool,
    /// The cursor is here.
    pub cursor: bool,
}

/// The squares' colours: the brown and cream of a wooden board, which both sides' pieces stand
/// out on.
const LIGHT: [u8; 3] = [240, 217, 181];
const DARK: [u8; 3] = [181, 136, 99];
/// The last move's two squares: a yellow-green wash.
const LAST: [u8; 4] = [205, 210, 60, 130];
/// The picked-up piece's square.
const SELECTED: [u8; 4] = [20, 110, 40, 140];
/// A target's dot or corners.
const TARGET: [u8; 4] = [20, 85, 30, 130];
/// The king in check: red glowing from the middle.
const CHECK: [u8; 3] = [230, 20, 20];
/// The keyboard cursor: a frame in blue, which no square colour or mark uses.
const CURSOR: [u8; 3] = [30, 100, 255];

/// The pixels of one square of `w`×`h` pixels showing `look`, or `None` for a size of nothing.
pub fn square(look: Look, w: u32, h: u32) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(w, h)?;
    let [r, g, b] = if look.light { LIGHT } else { DARK };
    pixmap.fill(Rgba::from_rgba8(r, g, b, 255));
    let (wf, hf) = (w as f32, h as f32);
    let whole = Rect::from_xywh(0.0, 0.0, wf, hf)?;
    if look.last {
        pixmap.fill_rect(whole, &paint(LAST), Transform::identity(), None);
    }
    if look.selected {
        pixmap.fill_rect(whole, &paint(SELECTED), Transform::identity(), None);
    }
    let side = wf.min(hf);
    let (cx, cy) = (wf / 2.0, hf / 2.0);
    if look.check {
        let [r, g, b] = CHECK;
        let stops = vec![
            GradientStop::new(0.0, Rgba::from_rgba8(r, g, b, 255)),
            GradientStop::new(0.45, Rgba::from_rgba8(r, g, b, 170)),
            GradientStop::new(1.0, Rgba::from_rgba8(r, g, b, 0)),
        ];
        let centre = Point::from_xy(cx, cy);
        if let Some(shader) =
            RadialGradient::new(centre, 0.0, centre, wf.max(hf) * 0.6, stops, SpreadMode::Pad, Transform::identity())
        {
            let paint = Paint { shader, anti_alias: true, ..Paint::default() };
            pixmap.fill_rect(whole, &paint, Transform::identity(), None);
        }
    }
    if look.target {
        if look.piece.is_some() {
            // A capture: the four corners, which the piece does not hide.
            let k = side * 0.28;
            let mut pb = PathBuilder::new();
            for (x, y, dx, dy) in [(0.0, 0.0, k, k), (wf, 0.0, -k, k), (0.0, hf, k, -k), (wf, hf, -k, -k)] {
                pb.move_to(x, y);
                pb.line_to(x + dx, y);
                pb.line_to(x, y + dy);
                pb.close();
            }
            if let Some(path) = pb.finish() {
                pixmap.fill_path(&path, &paint(TARGET), FillRule::Winding, Transform::identity(), None);
            }
        } else if let Some(dot) = PathBuilder::from_circle(cx, cy, side * 0.16) {
            pixmap.fill_path(&dot, &paint(TARGET), FillRule::Winding, Transform::identity(), None);
        }
    }
    if let Some(piece) = look.piece {
        draw_piece(&mut pixmap, piece, wf, hf);
    }
    if look.cursor {
        let width = (side / 11.0).max(2.0).round();
        let half = width / 2.0;
        if let Some(frame) = Rect::from_xywh(half, half, wf - width, hf - width) {
            let path = PathBuilder::from_rect(frame);
            let [r, g, b] = CURSOR;
            let stroke = Stroke { width, ..Stroke::default() };
            pixmap.stroke_path(&path, &paint([r, g, b, 255]), &stroke, Transform::identity(), None);
        }
    }
    Some(pixmap)
}

/// A solid paint of `rgba`, anti-aliased.
fn paint(rgba: [u8; 4]) -> Paint<'static> {
    let [r, g, b, a] = rgba;
    let mut paint = Paint::default();
    paint.set_color_rgba8(r, g, b, a);
    paint.anti_alias = true;
    paint
}

/// How a side's pieces are coloured: the fill, the outline, the inner lines.
fn colours(color: Color) -> ([u8; 4], [u8; 4], [u8; 4]) {
    match color {
        Color::White => ([255, 255, 255, 255], [0, 0, 0, 255], [0, 0, 0, 255]),
        Color::Black => ([24, 24, 24, 255], [0, 0, 0, 255], [235, 235, 235, 255]),
    }
}

/// Draws `piece` in the middle of a `w`×`h` pixmap, as large as the square's shorter side
/// allows with a margin.
fn draw_piece(pixmap: &mut Pixmap, piece: Piece, w: f32, h: f32) {
    let side = w.min(h) * 0.94;
    let scale = side / 100.0;
    let transform = Transform::from_row(scale, 0.0, 0.0, scale, (w - side) / 2.0, (h - side) / 2.0);
    let (fill, outline, inner) = colours(piece.color);
    // The outline is never thinner than a pixel, however small the square.
    let width = (3.2 * scale).max(1.0) / scale;
    let stroke = Stroke { width, line_join: LineJoin::Round, line_cap: LineCap::Round, ..Stroke::default() };
    let (fill, outline, inner) = (paint(fill), paint(outline), paint(inner));
    let outline_of = outline_shapes(piece.role);
    for shape in &outline_of {
        pixmap.fill_path(shape, &fill, FillRule::Winding, transform, None);
        pixmap.stroke_path(shape, &outline, &stroke, transform, None);
    }
    for line in inner_lines(piece.role) {
        pixmap.stroke_path(&line, &inner, &stroke, transform, None);
    }
}

/// A path from a list of points, closed.
fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for &(x, y) in rest {
        pb.line_to(x, y);
    }
    pb.close();
    pb.finish()
}

/// A rectangle with rounded corners of radius `r`.
fn rounded(x0: f32, y0: f32, x1: f32, y1: f32, r: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(x0 + r, y0);
    pb.line_to(x1 - r, y0);
    pb.quad_to(x1, y0, x1, y0 + r);
    pb.line_to(x1, y1 - r);
    pb.quad_to(x1, y1, x1 - r, y1);
    pb.line_to(x0 + r, y1);
    pb.quad_to(x0, y1, x0, y1 - r);
    pb.line_to(x0, y0 + r);
    pb.quad_to(x0, y0, x0 + r, y0);
    pb.close();
    pb.finish()
}

/// The foot every piece stands on.
fn base() -> Option<Path> {
    rounded(20.0, 84.0, 80.0, 94.0, 3.0)
}

/// The filled shapes of a piece, back to front.
fn outline_shapes(role: Role) -> Vec<Path> {
    let shapes: Vec<Option<Path>> = match role {
        Role::Pawn => {
            let mut body = PathBuilder::new();
            body.move_to(28.0, 86.0);
            body.cubic_to(28.0, 70.0, 38.0, 62.0, 42.0, 50.0);
            body.line_to(58.0, 50.0);
            body.cubic_to(62.0, 62.0, 72.0, 70.0, 72.0, 86.0);
            body.close();
            vec![
                body.finish(),
                rounded(34.0, 44.0, 66.0, 53.0, 4.0),
                PathBuilder::from_circle(50.0, 29.0, 14.0),
                base(),
            ]
        }
        Role::Knight => {
            let mut head = PathBuilder::new();
            head.move_to(34.0, 86.0);
            head.cubic_to(32.0, 74.0, 40.0, 66.0, 48.0, 58.0);
            head.cubic_to(44.0, 62.0, 38.0, 63.0, 34.0, 60.0);
            head.line_to(26.0, 66.0);
            head.cubic_to(19.0, 69.0, 13.0, 64.0, 15.0, 57.0);
            head.cubic_to(20.0, 44.0, 30.0, 32.0, 42.0, 24.0);
            head.line_to(44.0, 10.0);
            head.line_to(52.0, 19.0);
            head.line_to(60.0, 9.0);
            head.line_to(62.0, 22.0);
            head.cubic_to(80.0, 32.0, 88.0, 58.0, 82.0, 86.0);
            head.close();
            vec![head.finish(), base()]
        }
        Role::Bishop => {
            let mut mitre = PathBuilder::new();
            mitre.move_to(50.0, 18.0);
            mitre.cubic_to(28.0, 34.0, 28.0, 60.0, 36.0, 72.0);
            mitre.line_to(64.0, 72.0);
            mitre.cubic_to(72.0, 60.0, 72.0, 34.0, 50.0, 18.0);
            mitre.close();
            vec![
                rounded(32.0, 70.0, 68.0, 80.0, 3.0),
                mitre.finish(),
                PathBuilder::from_circle(50.0, 14.0, 6.0),
                rounded(26.0, 80.0, 74.0, 88.0, 3.0),
                rounded(20.0, 86.0, 80.0, 94.0, 3.0),
            ]
        }
        Role::Rook => vec![
            polygon(&[(34.0, 74.0), (37.0, 38.0), (63.0, 38.0), (66.0, 74.0)]),
            rounded(29.0, 32.0, 71.0, 40.0, 2.0),
            polygon(&[
                (26.0, 12.0),
                (36.0, 12.0),
                (36.0, 20.0),
                (45.0, 20.0),
                (45.0, 12.0),
                (55.0, 12.0),
                (55.0, 20.0),
                (64.0, 20.0),
                (64.0, 12.0),
                (74.0, 12.0),
                (74.0, 32.0),
                (26.0, 32.0),
            ]),
            rounded(27.0, 72.0, 73.0, 84.0, 2.0),
            base(),
        ],
        Role::Queen => {
            let crown = polygon(&[
                (26.0, 76.0),
                (12.0, 32.0),
                (30.0, 56.0),
                (31.0, 22.0),
                (43.0, 52.0),
                (50.0, 16.0),
                (57.0, 52.0),
                (69.0, 22.0),
                (70.0, 56.0),
                (88.0, 32.0),
                (74.0, 76.0),
            ]);
            let mut shapes = vec![crown];
            for (x, y) in [(12.0, 30.0), (31.0, 20.0), (50.0, 14.0), (69.0, 20.0), (88.0, 30.0)] {
                shapes.push(PathBuilder::from_circle(x, y, 5.5));
            }
            shapes.push(rounded(25.0, 74.0, 75.0, 84.0, 3.0));
            shapes.push(base());
            shapes
        }
        Role::King => {
            let mut body = PathBuilder::new();
            body.move_to(28.0, 76.0);
            body.cubic_to(10.0, 58.0, 18.0, 32.0, 38.0, 38.0);
            body.cubic_to(44.0, 40.0, 48.0, 45.0, 50.0, 52.0);
            body.cubic_to(52.0, 45.0, 56.0, 40.0, 62.0, 38.0);
            body.cubic_to(82.0, 32.0, 90.0, 58.0, 72.0, 76.0);
            body.close();
            let mut bulb = PathBuilder::new();
            bulb.move_to(50.0, 54.0);
            bulb.cubic_to(42.0, 40.0, 44.0, 30.0, 50.0, 30.0);
            bulb.cubic_to(56.0, 30.0, 58.0, 40.0, 50.0, 54.0);
            bulb.close();
            vec![
                polygon(&[
                    (46.0, 4.0),
                    (54.0, 4.0),
                    (54.0, 11.0),
                    (61.0, 11.0),
                    (61.0, 19.0),
                    (54.0, 19.0),
                    (54.0, 31.0),
                    (46.0, 31.0),
                    (46.0, 19.0),
                    (39.0, 19.0),
                    (39.0, 11.0),
                    (46.0, 11.0),
                ]),
                body.finish(),
                bulb.finish(),
                rounded(25.0, 74.0, 75.0, 84.0, 3.0),
                base(),
            ]
        }
    };
    shapes.into_iter().flatten().collect()
}

/// The lines drawn inside a piece, in the inner colour: the knight's eye and mane, the
/// bishop's slit, the bands of the king's and the queen's crowns.
fn inner_lines(role: Role) -> Vec<Path> {
    let line = |points: &[(f32, f32)]| {
        let mut pb = PathBuilder::new();
        let (first, rest) = points.split_first()?;
        pb.move_to(first.0, first.1);
        for &(x, y) in rest {
            pb.line_to(x, y);
        }
        pb.finish()
    };
    let lines: Vec<Option<Path>> = match role {
        Role::Pawn => vec![],
        Role::Knight => vec![PathBuilder::from_circle(40.0, 36.0, 2.5), line(&[(22.0, 58.0), (25.0, 56.0)]), {
            let mut mane = PathBuilder::new();
            mane.move_to(64.0, 30.0);
            mane.cubic_to(76.0, 44.0, 78.0, 64.0, 76.0, 82.0);
            mane.finish()
        }],
        Role::Bishop => vec![line(&[(43.0, 52.0), (57.0, 38.0)]), line(&[(36.0, 75.0), (64.0, 75.0)])],
        Role::Rook => vec![line(&[(32.0, 72.0), (68.0, 72.0)]), line(&[(33.0, 40.0), (67.0, 40.0)])],
        Role::Queen => vec![line(&[(28.0, 74.0), (72.0, 74.0)])],
        Role::King => vec![line(&[(28.0, 74.0), (72.0, 74.0)]), line(&[(30.0, 62.0), (70.0, 62.0)])],
    };
    lines.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pixels that differ from the bare square's colour: the piece's.
    fn piece_pixels(pixmap: &Pixmap, light: bool) -> Vec<(u32, u32)> {
        let [r, g, b] = if light { LIGHT } else { DARK };
        let w = pixmap.width();
        pixmap
            .pixels()
            .iter()
            .enumerate()
            .filter(|(_, p)| (p.red(), p.green(), p.blue()) != (r, g, b))
            .map(|(i, _)| (i as u32 % w, i as u32 / w))
            .collect()
    }

    fn look(piece: Option<Piece>, light: bool) -> Look {
        Look { piece, light, last: false, check: false, selected: false, target: false, cursor: false }
    }

    #[test]
    fn every_piece_is_drawn_in_the_middle_of_its_square_at_the_sizes_of_80x24_and_100x30() {
        // DejaVu Sans Mono 14 in xterm: cells of 9×17 pixels; squares of 5×2 and 9×3 cells.
        for (w, h) in [(45, 34), (81, 51), (20, 20)] {
            for color in [Color::White, Color::Black] {
                for role in Role::ALL {
                    let pixmap = square(look(Some(Piece::new(color, role)), false), w, h).unwrap();
                    let pixels = piece_pixels(&pixmap, false);
                    let share = pixels.len() as f32 / (w * h) as f32;
                    assert!(share > 0.15, "{color:?} {role:?} at {w}×{h} covers only {share}");
                    let cx = pixels.iter().map(|p| p.0 as f32).sum::<f32>() / pixels.len() as f32;
                    let cy = pixels.iter().map(|p| p.1 as f32).sum::<f32>() / pixels.len() as f32;
                    assert!((cx - w as f32 / 2.0).abs() < w as f32 * 0.12, "{role:?} off centre across: {cx} of {w}");
                    assert!((cy - h as f32 / 2.0).abs() < h as f32 * 0.15, "{role:?} off centre down: {cy} of {h}");
                    let top = pixels.iter().map(|p| p.1).min().unwrap();
                    let bottom = pixels.iter().map(|p| p.1).max().unwrap();
                    assert!(bottom - top + 1 >= h * 7 / 10, "{role:?} is {} of {h} pixels tall", bottom - top + 1);
                }
            }
        }
    }

    #[test]
    fn both_sides_pieces_have_the_same_mass() {
        for light in [true, false] {
            for role in Role::ALL {
                let white = square(look(Some(Piece::new(Color::White, role)), light), 45, 34).unwrap();
                let black = square(look(Some(Piece::new(Color::Black, role)), light), 45, 34).unwrap();
                let (w, b) = (piece_pixels(&white, light).len(), piece_pixels(&black, light).len());
                // The same outline: the same pixels differ from the square, give or take the
                // anti-aliased edge that happens to match the square's colour.
                assert!(w.abs_diff(b) * 50 <= w, "{role:?}: White {w} pixels, Black {b}");
            }
        }
    }

    #[test]
    fn pieces_differ_from_each_other_and_the_sides_differ_in_colour() {
        let mut seen = Vec::new();
        for role in Role::ALL {
            let pixmap = square(look(Some(Piece::new(Color::White, role)), true), 45, 34).unwrap();
            let shape = piece_pixels(&pixmap, true);
            assert!(!seen.contains(&shape), "{role:?} looks like another piece");
            seen.push(shape);
        }
        let white = square(look(Some(Piece::new(Color::White, Role::Pawn)), true), 45, 34).unwrap();
        let black = square(look(Some(Piece::new(Color::Black, Role::Pawn)), true), 45, 34).unwrap();
        let middle = |p: &Pixmap| p.pixel(22, 24).unwrap();
        assert!(middle(&white).red() > 200 && middle(&black).red() < 60, "White light, Black dark");
    }

    #[test]
    fn the_marks_show_on_the_square() {
        let bare = square(look(None, true), 45, 34).unwrap();
        for (name, marked) in [
            ("last", Look { last: true, ..look(None, true) }),
            ("check", Look { check: true, ..look(None, true) }),
            ("selected", Look { selected: true, ..look(None, true) }),
            ("target", Look { target: true, ..look(None, true) }),
            ("cursor", Look { cursor: true, ..look(None, true) }),
        ] {
            assert_ne!(square(marked, 45, 34).unwrap(), bare, "{name}");
        }
        // The cursor is a frame: the corner changes, the middle does not.
        let cursor = square(Look { cursor: true, ..look(None, true) }, 45, 34).unwrap();
        assert_ne!(cursor.pixel(0, 0), bare.pixel(0, 0));
        assert_eq!(cursor.pixel(22, 17), bare.pixel(22, 17));
    }
}
