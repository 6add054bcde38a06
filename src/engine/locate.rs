//! Where the engine is: the program `--engine` names, else `stockfish` on `PATH`, else
//! `/usr/games/stockfish` (where Debian's package puts it, outside a user's usual `PATH`).

use std::path::{Path, PathBuf};

use super::EngineError;

/// The program ferz looks for when no engine is named.
pub const DEFAULT_ENGINE: &str = "stockfish";

/// Where Debian and Ubuntu install Stockfish.
pub const SYSTEM_STOCKFISH: &str = "/usr/games/stockfish";

/// The engine to start: `named` as given when there is one (a bare name is looked up on
/// `PATH` when started), else the first of `stockfish` on `PATH` and
/// [`SYSTEM_STOCKFISH`] that is an executable file.
pub fn locate(named: Option<&Path>) -> Result<PathBuf, EngineError> {
    if let Some(path) = named {
        return Ok(path.to_path_buf());
    }
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).map(|dir| dir.join(DEFAULT_ENGINE)).collect::<Vec<_>>())
        .unwrap_or_default();
    on_path.into_iter().chain([PathBuf::from(SYSTEM_STOCKFISH)]).find(|p| is_executable(p)).ok_or(EngineError::NotFound)
}

/// Whether `path` is a file this user may run.
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}
