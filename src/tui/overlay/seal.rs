//! The sealing window of an adjournment: the move is typed unseen (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::keymap::{Binding, Key, intent, typed, ui};

/// The sealing window: the move's characters, Backspace, Enter seals, Esc gives up.
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::SealType(c))),
    ui(Key::Code(KeyCode::Backspace), UiEvent::SealErase),
    intent(Key::Code(KeyCode::Enter), Intent::Seal).footer(&[Fk::Seal]),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel).footer(&[Fk::Back]),
];
