//! What the script protocol says about the computer in a chair, as typed reasons each language
//! says in one place (`en/computer.rs`, `ru/computer.rs`).

/// A `computer …` line, or a command the computer's chair refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComputerLine {
    /// `computer` with a word other than `restart` or `none`.
    NeedsWord {
        /// What followed `computer` (cleaned and cut for echoing).
        got: String,
    },
    /// `computer restart` or `computer none` in a game between people.
    NoComputer,
    /// A move, an offer or a claim on the computer's turn, while it thinks.
    Thinking {
        /// The computer's name.
        name: String,
    },
    /// A takeback asked of the computer under a strict or practice arbiter.
    NoTakeback {
        /// The computer's name.
        name: String,
    },
    /// A move or a claim for the computer, whose engine stopped: it is restarted or its chair
    /// handed to a person first.
    ComputersTurn {
        /// The computer's name.
        name: String,
    },
}

impl ComputerLine {
    /// The script protocol code: `parse` for a line that cannot be read, `not_allowed` else.
    pub const fn code(&self) -> &'static str {
        match self {
            ComputerLine::NeedsWord { .. } => "parse",
            ComputerLine::NoComputer
            | ComputerLine::ComputersTurn { .. }
            | ComputerLine::Thinking { .. }
            | ComputerLine::NoTakeback { .. } => "not_allowed",
        }
    }
}
