//! One engine process: started in a process group of its own ([`Group`]), spoken to over its
//! standard input, heard through a thread that reads its standard output into a channel, so
//! that every wait can have a deadline — and every search an overall limit, which no stream of
//! `info` lines pushes back.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::time::{Duration, Instant};

use super::EngineError;
use super::Limit;
use super::group::Group;
use super::reply::{Bound, Info, Reply, Score, read_reply};
use crate::rules::{Move, Position, parse_uci};

/// The longest line read from an engine; the rest of a longer one is dropped.
const MAX_LINE: usize = 64 * 1024;
/// Lines of no use read while waiting for one message, past which the engine is taken to be
/// talking nonsense.
const MAX_IGNORED: usize = 100_000;
/// The hash table asked for, in MiB.
const HASH_MB: u32 = 64;
/// How long an engine told `quit` has to end by itself before its group is ended.
const QUIT_GRACE: Duration = Duration::from_millis(300);
/// How much longer each ply of depth may make a search's overall limit (see
/// [`Timeouts::search_limit`]): more than a real engine's time grows by (Stockfish's, on one
/// thread, by about 1.35 a ply from depth 12 to 26), so that the margin stays wide.
const DEPTH_GROWTH: f64 = 1.25;
/// No search's overall limit is longer.
const LONGEST_SEARCH: Duration = Duration::from_secs(7 * 24 * 3600);

/// How long an engine told `stop` has to answer with its move before it is taken to hang and
/// is ended: a real engine answers in milliseconds.
const STOP_GRACE: Duration = Duration::from_secs(1);
/// How often a player's search looks whether it is to stop.
const STOP_LOOK: Duration = Duration::from_millis(5);

/// A player's `go`: the clocks as they stand, the increments, the moves to the next control,
/// and the caps of a level. Fields left `None` are not sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Go {
    /// White's time left.
    pub wtime: Option<Duration>,
    /// Black's time left.
    pub btime: Option<Duration>,
    /// White's increment a move.
    pub winc: Option<Duration>,
    /// Black's increment a move.
    pub binc: Option<Duration>,
    /// The side to move's moves to the next control.
    pub movestogo: Option<u32>,
    /// The deepest search.
    pub depth: Option<u32>,
    /// The longest search.
    pub movetime: Option<Duration>,
}

impl Go {
    /// The command: `go wtime … btime … winc … binc … movestogo … depth … movetime …`.
    ///
    /// ```
    /// use std::time::Duration;
    /// use ferz::engine::Go;
    /// let ms = Duration::from_millis;
    /// let go = Go { wtime: Some(ms(60_000)), btime: Some(ms(59_500)), winc: Some(ms(1000)),
    ///     binc: Some(ms(1000)), depth: Some(5), ..Go::default() };
    /// assert_eq!(go.command(), "go wtime 60000 btime 59500 winc 1000 binc 1000 depth 5");
    /// ```
    #[must_use]
    pub fn command(&self) -> String {
        let mut command = String::from("go");
        let ms = |d: Duration| d.as_millis();
        for (word, value) in [("wtime", self.wtime), ("btime", self.btime), ("winc", self.winc), ("binc", self.binc)] {
            if let Some(value) = value {
                command.push_str(&format!(" {word} {}", ms(value)));
            }
        }
        if let Some(n) = self.movestogo {
            command.push_str(&format!(" movestogo {n}"));
        }
        if let Some(depth) = self.depth {
            command.push_str(&format!(" depth {depth}"));
        }
        if let Some(time) = self.movetime {
            command.push_str(&format!(" movetime {}", ms(time).max(1)));
        }
        command
    }

    /// Whether the engine is told a clock.
    #[must_use]
    pub fn is_timed(&self) -> bool {
        self.wtime.is_some() || self.btime.is_some()
    }
}

/// What a player's search came to ([`Engine::think`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Thought {
    /// The engine's move, legal in the position.
    Move {
        /// The move.
        best: Move,
        /// The last score of the best line, from the engine's side; `None` when it sent none.
        score: Option<Score>,
        /// The depth of that score.
        depth: u32,
        /// From `go` written to `bestmove` read: the engine's own time.
        searched: Duration,
    },
    /// The caller stopped the search; its move was thrown away.
    Stopped,
}

/// How long ferz waits for an engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// For `uciok` and `readyok`.
    pub handshake: Duration,
    /// For the next line of a search (each `info` starts the wait again), and beyond a
    /// `movetime` for its `bestmove`.
    pub silence: Duration,
    /// The overall limit of a search at depth 1, and the margin beyond twice a `movetime`:
    /// see [`Timeouts::search_limit`].
    pub search: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            silence: Duration::from_secs(60),
            search: Duration::from_secs(5),
        }
    }
}

impl Timeouts {
    /// The longest a search within `limit` may take from `go` to `bestmove`, however much the
    /// engine says meanwhile; past it ferz sends `stop` and ends the engine. A search of depth
    /// N has [`Timeouts::search`] × 1.25^(N−1) (at the defaults: 5 s at depth 1, 91 s at the
    /// default depth 14, 6 minutes at 20, 54 at 30), a `movetime` twice its time and
    /// [`Timeouts::search`] more; never more than a week.
    ///
    /// ```
    /// use std::time::Duration;
    /// use ferz::engine::{Limit, Timeouts};
    /// let t = Timeouts::default();
    /// assert_eq!(t.search_limit(Limit::Depth(1)), Duration::from_secs(5));
    /// assert_eq!(t.search_limit(Limit::Movetime(Duration::from_millis(500))), Duration::from_secs(6));
    /// assert!(t.search_limit(Limit::Depth(14)) > Duration::from_secs(90));
    /// ```
    #[must_use]
    pub fn search_limit(&self, limit: Limit) -> Duration {
        let longest = LONGEST_SEARCH.as_secs_f64();
        let secs = match limit {
            Limit::Depth(depth) => {
                let plies = i32::try_from(depth.saturating_sub(1)).unwrap_or(i32::MAX);
                self.search.as_secs_f64() * DEPTH_GROWTH.powi(plies)
            }
            Limit::Movetime(time) => 2.0 * time.as_secs_f64() + self.search.as_secs_f64(),
        };
        Duration::from_secs_f64(secs.min(longest))
    }
}

/// What the engine found in a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evaluation {
    /// The score, from the side to move's point of view.
    pub score: Score,
    /// The depth the score was found at (0 for a position without legal moves).
    pub depth: u32,
    /// The best move, `None` when the position has no legal move.
    pub best: Option<Move>,
    /// The best line, from the position (its legal prefix: the engine's word is checked).
    pub pv: Vec<Move>,
}

/// A running engine that has answered `uciok` and `readyok`. Dropping it sends `quit`, then
/// ends its process group (the engine and any process it started) if it has not ended, and
/// reaps it.
#[derive(Debug)]
pub struct Engine {
    group: Group,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    name: String,
    timeouts: Timeouts,
    /// The options the engine said it has, lowercased (UCI option names are case-insensitive).
    options: Vec<String>,
}

impl Engine {
    /// Starts the program at `path` in a process group of its own, says `uci`, sets `Threads`
    /// to 1 and `Hash` to 64 MiB where the engine has those options, and waits until it is
    /// ready.
    pub fn start(path: &Path, timeouts: Timeouts) -> Result<Engine, EngineError> {
        let mut command = Command::new(path);
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null());
        let (group, stdin, stdout) =
            Group::spawn(&mut command).map_err(|why| EngineError::Spawn { path: path.to_path_buf(), why })?;
        let (sender, lines) = sync_channel(4096);
        std::thread::spawn(move || read_lines(stdout, &sender));
        let fallback = crate::text::clean_short(
            &path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into()),
        );
        let mut engine = Engine { group, stdin: Some(stdin), lines, name: fallback, timeouts, options: Vec::new() };
        engine.handshake()?;
        Ok(engine)
    }

    /// The engine's name, as it says it (`id name`), or its program's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the engine said it has the option `name` (case-insensitive, as UCI has it).
    #[must_use]
    pub fn has_option(&self, name: &str) -> bool {
        self.options.iter().any(|o| o.eq_ignore_ascii_case(name))
    }

    /// Sets the option `name` to `value` (`setoption name … value …`) and waits until the
    /// engine is ready again.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.send(&format!("setoption name {name} value {value}"), "readyok")?;
        self.ready()
    }

    /// Plays: searches the position after `moves` from `start` as `go` says (a player's
    /// search: the clocks, the increments, the moves to the control, and the level's depth and
    /// time caps), the moves written for a Chess960 engine when `chess960`.
    ///
    /// Unlike [`Engine::evaluate`] the search has no overall limit of its own: the player's
    /// clock is its limit, and the caller decides when it is over — `stop` is asked whenever
    /// `stop_now` says so (it is asked every few milliseconds: a flag fallen, a pause). The
    /// engine is then told `stop`; its answer is awaited for a second and thrown
    /// away ([`Thought::Stopped`]); an engine that does not answer even then is ended, and
    /// the answer is an error. A search told no clock (`go` without times) has the overall
    /// limit of a `movetime` search.
    pub fn think(
        &mut self,
        start: &Position,
        moves: &[Move],
        go: &Go,
        chess960: bool,
        stop_now: &dyn Fn() -> bool,
    ) -> Result<Thought, EngineError> {
        let mut pos = start.clone();
        let mut command = format!("position fen {}", start.fen());
        if !moves.is_empty() {
            command.push_str(" moves");
        }
        for &mv in moves {
            command.push(' ');
            command.push_str(&if chess960 { crate::rules::chess960_uci(&pos, mv) } else { mv.uci() });
            pos.play_unchecked_in_place(mv);
        }
        if !pos.has_legal_move() {
            return Err(EngineError::Garbage { line: String::from("(no legal move)") });
        }
        self.send(&command, "bestmove")?;
        self.send(&go.command(), "bestmove")?;
        let sent = Instant::now();
        // Without a clock the search is bounded as a `movetime` search is.
        let overall = match (go.is_timed(), go.movetime) {
            (false, Some(time)) => Some(self.timeouts.search_limit(Limit::Movetime(time))),
            (false, None) => Some(self.timeouts.search_limit(Limit::Depth(go.depth.unwrap_or(1)))),
            (true, _) => None,
        };
        let (mut exact, mut any): (Option<Info>, Option<Info>) = (None, None);
        let mut ignored = 0;
        loop {
            if stop_now() {
                return self.stopped();
            }
            if let Some(overall) = overall
                && sent.elapsed() > overall
            {
                let limit = go.movetime.map_or(Limit::Depth(go.depth.unwrap_or(1)), Limit::Movetime);
                return Err(self.overran(limit, overall));
            }
            let line = match self.lines.recv_timeout(STOP_LOOK) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => return Err(self.died("bestmove")),
            };
            match read_reply(&line) {
                Reply::Info(info) => {
                    if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
                        if matches!(info.score, Some((_, Bound::Exact))) {
                            exact = Some(info.clone());
                        }
                        any = Some(info);
                    }
                }
                Reply::BestMove(best) => {
                    let searched = sent.elapsed();
                    let garbage = || EngineError::Garbage { line: cut(&line) };
                    let best = parse_uci(&pos, best.as_deref().ok_or_else(garbage)?).map_err(|_| garbage())?;
                    let info = exact.or(any);
                    let score = info.as_ref().and_then(|i| i.score).map(|(s, _)| s);
                    let depth = info.as_ref().and_then(|i| i.depth).unwrap_or(0);
                    return Ok(Thought::Move { best, score, depth, searched });
                }
                Reply::Malformed => return Err(EngineError::Garbage { line: cut(&line) }),
                _ => {
                    ignored += 1;
                    if ignored > MAX_IGNORED {
                        return Err(EngineError::Garbage { line: cut(&line) });
                    }
                }
            }
        }
    }

    /// A search the caller stopped: `stop`, and its `bestmove` awaited (for [`STOP_GRACE`])
    /// and thrown away.
    fn stopped(&mut self) -> Result<Thought, EngineError> {
        self.send("stop", "bestmove")?;
        let deadline = Instant::now() + STOP_GRACE;
        loop {
            match self.recv(deadline, "bestmove", STOP_GRACE) {
                Ok(line) if matches!(read_reply(&line), Reply::BestMove(_)) => return Ok(Thought::Stopped),
                Ok(_) => {}
                Err(e) => {
                    self.end();
                    return Err(e);
                }
            }
        }
    }

    /// Tells the engine a new game starts (`ucinewgame`) and waits until it is ready.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame", "readyok")?;
        self.ready()
    }

    /// Searches the position after `moves` from `start` within `limit`.
    ///
    /// The moves must be legal (they are sent as they are). A position without legal moves
    /// is not sent: its score is known (`Mate(0)` when checkmated, `Cp(0)` when stalemated).
    /// The engine needs the moves since the last capture or pawn move only (no position before
    /// one can stand again), so a caller going through a long game passes the position after
    /// the last such move as `start`: each search then costs the same however long the game.
    ///
    /// A search that goes on past [`Timeouts::search_limit`] is told to `stop`, the engine is
    /// ended, and the answer is [`EngineError::Overran`]; the engine is of no more use.
    pub fn evaluate(&mut self, start: &Position, moves: &[Move], limit: Limit) -> Result<Evaluation, EngineError> {
        let mut pos = start.clone();
        for &mv in moves {
            pos.play_unchecked_in_place(mv);
        }
        if !pos.has_legal_move() {
            let score = if pos.is_check() { Score::Mate(0) } else { Score::Cp(0) };
            return Ok(Evaluation { score, depth: 0, best: None, pv: Vec::new() });
        }
        let mut command = format!("position fen {}", start.fen());
        if !moves.is_empty() {
            command.push_str(" moves");
            for mv in moves {
                command.push(' ');
                command.push_str(&mv.uci());
            }
        }
        self.send(&command, "bestmove")?;
        let go = match limit {
            Limit::Depth(depth) => format!("go depth {depth}"),
            Limit::Movetime(time) => format!("go movetime {}", time.as_millis().max(1)),
        };
        self.send(&go, "bestmove")?;
        let first = match limit {
            Limit::Depth(_) => self.timeouts.silence,
            Limit::Movetime(time) => time + self.timeouts.silence,
        };
        let started = Instant::now();
        let overall = self.timeouts.search_limit(limit);
        let end = started.checked_add(overall);
        let mut deadline = started + first;
        // The deepest exact score of the best line, else the last bound.
        let (mut exact, mut any): (Option<Info>, Option<Info>) = (None, None);
        let mut ignored = 0;
        loop {
            let line = match end.filter(|end| *end <= deadline) {
                Some(end) => match self.recv(end, "bestmove", overall) {
                    Err(EngineError::Silent { .. }) => return Err(self.overran(limit, overall)),
                    other => other?,
                },
                None => self.recv(deadline, "bestmove", self.timeouts.silence.max(first))?,
            };
            match read_reply(&line) {
                Reply::Info(info) => {
                    deadline = Instant::now() + self.timeouts.silence;
                    if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
                        if matches!(info.score, Some((_, Bound::Exact))) {
                            exact = Some(info.clone());
                        }
                        any = Some(info);
                    }
                }
                Reply::BestMove(best) => {
                    let Some(info) = exact.or(any) else {
                        return Err(EngineError::Garbage { line: cut(&line) });
                    };
                    let best = match best {
                        Some(text) => {
                            Some(parse_uci(&pos, &text).map_err(|_| EngineError::Garbage { line: cut(&line) })?)
                        }
                        None => return Err(EngineError::Garbage { line: cut(&line) }),
                    };
                    let (score, _) = info.score.unwrap_or((Score::Cp(0), Bound::Exact));
                    return Ok(Evaluation {
                        score,
                        depth: info.depth.unwrap_or(0),
                        best,
                        pv: legal_line(&pos, &info.pv),
                    });
                }
                Reply::Malformed => return Err(EngineError::Garbage { line: cut(&line) }),
                _ => {
                    ignored += 1;
                    if ignored > MAX_IGNORED {
                        return Err(EngineError::Garbage { line: cut(&line) });
                    }
                }
            }
        }
    }

    /// `uci` … `uciok`, the options, `isready` … `readyok`.
    fn handshake(&mut self) -> Result<(), EngineError> {
        self.send("uci", "uciok")?;
        let deadline = Instant::now() + self.timeouts.handshake;
        let mut options = Vec::new();
        let mut ignored = 0;
        loop {
            let line = self.recv(deadline, "uciok", self.timeouts.handshake)?;
            match read_reply(&line) {
                Reply::UciOk => break,
                Reply::Name(name) if !name.is_empty() => self.name = crate::text::clean_short(&name),
                Reply::Option(name) => options.push(name.to_ascii_lowercase()),
                _ => {
                    ignored += 1;
                    if ignored > MAX_IGNORED {
                        return Err(EngineError::Garbage { line: cut(&line) });
                    }
                }
            }
        }
        self.options = options;
        if self.has_option("threads") {
            self.send("setoption name Threads value 1", "readyok")?;
        }
        if self.has_option("hash") {
            self.send(&format!("setoption name Hash value {HASH_MB}"), "readyok")?;
        }
        self.ready()
    }

    /// `isready` … `readyok`.
    fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready", "readyok")?;
        let deadline = Instant::now() + self.timeouts.handshake;
        let mut ignored = 0;
        loop {
            let line = self.recv(deadline, "readyok", self.timeouts.handshake)?;
            if read_reply(&line) == Reply::ReadyOk {
                return Ok(());
            }
            ignored += 1;
            if ignored > MAX_IGNORED {
                return Err(EngineError::Garbage { line: cut(&line) });
            }
        }
    }

    /// Writes one command; a closed pipe means the engine has gone.
    fn send(&mut self, command: &str, waiting: &'static str) -> Result<(), EngineError> {
        let written = match &mut self.stdin {
            Some(stdin) => writeln!(stdin, "{command}").and_then(|()| stdin.flush()),
            None => Err(std::io::ErrorKind::BrokenPipe.into()),
        };
        written.map_err(|_| self.died(waiting))
    }

    /// The next line, or why none came by `deadline`.
    fn recv(&mut self, deadline: Instant, waiting: &'static str, after: Duration) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Silent { waiting, after }),
            Err(RecvTimeoutError::Disconnected) => Err(self.died(waiting)),
        }
    }

    /// The engine has closed its output or input: how it ended, if it has.
    fn died(&mut self, waiting: &'static str) -> EngineError {
        // A process that closed its output is usually gone a moment later.
        let status = self.group.status_within(Duration::from_millis(200)).and_then(super::error::Ended::of);
        EngineError::Died { waiting, status }
    }

    /// A search past its overall limit `after`: the engine is told to `stop` and ended. It
    /// may have answered `stop` with its best move, but one that did not keep to so wide a
    /// limit cannot be trusted with the next position either.
    fn overran(&mut self, limit: Limit, after: Duration) -> EngineError {
        let _ = self.send("stop", "bestmove");
        self.end();
        EngineError::Overran { limit, after }
    }

    /// Says `quit`, closes the engine's input, and ends its process group if it has not ended
    /// within [`QUIT_GRACE`].
    fn end(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = writeln!(stdin, "quit");
            let _ = stdin.flush();
        }
        self.group.end(QUIT_GRACE);
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.end();
    }
}

/// The moves of `pv` from `pos` as far as they are legal.
fn legal_line(pos: &Position, pv: &[String]) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut line = Vec::with_capacity(pv.len());
    for text in pv {
        let Ok(mv) = parse_uci(&pos, text) else { break };
        pos.play_unchecked_in_place(mv);
        line.push(mv);
    }
    line
}

/// A line as shown in an error: its first 80 characters, safe for a terminal.
fn cut(line: &str) -> String {
    let short: String = line.chars().take(80).collect();
    crate::text::visible(&short)
}

/// Reads the engine's output line by line into `sender` until it closes (or ferz stops
/// listening). A line longer than [`MAX_LINE`] is cut there; bytes that are not UTF-8 are
/// replaced.
fn read_lines(stdout: impl Read, sender: &SyncSender<String>) {
    let mut reader = BufReader::new(stdout);
    let mut line = Vec::new();
    loop {
        let (used, done) = match reader.fill_buf() {
            Ok([]) | Err(_) => return,
            Ok(buf) => match buf.iter().position(|&b| b == b'\n') {
                Some(at) => {
                    if line.len() < MAX_LINE {
                        line.extend_from_slice(&buf[..at.min(MAX_LINE - line.len())]);
                    }
                    (at + 1, true)
                }
                None => {
                    if line.len() < MAX_LINE {
                        line.extend_from_slice(&buf[..buf.len().min(MAX_LINE - line.len())]);
                    }
                    (buf.len(), false)
                }
            },
        };
        reader.consume(used);
        if done {
            let text = String::from_utf8_lossy(&line).trim_end_matches('\r').to_string();
            line.clear();
            if sender.send(text).is_err() {
                return;
            }
        }
    }
}
