//! Input the batch commands cannot read — a file of `ferz check`, a line of
//! `ferz adjudicate` — as typed values, said by each language in one place
//! (`en/unreadable.rs`, `ru/unreadable.rs`).

/// Input that cannot be read at all (as opposed to a game or a position that is read and
/// found wrong).
#[derive(Debug)]
pub enum Unreadable {
    /// A file `ferz check` cannot open or read to the end, named as shown to the user, and
    /// why: the system's reason, or a [`BadZstd`], a [`NotZstd`] or a
    /// [`NotPgn`](crate::pgn::NotPgn) inside.
    File {
        /// The file's name.
        file: String,
        /// Why it cannot be read.
        why: std::io::Error,
    },
    /// A line of `ferz adjudicate` that is not UTF-8 text, with its first bytes as far as
    /// they read.
    FenNotUtf8 {
        /// The first bytes, unreadable ones replaced.
        start: String,
    },
}

/// A file named `.zst` that does not start as zstd data does (the bytes `28 B5 2F FD`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotZstd;

impl std::error::Error for NotZstd {}

/// A zstd stream whose frame cannot be decoded, carried inside the `io::Error` of the read:
/// the decoder's own reason (in English, from the decoder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadZstd(pub String);

impl std::error::Error for BadZstd {}
