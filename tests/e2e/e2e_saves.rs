//! Saves in a real pseudo-terminal: two windows play two games
//! with the same data directory and never take each other's; a list to pick from when several
//! wait; `ferz resume` refuses a game another ferz plays, naming its process; a save that
//! cannot be written keeps a mark on the screen, quitting asks where to save it and otherwise
//! prints the game as PGN and ends non-zero; the message names the folder in the way; FIFOs
//! and links where a save should be are set aside unread, and a temporary file left by a
//! killed process is recovered; a full disk and a read-only one, made for real.

use crate::pty;

use std::fs;
use std::path::PathBuf;

use ferz::game::{Game, GameOptions, Instant};
use ferz::rules::Position;
use pty::{Place, Term, play, wait_folded};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// ferz run without a terminal, and the saves of unfinished games.
impl Place {
    /// ferz run without a terminal: its exit status and standard error.
    fn ferz_no_tty(&self, args: &[&str]) -> (i32, String) {
        let out = self.ferz_output(args);
        (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
    }

    /// The saves of unfinished games, by name.
    fn unfinished(&self) -> Vec<PathBuf> {
        let Ok(entries) = fs::read_dir(self.data.join("unfinished")) else { return Vec::new() };
        let mut saves: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
            .collect();
        saves.sort();
        saves
    }
}

/// A save of `1. e4` between `white` and `black`.
fn a_save(white: &str, black: &str) -> String {
    let options = GameOptions { white: Some(white.into()), black: Some(black.into()), ..GameOptions::default() };
    let mut game = Game::new(Position::new(), "5+3".parse().expect("a time control"), options);
    game.start_clock(Instant::from_ms(0));
    game.play_text("e4", Instant::from_ms(1_000)).expect("e4");
    game.to_save(&ferz::lang::English, Instant::from_ms(2_000), None)
}

#[test]
fn two_windows_play_two_games_and_never_take_each_others() {
    let place = Place::without_data_dir("saves-two");
    let mut a = place.ferz(&["--white", "Anna", "--black", "Boris"], 110, 32);
    a.wait_for("Press Enter to start");
    a.key("Enter");
    play(&mut a, "e4");
    a.wait_for("1. e4");
    let pid = a.pid().expect("a process id");
    assert_eq!(place.unfinished().len(), 1);

    // The second window sees the first one's game, held, and cannot take it.
    let mut b = place.ferz(&[], 110, 32);
    b.wait_for("An unfinished game was found:");
    b.wait_for("Anna – Boris, move 1, Boris to move — being played in another");
    b.wait_for(&format!("window (process {pid})"));
    wait_folded(&b, "The unfinished game found is being played in another window: N starts a new game, Q quits.");
    b.type_text("r");
    wait_folded(&b, &format!("That game is being played in another window (process {pid}): it is not resumed here."));
    b.type_text("q");
    assert_eq!(b.wait_exit(), 0);
    // A new game of its own, asked for by its flags, in a save of its own; the first game is
    // not moved, and not said to wait (it is being played).
    let mut b = place.ferz(&["--white", "Carl", "--black", "Dora"], 110, 32);
    b.wait_for("Press Enter to start");
    assert!(!b.screen().contains("unfinished"), "{}", b.screen());
    b.key("Enter");
    play(&mut b, "d4");
    b.wait_for("1. d4");
    play(&mut a, "e5");
    a.wait_until("1… e5", |s| s.lines().any(|l| l.contains("1. e4") && l.contains("e5")));
    let saves = place.unfinished();
    assert_eq!(saves.len(), 2, "{saves:?}");
    let texts: Vec<String> = saves.iter().map(|p| fs::read_to_string(p).expect("a save")).collect();
    let anna = texts.iter().find(|t| t.contains("[White \"Anna\"]")).expect("Anna's game is kept");
    let carl = texts.iter().find(|t| t.contains("[White \"Carl\"]")).expect("Carl's game is kept");
    assert!(anna.contains("1. e4") && anna.contains("e5") && !anna.contains("d4"), "{anna}");
    assert!(carl.contains("1. d4") && !carl.contains("e4"), "{carl}");
    assert!(!place.data.join("games").exists(), "nothing was moved aside");
    // `ferz resume` with both games played elsewhere: refused, naming a process that plays one.
    let (code, err) = place.ferz_no_tty(&["resume"]);
    assert_eq!(code, 2, "{err}");
    let pids = [pid, b.pid().expect("a process id")];
    assert!(err.contains("is being played in another window (process "), "{err}");
    assert!(pids.iter().any(|p| err.contains(&format!("(process {p})"))), "{err}");
    a.key("Ctrl-C");
    assert_eq!(a.wait_exit(), 0);
    b.key("Ctrl-C");
    assert_eq!(b.wait_exit(), 0);

    // Both wait now: a list to pick from; the one picked comes back, the other stays.
    let mut c = place.ferz(&[], 110, 32);
    wait_folded(&c, "2 unfinished games were found. Pick one with ↑ ↓:");
    wait_folded(&c, "2 unfinished games were found: ↑ ↓ picks one, R resumes it, N starts a new game.");
    let first_is_anna = {
        let screen = c.screen();
        let anna_at = screen.find("Anna – Boris").expect("Anna's game listed");
        let carl_at = screen.find("Carl – Dora").expect("Carl's game listed");
        anna_at < carl_at
    };
    c.key("Down");
    c.key("Enter");
    c.wait_for("Paused");
    let (shown, other) = if first_is_anna { ("White: Carl", "Anna") } else { ("White: Anna", "Carl") };
    c.wait_for(shown);
    c.key("Ctrl-C");
    assert_eq!(c.wait_exit(), 0);
    let saves = place.unfinished();
    assert_eq!(saves.len(), 2, "the other game still waits: {saves:?}");
    assert!(saves.iter().any(|p| fs::read_to_string(p).unwrap_or_default().contains(other)));
}

#[test]
fn an_unsaved_game_is_marked_asks_where_to_go_and_is_never_lost() {
    let place = Place::without_data_dir("saves-unsaved");
    // The data directory cannot be made: a file stands where it should be.
    fs::write(&place.data, "").expect("a file in the way");
    let mut term = place.ferz(&["--time", "5"], 110, 32);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    term.wait_for("● NOT SAVED");
    wait_folded(&term, "Autosave failed");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    assert!(term.screen().contains("● NOT SAVED"), "the mark stays:\n{}", term.screen());
    // Quitting asks where to save it, with a name ready.
    term.key("F10");
    wait_folded(&term, "The game is not saved");
    wait_folded(&term, "Where should it go?");
    term.wait_for("save ferz-");
    term.key("Enter");
    wait_folded(&term, "Saved the game to");
    let saved = fs::read_dir(&place.cwd).expect("the working directory").filter_map(Result::ok).count();
    assert_eq!(saved, 1, "the game was saved where asked");
    // Quitting anyway: the game is printed as PGN, and the status says it was not saved.
    term.key("F10");
    term.wait_for("Quit?");
    term.type_text("y");
    assert_ne!(term.wait_exit(), 0);
    let raw = String::from_utf8_lossy(&term.raw()).into_owned();
    assert!(raw.contains("here it is as PGN"), "{raw}");
    assert!(raw.contains("[FerzSave") && raw.contains("1. e4"), "the whole game is printed");
}

#[test]
fn the_folder_in_the_way_is_named_and_a_finished_game_is_not_left_unfinished() {
    let place = Place::without_data_dir("saves-games-blocked");
    fs::create_dir_all(&place.data).expect("the data directory");
    fs::write(place.data.join("games"), "").expect("a file where games/ should be");
    let mut term = place.ferz(&["--time", "5"], 110, 32);
    term.wait_for("Press Enter to start");
    term.key("Enter");
    play(&mut term, "e4");
    term.wait_for("1. e4");
    term.key("Ctrl-R");
    term.wait_for("Black, do you resign?");
    term.type_text("y");
    term.wait_for("1–0 — Black resigned");
    let games = place.data.join("games").to_string_lossy().into_owned();
    wait_folded(&term, &format!("{games}:"));
    assert!(!term.screen().contains("current.pgn"), "{}", term.screen());
    term.type_text("q");
    assert_eq!(term.wait_exit(), 0, "the finished game is in its own save");
    // What is left is the finished game, never the unfinished one before it.
    for save in place.unfinished() {
        let game = Game::from_save(&fs::read_to_string(&save).expect("a save")).expect("readable").game;
        assert!(game.is_over(), "{save:?} would be offered as unfinished");
    }
}

#[test]
fn special_files_are_set_aside_unread_and_left_over_temporaries_recovered_or_removed() {
    let place = Place::without_data_dir("saves-special");
    let dir = place.data.join("unfinished");
    fs::create_dir_all(&dir).expect("the folder of unfinished games");
    let fifo = dir.join("fifo.pgn");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success());
    assert!(made, "mkfifo");
    let secret = place.cwd.join("secret.txt");
    fs::write(&secret, "TOP SECRET").expect("a file");
    std::os::unix::fs::symlink(&secret, dir.join("link.pgn")).expect("a link");
    let socket = dir.join("socket.pgn");
    let listener = std::os::unix::net::UnixListener::bind(&socket).expect("a socket");
    // A killed process left its whole save in a temporary file, never renamed; another left
    // half a save, which is no game.
    fs::write(dir.join(".game.pgn.99999.tmp"), a_save("Anna", "Boris")).expect("a temporary file");
    fs::write(dir.join(".half.pgn.88888.tmp"), "[Event \"ferz\"]\n[White \"Ca").expect("a temporary file");

    let mut term = place.ferz(&[], 110, 32);
    term.wait_for("it is a named pipe (FIFO)");
    term.wait_for("it is a symbolic link (ferz never");
    term.wait_for("it is a socket, not a file");
    let raw = String::from_utf8_lossy(&term.raw()).into_owned();
    assert!(!raw.contains("TOP SECRET"), "the link's target is never shown");
    term.key("Enter");
    wait_folded(&term, "An unfinished game was found: Anna – Boris, move 1, Boris to move.");
    term.type_text("r");
    term.wait_for("Paused");
    term.key("Ctrl-C");
    assert_eq!(term.wait_exit(), 0);
    assert!(dir.join("fifo.pgn.corrupt-1").exists());
    assert!(fs::symlink_metadata(dir.join("link.pgn.corrupt-1")).is_ok_and(|m| m.file_type().is_symlink()));
    assert_eq!(fs::read_to_string(&secret).expect("untouched"), "TOP SECRET");
    let left: Vec<String> = fs::read_dir(&dir)
        .expect("the folder")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!left.iter().any(|n| n.ends_with(".tmp")), "{left:?}");
    assert!(left.contains(&"game.pgn".to_string()), "recovered: {left:?}");
    assert!(!left.iter().any(|n| n.starts_with("half")), "half a save is removed, not recovered: {left:?}");
    assert!(left.contains(&"socket.pgn.corrupt-1".to_string()), "{left:?}");
    drop(listener);

    // Named on the command line, they are refused at once, never waited on or read.
    let special = place.cwd.join("fifo.pgn");
    assert!(std::process::Command::new("mkfifo").arg(&special).status().is_ok_and(|s| s.success()));
    let socket = place.cwd.join("socket.pgn");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).expect("a socket");
    let link = place.cwd.join("link.pgn");
    std::os::unix::fs::symlink(&secret, &link).expect("a link");
    for (file, what) in [
        (special.to_string_lossy().into_owned(), "it is a named pipe (FIFO), not a file"),
        (socket.to_string_lossy().into_owned(), "it is a socket, not a file"),
        ("/dev/zero".to_string(), "it is a device, not a file"),
        (link.to_string_lossy().into_owned(), "it is a symbolic link (ferz never follows one)"),
    ] {
        let (code, err) = place.ferz_no_tty(&["resume", &file]);
        assert_eq!(code, 2, "{err}");
        assert_eq!(err, format!("ferz: cannot resume {file}: {what}\n"));
    }
}

/// Whether this test may mount a small file system of its own (`unshare -m`, as root): a full
/// disk and a read-only one cannot be made otherwise — root writes through permissions.
fn can_mount(place: &Place) -> bool {
    let probe = place.root.join("probe");
    let _ = fs::create_dir_all(&probe);
    let script = "mount -t tmpfs -o size=16k tmpfs \"$0\"";
    std::process::Command::new("unshare")
        .args(["-m", "sh", "-c", script])
        .arg(&probe)
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// ferz started with its data directory on a small file system of its own, prepared by the
/// shell commands `prepare` (run there with `$D` the data directory).
fn ferz_on_own_disk(place: &Place, mount_options: &str, prepare: &str) -> Term {
    fs::create_dir_all(&place.data).expect("the data directory");
    let data = place.data.to_string_lossy().into_owned();
    let script = format!(
        "mount -t tmpfs -o {mount_options} tmpfs \"$D\" || exit 99; {prepare}; exec \"$FERZ\" --time 5 --white Anna"
    );
    Term::spawn(
        "unshare",
        &["-m", "sh", "-c", &script],
        110,
        32,
        &[("FERZ", FERZ), ("D", &data), ("FERZ_DATA_DIR", &data)],
        &place.cwd,
    )
}

/// A full disk and a read-only data directory, made for real: the game
/// goes on marked NOT SAVED with the system's reason and the folder at fault; quitting asks
/// where to save it, and quitting anyway prints the whole game on standard error and ends
/// with status 2. Needs to mount a file system (root): said and skipped otherwise.
#[test]
fn a_full_disk_and_a_read_only_one_never_lose_the_game_silently() {
    let place = Place::without_data_dir("saves-disks");
    if !can_mount(&place) {
        eprintln!("skipped: mounting a small file system needs root (unshare -m)");
        return;
    }
    let cases = [
        (
            "size=64k",
            "mkdir \"$D/unfinished\"; dd if=/dev/zero of=\"$D/fill\" bs=4k count=100 2>/dev/null",
            "No space left on device",
            "disk full",
        ),
        ("size=64k,ro", "true", "Read-only file system", "read-only disk"),
    ];
    for (options, prepare, why, title) in cases {
        let mut term = ferz_on_own_disk(&place, options, prepare);
        term.wait_for("Press Enter to start");
        term.key("Enter");
        term.wait_for("● NOT SAVED");
        wait_folded(&term, &format!("Autosave failed: {}/unfinished: {why}", place.data.display()));
        play(&mut term, "e4");
        term.wait_for("1. e4");
        assert!(term.screen().contains("● NOT SAVED"), "the mark stays:\n{}", term.screen());
        // And says why, after the failure's message is gone.
        assert!(term.screen().contains(&format!("● NOT SAVED: {title} ")), "{title}:\n{}", term.screen());
        term.key("F10");
        wait_folded(&term, "Where should it go?");
        term.key("F10");
        term.wait_for("Quit?");
        term.type_text("y");
        assert_eq!(term.wait_exit(), 2, "{why}");
        let raw = String::from_utf8_lossy(&term.raw()).into_owned();
        assert!(raw.contains("the game could not be saved") && raw.contains("here it is as PGN"), "{why}");
        assert!(raw.contains("[White \"Anna\"]") && raw.contains("1. e4"), "{why}: the whole game is printed");
    }
}
