//! Reads PGN games one at a time from any buffered reader, checking every
//! move, without ever holding more than one game in memory.

use std::io::BufRead;

use super::commands::parse_comment;
use super::error::{Expected, Found, GameLimit, TagPart};
use super::lexer::{Lexer, Spanned, Token};
use super::{
    MAX_GAME_MOVES, MAX_GAME_TEXT_BYTES, MAX_SYMBOL_LEN, MAX_TAGS, MAX_VARIATION_DEPTH, PgnError, PgnErrorKind,
    PgnGame, PgnMove, SanText, Variation,
};
use crate::rules::{Color, Move, MoveError, Position, Role, is_plain_san, parse_san, read_standard_san, san_plain};

/// A streaming PGN reader: an iterator of games, each checked move by move.
///
/// A bad game comes out as `Err` and reading goes on with the next game: the
/// reader skips to the end of the bad game's movetext (its result token) or
/// to the next game's tags, whichever comes first. A read error of the
/// stream itself comes out once (see [`PgnError::is_io`]) and ends the
/// iteration.
///
/// ```
/// use ferz_core::pgn::PgnReader;
/// let text = "[White \"Morphy\"]\n\n1. e4 e5 2. Nf3 d6 *\n\n1. e4 Ke7?? *\n";
/// let games: Vec<_> = PgnReader::new(text.as_bytes()).collect();
/// assert_eq!(games[0].as_ref().unwrap().moves.len(), 4);
/// assert!(games[1].is_err());
/// ```
#[derive(Debug)]
pub struct PgnReader<R> {
    lexer: Lexer<R>,
    peeked: Option<Result<Spanned, PgnError>>,
    done: bool,
    /// Plies of the last game's main line (at most [`MOVES_HINT_MAX`]): the room the next
    /// game's list of moves starts with, so that it seldom grows move by move.
    moves_hint: usize,
    /// How the game's movetext numbers its moves against its position's count: writers in
    /// the wild start a game set up by a `FEN` tag at `1.` whatever its move number.
    numbering: Numbering,
}

/// How the move numbers of the game being read run against the position's full-move count.
#[derive(Debug, Default, Clone, Copy)]
struct Numbering {
    /// What the movetext's numbers are above the position's count.
    shift: i64,
    /// The first number may still set `shift`: a game set up from a `FEN` tag, no move read.
    open: bool,
}

/// The most room for moves reserved ahead of a game.
const MOVES_HINT_MAX: usize = 512;

/// Where the parser stood when a game failed, to know how to skip the rest.
#[derive(Debug, Default)]
struct Progress {
    /// The game's movetext has begun: a `[` now starts the next game.
    in_movetext: bool,
    /// Inside a `[…]` tag pair.
    in_tag: bool,
}

/// What a game may spend, so that memory per game stays bounded.
#[derive(Debug, Default)]
struct Budget {
    moves: usize,
    text_bytes: usize,
}

impl Budget {
    fn add_text(&mut self, bytes: usize, at: &Spanned) -> Result<(), PgnError> {
        self.text_bytes += bytes;
        if self.text_bytes > MAX_GAME_TEXT_BYTES {
            return Err(at_token(
                at,
                PgnErrorKind::TooLarge { what: GameLimit::TextBytes, limit: MAX_GAME_TEXT_BYTES },
            ));
        }
        Ok(())
    }
}

/// How a line of moves ended.
enum LineEnd {
    /// The game's result token (main line only).
    Result(&'static str),
    /// `)` (variations only).
    Close,
    /// `)` of a variation that passes (a null move): its moves up to the pass stand, and the
    /// rest, from the pass on, is this text, kept as a comment.
    Passed(String),
}

fn at_token(t: &Spanned, kind: PgnErrorKind) -> PgnError {
    PgnError::new(t.line, t.column, kind)
}

/// The NAG of a suffix annotation: `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6.
pub(crate) fn suffix_nag(suffix: &str) -> Option<u8> {
    Some(match suffix {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// True for a tag name made of ASCII letters, digits and `_`, starting with a
/// letter or digit.
pub(crate) fn is_tag_name(name: &str) -> bool {
    name.len() <= MAX_SYMBOL_LEN
        && name.bytes().next().is_some_and(|b| b.is_ascii_alphanumeric())
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// Appends `text` to an optional comment, one space between: in place, so many notes on one
/// move cost time in proportion to their length, never to its square (also the game's export).
pub fn append(comment: &mut Option<String>, text: &str) {
    match comment {
        Some(c) => {
            c.push(' ');
            c.push_str(text);
        }
        None => *comment = Some(text.to_string()),
    }
}

impl<R: BufRead> PgnReader<R> {
    /// A reader of the games in `reader`. A UTF-8 byte-order mark at the
    /// start and CRLF line ends are accepted.
    pub fn new(reader: R) -> PgnReader<R> {
        PgnReader {
            lexer: Lexer::new(reader),
            peeked: None,
            done: false,
            moves_hint: 0,
            numbering: Numbering::default(),
        }
    }

    /// The same reader, numbering the lines of its input from `line` on: for input that is a
    /// part of a bigger stream (a [`Batch`](super::Batch)), so that errors name the line of
    /// the whole stream.
    pub fn starting_at_line(mut self, line: u64) -> PgnReader<R> {
        self.lexer.set_first_line(line);
        self
    }

    /// The same reader, taking up its input in the middle of a stream: at `line` and
    /// `column` of it, with no byte-order mark to skip. For the validator's fallback.
    pub(crate) fn resumed_at(mut self, line: u64, column: u64) -> PgnReader<R> {
        self.lexer.resume_at(line, column);
        self
    }

    /// How many bytes of the input the games read so far took: where the next game's text
    /// starts (blanks and comments before it included).
    pub(crate) fn consumed(&self) -> u64 {
        match &self.peeked {
            Some(Ok(t)) => t.offset,
            _ => self.lexer.offset(),
        }
    }

    fn next_token(&mut self) -> Result<Spanned, PgnError> {
        match self.peeked.take() {
            Some(t) => t,
            None => self.lexer.next_token(),
        }
    }

    fn unread(&mut self, t: Spanned) {
        self.peeked = Some(Ok(t));
    }

    /// Reads the next game, or `None` at the end of the stream.
    fn read_game(&mut self) -> Option<Result<PgnGame, PgnError>> {
        if self.done {
            return None;
        }
        // Comments before a game: kept if the game has no tags, else dropped.
        let mut before = None;
        let mut budget = Budget::default();
        loop {
            match self.next_token() {
                Ok(Spanned { token: Token::Eof, .. }) => {
                    self.done = true;
                    return None;
                }
                Ok(Spanned { token: Token::Comment(c), .. }) => {
                    if budget.text_bytes + c.len() <= MAX_GAME_TEXT_BYTES && !c.is_empty() {
                        budget.text_bytes += c.len();
                        append(&mut before, &c);
                    }
                }
                Ok(t) => {
                    self.unread(t);
                    break;
                }
                Err(e) if e.is_io() => {
                    self.done = true;
                    return Some(Err(e));
                }
                Err(e) => {
                    self.peeked = Some(Err(e));
                    break;
                }
            }
        }
        let mut progress = Progress::default();
        match self.parse_game(&mut progress, before, budget) {
            Ok(game) => Some(Ok(game)),
            Err(e) => {
                if e.is_io() {
                    self.done = true;
                } else {
                    if e.is_comment_cut_by_tags() {
                        progress.in_movetext = true;
                    }
                    self.skip_rest(progress);
                }
                Some(Err(e))
            }
        }
    }

    /// After an error: skips to the end of the bad game, i.e. past its result
    /// token or up to the next game's first `[`.
    fn skip_rest(&mut self, mut progress: Progress) {
        loop {
            let t = match self.next_token() {
                Ok(t) => t,
                Err(e) if e.is_io() => {
                    self.peeked = Some(Err(e));
                    return;
                }
                Err(e) => {
                    // An unclosed comment stopped at the next game's tags.
                    let at_tags = e.is_comment_cut_by_tags();
                    if at_tags || !progress.in_tag {
                        progress.in_movetext = true;
                    }
                    continue;
                }
            };
            match t.token {
                Token::Eof => {
                    self.unread(t);
                    return;
                }
                Token::TagOpen if progress.in_movetext => {
                    self.unread(t);
                    return;
                }
                Token::TagOpen => progress.in_tag = true,
                Token::TagClose => progress.in_tag = false,
                Token::Symbol(_) | Token::Str(_) | Token::Result(_) if progress.in_tag => {}
                Token::Result(_) => return,
                _ => {
                    progress.in_movetext = true;
                    progress.in_tag = false;
                }
            }
        }
    }

    fn parse_game(
        &mut self,
        progress: &mut Progress,
        before: Option<String>,
        mut budget: Budget,
    ) -> Result<PgnGame, PgnError> {
        let mut tags: Vec<(String, String)> = Vec::new();
        let mut fen_at: Option<Spanned> = None;
        let mut setup_at: Option<Spanned> = None;
        let mut variant_at: Option<Spanned> = None;
        loop {
            let open = self.next_token()?;
            if open.token != Token::TagOpen {
                self.unread(open);
                break;
            }
            progress.in_tag = true;
            if tags.len() >= MAX_TAGS {
                return Err(at_token(&open, PgnErrorKind::TooLarge { what: GameLimit::Tags, limit: MAX_TAGS }));
            }
            let mut name_tok = self.next_token()?;
            let name = match &mut name_tok.token {
                Token::Symbol(name) if is_tag_name(name) => std::mem::take(name),
                Token::Symbol(name) => {
                    let kind = PgnErrorKind::BadTagName(std::mem::take(name));
                    return Err(at_token(&name_tok, kind));
                }
                other => {
                    let kind = PgnErrorKind::TagSyntax { expected: TagPart::Name, found: other.found() };
                    let err = at_token(&name_tok, kind);
                    self.unread(name_tok);
                    return Err(err);
                }
            };
            let mut value_tok = self.next_token()?;
            let Token::Str(value) = &mut value_tok.token else {
                let kind = PgnErrorKind::TagSyntax { expected: TagPart::Value, found: value_tok.token.found() };
                let err = at_token(&value_tok, kind);
                self.unread(value_tok);
                return Err(err);
            };
            // The tags read again for the start position keep their token whole.
            let value = if matches!(name.as_str(), "FEN" | "SetUp" | "Variant") {
                value.clone()
            } else {
                std::mem::take(value)
            };
            let close = self.next_token()?;
            if close.token != Token::TagClose {
                let kind = PgnErrorKind::TagSyntax { expected: TagPart::Close, found: close.token.found() };
                let err = at_token(&close, kind);
                self.unread(close);
                return Err(err);
            }
            progress.in_tag = false;
            budget.add_text(name.len() + value.len(), &value_tok)?;
            match name.as_str() {
                "FEN" => fen_at = Some(value_tok),
                "SetUp" => setup_at = Some(value_tok),
                "Variant" => variant_at = Some(value_tok),
                _ => {}
            }
            tags.push((name, value));
        }
        progress.in_movetext = true;
        // A game set up by a `FEN` tag may number its first move as it likes (`1. Ra3` after
        // a FEN's move 80); the numbers after it follow on from that one.
        self.numbering = Numbering { shift: 0, open: fen_at.is_some() };
        let start = start_position(fen_at, setup_at, variant_at)?;
        let mut game = PgnGame::new(start);
        game.tags = tags;
        if game.tags.is_empty() {
            game.comment = before;
        }
        let start = game.start.clone();
        game.moves.reserve(self.moves_hint);
        if let LineEnd::Result(r) = self.parse_line(&start, 0, None, &mut game.comment, &mut game.moves, &mut budget)? {
            game.result = r.to_string();
        }
        self.moves_hint = game.moves.len().min(MOVES_HINT_MAX);
        Ok(game)
    }

    /// Reads a line of moves from `start` up to its end: the result for the
    /// main line (`open` is `None`), `)` for a variation opened at `open`.
    fn parse_line(
        &mut self,
        start: &Position,
        first_ply: usize,
        open: Option<(&Spanned, usize)>,
        lead: &mut Option<String>,
        moves: &mut Vec<PgnMove>,
        budget: &mut Budget,
    ) -> Result<LineEnd, PgnError> {
        let depth = open.map_or(0, |(_, d)| d);
        let mut pos = start.clone();
        let mut before = start.clone();
        // The move number just read, for a variation's text from a pass on.
        let mut number_before = None;
        loop {
            let t = self.next_token()?;
            let numbered = if t.token == Token::Dots { None } else { number_before.take() };
            match &t.token {
                Token::Symbol(text) => {
                    let core = text.trim_end_matches(['!', '?']);
                    let suffix = &text[core.len()..];
                    if !core.is_empty() {
                        budget.moves += 1;
                        if budget.moves > MAX_GAME_MOVES {
                            return Err(at_token(
                                &t,
                                PgnErrorKind::TooLarge { what: GameLimit::Moves, limit: MAX_GAME_MOVES },
                            ));
                        }
                        // Standard SAN goes straight to its move; anything else (lenient,
                        // illegal, ambiguous) is read by the general reader, which says why.
                        self.numbering.open = false;
                        let fast = read_standard_san(&pos, core.as_bytes());
                        let read = fast.map_or_else(|| parse_san(&pos, core), Ok);
                        if let (Err(MoveError::Null { .. }), Some((open, _))) = (&read, open) {
                            // A pass inside a variation ("what if White passed here"): the
                            // variation is kept up to it, the rest as text; the game reads on.
                            let mut text = String::new();
                            if let Some(number) = numbered {
                                push_word(&mut text, &move_number(number, pos.turn()));
                            }
                            push_word(&mut text, core);
                            let rest = self.rest_as_text(open, text, !pos.turn(), budget)?;
                            return Ok(LineEnd::Passed(rest));
                        }
                        if core.len() <= 2 && moves.last().is_some_and(|m| is_en_passant(&before, m.mv)) {
                            // `exd6 e.p.` (or `ep`): the capture said again, as older books do.
                            if core == "ep" || self.en_passant_mark(core) {
                                self.lexer.recycle(t.token);
                                continue;
                            }
                        }
                        let mv = read.map_err(|error| {
                            let ply = u32::try_from(first_ply + moves.len() + 1).unwrap_or(u32::MAX);
                            if depth == 0 && !pos.has_legal_move() {
                                // Mate or stalemate: the game was over before this move.
                                let kind =
                                    PgnErrorKind::AfterTheEnd { text: text.clone(), ply, checkmate: pos.is_check() };
                                return at_token(&t, kind);
                            }
                            let kind = PgnErrorKind::Move {
                                text: text.clone(),
                                ply,
                                number: pos.fullmoves(),
                                color: pos.turn(),
                                in_variation: depth > 0,
                                error,
                            };
                            at_token(&t, kind)
                        })?;
                        before.clone_from(&pos);
                        pos.play_unchecked_in_place(mv);
                        // Standard SAN already as SAN writes it is kept, else written anew; the
                        // check mark comes from the position already played, not from a replay.
                        let plain = core.trim_end_matches(['+', '#']);
                        let mut written = if fast.is_some() && is_plain_san(&before, mv, plain.as_bytes()) {
                            SanText::new(plain)
                        } else {
                            SanText::new(&san_plain(&before, mv))
                        };
                        if pos.is_check() {
                            written.push_mark(if pos.has_legal_move() { b'+' } else { b'#' });
                        }
                        moves.push(PgnMove::with_san(mv, written));
                    }
                    if !suffix.is_empty() {
                        let nag = suffix_nag(suffix)
                            .ok_or_else(|| at_token(&t, PgnErrorKind::BadAnnotation(suffix.to_string())))?;
                        let Some(last) = moves.last_mut() else {
                            let expected = Expected::MoveBeforeAnnotation;
                            return Err(at_token(&t, PgnErrorKind::Unexpected { found: t.token.found(), expected }));
                        };
                        last.nags.push(nag);
                    }
                }
                Token::MoveNumber(n) => {
                    let count = i64::from(pos.fullmoves());
                    if std::mem::take(&mut self.numbering.open) {
                        self.numbering.shift = i64::from(*n) - count;
                    }
                    let expected = count + self.numbering.shift;
                    if i64::from(*n) != expected {
                        // A number out of step is a sign of two games run together (a lost result).
                        let expected = u32::try_from(expected).unwrap_or(u32::MAX);
                        return Err(at_token(&t, PgnErrorKind::WrongMoveNumber { found: *n, expected }));
                    }
                    number_before = Some(*n);
                    self.lexer.recycle(t.token);
                    continue;
                }
                Token::Dots => {}
                Token::Comment(c) => {
                    budget.add_text(c.len(), &t)?;
                    if c.is_empty() {
                        continue;
                    }
                    match moves.last_mut() {
                        None => append(lead, c),
                        Some(last) => {
                            let parsed = parse_comment(c);
                            if let Some(text) = parsed.text {
                                append(&mut last.comment, &text);
                            }
                            if parsed.clock_ms.is_some() {
                                last.clock_ms = parsed.clock_ms;
                            }
                            last.commands.extend(parsed.commands);
                        }
                    }
                }
                Token::Nag(n) => match moves.last_mut() {
                    Some(last) => last.nags.push(*n),
                    None => {
                        let expected = Expected::MoveBeforeNag;
                        return Err(at_token(&t, PgnErrorKind::Unexpected { found: t.token.found(), expected }));
                    }
                },
                Token::Open => {
                    if moves.is_empty() {
                        let expected = Expected::MoveBeforeVariation;
                        return Err(at_token(&t, PgnErrorKind::Unexpected { found: t.token.found(), expected }));
                    }
                    if depth >= MAX_VARIATION_DEPTH {
                        let kind =
                            PgnErrorKind::TooLarge { what: GameLimit::VariationDepth, limit: MAX_VARIATION_DEPTH };
                        return Err(at_token(&t, kind));
                    }
                    let mut variation = Variation::default();
                    let ply = first_ply + moves.len() - 1;
                    let end = self.parse_line(
                        &before,
                        ply,
                        Some((&t, depth + 1)),
                        &mut variation.comment,
                        &mut variation.moves,
                        budget,
                    )?;
                    if let Some(last) = moves.last_mut() {
                        match (end, variation.moves.last_mut()) {
                            // The moves before the pass stand; the rest is said after them.
                            (LineEnd::Passed(rest), Some(passed_after)) => {
                                append(&mut passed_after.comment, &rest);
                                last.variations.push(variation);
                            }
                            // A variation that passes at once is kept whole as a comment.
                            (LineEnd::Passed(rest), None) => {
                                let lead = variation.comment.map(|c| c + " ").unwrap_or_default();
                                append(&mut last.comment, &format!("({lead}{rest})"));
                            }
                            _ => last.variations.push(variation),
                        }
                    }
                }
                Token::Close => {
                    if depth > 0 {
                        return Ok(LineEnd::Close);
                    }
                    return Err(at_token(&t, PgnErrorKind::UnmatchedClose));
                }
                Token::Result(r) => {
                    let Some((open, _)) = open else {
                        return Ok(LineEnd::Result(r));
                    };
                    // Left for `skip_rest`, which ends the bad game at it.
                    let err = at_token(open, PgnErrorKind::UnterminatedVariation { found: t.token.found() });
                    self.unread(t);
                    return Err(err);
                }
                Token::TagOpen | Token::Eof => {
                    let found = match (&t.token, open) {
                        (Token::TagOpen, Some(_)) => Found::NextGameTags { line: Some(t.line) },
                        (Token::TagOpen, None) => Found::NextGameTags { line: None },
                        _ => t.token.found(),
                    };
                    let err = match open {
                        Some((open, _)) => at_token(open, PgnErrorKind::UnterminatedVariation { found }),
                        None => at_token(&t, PgnErrorKind::MissingResult { found }),
                    };
                    self.unread(t);
                    return Err(err);
                }
                Token::Str(_) | Token::TagClose => {
                    let expected = Expected::Movetext;
                    return Err(at_token(&t, PgnErrorKind::Unexpected { found: t.token.found(), expected }));
                }
            }
            self.lexer.recycle(t.token);
        }
    }
}

impl<R: BufRead> PgnReader<R> {
    /// Reads the rest of the variation opened at `open`, from a pass on, up to its `)`: as
    /// text after `text`, to be kept as a comment (its moves are not played).
    /// `turn` is the side to move after the pass, for the move numbers (`3.`, `3...`).
    fn rest_as_text(
        &mut self,
        open: &Spanned,
        mut text: String,
        mut turn: Color,
        budget: &mut Budget,
    ) -> Result<String, PgnError> {
        // The side to move where each variation open in the text began.
        let mut turns = Vec::new();
        loop {
            let t = self.next_token()?;
            let before = text.len();
            match &t.token {
                Token::Symbol(word) => {
                    push_word(&mut text, word);
                    turn = !turn;
                }
                Token::MoveNumber(n) => push_word(&mut text, &move_number(*n, turn)),
                Token::Dots => {}
                // A comment's braces would end the comment this text becomes.
                Token::Comment(c) if !c.is_empty() => push_word(&mut text, c),
                Token::Comment(_) => {}
                Token::Nag(n) => push_word(&mut text, &format!("${n}")),
                Token::Open if turns.len() + 1 >= MAX_VARIATION_DEPTH => {
                    let kind = PgnErrorKind::TooLarge { what: GameLimit::VariationDepth, limit: MAX_VARIATION_DEPTH };
                    return Err(at_token(&t, kind));
                }
                Token::Open => {
                    // Another move in place of the last one: by the side that made it.
                    turns.push(turn);
                    turn = !turn;
                    push_word(&mut text, "(");
                }
                Token::Close => {
                    let Some(outer) = turns.pop() else { return Ok(text) };
                    turn = outer;
                    text.push(')');
                }
                Token::Result(_) | Token::TagOpen | Token::Eof => {
                    let found = match t.token {
                        Token::TagOpen => Found::NextGameTags { line: Some(t.line) },
                        _ => t.token.found(),
                    };
                    let err = at_token(open, PgnErrorKind::UnterminatedVariation { found });
                    self.unread(t);
                    return Err(err);
                }
                Token::Str(_) | Token::TagClose => {
                    let expected = Expected::Movetext;
                    return Err(at_token(&t, PgnErrorKind::Unexpected { found: t.token.found(), expected }));
                }
            }
            budget.add_text(text.len() - before, &t)?;
            self.lexer.recycle(t.token);
        }
    }

    /// Reads the rest of an `e.p.` mark after an en-passant capture, whose first token `e` is
    /// read: true when `.p.` (or `.p`) follows; else the tokens after `e` are left to read.
    fn en_passant_mark(&mut self, first: &str) -> bool {
        if first != "e" {
            return false;
        }
        let dots = match self.next_token() {
            Ok(t) if t.token == Token::Dots => t,
            other => {
                self.peeked = Some(other);
                return false;
            }
        };
        match self.next_token() {
            Ok(t) if t.token == Token::Symbol("p".to_string()) => {}
            other => {
                // The periods are lost: the game is refused at `e` whatever follows.
                drop(dots);
                self.peeked = Some(other);
                return false;
            }
        }
        match self.next_token() {
            Ok(t) if t.token == Token::Dots => {}
            other => self.peeked = Some(other),
        }
        true
    }
}

/// A move number as written before a move of `turn`: `3.` for White, `3...` for Black.
fn move_number(number: u32, turn: Color) -> String {
    match turn {
        Color::White => format!("{number}."),
        Color::Black => format!("{number}..."),
    }
}

/// Appends a word of movetext, a space before it unless it opens the text or follows `(`.
fn push_word(text: &mut String, word: &str) {
    if !text.is_empty() && !text.ends_with('(') {
        text.push(' ');
    }
    text.push_str(word);
}

/// True when `mv` takes en passant in `pos`: a pawn moving onto the square a pawn skipped.
fn is_en_passant(pos: &Position, mv: Move) -> bool {
    pos.ep_square() == Some(mv.to()) && pos.role_at(mv.from()) == Some(Role::Pawn)
}

/// True when a `Variant` tag names Chess960: `Chess960`, `chess 960`, `Fischerandom`,
/// `Fischer Random`, in any case.
pub fn is_chess960_variant(value: &str) -> bool {
    let squeezed: String =
        value.chars().filter(|c| !c.is_whitespace() && *c != '-' && *c != '_').flat_map(char::to_lowercase).collect();
    matches!(squeezed.as_str(), "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess")
}

/// The start position the tags give: the `FEN` tag's, else the initial one.
fn start_position(
    fen: Option<Spanned>,
    setup: Option<Spanned>,
    variant: Option<Spanned>,
) -> Result<Position, PgnError> {
    let mut chess960 = false;
    if let Some(t) = &variant
        && let Token::Str(v) = &t.token
    {
        let standard = ["", "standard", "chess", "normal", "from position", "fromposition"];
        chess960 = is_chess960_variant(v);
        if !chess960 && !standard.contains(&v.trim().to_ascii_lowercase().as_str()) {
            return Err(at_token(t, PgnErrorKind::UnsupportedVariant(v.clone())));
        }
    }
    match (fen, setup) {
        (Some(t), _) => {
            let Token::Str(text) = &t.token else { return Ok(Position::new()) };
            Position::from_fen_variant(text.trim(), chess960)
                .map_err(|error| at_token(&t, PgnErrorKind::BadFen { fen: text.clone(), error }))
        }
        (None, Some(t)) if t.token == Token::Str("1".to_string()) => Err(at_token(&t, PgnErrorKind::SetUpWithoutFen)),
        _ => Ok(Position::new()),
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.read_game()
    }
}
