//! Bad command lines end with one line a person can act on, and exit status 2
//! (INTERFACE.md: "a one-line error naming what is wrong").

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferz")).args(args).output().expect("ferz runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn clap_errors_are_one_line() {
    for (args, expected) in [
        (vec!["--bogus"], "ferz: unexpected argument '--bogus' found (see 'ferz --help')\n"),
        (vec!["perft"], "ferz: the following required arguments were not provided: <DEPTH> (see 'ferz --help')\n"),
        (
            vec!["perft", "x"],
            "ferz: invalid value 'x' for '<DEPTH>': invalid digit found in string (see 'ferz --help')\n",
        ),
        (vec!["--time"], "ferz: a value is required for '--time <TC>' but none was supplied (see 'ferz --help')\n"),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr, expected, "{args:?}");
    }
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
