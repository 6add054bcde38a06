//! A test's own places for the real `ferz`: the data directory (`FERZ_DATA_DIR`: autosave,
//! kept games) and the working directory (envelopes, PGN files), so that one test's saves
//! never meet another's.

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use super::Term;

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// A test's data directory and working directory under one root. Removed after a test that
/// passed; kept to look at after a failure.
pub struct Place {
    pub root: PathBuf,
    pub data: PathBuf,
    pub cwd: PathBuf,
}

impl Drop for Place {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = fs::remove_dir_all(&self.root);
        }
    }
}

impl Place {
    /// A place with both directories made.
    pub fn new(name: &str) -> Place {
        let place = Place::without_data_dir(name);
        fs::create_dir_all(&place.data).expect("a directory");
        place
    }

    /// A place whose data directory is not made: ferz makes it, or the test puts something
    /// in its way.
    pub fn without_data_dir(name: &str) -> Place {
        let root = super::temp_dir(name);
        let (data, cwd) = (root.join("d"), root.join("w"));
        fs::create_dir_all(&cwd).expect("a directory");
        Place { root, data, cwd }
    }

    /// `ferz ARGS` in a `cols`×`rows` terminal.
    pub fn ferz(&self, args: &[&str], cols: u16, rows: u16) -> Term {
        let data = self.data.to_string_lossy().into_owned();
        Term::spawn(FERZ, args, cols, rows, &[("FERZ_DATA_DIR", &data)], &self.cwd)
    }

    /// `ferz ARGS` run to the end without a terminal, standard input empty.
    pub fn ferz_output(&self, args: &[&str]) -> Output {
        Command::new(FERZ)
            .args(args)
            .env("FERZ_DATA_DIR", &self.data)
            .env("XDG_CONFIG_HOME", self.root.join("config"))
            .current_dir(&self.cwd)
            .stdin(Stdio::null())
            .output()
            .expect("ferz runs")
    }
}
