//! The real `ferz` binary in a pseudo-terminal, used as a person uses it: keys go in, the
//! screen is read through a VT100 parser. Every test has its own data directory
//! (`FERZ_DATA_DIR`) and its own working directory, so the autosave and the envelopes of one
//! test never meet another's.
//!
//! The waits are generous (see `pty::PATIENCE`): these are functional checks, not speed
//! assertions, and they run on slow CI machines.

use crate::pty;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use ferz::game::{Game, format_clock};
use ferz::rules::Color;
use pty::{Place, Term, play, start_and_play_e4, wait_folded};

/// The instant `ms` milliseconds into the test's timeline.
fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// ferz run without a terminal, and what a test's data directory holds.
impl Place {
    /// `ferz ARGS` run to the end without a terminal (for what fails before the screen).
    fn ferz_plain(&self, args: &[&str]) -> (i32, String) {
        let out = self.ferz_output(args);
        assert!(out.stdout.is_empty(), "no screen was taken: {:?}", String::from_utf8_lossy(&out.stdout));
        (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
    }

    /// The save of the unfinished game (one file per game in `unfinished/`), or a path where
    /// none is when there is none.
    fn autosave(&self) -> PathBuf {
        let dir = self.data.join("unfinished");
        Place::files(&dir, ".pgn")
            .into_iter()
            .find(|p| p.extension().is_some_and(|x| x == "pgn"))
            .unwrap_or(dir.join("none"))
    }

    /// The single autosave of older versions, moved in at the next start.
    fn legacy(&self) -> PathBuf {
        self.data.join("current.pgn")
    }

    /// The files of `dir` whose names contain `part`.
    fn files(dir: &Path, part: &str) -> Vec<PathBuf> {
        let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
        let mut found: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().contains(part)))
            .collect();
        found.sort();
        found
    }
}

/// The time shown in the clock box titled with `who` (e.g. "White: Anna"): the first `m:ss`
/// in the box under its title — on the row under it, or under the large digits on a screen
/// with room for them (the board beside it holds no such word).
fn clock_shown(screen: &str, who: &str) -> Option<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let row = lines.iter().position(|l| l.contains(who))?;
    lines.iter().skip(row + 1).take(10).find_map(|line| {
        line.split(|c: char| c.is_whitespace() || c == '│')
            .find(|w| w.contains(':') && w.chars().all(|c| c.is_ascii_digit() || c == ':' || c == '.'))
            .map(str::to_string)
    })
}

/// Waits until the clock of `who` shows a time different from `before`: it is running.
fn wait_clock_moves(term: &Term, who: &str) {
    let before = clock_shown(&term.screen(), who).unwrap_or_else(|| panic!("no clock for {who}:\n{}", term.screen()));
    term.wait_until(&format!("{who}'s clock to move from {before}"), |s| {
        clock_shown(s, who).is_some_and(|now| now != before)
    });
}

/// The screen has a line holding all of `parts`, in any order.
fn line_with(screen: &str, parts: &[&str]) -> bool {
    screen.lines().any(|l| parts.iter().all(|p| l.contains(p)))
}

/// A game between Anna and Boris, started (Enter pressed), in a `cols`×`rows` terminal.
fn started(place: &Place, extra: &[&str], cols: u16, rows: u16) -> Term {
    let mut args = vec!["--white", "Anna", "--black", "Boris"];
    args.extend_from_slice(extra);
    let mut term = place.ferz(&args, cols, rows);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    term.wait_for("Anna (White) to move");
    term
}

/// Whether the tokens of `stty -a` say the tty is in cooked mode with echo.
fn cooked(stty: &str) -> bool {
    let tokens: Vec<&str> = stty.split(|c: char| c.is_whitespace() || c == ';').collect();
    tokens.contains(&"icanon") && tokens.contains(&"echo") && !tokens.contains(&"-icanon") && !tokens.contains(&"-echo")
}

/// `ferz ARGS; stty -a` in a shell in the terminal, so the tty can be read after ferz ends.
fn ferz_then_stty(place: &Place, args: &str) -> Term {
    let data = place.data.to_string_lossy().into_owned();
    let script = format!("\"$FERZ\" {args}; echo ferz-ended; stty -a");
    Term::spawn("sh", &["-c", &script], 100, 30, &[("FERZ", FERZ), ("FERZ_DATA_DIR", &data)], &place.cwd)
}

/// The terminal after ferz: main screen, cursor shown, cooked mode with echo.
fn assert_restored(term: &mut Term) {
    term.wait_for("ferz-ended");
    term.wait_until("the output of stty -a", |s| s.contains("icanon"));
    assert_eq!(term.wait_exit(), 0);
    let screen = term.screen();
    assert_eq!(term.modes(), (false, false), "main screen, cursor visible:\n{screen}");
    assert!(cooked(&screen), "raw mode was not left:\n{screen}");
}

#[test]
fn a_short_game_by_typed_moves_and_arrow_keys() {
    let place = Place::new("short");
    let mut term = started(&place, &[], 80, 24);
    let screen = term.screen();
    assert!(screen.contains("a   b   c   d   e   f   g   h"), "the board:\n{screen}");
    assert!(screen.contains("15:10"), "both clocks:\n{screen}");
    wait_clock_moves(&term, "White: Anna");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    wait_clock_moves(&term, "Black: Boris");
    // Black by the arrow keys: Black's cursor starts on its king's pawn, e7.
    for key in ["Enter", "Down", "Down", "Enter"] {
        term.key(key);
    }
    term.wait_until("1… e5 in the move list", |s| line_with(s, &["1. e4", "e5"]));
    play(&mut term, "Nf3");
    term.wait_for("2. Nf3");
    // From e5 to b8, pick up the knight, put it on c6.
    for key in ["Up", "Up", "Up", "Left", "Left", "Left", "Enter", "Down", "Down", "Right", "Enter"] {
        term.key(key);
    }
    term.wait_until("2… Nc6 in the move list", |s| line_with(s, &["2. Nf3", "Nc6"]));
    play(&mut term, "Bb5");
    term.wait_for("3. Bb5");
    let screen = term.screen();
    assert!(line_with(&screen, &["1. e4", "e5"]) && line_with(&screen, &["2. Nf3", "Nc6"]), "{screen}");
    assert!(screen.contains("Boris (Black) to move"), "{screen}");
    // The autosave has every move.
    let saved = fs::read_to_string(place.autosave()).expect("the autosave");
    assert!(saved.contains("1. e4 { [%clk"), "{saved}");
    assert!(saved.contains("3. Bb5"), "{saved}");
    term.key("F10");
    term.wait_for("Quit? The game is still going on.");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
    assert_eq!(term.modes(), (false, false), "the terminal is restored:\n{}", term.screen());
}

#[test]
fn a_draw_offered_and_accepted() {
    let place = Place::new("draw");
    let mut term = started(&place, &[], 100, 30);
    play(&mut term, "e4");
    term.wait_for("1. e4");
    // Black offers with the move; White accepts.
    term.key("F2");
    term.wait_for("Boris offers a draw with this move");
    play(&mut term, "e5");
    term.wait_for("Boris offers a draw — Anna: F3 accept");
    term.key("F3");
    // White is asked by name first, in the box and on the status line.
    wait_folded(&term, "Anna (White), do you accept Boris's draw offer? y / n");
    term.type_text("y");
    term.wait_for("½–½ — draw agreed");
    // The finished game is kept, and no unfinished game is left.
    term.wait_for("The finished game is kept in");
    assert!(!place.autosave().exists());
    let kept = Place::files(&place.data.join("games"), ".pgn");
    assert_eq!(kept.len(), 1, "{kept:?}");
    let text = fs::read_to_string(&kept[0]).expect("the kept game");
    assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_slip_to_the_key_next_to_the_offer_ends_nothing() {
    // With --lang ru the move list is in Russian notation (Кf3) unless --notation says otherwise.
    for (lang, own, declined, knight) in [
        ("en", "This is Anna's own draw offer", "Boris (Black) declines the draw; play goes on.", "2. Nf3"),
        ("ru", "Ничью предлагает Anna (белые)", "Boris (чёрные) отклоняет ничью; партия продолжается.", "2. Кf3"),
    ] {
        let place = Place::new(&format!("slip-{lang}"));
        let mut term = place.ferz(&["--white", "Anna", "--black", "Boris", "--lang", lang], 100, 30);
        // A move typed at the start screen starts the clock.
        term.wait_for("Enter");
        play(&mut term, "e4");
        term.wait_for("1. e4");
        play(&mut term, "e5");
        term.wait_until("1… e5", |s| line_with(s, &["1. ", "e5"]));
        // White offers and presses F3 and F4 by mistake: the game goes on.
        term.key("F2");
        term.key("F3");
        wait_folded(&term, own);
        term.key("F4");
        wait_folded(&term, own);
        assert!(!term.screen().contains("½–½"), "{}", term.screen());
        // After White's move, Black's F4 declines at once (it ends nothing, costs nothing),
        // said by name; the game goes on.
        play(&mut term, "Nf3");
        term.wait_for(knight);
        term.key("F4");
        wait_folded(&term, declined);
        assert!(!term.screen().contains("½–½"), "{}", term.screen());
        term.key("F10");
        term.type_text("y");
        assert_eq!(term.wait_exit(), 0);
    }
}

#[test]
fn a_threefold_repetition_is_claimed() {
    let place = Place::new("threefold");
    let mut term = started(&place, &[], 100, 30);
    for (i, mv) in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"].into_iter().enumerate() {
        play(&mut term, mv);
        let n = i / 2 + 1;
        if i % 2 == 0 {
            term.wait_for(&format!("{n}. {mv}"));
        } else {
            term.wait_until(&format!("{n}… {mv}"), |s| line_with(s, &[&format!("{n}. "), mv]));
        }
    }
    term.wait_for("Anna may claim a draw: threefold repetition");
    term.key("F5");
    term.wait_for("Anna claims a draw");
    term.key("F5");
    term.wait_for("½–½ — threefold repetition, claimed by Anna (White)");
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_player_resigns() {
    let place = Place::new("resign");
    let mut term = started(&place, &[], 80, 24);
    play(&mut term, "d4");
    term.wait_for("1. d4");
    term.key("Ctrl-R");
    wait_folded(&term, "Boris (Black), do you resign? y / n");
    term.type_text("y");
    term.wait_for("1–0 — Boris (Black) resigned");
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_player_loses_on_time() {
    let place = Place::new("flag");
    // 0.05 minutes: three seconds for the game.
    let mut term = started(&place, &["--time", "0.05+0"], 80, 24);
    term.wait_for("0–1 — Anna (White) lost on time");
    let screen = term.screen();
    assert!(screen.contains("FLAG FELL"), "{screen}");
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0);
    // The lost game is kept like any other.
    assert!(!place.autosave().exists());
    assert_eq!(Place::files(&place.data.join("games"), ".pgn").len(), 1);
}

#[test]
fn the_terminal_is_resized_mid_game_and_shrunk_below_the_least_size() {
    let place = Place::new("resize");
    let mut term = started(&place, &[], 120, 40);
    play(&mut term, "e4");
    term.wait_for("1. e4");
    term.resize(80, 24);
    term.wait_until("the board at 80×24", |s| {
        s.contains("a   b   c   d   e   f   g   h") && s.contains("1. e4") && s.lines().count() <= 24
    });
    term.resize(40, 10);
    term.wait_for("terminal too small");
    term.resize(100, 30);
    term.wait_until("the board again", |s| {
        !s.contains("too small") && s.contains("1. e4") && s.contains("Boris (Black) to move")
    });
    play(&mut term, "e5");
    term.wait_until("1… e5", |s| line_with(s, &["1. e4", "e5"]));
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_killed_game_is_resumed_with_every_move_and_the_clock() {
    let place = Place::new("kill");
    let mut term = started(&place, &[], 100, 30);
    for (mv, shown) in [("e4", "1. e4"), ("c5", "c5"), ("Nf3", "2. Nf3")] {
        play(&mut term, mv);
        term.wait_for(shown);
    }
    // Let the clock run a little before the crash: that time is not in the save. (A time that
    // must pass, the subject of the test; ferz has shown every move.)
    std::thread::sleep(Duration::from_millis(1_200));
    let text = fs::read_to_string(place.autosave()).expect("the autosave after the last move");
    term.kill_hard();
    let saved = Game::from_save(&text).expect("a readable save").game;
    assert_eq!(saved.moves().len(), 3);
    let white = format_clock(saved.clock().remaining(Color::White, at(0)));
    let black = format_clock(saved.clock().remaining(Color::Black, at(0)));

    let mut term = place.ferz(&[], 100, 30);
    term.wait_for("An unfinished game was found: Anna – Boris, move 2, Boris to move.");
    term.type_text("r");
    term.wait_for("Paused");
    let screen = term.screen();
    assert!(line_with(&screen, &["1. e4", "c5"]) && screen.contains("2. Nf3"), "every move:\n{screen}");
    assert_eq!(clock_shown(&screen, "White: Anna").as_deref(), Some(white.as_str()), "{screen}");
    assert_eq!(clock_shown(&screen, "Black: Boris").as_deref(), Some(black.as_str()), "{screen}");
    assert!(screen.contains("F8"), "how to resume is said:\n{screen}");
    // Paused: the clocks stand still. (The time that passes is the subject of the test.)
    std::thread::sleep(Duration::from_millis(1_200));
    assert_eq!(clock_shown(&term.screen(), "Black: Boris").as_deref(), Some(black.as_str()));
    term.key("F8");
    wait_clock_moves(&term, "Black: Boris");
    play(&mut term, "d6");
    term.wait_until("2… d6", |s| line_with(s, &["2. Nf3", "d6"]));
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);

    // `ferz resume` goes straight to the game.
    let mut term = place.ferz(&["resume"], 100, 30);
    term.wait_until("the resumed game", |s| line_with(s, &["2. Nf3", "d6"]) && s.contains("Paused"));
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_new_game_keeps_the_unfinished_one_aside() {
    let place = Place::new("abandon");
    let mut term = started(&place, &[], 100, 30);
    play(&mut term, "e4");
    term.wait_for("1. e4");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
    assert!(place.autosave().exists());

    // Plain `ferz` offers it, and N keeps the unfinished one aside and asks for the new game on
    // the start screen (a new game asked for by its flags starts at once and leaves it waiting:
    // e2e_flow).
    let mut term = place.ferz(&[], 100, 30);
    term.wait_for("An unfinished game was found: Anna – Boris, move 1, Boris to move.");
    term.wait_for("Resume it (R) or start a new game (N)?");
    term.type_text("n");
    term.wait_for("The unfinished game was kept as");
    let kept = Place::files(&place.data.join("games"), "-abandoned.pgn");
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(fs::read_to_string(&kept[0]).expect("the old game").contains("1. e4"));
    assert!(!place.autosave().exists(), "the new game has not started");
    term.wait_for("A new game");
    term.key("F10");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_corrupt_autosave_is_reported_and_kept() {
    let place = Place::new("bad");
    fs::write(place.legacy(), "[Event \"not ours\"]\n\n1. e4 *\n").expect("a foreign file");
    let mut term = place.ferz(&[], 100, 30);
    term.wait_for("The saved game could not be read");
    term.wait_for("It was kept as");
    let kept = Place::files(&place.data.join("unfinished"), ".corrupt-1");
    assert_eq!(kept.len(), 1, "{kept:?}");
    let kept = kept[0].clone();
    assert_eq!(fs::read_to_string(&kept).expect("kept aside"), "[Event \"not ours\"]\n\n1. e4 *\n");
    assert!(!place.autosave().exists());
    term.key("Enter");
    term.wait_for("Press Enter to start");
    term.key("Enter");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
    assert!(place.autosave().exists(), "a new autosave");
    assert!(kept.exists(), "never overwritten");
}

#[test]
fn a_failed_autosave_is_said_and_the_game_goes_on() {
    let place = Place::new("nowrite");
    // The data directory cannot be made: a file stands where its parent should be.
    let blocker = place.cwd.join("blocker");
    fs::write(&blocker, "").expect("a file");
    let data = blocker.join("d").to_string_lossy().into_owned();
    let mut term = Term::spawn(FERZ, &["--time", "5"], 100, 30, &[("FERZ_DATA_DIR", &data)], &place.cwd);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    term.wait_for("Autosave failed");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    play(&mut term, "e5");
    term.wait_until("1… e5", |s| line_with(s, &["1. e4", "e5"]));
    // Said once; the mark stays in sight while the game is not saved.
    term.wait_for("● NOT SAVED");
    term.key("Ctrl-C");
    // Never saved: the game is printed whole on standard error, and the status says so.
    assert_eq!(term.wait_exit(), 2);
    let raw = String::from_utf8_lossy(&term.raw()).into_owned();
    assert!(raw.contains("here it is as PGN") && raw.contains("[FerzSave") && raw.contains("e5"), "{raw}");
}

#[test]
fn resume_refuses_missing_and_bad_files_in_one_line() {
    let place = Place::new("refuse");
    let (code, err) = place.ferz_plain(&["resume"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.starts_with("ferz: there is no unfinished game to resume"), "{err}");

    let bad = place.cwd.join("mine.pgn");
    fs::write(&bad, "1. e4 e5 *\n").expect("a file");
    let (code, err) = place.ferz_plain(&["resume", "mine.pgn"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.starts_with("ferz: cannot resume mine.pgn: the file is not a ferz save"), "{err}");
    assert_eq!(fs::read_to_string(&bad).expect("untouched"), "1. e4 e5 *\n", "the user's file is left alone");
    assert_eq!(Place::files(&place.cwd, "corrupt").len(), 0);

    let (code, err) = place.ferz_plain(&["resume", "nowhere.pgn"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.starts_with("ferz: cannot resume nowhere.pgn: there is no such file"), "{err}");

    // A damaged autosave is set aside (it is ferz's own file) and named.
    fs::write(place.legacy(), "\u{0}\u{1}garbage").expect("garbage");
    let (code, err) = place.ferz_plain(&["resume"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("could not be read") && err.contains(".pgn.corrupt-1"), "{err}");
    assert_eq!(Place::files(&place.data.join("unfinished"), ".corrupt-1").len(), 1);
}

/// The code said once at sealing, read from the farewell on the screen.
fn code_said(screen: &str) -> String {
    let folded = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    let at = folded.find("The code that opens it: ").unwrap_or_else(|| panic!("no code said:\n{screen}"));
    folded[at + "The code that opens it: ".len()..].chars().take(14).collect()
}

/// The code in the box shown at sealing (`Code:  K 7 M Q   3 X R A   P 2 W D`), as typed.
fn code_in_box(screen: &str) -> String {
    let label = ["Code:", "Код:"];
    let line = screen.lines().find(|l| label.iter().any(|c| l.contains(c)));
    let line = line.unwrap_or_else(|| panic!("no code box:\n{screen}"));
    let after = label.iter().find_map(|c| line.split(c).nth(1));
    let spaced = after.unwrap_or_default().trim_matches(|c: char| c == '│' || c.is_whitespace());
    let groups: Vec<String> = spaced.split("   ").map(|g| g.split_whitespace().collect()).collect();
    assert_eq!(groups.len(), 3, "{line}");
    assert!(groups.iter().all(|g| g.chars().count() == 4), "{line}");
    groups.join("-")
}

/// The farewell printed in the terminal once the screen is given back, its rows joined with a
/// space: a word the terminal cut at its edge shows as two.
fn printed_farewell(screen: &str) -> String {
    let rows: Vec<&str> = screen.lines().skip_while(|l| !l.contains("adjourn") && !l.contains("отложена")).collect();
    let rows: Vec<&str> = rows.into_iter().map(str::trim_end).take_while(|l| !l.is_empty()).collect();
    rows.join(" ")
}

/// Plays 1. e4 e5, then White adjourns sealing `sealed`; gives the envelope's path and the
/// code that opens it.
fn adjourn(place: &Place, sealed: &str) -> (PathBuf, String) {
    let mut term = started(place, &[], 100, 30);
    play(&mut term, "e4");
    term.wait_for("1. e4");
    play(&mut term, "e5");
    term.wait_until("1… e5", |s| line_with(s, &["1. e4", "e5"]));
    play(&mut term, ":adjourn");
    term.wait_for("Anna (White) seals move 2");
    // The input line's hint may name a move such as Nf3: typing must add no more of it.
    let before = term.screen().matches(sealed).count();
    term.type_text(sealed);
    let dots = "●".repeat(sealed.chars().count());
    term.wait_for(&format!("Sealed move: {dots}"));
    let screen = term.screen();
    assert_eq!(screen.matches(sealed).count(), before, "the sealed move is never shown:\n{screen}");
    term.key("Enter");
    // The code is shown in the game, spaced out for the scoresheet, until a key is pressed.
    term.wait_for("Press any key to end the program");
    let shown = code_in_box(&term.screen());
    assert!(!place.autosave().exists(), "the envelope holds the game now");
    term.type_text(" ");
    assert_eq!(term.wait_exit(), 0);
    let screen = term.screen();
    assert_eq!(term.modes(), (false, false), "{screen}");
    assert!(screen.contains("Game adjourned: Anna (White) sealed move 2. The code that opens it: "), "{screen}");
    let printed = printed_farewell(&screen);
    assert!(printed.contains(&format!("The code that opens it: {shown} — write it")), "{printed}");
    assert!(printed.contains("it is not shown again. The envelope is ferz-adjourned-"), "{printed}");
    let envelopes = Place::files(&place.cwd, "ferz-adjourned-");
    assert_eq!(envelopes.len(), 1, "{envelopes:?}");
    let text = fs::read_to_string(&envelopes[0]).expect("the envelope");
    assert!(!text.contains(sealed), "the sealed move is not in the clear:\n{text}");
    assert!(text.contains("[FerzSealedBy \"white\"]") && text.contains("[FerzSealedMove \"2\"]"), "{text}");
    assert!(!place.autosave().exists(), "the envelope holds the game now");
    let code = code_said(&screen);
    assert!(!text.contains(&code) && !text.contains(&code.replace('-', "")), "the code is not in the file");
    (envelopes[0].clone(), code)
}

#[test]
fn an_adjourned_game_is_resumed_and_the_sealed_move_played() {
    let place = Place::new("adjourn");
    let (envelope, code) = adjourn(&place, "Nf3");
    let name = envelope.file_name().expect("a name").to_string_lossy().into_owned();
    let sealed_text = fs::read_to_string(&envelope).expect("the envelope");
    let mut term = place.ferz(&["resume", &name], 100, 30);
    wait_folded(&term, "Adjourned game — Anna (White) sealed move 2. Type the code from the scoresheet");
    let screen = term.screen();
    assert!(line_with(&screen, &["1. e4", "e5"]) && !screen.contains("│ 2. "), "not played yet:\n{screen}");
    // Enter alone, or a wrong code, leaves it sealed.
    term.key("Enter");
    wait_folded(&term, "A code is twelve letters and digits");
    term.type_text(if code == "0000-0000-0000" { "1111-1111-1111" } else { "0000-0000-0000" });
    term.key("Enter");
    wait_folded(&term, "This is not the code the envelope was sealed with");
    term.type_text(&code);
    term.key("Enter");
    term.wait_for("2. Nf3");
    term.wait_for("The envelope is opened");
    wait_folded(&term, "The envelope is opened: Anna's sealed move 2. Nf3 is played. Boris's clock runs.");
    // The opening is recorded in the envelope, which still opens with its code.
    let opened = fs::read_to_string(&envelope).expect("the envelope");
    assert!(opened.contains("[FerzOpened \""), "{opened}");
    let back = Game::from_save(&opened).expect("still an envelope").envelope.expect("sealed");
    assert!(back.opened.is_some());
    assert_eq!(back.open(&code).map(|s| s.text).as_deref(), Ok("Nf3"));
    wait_clock_moves(&term, "Black: Boris");
    assert!(place.autosave().exists(), "the game is autosaved again");
    play(&mut term, "Nc6");
    term.wait_until("2… Nc6", |s| line_with(s, &["2. Nf3", "Nc6"]));
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
    // Put back as it was sealed, the envelope is still known here as opened.
    fs::write(&envelope, &sealed_text).expect("the old copy");
    let mut term = place.ferz(&["resume", &name], 100, 30);
    wait_folded(&term, "This envelope was opened before:");
    // One game, one save: the game goes on from the save it has had since, and the
    // sealed move is not played a second time.
    wait_folded(&term, "The game goes on from its save; the sealed move is not played again.");
    term.wait_until("2… Nc6", |s| line_with(s, &["2. Nf3", "Nc6"]));
    term.key("F10");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
    let saves = Place::files(&place.data.join("unfinished"), ".pgn");
    assert_eq!(saves.len(), 1, "one save of the one game: {saves:?}");
}

/// The screen with its whitespace folded, for sentences wrapped across rows.
fn folded(term: &Term) -> String {
    term.screen().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One envelope, one game: two windows open the same envelope with its code at the same
/// moment. Exactly one plays the sealed move; the other says it was opened, by which process,
/// and leaves it sealed. One line in the record of openings, one unfinished game.
#[test]
fn one_envelope_opened_in_two_windows_at_once_is_one_game() {
    let place = Place::new("adjourn-race");
    let (envelope, code) = adjourn(&place, "Nf3");
    let name = envelope.file_name().expect("a name").to_string_lossy().into_owned();
    let mut windows = [place.ferz(&["resume", &name], 100, 30), place.ferz(&["resume", &name], 100, 30)];
    for term in &mut windows {
        wait_folded(term, "Type the code from the scoresheet");
        term.type_text(&code);
    }
    for term in &windows {
        term.wait_for(&code);
    }
    // Enter in both windows, one right after the other.
    for term in &mut windows {
        term.key("Enter");
    }
    let opened = "The envelope is opened: Anna's sealed move 2. Nf3 is played.";
    let elsewhere = "This envelope was opened at";
    for term in &windows {
        term.wait_until("either opened or refused", |s| {
            let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
            s.contains(opened) || s.contains(elsewhere)
        });
    }
    let winners: Vec<usize> = (0..2).filter(|&i| folded(&windows[i]).contains(opened)).collect();
    assert_eq!(winners.len(), 1, "exactly one window opens it:\n{}\n{}", windows[0].screen(), windows[1].screen());
    let (winner, loser) = (winners[0], 1 - winners[0]);
    let pid = windows[winner].pid().expect("the winner's process");
    wait_folded(
        &windows[loser],
        &format!("in another window (process {pid}): the game goes on there; here it stays sealed."),
    );
    let screen = windows[loser].screen();
    assert!(!screen.contains("2. Nf3"), "not played here:\n{screen}");
    // The box says it was opened now, once the message is gone.
    windows[loser].type_text("x");
    wait_folded(&windows[loser], "Envelope opened before:");
    windows[loser].key("F10");
    assert_eq!(windows[loser].wait_exit(), 0);
    windows[winner].wait_until("the autosave", |_| place.autosave().exists());
    windows[winner].key("Ctrl-C");
    assert_eq!(windows[winner].wait_exit(), 0);
    let log = fs::read_to_string(place.data.join("opened-envelopes.log")).expect("the record");
    assert_eq!(log.lines().count(), 1, "one opening recorded:\n{log}");
    assert!(log.ends_with(&format!(" pid {pid}\n")), "{log}");
    let saves = Place::files(&place.data.join("unfinished"), ".pgn");
    assert_eq!(saves.len(), 1, "one unfinished game: {saves:?}");
}

/// The record of openings is ferz's own file: a FIFO in its place does not freeze the game
/// (the envelope stays sealed, saying why, and F10 leaves at once), and a link in its place
/// is not written through.
#[test]
fn a_record_of_openings_that_is_no_file_is_refused() {
    let place = Place::new("adjourn-record");
    let (envelope, code) = adjourn(&place, "Nf3");
    let name = envelope.file_name().expect("a name").to_string_lossy().into_owned();
    let record = place.data.join("opened-envelopes.log");
    let outside = place.root.join("outside.txt");
    fs::write(&outside, "not ferz's\n").expect("a file outside");
    let made = Command::new("mkfifo").arg(&record).status().is_ok_and(|s| s.success());
    assert!(made, "mkfifo");
    let cases =
        [("FIFO", "it is a named pipe (FIFO), not a file"), ("link", "it is a symbolic link (ferz never follows one)")];
    for (what, why) in cases {
        if what == "link" {
            fs::remove_file(&record).expect("the FIFO goes");
            std::os::unix::fs::symlink(&outside, &record).expect("a link");
        }
        let mut term = place.ferz(&["resume", &name], 100, 30);
        wait_folded(&term, "Type the code from the scoresheet");
        term.type_text(&code);
        term.key("Enter");
        wait_folded(&term, "The envelope stays sealed: its opening cannot be recorded");
        wait_folded(&term, &format!("(opened-envelopes.log: {why}). Call the arbiter."));
        assert!(!term.screen().contains("2. Nf3"), "{what}: not played:\n{}", term.screen());
        // Ctrl+C is heard: the game is not frozen.
        term.key("Ctrl-C");
        assert_eq!(term.wait_exit(), 0, "{what}");
    }
    assert_eq!(fs::read_to_string(&outside).expect("outside"), "not ferz's\n", "nothing written through the link");
    assert!(!fs::read_to_string(&envelope).expect("the envelope").contains("FerzOpened"));
}

#[test]
fn an_edited_envelope_is_refused_in_the_terminal() {
    let place = Place::new("tamper");
    let (envelope, code) = adjourn(&place, "Nf3");
    let text = fs::read_to_string(&envelope).expect("the envelope");
    let start = text.find("[FerzSealed \"").expect("the lock");
    let lock_end = start + text[start..].find("\"]").expect("the lock's end") - 1;
    let last = &text[lock_end..=lock_end];
    let flipped = format!("{}{}{}", &text[..lock_end], if last == "0" { "1" } else { "0" }, &text[lock_end + 1..]);
    let lock_line = &text[start..text[start..].find('\n').map_or(text.len(), |end| start + end)];
    // White's clock cut to a few seconds (the tag as ferz writes it, another time in it).
    let clock_line = text.lines().find(|l| l.starts_with("[FerzClock ")).expect("the clock");
    let white = clock_line.split("white=").nth(1).and_then(|v| v.split(|c: char| !c.is_ascii_digit()).next());
    let forged_clock = clock_line.replacen(&format!("white={}", white.expect("White's time")), "white=5000", 1);
    let edits = [
        // 1. e4 e5 becomes 1. d4 e5: still a legal game, but not the one sealed.
        ("moves", text.replace("1. e4", "1. d4")),
        // The same moves spelled anew: read alike, but not the record that was sealed.
        ("a move spelled anew", text.replace("1. e4 {", "1. e2e4 {")),
        // White's clock given more time by hand.
        ("clocks", text.replace("[FerzClock \"white=", "[FerzClock \"white=9")),
        ("result", text.replace("[Result \"*\"]", "[Result \"1/2-1/2\"]")),
        // The sealed move itself: a digit of its lock changed.
        ("sealed move", flipped),
        // The ways a tag used to be smuggled past the seal: the lock's line moved to
        // the top with a clock after it (the first FerzClock wins), a name on the lock's line,
        // a start without Black's queen on it, and a tag written twice.
        (
            "a clock on the lock's line",
            format!("{lock_line} {forged_clock}\n{}", text.replacen(&format!("{lock_line}\n"), "", 1)),
        ),
        ("a name on the lock's line", text.replace(lock_line, &format!("{lock_line} [White \"Mallory\"]"))),
        (
            "a start position on the lock's line",
            text.replace(
                lock_line,
                &format!(
                    "{lock_line} [SetUp \"1\"] [FEN \"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]"
                ),
            ),
        ),
        ("a tag written twice", text.replacen("[Result \"*\"]", "[Result \"*\"]\n[Result \"1-0\"]", 1)),
    ];
    for (what, edited) in edits {
        assert_ne!(edited, text, "{what} edited");
        fs::write(&envelope, edited).expect("edited");
        let mut term = place.ferz(&["resume", &envelope.to_string_lossy()], 100, 30);
        wait_folded(&term, "Type the code from the scoresheet");
        term.type_text(&code);
        term.key("Enter");
        wait_folded(&term, "The envelope differs from the record that was sealed");
        assert!(!term.screen().contains("2. Nf3"), "{what}: {}", term.screen());
        term.key("F10");
        assert_eq!(term.wait_exit(), 0, "{what}");
    }
}

#[test]
fn an_illegal_sealed_move_loses_and_the_banner_says_why() {
    let place = Place::new("sealloss");
    let (envelope, code) = adjourn(&place, "Ke3");
    let mut term = place.ferz(&["resume", &envelope.to_string_lossy()], 100, 30);
    wait_folded(&term, "Type the code from the scoresheet");
    term.type_text(&code);
    term.key("Enter");
    term.wait_for("0–1 — Anna (White) sealed an illegal move");
    term.wait_for("Anna's sealed move: illegal move 'Ke3'");
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0);
    let kept = Place::files(&place.data.join("games"), ".pgn");
    assert_eq!(kept.len(), 1, "the lost game is kept: {kept:?}");
}

#[test]
fn names_from_a_save_cannot_drive_the_terminal() {
    let place = Place::new("hostile");
    let tc = "5+3".parse().expect("a time control");
    let mut game = Game::new(ferz::rules::Position::new(), tc, ferz::game::GameOptions::default());
    game.start_clock(at(0));
    game.play_text("e4", at(1_000)).expect("e4");
    let text = game
        .to_save(&ferz::lang::English, at(2_000), None)
        .replace("[White \"White\"]", "[White \"An\u{1b}]0;pwned\u{7}na\u{1b}[2J\u{1b}[31m\"]")
        .replace("[Black \"Black\"]", "[Black \"\u{1b}[HBo\u{9b}1mris\"]");
    fs::write(place.cwd.join("hostile.pgn"), text).expect("a save");
    let mut term = place.ferz(&["resume", "hostile.pgn"], 100, 30);
    term.wait_for("White: Anna");
    term.wait_for("Black: Boris");
    let raw = term.raw();
    let seen = String::from_utf8_lossy(&raw);
    assert!(!seen.contains("pwned") && !seen.contains("\u{1b}]0;"), "no title was set");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn esc_typed_quickly_before_a_move_clears_the_input_and_keeps_the_move() {
    let place = Place::new("altkey");
    let mut term = started(&place, &[], 80, 24);
    term.type_text("Nf4");
    term.wait_for("Move: Nf4");
    // Esc, then e4, in one burst: the terminal reads Alt+e, then 4.
    term.send(b"\x1be4");
    term.wait_for("Move: e4");
    assert!(!term.screen().contains("Nf4e4"), "{}", term.screen());
    term.key("Enter");
    term.wait_for("1. e4");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn the_russian_screen_says_files_and_errors_in_russian() {
    let place = Place::new("russian");
    fs::write(place.legacy(), "[Event \"not ours\"]\n\n1. e4 *\n").expect("a foreign file");
    let mut term = place.ferz(&["--lang", "ru", "--white", "Anna", "--black", "Boris"], 100, 30);
    term.wait_for("Сохранённую партию не удалось прочитать: это не сохранение ferz");
    term.wait_for("Файл переименован в");
    term.key("Enter");
    term.wait_for("Нажмите Enter, чтобы начать");
    term.key("Enter");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    let saved = place.cwd.join("game.pgn");
    play(&mut term, ":save game.pgn");
    // The whole path is said (it may wrap anywhere: read without the spaces).
    let whole = format!("Партия сохранена в {}", saved.display()).replace(' ', "");
    term.wait_until(&whole, |s| s.split_whitespace().collect::<String>().contains(&whole));
    // The same file again: never overwritten, and why is said in Russian.
    play(&mut term, ":save game.pgn");
    term.wait_for("такой файл уже есть (");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
    // The file saved is a game `ferz resume` takes up, with the language after `resume` too.
    let text = fs::read_to_string(&saved).expect("the saved game");
    assert!(text.contains("[FerzSave") && text.contains("[Event \"Casual game\"]"), "{text}");
    let mut term = place.ferz(&["resume", "game.pgn", "--lang", "ru"], 100, 30);
    term.wait_for("Пауза — часы обоих игроков остановлены. F8 — продолжить.");
    term.wait_for("1. e4");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
}

/// While the game is not saved, the title says why — not only the message at the failure,
/// which the next key clears — whole at 80×24, in English and in Russian.
#[test]
fn the_title_says_why_the_game_is_not_saved() {
    for (lang, start, mark) in [
        ("en", "Press Enter to start", " ● NOT SAVED: not a folder "),
        ("ru", "Нажмите Enter", " ● НЕ СОХРАНЕНО: не папка "),
    ] {
        let place = Place::new(&format!("nowrite-title-{lang}"));
        // A file stands where the data directory's parent should be.
        let blocker = place.cwd.join("blocker");
        fs::write(&blocker, "").expect("a file");
        let data = blocker.join("d").to_string_lossy().into_owned();
        let args = ["--lang", lang, "--time", "5"];
        let mut term = Term::spawn(FERZ, &args, 80, 24, &[("FERZ_DATA_DIR", &data)], &place.cwd);
        term.wait_for(start);
        term.key("Enter");
        term.wait_until("the mark and its reason in the title", |s| {
            s.lines().next().is_some_and(|l| l.starts_with(mark))
        });
        // A move later (the failure's message long gone), the title still says why.
        play(&mut term, "e4");
        term.wait_for("1. e4");
        play(&mut term, "e5");
        term.wait_until("1… e5", |s| line_with(s, &["1. e4", "e5"]));
        let screen = term.screen();
        let title = screen.lines().next().unwrap_or_default();
        assert!(title.starts_with(mark), "{lang}: {title:?}");
        // The rest of the title still follows the mark: nothing of it is cut.
        assert!(title[mark.len()..].contains(" 5 "), "{lang}: whole: {title:?}");
        term.key("Ctrl-C");
        assert_eq!(term.wait_exit(), 2, "{lang}");
    }
}

#[test]
fn a_failed_autosave_is_said_in_russian() {
    let place = Place::new("nowrite-ru");
    let blocker = place.cwd.join("blocker");
    fs::write(&blocker, "").expect("a file");
    let data = blocker.join("d").to_string_lossy().into_owned();
    let args = ["--lang", "ru", "--time", "5"];
    let mut term = Term::spawn(FERZ, &args, 100, 30, &[("FERZ_DATA_DIR", &data)], &place.cwd);
    term.wait_for("Нажмите Enter");
    term.key("Enter");
    term.wait_for("Автосохранение не удалось:");
    wait_folded(&term, "часть пути — не папка (Not a directory");
    term.wait_for("● НЕ СОХРАНЕНО");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 2);
    let raw = String::from_utf8_lossy(&term.raw()).into_owned();
    assert!(raw.contains("вот она в PGN") && raw.contains("[FerzSave"), "{raw}");
}

#[test]
fn the_russian_farewell_of_an_adjourned_game_keeps_the_language() {
    let place = Place::new("adjourn-ru");
    let mut term = place.ferz(&["--lang", "ru"], 100, 30);
    term.wait_for("Новая партия");
    term.key("Enter");
    term.wait_for("Нажмите Enter");
    term.key("Enter");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    play(&mut term, ":adjourn");
    term.wait_for("Чёрные записывают 1-й ход");
    term.type_text("e5");
    term.key("Enter");
    term.wait_for("Нажмите любую клавишу");
    let shown = code_in_box(&term.screen());
    term.key("Enter");
    assert_eq!(term.wait_exit(), 0);
    let printed = printed_farewell(&term.screen());
    assert!(printed.contains("продолжить: ferz --lang ru resume ferz-adjourned-"), "{printed}");
    assert!(printed.contains(&format!("Код, которым вскрывается конверт: {shown} — запишите")), "{printed}");
    assert!(printed.contains("больше он не будет показан."), "{printed}");
}

#[test]
fn quitting_restores_the_terminal() {
    let place = Place::new("quit");
    let mut term = ferz_then_stty(&place, "--time 5");
    term.wait_for("Press Enter to start");
    assert_eq!(term.modes(), (true, true), "the game takes the alternate screen and hides the cursor");
    term.key("F10");
    assert_restored(&mut term);
}

#[test]
fn ctrl_c_mid_game_restores_the_terminal_and_keeps_the_game() {
    let place = Place::new("ctrlc");
    let mut term = ferz_then_stty(&place, "--time 5");
    start_and_play_e4(&mut term);
    term.key("Ctrl-C");
    assert_restored(&mut term);
    let saved = fs::read_to_string(place.autosave()).expect("the game is kept");
    assert!(saved.contains("1. e4"), "{saved}");
}

#[test]
fn after_a_mate_the_board_stays_in_sight_and_n_swaps_the_colours() {
    for (lang, over, question, swapped) in [
        (
            "en",
            "0–1 — Boris (Black) wins by checkmate",
            "Boris plays White, Anna plays Black. Start it? y / n",
            "White: Boris",
        ),
        (
            "ru",
            "0–1 — мат: побеждает Boris (чёрные)",
            "Boris играет белыми, Anna — чёрными. Начать? д / н",
            "Белые: Boris",
        ),
    ] {
        let place = Place::new("rematch");
        let args = ["--white", "Anna", "--black", "Boris", "--lang", lang, "--pieces", "unicode"];
        let mut term = place.ferz(&args, 80, 24);
        for mv in ["f3", "e5", "g4", "Qh4"] {
            play(&mut term, mv);
        }
        // The mating queen on h4 and the mated king on e1 are on the screen beside the box.
        let rank = |screen: &str, n: char| screen.lines().find(|l| l.starts_with(n)).unwrap_or_default().to_string();
        term.wait_until("the box beside the mated king and the mating queen", |screen| {
            screen.contains(over) && rank(screen, '4').contains('♛') && rank(screen, '1').contains('♚')
        });
        term.type_text("n");
        wait_folded(&term, question);
        term.type_text("y");
        term.wait_for(swapped);
        term.key("F10");
        assert_eq!(term.wait_exit(), 0);
    }
}

#[test]
fn knight_odds_go_with_the_player_in_the_new_game() {
    // Anna gives knight odds as White; after the new game with the colours swapped she still
    // gives them, now as Black: b8 is empty, b1 has its knight, and the title says so.
    for (lang, before, after) in [
        ("en", "White gives knight odds", "Black gives knight odds"),
        ("ru", "фора белых: ферзевый конь", "фора чёрных: ферзевый конь"),
    ] {
        let place = Place::new("odds-rematch");
        let args =
            ["--white", "Anna", "--black", "Boris", "--odds", "white:knight", "--lang", lang, "--pieces", "unicode"];
        let mut term = place.ferz(&args, 100, 30);
        let knights =
            |screen: &str, n: char| screen.lines().find(|l| l.starts_with(n)).unwrap_or_default().matches('♞').count();
        term.wait_until("Anna gives the knight as White", |s| {
            s.contains(before) && knights(s, '1') == 1 && knights(s, '8') == 2
        });
        for mv in ["f3", "e5", "g4", "Qh4"] {
            play(&mut term, mv);
        }
        term.wait_for("0–1");
        term.type_text("n");
        wait_folded(&term, if lang == "en" { "Start it? y / n" } else { "Начать? д / н" });
        term.type_text("y");
        term.wait_until("Anna gives the knight as Black", |s| {
            s.contains(after) && !s.contains(before) && knights(s, '1') == 2 && knights(s, '8') == 1
        });
        term.key("F10");
        assert_eq!(term.wait_exit(), 0);
    }
}

#[test]
fn a_position_given_over_says_so_at_once() {
    for (lang, text) in [
        ("en", "The position given is already over: ½–½ — stalemate; no move can be played."),
        ("ru", "Заданная позиция уже окончена: ½–½ — пат; сделать ход нельзя."),
    ] {
        let place = Place::new("over-at-once");
        let mut term = place.ferz(&["--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--lang", lang], 80, 24);
        wait_folded(&term, text);
        term.type_text("q");
        assert_eq!(term.wait_exit(), 0);
    }
}

/// True for what a plain console shows of `lang`'s screen: ASCII, and Russian letters on the
/// Russian screen.
fn plain(screen: &str, lang: &str) -> bool {
    screen.chars().all(|c| c.is_ascii() || (lang == "ru" && matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё')))
}

#[test]
fn a_plain_console_of_60x20_in_ascii() {
    // --lang ru writes Russian notation unless --notation says otherwise: here it says SAN.
    for (lang, ready, wrapped) in [
        ("en", "Press Enter", ["pick up the piece under the", "cursor, put it down"]),
        ("ru", "Нажмите Enter", ["взять фигуру под курсором,", "поставить её"]),
    ] {
        let place = Place::new(&format!("plain-{lang}"));
        let args = ["--white", "Anna", "--black", "Boris", "--pieces", "ascii", "--lang", lang, "--notation", "san"];
        let mut term = place.ferz(&args, 60, 20);
        term.wait_for(ready);
        let screen = term.screen();
        assert!(plain(&screen, lang), "{screen}");
        assert!(screen.contains("[P]"), "the cursor's brackets are whole on e2:\n{screen}");
        play(&mut term, "e4");
        term.wait_for("1. e4");
        play(&mut term, "e5");
        term.wait_until("1... e5", |s| line_with(s, &["1. e4", "e5"]));
        // A move typed on a Russian layout still works on a plain console.
        play(&mut term, "Кf3");
        term.wait_for("2. Nf3");
        let screen = term.screen();
        assert!(plain(&screen, lang), "{screen}");
        term.key("F1");
        term.wait_for(wrapped[1]);
        let screen = term.screen();
        assert!(plain(&screen, lang), "{screen}");
        for part in wrapped {
            assert!(screen.contains(part), "the help wraps: {part:?}\n{screen}");
        }
        term.key("Esc");
        term.key("F10");
        term.type_text("y");
        assert_eq!(term.wait_exit(), 0);
    }
}

#[test]
fn the_bell_rings_once_at_the_threshold_and_once_at_the_flag() {
    // Six seconds for White; --warn 5.5: the bell as White's clock goes under 0:05.5, and at
    // the flag. Nothing else writes BEL (no titles, no OSC).
    let place = Place::new("e2e-bell");
    let mut term = place.ferz(&["--time", "0.1", "--warn", "5.5", "--bell"], 80, 24);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    term.wait_for("FLAG FELL");
    let bells = term.raw().iter().filter(|&&b| b == 0x07).count();
    assert_eq!(bells, 2, "{}", term.screen());
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_bad_warn_is_one_line_and_status_2() {
    let place = Place::new("e2e-warn");
    let (code, err) = place.ferz_plain(&["--warn", "soon"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--warn") && err.contains("'soon'"), "{err}");
}

#[test]
fn the_linux_console_gets_ascii_pieces_unless_the_players_ask_for_figures() {
    let place = Place::new("linux-console");
    let data = place.data.to_string_lossy().into_owned();
    let env = [("FERZ_DATA_DIR", data.as_str()), ("TERM", "linux")];
    for (args, ascii) in [(&[][..], true), (&["--pieces", "unicode"][..], false)] {
        let mut term = Term::spawn(env!("CARGO_BIN_EXE_ferz"), args, 80, 24, &env, &place.cwd);
        // The new-game screen first (no flag asks for a game), in the console's plain marks.
        term.wait_for("A new game");
        assert!(term.screen().contains("> White"), "{}", term.screen());
        term.key("Enter");
        term.wait_for("Press Enter to start");
        let screen = term.screen();
        let rank = |n: char| screen.lines().find(|l| l.starts_with(n)).unwrap_or_default().to_string();
        if ascii {
            assert!(rank('8').contains('r') && rank('1').contains('K'), "{screen}");
            assert!(!screen.contains('♜') && !screen.contains('♔'), "{screen}");
        } else {
            assert!(rank('8').contains('♜'), "--pieces wins over the console's default: {screen}");
        }
        term.key("F10");
        assert_eq!(term.wait_exit(), 0);
    }
}
