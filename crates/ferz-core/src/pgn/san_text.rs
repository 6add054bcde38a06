//! A move's SAN held inside the move rather than on the heap: reading a PGN game writes one
//! for every move, and an allocation each was a tenth of the reading time.

use std::fmt;
use std::ops::Deref;

/// The most bytes held; SAN needs at most 7 (`exd8=Q#`, `Qh4xe1+`).
const CAPACITY: usize = 15;

/// SAN text of up to 15 bytes, held inline. Reads as a `&str` (`as_str`, or through `Deref`),
/// prints as itself and compares with string slices.
///
/// ```
/// use ferz_core::pgn::SanText;
/// let san = SanText::new("Nf3");
/// assert_eq!(san, "Nf3");
/// assert_eq!(format!("1. {san}"), "1. Nf3");
/// assert!(san.starts_with('N'));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SanText {
    bytes: [u8; CAPACITY],
    len: u8,
}

impl SanText {
    /// `text`, or as many of its first characters as fit in 15 bytes (SAN always fits).
    pub fn new(text: &str) -> SanText {
        let mut end = text.len().min(CAPACITY);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let mut bytes = [0; CAPACITY];
        bytes[..end].copy_from_slice(&text.as_bytes()[..end]);
        SanText { bytes, len: end as u8 }
    }

    /// Appends the check or mate mark (any ASCII character) if there is room.
    pub(crate) fn push_mark(&mut self, mark: u8) {
        let len = usize::from(self.len);
        if len < CAPACITY && mark.is_ascii() {
            self.bytes[len] = mark;
            self.len += 1;
        }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        // Always whole characters of a `&str` and ASCII marks, so always UTF-8.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl Deref for SanText {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for SanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for SanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for SanText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for SanText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_san_and_cuts_longer_text_at_a_character() {
        let mut san = SanText::new("exd8=Q");
        san.push_mark(b'#');
        assert_eq!(san, "exd8=Q#");
        assert_eq!(SanText::new(""), "");
        assert_eq!(SanText::new("abcdefghijklmnopq"), "abcdefghijklmno");
        assert_eq!(SanText::new("abcdefghijklmn♘"), "abcdefghijklmn", "a character is never split");
        let mut full = SanText::new("abcdefghijklmno");
        full.push_mark(b'+');
        assert_eq!(full, "abcdefghijklmno");
    }
}
