//! `ferz script`: the headless line protocol over [`Game`] (INTERFACE.md).
//!
//! One command per input line; one JSON object per answered line. A virtual
//! clock moves only with `wait`, so every answer is reproducible to the
//! millisecond. Nothing here panics on any input line.

use std::io::{self, BufRead, Write};

use serde_json::{Value, json};

use crate::engine::computer::{Computer, apply};
use crate::game::{ClaimOutcome, ComputerSeat, Duration, Game, GameError, Instant, Proof, Setup, parse_seconds};
use crate::lang::{ComputerLine, Lang};
use crate::rules::Notation;
use crate::rules::unwinnable::write_line;
use crate::rules::{Color, Square};

pub use crate::lang::LineError;

/// The script session: a game and the virtual time.
#[derive(Debug)]
pub struct Script {
    game: Game,
    now: Instant,
    lang: Lang,
    /// The computer in one of the chairs, if any (until `computer none`).
    computer: Option<Chair>,
}

/// The computer's chair in a script: its seat and name, and its engine while it plays.
#[derive(Debug)]
struct Chair {
    seat: ComputerSeat,
    name: String,
    /// `None` once its engine has stopped, until `computer restart`.
    engine: Option<Computer>,
}

impl Script {
    /// A new session of a game of `setup` (under a strict or practice arbiter, `claimable`
    /// is always empty — players must notice claims themselves), its error sentences and its
    /// record in `lang`; White's clock runs from the start.
    pub fn new(setup: &Setup, lang: Lang) -> Script {
        Script::against(setup, lang, None)
    }

    /// A new session against `computer` (none: between people): the computer's chair carries
    /// its name ("Stockfish 15.1 (level 1)"), and whenever it is to move it replies before the
    /// answer is written, its clock charged the real time it took.
    pub fn against(setup: &Setup, lang: Lang, computer: Option<Computer>) -> Script {
        let mut setup = setup.clone();
        let chair = computer.map(|engine| {
            let seat = engine.seat().clone();
            let name = engine.name();
            match seat.color {
                Color::White => setup.options.white = Some(name.clone()),
                Color::Black => setup.options.black = Some(name.clone()),
            }
            setup.options.computer = Some(seat.clone());
            Chair { seat, name, engine: Some(engine) }
        });
        let mut game = setup.game(false);
        game.start_clock(Instant::START);
        Script { game, now: Instant::START, lang, computer: chair }
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
        // The computer moves first when it has White: the first answer holds its move.
        let mut engine_error = self.computer_turn();
        // Nobody plays for a computer whose engine has stopped until it restarts or its chair
        // is handed to a person.
        let mut answer = match self.refused_for_computer(line) {
            Some(refused) => refused,
            None => self.command(line)?,
        };
        if engine_error.is_none() {
            engine_error = self.computer_turn();
        }
        if answer["ok"] == true {
            // The state after the computer's reply.
            if answer.get("fen").is_some() {
                let extra: Vec<(String, Value)> = ["claim", "illegal"]
                    .iter()
                    .filter_map(|k| answer.get(*k).map(|v| ((*k).to_string(), v.clone())))
                    .collect();
                answer = self.state();
                for (k, v) in extra {
                    answer[k] = v;
                }
            }
            if let Some(error) = engine_error {
                answer["engine_error"] = json!(error);
            }
        } else if let Some(error) = engine_error {
            answer["engine_error"] = json!(error);
        }
        Some(answer)
    }

    /// A command refused because it is the computer's turn and its engine has stopped; `None`
    /// when the line is not one the computer's chair refuses.
    fn refused_for_computer(&self, line: &str) -> Option<Value> {
        let chair = self.computer.as_ref()?;
        let command = line.split_whitespace().next().unwrap_or("");
        let theirs = matches!(command, "move" | "claim" | "offer" | "accept" | "decline" | "touch" | "press")
            || line == "resign";
        (chair.engine.is_none() && self.game.turn() == chair.seat.color && !self.game.is_over() && theirs)
            .then(|| self.computer_error(&ComputerLine::ComputersTurn { name: chair.name.clone() }))
    }

    /// The computer's turn, when it is to move and has an engine: it thinks on its own clock
    /// in real time (the script's virtual clock is moved on by the time it took), until it
    /// replies or its flag falls. The sentence when its engine stopped.
    fn computer_turn(&mut self) -> Option<String> {
        let chair = self.computer.as_mut()?;
        if self.game.is_over() || self.game.turn() != chair.seat.color {
            return None;
        }
        let computer = chair.engine.as_mut()?;
        let started = std::time::Instant::now();
        // The instant its flag falls, in real time (none without a countdown).
        let flag = self
            .game
            .clock()
            .flag_at()
            .map(|at| started + std::time::Duration::from_millis(at.as_ms().saturating_sub(self.now.as_ms())));
        let flag_fallen = || flag.is_some_and(|f| std::time::Instant::now() >= f);
        let thought = computer.play(&self.game, self.now, &flag_fallen);
        let took = started.elapsed();
        self.now += Duration::from_ms(u64::try_from(took.as_millis()).unwrap_or(u64::MAX));
        let now = self.now;
        match thought {
            Ok(Some(turn)) => {
                // A flag that fell while the reply came wins over the reply (6.9 via update).
                let _ = apply(&mut self.game, turn.decision, now);
                None
            }
            Ok(None) => {
                self.game.update(now);
                None
            }
            Err(_) if flag_fallen() => {
                self.game.update(now);
                None
            }
            Err(e) => {
                chair.engine = None;
                Some(self.lang.words().computer_failed(&chair.name, &e))
            }
        }
    }

    /// `computer restart` / `computer none`.
    fn computer_command(&mut self, rest: &str) -> Result<Value, Value> {
        let chess960 = self.game.options().start.chess960;
        let Some(chair) = self.computer.as_mut() else {
            return Err(self.computer_error(&ComputerLine::NoComputer));
        };
        match rest {
            "restart" => {
                chair.engine = None;
                match Computer::start(&chair.seat, chess960) {
                    Ok(engine) => {
                        chair.engine = Some(engine);
                        Ok(self.state())
                    }
                    Err(e) => {
                        let sentence = self.lang.words().computer_failed(&chair.name, &e);
                        let mut state = self.state();
                        state["engine_error"] = json!(sentence);
                        Ok(state)
                    }
                }
            }
            "none" => {
                self.computer = None;
                Ok(self.state())
            }
            _ => Err(self.computer_error(&ComputerLine::NeedsWord { got: crate::text::clean_short(rest) })),
        }
    }

    /// One command, the computer aside.
    fn command(&mut self, line: &str) -> Option<Value> {
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        let now = self.now;
        let got = || crate::text::clean_short(rest);
        let answer = match command {
            "move" if rest.is_empty() => Err(self.line_error(&LineError::MoveNeedsText)),
            "move" => match self.game.play_text(rest, now) {
                Ok(_) => Ok(self.state()),
                Err(e) => Err(self.error(&e)),
            },
            "wait" => match parse_seconds(rest) {
                Some(wait) => {
                    self.now += wait;
                    self.game.update(self.now);
                    Ok(self.state())
                }
                None => Err(self.line_error(&LineError::WaitNeedsSeconds { got: got() })),
            },
            "offer" | "accept" | "decline" | "state" | "pgn" | "press" | "illegal" if !rest.is_empty() => {
                Err(self.line_error(&LineError::TakesNothing { command: command.to_string(), got: got() }))
            }
            "touch" => match Square::parse(rest) {
                Some(square) => match self.game.touch(square, now) {
                    Ok(_) => Ok(self.state()),
                    Err(e) => Err(self.error(&e)),
                },
                None => Err(self.line_error(&LineError::TouchNeedsSquare)),
            },
            "press" => self.game.press_clock(now).map(|()| self.state()).map_err(|e| self.error(&e)),
            "illegal" => match self.game.point_out(now) {
                Ok(finding) => {
                    let mut state = self.state();
                    state["illegal"] = match &finding {
                        Some(f) => json!({
                            "found": true,
                            "ply": f.illegal.ply + 1,
                            "by": f.illegal.by.name(),
                            "move": f.illegal.numbered(),
                            "penalty_ms": f.penalty.as_ms(),
                            "count": f.count,
                            "explanation": self.lang.words().finding(f),
                        }),
                        None => json!({"found": false, "explanation": self.lang.words().nothing_illegal()}),
                    };
                    Ok(state)
                }
                Err(e) => Err(self.error(&e)),
            },
            "offer" => self.game.offer_draw(now).map(|()| self.state()).map_err(|e| self.error(&e)),
            "accept" => self.game.accept_draw(now).map(|()| self.state()).map_err(|e| self.error(&e)),
            "decline" => self.game.decline_draw(now).map(|()| self.state()).map_err(|e| self.error(&e)),
            "claim" => {
                // The intended move is read here, at the edge; the game takes a move.
                self.game.update(now);
                let intended = if rest.is_empty() { Ok(None) } else { self.game.read_move(rest).map(Some) };
                match intended.and_then(|mv| self.game.claim(mv, now)) {
                    Ok(claim) => {
                        let mut state = self.state();
                        state["claim"] = claim_json(&claim);
                        Ok(state)
                    }
                    Err(e) => Err(self.error(&e)),
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
                    Some(c) => self.game.resign(c, now).map(|()| self.state()).map_err(|e| self.error(&e)),
                    None => Err(self.line_error(&LineError::ResignTakesSide { got: got() })),
                }
            }
            "adjust" => match crate::lang::read_adjustment(rest) {
                Some(adjustment) => {
                    self.game.adjust(adjustment, now).map(|()| self.state()).map_err(|e| self.error(&e))
                }
                None => Err(self.line_error(&LineError::AdjustNeedsChange { got: got() })),
            },
            "computer" => self.computer_command(rest),
            "state" => Ok(self.state()),
            "pgn" => Ok(json!({"ok": true, "pgn": self.game.to_pgn(self.lang.words(), &[("Event", "ferz script")])})),
            _ => Err(self.line_error(&LineError::UnknownCommand { command: crate::text::clean_short(command) })),
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
                "white_ms": game.clock().remaining(Color::White, self.now).as_ms(),
                "black_ms": game.clock().remaining(Color::Black, self.now).as_ms(),
                "running": running.map(Color::name),
            })
        };
        let mut state = json!({
            "ok": true,
            "fen": pos.fen(),
            "turn": pos.turn().name(),
            "check": pos.is_check(),
            "result": game.result(),
            "termination": outcome.map(|o| o.termination.name()),
            // Under a strict or practice arbiter the players must notice claims themselves.
            "claimable": game.claimable_shown().iter().map(|r| r.name()).collect::<Vec<_>>(),
            "draw_offer": game.draw_offer().map(Color::name),
            "last_san": game.moves().last().map(|m| m.san.clone()),
            "moves": game.moves().iter().map(|m| m.san.clone()).collect::<Vec<_>>(),
            "clock": clock,
            "opening": game.opening().map(|o| json!({"eco": o.eco, "name": o.name})),
        });
        state["computer"] = match &self.computer {
            Some(chair) => json!({
                "color": chair.seat.color.name(),
                "name": chair.name,
                "level": chair.seat.level.number(),
            }),
            None => Value::Null,
        };
        let kind = &game.options().start;
        state["variant"] = json!(if kind.chess960 { "chess960" } else { "standard" });
        if let Some(n) = kind.number {
            state["start_position"] = json!(n);
        }
        if game.is_practice() {
            // What the arbiter has counted (7.5.5); unfound illegal moves stay unannounced.
            let log = game.illegal_log();
            state["illegal_count"] = json!({"white": log.count(Color::White), "black": log.count(Color::Black)});
            if game.is_over() && !log.is_empty() {
                state["illegal_summary"] = json!(self.lang.words().illegal_summary(log));
            }
        }
        // A win on time carries its proof: how the winner could still have mated (6.9).
        if let Some(Proof::CouldMate { line, .. }) = game.proof()
            && outcome.is_some_and(|o| o.winner.is_some())
        {
            state["helpmate"] = json!(write_line(pos, line, Notation::San));
        }
        state
    }
}

fn claim_json(claim: &ClaimOutcome) -> Value {
    json!({
        "accepted": claim.accepted,
        "reason": claim.reason.map(|r| r.name()),
        "penalty_ms": claim.penalty.as_ms(),
    })
}

impl Script {
    /// A refused command, in the session's language.
    fn error(&self, e: &GameError) -> Value {
        json!({"ok": false, "code": e.code(), "error": self.lang.words().game_error(e)})
    }

    /// A `computer …` line refused, in the session's language.
    fn computer_error(&self, e: &ComputerLine) -> Value {
        json!({"ok": false, "code": e.code(), "error": self.lang.words().computer_line(e)})
    }

    /// A line that cannot be read, in the session's language.
    fn line_error(&self, e: &LineError) -> Value {
        json!({"ok": false, "code": e.code(), "error": self.lang.words().line_error(e)})
    }
}

/// The longest input line read; the rest of a longer line is skipped.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One input line as read: at most [`MAX_LINE_BYTES`] of it are kept.
#[derive(Debug, Default)]
struct Line {
    /// The bytes kept, without the line end.
    bytes: Vec<u8>,
    /// The line was longer than [`MAX_LINE_BYTES`].
    cut: bool,
    /// The first byte of the part skipped that is not ASCII white space, if any: a line
    /// indented past the limit is still a `#` comment when this is `#`.
    cut_first: Option<u8>,
}

/// Reads one line into `line` (without its end); returns false at the end of input.
fn read_line(input: &mut impl BufRead, line: &mut Line) -> io::Result<bool> {
    line.bytes.clear();
    line.cut = false;
    line.cut_first = None;
    let mut any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any);
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        let room = MAX_LINE_BYTES.saturating_sub(line.bytes.len());
        if part.len() > room {
            line.cut = true;
            if line.cut_first.is_none() {
                line.cut_first = part[room..].iter().copied().find(|b| !b.is_ascii_whitespace());
            }
        }
        line.bytes.extend_from_slice(&part[..part.len().min(room)]);
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            return Ok(true);
        }
    }
}

/// The answer to one raw input line: blank lines and `#` comments get none,
/// whatever bytes they hold; a line too long or not UTF-8 gets a parse error.
fn answer_line(script: &mut Script, line: &Line) -> Option<Value> {
    let text = String::from_utf8_lossy(&line.bytes);
    let trimmed = text.trim();
    // Blank, or a comment — even one whose `#` comes after more white space than a line holds.
    if trimmed.starts_with('#') || (trimmed.is_empty() && matches!(line.cut_first, None | Some(b'#'))) {
        return None;
    }
    if line.cut {
        return Some(script.line_error(&LineError::TooLong { max_bytes: MAX_LINE_BYTES }));
    }
    match std::str::from_utf8(&line.bytes) {
        Ok(text) => script.handle(text),
        Err(_) => Some(script.line_error(&LineError::NotUtf8)),
    }
}

/// Runs the protocol over `input` until its end, one JSON line per answer.
///
/// Lines that are not valid UTF-8, or longer than [`MAX_LINE_BYTES`], are
/// answered with a parse error, not a failure.
pub fn run(setup: &Setup, lang: Lang, input: impl BufRead, out: impl Write) -> io::Result<()> {
    run_against(setup, lang, None, input, out)
}

/// [`run`] against `computer` in one of the chairs ([`Script::against`]).
pub fn run_against(
    setup: &Setup,
    lang: Lang,
    computer: Option<Computer>,
    mut input: impl BufRead,
    mut out: impl Write,
) -> io::Result<()> {
    let mut script = Script::against(setup, lang, computer);
    let mut line = Line::default();
    while read_line(&mut input, &mut line)? {
        if let Some(answer) = answer_line(&mut script, &line) {
            writeln!(out, "{}", crate::json::line(&answer))?;
            out.flush()?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::TimeControl;
    use crate::rules::Position;

    fn answers(input: &[u8]) -> Vec<Value> {
        let setup = Setup::new(Position::new(), TimeControl::untimed());
        let mut out = Vec::new();
        run(&setup, Lang::En, input, &mut out).expect("run");
        String::from_utf8(out).expect("UTF-8").lines().map(|l| serde_json::from_str(l).expect("JSON")).collect()
    }

    #[test]
    fn comments_and_blank_lines_are_silent_whatever_their_bytes() {
        assert!(answers(b"\n \t \r\n# c\n#\xff\n  # \xc3\n").is_empty());
        let mut long_comment = b"#".to_vec();
        long_comment.extend(std::iter::repeat_n(b'x', MAX_LINE_BYTES * 2));
        assert!(answers(&long_comment).is_empty());
        let mut long_blank = vec![b' '; MAX_LINE_BYTES * 2];
        long_blank.push(b'\n');
        assert!(answers(&long_blank).is_empty());
        let mut indented_comment = vec![b'\t'; MAX_LINE_BYTES + 10];
        indented_comment.extend_from_slice(b"# a comment\n");
        assert!(answers(&indented_comment).is_empty());
        let mut indented_command = vec![b' '; MAX_LINE_BYTES + 10];
        indented_command.extend_from_slice(b"state # not a comment\n");
        assert_eq!(answers(&indented_command).len(), 1);
    }

    #[test]
    fn bad_lines_get_one_parse_error_each() {
        let mut input = b"\xff\nmove \xc3\x28\n".to_vec();
        input.extend(std::iter::repeat_n(b'a', MAX_LINE_BYTES + 1));
        input.extend_from_slice(b"\nstate");
        let out = answers(&input);
        assert_eq!(out.len(), 4);
        for answer in &out[..3] {
            assert_eq!(answer["code"], "parse", "{answer}");
        }
        assert_eq!(out[3]["ok"], true);
    }
}
