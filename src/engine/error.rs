//! Why an engine could not be used, as a typed value; each language says it in `lang/`.

use std::path::PathBuf;
use std::time::Duration;

use super::Limit;

/// Why an engine could not be started or stopped answering sensibly. The process is killed
/// and reaped whenever one of these is returned.
#[derive(Debug)]
pub enum EngineError {
    /// No engine was named and none was found: `stockfish` on `PATH` and in `/usr/games`.
    NotFound,
    /// The engine's program could not be started.
    Spawn {
        /// The program.
        path: PathBuf,
        /// The system's reason.
        why: std::io::Error,
    },
    /// The engine's process ended (or closed its output) while ferz was waiting for `waiting`.
    Died {
        /// What ferz was waiting for (`uciok`, `readyok`, `bestmove`).
        waiting: &'static str,
        /// The exit status, when the process had ended and it could be read.
        status: Option<String>,
    },
    /// The engine said nothing ferz waited for within `after`.
    Silent {
        /// What ferz was waiting for.
        waiting: &'static str,
        /// How long it waited.
        after: Duration,
    },
    /// The engine was still searching, whatever it said meanwhile, when the search's overall
    /// limit was over: ferz sent `stop` and ended the engine.
    Overran {
        /// The search asked for.
        limit: Limit,
        /// Its overall limit (see [`Timeouts::search_limit`](super::Timeouts::search_limit)).
        after: Duration,
    },
    /// The engine sent a line ferz cannot read where it needs one: a broken `info` or
    /// `bestmove`, a move that is not legal in the position, or a flood of lines of no use.
    Garbage {
        /// The line, cut to a readable length.
        line: String,
    },
}

impl std::error::Error for EngineError {}
