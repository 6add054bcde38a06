//! The promotion picker: the pawn on the last rank becomes the piece chosen by its letter, or
//! by the arrows and Enter.

use crate::tui::key_event::KeyCode;

use crate::rules::{Move, Role};
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, HelpItem as H, Key, intent, ui};
use crate::tui::overlay::Overlay;
use crate::tui::practice;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{Change, Handled, Mouse, Order, Typed, Window};
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::TerminalWords;
use crate::rules::{Color, Piece, Square};
use crate::tui::layout::ScreenLayout;
use crate::tui::reader::commands::promotion;
use crate::tui::view::{Look, centered, frame};
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};

/// The promotion picker: the piece's letter (English or Russian), or ←/→ and Enter.
pub(in crate::tui) static KEYS: &[Binding] = &[
    intent(Key::Chars("qQфФ", "Q"), Intent::Promote(Role::Queen)),
    intent(Key::Chars("rRлЛ", "R"), Intent::Promote(Role::Rook)),
    intent(Key::Chars("bBсС", "B"), Intent::Promote(Role::Bishop)),
    intent(Key::Chars("nNкК", "N"), Intent::Promote(Role::Knight)),
    // --arbiter practice: the pawn stays a pawn on the last rank (7.5.2).
    intent(Key::Chars("pPпП", "P"), Intent::Promote(Role::Pawn)),
    ui(Key::Chars(" ", "Space"), UiEvent::PickerChoose),
    ui(Key::Code(KeyCode::Left), UiEvent::PickerMove(-1)).help(H::PickerStep),
    ui(Key::Code(KeyCode::Up), UiEvent::PickerMove(-1)),
    ui(Key::Code(KeyCode::Right), UiEvent::PickerMove(1)).help(H::PickerStep),
    ui(Key::Code(KeyCode::Down), UiEvent::PickerMove(1)),
    ui(Key::Code(KeyCode::Enter), UiEvent::PickerChoose).help(H::PickerTake),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel),
];

/// The promotion picker's piece: the pawn's move from `from` to `to` is played with it. A
/// pawn left a pawn is a hand's move, only for practice (7.5.2).
fn promote(app: &App, (from, to): (Square, Square), role: Role) -> Vec<Change> {
    let promotion = match role {
        Role::Pawn if app.game().is_practice() => None,
        Role::Pawn => return Vec::new(),
        role => Some(role),
    };
    vec![Change::Window(None), Change::Do(Order::Play(Move::new(from, to, promotion)))]
}

/// ←/→ in the picker: the choice moves, round the four pieces.
fn move_choice((from, to): (Square, Square), choice: usize, d: i8) -> Vec<Change> {
    let choice = (choice as i64 + i64::from(d)).rem_euclid(4) as usize;
    vec![Change::Window(Some(Overlay::Promotion { from, to, choice }))]
}

/// Esc closes the picker: the pawn stays in hand if touch-move binds it.
fn cancel(app: &App, from: Square) -> Vec<Change> {
    vec![Change::Window(None), Change::Hold(practice::kept(app, from))]
}

// The view.

/// Columns per piece in the promotion picker.
const PICK_W: u16 = 7;
/// Width of the promotion picker.
const PICKER_W: u16 = 38;

/// Where the promotion picker goes.
pub fn picker_rect(layout: &ScreenLayout) -> Rect {
    centered(layout.board.squares(), layout.screen, PICKER_W, 4)
}

/// The first column of the picker's row of pieces.
fn picker_row_x(rect: Rect) -> u16 {
    rect.x + (rect.width.saturating_sub(4 * PICK_W)) / 2
}

/// The piece of the promotion picker under the screen cell (`x`, `y`), if any.
pub fn picker_choice_at(layout: &ScreenLayout, x: u16, y: u16) -> Option<Role> {
    let rect = picker_rect(layout);
    let x0 = picker_row_x(rect);
    if y != rect.y + 1 || x < x0 {
        return None;
    }
    Role::PROMOTIONS.get(usize::from((x - x0) / PICK_W)).copied()
}

/// The open promotion picker, with its highlighted piece.
pub(in crate::tui) struct PickerWindow(pub(in crate::tui) usize);

impl Window for PickerWindow {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

    /// A piece taken (by its letter, the arrows and Enter, or the mouse), or Esc.
    fn update(&self, app: &App, action: &Action) -> Handled {
        let Some(&Overlay::Promotion { from, to, choice }) = app.overlay() else { return Handled::Pass };
        Handled::Done(match *action {
            Action::Intent(Intent::Promote(role)) => promote(app, (from, to), role),
            Action::Ui(UiEvent::PickerMove(d)) => move_choice((from, to), choice, d),
            // Enter or Space: the highlighted piece.
            Action::Ui(UiEvent::PickerChoose) => promote(app, (from, to), Role::PROMOTIONS[choice.min(3)]),
            Action::Ui(UiEvent::Cancel) => cancel(app, from),
            _ => return Handled::Pass,
        })
    }

    /// A click on a piece takes it.
    fn mouse(&self, layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        Mouse::Takes(match event.kind {
            MouseEventKind::Down(MouseButton::Left) => {
                picker_choice_at(layout, event.column, event.row).map(|role| Intent::Promote(role).into())
            }
            _ => None,
        })
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        let game = app.game();
        PickerView { choice: self.0, turn: game.turn(), practice: game.is_practice(), layout, look: app.look() }
            .render(area, buf);
    }

    /// The screen-reader face asks for the piece.
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        vec![w.promotion_prompt().to_string()]
    }

    /// The piece typed in the screen-reader face, by its name or letter in either language;
    /// anything else asks again.
    fn typed(&self, app: &App, text: &str) -> Typed {
        match promotion(text, app.prefs().lang.words()) {
            Some(role) => Typed::Act(vec![Intent::Promote(role).into()]),
            None => Typed::AskAgain(self.said(app)),
        }
    }
}

/// The promotion picker.
#[derive(Debug, Clone, Copy)]
pub struct PickerView<'a> {
    /// The highlighted piece, 0–3.
    pub choice: usize,
    /// The side promoting.
    pub turn: Color,
    /// Under `--arbiter practice`: the pawn may stay a pawn, and a line more says how.
    pub practice: bool,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl Widget for PickerView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // Under --arbiter practice a line more says how to leave the pawn a pawn; the pieces'
        // row stays where the mouse looks for it.
        let rect = picker_rect(self.layout);
        let rect = if self.practice { Rect { height: rect.height + 1, ..rect } } else { rect };
        let rect = rect.intersection(area).intersection(buf.area);
        if rect.is_empty() {
            return;
        }
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let inner = frame(theme, rect, buf, s.promote_title());
        let mut spans = vec![Span::raw(" ".repeat(usize::from(picker_row_x(rect).saturating_sub(inner.x))))];
        for (i, role) in Role::PROMOTIONS.into_iter().enumerate() {
            let glyph = theme.piece_in_text(Piece::new(self.turn, role));
            let text = format!(" {glyph} {} ", s.promote_letter(role));
            let style = if i == self.choice { theme.current_move() } else { theme.bold() };
            let pad = usize::from(PICK_W).saturating_sub(text.chars().count());
            spans.push(Span::styled(text, style));
            spans.push(Span::raw(" ".repeat(pad)));
        }
        let mut lines = vec![
            Line::from(spans),
            Line::from(Span::styled(theme.text(s.promote_keys()).into_owned(), theme.dim()))
                .alignment(Alignment::Center),
        ];
        if self.practice {
            lines.push(
                Line::from(Span::styled(theme.text(s.promote_pawn()).into_owned(), theme.dim()))
                    .alignment(Alignment::Center),
            );
        }
        Paragraph::new(lines).render(inner, buf);
    }
}
