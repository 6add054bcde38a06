//! An adjourned game's envelope, waiting to be opened (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::Action;
use crate::tui::keymap::{Binding, Key};

/// The envelope waits to be opened: the code's characters and Backspace, Enter opens it; F10
/// leaves it sealed (Q is a letter of codes).
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    Binding::act(Key::Code(KeyCode::Enter), Action::OpenEnvelope).footer(&[Fk::OpenEnvelope]),
    Binding::act(Key::F(10), Action::QuitNow).footer(&[Fk::Quit]),
    Binding::typed(Key::AnyChar, Action::SealType),
    Binding::act(Key::Code(KeyCode::Backspace), Action::SealErase),
];
