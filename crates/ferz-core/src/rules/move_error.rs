//! Why a text could not be read as a move of a position, as typed reasons naming the squares
//! and pieces; their English `Display` is in `english.rs`, the Russian in ferz's `lang/`.
//!
//! Syntax errors (the text is not a move in any notation) are kept apart from rule errors (the
//! move is well written but not legal here, or it could mean more than one legal move), as the
//! script protocol reports them with different codes.

use super::{NoLegalMove, Role, Square, SyntaxError};

/// The longest piece of the player's text an error repeats; longer texts are cut with `…`.
const MAX_ECHO: usize = 32;

/// A move text that does not name exactly one legal move of the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in any notation ferz reads.
    Parse {
        /// What the player wrote (trimmed, cut if very long).
        text: String,
        /// Why it cannot be read.
        why: SyntaxError,
    },
    /// The text is a well-formed move, but no legal move of the position fits it.
    Illegal {
        /// What the player wrote (trimmed, cut if very long).
        text: String,
        /// The square the piece would leave, when the text and the board identify it.
        from: Option<Square>,
        /// The square the piece would go to, when the text names it.
        to: Option<Square>,
        /// The promotion piece the text asked for, if any.
        promotion: Option<Role>,
        /// Why no legal move fits: the rule the move breaks when the text leads to one piece,
        /// else what the text asks for that the board does not have.
        why: NoLegalMove,
    },
    /// The text fits two or more legal moves; ferz never guesses which one was meant.
    Ambiguous {
        /// What the player wrote (trimmed, cut if very long).
        text: String,
        /// Each legal move the text could mean, in SAN, in a stable order.
        candidates: Vec<String>,
    },
    /// A null move (`--`, `Z0`, `0000`, `null`): passing is not allowed in a game.
    Null {
        /// What the player wrote (trimmed, cut if very long).
        text: String,
    },
}

impl MoveError {
    /// The text as an error repeats it: trimmed, and cut to a readable length.
    pub(crate) fn echo(text: &str) -> String {
        let text = text.trim();
        match text.char_indices().nth(MAX_ECHO) {
            Some((cut, _)) => {
                let mut s = String::with_capacity(cut + 3);
                s.push_str(&text[..cut]);
                s.push('…');
                s
            }
            None => text.to_owned(),
        }
    }

    /// The error code of the script protocol: `parse`, `illegal_move` or `ambiguous_move`.
    /// A null move is a `parse` error: it is not a move at all.
    pub fn code(&self) -> &'static str {
        match self {
            MoveError::Parse { .. } | MoveError::Null { .. } => "parse",
            MoveError::Illegal { .. } => "illegal_move",
            MoveError::Ambiguous { .. } => "ambiguous_move",
        }
    }

    /// What the player wrote, as the error repeats it.
    pub fn text(&self) -> &str {
        match self {
            MoveError::Parse { text, .. }
            | MoveError::Illegal { text, .. }
            | MoveError::Ambiguous { text, .. }
            | MoveError::Null { text } => text,
        }
    }
}

impl std::error::Error for MoveError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Goal, Origin};

    #[test]
    fn messages_read_as_sentences() {
        let ambiguous = MoveError::Ambiguous { text: "Nd2".into(), candidates: vec!["Nbd2".into(), "Nfd2".into()] };
        assert_eq!(ambiguous.to_string(), "ambiguous move 'Nd2': it could be Nbd2 or Nfd2");
        assert_eq!(ambiguous.code(), "ambiguous_move");

        let three = MoveError::Ambiguous {
            text: "e8".into(),
            candidates: vec!["e8=Q".into(), "e8=R".into(), "e8=B".into(), "e8=N".into()],
        };
        assert_eq!(three.to_string(), "ambiguous move 'e8': it could be e8=Q, e8=R, e8=B or e8=N");

        let illegal = MoveError::Illegal {
            text: "Ke3".into(),
            from: Some(Square::E1),
            to: Some(Square::E3),
            promotion: None,
            why: NoLegalMove::NoMoveTo { role: Role::King, origin: Origin::Anywhere, to: Goal::Square(Square::E3) },
        };
        assert_eq!(illegal.to_string(), "illegal move 'Ke3': no legal king move goes to e3");
        assert_eq!(illegal.code(), "illegal_move");

        let parse = MoveError::Parse { text: "xyz".into(), why: SyntaxError::UnknownChar('y') };
        assert_eq!(parse.to_string(), "cannot read 'xyz' as a move: 'y' is not used in writing moves");
        assert_eq!(parse.code(), "parse");

        let null = MoveError::Null { text: "--".into() };
        assert_eq!(null.to_string(), "cannot read '--' as a move: null moves are not allowed");
        assert_eq!(null.code(), "parse");
        assert_eq!(null.text(), "--");
    }

    #[test]
    fn long_texts_are_cut() {
        let long = "x".repeat(100);
        let echo = MoveError::echo(&long);
        assert_eq!(echo.chars().count(), MAX_ECHO + 1);
        assert!(echo.ends_with('…'));
        assert_eq!(MoveError::echo("  Nf3 "), "Nf3");
        assert_eq!(MoveError::echo("ёёё"), "ёёё");
    }
}
