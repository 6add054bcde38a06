//! The board as a picture, where the terminal can show one (kitty's graphics protocol, sixel):
//! each square a picture of its own, sent only when what it shows changes.
//!
//! The board widget draws its text board as always, then names its squares here
//! ([`want_board`]). When the whole frame is drawn, [`settle`] looks at each square: one that
//! nothing was drawn over (no window, no menu) becomes a picture — its cells are left to the
//! picture (ratatui skips them) and, if it is new or shows something new, its picture is
//! queued; one that something covers shows its text, and its picture is taken away. After
//! ratatui has written the frame, [`flush`] sends the queued pictures, inside the same
//! synchronized update. An idle clock changes no square, so it sends no picture.
//!
//! Which terminals can: [`graphics`], asked once before the first frame by [`start`].

mod detect;
mod encode;
mod paint;

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{self, Write};
use std::rc::Rc;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::event::KeyEvent;
use ratatui::buffer::{Buffer, Cell, CellDiffOption};
use ratatui::layout::Rect;

pub use detect::{Graphics, Protocol};
pub use paint::Look;

use crate::tui::prefs::PieceSet;

/// What the terminal can show, as asked at the start; `None` when it cannot, or before
/// [`start`].
static GRAPHICS: OnceLock<Option<Graphics>> = OnceLock::new();

/// Kitty pictures may be on the screen: the terminal's restore deletes them (see [`GOODBYE`]).
static KITTY_SHOWN: AtomicBool = AtomicBool::new(false);

/// The kitty pictures' ids: 1 + the square's place on the screen, above this base.
const KITTY_IDS: u32 = 0x00fe_0000;

/// What deletes every kitty picture of ferz's, for the terminal's restore (a signal, the end,
/// a stop): the range of ids ferz uses, their data freed, no answer asked.
pub const GOODBYE: &str = "\x1b_Ga=d,d=R,x=16646145,y=16711680,q=2\x1b\\";

/// Can this terminal show pictures, and how? Asks the terminal (kitty's graphics query, the
/// primary device attributes, the cell size in pixels) unless `FERZ_GRAPHICS` says it
/// (`kitty`, `sixel`, `none`) or ferz runs inside tmux or screen (no pictures). The terminal
/// must be ferz's and in raw mode, before the first frame; the answer is the process's from
/// then on (see [`graphics`]). Costs at most 200 ms on a terminal that answers nothing.
pub fn detect() -> Option<Graphics> {
    let verdict = detect::verdict(|k| std::env::var(k).ok());
    if verdict == detect::Verdict::Never {
        return None;
    }
    let (answers, typed) = detect::ask().unwrap_or_default();
    TYPED.with_borrow_mut(|keys| keys.extend(typed));
    let (cols, rows, pixels) = detect::window();
    match verdict {
        detect::Verdict::Force(protocol) => {
            // Told, not asked: the cell size as the terminal or the kernel says it, or a
            // common one.
            let cell = answers
                .cell
                .or_else(|| detect::per_cell(answers.area?, cols, rows))
                .or_else(|| detect::per_cell(pixels, cols, rows))
                .unwrap_or((10, 20));
            Some(Graphics { protocol, cell, colors: answers.colors.unwrap_or(256).clamp(2, 256) })
        }
        _ => answers.graphics(cols, rows, pixels),
    }
}

/// Asks the terminal once ([`detect`]) and keeps the answer for the process; the board is a
/// picture from then on where the pieces asked for allow it ([`wanted`]).
pub fn start() -> Option<Graphics> {
    *GRAPHICS.get_or_init(detect)
}

/// What the terminal can show, as [`start`] found it.
pub fn graphics() -> Option<Graphics> {
    GRAPHICS.get().copied().flatten()
}

/// Whether the board is drawn as a picture with the pieces set `pieces`: where the terminal
/// can show one, for the pictures asked for (`--pieces image`, or `auto` where the terminal
/// may show them); every other set stays text.
pub fn wanted(pieces: PieceSet) -> bool {
    pieces == PieceSet::Image && graphics().is_some()
}

/// One square the board asks to show as a picture.
#[derive(Debug)]
struct Want {
    /// Its cells.
    rect: Rect,
    /// What it shows.
    look: Look,
    /// Its cells as the board drew them in text: if they are still so when the frame is
    /// drawn, nothing covers the square.
    cells: Vec<Cell>,
}

/// A picture on the screen: what it shows and at what size in pixels.
type Shown = (Look, u16, u16, (u16, u16));

/// The picture layer of the main thread's terminal.
#[derive(Debug, Default)]
struct Layer {
    /// The squares the frame being drawn asks for.
    wants: Vec<Want>,
    /// The pictures on the screen, by their top-left cell.
    shown: HashMap<(u16, u16), Shown>,
    /// The screen's size when they were drawn: a new size clears the screen.
    area: Rect,
    /// The cell size in pixels, kept up with the kernel's when the window changes.
    cell: (u16, u16),
    /// Encoded pictures by what they show and their size: a board has few different squares.
    cache: HashMap<(Shown, u32), Rc<String>>,
    /// What [`flush`] sends: each sequence at its cell.
    queue: Vec<((u16, u16), Rc<String>)>,
    /// Kitty deletions to send first.
    deletes: String,
}

thread_local! {
    static LAYER: RefCell<Layer> = RefCell::new(Layer::default());
    /// The keys typed while the terminal was asked, for the event loop to take first.
    static TYPED: RefCell<Vec<KeyEvent>> = const { RefCell::new(Vec::new()) };
}

/// The keys typed while [`detect`] asked the terminal (read with its answers), in order, once.
pub fn typed_ahead() -> Vec<KeyEvent> {
    TYPED.with_borrow_mut(std::mem::take)
}

/// The board names its squares (their cells and what they show), after drawing them as text
/// into `buf`: each becomes a picture when the frame is done, if nothing is drawn over it.
pub fn want_board(buf: &Buffer, squares: impl IntoIterator<Item = (Rect, Look)>) {
    LAYER.with_borrow_mut(|layer| {
        for (rect, look) in squares {
            let rect = rect.intersection(buf.area);
            if rect.is_empty() {
                continue;
            }
            let cells = cells_of(buf, rect).cloned().collect();
            layer.wants.push(Want { rect, look, cells });
        }
    });
}

/// The cells of `rect` in `buf`, row by row.
fn cells_of(buf: &Buffer, rect: Rect) -> impl Iterator<Item = &Cell> {
    rect.rows().flat_map(move |row| row.columns().filter_map(move |p| buf.cell(p)))
}

/// After the whole frame is drawn into `buf`: the squares nothing covers are left to their
/// pictures, and the pictures that are new or changed are queued for [`flush`].
pub fn settle(buf: &mut Buffer) {
    let Some(graphics) = graphics() else { return };
    LAYER.with_borrow_mut(|layer| {
        if layer.area != buf.area || layer.cell == (0, 0) {
            // A new size: ratatui cleared the screen, and the font may be another.
            layer.area = buf.area;
            layer.cell = graphics.cell;
            let (cols, rows, pixels) = detect::window();
            if let Some(cell) = detect::per_cell(pixels, cols, rows) {
                layer.cell = cell;
            }
            layer.forget(graphics.protocol);
        }
        let wants = std::mem::take(&mut layer.wants);
        let mut kept = HashMap::new();
        for want in wants {
            let at = (want.rect.x, want.rect.y);
            let covered = !cells_of(buf, want.rect).eq(want.cells.iter());
            if covered {
                continue;
            }
            for p in want.rect.rows().flat_map(|row| row.columns()) {
                if let Some(cell) = buf.cell_mut(p) {
                    cell.set_diff_option(CellDiffOption::Skip);
                }
            }
            let (cw, ch) = layer.cell;
            let shown = (want.look, want.rect.width * cw, want.rect.height * ch, (want.rect.width, want.rect.height));
            if layer.shown.get(&at) != Some(&shown)
                && let Some(data) = layer.picture(shown, graphics, kitty_id(at))
            {
                layer.queue.push((at, data));
            }
            kept.insert(at, shown);
        }
        // A picture no longer wanted there (covered, or the board is elsewhere) goes: kitty's
        // are deleted; a sixel is written over by the text ratatui puts in its cells, which
        // were skipped before and so differ now.
        for at in layer.shown.keys() {
            if !kept.contains_key(at) && graphics.protocol == Protocol::Kitty {
                layer.deletes.push_str(&encode::kitty_delete(kitty_id(*at)));
            }
        }
        layer.shown = kept;
    });
}

/// The kitty picture id of the square whose top-left cell is `at`.
fn kitty_id((x, y): (u16, u16)) -> u32 {
    KITTY_IDS + 1 + u32::from(y) * 256 + u32::from(x.min(255))
}

impl Layer {
    /// The escape sequence that shows `shown` (from the cache when it was drawn before).
    fn picture(&mut self, shown: Shown, graphics: Graphics, id: u32) -> Option<Rc<String>> {
        // Kitty's carries the id of its place: cached per place.
        let key = (shown, if graphics.protocol == Protocol::Kitty { id } else { 0 });
        if let Some(data) = self.cache.get(&key) {
            return Some(data.clone());
        }
        let (look, w, h, (cols, rows)) = shown;
        let pixmap = paint::square(look, u32::from(w), u32::from(h))?;
        let data = Rc::new(match graphics.protocol {
            Protocol::Sixel => encode::sixel(&pixmap, graphics.colors)?,
            Protocol::Kitty => encode::kitty(&pixmap, id, cols, rows)?,
        });
        // A long game with every mark seen: still a few hundred squares at most; a new size
        // starts afresh.
        if self.cache.len() > 4096 {
            self.cache.clear();
        }
        self.cache.insert(key, data.clone());
        Some(data)
    }

    /// Nothing is on the screen any more (it was cleared): every square is sent again.
    fn forget(&mut self, protocol: Protocol) {
        self.shown.clear();
        self.queue.clear();
        if protocol == Protocol::Kitty {
            self.deletes = GOODBYE.to_string();
        }
    }
}

/// The screen was cleared (a redraw after a stop, or asked for): every picture is sent again.
pub fn forget() {
    if let Some(graphics) = graphics() {
        LAYER.with_borrow_mut(|layer| layer.forget(graphics.protocol));
    }
}

/// Sends the pictures [`settle`] queued, each at its square's top-left cell, the cursor put
/// back where it was.
pub fn flush(out: &mut impl Write) -> io::Result<()> {
    let (deletes, queue) =
        LAYER.with_borrow_mut(|layer| (std::mem::take(&mut layer.deletes), std::mem::take(&mut layer.queue)));
    if deletes.is_empty() && queue.is_empty() {
        return Ok(());
    }
    out.write_all(b"\x1b7")?;
    out.write_all(deletes.as_bytes())?;
    for ((x, y), data) in &queue {
        write!(out, "\x1b[{};{}H", y + 1, x + 1)?;
        out.write_all(data.as_bytes())?;
    }
    out.write_all(b"\x1b8")?;
    if !queue.is_empty() && graphics().is_some_and(|g| g.protocol == Protocol::Kitty) {
        KITTY_SHOWN.store(true, Ordering::SeqCst);
    }
    out.flush()
}

/// What the terminal's restore writes before it gives the screen back: the deletion of ferz's
/// kitty pictures if any were shown (a sixel goes with the alternate screen).
pub fn goodbye() -> &'static str {
    if KITTY_SHOWN.load(Ordering::SeqCst) { GOODBYE } else { "" }
}
