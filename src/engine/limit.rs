//! How long the engine searches each position: its own file, since both the engine's process
//! and its errors (a search that overran its limit) name it.

use std::time::Duration;

/// How long the engine searches each position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// `go depth N`.
    Depth(u32),
    /// `go movetime MS`.
    Movetime(Duration),
}
