//! The book of named openings: lines of the lichess chess-openings list (CC0) read from its
//! TSV files (`eco`, `name`, `pgn` columns), looked up by position so that a game that
//! transposes into a known line is named by it.

use rustc_hash::FxHashMap;

use crate::rules::{Position, parse_san};

/// A named opening: its ECO code and its name in the list (`C60`, `Ruy Lopez`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// The Encyclopaedia of Chess Openings code, `A00` to `E99`.
    pub eco: String,
    /// The name, `Family: Variation, Subvariation` as lichess writes it.
    pub name: String,
    /// How many plies its line has.
    pub plies: usize,
}

/// Why a line of a TSV file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookError {
    /// The file's name as given.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub why: BookFault,
}

/// What is wrong with a line of a TSV file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookFault {
    /// Not three tab-separated columns (`eco`, `name`, `pgn`).
    Columns,
    /// An ECO code that is not a letter A–E and two digits.
    Eco(String),
    /// A move of the line that is not legal SAN where it stands.
    Move(String),
}

impl std::error::Error for BookError {}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match &self.why {
            BookFault::Columns => "expected three tab-separated columns: eco, name, pgn".to_string(),
            BookFault::Eco(eco) => format!("bad ECO code {eco:?}"),
            BookFault::Move(mv) => format!("illegal move {mv:?}"),
        };
        write!(f, "{}: line {}: {why}", self.file, self.line)
    }
}

/// The openings of one or more lists, by position.
#[derive(Debug, Clone, Default)]
pub struct OpeningBook {
    /// Index into `openings` by the position's Zobrist hash, which is the same for positions
    /// the same in the sense of FIDE 9.2.3 — placement, side to move, castling rights, legal
    /// en passant captures — as lichess's list keys its lines by EPD.
    by_position: FxHashMap<u64, usize>,
    openings: Vec<Opening>,
}

impl OpeningBook {
    /// An empty book.
    #[must_use]
    pub fn new() -> OpeningBook {
        OpeningBook::default()
    }

    /// How many positions are named.
    #[must_use]
    pub fn len(&self) -> usize {
        self.by_position.len()
    }

    /// Whether no position is named.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.by_position.is_empty()
    }

    /// Adds the lines of one TSV file in lichess's format (a header line `eco name pgn`, then
    /// one line per opening, `C60 Ruy Lopez 1. e4 e5 2. Nf3 Nc6 3. Bb5`, the three columns
    /// separated by tabs), named
    /// `file` in errors. Where two lines reach one position, the shorter names it (the first
    /// read, when as long).
    pub fn add_tsv(&mut self, file: &str, text: &str) -> Result<(), BookError> {
        for (i, row) in text.lines().enumerate() {
            let line = i + 1;
            let row = row.trim_end_matches('\r');
            if row.trim().is_empty() || (line == 1 && row.starts_with("eco\t")) {
                continue;
            }
            let fail = |why| BookError { file: file.to_string(), line, why };
            let mut columns = row.split('\t');
            let (Some(eco), Some(name), Some(pgn)) = (columns.next(), columns.next(), columns.next()) else {
                return Err(fail(BookFault::Columns));
            };
            if !is_eco(eco) {
                return Err(fail(BookFault::Eco(eco.to_string())));
            }
            let mut pos = Position::new();
            let mut plies = 0;
            for word in pgn.split_whitespace() {
                // Move numbers: `1.`, `12...`.
                if word.trim_end_matches('.').bytes().all(|b| b.is_ascii_digit()) {
                    continue;
                }
                let mv = parse_san(&pos, word).map_err(|_| fail(BookFault::Move(word.to_string())))?;
                pos.play_unchecked_in_place(mv);
                plies += 1;
            }
            // The name is shown and written into PGN: never a control sequence from the file.
            self.insert(pos.hash(), Opening { eco: eco.to_string(), name: crate::text::clean(name), plies });
        }
        Ok(())
    }

    fn insert(&mut self, key: u64, opening: Opening) {
        match self.by_position.get(&key) {
            Some(&at) if self.openings[at].plies <= opening.plies => {}
            Some(&at) => self.openings[at] = opening,
            None => {
                self.by_position.insert(key, self.openings.len());
                self.openings.push(opening);
            }
        }
    }

    /// The opening that names `pos`, if any.
    #[must_use]
    pub fn at(&self, pos: &Position) -> Option<&Opening> {
        self.by_position.get(&pos.hash()).map(|&i| &self.openings[i])
    }

    /// The opening of a game through `positions` (start first): the named position reached
    /// last, the longest known line the game followed, by position.
    pub fn name<'a>(&self, positions: impl IntoIterator<Item = &'a Position>) -> Option<&Opening> {
        let mut named = None;
        for pos in positions {
            if let Some(opening) = self.at(pos) {
                named = Some(opening);
            }
        }
        named
    }
}

/// Whether `eco` is `A00` … `E99`.
fn is_eco(eco: &str) -> bool {
    matches!(eco.as_bytes(), [b'A'..=b'E', b'0'..=b'9', b'0'..=b'9'])
}
