//! Every refusal of a command line is said in both languages, naming the same flags, values
//! and suggestions, with no English sentence left in the Russian.

use super::Lang;
use super::command_line::{CommandLineError, NumberFault};

/// Every variant, with the shapes each can take (the `match` names each variant, with no `_`:
/// a variant added does not compile here until it is sampled).
fn samples() -> Vec<CommandLineError> {
    use CommandLineError as E;
    let s = String::from;
    let all = vec![
        E::UnknownArgument { arg: s("--bogus"), similar: None, elsewhere: None, as_value: false, after_dashes: false },
        E::UnknownArgument {
            arg: s("--whit"),
            similar: Some(s("--white")),
            elsewhere: None,
            as_value: false,
            after_dashes: false,
        },
        E::UnknownArgument {
            arg: s("--divide"),
            similar: None,
            elsewhere: Some(s("perft --divide")),
            as_value: false,
            after_dashes: false,
        },
        E::UnknownArgument { arg: s("-1"), similar: None, elsewhere: None, as_value: true, after_dashes: false },
        E::UnknownArgument { arg: s("play"), similar: None, elsewhere: None, as_value: false, after_dashes: true },
        E::UnknownSubcommand { name: s("xyz"), similar: vec![] },
        E::UnknownSubcommand { name: s("plya"), similar: vec![s("play")] },
        E::UnknownSubcommand { name: s("chec"), similar: vec![s("check"), s("clock")] },
        E::NotAChoice {
            flag: s("--pieces <SET>"),
            value: s("x"),
            choices: vec![s("unicode"), s("ascii")],
            similar: None,
        },
        E::NotAChoice { flag: s("--flip <SIDE>"), value: s("aut"), choices: vec![s("auto")], similar: Some(s("auto")) },
        E::MissingValue { flag: s("--time <TC>"), choices: vec![] },
        E::MissingValue { flag: s("--flip <SIDE>"), choices: vec![s("auto"), s("white"), s("black")] },
        E::NotANumber { arg: s("<DEPTH>"), value: s("x"), fault: NumberFault::NotDigits },
        E::NotANumber { arg: s("--no-offers-before <N>"), value: s(""), fault: NumberFault::Empty },
        E::NotANumber { arg: s("<DEPTH>"), value: s("9999999999"), fault: NumberFault::OutOfRange { min: 0, max: 99 } },
        E::MissingArguments(vec![s("<DEPTH>")]),
        E::UnexpectedValue { flag: s("--bell"), value: s("yes") },
        E::GivenTwice(s("--white <NAME>")),
        E::NotUtf8,
    ];
    for e in &all {
        match e {
            E::UnknownArgument { .. }
            | E::UnknownSubcommand { .. }
            | E::NotAChoice { .. }
            | E::MissingValue { .. }
            | E::NotANumber { .. }
            | E::MissingArguments(_)
            | E::UnexpectedValue { .. }
            | E::GivenTwice(_)
            | E::NotUtf8 => {}
        }
    }
    all
}

/// Two Latin words in a row (`was provided`): English prose, not a name or a value.
fn english_phrase(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split(' ').collect();
    let latin = |w: &str| w.len() > 1 && w.chars().all(|c| c.is_ascii_alphabetic() || c == '\'');
    words.windows(2).find(|p| latin(p[0]) && latin(p[1])).map(|p| p.join(" "))
}

#[test]
fn every_refusal_of_a_command_line_is_said_in_both_languages_naming_the_same_things() {
    for e in samples() {
        let (en, ru) = (Lang::En.words().command_line_error(&e), Lang::Ru.words().command_line_error(&e));
        assert!(english_phrase(&en).is_some(), "{e:?}: the test reads no English in '{en}'");
        assert!(ru.chars().any(|c| matches!(c, 'а'..='я' | 'ё')), "{e:?} is not said in Russian: «{ru}»");
        assert_eq!(english_phrase(&ru), None, "{e:?}: English left in «{ru}»");
        // Every flag, value, suggestion and bound the value holds is named by both texts.
        let debug = format!("{e:?}");
        let texts = debug.split('"').skip(1).step_by(2).filter(|p| !p.is_empty());
        let numbers = debug.split(|c: char| !c.is_ascii_digit()).filter(|p| !p.is_empty());
        for part in texts.chain(numbers) {
            // A number refused for a flag is said as ferz's own value parsers say theirs: the
            // flag alone, then why.
            let part = match e {
                CommandLineError::NotANumber { .. } => CommandLineError::flag_alone(part).unwrap_or(part),
                _ => part,
            };
            assert!(en.contains(part) && ru.contains(part), "{e:?}: '{en}' or «{ru}» does not name '{part}'");
        }
    }
}

/// A number refused is said as ferz's own value parsers say theirs, the rest as clap words it.
#[test]
fn clap_refusals_read_in_english_as_clap_words_them_but_numbers_plainly() {
    let say = |e: &CommandLineError| Lang::En.words().command_line_error(e);
    let samples = samples();
    assert_eq!(say(&samples[0]), "unexpected argument '--bogus' found (see 'ferz --help')");
    assert_eq!(
        say(&samples[11]),
        "a value is required for '--flip <SIDE>' but none was supplied [possible values: auto, white, black] \
         (see 'ferz --help')"
    );
    assert_eq!(say(&samples[13]), "--no-offers-before: no number given: give a whole number");
    assert_eq!(
        say(&samples[14]),
        "invalid value '9999999999' for '<DEPTH>': 9999999999 is out of range: give a number from 0 to 99 \
         (see 'ferz --help')"
    );
}
