//! The static analysis against hand-checked results: positions (White to
//! mate) with the pieces that never move, the squares that stay empty, the
//! squares each side attacks for good and the pieces that may be taken, once
//! the growth has stopped — and whether a mate stays possible. The expected
//! sets are the test vectors published with chasolver 3.0.0 (MIT).

use super::reach::Reach;
use super::statics;
use crate::rules::Position;
use crate::rules::{Bitboard, Color};

/// (board, steady, clear, (attacked by White, by Black), capturable, White can mate).
type Case = (&'static str, u64, u64, (u64, u64), u64, bool);

const CASES: &[Case] = &[
    (
        "8/1p6/kPp3p1/2P3p1/1pP3Pb/1P4p1/6P1/7K",
        569842407194624,
        281518488788992,
        (1419100238643200, 8021392859136),
        70368744177664,
        false,
    ),
    ("7b/1k4bB/8/8/1p1p1p1p/1PpP1P1P/2P3K1/N7", 2863531009, 5310976, (1426719744, 5573120), 36028797018963968, true),
    ("7b/1k5B/8/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3", 2863531008, 0, (1426718720, 5573120), 36028797018963985, false),
    ("7b/1k4bB/8/4p3/1p1pPp1p/1PpP1P1P/2P1P1K1/N7", 0, 0, (0, 0), 9277415304234669057, true),
    ("4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb", 10861950, 0, (4325376, 10845822), 0, false),
    ("4K3/8/8/8/8/p1p2p2/P1pppp2/bnrqkrnb", 0, 0, (0, 0), 2440431, true),
    ("k1bK4/1p1p4/1PpPp3/2P1Pp2/2p1pP2/2p1P3/2P5/8", 0, 0, (0, 0), 0x40a1e3434140400, true),
    (
        "Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/P5P1/8/8/8",
        2473978141211623424,
        9223557565466542079,
        (48137727165595648, 746940051698483200),
        72057594037927936,
        false,
    ),
    (
        "Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8",
        2473978136899878912,
        9223557565466476543,
        (47856243598950400, 746940051664928768),
        72057594037927936,
        true,
    ),
    (
        "k7/6p1/6P1/p1p1p1PK/P1P1P1P1/6PR/7P/8",
        18085133756137472,
        45212099231580159,
        (45212926914592768, 175922565087232),
        0,
        false,
    ),
    ("5brk/4p1p1/3pP1P1/1B1P4/3p2p1/3P2p1/4K1P1/8", 0, 0, (0, 0), 6940143826963546112, true),
    (
        "7k/8/1p6/1Pp5/2Pp4/pB1Pp1p1/P1B1P1P1/1B1B2K1",
        2225000239360,
        5536525625856,
        (5540871275520, 21643962880),
        0,
        false,
    ),
    ("7k/8/1p6/1Pp5/2Pp4/pB1Pp1p1/P1B1P1P1/3B2K1", 0, 0, (0, 0), 2225000371464, true),
    ("2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8", 0, 0, (0, 0), 288801628164718592, true),
    (
        "2b5/1p6/1Pp3k1/p1Pp3p/P2PpBpP/4P1P1/5K2/8",
        570156259475456,
        1108213235712,
        (1418742185590784, 5541961662464),
        536870912,
        false,
    ),
    (
        "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3",
        24018831508766720,
        48037663017533440,
        (47850746040811520, 186916976721920),
        365072220160,
        false,
    ),
    ("8/2b5/8/4k2B/1p1p4/1P1Pp1p1/4P1P1/2b2BRK", 173690912, 1290, (363385024, 1419264), 549755813956, false),
    ("8/2b5/8/4k2B/1p1p4/1P1Pp1p1/4P1P1/2b1KBR1", 0, 0, (0, 0), 1126449836347492, true),
    (
        "1b2k3/8/1p2K3/bP6/Pp6/1Pp5/B1P5/NB6",
        2211958883586,
        0,
        (5506232616194, 2220531976704),
        144115188075855873,
        false,
    ),
    (
        "1k6/pPp5/BpP4b/1P6/8/7B/8/5B1K",
        146093218084159488,
        72057594037927936,
        (363108226104819712, 506384499693584384),
        140737488355328,
        false,
    ),
    ("8/8/1k1p1p2/3PpP2/3pKp2/b2P1P2/8/3B1B2", 44221925425152, 0, (92601578946560, 361453846528), 40, false),
    (
        "1b3kBR/4pP1P/1p1pP2P/1P1P4/8/K5p1/6P1/1B6",
        16190610028137283584,
        1516064996688134144,
        (5829932807375290368, 8102019800298946560),
        4194304,
        true,
    ),
    ("1b6/6p1/k5P1/8/1p1p4/1P1Pp2p/4Pp1p/1B3Kbr", 177909984, 354765333, (354971760, 1435728), 70368744177664, false),
    (
        "8/1p3b2/pPp1p1p1/BkP1P1P1/1P6/BPB5/PKP5/8",
        658981160878080,
        12345959393014054912,
        (1594313452552192, 8448318111744),
        0,
        true,
    ),
    ("k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7", 131841, 0, (328451, 1282), 9241421688591353856, true),
    (
        "N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/kb2B1K1",
        6196577054285103104,
        12250072461424459776,
        (12273903276444876800, 2908208255467520),
        18,
        true,
    ),
    (
        "8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK3b2",
        44465259011,
        17411412,
        (93012887303, 363335429),
        281477124194304,
        false,
    ),
    ("8/2b4B/4k3/8/8/2p1p1p1/2PpP1P1/1B1K3n", 5528712, 41072, (11148316, 4237844), 36028797018963970, false),
    ("7k/5b2/p7/rbp5/p1p1p1p1/P1PpP1P1/PK1P4/RNB1B3", 1122418625287, 2862765224, (2853637895, 1108297257984), 0, false),
    ("8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1", 141425226301440, 70370086354944, (70372248518656, 276225368064), 64, false),
    ("8/6pp/8/8/ppp5/bkp4Q/qnp2p2/n1K5", 117901061, 0, (3598, 118427403), 54043195528454144, false),
];

fn flip(bb: u64) -> Bitboard {
    Bitboard(bb.swap_bytes())
}

/// The same board seen from the other side: ranks mirrored, colours swapped.
fn mirrored(board: &str) -> String {
    board
        .split('/')
        .rev()
        .map(|rank| {
            rank.chars()
                .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[test]
fn saturation_matches_the_hand_checked_sets() {
    let mut refused = 0;
    for &(board, steady, clear, (by_white, by_black), capturable, winnable) in CASES {
        // Boards no game can reach (more promoted pieces than missing pawns) are refused.
        let Ok(p) = Position::from_fen(&format!("{board} w - - 0 1")) else {
            refused += 1;
            continue;
        };
        let mut reach = Reach::new(&p, Color::White);
        reach.saturate();
        assert_eq!(reach.steady, Bitboard(steady), "steady, {board}");
        assert_eq!(reach.clear, Bitboard(clear), "clear, {board}");
        assert_eq!(reach.attacked(Color::White), Bitboard(by_white), "attacked by White, {board}");
        assert_eq!(reach.attacked(Color::Black), Bitboard(by_black), "attacked by Black, {board}");
        assert_eq!(reach.capturable(), Bitboard(capturable), "capturable, {board}");
        assert_eq!(statics::locked(&p, Color::White), !winnable, "locked, {board}");

        // Black to mate on the mirrored board: the same sets, mirrored.
        let q = Position::from_fen(&format!("{} b - - 0 1", mirrored(board))).expect("the mirror of a legal board");
        let mut reach = Reach::new(&q, Color::Black);
        reach.saturate();
        assert_eq!(reach.steady, flip(steady), "steady, mirrored {board}");
        assert_eq!(reach.clear, flip(clear), "clear, mirrored {board}");
        assert_eq!(reach.attacked(Color::Black), flip(by_white), "attacked, mirrored {board}");
        assert_eq!(reach.capturable(), flip(capturable), "capturable, mirrored {board}");
        assert_eq!(statics::locked(&q, Color::Black), !winnable, "locked, mirrored {board}");
    }
    assert!(refused <= 4, "{refused} of {} test boards refused", CASES.len());
}
