//! Embedded commands in PGN comments, `[%name args]` (the PGN Specification
//! Supplement): the clock `[%clk 1:23:45]` is read into milliseconds, the
//! others (`%eval`, `%emt`, `%csl`, …) are kept as name and arguments.

/// A comment split into its text and its commands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ParsedComment {
    /// What is left once the commands are taken out, `None` if nothing.
    pub text: Option<String>,
    /// The `[%clk]` value in milliseconds, if one was readable.
    pub clock_ms: Option<u64>,
    /// The other commands, in order: (`eval`, `0.17`).
    pub commands: Vec<(String, String)>,
}

/// Takes the `[%…]` commands out of a (whitespace-normalised) comment. Nothing is
/// allocated for a comment that holds only a clock, as most comments of online games do.
pub(crate) fn parse_comment(comment: &str) -> ParsedComment {
    let mut parsed = ParsedComment::default();
    // `[%clk 0:02:58]` alone, as lichess writes after every move: the clock, nothing else.
    if let Some(clock) = comment.strip_prefix("[%clk ").and_then(|rest| rest.strip_suffix(']'))
        && !clock.contains(['[', ']'])
        && let Some(ms) = parse_clk(clock.trim())
    {
        parsed.clock_ms = Some(ms);
        return parsed;
    }
    let mut text = String::new();
    let mut rest = comment;
    while let Some(start) = memchr::memmem::find(rest.as_bytes(), b"[%") {
        let Some(len) = memchr::memchr(b']', &rest.as_bytes()[start..]) else {
            break;
        };
        append_words(&mut text, &rest[..start]);
        let body = &rest[start + 2..start + len];
        let (name, args) = match body.split_once(char::is_whitespace) {
            Some((name, args)) => (name, args.trim()),
            None => (body, ""),
        };
        match (name, parse_clk(args)) {
            ("clk", Some(ms)) => parsed.clock_ms = Some(ms),
            _ => parsed.commands.push((name.to_string(), args.to_string())),
        }
        rest = &rest[start + len + 1..];
    }
    append_words(&mut text, rest);
    if !text.is_empty() {
        parsed.text = Some(text);
    }
    parsed
}

/// Appends the words of `part` to `text`, one space between words.
fn append_words(text: &mut String, part: &str) {
    for word in part.split_whitespace() {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(word);
    }
}

/// Reads a `[%clk]` value, `h:mm:ss`, `mm:ss` or `ss`, each with optional decimals of a second
/// (up to milliseconds), into milliseconds.
pub fn parse_clk(text: &str) -> Option<u64> {
    // `h:mm:ss`, as lichess writes every clock, read straight from its bytes.
    if let &[h, b':', m1, m2, b':', s1, s2] = text.as_bytes()
        && [h, m1, m2, s1, s2].iter().all(u8::is_ascii_digit)
    {
        let d = |b: u8| u64::from(b - b'0');
        return Some(((d(h) * 60 + d(m1) * 10 + d(m2)) * 60 + d(s1) * 10 + d(s2)) * 1000);
    }
    let is_number = |s: &str| !s.is_empty() && s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit());
    let mut parts = text.rsplitn(4, ':');
    let last = parts.next()?;
    let (secs, frac) = last.split_once(['.', ',']).unwrap_or((last, ""));
    if !is_number(secs) || frac.len() > 9 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // The hours and minutes before the seconds, most significant first: at most two.
    let (mut whole, mut count) = ([""; 2], 0);
    for part in parts {
        if count == 2 || !is_number(part) {
            return None;
        }
        whole[1 - count] = part;
        count += 1;
    }
    let mut total: u64 = 0;
    for part in whole[2 - count..].iter().chain([&secs]) {
        total = total.checked_mul(60)?.checked_add(part.parse::<u64>().ok()?)?;
    }
    let millis = frac.bytes().chain(std::iter::repeat(b'0')).take(3).fold(0, |acc, b| acc * 10 + u64::from(b - b'0'));
    total.checked_mul(1000)?.checked_add(millis)
}

/// Writes milliseconds as a `[%clk]` value, `h:mm:ss`, with up to three decimals when the value
/// is not a whole number of seconds (`0:00:07.5`).
pub fn format_clk(ms: u64) -> String {
    let secs = ms / 1000;
    let mut out = format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    let frac = ms % 1000;
    if frac != 0 {
        let digits = format!("{frac:03}");
        out.push('.');
        out.push_str(digits.trim_end_matches('0'));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_and_write() {
        assert_eq!(parse_clk("1:23:45"), Some(5_025_000));
        assert_eq!(parse_clk("9:99:99"), Some(((9 * 60 + 99) * 60 + 99) * 1000), "as the general reading");
        assert_eq!(parse_clk("1:2a:45"), None);
        assert_eq!(parse_clk("0:00:07.5"), Some(7_500));
        assert_eq!(parse_clk("3:07"), Some(187_000));
        assert_eq!(parse_clk("12"), Some(12_000));
        assert_eq!(parse_clk("0:00:01.2345"), Some(1_234));
        assert_eq!(parse_clk("1:x:00"), None);
        assert_eq!(parse_clk(""), None);
        assert_eq!(parse_clk("1:2:3:4"), None);
        assert_eq!(parse_clk("9999999999:00:00"), None);
        assert_eq!(format_clk(5_025_000), "1:23:45");
        assert_eq!(format_clk(7_500), "0:00:07.5");
        assert_eq!(format_clk(61_005), "0:01:01.005");
        for ms in [0, 999, 1_000, 59_999, 3_600_000, 36_000_123] {
            assert_eq!(parse_clk(&format_clk(ms)), Some(ms));
        }
    }

    #[test]
    fn commands_come_out_of_the_text() {
        let parsed = parse_comment("Good move [%clk 0:01:02] [%eval 0.17] indeed");
        assert_eq!(parsed.text.as_deref(), Some("Good move indeed"));
        assert_eq!(parsed.clock_ms, Some(62_000));
        assert_eq!(parsed.commands, vec![("eval".to_string(), "0.17".to_string())]);
        let only = parse_comment("[%clk 1:00:00]");
        assert_eq!(only, ParsedComment { text: None, clock_ms: Some(3_600_000), commands: Vec::new() });
        let bad = parse_comment("[%clk 1:0x:00]");
        assert_eq!(bad.commands, vec![("clk".to_string(), "1:0x:00".to_string())], "kept as a command, as before");
        let two = parse_comment("[%clk 0:00:01] [%clk 0:00:02]");
        assert_eq!(two.clock_ms, Some(2_000), "the last clock counts");
        let unclosed = parse_comment("odd [%clk 1:00");
        assert_eq!(unclosed.text.as_deref(), Some("odd [%clk 1:00"));
        assert_eq!(unclosed.clock_ms, None);
    }
}
