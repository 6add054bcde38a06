//! An adjourned game's envelope, waiting to be opened (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::keymap::{Binding, Key, intent, typed, ui};

/// The envelope waits to be opened: the code's characters and Backspace, Enter opens it; F10
/// leaves it sealed (Q is a letter of codes).
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    intent(Key::Code(KeyCode::Enter), Intent::OpenEnvelope).footer(&[Fk::OpenEnvelope]),
    intent(Key::F(10), Intent::QuitNow).footer(&[Fk::Quit]),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::SealType(c))),
    ui(Key::Code(KeyCode::Backspace), UiEvent::SealErase),
];
