//! A line of text with its emphasis, as the model lays out what a window says: the terminal
//! face gives each emphasis its style, the screen-reader face reads the words.

use std::fmt;

/// How a part of a line stands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// As any text.
    Plain,
    /// What the players must read: a result, a question.
    Bold,
    /// What helps: the keys, a hint.
    Dim,
}

/// A line of text, in parts of one emphasis each (none: a blank line).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TextLine {
    /// The parts, in order.
    pub parts: Vec<(Tone, String)>,
}

impl TextLine {
    /// `text` with no emphasis.
    pub fn plain(text: impl Into<String>) -> TextLine {
        TextLine::toned(Tone::Plain, text)
    }

    /// `text` in `tone`.
    pub fn toned(tone: Tone, text: impl Into<String>) -> TextLine {
        TextLine { parts: vec![(tone, text.into())] }
    }
}

impl fmt::Display for TextLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.parts.iter().try_for_each(|(_, text)| f.write_str(text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_as_its_parts_in_order() {
        let line = TextLine { parts: vec![(Tone::Bold, "Score: ".into()), (Tone::Plain, "1–0".into())] };
        assert_eq!(line.to_string(), "Score: 1–0");
        assert_eq!(TextLine::default().to_string(), "");
        assert_eq!(TextLine::toned(Tone::Dim, "y/n"), TextLine { parts: vec![(Tone::Dim, "y/n".into())] });
    }
}
