//! JSON written for other programs and read in terminals (`ferz script`, `ferz check`,
//! `ferz adjudicate`): no string ever carries a raw control character (C0, C1, DEL) or a
//! bidirectional override (U+202A–U+202E, U+2066–U+2069); each is written as `\uXXXX`, so a
//! hostile FEN, PGN tag or script line cannot drive the terminal that shows the answer, nor
//! make it read differently from what it is.

use serde_json::Value;

/// True for a character that must never reach a terminal raw: serde_json escapes C0 itself,
/// this adds DEL, C1 and the bidirectional overrides.
fn needs_escape(c: char) -> bool {
    matches!(c, '\u{7f}'..='\u{9f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `serialized` JSON with every [`needs_escape`] character written as `\uXXXX`. Outside
/// strings JSON is plain ASCII, so every such character is inside a string, where the escape
/// means the same character.
fn escape_rest(serialized: String) -> String {
    if !serialized.chars().any(needs_escape) {
        return serialized;
    }
    let mut out = String::with_capacity(serialized.len() + 16);
    for c in serialized.chars() {
        if needs_escape(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// `value` as one line of JSON, every string safe for a terminal.
pub fn line(value: &Value) -> String {
    escape_rest(value.to_string())
}

/// `text` as a JSON string literal (quotes included), safe for a terminal.
pub fn string(text: &str) -> String {
    escape_rest(Value::String(text.to_string()).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_overrides_are_escaped_and_read_back_unchanged() {
        let hostile = "a\u{1b}[2J\u{7}b\u{7f}c\u{9b}31m\u{85}d\u{202e}e\u{2066}f\u{2069}g ♔ Кр";
        let written = string(hostile);
        assert!(!written.chars().any(|c| c.is_control() || needs_escape(c)), "{written}");
        assert!(written.contains("\\u001b") && written.contains("\\u009b") && written.contains("\\u202e"));
        assert_eq!(serde_json::from_str::<String>(&written).ok().as_deref(), Some(hostile));
        assert_eq!(string("Nf3 ♔"), "\"Nf3 ♔\"");
        let value = serde_json::json!({"error": "x\u{7f}", "moves": ["\u{202d}e4"]});
        assert_eq!(line(&value), r#"{"error":"x\u007f","moves":["\u202de4"]}"#);
    }
}
