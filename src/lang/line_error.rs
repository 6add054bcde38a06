//! Why an input line of the script protocol cannot be read (the `parse` code), as a typed
//! reason, said by each language in one place (`en.rs`, `ru.rs`). It lives here, below
//! [`script`](crate::script), as [`CommandLineError`](super::CommandLineError) does: the
//! languages name it without importing the layer that reads the lines.

/// An input line that is not a command the protocol reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// `move` with nothing after it.
    MoveNeedsText,
    /// `wait` without a number of seconds.
    WaitNeedsSeconds {
        /// What followed `wait` (cleaned and cut for echoing).
        got: String,
    },
    /// A command that takes no argument was given one.
    TakesNothing {
        /// The command.
        command: String,
        /// What followed it (cleaned and cut for echoing).
        got: String,
    },
    /// `touch` without a square.
    TouchNeedsSquare,
    /// `resign` with something other than `white`, `black` or nothing.
    ResignTakesSide {
        /// What followed `resign` (cleaned and cut for echoing).
        got: String,
    },
    /// `adjust` without a side and a change (`adjust white +120`, `adjust black moves 40`).
    AdjustNeedsChange {
        /// What followed `adjust` (cleaned and cut for echoing).
        got: String,
    },
    /// A command the protocol does not know.
    UnknownCommand {
        /// The first word of the line (cleaned and cut for echoing).
        command: String,
    },
    /// The line is longer than the protocol reads.
    TooLong {
        /// The longest line read, in bytes.
        max_bytes: usize,
    },
    /// The line is not UTF-8 text.
    NotUtf8,
}

impl LineError {
    /// The script protocol code: always `parse`.
    pub const fn code(&self) -> &'static str {
        "parse"
    }
}

impl std::error::Error for LineError {}
