//! The terminal game: two players at one keyboard, over the [`Game`](crate::game::Game) of the
//! game layer.
//!
//! Built as model, update, view: keys and mouse become [`Action`]s ([`map_key`],
//! [`map_mouse`]): a player's [`Intent`], a [`UiEvent`] of the screen, or (from the event loop)
//! a [`Report`] of the world; [`update`] changes the [`App`] and the game with no I/O and
//! returns the [`Effects`] that need the world, in order; the view (`impl Widget for &App`) is
//! a pure function of the app. Each window over the board ([`Overlay`]) is one module of
//! `overlay`, with its keys, its update (which sees every action first while it is open), its
//! mouse and its drawing. The event loop ([`run`]) is the one place that reads the real time and touches the
//! terminal; it sleeps until the next input or the next moment the clock display changes.

mod action;
mod adjourn;
mod answers;
mod app;
mod arbiter;
mod ascii;
mod board;
pub mod clock;
mod command;
pub mod computer;
#[cfg(debug_assertions)]
mod crash_test;
mod driver;
pub mod engine_review;
mod event;
mod event_play;
mod graphics_env;
mod hand;
mod input;
pub mod key_event;
pub mod key_names;
pub mod keymap;
mod keys;
mod layout;
mod mode;
mod mouse;
mod overlay;
mod pgn_file;
pub mod picture;
mod play;
mod practice;
mod prefs;
pub mod reader;
mod record;
mod reports;
mod resume;
mod screen;
mod screen_size;
pub mod seat;
mod session;
mod setup;
pub(crate) mod signals;
pub mod start;
mod term_events;
mod term_input;
mod terminal;
mod text_line;
mod theme;
mod tty;
mod unsaved;
mod update;
pub mod view;
pub mod work;
mod wrap;

pub use action::{Action, Effect, Effects, Intent, Report, UiEvent};
pub use app::App;
pub use ascii::ascii_cell;
pub use command::parse_command;
pub use driver::RunError;
pub use event_play::{EventPlay, Shelved};
pub use hand::{Drag, Hand};
pub use input::{InputLine, InputMode};
pub use keys::{map_key, split_alt};
pub use layout::{BoardGeom, MIN_HEIGHT, MIN_WIDTH, ScreenLayout};
pub use mode::Mode;
pub use mouse::map_mouse;
pub use overlay::{Overlay, Placement, Question};
pub use pgn_file::{default_file_name, envelope_text, game_tags, pgn_text, save as save_file};
pub use prefs::{Arbiter, ColorDepth, FlipMode, PieceChoice, PieceSet, Prefs, terminal_shows_images};
pub use resume::{Begin, ReadError, ResumeError, offer_found, resume_saved};
pub use screen::Message;
pub use session::{Adjournment, Autosave, Found, FoundList, Session, Slot, Store, StoreKind, StoreResult};
pub use setup::GameSetup;
pub use start::AfterGame;
pub use terminal::{no_color, run};
pub use theme::{Marks, Palette, Theme};

/// The colours of the board, for tests and other front ends.
pub mod theme_colors {
    pub use super::theme::{
        BLACK_PIECE, CHECK, CURSOR, DARK, LAST_DARK, LAST_LIGHT, LIGHT, SELECTED, TARGET_DARK, TARGET_LIGHT,
        WHITE_PIECE,
    };
}
pub use update::update;
