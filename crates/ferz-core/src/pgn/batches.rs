//! A PGN stream cut into batches of whole games, so that the batches can be read on several
//! cores and give the same games and errors as the stream read in one piece.
//!
//! A batch ends just before a line that opens a tag pair (`[Name "`) right after a line
//! that ends with a game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`): there the
//! reader starts a new game whatever came before. Memory stays bounded: a batch holds about
//! [`BATCH_BYTES`]. A game that runs on for [`MAX_BATCH_BYTES`] with no such place is cut
//! there: its batch is marked ([`Batch::cut_game`]) so that it is one error for that game,
//! and the stream is skipped up to the next place a game surely starts — never read from the
//! middle of a game, where it would give games that are not in it. A stream that holds binary
//! data (a NUL byte in its first bytes or in a game cut so) or in which no game starts for
//! [`MAX_SKIP_BYTES`] after a cut one is not PGN ([`NotPgn`]): the batches end there.
//!
//! The buffers of the batches read can be handed back ([`Spares`]) and read into again: a
//! new buffer costs a page fault and a clearing for every 4 KB of it, and safe Rust clears
//! the room a read fills before the read (together about 6% of `ferz check` outside the
//! verdicts, by `perf`).

use std::io::{self, Read};
use std::sync::{Arc, Mutex};

use memchr::memmem;

use super::{GameLimit, NotPgn, PgnError, PgnErrorKind};

/// About how many bytes a batch holds.
pub const BATCH_BYTES: usize = 1 << 20;
/// The most bytes a batch holds, cut where a game starts or not.
pub const MAX_BATCH_BYTES: usize = 64 << 20;
/// How many bytes are read at a time.
const CHUNK: usize = 256 << 10;
/// The most bytes skipped after a game cut at [`MAX_BATCH_BYTES`] in search of the next
/// game: past them the stream is not PGN (an endless one would be searched for ever).
pub const MAX_SKIP_BYTES: u64 = 4 << 30;
/// The first bytes of a stream in which a NUL byte makes it binary data, not PGN (as `git`
/// and `grep` tell text from binary).
const SNIFF_BYTES: usize = 64 << 10;

/// Whole games of a stream, and the line of the stream their first byte is on.
#[derive(Clone)]
pub struct Batch {
    /// The games' bytes, then room written before (a buffer read into again): only the first
    /// `len` bytes are the batch's.
    buffer: Vec<u8>,
    len: usize,
    /// The line of the stream the batch starts on, from 1.
    pub first_line: u64,
    /// The batch is the start of one game cut at [`MAX_BATCH_BYTES`], the rest of which was
    /// skipped.
    cut: bool,
}

impl Batch {
    /// The games' bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.buffer[..self.len]
    }

    /// For the start of a game cut at [`MAX_BATCH_BYTES`] (its bytes are this batch's, and
    /// the rest of it is skipped), the one error that stands for the whole game, at the line
    /// and column of its first byte; `None` for a batch of whole games.
    pub fn cut_game(&self) -> Option<PgnError> {
        self.cut_game_at(MAX_BATCH_BYTES)
    }

    /// [`cut_game`](Self::cut_game), the limit said being `limit`.
    fn cut_game_at(&self, limit: usize) -> Option<PgnError> {
        if !self.cut {
            return None;
        }
        let bytes = self.bytes();
        let start = bytes.iter().position(|&b| !b.is_ascii_whitespace()).unwrap_or(bytes.len());
        let before = &bytes[..start];
        let line = self.first_line + memchr::memchr_iter(b'\n', before).count() as u64;
        let column = 1 + memchr::memrchr(b'\n', before).map_or(start, |nl| start - nl - 1) as u64;
        Some(PgnError::new(line, column, PgnErrorKind::TooLarge { what: GameLimit::Bytes, limit }))
    }
}

impl PartialEq for Batch {
    fn eq(&self, other: &Batch) -> bool {
        self.bytes() == other.bytes() && self.first_line == other.first_line
    }
}

impl Eq for Batch {}

impl std::fmt::Debug for Batch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batch")
            .field("bytes", &String::from_utf8_lossy(self.bytes()))
            .field("first_line", &self.first_line)
            .finish()
    }
}

/// The buffers of batches already read, handed back ([`Spares::give`]) to be read into again
/// by the [`Batches`] that share them; a handle, cloned to every thread that reads batches.
#[derive(Debug, Clone, Default)]
pub struct Spares(Arc<Mutex<Vec<Vec<u8>>>>);

impl Spares {
    /// The most buffers kept: as many as `ferz check` has in use at once on two cores (the
    /// batches of the round being checked, those of the next being read, and one being filled).
    const KEPT: usize = 10;

    /// No buffers yet.
    pub fn new() -> Spares {
        Spares::default()
    }

    /// Hands `batch`'s buffer back, once its games are read (one of a batch cut at
    /// [`MAX_BATCH_BYTES`] is let go: it would hold its size for good).
    pub fn give(&self, batch: Batch) {
        if batch.buffer.len() <= 4 * BATCH_BYTES
            && let Ok(mut spares) = self.0.lock()
            && spares.len() < Self::KEPT
        {
            spares.push(batch.buffer);
        }
    }

    /// A buffer handed back, or a new one, of at least `len` bytes (all written before, so
    /// that reading into them clears nothing).
    fn take(&self, len: usize) -> Vec<u8> {
        let spare = self.0.lock().ok().and_then(|mut spares| spares.pop());
        match spare {
            Some(mut buffer) => {
                if buffer.len() < len {
                    buffer.resize(len, 0);
                }
                buffer
            }
            None => vec![0; len],
        }
    }
}

/// An iterator of the batches of a stream; a read error comes out once, after the whole
/// games read before it, and ends the iteration.
#[derive(Debug)]
pub struct Batches<R> {
    input: R,
    /// The bytes read and not handed out yet are `buffer[..filled]`; the rest is room.
    buffer: Vec<u8>,
    filled: usize,
    /// Where to look for the next cut (everything before was looked at).
    searched: usize,
    line: u64,
    size: usize,
    eof: bool,
    error: Option<io::Error>,
    spares: Spares,
    /// How many bytes of the stream were read.
    read: u64,
    /// The line of a NUL byte in the stream's first bytes: binary data.
    binary: Option<u64>,
    /// Skipping the rest of a game cut at [`MAX_BATCH_BYTES`].
    skip: Option<Skip>,
    /// The line a run of blanks as long as a game's limit started on, and its bytes so far.
    blanks: Option<(u64, u64)>,
    /// The longest a game may be, and the most bytes skipped after one cut (the constants,
    /// but in the tests).
    max_game: usize,
    max_skip: u64,
}

/// How far the rest of a cut game has been skipped.
#[derive(Debug, Clone, Copy)]
struct Skip {
    /// The line the skipping started on.
    line: u64,
    /// Bytes skipped so far.
    bytes: u64,
    /// Whether the last word of the bytes let go (blanks aside) is a game termination marker:
    /// for a game start after blanks that outlast the buffer.
    result_before: bool,
}

impl<R: Read> Batches<R> {
    /// The batches of `input`, about [`BATCH_BYTES`] each.
    pub fn new(input: R) -> Batches<R> {
        Batches::with_size(input, BATCH_BYTES)
    }

    /// The batches of `input`, about `size` bytes each (at most [`MAX_BATCH_BYTES`]).
    pub fn with_size(input: R, size: usize) -> Batches<R> {
        Batches {
            input,
            buffer: Vec::new(),
            filled: 0,
            searched: 0,
            line: 1,
            size: size.clamp(1, MAX_BATCH_BYTES),
            eof: false,
            error: None,
            spares: Spares::new(),
            read: 0,
            binary: None,
            skip: None,
            blanks: None,
            max_game: MAX_BATCH_BYTES,
            max_skip: MAX_SKIP_BYTES,
        }
    }

    /// The same batches with other limits for a game and for the skipping after one cut:
    /// for tests, which cannot feed gigabytes.
    #[doc(hidden)]
    pub fn with_limits(mut self, max_game: usize, max_skip: u64) -> Batches<R> {
        self.max_game = max_game.max(1);
        self.size = self.size.min(self.max_game);
        self.max_skip = max_skip;
        self
    }

    /// The same batches, read into the buffers `spares` holds (those handed back to it).
    pub fn sharing(mut self, spares: &Spares) -> Batches<R> {
        self.spares = spares.clone();
        self
    }

    /// Takes the first `cut` bytes as a batch. The rest is carried into a buffer with room
    /// for the whole next batch, so that reading on never moves it again.
    fn split(&mut self, cut: usize) -> Batch {
        let rest = self.filled - cut;
        let mut next = self.spares.take(rest + self.size + CHUNK);
        next[..rest].copy_from_slice(&self.buffer[cut..self.filled]);
        let buffer = std::mem::replace(&mut self.buffer, next);
        self.filled = rest;
        let first_line = self.line;
        self.line += memchr::memchr_iter(b'\n', &buffer[..cut]).count() as u64;
        self.searched = 0;
        self.blanks = None;
        Batch { buffer, len: cut, first_line, cut: false }
    }

    /// Lets the first `n` bytes read go, unread: bytes of a cut game.
    fn discard(&mut self, n: usize) {
        self.line += memchr::memchr_iter(b'\n', &self.buffer[..n]).count() as u64;
        self.buffer.copy_within(n..self.filled, 0);
        self.filled -= n;
        self.searched = self.searched.saturating_sub(n);
        if let Some(skip) = &mut self.skip {
            skip.bytes += n as u64;
        }
    }

    /// Ends the batches with `why`: the stream is not PGN.
    fn not_pgn(&mut self, why: NotPgn) -> Option<io::Result<Batch>> {
        self.eof = true;
        self.filled = 0;
        self.searched = 0;
        self.error = None;
        self.skip = None;
        Some(Err(io::Error::new(io::ErrorKind::InvalidData, why)))
    }

    /// The line of the first NUL byte in `bytes[from..]` (the read bytes), if any.
    fn nul_line(&self, from: usize, to: usize) -> Option<u64> {
        let at = memchr::memchr(0, &self.buffer[from..to])? + from;
        Some(self.line + memchr::memchr_iter(b'\n', &self.buffer[..at]).count() as u64)
    }

    /// At [`MAX_BATCH_BYTES`] with no place where a game surely starts in the second half:
    /// the whole games before the one that goes on, or that one game's start, cut (or the
    /// end: the stream is not PGN).
    fn cut_at_limit(&mut self) -> Option<io::Result<Batch>> {
        let pending = &self.buffer[..self.filled];
        if let Some(cut) = last_cut(pending).or_else(|| last_untagged_cut(pending)).filter(|&cut| cut > 0) {
            return Some(Ok(self.split(cut)));
        }
        if let Some(line) = self.nul_line(0, self.filled) {
            return self.not_pgn(NotPgn::Binary { line });
        }
        if pending.iter().all(u8::is_ascii_whitespace) {
            // Blanks are no game: nothing to say of them, unless they never end.
            let (line, blanks) = self.blanks.get_or_insert((self.line, 0));
            *blanks += self.filled as u64;
            if *blanks > self.max_skip {
                let line = *line;
                return self.not_pgn(NotPgn::NoGame { line, bytes: self.max_skip });
            }
            self.discard(self.filled);
            return None;
        }
        let mut batch = self.split(self.filled);
        batch.cut = true;
        self.skip = Some(Skip { line: self.line, bytes: 0, result_before: false });
        Some(Ok(batch))
    }

    /// Skips bytes of a cut game up to the first place a game surely starts (the game is then
    /// read from there), or the end of the stream; false when more bytes are needed.
    fn skip_cut_game(&mut self, skip: Skip) -> Result<bool, NotPgn> {
        let pending = &self.buffer[..self.filled];
        let from = self.searched.saturating_sub(1);
        for nl in memmem::find_iter(&pending[from..], b"\n[").map(|i| from + i) {
            let at = nl + 1;
            if at + TAG_LOOK > pending.len() && !self.eof {
                break;
            }
            let before = &pending[..at];
            let ends =
                if before.iter().all(u8::is_ascii_whitespace) { skip.result_before } else { ends_with_result(before) };
            if ends && is_tag_line(&pending[at..]) {
                self.skip = None;
                self.discard(at);
                return Ok(true);
            }
        }
        if let Some(line) = self.nul_line(self.searched, self.filled) {
            return Err(NotPgn::Binary { line });
        }
        if self.eof {
            self.skip = None;
            self.discard(self.filled);
            return Ok(true);
        }
        if skip.bytes + self.filled as u64 > self.max_skip {
            return Err(NotPgn::NoGame { line: skip.line, bytes: self.max_skip });
        }
        // Let go of all but the last words (a whole one first), remembering whether the last
        // word let go is a result; look again from the first line end kept.
        if self.filled > 2 * CHUNK {
            // A word cut here is no result if it is longer than any.
            let mut keep = self.filled - TAG_LOOK;
            let word_start = pending[keep - LONGEST_RESULT..keep].iter().rposition(u8::is_ascii_whitespace);
            let whole = match word_start {
                Some(blank) => {
                    keep += blank - LONGEST_RESULT;
                    true
                }
                None => false,
            };
            let gone = &pending[..keep];
            let result_before = if !whole {
                false
            } else if gone.iter().all(u8::is_ascii_whitespace) {
                skip.result_before
            } else {
                ends_with_result(gone)
            };
            self.discard(keep);
            if let Some(skip) = &mut self.skip {
                skip.result_before = result_before;
            }
        }
        self.searched = self.filled.saturating_sub(TAG_LOOK);
        Ok(false)
    }

    /// Reads one more chunk; false at the end of the stream or on an error.
    fn fill(&mut self) -> bool {
        let len = self.filled;
        if self.buffer.len() < len + CHUNK {
            self.buffer.resize(len + CHUNK, 0);
        }
        loop {
            match self.input.read(&mut self.buffer[len..len + CHUNK]) {
                Ok(0) => {
                    self.eof = true;
                    return false;
                }
                Ok(n) => {
                    self.filled = len + n;
                    if self.read < SNIFF_BYTES as u64 {
                        let first = (SNIFF_BYTES as u64 - self.read).min(n as u64) as usize;
                        self.binary = self.binary.or_else(|| self.nul_line(len, len + first));
                    }
                    self.read += n as u64;
                    return true;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.eof = true;
                    self.error = Some(e);
                    return false;
                }
            }
        }
    }
}

impl<R: Read> Iterator for Batches<R> {
    type Item = io::Result<Batch>;

    fn next(&mut self) -> Option<io::Result<Batch>> {
        loop {
            if let Some(line) = self.binary.take() {
                return self.not_pgn(NotPgn::Binary { line });
            }
            if let Some(skip) = self.skip {
                match self.skip_cut_game(skip) {
                    Ok(true) => continue,
                    Ok(false) => {}
                    Err(why) => return self.not_pgn(why),
                }
                if !self.fill() && self.error.is_some() {
                    self.skip = None;
                    self.filled = 0;
                    return self.error.take().map(Err);
                }
                continue;
            }
            if self.filled >= self.size {
                let pending = &self.buffer[..self.filled];
                // The last place a game starts (in the second half at least): little is
                // left to carry into the next batch.
                let from = self.searched.max(self.size / 2);
                if let Some(cut) = last_cut_from(pending, from) {
                    return Some(Ok(self.split(cut)));
                }
                // Look again at the last partial line once more bytes are in.
                self.searched = self.filled.saturating_sub(128);
                if self.filled >= self.max_game {
                    match self.cut_at_limit() {
                        Some(batch) => return Some(batch),
                        None => continue,
                    }
                }
            }
            if self.eof {
                if let Some(e) = self.error.take() {
                    // The games read whole before the error are still checked; the torn one is not.
                    if let Some(cut) = last_cut(&self.buffer[..self.filled]).filter(|&cut| cut > 0) {
                        self.error = Some(e);
                        self.filled = cut;
                        return Some(Ok(self.split(cut)));
                    }
                    self.filled = 0;
                    return Some(Err(e));
                }
                if self.filled == 0 {
                    return None;
                }
                return Some(Ok(self.split(self.filled)));
            }
            self.fill();
        }
    }
}

/// Enough bytes after a line start to tell a tag pair there (see [`is_tag_line`]).
const TAG_LOOK: usize = 128;
/// Longer than the longest game termination marker (`1/2-1/2`), a blank before it.
const LONGEST_RESULT: usize = 8;

/// The last place where a game without tags starts after one that ended: a line starting
/// with `1.` after a line that ends with a game termination marker.
fn last_untagged_cut(bytes: &[u8]) -> Option<usize> {
    memmem::rfind_iter(bytes, b"\n1.").map(|i| i + 1).find(|&at| ends_with_result(&bytes[..at]))
}

/// The last place at or after `from` where a new game surely starts.
fn last_cut_from(bytes: &[u8], from: usize) -> Option<usize> {
    let from = from.saturating_sub(1).min(bytes.len());
    memmem::rfind_iter(&bytes[from..], b"\n[").map(|i| from + i + 1).find(|&at| is_game_start(bytes, at))
}

/// The last place where a new game surely starts.
fn last_cut(bytes: &[u8]) -> Option<usize> {
    memmem::rfind_iter(bytes, b"\n[").map(|i| i + 1).find(|&at| is_game_start(bytes, at))
}

/// True when the line at `at` opens a tag pair and the last line before it with anything
/// on it ends with a game termination marker.
fn is_game_start(bytes: &[u8], at: usize) -> bool {
    is_tag_line(&bytes[at..]) && ends_with_result(&bytes[..at])
}

/// True for `[Name "` (spaces or tabs before the quote).
fn is_tag_line(line: &[u8]) -> bool {
    let [b'[', first, rest @ ..] = line else { return false };
    if !first.is_ascii_alphabetic() {
        return false;
    }
    let name = rest.iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
    let rest = &rest[name..];
    let blanks = rest.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    blanks > 0 && rest.get(blanks) == Some(&b'"')
}

/// True when the text, trailing whitespace aside, ends with a termination marker that
/// stands as a word of its own.
fn ends_with_result(text: &[u8]) -> bool {
    let end = text.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
    let text = &text[..end];
    let start = text.iter().rposition(u8::is_ascii_whitespace).map_or(0, |i| i + 1);
    matches!(&text[start..], b"1-0" | b"0-1" | b"1/2-1/2" | b"*")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::PgnReader;

    /// Games good and bad, in the ways that move game boundaries.
    const GAMES: &str = "[Event \"a\"]\n[Site \"b\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n\
        [Event \"broken comment\"]\n\n1. e4 { never closed\n\n\
        [Event \"c\"]\n\n1. d4 d5 *\n\n\
        [Event \"illegal\"]\n\n1. e4 Ke7 2. Qh5 0-1\n\n\
        [Event \"d\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\
        [Event \"e\"]\n\n1. Nf3 (1. e4 {\n[Site \"x\"] } 1/2-1/2\n\n\
        ; a comment line 1-0\n[Event \"f\"]\n\n1. c4 *\n";

    fn report(text: &[u8], first_line: u64) -> Vec<String> {
        PgnReader::new(text)
            .starting_at_line(first_line)
            .map(|g| match g {
                Ok(g) => format!("ok {} {}", g.moves.len(), g.result),
                Err(e) => format!("error {} {}", e.line, e.kind),
            })
            .collect()
    }

    #[test]
    fn batches_give_the_games_and_errors_of_the_whole_stream() {
        let text = GAMES.repeat(20);
        let whole = report(text.as_bytes(), 1);
        for size in [1, 7, 100, 1000, BATCH_BYTES] {
            let mut joined = Vec::new();
            let mut reports = Vec::new();
            for batch in Batches::with_size(text.as_bytes(), size) {
                let batch = batch.expect("a slice reads");
                reports.extend(report(batch.bytes(), batch.first_line));
                joined.extend_from_slice(batch.bytes());
            }
            assert_eq!(joined, text.as_bytes(), "size {size}: nothing lost, nothing added");
            assert_eq!(reports, whole, "size {size}");
        }
    }

    #[test]
    fn batches_read_into_buffers_handed_back_hold_only_their_own_bytes() {
        // Each batch's buffer is handed back once its games are read, as `ferz check` does:
        // the next batches are read into them, over the bytes of batches before. The stream
        // comes 50 bytes a read, so that the batches stay near their size.
        let text = GAMES.repeat(40);
        let whole = report(text.as_bytes(), 1);
        let spares = Spares::new();
        for size in [7, 100, 1000] {
            let (mut joined, mut reports, mut batches) = (Vec::new(), Vec::new(), 0);
            let trickle = Trickle { text: text.as_bytes(), from: None };
            for batch in Batches::with_size(trickle, size).sharing(&spares) {
                let batch = batch.expect("a slice reads");
                reports.extend(report(batch.bytes(), batch.first_line));
                joined.extend_from_slice(batch.bytes());
                spares.give(batch);
                batches += 1;
            }
            assert!(batches > 3, "size {size}: {batches} batches");
            assert_eq!(joined, text.as_bytes(), "size {size}: nothing lost, nothing added");
            assert_eq!(reports, whole, "size {size}");
        }
        let kept = spares.0.lock().map_or(0, |s| s.len());
        assert!((1..=Spares::KEPT).contains(&kept), "{kept} buffers kept");
    }

    /// A reader that gives at most 50 bytes a read: of `text`, or of `from`.
    struct Trickle<'a> {
        text: &'a [u8],
        from: Option<Box<dyn Read + 'a>>,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if let Some(from) = &mut self.from {
                let n = buf.len().min(50);
                return from.read(&mut buf[..n]);
            }
            let n = buf.len().min(50).min(self.text.len());
            buf[..n].copy_from_slice(&self.text[..n]);
            self.text = &self.text[n..];
            Ok(n)
        }
    }

    /// A reader that fails after `ok` bytes.
    struct Failing<'a> {
        text: &'a [u8],
        ok: usize,
    }

    impl Read for Failing<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.ok == 0 {
                return Err(io::Error::other("disk on fire"));
            }
            let n = buf.len().min(self.ok).min(self.text.len());
            buf[..n].copy_from_slice(&self.text[..n]);
            self.text = &self.text[n..];
            self.ok -= n;
            Ok(n)
        }
    }

    #[test]
    fn a_read_error_comes_after_the_whole_games_before_it() {
        let text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 d5 0-1\n\n[Event \"c\"]\n\n1. c4";
        let batches: Vec<_> = Batches::with_size(Failing { text: text.as_bytes(), ok: text.len() }, 10).collect();
        // The error once, last, after the batches of whole games.
        let (last, before) = batches.split_last().expect("batches");
        assert!(last.as_ref().is_err_and(|e| e.to_string() == "disk on fire"), "{batches:?}");
        assert!(!before.is_empty() && before.iter().all(Result::is_ok), "{batches:?}");
        let games: usize = batches.iter().flatten().map(|b| report(b.bytes(), b.first_line).len()).sum();
        assert_eq!(games, 2, "the torn third game is not reported");
    }

    /// What the batches of `input` give with a game cut at `max_game` bytes and `max_skip`
    /// bytes searched after it: each game's report, a cut game's one error, the end.
    fn cut_report(input: impl Read, max_game: usize, max_skip: u64) -> Vec<String> {
        let mut out = Vec::new();
        let trickle = Trickle { text: &[], from: Some(Box::new(input)) };
        for batch in Batches::with_size(trickle, 64).with_limits(max_game, max_skip) {
            match batch {
                Ok(batch) => match batch.cut_game_at(max_game) {
                    Some(e) => out.push(format!("error {} {}", e.line, e.kind)),
                    None => out.extend(report(batch.bytes(), batch.first_line)),
                },
                Err(e) => out.push(format!("stop {e}")),
            }
        }
        out
    }

    #[test]
    fn a_game_past_the_limit_is_one_error_and_the_next_game_is_read() {
        let big = format!("{{ {} }}", "word ".repeat(2000));
        let spaces = " ".repeat(20_000);
        let text = format!(
            "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"big\"]\n\n1. e4 {big} e5 *\n\n\
             [Event \"c\"]\n\n1. d4 *\n\n[Event \"d\"]\n\n1. e4{spaces}*\n"
        );
        let too_large = "game too large: more than 1000 bytes";
        assert_eq!(
            cut_report(text.as_bytes(), 1000, 1 << 20),
            vec![
                "ok 2 1-0".to_string(),
                format!("error 5 {too_large}"),
                "ok 1 *".to_string(),
                format!("error 13 {too_large}"),
            ]
        );
    }

    #[test]
    fn a_cut_game_is_skipped_past_blanks_that_outlast_the_buffer() {
        // The result, then more blanks than the skipping keeps, then the next game.
        let text = format!("1. e4 {} e5 *{}\n[Event \"next\"]\n\n1. d4 *\n", "x ".repeat(800), " ".repeat(3 * CHUNK));
        let report = cut_report(text.as_bytes(), 1000, 1 << 30);
        assert_eq!(report, vec!["error 1 game too large: more than 1000 bytes", "ok 1 *"]);
    }

    #[test]
    fn binary_data_is_not_pgn_and_ends_at_once() {
        let stop = |line| format!("stop not PGN: binary data (a NUL byte) at line {line}");
        // An endless stream of NUL bytes (`/dev/zero`).
        assert_eq!(cut_report(io::repeat(0), MAX_BATCH_BYTES, MAX_SKIP_BYTES), vec![stop(1)]);
        assert_eq!(cut_report(&b"[Event \"a\"]\n\n1. e4 \0 e5 *\n"[..], 1000, 1000), vec![stop(3)]);
        // Past the first bytes, a NUL in a game cut at the limit ends the reading there: in the
        // part of the game kept, before any record of it; in the part skipped, after its one.
        let line = SNIFF_BYTES as u64 + 1;
        let text = format!("{}1. e4 {{ \0 {} }}", "\n".repeat(SNIFF_BYTES), "x".repeat(5000));
        assert_eq!(cut_report(text.as_bytes(), 1000, 1 << 20), vec![stop(line)]);
        let text = format!("{}1. e4 {{ {} \0 }}", "\n".repeat(SNIFF_BYTES), "x".repeat(5000));
        let cut = format!("error {line} game too large: more than 1000 bytes");
        assert_eq!(cut_report(text.as_bytes(), 1000, 1 << 20), vec![cut, stop(line)]);
    }

    #[test]
    fn an_endless_stream_without_a_game_ends_with_a_word_that_it_is_not_pgn() {
        let stop = "stop not PGN: no game starts in the 1 MB after line 1; reading stopped";
        // Blank lines for ever: no game, and no record of one.
        assert_eq!(cut_report(io::repeat(b'\n'), 1000, 1 << 20), vec![stop.to_string()]);
        // Endless text: the one game it might be, then the end.
        let words = io::repeat(b'x').take(1 << 40);
        assert_eq!(cut_report(words, 1000, 1 << 20), vec!["error 1 game too large: more than 1000 bytes", stop]);
    }

    #[test]
    fn a_stream_without_games_is_still_cut() {
        let text = vec![b'x'; 3 * CHUNK];
        let total: usize = Batches::with_size(text.as_slice(), 10).map(|b| b.map_or(0, |b| b.bytes().len())).sum();
        assert_eq!(total, text.len());
    }
}
