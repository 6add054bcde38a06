//! The start screen: plain `ferz` asks the questions of a new game before the board — the
//! names, the time control, the opponent, the start, the arbiter and the language — offering
//! the last game's answers ([`crate::settings`]). A model of its own ([`Form`]) under two faces:
//! the terminal's ([`run`], drawn by [`StartView`]) and the screen reader's ([`ask_in_lines`]).
//! This file only names them: the model is `form.rs` and `after.rs`.

mod after;
mod form;
mod lines;
mod run;
mod view;

pub use after::{AfterGame, games_waiting};
pub use form::{Form, FormKey, Outcome, club_index};
pub use lines::ask_in_lines;
pub use run::{click, form_key, give_back, run};
pub use view::{MIN_SIZE, Spots, StartView, spots};
