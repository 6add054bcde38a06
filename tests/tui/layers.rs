//! The line between the model and the faces, read from the sources: every file of `src/tui`
//! is the model's, a face's (the terminal, the screen reader, `ferz clock`), the kit the faces
//! share, or the module's glue; no file of the model names ratatui or crossterm, the model
//! imports no face and no kit, the kit no face, and no face another face. The lists here are
//! the ones `docs/design.md` draws: a new file of `src/tui` fails this test until it is placed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The model: the app, its actions and update, the windows' state and keys, the keymaps over
/// the model's own key type, session, events, the workers. Knows no terminal.
const MODEL: &[&str] = &[
    "action.rs",
    "adjourn.rs",
    "answers.rs",
    "app.rs",
    "arbiter.rs",
    "ascii.rs",
    "board.rs",
    "command.rs",
    "computer.rs",
    "crash_test.rs",
    "driver.rs",
    "engine_review.rs",
    "graphics_env.rs",
    "event.rs",
    "event_play.rs",
    "hand.rs",
    "clock/keys.rs",
    "input.rs",
    "key_event.rs",
    "key_names.rs",
    "keymap.rs",
    "keys.rs",
    "mode.rs",
    "overlay/",
    "pgn_file.rs",
    "play.rs",
    "practice.rs",
    "prefs.rs",
    "record.rs",
    "reports.rs",
    "resume.rs",
    "screen.rs",
    "screen_size.rs",
    "seat.rs",
    "session/",
    "setup.rs",
    "start/after.rs",
    "start/form.rs",
    "text_line.rs",
    "unsaved.rs",
    "update.rs",
    "work.rs",
    "wrap.rs",
];

/// The faces, each a sibling over the model: none imports another.
const FACES: &[(&str, &[&str])] = &[
    (
        "the terminal",
        &["terminal.rs", "term_input.rs", "mouse.rs", "layout.rs", "view/", "start/run.rs", "start/view.rs"],
    ),
    ("the screen reader", &["reader/", "start/lines.rs"]),
    ("ferz clock", &["clock/"]),
];

/// What the faces that take the terminal share (as helix-term and its widgets share helix-tui):
/// the terminal taken and given back, the theme, the large digits. It imports no face.
const KIT: &[&str] =
    &["picture/", "signals.rs", "term_events.rs", "theme.rs", "tty.rs", "view/big_time.rs", "view/cut.rs"];

/// Crossings that other work under way removes, each named file by file (nothing else may
/// cross): the screen reader runs on the terminal face's event loop internals until the one
/// driver loop core (`driver.rs`) serves both faces; that core takes the signals' farewell and
/// the timeline from `signals.rs`, which also takes and gives back the terminal, until the two
/// part.
const PENDING: &[(&str, &str)] = &[("reader/mod.rs", "terminal.rs"), ("driver.rs", "signals.rs")];

/// The module's glue: declares the modules and names what the crate exports.
const GLUE: &[&str] = &["mod.rs", "start/mod.rs"];

/// Where a file of `src/tui` stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Model,
    Face(&'static str),
    Kit,
    Glue,
}

/// The place `rel` (a path under `src/tui`) is listed in: the longest entry that names it.
fn place(rel: &str) -> Option<Place> {
    let mut lists: Vec<(&str, Place)> = Vec::new();
    lists.extend(MODEL.iter().map(|p| (*p, Place::Model)));
    for (face, paths) in FACES {
        lists.extend(paths.iter().map(|p| (*p, Place::Face(face))));
    }
    lists.extend(KIT.iter().map(|p| (*p, Place::Kit)));
    lists.extend(GLUE.iter().map(|p| (*p, Place::Glue)));
    lists
        .into_iter()
        .filter(|(p, _)| if p.ends_with('/') { rel.starts_with(p) } else { rel == *p })
        .max_by_key(|(p, _)| p.len())
        .map(|(_, place)| place)
}

/// Every `.rs` file under `dir`, by its path relative to `root`, with `/` between the parts.
pub(crate) fn sources(root: &Path, dir: &Path, out: &mut BTreeMap<String, String>) {
    let Ok(entries) = std::fs::read_dir(dir) else { panic!("{} cannot be read", dir.display()) };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).map(|p| p.to_string_lossy().replace('\\', "/"));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.insert(rel.unwrap_or_default(), text);
        }
    }
}

/// The code of a file without its comments and its unit tests (which may build anything).
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The module path (under `tui`) of the file `rel`.
fn module_of(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel.trim_end_matches(".rs").split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The paths a file names from `tui`: `crate::tui::…` and `super::…`, in `use` lists too
/// (`use super::{a, b::c}`), as module paths under `tui`.
fn named_paths(rel: &str, code: &str) -> Vec<Vec<String>> {
    let me = module_of(rel);
    let mut paths = Vec::new();
    let mut found = Vec::new();
    // `use` statements, their brace lists expanded one level deep and then again.
    for statement in code.split(';') {
        // The statement's last line that begins a `use` (`pub use`, `pub(crate) use`).
        let starts = statement.match_indices('\n').map(|(i, _)| i + 1).chain([0]);
        let Some(at) = starts
            .filter_map(|i| {
                let line = statement[i..].trim_start();
                let line = line.strip_prefix("pub").map_or(line, |l| l.split_once(' ').map_or(l, |(_, r)| r));
                line.strip_prefix("use ").map(|rest| statement.len() - rest.len())
            })
            .max()
        else {
            continue;
        };
        use_paths(&statement[at..], &mut found);
    }
    // Paths written out in the code.
    let bytes: Vec<char> = code.chars().collect();
    let mut word = String::new();
    for c in bytes.iter().chain(std::iter::once(&' ')) {
        if c.is_alphanumeric() || *c == '_' || *c == ':' {
            word.push(*c);
        } else {
            if word.starts_with("crate::") || word.starts_with("super::") {
                found.push(word.trim_end_matches(':').to_string());
            }
            word.clear();
        }
    }
    for path in found {
        let segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty() && *s != "self").collect();
        let resolved: Option<Vec<String>> = match segments.first() {
            Some(&"crate") if segments.get(1) == Some(&"tui") => {
                Some(segments[2..].iter().map(|s| s.to_string()).collect())
            }
            Some(&"super") => {
                // Each `super` is the module above; beyond `tui` the path leaves it.
                let ups = segments.iter().take_while(|s| **s == "super").count();
                (ups <= me.len()).then(|| {
                    let mut base = me[..me.len() - ups].to_vec();
                    base.extend(segments[ups..].iter().map(|s| s.to_string()));
                    base
                })
            }
            _ => None,
        };
        paths.extend(resolved);
    }
    paths
}

/// The paths a `use` tree names (`tree`: the text after `use`, as written): renamings
/// (`a as b`) name `a`, brace lists are expanded at every depth.
pub(crate) fn use_paths(tree: &str, out: &mut Vec<String>) {
    let tree = tree.split_whitespace().collect::<Vec<_>>().join(" ").replace(" as ", "@");
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    expand(&tree, out);
}

/// `tree` (a `use` tree without spaces, a renaming `as` written `@`) as the paths it names.
fn expand(tree: &str, out: &mut Vec<String>) {
    let Some(open) = tree.find('{') else {
        out.push(tree.split('@').next().unwrap_or(tree).to_string());
        return;
    };
    let head = &tree[..open];
    let close = tree.rfind('}').filter(|&c| c > open).unwrap_or(tree.len());
    let (mut depth, mut item) = (0, String::new());
    for c in tree[open + 1..close].chars().chain(std::iter::once(',')) {
        match c {
            ',' if depth == 0 => {
                if !item.is_empty() {
                    expand(&format!("{head}{item}"), out);
                }
                item.clear();
            }
            '{' | '}' => {
                depth += if c == '{' { 1 } else { -1 };
                item.push(c);
            }
            _ => item.push(c),
        }
    }
}

/// The file of `src/tui` a module path (under `tui`) leads to: the longest prefix that is a
/// module of its own.
fn file_of(path: &[String], files: &BTreeMap<String, String>) -> Option<String> {
    (1..=path.len()).rev().find_map(|k| {
        let module = path[..k].join("/");
        [format!("{module}.rs"), format!("{module}/mod.rs")].into_iter().find(|f| files.contains_key(f))
    })
}

fn tui_sources() -> BTreeMap<String, String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let mut files = BTreeMap::new();
    sources(&root, &root, &mut files);
    files
}

#[test]
fn every_file_of_the_tui_has_its_place() {
    let unplaced: Vec<String> = tui_sources().into_keys().filter(|f| place(f).is_none()).collect();
    assert!(unplaced.is_empty(), "not placed in the model, a face, the kit or the glue: {unplaced:?}");
}

#[test]
fn no_file_of_the_model_names_a_terminal_library() {
    let mut named = Vec::new();
    for (file, text) in tui_sources() {
        if place(&file) != Some(Place::Model) {
            continue;
        }
        let code = code(&text);
        for library in ["ratatui", "crossterm"] {
            let mentions = code.match_indices(library).any(|(i, _)| {
                let before = code[..i].chars().next_back();
                let after = code[i + library.len()..].chars().next();
                let part = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                !part(before) && !part(after)
            });
            if mentions {
                named.push(format!("src/tui/{file} names {library}"));
            }
        }
    }
    assert!(named.is_empty(), "the model knows a terminal: {named:#?}");
}

#[test]
fn data_flows_from_the_model_to_the_faces_and_no_face_imports_another() {
    let files = tui_sources();
    let mut crossings = Vec::new();
    for (file, text) in &files {
        let Some(from) = place(file) else { continue };
        for path in named_paths(file, &code(text)) {
            let Some(target) = file_of(&path, &files) else { continue };
            let Some(to) = place(&target) else { continue };
            let allowed = match (from, to) {
                (_, Place::Model) | (Place::Glue, _) => true,
                (Place::Model, _) => false,
                (Place::Kit, Place::Kit) => true,
                (Place::Kit, _) => false,
                (Place::Face(_), Place::Kit) => true,
                (Place::Face(a), Place::Face(b)) => a == b,
                (Place::Face(_), Place::Glue) => true,
            };
            if !allowed && !PENDING.contains(&(file.as_str(), target.as_str())) {
                crossings.push(format!("src/tui/{file} ({from:?}) imports src/tui/{target} ({to:?})"));
            }
        }
    }
    crossings.sort();
    crossings.dedup();
    assert!(crossings.is_empty(), "imports against the layers: {crossings:#?}");
}

#[test]
fn the_check_finds_what_it_looks_for() {
    // The resolver the tests above read the imports with, on lines of known answers: a test of
    // the layers that could not see an import could not fail.
    let files = tui_sources();
    let file = |path: Vec<Vec<String>>| {
        let mut found: Vec<String> = path.iter().filter_map(|p| file_of(p, &files)).collect();
        found.sort();
        found.dedup();
        found
    };
    let named = named_paths("overlay/confirm.rs", "use super::{window::Window, Change};\nuse crate::tui::app::App;");
    assert_eq!(file(named), ["app.rs", "overlay/mod.rs", "overlay/window.rs"]);
    let named =
        named_paths("view/windows/help.rs", "use crate::tui::layout::ScreenLayout; super::super::super::theme::Theme");
    assert_eq!(file(named), ["layout.rs", "theme.rs"]);
    // A name with "as" in it is read whole, and a renaming names what it renames.
    let named = named_paths("update.rs", "use super::{ascii::Ascii as Plain, layout as at};");
    assert_eq!(file(named), ["ascii.rs", "layout.rs"]);
    assert_eq!(place("view/windows/help.rs"), Some(Place::Face("the terminal")));
    assert_eq!(place("view/big_time.rs"), Some(Place::Kit));
    assert_eq!(place("overlay/help.rs"), Some(Place::Model));
    assert!(code("use ratatui::buffer::Buffer; // crossterm").contains("ratatui"));
    assert!(!code("// ratatui").contains("ratatui"));
}
