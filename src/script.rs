//! `ferz script`: the headless line protocol over [`Game`] (INTERFACE.md).
//!
//! One command per input line; one JSON object per answered line. A virtual
//! clock moves only with `wait`, so every answer is reproducible to the
//! millisecond. Nothing here panics on any input line.

use std::fmt;
use std::io::{self, BufRead, Write};

use serde_json::{Value, json};

use crate::game::{ClaimOutcome, Game, GameError, GameOptions, TimeControl, TimeControlError};
use crate::rules::{Color, FenError, Position};

/// How a script game is set up: from the command line, checked before any input is read.
#[derive(Debug, Clone)]
pub struct ScriptConfig {
    /// The start position.
    pub start: Position,
    /// The time control.
    pub time_control: TimeControl,
    /// Game options (names, penalty, Sofia rule).
    pub options: GameOptions,
}

/// A command-line value of `ferz script` that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScriptSetupError {
    /// `--fen` is malformed or an impossible position.
    Fen(FenError),
    /// `--time` does not follow the grammar.
    Time(TimeControlError),
    /// `--penalty` is not a number of seconds.
    Penalty(String),
}

impl fmt::Display for ScriptSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptSetupError::Fen(e) => write!(f, "--fen: {e}"),
            ScriptSetupError::Time(e) => write!(f, "--time: {e}"),
            ScriptSetupError::Penalty(v) => {
                write!(f, "--penalty '{v}': expected a number of seconds from 0 to 3600, such as 60 or 7.5")
            }
        }
    }
}

impl std::error::Error for ScriptSetupError {}

/// Reads `--penalty SECONDS` into milliseconds (decimal seconds allowed).
pub fn parse_penalty(text: &str) -> Result<u64, ScriptSetupError> {
    parse_seconds(text).filter(|&ms| ms <= 3_600_000).ok_or_else(|| ScriptSetupError::Penalty(text.to_string()))
}

/// Reads a non-negative decimal number of seconds as whole milliseconds.
fn parse_seconds(text: &str) -> Option<u64> {
    let text = text.trim();
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    if !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) || frac.len() > 3 {
        return None;
    }
    let whole: u64 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let mut frac_ms: u64 = 0;
    for (i, b) in frac.bytes().enumerate() {
        frac_ms += u64::from(b - b'0') * [100, 10, 1][i];
    }
    whole.checked_mul(1000)?.checked_add(frac_ms)
}

impl ScriptConfig {
    /// Checks the command-line values: `--fen`, `--time` (default `rapid`), `--penalty`.
    pub fn new(fen: Option<&str>, time: Option<&str>, penalty: Option<&str>) -> Result<ScriptConfig, ScriptSetupError> {
        let start = match fen {
            Some(text) => Position::from_fen(text).map_err(ScriptSetupError::Fen)?,
            None => Position::new(),
        };
        let time_control: TimeControl = time.unwrap_or("rapid").parse().map_err(ScriptSetupError::Time)?;
        let penalty_ms = penalty.map(parse_penalty).transpose()?;
        Ok(ScriptConfig { start, time_control, options: GameOptions { penalty_ms, ..GameOptions::default() } })
    }
}

/// The script session: a game and the virtual time.
#[derive(Debug)]
pub struct Script {
    game: Game,
    now: u64,
}

impl Script {
    /// A new session; White's clock runs from the start.
    pub fn new(config: ScriptConfig) -> Script {
        let mut game = Game::new(config.start, config.time_control, config.options);
        game.start_clock(0);
        Script { game, now: 0 }
    }

    /// The game being driven.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Answers one input line; `None` for blank lines and `#` comments.
    pub fn handle(&mut self, line: &str) -> Option<Value> {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        let now = self.now;
        let answer = match command {
            "move" if rest.is_empty() => Err(parse_error("'move' needs a move, such as 'move e4' or 'move g1f3'")),
            "move" => match self.game.play_text(rest, now) {
                Ok(_) => Ok(self.state()),
                Err(e) => Err(error(&e)),
            },
            "wait" => match parse_seconds(rest) {
                Some(ms) => {
                    self.now = self.now.saturating_add(ms);
                    self.game.update(self.now);
                    Ok(self.state())
                }
                None => {
                    Err(parse_error(&format!("'wait' needs a number of seconds, such as 'wait 2.5' (got '{rest}')")))
                }
            },
            "offer" | "accept" | "decline" | "state" | "pgn" if !rest.is_empty() => {
                Err(parse_error(&format!("'{command}' takes nothing after it (got '{rest}')")))
            }
            "offer" => self.game.offer_draw(now).map(|()| self.state()).map_err(|e| error(&e)),
            "accept" => self.game.accept_draw(now).map(|()| self.state()).map_err(|e| error(&e)),
            "decline" => self.game.decline_draw(now).map(|()| self.state()).map_err(|e| error(&e)),
            "claim" => {
                let intended = if rest.is_empty() { None } else { Some(rest) };
                match self.game.claim(intended, now) {
                    Ok(claim) => {
                        let mut state = self.state();
                        state["claim"] = claim_json(&claim);
                        Ok(state)
                    }
                    Err(e) => Err(error(&e)),
                }
            }
            "resign" => {
                let color = match rest {
                    "" => Some(self.game.turn()),
                    "white" => Some(Color::White),
                    "black" => Some(Color::Black),
                    _ => None,
                };
                match color {
                    Some(c) => self.game.resign(c, now).map(|()| self.state()).map_err(|e| error(&e)),
                    None => Err(parse_error(&format!("'resign' takes 'white', 'black' or nothing (got '{rest}')"))),
                }
            }
            "state" => Ok(self.state()),
            "pgn" => Ok(json!({"ok": true, "pgn": self.game.to_pgn(&[("Event", "ferz script")])})),
            _ => Err(parse_error(&format!(
                "unknown command '{}': expected move, wait, offer, accept, decline, claim, resign, state or pgn",
                crate::text::clean_short(command)
            ))),
        };
        Some(answer.unwrap_or_else(|e| e))
    }

    /// The state answer of the protocol.
    pub fn state(&self) -> Value {
        let game = &self.game;
        let pos = game.position();
        let outcome = game.outcome();
        let clock = if game.clock().is_untimed() {
            Value::Null
        } else {
            let running = if game.is_over() { None } else { game.clock().running() };
            json!({
                "white_ms": game.clock().remaining_ms(Color::White, self.now),
                "black_ms": game.clock().remaining_ms(Color::Black, self.now),
                "running": running.map(Color::name),
            })
        };
        json!({
            "ok": true,
            "fen": pos.fen(),
            "turn": pos.turn().name(),
            "check": pos.is_check(),
            "result": game.result(),
            "termination": outcome.map(|o| o.termination.name()),
            "claimable": game.claimable().iter().map(|r| r.name()).collect::<Vec<_>>(),
            "draw_offer": game.draw_offer().map(Color::name),
            "last_san": game.moves().last().map(|m| m.san.clone()),
            "moves": game.moves().iter().map(|m| m.san.clone()).collect::<Vec<_>>(),
            "clock": clock,
        })
    }
}

fn claim_json(claim: &ClaimOutcome) -> Value {
    json!({
        "accepted": claim.accepted,
        "reason": claim.reason.map(|r| r.name()),
        "penalty_ms": claim.penalty_ms,
    })
}

fn error(e: &GameError) -> Value {
    json!({"ok": false, "code": e.code(), "error": e.to_string()})
}

fn parse_error(message: &str) -> Value {
    json!({"ok": false, "code": "parse", "error": message})
}

/// The longest input line read; the rest of a longer line is skipped.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Reads one line into `buf` (without its end), keeping at most
/// [`MAX_LINE_BYTES`]; returns `None` at the end of input, else whether the
/// line was cut.
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<Option<bool>> {
    buf.clear();
    let mut any = false;
    let mut cut = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(if any { Some(cut) } else { None });
        }
        any = true;
        let (line, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        let room = MAX_LINE_BYTES.saturating_sub(buf.len());
        if line.len() > room {
            cut = true;
        }
        buf.extend_from_slice(&line[..line.len().min(room)]);
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            return Ok(Some(cut));
        }
    }
}

/// Runs the protocol over `input` until its end, one JSON line per answer.
///
/// Lines that are not valid UTF-8, or longer than [`MAX_LINE_BYTES`], are
/// answered with a parse error, not a failure.
pub fn run(config: ScriptConfig, mut input: impl BufRead, mut out: impl Write) -> io::Result<()> {
    let mut script = Script::new(config);
    let mut buf = Vec::new();
    while let Some(cut) = read_line(&mut input, &mut buf)? {
        let answer = if cut {
            Some(parse_error(&format!("the line is longer than {MAX_LINE_BYTES} bytes")))
        } else {
            match std::str::from_utf8(&buf) {
                Ok(line) => script.handle(line),
                Err(_) => Some(parse_error("the line is not valid UTF-8 text")),
            }
        };
        if let Some(answer) = answer {
            writeln!(out, "{answer}")?;
            out.flush()?;
        }
    }
    Ok(())
}
