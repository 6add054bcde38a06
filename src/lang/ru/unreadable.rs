//! Russian: input the batch commands cannot read, beside the English of `en/unreadable.rs`.

use crate::lang::unreadable::{BadZstd, Unreadable};

/// Why input cannot be read, as one line.
pub(in crate::lang) fn unreadable(e: &Unreadable) -> String {
    match e {
        Unreadable::File { file, why } => {
            let why = match why.get_ref().and_then(|inner| inner.downcast_ref::<BadZstd>()) {
                Some(BadZstd(detail)) => format!("повреждённые данные zstd: {detail}"),
                None => <dyn crate::lang::TerminalWords>::io_error(&crate::lang::Russian, why),
            };
            format!("нельзя прочитать {file}: {why}")
        }
        Unreadable::FenNotUtf8 { start } => format!("неверный FEN: текст не в кодировке UTF-8 ({start:?}…)"),
    }
}
