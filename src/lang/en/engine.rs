//! English: why an engine could not be used.

use std::fmt;

use crate::engine::{EngineError, Limit};

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::NotFound => f.write_str(
                "no chess engine found: install Stockfish (apt-get install stockfish) or name one with --engine PATH",
            ),
            EngineError::Spawn { path, why } => {
                let path = crate::text::visible(&path.display().to_string());
                match why.kind() {
                    std::io::ErrorKind::NotFound => write!(
                        f,
                        "cannot start the engine {path}: there is no such program (give the path of a UCI engine with --engine, or install Stockfish: apt-get install stockfish)"
                    ),
                    std::io::ErrorKind::PermissionDenied => {
                        write!(
                            f,
                            "cannot start the engine {path}: it is not a program ferz may run (a folder, or a file without execute permission)"
                        )
                    }
                    _ => write!(f, "cannot start the engine {path}: {why}"),
                }
            }
            EngineError::Died { waiting, status: Some(status) } => {
                let how = match status {
                    crate::engine::Ended::Code(code) => format!("exit status {code}"),
                    crate::engine::Ended::Signal(n) => format!("ended by signal {n}"),
                };
                write!(f, "the engine stopped ({how}) while ferz waited for '{waiting}'")
            }
            EngineError::Died { waiting, status: None } => {
                write!(f, "the engine closed its output while ferz waited for '{waiting}'")
            }
            EngineError::Silent { waiting, after } => {
                write!(f, "the engine did not answer '{waiting}' within {} s", after.as_secs_f64())
            }
            EngineError::Overran { limit, after } => {
                let search = match limit {
                    Limit::Depth(depth) => format!("depth {depth}"),
                    Limit::Movetime(time) => format!("{} ms a move", time.as_millis()),
                };
                write!(
                    f,
                    "the engine was still searching after {} s, the limit for {search}: ferz sent 'stop' and ended the engine",
                    seconds(*after)
                )
            }
            EngineError::Garbage { line } => write!(f, "the engine sent a line ferz cannot use: {line:?}"),
        }
    }
}

/// Seconds to a tenth, without a needless `.0`: `5`, `1.5`.
fn seconds(time: std::time::Duration) -> String {
    let tenths = (time.as_secs_f64() * 10.0).round();
    if tenths % 10.0 == 0.0 { format!("{}", tenths / 10.0) } else { format!("{:.1}", tenths / 10.0) }
}
