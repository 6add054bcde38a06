//! No import circle between the files of `src/`: a file that names an item of a sibling which
//! names one of its own back ties the two into one, and neither can be read, changed or tested
//! apart. Read from the sources the way `cycles.py` of the project's tools reads them: an edge
//! from A to B when A names (in a `use` or a path written out) an item that B defines; `mod`
//! declarations are no edge, and a module file (`mod.rs`, `lib.rs`, `main.rs`) with its own
//! children is no circle worth naming.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::layers::{sources, use_paths};

/// The code of a file: without the unit tests at its end (which may name anything), its
/// comments and the insides of its strings.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    let mut out = String::new();
    for line in text.lines() {
        let (mut in_string, mut escaped, mut prev) = (false, false, ' ');
        for c in line.chars() {
            if in_string {
                match (escaped, c) {
                    (true, _) => escaped = false,
                    (false, '\\') => escaped = true,
                    (false, '"') => {
                        in_string = false;
                        out.push('"');
                    }
                    _ => {}
                }
                continue;
            }
            if c == '/' && prev == '/' {
                out.pop();
                break;
            }
            // A character literal `'"'` opens no string.
            if c == '"' && prev != '\'' {
                in_string = true;
            }
            out.push(c);
            prev = c;
        }
        out.push('\n');
    }
    out
}

/// True for a module file: its children are the files of its folder.
fn is_module_file(rel: &str) -> bool {
    matches!(rel.rsplit('/').next(), Some("mod.rs" | "lib.rs" | "main.rs"))
}

/// The module path (under the crate) of the file `rel`.
fn module_of(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel.trim_end_matches(".rs").split('/').map(str::to_string).collect();
    if is_module_file(rel) {
        parts.pop();
    }
    parts
}

/// The items a file defines at the start of a line: functions, types, traits, constants,
/// statics, macros.
fn defined(code: &str) -> Vec<String> {
    let kinds = ["const fn", "unsafe fn", "fn", "struct", "enum", "trait", "type", "const", "static", "macro_rules!"];
    let mut names = Vec::new();
    for line in code.lines() {
        let mut rest = line.trim_start();
        if let Some(r) = rest.strip_prefix("pub") {
            rest = match r.trim_start().strip_prefix('(') {
                Some(inner) => inner.split_once(')').map_or("", |(_, after)| after),
                None => r,
            };
            if !rest.starts_with(char::is_whitespace) {
                continue;
            }
            rest = rest.trim_start();
        }
        let Some(after) =
            kinds.iter().find_map(|k| rest.strip_prefix(k).filter(|a| a.starts_with(char::is_whitespace)))
        else {
            continue;
        };
        let name: String = after.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if name.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            names.push(name);
        }
    }
    names
}

/// The paths a file's code names from the crate: its `use` trees, and the `crate::…`,
/// `super::…` and `self::…` paths written out.
fn named(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let word_at = |i: usize| i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    let mut i = 0;
    while i < chars.len() {
        if word_at(i) && chars[i..].starts_with(&['u', 's', 'e']) && chars.get(i + 3).is_some_and(|c| c.is_whitespace())
        {
            let end = chars[i..].iter().position(|&c| c == ';').map_or(chars.len(), |e| i + e);
            let tree: String = chars[i + 3..end].iter().collect();
            use_paths(&tree, &mut found);
            i = end;
            continue;
        }
        i += 1;
    }
    let mut word = String::new();
    for c in chars.iter().chain(std::iter::once(&' ')) {
        if c.is_alphanumeric() || *c == '_' || *c == ':' {
            word.push(*c);
        } else {
            let path = word.trim_end_matches(':');
            if ["crate::", "super::", "self::"].iter().any(|p| path.starts_with(p)) {
                found.push(path.to_string());
            }
            word.clear();
        }
    }
    found
}

/// The files of `src/` and the edges between them: file → the files whose items it names.
fn edges(files: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let codes: BTreeMap<&String, String> = files.iter().map(|(f, t)| (f, code(t))).collect();
    let modules: BTreeMap<Vec<String>, &String> = files.keys().map(|f| (module_of(f), f)).collect();
    let mut defs: BTreeMap<String, BTreeSet<&String>> = BTreeMap::new();
    for (file, code) in &codes {
        for name in defined(code) {
            defs.entry(name).or_default().insert(*file);
        }
    }
    // The file that defines what `path` (from the crate's root) names: the module it leads to,
    // or, for an item a module file names again (`pub use`), the files of that module defining
    // it.
    let resolve = |path: &[String]| -> BTreeSet<&String> {
        for k in (1..=path.len()).rev() {
            let Some(&file) = modules.get(&path[..k]) else { continue };
            let Some(name) = path.get(k) else { return BTreeSet::from([file]) };
            // The module's own item, before a method of the same name in one of its children.
            if defs.get(name).is_some_and(|d| d.contains(file)) {
                return BTreeSet::from([file]);
            }
            let prefix = if is_module_file(file) {
                file.rsplit_once('/').map_or(String::new(), |(dir, _)| format!("{dir}/"))
            } else {
                format!("{}/", file.trim_end_matches(".rs"))
            };
            let candidates: BTreeSet<&String> = defs
                .get(name)
                .into_iter()
                .flatten()
                .copied()
                .filter(|f| *f == file || f.starts_with(&prefix))
                .collect();
            return if candidates.is_empty() { BTreeSet::from([file]) } else { candidates };
        }
        BTreeSet::new()
    };
    let mut edges = BTreeMap::new();
    for (file, code) in &codes {
        let me = module_of(file);
        let mut to = BTreeSet::new();
        for one in named(code) {
            let segments: Vec<&str> = one.split("::").filter(|s| !s.is_empty() && *s != "*").collect();
            let path: Vec<String> = match segments.first() {
                Some(&"crate") => segments[1..].iter().map(|s| s.to_string()).collect(),
                Some(&"super") | Some(&"self") => {
                    let mut base = me.clone();
                    let mut i = usize::from(segments[0] == "self");
                    while segments.get(i) == Some(&"super") {
                        base.pop();
                        i += 1;
                    }
                    base.extend(segments[i..].iter().map(|s| s.to_string()));
                    base
                }
                _ => continue,
            };
            to.extend(resolve(&path).into_iter().filter(|t| *t != *file).cloned());
        }
        edges.insert((*file).clone(), to);
    }
    edges
}

/// The circles among `edges`: each group of files that reach one another, leaving out a module
/// file tied only to its own children.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Two files are in one circle when each reaches the other.
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from];
        while let Some(f) = todo.pop() {
            for t in edges.get(f).into_iter().flatten() {
                if seen.insert(t) {
                    todo.push(t);
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<&String>> = edges.keys().map(|f| (f, reach(f))).collect();
    let mut placed = BTreeSet::new();
    let mut found = Vec::new();
    for f in edges.keys() {
        if placed.contains(f) || !reached[f].contains(f) {
            continue;
        }
        let circle: Vec<String> = reached[f].iter().filter(|g| reached[*g].contains(f)).map(|g| (*g).clone()).collect();
        placed.extend(circle.iter().cloned());
        if circle.iter().filter(|g| !is_module_file(g)).count() > 1 {
            found.push(circle);
        }
    }
    found
}

#[test]
fn no_import_circle_between_the_files_of_src() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    sources(&root, &root, &mut files);
    let found = circles(&edges(&files));
    assert!(found.is_empty(), "import circles between files of src/: {found:#?}");
}

#[test]
fn the_check_finds_a_circle_and_only_a_circle() {
    // Known answers: a check that could not see a circle could not fail.
    let files = |list: &[(&str, &str)]| -> BTreeMap<String, String> {
        list.iter().map(|(f, t)| (f.to_string(), t.to_string())).collect()
    };
    let tied = files(&[
        ("lib.rs", "mod tui;\n"),
        ("tui/mod.rs", "mod app;\nmod event;\npub use app::App;\n"),
        ("tui/app.rs", "pub struct App;\nimpl App { fn new() { super::event::begin(); } }\n"),
        ("tui/event.rs", "use crate::tui::App;\n// use super::nothing;\npub fn begin() {}\n"),
    ]);
    assert_eq!(circles(&edges(&tied)), [["tui/app.rs", "tui/event.rs"]]);
    let apart = files(&[
        ("lib.rs", "mod tui;\n"),
        ("tui/mod.rs", "mod app;\nmod event;\npub use app::App;\n"),
        ("tui/app.rs", "pub struct App;\nconst S: &str = \"super::event::begin\";\n"),
        ("tui/event.rs", "use super::{app::App, mod_only};\npub fn begin(_: &App) {}\n"),
    ]);
    assert_eq!(circles(&edges(&apart)), Vec::<Vec<String>>::new());
    // A renamed import is read by its path; a module file and its children alone are no circle.
    let renamed = files(&[
        ("tui/app.rs", "use super::hash as h;\npub struct App;\n"),
        ("tui/hash.rs", "use crate::tui::app::App;\n"),
    ]);
    assert_eq!(circles(&edges(&renamed)), [["tui/app.rs", "tui/hash.rs"]]);
    // `super::f` is the module's own `f`, not a method `f` of a child that names it back.
    let own = files(&[
        ("lang/en.rs", "mod messages;\nmod note;\npub fn termination() {}\n"),
        ("lang/en/note.rs", "use super::termination;\npub fn note() {}\n"),
        (
            "lang/en/messages.rs",
            "impl W for E {\n    fn termination(&self) {}\n    fn n(&self) { super::note::note() }\n}\n",
        ),
    ]);
    assert_eq!(circles(&edges(&own)), Vec::<Vec<String>>::new());
    let glue = files(&[
        ("tui/mod.rs", "mod a;\npub use self::a::A;\npub fn f() {}\n"),
        ("tui/a.rs", "pub struct A;\nfn g() { super::f() }\n"),
    ]);
    assert_eq!(circles(&edges(&glue)), Vec::<Vec<String>>::new());
}
