//! Chess960 (FIDE Laws, Guidelines III) in the rules core, against independent
//! implementations: the 960 starting positions as python-chess numbers them, perft counts
//! from shakmaty, and random Chess960 games move by move against cozy-chess.

use crate::xorshift;

use std::collections::BTreeSet;

use ferz_core::rules::{Position, chess960_uci, perft};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};
use xorshift::XorShift;

fn shakmaty_position(fen: &str) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .unwrap_or_else(|e| panic!("shakmaty cannot read {fen}: {e}"))
        .into_position(CastlingMode::Chess960)
        .unwrap_or_else(|e| panic!("shakmaty refuses {fen}: {e}"))
}

fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut child = pos.clone();
            child.play_unchecked(*mv);
            shakmaty_perft(&child, depth - 1)
        })
        .sum()
}

fn cozy_board(pos: &Position) -> cozy_chess::Board {
    // cozy-chess refuses halfmove clocks above 100; move generation does not depend on it.
    let fen = pos.shredder_fen().replacen(&format!(" {} ", pos.halfmoves()), " 0 ", 1);
    cozy_chess::Board::from_fen(&fen, true).unwrap_or_else(|e| panic!("cozy-chess refuses {fen}: {e:?}"))
}

fn ours_uci(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|&m| chess960_uci(pos, m)).collect()
}

fn cozy_uci(board: &cozy_chess::Board) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    board.generate_moves(|moves| {
        set.extend(moves.into_iter().map(|m| m.to_string()));
        false
    });
    set
}

#[test]
fn the_960_starts_are_python_chess_numbers() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/chess960_starts.txt");
    let text = std::fs::read_to_string(path).expect("tests/data/chess960_starts.txt");
    let mut count = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (n, fen) = line.split_once(' ').expect("N FEN");
        let n: u16 = n.parse().expect("a number");
        let ours = Position::chess960(n).expect("0-959");
        assert_eq!(ours.fen(), fen, "position {n}");
        assert_eq!(Position::from_fen_960(fen).as_ref(), Ok(&ours), "position {n} read back");
        assert_eq!(ours.chess960_number(), Some(n));
        let cozy = cozy_chess::Board::chess960_startpos(u32::from(n));
        assert_eq!(cozy_board(&ours), cozy, "position {n}: cozy-chess's start");
        count += 1;
    }
    assert_eq!(count, 960);
    assert_eq!(Position::chess960(518), Some(Position::new()));
}

#[test]
fn x_fen_and_shredder_fen_round_trip() {
    // Two rooks on one side of the king: the inner one is named by its file in X-FEN.
    let cases = [
        ("rk2r3/8/8/8/8/8/8/RK2R2R w EQk - 0 1", "RK2R2R w EAe", "RK2R2R w EQk"),
        ("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "HFhf", "w KQkq"),
        ("1r2k1r1/8/8/8/8/8/8/R3K2R w KQgb - 0 1", "HAgb", "w KQkq"),
    ];
    for (fen, shredder_part, xfen_part) in cases {
        let pos = Position::from_fen_960(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert!(pos.shredder_fen().contains(shredder_part), "{fen}: {}", pos.shredder_fen());
        assert!(pos.fen().contains(xfen_part), "{fen}: {}", pos.fen());
        assert_eq!(Position::from_fen_960(&pos.shredder_fen()).as_ref(), Ok(&pos), "{fen} via Shredder-FEN");
        assert_eq!(Position::from_fen_960(&pos.fen()).as_ref(), Ok(&pos), "{fen} via X-FEN");
        assert_eq!(shakmaty_position(&pos.fen()).legal_moves().len(), pos.legal_moves().len(), "{fen}");
    }
    // Standard FEN is untouched, and without Chess960 only KQkq is read.
    assert!(Position::from_fen("rk2r3/8/8/8/8/8/8/RK2R2R w EAe - 0 1").is_err());
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(Position::from_fen_960(kiwipete).map(|p| p.fen()), Ok(kiwipete.to_string()));
    assert_eq!(Position::from_fen_960(kiwipete), Position::from_fen(kiwipete));
}

/// Chess960 positions with castling of every shape: the king already on g1 or c1, the rook
/// already on f1 or d1, the king next to its rook, a rook shielding the king's destination,
/// an enemy piece attacking a square only the rook crosses.
const TRICKY: [&str; 11] = [
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
    "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
    "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
    "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
    "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9",
    "1r2k1r1/8/8/8/8/8/8/R3K2R w KQgb - 0 1",
    "2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1",
    "4k3/8/8/8/8/8/8/rR2K3 w B - 0 1",
    "8/8/8/4k3/8/8/8/rR4KR w BH - 0 1",
    "4k3/8/8/8/8/8/8/2R2RK1 w F - 0 1",
];

#[test]
fn perft_agrees_with_shakmaty_on_chess960_positions() {
    let depth = if cfg!(debug_assertions) { 3 } else { 4 };
    let mut fens: Vec<String> = TRICKY.iter().map(|s| s.to_string()).collect();
    for n in [0, 1, 2, 100, 217, 300, 518, 700, 959] {
        fens.push(Position::chess960(n).expect("0-959").fen());
    }
    for fen in &fens {
        let ours = Position::from_fen_960(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let theirs = shakmaty_position(fen);
        for d in 1..=depth {
            assert_eq!(perft(&ours, d, true), shakmaty_perft(&theirs, d), "{fen} depth {d}");
        }
        assert_eq!(perft(&ours, 2, false), shakmaty_perft(&theirs, 2), "{fen} make-move depth 2");
    }
}

#[test]
fn random_chess960_games_agree_with_cozy_chess() {
    let mut rng = XorShift(0x0960_F0E2_2026_1201);
    let mut positions = 0;
    let target = if cfg!(debug_assertions) { 20_000 } else { 100_000 };
    let mut castlings = 0;
    while positions < target {
        let n = (rng.next() % 960) as u16;
        let mut pos = Position::chess960(n).expect("0-959");
        let mut seen = std::collections::HashMap::new();
        for _ply in 0..200 {
            let board = cozy_board(&pos);
            let ours = ours_uci(&pos);
            assert_eq!(ours, cozy_uci(&board), "legal moves of {} (start {n})", pos.fen());
            assert_eq!(Position::from_fen_960(&pos.fen()).as_ref(), Ok(&pos), "X-FEN of {}", pos.fen());
            // The same position by FIDE 9.2.3 has the same hash, and the hash tells rights apart.
            if let Some(fen) = seen.insert(pos.hash(), pos.fen()) {
                let same = |f: &str| f.rsplitn(3, ' ').nth(2).map(str::to_string);
                assert_eq!(same(&fen), same(&pos.fen()), "hash collision");
            }
            positions += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Castle whenever the dice allow it half the time: random play alone rarely does.
            let castle = moves.iter().copied().find(|&m| pos.castling_side(m).is_some());
            let mv = match castle {
                Some(m) if rng.next().is_multiple_of(2) => m,
                _ => moves[(rng.next() % moves.len() as u64) as usize],
            };
            if pos.castling_side(mv).is_some() {
                castlings += 1;
            }
            pos = pos.play_unchecked(mv);
        }
    }
    assert!(castlings > 100, "only {castlings} castlings were played");
}

#[test]
fn refused_chess960_castling_names_the_square() {
    use ferz_core::rules::parse_san;
    let why = |fen: &str, san: &str| {
        let pos = Position::from_fen_960(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        match parse_san(&pos, san) {
            Ok(mv) => panic!("{san} is legal in {fen}: {mv}"),
            Err(e) => e.to_string(),
        }
    };
    // The rook on b1 shields c1 from the black rook on a1 until it leaves for d1.
    let lifted = why("4k3/8/8/8/8/8/8/rR2K3 w B - 0 1", "O-O-O");
    assert!(lifted.contains("pass through d1, attacked by the rook on a1"), "{lifted}");
    // Position 0 (BBQNNRKR): short castling needs f1, where the other rook stands.
    let blocked = why("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", "O-O");
    assert!(blocked.contains("rook stands on f1, the rook's destination square"), "{blocked}");
    // A bishop attacking a square the king crosses.
    let crossed = why("4k3/8/8/8/b7/8/8/1R2K3 w B - 0 1", "O-O-O");
    assert!(crossed.contains("d1") && crossed.contains("a4"), "{crossed}");
    // Castling with the king already on g1 (the rook h1 goes to f1) is one legal move, O-O.
    let pos = Position::from_fen_960("4k3/8/8/8/8/8/8/6KR w H - 0 1").expect("legal");
    let oo = parse_san(&pos, "O-O").expect("legal");
    assert_eq!(chess960_uci(&pos, oo), "g1h1");
    assert_eq!(pos.play_unchecked(oo).fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    assert_eq!(ferz_core::rules::san(&pos, oo), "O-O");
    assert_eq!(ferz_core::rules::russian(&pos, oo), "0-0");
    assert_eq!(ferz_core::rules::parse_uci(&pos, "g1h1"), Ok(oo));
}
