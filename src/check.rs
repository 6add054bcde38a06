//! `ferz check FILE...`: reads every game of every PGN file and writes one
//! JSON object per game on its own line (see INTERFACE.md):
//!
//! ```text
//! {"file":"a.pgn","game":1,"ok":true,"plies":57,"result":"1-0","termination":"checkmate","fen":"…"}
//! {"file":"a.pgn","game":2,"ok":false,"line":14,"error":"illegal move 'Nf6' at ply 23 …"}
//! ```

use std::fs::File;
use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};

use crate::game::{ending, flag_fall};
use crate::pgn::{PgnError, PgnErrorKind, PgnGame, PgnReader};
use crate::rules::{Color, Position};

/// Exit status when every game of every file is valid.
pub const EXIT_OK: u8 = 0;
/// Exit status when some game is not valid (and every file could be read).
pub const EXIT_INVALID: u8 = 1;
/// Exit status when some file could not be read.
pub const EXIT_UNREADABLE: u8 = 2;

/// Checks the games of `files` in order, writing one JSON line per game to
/// `out` and a one-line message per unreadable file to `err`. Returns the exit
/// status: 2 if a file could not be read, else 1 if a game is invalid, else 0.
///
/// A file that fails while being read (after some games) counts as
/// unreadable; the games before the failure are still reported.
pub fn run(files: &[PathBuf], out: &mut impl Write, err: &mut impl Write) -> u8 {
    let mut any_invalid = false;
    let mut any_unreadable = false;
    for path in files {
        match check_file(path, out, &mut any_invalid) {
            Ok(()) => {}
            // The reader of the report went away (`| head -1`): there is no one left to tell,
            // and the status says what was read up to there.
            Err(Failure::Output) => break,
            Err(Failure::Input(why)) => {
                any_unreadable = true;
                let shown = crate::text::visible(&path.display().to_string());
                let _ = writeln!(err, "ferz: cannot read {shown}: {}", crate::text::visible(&why));
            }
        }
    }
    let _ = out.flush();
    if any_unreadable {
        EXIT_UNREADABLE
    } else if any_invalid {
        EXIT_INVALID
    } else {
        EXIT_OK
    }
}

/// Why checking a file stopped: its input failed, or the report could not be written.
enum Failure {
    Input(String),
    Output,
}

/// Checks one file, setting `any_invalid` at its first bad game (before its report line is
/// written, so that the status holds even when the reader stops there); `Err` with a reason
/// when the file cannot be read or the report cannot be written.
fn check_file(path: &Path, out: &mut impl Write, any_invalid: &mut bool) -> Result<(), Failure> {
    let file = File::open(path).map_err(|e| Failure::Input(e.to_string()))?;
    let name = path.display().to_string();
    for (i, game) in PgnReader::new(BufReader::with_capacity(1 << 16, file)).enumerate() {
        let line = match game {
            Ok(game) => valid_line(&name, i + 1, &game),
            Err(PgnError { kind: PgnErrorKind::Io(why), .. }) => return Err(Failure::Input(why)),
            Err(e) => {
                *any_invalid = true;
                format!(
                    "{{\"file\":{},\"game\":{},\"ok\":false,\"line\":{},\"error\":{}}}",
                    json_str(&name),
                    i + 1,
                    e.line,
                    json_str(&e.kind.to_string())
                )
            }
        };
        writeln!(out, "{line}").map_err(|_| Failure::Output)?;
    }
    Ok(())
}

/// A JSON string literal, safe for a terminal (see [`crate::json`]).
fn json_str(s: &str) -> String {
    crate::json::string(s)
}

/// The report line of a valid game.
fn valid_line(file: &str, number: usize, game: &PgnGame) -> String {
    let history: Vec<Position> = game.positions().collect();
    let last = history.last().unwrap_or(&game.start);
    let ended = ending(&history);
    let termination = ended.as_ref().map(|e| e.outcome.termination.name());
    let mut line = format!(
        "{{\"file\":{},\"game\":{},\"ok\":true,\"plies\":{},\"result\":{},\"termination\":{},\"fen\":{}",
        json_str(file),
        number,
        game.moves.len(),
        json_str(&game.result),
        termination.map_or_else(|| "null".to_string(), json_str),
        json_str(&last.fen())
    );
    if let Some(flagged) = time_forfeit(game) {
        // A game the board had already ended (mate, a dead position) is not changed by a flag.
        let by_laws = match &ended {
            Some(e) => json_str(e.outcome.result()),
            None => result_by_laws(last, flagged),
        };
        line.push_str(&format!(",\"result_by_laws\":{by_laws}"));
    }
    line.push('}');
    line
}

/// The player whose flag fell, for a game its PGN says was lost on time
/// (`[Termination "Time forfeit"]` with a decisive result, as lichess writes it).
fn time_forfeit(game: &PgnGame) -> Option<Color> {
    let on_time = game.tag("Termination").is_some_and(|t| t.trim().eq_ignore_ascii_case("time forfeit"));
    match game.result.as_str() {
        "1-0" if on_time => Some(Color::Black),
        "0-1" if on_time => Some(Color::White),
        _ => None,
    }
}

/// What 6.9 says when `flagged`'s flag falls in `last` (as a JSON value): the
/// opponent wins if it could still mate, a draw if not, `null` if undecided.
fn result_by_laws(last: &Position, flagged: Color) -> String {
    let verdict = flag_fall(last, flagged);
    match verdict.proof {
        Some(_) => json_str(verdict.outcome.result()),
        None => "null".to_string(),
    }
}
