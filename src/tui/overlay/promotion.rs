//! The promotion picker: the pawn on the last rank becomes the piece chosen by its letter, or
//! by the arrows and Enter.

use ratatui::crossterm::event::KeyCode;

use crate::game::Instant;
use crate::rules::{Move, Role};
use crate::tui::action::{Intent, UiEvent};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, HelpItem as H, Key, intent, ui};
use crate::tui::overlay::Overlay;
use crate::tui::practice;
use crate::tui::update::play_move;

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

/// The promotion picker's piece: the pawn's move is played with it. A pawn left a pawn is a
/// hand's move, only for practice (7.5.2).
pub(in crate::tui) fn promote(app: &mut App, role: Role, now: Instant) {
    if let Some(&Overlay::Promotion { from, to, .. }) = app.overlay() {
        let promotion = match role {
            Role::Pawn if app.game().is_practice() => None,
            Role::Pawn => return,
            role => Some(role),
        };
        app.overlay = None;
        play_move(app, Move::new(from, to, promotion), now);
    }
}

/// ←/→ in the picker: the choice moves, round the four pieces.
pub(in crate::tui) fn move_choice(app: &mut App, d: i8) {
    if let Some(Overlay::Promotion { choice, .. }) = app.overlay.as_mut() {
        *choice = (*choice as i64 + i64::from(d)).rem_euclid(4) as usize;
    }
}

/// Enter or Space in the picker: the highlighted piece.
pub(in crate::tui) fn choose(app: &mut App, now: Instant) {
    if let Some(&Overlay::Promotion { choice, .. }) = app.overlay() {
        promote(app, Role::PROMOTIONS[choice.min(3)], now);
    }
}

/// Esc closed the picker for the pawn on `from`: it stays in hand if touch-move binds it.
pub(in crate::tui) fn cancelled(app: &mut App, from: crate::rules::Square) {
    let kept = practice::kept(app, from);
    app.board.hand.hold(kept);
}
