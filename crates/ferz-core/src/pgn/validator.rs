//! A checking pass over PGN held in memory that builds no game model: every move of each
//! game's main line is read and played on one position, and of the game only what a check
//! reports is kept (plies, result, last position, what its `Termination` tag says, and on
//! request every position). Nothing is allocated per move or per game.
//!
//! The usual game (tags, standard SAN, move numbers, comments, NAGs: lichess's export) is
//! read here straight from the bytes. A game with anything else — a variation, lenient
//! notation, a `FEN` tag, an escape line, any error — is read again by [`PgnReader`] from
//! where it starts, so the games and errors are always the reader's, word for word.

use std::ops::ControlFlow;

use super::tokens::{Tokens, is_blank};
use super::visitor::{Flow, Skip, Visitor, number, read_game};
use super::{PgnError, PgnGame, PgnReader};
use crate::rules::{Position, read_standard_san};

/// What a check needs of a valid game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedGame {
    /// Moves of the main line.
    pub plies: usize,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: &'static str,
    /// The position after the last move.
    pub last: Position,
    /// The game's first `Termination` tag says `Time forfeit` (as lichess writes a loss on
    /// time).
    pub time_forfeit: bool,
    /// The value of the first `Result` tag, when it differs from the movetext's result
    /// (PGN standard 8.1.1.7: they must be the same); `None` when they agree or there is none.
    pub result_tag_differs: Option<String>,
}

/// True when a `Termination` tag's value says the game was lost on time.
pub(crate) fn says_time_forfeit(termination: &str) -> bool {
    termination.trim().eq_ignore_ascii_case("time forfeit")
}

/// Why the fast path gave a game up: it leaves the game to [`PgnReader`].
struct GiveUp;

/// Where a [`Validator`] stands in its bytes: the next game's start and a known line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValidatorPlace {
    at: usize,
    known: (usize, u64, u64),
}

/// The games of PGN text in memory, each checked move by move.
///
/// ```
/// use ferz_core::pgn::Validator;
/// let text = "[Termination \"Normal\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 Ke7?? *\n";
/// let mut games = Validator::new(text.as_bytes());
/// let first = games.next_game().unwrap().unwrap();
/// assert_eq!((first.plies, first.result), (4, "0-1"));
/// assert!(first.last.is_checkmate());
/// assert!(games.next_game().unwrap().is_err());
/// assert!(games.next_game().is_none());
/// ```
#[derive(Debug)]
pub struct Validator<'a> {
    bytes: &'a [u8],
    /// Where the next game's text starts.
    at: usize,
    /// A place whose line and column are known, for those of a game read again: counted
    /// on from there, so that even one endless line is counted through once.
    known: (usize, u64, u64),
    /// Keep every position of the game (see [`positions`](Self::positions)).
    keep: bool,
    positions: Vec<Position>,
    /// The initial position, made once and copied for each game.
    initial: Position,
}

impl<'a> Validator<'a> {
    /// The games of `bytes`. A UTF-8 byte-order mark at the start and CRLF line ends are
    /// accepted.
    pub fn new(bytes: &'a [u8]) -> Validator<'a> {
        let at = if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) { 3 } else { 0 };
        Validator { bytes, at, known: (at, 1, 1), keep: false, positions: Vec::new(), initial: Position::new() }
    }

    /// The same games, their lines numbered from `line` on (see
    /// [`PgnReader::starting_at_line`]).
    pub fn starting_at_line(mut self, line: u64) -> Validator<'a> {
        self.known.1 = line;
        self
    }

    /// The same games, every position of each kept (see [`positions`](Self::positions)).
    pub fn keeping_positions(mut self) -> Validator<'a> {
        self.keep = true;
        self
    }

    /// Where reading stands, to take it up again later with [`resumed_at`](Self::resumed_at)
    /// over the same bytes.
    pub fn place(&self) -> ValidatorPlace {
        ValidatorPlace { at: self.at, known: self.known }
    }

    /// The same games, read on from `place` (given by [`place`](Self::place) over the same
    /// bytes).
    pub fn resumed_at(mut self, place: ValidatorPlace) -> Validator<'a> {
        if place.at <= self.bytes.len() {
            self.at = place.at;
            self.known = place.known;
        }
        self
    }

    /// The positions of the last valid game, its start first, when asked for with
    /// [`keeping_positions`](Self::keeping_positions); else empty.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The next game, or `None` at the end of the text. A bad game comes out as `Err`
    /// and reading goes on as [`PgnReader`] does.
    pub fn next_game(&mut self) -> Option<Result<CheckedGame, PgnError>> {
        // Blanks are skipped here (the reader taking up after them sees the same), so that
        // the blank end of the text is no game to read again.
        let blanks = self.bytes[self.at..].iter().take_while(|&&b| is_blank(b));
        self.at += blanks.count();
        if self.at >= self.bytes.len() {
            return None;
        }
        self.positions.clear();
        match self.fast_game() {
            Ok((game, end)) => {
                self.at = end;
                Some(Ok(game))
            }
            Err(GiveUp) => self.slow_game(),
        }
    }

    /// The next game read by [`PgnReader`], from where it starts.
    fn slow_game(&mut self) -> Option<Result<CheckedGame, PgnError>> {
        let (line, column) = self.line_and_column(self.at);
        let rest = &self.bytes[self.at..];
        let mut reader = PgnReader::new(rest).starting_at_line(line);
        if self.at > 0 {
            reader = reader.resumed_at(line, column);
        }
        let game = reader.next();
        self.at += usize::try_from(reader.consumed()).unwrap_or(rest.len()).min(rest.len());
        if game.is_none() {
            self.at = self.bytes.len();
        }
        self.positions.clear();
        Some(game?.map(|game| self.outline(&game)))
    }

    /// What a check needs of a game read by [`PgnReader`].
    fn outline(&mut self, game: &PgnGame) -> CheckedGame {
        let mut last = game.start.clone();
        if self.keep {
            self.positions.push(last.clone());
        }
        for m in &game.moves {
            last.play_unchecked_in_place(m.mv);
            if self.keep {
                self.positions.push(last.clone());
            }
        }
        let result = super::RESULTS.iter().find(|r| **r == game.result).copied().unwrap_or("*");
        CheckedGame {
            plies: game.moves.len(),
            result,
            last,
            time_forfeit: game.tag("Termination").is_some_and(says_time_forfeit),
            result_tag_differs: game.tag("Result").filter(|tag| *tag != result).map(str::to_string),
        }
    }

    /// The line and column of byte `at` (at or after the last place whose line is known).
    fn line_and_column(&mut self, at: usize) -> (u64, u64) {
        let (from, mut line, mut column) = self.known;
        let between = &self.bytes[from..at];
        let chars = |bytes: &[u8]| bytes.iter().filter(|b| !(0x80..0xC0).contains(*b)).count() as u64;
        match memchr::memrchr(b'\n', between) {
            Some(last) => {
                line += memchr::memchr_iter(b'\n', between).count() as u64;
                column = 1 + chars(&between[last + 1..]);
            }
            None => column += chars(between),
        }
        self.known = (at, line, column);
        (line, column)
    }

    /// The next game read straight from the bytes, and where it ends; `GiveUp` for anything
    /// but the usual valid game.
    #[inline]
    fn fast_game(&mut self) -> Result<(CheckedGame, usize), GiveUp> {
        let mut tokens = Tokens::new(self.bytes, self.at, true);
        let mut checker = Checker {
            pos: self.initial.clone(),
            plies: 0,
            keep: self.keep,
            positions: &mut self.positions,
            time_forfeit: None,
            result_tag: None,
            result: "*",
        };
        match read_game(&mut tokens, &mut checker) {
            ControlFlow::Continue(game) => Ok((game, tokens.at())),
            ControlFlow::Break(()) => Err(GiveUp),
        }
    }
}

/// The value of a game's first `Result` tag.
enum ResultTag {
    /// A game termination marker.
    Marker(&'static str),
    /// Anything else, as the reader gives it back (its bytes as UTF-8).
    Other(String),
}

/// The checking pass as a [`Visitor`]: every move of the main line played on one position,
/// and of the game only what a check reports kept. A game with a variation, a `FEN` tag
/// (or `SetUp`, `Variant`), a move that is not standard SAN or a move number out of step is
/// given up, for [`PgnReader`] to read.
struct Checker<'v> {
    pos: Position,
    plies: usize,
    /// Keep every position in `positions`.
    keep: bool,
    positions: &'v mut Vec<Position>,
    time_forfeit: Option<bool>,
    result_tag: Option<ResultTag>,
    result: &'static str,
}

impl Visitor for Checker<'_> {
    type Output = CheckedGame;

    #[inline]
    fn tag(&mut self, name: &[u8], value: &[u8]) -> Flow {
        match name {
            // A tag that sets up the start position is left to the reader.
            b"FEN" | b"SetUp" | b"Variant" => return Flow::Break(()),
            b"Termination" if self.time_forfeit.is_none() => {
                self.time_forfeit = Some(std::str::from_utf8(value).is_ok_and(says_time_forfeit));
            }
            b"Result" if self.result_tag.is_none() => {
                self.result_tag = Some(match super::RESULTS.iter().find(|r| r.as_bytes() == value) {
                    Some(marker) => ResultTag::Marker(marker),
                    None => ResultTag::Other(String::from_utf8_lossy(value).into_owned()),
                });
            }
            _ => {}
        }
        Flow::Continue(())
    }

    #[inline]
    fn begin_movetext(&mut self) -> Flow {
        if self.keep {
            self.positions.push(self.pos.clone());
        }
        Flow::Continue(())
    }

    #[inline(always)]
    fn move_number(&mut self, digits: &[u8]) -> Flow {
        if number(digits) == u64::from(self.pos.fullmoves()) { Flow::Continue(()) } else { Flow::Break(()) }
    }

    #[inline(always)]
    fn san(&mut self, san: &[u8]) -> Flow {
        let Some(mv) = read_standard_san(&self.pos, san) else { return Flow::Break(()) };
        self.plies += 1;
        self.pos.play_unchecked_in_place(mv);
        if self.keep {
            self.positions.push(self.pos.clone());
        }
        Flow::Continue(())
    }

    fn begin_variation(&mut self) -> ControlFlow<(), Skip> {
        ControlFlow::Break(())
    }

    #[inline]
    fn outcome(&mut self, result: &'static str) -> Flow {
        self.result = result;
        Flow::Continue(())
    }

    #[inline]
    fn end_game(&mut self) -> CheckedGame {
        let result_tag_differs = match self.result_tag.take() {
            Some(ResultTag::Marker(marker)) if marker != self.result => Some(marker.to_string()),
            Some(ResultTag::Other(text)) => Some(text),
            _ => None,
        };
        CheckedGame {
            plies: self.plies,
            result: self.result,
            last: self.pos.clone(),
            time_forfeit: self.time_forfeit.unwrap_or(false),
            result_tag_differs,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_game_is_read_without_the_reader() {
        let game = "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/0000000a\"]\n[Result \"1-0\"]\n\
                    [Termination \"Normal\"]\n\n1. e4 { [%clk 0:02:58] } 1... e5 { [%eval 0.2] [%clk 0:02:59] } \
                    2. Nf3?! $6 { [%clk 0:02:58] } 2... Nc6 1-0\n\n";
        let text = game.repeat(3);
        let mut games = Validator::new(text.as_bytes());
        for _ in 0..3 {
            let (checked, end) = games.fast_game().map_err(|_| "given up").unwrap();
            assert_eq!((checked.plies, checked.result, checked.result_tag_differs), (4, "1-0", None));
            games.at = end;
            games.at += games.bytes[games.at..].iter().take_while(|&&b| is_blank(b)).count();
        }
        assert_eq!(games.at, text.len());
    }
}
