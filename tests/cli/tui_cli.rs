//! The command line of the terminal game: bad values end the program before the screen is
//! taken, with one line on standard error and exit status 2; `--help` lists every flag.

use std::process::{Command, Output, Stdio};

fn ferz(args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_ferz")).args(args).stdin(Stdio::null()).output();
    match out {
        Ok(out) => out,
        Err(e) => panic!("cannot run ferz: {e}"),
    }
}

fn assert_refused(args: &[&str], start: &str) {
    let out = ferz(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}: nothing on standard output, no screen taken");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: one line: {stderr}");
    assert!(stderr.starts_with(start), "{args:?}: {stderr}");
}

#[test]
fn bad_values_end_before_the_screen() {
    assert_refused(&["--fen", "not a fen"], "ferz: --fen: bad FEN");
    assert_refused(&["play", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"], "ferz: --fen: ");
    assert_refused(&["--time", "3+x"], "ferz: --time: ");
    assert_refused(&["play", "--time", "fast"], "ferz: --time: ");
    assert_refused(&["--white", "\u{1b}[2J"], "ferz: --white: ");
}

#[test]
fn bad_choices_are_refused_by_the_parser() {
    for args in [&["--pieces", "round"][..], &["play", "--flip", "left"], &["--notation", "klingon"]] {
        let out = ferz(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("possible values"), "{args:?}: {stderr}");
    }
}

#[test]
fn help_lists_the_flags_with_examples() {
    for args in [&["--help"][..], &["play", "--help"]] {
        let out = ferz(args);
        assert_eq!(out.status.code(), Some(0));
        let help = String::from_utf8_lossy(&out.stdout);
        for flag in ["--time", "--fen", "--white", "--black", "--pieces", "--flip", "--no-hints", "--notation"] {
            assert!(help.contains(flag), "{args:?} lacks {flag}:\n{help}");
        }
        for example in ["--pieces ascii", "--flip auto", "--time 3+2", "--notation figurine"] {
            assert!(help.contains(example), "{args:?} lacks the example {example}:\n{help}");
        }
        for value in ["auto", "image", "art", "unicode", "letters", "ascii", "figurine", "lan", "ru"] {
            assert!(help.contains(value), "{args:?} lacks {value}");
        }
    }
}

#[test]
fn the_practice_flags_are_read_before_and_after_play() {
    for args in [&["--help"][..], &["play", "--help"]] {
        let help = String::from_utf8_lossy(&ferz(args).stdout).to_string();
        for flag in ["--arbiter", "--touch-move", "--no-offers-before", "--lang", "--arbiter strict", "--lang ru"] {
            assert!(help.contains(flag), "{args:?} lacks {flag}:\n{help}");
        }
    }
    // The flags are accepted in both places: the first refusal is the bad --fen after them,
    // said in the language --lang asked for.
    let practice = ["--arbiter", "strict", "--touch-move", "--no-offers-before", "30", "--lang", "ru"];
    let before: Vec<&str> = practice.iter().copied().chain(["play", "--fen", "x"]).collect();
    let after: Vec<&str> = ["play"].into_iter().chain(practice).chain(["--fen", "x"]).collect();
    for args in [before, after] {
        assert_refused(&args, "ferz: --fen: неверный FEN");
    }
    // A language ferz does not speak ends before the screen, wherever it is given.
    let unknown = "ferz: --lang: unknown language 'de': expected 'en' (English) or 'ru' (Russian)";
    for args in [&["--lang", "de"][..], &["play", "--lang", "de"], &["--lang", "de", "play"]] {
        assert_refused(args, unknown);
    }
    let out = ferz(&["--arbiter", "lenient"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("assist"), "the possible values are named");
}

/// `ferz ARGS` in an empty working and data directory of its own.
fn ferz_in_empty_place(args: &[&str]) -> Output {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ferz-cli-{}-{run}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let out = Command::new(env!("CARGO_BIN_EXE_ferz"))
        .args(args)
        .env("FERZ_DATA_DIR", &dir)
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output();
    let _ = std::fs::remove_dir_all(&dir);
    match out {
        Ok(out) => out,
        Err(e) => panic!("cannot run ferz: {e}"),
    }
}

#[test]
fn resume_takes_the_look_and_the_language_after_it_too() {
    let help = String::from_utf8_lossy(&ferz(&["resume", "--help"]).stdout).to_string();
    for flag in ["--lang", "--pieces", "--notation", "--flip", "--no-hints"] {
        assert!(help.contains(flag), "`ferz resume --help` lacks {flag}:\n{help}");
    }
    // Before or after `resume`, the language is Russian: so is the one line that says why not.
    for args in [&["resume", "nowhere.pgn", "--lang", "ru"][..], &["--lang", "ru", "resume", "nowhere.pgn"]] {
        let out = ferz_in_empty_place(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end(), "ferz: нельзя продолжить nowhere.pgn: такого файла нет", "{args:?}");
    }
    let out = ferz_in_empty_place(&["resume", "--pieces", "ascii", "--notation", "ru", "--flip", "auto", "--no-hints"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.starts_with("ferz: there is no unfinished game to resume"), "the flags are read: {stderr}");
    let out = ferz_in_empty_place(&["resume", "--lang", "ru"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("ferz: нет неоконченной партии"), "{stderr}");
    let out = ferz(&["resume", "x.pgn", "--pieces", "round"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("possible values"));
}

#[test]
fn a_file_named_with_escape_codes_is_echoed_visibly() {
    let out = ferz_in_empty_place(&["resume", "x\u{1b}[2J.pgn"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("cannot resume x\\u{1b}[2J.pgn: there is no such file"), "{stderr}");
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
}

/// With no terminal at all (no controlling terminal, as under cron, a service or `setsid`),
/// the game and the clock say so in one line a player understands and end with status 2,
/// before anything is shown — not with the system's bare "No such device or address".
#[test]
#[cfg(unix)]
fn without_a_terminal_the_game_and_the_clock_say_so() {
    let dir = std::env::temp_dir().join(format!("ferz-cli-no-tty-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let said = [
        (&["--white", "Anna"][..], "there is no terminal to play in: run ferz in a terminal window"),
        // Plain ferz, whose new-game screen has no terminal either.
        (&[][..], "there is no terminal to play in: run ferz in a terminal window"),
        (&["clock"][..], "there is no terminal to show the clock in: run ferz in a terminal window"),
        (&["--lang", "ru"][..], "нет терминала, в котором играть: запустите ferz в окне терминала"),
        (&["clock", "--lang", "ru"][..], "нет терминала, в котором показать часы: запустите ferz в окне терминала"),
    ];
    for (args, what) in said {
        let out = Command::new("setsid")
            .arg("-w")
            .arg(env!("CARGO_BIN_EXE_ferz"))
            .args(args)
            .env("FERZ_DATA_DIR", &dir)
            .env("XDG_CONFIG_HOME", dir.join("config"))
            .current_dir(&dir)
            .stdin(Stdio::null())
            .output()
            .expect("setsid runs ferz");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing shown");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: one line: {stderr}");
        let expected = format!("ferz: {what}");
        assert!(stderr.starts_with(&expected), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_refused_setup_is_said_in_the_language_asked_for() {
    assert_refused(&["--white", " "], "ferz: --white: the name is empty; give a name such as --white Anna");
    assert_refused(&["--lang", "ru", "play", "--black", "\u{7}"], "ferz: --black: имя пустое; укажите имя");
    let odds = ["--time", "h3", "--black-time", "5"];
    assert_refused(&odds, "ferz: --white-time, --black-time: time odds need two controls of one kind");
    let ru: Vec<&str> = odds.iter().copied().chain(["--lang", "ru"]).collect();
    assert_refused(&ru, "ferz: --white-time, --black-time: для разного времени нужны два контроля одного рода");
    assert_refused(&["clock", "--time", "none"], "ferz: --time: a chess clock needs a time control");
    assert_refused(&["--warn", "x"], "ferz: --warn: expected seconds such as 20 or 7.5 (at most 3600), found 'x'");
    assert_refused(&["clock", "--lang", "ru", "--warn", "x"], "ferz: --warn: нужны секунды, например 20 или 7.5");
    assert_refused(
        &["clock", "--time", "none", "--lang", "ru"],
        "ferz: --time: шахматным часам нужен контроль времени",
    );
    assert_refused(
        &["clock", "--lang", "ru", "--time", "5", "--black-time", "h3"],
        "ferz: --white-time, --black-time: для",
    );
}

/// A file that cannot be resumed is explained in the language asked for, with no English left:
/// ferz's own refusal of the file, and the PGN reader's line, column and reason.
#[test]
fn an_unreadable_save_is_explained_in_russian() {
    let dir = std::env::temp_dir().join(format!("ferz-cli-unreadable-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let not_text = dir.join("binary.pgn");
    let broken = dir.join("broken.pgn");
    std::fs::write(&not_text, b"[Event \"\xff\xfe\"]\n").expect("written");
    std::fs::write(&broken, "[Event \"x\"]\n\n1. e4 ) *\n").expect("written");
    let said = |path: &std::path::Path, lang: &str| {
        let out = ferz(&["resume", &path.display().to_string(), "--lang", lang]);
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr).trim_end().to_string();
        stderr.rsplit_once(".pgn: ").map(|(_, why)| why.to_string()).unwrap_or(stderr)
    };
    assert_eq!(said(&not_text, "en"), "the file is not UTF-8 text");
    assert_eq!(said(&not_text, "ru"), "файл не в кодировке UTF-8");
    assert_eq!(
        said(&broken, "en"),
        "the file is not a readable game: line 3, column 7: unexpected ')': no variation is open"
    );
    assert_eq!(
        said(&broken, "ru"),
        "файл не читается как партия PGN: строка 3, столбец 7: лишняя скобка «)»: ни один вариант не открыт"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_engine_that_cannot_start_is_said_in_the_players_words() {
    for (engine, en, ru) in [
        ("/nonexistent/stockfish", "there is no such program", "такой программы нет"),
        ("/tmp", "it is not a program ferz may run", "это не программа, которую ferz может запустить"),
    ] {
        assert_refused(
            &["--computer", "black", "--engine", engine],
            &format!("ferz: cannot start the engine {engine}: {en}"),
        );
        assert_refused(
            &["--lang", "ru", "--computer", "black", "--engine", engine],
            &format!("ferz: не удалось запустить движок {engine}: {ru}"),
        );
        let out = ferz(&["--lang", "ru", "--computer", "black", "--engine", engine]);
        assert!(!String::from_utf8_lossy(&out.stderr).contains("os error"), "no system words in Russian");
    }
}
