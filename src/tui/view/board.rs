//! The board: square-looking squares of light and dark, the pieces, the rank numbers and file
//! letters, and the highlights (last move, check, picked-up piece, legal targets, cursor).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tint, Style};
use ratatui::widgets::Widget;

use crate::rules::{Color, Move, Position, Square};
use crate::tui::board::Board;
use crate::tui::layout::BoardGeom;
use crate::tui::picture;
use crate::tui::record::Record;
use crate::tui::theme::{Marks, Theme};
use crate::tui::view::piece_art::Picture;

/// What to highlight on the board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Highlights {
    /// The move that led to the position.
    pub last: Option<Move>,
    /// The king in check.
    pub check: Option<Square>,
    /// The picked-up piece.
    pub selected: Option<Square>,
    /// Its legal targets (a bit per square), when hints are on.
    pub targets: u64,
    /// The cursor.
    pub cursor: Option<Square>,
}

impl Highlights {
    /// What the board highlights: the last move and a check in the position shown; live, the
    /// piece in hand (with its targets when `hints` are shown) and, unless the game is over or
    /// a `window_open`, the cursor.
    pub(in crate::tui) fn of(record: Record<'_>, board: &Board, hints: bool, window_open: bool) -> Highlights {
        let review = board.mode.review();
        let pos = record.shown_position(review);
        let judged = record.judged(record.shown_index(review));
        let check = (pos.is_check() && judged).then(|| pos.king_of(pos.turn()));
        let live = review.is_none();
        let selected = if live { board.hand.selected() } else { None };
        let mut targets = 0u64;
        if let Some(from) = selected
            && hints
        {
            for mv in pos.legal_moves_from(from).iter() {
                targets |= 1 << mv.to().index();
            }
        }
        let cursor_shown = live && !record.game.is_over() && !window_open;
        Highlights {
            last: record.shown_last_move(review),
            check,
            selected,
            targets,
            cursor: cursor_shown.then_some(board.hand.cursor()),
        }
    }

    fn marks(&self, sq: Square) -> Marks {
        Marks {
            last: self.last.is_some_and(|m| m.from() == sq || m.to() == sq),
            check: self.check == Some(sq),
            selected: self.selected == Some(sq),
            target: self.targets & (1 << sq.index()) != 0,
            cursor: self.cursor == Some(sq),
        }
    }
}

/// The board widget: draws the largest board that fits in its area, at the top left.
#[derive(Debug, Clone, Copy)]
pub struct BoardView<'a> {
    /// The position to show.
    pub position: &'a Position,
    /// The side at the bottom.
    pub bottom: Color,
    /// Colours and marks.
    pub theme: Theme,
    /// What to highlight.
    pub highlights: Highlights,
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let Some(geom) = BoardGeom::fit(area) else { return };
        let label = self.theme.dim();
        for sq in Square::all() {
            let cell = geom.cell(sq, self.bottom);
            let look = self.theme.square(sq.is_light(), self.highlights.marks(sq));
            for y in cell.top()..cell.bottom() {
                for x in cell.left()..cell.right() {
                    put(buf, x, y, ' ', look.style);
                }
            }
            let mut mid_y = cell.y + cell.height / 2;
            let mid_x = cell.x + (cell.width - 1) / 2;
            let piece = self.position.piece_at(sq);
            // On big squares (and with block pictures on squares of two rows and more) a piece
            // is a picture, and the marks hug the picture instead, or stand over its edges
            // where it fills the square across.
            let picture =
                piece.and_then(|p| Picture::of(self.theme.pieces, p, self.theme.color, cell.width, cell.height));
            let (mut left_x, mut right_x) = (mid_x.checked_sub(1).filter(|&x| x >= cell.x), mid_x + 1);
            match (piece, picture) {
                (Some(piece), Some(picture)) => {
                    let style = look.style.patch(self.theme.piece_style(piece.color));
                    if self.theme.badges() {
                        // The picture's tile: the whole rectangle it occupies, in the badge's
                        // colour, so that the blocks' other halves are the badge too. (A tile
                        // hugging the shape loses White's edge on the light squares, which
                        // are White's colour in the terminal's 16.)
                        let (first, rows) = picture.rows();
                        for dy in first..first + rows {
                            for dx in picture.tile_columns() {
                                put(buf, cell.x + dx, cell.y + dy, ' ', style);
                            }
                        }
                    }
                    for dy in 0..cell.height {
                        for dx in 0..cell.width {
                            if let Some(c) = picture.glyph(dx, dy) {
                                put(buf, cell.x + dx, cell.y + dy, c, style);
                            }
                        }
                    }
                    let (left, right, row) = picture.marks(cell.height);
                    (left_x, right_x, mid_y) = (Some(cell.x + left), cell.x + right, cell.y + row);
                }
                (Some(piece), None) => {
                    let style = look.style.patch(self.theme.piece_style(piece.color));
                    put(buf, mid_x, mid_y, self.theme.piece_char(piece), style);
                    // A badge is a token two columns wide, not a sliver: half blocks of its
                    // colour on both sides (a mark drawn next takes their place).
                    if let Some([(left, left_style), (right, right_style)]) =
                        self.theme.badge_ends(piece.color, look.style)
                    {
                        if let Some(x) = left_x {
                            put(buf, x, mid_y, left, left_style);
                        }
                        if right_x < cell.right() {
                            put(buf, right_x, mid_y, right, right_style);
                        }
                    }
                }
                (None, _) => {
                    if let Some((c, style)) = look.empty {
                        put(buf, mid_x, mid_y, c, style);
                    }
                }
            }
            // Marks hug the piece: `[♞]`, `+♚+`. An empty target shows its dot alone.
            let marks = self.highlights.marks(sq);
            if piece.is_some() || !marks.target || marks.cursor {
                if let Some(c) = look.left
                    && let Some(x) = left_x
                {
                    put(buf, x, mid_y, c, look.style);
                }
                if let Some(c) = look.right
                    && right_x < cell.right()
                {
                    put(buf, right_x, mid_y, c, look.style);
                }
            }
        }
        if self.theme.edge() {
            edge(buf, area, geom);
        }
        // Rank numbers at the left of each rank's middle row, file letters under each file.
        for (rank, file) in crate::rules::Rank::ALL.into_iter().zip(crate::rules::File::ALL) {
            let rank_sq = Square::from_coords(crate::rules::File::A, rank);
            let cell = geom.cell(rank_sq, self.bottom);
            put(buf, geom.x - 2, cell.y + cell.height / 2, rank.char(), label);
            let file_sq = Square::from_coords(file, crate::rules::Rank::FIRST);
            let cell = geom.cell(file_sq, self.bottom);
            put(buf, cell.x + (cell.width - 1) / 2, geom.y + 8 * geom.cell_h, file.char(), label);
        }
        // Where the terminal shows pictures, the squares drawn above become pictures.
        if picture::wanted(self.theme.pieces) {
            picture::want_board(buf, Square::all().map(|sq| (geom.cell(sq, self.bottom), self.look(sq))));
        }
    }
}

impl BoardView<'_> {
    /// What square `sq` shows, for its picture.
    fn look(&self, sq: Square) -> picture::Look {
        let marks = self.highlights.marks(sq);
        picture::Look {
            piece: self.position.piece_at(sq),
            light: sq.is_light(),
            last: marks.last,
            check: marks.check,
            selected: marks.selected,
            target: marks.target,
            cursor: marks.cursor,
        }
    }
}

/// The board's edge (see [`Palette::edge`](crate::tui::theme::Palette::edge)): thin lines in
/// the terminal's own foreground colour hugging the squares — in the column between the rank
/// numbers and the board, in the last column of the squares, along the top of the top squares
/// and along the top of the file letters' row — where nothing else is drawn.
fn edge(buf: &mut Buffer, area: Rect, geom: BoardGeom) {
    let squares = geom.squares();
    let line = Style::new().fg(Tint::Reset);
    let plain = line.bg(Tint::Reset);
    for y in squares.top()..squares.bottom() {
        if let Some(x) = squares.x.checked_sub(1).filter(|&x| x >= area.x) {
            put(buf, x, y, '▕', plain);
        }
        // The board's area ends with the squares (the side panel may follow at once): the
        // right edge is the last column of the squares, where they are blank.
        on_blank(buf, squares.right() - 1, y, '▕', line);
    }
    let below = squares.bottom();
    for x in squares.left()..squares.right() {
        // Along the top of the top squares, on their own colour, where they are blank.
        on_blank(buf, x, squares.y, '▔', line);
        if below < area.bottom() {
            put(buf, x, below, '▔', plain);
        }
    }
}

/// Writes `c` in `style` over the cell's own background, where nothing is drawn yet.
fn on_blank(buf: &mut Buffer, x: u16, y: u16, c: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y))
        && cell.symbol() == " "
    {
        let style = cell.style().patch(style);
        cell.set_char(c).set_style(style);
    }
}

/// Writes one character, if the cell exists.
fn put(buf: &mut Buffer, x: u16, y: u16, c: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(c).set_style(style);
    }
}
