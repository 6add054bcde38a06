//! Every way a player writes a move, read and written exactly: round trips of every legal
//! move of the perft suite's positions and of random playouts in SAN, figurine, long
//! algebraic, UCI and Russian; exact disambiguation; lenient input; errors; random junk.

use crate::xorshift;

use std::path::PathBuf;

use ferz_core::rules::{
    Move, MoveError, Notation, Position, Role, Square, figurine, lan, parse_lan, parse_move, parse_russian, parse_san,
    parse_uci, russian, san, san_plain, write_move,
};
use xorshift::XorShift;

fn pos(fen: &str) -> Position {
    match Position::from_fen(fen) {
        Ok(p) => p,
        Err(e) => panic!("bad test FEN {fen}: {e}"),
    }
}

fn mv(uci: &str) -> Move {
    let sq = |i: usize| Square::parse(&uci[i..i + 2]).unwrap_or_else(|| panic!("bad square in {uci}"));
    Move::new(sq(0), sq(2), uci[4..].chars().next().and_then(Role::from_char))
}

/// The positions of the perft suite (read at test time from the shared directory).
fn suite_positions() -> Vec<Position> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/perft/positions.epd");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let positions: Vec<Position> = text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| pos(line.split(';').next().unwrap_or_default().trim()))
        .collect();
    assert!(positions.len() > 150, "only {} positions in the suite", positions.len());
    positions
}

/// Positions from random games: a few from the start and a few from each suite position.
fn playout_positions(starts: &[Position]) -> Vec<Position> {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::new();
    let mut from = vec![Position::new(); 12];
    from.extend(starts.iter().cloned());
    for start in from {
        let mut p = start;
        for _ in 0..30 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.play_unchecked(moves[rng.below(moves.len())]);
            if rng.below(4) == 0 {
                out.push(p.clone());
            }
        }
    }
    out
}

/// Checks every legal move of `p` in every notation; returns the failures.
fn check_round_trips(p: &Position, failures: &mut Vec<String>) {
    let fen = p.fen();
    let moves = p.legal_moves();
    let mut sans = Vec::with_capacity(moves.len());
    for &m in moves.iter() {
        let mut fail = |what: &str, text: &str, got: &Result<Move, MoveError>| {
            if got.as_ref() != Ok(&m) {
                failures.push(format!("{fen}: {what} '{text}' of {m} read as {got:?}"));
            }
        };
        let s = san(p, m);
        fail("SAN", &s, &parse_san(p, &s));
        fail("SAN via parse_move", &s, &parse_move(p, &s));
        let plain = san_plain(p, m);
        fail("plain SAN", &plain, &parse_san(p, &plain));
        let fig = figurine(p, m);
        fail("figurine", &fig, &parse_san(p, &fig));
        fail("figurine via parse_move", &fig, &parse_move(p, &fig));
        let l = lan(p, m);
        fail("LAN", &l, &parse_lan(p, &l));
        fail("LAN via parse_move", &l, &parse_move(p, &l));
        let u = write_move(p, m, Notation::Uci);
        fail("UCI", &u, &parse_uci(p, &u));
        fail("UCI via parse_move", &u, &parse_move(p, &u));
        let r = russian(p, m);
        fail("Russian", &r, &parse_russian(p, &r));
        fail("Russian via parse_move", &r, &parse_move(p, &r));

        if u != m.uci() {
            failures.push(format!("{fen}: UCI of {m} written as {u}"));
        }
        for (notation, written) in
            [(Notation::San, &s), (Notation::Figurine, &fig), (Notation::Lan, &l), (Notation::Russian, &r)]
        {
            if write_move(p, m, notation) != *written {
                failures.push(format!("{fen}: write_move {notation:?} of {m} differs"));
            }
        }

        // The check mark says exactly what the position after the move is.
        let after = p.play_unchecked(m);
        let mark = if after.is_checkmate() {
            "#"
        } else if after.is_check() {
            "+"
        } else {
            ""
        };
        for written in [&s, &fig, &l, &r] {
            let has = written.strip_suffix(['+', '#']).map_or("", |rest| &written[rest.len()..]);
            if has != mark {
                failures.push(format!("{fen}: {written} of {m} should end with '{mark}'"));
            }
        }
        if s != format!("{plain}{mark}") {
            failures.push(format!("{fen}: SAN {s} and plain SAN {plain} differ beyond the mark"));
        }

        // Disambiguation is minimal: any less and the move would be ambiguous.
        check_minimal(p, m, &plain, failures);
        sans.push(s);
    }
    sans.sort();
    sans.dedup();
    if sans.len() != moves.len() {
        failures.push(format!("{fen}: {} moves but {} distinct SAN strings", moves.len(), sans.len()));
    }
}

/// For a piece move written with a disambiguation, the shorter forms (and the file instead of
/// a rank) must be ambiguous: SAN adds the file, else the rank, else the square (PGN 8.2.3.4).
fn check_minimal(p: &Position, m: Move, plain: &str, failures: &mut Vec<String>) {
    let mut chars: Vec<char> = plain.chars().collect();
    if !matches!(chars.first(), Some('N' | 'B' | 'R' | 'Q')) {
        return;
    }
    let target_start = chars.len() - 2;
    let mut middle: Vec<char> = chars[1..target_start].to_vec();
    if middle.last() == Some(&'x') {
        middle.pop();
    }
    let capture = if chars[target_start - 1] == 'x' { "x" } else { "" };
    let piece = chars[0];
    let target: String = chars.split_off(target_start).into_iter().collect();
    let shorter: Vec<String> = match middle.len() {
        0 => return,
        // A rank is used only when the file would not do.
        1 if middle[0].is_ascii_digit() => {
            vec![format!("{piece}{capture}{target}"), format!("{piece}{}{capture}{target}", m.from().file().char())]
        }
        1 => vec![format!("{piece}{capture}{target}")],
        _ => vec![format!("{piece}{}{capture}{target}", middle[0]), format!("{piece}{}{capture}{target}", middle[1])],
    };
    for text in shorter {
        if !matches!(parse_san(p, &text), Err(MoveError::Ambiguous { .. })) {
            failures.push(format!("{}: {plain} of {m} is not minimal: '{text}' is not ambiguous", p.fen()));
        }
    }
}

#[test]
fn every_legal_move_of_the_suite_and_random_games_round_trips() {
    let suite = suite_positions();
    let playouts = playout_positions(&suite);
    assert!(playouts.len() > 500, "only {} playout positions", playouts.len());
    let mut failures = Vec::new();
    let mut moves = 0;
    for p in suite.iter().chain(playouts.iter()) {
        moves += p.legal_moves().len();
        check_round_trips(p, &mut failures);
    }
    assert!(moves > 20_000, "only {moves} moves checked");
    assert!(
        failures.is_empty(),
        "{} failures, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn disambiguation_is_exact() {
    let knights = pos("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3");
    assert_eq!(san(&knights, mv("b1d2")), "Nbd2");
    assert_eq!(san(&knights, mv("f3d2")), "Nfd2");
    assert_eq!(
        parse_san(&knights, "Nd2").map_err(|e| e.to_string()),
        Err("ambiguous move 'Nd2': it could be Nbd2 or Nfd2".to_string())
    );
    assert_eq!(parse_san(&knights, "Nbd2"), Ok(mv("b1d2")));
    assert_eq!(parse_san(&knights, "N1d2"), Ok(mv("b1d2")));

    let rooks_on_file = pos("k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1");
    assert_eq!(san(&rooks_on_file, mv("e1e2")), "R1e2");
    assert_eq!(san(&rooks_on_file, mv("e3e2")), "R3e2");
    assert_eq!(san(&rooks_on_file, mv("e3e8")), "Re8+");
    assert_eq!(parse_san(&rooks_on_file, "R1e2"), Ok(mv("e1e2")));

    let rooks_on_rank = pos("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
    assert_eq!(san(&rooks_on_rank, mv("a1e1")), "Rae1+");
    assert_eq!(san(&rooks_on_rank, mv("f1e1")), "Rfe1+");
    assert_eq!(san(&rooks_on_rank, mv("a1a8")), "Ra8+");

    let queens = pos("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    assert_eq!(san(&queens, mv("h4e1")), "Qh4e1");
    assert_eq!(san(&queens, mv("e4e1")), "Qee1");
    assert_eq!(san(&queens, mv("h1e1")), "Q1e1");
    assert_eq!(parse_san(&queens, "Qh4e1"), Ok(mv("h4e1")));
    assert!(matches!(parse_san(&queens, "Qhe1"), Err(MoveError::Ambiguous { .. })));
    assert!(matches!(parse_san(&queens, "Q4e1"), Err(MoveError::Ambiguous { .. })));

    // The c3 knight is pinned to its king by the b4 bishop: it does not count.
    let pinned = pos("4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1");
    assert_eq!(san(&pinned, mv("g1e2")), "Ne2");
    assert_eq!(parse_san(&pinned, "Ne2"), Ok(mv("g1e2")));
    assert_eq!(parse_san(&pinned, "Nce2").map_err(|e| e.code()), Err("illegal_move"));
}

#[test]
fn promotions_en_passant_castling_and_mate() {
    let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(san(&promo, mv("e7d8q")), "exd8=Q+");
    assert_eq!(san(&promo, mv("e7d8r")), "exd8=R+");
    assert_eq!(san(&promo, mv("e7d8b")), "exd8=B");
    assert_eq!(san(&promo, mv("e7e8n")), "e8=N");
    assert_eq!(lan(&promo, mv("e7d8q")), "e7xd8Q+");
    assert_eq!(russian(&promo, mv("e7d8q")), "e:d8Ф+");
    assert_eq!(
        parse_san(&promo, "e8").map_err(|e| e.to_string()),
        Err("ambiguous move 'e8': it could be e8=Q+, e8=R+, e8=B or e8=N".to_string())
    );

    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_eq!(san(&ep, mv("e5d6")), "exd6");
    assert_eq!(lan(&ep, mv("e5d6")), "e5xd6");

    let castle_check = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(san(&castle_check, mv("e1g1")), "O-O+");
    assert_eq!(russian(&castle_check, mv("e1g1")), "0-0+");
    let both = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(san(&both, mv("e8c8")), "O-O-O");
    assert_eq!(san(&both, mv("e8g8")), "O-O");

    let mate = pos("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(san(&mate, mv("a1a8")), "Ra8#");
    assert_eq!(figurine(&mate, mv("a1a8")), "♖a8#");

    // Fool's mate, read move by move as a player types it.
    let mut p = Position::new();
    for text in ["f3", "e5", "g4"] {
        let m = parse_move(&p, text).unwrap_or_else(|e| panic!("{e}"));
        p = p.play_unchecked(m);
    }
    let qh4 = parse_move(&p, "Qh4").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(san(&p, qh4), "Qh4#");
    assert!(p.play_unchecked(qh4).is_checkmate());
}

#[test]
fn lenient_input_names_the_move() {
    let castling = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    for (text, expected) in [
        ("O-O", "e1g1"),
        ("0-0", "e1g1"),
        ("o-o", "e1g1"),
        ("OO", "e1g1"),
        ("О-О", "e1g1"), // Cyrillic O
        ("O-O+", "e1g1"),
        ("O-O-O", "e1c1"),
        ("0-0-0", "e1c1"),
        ("o-o-o", "e1c1"),
        ("e1g1", "e1g1"),
        ("e1h1", "e1g1"),
        ("Ke1-g1", "e1g1"),
    ] {
        assert_eq!(parse_move(&castling, text), Ok(mv(expected)), "{text}");
    }
    assert_eq!(
        parse_move(&castling, "Kg1").map_err(|e| e.to_string()),
        Err("illegal move 'Kg1': to castle kingside, write O-O".to_string())
    );

    let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for (text, expected) in [
        ("e8Q", "e7e8q"),
        ("e8=q", "e7e8q"),
        ("e8(Q)", "e7e8q"),
        ("e8/Q", "e7e8q"),
        ("e8=Q#", "e7e8q"),
        ("e8N", "e7e8n"),
        ("e8=b", "e7e8b"),
        ("exd8Q", "e7d8q"),
        ("ed8=R", "e7d8r"),
        ("e7-e8=Q", "e7e8q"),
        ("e7e8q", "e7e8q"),
        ("e8Ф", "e7e8q"),
    ] {
        assert_eq!(parse_move(&promo, text), Ok(mv(expected)), "{text}");
    }

    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    for text in ["exd6", "ed6", "ed", "exd6 e.p.", "exd6e.p.", "exd6 ep", "e5xd6", "e5:d6", "e:d6", "exd6+"] {
        assert_eq!(parse_move(&ep, text), Ok(mv("e5d6")), "{text}");
    }

    let start = Position::new();
    let nf3 = mv("g1f3");
    for text in [
        "Nf3", "Ng1f3", "Ng1-f3", "nf3", "Nf3+", "Nf3#", "Nf3!", "Nf3?", "Nf3!!", "Nf3??", "Nf3!?", "Nf3?!", "1. Nf3",
        "1.Nf3", "g1f3", "g1-f3", "♘f3", "♞f3", " Nf3 ", "Кf3",
    ] {
        assert_eq!(parse_move(&start, text), Ok(nf3), "{text}");
    }

    let open = pos("rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3");
    for (text, expected) in [("qd3", "d1d3"), ("kd2", "e1d2"), ("ke2", "e1e2"), ("qh5", "d1h5"), ("nd2", "b1d2")] {
        assert_eq!(parse_move(&open, text), Ok(mv(expected)), "{text}");
    }
    let rook = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(parse_move(&rook, "rd1"), Ok(mv("a1d1")));
    // A capture written without its mark is still the capture.
    let capture = pos("4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1");
    assert_eq!(parse_move(&capture, "Nf3"), Ok(mv("g1f3")));
    assert_eq!(parse_move(&capture, "Nxf3"), Ok(mv("g1f3")));
    // A capture mark onto an empty square: nothing is there, and the player is told so.
    for (text, said) in [
        (
            "Nxf3",
            "illegal move 'Nxf3': there is nothing on f3 to capture: the knight on g1 can only move there; write the move without 'x'",
        ),
        (
            "Ng1xf3",
            "illegal move 'Ng1xf3': there is nothing on f3 to capture: the knight on g1 can only move there; write the move without 'x'",
        ),
        (
            "e2xe4",
            "illegal move 'e2xe4': there is nothing on e4 to capture: the pawn on e2 can only move there; write the move without 'x'",
        ),
    ] {
        assert_eq!(parse_move(&start, text).map_err(|e| e.to_string()), Err(said.to_string()), "{text}");
    }
    // En passant captures a pawn that is not on the target square: the mark is right.
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert_eq!(parse_move(&ep, "exd6"), Ok(mv("e5d6")));
}

#[test]
fn lowercase_b_is_never_guessed() {
    // Only the b4 pawn can take on c5.
    let pawn_only = pos("4k3/8/8/2n5/1P6/8/8/4K3 w - - 0 1");
    assert_eq!(parse_move(&pawn_only, "bc5"), Ok(mv("b4c5")));
    assert_eq!(parse_move(&pawn_only, "bxc5"), Ok(mv("b4c5")));
    // Only the e3 bishop can go to c5.
    let bishop_only = pos("4k3/8/8/8/8/4B3/8/4K3 w - - 0 1");
    assert_eq!(parse_move(&bishop_only, "bc5"), Ok(mv("e3c5")));
    // Both: `bc5` is the pawn's capture, as rules.md (and python-chess) read it.
    let both = pos("4k3/8/8/2n5/1P6/4B3/8/4K3 w - - 0 1");
    assert_eq!(parse_move(&both, "bc5"), Ok(mv("b4c5")));
    assert_eq!(parse_move(&both, "bxc5"), Ok(mv("b4c5")));
    assert_eq!(parse_move(&both, "Bxc5"), Ok(mv("e3c5")));
    assert_eq!(parse_move(&both, "Bc5"), Ok(mv("e3c5")));
    // A full from-square is the b-file, never a bishop.
    let start = Position::new();
    assert_eq!(parse_move(&start, "b1c3"), Ok(mv("b1c3")));
    assert_eq!(parse_move(&start, "b2b4"), Ok(mv("b2b4")));
}

#[test]
fn russian_keyboard_input() {
    let start = Position::new();
    assert_eq!(parse_move(&start, "е4"), Ok(mv("e2e4"))); // Cyrillic е
    assert_eq!(parse_move(&start, "е2-е4"), Ok(mv("e2e4")));
    assert_eq!(parse_move(&start, "Кf3"), Ok(mv("g1f3"))); // Cyrillic К
    assert_eq!(parse_move(&start, "Кс3"), Ok(mv("b1c3"))); // Cyrillic с
    assert_eq!(parse_russian(&start, "Кс3"), Ok(mv("b1c3")));
    let open = pos("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(parse_move(&open, "Крe2"), Ok(mv("e1e2")));
    assert_eq!(parse_move(&open, "Kрe2"), Ok(mv("e1e2"))); // Latin K, Cyrillic р
    assert_eq!(parse_move(&open, "Кe2"), Ok(mv("g1e2")));
    assert_eq!(parse_move(&open, "Фh5"), Ok(mv("d1h5")));
    assert_eq!(parse_move(&open, "Сc4"), Ok(mv("f1c4")));
    let castling = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    assert_eq!(parse_russian(&castling, "0-0"), Ok(mv("e1g1")));
    assert_eq!(parse_russian(&castling, "0-0-0"), Ok(mv("e1c1")));
    let capture = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(parse_move(&capture, "eхd5"), Ok(mv("e4d5"))); // Cyrillic х
    assert_eq!(parse_move(&capture, "e4:d5"), Ok(mv("e4d5")));
    let knight_takes = pos("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1");
    assert_eq!(parse_move(&knight_takes, "Кf3:e5"), Ok(mv("f3e5")));
    assert_eq!(russian(&knight_takes, mv("f3e5")), "К:e5");
}

#[test]
fn errors_say_what_is_wrong() {
    let start = Position::new();
    let err = |text: &str| parse_move(&start, text).map_err(|e| (e.code(), e.to_string()));
    assert_eq!(err("Ke3"), Err(("illegal_move", "illegal move 'Ke3': the king on e1 cannot move to e3: a king moves one square in any direction (or two when castling)".to_string())));
    assert_eq!(err("xyz"), Err(("parse", "cannot read 'xyz' as a move: 'y' is not used in writing moves".to_string())));
    assert_eq!(err("--"), Err(("parse", "cannot read '--' as a move: null moves are not allowed".to_string())));
    for null in ["Z0", "0000", "null"] {
        assert!(matches!(parse_move(&start, null), Err(MoveError::Null { .. })), "{null}");
        assert!(matches!(parse_san(&start, null), Err(MoveError::Null { .. })), "{null}");
        assert!(matches!(parse_uci(&start, null), Err(MoveError::Null { .. })), "{null}");
    }
    assert_eq!(err("e5"), Err(("illegal_move", "illegal move 'e5': the pawn on e2 cannot move to e5: a pawn moves straight ahead one square (two from its starting square) and captures one square diagonally forward".to_string())));
    assert_eq!(
        err("Bb5"),
        Err((
            "illegal_move",
            "illegal move 'Bb5': the bishop on f1 cannot reach b5: the pawn on e2 is in the way".to_string()
        ))
    );
    assert_eq!(
        err("Nbd2"),
        Err((
            "illegal_move",
            "illegal move 'Nbd2': the knight on b1 cannot go to d2: it holds your own pawn".to_string()
        ))
    );
    assert_eq!(
        err("e2e4e5"),
        Err((
            "parse",
            "cannot read 'e2e4e5' as a move: write a move as in e4, Nf3, exd5, e8=Q, O-O, Ng1-f3, g1f3 or Кf3"
                .to_string()
        ))
    );
    assert_eq!(
        err("e4 e5"),
        Err((
            "parse",
            "cannot read 'e4 e5' as a move: it contains a space; write a single move, such as e4 or Nf3".to_string()
        ))
    );
    assert_eq!(err(""), Err(("parse", "cannot read '' as a move: there is nothing to read".to_string())));
    let illegal = parse_move(&start, "Ng1-e2");
    assert!(
        matches!(
            illegal,
            Err(MoveError::Illegal { from: Some(Square::G1), to: Some(Square::E2), promotion: None, .. })
        ),
        "{illegal:?}"
    );
    let king = parse_move(&start, "Kd2");
    assert!(matches!(king, Err(MoveError::Illegal { from: Some(Square::E1), to: Some(Square::D2), .. })), "{king:?}");
    let promo = parse_move(&start, "e4=Q");
    assert!(matches!(promo, Err(MoveError::Illegal { promotion: Some(Role::Queen), .. })), "{promo:?}");
}

#[test]
fn random_text_never_panics() {
    const PIECES: &[char] = &[
        'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', '1', '2', '3', '4', '5', '6', '7', '8', '0', '9', 'K', 'Q', 'R', 'B',
        'N', 'P', 'k', 'q', 'r', 'n', 'p', 'x', 'X', ':', '×', '-', '=', '/', '(', ')', '+', '#', '!', '?', 'O', 'o',
        'О', 'К', 'р', 'Ф', 'Л', 'С', 'а', 'с', 'е', 'х', '♔', '♕', '♘', '♟', '.', ' ', 'é', 'ё', '\u{301}', '…',
    ];
    let positions = [
        Position::new(),
        pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"),
        pos("4k3/8/8/2n5/1P6/4B3/8/4K3 w - - 0 1"),
    ];
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    let mut accepted = 0;
    for i in 0..20_000 {
        let text: String = if i % 4 == 0 {
            let bytes: Vec<u8> = (0..rng.below(12)).map(|_| rng.next() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        } else if i % 4 == 1 {
            // Move-shaped text: a piece letter or not, a from-file or not, a capture or not, a square.
            let parts =
                [["", "N", "B", "R", "Q", "K", "n", "b", "К", "Кр"], ["", "", "a", "b", "c", "d", "e", "f", "g", "h"]];
            let mut t = String::new();
            t.push_str(parts[0][rng.below(10)]);
            t.push_str(parts[1][rng.below(10)]);
            t.push_str(["", "x", ":"][rng.below(3)]);
            t.push(PIECES[rng.below(8)]);
            t.push(PIECES[8 + rng.below(8)]);
            t
        } else {
            (0..rng.below(9)).map(|_| PIECES[rng.below(PIECES.len())]).collect()
        };
        let p = &positions[i % positions.len()];
        for result in [
            parse_move(p, &text),
            parse_san(p, &text),
            parse_lan(p, &text),
            parse_uci(p, &text),
            parse_russian(p, &text),
        ] {
            match result {
                Ok(m) => {
                    assert!(p.legal_moves().contains(&m), "'{text}' gave the illegal move {m}");
                    accepted += 1;
                }
                Err(e) => {
                    assert!(["parse", "illegal_move", "ambiguous_move"].contains(&e.code()));
                    assert!(e.to_string().contains('\''), "'{text}': {e}");
                }
            }
        }
    }
    assert!(accepted > 100, "random text should sometimes be a move, got {accepted}");
}
