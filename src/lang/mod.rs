//! The languages ferz speaks: English (the default) and Russian.
//!
//! The rules, game and script layers say what happened as typed values (an
//! [`IllegalReason`], a [`GameError`], an [`Outcome`], a [`LineError`]); this
//! module says them in the chosen language through one trait, [`Words`] (see
//! `words.rs`), which each language implements once in its own folder: English
//! in `en.rs` and `en/` (which also writes the `Display` of those values:
//! English is the default), Russian in `ru.rs` and `ru/`. [`Lang::words`] is
//! the only place that picks one. Adding a language is one variant of [`Lang`],
//! one folder and one arm of that `match`; the compiler lists what is missing.

pub mod analysed_until;
pub mod clock;
pub mod command_line;
#[cfg(test)]
mod command_line_tests;
pub mod computer;
mod en;
pub mod eval_chart;
pub mod flow;
pub mod keys;
pub mod line_error;
pub mod messages;
pub mod reader;
mod ru;
pub mod start;
pub mod terminal;
#[cfg(test)]
mod tests;
pub mod time_chart;
pub mod unreadable;
pub mod words;

pub use analysed_until::AnalysedUntil;
pub use clock::ClockWords;
pub use command_line::{CommandLineError, NumberFault};
pub use computer::ComputerLine;
pub use eval_chart::EvalChartWords;
pub use flow::FlowWords;
pub use keys::Keys;
pub use line_error::LineError;
pub use messages::MessageWords;
pub use reader::ReaderWords;
pub(crate) use ru::noun;
pub use start::StartWords;
pub use terminal::{FooterKey, TerminalWords};
pub use time_chart::TimeChartWords;
pub use unreadable::{BadZstd, NotZstd, Unreadable};
pub use words::Words;

use std::fmt;
use std::str::FromStr;

use crate::game::Adjustment;
use crate::rules::unwinnable::write_line;
use crate::rules::{Move, Notation, Position};

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

    /// Every sentence of this language: the one place that picks a language.
    pub fn words(self) -> &'static dyn Words {
        match self {
            Lang::En => &English,
            Lang::Ru => &Russian,
        }
    }

    /// The code used on the command line: `en` or `ru`.
    pub fn code(self) -> &'static str {
        self.words().code()
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
            let own = Lang::ALL
                .iter()
                .flat_map(|lang| lang.words().adjustment_words())
                .find(|(said, _)| i < 2 && *said == word);
            own.map_or(word, |(_, neutral)| (*neutral).to_string())
        })
        .collect();
    neutral.join(" ").parse().ok()
}

/// The most moves of a mating line a sentence shows (the rest is "…").
const SHOWN_PLIES: usize = 12;

/// A line of moves from `pos` with move numbers: `41... Kg2 42. Kh4 Kb1 43. Qc2#`;
/// a long line is cut after [`SHOWN_PLIES`] half-moves with "…".
pub(crate) fn numbered_line(pos: &Position, line: &[Move], notation: Notation) -> String {
    let texts = write_line(pos, &line[..line.len().min(SHOWN_PLIES)], notation);
    let mut out = crate::pgn::numbered_line(pos.fullmoves(), pos.turn(), texts);
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
        let name = s.trim().to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.words().names().contains(&name.as_str()))
            .ok_or_else(|| UnknownLang(s.to_string()))
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
