//! Bad FEN never panics: random strings and mutated valid FENs are either
//! read or refused with a message.

use ferz_core::rules::Position;
use proptest::prelude::*;

const VALID: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(text in "\\PC{0,100}") {
        if let Err(e) = Position::from_fen(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn fen_alphabet_never_panics(text in "[rnbqkpRNBQKP1-9/ wb\\-KQkqa-h0-9]{0,90}") {
        if let Ok(pos) = Position::from_fen(&text) {
            // Whatever was accepted is a consistent position.
            let again = Position::from_fen(&pos.fen()).unwrap();
            prop_assert_eq!(again, pos);
        }
    }

    #[test]
    fn mutated_valid_fens_never_panic(which in 0usize..4, at in 0usize..90, byte in any::<u8>(), delete in any::<bool>()) {
        let mut bytes = VALID[which].as_bytes().to_vec();
        let at = at % bytes.len();
        if delete { bytes.remove(at); } else { bytes[at] = byte; }
        let text = String::from_utf8_lossy(&bytes);
        match Position::from_fen(&text) {
            Ok(pos) => { pos.legal_moves(); }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}
