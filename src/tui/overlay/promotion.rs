//! The promotion picker: the pawn on the last rank becomes the piece chosen by its letter, or
//! by the arrows and Enter.

use crate::rules::{Move, Role};
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::app::App;
use crate::tui::overlay::Overlay;
use crate::tui::practice;

use super::window::Window;
use super::{Change, Handled, Order, Typed};
use crate::lang::reader::ReaderWords;
use crate::rules::Square;
use crate::tui::answers::promotion;

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

/// The open promotion picker, with its highlighted piece.
pub(in crate::tui) struct PickerWindow(pub(in crate::tui) usize);

impl Window for PickerWindow {
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
