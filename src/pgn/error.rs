//! Why a PGN game was refused, and where: every error names the line and
//! column of the offending text and says what was expected there.

use std::fmt;

use crate::rules::{Color, FenError, MoveError};

/// A refused game: the place in the source and what is wrong there.
///
/// Displays as `line 14, column 9: illegal move 'Nf6' at ply 23 (move 12 for Black): …`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// The line of the offending text, from 1.
    pub line: u64,
    /// The column of the offending text, from 1, counted in characters.
    pub column: u64,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

/// What is wrong with a game (or with the stream it is read from).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// The stream could not be read; reading stops here.
    Io(String),
    /// A character that starts no PGN token.
    UnexpectedChar(char),
    /// A token (symbol, string, comment) longer than its limit.
    TooLong {
        /// What kind of token.
        what: &'static str,
        /// The limit in bytes.
        limit: usize,
    },
    /// A `{` comment that is never closed.
    UnterminatedComment {
        /// What came instead of `}`: the end of the file or the next game's tags.
        found: &'static str,
    },
    /// A tag value whose closing `"` is missing on its line.
    UnterminatedString,
    /// A `$` not followed by a number from 0 to 255.
    BadNag(String),
    /// A move suffix such as `!!!` that is none of `! ? !! ?? !? ?!`.
    BadAnnotation(String),
    /// A tag pair that is not `[Name "value"]`.
    TagSyntax {
        /// What the tag pair needed here.
        expected: &'static str,
        /// What was there instead.
        found: String,
    },
    /// A tag name with characters other than letters, digits and `_`, or
    /// starting with `_`.
    BadTagName(String),
    /// The `FEN` tag does not hold a legal position.
    BadFen {
        /// The tag's value.
        fen: String,
        /// Why it was refused.
        error: FenError,
    },
    /// `[SetUp "1"]` without a `FEN` tag to say where the game starts.
    SetUpWithoutFen,
    /// A `Variant` tag naming a game other than standard chess.
    UnsupportedVariant(String),
    /// A move that cannot be played: malformed, illegal, ambiguous or null.
    Move {
        /// The move as written.
        text: String,
        /// The ply of the move from the start of the game, from 1.
        ply: u32,
        /// The full-move number of the position it was played in.
        number: u32,
        /// The side that was to move.
        color: Color,
        /// True when the move is inside a variation, not the main line.
        in_variation: bool,
        /// Why the move was refused.
        error: MoveError,
    },
    /// A token where it cannot stand.
    Unexpected {
        /// What was there.
        found: String,
        /// What could stand there.
        expected: &'static str,
    },
    /// A move number that does not fit the moves before it.
    WrongMoveNumber {
        /// The number written.
        found: u32,
        /// The number of the move to be played.
        expected: u32,
    },
    /// A `(` that is never closed.
    UnterminatedVariation {
        /// What came instead of `)`.
        found: String,
    },
    /// A `)` with no variation open.
    UnmatchedClose,
    /// The movetext ends without `1-0`, `0-1`, `1/2-1/2` or `*`.
    MissingResult {
        /// What came instead of a result.
        found: String,
    },
    /// The game exceeds a size limit that keeps memory bounded.
    TooLarge {
        /// What there is too much of.
        what: &'static str,
        /// The limit.
        limit: usize,
    },
}

impl PgnError {
    /// An error of `kind` at `line`, `column`.
    pub fn new(line: u64, column: u64, kind: PgnErrorKind) -> PgnError {
        PgnError { line, column, kind }
    }

    /// True when the stream itself failed (reading cannot go on), as opposed
    /// to one bad game.
    pub fn is_io(&self) -> bool {
        matches!(self.kind, PgnErrorKind::Io(_))
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

impl std::error::Error for PgnError {}

/// "it could be a, b or c", for ambiguous moves.
fn or_list(candidates: &[String]) -> String {
    let mut out = String::from("it could be ");
    for (i, c) in candidates.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == candidates.len() { " or " } else { ", " });
        }
        out.push_str(c);
    }
    out
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::Io(why) => write!(f, "cannot read the file: {why}"),
            PgnErrorKind::UnexpectedChar(c) => write!(
                f,
                "unexpected character '{}' (U+{:04X}): expected a tag, a move, a move number, a comment, a variation or a result",
                c.escape_default(),
                u32::from(*c)
            ),
            PgnErrorKind::TooLong { what, limit } => write!(f, "{what} longer than {limit} bytes"),
            PgnErrorKind::UnterminatedComment { found } => {
                write!(f, "unterminated comment: '{{' is never closed by '}}' before {found}")
            }
            PgnErrorKind::UnterminatedString => {
                write!(f, "unterminated tag value: expected a closing '\"' on the same line")
            }
            PgnErrorKind::BadNag(text) => write!(f, "bad NAG '{text}': expected '$' and a number from 0 to 255"),
            PgnErrorKind::BadAnnotation(text) => {
                write!(f, "unknown move annotation '{text}': expected !, ?, !!, ??, !? or ?!")
            }
            PgnErrorKind::TagSyntax { expected, found } => {
                write!(f, "bad tag pair: expected {expected}, found {found}")
            }
            PgnErrorKind::BadTagName(name) => {
                write!(f, "bad tag name '{name}': expected a letter or digit, then letters, digits and '_'")
            }
            PgnErrorKind::BadFen { fen, error } => write!(f, "bad FEN tag \"{fen}\": {error}"),
            PgnErrorKind::SetUpWithoutFen => write!(f, "the SetUp tag is \"1\" but there is no FEN tag"),
            PgnErrorKind::UnsupportedVariant(v) => {
                write!(f, "unsupported variant \"{v}\": only standard chess can be read")
            }
            PgnErrorKind::Move { text, ply, number, color, in_variation, error } => {
                let (what, why) = match error {
                    MoveError::Illegal { why, .. } => ("illegal move", why.to_string()),
                    MoveError::Ambiguous { candidates, .. } => ("ambiguous move", or_list(candidates)),
                    MoveError::Null { .. } => ("null move", "passing is not a move of chess".to_string()),
                    MoveError::Parse { why, .. } => ("unreadable move", why.to_string()),
                };
                let side = match color {
                    Color::White => "White",
                    Color::Black => "Black",
                };
                let place = if *in_variation { " in a variation" } else { "" };
                write!(f, "{what} '{text}' at ply {ply} (move {number} for {side}){place}: {why}")
            }
            PgnErrorKind::Unexpected { found, expected } => write!(f, "unexpected {found}: expected {expected}"),
            PgnErrorKind::WrongMoveNumber { found, expected } => {
                write!(f, "move number {found} where move {expected} comes (is a result missing between two games?)")
            }
            PgnErrorKind::UnterminatedVariation { found } => {
                write!(f, "unterminated variation: '(' is never closed by ')' before {found}")
            }
            PgnErrorKind::UnmatchedClose => write!(f, "unexpected ')': no variation is open"),
            PgnErrorKind::MissingResult { found } => {
                write!(f, "missing result: expected 1-0, 0-1, 1/2-1/2 or * to end the game before {found}")
            }
            PgnErrorKind::TooLarge { what, limit } => write!(f, "game too large: more than {limit} {what}"),
        }
    }
}
