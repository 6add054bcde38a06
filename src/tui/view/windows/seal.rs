//! The sealing window's drawing and where it stands.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::WindowFace;
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::seal::SealWindow;
use crate::tui::view::{
    Look, MOVES_KEPT, beside_board, centered, frame, in_theme, menu_lines, middle, side_column, wrapped_rows,
};

impl WindowFace for SealWindow<'_> {
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        self.view(app, layout).render(area, buf);
    }

    /// Under the move list, which keeps its newest moves above it.
    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        self.view(app, layout).below_moves()
    }

    /// The clock of the sealer runs: both stay in sight, one line each, beside the window.
    fn small_clocks(&self) -> bool {
        true
    }
}

impl SealWindow<'_> {
    /// The window as the app shows it.
    fn view<'a>(&'a self, app: &'a App, layout: &'a ScreenLayout) -> SealView<'a> {
        let game = app.game();
        SealView {
            typed: self.0,
            turn: game.turn(),
            name: game.name(game.turn()),
            move_number: game.position().fullmoves(),
            layout,
            look: Look::of(app),
        }
    }
}

/// The mark shown for each character of the sealed move.
const HIDDEN: char = '●';

/// The sealing window: who seals which move, and the typed move as dots. It stands beside the
/// board (the sealer studies the position while their clock runs), the status line saying what
/// to do.
#[derive(Debug, Clone, Copy)]
pub struct SealView<'a> {
    /// The typed move (shown only as its length).
    pub typed: &'a str,
    /// The side sealing its move.
    pub turn: Color,
    /// The name of the player sealing it, if the players gave names.
    pub name: Option<&'a str>,
    /// The number of the move sealed.
    pub move_number: u32,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

/// What the sealing window holds besides the dots, from the most to the least.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Fit {
    /// Who seals which move, and what sealing means (the status line says it too).
    prompt: bool,
    /// A blank row between the parts.
    spaced: bool,
    /// The keys (the footer names them too).
    keys: bool,
}

const FITS: [Fit; 4] = [
    Fit { prompt: true, spaced: true, keys: true },
    Fit { prompt: false, spaced: true, keys: true },
    Fit { prompt: false, spaced: false, keys: true },
    Fit { prompt: false, spaced: false, keys: false },
];

impl SealView<'_> {
    /// The prompt: who seals which move.
    fn prompt(&self) -> String {
        let s: &dyn TerminalWords = self.look.words;
        self.look.theme.text(&s.seal_prompt(self.name, self.turn, self.move_number)).into_owned()
    }

    /// The rows of the window `w` columns wide holding `fit`.
    fn rows(&self, w: u16, fit: Fit) -> u16 {
        let s: &dyn TerminalWords = self.look.words;
        let text_w = w.saturating_sub(4);
        let keys = menu_lines(s.seal_keys(), usize::from(text_w), self.look.theme).len() as u16;
        let mut rows = 3;
        if fit.prompt {
            rows += wrapped_rows(&self.prompt(), text_w) + u16::from(fit.spaced);
        }
        if fit.keys {
            rows += keys + u16::from(fit.spaced);
        }
        rows
    }

    /// Where the window goes and what it holds: under the move list, which keeps its newest
    /// moves (the clocks, the sealer's running, stay in sight); else over the move list; else
    /// in the side panel run down to the status line; the board stays whole. Only on a screen
    /// too small for that, over the middle.
    fn place(&self) -> (Rect, Fit) {
        let l = self.layout;
        for kept in MOVES_KEPT.into_iter().chain([0]) {
            for fit in FITS {
                if let Some(rect) = beside_board(l, kept, |w| self.rows(w, fit)) {
                    return (rect, fit);
                }
            }
        }
        let column = side_column(l);
        for fit in FITS {
            let h = self.rows(column.width, fit);
            if column.width >= 20 && h <= column.height {
                return (Rect { y: column.bottom() - h, height: h, ..column }, fit);
            }
        }
        (centered(middle(l), l.screen, 44, self.rows(44, FITS[1])), FITS[1])
    }

    /// The window's rectangle, when it stands under the move list (which then stops above it).
    pub fn below_moves(&self) -> Option<Rect> {
        let (rect, _) = self.place();
        let moves = self.layout.moves;
        (rect.x == moves.x && rect.y > moves.y && rect.bottom() == moves.bottom()).then_some(rect)
    }
}

impl Widget for SealView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let (rect, fit) = self.place();
        let rect = rect.intersection(area).intersection(buf.area);
        if rect.is_empty() {
            return;
        }
        let dots: String = std::iter::repeat_n(HIDDEN, self.typed.chars().count()).collect();
        let caret = Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED));
        let mut body = Vec::new();
        if fit.prompt {
            body.push(Line::from(self.prompt()));
            if fit.spaced {
                body.push(Line::default());
            }
        }
        body.push(Line::from(vec![Span::styled(s.seal_label(), theme.bold()), Span::raw(dots), caret]));
        if fit.keys {
            if fit.spaced {
                body.push(Line::default());
            }
            let keys = menu_lines(s.seal_keys(), usize::from(rect.width.saturating_sub(4)), theme);
            body.extend(keys.into_iter().map(|k| Line::from(Span::styled(k, theme.dim()))));
        }
        let inner = frame(theme, rect, buf, s.seal_title());
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        Paragraph::new(in_theme(theme, body)).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
    }
}
