//! The terminal as a device, for every face that draws on it (the game, `ferz clock`): a frame
//! drawn whole, the screen cleared, the bell.

use std::io::{self, Write, stdout};

use ratatui::DefaultTerminal;
use ratatui::crossterm::terminal::{BeginSynchronizedUpdate, Clear, ClearType, EndSynchronizedUpdate};
use ratatui::crossterm::{execute, queue};

/// Draws one frame as one synchronized update (mode 2026): a terminal that knows the mode
/// shows each frame whole, never half drawn (the frame leaves in pieces of the standard
/// output's buffer); one that does not ignores the marks.
pub(crate) fn draw_whole(terminal: &mut DefaultTerminal, widget: impl ratatui::widgets::Widget) -> io::Result<()> {
    queue!(stdout(), BeginSynchronizedUpdate)?;
    let drawn = terminal
        .draw(|frame| {
            frame.render_widget(widget, frame.area());
            // Where the board is a picture, its uncovered squares are left to their pictures.
            super::picture::settle(frame.buffer_mut());
        })
        .map(drop)
        .and_then(|()| super::picture::flush(&mut stdout()));
    execute!(stdout(), EndSynchronizedUpdate)?;
    drawn
}

/// Clears the screen, so that the next frame is drawn whole. Not ratatui's `clear`, which
/// first asks the terminal where its cursor is: a terminal that does not answer (or answers
/// late, as one just taken back from the shell may) would end the program.
pub(crate) fn clear_all(terminal: &mut DefaultTerminal) -> io::Result<()> {
    execute!(stdout(), Clear(ClearType::All))?;
    super::picture::forget();
    // Both buffers blank: the next frame is compared with nothing and drawn whole.
    terminal.swap_buffers();
    Ok(())
}

/// Rings the terminal's bell (BEL, written at once).
pub(crate) fn ring_bell() -> io::Result<()> {
    let mut out = stdout();
    out.write_all(b"\x07")?;
    out.flush()
}
