//! Every reason an attempted move can be illegal, each with a position, the
//! attempted move and the exact sentence a player reads.

use ferz::rules::{Move, Position, Role, Square, explain, parse_move};

struct Case {
    fen: &'static str,
    from: &'static str,
    to: &'static str,
    promotion: Option<Role>,
    sentence: &'static str,
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const fn case(fen: &'static str, from: &'static str, to: &'static str, sentence: &'static str) -> Case {
    Case { fen, from, to, promotion: None, sentence }
}

const CASES: &[Case] = &[
    case(START, "a3", "a4", "there is no piece on a3"),
    case(START, "e7", "e5", "the pawn on e7 is Black's, and it is White's move"),
    case(START, "d1", "d2", "the queen on d1 cannot go to d2: it holds your own pawn"),
    case(
        START,
        "g1",
        "g3",
        "the knight on g1 cannot move to g3: a knight jumps in an L: two squares one way and one square to the side",
    ),
    case(START, "c1", "c3", "the bishop on c1 cannot move to c3: a bishop moves any number of squares diagonally"),
    case(START, "a1", "a3", "the rook on a1 cannot reach a3: the pawn on a2 is in the way"),
    case(START, "f1", "c4", "the bishop on f1 cannot reach c4: the pawn on e2 is in the way"),
    case("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e3", "the pawn on e4 cannot go to e3: pawns only move forward"),
    case(
        "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1",
        "e4",
        "e5",
        "the pawn on e4 is blocked by the pawn on e5: pawns capture only diagonally",
    ),
    case(START, "e2", "d3", "the pawn on e2 cannot go to d3: a pawn moves diagonally only to capture"),
    case(
        "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1",
        "e3",
        "e5",
        "the pawn on e3 cannot move two squares: a pawn does that only from its starting square",
    ),
    case(
        START,
        "e2",
        "e5",
        "the pawn on e2 cannot move to e5: a pawn moves straight ahead one square (two from its starting square) and captures one square diagonally forward",
    ),
    case(
        "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
        "e5",
        "d6",
        "the pawn on e5 cannot take the pawn on d5 en passant: that is allowed only on the move right after its double step",
    ),
    case("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1", "e5", "d6", "taking en passant would expose your king to the rook on h5"),
    case(
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7",
        "a8",
        "the pawn on a7 reaching a8 must be promoted: say to what — a queen, rook, bishop or knight (e.g. a8=Q)",
    ),
    Case {
        fen: "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        from: "a7",
        to: "a8",
        promotion: Some(Role::King),
        sentence: "a pawn cannot be promoted to a king: only to a queen, rook, bishop or knight",
    },
    Case {
        fen: START,
        from: "e2",
        to: "e4",
        promotion: Some(Role::Queen),
        sentence: "the pawn on e2 going to e4 cannot be promoted: only a pawn reaching the last rank is",
    },
    case("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1", "d2", "f3", "the knight on d2 is pinned to your king by the bishop on a5"),
    case(
        "4k3/8/8/8/5n2/8/8/4K3 w - - 0 1",
        "e1",
        "e2",
        "your king cannot step onto e2: it is attacked by the knight on f4",
    ),
    case(
        "4k3/8/8/8/8/8/8/r3K3 w - - 0 1",
        "e1",
        "d1",
        "your king cannot step onto d1: it is attacked by the rook on a1",
    ),
    case(
        "4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1",
        "a2",
        "a3",
        "your king is in check from the rook on e8, and this move does not answer it",
    ),
    case(
        "4r1k1/8/8/8/1b6/8/P7/4K3 w - - 0 1",
        "a2",
        "a3",
        "your king is in double check from the bishop on b4 and the rook on e8: only a king move can answer it",
    ),
    case(
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
        "e1",
        "g1",
        "you cannot castle kingside (O-O): the king or the rook from h1 has moved",
    ),
    case(
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "e1",
        "g1",
        "you cannot castle kingside (O-O): the rook from h1 has moved or been captured",
    ),
    case(START, "e1", "g1", "you cannot castle kingside (O-O): the bishop on f1 stands between the king and the rook"),
    case(
        "r3k3/8/8/8/8/8/8/RN2K3 w Q - 0 1",
        "e1",
        "c1",
        "you cannot castle queenside (O-O-O): the knight on b1 stands between the king and the rook",
    ),
    case("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "e1", "g1", "you cannot castle out of check (from the rook on e2)"),
    case(
        "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
        "e1",
        "g1",
        "you cannot castle: the king would pass through f1, attacked by the rook on f2",
    ),
    case(
        "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1",
        "e1",
        "g1",
        "you cannot castle: the king would land on g1, attacked by the rook on g2",
    ),
];

fn sq(name: &str) -> Square {
    Square::parse(name).expect("a square")
}

#[test]
fn every_reason_reads_as_a_sentence() {
    let mut failures = Vec::new();
    for c in CASES {
        let pos = Position::from_fen(c.fen).expect("a legal position");
        let mv = Move::new(sq(c.from), sq(c.to), c.promotion);
        assert!(!pos.is_legal(mv), "{}{} is legal in {}", c.from, c.to, c.fen);
        let got = explain(&pos, sq(c.from), sq(c.to), c.promotion, None).to_string();
        if got != c.sentence {
            failures.push(format!("{} {}{}:\n  expected: {}\n  got:      {got}", c.fen, c.from, c.to, c.sentence));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn castling_queenside_may_pass_an_attacked_b1() {
    // The rook passes b1, attacked by the bishop on a2's diagonal? No: by the rook on b8. Still legal.
    let pos = Position::from_fen("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
    assert!(pos.is_legal(Move::new(Square::E1, Square::C1, None)));
}

#[test]
fn typed_moves_carry_the_explanation() {
    let pos = Position::from_fen("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1").unwrap();
    let err = parse_move(&pos, "Nf3").unwrap_err();
    assert_eq!(err.to_string(), "illegal move 'Nf3': the knight on d2 is pinned to your king by the bishop on a5");
    let start = Position::new();
    let err = parse_move(&start, "O-O").unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal move 'O-O': you cannot castle kingside (O-O): the bishop on f1 stands between the king and the rook"
    );
    let err = parse_move(&start, "Bc4").unwrap_err();
    assert_eq!(err.to_string(), "illegal move 'Bc4': the bishop on f1 cannot reach c4: the pawn on e2 is in the way");
}

#[test]
fn every_reason_reads_in_russian_too() {
    use ferz::lang::Lang;
    for c in CASES {
        let pos = Position::from_fen(c.fen).unwrap();
        let why = explain(&pos, sq(c.from), sq(c.to), c.promotion, None);
        let ru = Lang::Ru.words().reason(&why);
        assert!(ru.chars().any(|ch| ('а'..='я').contains(&ch)), "not Russian: {ru}");
        for english in ["the ", " is ", "cannot", "your "] {
            assert!(!ru.contains(english), "English left in: {ru}");
        }
        assert_ne!(ru, Lang::Ru.words().reason(&ferz::rules::IllegalReason::NotLegal), "{} {}{}", c.fen, c.from, c.to);
    }
}
