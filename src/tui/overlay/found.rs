//! At the start: the unfinished games found, to resume one or start anew (chosen in
//! [`resume::choose`](crate::tui::resume)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Intent, UiEvent};
use crate::tui::keymap::{Binding, Key, intent, ui};

/// The question at the start: ↑ ↓ pick a game, R or Enter resumes it, N starts a new game
/// (К, Т on a Russian layout), Q or F10 leaves everything as it is.
pub(in crate::tui) static KEYS: &[Binding] = &[
    ui(Key::Code(KeyCode::Up), UiEvent::FoundStep(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::FoundStep(1)),
    intent(Key::Code(KeyCode::Enter), Intent::ResumeFound(true)),
    intent(Key::Chars("rRкК", "R"), Intent::ResumeFound(true)).footer(&[Fk::ResumeFound]),
    intent(Key::Chars("nNтТ", "N"), Intent::ResumeFound(false)).footer(&[Fk::NewGame]),
    intent(Key::F(10), Intent::QuitNow).footer(&[Fk::Quit]),
    intent(Key::Chars("qQйЙ", "Q"), Intent::QuitNow),
];
