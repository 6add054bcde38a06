//! Answers typed in words, in either language: yes or no, the piece a pawn becomes, a piece of
//! a colour, a command of the game. The model's, one definition each: the windows read their
//! answers with them (`Window::typed`), and the screen-reader face reads its own lines with
//! them too.

use crate::lang::reader::ReaderWords;
use crate::rules::{Color, Role};

/// The player's language first, then every language ferz speaks: a letter or a word of either
/// is read.
fn languages(words: &dyn ReaderWords) -> Vec<&dyn ReaderWords> {
    let mut all = vec![words];
    all.extend(crate::lang::Lang::ALL.iter().map(|l| -> &dyn ReaderWords { l.words() }));
    all
}

/// True when `text` is one of the words for yes (`Some(true)`) or no (`Some(false)`) of
/// either language.
pub fn yes_or_no(text: &str, words: &dyn ReaderWords) -> Option<bool> {
    let text = text.trim().to_lowercase();
    let languages = languages(words);
    if languages.iter().any(|w| w.yes_words().contains(&text.as_str())) {
        Some(true)
    } else if languages.iter().any(|w| w.no_words().contains(&text.as_str())) {
        Some(false)
    } else {
        None
    }
}

/// The answer to the computer's fault, in words of either language: restart its engine
/// (`Some(true)`) or a person takes its chair (`Some(false)`).
pub fn restart_or_person(text: &str, words: &dyn ReaderWords) -> Option<bool> {
    let text = text.trim().to_lowercase();
    let languages = languages(words);
    if languages.iter().any(|w| w.restart_words().contains(&text.as_str())) {
        Some(true)
    } else if languages.iter().any(|w| w.person_words().contains(&text.as_str())) {
        Some(false)
    } else {
        None
    }
}

/// A piece letter of either language (the player's own first): upper case for White's pieces,
/// lower case for Black's (`N`, `n`, `Кр`, `к`, `П`).
pub fn piece_of(text: &str, words: &dyn ReaderWords) -> Option<(Color, Role)> {
    let first = text.chars().next()?;
    let color = if first.is_uppercase() { Color::White } else { Color::Black };
    let lower = text.to_lowercase();
    let languages = languages(words);
    languages
        .iter()
        .flat_map(|w| w.piece_letters().iter())
        .find(|(letter, _)| letter.to_lowercase() == lower)
        .map(|&(_, role)| (color, role))
}

/// The piece a pawn promotes to, by a letter of either language (`q`, `Ф`).
pub fn promotion(text: &str, words: &dyn ReaderWords) -> Option<Role> {
    piece_of(text.trim(), words).map(|(_, role)| role).filter(|r| !matches!(r, Role::King | Role::Pawn))
}

/// A command of the game typed as a line (`:claim Nf3`), without its colon, as the game's
/// command line reads it; `None` for any other line.
pub fn game_command(line: &str) -> Option<String> {
    line.trim().strip_prefix(':').map(|command| command.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn answers_in_either_language() {
        let en = Lang::En.words();
        assert_eq!(yes_or_no("Да", en), Some(true));
        assert_eq!(yes_or_no("no", Lang::Ru.words()), Some(false));
        assert_eq!(yes_or_no("maybe", en), None);
        assert_eq!(promotion("Ф", en), Some(Role::Queen));
        assert_eq!(promotion("n", en), Some(Role::Knight));
        assert_eq!(promotion("k", en), None);
        assert_eq!(piece_of("Кр", en), Some((Color::White, Role::King)));
        assert_eq!(game_command("  :claim Nf3 "), Some("claim Nf3".into()));
        assert_eq!(game_command("e4"), None);
    }
}
