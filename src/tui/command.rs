//! The `:` command line: words that cannot be moves, each the same as a key (see the help).

use super::action::{Action, Intent, UiEvent};
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
        "offer" | "draw" => no_argument(Intent::Offer.into()),
        "accept" => no_argument(Intent::Accept.into()),
        "decline" => no_argument(Intent::Decline.into()),
        "claim" => Ok(Intent::ClaimWith((!rest.is_empty()).then(|| rest.to_string())).into()),
        "resign" => match rest.to_ascii_lowercase().as_str() {
            "" => Ok(Intent::Resign(None).into()),
            "white" | "w" => Ok(Intent::Resign(Some(Color::White)).into()),
            "black" | "b" => Ok(Intent::Resign(Some(Color::Black)).into()),
            _ => bad(strings.arg_side()),
        },
        "takeback" | "undo" => no_argument(Intent::Takeback.into()),
        "illegal" => no_argument(Intent::PointOut.into()),
        "press" => no_argument(Intent::PressClock.into()),
        "pause" => no_argument(Intent::Pause(Some(true)).into()),
        "resume" => no_argument(Intent::Pause(Some(false)).into()),
        "start" => no_argument(Intent::Start.into()),
        "flip" => match rest.to_ascii_lowercase().as_str() {
            "" => Ok(UiEvent::Flip.into()),
            "auto" => Ok(UiEvent::SetFlip(FlipMode::Auto).into()),
            "white" | "w" => Ok(UiEvent::SetFlip(FlipMode::White).into()),
            "black" | "b" => Ok(UiEvent::SetFlip(FlipMode::Black).into()),
            _ => bad(strings.arg_flip()),
        },
        "review" => no_argument(UiEvent::Review.into()),
        "hints" => match rest.to_ascii_lowercase().as_str() {
            "" => Ok(UiEvent::SetHints(None).into()),
            "on" => Ok(UiEvent::SetHints(Some(true)).into()),
            "off" => Ok(UiEvent::SetHints(Some(false)).into()),
            _ => bad(strings.arg_on_off()),
        },
        "pieces" => match rest.to_ascii_lowercase().as_str() {
            "art" => Ok(UiEvent::SetPieces(PieceSet::Art).into()),
            "unicode" => Ok(UiEvent::SetPieces(PieceSet::Unicode).into()),
            "letters" => Ok(UiEvent::SetPieces(PieceSet::Letters).into()),
            "ascii" => Ok(UiEvent::SetPieces(PieceSet::Ascii).into()),
            _ => bad(strings.arg_pieces()),
        },
        "notation" => match rest.to_ascii_lowercase().as_str() {
            "san" => Ok(UiEvent::SetNotation(Notation::San).into()),
            "figurine" => Ok(UiEvent::SetNotation(Notation::Figurine).into()),
            "lan" => Ok(UiEvent::SetNotation(Notation::Lan).into()),
            "ru" => Ok(UiEvent::SetNotation(Notation::Russian).into()),
            _ => bad(strings.arg_notation()),
        },
        "save" => Ok(Intent::Save((!rest.is_empty()).then(|| rest.to_string())).into()),
        "new" => no_argument(Intent::NewGame.into()),
        "adjourn" | "seal" => no_argument(Intent::Adjourn.into()),
        "quit" | "q" | "exit" => no_argument(Intent::Quit.into()),
        "help" | "h" | "?" => no_argument(UiEvent::Help.into()),
        "redraw" => no_argument(UiEvent::Redraw.into()),
        "suspend" | "stop" => no_argument(UiEvent::Suspend.into()),
        _ => Err(strings.unknown_command(&crate::text::visible_short(text))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::English;

    #[test]
    fn commands_read_as_actions() {
        assert_eq!(parse_command("offer", &English), Ok(Action::Intent(Intent::Offer)));
        assert_eq!(parse_command(" claim  Nf3 ", &English), Ok(Action::Intent(Intent::ClaimWith(Some("Nf3".into())))));
        assert_eq!(parse_command("claim", &English), Ok(Action::Intent(Intent::ClaimWith(None))));
        assert_eq!(parse_command("resign black", &English), Ok(Action::Intent(Intent::Resign(Some(Color::Black)))));
        assert_eq!(parse_command("pieces ascii", &English), Ok(Action::Ui(UiEvent::SetPieces(PieceSet::Ascii))));
        assert_eq!(
            parse_command("save my game.pgn", &English),
            Ok(Action::Intent(Intent::Save(Some("my game.pgn".into()))))
        );
        assert_eq!(parse_command("FLIP auto", &English), Ok(Action::Ui(UiEvent::SetFlip(FlipMode::Auto))));
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
        assert_eq!(
            parse_command("pieces round", &English),
            Err(":pieces takes art, unicode, letters or ascii.".into())
        );
        assert_eq!(parse_command("offer now", &English), Err(":offer takes nothing after it.".into()));
        assert_eq!(
            parse_command("fly\u{1b}[2J", &English),
            Err("Unknown command ':fly\\u{1b}[2J' — :help lists the commands.".into())
        );
    }
}
