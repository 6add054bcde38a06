//! English: what is wrong with a command line, in clap's own words (the English a user of
//! clap-based programs knows), as one line; a number refused is said as ferz's own value
//! parsers say theirs, what is wrong and what to give.

use std::fmt;

use crate::lang::command_line::{CommandLineError, NumberFault};

/// `, 'a', 'b'`: names quoted and joined.
fn quoted(names: &[String]) -> String {
    names.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>().join(", ")
}

/// ` [possible values: a, b]` when there are choices.
fn choices(choices: &[String]) -> String {
    if choices.is_empty() { String::new() } else { format!(" [possible values: {}]", choices.join(", ")) }
}

/// Why `value` is not a number the flag takes, as ferz's own value parsers say it (the
/// level's "'x' is not a level: give 1 … to 8 …"): what is wrong, then what to give. Not the
/// parsers' "invalid digit found in string" or "0 is not in 1..=256", which a player need not
/// read as a programmer.
fn number_fault(value: &str, fault: NumberFault) -> String {
    match fault {
        NumberFault::Empty => "no number given: give a whole number".to_string(),
        NumberFault::NotDigits => format!("'{value}' is not a whole number: give digits only"),
        NumberFault::OutOfRange { min, max } => format!("{value} is out of range: give a number from {min} to {max}"),
    }
}

impl fmt::Display for CommandLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use CommandLineError as E;
        match self {
            E::UnknownArgument { arg, similar, elsewhere, as_value, after_dashes } => {
                write!(f, "unexpected argument '{arg}' found")?;
                if *after_dashes {
                    write!(f, "; subcommand '{arg}' exists; to use it, remove the '--' before it")?;
                }
                if *as_value {
                    write!(f, "; to pass '{arg}' as a value, use '-- {arg}'")?;
                }
                if let Some(similar) = similar {
                    write!(f, "; a similar argument exists: '{similar}'")?;
                }
                if let Some(elsewhere) = elsewhere {
                    write!(f, "; '{elsewhere}' exists")?;
                }
                Ok(())
            }
            E::UnknownSubcommand { name, similar } => {
                write!(f, "unrecognized subcommand '{name}'")?;
                match similar.len() {
                    0 => Ok(()),
                    1 => write!(f, "; a similar subcommand exists: {}", quoted(similar)),
                    _ => write!(f, "; some similar subcommands exist: {}", quoted(similar)),
                }
            }
            E::NotAChoice { flag, value, choices: all, similar } => {
                write!(f, "invalid value '{value}' for '{flag}'{}", choices(all))?;
                match similar {
                    Some(similar) => write!(f, "; a similar value exists: '{similar}'"),
                    None => Ok(()),
                }
            }
            E::MissingValue { flag, choices: all } => {
                write!(f, "a value is required for '{flag}' but none was supplied{}", choices(all))
            }
            E::NotANumber { arg, value, fault } => match CommandLineError::flag_alone(arg) {
                // As ferz's own value parsers are quoted: the flag, and why.
                Some(flag) => return write!(f, "{flag}: {}", number_fault(value, *fault)),
                None => write!(f, "invalid value '{value}' for '{arg}': {}", number_fault(value, *fault)),
            },
            E::MissingArguments(args) => {
                write!(f, "the following required arguments were not provided: {}", args.join(" "))
            }
            E::UnexpectedValue { flag, value } => {
                write!(f, "unexpected value '{value}' for '{flag}' found; no more were expected")
            }
            E::GivenTwice(arg) => write!(f, "the argument '{arg}' cannot be used multiple times"),
            E::NotUtf8 => f.write_str("invalid UTF-8 was detected in one or more arguments"),
        }?;
        write!(f, " ({SEE_HELP})")
    }
}

/// Where to read the right form, after the sentence.
pub(in crate::lang) const SEE_HELP: &str = "see 'ferz --help'";
