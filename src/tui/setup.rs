//! How a terminal game is set up: the command-line choices, checked before the screen is
//! taken so that a bad `--fen` or `--time` ends the program with one line and exit status 2.

use std::fmt;

use crate::game::{GameOptions, TimeControl, TimeControlError};
use crate::lang::Lang;
use crate::rules::{FenError, Notation, Position};
use crate::text::clean;

use super::theme::ColorDepth;

/// How pieces are drawn on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum PieceSet {
    /// Unicode chess figures (♚ ♛ ♜ ♝ ♞ ♟), each one column wide.
    #[default]
    Unicode,
    /// Letters: `K Q R B N P` for White, `k q r b n p` for Black.
    Letters,
    /// Letters and plain ASCII marks only, for the Linux console and old fonts.
    Ascii,
}

/// Which side is at the bottom of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum FlipMode {
    /// The board turns to the player to move after every move.
    Auto,
    /// White at the bottom (the default).
    #[default]
    White,
    /// Black at the bottom.
    Black,
}

/// The notation of the move list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum MoveNotation {
    /// Standard algebraic: `Nf3`, `exd5`, `e8=Q+`.
    #[default]
    San,
    /// SAN with figures for the pieces: `♘f3`.
    Figurine,
    /// Long algebraic: `Ng1-f3`, `e4xd5`.
    Lan,
    /// Russian: `Кf3`, `e:d5`.
    Ru,
}

impl MoveNotation {
    /// The notation of the rules core this stands for.
    pub const fn notation(self) -> Notation {
        match self {
            MoveNotation::San => Notation::San,
            MoveNotation::Figurine => Notation::Figurine,
            MoveNotation::Lan => Notation::Lan,
            MoveNotation::Ru => Notation::Russian,
        }
    }
}

/// How an arbiter treats the players (`--arbiter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Arbiter {
    /// Legal-move hints, and "a draw can be claimed" shown.
    #[default]
    Assist,
    /// No hints and no claim indicator: notice repetitions and the fifty-move count yourself.
    Strict,
    /// As strict, and illegal moves are completed as at a real board until the opponent
    /// points them out (FIDE 7.5, 7.8): practise catching them.
    Practice,
}

/// What the player chose about the screen. The look (pieces, orientation, hints, notation) is
/// changeable during the game; the language and the arbiter are fixed for the session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prefs {
    /// How pieces are drawn.
    pub pieces: PieceSet,
    /// Board orientation.
    pub flip: FlipMode,
    /// Show the legal targets of the selected piece (never under a strict arbiter).
    pub hints: bool,
    /// Notation of the move list.
    pub notation: MoveNotation,
    /// Colours on; false when `NO_COLOR` is set.
    pub color: bool,
    /// How many colours the terminal shows (from `COLORTERM` and `TERM`).
    pub depth: ColorDepth,
    /// The language of every word on the screen.
    pub lang: Lang,
    /// How strict the arbiter is: a strict one gives no hints and no claim indicator.
    pub arbiter: Arbiter,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            pieces: PieceSet::Unicode,
            flip: FlipMode::White,
            hints: true,
            notation: MoveNotation::San,
            color: true,
            depth: ColorDepth::TrueColor,
            lang: Lang::En,
            arbiter: Arbiter::Assist,
        }
    }
}

/// Everything needed to start (and restart) a terminal game.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The start position.
    pub start: Position,
    /// The time control.
    pub time_control: TimeControl,
    /// Names and the other game options; names are already cleaned of control characters.
    pub options: GameOptions,
    /// The look of the screen.
    pub prefs: Prefs,
}

/// A command-line value of `ferz play` that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// `--fen` is malformed or an impossible position.
    Fen(FenError),
    /// `--time` does not follow the grammar.
    Time(TimeControlError),
    /// A name is empty once control characters are removed.
    Name(&'static str),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Fen(e) => write!(f, "--fen: {e}"),
            SetupError::Time(e) => write!(f, "--time: {e}"),
            SetupError::Name(flag) => write!(f, "{flag}: the name is empty; give a name such as --white Anna"),
        }
    }
}

impl std::error::Error for SetupError {}

/// The longest name shown; longer names are cut (the PGN keeps what is shown).
const MAX_NAME_CHARS: usize = 40;

impl Setup {
    /// Checks the command-line values: `--fen`, `--time` (default `rapid`), `--white`, `--black`.
    pub fn new(
        fen: Option<&str>,
        time: Option<&str>,
        white: Option<&str>,
        black: Option<&str>,
        prefs: Prefs,
    ) -> Result<Setup, SetupError> {
        let start = match fen {
            Some(text) => Position::from_fen(text).map_err(SetupError::Fen)?,
            None => Position::new(),
        };
        let time_control: TimeControl = time.unwrap_or("rapid").parse().map_err(SetupError::Time)?;
        let mut options = GameOptions::default();
        if let Some(name) = white {
            options.white = name_from(name, "--white")?;
        }
        if let Some(name) = black {
            options.black = name_from(name, "--black")?;
        }
        // Kept with the game, so that a save resumed later keeps its arbiter.
        options.strict_arbiter = prefs.arbiter == Arbiter::Strict;
        options.practice_arbiter = prefs.arbiter == Arbiter::Practice;
        Ok(Setup { start, time_control, options, prefs })
    }
}

/// A player's name made safe to show: control characters removed, trimmed, cut to a length.
fn name_from(text: &str, flag: &'static str) -> Result<String, SetupError> {
    let cleaned = clean(text);
    let trimmed = cleaned.trim();
    if trimmed.is_empty() {
        return Err(SetupError::Name(flag));
    }
    Ok(trimmed.chars().take(MAX_NAME_CHARS).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_values_name_the_flag() {
        let err = Setup::new(Some("nonsense"), None, None, None, Prefs::default()).map(|_| ());
        assert!(matches!(&err, Err(e) if e.to_string().starts_with("--fen: bad FEN")), "{err:?}");
        let err = Setup::new(None, Some("abc"), None, None, Prefs::default()).map(|_| ());
        assert!(matches!(&err, Err(e) if e.to_string().starts_with("--time: ")), "{err:?}");
        let err = Setup::new(None, None, Some("\u{1b}[2J"), None, Prefs::default()).map(|_| ());
        assert_eq!(err, Err(SetupError::Name("--white")));
    }

    #[test]
    fn names_are_cleaned_and_time_defaults_to_rapid() {
        let setup = Setup::new(None, None, Some(" Ann\u{1b}[31m "), Some("Bob"), Prefs::default());
        let Ok(setup) = setup else { panic!("setup refused") };
        assert_eq!(setup.options.white, "Ann");
        assert_eq!(setup.options.black, "Bob");
        assert_eq!(setup.time_control.to_string(), "15+10");
    }
}
