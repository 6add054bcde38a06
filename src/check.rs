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

use crate::pgn::{PgnError, PgnErrorKind, PgnGame, PgnReader};
use crate::rules::Position;

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
    let mut hashes = Vec::with_capacity(game.moves.len() + 1);
    let mut last = game.start.clone();
    for pos in game.positions() {
        hashes.push(pos.hash());
        last = pos;
    }
    let termination = termination(&last, &hashes).map_or_else(|| "null".to_string(), json_str);
    format!(
        "{{\"file\":{},\"game\":{},\"ok\":true,\"plies\":{},\"result\":{},\"termination\":{},\"fen\":{}}}",
        json_str(file),
        number,
        game.moves.len(),
        json_str(&game.result),
        termination,
        json_str(&last.fen())
    )
}

/// What the final position shows by itself, in this order of priority:
/// checkmate, stalemate, insufficient material, the seventy-five-move rule
/// (150 half-moves without capture or pawn move), fivefold repetition (the
/// final position seen five times among `history`, the hashes of every
/// position of the game, the last included); else nothing.
pub fn termination(last: &Position, history: &[u64]) -> Option<&'static str> {
    if last.is_checkmate() {
        Some("checkmate")
    } else if last.is_stalemate() {
        Some("stalemate")
    } else if last.is_insufficient_material() {
        Some("insufficient_material")
    } else if last.halfmoves() >= 150 {
        Some("seventyfive_moves")
    } else if history.iter().filter(|&&h| h == last.hash()).count() >= 5 {
        Some("fivefold_repetition")
    } else {
        None
    }
}
