//! English: why a PGN game was refused (the `Display` of the PGN reader's [`PgnError`]), and
//! why one could not be written ([`PgnWriteError`]).

use std::fmt;

use crate::pgn::{Expected, Found, GameLimit, LongToken, NotPgn, PgnError, PgnErrorKind, PgnWriteError, TagPart};
use crate::rules::MoveError;

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

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

impl fmt::Display for NotPgn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotPgn::Binary { line } => write!(f, "not PGN: binary data (a NUL byte) at line {line}"),
            NotPgn::NoGame { line, bytes } => {
                write!(f, "not PGN: no game starts in the {} MB after line {line}; reading stopped", bytes >> 20)
            }
        }
    }
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
            PgnErrorKind::TooLong { what, limit } => write!(f, "{} longer than {limit} bytes", long_token(*what)),
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
                write!(f, "bad tag pair: expected {}, found {found}", tag_part(*expected))
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
                let place = if *in_variation { " in a variation" } else { "" };
                write!(f, "{what} '{text}' at ply {ply} (move {number} for {color}){place}: {why}")
            }
            PgnErrorKind::AfterTheEnd { text, ply, checkmate } => {
                let ending = if *checkmate { "checkmate" } else { "stalemate" };
                write!(f, "move '{text}' at ply {ply} after the game had ended by {ending} at ply {}", ply - 1)
            }
            PgnErrorKind::Unexpected { found, expected } => {
                write!(f, "unexpected {found}: expected {}", self::expected(*expected))
            }
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
            PgnErrorKind::TooLarge { what: GameLimit::Bytes, limit } if limit % (1 << 20) == 0 => {
                write!(f, "game too large: more than {} MB; the rest of it up to the next game is skipped", limit >> 20)
            }
            PgnErrorKind::TooLarge { what, limit } => {
                write!(f, "game too large: more than {limit} {}", game_limit(*what))
            }
        }
    }
}

/// How an error names a token it found: "the move number 12", "'Nf3'".
impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::TagOpen => f.write_str("'[' (a tag pair, so the next game's tags)"),
            Found::TagClose => f.write_str("']'"),
            Found::Str(s) => write!(f, "the string \"{s}\""),
            Found::Symbol(s) => write!(f, "'{s}'"),
            Found::MoveNumber(n) => write!(f, "the move number {n}"),
            Found::Dots => f.write_str("'...'"),
            Found::Comment => f.write_str("a comment"),
            Found::Nag(n) => write!(f, "the NAG '${n}'"),
            Found::Open => f.write_str("'('"),
            Found::Close => f.write_str("')'"),
            Found::Result(r) => write!(f, "the result '{r}'"),
            Found::Eof => f.write_str("the end of the file"),
            Found::NextGameTags { line: None } => f.write_str("the next game's tags"),
            Found::NextGameTags { line: Some(line) } => write!(f, "the next game's tags at line {line}"),
        }
    }
}

const fn long_token(what: LongToken) -> &'static str {
    match what {
        LongToken::Symbol => "symbol",
        LongToken::TagValue => "tag value",
        LongToken::Comment => "comment",
    }
}

const fn game_limit(what: GameLimit) -> &'static str {
    match what {
        GameLimit::TextBytes => "bytes of tags and comments",
        GameLimit::Tags => "tags",
        GameLimit::Moves => "moves",
        GameLimit::VariationDepth => "levels of nested variations",
        GameLimit::Bytes => "bytes",
    }
}

const fn tag_part(part: TagPart) -> &'static str {
    match part {
        TagPart::Name => "a tag name after '['",
        TagPart::Value => "a tag value in double quotes",
        TagPart::Close => "']' to close the tag pair",
    }
}

const fn expected(what: Expected) -> &'static str {
    match what {
        Expected::MoveBeforeAnnotation => "a move before its annotation",
        Expected::MoveBeforeNag => "a move before its NAG",
        Expected::MoveBeforeVariation => "a move before '(' (a variation replaces the move before it)",
        Expected::Movetext => "a move, a move number, a comment, a variation or a result",
    }
}

impl fmt::Display for PgnWriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnWriteError::IllegalMove { ply, mv, fen } => {
                write!(f, "cannot write the game: move {mv} at ply {ply} is illegal in {fen}")
            }
            PgnWriteError::BadTagName(name) => {
                write!(f, "cannot write the tag '{name}': a tag name has letters, digits and '_' only")
            }
            PgnWriteError::BadResult(r) => {
                write!(f, "cannot write the result '{r}': expected 1-0, 0-1, 1/2-1/2 or *")
            }
        }
    }
}
