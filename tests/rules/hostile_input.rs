//! Random and mutated input never panics: every move notation, PGN,
//! time controls, script lines and save files, with bounded case counts so
//! the test command stays quick. Whatever is accepted must also be sound.

use ferz::game::{Game, GameOptions, Setup, TimeControl};
use ferz::lang::Lang;
use ferz::pgn::PgnReader;
use ferz::rules::{Position, parse_move};
use ferz::script::Script;
use ferz::text::clean;
use proptest::prelude::*;

/// The instant `ms` milliseconds into the test's timeline.
fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

const POSITIONS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/P7/8/8/8/8/1k5p/4K3 w - - 0 1",
];

fn sample_save() -> String {
    let mut game = Game::new(Position::new(), "3+2".parse().unwrap(), GameOptions::default());
    game.start_clock(at(0));
    for (i, m) in ["e4", "e5", "Nf3", "Nc6", "Bb5"].iter().enumerate() {
        game.play_text(m, at(1000 * (i as u64 + 1))).unwrap();
    }
    game.offer_draw(at(7000)).unwrap();
    game.to_save(&ferz::lang::English, at(8000), None)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn move_text_in_any_notation_never_panics(which in 0usize..3, text in "[a-hKQRBNkqrbnxX0-9=+#!?:×ОOo/()\\-КрФЛСабвгдеёх ]{0,12}") {
        let pos = Position::from_fen(POSITIONS[which]).unwrap();
        match parse_move(&pos, &text) {
            Ok(mv) => prop_assert!(pos.is_legal(mv), "{text} gave an illegal {mv}"),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn any_unicode_as_a_move_never_panics(text in "\\PC{0,40}") {
        let pos = Position::new();
        if let Ok(mv) = parse_move(&pos, &text) {
            prop_assert!(pos.is_legal(mv));
        }
    }

    #[test]
    fn time_controls_never_panic(text in "[0-9./+dbDB, none\\-]{0,24}") {
        if let Ok(tc) = text.parse::<TimeControl>() {
            // Whatever is accepted writes itself back and reads the same.
            let again: TimeControl = tc.to_string().parse().unwrap();
            prop_assert_eq!(again, tc);
        }
    }

    #[test]
    fn script_lines_never_panic(lines in proptest::collection::vec("(move|wait|claim|offer|accept|decline|resign|touch|state|pgn|#)? ?[a-h1-8NBRQKxO0=+.\\- ]{0,10}", 1..30)) {
        let setup = Setup::new(Position::new(), "0.1+0".parse().unwrap());
        let mut script = Script::new(&setup, Lang::En);
        for line in &lines {
            if let Some(answer) = script.handle(line) {
                prop_assert!(answer["ok"].is_boolean());
            }
        }
    }

    #[test]
    fn random_pgn_never_panics(text in "(\\[[A-Za-z]{0,8} \"[^\"]{0,10}\"\\]\n|[0-9]{1,2}\\.{1,3} |[a-hNBRQKxO\\-=+#]{1,6} |\\{[^}]{0,10}\\}|\\(|\\)|\\$[0-9]{1,3} |1-0|0-1|1/2-1/2|\\*|;[^\n]{0,8}\n|%[^\n]{0,5}\n|\n){0,40}") {
        for game in PgnReader::new(text.as_bytes()).take(50).flatten() {
            let _ = game.final_position();
        }
    }

    #[test]
    fn mutated_save_files_never_panic(at in 0usize..2000, byte in any::<u8>(), cut in any::<bool>()) {
        let mut bytes = sample_save().into_bytes();
        let at = at % bytes.len();
        if cut { bytes.truncate(at); } else { bytes[at] = byte; }
        let text = String::from_utf8_lossy(&bytes);
        match Game::from_save(&text) {
            Ok(saved) => { let _ = saved.game.position().fen(); }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn cleaned_text_has_no_control_characters(text in "\\PC{0,30}|[\\x00-\\x1f\\x7f\\u{80}-\\u{9f}a-z\\[\\]0-9;]{0,40}") {
        let out = clean(&text);
        prop_assert!(!out.chars().any(|c| c.is_control()), "{out:?}");
    }
}

#[test]
fn a_save_round_trips_before_mutation() {
    let saved = Game::from_save(&sample_save()).unwrap();
    assert_eq!(saved.game.moves().len(), 5);
}
