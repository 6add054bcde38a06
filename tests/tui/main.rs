//! The terminal game without a terminal: the app driven through the real key and mouse maps
//! and `update`, and its screens drawn into ratatui's test backend (insta snapshots in
//! `tests/tui/snapshots/`), `ferz clock` included.
//!
//! One test binary for the group, so the crate and the shared helpers are linked once: each
//! module is one topic.

#[path = "../tui_support/mod.rs"]
mod tui_support;

mod art_pieces;
mod big_clock_screens;
mod big_digits;
mod circles;
mod clock_mode;
mod layers;
mod no_cut;
mod tui_arbiter;
mod tui_claim_assist;
mod tui_computer_fault;
mod tui_eval_chart;
mod tui_flow;
mod tui_illegal_moves;
mod tui_one_keyboard;
mod tui_practice;
mod tui_saves;
mod tui_screens;
mod tui_screens_ru;
mod tui_short_standings;
mod tui_standings;
mod tui_start;
mod tui_time_chart;
mod tui_update;
mod tui_widgets;
mod tui_windows;
mod tui_words_by_name;
