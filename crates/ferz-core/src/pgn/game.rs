//! The game model PGN is read into and written from: tags, a start position,
//! a main line of moves with their annotations and variations, a result.

use super::SanText;
use crate::rules::{Move, Position, san};

/// The four game termination markers of PGN.
pub const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// One game: the plain data a PGN file holds about it.
///
/// Built by [`PgnReader`](super::PgnReader) (every move checked legal) or by
/// hand to export a played game with [`write_game`](super::write_game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in the order they were read (the writer puts the Seven Tag
    /// Roster first itself, and derives `FEN`, `SetUp` and `Result`).
    pub tags: Vec<(String, String)>,
    /// Where the game starts: the initial position, or the `FEN` tag's.
    pub start: Position,
    /// A comment before the first move, if any.
    pub comment: Option<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// A move of a line with what PGN can attach to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnMove {
    /// The move.
    pub mv: Move,
    /// Its SAN in the position it was played in, with `+`/`#` (canonical:
    /// the reader writes it anew rather than keeping the text as written).
    pub san: SanText,
    /// Numeric annotation glyphs, `$1` (or `!`) = 1 and so on, in order.
    pub nags: Vec<u8>,
    /// The comment after the move, `[%…]` commands taken out; `None` if none.
    pub comment: Option<String>,
    /// The mover's clock after the move in milliseconds, from `[%clk]`.
    pub clock_ms: Option<u64>,
    /// Other `[%name args]` commands of the comment, as (name, args).
    pub commands: Vec<(String, String)>,
    /// Alternatives to this move: each starts in the position this move was
    /// played in.
    pub variations: Vec<Variation>,
}

/// A variation: a line of moves replacing one move of its parent line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Variation {
    /// A comment before the variation's first move, if any.
    pub comment: Option<String>,
    /// The moves.
    pub moves: Vec<PgnMove>,
}

impl PgnGame {
    /// A game from `start` with no tags, no moves and the result `*`.
    pub fn new(start: Position) -> PgnGame {
        PgnGame { tags: Vec::new(), start, comment: None, moves: Vec::new(), result: "*".to_string() }
    }

    /// The value of the first tag named `name`, if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` to `value`, replacing an existing one or appending.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The positions of the main line: the start, then one after each move.
    ///
    /// Every move must be legal where it is played (the reader guarantees it);
    /// an illegal one gives meaningless positions, never a panic.
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let mut pos = Some(self.start.clone());
        let mut moves = self.moves.iter();
        std::iter::from_fn(move || {
            let current = pos.take()?;
            pos = moves.next().map(|m| current.play_unchecked(m.mv));
            Some(current)
        })
    }

    /// The position after the last move of the main line.
    pub fn final_position(&self) -> Position {
        let mut pos = self.start.clone();
        for m in &self.moves {
            pos.play_unchecked_in_place(m.mv);
        }
        pos
    }
}

impl PgnMove {
    /// The move `mv`, legal in `before`, with its SAN and nothing attached.
    pub fn new(before: &Position, mv: Move) -> PgnMove {
        PgnMove::with_san(mv, SanText::new(&san(before, mv)))
    }

    /// The move `mv` with its SAN `san` already written, nothing attached.
    pub(crate) fn with_san(mv: Move, san: SanText) -> PgnMove {
        PgnMove {
            mv,
            san,
            nags: Vec::new(),
            comment: None,
            clock_ms: None,
            commands: Vec::new(),
            variations: Vec::new(),
        }
    }

    /// The same move with the mover's clock after it, in milliseconds.
    pub fn with_clock(mut self, ms: u64) -> PgnMove {
        self.clock_ms = Some(ms);
        self
    }

    /// The same move with a comment after it (`None` or blank for none).
    /// Whitespace runs become one space, as PGN reading gives them back.
    pub fn with_comment(mut self, comment: Option<&str>) -> PgnMove {
        self.comment = comment.map(|c| c.split_whitespace().collect::<Vec<_>>().join(" ")).filter(|c| !c.is_empty());
        self
    }
}
