//! The screen-reader face (`--screen-reader`) in a real pseudo-terminal: a log that
//! only grows, in plain words — no box drawing, blocks, figurines or escape sequences, no line
//! ever written over — each command's answer, nothing said while nobody types but the clock's
//! thresholds and its flag, a whole game to mate with the result by name, Russian, the end of
//! input and a signal keeping the game, and a game saved by the terminal face resumed here.

use crate::pty;

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use pty::{PATIENCE, Place, Term, play};

/// Everything the program wrote (and the terminal echoed), as text.
fn log(term: &Term) -> String {
    String::from_utf8_lossy(&term.raw()).into_owned()
}

/// Waits until the log holds `text`; fails with the log if it never does.
fn wait_log(term: &Term, text: &str) {
    let start = Instant::now();
    while !log(term).contains(text) {
        assert!(start.elapsed() < PATIENCE, "waited {PATIENCE:?} for {text:?}; the log is:\n{}", log(term));
        std::thread::sleep(Duration::from_millis(30));
    }
}

/// Types `line` and Enter, and waits for `answer`.
fn ask(term: &mut Term, line: &str, answer: &str) {
    play(term, line);
    wait_log(term, answer);
}

/// Checks that `text` is plain words a screen reader reads once: no escape sequence or other
/// control character but a line's end (a carriage return only before a line feed, so no line
/// is written over), no box drawing, block or figurine, and no line longer than the terminal.
fn plain(text: &str, width: usize) {
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\n' => {}
            b'\r' => assert_eq!(bytes.get(i + 1), Some(&b'\n'), "a bare carriage return at byte {i}:\n{text}"),
            _ => assert!(b >= 0x20 && b != 0x7f, "control byte {b:#04x} at {i}:\n{text:?}"),
        }
    }
    for c in text.chars() {
        let drawn = matches!(c as u32, 0x2500..=0x257F | 0x2580..=0x259F | 0x2654..=0x265F);
        assert!(!drawn, "{c:?} ({:#06x}) drawn:\n{text}", c as u32);
    }
    for line in text.lines() {
        assert!(line.chars().count() <= width, "a line longer than the terminal: {line:?}");
    }
}

/// The unfinished games saved in `place`, as text.
fn unfinished(place: &Place) -> Vec<String> {
    let Ok(entries) = fs::read_dir(place.data.join("unfinished")) else { return Vec::new() };
    let files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.iter().filter_map(|f| fs::read_to_string(f).ok()).collect()
}

#[test]
fn a_game_to_mate_is_a_log_of_plain_words_that_only_grows() {
    let place = Place::new("reader-mate");
    let mut term = place.ferz(&["--screen-reader", "--white", "Anna", "--black", "Boris", "--time", "3+2"], 80, 24);
    wait_log(&term, "Press Enter to start the clock, or type the first move of Anna (White).");
    assert_eq!(term.modes(), (false, false), "the main screen, the cursor shown");
    let mut before = log(&term);
    let steps = [
        ("", "The game is on — Anna's clock runs."),
        ("f3", "White: pawn f2 to f3. White 3 minutes "),
        ("e5", "Black: pawn e7 to e5. White 3 minutes "),
        ("Ke2", "illegal move 'Ke2': the king on e1 cannot go to e2: it holds your own pawn"),
        ("g4", "White: pawn g2 to g4."),
        ("Qh4", "Black: queen d8 to h4, checkmate."),
    ];
    for (line, said) in steps {
        ask(&mut term, line, said);
        let now = log(&term);
        assert!(now.starts_with(&before), "what was said is never changed:\n{before}\n---\n{now}");
        before = now;
    }
    wait_log(&term, "Boris (Black) wins by checkmate, 0-1.");
    wait_log(&term, "The game is over. Type :new for a new game, :quit to leave.");
    ask(&mut term, ":quit", "");
    assert_eq!(term.wait_exit(), 0);
    plain(&log(&term), 80);
    // The screen is the log's last lines, as written: nothing was drawn over them.
    let text = log(&term).replace("\r\n", "\n");
    let screen = term.screen();
    let tail: Vec<&str> = text.lines().rev().take(5).collect();
    let shown: Vec<&str> = screen.lines().filter(|l| !l.is_empty()).rev().take(5).collect();
    assert_eq!(shown, tail);
    assert!(fs::read_dir(place.data.join("games")).is_ok_and(|d| d.count() == 1), "the finished game is kept");
}

#[test]
fn each_command_answers_in_words() {
    let place = Place::new("reader-commands");
    let mut term = place.ferz(&["--screen-reader", "--white", "Anna", "--black", "Boris", "--time", "15+10"], 100, 30);
    wait_log(&term, "Press Enter");
    ask(&mut term, "l", "No move has been made yet.");
    ask(&mut term, "e4", "White: pawn e2 to e4. White 15 minutes");
    // The answer follows the echo of the typed line.
    ask(&mut term, "c", "c\r\nWhite 15 minutes");
    wait_log(&term, "c\r\nWhite 15 minutes");
    let answer = log(&term).rsplit("c\r\n").next().unwrap_or_default().to_string();
    assert!(answer.starts_with("White 15 minutes") && answer.contains(", Black 15 minutes"), "{answer}");
    ask(&mut term, "l", "Last move, move 1: White: pawn e2 to e4.");
    ask(&mut term, "p N", "White knights: b1, g1.");
    ask(&mut term, "p n", "Black knights: b8, g8.");
    ask(&mut term, "p Q", "White queens: d1.");
    ask(&mut term, "p Кр", "White kings: e1.");
    ask(&mut term, "s e", "file e: ");
    wait_log(&term, "file e: e1 white king, e4 white pawn, e7 black pawn, e8 black king, 4 empty.");
    ask(&mut term, "s 4", "rank 4: e4 white pawn, 7 empty.");
    ask(&mut term, "b", "rank 1: a1 white rook, b1 white knight");
    let board = log(&term);
    let ranks: Vec<usize> = (1..=8).rev().map(|r| board.rfind(&format!("rank {r}:")).unwrap_or(0)).collect();
    assert!(ranks.windows(2).all(|w| w[0] < w[1]), "rank 8 first, rank 1 last:\n{board}");
    assert!(board.contains("rank 6: empty."), "{board}");
    ask(&mut term, "o", "Boris (Black), your opponent is Anna, White.");
    ask(&mut term, "h", "Commands:");
    for key in [
        "c: both clocks",
        "l: the last move",
        "p: where pieces stand",
        "s: the pieces of a file",
        "b: the whole board",
        "o: the opponent",
        "h: these commands",
    ] {
        wait_log(&term, key);
    }
    ask(&mut term, "s 9", "s takes a file or a rank: s e, s 4.");
    // A word is not taken for a move ("'w' is not used in writing moves"): the help is named.
    ask(&mut term, "board", "Not a move or a command: board. Type h for help.");
    ask(&mut term, "z9", "'z9'");
    ask(&mut term, ":flip", ":flip changes the drawn board; this face draws none.");
    ask(&mut term, ":frobnicate", "Unknown command");
    ask(&mut term, ":offer", "Boris (Black) offers a draw.");
    ask(&mut term, "e5", "Black: pawn e7 to e5.");
    wait_log(&term, "Anna, Boris offers a draw. Type yes or no, or make a move.");
    ask(&mut term, "no", "Anna (White) declines the draw; play goes on.");
    // Nobody types: nothing is written, the clock is not read out.
    let quiet = log(&term);
    std::thread::sleep(Duration::from_millis(2_500));
    assert_eq!(log(&term), quiet, "nothing said while nobody types");
    plain(&log(&term), 100);
    // The end of input keeps the game for `ferz resume`, as quitting does.
    term.send(b"\x04");
    assert_eq!(term.wait_exit(), 0);
    let saves = unfinished(&place);
    assert_eq!(saves.len(), 1, "the game is kept");
    let game = ferz::game::Game::from_save(&saves[0]).expect("a save ferz resumes").game;
    let moves: Vec<&str> = game.moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(moves, ["e4", "e5"]);
}

#[test]
fn the_clock_is_said_at_ten_seconds_and_at_the_flag_only() {
    let place = Place::new("reader-flag");
    let mut term = place.ferz(&["--screen-reader", "--white", "Anna", "--black", "Boris", "--time", "0.2"], 80, 24);
    wait_log(&term, "Press Enter");
    ask(&mut term, "", "The game is on");
    let started = log(&term);
    wait_log(&term, "Anna (White): ten seconds, ");
    wait_log(&term, "Anna (White): the flag fell.");
    wait_log(&term, "Boris (Black) wins: Anna's flag fell, 0-1.");
    wait_log(&term, "The game is over. Type :new for a new game, :quit to leave.");
    // Said in this order, each once, and nothing else: the clock never ticks.
    let said = log(&term)[started.len()..].split_whitespace().collect::<Vec<_>>().join(" ");
    let order = [
        "Anna (White): ten seconds, ",
        "Anna (White): the flag fell.",
        "Boris (Black) wins: Anna's flag fell, 0-1.",
        "The finished game is kept in ",
        "The game is over. Type :new for a new game, :quit to leave.",
    ];
    let at: Vec<usize> = order.iter().map(|s| said.find(s).unwrap_or_else(|| panic!("{s:?} not in {said}"))).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]) && at[0] == 0, "{said}");
    assert!(said.ends_with(order[4]), "{said}");
    assert_eq!(said.matches("seconds left").count(), 1, "{said}");
    plain(&log(&term), 80);
    ask(&mut term, ":quit", "");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn under_one_minute_is_said_once() {
    let place = Place::new("reader-minute");
    let mut term = place.ferz(&["--screen-reader", "--time", "1.05+0"], 80, 24);
    wait_log(&term, "Press Enter");
    ask(&mut term, "", "The game is on");
    wait_log(&term, "White: under one minute, 59 seconds left.");
    ask(&mut term, "e4", "White: pawn e2 to e4. White 5");
    std::thread::sleep(Duration::from_millis(1_500));
    assert_eq!(log(&term).matches("under one minute").count(), 1, "{}", log(&term));
    term.send(b"\x04");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn russian_is_said_as_a_russian_player_says_it() {
    let place = Place::new("reader-ru");
    let mut term = place.ferz(
        &["--screen-reader", "--lang", "ru", "--white", "Анна", "--black", "Борис", "--time", "5+3"],
        80,
        24,
    );
    wait_log(&term, "Нажмите Enter, чтобы пустить часы");
    ask(&mut term, "e4", "Белые: пешка e2 на e4. Часы: белые 5 минут");
    ask(&mut term, "Кf6", "Чёрные: конь g8 на f6.");
    ask(&mut term, "e5", "Белые: пешка e4 на e5.");
    ask(&mut term, "d5", "Чёрные: пешка d7 на d5.");
    ask(&mut term, "exd6", "Белые: пешка e5 бьёт d6 на проходе.");
    ask(&mut term, "p К", "Белые кони: b1, g1.");
    ask(&mut term, "p к", "Чёрные кони: f6, b8.");
    ask(&mut term, "s 6", "Горизонталь 6: d6 белая пешка, f6 чёрный конь, пустых полей: 6.");
    ask(&mut term, "", "Ход чёрных: Борис.");
    ask(&mut term, "o", "Борис (чёрные), ваш соперник — Анна, белые.");
    ask(&mut term, "доска", "Это не ход и не команда: доска. Справка: h.");
    ask(&mut term, ":resign", "Борис (чёрные), вы сдаётесь? Напишите да или нет.");
    ask(&mut term, "да", "Анна (белые) выигрывает: чёрные сдались, 1-0.");
    plain(&log(&term), 80);
    ask(&mut term, ":quit", "");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_game_saved_by_the_terminal_face_resumes_here_and_a_signal_keeps_it() {
    let place = Place::new("reader-resume");
    let mut tui = place.ferz(&["--white", "Anna", "--black", "Boris", "--time", "5+3"], 100, 30);
    pty::start_and_play_e4(&mut tui);
    tui.key("Ctrl-C");
    assert_eq!(tui.wait_exit(), 0);
    assert_eq!(unfinished(&place).len(), 1, "the terminal face kept the game");

    let mut term = place.ferz(&["resume", "--screen-reader"], 80, 24);
    wait_log(&term, "Anna (White) against Boris (Black), time control 5+3.");
    wait_log(&term, "Last move, move 1: White: pawn e2 to e4.");
    wait_log(&term, "Both clocks are paused. Type :resume to go on.");
    ask(&mut term, ":resume", "The clocks run again.");
    ask(&mut term, "c5", "Black: pawn c7 to c5. White 5 minutes");
    plain(&log(&term), 80);
    let pid = term.pid().expect("a process id");
    let sent = std::process::Command::new("kill").arg("-TERM").arg(pid.to_string()).status();
    assert!(sent.is_ok_and(|s| s.success()));
    assert_eq!(term.wait_exit(), 128 + 15);
    let saves = unfinished(&place);
    assert_eq!(saves.len(), 1, "{saves:?}");
    let game = ferz::game::Game::from_save(&saves[0]).expect("a save ferz resumes").game;
    let moves: Vec<&str> = game.moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(moves, ["e4", "c5"]);

    // And back in the terminal face, the same game.
    let mut tui = place.ferz(&["resume"], 100, 30);
    tui.wait_for("c5");
    tui.key("Ctrl-C");
    assert_eq!(tui.wait_exit(), 0);
}

#[test]
fn the_clock_for_a_real_board_is_said_too() {
    let place = Place::new("reader-clock");
    let mut term = place.ferz(&["clock", "--screen-reader", "--time", "0.2"], 80, 24);
    wait_log(&term, "ferz clock, for a screen reader.");
    ask(&mut term, "", "White's clock runs. White 12");
    ask(&mut term, "", "Black's clock runs.");
    ask(&mut term, "c", "White ");
    wait_log(&term, "Black: ten seconds, ");
    wait_log(&term, "Black: the flag fell.");
    plain(&log(&term), 80);
    ask(&mut term, "q", "");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn the_flag_is_listed_and_bad_flags_still_end_before_anything_is_said() {
    let place = Place::new("reader-flags");
    for args in [&["--help"][..], &["resume", "--help"], &["clock", "--help"]] {
        let out = place.ferz_output(args);
        assert!(String::from_utf8_lossy(&out.stdout).contains("--screen-reader"), "{args:?}");
    }
    let out = place.ferz_output(&["--screen-reader", "--fen", "x"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "nothing said before the refusal");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("ferz: --fen: ") && err.lines().count() == 1, "{err}");
    let out = place.ferz_output(&["clock", "--screen-reader", "--time", "none"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // Standard input at its end at once: the face asks the first question of a new game and
    // ends, keeping nothing of a game that never began; with a game's flags, it says its
    // first lines.
    let out = place.ferz_output(&["--screen-reader"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("A new game."));
    let out = place.ferz_output(&["--screen-reader", "--time", "rapid"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("ferz, for a screen reader."));
    assert!(unfinished(&place).is_empty());
}

#[test]
fn moves_typed_at_launch_are_all_played_for_a_screen_reader_too() {
    // The burst is sent before ferz has said anything: the face reads lines, each one a move.
    let place = Place::new("reader-burst");
    let mut term = place.ferz(&["--screen-reader", "--white", "Anna", "--black", "Boris"], 80, 24);
    term.send(b"f3\re5\rg4\rQh4\r");
    wait_log(&term, "Boris (Black) wins by checkmate, 0-1.");
    let said = log(&term);
    for line in
        ["White: pawn f2 to f3.", "Black: pawn e7 to e5.", "White: pawn g2 to g4.", "Black: queen d8 to h4, checkmate."]
    {
        assert!(said.contains(line), "{line:?} is said:\n{said}");
    }
    ask(&mut term, ":quit", "");
    assert_eq!(term.wait_exit(), 0);
}

/// The lines said from `start` on, in order: each of `order` found after the one before it.
fn in_order(said: &str, order: &[&str]) {
    let mut from = 0;
    for line in order {
        let at = said[from..].find(line).unwrap_or_else(|| panic!("{line:?} not after byte {from} of:\n{said}"));
        from += at + line.len();
    }
}

#[test]
fn events_are_said_in_the_order_they_happened_and_captures_name_the_piece() {
    for (lang, white, black, order) in [
        (
            "en",
            "Anna",
            "Boris",
            [
                "White: pawn e2 to e4.",
                "The game is on — Boris's clock runs.",
                "Black: pawn e7 to e5.",
                "White: queen h5 takes pawn f7, checkmate.",
                "Anna (White) wins by checkmate, 1-0.",
                "The finished game is kept in ",
                "The game is over. Type :new for a new game, :quit to leave.",
            ],
        ),
        (
            "ru",
            "Анна",
            "Борис",
            [
                "Белые: пешка e2 на e4.",
                "Партия началась — идут часы ",
                "Чёрные: пешка e7 на e5.",
                "Белые: ферзь h5 бьёт пешку f7, мат.",
                "Анна (белые) выигрывает",
                "Оконченная партия сохранена в ",
                "Партия окончена. :new — новая партия, :quit — выход.",
            ],
        ),
    ] {
        let place = Place::new(&format!("reader-order-{lang}"));
        let args = ["--screen-reader", "--lang", lang, "--white", white, "--black", black, "--time", "5+3"];
        let mut term = place.ferz(&args, 80, 24);
        // The game is started by typing White's first move, not by Enter.
        wait_log(&term, if lang == "en" { "Press Enter" } else { "Нажмите Enter" });
        let start = log(&term).len();
        let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"];
        let en = [
            "pawn e2 to e4",
            "pawn e7 to e5",
            "bishop f1 to c4",
            "knight b8 to c6",
            "queen d1 to h5",
            "knight g8 to f6",
        ];
        let ru =
            ["пешка e2 на e4", "пешка e7 на e5", "слон f1 на c4", "конь b8 на c6", "ферзь d1 на h5", "конь g8 на f6"];
        for (mv, said) in moves.iter().zip(if lang == "en" { en } else { ru }) {
            play(&mut term, mv);
            wait_log(&term, said);
        }
        play(&mut term, "Qxf7");
        wait_log(&term, order[6]);
        let said = log(&term)[start..].to_string();
        plain(&said, 80);
        // Long lines are wrapped at the terminal's width: read across them.
        in_order(&said.split_whitespace().collect::<Vec<_>>().join(" "), &order);
        ask(&mut term, ":quit", "");
        assert_eq!(term.wait_exit(), 0);
    }
}

/// A start that is not the usual position is said before the first move, so that no one plays
/// it unawares: Chess960 by its number with the pieces of both first ranks (Black's rook given
/// as odds leaves its square empty), odds by name, a position given by FEN as such; and in
/// Russian a side without a name is not called by its own word ("Белые: белые").
#[test]
fn a_start_that_is_not_the_usual_one_is_said_before_the_first_move() {
    let place = Place::new("reader-start");
    let mut term = place.ferz(&["--screen-reader", "--chess960", "7", "--odds", "black:rook", "--white", "A"], 100, 30);
    wait_log(&term, "Press Enter to start the clock");
    // The log wraps at the terminal's width: read as words.
    let said = log(&term).split_whitespace().collect::<Vec<_>>().join(" ");
    let start = "Chess960 no. 7, Black gives rook odds. White's pieces, a1 to h1: queen, knight, bishop, knight, \
                 rook, king, rook, bishop; Black's, a8 to h8: queen, knight, bishop, knight, empty, king, rook, bishop. \
                 Press Enter";
    assert!(said.contains(start), "{said}");
    ask(&mut term, ":quit", "");
    assert_eq!(term.wait_exit(), 0);
    let place = Place::new("reader-start-ru");
    let mut term = place.ferz(
        &["--screen-reader", "--lang", "ru", "--fen", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", "--time", "3"],
        100,
        30,
    );
    wait_log(&term, "Партия начинается с заданной позиции: b — вся доска.");
    let said = log(&term).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(said.contains("ferz для экранного диктора. Белые против чёрных, контроль времени 3."), "{said}");
    ask(&mut term, "b", "Горизонталь 1: d1 белый ферзь, e1 белый король");
    plain(&log(&term), 100);
    ask(&mut term, ":quit", "");
    assert_eq!(term.wait_exit(), 0);
}
