//! PGN tokens (PGN standard, section 7) read one at a time from a byte stream,
//! each with the line and column where it starts.
//!
//! Whitespace, CR/LF and `%` escape lines (a `%` in column 1) are skipped
//! here. Every token has a size limit, so a hostile file cannot make one
//! token take unbounded memory; an over-long token is consumed and refused.

use std::io::Read;

use super::error::{Found, LongToken};
use super::source::Source;
use super::tokens::{Tok, Tokens, is_blank, is_symbol_byte, tag_line_ahead, unescape};
use super::{MAX_COMMENT_LEN, MAX_SYMBOL_LEN, MAX_TAG_VALUE_LEN, PgnError, PgnErrorKind};

/// One PGN token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[`, opening a tag pair.
    TagOpen,
    /// `]`, closing a tag pair.
    TagClose,
    /// A quoted string, escapes resolved.
    Str(String),
    /// A symbol: a move, a tag name, or something else to refuse later.
    Symbol(String),
    /// A move number: digits, with or without periods (`12.`, `12...`, `12`);
    /// `u32::MAX` when the digits overflow.
    MoveNumber(u32),
    /// Periods on their own (`...`).
    Dots,
    /// A `{…}` or `;…` comment, whitespace runs collapsed to one space.
    Comment(String),
    /// A numeric annotation glyph `$n`.
    Nag(u8),
    /// `(`, opening a variation.
    Open,
    /// `)`, closing a variation.
    Close,
    /// A game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(&'static str),
    /// The end of the stream.
    Eof,
}

impl Token {
    /// This token as an error names it.
    pub(crate) fn found(&self) -> Found {
        match self {
            Token::TagOpen => Found::TagOpen,
            Token::TagClose => Found::TagClose,
            Token::Str(s) => Found::Str(clip(s)),
            Token::Symbol(s) => Found::Symbol(clip(s)),
            Token::MoveNumber(n) => Found::MoveNumber(*n),
            Token::Dots => Found::Dots,
            Token::Comment(_) => Found::Comment,
            Token::Nag(n) => Found::Nag(*n),
            Token::Open => Found::Open,
            Token::Close => Found::Close,
            Token::Result(r) => Found::Result(r),
            Token::Eof => Found::Eof,
        }
    }
}

/// The first 40 characters of `s`, for messages.
pub(crate) fn clip(s: &str) -> String {
    if s.chars().count() <= 40 { s.to_string() } else { s.chars().take(40).collect::<String>() + "…" }
}

/// A token and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Spanned {
    /// The token.
    pub token: Token,
    /// Its line, from 1.
    pub line: u64,
    /// Its column, from 1.
    pub column: u64,
    /// How many bytes of the stream come before it.
    pub offset: u64,
}

/// Splits a byte stream into PGN tokens.
#[derive(Debug)]
pub(crate) struct Lexer<R> {
    src: Source<R>,
    /// Emptied strings of tokens the reader is done with, filled again by the next symbols
    /// and comments: so reading a move or a comment allocates nothing once a game is under way.
    spare: Vec<String>,
}

/// How many emptied strings the lexer keeps, and the largest it keeps: enough for the tokens
/// in flight, and never a big comment's memory held on.
const SPARE_STRINGS: usize = 4;
const SPARE_CAPACITY: usize = 1024;

impl<R: Read> Lexer<R> {
    /// A lexer at the start of `inner`.
    pub(crate) fn new(inner: R) -> Lexer<R> {
        Lexer { src: Source::new(inner), spare: Vec::new() }
    }

    /// Gives back the string of a token the reader is done with, to be filled again.
    pub(crate) fn recycle(&mut self, token: Token) {
        if let Token::Symbol(mut text) | Token::Comment(mut text) | Token::Str(mut text) = token
            && self.spare.len() < SPARE_STRINGS
            && text.capacity() <= SPARE_CAPACITY
        {
            text.clear();
            self.spare.push(text);
        }
    }

    /// Takes up the stream in the middle (see [`Source::resume_at`]).
    pub(crate) fn resume_at(&mut self, line: u64, column: u64) {
        self.src.resume_at(line, column);
    }

    /// How many bytes of the stream come before the next token.
    pub(crate) fn offset(&self) -> u64 {
        self.src.offset()
    }

    /// Counts lines from `line` on (see [`PgnReader::starting_at_line`](super::PgnReader::starting_at_line)).
    pub(crate) fn set_first_line(&mut self, line: u64) {
        self.src.set_first_line(line);
    }

    /// The next token. After an error the lexer has consumed the bad text and
    /// can go on; a read error is reported once, then the stream ends.
    pub(crate) fn next_token(&mut self) -> Result<Spanned, PgnError> {
        self.skip_blanks();
        let (line, column, offset) = (self.src.line(), self.src.column(), self.src.offset());
        let at = |kind| PgnError::new(line, column, kind);
        loop {
            let last = self.src.at_end();
            let window = self.src.buffered();
            if window.is_empty() {
                return match self.src.take_error() {
                    Some(e) => Err(at(PgnErrorKind::Io(e.to_string()))),
                    None => Ok(Spanned { token: Token::Eof, line, column, offset }),
                };
            }
            let mut tokens = Tokens::new(window, 0, last);
            let tok = tokens.next_token();
            let used = tokens.at();
            let token = if tok == Tok::Partial {
                if self.src.fill_more() {
                    continue;
                }
                self.long_token()
            } else {
                let token = owned(tok, window[0], &mut self.spare);
                self.src.consume(used);
                token
            };
            return match token {
                Ok(token) => Ok(Spanned { token, line, column, offset }),
                Err(kind) => Err(at(self.refused(kind))),
            };
        }
    }

    /// Why a token is refused: a comment cut by the end of a stream that failed is the
    /// failure.
    #[cold]
    fn refused(&mut self, kind: PgnErrorKind) -> PgnErrorKind {
        match kind {
            PgnErrorKind::UnterminatedComment { found: Found::Eof } => match self.src.take_error() {
                Some(e) => PgnErrorKind::Io(e.to_string()),
                None => PgnErrorKind::UnterminatedComment { found: Found::Eof },
            },
            kind => kind,
        }
    }

    /// Skips whitespace and `%` escape lines, a buffered run at a time.
    fn skip_blanks(&mut self) {
        loop {
            let buf = self.src.buffered();
            let blanks = buf.iter().take_while(|&&b| is_blank(b)).count();
            let more = blanks < buf.len();
            let empty = buf.is_empty();
            self.src.consume(blanks);
            if empty {
                return;
            }
            if !more {
                continue;
            }
            if self.src.column() != 1 || self.src.peek() != Some(b'%') {
                return;
            }
            // An escape line: skipped up to its line end.
            loop {
                let buf = self.src.buffered();
                if buf.is_empty() {
                    return;
                }
                match memchr::memchr(b'\n', buf) {
                    Some(end) => {
                        self.src.consume(end);
                        break;
                    }
                    None => {
                        let len = buf.len();
                        self.src.consume(len);
                    }
                }
            }
        }
    }

    /// A token longer than the stream's buffer (a comment, a tag value, or text too long to
    /// be any token), read a buffer at a time: its first byte tells which.
    #[cold]
    fn long_token(&mut self) -> Result<Token, PgnErrorKind> {
        match self.src.peek() {
            Some(b'"') => self.long_string().map(Token::Str),
            Some(b'{') => self.long_brace_comment(),
            Some(b';') => {
                self.src.bump();
                let (text, too_long) = self.long_run(MAX_COMMENT_LEN, |b| b != b'\n');
                if too_long {
                    return Err(PgnErrorKind::TooLong { what: LongToken::Comment, limit: MAX_COMMENT_LEN });
                }
                Ok(Token::Comment(normalize(&text, String::new())))
            }
            Some(b'$') => {
                self.src.bump();
                nag_token(&self.long_run(8, |b| b.is_ascii_digit()).0)
            }
            Some(b'.') => {
                self.long_run(0, |b| b == b'.');
                Ok(Token::Dots)
            }
            // A symbol as long as the buffer.
            _ => {
                self.long_run(0, is_symbol_byte);
                Err(PgnErrorKind::TooLong { what: LongToken::Symbol, limit: MAX_SYMBOL_LEN })
            }
        }
    }

    /// The bytes from here that `keep` accepts, consumed a buffer at a time: the first
    /// `limit` of them, and whether there were more.
    fn long_run(&mut self, limit: usize, keep: impl Fn(u8) -> bool) -> (Vec<u8>, bool) {
        let mut kept = Vec::new();
        let mut more = false;
        loop {
            let buf = self.src.buffered();
            if buf.is_empty() {
                break;
            }
            let len = buf.iter().position(|&b| !keep(b)).unwrap_or(buf.len());
            let room = limit.saturating_sub(kept.len());
            kept.extend_from_slice(&buf[..len.min(room)]);
            more |= len > room;
            let done = len < buf.len();
            self.src.consume(len);
            if done {
                break;
            }
        }
        (kept, more)
    }

    /// A quoted string longer than the buffer, with `\"` and `\\` escapes; it must close on
    /// its line.
    fn long_string(&mut self) -> Result<String, PgnErrorKind> {
        self.src.bump();
        let mut value = Capped::new(LongToken::TagValue, MAX_TAG_VALUE_LEN);
        loop {
            let b = match self.src.peek() {
                None | Some(b'\n') => return Err(PgnErrorKind::UnterminatedString),
                Some(b) => b,
            };
            self.src.bump();
            let out = match b {
                b'"' => break,
                b'\\' => match self.src.peek() {
                    Some(e @ (b'"' | b'\\')) => {
                        self.src.bump();
                        e
                    }
                    _ => b'\\',
                },
                b => b,
            };
            value.push(out);
        }
        value.bytes().map(utf8)
    }

    /// A `{…}` comment longer than the buffer. Refused if the file ends first or a line
    /// inside it starts with the next game's tags (see [`tag_line_ahead`]).
    fn long_brace_comment(&mut self) -> Result<Token, PgnErrorKind> {
        self.src.bump();
        let mut text = Capped::new(LongToken::Comment, MAX_COMMENT_LEN);
        loop {
            let Some(b) = self.src.peek() else {
                if let Some(e) = self.src.take_error() {
                    return Err(PgnErrorKind::Io(e.to_string()));
                }
                return Err(PgnErrorKind::UnterminatedComment { found: Found::Eof });
            };
            if self.src.column() == 1
                && b == b'['
                && tag_line_ahead(self.src.lookahead(TAG_LOOKAHEAD), true) == Some(true)
            {
                return Err(PgnErrorKind::UnterminatedComment { found: Found::NextGameTags { line: None } });
            }
            self.src.bump();
            if b == b'}' {
                break;
            }
            text.push(b);
        }
        text.comment()
    }
}

/// Enough bytes to tell whether a line starts with a tag pair (see [`tag_line_ahead`]).
const TAG_LOOKAHEAD: usize = 82;

/// The owned token of a token read in the buffer (starting with byte `first`), or why it is
/// refused.
#[inline]
fn owned(tok: Tok<'_>, first: u8, spare: &mut Vec<String>) -> Result<Token, PgnErrorKind> {
    Ok(match tok {
        Tok::TagOpen => Token::TagOpen,
        Tok::TagClose => Token::TagClose,
        Tok::Open => Token::Open,
        Tok::Close => Token::Close,
        Tok::Symbol(bytes) if bytes.len() > MAX_SYMBOL_LEN => {
            return Err(PgnErrorKind::TooLong { what: LongToken::Symbol, limit: MAX_SYMBOL_LEN });
        }
        Tok::Symbol(bytes) => {
            let mut text = spare.pop().unwrap_or_default();
            push_text(&mut text, bytes);
            Token::Symbol(text)
        }
        Tok::MoveNumber(digits) => Token::MoveNumber(
            digits
                .iter()
                .try_fold(0u32, |n, &d| n.checked_mul(10)?.checked_add(u32::from(d - b'0')))
                .unwrap_or(u32::MAX),
        ),
        Tok::Result(result) => Token::Result(result),
        Tok::Dots => Token::Dots,
        Tok::Comment(bytes) if bytes.len() > MAX_COMMENT_LEN => {
            return Err(PgnErrorKind::TooLong { what: LongToken::Comment, limit: MAX_COMMENT_LEN });
        }
        Tok::Comment(bytes) => Token::Comment(normalize(bytes, spare.pop().unwrap_or_default())),
        Tok::LineComment(bytes) if bytes.len() > MAX_COMMENT_LEN => {
            return Err(PgnErrorKind::TooLong { what: LongToken::Comment, limit: MAX_COMMENT_LEN });
        }
        Tok::LineComment(bytes) => Token::Comment(normalize(bytes, String::new())),
        Tok::Str(text) if text.len() <= MAX_TAG_VALUE_LEN => Token::Str(String::from_utf8_lossy(text).into_owned()),
        Tok::Str(text) | Tok::EscapedStr(text) => {
            let value = if matches!(tok, Tok::EscapedStr(_)) { unescape(text) } else { text.to_vec() };
            if value.len() > MAX_TAG_VALUE_LEN {
                return Err(PgnErrorKind::TooLong { what: LongToken::TagValue, limit: MAX_TAG_VALUE_LEN });
            }
            Token::Str(utf8(value))
        }
        Tok::UnterminatedStr => return Err(PgnErrorKind::UnterminatedString),
        Tok::CommentCutByTags => {
            return Err(PgnErrorKind::UnterminatedComment { found: Found::NextGameTags { line: None } });
        }
        Tok::UnterminatedComment => return Err(PgnErrorKind::UnterminatedComment { found: Found::Eof }),
        Tok::Nag(digits) => return nag_token(digits),
        Tok::Bad => return Err(PgnErrorKind::UnexpectedChar(char::from(first))),
        Tok::End | Tok::Partial => Token::Eof,
    })
}

/// A NAG of the digits after its `$`: a number from 0 to 255 (of the first eight digits).
fn nag_token(digits: &[u8]) -> Result<Token, PgnErrorKind> {
    let digits = std::str::from_utf8(&digits[..digits.len().min(8)]).unwrap_or_default();
    digits.parse::<u8>().map(Token::Nag).map_err(|_| PgnErrorKind::BadNag(format!("${digits}")))
}

/// The bytes as UTF-8, invalid sequences replaced (no copy when valid).
fn utf8(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Appends `bytes` as UTF-8, invalid sequences replaced: valid text (a move, a clock
/// comment) copied whole, which beats pushing it a character at a time.
#[inline]
fn push_text(out: &mut String, bytes: &[u8]) {
    match std::str::from_utf8(bytes) {
        Ok(text) => out.push_str(text),
        Err(_) => out.push_str(&String::from_utf8_lossy(bytes)),
    }
}

/// Comment text as UTF-8 (invalid bytes replaced), whitespace runs made one
/// space, trimmed: so that line wrapping never changes a comment. Written into `out`
/// (an emptied string to reuse).
fn normalize(bytes: &[u8], mut out: String) -> String {
    // Most comments are ASCII words with single spaces between: copied as they are, trimmed.
    let start = bytes.iter().position(|&b| b != b' ').unwrap_or(bytes.len());
    let end = bytes.iter().rposition(|&b| b != b' ').map_or(start, |last| last + 1);
    let inner = &bytes[start..end];
    let mut plain = true;
    let mut space = false;
    for &b in inner {
        let is_space = b == b' ';
        if b >= 0x80 || (space && is_space) || matches!(b, b'\t' | b'\r' | b'\n' | 0x0B | 0x0C) {
            plain = false;
            break;
        }
        space = is_space;
    }
    if plain {
        push_text(&mut out, inner);
        return out;
    }
    let text = String::from_utf8_lossy(bytes);
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// The bytes of a symbol, tag value or comment as they are read, kept up to a limit: one
/// rule for every token that could be endless — read to its end, then refused whole if longer.
struct Capped {
    bytes: Vec<u8>,
    limit: usize,
    too_long: bool,
    what: LongToken,
}

impl Capped {
    /// An empty token of kind `what` (named in the refusal), of at most `limit` bytes.
    const fn new(what: LongToken, limit: usize) -> Capped {
        Capped { bytes: Vec::new(), limit, too_long: false, what }
    }

    fn push(&mut self, b: u8) {
        if self.bytes.len() < self.limit {
            self.bytes.push(b);
        } else {
            self.too_long = true;
        }
    }

    /// The bytes read, or the refusal of a token over the limit.
    fn bytes(self) -> Result<Vec<u8>, PgnErrorKind> {
        if self.too_long {
            return Err(PgnErrorKind::TooLong { what: self.what, limit: self.limit });
        }
        Ok(self.bytes)
    }

    /// The comment token.
    fn comment(self) -> Result<Token, PgnErrorKind> {
        self.bytes().map(|bytes| Token::Comment(normalize(&bytes, String::new())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Result<Token, PgnErrorKind>> {
        let mut lexer = Lexer::new(text.as_bytes());
        let mut out = Vec::new();
        loop {
            match lexer.next_token() {
                Ok(Spanned { token: Token::Eof, .. }) => return out,
                Ok(s) => out.push(Ok(s.token)),
                Err(e) => out.push(Err(e.kind)),
            }
        }
    }

    #[test]
    fn splits_movetext() {
        use Token::*;
        let sym = |s: &str| Ok(Symbol(s.to_string()));
        assert_eq!(
            tokens("12.e4 12... e5!? $14 (0-0 {a\r\n  b}) ; end\n% skipped\n1/2-1/2"),
            vec![
                Ok(MoveNumber(12)),
                sym("e4"),
                Ok(MoveNumber(12)),
                sym("e5!?"),
                Ok(Nag(14)),
                Ok(Open),
                sym("0-0"),
                Ok(Comment("a b".into())),
                Ok(Close),
                Ok(Comment("end".into())),
                Ok(Result("1/2-1/2")),
            ]
        );
    }

    #[test]
    fn comments_read_in_one_run_are_normalized_as_any_other() {
        let comment = |t: &str| tokens(t).pop();
        assert_eq!(comment("{ [%clk 0:01:00] }"), Some(Ok(Token::Comment("[%clk 0:01:00]".into()))));
        assert_eq!(comment("{  a  b }"), Some(Ok(Token::Comment("a b".into()))));
        assert_eq!(comment("{\ta b\n}"), Some(Ok(Token::Comment("a b".into()))));
        assert_eq!(comment("{ é  x\u{a0}y }"), Some(Ok(Token::Comment("é x y".into()))));
        assert_eq!(comment("{}"), Some(Ok(Token::Comment(String::new()))));
        // A string reused for a later token starts empty.
        let mut lexer = Lexer::new("{ long comment words } e4 { x }".as_bytes());
        let first = lexer.next_token().map(|s| s.token);
        assert_eq!(first, Ok(Token::Comment("long comment words".into())));
        lexer.recycle(first.unwrap_or(Token::Eof));
        assert_eq!(lexer.next_token().map(|s| s.token), Ok(Token::Symbol("e4".into())));
        assert_eq!(lexer.next_token().map(|s| s.token), Ok(Token::Comment("x".into())));
    }

    #[test]
    fn reads_tag_strings_with_escapes() {
        assert_eq!(
            tokens(r#"[Event "A \"quoted\" \\ name"]"#),
            vec![
                Ok(Token::TagOpen),
                Ok(Token::Symbol("Event".into())),
                Ok(Token::Str(r#"A "quoted" \ name"#.into())),
                Ok(Token::TagClose)
            ]
        );
    }

    #[test]
    fn refuses_bad_tokens_and_goes_on() {
        assert_eq!(
            tokens("@ $300 \"open\ne4 {never"),
            vec![
                Err(PgnErrorKind::UnexpectedChar('@')),
                Err(PgnErrorKind::BadNag("$300".into())),
                Err(PgnErrorKind::UnterminatedString),
                Ok(Token::Symbol("e4".into())),
                Err(PgnErrorKind::UnterminatedComment { found: Found::Eof }),
            ]
        );
    }

    #[test]
    fn an_unclosed_comment_stops_at_the_next_games_tags() {
        let toks = tokens("{ oops\n[Event \"next\"]");
        assert_eq!(toks[0], Err(PgnErrorKind::UnterminatedComment { found: Found::NextGameTags { line: None } }));
        assert_eq!(toks[1], Ok(Token::TagOpen));
        assert_eq!(tokens("{ see\n[%clk 0:01:00] }"), vec![Ok(Token::Comment("see [%clk 0:01:00]".into()))]);
    }

    #[test]
    fn positions_point_at_the_token() {
        let mut lexer = Lexer::new("\u{feff}1. e4\r\n  Nf6".as_bytes());
        let mut seen = Vec::new();
        while let Ok(s) = lexer.next_token() {
            if s.token == Token::Eof {
                break;
            }
            seen.push((s.line, s.column));
        }
        assert_eq!(seen, vec![(1, 1), (1, 4), (2, 3)]);
    }
}
