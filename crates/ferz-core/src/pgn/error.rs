//! Why a PGN game was refused, and where: every error names the line and
//! column of the offending text and what was expected there, as typed values;
//! their English `Display` is in `english.rs`, the Russian in ferz's `lang/`.

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
    /// The stream could not be read; reading stops here. The system's own words.
    Io(String),
    /// A character that starts no PGN token.
    UnexpectedChar(char),
    /// A token (symbol, string, comment) longer than its limit.
    TooLong {
        /// What kind of token.
        what: LongToken,
        /// The limit in bytes.
        limit: usize,
    },
    /// A `{` comment that is never closed.
    UnterminatedComment {
        /// What came instead of `}`: the end of the file or the next game's tags.
        found: Found,
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
        expected: TagPart,
        /// What was there instead.
        found: Found,
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
    /// A move of the main line after the game had ended on the board: the position before it
    /// is a checkmate or a stalemate (FIDE 5.1.1, 5.2.1), so no move can follow.
    AfterTheEnd {
        /// The move as written.
        text: String,
        /// The ply of the move from the start of the game, from 1; the game ended after the
        /// ply before it.
        ply: u32,
        /// True when the game had ended by checkmate, false by stalemate.
        checkmate: bool,
    },
    /// A token where it cannot stand.
    Unexpected {
        /// What was there.
        found: Found,
        /// What could stand there.
        expected: Expected,
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
        found: Found,
    },
    /// A `)` with no variation open.
    UnmatchedClose,
    /// The movetext ends without `1-0`, `0-1`, `1/2-1/2` or `*`.
    MissingResult {
        /// What came instead of a result.
        found: Found,
    },
    /// The game exceeds a size limit that keeps memory bounded.
    TooLarge {
        /// What there is too much of.
        what: GameLimit,
        /// The limit.
        limit: usize,
    },
}

/// What stood in the text where something else was expected: a token, as an
/// error names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// `[`: a tag pair, so the next game's tags.
    TagOpen,
    /// `]`.
    TagClose,
    /// A quoted string (its first 40 characters).
    Str(String),
    /// A symbol (its first 40 characters).
    Symbol(String),
    /// A move number.
    MoveNumber(u32),
    /// Periods on their own (`...`).
    Dots,
    /// A comment.
    Comment,
    /// A numeric annotation glyph `$n`.
    Nag(u8),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// A result: `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(&'static str),
    /// The end of the file.
    Eof,
    /// The next game's tags, which began at `line` when that is worth saying (the error
    /// points elsewhere, at the open variation).
    NextGameTags {
        /// The line where the next game's tags begin.
        line: Option<u64>,
    },
}

/// A kind of token with a size limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LongToken {
    /// A move or a tag name.
    Symbol,
    /// A tag value.
    TagValue,
    /// A comment.
    Comment,
}

/// What one game may hold only so much of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameLimit {
    /// Bytes of tags and comments.
    TextBytes,
    /// Tag pairs.
    Tags,
    /// Moves, variations included.
    Moves,
    /// Levels of nested variations.
    VariationDepth,
    /// Bytes of the whole game, blanks included (what `ferz check` holds of one game).
    Bytes,
}

/// A stream that is not PGN text, found while it is cut into games: reading it stops here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotPgn {
    /// A NUL byte, on this line: binary data, never text.
    Binary {
        /// The line of the NUL, from 1.
        line: u64,
    },
    /// No game starts in `bytes` bytes after a game cut at its size limit, from this line on.
    NoGame {
        /// The line the search for a game started on, from 1.
        line: u64,
        /// How many bytes were searched.
        bytes: u64,
    },
}

impl std::error::Error for NotPgn {}

/// The part of a tag pair `[Name "value"]` that was missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TagPart {
    /// The name after `[`.
    Name,
    /// The value in double quotes.
    Value,
    /// The `]` that closes it.
    Close,
}

/// What could stand where an unexpected token stood in the movetext.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A move before an annotation suffix (`!?`).
    MoveBeforeAnnotation,
    /// A move before a NAG (`$1`).
    MoveBeforeNag,
    /// A move before `(`: a variation replaces the move before it.
    MoveBeforeVariation,
    /// Anything of movetext: a move, a move number, a comment, a variation or a result.
    Movetext,
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

    /// True when a `{` comment ran into the next game's tags: the next game starts there.
    pub(crate) fn is_comment_cut_by_tags(&self) -> bool {
        matches!(self.kind, PgnErrorKind::UnterminatedComment { found: Found::NextGameTags { .. } })
    }
}

impl std::error::Error for PgnError {}
