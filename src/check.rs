//! `ferz check FILE...`: reads every game of every PGN file and writes one
//! JSON object per game on its own line (see INTERFACE.md):
//!
//! ```text
//! {"file":"a.pgn","game":1,"ok":true,"plies":57,"result":"1-0","termination":"checkmate","fen":"…"}
//! {"file":"a.pgn","game":2,"ok":false,"line":14,"error":"illegal move 'Nf6' at ply 23 …"}
//! {"file":"a.pgn","game":3,"ok":false,"plies":3,…,"ended_at":1,"error":"moves after the end of the game: …"}
//! ```
//!
//! A game that reads is replayed through the game's own ending rules
//! ([`judge_record`](crate::game::judge_record)):
//! moves after it ended by itself, a `Result` tag that differs from the movetext's result, or
//! a result the final position contradicts make it `"ok":false`.
//!
//! Built for big databases: the input (plain PGN or zstd-compressed, as lichess publishes
//! its monthly files) is cut into batches of whole games (see [`crate::pgn::Batches`]), the
//! batches are checked on every core while the next ones are read, and the reports are
//! written in input order through one buffer. Memory stays bounded whatever the file size.
//! A progress bar goes to standard error when it is a terminal.

use std::fs::File;
use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::path::PathBuf;

use crate::game::{Contradiction, Ending, Proof, RecordVerdict, flag_fall_in, judge_record_with};
use crate::lang::{BadZstd, English, MessageWords, NotZstd, Unreadable};
use crate::pgn::{Batch, Batches, CheckedGame, PgnError, PgnErrorKind, Spares, Validator, ValidatorPlace};
use crate::rules::unwinnable::{Budget, Memo};
use crate::rules::{Color, Position, decimal};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

/// Exit status when every game of every file is valid.
pub const EXIT_OK: u8 = 0;
/// Exit status when some game is not valid (and every file could be read).
pub const EXIT_INVALID: u8 = 1;
/// Exit status when some file could not be read.
pub const EXIT_UNREADABLE: u8 = 2;

/// The first bytes of a zstd frame.
const ZSTD_MAGIC: [u8; 4] = [0x28, 0xB5, 0x2F, 0xFD];

/// Checks the games of `files` in order, writing one JSON line per game to
/// `out` and a one-line message per unreadable file to `err`. Returns the exit
/// status: 2 if a file could not be read, else 1 if a game is invalid, else 0.
///
/// A file that fails while being read (after some games) counts as
/// unreadable; the games before the failure are still reported.
pub fn run(files: &[PathBuf], out: &mut impl Write, err: &mut impl Write) -> u8 {
    run_with(files, out, err, Verdicts::Asked)
}

/// Whether a check asks who can still mate in the final positions (the dead position of
/// 5.2.2, a flag fall's 6.9).
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdicts {
    /// Asked, as `ferz check` does.
    Asked,
    /// Asked at a flag fall only (6.9), never whether a position is dead. Only for the bench,
    /// to measure what each question costs.
    FlagFallsOnly,
    /// Never asked: no position is dead and a flag fall has no result by the Laws. Only for
    /// the bench, to measure the rest of the check on its own.
    Skipped,
}

/// [`run`], with the final positions' verdicts asked or not (see [`Verdicts`]).
#[doc(hidden)]
pub fn run_with(files: &[PathBuf], out: &mut impl Write, err: &mut impl Write, verdicts: Verdicts) -> u8 {
    let progress = progress_bar(files);
    let spares = &*SPARES;
    let mut jobs = Jobs { files, next: 0, current: None, progress: progress.clone(), spares: spares.clone() };
    // Two batches per core: enough to keep every core busy while the next round is read.
    let round = 2 * rayon::current_num_threads();
    let mut games = vec![0usize; files.len()];
    let (mut any_invalid, mut any_unreadable) = (false, false);
    let mut pending = jobs.take(round);
    while !pending.is_empty() {
        let (reports, mut next) = rayon::join(
            || pending.into_par_iter().map(|job| check_job(job, verdicts, spares)).collect::<Vec<_>>(),
            || jobs.take(round),
        );
        let mut reports = reports.into_iter();
        while let Some(report) = reports.next() {
            match report {
                Report::Games { file, lines, ends, rest } => {
                    let name = json_str(&files[file].display().to_string());
                    if write_games(out, &name, &mut games[file], &lines, &ends, &mut any_invalid).is_err() {
                        // The reader of the report went away (`| head -1`): there is no one left
                        // to tell, and the status says what was read up to there.
                        progress.finish_and_clear();
                        return status(any_unreadable, any_invalid);
                    }
                    progress.set_message(format!("{} games", games.iter().sum::<usize>()));
                    if let Some(rest) = rest {
                        // The rest of this batch comes next, then the reports made after it.
                        let waiting = std::iter::once(*rest).chain(reports.by_ref().map(Job::Done));
                        next = waiting.chain(next).collect();
                    }
                }
                Report::Unreadable { file, why } => {
                    any_unreadable = true;
                    progress.suspend(|| {
                        let _ = out.flush();
                        let file = files[file].display().to_string();
                        let said = English.unreadable(&Unreadable::File { file, why });
                        let _ = writeln!(err, "ferz: {}", crate::text::visible(&said));
                    });
                }
            }
        }
        pending = next;
    }
    progress.finish_and_clear();
    let _ = out.flush();
    status(any_unreadable, any_invalid)
}

/// The buffers of the batches checked, which go back to the reading to be read into again
/// (see [`Spares`]): kept for the next check in the same process too (the bench's repeated
/// runs, the tests), at most about 13 MB.
static SPARES: std::sync::LazyLock<Spares> = std::sync::LazyLock::new(Spares::new);

/// The exit status: 2 if a file could not be read, else 1 if a game is invalid, else 0.
fn status(any_unreadable: bool, any_invalid: bool) -> u8 {
    if any_unreadable {
        EXIT_UNREADABLE
    } else if any_invalid {
        EXIT_INVALID
    } else {
        EXIT_OK
    }
}

/// A bar of bytes read over the files' total size, on standard error when it is a terminal.
fn progress_bar(files: &[PathBuf]) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let total = files.iter().filter_map(|f| std::fs::metadata(f).ok()).map(|m| m.len()).sum();
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:30} {bytes}/{total_bytes} {binary_bytes_per_sec} {msg} (eta {eta})")
    {
        bar.set_style(style);
    }
    bar
}

/// The most games one job checks before it hands the rest of its batch on: a batch of tiny
/// games (a million `*` lines, with nowhere to cut them) would otherwise hold a report for
/// each at once.
const GAMES_PER_JOB: usize = 10_000;

/// One unit of work, in input order: a batch of whole games (from its start or from where
/// an earlier job stopped), a report already made that waits for its turn to be written, or
/// a file that cannot be read.
enum Job {
    Batch { file: usize, batch: Batch, from: Option<ValidatorPlace> },
    Done(Report),
    Unreadable { file: usize, why: std::io::Error },
}

/// What a job gave: the report lines of its games (each without the file and game number,
/// which the writer adds in order), or why its file cannot be read.
enum Report {
    /// `ends`: where each game's line ends, and whether the game is invalid.
    /// `rest`: the rest of the batch, when the job stopped at [`GAMES_PER_JOB`].
    Games {
        file: usize,
        lines: Vec<u8>,
        ends: Vec<(usize, bool)>,
        rest: Option<Box<Job>>,
    },
    Unreadable {
        file: usize,
        why: std::io::Error,
    },
}

/// The jobs of every file in turn.
struct Jobs<'a> {
    files: &'a [PathBuf],
    next: usize,
    current: Option<(usize, Batches<Box<dyn Read + Send>>)>,
    progress: ProgressBar,
    spares: Spares,
}

impl Jobs<'_> {
    /// The next `n` jobs (fewer at the end).
    fn take(&mut self, n: usize) -> Vec<Job> {
        let mut jobs = Vec::with_capacity(n);
        while jobs.len() < n {
            let Some(job) = self.next_job() else { break };
            jobs.push(job);
        }
        jobs
    }

    fn next_job(&mut self) -> Option<Job> {
        loop {
            if let Some((file, batches)) = &mut self.current {
                let file = *file;
                match batches.next() {
                    Some(Ok(batch)) => return Some(Job::Batch { file, batch, from: None }),
                    Some(Err(e)) => {
                        self.current = None;
                        return Some(Job::Unreadable { file, why: e });
                    }
                    None => self.current = None,
                }
            }
            let file = self.next;
            let path = self.files.get(file)?;
            self.next += 1;
            match open(path, &self.progress) {
                Ok(input) => self.current = Some((file, Batches::new(input).sharing(&self.spares))),
                Err(e) => return Some(Job::Unreadable { file, why: e }),
            }
        }
    }
}

/// The games of `path`: its bytes, decompressed when it is a zstd file. The bytes read
/// from disk move the progress bar.
fn open(path: &PathBuf, progress: &ProgressBar) -> std::io::Result<Box<dyn Read + Send>> {
    let mut file = progress.wrap_read(File::open(path)?);
    let mut magic = [0u8; 4];
    let mut got = 0;
    while got < magic.len() {
        match file.read(&mut magic[got..])? {
            0 => break,
            n => got += n,
        }
    }
    let head = std::io::Cursor::new(magic[..got].to_vec());
    let whole = head.chain(file);
    let named_zstd = path.extension().is_some_and(|ext| ext.eq_ignore_ascii_case("zst"));
    if named_zstd && magic[..got] != ZSTD_MAGIC {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, NotZstd));
    }
    if magic[..got] == ZSTD_MAGIC {
        Ok(Box::new(ZstdFrames::new(BufReader::with_capacity(1 << 16, whole))?))
    } else {
        Ok(Box::new(whole))
    }
}

/// The decompressed bytes of a zstd stream of one or more frames (a file compressed in
/// parallel holds several).
struct ZstdFrames<R: BufRead> {
    decoder: Option<ruzstd::decoding::StreamingDecoder<R, ruzstd::decoding::FrameDecoder>>,
}

impl<R: BufRead> ZstdFrames<R> {
    fn new(input: R) -> std::io::Result<ZstdFrames<R>> {
        Ok(ZstdFrames { decoder: Some(frame(input)?) })
    }
}

/// The decoder of the zstd frame that starts `input`.
fn frame<R: BufRead>(
    input: R,
) -> std::io::Result<ruzstd::decoding::StreamingDecoder<R, ruzstd::decoding::FrameDecoder>> {
    ruzstd::decoding::StreamingDecoder::new(input)
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, BadZstd(e.to_string())))
}

impl<R: BufRead> Read for ZstdFrames<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        loop {
            let Some(decoder) = &mut self.decoder else { return Ok(0) };
            let n = decoder.read(buf)?;
            if n > 0 || buf.is_empty() {
                return Ok(n);
            }
            let Some(mut input) = self.decoder.take().map(|d| d.into_inner()) else { return Ok(0) };
            if input.fill_buf()?.is_empty() {
                return Ok(0);
            }
            self.decoder = Some(frame(input)?);
        }
    }
}

/// Checks the games of one job; a batch read to its end goes back to `spares`.
fn check_job(job: Job, verdicts: Verdicts, spares: &Spares) -> Report {
    let (file, batch, from) = match job {
        Job::Batch { file, batch, from } => (file, batch, from),
        Job::Done(report) => return report,
        Job::Unreadable { file, why } => return Report::Unreadable { file, why },
    };
    if let Some(e) = batch.cut_game() {
        let mut lines = Vec::new();
        // A game cut at the size limit is one error, whatever its start reads as.
        write_error(&mut lines, &e);
        let ends = vec![(lines.len(), true)];
        spares.give(batch);
        return Report::Games { file, lines, ends, rest: None };
    }
    let reading = || Validator::new(batch.bytes()).starting_at_line(batch.first_line).keeping_positions();
    let mut games = reading();
    if let Some(place) = from {
        games = games.resumed_at(place);
    }
    // First every game of the job is read and judged but for the questions of who can still
    // mate, then those are asked of each in turn: the reader's code and tables, then the
    // searches', stay in the caches while they work, rather than taking turns game by game
    // (7% of the CPU time of a check on one thread). The questions are asked in the order
    // they were, and every answer is the one it was.
    let mut read: Vec<Result<Judged, PgnError>> = Vec::new();
    let mut stopped = None;
    let dead_asked = verdicts == Verdicts::Asked;
    loop {
        let place = games.place();
        let Some(game) = games.next_game() else { break };
        read.push(match game {
            Ok(game) => {
                // The position a check would ask whether it is dead (the last one the board
                // did not end), noted and taken for alive: the verdict stands unless it is dead.
                let mut asked = None;
                let record = judge_record_with(
                    games.positions(),
                    game.result,
                    game.result_tag_differs.as_deref(),
                    time_forfeit(&game).is_some(),
                    |pos| {
                        asked = dead_asked.then(|| pos.clone());
                        None
                    },
                );
                Ok(Judged { game, place, record, asked })
            }
            Err(e) => Err(e),
        });
        if read.len() >= GAMES_PER_JOB {
            stopped = Some(games.place());
            break;
        }
    }
    drop(games);
    // The verdicts of this job's positions: a position asked again is searched once.
    let mut memo = Memo::new();
    let mut lines = Vec::with_capacity((batch.bytes().len() / 8).min(GAMES_PER_JOB * 256));
    let mut ends = Vec::with_capacity(read.len());
    for game in read {
        // Writing into a Vec cannot fail.
        let invalid = match game {
            Ok(Judged { game, place, record, asked }) => {
                let flagged = time_forfeit(&game)
                    .filter(|_| verdicts != Verdicts::Skipped)
                    .map(|flagged| flag_fall_in(&game.last, flagged, &Budget::default(), &mut memo));
                let record = match asked {
                    Some(pos) if memo.dead_position(&pos).is_some() => {
                        // Dead: the game is read again, its positions kept, and judged with the
                        // question asked (the first dead position is found by halving).
                        let mut again = reading().resumed_at(place);
                        match again.next_game() {
                            Some(Ok(_)) => judge_record_with(
                                again.positions(),
                                game.result,
                                game.result_tag_differs.as_deref(),
                                time_forfeit(&game).is_some(),
                                |pos| memo.dead_position(pos),
                            ),
                            _ => record,
                        }
                    }
                    _ => record,
                };
                write_checked(&mut lines, &game, &record, flagged.as_ref()).unwrap_or(true)
            }
            Err(e) => {
                write_error(&mut lines, &e);
                true
            }
        };
        ends.push((lines.len(), invalid));
    }
    let rest = match stopped {
        Some(place) => Some(Box::new(Job::Batch { file, batch, from: Some(place) })),
        None => {
            spares.give(batch);
            None
        }
    };
    Report::Games { file, lines, ends, rest }
}

/// The report of a game that does not read, after its file and number.
fn write_error(lines: &mut Vec<u8>, e: &PgnError) {
    let error = json_str(&e.kind.to_string());
    let _ = write!(lines, "\"ok\":false,\"line\":{},", e.line);
    if let PgnErrorKind::AfterTheEnd { ply, checkmate, .. } = e.kind {
        // Moves after a mate or a stalemate: the game ended by itself before them.
        let termination = if checkmate { "checkmate" } else { "stalemate" };
        let _ = write!(lines, "\"ended_at\":{},\"termination\":\"{termination}\",", ply - 1);
    }
    let _ = write!(lines, "\"error\":{error}}}");
}

/// Writes the report lines of one job, numbering its games on from `*games`.
fn write_games(
    out: &mut impl Write,
    name: &str,
    games: &mut usize,
    lines: &[u8],
    ends: &[(usize, bool)],
    any_invalid: &mut bool,
) -> std::io::Result<()> {
    let mut start = 0;
    for &(end, invalid) in ends {
        *games += 1;
        // Set before the line is written, so that the status holds when the reader stops there.
        *any_invalid |= invalid;
        out.write_all(b"{\"file\":")?;
        out.write_all(name.as_bytes())?;
        out.write_all(b",\"game\":")?;
        out.write_all(decimal(*games as u64, &mut [0; 20]))?;
        out.write_all(b",")?;
        out.write_all(&lines[start..end])?;
        out.write_all(b"\n")?;
        start = end;
    }
    Ok(())
}

/// A JSON string literal, safe for a terminal (see [`crate::json`]).
fn json_str(s: &str) -> String {
    crate::json::string(s)
}

/// Writes `s` as [`json_str`] does: straight, with no allocation, when it is printable ASCII
/// with nothing to escape (a FEN, a result, a termination's name: every game's line).
fn write_str(out: &mut Vec<u8>, s: &str) {
    if s.bytes().all(|b| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\') {
        out.push(b'"');
        out.extend_from_slice(s.as_bytes());
        out.push(b'"');
    } else {
        out.extend_from_slice(json_str(s).as_bytes());
    }
}

/// A game of a job that reads as PGN, read (see [`check_job`]): where it starts (to read it
/// again), and its verdict with the position it would ask whether it is dead taken for alive
/// (and that position).
struct Judged {
    game: CheckedGame,
    place: ValidatorPlace,
    record: RecordVerdict,
    asked: Option<Position>,
}

/// The report of a game that reads as PGN, after its file and number. Whether the record
/// can stand is `verdict`, the answer of [`judge_record`](crate::game::judge_record): moves
/// after the game ended by itself, or a result the tag or the board contradicts, make it
/// `"ok":false` with the ending (`ended_at`, `termination`) and an error naming both.
/// `flagged` is what 6.9 says of a flag fall, for a game lost on time. Returns whether it is
/// invalid.
fn write_checked(
    out: &mut Vec<u8>,
    game: &CheckedGame,
    verdict: &RecordVerdict,
    flagged: Option<&Ending>,
) -> std::io::Result<bool> {
    let last = &game.last;
    let ended = verdict.ended.as_ref();
    let termination = ended.map(|(_, e)| e.outcome.termination.name());
    let ok = verdict.contradiction.is_none();
    out.extend_from_slice(if ok { b"\"ok\":true,\"plies\":" } else { b"\"ok\":false,\"plies\":" });
    out.extend_from_slice(decimal(game.plies as u64, &mut [0; 20]));
    out.extend_from_slice(b",\"result\":");
    write_str(out, game.result);
    out.extend_from_slice(b",\"termination\":");
    match termination {
        Some(name) => write_str(out, name),
        None => out.extend_from_slice(b"null"),
    }
    // A FEN is printable ASCII with no quote or backslash: nothing to escape.
    out.extend_from_slice(b",\"fen\":\"");
    last.push_fen(out);
    out.push(b'"');
    if let Some(contradiction) = &verdict.contradiction {
        if let Contradiction::PlayedOn { ended_at, .. } = contradiction {
            write!(out, ",\"ended_at\":{ended_at}")?;
        }
        let error = json_str(&English.contradiction(contradiction));
        write!(out, ",\"error\":{error}}}")?;
        return Ok(true);
    }
    if let Some(by_flag) = flagged {
        // A game the board had already ended (mate, a dead position) is not changed by a flag.
        let by_laws = match ended {
            Some((_, e)) => json_str(e.outcome.result()),
            None => result_by_laws(by_flag),
        };
        out.extend_from_slice(b",\"result_by_laws\":");
        out.extend_from_slice(by_laws.as_bytes());
    }
    out.write_all(b"}")?;
    Ok(false)
}

/// The player whose flag fell, for a game its PGN says was lost on time
/// (`[Termination "Time forfeit"]` with a decisive result, as lichess writes it).
fn time_forfeit(game: &CheckedGame) -> Option<Color> {
    let on_time = game.time_forfeit;
    match game.result {
        "1-0" if on_time => Some(Color::Black),
        "0-1" if on_time => Some(Color::White),
        _ => None,
    }
}

/// What 6.9 says of a flag fall, `by_flag` (as a JSON value): the opponent wins if it could
/// still mate, a draw if not, `null` if undecided.
fn result_by_laws(by_flag: &Ending) -> String {
    match by_flag.proof {
        // The budget did not decide: no draw without proof, and no win said without it either.
        Some(Proof::Undecided { .. }) | None => "null".to_string(),
        Some(_) => json_str(by_flag.outcome.result()),
    }
}
