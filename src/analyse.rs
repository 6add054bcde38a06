//! `ferz analyse FILE…`: every game of PGN files reviewed by a UCI engine and written again as
//! PGN on standard output (see INTERFACE.md and [`crate::review`]): `[%eval]` after every
//! move, `?!` / `?` / `??` by lichess's loss in winning chances, the better move as a
//! variation, counts and average centipawn loss per player in tags.
//!
//! Every file is read before the engine starts, so that a file that cannot be read ends the
//! run at once; a game that cannot be read is said on standard error and skipped. A game is
//! analysed up to where the Laws ended it (checkmate, stalemate, a dead position, seventy-five
//! moves, fivefold repetition): moves recorded after that are kept without analysis, and both
//! a comment in the game and a line on standard error say so. The games come out in input
//! order, each as soon as it and every game before it are done, every text from the file cleaned of control characters
//! and escape sequences. A progress bar of positions goes to standard error when it is a
//! terminal. With `--threads N` (by default one for each core) N engines share the games,
//! each game whole on one engine, so that the output is the same as one engine's. A signal
//! that ends ferz ends every engine too, whatever it does with its input.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufReader, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::engine::{Engine, EngineError, Limit, Timeouts, locate};
use crate::game::first_ending;
use crate::lang::{AnalysedUntil, English, MessageWords, Unreadable};
use crate::pgn::{PgnGame, PgnReader, write_game};
use crate::review::{GameReview, annotate, review_game};
use crate::rules::{Color, Position, san};

/// Exit status when every game was analysed.
pub const EXIT_OK: u8 = 0;
/// Exit status when some game could not be read (the others were analysed).
pub const EXIT_BAD_GAME: u8 = 1;
/// Exit status when a file could not be read or the engine failed.
pub const EXIT_FAILED: u8 = 2;

/// The search when neither `--depth` nor `--movetime` is given: the review's after a game.
pub use crate::review::DEFAULT_DEPTH;

/// How to analyse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalyseOptions {
    /// `--engine`: the engine's program; `None` looks for Stockfish.
    pub engine: Option<PathBuf>,
    /// How long each position is searched.
    pub limit: Limit,
    /// How long the engine may stay silent.
    pub timeouts: Timeouts,
    /// `--threads`: how many engines analyse at once, each on one thread of its own and
    /// given whole games; at least 1.
    pub threads: usize,
}

/// How many engines analyse at once unless told: one for each core ferz may use.
#[must_use]
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

impl Default for AnalyseOptions {
    fn default() -> AnalyseOptions {
        AnalyseOptions {
            engine: None,
            limit: crate::review::DEFAULT_LIMIT,
            timeouts: Timeouts::default(),
            threads: default_threads(),
        }
    }
}

/// Analyses the games of `files`, writing them as PGN to `out` and one line per problem to
/// `err` (`ferz: …`). Returns the exit status.
pub fn run(files: &[PathBuf], options: &AnalyseOptions, out: &mut impl Write, err: &mut impl Write) -> u8 {
    // A signal that asks ferz to end (the terminal game's list) ends the engine with it.
    let _ = crate::engine::end_all_on_signals(&crate::tui::signals::ENDING);
    let mut games = Vec::new();
    let mut ends = Vec::new();
    let mut status = EXIT_OK;
    for path in files {
        let file = path.display().to_string();
        let opened = match File::open(path) {
            Ok(f) => f,
            Err(why) => return unreadable(err, file, why),
        };
        for (number, game) in PgnReader::new(BufReader::new(opened)).enumerate() {
            match game {
                Ok(game) => {
                    let until = analysed_until(&game);
                    if let Some(until) = &until {
                        let said = format!("{file}: game {}: {}", number + 1, English.analysed_until(until));
                        let _ = writeln!(err, "ferz: {}", crate::text::visible(&said));
                    }
                    games.push(game);
                    ends.push(until);
                }
                Err(e) if e.is_io() => {
                    return unreadable(err, file, std::io::Error::other(English.pgn_error(&e)));
                }
                Err(e) => {
                    let said = format!("{file}: line {}: {}", e.line, English.pgn_error(&e));
                    let _ = writeln!(err, "ferz: {}", crate::text::visible(&said));
                    status = EXIT_BAD_GAME;
                }
            }
        }
    }
    match analyse_games(&mut games, &ends, options, out) {
        Ok(()) => status,
        Err(Failure::Engine(e)) => {
            // An engine ended because ferz is ending (a signal) is not the engine's fault.
            crate::engine::settle();
            let _ = out.flush();
            let _ = writeln!(err, "ferz: {}", crate::text::visible(&English.engine_error(&e)));
            EXIT_FAILED
        }
        // The reader went away (`| head`): no one is left to tell.
        Err(Failure::Output) => EXIT_FAILED,
    }
}

/// Why the analysis stopped.
enum Failure {
    Engine(EngineError),
    Output,
}

/// What one engine is asked: a game's start and its moves up to where it is analysed.
struct Job {
    start: Position,
    moves: Vec<crate::rules::Move>,
}

/// What an engine's thread tells the thread that writes: a position searched (for the
/// progress bar, drawn by that thread alone, which may hold standard error locked), or a
/// game reviewed, or the engine's failure on it.
enum Done {
    Position,
    Game(usize, Result<GameReview, EngineError>),
}

/// Starts the engines and writes each game annotated, up to its end by the Laws where `ends`
/// (one for each game) gives one.
///
/// Whole games are shared among the engines, never the positions of one game: each game
/// starts with `ucinewgame` (a cleared hash) on an engine of one thread, so its evaluations
/// are the same whichever engine took it, and the output is byte for byte one engine's. The
/// games are written in input order, each once it and every game before it are done.
fn analyse_games(
    games: &mut [PgnGame],
    ends: &[Option<AnalysedUntil>],
    options: &AnalyseOptions,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let path = locate(options.engine.as_deref()).map_err(Failure::Engine)?;
    let count = games.len();
    let wanted = options.threads.clamp(1, count.max(1));
    // Every engine answers before any game is analysed: one that cannot start ends the run
    // before any output, as with a single engine.
    let mut engines = Vec::with_capacity(wanted);
    for _ in 0..wanted {
        engines.push(Engine::start(&path, options.timeouts).map_err(Failure::Engine)?);
    }
    let annotator = format!("{}, {}", engines.first().map_or("", |e| e.name()), search_words(options.limit));
    let analysed =
        |i: usize, game: &PgnGame| ends.get(i).and_then(Option::as_ref).map_or(game.moves.len(), |u| u.ended_at);
    let jobs: Vec<Job> = games
        .iter()
        .enumerate()
        .map(|(i, game)| Job {
            start: game.start.clone(),
            moves: game.moves[..analysed(i, game)].iter().map(|m| m.mv).collect(),
        })
        .collect();
    let total: usize = jobs.iter().map(|j| j.moves.len() + 1).sum();
    let progress = progress_bar(total as u64);
    let jobs = Arc::new(jobs);
    let next = Arc::new(AtomicUsize::new(0));
    let (sender, reviews) = mpsc::channel();
    for mut engine in engines {
        let (jobs, next, sender, limit) = (Arc::clone(&jobs), Arc::clone(&next), sender.clone(), options.limit);
        // Not joined: on an engine's failure the run ends at once with the first failure in
        // input order, and the engines still at work are ended on the way out (`end_all`),
        // or when their thread finds no one to tell and drops them.
        std::thread::spawn(move || {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                let told = |_| {
                    let _ = sender.send(Done::Position);
                };
                let reviewed = review_game(&mut engine, &job.start, &job.moves, limit, told);
                let failed = reviewed.is_err();
                if sender.send(Done::Game(i, reviewed)).is_err() || failed {
                    break;
                }
            }
        });
    }
    drop(sender);
    let mut waiting: BTreeMap<usize, Result<GameReview, EngineError>> = BTreeMap::new();
    for (i, game) in games.iter_mut().enumerate() {
        progress.set_message(format!("game {}/{count}", i + 1));
        let reviewed = loop {
            if let Some(found) = waiting.remove(&i) {
                break found;
            }
            match reviews.recv() {
                Ok(Done::Position) => progress.inc(1),
                Ok(Done::Game(j, found)) => {
                    waiting.insert(j, found);
                }
                // Every engine failed before this game was taken: the first failure in input
                // order is the run's.
                Err(_) => {
                    break waiting.pop_first().map_or_else(
                        || Err(EngineError::Died { waiting: "bestmove", status: None }),
                        |(_, found)| found,
                    );
                }
            }
        };
        let reviewed = reviewed.map_err(|e| {
            progress.finish_and_clear();
            Failure::Engine(e)
        })?;
        name_opening(game);
        annotate(game, &reviewed, &annotator);
        if let Some(until) = ends.get(i).and_then(Option::as_ref) {
            note_the_end(game, until);
        }
        crate::text::clean_game(game);
        // A game read back from PGN writes again (every move was checked legal on reading).
        let text = write_game(game).unwrap_or_default();
        let separator = if i == 0 { "" } else { "\n" };
        progress
            .suspend(|| write!(out, "{separator}{text}").and_then(|()| out.flush()))
            .map_err(|_| Failure::Output)?;
    }
    progress.finish_and_clear();
    Ok(())
}

/// Where the Laws ended `game` when its record goes on after that (the one authority,
/// [`first_ending`], as `ferz check` asks it); `None` for a game whose record ends where the
/// game did, or that did not end by itself.
fn analysed_until(game: &PgnGame) -> Option<AnalysedUntil> {
    let positions: Vec<Position> = game.positions().collect();
    let (ended_at, ending) = first_ending(&positions)?;
    if ended_at >= game.moves.len() {
        return None;
    }
    let last_move = ended_at.checked_sub(1).and_then(|i| {
        let (before, played) = (positions.get(i)?, game.moves.get(i)?);
        let dots = if before.turn() == Color::White { "." } else { "..." };
        Some(format!("{}{dots} {}", before.fullmoves(), san(before, played.mv)))
    });
    Some(AnalysedUntil { ended_at, last_move, termination: ending.outcome.termination, plies: game.moves.len() })
}

/// Writes into `game` where it ended and that the rest was not analysed: a comment after the
/// move that ended it (before the first move when it was over at the start).
fn note_the_end(game: &mut PgnGame, until: &AnalysedUntil) {
    let note = English.analysed_until_note(until);
    let comment = match until.ended_at.checked_sub(1).and_then(|i| game.moves.get_mut(i)) {
        Some(last) => &mut last.comment,
        None => &mut game.comment,
    };
    *comment = Some(match comment.take() {
        Some(said) if !said.trim().is_empty() => format!("{said} {note}"),
        _ => note,
    });
}

/// Sets `[ECO]` and `[Opening]` from the book, when the game follows a known line.
fn name_opening(game: &mut PgnGame) {
    let positions: Vec<_> = game.positions().collect();
    if let Some(opening) = crate::openings::book().name(&positions) {
        let (eco, name) = (opening.eco.clone(), opening.name.clone());
        game.set_tag("ECO", &eco);
        game.set_tag("Opening", &name);
    }
}

/// The search, as the `Annotator` tag says it: `depth 14`, `movetime 500 ms`.
fn search_words(limit: Limit) -> String {
    match limit {
        Limit::Depth(depth) => format!("depth {depth}"),
        Limit::Movetime(time) => format!("movetime {} ms", time.as_millis()),
    }
}

/// Says that `file` cannot be read; the exit status that follows.
fn unreadable(err: &mut impl Write, file: String, why: std::io::Error) -> u8 {
    let said = English.unreadable(&Unreadable::File { file, why });
    let _ = writeln!(err, "ferz: {}", crate::text::visible(&said));
    EXIT_FAILED
}

/// A bar of positions analysed, on standard error when it is a terminal.
fn progress_bar(total: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} positions {msg} (eta {eta})") {
        bar.set_style(style);
    }
    bar
}
