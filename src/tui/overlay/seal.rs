//! The sealing window of an adjournment: the move is typed unseen (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::Action;
use crate::tui::keymap::{Binding, Key};

/// The sealing window: the move's characters, Backspace, Enter seals, Esc gives up.
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    Binding::typed(Key::AnyChar, Action::SealType),
    Binding::act(Key::Code(KeyCode::Backspace), Action::SealErase),
    Binding::act(Key::Code(KeyCode::Enter), Action::Seal).footer(&[Fk::Seal]),
    Binding::act(Key::Code(KeyCode::Esc), Action::Cancel).footer(&[Fk::Back]),
];
