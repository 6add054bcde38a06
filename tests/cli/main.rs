//! The real `ferz` binary without a terminal: `ferz script`, `ferz check`, `ferz adjudicate`,
//! `ferz analyse`, the command line's errors and edges, terminal safety of what it prints, and
//! the UCI client against real and fake engines.
//!
//! One test binary for the group, so the crate and the shared helpers are linked once: each
//! module is one topic.

#[path = "../common/mod.rs"]
mod common;
#[path = "../processes/mod.rs"]
mod processes;

mod adjudicate_cli;
mod analyse_cli;
mod analyse_hostile;
mod check_cli;
mod cli_errors;
mod edges_cli;
mod engine_uci;
mod event_flags;
mod script_clock;
mod script_computer;
mod script_draws;
mod script_opening;
mod script_practice;
mod script_protocol;
mod script_rules;
mod script_time_tags;
mod terminal_safety;
mod tui_cli;
