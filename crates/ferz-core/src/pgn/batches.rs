//! A PGN stream cut into batches of whole games, so that the batches can be read on several
//! cores and give the same games and errors as the stream read in one piece.
//!
//! A batch ends just before a line that opens a tag pair (`[Name "`) right after a line
//! that ends with a game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`): there the
//! reader starts a new game whatever came before. Memory stays bounded: a batch holds about
//! [`BATCH_BYTES`], and a stream with no such place for [`MAX_BATCH_BYTES`] is cut at a line
//! end anyway.
//!
//! The buffers of the batches read can be handed back ([`Spares`]) and read into again: a
//! new buffer costs a page fault and a clearing for every 4 KB of it, and safe Rust clears
//! the room a read fills before the read (together about 6% of `ferz check` outside the
//! verdicts, by `perf`).

use std::io::{self, Read};
use std::sync::{Arc, Mutex};

use memchr::memmem;

/// About how many bytes a batch holds.
pub const BATCH_BYTES: usize = 1 << 20;
/// The most bytes a batch holds, cut where a game starts or not.
pub const MAX_BATCH_BYTES: usize = 64 << 20;
/// How many bytes are read at a time.
const CHUNK: usize = 256 << 10;

/// Whole games of a stream, and the line of the stream their first byte is on.
#[derive(Clone)]
pub struct Batch {
    /// The games' bytes, then room written before (a buffer read into again): only the first
    /// `len` bytes are the batch's.
    buffer: Vec<u8>,
    len: usize,
    /// The line of the stream the batch starts on, from 1.
    pub first_line: u64,
}

impl Batch {
    /// The games' bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.buffer[..self.len]
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
        }
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
        Batch { buffer, len: cut, first_line }
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
                if self.filled >= MAX_BATCH_BYTES {
                    let cut = memchr::memrchr(b'\n', pending).map_or(self.filled, |i| i + 1);
                    return Some(Ok(self.split(cut)));
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
            let trickle = Trickle { text: text.as_bytes() };
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

    /// A reader that gives at most 50 bytes a read.
    struct Trickle<'a> {
        text: &'a [u8],
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
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

    #[test]
    fn a_stream_without_games_is_still_cut() {
        let text = vec![b'x'; 3 * CHUNK];
        let total: usize = Batches::with_size(text.as_slice(), 10).map(|b| b.map_or(0, |b| b.bytes().len())).sum();
        assert_eq!(total, text.len());
    }
}
