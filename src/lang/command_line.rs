//! What can be wrong with a command line before any value reaches ferz's own parsers: an
//! unknown flag or subcommand, a value not among a flag's choices, a missing value or argument.
//! The binary reads clap's errors into these values (clap stays out of the library), and each
//! language says them in one place (`en/command_line.rs`, `ru/command_line.rs`).

/// A command line the parser refused, with what it found and what it suggests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandLineError {
    /// A flag or an argument no command takes here (`--whit`, a second file of `ferz resume`).
    UnknownArgument {
        /// The argument as given.
        arg: String,
        /// A flag of this command with a similar name (`--white`).
        similar: Option<String>,
        /// The flag exists, but only after this subcommand (`perft --divide`).
        elsewhere: Option<String>,
        /// It starts with a dash but could be a value: pass it after `--`.
        as_value: bool,
        /// It is a subcommand, given after `--` (`ferz -- play`): the `--` must go.
        after_dashes: bool,
    },
    /// A subcommand ferz does not have (`ferz plya`), with those of similar names.
    UnknownSubcommand {
        /// The word as given.
        name: String,
        /// Subcommands with a similar name (`play`).
        similar: Vec<String>,
    },
    /// A value not among the flag's choices (`--pieces x`).
    NotAChoice {
        /// The flag with its value's name: `--pieces <SET>`.
        flag: String,
        /// The value as given.
        value: String,
        /// The values the flag takes.
        choices: Vec<String>,
        /// The choice with a similar spelling.
        similar: Option<String>,
    },
    /// A flag given without the value it needs (`--time` at the end).
    MissingValue {
        /// The flag with its value's name: `--time <TC>`.
        flag: String,
        /// The values the flag takes, when it has a fixed set.
        choices: Vec<String>,
    },
    /// A value that is not a whole number where one is needed (`perft x`), or one out of range.
    NotANumber {
        /// The flag or argument: `<DEPTH>`, `--no-offers-before <N>`; a flag is named alone.
        arg: String,
        /// The value as given.
        value: String,
        /// What is wrong with it.
        fault: NumberFault,
    },
    /// Arguments that must be given and were not (`ferz perft` without a depth).
    MissingArguments(Vec<String>),
    /// A value given to a flag that takes none (`--bell=yes`).
    UnexpectedValue {
        /// The flag.
        flag: String,
        /// The value as given.
        value: String,
    },
    /// A flag given twice (`--white Ann --white Bob`).
    GivenTwice(String),
    /// An argument that is not UTF-8 text.
    NotUtf8,
}

/// Why a text is not a whole number of the size needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberFault {
    /// Nothing was given.
    Empty,
    /// A character that is not a digit.
    NotDigits,
    /// A whole number outside the range the flag takes.
    OutOfRange {
        /// The smallest number taken.
        min: i64,
        /// The largest number taken.
        max: i64,
    },
}

impl CommandLineError {
    /// A flag's name alone (`--no-offers-before`) when the value refused is a flag's, none for
    /// an argument without a flag (`<DEPTH>`).
    pub(crate) fn flag_alone(arg: &str) -> Option<&str> {
        arg.starts_with("--").then(|| arg.split_whitespace().next().unwrap_or(arg))
    }
}
