//! The one PGN tokenizer (PGN standard, section 7): the tokens of bytes held in memory, each
//! a span of those bytes, nothing copied. The checking pass reads a whole text with it; the
//! streaming [`Lexer`](super::lexer::Lexer) reads the window its stream has buffered, and
//! asks for more bytes when a token runs to the window's end ([`Tok::Partial`]).
//!
//! Where a token ends, and what it is, is decided here only: symbols and what they are
//! (move number, result, anything else), tag values and their escapes, `{…}` comments and
//! the next game's tags that cut an unclosed one, `;` comments, NAGs, periods. What a token
//! means, its size limits and its errors are its reader's.

use memchr::{memchr, memchr_iter, memchr2, memchr3};

use super::MAX_SYMBOL_LEN;

/// Bytes that may appear in a symbol: SAN, tag names, castling with zeros,
/// results, suffix annotations, and any non-ASCII byte (other notations).
#[inline(always)]
pub(crate) fn is_symbol_byte(b: u8) -> bool {
    CLASS[usize::from(b)] & SYMBOL != 0
}

/// Whitespace between PGN tokens: space, tab, CR, LF, vertical tab and form feed.
#[inline(always)]
pub(crate) fn is_blank(b: u8) -> bool {
    CLASS[usize::from(b)] & BLANK != 0
}

/// A byte of a plain tag name: an ASCII letter, digit or `_`.
#[inline(always)]
pub(crate) fn is_name_byte(b: u8) -> bool {
    CLASS[usize::from(b)] & NAME != 0
}

/// The classes of [`CLASS`], one bit each.
const SYMBOL: u8 = 1;
const BLANK: u8 = 2;
const NAME: u8 = 4;
/// A symbol byte that is no digit: a symbol without one is a move number.
const NOT_DIGIT: u8 = 8;
/// A byte that ends a string's plain run: `"`, `\\` or a line end.
const STRING_STOP: u8 = 16;

/// How far a string's first plain run is looked for byte by byte.
const SHORT_STRING: usize = 48;

/// What each byte is, looked up rather than tested: symbols and the blanks between them
/// are most of PGN, and one lookup answers every question the tokenizer asks of a byte.
static CLASS: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let symbol = c.is_ascii_alphanumeric()
            || matches!(c, b'_' | b'+' | b'#' | b'=' | b':' | b'/' | b'-' | b'!' | b'?')
            || c >= 0x80;
        if symbol {
            table[b] |= SYMBOL;
            if !c.is_ascii_digit() {
                table[b] |= NOT_DIGIT;
            }
        }
        if matches!(c, b' ' | b'\t' | b'\r' | b'\n' | 0x0B | 0x0C) {
            table[b] |= BLANK;
        }
        if c.is_ascii_alphanumeric() || c == b'_' {
            table[b] |= NAME;
        }
        if matches!(c, b'"' | b'\\' | b'\n') {
            table[b] |= STRING_STOP;
        }
        b += 1;
    }
    table
};

/// One token: a span of the bytes read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tok<'a> {
    /// `[`.
    TagOpen,
    /// `]`.
    TagClose,
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// A quoted string closed on its line: the bytes between the quotes.
    Str(&'a [u8]),
    /// The same with a `\"` or `\\` in it, still to be resolved (see [`unescape`]).
    EscapedStr(&'a [u8]),
    /// A string whose line or text ends before its closing quote: consumed up to there.
    UnterminatedStr,
    /// A symbol (a move, a tag name, anything else); any length.
    Symbol(&'a [u8]),
    /// A move number: its digits (the periods after them consumed).
    MoveNumber(&'a [u8]),
    /// A game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(&'static str),
    /// Periods on their own.
    Dots,
    /// A `{…}` comment: the bytes between the braces, as they are.
    Comment(&'a [u8]),
    /// A `{` never closed: consumed to the end of the text.
    UnterminatedComment,
    /// A `{` never closed, consumed up to a line starting with the next game's tags
    /// (`[Name "`), which is left to read.
    CommentCutByTags,
    /// A `;` comment: the bytes after `;` up to the line end (not consumed).
    LineComment(&'a [u8]),
    /// `$` and the digits after it (perhaps none, perhaps too many).
    Nag(&'a [u8]),
    /// A byte that starts no token (consumed).
    Bad,
    /// The end of the text.
    End,
    /// The token runs to the end of the bytes and more are to come: nothing consumed.
    Partial,
}

/// A cursor over PGN bytes giving their tokens one after another.
#[derive(Debug)]
pub(crate) struct Tokens<'a> {
    bytes: &'a [u8],
    at: usize,
    /// No bytes come after these: a token at their end ends there.
    last: bool,
}

impl<'a> Tokens<'a> {
    /// The tokens of `bytes` from `at` on; `last` when the text ends with them.
    #[inline]
    pub(crate) fn new(bytes: &'a [u8], at: usize, last: bool) -> Tokens<'a> {
        Tokens { bytes, at, last }
    }

    /// Where the next token (or the blanks before it) starts.
    #[inline]
    pub(crate) fn at(&self) -> usize {
        self.at
    }

    /// The next token, blanks before it skipped.
    #[inline(always)]
    pub(crate) fn next_token(&mut self) -> Tok<'a> {
        while let Some(&b) = self.bytes.get(self.at) {
            if !is_blank(b) {
                return self.token(b);
            }
            self.at += 1;
        }
        if self.last { Tok::End } else { Tok::Partial }
    }

    /// The token starting with `b` at `at`.
    #[inline(always)]
    fn token(&mut self, b: u8) -> Tok<'a> {
        let start = self.at;
        let single = match b {
            b'[' => Tok::TagOpen,
            b']' => Tok::TagClose,
            b'(' => Tok::Open,
            b')' => Tok::Close,
            b'*' => Tok::Result("*"),
            b'{' => return self.comment(start),
            b'"' => return self.string(start),
            b'$' => {
                let digits = self.run(start + 1, |b| b.is_ascii_digit());
                return digits.map_or(Tok::Partial, Tok::Nag);
            }
            b'.' => return self.run(start, |b| b == b'.').map_or(Tok::Partial, |_| Tok::Dots),
            b';' => return self.line_comment(start),
            b if is_symbol_byte(b) => return self.symbol(start),
            _ => Tok::Bad,
        };
        self.at += 1;
        single
    }

    /// The run of bytes from `from` that `keep` accepts, consumed; `None` when it runs to the
    /// end of bytes that go on.
    #[inline(always)]
    fn run(&mut self, from: usize, keep: impl Fn(u8) -> bool) -> Option<&'a [u8]> {
        let rest = &self.bytes[from..];
        let len = match rest.iter().position(|&b| !keep(b)) {
            Some(len) => len,
            None if self.last => rest.len(),
            None => return None,
        };
        self.at = from + len;
        Some(&rest[..len])
    }

    /// A symbol, a move number or a result. Digits are a move number (with or without
    /// periods), but `0000`, a UCI null move, is none unless periods follow: it is left for
    /// the move reader. A symbol over the length limit is always a symbol, to be refused.
    #[inline(always)]
    fn symbol(&mut self, start: usize) -> Tok<'a> {
        // One pass finds the symbol's end and whether it is all digits.
        let rest = &self.bytes[start..];
        let mut classes = 0;
        let mut len = 0;
        while let Some(&b) = rest.get(len) {
            let class = CLASS[usize::from(b)];
            if class & SYMBOL == 0 {
                break;
            }
            classes |= class;
            len += 1;
        }
        if len == rest.len() && !self.last {
            return Tok::Partial;
        }
        self.at = start + len;
        let symbol = &rest[..len];
        if len > MAX_SYMBOL_LEN {
            return Tok::Symbol(symbol);
        }
        if classes & NOT_DIGIT == 0 {
            let next = rest.get(len).copied();
            if symbol[0] != b'0' || next == Some(b'.') {
                if self.run(self.at, |b| b == b'.').is_none() {
                    self.at = start;
                    return Tok::Partial;
                }
                return Tok::MoveNumber(symbol);
            }
        }
        match symbol {
            b"1-0" => Tok::Result("1-0"),
            b"0-1" => Tok::Result("0-1"),
            b"1/2-1/2" => Tok::Result("1/2-1/2"),
            _ => Tok::Symbol(symbol),
        }
    }

    /// A `{…}` comment. One that does not close is cut at a line starting with the next
    /// game's tags (`[Name "`), so that one missing `}` costs one game, not the rest of the
    /// file; a line starting with `[` that is no tag pair (`[%clk …]`) belongs to it.
    #[inline(always)]
    fn comment(&mut self, start: usize) -> Tok<'a> {
        let body = &self.bytes[start + 1..];
        // Most comments (a clock, an evaluation) close on their line: one search finds the end
        // and shows no line inside.
        if let Some(close) = memchr2(b'}', b'\n', body)
            && body[close] == b'}'
        {
            self.at = start + close + 2;
            return Tok::Comment(&body[..close]);
        }
        self.long_comment(start)
    }

    /// A comment with a line end in it, or none that closes it.
    fn long_comment(&mut self, start: usize) -> Tok<'a> {
        let body = &self.bytes[start + 1..];
        let close = memchr(b'}', body);
        for nl in memchr_iter(b'\n', &body[..close.unwrap_or(body.len())]) {
            if body.get(nl + 1) != Some(&b'[') {
                continue;
            }
            match tag_line_ahead(&body[nl + 1..], self.last) {
                Some(false) => {}
                Some(true) => {
                    self.at = start + 1 + nl + 1;
                    return Tok::CommentCutByTags;
                }
                None => return Tok::Partial,
            }
        }
        match close {
            Some(close) => {
                self.at = start + close + 2;
                Tok::Comment(&body[..close])
            }
            None if self.last => {
                self.at = self.bytes.len();
                Tok::UnterminatedComment
            }
            None => Tok::Partial,
        }
    }

    /// A `;` comment, to the end of its line.
    fn line_comment(&mut self, start: usize) -> Tok<'a> {
        let body = &self.bytes[start + 1..];
        let end = match memchr(b'\n', body) {
            Some(end) => end,
            None if self.last => body.len(),
            None => return Tok::Partial,
        };
        self.at = start + 1 + end;
        Tok::LineComment(&body[..end])
    }

    /// A quoted string with `\"` and `\\` escapes (any other backslash is itself); it must
    /// close on its line.
    #[inline]
    fn string(&mut self, start: usize) -> Tok<'a> {
        let body = &self.bytes[start + 1..];
        // A tag value is short and plain: a byte loop finds its end sooner than setting up
        // memchr3 does.
        let head = &body[..body.len().min(SHORT_STRING)];
        if let Some(end) = head.iter().position(|&b| CLASS[usize::from(b)] & STRING_STOP != 0)
            && body[end] == b'"'
        {
            self.at = start + end + 2;
            return Tok::Str(&body[..end]);
        }
        let mut escaped = false;
        let mut from = 0;
        loop {
            let Some(found) = memchr3(b'"', b'\\', b'\n', &body[from..]).map(|i| from + i) else {
                if !self.last {
                    return Tok::Partial;
                }
                self.at = self.bytes.len();
                return Tok::UnterminatedStr;
            };
            match body[found] {
                b'"' => {
                    self.at = start + found + 2;
                    let text = &body[..found];
                    return if escaped { Tok::EscapedStr(text) } else { Tok::Str(text) };
                }
                b'\n' => {
                    self.at = start + 1 + found;
                    return Tok::UnterminatedStr;
                }
                _ => match body.get(found + 1) {
                    Some(b'"' | b'\\') => {
                        escaped = true;
                        from = found + 2;
                    }
                    Some(_) => from = found + 1,
                    None if self.last => from = found + 1,
                    None => return Tok::Partial,
                },
            }
        }
    }
}

/// A string's bytes with its `\"` and `\\` escapes resolved.
pub(crate) fn unescape(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut bytes = text.iter();
    while let Some(&b) = bytes.next() {
        if b == b'\\'
            && let Some(&e @ (b'"' | b'\\')) = bytes.as_slice().first()
        {
            bytes.next();
            out.push(e);
        } else {
            out.push(b);
        }
    }
    out
}

/// Whether `bytes` (starting with `[`) read `[Name "`, a tag pair opening a line; `None` when
/// they end before that is known and more are to come (`last` false).
pub(crate) fn tag_line_ahead(bytes: &[u8], last: bool) -> Option<bool> {
    let at = |k: usize| match bytes.get(k) {
        Some(&b) => Ok(b),
        None => Err(()),
    };
    let unknown = if last { Some(false) } else { None };
    let Ok(b) = at(1) else { return unknown };
    if !b.is_ascii_alphabetic() {
        return Some(false);
    }
    let mut k = 2;
    loop {
        let Ok(b) = at(k) else { return unknown };
        if !(b.is_ascii_alphanumeric() || b == b'_') {
            break;
        }
        k += 1;
        if k > 64 {
            return Some(false);
        }
    }
    let Ok(b) = at(k) else { return unknown };
    if b != b' ' && b != b'\t' {
        return Some(false);
    }
    loop {
        let Ok(b) = at(k) else { return unknown };
        if b != b' ' && b != b'\t' {
            return Some(b == b'"');
        }
        k += 1;
        if k > 80 {
            return Some(false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Vec<Tok<'_>> {
        let mut tokens = Tokens::new(text.as_bytes(), 0, true);
        let mut out = Vec::new();
        loop {
            match tokens.next_token() {
                Tok::End => return out,
                t => out.push(t),
            }
        }
    }

    #[test]
    fn splits_movetext_into_spans() {
        use Tok::*;
        assert_eq!(
            all("12.e4 12... e5!? $14 (0-0 {a\r\n  b}) ; end\n0000 1/2-1/2 ..*"),
            vec![
                MoveNumber(b"12"),
                Symbol(b"e4"),
                MoveNumber(b"12"),
                Symbol(b"e5!?"),
                Nag(b"14"),
                Open,
                Symbol(b"0-0"),
                Comment(b"a\r\n  b"),
                Close,
                LineComment(b" end"),
                Symbol(b"0000"),
                Result("1/2-1/2"),
                Dots,
                Result("*"),
            ]
        );
        assert_eq!(all("[A \"x\\\"y\\z\"] @"), vec![TagOpen, Symbol(b"A"), EscapedStr(b"x\\\"y\\z"), TagClose, Bad]);
        assert_eq!(unescape(b"x\\\"y\\z\\\\"), b"x\"y\\z\\".to_vec());
    }

    #[test]
    fn strings_short_and_long_end_at_their_quote_line_or_escape() {
        use Tok::*;
        let long = "x".repeat(SHORT_STRING + 10);
        let text = format!("\"{long}\" \"{long}\\\"y\" \"ab\\\"c\" \"{long}\nz");
        let escaped = format!("{long}\\\"y");
        assert_eq!(
            all(&text),
            vec![
                Str(long.as_bytes()),
                EscapedStr(escaped.as_bytes()),
                EscapedStr(b"ab\\\"c"),
                UnterminatedStr,
                Symbol(b"z")
            ]
        );
        for text in ["\"short", &format!("\"{long}")] {
            assert_eq!(Tokens::new(text.as_bytes(), 0, false).next_token(), Partial, "{text}");
        }
        assert_eq!(
            all("1 12 0000 0.5 9x"),
            vec![
                MoveNumber(b"1"),
                MoveNumber(b"12"),
                Symbol(b"0000"),
                MoveNumber(b"0"),
                MoveNumber(b"5"),
                Symbol(b"9x")
            ]
        );
    }

    #[test]
    fn unclosed_tokens_and_the_next_games_tags() {
        use Tok::*;
        assert_eq!(all("\"open\ne4"), vec![UnterminatedStr, Symbol(b"e4")]);
        assert_eq!(all("{ oops\n[Event \"next\"]")[..2], [CommentCutByTags, TagOpen]);
        assert_eq!(all("{ see\n[%clk 0:01:00] }"), vec![Comment(b" see\n[%clk 0:01:00] ")]);
        assert_eq!(all("{never"), vec![UnterminatedComment]);
    }

    #[test]
    fn a_token_at_the_end_of_bytes_that_go_on_waits_for_them() {
        for text in ["e4", "12", "12..", "{ a", "{ a\n[Ev", "\"ab", "\"a\\", "$1", "..", "; x", "  "] {
            let mut tokens = Tokens::new(text.as_bytes(), 0, false);
            assert_eq!(tokens.next_token(), Tok::Partial, "{text}");
        }
        let mut tokens = Tokens::new(b"e4 ", 0, false);
        assert_eq!((tokens.next_token(), tokens.at()), (Tok::Symbol(b"e4"), 2));
    }
}
