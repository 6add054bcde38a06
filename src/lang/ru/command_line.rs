//! Russian: what is wrong with a command line, beside the English of `en/command_line.rs`.
//! Flags, subcommands and values are quoted as typed, since they are typed in Latin letters.

use crate::lang::command_line::{CommandLineError, NumberFault};

/// `«a», «b»`: names quoted and joined.
fn quoted(names: &[String]) -> String {
    names.iter().map(|n| format!("«{n}»")).collect::<Vec<_>>().join(", ")
}

/// ` [возможные значения: a, b]` when there are choices.
fn choices(choices: &[String]) -> String {
    if choices.is_empty() {
        String::new()
    } else {
        format!(" [возможные значения: {}]", choices.join(", "))
    }
}

fn number_fault(fault: NumberFault) -> String {
    match fault {
        NumberFault::Empty => "число не указано".to_string(),
        NumberFault::NotDigits => "нужно целое число, только цифры".to_string(),
        NumberFault::OutOfRange { min, max } => format!("нужно число от {min} до {max}"),
    }
}

/// What is wrong with a command line, as one line.
pub(in crate::lang) fn command_line_error(e: &CommandLineError) -> String {
    use CommandLineError as E;
    let said = match e {
        E::UnknownArgument { arg, similar, elsewhere, as_value, after_dashes } => {
            let mut out = format!("неизвестный аргумент «{arg}»");
            if *after_dashes {
                out.push_str(&format!("; есть подкоманда «{arg}»: чтобы её вызвать, уберите «--» перед ней"));
            }
            if *as_value {
                out.push_str(&format!("; чтобы передать «{arg}» как значение, пишите «-- {arg}»"));
            }
            if let Some(similar) = similar {
                out.push_str(&format!("; есть похожий: «{similar}»"));
            }
            if let Some(elsewhere) = elsewhere {
                out.push_str(&format!("; есть «{elsewhere}»"));
            }
            out
        }
        E::UnknownSubcommand { name, similar } => {
            let head = format!("нет подкоманды «{name}»");
            match similar.len() {
                0 => head,
                1 => format!("{head}; есть похожая: {}", quoted(similar)),
                _ => format!("{head}; есть похожие: {}", quoted(similar)),
            }
        }
        E::NotAChoice { flag, value, choices: all, similar } => {
            let head = format!("недопустимое значение «{value}» для «{flag}»{}", choices(all));
            match similar {
                Some(similar) => format!("{head}; есть похожее: «{similar}»"),
                None => head,
            }
        }
        E::MissingValue { flag, choices: all } => {
            format!("для «{flag}» нужно значение, но оно не указано{}", choices(all))
        }
        E::NotANumber { arg, value, fault } => match CommandLineError::flag_alone(arg) {
            // As ferz's own value parsers are quoted: the flag, and why.
            Some(flag) => return format!("{flag}: {}", number_fault(*fault)),
            None => format!("недопустимое значение «{value}» для «{arg}»: {}", number_fault(*fault)),
        },
        E::MissingArguments(args) => format!("не указаны обязательные аргументы: {}", args.join(" ")),
        E::UnexpectedValue { flag, value } => format!("флаг «{flag}» не принимает значения, а дано «{value}»"),
        E::GivenTwice(arg) => format!("аргумент «{arg}» можно указать только один раз"),
        E::NotUtf8 => "в аргументах есть текст не в кодировке UTF-8".to_string(),
    };
    format!("{said} ({SEE_HELP})")
}

/// Where to read the right form, after the sentence.
pub(in crate::lang) const SEE_HELP: &str = "подробнее: ferz --help";
