//! A match in a real pseudo-terminal: two games to the match's result by name, the
//! score in the title, the standings window between games asking for the next one by name;
//! kill -9 between games and during a game, and `ferz resume` goes on with the match and its
//! score; each game kept with `[Event]` and `[Round]`; a Russian match.

use crate::pty;

use std::fs;

use pty::{Place, Term, play, wait_folded};

/// The screen with the rows of a window beside the board read from its frame on (the board's
/// pieces left out), whitespace folded: a sentence the window wraps reads whole.
fn panel_folded(screen: &str) -> String {
    let row = |l: &str| match l.find('│') {
        Some(i) => l[i..].replace('│', " "),
        None => l.to_string(),
    };
    screen.lines().map(row).collect::<Vec<_>>().join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Waits until the screen shows `text`, whole or wrapped in a window beside the board.
fn wait_beside(term: &Term, text: &str) {
    term.wait_until(&format!("{text:?}"), |s| s.contains(text) || panel_folded(s).contains(text));
}

/// Fool's mate for Black: White plays f3 and g4, Black mates with Qh4.
fn fools_mate(term: &mut Term) {
    for (mv, seen) in [("f2f3", "1. f3"), ("e7e5", "e5"), ("g2g4", "2. g4")] {
        play(term, mv);
        wait_beside(term, seen);
    }
    // The mate: the standings come up over the moves (a match lists the game, a round-robin
    // shows its crosstable).
    play(term, "d8h4");
    term.wait_until("the standings after the mate", |s| s.contains("checkmate") || s.contains(" × "));
}

/// The kept games of the place, as text, by name.
fn kept(place: &Place) -> Vec<String> {
    let mut paths: Vec<_> = fs::read_dir(place.data.join("games"))
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.sort();
    paths.iter().filter_map(|p| fs::read_to_string(p).ok()).collect()
}

#[test]
fn a_two_game_match_ends_with_its_result_by_name() {
    let place = Place::new("match-two");
    let mut t = place.ferz(&["--match", "2", "--white", "Anna", "--black", "Boris", "--time", "5+3"], 100, 30);
    wait_beside(&t, "Game 1: Anna (White) – Boris. Start it?");
    wait_beside(&t, "Game 1 of 2 · Anna 0 – Boris 0");
    t.type_text("y");
    wait_beside(&t, "Press Enter to start");
    t.key("Enter");
    fools_mate(&mut t);
    // Black (Boris) mated: the standings, the next game by name with the colours swapped.
    wait_beside(&t, "Game 1: Anna (White) – Boris 0–1, checkmate, 2 moves");
    // The title names the game just finished, with its result, until the next one is set up.
    wait_beside(&t, "ferz · Game 1 of 2: Anna – Boris 0–1 · Anna 0 – Boris 1");
    wait_beside(&t, "Game 2: Boris (White) – Anna. Start it?");
    t.type_text("y");
    wait_beside(&t, "Boris plays White, Anna plays Black.");
    wait_beside(&t, "Game 2 of 2 · Anna 0 – Boris 1");
    wait_beside(&t, "Press Enter to start");
    t.key("Enter");
    fools_mate(&mut t);
    wait_beside(&t, "The match is drawn 1–1");
    wait_beside(&t, "Save the whole match as one PGN file?");
    t.type_text("y");
    wait_beside(&t, "Saved as one PGN file: ferz-match-");
    // Then what players expect after a match, asked by name: another, colours swapped, or quit.
    wait_beside(&t, "Anna, Boris: a new match, colours swapped (Boris has White in game");
    wait_beside(&t, "y new match · n quit · Esc back");
    t.key("Esc");
    t.type_text("n");
    wait_beside(&t, "Anna, Boris: a new match, colours swapped (Boris has White in game");
    t.type_text("y");
    wait_beside(&t, "Game 1: Boris (White) – Anna. Start it?");
    wait_beside(&t, "Game 1 of 2 · Boris 0 – Anna 0");
    t.type_text("n");
    t.key("F10");
    wait_beside(&t, "Boris, Anna: keep the match for later (ferz resume goes on with it)?");
    t.type_text("n");
    assert_eq!(t.wait_exit(), 0);
    let games = kept(&place);
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games.iter().all(|g| g.contains("[Event \"Match Anna–Boris\"]")), "{games:?}");
    for (round, white) in [("1", "Anna"), ("2", "Boris")] {
        let game = games.iter().find(|g| g.contains(&format!("[Round \"{round}\"]"))).expect("the game kept");
        assert!(game.contains(&format!("[White \"{white}\"]")), "{game}");
    }
    let whole: Vec<_> =
        fs::read_dir(&place.cwd).expect("the folder").filter_map(Result::ok).map(|e| e.path()).collect();
    let [file] = whole.as_slice() else { panic!("one file: {whole:?}") };
    let text = fs::read_to_string(file).expect("the match's PGN");
    assert_eq!(text.matches("[Event \"Match Anna–Boris\"]").count(), 2, "{text}");
    assert!(text.find("[Round \"1\"]") < text.find("[Round \"2\"]"), "{text}");
}

#[test]
fn a_match_killed_between_games_and_during_one_goes_on_with_its_score() {
    let place = Place::new("match-kill");
    let args = ["--match", "3", "--white", "Anna", "--black", "Boris", "--event", "Club final"];
    let mut t = place.ferz(&args, 100, 30);
    t.type_text("y");
    wait_beside(&t, "Press Enter to start");
    t.key("Enter");
    fools_mate(&mut t);
    wait_beside(&t, "Game 2: Boris (White) – Anna. Start it?");
    // Killed between games: the match goes on at game 2, its score kept.
    t.kill_hard();
    let mut t = place.ferz(&["resume"], 100, 30);
    wait_beside(&t, "Game 1: Anna (White) – Boris 0–1, checkmate, 2 moves");
    wait_beside(&t, "Game 2: Boris (White) – Anna. Start it?");
    wait_beside(&t, "Game 2 of 3 · Anna 0 – Boris 1");
    t.type_text("y");
    wait_beside(&t, "Press Enter to start");
    t.key("Enter");
    play(&mut t, "e4");
    wait_beside(&t, "1. e4");
    // Killed during game 2: resumed with its move and the match's score.
    t.kill_hard();
    let mut t = place.ferz(&["resume"], 100, 30);
    wait_beside(&t, "1. e4");
    wait_beside(&t, "Game 2 of 3 · Anna 0 – Boris 1");
    t.key("F8");
    play(&mut t, "e5");
    wait_beside(&t, "e5");
    // Resigning the game is not resigning the match.
    t.type_text(":resign");
    t.key("Enter");
    t.type_text("y");
    // White (Boris) resigned game 2: the match goes on, level, to game 3.
    wait_beside(&t, "Game 2: Boris (White) – Anna 0–1, resignation, 1 move");
    wait_beside(&t, "Anna 1 – Boris 1");
    wait_beside(&t, "Game 3: Anna (White) – Boris. Start it?");
    t.type_text("n");
    t.type_text("q");
    wait_beside(&t, "Anna, Boris: keep the match for later (ferz resume goes on with it)?");
    t.type_text("y");
    assert_eq!(t.wait_exit(), 0);
    let games = kept(&place);
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games.iter().all(|g| g.contains("[Event \"Club final\"]")), "{games:?}");
    let second = games.iter().find(|g| g.contains("[Round \"2\"]")).expect("game 2 kept");
    assert!(second.contains("[White \"Boris\"]") && second.contains("[Result \"0-1\"]"), "{second}");
}

#[test]
fn quitting_a_match_asks_by_name_whether_to_keep_it() {
    let place = Place::new("match-quit");
    let args = ["--match", "2", "--white", "Anna", "--black", "Boris", "--lang", "ru", "--time", "3+2"];
    let mut t = place.ferz(&[&args[..], &["--white-time", "4+2", "--arbiter", "strict"]].concat(), 100, 30);
    wait_beside(&t, "Партия 1: Anna (белые) – Boris. Начать?");
    wait_beside(&t, "Партия 1 из 2 · Anna 0 – Boris 0");
    t.type_text("n");
    t.key("F10");
    wait_beside(&t, "Anna, Boris: сохранить матч на потом (ferz resume продолжит его)?");
    t.type_text("y");
    assert_eq!(t.wait_exit(), 0);
    // Kept: resumed at its first game, with its own rules (time odds, the strict arbiter), not
    // those of a plain `ferz resume`.
    let mut t = place.ferz(&["resume", "--lang", "ru"], 100, 30);
    wait_beside(&t, "Партия 1: Anna (белые) – Boris. Начать?");
    t.type_text("y");
    wait_beside(&t, "· 4+2 блиц · строгий арбитр");
    let events = place.data.join("events");
    let file = fs::read_dir(&events)
        .expect("events")
        .filter_map(Result::ok)
        .find(|e| e.path().extension().is_some_and(|x| x == "json"));
    let json = fs::read_to_string(file.expect("the match's file").path()).expect("its text");
    assert!(json.contains("\"black_time\": \"3+2\"") && json.contains("\"arbiter\": \"strict\""), "{json}");
    t.key("F10");
    t.type_text("n");
    assert_eq!(t.wait_exit(), 0);
    // Ended: nothing is left to resume.
    let out = place.ferz_output(&["resume"]);
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn a_three_player_round_robin_goes_to_its_end_with_a_bye_each_round() {
    let place = Place::new("round-robin-three");
    let mut t = place.ferz(&["--round-robin", "Anna,Boris,Vera", "--time", "5+3"], 100, 30);
    // Berger with a bye: round 1 is 1–4 (Anna sits out), 2–3; round 2 4–3, 1–2; round 3 2–4, 3–1.
    for (round, white, black, bye) in
        [(1, "Boris", "Vera", "Anna"), (2, "Anna", "Boris", "Vera"), (3, "Vera", "Anna", "Boris")]
    {
        wait_beside(&t, &format!("Round {round}, board 1: {white} – {black}"));
        wait_beside(&t, &format!("{bye} has a bye"));
        wait_beside(&t, "Start it?");
        if round == 2 {
            // Killed between games: resumed at this round with the crosstable.
            t.kill_hard();
            t = place.ferz(&["resume"], 100, 30);
            wait_beside(&t, &format!("Round {round}, board 1: {white} – {black}"));
        }
        t.type_text("y");
        wait_beside(&t, "Press Enter to start");
        // Every game at the round-robin's own time control, after the resume too.
        wait_beside(&t, " · 5+3 blitz");
        t.key("Enter");
        fools_mate(&mut t);
    }
    wait_beside(&t, "Anna, Boris, Vera share first place with 1");
    wait_beside(&t, "Save the whole round-robin as one PGN file?");
    t.type_text("y");
    // Named for what it is.
    wait_beside(&t, "Saved as one PGN file: ferz-round-robin-");
    wait_beside(&t, "Anna, Boris, Vera: a new round-robin, the same players");
    // n: the evening is over.
    t.type_text("n");
    assert_eq!(t.wait_exit(), 0);
    let games = kept(&place);
    assert_eq!(games.len(), 3, "{games:?}");
    for round in ["1.1", "2.1", "3.1"] {
        assert!(
            games.iter().any(|g| g.contains(&format!("[Round \"{round}\"]")) && g.contains("[Event \"Round-robin\"]")),
            "{round}: {games:?}"
        );
    }
}

#[test]
fn a_match_kept_between_games_is_a_row_of_the_list_and_enter_goes_on() {
    let place = Place::new("match-row");
    let mut t = place.ferz(&["--match", "3", "--white", "Anna", "--black", "Boris"], 100, 30);
    t.type_text("y");
    wait_beside(&t, "Press Enter to start");
    t.key("Enter");
    fools_mate(&mut t);
    wait_beside(&t, "Game 2: Boris (White) – Anna. Start it?");
    t.type_text("n");
    t.key("F10");
    wait_beside(&t, "Anna, Boris: keep the match for later (ferz resume goes on with it)?");
    t.type_text("y");
    assert_eq!(t.wait_exit(), 0);
    // Plain `ferz`: the match waiting between its games is a row of the list, with its score.
    let mut t = place.ferz(&[], 100, 30);
    wait_beside(&t, "Match: Game 2 of 3 · Anna 0 – Boris 1");
    t.key("Enter");
    // Enter goes on with it as `ferz resume` does: game 2 asked by name, the score in the title.
    wait_beside(&t, "Game 2: Boris (White) – Anna. Start it?");
    wait_beside(&t, "ferz · Game 2 of 3 · Anna 0 – Boris 1");
    t.type_text("n");
    t.key("F10");
    wait_beside(&t, "Anna, Boris: keep the match for later (ferz resume goes on with it)?");
    t.type_text("y");
    assert_eq!(t.wait_exit(), 0);
    // N (a new game) leaves the match waiting: it is still there for `ferz resume`.
    let mut t = place.ferz(&[], 100, 30);
    wait_beside(&t, "Match: Game 2 of 3 · Anna 0 – Boris 1");
    t.type_text("n");
    t.wait_until("the new game", |s| !s.contains("Match: Game 2 of 3"));
    t.key("F10");
    t.wait_exit();
    let mut t = place.ferz(&["resume"], 100, 30);
    wait_beside(&t, "Game 2: Boris (White) – Anna. Start it?");
    wait_beside(&t, "Game 2 of 3 · Anna 0 – Boris 1");
    t.kill_hard();
}

/// At "Start it?" White's first move typed at once starts the game and is played, as in a single
/// game; after a game, Enter starts the next one — in English at 80×24 and in Russian.
#[test]
fn start_it_is_answered_by_the_first_move_and_by_enter() {
    for (lang, keys) in [("en", "y, Enter or White's first move: start"), ("ru", "y, Enter или ход белых: начать")]
    {
        let place = Place::new(&format!("match-start-{lang}"));
        let mut t = place.ferz(&["--match", "2", "--white", "Anna", "--black", "Boris", "--lang", lang], 80, 24);
        wait_folded(&t, keys);
        // The move is not lost: the game starts with it.
        play(&mut t, "e4");
        t.wait_until("1. e4 played", |s| s.contains("1. e4") && !s.contains(keys));
        t.key("Ctrl-C");
        assert_eq!(t.wait_exit(), 0);
    }
    let place = Place::new("match-start-enter");
    let mut t = place.ferz(&["--match", "2", "--white", "Anna", "--black", "Boris", "--time", "5+3"], 100, 30);
    wait_folded(&t, "Game 1: Anna (White) – Boris. Start it?");
    t.key("Enter");
    t.wait_for("Press Enter to start");
    fools_mate(&mut t);
    wait_folded(&t, "Game 2: Boris (White) – Anna. Start it?");
    t.key("Enter");
    t.wait_for("Game 2 of 2");
    play(&mut t, "d4");
    t.wait_for("1. d4");
    t.key("Ctrl-C");
    assert_eq!(t.wait_exit(), 0);
}
