//! The typed reasons of the layers said in one language: [`MessageWords`], the supertrait of
//! every face's words (the terminal's, the clock's, the screen reader's), so each face's trait
//! builds on it and [`Words`](super::Words) gathers them all above.

use std::fmt;

use crate::game::{
    ClaimReason, CompletedIllegal, Contradiction, GameError, IllegalLog, Proof, SaveError, SetupError, Termination,
    TimeControlError,
};
use crate::pgn::{PgnError, PgnWriteError};
use crate::rules::{Color, FenError, IllegalReason, MoveError, Notation, Position, PositionError};

use super::{AnalysedUntil, CommandLineError, LineError, Unreadable};

/// The typed reasons of the rules, game, script and batch layers, said in one language; how a
/// game ended and the illegal moves pointed out are the record's ([`RecordWords`](crate::game::RecordWords)).
pub trait MessageWords: fmt::Debug + Sync {
    /// Why a move is illegal, in this language.
    fn reason(&self, reason: &IllegalReason) -> String;
    /// A move text that could not be played, in this language.
    fn move_error(&self, error: &MoveError) -> String;
    /// A refused action, in this language.
    fn game_error(&self, error: &GameError) -> String;
    /// Why a FEN was refused, in this language.
    fn fen_error(&self, error: &FenError) -> String;
    /// Why a setup is not a position of a real game, in this language.
    fn position_error(&self, error: &PositionError) -> String;
    /// Why a game ended, in a few words.
    fn termination(&self, termination: Termination) -> &'static str;
    /// What was illegal about a completed move, as a sentence both players read, naming the
    /// side where a reason would say "your": "2. Bc4 was illegal: the bishop on f1 cannot reach
    /// c4: the pawn on e2 is in the way."; "2... Qd3 was illegal: Black's king is in check …".
    fn illegal_move(&self, illegal: &CompletedIllegal) -> String;
    /// Pointing out when nothing illegal stands.
    fn nothing_illegal(&self) -> &'static str;
    /// The heading of the coach's summary on the screen.
    fn illegal_summary_title(&self) -> &'static str;
    /// One player's part of the coach's summary: each illegal move and whether it was caught,
    /// with why it was illegal when `reasons`.
    fn illegal_summary_line(&self, log: &IllegalLog, color: Color, reasons: bool) -> String;
    /// Why a game ended the way it did, where who can still mate decided it:
    /// why a dead position is dead, why a flag fall is drawn, or the line by
    /// which the opponent could still mate from `pos` (the final position),
    /// written in `notation`.
    fn proof(&self, proof: &Proof, pos: &Position, notation: Notation) -> String;
    /// What may be claimed, in a few words.
    fn claim_reason(&self, reason: ClaimReason) -> &'static str;
    /// Why a file is not a save ferz can resume, in this language.
    fn save_error(&self, error: &SaveError) -> String;
    /// Why a PGN game was refused, with its line and column, in this language.
    fn pgn_error(&self, error: &PgnError) -> String;
    /// Why a game could not be written as PGN, in this language.
    fn pgn_write_error(&self, error: &PgnWriteError) -> String;
    /// Why a time control text is refused, in this language.
    fn time_control_error(&self, error: &TimeControlError) -> String;
    /// A command-line value of a game, a script or a clock that cannot be used, in this language.
    fn setup_error(&self, error: &SetupError) -> String;
    /// A command line the parser refused, in this language: one line, with where to look.
    fn command_line_error(&self, error: &CommandLineError) -> String;
    /// The name of an opening of the lichess list, in this language (see `ru/openings.rs`).
    fn opening_name(&self, name: &str) -> String;
    /// Why an engine could not be used, in this language.
    fn engine_error(&self, error: &crate::engine::EngineError) -> String;
    /// A refused `--computer` or `--level`, in this language.
    fn computer_flag_error(&self, error: &crate::game::ComputerFlagError) -> String;
    /// A `computer …` line of the script refused, in this language.
    fn computer_line(&self, error: &super::ComputerLine) -> String;
    /// That the computer `name`'s engine stopped during the game, as one sentence.
    fn computer_failed(&self, name: &str, error: &crate::engine::EngineError) -> String;
    /// That `ferz analyse` analysed a game only up to where the Laws ended it, in this
    /// language: the line on standard error.
    fn analysed_until(&self, until: &AnalysedUntil) -> String;
    /// The same, as the comment written into the game where it ended.
    fn analysed_until_note(&self, until: &AnalysedUntil) -> String;
    /// Why a game's record cannot stand (`ferz check`), in this language.
    fn contradiction(&self, c: &Contradiction) -> String;
    /// Input a batch command cannot read (a file of `ferz check`, a line of `ferz adjudicate`),
    /// in this language.
    fn unreadable(&self, error: &Unreadable) -> String;
    /// Where to read the right form of a command line, said after what was wrong with it
    /// (also after clap's own English, for a refusal ferz does not read).
    fn see_help(&self) -> &'static str;
    /// An input line of the script protocol that cannot be read, in this language.
    fn line_error(&self, error: &LineError) -> String;
    /// One player's part of the coach's summary in a few words, where the moves do not fit:
    /// how many illegal moves, how many of them caught.
    fn illegal_summary_count(&self, log: &IllegalLog, color: Color) -> String;
}
