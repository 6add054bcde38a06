//! Russian: input the batch commands cannot read, beside the English of `en/unreadable.rs`.

use crate::lang::unreadable::{BadZstd, NotZstd, Unreadable};
use crate::pgn::NotPgn;

/// Why input cannot be read, as one line.
pub(in crate::lang) fn unreadable(e: &Unreadable) -> String {
    match e {
        Unreadable::File { file, why } => {
            let inner = why.get_ref();
            let why = if let Some(BadZstd(detail)) = inner.and_then(|inner| inner.downcast_ref::<BadZstd>()) {
                format!("повреждённые данные zstd: {detail}")
            } else if inner.is_some_and(|inner| inner.is::<NotZstd>()) {
                "это не данные zstd: файл назван .zst, но начинается не так, как они".to_string()
            } else if let Some(not_pgn) = inner.and_then(|inner| inner.downcast_ref::<NotPgn>()) {
                not_pgn_ru(not_pgn)
            } else {
                <dyn crate::lang::TerminalWords>::io_error(&crate::lang::Russian, why)
            };
            format!("нельзя прочитать {file}: {why}")
        }
        Unreadable::FenNotUtf8 { start } => format!("неверный FEN: текст не в кодировке UTF-8 ({start:?}…)"),
    }
}

/// Why a stream is not PGN.
fn not_pgn_ru(why: &NotPgn) -> String {
    match why {
        NotPgn::Binary { line } => format!("это не PGN: двоичные данные (байт NUL) в строке {line}"),
        NotPgn::NoGame { line, bytes } => {
            format!(
                "это не PGN: ни одна партия не начинается в {} МБ после строки {line}; чтение остановлено",
                bytes >> 20
            )
        }
    }
}
