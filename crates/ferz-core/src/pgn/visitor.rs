//! Games read straight from the one tokenizer ([`Tokens`]) into a [`Visitor`], in
//! pgn-reader's design: [`read_game`] knows the grammar of the usual game, the visitor what
//! to make of its parts. Anything else — an error, an unusual token, a limit reached, or a
//! visitor that does not want the game ([`ControlFlow::Break`]) — gives the game up, to be
//! read again by [`PgnReader`](super::PgnReader), which says what is wrong word for word.
//!
//! The usual game: comments before it, tags `[Name "value"]` (a plain name, no escapes in
//! the value), then the movetext: moves in any notation the visitor reads, move numbers,
//! periods, `{…}` comments, NAGs and suffix annotations after a move, variations, and the
//! result. The game's limits (tags, moves, text, variation depth) are checked here.

use std::ops::ControlFlow;

use super::tokens::{Tok, Tokens, is_name_byte};
use super::{MAX_COMMENT_LEN, MAX_GAME_MOVES, MAX_GAME_TEXT_BYTES, MAX_SYMBOL_LEN, MAX_TAG_VALUE_LEN, MAX_TAGS};
use super::{MAX_VARIATION_DEPTH, reader::suffix_nag};

/// What a visitor says after a part of a game: go on, or give the game up.
pub(crate) type Flow = ControlFlow<()>;

/// Whether to skip a variation: its moves neither shown to the visitor nor played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[must_use]
pub(crate) struct Skip(pub bool);

/// What takes the parts of a game as [`read_game`] reads them, in this order:
/// [`begin_tags`](Self::begin_tags), [`tag`](Self::tag)s,
/// [`begin_movetext`](Self::begin_movetext), then the movetext's
/// [`move_number`](Self::move_number)s, [`san`](Self::san)s, [`nag`](Self::nag)s,
/// [`comment`](Self::comment)s and variations, the [`outcome`](Self::outcome), and
/// [`end_game`](Self::end_game) for a game read whole.
pub(crate) trait Visitor {
    /// What a game read whole gives.
    type Output;

    /// A game begins (comments before it read).
    fn begin_tags(&mut self) {}

    /// A tag pair: its plain name, its value's bytes (no escapes in them).
    fn tag(&mut self, name: &[u8], value: &[u8]) -> Flow {
        let _ = (name, value);
        Flow::Continue(())
    }

    /// The tags are read.
    fn begin_movetext(&mut self) -> Flow {
        Flow::Continue(())
    }

    /// A move number's digits (its periods skipped).
    fn move_number(&mut self, digits: &[u8]) -> Flow {
        let _ = digits;
        Flow::Continue(())
    }

    /// A move, without its suffix annotation (never empty).
    fn san(&mut self, san: &[u8]) -> Flow;

    /// A NAG, or a suffix annotation's, after a move of its line.
    fn nag(&mut self, nag: u8) -> Flow {
        let _ = nag;
        Flow::Continue(())
    }

    /// A `{…}` comment's bytes, as they are.
    fn comment(&mut self, comment: &[u8]) -> Flow {
        let _ = comment;
        Flow::Continue(())
    }

    /// A variation of the last move opens: skipped unless the visitor says not.
    fn begin_variation(&mut self) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }

    /// The variation last opened and not skipped closes.
    fn end_variation(&mut self) -> Flow {
        Flow::Continue(())
    }

    /// The game's result.
    fn outcome(&mut self, result: &'static str) -> Flow {
        let _ = result;
        Flow::Continue(())
    }

    /// The game is read whole.
    fn end_game(&mut self) -> Self::Output;
}

/// Bytes of tags and comments a game holds, counted before whitespace is folded: at least
/// what [`PgnReader`](super::PgnReader) counts, so a game under the limit here is under it
/// there.
struct Budget(usize);

impl Budget {
    #[inline]
    fn add(&mut self, text: &[u8]) -> Flow {
        self.0 += text_len(text);
        if self.0 > MAX_GAME_TEXT_BYTES { Flow::Break(()) } else { Flow::Continue(()) }
    }
}

/// At least as many bytes as `text` takes once read as UTF-8: three a byte, as an invalid
/// byte becomes a three-byte replacement character. Not looked at closer: a game whose text
/// passes a third of the limit is left to the reader, which counts exactly, and asking every
/// clock comment whether it is ASCII cost nearly 1% of the reading.
#[inline]
fn text_len(text: &[u8]) -> usize {
    3 * text.len()
}

/// The value of ASCII digits, saturating.
#[inline]
pub(crate) fn number(digits: &[u8]) -> u64 {
    // Nineteen digits never pass `u64::MAX`: only a longer run needs the saturating sums.
    if digits.len() <= 19 {
        return digits.iter().fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
    }
    digits.iter().fold(0u64, |n, d| n.saturating_mul(10).saturating_add(u64::from(d - b'0')))
}

/// A tag name the fast path reads: an ASCII letter, then letters, digits and `_`.
#[inline]
fn is_plain_tag_name(name: &[u8]) -> bool {
    name.first().is_some_and(u8::is_ascii_alphabetic)
        && name.len() <= MAX_SYMBOL_LEN
        && name.iter().all(|&b| is_name_byte(b))
}

/// Reads the game starting at `tokens` into `visitor`: its output, `tokens` then past the
/// game's result; or `Break` when the game is given up (see the module's words).
#[inline(always)]
pub(crate) fn read_game<V: Visitor>(tokens: &mut Tokens<'_>, visitor: &mut V) -> ControlFlow<(), V::Output> {
    let mut budget = Budget(0);
    let mut tok = tokens.next_token();
    while let Tok::Comment(text) = tok {
        if text.len() > MAX_COMMENT_LEN {
            return ControlFlow::Break(());
        }
        budget.add(text)?;
        tok = tokens.next_token();
    }
    visitor.begin_tags();
    let mut tags = 0;
    while tok == Tok::TagOpen {
        tags += 1;
        if tags > MAX_TAGS {
            return ControlFlow::Break(());
        }
        let Tok::Symbol(name) = tokens.next_token() else { return ControlFlow::Break(()) };
        let Tok::Str(value) = tokens.next_token() else { return ControlFlow::Break(()) };
        if !is_plain_tag_name(name) || value.len() > MAX_TAG_VALUE_LEN {
            return ControlFlow::Break(());
        }
        budget.0 += name.len();
        budget.add(value)?;
        visitor.tag(name, value)?;
        if tokens.next_token() != Tok::TagClose {
            return ControlFlow::Break(());
        }
        tok = tokens.next_token();
    }
    visitor.begin_movetext()?;
    // Whether each line open (the main line first) has a move yet: a NAG, an annotation
    // or a variation needs one.
    let mut moved = [false; MAX_VARIATION_DEPTH + 1];
    let mut depth = 0;
    let mut moves = 0;
    loop {
        match tok {
            Tok::Symbol(symbol) => {
                if symbol.len() > MAX_SYMBOL_LEN {
                    return ControlFlow::Break(());
                }
                let core_len = symbol.iter().rposition(|&b| b != b'!' && b != b'?').map_or(0, |last| last + 1);
                let (core, suffix) = symbol.split_at(core_len);
                if !core.is_empty() {
                    moves += 1;
                    if moves > MAX_GAME_MOVES {
                        return ControlFlow::Break(());
                    }
                    visitor.san(core)?;
                    moved[depth] = true;
                }
                if !suffix.is_empty() {
                    let nag = std::str::from_utf8(suffix).ok().and_then(suffix_nag);
                    match nag {
                        Some(nag) if moved[depth] => visitor.nag(nag)?,
                        _ => return ControlFlow::Break(()),
                    }
                }
            }
            Tok::Comment(text) => {
                if text.len() > MAX_COMMENT_LEN {
                    return ControlFlow::Break(());
                }
                budget.add(text)?;
                visitor.comment(text)?;
            }
            Tok::MoveNumber(digits) => visitor.move_number(digits)?,
            Tok::Dots => {}
            Tok::Nag(digits) => {
                if !moved[depth] || digits.is_empty() || digits.len() > 3 || number(digits) > 255 {
                    return ControlFlow::Break(());
                }
                visitor.nag(number(digits) as u8)?;
            }
            Tok::Result(result) if depth == 0 => {
                visitor.outcome(result)?;
                return ControlFlow::Continue(visitor.end_game());
            }
            Tok::Open if moved[depth] && depth < MAX_VARIATION_DEPTH => {
                if visitor.begin_variation()?.0 {
                    skip_variation(tokens, &mut budget)?;
                } else {
                    depth += 1;
                    moved[depth] = false;
                }
            }
            Tok::Close if depth > 0 => {
                depth -= 1;
                visitor.end_variation()?;
            }
            // An error, a line comment, a string, the next game's tags, the end of the text.
            _ => return ControlFlow::Break(()),
        }
        tok = tokens.next_token();
    }
}

/// Skips a variation just opened, up to its `)`: its moves unread, its text counted.
#[cold]
fn skip_variation(tokens: &mut Tokens<'_>, budget: &mut Budget) -> Flow {
    let mut depth = 1;
    while depth > 0 {
        match tokens.next_token() {
            Tok::Open if depth < MAX_VARIATION_DEPTH => depth += 1,
            Tok::Close => depth -= 1,
            Tok::Comment(text) if text.len() <= MAX_COMMENT_LEN => budget.add(text)?,
            Tok::Symbol(symbol) if symbol.len() <= MAX_SYMBOL_LEN => {}
            Tok::MoveNumber(_) | Tok::Dots | Tok::Nag(_) => {}
            _ => return Flow::Break(()),
        }
    }
    Flow::Continue(())
}
