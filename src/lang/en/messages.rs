//! English: the typed reasons of the layers (illegal moves, refusals, results, errors), said
//! through [`MessageWords`].

use crate::game::{
    ClaimReason, CompletedIllegal, Contradiction, GameError, IllegalLog, Proof, SaveError, SetupError, Termination,
    TimeControlError,
};
use crate::lang::English;
use crate::lang::{AnalysedUntil, CommandLineError, LineError, MessageWords, Unreadable};
use crate::pgn::{PgnError, PgnWriteError};
use crate::rules::{Color, FenError, IllegalReason, MoveError, Notation, Position, PositionError};

/// English, the default.
impl MessageWords for English {
    fn reason(&self, reason: &IllegalReason) -> String {
        reason.to_string()
    }

    fn move_error(&self, error: &MoveError) -> String {
        error.to_string()
    }

    fn game_error(&self, error: &GameError) -> String {
        error.to_string()
    }

    fn fen_error(&self, error: &FenError) -> String {
        error.to_string()
    }

    fn position_error(&self, error: &PositionError) -> String {
        error.to_string()
    }

    fn termination(&self, termination: Termination) -> &'static str {
        super::termination(termination)
    }

    fn illegal_move(&self, illegal: &CompletedIllegal) -> String {
        super::illegal_move_of_side(illegal)
    }

    fn nothing_illegal(&self) -> &'static str {
        "nothing illegal stands on the board: the game goes on unchanged"
    }

    fn illegal_summary_title(&self) -> &'static str {
        "Illegal moves"
    }

    fn illegal_summary_line(&self, log: &IllegalLog, color: Color, reasons: bool) -> String {
        super::summary_line(log, color, reasons)
    }

    fn proof(&self, proof: &Proof, pos: &Position, notation: Notation) -> String {
        super::proof(proof, pos, notation)
    }

    fn claim_reason(&self, reason: ClaimReason) -> &'static str {
        super::claim_reason(reason)
    }

    fn save_error(&self, error: &SaveError) -> String {
        error.to_string()
    }

    fn pgn_error(&self, error: &PgnError) -> String {
        error.to_string()
    }

    fn pgn_write_error(&self, error: &PgnWriteError) -> String {
        error.to_string()
    }

    fn time_control_error(&self, error: &TimeControlError) -> String {
        error.to_string()
    }

    fn setup_error(&self, error: &SetupError) -> String {
        error.to_string()
    }

    fn command_line_error(&self, error: &CommandLineError) -> String {
        error.to_string()
    }

    fn opening_name(&self, name: &str) -> String {
        name.to_string()
    }

    fn engine_error(&self, error: &crate::engine::EngineError) -> String {
        error.to_string()
    }

    fn computer_flag_error(&self, error: &crate::game::ComputerFlagError) -> String {
        error.to_string()
    }

    fn computer_line(&self, error: &crate::lang::ComputerLine) -> String {
        error.to_string()
    }

    fn computer_failed(&self, name: &str, error: &crate::engine::EngineError) -> String {
        super::computer_failed(name, error)
    }

    fn analysed_until(&self, until: &AnalysedUntil) -> String {
        until.to_string()
    }

    fn analysed_until_note(&self, until: &AnalysedUntil) -> String {
        super::analysed_until_note(until)
    }

    fn contradiction(&self, c: &Contradiction) -> String {
        c.to_string()
    }

    fn unreadable(&self, error: &Unreadable) -> String {
        error.to_string()
    }

    fn see_help(&self) -> &'static str {
        super::SEE_HELP
    }

    fn line_error(&self, error: &LineError) -> String {
        error.to_string()
    }

    fn illegal_summary_count(&self, log: &IllegalLog, color: Color) -> String {
        let moves = log.of(color);
        let caught = moves.iter().filter(|c| c.later.is_some()).count();
        match moves.len() {
            0 => format!("{color}: none."),
            1 => format!("{color}: 1 illegal move, {caught} caught."),
            n => format!("{color}: {n} illegal moves, {caught} caught."),
        }
    }
}
