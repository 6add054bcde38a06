//! Russian: the computer in a chair, beside the English of `en/computer.rs`.

use crate::engine::EngineError;
use crate::game::ComputerFlagError;
use crate::lang::computer::ComputerLine;

/// A refused `--computer` or `--level`.
pub(in crate::lang) fn flag_error_said(e: &ComputerFlagError) -> String {
    match e {
        ComputerFlagError::Side { got } => {
            format!("«{got}» — не сторона для компьютера: укажите white (белые), black (чёрные) или random (по жребию)")
        }
        ComputerFlagError::Level { got } => {
            format!("«{got}» — не уровень: укажите от 1 (начинающий может выиграть) до 8 (движок в полную силу)")
        }
    }
}

/// A `computer …` line refused.
pub(in crate::lang) fn line_said(e: &ComputerLine) -> String {
    match e {
        ComputerLine::NeedsWord { got } => format!(
            "«computer {got}» — не команда: computer restart запускает движок снова, computer none отдаёт его место человеку"
        ),
        ComputerLine::NoComputer => "В этой партии нет компьютера.".to_string(),
        ComputerLine::Thinking { name } => {
            format!("Ход за {name}: он думает. Предложить ничью или потребовать её можно своим ходом.")
        }
        ComputerLine::NoTakeback { name } => {
            format!("{name} не возвращает ходы при этом арбитре: только при --arbiter assist.")
        }
        ComputerLine::ComputersTurn { name } => format!(
            "Ход за {name}, а его движок остановился: computer restart запускает его снова, computer none отдаёт его место человеку."
        ),
    }
}

/// That the computer's engine stopped during the game, in one sentence.
pub(in crate::lang) fn failure_said(name: &str, error: &EngineError) -> String {
    format!("{name} перестал играть ({}); партия сохранена.", super::engine::engine_error(error))
}
