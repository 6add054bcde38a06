//! Text from outside (PGN tags and comments, save files, typed input) made
//! safe to show: control characters and terminal escape sequences removed,
//! so no file can move the cursor, retitle the window or recolour the terminal.

/// `text` without control characters or escape sequences; tabs and line
/// breaks become spaces.
pub fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\u{1b}' => skip_escape(&mut chars),
            // C1 control introducers (CSI, OSC, DCS…) act like ESC sequences on some terminals.
            '\u{9b}' => skip_csi(&mut chars),
            '\u{9d}' | '\u{90}' | '\u{98}' | '\u{9e}' | '\u{9f}' => skip_string(&mut chars),
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() || is_bidi_override(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// Every text of a game read from a file — tag values, comments, the arguments of `[%…]`
/// commands, in its variations too — [`clean`]ed, so that the game can be written to a
/// terminal or a PGN file without driving the terminal.
pub fn clean_game(game: &mut crate::pgn::PgnGame) {
    for (_, value) in &mut game.tags {
        clean_in_place(value);
    }
    if let Some(comment) = &mut game.comment {
        clean_in_place(comment);
    }
    clean_moves(&mut game.moves);
}

/// The texts of a line's moves and of their variations, cleaned.
fn clean_moves(moves: &mut [crate::pgn::PgnMove]) {
    for m in moves {
        if let Some(comment) = &mut m.comment {
            clean_in_place(comment);
        }
        for (_, args) in &mut m.commands {
            clean_in_place(args);
        }
        for variation in &mut m.variations {
            if let Some(comment) = &mut variation.comment {
                clean_in_place(comment);
            }
            clean_moves(&mut variation.moves);
        }
    }
}

/// Replaces `text` by its [`clean`] form, allocating only when there is something to clean.
fn clean_in_place(text: &mut String) {
    if text.chars().any(|c| c.is_control() || is_bidi_override(c)) {
        *text = clean(text);
    }
}

/// A bidirectional override or isolate: it can make text read differently from what it is.
const fn is_bidi_override(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// [`clean`], then cut to at most 32 characters with `…`, for echoing input in messages.
pub fn clean_short(text: &str) -> String {
    let cleaned = clean(text);
    match cleaned.char_indices().nth(32) {
        Some((cut, _)) => format!("{}…", &cleaned[..cut]),
        None => cleaned,
    }
}

/// `text` with every control character (escape sequences included) and bidirectional override
/// shown as a visible escape such as `\u{1b}` instead of being removed: for echoing what was
/// rejected, so that the player sees what is really there, and the terminal is still never
/// driven by it.
pub fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() || is_bidi_override(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// [`visible`], cut to at most 32 characters of the original text with `…`.
pub fn visible_short(text: &str) -> String {
    match text.char_indices().nth(32) {
        Some((cut, _)) => format!("{}…", visible(&text[..cut])),
        None => visible(text),
    }
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

fn skip_escape(chars: &mut Chars<'_>) {
    match chars.next() {
        Some('[') => skip_csi(chars),
        Some(']' | 'P' | 'X' | '^' | '_') => skip_string(chars),
        // Two-character sequences (ESC c, ESC 7, …): the one character is dropped.
        _ => {}
    }
}

/// A control sequence: parameters and intermediates, then one final byte `@`–`~`.
fn skip_csi(chars: &mut Chars<'_>) {
    for c in chars.by_ref() {
        if ('@'..='~').contains(&c) {
            break;
        }
    }
}

/// A string sequence (OSC, DCS, …) ends with BEL, ESC \ or ST.
fn skip_string(chars: &mut Chars<'_>) {
    while let Some(c) = chars.next() {
        match c {
            '\u{7}' | '\u{9c}' => break,
            '\u{1b}' => {
                if chars.peek() == Some(&'\\') {
                    chars.next();
                }
                break;
            }
            _ => {}
        }
    }
}

/// `text` broken into lines of at most `width` characters between its words (its own line
/// breaks kept), for a terminal that would otherwise cut a word at its edge. A word longer
/// than a line stands alone on its line, whole.
#[must_use]
pub fn wrap_words(text: &str, width: usize) -> String {
    let width = width.max(1);
    let mut out = String::with_capacity(text.len() + text.len() / width.max(1));
    for (i, paragraph) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let mut used = 0;
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let len = word.chars().count();
            if used > 0 && used + 1 + len > width {
                out.push('\n');
                used = 0;
            } else if used > 0 {
                out.push(' ');
                used += 1;
            }
            out.push_str(word);
            used += len;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_are_removed() {
        assert_eq!(clean("Carlsen\u{1b}[2J\u{1b}[31m, Magnus"), "Carlsen, Magnus");
        assert_eq!(clean("a\u{1b}]0;pwned\u{7}b"), "ab");
        assert_eq!(clean("a\u{1b}]2;title\u{1b}\\b"), "ab");
        assert_eq!(clean("x\u{9b}31my"), "xy");
        assert_eq!(clean("tab\there\nnew"), "tab here new");
        assert_eq!(clean("bell\u{7}\u{0}"), "bell");
        assert_eq!(clean("\u{202e}evil"), "evil");
        assert_eq!(clean("Фишер ♔"), "Фишер ♔");
    }

    #[test]
    fn rejected_text_shows_its_control_characters() {
        assert_eq!(visible("Qh5\u{1b}[2J"), "Qh5\\u{1b}[2J");
        assert_eq!(visible("a\u{7}b\u{9b}c\u{202e}d\te"), "a\\u{7}b\\u{9b}c\\u{202e}d\\u{9}e");
        assert_eq!(visible("Кf3 ♔"), "Кf3 ♔");
        assert!(visible_short(&"\u{1b}".repeat(40)).ends_with('…'));
        assert!(!visible("\u{1b}]0;x\u{7}").chars().any(char::is_control));
    }

    #[test]
    fn every_text_of_a_game_is_cleaned() {
        let pgn = "[Event \"Club\u{1b}]0;PWN\u{7}\"]\n\n{ a\u{1b}[2J } 1. e4 { b\u{1b}]0;x\u{7} [%foo c\u{9b}1m] } \
                   (1. d4 { d\u{202e} } d5 { e\u{1b}[5m }) 1... e5 *\n";
        let mut game = crate::pgn::PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap();
        clean_game(&mut game);
        assert_eq!(game.tag("Event"), Some("Club"));
        assert_eq!(game.comment.as_deref().map(str::trim), Some("a"));
        assert_eq!(game.moves[0].comment.as_deref().map(str::trim), Some("b"));
        assert_eq!(game.moves[0].commands, [("foo".to_string(), "c".to_string())]);
        let variation = &game.moves[0].variations[0];
        assert_eq!(variation.moves[0].comment.as_deref().map(str::trim), Some("d"));
        assert_eq!(variation.moves[1].comment.as_deref().map(str::trim), Some("e"));
    }

    #[test]
    fn short_form_is_cut() {
        let long = "x".repeat(100);
        assert_eq!(clean_short(&long).chars().count(), 33);
        assert_eq!(clean_short("e4"), "e4");
    }

    #[test]
    fn lines_break_between_words_and_never_inside_one() {
        let text = "The code that opens it: K7MQ-3XRA-P2WD — write it on the scoresheet now; it is not shown again.";
        let wrapped = wrap_words(text, 30);
        assert!(wrapped.lines().all(|l| l.chars().count() <= 30), "{wrapped}");
        assert!(wrapped.lines().any(|l| l.contains("K7MQ-3XRA-P2WD")), "{wrapped}");
        assert!(wrapped.lines().any(|l| l.ends_with("not")) || wrapped.contains("not shown"), "{wrapped}");
        assert_eq!(wrapped.split_whitespace().collect::<Vec<_>>(), text.split_whitespace().collect::<Vec<_>>());
        assert_eq!(wrap_words("a\nb c", 80), "a\nb c");
        assert_eq!(wrap_words("tiny averyveryverylongword end", 5), "tiny\naveryveryverylongword\nend");
    }
}
