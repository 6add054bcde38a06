//! A client of the Universal Chess Interface: ferz starts an engine (Stockfish, or any UCI
//! program), asks it about positions and reads its answers into types.
//!
//! Every wait has a deadline and every search an overall limit, the engine's death or silence
//! or nonsense is an [`EngineError`], and the engine runs in a process group of its own that
//! is ended whole when the [`Engine`] is dropped and on every way out of ferz ([`end_all`],
//! [`end_all_on_signals`]) — never a hang, a panic or a process left behind.
//!
//! The protocol messages are read by a small parser of ferz's own ([`read_reply`]): the
//! crates that exist either carry a licence a MIT program cannot link (shakmaty-uci, ruci:
//! GPL), parse the other direction (uci-parser: the commands an engine reads), or bring a
//! grammar generator and a calendar library for the six messages ferz reads
//! (vampirc-uci: pest, chrono).

pub mod computer;
mod error;
mod group;
mod limit;
mod locate;
mod process;
mod reply;

pub use error::{Ended, EngineError};
pub use group::{end_all, end_all_on_signals, hold_all, settle};
pub use limit::Limit;
pub use locate::{DEFAULT_ENGINE, SYSTEM_STOCKFISH, locate};
pub use process::{Engine, Evaluation, Go, Thought, Timeouts};
pub use reply::{Bound, Info, Reply, Score, read_reply};
