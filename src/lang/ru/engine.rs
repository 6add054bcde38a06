//! Russian: why an engine could not be used, beside the English of `en/engine.rs`.

use crate::engine::EngineError;

/// Why the engine could not be used, as one line.
pub(in crate::lang) fn engine_error(e: &EngineError) -> String {
    match e {
        EngineError::NotFound => "шахматный движок не найден: установите Stockfish (apt-get install stockfish) \
                                  или укажите программу ключом --engine ПУТЬ"
            .to_string(),
        EngineError::Spawn { path, why } => {
            format!(
                "не удалось запустить движок {}: {}",
                path.display(),
                <dyn crate::lang::TerminalWords>::io_error(&crate::lang::Russian, why)
            )
        }
        EngineError::Died { waiting, status: Some(status) } => {
            format!("движок завершился ({status}), не ответив на «{waiting}»")
        }
        EngineError::Died { waiting, status: None } => format!("движок закрыл вывод, не ответив на «{waiting}»"),
        EngineError::Silent { waiting, after } => {
            format!("движок не ответил на «{waiting}» за {} с", after.as_secs_f64())
        }
        EngineError::Garbage { line } => format!("движок прислал строку, которую ferz не понимает: {line:?}"),
    }
}
