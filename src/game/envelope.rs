//! The sealed envelope of an adjourned game (Guidelines I), sealed for real: the sealed move is
//! encrypted, and the whole envelope — players, moves, clocks, result, every tag — is
//! authenticated, with a key derived from a short code shown once at sealing, for the sealer
//! and the arbiter to write on the scoresheet. Without the code the move cannot be read; with
//! it, any change made to the file after sealing is detected when the envelope is opened.
//!
//! The lock is ChaCha20-Poly1305 (the sealed move the message, the game as read the associated
//! data) under a key stretched from the code by PBKDF2-HMAC-SHA256 with a random salt. What is
//! authenticated is a canonical form of the game ferz reads from it ([`canonical`]): every tag
//! in order, the whole movetext as read, and the movetext as written (its words, whatever the
//! spacing). So a tag slipped onto the lock's line, a second copy of a tag, a move spelled
//! anew (`Nf3+` for `Nf3`, `Ng1f3`) or anything after the game is refused; the lock and the
//! record of an opening are the only tags left out. A few bytes of the stretched key, kept
//! beside the lock, tell a mistyped code from an edited envelope. The sealed move is padded to
//! one length before it is encrypted, so the lock's length says nothing of the move.

use std::fmt;

use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};
use sha2::Sha256;

use crate::pgn::{PgnGame, PgnMove, PgnReader};
use crate::rules::Color;

/// A sealed move of an adjourned game (Guidelines I).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sealed {
    /// Who sealed it: the player who was to move.
    pub by: Color,
    /// The number of the move sealed.
    pub move_number: u32,
    /// The move as the player wrote it, possibly illegal or ambiguous.
    pub text: String,
}

/// Rounds of PBKDF2: a fraction of a second for whoever opens the envelope once, years for
/// whoever tries every code.
const ROUNDS: u32 = 200_000;
/// The letters of a code (Crockford's base 32: no I, L, O, U to misread).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Symbols in a code: 60 bits, three groups of four (`K7MQ-3XRA-P2WD`).
const CODE_LEN: usize = 12;
/// What a lock starts with: the version of this sealing (v2 authenticated the text, v3 the
/// game as read but the move's length showed and the movetext's spelling was not covered).
const PREFIX: &str = "v4-";
/// The locks of earlier versions, which this one does not open.
const OLD_PREFIXES: [&str; 2] = ["v2-", "v3-"];
/// The longest sealed move in bytes (the sealing window keeps 32 characters, each at most four
/// bytes): every move is padded to this length, after one byte of its own length, so that
/// `e5` and `e8=Q+` make locks of one length.
const MAX_SEALED_BYTES: usize = 128;
const SALT: usize = 16;
const CHECK: usize = 8;
const NONCE: usize = 12;

/// The tag that holds the lock, and the tag that records an opening; neither is part of what
/// the lock authenticates.
pub const SEALED_TAG: &str = "FerzSealed";
/// See [`SEALED_TAG`].
pub const OPENED_TAG: &str = "FerzOpened";

/// The code that opens an envelope, as shown once at sealing: `K7MQ-3XRA-P2WD`.
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
        write!(f, "{}-{}-{}", &text[..4], &text[4..8], &text[8..])
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
    /// What was typed is not a code (twelve letters and digits).
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
    /// The move to seal is longer than an envelope holds.
    TooLong,
    /// The lock is of an earlier version of ferz, which this one does not open.
    OldFormat,
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
    /// What the lock authenticates: the game as read, see [`canonical`]; `None` when the file
    /// holds what no seal covers (a tag twice, more after the game).
    content: Option<String>,
}

/// What a lock authenticates: the game as ferz read it from `text` — every tag in the order
/// read but the lock and the opening's, the start position, the comment before the moves, and
/// each move of the movetext with everything read with it (glyphs, comment, clock, commands,
/// variations), and the result — and the movetext as written, word by word ([`movetext`]).
/// Every text is written with its length, so no two games have the same form. Line ends and
/// spacing do not matter (a copy through another system still opens); anything ferz reads
/// does, and so does how each move is spelled.
pub fn canonical(pgn: &PgnGame, text: &str) -> String {
    let mut out = String::new();
    field(&mut out, "written", &movetext(text));
    for (name, value) in &pgn.tags {
        if name != SEALED_TAG && name != OPENED_TAG {
            field(&mut out, "tag", name);
            field(&mut out, "value", value);
        }
    }
    field(&mut out, "start", &pgn.start.fen());
    optional(&mut out, "comment", pgn.comment.as_deref());
    line(&mut out, &pgn.moves);
    field(&mut out, "result", &pgn.result);
    out
}

/// The movetext of an envelope's `text` as written, its words joined by single spaces: what
/// follows the tags (the lines that start with `[` before the first line that does not). The
/// reader takes `Nf3+` or `Ng1f3` for the move `Nf3`; the seal covers the words, so a move
/// spelled anew is a change.
fn movetext(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rest = text;
    while let Some((line, after)) = rest.split_once('\n') {
        let line = line.trim();
        if !line.is_empty() && !line.starts_with('[') {
            break;
        }
        rest = after;
    }
    if rest.trim_start().starts_with('[') {
        // Tags to the end of the file: no movetext.
        rest = "";
    }
    rest.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The moves of a line, each with what was read with it, its variations nested.
fn line(out: &mut String, moves: &[PgnMove]) {
    field(out, "moves", &moves.len().to_string());
    for m in moves {
        field(out, "move", &m.mv.uci());
        let nags: Vec<String> = m.nags.iter().map(u8::to_string).collect();
        field(out, "nags", &nags.join(","));
        optional(out, "comment", m.comment.as_deref());
        optional(out, "clk", m.clock_ms.map(|ms| ms.to_string()).as_deref());
        for (name, args) in &m.commands {
            field(out, "command", name);
            field(out, "args", args);
        }
        field(out, "variations", &m.variations.len().to_string());
        for variation in &m.variations {
            optional(out, "comment", variation.comment.as_deref());
            line(out, &variation.moves);
        }
    }
}

/// `name`, the length of `value` and `value`, on a line.
fn field(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("{name} {}:{value}\n", value.len()));
}

/// A field that may be missing (`name -`).
fn optional(out: &mut String, name: &str, value: Option<&str>) {
    match value {
        Some(value) => field(out, name, value),
        None => out.push_str(&format!("{name} -\n")),
    }
}

/// The name of a tag `pgn` holds more than once, if any: the reader takes the first, so a
/// second copy could only be there to be seen instead of it.
pub fn duplicate_tag(pgn: &PgnGame) -> Option<&str> {
    let mut names: Vec<&str> = pgn.tags.iter().map(|(n, _)| n.as_str()).collect();
    names.sort_unstable();
    names.windows(2).find(|w| w[0] == w[1]).map(|w| w[0])
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
    let mut games = PgnReader::new(envelope.as_bytes());
    let game = games.next().and_then(Result::ok).ok_or(EnvelopeError::Damaged)?;
    let aad = canonical(&game, envelope);
    let cipher = ChaCha20Poly1305::new(Key::from_slice(&key));
    let sealed = cipher
        .encrypt(Nonce::from_slice(nonce), Payload { msg: &pad(text)?, aad: aad.as_bytes() })
        .map_err(|_| EnvelopeError::Damaged)?;
    let lock = format!("{PREFIX}{}{}{}{}", hex(salt), hex(&check), hex(nonce), hex(&sealed));
    let line = format!("[{SEALED_TAG} \"{lock}\"]\n");
    // After the last tag: the tags end at the first blank line.
    let at = envelope.find("\n\n").map_or(0, |i| i + 1);
    Ok(format!("{}{line}{}", &envelope[..at], &envelope[at..]))
}

/// The sealed move `text` as encrypted: one byte of its length, the text, then zeros up to
/// [`MAX_SEALED_BYTES`], whatever the move.
fn pad(text: &str) -> Result<Vec<u8>, EnvelopeError> {
    let bytes = text.as_bytes();
    let len = u8::try_from(bytes.len()).ok().filter(|&n| usize::from(n) <= MAX_SEALED_BYTES);
    let len = len.ok_or(EnvelopeError::TooLong)?;
    let mut padded = vec![0u8; 1 + MAX_SEALED_BYTES];
    padded[0] = len;
    padded[1..=bytes.len()].copy_from_slice(bytes);
    Ok(padded)
}

/// The sealed move of a decrypted message: the text its length byte says, the rest zeros.
fn unpad(padded: &[u8]) -> Option<&[u8]> {
    let (&len, rest) = padded.split_first()?;
    let (text, zeros) = rest.split_at_checked(usize::from(len))?;
    (rest.len() == MAX_SEALED_BYTES && zeros.iter().all(|&b| b == 0)).then_some(text)
}

impl Envelope {
    /// The envelope of a file: who sealed which move, its lock (the `FerzSealed` tag's value)
    /// and the game read from it (`alone`: nothing follows it in the file) with the file's
    /// `text`, kept to check against the lock when it is opened.
    pub fn new(by: Color, move_number: u32, lock: &str, game: &PgnGame, text: &str, alone: bool) -> Envelope {
        let content = (alone && duplicate_tag(game).is_none()).then(|| canonical(game, text));
        let opened = game.tag(OPENED_TAG).map(str::to_string);
        Envelope { by, move_number, opened, lock: lock.to_string(), content }
    }

    /// A short name of this envelope (from its salt), to record that it was opened.
    pub fn id(&self) -> String {
        self.lock.chars().skip(PREFIX.len()).take(2 * SALT).collect()
    }

    /// Opens the envelope with the code typed: the sealed move, or why not.
    pub fn open(&self, typed: &str) -> Result<Sealed, EnvelopeError> {
        let code = Code::parse(typed).ok_or(EnvelopeError::NotACode)?;
        if OLD_PREFIXES.iter().any(|old| self.lock.starts_with(old)) {
            return Err(EnvelopeError::OldFormat);
        }
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
        // A tag twice or more after the game: not what was sealed, whatever the lock says.
        let content = self.content.as_ref().ok_or(EnvelopeError::Tampered)?;
        let cipher = ChaCha20Poly1305::new(Key::from_slice(&key));
        let text = cipher
            .decrypt(Nonce::from_slice(nonce), Payload { msg: sealed, aad: content.as_bytes() })
            .map_err(|_| EnvelopeError::Tampered)?;
        let text = unpad(&text).ok_or(EnvelopeError::Tampered)?;
        let text = String::from_utf8(text.to_vec()).map_err(|_| EnvelopeError::Tampered)?;
        Ok(Sealed { by: self.by, move_number: self.move_number, text })
    }
}

/// `envelope` (an envelope's text) with the record of its opening at `when` added after its
/// tags: a person looking at the file sees it was opened, and ferz says so if it is opened
/// again.
/// An envelope that already records an opening keeps the first.
pub fn mark_opened(envelope: &str, when: &str) -> String {
    let mut games = PgnReader::new(envelope.as_bytes());
    if games.next().and_then(Result::ok).is_some_and(|g| g.tag(OPENED_TAG).is_some()) {
        return envelope.to_string();
    }
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
        let mut games = PgnReader::new(text.as_bytes());
        let game = games.next().unwrap().unwrap();
        let lock = game.tag(SEALED_TAG).unwrap().to_string();
        Envelope::new(Color::White, 2, &lock, &game, text, games.next().is_none())
    }

    #[test]
    fn codes_are_read_as_people_type_them() {
        let code = Code::random().unwrap();
        let shown = code.to_string();
        assert_eq!(shown.len(), 14);
        assert_eq!(Code::parse(&shown), Some(code.clone()));
        assert_eq!(Code::parse(&shown.to_lowercase().replace('-', " ")), Some(code));
        assert_eq!(Code::parse("k7mq-3xra-p2wd"), Code::parse("K7MQ3XRAP2WD"));
        assert!(Code::parse("K7MQ-3XRA-P2WD").is_some());
        assert_eq!(Code::parse("OIL0-0000-0000"), Code::parse("0110-0000-0000"));
        for bad in ["", "K7MQ", "K7MQ-3XRA", "K7MQ-3XRA-P2WD-1", "K7MQ-3XRA-P2WU", "К7MQ-3XRA-P2WD"] {
            assert_eq!(Code::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_right_code_opens_and_the_move_is_not_in_the_file() {
        let (text, code) = sealed("Nf3");
        assert!(!text.contains("Nf3"));
        assert!(text.starts_with("[Event \"x\"]\n[FerzClock \"white=1 black=2\"]\n[FerzSealed \"v4-"), "{text}");
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
        let other = if code.to_string() == "0000-0000-0000" { "1111-1111-1111" } else { "0000-0000-0000" };
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
        assert_eq!(envelope_of(&text.replace(lock, "v4-zz")).open(&code.to_string()), Err(EnvelopeError::Damaged));
    }

    /// The lock's line of a sealed text.
    fn lock_line(text: &str) -> String {
        text.lines().find(|l| l.starts_with("[FerzSealed ")).unwrap().to_string()
    }

    #[test]
    fn a_tag_on_the_lock_line_is_authenticated_like_any_other() {
        let (text, code) = sealed("Nf3");
        let lock = lock_line(&text);
        // The lock moved to the top with a tag after it on the same line: the reader takes
        // the first FerzClock, which a seal of the text without the lock's line never saw.
        let smuggled = format!("{lock} [FerzClock \"white=5000 black=2\"]\n{}", text.replace(&format!("{lock}\n"), ""));
        assert_eq!(envelope_of(&smuggled).open(&code.to_string()), Err(EnvelopeError::Tampered));
        // A new tag (a name) on the lock's line where it stands.
        let renamed = text.replace(&lock, &format!("{lock} [White \"Mallory\"]"));
        assert_eq!(envelope_of(&renamed).open(&code.to_string()), Err(EnvelopeError::Tampered));
    }

    #[test]
    fn a_start_position_slipped_in_is_refused() {
        let (text, code) = sealed("Nf3");
        let lock = lock_line(&text);
        let queenless = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let set_up = text.replace(&lock, &format!("{lock} [SetUp \"1\"] [FEN \"{queenless}\"]"));
        assert_eq!(envelope_of(&set_up).open(&code.to_string()), Err(EnvelopeError::Tampered));
    }

    #[test]
    fn a_tag_written_twice_is_refused() {
        let (text, code) = sealed("Nf3");
        // A second FerzClock after the first: the reader takes the first, the eye the last.
        let twice = text.replace("[Event \"x\"]\n", "[Event \"x\"]\n[FerzClock \"white=1 black=2\"]\n");
        assert_eq!(envelope_of(&twice).open(&code.to_string()), Err(EnvelopeError::Tampered));
        // A second lock or a second opening record is a duplicate too.
        let lock = lock_line(&text);
        let two_locks = text.replace(&lock, &format!("{lock}\n{lock}"));
        assert_eq!(envelope_of(&two_locks).open(&code.to_string()), Err(EnvelopeError::Tampered));
        let opened = mark_opened(&text, "2026-11-30 20:00 UTC");
        let two = opened.replace("[FerzOpened ", "[FerzOpened \"later\"]\n[FerzOpened ");
        assert_eq!(envelope_of(&two).open(&code.to_string()), Err(EnvelopeError::Tampered));
    }

    #[test]
    fn anything_after_the_sealed_game_is_refused() {
        let (text, code) = sealed("Nf3");
        let second = format!("{text}\n[Event \"y\"]\n\n1. d4 *\n");
        assert_eq!(envelope_of(&second).open(&code.to_string()), Err(EnvelopeError::Tampered));
        // A comment or a move added to the movetext.
        let commented = text.replace("1. e4 e5", "1. e4 { [%clk 0:00:01] } e5");
        assert_eq!(envelope_of(&commented).open(&code.to_string()), Err(EnvelopeError::Tampered));
        let longer = text.replace("1. e4 e5 *", "1. e4 e5 2. Nf3 *");
        assert_eq!(envelope_of(&longer).open(&code.to_string()), Err(EnvelopeError::Tampered));
        // Spacing and line ends are not the game: those still open.
        let spaced = text.replace("1. e4 e5", "1.   e4\n e5");
        assert!(envelope_of(&spaced).open(&code.to_string()).is_ok());
    }

    #[test]
    fn every_lock_has_one_length_whatever_the_move() {
        let moves =
            ["e5", "Nxe5", "O-O-O", "e8=Q+", "Kd4", "exd8=N#", "Кf3", "Ng1f3", "a", "ЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛЛ"];
        let lengths: Vec<usize> = moves.iter().map(|m| lock_line(&sealed(m).0).len()).collect();
        assert!(lengths.iter().all(|&n| n == lengths[0]), "{:?}", moves.iter().zip(&lengths).collect::<Vec<_>>());
        // And each still opens to its move, no padding left on it.
        for m in ["e5", "e8=Q+", "Кf3"] {
            let (text, code) = sealed(m);
            assert_eq!(envelope_of(&text).open(&code.to_string()).map(|s| s.text), Ok(m.to_string()));
        }
        // A move of 32 four-byte characters is the longest a sealing window keeps; more is refused.
        let code = Code::random().unwrap();
        assert!(seal(TEXT, &"𝄞".repeat(32), &code).is_ok());
        assert_eq!(seal(TEXT, &"𝄞".repeat(33), &code), Err(EnvelopeError::TooLong));
    }

    #[test]
    fn a_move_spelled_anew_is_a_change() {
        let text = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n";
        let code = Code::random().unwrap();
        let sealed = seal(text, "a6", &code).unwrap();
        assert!(envelope_of(&sealed).open(&code.to_string()).is_ok());
        // Each reads as the same moves, but is not what was sealed.
        for (from, to) in [("Nf3", "Nf3+"), ("Nf3", "Ng1f3"), ("Bb5", "Bf1b5"), ("e4", "e2e4"), ("Nc6", "Nc6!")] {
            // In the movetext only: the lock's hex digits may hold `e4` too.
            let (tags, moves) = sealed.split_once("\n\n").unwrap();
            let edited = format!("{tags}\n\n{}", moves.replace(&format!(" {from} "), &format!(" {to} ")));
            assert_ne!(edited, sealed);
            assert_eq!(envelope_of(&edited).open(&code.to_string()), Err(EnvelopeError::Tampered), "{from} → {to}");
        }
        // Spacing and line ends are not the moves: those still open.
        let spaced = sealed.replace("2. Nf3", "\n2.   Nf3").replace('\n', "\r\n");
        assert!(envelope_of(&spaced).open(&code.to_string()).is_ok());
    }

    #[test]
    fn an_envelope_of_an_earlier_version_is_said_to_be_one() {
        let (text, code) = sealed("Nf3");
        let lock = lock_line(&text);
        for old in ["v3-", "v2-"] {
            let older = text.replace(&lock, &lock.replace("\"v4-", &format!("\"{old}")));
            assert_eq!(envelope_of(&older).open(&code.to_string()), Err(EnvelopeError::OldFormat));
        }
    }

    #[test]
    fn an_opening_is_kept_once_and_not_sealed() {
        let (text, _) = sealed("Nf3");
        let once = mark_opened(&text, "2026-11-30 20:00 UTC");
        let again = mark_opened(&once, "2026-12-01 09:00 UTC");
        assert_eq!(again, once, "the first opening stays the record");
        assert_eq!(envelope_of(&once).opened.as_deref(), Some("2026-11-30 20:00 UTC"));
    }
}
