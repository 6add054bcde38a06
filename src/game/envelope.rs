//! The sealed envelope of an adjourned game (Guidelines I), sealed for real: the sealed move is
//! encrypted, and the whole envelope — players, moves, clocks, result, every tag — is
//! authenticated, with a key derived from a short code shown once at sealing, for the sealer
//! and the arbiter to write on the scoresheet. Without the code the move cannot be read; with
//! it, any change made to the file after sealing is detected when the envelope is opened.
//!
//! The lock is ChaCha20-Poly1305 (the sealed move the message, the envelope's text the
//! associated data) under a key stretched from the code by PBKDF2-HMAC-SHA256 with a random
//! salt, so the 40 bits of the code cannot be tried one by one in any useful time. A few bytes
//! of the stretched key, kept beside the lock, tell a mistyped code from an edited envelope.

use std::fmt;

use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};
use sha2::Sha256;

use crate::rules::Color;

/// Rounds of PBKDF2: a fraction of a second for whoever opens the envelope once, years for
/// whoever tries every code.
const ROUNDS: u32 = 200_000;
/// The letters of a code (Crockford's base 32: no I, L, O, U to misread).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Symbols in a code: 40 bits.
const CODE_LEN: usize = 8;
/// What a lock starts with: the version of this sealing.
const PREFIX: &str = "v2-";
const SALT: usize = 16;
const CHECK: usize = 8;
const NONCE: usize = 12;

/// The tag that holds the lock, and the tag that records an opening; neither is part of what
/// the lock authenticates.
pub const SEALED_TAG: &str = "FerzSealed";
/// See [`SEALED_TAG`].
pub const OPENED_TAG: &str = "FerzOpened";

/// The code that opens an envelope, as shown once at sealing: `K7MQ-3XRA`.
#[derive(Clone, PartialEq, Eq)]
pub struct Code([u8; CODE_LEN]);

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Code(…)")
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = String::from_utf8_lossy(&self.0);
        write!(f, "{}-{}", &text[..4], &text[4..])
    }
}

impl Code {
    /// A new random code, from the system's random source.
    pub fn random() -> Result<Code, EnvelopeError> {
        let mut bytes = [0u8; CODE_LEN];
        getrandom::fill(&mut bytes).map_err(|_| EnvelopeError::NoRandom)?;
        Ok(Code(bytes.map(|b| ALPHABET[usize::from(b & 31)])))
    }

    /// Reads a code as a person types it from the scoresheet: any case, with or without the
    /// dash or spaces, O read as 0 and I or L as 1.
    pub fn parse(text: &str) -> Option<Code> {
        let mut code = [0u8; CODE_LEN];
        let mut n = 0;
        for c in text.chars().filter(|c| !matches!(c, '-' | ' ' | '–')) {
            let c = match c.to_ascii_uppercase() {
                'O' => '0',
                'I' | 'L' => '1',
                c => c,
            };
            let byte = u8::try_from(c).ok().filter(|b| ALPHABET.contains(b))?;
            *code.get_mut(n)? = byte;
            n += 1;
        }
        (n == CODE_LEN).then_some(Code(code))
    }
}

/// Why an envelope does not open (said in words by `lang`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnvelopeError {
    /// What was typed is not a code (eight letters and digits).
    NotACode,
    /// The code is not the one this envelope was sealed with.
    WrongCode,
    /// The code is right but the envelope was changed after sealing: moves, clocks, players,
    /// result or the sealed move itself.
    Tampered,
    /// The lock itself is damaged or not of a kind this ferz knows.
    Damaged,
    /// The system gave no random numbers to seal with.
    NoRandom,
}

impl std::error::Error for EnvelopeError {}

/// A sealed envelope as read from a file, not opened yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Envelope {
    /// Who sealed the move: the player who was to move.
    pub by: Color,
    /// The number of the move sealed.
    pub move_number: u32,
    /// When it was opened before, as its `FerzOpened` tag says, if it was.
    pub opened: Option<String>,
    /// The lock (the `FerzSealed` tag).
    lock: String,
    /// What the lock authenticates: the envelope's text, see [`content`].
    content: String,
}

/// The text a lock authenticates: the envelope without its lock and opening tags, line ends
/// and trailing blanks made uniform (a copy through another system still opens).
pub fn content(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let skip = |line: &str| [SEALED_TAG, OPENED_TAG].iter().any(|tag| line.starts_with(&format!("[{tag} ")));
    let lines: Vec<&str> = text.lines().map(str::trim_end).filter(|l| !skip(l)).collect();
    lines.join("\n").trim_end().to_string()
}

/// The key and the check of `code` with `salt`.
fn stretch(code: &Code, salt: &[u8]) -> ([u8; 32], [u8; CHECK]) {
    let mut out = [0u8; 32 + CHECK];
    pbkdf2::pbkdf2_hmac::<Sha256>(&code.0, salt, ROUNDS, &mut out);
    let mut key = [0u8; 32];
    let mut check = [0u8; CHECK];
    key.copy_from_slice(&out[..32]);
    check.copy_from_slice(&out[32..]);
    (key, check)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok()).collect()
}

/// Seals `text` (the move) into `envelope` (the envelope's PGN, without a lock) with `code`:
/// the envelope with its `FerzSealed` tag added after the other tags.
pub fn seal(envelope: &str, text: &str, code: &Code) -> Result<String, EnvelopeError> {
    let mut random = [0u8; SALT + NONCE];
    getrandom::fill(&mut random).map_err(|_| EnvelopeError::NoRandom)?;
    let (salt, nonce) = random.split_at(SALT);
    let (key, check) = stretch(code, salt);
    let aad = content(envelope);
    let cipher = ChaCha20Poly1305::new(Key::from_slice(&key));
    let sealed = cipher
        .encrypt(Nonce::from_slice(nonce), Payload { msg: text.as_bytes(), aad: aad.as_bytes() })
        .map_err(|_| EnvelopeError::Damaged)?;
    let lock = format!("{PREFIX}{}{}{}{}", hex(salt), hex(&check), hex(nonce), hex(&sealed));
    let line = format!("[{SEALED_TAG} \"{lock}\"]\n");
    // After the last tag: the tags end at the first blank line.
    let at = envelope.find("\n\n").map_or(0, |i| i + 1);
    Ok(format!("{}{line}{}", &envelope[..at], &envelope[at..]))
}

impl Envelope {
    /// The envelope of a file: who sealed which move, its lock (the `FerzSealed` tag's value)
    /// and the file's whole text, kept to check against the lock when it is opened.
    pub fn new(by: Color, move_number: u32, lock: &str, text: &str, opened: Option<&str>) -> Envelope {
        Envelope { by, move_number, opened: opened.map(str::to_string), lock: lock.to_string(), content: content(text) }
    }

    /// A short name of this envelope (from its salt), to record that it was opened.
    pub fn id(&self) -> String {
        self.lock.chars().skip(PREFIX.len()).take(2 * SALT).collect()
    }

    /// Opens the envelope with the code typed: the sealed move, or why not.
    pub fn open(&self, typed: &str) -> Result<super::Sealed, EnvelopeError> {
        let code = Code::parse(typed).ok_or(EnvelopeError::NotACode)?;
        let bytes = self.lock.strip_prefix(PREFIX).and_then(unhex).ok_or(EnvelopeError::Damaged)?;
        if bytes.len() < SALT + CHECK + NONCE + 16 {
            return Err(EnvelopeError::Damaged);
        }
        let (salt, rest) = bytes.split_at(SALT);
        let (check, rest) = rest.split_at(CHECK);
        let (nonce, sealed) = rest.split_at(NONCE);
        let (key, expected) = stretch(&code, salt);
        if check != expected {
            return Err(EnvelopeError::WrongCode);
        }
        let cipher = ChaCha20Poly1305::new(Key::from_slice(&key));
        let text = cipher
            .decrypt(Nonce::from_slice(nonce), Payload { msg: sealed, aad: self.content.as_bytes() })
            .map_err(|_| EnvelopeError::Tampered)?;
        let text = String::from_utf8(text).map_err(|_| EnvelopeError::Tampered)?;
        Ok(super::Sealed { by: self.by, move_number: self.move_number, text })
    }
}

/// `envelope` (an envelope's text) with the record of its opening at `when` added after its
/// tags: a person looking at the file sees it was opened, and ferz says so if it is opened
/// again.
pub fn mark_opened(envelope: &str, when: &str) -> String {
    let line = format!("[{OPENED_TAG} \"{when}\"]\n");
    let at = envelope.find("\n\n").map_or(0, |i| i + 1);
    format!("{}{line}{}", &envelope[..at], &envelope[at..])
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "[Event \"x\"]\n[FerzClock \"white=1 black=2\"]\n\n1. e4 e5 *\n";

    fn sealed(move_text: &str) -> (String, Code) {
        let code = Code::random().unwrap();
        (seal(TEXT, move_text, &code).unwrap(), code)
    }

    fn envelope_of(text: &str) -> Envelope {
        let lock = text.lines().find_map(|l| l.strip_prefix("[FerzSealed \"")?.strip_suffix("\"]")).unwrap();
        Envelope::new(Color::White, 2, lock, text, None)
    }

    #[test]
    fn codes_are_read_as_people_type_them() {
        let code = Code::random().unwrap();
        let shown = code.to_string();
        assert_eq!(shown.len(), 9);
        assert_eq!(Code::parse(&shown), Some(code.clone()));
        assert_eq!(Code::parse(&shown.to_lowercase().replace('-', " ")), Some(code));
        assert_eq!(Code::parse("k7mq-3xra"), Code::parse("K7MQ3XRA"));
        assert_eq!(Code::parse("OIL0-0000"), Code::parse("0110-0000"));
        for bad in ["", "K7MQ", "K7MQ-3XRA-1", "K7MQ-3XRU", "К7MQ-3XRA"] {
            assert_eq!(Code::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_right_code_opens_and_the_move_is_not_in_the_file() {
        let (text, code) = sealed("Nf3");
        assert!(!text.contains("Nf3"));
        assert!(text.starts_with("[Event \"x\"]\n[FerzClock \"white=1 black=2\"]\n[FerzSealed \"v2-"), "{text}");
        let envelope = envelope_of(&text);
        assert_eq!(envelope.open(&code.to_string()).map(|s| s.text), Ok("Nf3".to_string()));
        // A copy with other line ends still opens.
        assert!(envelope_of(&text.replace('\n', "\r\n")).open(&code.to_string()).is_ok());
        // And the record of an opening is not part of what is sealed.
        assert!(envelope_of(&mark_opened(&text, "2026-11-30 20:00 UTC")).open(&code.to_string()).is_ok());
    }

    #[test]
    fn a_wrong_code_and_an_edited_envelope_are_told_apart() {
        let (text, code) = sealed("Nf3");
        let other = if code.to_string() == "0000-0000" { "1111-1111" } else { "0000-0000" };
        assert_eq!(envelope_of(&text).open(other), Err(EnvelopeError::WrongCode));
        assert_eq!(envelope_of(&text).open("K7MQ"), Err(EnvelopeError::NotACode));
        assert_eq!(envelope_of(&text).open("not a code!"), Err(EnvelopeError::NotACode));
        for (from, to) in [("white=1", "white=9"), ("1. e4 e5", "1. d4 e5"), ("\"x\"", "\"y\""), ("*", "1-0")] {
            let edited = text.replace(from, to);
            assert_eq!(envelope_of(&edited).open(&code.to_string()), Err(EnvelopeError::Tampered), "{from} → {to}");
        }
        // The lock itself changed: the sealed move or its check.
        let lock = text.lines().find_map(|l| l.strip_prefix("[FerzSealed \"")?.strip_suffix("\"]")).unwrap();
        let mut flipped = lock.to_string();
        let last = flipped.pop().unwrap();
        flipped.push(if last == '0' { '1' } else { '0' });
        assert_eq!(envelope_of(&text.replace(lock, &flipped)).open(&code.to_string()), Err(EnvelopeError::Tampered));
        assert_eq!(envelope_of(&text.replace(lock, "v2-zz")).open(&code.to_string()), Err(EnvelopeError::Damaged));
    }
}
