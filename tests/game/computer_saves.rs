//! A game against the computer is saved with its seat (colour, level, the engine named) and
//! its name, and read back with both: `ferz resume` goes on against the same engine at the
//! same level.

use ferz::game::{ComputerSeat, Game, GameOptions, Instant, Level, TimeControl};
use ferz::lang::Lang;
use ferz::rules::{Color, Position};

#[test]
fn the_computer_seat_survives_a_save() {
    let seat = ComputerSeat { color: Color::Black, level: Level::new(5).unwrap(), engine: Some("/opt/e/sf".into()) };
    let options = GameOptions {
        white: Some("Anna".into()),
        black: Some("Stockfish 15.1 (level 5)".into()),
        computer: Some(seat.clone()),
        ..GameOptions::default()
    };
    let mut game = Game::new(Position::new(), "3+2".parse::<TimeControl>().unwrap(), options);
    game.start_clock(Instant::from_ms(0));
    game.play_text("e4", Instant::from_ms(1_000)).unwrap();
    game.play_text("c5", Instant::from_ms(1_250)).unwrap();
    let text = game.to_save(Lang::En.words(), Instant::from_ms(2_000), None);
    assert!(text.contains("[FerzComputer \"black 5 /opt/e/sf\"]"), "{text}");
    assert!(text.contains("[Black \"Stockfish 15.1 (level 5)\"]"), "{text}");
    let back = Game::from_save(&text).unwrap().game;
    assert_eq!(back.options().computer, Some(seat));
    assert_eq!(back.name(Color::Black), Some("Stockfish 15.1 (level 5)"));
    // A game between people has no seat, in the save or back.
    let people = Game::new(Position::new(), TimeControl::untimed(), GameOptions::default());
    let text = people.to_save(Lang::En.words(), Instant::from_ms(0), None);
    assert!(!text.contains("FerzComputer"));
    assert_eq!(Game::from_save(&text).unwrap().game.options().computer, None);
}
