//! Russian: the typed reasons of the layers (illegal moves, refusals, results, errors), said
//! through [`MessageWords`].

use crate::game::{
    ClaimReason, CompletedIllegal, Contradiction, GameError, IllegalLog, Proof, SaveError, SetupError, Termination,
    TimeControlError,
};
use crate::lang::Russian;
use crate::lang::{AnalysedUntil, CommandLineError, LineError, MessageWords, Unreadable};
use crate::pgn::{PgnError, PgnWriteError};
use crate::rules::{Color, FenError, IllegalReason, MoveError, Notation, Position, PositionError};

/// Russian.
impl MessageWords for Russian {
    fn reason(&self, reason: &IllegalReason) -> String {
        super::reason(reason)
    }

    fn move_error(&self, error: &MoveError) -> String {
        super::move_error(error)
    }

    fn game_error(&self, error: &GameError) -> String {
        super::game_error(error)
    }

    fn fen_error(&self, error: &FenError) -> String {
        super::fen_error(error)
    }

    fn position_error(&self, error: &PositionError) -> String {
        super::position_error(error)
    }

    fn termination(&self, termination: Termination) -> &'static str {
        super::grammar::termination(termination)
    }

    fn illegal_move(&self, illegal: &CompletedIllegal) -> String {
        super::illegal_move_of_side(illegal)
    }

    fn nothing_illegal(&self) -> &'static str {
        "на доске нет невозможного хода: партия продолжается без изменений"
    }

    fn illegal_summary_title(&self) -> &'static str {
        "Невозможные ходы"
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
        super::save_error(error)
    }

    fn pgn_error(&self, error: &PgnError) -> String {
        super::pgn_error(error)
    }

    fn pgn_write_error(&self, error: &PgnWriteError) -> String {
        super::pgn_write_error(error)
    }

    fn time_control_error(&self, error: &TimeControlError) -> String {
        super::time_control_error(error)
    }

    fn setup_error(&self, error: &SetupError) -> String {
        super::setup_error(error)
    }

    fn command_line_error(&self, error: &CommandLineError) -> String {
        super::command_line_error(error)
    }

    fn opening_name(&self, name: &str) -> String {
        super::opening_name(name)
    }

    fn engine_error(&self, error: &crate::engine::EngineError) -> String {
        super::engine_error(error)
    }

    fn computer_flag_error(&self, error: &crate::game::ComputerFlagError) -> String {
        super::flag_error_said(error)
    }

    fn computer_line(&self, error: &crate::lang::ComputerLine) -> String {
        super::line_said(error)
    }

    fn computer_failed(&self, name: &str, error: &crate::engine::EngineError) -> String {
        super::failure_said(name, error)
    }

    fn analysed_until(&self, until: &AnalysedUntil) -> String {
        super::analysed_until(until)
    }

    fn analysed_until_note(&self, until: &AnalysedUntil) -> String {
        super::analysed_until_note(until)
    }

    fn contradiction(&self, c: &Contradiction) -> String {
        super::contradiction(c)
    }

    fn unreadable(&self, error: &Unreadable) -> String {
        super::unreadable(error)
    }

    fn see_help(&self) -> &'static str {
        super::SEE_HELP
    }

    fn line_error(&self, error: &LineError) -> String {
        super::line_error(error)
    }

    fn illegal_summary_count(&self, log: &IllegalLog, color: Color) -> String {
        let moves = log.of(color);
        let caught = moves.iter().filter(|c| c.later.is_some()).count();
        match moves.len() {
            0 => format!("{}: нет.", super::grammar::side(color)),
            n => format!("{}: невозможных ходов — {n}, замечено — {caught}.", super::grammar::side(color)),
        }
    }
}
