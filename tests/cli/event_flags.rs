//! The flags of a match (`--match N`, `--event`, `--tiebreak`, `--armageddon`, `--colours`):
//! a bad one is one line and exit status 2, in the language asked, before any screen.

use crate::common::run;

#[test]
fn a_bad_match_flag_is_one_line_naming_it() {
    for (args, expected) in [
        (vec!["--match", "0"], "ferz: --match '0': expected a number of games from 1 to 100\n"),
        (vec!["--match", "x"], "ferz: --match 'x': expected a number of games from 1 to 100\n"),
        (vec!["play", "--match", "101"], "ferz: --match '101': expected a number of games from 1 to 100\n"),
        (
            vec!["--match", "2", "--armageddon", "5"],
            "ferz: --armageddon '5': expected White's and Black's minutes separated by a comma, such as 5,4\n",
        ),
        (
            vec!["--match", "2", "--armageddon", "4,5"],
            "ferz: --armageddon '4,5': White must have more minutes than Black, for whom a draw is a win\n",
        ),
        (vec!["--match", "2", "--tiebreak", "blitz"], "ferz: --tiebreak 'blitz': expected none or armageddon\n"),
        (vec!["--match", "2", "--colours", "random"], "ferz: --colours 'random': expected given or lot\n"),
        (vec!["--match", "2", "--event", " "], "ferz: --event: the event's name is empty\n"),
        (
            vec!["--match", "2", "--tiebreak", "none", "--armageddon", "6,5"],
            "ferz: --armageddon sets the clocks of an armageddon game, but --tiebreak none asks for none\n",
        ),
        (
            vec!["--match", "2", "--white", "Anna", "--black", "anna"],
            "ferz: the name 'anna' is given twice: every player needs a name of their own\n",
        ),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!((code, stdout.as_str(), stderr.as_str()), (2, "", expected), "{args:?}");
    }
}

#[test]
fn a_bad_match_flag_is_said_in_the_language_asked() {
    for (args, expected) in [
        (vec!["--lang", "ru", "--match", "0"], "ferz: --match «0»: нужно число партий от 1 до 100\n"),
        (vec!["--match", "x", "--lang", "ru"], "ferz: --match «x»: нужно число партий от 1 до 100\n"),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!((code, stdout.as_str(), stderr.as_str()), (2, "", expected), "{args:?}");
    }
    let (code, _, stderr) = run(&["--lang", "ru", "--match", "2", "--white", "Анна", "--black", "АННА"]);
    assert_eq!(code, 2);
    assert!(stderr.starts_with("ferz: ") && stderr.contains("АННА") && stderr.lines().count() == 1, "{stderr}");
    assert!(!stderr.contains("given twice"), "{stderr}");
}

#[test]
fn the_flags_of_a_match_need_the_match() {
    for flag in
        [&["--event", "Final"][..], &["--tiebreak", "armageddon"], &["--armageddon", "5,4"], &["--colours", "lot"]]
    {
        let (code, stdout, stderr) = run(flag);
        assert_eq!((code, stdout.as_str()), (2, ""), "{flag:?}");
        assert!(stderr.starts_with("ferz: ") && stderr.lines().count() == 1, "{flag:?}: {stderr}");
        assert!(stderr.contains("--match"), "{flag:?}: {stderr}");
    }
}

#[test]
fn a_bad_round_robin_is_one_line_in_the_language_asked() {
    for (args, expected) in [
        (vec!["--round-robin", "Anna"], "ferz: --round-robin: a round-robin needs 3 to 12 players; 1 name given\n"),
        (
            vec!["--round-robin", "Anna,Boris,anna"],
            "ferz: --round-robin: the name 'anna' is given twice: every player needs a name of their own\n",
        ),
        (vec!["--double"], "ferz: --double plays a round-robin twice: give the players with --round-robin A,B,C\n"),
        (
            vec!["--match", "2", "--round-robin", "Anna,Boris,Vera"],
            "ferz: --match and --round-robin: one event at a time, a match or a round-robin\n",
        ),
        (
            vec!["--lang", "ru", "--match", "2", "--round-robin", "Anna,Boris,Vera"],
            "ferz: --match и --round-robin: за раз одно соревнование — матч или круговой турнир\n",
        ),
        (
            vec!["--event", "Final"],
            "ferz: --event names a match or a round-robin: give --match N or --round-robin A,B,C\n",
        ),
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!((code, stdout.as_str(), stderr.as_str()), (2, "", expected), "{args:?}");
    }
}
