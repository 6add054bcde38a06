//! The ASCII spelling of what the screen says, for a console limited to ASCII (`--pieces
//! ascii`): dashes, dots, arrows, figures and `½` spelt in ASCII, the letters of the players'
//! language kept. Text, not drawing: the help's and the windows' rows are counted in it.

use std::borrow::Cow;

/// A text as it may be drawn: itself, or in ASCII when `ascii` (`--pieces ascii`) — dashes, dots,
/// arrows, figures, `½` and the like spelt in ASCII, the letters of the player's language
/// kept.
pub fn spelt(text: &str, ascii: bool) -> Cow<'_, str> {
    if !ascii || text.is_ascii() {
        return Cow::Borrowed(text);
    }
    let text = text.replace(" · ", ", ");
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match ascii_for(c) {
            // A no-break space keeps its words on one row; the screen's last guard draws
            // it as a space.
            Some(spelt) if c != '\u{a0}' => out.push_str(spelt),
            _ => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// How a character that is not ASCII is spelt in ASCII; `None` for ASCII and for letters (of
/// any alphabet: the player's language and names stay as they are).
fn ascii_for(c: char) -> Option<&'static str> {
    if c.is_ascii() || c.is_alphabetic() {
        return None;
    }
    Some(match c {
        '·' | '—' | '–' | '‒' | '−' | '‐' => "-",
        '½' => "1/2",
        '←' => "<-",
        '→' => "->",
        '↑' => "^",
        '↓' => "v",
        '▶' | '►' => ">",
        '●' | '•' => "*",
        '…' => "...",
        '×' => "x",
        '«' | '»' | '“' | '”' | '„' => "\"",
        '‘' | '’' => "'",
        '№' => "No.",
        '\u{a0}' => " ",
        '♔' => "K",
        '♕' => "Q",
        '♖' => "R",
        '♗' => "B",
        '♘' => "N",
        '♙' => "P",
        '♚' => "k",
        '♛' => "q",
        '♜' => "r",
        '♝' => "b",
        '♞' => "n",
        '♟' => "p",
        '─' | '━' | '═' | '╌' | '┄' => "-",
        '│' | '┃' | '║' | '╎' | '┆' => "|",
        '\u{2500}'..='\u{257f}' => "+",
        _ => "?",
    })
}

/// The one ASCII character a screen cell holding `symbol` shows with `--pieces ascii`, when
/// `symbol` is not ASCII (nor a letter): the last guard, after [`Theme::text`], that nothing
/// else reaches the screen.
pub fn ascii_cell(symbol: &str) -> Option<char> {
    let c = symbol.chars().find(|c| ascii_for(*c).is_some())?;
    ascii_for(c).and_then(|spelt| spelt.chars().next())
}
