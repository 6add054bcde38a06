//! The `:` command line: words that cannot be moves, each the same as a key (see the help).

use super::action::Action;
use super::prefs::{FlipMode, PieceSet};
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::rules::Notation;

/// The action a command line means, or the message saying what is wrong with it.
pub fn parse_command(text: &str, strings: &dyn TerminalWords) -> Result<Action, String> {
    let text = text.trim();
    let (word, rest) = match text.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (text, ""),
    };
    let bad = |expected: &str| Err(strings.bad_argument(word, expected));
    let no_argument = |action: Action| if rest.is_empty() { Ok(action) } else { bad(strings.arg_nothing()) };
    match word.to_ascii_lowercase().as_str() {
        "offer" | "draw" => no_argument(Action::Offer),
        "accept" => no_argument(Action::Accept),
        "decline" => no_argument(Action::Decline),
        "claim" => Ok(Action::ClaimWith((!rest.is_empty()).then(|| rest.to_string()))),
        "resign" => match rest.to_ascii_lowercase().as_str() {
            "" => Ok(Action::Resign(None)),
            "white" | "w" => Ok(Action::Resign(Some(Color::White))),
            "black" | "b" => Ok(Action::Resign(Some(Color::Black))),
            _ => bad(strings.arg_side()),
        },
        "takeback" | "undo" => no_argument(Action::Takeback),
        "illegal" => no_argument(Action::PointOut),
        "press" => no_argument(Action::PressClock),
        "pause" => no_argument(Action::Pause(Some(true))),
        "resume" => no_argument(Action::Pause(Some(false))),
        "start" => no_argument(Action::Start),
        "flip" => match rest.to_ascii_lowercase().as_str() {
            "" => Ok(Action::Flip),
            "auto" => Ok(Action::SetFlip(FlipMode::Auto)),
            "white" | "w" => Ok(Action::SetFlip(FlipMode::White)),
            "black" | "b" => Ok(Action::SetFlip(FlipMode::Black)),
            _ => bad(strings.arg_flip()),
        },
        "review" => no_argument(Action::Review),
        "hints" => match rest.to_ascii_lowercase().as_str() {
            "" => Ok(Action::SetHints(None)),
            "on" => Ok(Action::SetHints(Some(true))),
            "off" => Ok(Action::SetHints(Some(false))),
            _ => bad(strings.arg_on_off()),
        },
        "pieces" => match rest.to_ascii_lowercase().as_str() {
            "unicode" => Ok(Action::SetPieces(PieceSet::Unicode)),
            "letters" => Ok(Action::SetPieces(PieceSet::Letters)),
            "ascii" => Ok(Action::SetPieces(PieceSet::Ascii)),
            _ => bad(strings.arg_pieces()),
        },
        "notation" => match rest.to_ascii_lowercase().as_str() {
            "san" => Ok(Action::SetNotation(Notation::San)),
            "figurine" => Ok(Action::SetNotation(Notation::Figurine)),
            "lan" => Ok(Action::SetNotation(Notation::Lan)),
            "ru" => Ok(Action::SetNotation(Notation::Russian)),
            _ => bad(strings.arg_notation()),
        },
        "save" => Ok(Action::Save((!rest.is_empty()).then(|| rest.to_string()))),
        "new" => no_argument(Action::NewGame),
        "adjourn" | "seal" => no_argument(Action::Adjourn),
        "quit" | "q" | "exit" => no_argument(Action::Quit),
        "help" | "h" | "?" => no_argument(Action::Help),
        "redraw" => no_argument(Action::Redraw),
        _ => Err(strings.unknown_command(&crate::text::visible_short(text))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::English;

    #[test]
    fn commands_read_as_actions() {
        assert_eq!(parse_command("offer", &English), Ok(Action::Offer));
        assert_eq!(parse_command(" claim  Nf3 ", &English), Ok(Action::ClaimWith(Some("Nf3".into()))));
        assert_eq!(parse_command("claim", &English), Ok(Action::ClaimWith(None)));
        assert_eq!(parse_command("resign black", &English), Ok(Action::Resign(Some(Color::Black))));
        assert_eq!(parse_command("pieces ascii", &English), Ok(Action::SetPieces(PieceSet::Ascii)));
        assert_eq!(parse_command("save my game.pgn", &English), Ok(Action::Save(Some("my game.pgn".into()))));
        assert_eq!(parse_command("FLIP auto", &English), Ok(Action::SetFlip(FlipMode::Auto)));
    }

    /// Every command word `parse_command` reads, taken from its own source: the arms of the
    /// outer `match` (the lines that start with a quoted word at its indentation).
    fn command_words() -> Vec<String> {
        let source = include_str!("command.rs");
        let body = source.split("match word.to_ascii_lowercase()").nth(1).unwrap_or_default();
        let body = body.split("\n    }\n}").next().unwrap_or_default();
        let mut words = Vec::new();
        for line in body.lines().filter(|l| l.starts_with("        \"")) {
            let arms = line.split("=>").next().unwrap_or_default();
            words.extend(arms.split('|').map(|w| w.trim().trim_matches('"').to_string()));
        }
        words
    }

    #[test]
    fn the_help_lists_every_command_word() {
        let words = command_words();
        assert!(words.len() >= 27 && words.contains(&"redraw".to_string()), "{words:?}");
        for strings in [&English as &dyn TerminalWords, &crate::lang::Russian] {
            let help = strings.help(crate::tui::key_names::keys());
            let keys: Vec<&str> =
                help.iter().flat_map(|(_, rows)| rows.iter()).flat_map(|(keys, _)| keys.split_whitespace()).collect();
            for word in &words {
                let unknown = Err(strings.unknown_command(word));
                assert_ne!(parse_command(word, strings), unknown, "{word} is a command");
                let listed = keys.iter().any(|k| k.strip_prefix(':').is_some_and(|k| k == word));
                assert!(listed, "{:?} help does not list :{word}", strings);
            }
        }
    }

    #[test]
    fn mistakes_say_what_is_expected() {
        assert_eq!(parse_command("pieces round", &English), Err(":pieces takes unicode, letters or ascii.".into()));
        assert_eq!(parse_command("offer now", &English), Err(":offer takes nothing after it.".into()));
        assert_eq!(
            parse_command("fly\u{1b}[2J", &English),
            Err("Unknown command ':fly\\u{1b}[2J' — :help lists the commands.".into())
        );
    }
}
