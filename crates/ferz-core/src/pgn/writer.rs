//! Writes a game as PGN export format (PGN standard, section 8): the Seven
//! Tag Roster first, then the other tags, a blank line, and movetext in
//! canonical SAN wrapped under 80 columns, ending with the result.

use super::commands::format_clk;
use super::reader::is_tag_name;
use super::{PgnGame, PgnMove, RESULTS, numbered_move};
use crate::rules::{Move, Position, san};

/// The Seven Tag Roster, in its export order, with the value for unknown.
const SEVEN_TAGS: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Movetext lines are at most this long (the standard's limit is 79).
const LINE_WIDTH: usize = 79;

/// Why a game could not be written; its English `Display` is in `english.rs`, the Russian in
/// ferz's `lang/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnWriteError {
    /// A move that is not legal where it stands.
    IllegalMove {
        /// The ply of the move from the start of the game, from 1.
        ply: usize,
        /// The move, in UCI form when displayed.
        mv: Move,
        /// The position it was to be played in.
        fen: String,
    },
    /// A tag name with characters other than letters, digits and `_`.
    BadTagName(String),
    /// A result that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    BadResult(String),
}

impl std::error::Error for PgnWriteError {}

/// Writes `game` as PGN, ending with a newline; separate games by a blank line.
///
/// Tags: the Seven Tag Roster in order (`?` where unknown, `Result` from
/// `game.result`), `SetUp "1"` and `FEN` when the game does not start from
/// the initial position, then the other tags in their order. The SAN is
/// computed from each move, so the output is canonical whatever `san` holds;
/// `[%clk]` is written when a move has a clock, and `}` in comments becomes
/// `)` since PGN comments cannot contain it.
///
/// ```
/// use ferz_core::pgn::{PgnGame, PgnMove, PgnReader, write_game};
/// use ferz_core::rules::{Position, parse_san};
/// let start = Position::new();
/// let mut game = PgnGame::new(start.clone());
/// let e4 = parse_san(&start, "e4").unwrap();
/// game.moves.push(PgnMove::new(&start, e4).with_clock(180_000));
/// let text = write_game(&game).unwrap();
/// assert!(text.ends_with("\n\n1. e4 { [%clk 0:03:00] } *\n"));
/// let back = PgnReader::new(text.as_bytes()).next().unwrap().unwrap();
/// assert_eq!(back.moves, game.moves);
/// ```
pub fn write_game(game: &PgnGame) -> Result<String, PgnWriteError> {
    if !RESULTS.contains(&game.result.as_str()) {
        return Err(PgnWriteError::BadResult(game.result.clone()));
    }
    let mut out = String::new();
    for (name, unknown) in SEVEN_TAGS {
        let value = if name == "Result" { game.result.as_str() } else { game.tag(name).unwrap_or(unknown) };
        push_tag(&mut out, name, value);
    }
    // Then the time control and the termination, then where the game started, then the rest.
    for name in ["TimeControl", "Termination"] {
        if let Some(value) = game.tag(name) {
            push_tag(&mut out, name, value);
        }
    }
    // A Chess960 game names its variant, and always its start (FIDE Guidelines III.2).
    let variant = game.tag("Variant").filter(|v| !v.trim().is_empty());
    let chess960 =
        variant.is_some_and(super::reader::is_chess960_variant) || !game.start.castling_rights().is_standard();
    if let Some(v) = variant {
        push_tag(&mut out, "Variant", v);
    } else if chess960 {
        push_tag(&mut out, "Variant", "Chess960");
    }
    if chess960 || game.start != Position::new() {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &game.start.fen());
    }
    for (name, value) in &game.tags {
        let placed = ["Variant", "SetUp", "FEN", "TimeControl", "Termination"];
        if SEVEN_TAGS.iter().any(|(n, _)| n == name) || placed.contains(&name.as_str()) {
            continue;
        }
        if !is_tag_name(name) {
            return Err(PgnWriteError::BadTagName(name.clone()));
        }
        push_tag(&mut out, name, value);
    }
    out.push('\n');
    let mut chunks = Vec::new();
    write_line(&mut chunks, &game.start, 0, game.comment.as_deref(), &game.moves)?;
    chunks.push(game.result.clone());
    wrap(&mut out, &chunks);
    Ok(out)
}

/// `[Name "value"]` and a newline, the value escaped.
fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// Appends the movetext chunks of a line from `start` (ply `first_ply` done).
fn write_line(
    chunks: &mut Vec<String>,
    start: &Position,
    first_ply: usize,
    lead: Option<&str>,
    moves: &[PgnMove],
) -> Result<(), PgnWriteError> {
    let mut pos = start.clone();
    if let Some(text) = lead {
        push_comment(chunks, &[], text);
    }
    let mut need_number = true;
    for (i, m) in moves.iter().enumerate() {
        if !pos.is_legal(m.mv) {
            return Err(PgnWriteError::IllegalMove { ply: first_ply + i + 1, mv: m.mv, fen: pos.fen() });
        }
        // The number and its move stay on one line.
        let san = san(&pos, m.mv);
        chunks.push(numbered_move(pos.fullmoves(), pos.turn(), &san, need_number));
        chunks.extend(m.nags.iter().map(|n| format!("${n}")));
        need_number = false;
        let mut commands = Vec::new();
        if let Some(ms) = m.clock_ms {
            commands.push(format!("[%clk {}]", format_clk(ms)));
        }
        for (name, args) in &m.commands {
            let name: String =
                name.chars().map(|c| if c.is_whitespace() || c == ']' || c == '}' { '_' } else { c }).collect();
            let args: String = args.chars().map(|c| if c == ']' || c == '}' { ')' } else { c }).collect();
            let args = args.split_whitespace().collect::<Vec<_>>().join(" ");
            commands.push(if args.is_empty() { format!("[%{name}]") } else { format!("[%{name} {args}]") });
        }
        if !commands.is_empty() || m.comment.is_some() {
            push_comment(chunks, &commands, m.comment.as_deref().unwrap_or(""));
            need_number = true;
        }
        for v in &m.variations {
            chunks.push("(".to_string());
            write_line(chunks, &pos, first_ply + i, v.comment.as_deref(), &v.moves)?;
            chunks.push(")".to_string());
            need_number = true;
        }
        pos.play_unchecked_in_place(m.mv);
    }
    Ok(())
}

/// `{ commands text }` as wrappable chunks: commands stay whole, `}` becomes
/// `)`, and a word starting with `%` is never put at the start of a line
/// (where it would read as an escape line).
fn push_comment(chunks: &mut Vec<String>, commands: &[String], text: &str) {
    chunks.push("{".to_string());
    chunks.extend(commands.iter().cloned());
    for word in text.split_whitespace() {
        let word = word.replace('}', ")");
        match chunks.last_mut() {
            Some(prev) if word.starts_with('%') => {
                prev.push(' ');
                prev.push_str(&word);
            }
            _ => chunks.push(word),
        }
    }
    chunks.push("}".to_string());
}

/// Joins chunks with spaces into lines of at most [`LINE_WIDTH`] characters
/// (a single longer chunk gets a line of its own).
fn wrap(out: &mut String, chunks: &[String]) {
    let mut width = 0;
    for chunk in chunks {
        let len = chunk.chars().count();
        if width > 0 && width + 1 + len > LINE_WIDTH {
            out.push('\n');
            width = 0;
        }
        if width > 0 {
            out.push(' ');
            width += 1;
        }
        out.push_str(chunk);
        width += len;
    }
    out.push('\n');
}
