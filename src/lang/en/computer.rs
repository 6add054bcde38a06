//! English: the computer in a chair.

use std::fmt;

use crate::engine::EngineError;
use crate::game::ComputerFlagError;
use crate::lang::computer::ComputerLine;

impl fmt::Display for ComputerFlagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComputerFlagError::Side { got } => {
                write!(f, "'{got}' is not a side for the computer: give white, black or random")
            }
            ComputerFlagError::Level { got } => {
                write!(f, "'{got}' is not a level: give 1 (a beginner can win) to 8 (the engine at full strength)")
            }
        }
    }
}

impl fmt::Display for ComputerLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComputerLine::NeedsWord { got } => {
                write!(
                    f,
                    "'computer {got}' is not a command: computer restart starts the engine again, computer none hands its chair to a person"
                )
            }
            ComputerLine::NoComputer => f.write_str("There is no computer in this game."),
            ComputerLine::Thinking { name } => {
                write!(f, "It is {name}'s move: it is thinking. Offer a draw or claim with your own move.")
            }
            ComputerLine::NoTakeback { name } => {
                write!(f, "{name} takes no move back under this arbiter: only under --arbiter assist.")
            }
            ComputerLine::ComputersTurn { name } => write!(
                f,
                "It is {name}'s move and its engine has stopped: computer restart starts it again, computer none hands its chair to a person."
            ),
        }
    }
}

/// That the computer's engine stopped during the game, in one sentence.
pub(in crate::lang) fn computer_failed(name: &str, error: &EngineError) -> String {
    format!("{name} stopped playing ({error}); the game is kept.")
}
