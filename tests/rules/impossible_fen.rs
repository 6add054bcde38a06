//! Positions no game can reach, by counting, are refused as impossible through the real
//! binary: more promoted pieces than missing pawns, and double checks that
//! no single move can give. Reachable ones nearby are still accepted.

use std::process::Command;

/// `ferz script --fen FEN` with no input: the status and the one line of standard error.
fn script(fen: &str) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferz")).args(["script", "--fen", fen]).output().expect("ferz runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn more_promoted_pieces_than_missing_pawns_are_refused() {
    for (fen, says) in [
        // Ten white queens (nine promoted), and five pawns still on the board: at most three promotions.
        ("kn6/pp6/8/8/8/PPPPP3/QQQQQQQQ/QQ5K w - - 0 1", "White has 9 more pieces than a side starts with"),
        // Three knights with all eight pawns.
        ("k7/8/8/8/8/8/PPPPPPPP/NNN1K3 w - - 0 1", "White has 1 more piece than a side starts with"),
        // Two black bishops on light squares (c8, b7) with all eight pawns.
        ("k1b5/1b6/pppppppp/8/8/8/8/4K3 w - - 0 1", "none of its pawns is missing"),
    ] {
        let (code, err) = script(fen);
        assert_eq!(code, 2, "{fen}: {err}");
        assert!(err.contains(says), "{fen}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    // Nine queens with no pawn left, three knights with a pawn gone: positions games reach.
    for fen in ["kn6/pp6/8/8/8/8/QQQQQQQQ/Q6K w - - 0 1", "k7/8/8/8/8/8/PPPPPPP1/NNN1K3 w - - 0 1"] {
        let (code, err) = script(fen);
        assert_eq!(code, 0, "{fen}: {err}");
    }
}

#[test]
fn double_checks_no_move_can_give_are_refused() {
    for (fen, squares) in [
        // Two pawns.
        ("8/8/8/4k3/3P1P2/8/8/4K3 b - - 0 1", "d4 and f4"),
        // Two rooks, neither just promoted.
        ("8/8/8/R3k3/8/8/8/4R1K1 b - - 0 1", "e1 and a5"),
        // Two bishops.
        ("8/8/8/4k3/8/2B3B1/8/4K3 b - - 0 1", "c3 and g3"),
        // A knight and a pawn.
        ("8/8/8/4k3/5P2/5N2/8/4K3 b - - 0 1", "f3 and f4"),
        // Two rooks, one on the last rank but promoted from no square of the other's line.
        ("R3k3/8/8/8/8/8/8/4R1K1 b - - 0 1", "e1 and a8"),
        ("4r1k1/8/8/8/8/8/8/r3K3 w - - 0 1", "a1 and e8"),
        // Two rooks on one line, on both sides of the king.
        ("8/8/8/R3k2R/8/8/8/6K1 b - - 0 1", "a5 and h5"),
    ] {
        let (code, err) = script(fen);
        assert_eq!(code, 2, "{fen}: {err}");
        assert!(err.contains(&format!("checked from {squares}; no single move can give both checks")), "{fen}: {err}");
    }
    for fen in [
        // fxe8=R with the rook behind on f1: two rooks, one just promoted.
        "4Rk2/8/8/8/8/8/8/5RK1 b - - 0 1",
        // fxe1=R with the rook behind on f8, by Black.
        "5rk1/8/8/8/8/8/8/4rK2 w - - 0 1",
        // A knight and a bishop: Nf3-d4 uncovering a bishop's check is a real double check.
        "8/8/2N5/4k3/8/8/1B6/4K3 b - - 0 1",
    ] {
        let (code, err) = script(fen);
        assert_eq!(code, 0, "{fen}: {err}");
    }
}

#[test]
fn a_check_the_double_step_of_the_en_passant_square_cannot_give_is_refused() {
    // d2–d4 cannot have opened the queen's line f1–b5 to the king.
    let (code, err) = script("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1");
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err.trim_end(),
        "ferz: --fen: impossible position: en passant square d3: the king to move is checked from f1, and that \
         check cannot have come from d2–d4, the double step the square says was just played"
    );
    // The same check with no en passant square, a check the pawn gives itself, and one its
    // double step uncovers (the bishop's diagonal c1–f4 through d2) are positions games reach.
    for fen in
        ["8/8/8/1k6/3Pp3/8/8/4KQ2 b - - 0 1", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "8/8/8/8/3Ppk2/8/8/2B1K3 b - d3 0 1"]
    {
        let (code, err) = script(fen);
        assert_eq!(code, 0, "{fen}: {err}");
    }
}
