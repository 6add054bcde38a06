//! English: input the batch commands cannot read.

use std::fmt;

use crate::lang::unreadable::{BadZstd, NotZstd, Unreadable};

impl fmt::Display for BadZstd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad zstd data: {}", self.0)
    }
}

impl fmt::Display for NotZstd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not zstd data: the file is named .zst but does not start as zstd data does")
    }
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // A zstd fault is said by its own Display, above.
            Unreadable::File { file, why } => write!(f, "cannot read {file}: {why}"),
            Unreadable::FenNotUtf8 { start } => write!(f, "bad FEN: not UTF-8 text ({start:?}…)"),
        }
    }
}
