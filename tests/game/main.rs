//! The game model: game rules beyond the script protocol, clocks, practice across saves, the
//! adjudicator and the arbiter beside the game, Chess960 games.
//!
//! One test binary for the group, so the crate and the shared helpers are linked once: each
//! module is one topic.

#[path = "../common/mod.rs"]
mod common;
#[path = "../xorshift/mod.rs"]
mod xorshift;

mod adjudication_game;
mod arbiter_beside;
mod chess960_game;
mod clock_properties;
mod computer_saves;
mod game_rules;
mod practice_saves;
mod time_control_saves;
