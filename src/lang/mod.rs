//! The languages ferz speaks: English (the default) and Russian.
//!
//! The rules, game and script layers say what happened as typed values (an
//! [`IllegalReason`], a [`GameError`], an [`Outcome`], a [`LineError`]); this
//! module renders them in the chosen language, so every sentence of one
//! language lives in one place: `en.rs` (which also writes the `Display` of
//! those values: English is the default) and `ru.rs`. The terminal game's own
//! words are a [`Strings`] table per language, beside them (`en/terminal.rs`,
//! `ru/terminal.rs`).

pub mod clock;
pub mod command_line;
#[cfg(test)]
mod command_line_tests;
mod en;
pub mod eval_chart;
pub mod line_error;
mod ru;
pub mod terminal;
#[cfg(test)]
mod tests;
pub mod time_chart;
pub mod unreadable;

pub use command_line::{CommandLineError, NumberFault};
pub use line_error::LineError;
pub(crate) use ru::noun;
pub use terminal::{FooterKey, Strings};
pub use unreadable::{BadZstd, Unreadable};

use std::fmt;
use std::str::FromStr;

use crate::game::{
    Adjustment, ClaimOutcome, ClaimReason, CompletedIllegal, Contradiction, Finding, GameError, IllegalLog, Outcome,
    Proof, RecordWords, SaveError, SetupError, Termination, TimeControlError,
};
use crate::pgn::{PgnError, PgnWriteError};
use crate::rules::unwinnable::write_line;
use crate::rules::{Color, FenError, IllegalReason, Move, MoveError, Notation, Position, PositionError};

/// A language of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Russian.
    Ru,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The code used on the command line: `en` or `ru`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    /// The words of a game's record (its PGN comments) in this language.
    pub fn record_words(self) -> &'static dyn RecordWords {
        match self {
            Lang::En => &English,
            Lang::Ru => &Russian,
        }
    }

    /// Why a move is illegal, in this language.
    pub fn reason(self, reason: &IllegalReason) -> String {
        match self {
            Lang::En => reason.to_string(),
            Lang::Ru => ru::reason(reason),
        }
    }

    /// A move text that could not be played, in this language.
    pub fn move_error(self, error: &MoveError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::move_error(error),
        }
    }

    /// A refused action, in this language.
    pub fn game_error(self, error: &GameError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::game_error(error),
        }
    }

    /// Why a FEN was refused, in this language.
    pub fn fen_error(self, error: &FenError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::fen_error(error),
        }
    }

    /// Why a setup is not a position of a real game, in this language.
    pub fn position_error(self, error: &PositionError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::position_error(error),
        }
    }

    /// How a game ended: "½–½ — threefold repetition, claimed by Black".
    pub fn outcome(self, outcome: &Outcome) -> String {
        match self {
            Lang::En => outcome.to_string(),
            Lang::Ru => ru::outcome(outcome),
        }
    }

    /// Why a game ended, in a few words.
    pub const fn termination(self, termination: Termination) -> &'static str {
        match self {
            Lang::En => en::termination(termination),
            Lang::Ru => ru::termination(termination),
        }
    }

    /// An illegal move pointed out and what the arbiter did, as a sentence (7.5).
    pub fn finding(self, finding: &Finding) -> String {
        match self {
            Lang::En => finding.to_string(),
            Lang::Ru => ru::finding(finding),
        }
    }

    /// What was illegal about a completed move, as a sentence: "2. Bc4 was illegal: the
    /// bishop on f1 cannot reach c4: the pawn on e2 is in the way."
    pub fn illegal_move(self, illegal: &CompletedIllegal) -> String {
        match self {
            Lang::En => en::illegal_move(illegal),
            Lang::Ru => ru::illegal_move(illegal),
        }
    }

    /// Pointing out when nothing illegal stands.
    pub const fn nothing_illegal(self) -> &'static str {
        match self {
            Lang::En => "nothing illegal stands on the board: the game goes on unchanged",
            Lang::Ru => "на доске нет невозможного хода: партия продолжается без изменений",
        }
    }

    /// The coach's summary of a game's illegal moves.
    pub fn illegal_summary(self, log: &IllegalLog) -> String {
        match self {
            Lang::En => log.to_string(),
            Lang::Ru => ru::illegal_summary(log),
        }
    }

    /// The heading of the coach's summary on the screen.
    pub const fn illegal_summary_title(self) -> &'static str {
        match self {
            Lang::En => "Illegal moves",
            Lang::Ru => "Невозможные ходы",
        }
    }

    /// One player's part of the coach's summary in a few words, where the moves do not fit:
    /// how many illegal moves, how many of them caught.
    pub fn illegal_summary_count(self, log: &IllegalLog, color: Color) -> String {
        let moves = log.of(color);
        let caught = moves.iter().filter(|c| c.later.is_some()).count();
        match (self, moves.len()) {
            (Lang::En, 0) => format!("{color}: none."),
            (Lang::En, 1) => format!("{color}: 1 illegal move, {caught} caught."),
            (Lang::En, n) => format!("{color}: {n} illegal moves, {caught} caught."),
            (Lang::Ru, 0) => format!("{}: нет.", ru::side(color)),
            (Lang::Ru, n) => format!("{}: невозможных ходов — {n}, замечено — {caught}.", ru::side(color)),
        }
    }

    /// One player's part of the coach's summary: each illegal move and whether it was caught,
    /// with why it was illegal when `reasons`.
    pub fn illegal_summary_line(self, log: &IllegalLog, color: Color, reasons: bool) -> String {
        match self {
            Lang::En => en::summary_line(log, color, reasons),
            Lang::Ru => ru::summary_line(log, color, reasons),
        }
    }

    /// Why a game ended the way it did, where who can still mate decided it:
    /// why a dead position is dead, why a flag fall is drawn, or the line by
    /// which the opponent could still mate from `pos` (the final position),
    /// written in `notation`.
    pub fn proof(self, proof: &Proof, pos: &Position, notation: Notation) -> String {
        match self {
            Lang::En => en::proof(proof, pos, notation),
            Lang::Ru => ru::proof(proof, pos, notation),
        }
    }

    /// What may be claimed, in a few words.
    pub const fn claim_reason(self, reason: ClaimReason) -> &'static str {
        match self {
            Lang::En => en::claim_reason(reason),
            Lang::Ru => ru::claim_reason(reason),
        }
    }

    /// Why a file is not a save ferz can resume, in this language.
    pub fn save_error(self, error: &SaveError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::save_error(error),
        }
    }

    /// Why a PGN game was refused, with its line and column, in this language.
    pub fn pgn_error(self, error: &PgnError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::pgn_error(error),
        }
    }

    /// Why a game could not be written as PGN, in this language.
    pub fn pgn_write_error(self, error: &PgnWriteError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::pgn_write_error(error),
        }
    }

    /// Why a time control text is refused, in this language.
    pub fn time_control_error(self, error: &TimeControlError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::time_control_error(error),
        }
    }

    /// A command-line value of a game, a script or a clock that cannot be used, in this language.
    pub fn setup_error(self, error: &SetupError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::setup_error(error),
        }
    }

    /// A command line the parser refused, in this language: one line, with where to look.
    pub fn command_line_error(self, error: &CommandLineError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::command_line_error(error),
        }
    }

    /// The name of an opening of the lichess list, in this language (see `ru/openings.rs`).
    pub fn opening_name(self, name: &str) -> String {
        match self {
            Lang::En => name.to_string(),
            Lang::Ru => ru::opening_name(name),
        }
    }

    /// Why an engine could not be used, in this language.
    pub fn engine_error(self, error: &crate::engine::EngineError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::engine_error(error),
        }
    }

    /// Why a game's record cannot stand (`ferz check`), in this language.
    pub fn contradiction(self, c: &Contradiction) -> String {
        match self {
            Lang::En => c.to_string(),
            Lang::Ru => ru::contradiction(c),
        }
    }

    /// Input a batch command cannot read (a file of `ferz check`, a line of `ferz adjudicate`),
    /// in this language.
    pub fn unreadable(self, error: &Unreadable) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::unreadable(error),
        }
    }

    /// Where to read the right form of a command line, said after what was wrong with it
    /// (also after clap's own English, for a refusal ferz does not read).
    pub const fn see_help(self) -> &'static str {
        match self {
            Lang::En => en::SEE_HELP,
            Lang::Ru => ru::SEE_HELP,
        }
    }

    /// An input line of the script protocol that cannot be read, in this language.
    pub fn line_error(self, error: &LineError) -> String {
        match self {
            Lang::En => error.to_string(),
            Lang::Ru => ru::line_error(error),
        }
    }
}

/// Reads the arbiter's correction of the clock (`white +120`, `чёрные -30`, `б ходы 40`) in
/// any language ferz speaks: each language's words for the sides and for `moves` become the
/// neutral form that [`Adjustment`]'s `FromStr` reads. `None`: not a correction.
pub fn read_adjustment(text: &str) -> Option<Adjustment> {
    let neutral: Vec<String> = text
        .split_whitespace()
        .enumerate()
        .map(|(i, word)| {
            // The side is read whatever its case; `moves` as written.
            let word = if i == 0 { word.to_lowercase() } else { word.to_string() };
            let own = ru::ADJUSTMENT_WORDS.iter().find(|(said, _)| i < 2 && *said == word);
            own.map_or(word, |(_, neutral)| (*neutral).to_string())
        })
        .collect();
    neutral.join(" ").parse().ok()
}

/// The most moves of a mating line a sentence shows (the rest is "…").
const SHOWN_PLIES: usize = 12;

/// A line of moves from `pos` with move numbers: `41…Kg2 42.Kh4 Kb1 43.Qc2#`;
/// a long line is cut after [`SHOWN_PLIES`] half-moves with "…".
pub(crate) fn numbered_line(pos: &Position, line: &[Move], notation: Notation) -> String {
    let texts = write_line(pos, &line[..line.len().min(SHOWN_PLIES)], notation);
    let mut out = String::new();
    let (mut number, mut turn) = (pos.fullmoves(), pos.turn());
    for (i, text) in texts.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        match turn {
            Color::White => out.push_str(&format!("{number}.")),
            Color::Black if i == 0 => out.push_str(&format!("{number}…")),
            Color::Black => {}
        }
        out.push_str(text);
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    if line.len() > SHOWN_PLIES {
        out.push_str(" …");
    }
    out
}

/// A `--lang` value that is not a language ferz speaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language '{}': expected 'en' (English) or 'ru' (Russian)", self.0)
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Lang::En),
            "ru" | "russian" | "рус" | "русский" => Ok(Lang::Ru),
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// English, the default: every sentence ferz says in English (`en.rs`, `en/`).
#[derive(Debug, Clone, Copy, Default)]
pub struct English;

/// Russian: every sentence ferz says in Russian (`ru.rs`, `ru/`).
#[derive(Debug, Clone, Copy, Default)]
pub struct Russian;

/// The record's comments in Russian.
impl RecordWords for Russian {
    fn finding(&self, finding: &Finding) -> String {
        ru::finding(finding)
    }

    fn then_played(&self, moves: &str) -> String {
        format!("затем на доске было сыграно: {moves}")
    }

    fn illegal_summary(&self, log: &IllegalLog) -> String {
        ru::illegal_summary(log)
    }

    fn adjustment(&self, adjustment: &Adjustment) -> String {
        ru::adjustment(adjustment)
    }

    fn wrong_claim(&self, claim: &ClaimOutcome, times: u32) -> String {
        ru::wrong_claim(claim, times)
    }

    fn declared_move(&self, claim: &ClaimOutcome) -> String {
        ru::declared_move(claim)
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        ru::outcome(outcome)
    }

    fn late_dead(&self, undone: &str) -> String {
        format!("после этого хода позиция была мёртвой (5.2.2): партия закончилась здесь; отменены ходы {undone}")
    }
}
