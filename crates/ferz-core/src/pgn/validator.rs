//! A checking pass over PGN held in memory that builds no game model: every move of each
//! game's main line is read and played on one position, and of the game only what a check
//! reports is kept (plies, result, last position, what its `Termination` tag says, and on
//! request every position). Nothing is allocated per move or per game.
//!
//! The usual game (tags, standard SAN, move numbers, comments, NAGs: lichess's export) is
//! read here straight from the bytes. A game with anything else — a variation, lenient
//! notation, a `FEN` tag, an escape line, any error — is read again by [`PgnReader`] from
//! where it starts, so the games and errors are always the reader's, word for word.

use super::lexer::{is_blank, is_symbol_byte};
use super::reader::suffix_nag;
use super::{
    MAX_COMMENT_LEN, MAX_GAME_MOVES, MAX_GAME_TEXT_BYTES, MAX_SYMBOL_LEN, MAX_TAG_VALUE_LEN, MAX_TAGS, PgnError,
    PgnGame, PgnReader,
};
use crate::rules::{Position, read_standard_san};

/// What a check needs of a valid game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedGame {
    /// Moves of the main line.
    pub plies: usize,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: &'static str,
    /// The position after the last move.
    pub last: Position,
    /// The game's first `Termination` tag says `Time forfeit` (as lichess writes a loss on
    /// time).
    pub time_forfeit: bool,
    /// The value of the first `Result` tag, when it differs from the movetext's result
    /// (PGN standard 8.1.1.7: they must be the same); `None` when they agree or there is none.
    pub result_tag_differs: Option<String>,
}

/// True when a `Termination` tag's value says the game was lost on time.
pub(crate) fn says_time_forfeit(termination: &str) -> bool {
    termination.trim().eq_ignore_ascii_case("time forfeit")
}

/// Why the fast path gave a game up: it leaves the game to [`PgnReader`].
struct GiveUp;

/// Where a [`Validator`] stands in its bytes: the next game's start and a known line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValidatorPlace {
    at: usize,
    known: (usize, u64, u64),
}

/// The games of PGN text in memory, each checked move by move.
///
/// ```
/// use ferz_core::pgn::Validator;
/// let text = "[Termination \"Normal\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 Ke7?? *\n";
/// let mut games = Validator::new(text.as_bytes());
/// let first = games.next_game().unwrap().unwrap();
/// assert_eq!((first.plies, first.result), (4, "0-1"));
/// assert!(first.last.is_checkmate());
/// assert!(games.next_game().unwrap().is_err());
/// assert!(games.next_game().is_none());
/// ```
#[derive(Debug)]
pub struct Validator<'a> {
    bytes: &'a [u8],
    /// Where the next game's text starts.
    at: usize,
    /// A place whose line and column are known, for those of a game read again: counted
    /// on from there, so that even one endless line is counted through once.
    known: (usize, u64, u64),
    /// Keep every position of the game (see [`positions`](Self::positions)).
    keep: bool,
    positions: Vec<Position>,
    /// The initial position, made once and copied for each game.
    initial: Position,
}

impl<'a> Validator<'a> {
    /// The games of `bytes`. A UTF-8 byte-order mark at the start and CRLF line ends are
    /// accepted.
    pub fn new(bytes: &'a [u8]) -> Validator<'a> {
        let at = if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) { 3 } else { 0 };
        Validator { bytes, at, known: (at, 1, 1), keep: false, positions: Vec::new(), initial: Position::new() }
    }

    /// The same games, their lines numbered from `line` on (see
    /// [`PgnReader::starting_at_line`]).
    pub fn starting_at_line(mut self, line: u64) -> Validator<'a> {
        self.known.1 = line;
        self
    }

    /// The same games, every position of each kept (see [`positions`](Self::positions)).
    pub fn keeping_positions(mut self) -> Validator<'a> {
        self.keep = true;
        self
    }

    /// Where reading stands, to take it up again later with [`resumed_at`](Self::resumed_at)
    /// over the same bytes.
    pub fn place(&self) -> ValidatorPlace {
        ValidatorPlace { at: self.at, known: self.known }
    }

    /// The same games, read on from `place` (given by [`place`](Self::place) over the same
    /// bytes).
    pub fn resumed_at(mut self, place: ValidatorPlace) -> Validator<'a> {
        if place.at <= self.bytes.len() {
            self.at = place.at;
            self.known = place.known;
        }
        self
    }

    /// The positions of the last valid game, its start first, when asked for with
    /// [`keeping_positions`](Self::keeping_positions); else empty.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The next game, or `None` at the end of the text. A bad game comes out as `Err`
    /// and reading goes on as [`PgnReader`] does.
    pub fn next_game(&mut self) -> Option<Result<CheckedGame, PgnError>> {
        // Blanks are skipped here (the reader taking up after them sees the same), so that
        // the blank end of the text is no game to read again.
        let blanks = self.bytes[self.at..].iter().take_while(|&&b| is_blank(b));
        self.at += blanks.count();
        if self.at >= self.bytes.len() {
            return None;
        }
        self.positions.clear();
        match self.fast_game() {
            Ok((game, end)) => {
                self.at = end;
                Some(Ok(game))
            }
            Err(GiveUp) => self.slow_game(),
        }
    }

    /// The next game read by [`PgnReader`], from where it starts.
    fn slow_game(&mut self) -> Option<Result<CheckedGame, PgnError>> {
        let (line, column) = self.line_and_column(self.at);
        let rest = &self.bytes[self.at..];
        let mut reader = PgnReader::new(rest).starting_at_line(line);
        if self.at > 0 {
            reader = reader.resumed_at(line, column);
        }
        let game = reader.next();
        self.at += usize::try_from(reader.consumed()).unwrap_or(rest.len()).min(rest.len());
        if game.is_none() {
            self.at = self.bytes.len();
        }
        self.positions.clear();
        Some(game?.map(|game| self.outline(&game)))
    }

    /// What a check needs of a game read by [`PgnReader`].
    fn outline(&mut self, game: &PgnGame) -> CheckedGame {
        let mut last = game.start.clone();
        if self.keep {
            self.positions.push(last.clone());
        }
        for m in &game.moves {
            last.play_unchecked_in_place(m.mv);
            if self.keep {
                self.positions.push(last.clone());
            }
        }
        let result = super::RESULTS.iter().find(|r| **r == game.result).copied().unwrap_or("*");
        CheckedGame {
            plies: game.moves.len(),
            result,
            last,
            time_forfeit: game.tag("Termination").is_some_and(says_time_forfeit),
            result_tag_differs: game.tag("Result").filter(|tag| *tag != result).map(str::to_string),
        }
    }

    /// The line and column of byte `at` (at or after the last place whose line is known).
    fn line_and_column(&mut self, at: usize) -> (u64, u64) {
        let (from, mut line, mut column) = self.known;
        let between = &self.bytes[from..at];
        let chars = |bytes: &[u8]| bytes.iter().filter(|b| !(0x80..0xC0).contains(*b)).count() as u64;
        match memchr::memrchr(b'\n', between) {
            Some(last) => {
                line += memchr::memchr_iter(b'\n', between).count() as u64;
                column = 1 + chars(&between[last + 1..]);
            }
            None => column += chars(between),
        }
        self.known = (at, line, column);
        (line, column)
    }

    /// The next game read straight from the bytes, and where it ends; `GiveUp` for anything
    /// but the usual valid game.
    fn fast_game(&mut self) -> Result<(CheckedGame, usize), GiveUp> {
        let mut scan = Scan { bytes: self.bytes, at: self.at, text_bytes: 0 };
        // Comments before the game, then its tags.
        while scan.blank_then_peek()? == b'{' {
            scan.comment()?;
        }
        let mut time_forfeit = None;
        let mut result_tag = None;
        let mut tags = 0;
        while scan.blank_then_peek()? == b'[' {
            scan.at += 1;
            tags += 1;
            if tags > MAX_TAGS {
                return Err(GiveUp);
            }
            scan.blank_then_peek()?;
            let name = scan.symbol();
            // A tag that sets up the start position is left to the reader.
            let plain_name = name.first().is_some_and(u8::is_ascii_alphabetic)
                && name.len() <= MAX_SYMBOL_LEN
                && name.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_');
            if !plain_name || matches!(name, b"FEN" | b"SetUp" | b"Variant") {
                return Err(GiveUp);
            }
            let is_termination = name == b"Termination";
            let is_result = name == b"Result";
            if scan.blank_then_peek()? != b'"' {
                return Err(GiveUp);
            }
            scan.at += 1;
            let value = scan.tag_value()?;
            scan.add_text(name.len() + text_len(value))?;
            if is_termination && time_forfeit.is_none() {
                time_forfeit = Some(std::str::from_utf8(value).is_ok_and(says_time_forfeit));
            }
            if is_result && result_tag.is_none() {
                result_tag = Some(value);
            }
            if scan.blank_then_peek()? != b']' {
                return Err(GiveUp);
            }
            scan.at += 1;
        }
        // The movetext.
        let mut pos = self.initial.clone();
        if self.keep {
            self.positions.push(pos.clone());
        }
        let mut plies = 0;
        let result = loop {
            match scan.blank_then_peek()? {
                b'{' => scan.comment()?,
                b'.' => scan.skip_dots(),
                b'*' => {
                    scan.at += 1;
                    break "*";
                }
                b'$' => {
                    scan.at += 1;
                    let digits = scan.digits();
                    if plies == 0 || digits.is_empty() || digits.len() > 3 || number(digits) > 255 {
                        return Err(GiveUp);
                    }
                }
                b if is_symbol_byte(b) => {
                    let symbol = scan.symbol();
                    if symbol.len() > MAX_SYMBOL_LEN {
                        return Err(GiveUp);
                    }
                    let next = scan.peek();
                    if symbol.iter().all(u8::is_ascii_digit) && (symbol[0] != b'0' || next == Some(b'.')) {
                        if number(symbol) != u64::from(pos.fullmoves()) {
                            return Err(GiveUp);
                        }
                        scan.skip_dots();
                        continue;
                    }
                    match symbol {
                        b"1-0" => break "1-0",
                        b"0-1" => break "0-1",
                        b"1/2-1/2" => break "1/2-1/2",
                        _ => {}
                    }
                    let core_len = symbol.iter().rposition(|&b| b != b'!' && b != b'?').map_or(0, |last| last + 1);
                    let (core, suffix) = symbol.split_at(core_len);
                    if !core.is_empty() {
                        plies += 1;
                        if plies > MAX_GAME_MOVES {
                            return Err(GiveUp);
                        }
                        let mv = read_standard_san(&pos, core).ok_or(GiveUp)?;
                        pos.play_unchecked_in_place(mv);
                        if self.keep {
                            self.positions.push(pos.clone());
                        }
                    }
                    if !suffix.is_empty() {
                        let nag = std::str::from_utf8(suffix).ok().and_then(suffix_nag);
                        if plies == 0 || nag.is_none() {
                            return Err(GiveUp);
                        }
                    }
                }
                // A variation, a line comment, the next game's tags, anything else.
                _ => return Err(GiveUp),
            }
        };
        // The tag as the reader gives it back (its bytes as UTF-8), allocated only when it differs.
        let result_tag_differs =
            result_tag.filter(|tag| *tag != result.as_bytes()).map(|tag| String::from_utf8_lossy(tag).into_owned());
        let game =
            CheckedGame { plies, result, last: pos, time_forfeit: time_forfeit.unwrap_or(false), result_tag_differs };
        Ok((game, scan.at))
    }
}

/// At least as many bytes as `text` takes once read as UTF-8 (each invalid byte becomes a
/// three-byte replacement character).
fn text_len(text: &[u8]) -> usize {
    if text.is_ascii() { text.len() } else { 3 * text.len() }
}

/// The value of ASCII digits, saturating.
fn number(digits: &[u8]) -> u64 {
    digits.iter().fold(0u64, |n, d| n.saturating_mul(10).saturating_add(u64::from(d - b'0')))
}

/// A cursor over the bytes of one game.
struct Scan<'a> {
    bytes: &'a [u8],
    at: usize,
    /// Bytes of tags and comments so far, counted before whitespace is folded: at least
    /// what the reader counts, so a game under the limit here is under it there.
    text_bytes: usize,
}

impl<'a> Scan<'a> {
    #[inline]
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// Skips whitespace; the next byte, or `GiveUp` at the end of the text or at a `%`
    /// (an escape line, for the reader).
    #[inline]
    fn blank_then_peek(&mut self) -> Result<u8, GiveUp> {
        while let Some(&b) = self.bytes.get(self.at) {
            match b {
                b if is_blank(b) => self.at += 1,
                b'%' => return Err(GiveUp),
                b => return Ok(b),
            }
        }
        Err(GiveUp)
    }

    /// The symbol starting here: its bytes, consumed.
    #[inline]
    fn symbol(&mut self) -> &'a [u8] {
        let rest = &self.bytes[self.at..];
        let len = rest.iter().position(|&b| !is_symbol_byte(b)).unwrap_or(rest.len());
        self.at += len;
        &rest[..len]
    }

    /// The ASCII digits starting here, consumed.
    fn digits(&mut self) -> &'a [u8] {
        let rest = &self.bytes[self.at..];
        let len = rest.iter().position(|b| !b.is_ascii_digit()).unwrap_or(rest.len());
        self.at += len;
        &rest[..len]
    }

    fn skip_dots(&mut self) {
        while self.peek() == Some(b'.') {
            self.at += 1;
        }
    }

    fn add_text(&mut self, bytes: usize) -> Result<(), GiveUp> {
        self.text_bytes += bytes;
        if self.text_bytes > MAX_GAME_TEXT_BYTES { Err(GiveUp) } else { Ok(()) }
    }

    /// A `{…}` comment, skipped. Given up when it does not close, is too long, or has a line
    /// starting with `[` (the reader decides whether that is the next game's tags).
    fn comment(&mut self) -> Result<(), GiveUp> {
        let rest = &self.bytes[self.at + 1..];
        // Most comments (a clock, an evaluation) close on their line: one search finds the end
        // and shows no line inside.
        let close = match memchr::memchr2(b'}', b'\n', rest) {
            Some(close) if rest[close] == b'}' && close <= MAX_COMMENT_LEN => close,
            _ => {
                let close = memchr::memchr(b'}', rest).ok_or(GiveUp)?;
                if close > MAX_COMMENT_LEN || memchr::memchr_iter(b'\n', &rest[..close]).any(|nl| rest[nl + 1] == b'[')
                {
                    return Err(GiveUp);
                }
                close
            }
        };
        self.add_text(text_len(&rest[..close]))?;
        self.at += close + 2;
        Ok(())
    }

    /// A tag value after its opening quote, up to the closing one (consumed); given up for
    /// an escape, a line end or an over-long value.
    fn tag_value(&mut self) -> Result<&'a [u8], GiveUp> {
        let rest = &self.bytes[self.at..];
        let end = memchr::memchr3(b'"', b'\\', b'\n', rest).ok_or(GiveUp)?;
        if rest[end] != b'"' || end > MAX_TAG_VALUE_LEN {
            return Err(GiveUp);
        }
        self.at += end + 1;
        Ok(&rest[..end])
    }
}
