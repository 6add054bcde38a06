//! At the start: the unfinished games found, to resume one or start anew (chosen in
//! [`resume::choose`](crate::tui::resume)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::Action;
use crate::tui::keymap::{Binding, Key};

/// The question at the start: ↑ ↓ pick a game, R or Enter resumes it, N starts a new game
/// (К, Т on a Russian layout), Q or F10 leaves everything as it is.
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::act(Key::Code(KeyCode::Up), Action::FoundStep(-1)),
    Binding::act(Key::Code(KeyCode::Down), Action::FoundStep(1)),
    Binding::act(Key::Code(KeyCode::Enter), Action::ResumeFound(true)),
    Binding::act(Key::Chars("rRкК", "R"), Action::ResumeFound(true)).footer(&[Fk::ResumeFound]),
    Binding::act(Key::Chars("nNтТ", "N"), Action::ResumeFound(false)).footer(&[Fk::NewGame]),
    Binding::act(Key::F(10), Action::QuitNow).footer(&[Fk::Quit]),
    Binding::act(Key::Chars("qQйЙ", "Q"), Action::QuitNow),
];
