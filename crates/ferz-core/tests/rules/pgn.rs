//! PGN reading and writing on real games: famous games replayed to their
//! final positions, annotations (comments, NAGs, variations, clocks) read
//! into the model, every error named with its line and column, the writer's
//! export format, round trips, and no panic on random or mutated input.

use std::io::{self, Read};

use ferz_core::pgn::{
    LongToken, MAX_COMMENT_LEN, PgnError, PgnErrorKind, PgnGame, PgnMove, PgnReader, PgnWriteError, Variation,
    format_clk, parse_clk, write_game,
};
use ferz_core::rules::{Move, Position, Square};

fn data(name: &str) -> String {
    let path = format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn read_all(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    PgnReader::new(text.as_bytes()).collect()
}

fn read_ok(text: &str) -> Vec<PgnGame> {
    read_all(text).into_iter().map(|g| g.unwrap_or_else(|e| panic!("{e}"))).collect()
}

fn sans(moves: &[PgnMove]) -> Vec<&str> {
    moves.iter().map(|m| m.san.as_str()).collect()
}

/// The error messages of a text's games, `None` for good games.
fn errors(text: &str) -> Vec<Option<String>> {
    read_all(text).into_iter().map(|g| g.err().map(|e| e.to_string())).collect()
}

#[test]
fn famous_games_replay_to_their_final_positions() {
    let games = read_ok(&data("famous.pgn"));
    let got: Vec<(&str, usize, &str, String, bool)> = games
        .iter()
        .map(|g| {
            let end = g.final_position();
            (g.tag("White").unwrap_or(""), g.moves.len(), g.result.as_str(), end.fen(), end.is_checkmate())
        })
        .collect();
    assert_eq!(
        got,
        vec![
            ("Paul Morphy", 33, "1-0", "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17".to_string(), true),
            (
                "Adolf Anderssen",
                45,
                "1-0",
                "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23".to_string(),
                true
            ),
            ("Donald Byrne", 82, "0-1", "1Q6/5pk1/2p3p1/1p2N2p/1b5P/1bn5/2r3P1/2K5 w - - 16 42".to_string(), true),
            ("Garry Kasparov", 87, "1-0", "8/Q6p/6p1/5p2/5P2/2p3P1/3r3P/2K1k3 b - - 3 44".to_string(), false),
            (
                "Deep Blue (Computer)",
                37,
                "1-0",
                "r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19".to_string(),
                false
            ),
        ]
    );
    let opera = &games[0];
    assert_eq!(
        &sans(&opera.moves)[20..],
        ["Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#"]
    );
    assert_eq!(opera.tags[0], ("Event".to_string(), "Casual game".to_string()));
    assert_eq!(opera.tag("ECO"), Some("C41"));
    // SAN is canonical: `N1f3` in the source is needed (two knights reach f3).
    assert_eq!(games[4].moves[12].san, "N1f3");
}

#[test]
fn clocks_comments_and_commands_are_kept_per_ply() {
    let games = read_ok(&data("annotated.pgn"));
    assert_eq!(games.len(), 3);
    let blitz = &games[0];
    assert_eq!(blitz.tag("Annotator"), Some(r#"A "quoted" name with a \ backslash"#));
    assert_eq!(blitz.tag("TimeControl"), Some("180+2"));
    let clocks: Vec<Option<u64>> = blitz.moves.iter().map(|m| m.clock_ms).collect();
    let secs = [180, 180, 178, 179, 175, 170, 160, 165, 150, 161, 148, 159, 140, 155];
    let mut expected: Vec<Option<u64>> = secs.iter().map(|s| Some(s * 1000)).collect();
    expected[8] = Some(150_500);
    assert_eq!(clocks, expected);
    assert_eq!(blitz.moves[2].commands, vec![("eval".to_string(), "0.2".to_string())]);
    assert!(blitz.moves.iter().all(|m| m.comment.is_none()));
    assert_eq!(blitz.moves[5].nags, vec![6]);
    assert_eq!(blitz.moves[8].nags, vec![4]);
    assert_eq!(blitz.moves[13].san, "Nf3#");
    assert_eq!(blitz.result, "0-1");
}

#[test]
fn variations_form_a_tree_beside_the_main_line() {
    let games = read_ok(&data("annotated.pgn"));
    let scholar = &games[1];
    assert_eq!(scholar.comment.as_deref(), Some("Scholar's mate, with the main defences."));
    assert_eq!(sans(&scholar.moves), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
    assert!(scholar.final_position().is_checkmate());
    let bc4 = &scholar.moves[2];
    assert_eq!(bc4.variations.len(), 1);
    let qh5_line = &bc4.variations[0];
    assert_eq!(sans(&qh5_line.moves), ["Qh5", "Nc6", "Bc4"]);
    assert_eq!(sans(&qh5_line.moves[1].variations[0].moves), ["g6", "Qxe5+"]);
    assert_eq!(qh5_line.moves[1].variations[0].moves[0].nags, vec![4]);
    assert_eq!(scholar.moves[3].nags, vec![1]);
    let nf6 = &scholar.moves[5];
    assert_eq!(nf6.nags, vec![4, 4]);
    assert_eq!(nf6.comment.as_deref(), Some("the losing move"));
    let g6_line = &nf6.variations[0];
    assert_eq!(sans(&g6_line.moves), ["g6", "Qf3", "Nf6"]);
    assert_eq!(g6_line.moves[0].comment.as_deref(), Some("is the answer, a comment spread over two lines"));
    assert_eq!(g6_line.moves[2].nags, vec![10]);
    assert_eq!(scholar.moves[6].nags, vec![18]);

    let untagged = &games[2];
    assert!(untagged.tags.is_empty());
    assert_eq!(sans(&untagged.moves), ["d4", "d5", "c4"]);
    assert_eq!(untagged.result, "*");
}

#[test]
fn crlf_and_a_byte_order_mark_read_like_plain_text() {
    let crlf = read_ok(&data("crlf_bom.pgn"));
    let plain = read_ok(&data("famous.pgn"));
    assert_eq!(crlf.len(), 1);
    assert_eq!(crlf[0], plain[0]);
}

#[test]
fn fen_starts_and_move_numbers() {
    let games = read_ok(&data("endings.pgn"));
    assert_eq!(games[0].start.fen(), "7k/8/6K1/8/8/8/8/5Q2 w - - 0 60");
    assert!(games[0].final_position().is_stalemate());
    let black_first = &games[5];
    assert_eq!(sans(&black_first.moves), ["e5", "Nc3", "Qh4#"]);
    assert_eq!(games[6].moves.len(), 0);
    assert_eq!(games[6].final_position(), Position::new());
}

/// Asserts each game's error: `None` for a good game, else the exact message,
/// or for move errors (whose reason is the notation layer's) its start.
fn assert_errors(file: &str, expected: &[Option<&str>]) {
    let got = errors(&data(file));
    assert_eq!(got.len(), expected.len(), "{file}: {got:?}");
    for (got, want) in got.iter().zip(expected) {
        match (got, want) {
            (None, None) => {}
            (Some(g), Some(w)) if w.ends_with(": ") => assert!(g.starts_with(w), "{file}: {g}"),
            (Some(g), Some(w)) => assert_eq!(g, w, "{file}"),
            _ => panic!("{file}: got {got:?}, expected {want:?}"),
        }
    }
}

#[test]
fn errors_name_line_column_and_what_was_expected() {
    assert_errors(
        "illegal.pgn",
        &[
            None,
            Some("line 20, column 48: illegal move 'Nf6' at ply 24 (move 12 for Black): "),
            Some("line 30, column 11: illegal move 'e5' at ply 1 (move 1 for White) in a variation: "),
            None,
        ],
    );
    assert_errors(
        "ambiguous.pgn",
        &[Some("line 9, column 23: ambiguous move 'Nd2' at ply 5 (move 3 for White): it could be Nbd2 or Nfd2"), None],
    );
    assert_errors(
        "unterminated_comment.pgn",
        &[Some("line 9, column 7: unterminated comment: '{' is never closed by '}' before the next game's tags"), None],
    );
    assert_errors(
        "unterminated_variation.pgn",
        &[
            Some("line 9, column 10: unterminated variation: '(' is never closed by ')' before the result '1-0'"),
            None,
            Some(
                "line 21, column 7: unterminated variation: '(' is never closed by ')' before the next game's tags at line 23",
            ),
            None,
        ],
    );
    assert_errors(
        "bad_fen.pgn",
        &[
            Some(
                "line 9, column 6: bad FEN tag \"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\": bad FEN board: \
                 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR' has 7 ranks; expected 8 separated by '/'",
            ),
            Some(
                "line 21, column 6: bad FEN tag \"8/8/8/8/8/8/8/K7 w - - 0 1\": impossible position: Black has no king",
            ),
            Some("line 32, column 8: the SetUp tag is \"1\" but there is no FEN tag"),
            None,
        ],
    );
    assert_errors(
        "bad_tag.pgn",
        &[
            Some("line 1, column 8: unterminated tag value: expected a closing '\"' on the same line"),
            Some("line 8, column 7: bad tag pair: expected a tag value in double quotes, found '?'"),
            Some(
                "line 14, column 1: bad tag pair: expected ']' to close the tag pair, found '[' (a tag pair, so the next game's tags)",
            ),
            None,
        ],
    );
    assert_errors(
        "garbage.pgn",
        &[
            Some(
                "line 4, column 17: unexpected character '@' (U+0040): expected a tag, a move, a move number, a comment, \
                 a variation or a result",
            ),
            Some("line 9, column 7: unreadable move 'hello' at ply 2 (move 1 for Black): "),
            Some(
                "line 14, column 10: unexpected ']': expected a move, a move number, a comment, a variation or a result",
            ),
            None,
        ],
    );
    assert_errors(
        "missing_result.pgn",
        &[
            Some(
                "line 11, column 1: missing result: expected 1-0, 0-1, 1/2-1/2 or * to end the game before the next game's tags",
            ),
            None,
        ],
    );
    assert_errors(
        "truncated.pgn",
        &[None, Some("line 23, column 69: unreadable move 'd' at ply 13 (move 7 for White): ")],
    );
}

#[test]
fn a_variant_other_than_chess_is_refused() {
    let games = read_all("[Variant \"Crazyhouse\"]\n\n1. e4 *\n[Variant \"Standard\"]\n\n1. e4 *\n");
    assert_eq!(
        games[0].as_ref().unwrap_err().to_string(),
        "line 1, column 10: unsupported variant \"Crazyhouse\": only standard chess can be read"
    );
    assert!(games[1].is_ok());
}

#[test]
fn a_bad_game_costs_only_itself() {
    let text = "1. e4 e5 2. Ke3 Nc6 3. Nf3 *\n\n1. d4 d5 *\n[Event \"x\"]\n1. e4 {open\n[Event \"y\"]\n\n1. c4 *\n";
    let games = read_all(text);
    assert_eq!(games.len(), 4);
    assert!(matches!(&games[0], Err(PgnError { line: 1, column: 13, kind: PgnErrorKind::Move { ply: 3, .. } })));
    assert_eq!(sans(&games[1].as_ref().unwrap().moves), ["d4", "d5"]);
    assert!(matches!(&games[2], Err(PgnError { line: 5, column: 7, kind: PgnErrorKind::UnterminatedComment { .. } })));
    assert_eq!(games[3].as_ref().unwrap().tag("Event"), Some("y"));
}

#[test]
fn odd_but_valid_syntax_is_read() {
    let games = read_ok(
        "1.e4 e5 2.Nf3 ;to the end\n2...Nc6 $1 3 Bb5 ... a6 {a} {b} 4. Ba4!? ( 4. Bxc6 dxc6 ) Nf6 5. 0-0 Be7 *\n\
         [Event \"Next\"]   [Site \"?\"]\n1. d4 1/2-1/2",
    );
    assert_eq!(games.len(), 2);
    let first = &games[0];
    assert_eq!(sans(&first.moves), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"]);
    assert_eq!(first.moves[2].comment.as_deref(), Some("to the end"));
    assert_eq!(first.moves[5].comment.as_deref(), Some("a b"));
    assert_eq!(first.moves[6].nags, vec![5]);
    assert_eq!(first.moves[6].variations[0].moves.len(), 2);
    assert_eq!(games[1].tag("Site"), Some("?"));
    assert_eq!(games[1].result, "1/2-1/2");
    assert!(read_all("").is_empty());
    assert!(read_all("\n% only an escape line\n  \r\n").is_empty());
}

/// A reader that hands out one byte per call, to cross every buffer boundary.
struct Trickle<'a>(&'a [u8]);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match (self.0.split_first(), buf.first_mut()) {
            (Some((&b, rest)), Some(slot)) => {
                *slot = b;
                self.0 = rest;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}

#[test]
fn reading_byte_by_byte_gives_the_same_games() {
    let text = data("famous.pgn") + "\n" + &data("annotated.pgn");
    let whole = read_ok(&text);
    let trickled: Vec<PgnGame> =
        PgnReader::new(io::BufReader::with_capacity(1, Trickle(text.as_bytes()))).map(|g| g.unwrap()).collect();
    assert_eq!(trickled, whole);
}

/// A reader that fails after some bytes.
struct Failing<'a>(&'a [u8]);

impl Read for Failing<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.0.is_empty() {
            return Err(io::Error::other("disk on fire"));
        }
        let n = buf.len().min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

#[test]
fn a_read_error_is_reported_once_and_ends_reading() {
    let text = "1. e4 e5 *\n\n1. d4 d5 2. c4";
    let games: Vec<_> = PgnReader::new(io::BufReader::new(Failing(text.as_bytes()))).collect();
    assert_eq!(games.len(), 2);
    assert!(games[0].is_ok());
    let err = games[1].as_ref().unwrap_err();
    assert!(err.is_io());
    assert!(err.to_string().contains("disk on fire"), "{err}");
}

/// An endless stream of the same game, produced on the fly.
struct Endless {
    game: &'static [u8],
    at: usize,
    left: usize,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 {
            return Ok(0);
        }
        let n = buf.len().min(self.game.len() - self.at);
        buf[..n].copy_from_slice(&self.game[self.at..self.at + n]);
        self.at += n;
        if self.at == self.game.len() {
            self.at = 0;
            self.left -= 1;
        }
        Ok(n)
    }
}

#[test]
fn games_stream_one_at_a_time() {
    let game = b"[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {a comment} 4. Ba4 Nf6 5. O-O Be7 1-0\n\n";
    let reader = PgnReader::new(io::BufReader::new(Endless { game, at: 0, left: 20_000 }));
    let mut count = 0;
    for g in reader {
        assert_eq!(g.unwrap().moves.len(), 10);
        count += 1;
    }
    assert_eq!(count, 20_000);
}

#[test]
fn huge_comments_are_bounded() {
    let big = "x".repeat(1_000_000);
    let text = format!("1. e4 {{{big}}} e5 *\n");
    let games = read_ok(&text);
    assert_eq!(games[0].moves[0].comment.as_ref().map(String::len), Some(1_000_000));

    let too_big = "y ".repeat(MAX_COMMENT_LEN / 2 + 10);
    let text = format!("1. e4 {{{too_big}}} e5 *\n1. d4 *\n");
    let games = read_all(&text);
    assert_eq!(games.len(), 2);
    assert!(matches!(games[0], Err(PgnError { kind: PgnErrorKind::TooLong { what: LongToken::Comment, .. }, .. })));
    assert!(games[1].is_ok());

    let long_symbol = "N".repeat(10_000);
    let games = read_all(&format!("1. {long_symbol} *\n1. d4 *\n"));
    assert!(matches!(games[0], Err(PgnError { kind: PgnErrorKind::TooLong { what: LongToken::Symbol, .. }, .. })));
    assert!(games[1].is_ok());

    let deep = "1. e4 ".to_string() + &"( 1. d4 ".repeat(100) + &")".repeat(100) + " *\n1. c4 *\n";
    let games = read_all(&deep);
    assert!(matches!(games[0], Err(PgnError { kind: PgnErrorKind::TooLarge { .. }, .. })));
    assert!(games[1].is_ok());
}

#[test]
fn the_writer_puts_the_seven_tag_roster_first_and_wraps_movetext() {
    let games = read_ok(&data("famous.pgn"));
    let text = write_game(&games[2]).unwrap();
    let expected_head = "[Event \"Third Rosenwald Trophy\"]\n[Site \"New York, NY USA\"]\n[Date \"1956.10.17\"]\n\
        [Round \"8\"]\n[White \"Donald Byrne\"]\n[Black \"Robert James Fischer\"]\n[Result \"0-1\"]\n[ECO \"D92\"]\n\n";
    assert!(text.starts_with(expected_head), "{text}");
    let movetext = &text[expected_head.len()..];
    assert!(movetext.starts_with("1. Nf3 Nf6 2. c4 g6 3. Nc3 Bg7 4. d4 O-O 5. Bf4 d5 6. Qb3 dxc4 7. Qxc4 c6 8. e4\n"));
    assert!(movetext.ends_with(" Rc2# 0-1\n"));
    assert!(text.lines().all(|l| l.chars().count() < 80 || l.starts_with('[')));

    let mut game = PgnGame::new(Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 5 40").unwrap());
    game.set_tag("White", "Ann \"the rook\" \\ Smith");
    game.set_tag("TimeControl", "300+2");
    game.set_tag("FEN", "ignored: the writer derives it");
    game.result = "1/2-1/2".to_string();
    let pos = game.start.clone();
    let kd8 = Move::new(Square::E8, Square::D8, None);
    game.moves.push(PgnMove::new(&pos, kd8).with_clock(61_500).with_comment(Some("a } brace and\n a newline")));
    let after = pos.play_unchecked(kd8);
    game.moves.push(PgnMove::new(&after, Move::new(Square::E2, Square::E4, None)));
    assert_eq!(
        write_game(&game).unwrap(),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Ann \\\"the rook\\\" \\\\ Smith\"]\n\
         [Black \"?\"]\n[Result \"1/2-1/2\"]\n[TimeControl \"300+2\"]\n[SetUp \"1\"]\n\
         [FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 5 40\"]\n\n40... Kd8 { [%clk 0:01:01.5] a ) brace and a newline } 41. e4 1/2-1/2\n"
    );
}

#[test]
fn the_writer_refuses_what_it_cannot_write() {
    let mut game = PgnGame::new(Position::new());
    game.moves.push(PgnMove::new(&Position::new(), Move::new(Square::E2, Square::E5, None)));
    assert!(matches!(write_game(&game), Err(PgnWriteError::IllegalMove { ply: 1, .. })));
    let mut game = PgnGame::new(Position::new());
    game.result = "2-0".to_string();
    assert_eq!(write_game(&game), Err(PgnWriteError::BadResult("2-0".to_string())));
    let mut game = PgnGame::new(Position::new());
    game.set_tag("Bad Name", "x");
    assert_eq!(write_game(&game), Err(PgnWriteError::BadTagName("Bad Name".to_string())));
}

#[test]
fn reading_what_we_write_gives_the_same_game() {
    for file in ["famous.pgn", "annotated.pgn", "endings.pgn"] {
        for game in read_ok(&data(file)) {
            let text = write_game(&game).unwrap();
            let back = read_ok(&text);
            assert_eq!(back.len(), 1, "{text}");
            let back = &back[0];
            assert_eq!(back.moves, game.moves, "{text}");
            assert_eq!(back.start, game.start);
            assert_eq!(back.result, game.result);
            assert_eq!(back.comment, game.comment);
            for (name, value) in &game.tags {
                assert_eq!(back.tag(name), Some(value.as_str()), "{name} in {text}");
            }
            assert_eq!(write_game(back).unwrap(), text);
        }
    }
}

/// A small deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random legal game with random annotations and a few variations.
fn random_game(rng: &mut Rng) -> PgnGame {
    let mut game = PgnGame::new(Position::new());
    game.set_tag("Event", "Random");
    game.set_tag("Round", &rng.below(100).to_string());
    let mut pos = Position::new();
    let mut clock = 300_000u64;
    for _ in 0..rng.below(120) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        clock = clock.saturating_sub(rng.below(5_000) as u64);
        let mut m = PgnMove::new(&pos, mv).with_clock(clock);
        if rng.below(8) == 0 {
            m = m.with_comment(Some("a comment } with { braces; and % signs %here"));
            m.nags.push(rng.below(256) as u8);
        }
        if rng.below(10) == 0 && moves.len() > 1 {
            let alt = moves[(moves.iter().position(|&x| x == mv).unwrap_or(0) + 1) % moves.len()];
            let alt_move = PgnMove::new(&pos, alt);
            m.variations.push(Variation { comment: Some("instead".to_string()), moves: vec![alt_move] });
        }
        game.moves.push(m);
        pos = pos.play_unchecked(mv);
    }
    game.result = ["1-0", "0-1", "1/2-1/2", "*"][rng.below(4)].to_string();
    game
}

#[test]
fn random_games_round_trip() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..150 {
        let game = random_game(&mut rng);
        let text = write_game(&game).unwrap();
        assert!(text.lines().all(|l| l.chars().count() < 80 && !l.starts_with('%')), "{text}");
        let back = read_ok(&text);
        assert_eq!(back.len(), 1);
        let mut expected = game.clone();
        for m in &mut expected.moves {
            if let Some(c) = &mut m.comment {
                *c = c.replace('}', ")");
            }
        }
        assert_eq!(back[0].moves, expected.moves, "{text}");
    }
}

#[test]
fn random_bytes_and_mutated_pgn_never_panic() {
    let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
    let alphabet = b"[]{}()\"\\;%$*.-/0123456789abcdefghNBRQKOxX+#=!? \n\r\tEvent";
    for _ in 0..300 {
        let len = rng.below(400);
        let bytes: Vec<u8> = (0..len)
            .map(|_| if rng.below(4) == 0 { rng.next() as u8 } else { alphabet[rng.below(alphabet.len())] })
            .collect();
        for game in PgnReader::new(bytes.as_slice()).take(1_000) {
            let _ = game.map(|g| g.final_position());
        }
    }
    let sources = [data("famous.pgn"), data("annotated.pgn"), data("endings.pgn")];
    for round in 0..300 {
        let mut bytes = sources[round % sources.len()].clone().into_bytes();
        for _ in 0..1 + rng.below(6) {
            if bytes.is_empty() {
                break;
            }
            let at = rng.below(bytes.len());
            match rng.below(4) {
                0 => bytes[at] = alphabet[rng.below(alphabet.len())],
                1 => {
                    bytes.remove(at);
                }
                2 => bytes.insert(at, rng.next() as u8),
                _ => bytes.truncate(at),
            }
        }
        let mut count = 0;
        for game in PgnReader::new(bytes.as_slice()) {
            count += 1;
            assert!(count < 10_000, "the reader does not make progress");
            if let Ok(g) = game {
                let text = write_game(&g).unwrap();
                assert_eq!(read_ok(&text)[0].moves, g.moves);
            }
        }
    }
}

#[test]
fn clock_text_both_ways() {
    assert_eq!(parse_clk("1:23:45"), Some(5_025_000));
    assert_eq!(format_clk(5_025_000), "1:23:45");
    assert_eq!(format_clk(500), "0:00:00.5");
    assert_eq!(parse_clk("nonsense"), None);
}

#[test]
fn null_moves_are_refused_not_skipped() {
    for null in ["--", "Z0", "0000"] {
        let games = read_all(&format!("1. e4 {null} 2. e5 *\n1. d4 *\n"));
        assert_eq!(games.len(), 2, "{null}");
        let err = games[0].as_ref().unwrap_err();
        assert!(
            err.to_string().starts_with(&format!("line 1, column 7: null move '{null}' at ply 2 (move 1 for Black): ")),
            "{err}"
        );
        assert!(games[1].is_ok());
    }
}

#[test]
fn tag_names_are_checked() {
    let games = read_all("[_x \"1\"]\n1. e4 *\n[Round-1 \"1\"]\n1. e4 *\n[Round_1 \"1\"]\n1. e4 *\n");
    assert_eq!(games.len(), 3);
    assert_eq!(
        games[0].as_ref().unwrap_err().to_string(),
        "line 1, column 2: bad tag name '_x': expected a letter or digit, then letters, digits and '_'"
    );
    assert!(matches!(&games[1], Err(PgnError { kind: PgnErrorKind::BadTagName(_), .. })));
    assert_eq!(games[2].as_ref().unwrap().tag("Round_1"), Some("1"));
}

#[test]
fn a_lost_result_between_two_games_is_reported_not_merged() {
    let text = "1. e4 e5 2. Nf3 Nc6\n\n1. d4 d5 *\n";
    let games = read_all(text);
    let first = games.first().expect("a game").as_ref().expect_err("two games run together");
    assert_eq!(
        first.to_string(),
        "line 3, column 1: move number 1 where move 3 comes (is a result missing between two games?)"
    );
    // Numbers in step, with and without the dots of Black's moves, are fine.
    assert_eq!(read_ok("1. e4 1... e5 2. Nf3 *\n")[0].moves.len(), 3);
}

/// What writers in the wild produce, when the main line is sound: a pass inside a variation,
/// `e.p.` after an en-passant capture, a game set up from a FEN numbered from 1.
#[test]
fn what_other_writers_produce_is_read_when_the_main_line_is_sound() {
    let games = read_all(&data("tolerant.pgn"));
    assert_eq!(games.len(), 8);
    let ok = |i: usize| games[i].as_ref().unwrap_or_else(|e| panic!("game {}: {e}", i + 1));

    // A variation that passes at once is kept whole, as a comment on the move it replaces.
    let pass = ok(0);
    assert_eq!(sans(&pass.moves), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(pass.moves[2].comment.as_deref(), Some("(2. -- Nc6 3. Nf3)"));
    assert!(pass.moves[2].variations.is_empty());
    let written = write_game(pass).expect("written");
    assert!(written.contains("2. Nf3 { (2. -- Nc6 3. Nf3) } 2... Nc6 *"), "{written}");

    // One that passes after moves keeps them, the rest said after the last of them.
    let deep = ok(1);
    assert_eq!(sans(&deep.moves), ["d4", "d5", "c4", "e6", "Nc3"]);
    let line = &deep.moves[2].variations[0].moves;
    assert_eq!(sans(line), ["Nf3", "Nf6", "Bf4"]);
    assert_eq!(line[2].comment.as_deref(), Some("-- 4. e3"));
    assert_eq!(line[1].comment.as_deref(), Some("(2... Z0 3. c4 a comment (3. e3) 3... e6)"));

    // `e.p.` and `ep` after a capture en passant, in the main line and in a variation.
    let ep = ok(2);
    assert_eq!(sans(&ep.moves), ["e4", "Nf6", "e5", "d5", "exd6", "exd6", "d4", "Be7"]);
    assert_eq!(sans(&ep.moves[6].variations[0].moves), ["c4", "Nc6", "c5", "b5", "cxb6", "axb6"]);

    // Numbered from 1 after a FEN of move 80 (or 41, Black to move): the game keeps the FEN's
    // count, and its record says so.
    let from_fen = ok(3);
    assert_eq!(from_fen.final_position().fen(), "8/8/2k5/8/8/1R6/8/4K3 w - - 103 82");
    assert_eq!(sans(&from_fen.moves[2].variations[0].moves), ["Ra7+", "Kc6", "Ra6+"]);
    assert!(write_game(from_fen).expect("written").contains("80. Ra3 Kd7 81. Rb3"));
    assert_eq!(ok(4).final_position().fen(), "8/R7/2k5/8/8/8/8/4K3 w - - 3 43");

    // What stays refused: a pass in the main line, `e.p.` after a capture that was none, and
    // numbers out of step after the first.
    let error = |i: usize| games[i].as_ref().err().map(ToString::to_string).unwrap_or_default();
    assert_eq!(
        error(5),
        "line 34, column 7: null move '--' at ply 2 (move 1 for Black): passing is not a move of chess"
    );
    assert!(error(6).starts_with("line 39, column 18: unreadable move 'e' at ply 4"), "{}", error(6));
    assert!(error(7).starts_with("line 46, column 12: move number 3 where move 2 comes"), "{}", error(7));

    // Read again from what ferz writes, every game is the same.
    for game in games.iter().flatten() {
        let again = read_ok(&write_game(game).expect("written"));
        assert_eq!(again[0].moves, game.moves);
    }
}
