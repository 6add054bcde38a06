//! Opening names from the lichess chess-openings list (CC0): which opening a game is in,
//! by position (so transpositions are named), the longest known line it followed.
//!
//! The list is built into the program (`data/openings/`, the files of lichess's repository as
//! they are, in its format: `a.tsv` … `e.tsv`, columns `eco`, `name`, `pgn`) and read into the
//! index by position at the first use, once. `$FERZ_OPENINGS` may name a directory of TSV files
//! in the same format to read instead (another copy of the list, or a list of one's own).

mod book;

pub use book::{BookError, BookFault, Opening, OpeningBook};

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The environment variable naming the directory of the list's TSV files.
pub const OPENINGS_ENV: &str = "FERZ_OPENINGS";

/// The lichess list as built into the program: each file's name and text.
const BUILT_IN: [(&str, &str); 5] = [
    ("a.tsv", include_str!("../../data/openings/a.tsv")),
    ("b.tsv", include_str!("../../data/openings/b.tsv")),
    ("c.tsv", include_str!("../../data/openings/c.tsv")),
    ("d.tsv", include_str!("../../data/openings/d.tsv")),
    ("e.tsv", include_str!("../../data/openings/e.tsv")),
];

/// The book as loaded once for the whole program, and where from.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The openings.
    pub book: OpeningBook,
    /// The directory of `$FERZ_OPENINGS` read, `None` for the list built in.
    pub from: Option<PathBuf>,
    /// Why the directory of `$FERZ_OPENINGS` could not be read (the built-in list is used).
    pub error: Option<String>,
}

/// The book of the lichess list built into the program.
///
/// ```
/// let book = ferz::openings::built_in();
/// assert!(book.len() > 3000);
/// ```
#[must_use]
pub fn built_in() -> OpeningBook {
    let mut book = OpeningBook::new();
    for (name, text) in BUILT_IN {
        // The files are checked by the tests (tests/rules/openings.rs) whenever they change.
        if let Err(e) = book.add_tsv(name, text) {
            debug_assert!(false, "the built-in openings list: {e}");
        }
    }
    book
}

/// The directory `$FERZ_OPENINGS` names, if it is set.
#[must_use]
pub fn override_dir() -> Option<PathBuf> {
    std::env::var_os(OPENINGS_ENV).filter(|d| !d.is_empty()).map(PathBuf::from)
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

/// The book, read at the first call: the TSV files of `$FERZ_OPENINGS` when it names a
/// directory that has them and they read, else the list built in.
pub fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        let Some(dir) = override_dir() else { return Loaded { book: built_in(), from: None, error: None } };
        match load_dir(&dir) {
            Some(Ok(book)) => Loaded { book, from: Some(dir), error: None },
            Some(Err(e)) => Loaded { book: built_in(), from: None, error: Some(e) },
            None => {
                let error = format!("{}: no *.tsv files", dir.display());
                Loaded { book: built_in(), from: None, error: Some(error) }
            }
        }
    })
}

/// The program's book.
pub fn book() -> &'static OpeningBook {
    &loaded().book
}
