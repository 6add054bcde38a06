//! Portable Game Notation: one tokenizer, a streaming reader over it that checks every
//! move, the game model it fills, a faster checking pass that fills none ([`Validator`], a
//! visitor of the games read straight from the tokens), and a writer of PGN export format.
//!
//! Reading never holds more than one game: every token and every game has a
//! size limit (the `MAX_*` constants), so memory stays bounded whatever the
//! input. Errors name the line and column and say what was expected.
//!
//! ```
//! use ferz_core::pgn::{PgnReader, write_game};
//! let text = "[Event \"Casual\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
//! let game = PgnReader::new(text.as_bytes()).next().unwrap().unwrap();
//! assert!(game.final_position().is_checkmate());
//! let again = write_game(&game).unwrap();
//! assert!(again.starts_with("[Event \"Casual\"]\n[Site \"?\"]\n"));
//! assert!(again.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
//! ```

mod batches;
mod commands;
mod english;
mod error;
mod game;
mod lexer;
mod numbered;
mod reader;
mod san_text;
mod source;
mod tokens;
mod validator;
mod visitor;
mod writer;

pub use batches::{BATCH_BYTES, Batch, Batches, MAX_BATCH_BYTES, Spares};
pub use commands::{format_clk, parse_clk};
pub use error::{Expected, Found, GameLimit, LongToken, NotPgn, PgnError, PgnErrorKind, TagPart};
pub use game::{PgnGame, PgnMove, RESULTS, Variation};
pub use numbered::{numbered_line, numbered_move};
pub use reader::{PgnReader, append, is_chess960_variant};
pub use san_text::SanText;
pub use validator::{CheckedGame, Validator, ValidatorPlace};
pub use writer::{PgnWriteError, write_game};

/// The longest symbol (a move or a tag name) read, in bytes.
pub const MAX_SYMBOL_LEN: usize = 255;
/// The longest tag value read, in bytes.
pub const MAX_TAG_VALUE_LEN: usize = 64 * 1024;
/// The longest single comment read, in bytes.
pub const MAX_COMMENT_LEN: usize = 4 * 1024 * 1024;
/// The most bytes of tags and comments one game may hold.
pub const MAX_GAME_TEXT_BYTES: usize = 16 * 1024 * 1024;
/// The most moves one game may hold, variations included.
pub const MAX_GAME_MOVES: usize = 100_000;
/// The most tag pairs one game may have.
pub const MAX_TAGS: usize = 1_000;
/// The deepest nesting of variations.
pub const MAX_VARIATION_DEPTH: usize = 64;
