//! English: why an engine could not be used.

use std::fmt;

use crate::engine::EngineError;

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::NotFound => f.write_str(
                "no chess engine found: install Stockfish (apt-get install stockfish) or name one with --engine PATH",
            ),
            EngineError::Spawn { path, why } => write!(f, "cannot start the engine {}: {why}", path.display()),
            EngineError::Died { waiting, status: Some(status) } => {
                write!(f, "the engine stopped ({status}) while ferz waited for '{waiting}'")
            }
            EngineError::Died { waiting, status: None } => {
                write!(f, "the engine closed its output while ferz waited for '{waiting}'")
            }
            EngineError::Silent { waiting, after } => {
                write!(f, "the engine did not answer '{waiting}' within {} s", after.as_secs_f64())
            }
            EngineError::Garbage { line } => write!(f, "the engine sent a line ferz cannot use: {line:?}"),
        }
    }
}
