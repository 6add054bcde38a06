//! Where everything goes on the screen, computed from the terminal size alone, so the view
//! and the mouse agree on which square is where without keeping any state between frames.
//!
//! The board takes the largest square-looking cells that fit (3×1, 4×2, 6×3 … characters: a
//! terminal cell is about twice as tall as wide; the smallest squares are 3 wide so that a
//! piece fits between the cursor's brackets, `[♞]`), with the rank numbers at its left and the
//! file letters under it; the clocks and the move list stand at its right; the status line, the
//! input line and the footer take the bottom rows. The board stands right under the title, so
//! that the rows it leaves free go to the status line: a long explanation and the state of the
//! game are read whole even at 80×24. On a small board the side panel may run below it into
//! those rows, so the move list is never a single row while rows stand empty.

use ratatui::layout::Rect;

use crate::rules::{Color, File, Rank, Square};
use crate::tui::view::big_time::DigitSize;

use crate::tui::screen_size::{BOTTOM_ROWS, TITLE_ROWS, middle_rows};
pub use crate::tui::screen_size::{MIN_HEIGHT, MIN_WIDTH};

/// Columns for the rank numbers at the left of the board.
const LABEL_W: u16 = 2;
/// Columns between the board and the side panel.
const GAP: u16 = 2;
/// The least and the most width of the side panel (clocks and moves).
const SIDE_MIN: u16 = 26;
const SIDE_MAX: u16 = 48;
/// From this width on the side panel may widen to [`SIDE_MAX_LARGE`].
const WIDE: u16 = 120;
/// The most width of the side panel on a large screen (squares of 5 rows and more), where the
/// clocks' large digits need room for `1:30:00`.
const SIDE_MAX_LARGE: u16 = 64;
/// From this width on the side panel may widen to [`SIDE_MAX_HUGE`], for larger digits.
const HUGE: u16 = 180;
/// The most width of the side panel on the largest screens.
const SIDE_MAX_HUGE: u16 = 80;
/// Rows the move list keeps at least when the clocks are one line each.
const MIN_MOVE_ROWS: u16 = 10;
/// Rows the move list keeps at least beside clocks in large digits (four moves in its frame),
/// and at least a quarter of the side panel.
const MIN_MOVE_H: u16 = 6;
/// A clock reading as wide as most (`15:10`), which the clocks' digits are sized for.
const TYPICAL_CLOCK: &str = "00:00";
/// The largest cell height: beyond it the pieces look lost in their squares.
const MAX_CELL_H: u16 = 12;
/// The fewest rows of large digits a clock shows (ferz's segment digits).
pub const MIN_DIGIT_ROWS: u16 = 3;
/// Free rows kept under the board for the status line before any go above it.
const STATUS_SPARE: u16 = 4;
/// Free rows kept above the status line when the side panel runs below the board.
const STATUS_KEPT: u16 = 3;

/// The board's squares on the screen: where a8 (or h1) is and how big each square is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardGeom {
    /// The top-left cell of the top-left square.
    pub x: u16,
    /// The top-left cell of the top-left square.
    pub y: u16,
    /// Characters per square across (twice the height).
    pub cell_w: u16,
    /// Rows per square.
    pub cell_h: u16,
}

impl BoardGeom {
    /// The largest board with its labels that fits in `area`, at the area's top left, or
    /// `None` when not even 2×1 squares fit.
    pub fn fit(area: Rect) -> Option<BoardGeom> {
        let k_w = area.width.saturating_sub(LABEL_W) / 16;
        let k_h = area.height.saturating_sub(1) / 8;
        let k = k_w.min(k_h).min(MAX_CELL_H);
        let cell_w = cell_width(k);
        let fits = k > 0 && LABEL_W + 8 * cell_w <= area.width;
        fits.then(|| BoardGeom { x: area.x.saturating_add(LABEL_W), y: area.y, cell_w, cell_h: k })
    }

    /// The whole board with its labels: rank numbers at the left, file letters below.
    pub fn outer(self) -> Rect {
        Rect::new(self.x - LABEL_W, self.y, LABEL_W + 8 * self.cell_w, 8 * self.cell_h + 1)
    }

    /// The squares only.
    pub fn squares(self) -> Rect {
        Rect::new(self.x, self.y, 8 * self.cell_w, 8 * self.cell_h)
    }

    /// The column (0–7 from the left) and row (0–7 from the top) of `sq` with `bottom` at the
    /// bottom of the board.
    pub fn place(sq: Square, bottom: Color) -> (u16, u16) {
        let (file, rank) = (sq.file().index() as u16, sq.rank().index() as u16);
        match bottom {
            Color::White => (file, 7 - rank),
            Color::Black => (7 - file, rank),
        }
    }

    /// The cells of square `sq`.
    pub fn cell(self, sq: Square, bottom: Color) -> Rect {
        let (col, row) = Self::place(sq, bottom);
        Rect::new(self.x + col * self.cell_w, self.y + row * self.cell_h, self.cell_w, self.cell_h)
    }

    /// The square under the screen cell (`x`, `y`), if any.
    pub fn square_at(self, x: u16, y: u16, bottom: Color) -> Option<Square> {
        if x < self.x || y < self.y {
            return None;
        }
        let col = (x - self.x) / self.cell_w;
        let row = (y - self.y) / self.cell_h;
        if col > 7 || row > 7 {
            return None;
        }
        let (file, rank) = match bottom {
            Color::White => (col, 7 - row),
            Color::Black => (7 - col, row),
        };
        Some(Square::from_coords(File::new(file as u8)?, Rank::new(rank as u8)?))
    }
}

/// Characters across a square `k` rows high: twice its height, and 3 for the smallest
/// squares, where a piece needs room for a mark at each side.
const fn cell_width(k: u16) -> u16 {
    if k == 1 { 3 } else { 2 * k }
}

/// The parts of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScreenLayout {
    /// The whole screen.
    pub screen: Rect,
    /// The title row.
    pub title: Rect,
    /// The board, labels included.
    pub board: BoardGeom,
    /// The clock of the side at the top of the board.
    pub top_clock: Rect,
    /// The move list.
    pub moves: Rect,
    /// The clock of the side at the bottom of the board.
    pub bottom_clock: Rect,
    /// Two rows: the state of the game and the last message.
    pub status: Rect,
    /// The typed move or command.
    pub input: Rect,
    /// The keys that matter now.
    pub footer: Rect,
}

impl ScreenLayout {
    /// The layout for a screen of `area`, or the least size needed when it is too small.
    pub fn compute(area: Rect) -> Result<ScreenLayout, (u16, u16)> {
        let Some(middle_h) = middle_rows(area.width, area.height) else {
            return Err((MIN_WIDTH, MIN_HEIGHT));
        };
        let k_h = (middle_h - 1) / 8;
        let k_w = (area.width - LABEL_W - GAP - SIDE_MIN) / 16;
        let k = k_h.min(k_w).clamp(1, MAX_CELL_H);
        let board_w = LABEL_W + 8 * cell_width(k);
        let board_h = 8 * k + 1;
        let side_max = match area.width {
            HUGE.. => SIDE_MAX_HUGE,
            _ if k >= 5 || area.width >= WIDE => SIDE_MAX_LARGE,
            _ => SIDE_MAX,
        };
        let side_w = (area.width - board_w - GAP).min(side_max);
        // The side panel stands beside the board; it runs below it into the free rows (the
        // status line keeping a few above it) when that makes the digits larger, or, beside
        // clocks of one line, when the move list would be shorter than it should be.
        let spare = (middle_h - board_h).saturating_sub(STATUS_KEPT);
        let beside = digit_rows(board_h, side_w);
        let below = digit_rows(board_h + spare, side_w);
        let (side_h, digits) = if below > beside { (board_h + spare, below) } else { (board_h, beside) };
        let (side_h, clock_h) = if digits > 0 {
            (side_h, digits + 2)
        } else {
            (board_h.max((2 * 3 + MIN_MOVE_ROWS).min(board_h + spare)), 3)
        };
        let x0 = area.x + (area.width - board_w - GAP - side_w) / 2;
        let y0 = area.y + TITLE_ROWS + (middle_h - side_h).saturating_sub(STATUS_SPARE) / 2;
        let board = BoardGeom { x: x0 + LABEL_W, y: y0, cell_w: cell_width(k), cell_h: k };
        let side_x = x0 + board_w + GAP;
        let bottom = area.y + area.height;
        Ok(ScreenLayout {
            screen: area,
            title: Rect::new(area.x, area.y, area.width, TITLE_ROWS),
            board,
            top_clock: Rect::new(side_x, y0, side_w, clock_h),
            moves: Rect::new(side_x, y0 + clock_h, side_w, side_h - 2 * clock_h),
            bottom_clock: Rect::new(side_x, y0 + side_h - clock_h, side_w, clock_h),
            status: Rect::new(area.x, bottom - BOTTOM_ROWS, area.width, 2),
            input: Rect::new(area.x, bottom - 2, area.width, 1),
            footer: Rect::new(area.x, bottom - 1, area.width, 1),
        })
    }
}

impl ScreenLayout {
    /// The same screen with each clock one line in its frame (3 rows) and the move list taking
    /// the rows of the digits: for a window that stands in the lower rows of the list. Nothing
    /// else moves, the board least of all.
    #[must_use]
    pub fn with_small_clocks(self) -> ScreenLayout {
        let top = self.top_clock.y;
        let bottom = self.bottom_clock.bottom();
        let h = 3.min(self.top_clock.height);
        ScreenLayout {
            top_clock: Rect { height: h, ..self.top_clock },
            moves: Rect { y: top + h, height: (bottom - top).saturating_sub(2 * h), ..self.moves },
            bottom_clock: Rect { y: bottom - h, height: h, ..self.bottom_clock },
            ..self
        }
    }
}

/// Rows of large digits in each clock of a side panel `side_h` rows high and `side_w` wide, the
/// move list keeping [`MIN_MOVE_H`] rows or a quarter of the panel: the height of the largest
/// digits a typical reading fits in, or 0 when not even the smallest fit (one line each then).
/// A clock is its digits and its frame, the line of text in the frame's lower edge.
fn digit_rows(side_h: u16, side_w: u16) -> u16 {
    let moves = MIN_MOVE_H.max(side_h / 4);
    let most = (side_h.saturating_sub(moves) / 2).saturating_sub(2);
    if most < MIN_DIGIT_ROWS {
        return 0;
    }
    DigitSize::largest(TYPICAL_CLOCK, side_w.saturating_sub(2), most, false).map_or(0, DigitSize::rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_grows_with_the_terminal() {
        let cell = |w, h| ScreenLayout::compute(Rect::new(0, 0, w, h)).map(|l| (l.board.cell_w, l.board.cell_h));
        assert_eq!(cell(80, 24), Ok((4, 2)));
        assert_eq!(cell(160, 50), Ok((10, 5)));
        assert_eq!(cell(MIN_WIDTH, MIN_HEIGHT), Ok((3, 1)));
        assert_eq!(cell(60, 20), Ok((3, 1)));
        assert_eq!(cell(MIN_WIDTH - 1, 40), Err((MIN_WIDTH, MIN_HEIGHT)));
    }

    #[test]
    fn everything_is_inside_the_screen_and_apart() {
        for (w, h) in
            [(54, 14), (60, 20), (60, 30), (70, 40), (80, 24), (81, 25), (120, 30), (160, 50), (200, 60), (400, 120)]
        {
            let screen = Rect::new(0, 0, w, h);
            let Ok(l) = ScreenLayout::compute(screen) else { panic!("{w}×{h} refused") };
            let parts = [l.title, l.board.outer(), l.top_clock, l.moves, l.bottom_clock, l.status, l.input, l.footer];
            for (i, a) in parts.iter().enumerate() {
                assert_eq!(a.intersection(screen), *a, "part {i} leaves the {w}×{h} screen");
                for b in &parts[i + 1..] {
                    assert!(!a.intersects(*b), "{a:?} overlaps {b:?} at {w}×{h}");
                }
            }
            assert!(l.moves.height >= 3, "move list too short at {w}×{h}");
        }
    }

    #[test]
    fn no_move_list_of_one_row_while_rows_stand_empty() {
        for w in MIN_WIDTH..=120 {
            for h in MIN_HEIGHT..=60 {
                let Ok(l) = ScreenLayout::compute(Rect::new(0, 0, w, h)) else { panic!("{w}×{h} refused") };
                let above = l.board.outer().bottom().max(l.bottom_clock.bottom());
                let free = l.status.y - above;
                // Three rows of moves inside the frame, or no more free rows than the status
                // line keeps for a long explanation.
                assert!(
                    l.moves.height >= 5 || free <= STATUS_KEPT,
                    "{w}×{h}: {} rows of moves, {free} free",
                    l.moves.height
                );
            }
        }
        let l = ScreenLayout::compute(Rect::new(0, 0, 60, 20)).map(|l| l.moves.height);
        assert_eq!(l, Ok(6), "four rows of moves at 60×20");
    }

    #[test]
    fn squares_map_back_and_forth() {
        let g = BoardGeom { x: 2, y: 1, cell_w: 4, cell_h: 2 };
        for bottom in Color::ALL {
            for sq in Square::all() {
                let r = g.cell(sq, bottom);
                assert_eq!(g.square_at(r.x, r.y, bottom), Some(sq));
                assert_eq!(g.square_at(r.x + r.width - 1, r.y + r.height - 1, bottom), Some(sq));
            }
        }
        assert_eq!(g.square_at(2, 1, Color::White), Some(Square::A8));
        assert_eq!(g.square_at(2, 1, Color::Black), Some(Square::H1));
        assert_eq!(g.square_at(1, 1, Color::White), None);
        assert_eq!(g.square_at(2 + 32, 1, Color::White), None);
        assert_eq!(BoardGeom::fit(Rect::new(0, 0, 17, 9)), None);
        assert_eq!(BoardGeom::fit(Rect::new(0, 0, 0, 0)), None);
    }
}
