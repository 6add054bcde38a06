//! What the model knows of the screen's shape: the least size the game is played in and the
//! rows the title and the lines under the board take, so the rows of the middle where the
//! windows stand. The terminal face's layout (`layout.rs`) places everything from these; the
//! model counts a window's rows with them (how far a list scrolls) without drawing.

/// The least terminal width the game can be played in.
pub const MIN_WIDTH: u16 = 54;
/// The least terminal height the game can be played in.
pub const MIN_HEIGHT: u16 = 14;
/// Rows under the board: two status rows, the input line, the footer.
pub const BOTTOM_ROWS: u16 = 4;
/// Rows of the title, above everything.
pub const TITLE_ROWS: u16 = 1;

/// The rows between the title and the status line of a screen `w` by `h`, or `None` when the
/// screen is too small for the game.
pub fn middle_rows(w: u16, h: u16) -> Option<u16> {
    (w >= MIN_WIDTH && h >= MIN_HEIGHT).then(|| h - TITLE_ROWS - BOTTOM_ROWS)
}
