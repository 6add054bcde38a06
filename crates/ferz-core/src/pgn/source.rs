//! Bytes of a PGN stream with their line and column, read through a fixed
//! buffer so that a file of any size streams in bounded memory.

use std::io::{self, Read};

/// How many bytes are read from the underlying reader at a time.
const CHUNK: usize = 64 * 1024;

/// A byte cursor over a reader that knows the line and column of the next byte.
///
/// Columns count characters (UTF-8 continuation bytes do not move the column).
/// A UTF-8 byte-order mark at the very start is skipped and not counted.
#[derive(Debug)]
pub(crate) struct Source<R> {
    inner: R,
    buf: Vec<u8>,
    /// Bytes of the stream before `buf[0]`.
    base: u64,
    pos: usize,
    end: usize,
    eof: bool,
    started: bool,
    error: Option<io::Error>,
    line: u64,
    column: u64,
}

impl<R: Read> Source<R> {
    /// A cursor at line 1, column 1 of `inner`.
    pub(crate) fn new(inner: R) -> Source<R> {
        Source {
            inner,
            buf: vec![0; CHUNK],
            base: 0,
            pos: 0,
            end: 0,
            eof: false,
            started: false,
            error: None,
            line: 1,
            column: 1,
        }
    }

    /// Counts lines from `line` on: for a stream that is a part of a bigger one.
    pub(crate) fn set_first_line(&mut self, line: u64) {
        self.line = line;
    }

    /// Takes up the stream in the middle: counts from `line` and `column` on, and reads no
    /// byte-order mark at its start.
    pub(crate) fn resume_at(&mut self, line: u64, column: u64) {
        self.line = line;
        self.column = column;
        self.started = true;
    }

    /// How many bytes of the stream come before the next byte.
    #[inline]
    pub(crate) fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// The line of the next byte, from 1.
    #[inline]
    pub(crate) fn line(&self) -> u64 {
        self.line
    }

    /// The column of the next byte, from 1.
    #[inline]
    pub(crate) fn column(&self) -> u64 {
        self.column
    }

    /// The read error that ended the stream, taken once.
    pub(crate) fn take_error(&mut self) -> Option<io::Error> {
        self.error.take()
    }

    /// Makes at least `need` bytes available after the cursor, unless the
    /// stream ends first. Returns how many are available (at most the buffer).
    fn fill(&mut self, need: usize) -> usize {
        if !self.started {
            self.started = true;
            if self.fill_raw(3) >= 3 && self.buf[self.pos..self.pos + 3] == [0xEF, 0xBB, 0xBF] {
                self.pos += 3;
            }
        }
        self.fill_raw(need)
    }

    fn fill_raw(&mut self, need: usize) -> usize {
        let need = need.min(CHUNK);
        while self.end - self.pos < need && !self.eof {
            if self.pos > 0 {
                self.buf.copy_within(self.pos..self.end, 0);
                self.base += self.pos as u64;
                self.end -= self.pos;
                self.pos = 0;
            }
            match self.inner.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.eof = true;
                    self.error = Some(e);
                }
            }
        }
        self.end - self.pos
    }

    /// True when the stream has ended: the bytes buffered are all that is left.
    #[inline]
    pub(crate) fn at_end(&self) -> bool {
        self.eof
    }

    /// Buffers more bytes after the cursor (or learns that the stream has ended); false when
    /// neither can be, the buffer being full.
    pub(crate) fn fill_more(&mut self) -> bool {
        // Twice as many, so that a token read again from its start after each fill is read
        // a few times at most, however few bytes each read of the stream gives.
        let (had, ended) = (self.end - self.pos, self.eof);
        self.fill((2 * had).max(had + 64)) > had || self.eof != ended
    }

    /// The next byte, without consuming it.
    #[inline]
    pub(crate) fn peek(&mut self) -> Option<u8> {
        if self.pos < self.end {
            return Some(self.buf[self.pos]);
        }
        if self.fill(1) == 0 { None } else { Some(self.buf[self.pos]) }
    }

    /// The next `n` bytes (fewer at the end of the stream), without consuming them. Looks at
    /// most a buffer ahead.
    pub(crate) fn lookahead(&mut self, n: usize) -> &[u8] {
        let available = self.fill(n).min(n);
        &self.buf[self.pos..self.pos + available]
    }

    /// The bytes buffered after the cursor, filling the buffer first when none are left:
    /// empty only at the end of the stream. With [`consume`](Self::consume), lets the lexer
    /// scan a run of bytes at once instead of one `peek` at a time.
    #[inline]
    pub(crate) fn buffered(&mut self) -> &[u8] {
        if self.pos == self.end {
            self.fill(1);
        }
        &self.buf[self.pos..self.end]
    }

    /// Consumes the next `n` bytes of [`buffered`](Self::buffered), moving the line and
    /// column on as `n` calls of [`bump`](Self::bump) would.
    pub(crate) fn consume(&mut self, n: usize) {
        let bytes = &self.buf[self.pos..self.pos + n];
        if n <= 16 {
            // A symbol or a few blanks: a plain loop beats setting up memchr.
            for &b in bytes {
                if b == b'\n' {
                    self.line += 1;
                    self.column = 1;
                } else if !(0x80..0xC0).contains(&b) {
                    self.column += 1;
                }
            }
            self.pos += n;
            return;
        }
        let columns = |bytes: &[u8]| bytes.iter().filter(|b| !(0x80..0xC0).contains(*b)).count() as u64;
        match memchr::memrchr(b'\n', bytes) {
            Some(last) => {
                self.line += memchr::memchr_iter(b'\n', bytes).count() as u64;
                self.column = 1 + columns(&bytes[last + 1..]);
            }
            None => self.column += columns(bytes),
        }
        self.pos += n;
    }

    /// Consumes and returns the next byte, moving the line and column on.
    #[inline]
    pub(crate) fn bump(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        if b == b'\n' {
            self.line += 1;
            self.column = 1;
        } else if !(0x80..0xC0).contains(&b) {
            self.column += 1;
        }
        Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lines_and_character_columns() {
        let mut src = Source::new("\u{feff}ab\né x\r\nz".as_bytes());
        let mut seen = Vec::new();
        while let Some(b) = src.peek() {
            seen.push((b, src.line(), src.column()));
            src.bump();
        }
        assert_eq!(seen[0], (b'a', 1, 1));
        assert_eq!(seen[3], (0xC3, 2, 1));
        assert_eq!(seen[5], (b' ', 2, 2));
        assert_eq!(seen[6], (b'x', 2, 3));
        assert_eq!(*seen.last().unwrap(), (b'z', 3, 1));
    }

    #[test]
    fn consuming_a_run_counts_as_bumping_each_byte() {
        let text = "\u{feff}ab\né x\r\nzz and a longer line\nwith é words, \n and more";
        for n in 0..=text.len() - 3 {
            let (mut one, mut run) = (Source::new(text.as_bytes()), Source::new(text.as_bytes()));
            for _ in 0..n {
                one.bump();
            }
            assert!(run.buffered().len() >= n);
            run.consume(n);
            assert_eq!((run.line(), run.column(), run.peek()), (one.line(), one.column(), one.peek()), "{n}");
        }
    }

    #[test]
    fn looks_ahead_across_chunks() {
        let text = "x".repeat(CHUNK - 2) + "[Event";
        let mut src = Source::new(text.as_bytes());
        for _ in 0..CHUNK - 2 {
            src.bump();
        }
        assert_eq!(src.lookahead(6).get(5), Some(&b't'));
        assert_eq!(src.lookahead(7).get(6), None);
    }
}
