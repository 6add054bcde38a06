//! `ferz adjudicate`: who can still checkmate, for one FEN or for every FEN
//! line of standard input — one JSON line per position (see INTERFACE.md):
//!
//! ```text
//! {"ok":true,"fen":"…","dead":false,"white":{"can_mate":true,"helpmate":["Kg3","a5","Kh4"]},"black":{"can_mate":false,"helpmate":null}}
//! {"ok":false,"code":"bad_fen","error":"bad FEN board: …"}
//! ```
//!
//! Lines are decided on every core, in batches of the lines already there, and answered in
//! input order as soon as decided: a program that writes one FEN and waits gets its answer.

use std::io::{BufRead, Write};

use serde_json::{Value, json};

use crate::lang::{English, MessageWords, Unreadable};
use crate::rules::unwinnable::{each_move_text, winnability};
use crate::rules::{Color, Notation, Position};

/// Exit status at the end of the input.
pub const EXIT_OK: u8 = 0;
/// Exit status when the input could not be read.
pub const EXIT_UNREADABLE: u8 = 2;

/// The most lines decided together (then written, in order): those already read.
const BATCH: usize = 256;

/// The longest part of a bad line quoted back in an error.
const QUOTE: usize = 60;

/// The answer for one position, as a JSON value (the line [`judge_line`] writes).
pub fn judge(pos: &Position) -> Value {
    serde_json::from_str(&judge_line(pos)).unwrap_or(Value::Null)
}

/// The answer for one position, as one line of JSON, written straight into one string: the
/// mating lines are most of an answer, and a JSON value of a string per move cost a fifth
/// of `ferz adjudicate`'s time.
pub fn judge_line(pos: &Position) -> String {
    let [white, black] = [Color::White, Color::Black].map(|color| winnability(pos, color));
    let dead = match (white.can_mate(), black.can_mate()) {
        (Some(true), _) | (_, Some(true)) => Some(false),
        (Some(false), Some(false)) => Some(true),
        _ => None,
    };
    let mut out = String::with_capacity(256);
    out.push_str(r#"{"ok":true,"fen":"#);
    push_string(&mut out, &pos.fen());
    out.push_str(r#","dead":"#);
    push_bool(&mut out, dead);
    for (name, verdict) in [("white", &white), ("black", &black)] {
        out.push_str(",\"");
        out.push_str(name);
        out.push_str(r#"":{"can_mate":"#);
        push_bool(&mut out, verdict.can_mate());
        out.push_str(r#","helpmate":"#);
        match verdict.helpmate() {
            Some(line) => {
                out.push('[');
                each_move_text(pos, line, Notation::San, |text| {
                    if !out.ends_with('[') {
                        out.push(',');
                    }
                    push_string(&mut out, text);
                });
                out.push(']');
            }
            None => out.push_str("null"),
        }
        out.push('}');
    }
    out.push('}');
    out
}

/// `text` as a JSON string: as it is when it is plain ASCII with nothing to escape (a FEN,
/// a move), else through [`crate::json::string`].
fn push_string(out: &mut String, text: &str) {
    if text.bytes().all(|b| (b' '..0x7f).contains(&b) && b != b'"' && b != b'\\') {
        out.push('"');
        out.push_str(text);
        out.push('"');
    } else {
        out.push_str(&crate::json::string(text));
    }
}

/// `true`, `false` or `null`.
fn push_bool(out: &mut String, value: Option<bool>) {
    out.push_str(match value {
        Some(true) => "true",
        Some(false) => "false",
        None => "null",
    });
}

/// The answer for one line of input, or `None` for a blank line or a `#` comment.
pub fn answer(line: &str) -> Option<Value> {
    answer_variant(line, false)
}

/// [`answer`], reading the FEN as Chess960 when `chess960` (X-FEN or Shredder-FEN rights).
pub fn answer_variant(line: &str, chess960: bool) -> Option<Value> {
    answer_line(line, chess960).map(|text| serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// [`answer_variant`] as one line of JSON, safe for a terminal.
fn answer_line(line: &str, chess960: bool) -> Option<String> {
    let text = line.trim();
    if text.is_empty() || text.starts_with('#') {
        return None;
    }
    Some(match Position::from_fen_variant(text, chess960) {
        Ok(pos) => judge_line(&pos),
        Err(e) => crate::json::line(&bad_fen(&English.fen_error(&e))),
    })
}

/// The error answer for a line that is not a legal position.
pub fn bad_fen(why: &str) -> Value {
    let why: String =
        if why.chars().count() > 200 { why.chars().take(200).chain("…".chars()).collect() } else { why.to_string() };
    json!({ "ok": false, "code": "bad_fen", "error": why })
}

/// Reads one FEN per line from `input` and writes one JSON line per
/// position to `out`. Returns the exit status.
///
/// A thread reads the lines; each round decides every line read so far (at least one, at
/// most [`BATCH`]) and writes and flushes their answers before waiting for more.
pub fn run(input: impl BufRead + Send + 'static, out: &mut impl Write) -> u8 {
    run_variant(input, out, false)
}

/// [`run`], reading every FEN as Chess960 when `chess960`.
pub fn run_variant(input: impl BufRead + Send + 'static, out: &mut impl Write, chess960: bool) -> u8 {
    let (send, lines) = std::sync::mpsc::sync_channel::<std::io::Result<Vec<u8>>>(4 * BATCH);
    // Not joined: when the answers are done (the input ended, or nobody reads them any more)
    // the program ends without waiting for a line that may never come.
    std::thread::spawn(move || {
        for line in input.split(b'\n') {
            let failed = line.is_err();
            if send.send(line).is_err() || failed {
                return;
            }
        }
    });
    answer_all(&lines, out, chess960)
}

/// Answers the lines that come through `lines` until their end (see [`run`]).
fn answer_all(lines: &std::sync::mpsc::Receiver<std::io::Result<Vec<u8>>>, out: &mut impl Write, chess960: bool) -> u8 {
    loop {
        // Wait for one line, then take the others already read.
        let Ok(first) = lines.recv() else { return EXIT_OK };
        let mut batch = Vec::with_capacity(BATCH);
        let mut failed = false;
        for line in std::iter::once(first).chain(std::iter::from_fn(|| lines.try_recv().ok())).take(BATCH) {
            match line {
                Ok(bytes) => batch.push(bytes),
                Err(_) => {
                    failed = true;
                    break;
                }
            }
        }
        for answer in decide(&batch, chess960).into_iter().flatten() {
            // Every string safe for a terminal: a hostile FEN's controls and overrides escaped.
            if writeln!(out, "{answer}").is_err() {
                // The reader went away (`| head`): nobody is left to answer.
                return EXIT_OK;
            }
        }
        if out.flush().is_err() {
            return EXIT_OK;
        }
        if failed {
            return EXIT_UNREADABLE;
        }
    }
}

/// The answers of a batch of raw lines, decided on every core, in order.
fn decide(batch: &[Vec<u8>], chess960: bool) -> Vec<Option<String>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(batch.len().max(1));
    let chunk = batch.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let workers: Vec<_> = batch
            .chunks(chunk)
            .map(|part| s.spawn(move || part.iter().map(|b| raw_answer(b, chess960)).collect()))
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_else(|_| Vec::new())).collect()
    })
}

/// The answer for a raw line of bytes (not UTF-8: a bad FEN).
fn raw_answer(bytes: &[u8], chess960: bool) -> Option<String> {
    match std::str::from_utf8(bytes) {
        Ok(text) => answer_line(text, chess960),
        Err(_) => {
            let start = String::from_utf8_lossy(&bytes[..bytes.len().min(QUOTE)]).into_owned();
            Some(crate::json::line(&bad_fen(&English.unreadable(&Unreadable::FenNotUtf8 { start }))))
        }
    }
}
