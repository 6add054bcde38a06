//! The start screen of plain `ferz` in a real pseudo-terminal, each test with a configuration
//! directory of its own (`XDG_CONFIG_HOME`): shown in an empty one, Enter starting the default
//! game, the last choices offered the next time, game flags skipping it, a damaged settings
//! file said and replaced, N after a game opening it again with the colours swapped, and the
//! screen reader's questions as lines.

use crate::pty;

use std::fs;
use std::path::{Path, PathBuf};

use pty::{Place, Term, play};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// A test's place and its own (empty) configuration directory.
fn place(name: &str) -> (Place, PathBuf) {
    let place = Place::new(name);
    let config = place.root.join("config");
    (place, config)
}

/// `ferz ARGS` with the data directory of `place` and the configuration of `config`.
fn ferz(place: &Place, config: &Path, args: &[&str], cols: u16, rows: u16) -> Term {
    let data = place.data.to_string_lossy().into_owned();
    let config = config.to_string_lossy().into_owned();
    Term::spawn(FERZ, args, cols, rows, &[("FERZ_DATA_DIR", &data), ("XDG_CONFIG_HOME", &config)], &place.cwd)
}

/// The words of the screen inside its frame, lines joined and whitespace folded.
fn inside_the_box(screen: &str) -> String {
    let text: Vec<&str> = screen.lines().map(|l| l.trim().trim_matches('│').trim()).collect();
    text.join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}

fn settings(config: &Path) -> String {
    fs::read_to_string(config.join("ferz/settings.toml")).unwrap_or_default()
}

#[test]
fn plain_ferz_in_an_empty_config_asks_first_and_enter_starts_the_default_game() {
    let (place, config) = place("start-empty");
    let mut term = ferz(&place, &config, &[], 80, 24);
    term.wait_for("A new game");
    let screen = term.screen();
    for shown in ["Time control", "15+10 · rapid", "a friend at this keyboard", "standard chess", "English"] {
        assert!(screen.contains(shown), "{shown:?} is offered:\n{screen}");
    }
    assert!(!screen.contains("Press Enter to start"), "no board yet:\n{screen}");
    term.key("Enter");
    term.wait_for("Press Enter to start");
    term.wait_for("15+10 rapid");
    assert!(settings(&config).contains("time = \"15+10\""), "{}", settings(&config));
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn the_second_start_offers_the_last_choices() {
    let (place, config) = place("start-again");
    let mut term = ferz(&place, &config, &[], 80, 24);
    term.wait_for("A new game");
    term.type_text("Anna");
    term.key("Tab");
    term.type_text("Boris");
    term.key("Tab");
    // 15+10 → 10+5 on the club's clock.
    term.key("Left");
    term.wait_for("10+5 · rapid");
    term.key("Enter");
    term.wait_for("Press Enter to start");
    term.wait_for("White: Anna");
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
    let mut term = ferz(&place, &config, &[], 80, 24);
    term.wait_for("A new game");
    let screen = term.screen();
    for shown in ["Anna", "Boris", "10+5 · rapid"] {
        assert!(screen.contains(shown), "{shown:?} is offered again:\n{screen}");
    }
    term.key("Esc");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn game_flags_skip_the_screen() {
    let (place, config) = place("start-flags");
    let mut term = ferz(&place, &config, &["--time", "5+3", "--white", "Anna"], 80, 24);
    term.wait_for("Press Enter to start");
    assert!(!term.screen().contains("A new game"));
    assert!(!String::from_utf8_lossy(&term.raw()).contains("A new game"), "the screen never showed");
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
    assert_eq!(settings(&config), "", "nothing remembered from flags");
}

#[test]
fn a_damaged_settings_file_is_said_and_replaced() {
    let (place, config) = place("start-damaged");
    fs::create_dir_all(config.join("ferz")).expect("a directory");
    fs::write(config.join("ferz/settings.toml"), "white = \"Anna\"\ntime = \"five minutes\"\n").expect("written");
    let mut term = ferz(&place, &config, &[], 100, 30);
    term.wait_for("A new game");
    let said = "settings.toml could not be read (line 2: a wrong time): the defaults are offered, the old file \
                kept as settings.toml.corrupt-1.";
    term.wait_until(said, |s| inside_the_box(s).contains(said));
    let screen = term.screen();
    assert!(screen.contains("15+10 · rapid") && !screen.contains("Anna"), "the defaults:\n{screen}");
    assert!(settings(&config).contains("time = \"15+10\""), "replaced by the defaults: {}", settings(&config));
    let kept = fs::read_to_string(config.join("ferz/settings.toml.corrupt-1")).unwrap_or_default();
    assert!(kept.contains("five minutes"), "the damaged file is kept to look at: {kept:?}");
    term.key("Enter");
    term.wait_for("Press Enter to start");
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn n_after_a_game_opens_the_screen_with_the_colours_swapped() {
    let (place, config) = place("start-rematch");
    let mut term = ferz(&place, &config, &[], 100, 30);
    term.wait_for("A new game");
    term.type_text("Anna");
    term.key("Tab");
    term.type_text("Boris");
    fools_mate_then_n(&mut term);
    term.wait_for("A new game");
    term.wait_until("Boris White, Anna Black", |s| {
        let white = s.lines().find(|l| l.contains("› White")).unwrap_or("");
        let black = s.lines().find(|l| l.contains("Black") && !l.contains("White")).unwrap_or("");
        white.contains("Boris") && black.contains("Anna")
    });
    term.key("Enter");
    term.wait_for("White: Boris");
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn n_after_a_game_at_odds_gives_them_to_the_same_player() {
    // Anna gives knight odds as White; on the screen N opens, she plays Black and still gives
    // them, and the game begun from it starts without Black's knight.
    let (place, config) = place("start-odds-rematch");
    fs::create_dir_all(config.join("ferz")).expect("a directory");
    let chosen = "white = \"Anna\"\nblack = \"Boris\"\nstart = \"odds\"\nodds = \"white:knight\"\n";
    fs::write(config.join("ferz/settings.toml"), chosen).expect("written");
    let mut term = ferz(&place, &config, &["--pieces", "unicode"], 100, 30);
    term.wait_for("White gives knight odds");
    fools_mate_then_n(&mut term);
    term.wait_until("Boris White, Anna Black, Black gives the knight", |s| {
        let row = |word: &str| s.lines().find(|l| l.contains(word)).unwrap_or("").to_string();
        row("› White").contains("Boris")
            && row("Black  ").contains("Anna")
            && row("Odds ").contains("Black gives knight odds")
    });
    term.key("Enter");
    let knights =
        |screen: &str, n: char| screen.lines().find(|l| l.starts_with(n)).unwrap_or_default().matches('♞').count();
    term.wait_until("Anna gives the knight as Black", |s| {
        s.contains("White: Boris")
            && s.contains("Black gives knight odds")
            && knights(s, '1') == 2
            && knights(s, '8') == 1
    });
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn the_screen_reader_asks_the_same_questions_as_lines() {
    let (place, config) = place("start-reader");
    let mut term = ferz(&place, &config, &["--screen-reader"], 80, 24);
    term.wait_for("White's name [White]:");
    play(&mut term, "Anna");
    term.wait_for("Black's name [Black]:");
    term.key("Enter");
    term.wait_for("Time control [15+10]:");
    play(&mut term, "5 minutes");
    term.wait_for("time control '5 minutes'");
    play(&mut term, "3+2");
    // Opponent, start, arbiter, language: Enter keeps each.
    for question in ["Opponent [a friend", "Start [standard chess]", "Arbiter [assist", "Language [English]"] {
        term.wait_for(question);
        term.key("Enter");
    }
    term.wait_for("The game begins.");
    // The answers are remembered before the game is said.
    term.wait_for("ferz, for a screen reader.");
    let data = settings(&config);
    assert!(data.contains("white = \"Anna\"") && data.contains("time = \"3+2\""), "{data}");
}

#[test]
fn n_in_the_list_of_unfinished_games_opens_the_screen() {
    let (place, config) = place("start-found");
    let mut term = ferz(&place, &config, &["--time", "5+3", "--white", "Anna", "--black", "Boris"], 80, 24);
    pty::start_and_play_e4(&mut term);
    term.kill_hard();
    let mut term = ferz(&place, &config, &[], 100, 30);
    term.wait_for("An unfinished game was found");
    term.type_text("n");
    term.wait_for("A new game");
    term.key("Enter");
    term.wait_for("Press Enter to start");
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
    let kept = fs::read_dir(place.data.join("games")).map(|d| d.count()).unwrap_or(0);
    assert_eq!(kept, 1, "the game found was moved aside to games/");
}

#[test]
fn the_first_key_on_the_screen_after_a_game_is_not_lost() {
    // The game's reader of the terminal must not outlive the game: the start screen opened by
    // N after it gets the very first key pressed there.
    let (place, config) = place("start-first-key");
    let mut term = ferz(&place, &config, &[], 100, 30);
    term.wait_for("A new game");
    fools_mate_then_n(&mut term);
    term.wait_for("A new game");
    let focused = |s: &str| s.lines().find(|l| l.contains('›')).unwrap_or("").to_string();
    assert!(focused(&term.screen()).contains("White"), "White's name first:\n{}", term.screen());
    term.key("Tab");
    term.wait_until("the focus on Black's name", |s| focused(s).contains("Black"));
    term.type_text("Z");
    term.wait_until("Z typed into Black's name", |s| focused(s).contains('Z'));
    term.key("Esc");
    assert_eq!(term.wait_exit(), 0);
}

/// A game against the computer at level 5 is left unfinished; plain `ferz` (its settings file
/// remembering another game: a friend, 3+2, Vera and Oleg) offers it, R takes it up, Anna
/// resigns, and N opens the start screen with that game's choices, the colours swapped: the
/// computer at level 5 now in White's chair, Anna Black, 10+5 — not the remembered ones.
#[test]
fn n_after_a_resumed_game_offers_that_games_choices() {
    let (place, config) = place("start-resumed");
    fs::create_dir_all(config.join("ferz")).expect("a directory");
    let remembered = "white = \"Vera\"\nblack = \"Oleg\"\ntime = \"3+2\"\nopponent = \"friend\"\n";
    fs::write(config.join("ferz/settings.toml"), remembered).expect("written");
    let engine = crate::processes::fake_engine("instant.sh").to_string_lossy().into_owned();
    let args = ["--computer", "black", "--level", "5", "--engine", &engine, "--white", "Anna", "--time", "10+5"];
    let mut term = ferz(&place, &config, &args, 100, 30);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    play(&mut term, "Nf3");
    // The computer's reply, then the game is left.
    term.wait_for("Anna (White) to move");
    term.kill_hard();
    let mut term = ferz(&place, &config, &[], 100, 30);
    term.wait_for("An unfinished game was found");
    pty::wait_folded(&term, "Anna – Instant 1 (level 5)");
    term.type_text("r");
    pty::wait_folded(&term, "F8 starts Anna's clock");
    term.key("Ctrl-R");
    term.wait_for("Anna (White), do you resign?");
    term.type_text("y");
    term.wait_for("Anna (White) resigned");
    term.type_text("n");
    term.wait_for("A new game");
    let row = |s: &str, label: &str| s.lines().find(|l| l.contains(label)).unwrap_or("").to_string();
    term.wait_until("the resumed game's choices", |s| row(s, "Time control").contains("10+5"));
    let screen = term.screen();
    assert!(row(&screen, "White").contains("the computer"), "{screen}");
    assert!(row(&screen, "Black").contains("Anna"), "{screen}");
    assert!(row(&screen, "Opponent").contains("the computer, playing White"), "{screen}");
    assert!(row(&screen, "Level").contains("5 of 8"), "{screen}");
    assert!(!screen.contains("Vera") && !screen.contains("3+2"), "not the remembered game:\n{screen}");
    // Black's name, the one asked, is in focus; Enter starts that game, against the same
    // engine, and remembers it.
    assert!(row(&screen, "›").contains("Black"), "{screen}");
    term.key("Enter");
    term.wait_for("White: Instant 1 (level 5)");
    let data = settings(&config);
    assert!(data.contains("black = \"Anna\"") && data.contains("computer = \"white\"") && data.contains("level = 5"));
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
}

/// Odds of more than one piece chosen on the screen start the game `--odds` would: the title
/// says them, and they are remembered as the flag spells them.
#[test]
fn odds_of_two_pieces_chosen_on_the_screen_start_that_game() {
    let (place, config) = place("start-odds");
    let mut term = ferz(&place, &config, &[], 80, 24);
    term.wait_for("A new game");
    for key in ["Down", "Down", "Down", "Down", "Right", "Right", "Down", "Right", "Right", "Right"] {
        term.key(key);
    }
    term.wait_for("White gives rook and f-pawn odds");
    term.key("Enter");
    term.wait_for("Press Enter to start");
    term.wait_for("White gives rook and pawn odds");
    assert!(settings(&config).contains("odds = \"white:rook,pawn\""), "{}", settings(&config));
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
}

/// From the start screen: the game started (Enter, and Enter on the game's first screen), Black
/// mating in two (1. f3 e5 2. g4 Qh4#), then N for a new game.
fn fools_mate_then_n(term: &mut Term) {
    term.key("Enter");
    term.wait_for("Press Enter to start");
    term.key("Enter");
    for mv in ["f3", "e5", "g4", "Qh4"] {
        play(term, mv);
    }
    term.wait_for("wins by checkmate");
    term.type_text("n");
}
