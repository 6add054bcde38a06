//! Bad command lines end with one line a person can act on, and exit status 2
//! (INTERFACE.md: "a one-line error naming what is wrong").

use std::process::Command;

use crate::common::run;

#[test]
fn clap_errors_are_one_line() {
    for (args, expected) in [
        (vec!["--bogus"], "ferz: unexpected argument '--bogus' found (see 'ferz --help')\n"),
        (vec!["perft"], "ferz: the following required arguments were not provided: <DEPTH> (see 'ferz --help')\n"),
        (
            vec!["perft", "x"],
            "ferz: invalid value 'x' for '<DEPTH>': 'x' is not a whole number: give digits only (see 'ferz --help')\n",
        ),
        (vec!["--time"], "ferz: a value is required for '--time <TC>' but none was supplied (see 'ferz --help')\n"),
        (
            vec!["analyse", "a.pgn", "--threads", "0"],
            "ferz: --threads: 0 is out of range: give a number from 1 to 256\n",
        ),
        (vec!["analyse", "a.pgn", "--threads", "x"], "ferz: --threads: 'x' is not a whole number: give digits only\n"),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr, expected, "{args:?}");
    }
}

/// clap's refusals read as clap words them, with its tip kept on the one line.
#[test]
fn clap_tips_stay_on_the_one_line() {
    for (args, expected) in [
        (
            vec!["--whit", "Ann"],
            "ferz: unexpected argument '--whit' found; a similar argument exists: '--white' (see 'ferz --help')\n",
        ),
        (
            vec!["plya"],
            "ferz: unrecognized subcommand 'plya'; a similar subcommand exists: 'play' (see 'ferz --help')\n",
        ),
        (
            vec!["--pieces", "x"],
            "ferz: invalid value 'x' for '--pieces <SET>' [possible values: auto, image, art, unicode, letters, ascii] (see 'ferz --help')\n",
        ),
        (
            vec!["--bell=yes"],
            "ferz: unexpected value 'yes' for '--bell' found; no more were expected (see 'ferz --help')\n",
        ),
        (vec!["--no-offers-before", "x"], "ferz: --no-offers-before: 'x' is not a whole number: give digits only\n"),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!((code, stdout.as_str(), stderr.as_str()), (2, "", expected), "{args:?}");
    }
}

/// A negative number given to a flag that takes a number is refused as a number out of range,
/// in both languages, not as an unknown flag with a tip to write `-- -1`.
#[test]
fn a_negative_number_is_refused_as_a_number_not_as_a_flag() {
    for (args, expected) in [
        (
            vec!["analyse", "a.pgn", "--threads", "-2"],
            "ferz: --threads: -2 is out of range: give a number from 1 to 256\n",
        ),
        (vec!["analyse", "a.pgn", "--depth", "-5"], "ferz: --depth: -5 is out of range: give a number from 1 to 99\n"),
        (
            vec!["--no-offers-before", "-3"],
            "ferz: --no-offers-before: -3 is out of range: give a number from 0 to 9999\n",
        ),
        (
            vec!["--computer", "black", "--level", "-1"],
            "ferz: --level: '-1' is not a level: give 1 (a beginner can win) to 8 (the engine at full strength)\n",
        ),
        (vec!["--match", "-2"], "ferz: --match '-2': expected a number of games from 1 to 100\n"),
        (
            vec!["perft", "-1"],
            "ferz: invalid value '-1' for '<DEPTH>': -1 is out of range: give a number from 0 to 10 (see 'ferz --help')\n",
        ),
        (vec!["--lang", "ru", "analyse", "a.pgn", "--threads", "-2"], "ferz: --threads: нужно число от 1 до 256\n"),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!((code, stdout.as_str(), stderr.as_str()), (2, "", expected), "{args:?}");
    }
    // A flag after a flag that takes an optional number is still a flag.
    let (code, stdout, _) = run(&[
        "perft",
        "1",
        "--chess960",
        "--fen",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    ]);
    assert_eq!((code, stdout.trim()), (0, "21"));
}

/// With `--lang ru`, before or after the subcommand, clap's refusals are said in Russian, with
/// the same flags, values and suggestions, and the same exit status.
#[test]
fn clap_errors_are_said_in_russian_with_lang_ru() {
    for (args, expected) in [
        (vec!["--lang", "ru", "--bogus"], "ferz: неизвестный аргумент «--bogus» (подробнее: ferz --help)\n"),
        (
            vec!["--whit", "Ann", "--lang", "ru"],
            "ferz: неизвестный аргумент «--whit»; есть похожий: «--white» (подробнее: ferz --help)\n",
        ),
        (vec!["--lang", "ru", "plya"], "ferz: нет подкоманды «plya»; есть похожая: «play» (подробнее: ferz --help)\n"),
        (
            vec!["play", "--lang", "ru", "--pieces", "uni"],
            "ferz: недопустимое значение «uni» для «--pieces <SET>» [возможные значения: auto, image, art, unicode, letters, ascii]; \
             есть похожее: «unicode» (подробнее: ferz --help)\n",
        ),
        (
            vec!["--lang", "ru", "--time"],
            "ferz: для «--time <TC>» нужно значение, но оно не указано (подробнее: ferz --help)\n",
        ),
        (vec!["--lang=ru", "perft"], "ferz: не указаны обязательные аргументы: <DEPTH> (подробнее: ferz --help)\n"),
        (
            vec!["--lang", "ru", "perft", "x"],
            "ferz: недопустимое значение «x» для «<DEPTH>»: нужно целое число, только цифры (подробнее: ferz --help)\n",
        ),
        (
            vec!["--lang", "ru", "--bell=yes"],
            "ferz: флаг «--bell» не принимает значения, а дано «yes» (подробнее: ferz --help)\n",
        ),
        (
            vec!["--lang", "ru", "--white", "a", "--white", "b"],
            "ferz: аргумент «--white <NAME>» можно указать только один раз (подробнее: ferz --help)\n",
        ),
        (
            vec!["--lang", "ru", "--no-offers-before", "x"],
            "ferz: --no-offers-before: нужно целое число, только цифры\n",
        ),
        (vec!["--lang", "ru", "analyse", "a.pgn", "--threads", "0"], "ferz: --threads: нужно число от 1 до 256\n"),
        (
            vec!["--lang", "ru", "analyse", "a.pgn", "--threads", "x"],
            "ferz: --threads: нужно целое число, только цифры\n",
        ),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!((code, stdout.as_str(), stderr.as_str()), (2, "", expected), "{args:?}");
    }
    // Help and the version stay clap's, on standard output, with status 0.
    let (code, stdout, _) = run(&["--lang", "ru", "--help"]);
    assert_eq!(code, 0);
    assert!(stdout.contains("Usage: ferz"), "{stdout}");
}

#[test]
fn perft_prints_the_count_last_and_divides_sorted() {
    let (code, stdout, stderr) = run(&["perft", "3", "--divide"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.last(), Some(&"8902"));
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[0], "a2a3: 380");
    assert_eq!(lines[19], "h2h4: 420");
    let mut sorted = lines[..20].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..20].to_vec());
    assert!(stderr.contains("nodes/s"), "{stderr}");
    let (_, full, _) = run(&[
        "perft",
        "3",
        "--no-bulk",
        "--fen",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ]);
    assert_eq!(full.trim(), "97862");
    // Depth 0 is the root alone, with or without --divide.
    for args in [&["perft", "0"][..], &["perft", "0", "--divide"], &["perft", "0", "--divide", "--no-bulk"]] {
        assert_eq!(run(args).1, "1\n", "{args:?}");
    }
    let (code, _, stderr) = run(&["perft", "2", "--fen", "8/8/8 w - -"]);
    assert_eq!(code, 2);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn help_and_version_go_to_standard_output() {
    let (code, stdout, _) = run(&["--version"]);
    assert_eq!(code, 0);
    assert!(stdout.starts_with("ferz "));
}

/// `--time` reads seconds and minutes:seconds as well as minutes; anything else is
/// one line naming what is wrong.
#[test]
fn time_in_seconds_and_minutes_and_seconds() {
    for time in ["10s", "0:10", "1:30", "5+3", "0.5"] {
        let out = Command::new(env!("CARGO_BIN_EXE_ferz"))
            .args(["script", "--time", time])
            .stdin(std::process::Stdio::null())
            .output()
            .expect("ferz runs");
        assert_eq!(out.status.code(), Some(0), "{time}: {}", String::from_utf8_lossy(&out.stderr));
    }
    let (code, stdout, stderr) = run(&["--time", "1:75"]);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert_eq!(
        stderr,
        "ferz: --time: time control '1:75': '1:75' is not minutes:seconds; expected e.g. 0:10 or 1:30, seconds under 60\n"
    );
    let (code, _, stderr) = run(&["--lang", "ru", "--time", "10x"]);
    assert_eq!(code, 2);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}
