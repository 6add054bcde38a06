//! Why an engine could not be used, as a typed value; each language says it in `lang/`.

use std::path::PathBuf;
use std::time::Duration;

use super::Limit;

/// How an engine's process ended: its exit code, or the signal that ended it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// It exited with this code.
    Code(i32),
    /// A signal ended it (its number).
    Signal(i32),
}

impl Ended {
    /// How `status` says the process ended, when it says.
    pub fn of(status: std::process::ExitStatus) -> Option<Ended> {
        use std::os::unix::process::ExitStatusExt;
        status.code().map(Ended::Code).or_else(|| status.signal().map(Ended::Signal))
    }
}

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
        /// How the process ended, when it had and that could be read.
        status: Option<Ended>,
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
