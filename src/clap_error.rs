//! clap's refusals of a command line read into ferz's typed [`CommandLineError`], so that each
//! language says them (clap itself speaks English only). A refusal of a shape not read here
//! stays clap's own English sentence.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use ferz::lang::{CommandLineError, NumberFault};

/// The typed value of a refusal by clap, when it is one ferz knows how to say.
pub fn read(e: &clap::Error) -> Option<CommandLineError> {
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    let texts = |kind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    };
    // clap's free-text tips (`to pass '-1' as a value, use '-- -1'`, `'perft --divide' exists`).
    let tips: Vec<String> = match e.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips.iter().map(ToString::to_string).collect(),
        _ => Vec::new(),
    };
    match e.kind() {
        ErrorKind::UnknownArgument => {
            let arg = text(ContextKind::InvalidArg)?;
            let (mut as_value, mut after_dashes, mut elsewhere) = (false, false, None);
            for tip in &tips {
                if tip.starts_with("to pass '") {
                    as_value = true;
                } else if tip.starts_with("subcommand '") && tip.ends_with("remove the '--' before it") {
                    after_dashes = true;
                } else if let Some(usage) = tip.strip_prefix('\'').and_then(|t| t.strip_suffix("' exists")) {
                    elsewhere = Some(usage.to_string());
                } else {
                    return None;
                }
            }
            Some(CommandLineError::UnknownArgument {
                arg,
                similar: text(ContextKind::SuggestedArg),
                elsewhere,
                as_value,
                after_dashes,
            })
        }
        ErrorKind::InvalidSubcommand if tips.is_empty() => Some(CommandLineError::UnknownSubcommand {
            name: text(ContextKind::InvalidSubcommand)?,
            similar: texts(ContextKind::SuggestedSubcommand),
        }),
        ErrorKind::InvalidValue => {
            let flag = text(ContextKind::InvalidArg)?;
            let value = text(ContextKind::InvalidValue)?;
            let choices = texts(ContextKind::ValidValue);
            Some(if value.is_empty() {
                CommandLineError::MissingValue { flag, choices }
            } else {
                CommandLineError::NotAChoice { flag, value, choices, similar: text(ContextKind::SuggestedValue) }
            })
        }
        ErrorKind::ValueValidation => {
            let value = text(ContextKind::InvalidValue)?;
            let fault = number_fault(std::error::Error::source(e)?, &value)?;
            Some(CommandLineError::NotANumber { arg: text(ContextKind::InvalidArg)?, value, fault })
        }
        ErrorKind::MissingRequiredArgument => {
            let args = texts(ContextKind::InvalidArg);
            (!args.is_empty()).then_some(CommandLineError::MissingArguments(args))
        }
        ErrorKind::TooManyValues => Some(CommandLineError::UnexpectedValue {
            flag: text(ContextKind::InvalidArg)?,
            value: text(ContextKind::InvalidValue)?,
        }),
        ErrorKind::ArgumentConflict => {
            let arg = text(ContextKind::InvalidArg)?;
            (text(ContextKind::PriorArg).as_ref() == Some(&arg)).then_some(CommandLineError::GivenTwice(arg))
        }
        ErrorKind::InvalidUtf8 => Some(CommandLineError::NotUtf8),
        _ => None,
    }
}

/// Why clap's number parser refused `value`: Rust's own error for a text that is no number, or
/// clap's `{value} is not in {min}..={max}` for one out of range (the one free text read here).
fn number_fault(why: &(dyn std::error::Error + 'static), value: &str) -> Option<NumberFault> {
    if let Some(why) = why.downcast_ref::<std::num::ParseIntError>() {
        return Some(match why.kind() {
            std::num::IntErrorKind::Empty => NumberFault::Empty,
            _ => NumberFault::NotDigits,
        });
    }
    let text = why.to_string();
    let (min, max) = text.strip_prefix(value)?.strip_prefix(" is not in ")?.split_once("..=")?;
    Some(NumberFault::OutOfRange { min: min.parse().ok()?, max: max.parse().ok()? })
}
