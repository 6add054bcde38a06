//! The one way ferz speaks a language: [`Words`], every sentence of the program, as a few
//! families of traits — the typed reasons of the layers ([`MessageWords`]), the record's
//! comments ([`RecordWords`], the game's), the terminal game ([`TerminalWords`]), `ferz clock`
//! ([`ClockWords`]), the screen-reader face ([`ReaderWords`]), the time chart
//! ([`TimeChartWords`]) and the engine's review ([`EvalChartWords`]). Each language implements them once, in its own folder (`en/`, `ru/`),
//! with no default bodies: a language that lacks a sentence does not compile, and the
//! compiler lists what is missing. [`Lang::words`](super::Lang::words) is the one place that
//! picks a language.

use crate::rules::Notation;

use super::clock::ClockWords;
use super::eval_chart::EvalChartWords;
use super::reader::ReaderWords;
use super::terminal::TerminalWords;
use super::time_chart::TimeChartWords;

/// Every sentence of one language.
pub trait Words:
    TerminalWords
    + ClockWords
    + TimeChartWords
    + EvalChartWords
    + crate::game::event::EventWords
    + ReaderWords
    + super::start::StartWords
{
    /// The code used on the command line: `en` or `ru`.
    fn code(&self) -> &'static str;
    /// The names `--lang` takes for this language, its code first (`en`, `english`).
    fn names(&self) -> &'static [&'static str];
    /// The notation of this language's own that its screen writes moves in unless
    /// `--notation` says otherwise (Russian: `Кf3`); `None`: the standard SAN.
    fn own_notation(&self) -> Option<Notation>;
    /// This language's words for the arbiter's correction of the clock, each with the neutral
    /// word the game reads (`белые` → `white`, `ходы` → `moves`): the sides, read in any case,
    /// and `moves`. None where the language writes them as the neutral form does.
    fn adjustment_words(&self) -> &'static [(&'static str, &'static str)];
}
