//! Russian: why an engine could not be used, beside the English of `en/engine.rs`.

use crate::engine::{EngineError, Limit};

/// Why the engine could not be used, as one line.
pub(in crate::lang) fn engine_error(e: &EngineError) -> String {
    match e {
        EngineError::NotFound => "шахматный движок не найден: установите Stockfish (apt-get install stockfish) \
                                  или укажите программу ключом --engine ПУТЬ"
            .to_string(),
        EngineError::Spawn { path, why } => {
            let path = crate::text::visible(&path.display().to_string());
            match why.kind() {
                std::io::ErrorKind::NotFound => format!(
                    "не удалось запустить движок {path}: такой программы нет (укажите путь к UCI-движку в --engine или установите Stockfish: apt-get install stockfish)"
                ),
                std::io::ErrorKind::PermissionDenied => format!(
                    "не удалось запустить движок {path}: это не программа, которую ferz может запустить (папка или файл без права на запуск)"
                ),
                _ => format!(
                    "не удалось запустить движок {path}: {}",
                    <dyn crate::lang::TerminalWords>::io_error(&crate::lang::Russian, why)
                ),
            }
        }
        EngineError::Died { waiting, status: Some(status) } => {
            let how = match status {
                crate::engine::Ended::Code(code) => format!("код выхода {code}"),
                crate::engine::Ended::Signal(n) => format!("завершён сигналом {n}"),
            };
            format!("движок завершился ({how}), не ответив на «{waiting}»")
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_search_past_its_limit_is_said_in_russian() {
        let depth = EngineError::Overran { limit: Limit::Depth(1), after: Duration::from_secs(5) };
        assert_eq!(
            engine_error(&depth),
            "движок всё ещё считал через 5 с — предел для глубины 1: ferz послал «stop» и завершил движок"
        );
        let movetime = EngineError::Overran {
            limit: Limit::Movetime(Duration::from_millis(250)),
            after: Duration::from_millis(5500),
        };
        assert!(
            engine_error(&movetime).contains("через 5,5 с — предел для 250 мс на ход"),
            "{}",
            engine_error(&movetime)
        );
        assert!(movetime.to_string().contains("after 5.5 s, the limit for 250 ms a move"), "{movetime}");
    }
}
