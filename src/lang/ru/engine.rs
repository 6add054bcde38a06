//! Russian: why an engine could not be used, beside the English of `en/engine.rs`.

use crate::engine::{EngineError, Limit};

/// Why the engine could not be used, as one line.
pub(in crate::lang) fn engine_error(e: &EngineError) -> String {
    match e {
        EngineError::NotFound => "шахматный движок не найден: установите Stockfish (apt-get install stockfish) \
                                  или укажите программу ключом --engine ПУТЬ"
            .to_string(),
        EngineError::Spawn { path, why } => {
            format!(
                "не удалось запустить движок {}: {}",
                crate::text::visible(&path.display().to_string()),
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
        EngineError::Overran { limit, after } => {
            let search = match limit {
                Limit::Depth(depth) => format!("глубины {depth}"),
                Limit::Movetime(time) => format!("{} мс на ход", time.as_millis()),
            };
            format!(
                "движок всё ещё считал через {} с — предел для {search}: ferz послал «stop» и завершил движок",
                seconds(*after)
            )
        }
        EngineError::Garbage { line } => format!("движок прислал строку, которую ferz не понимает: {line:?}"),
    }
}

/// Seconds to a tenth, with a decimal comma and without a needless `,0`: `5`, `1,5`.
fn seconds(time: std::time::Duration) -> String {
    let tenths = (time.as_secs_f64() * 10.0).round();
    if tenths % 10.0 == 0.0 { format!("{}", tenths / 10.0) } else { format!("{:.1}", tenths / 10.0).replace('.', ",") }
}
