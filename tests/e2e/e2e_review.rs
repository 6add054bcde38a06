//! A game that already carries the engine's review (`[%eval]` on its moves, marks, tallies, as
//! `ferz analyse` writes them) resumed in a real terminal: its evaluations and marks are shown
//! at once from the file, and no engine runs. The review written here is one no engine would
//! make (1. e4 a blunder), so a review made again could not show the same tallies.

use crate::pty;

use pty::{Place, wait_folded};

use ferz::engine::{Evaluation, Score};
use ferz::game::{Game, GameOptions, Instant};
use ferz::pgn::{PgnReader, write_game};
use ferz::review::{annotate, assess};
use ferz::rules::{Color, Position};

/// Scholar's mate, kept by ferz, then reviewed with the scores given here (the side to move's
/// view, the start first): White's 1. e4 "loses" 1.80, Black's 3… Nf6 walks into mate.
fn reviewed_save() -> (String, ferz::review::GameReview) {
    let tc = "none".parse().unwrap();
    let mut game = Game::new(Position::new(), tc, GameOptions::default());
    game.start_clock(Instant::from_ms(0));
    for san in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
        game.play_text(san, Instant::from_ms(0)).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    let text = game.to_save(&ferz::lang::English, Instant::from_ms(0), None);
    let mut pgn = PgnReader::new(text.as_bytes()).next().unwrap().unwrap();
    let scores = [
        Score::Cp(30),
        Score::Cp(150),
        Score::Cp(-140),
        Score::Cp(150),
        Score::Cp(-160),
        Score::Cp(170),
        Score::Mate(1),
        Score::Mate(0),
    ];
    let positions: Vec<Position> = pgn.positions().collect();
    let moves: Vec<_> = pgn.moves.iter().map(|m| m.mv).collect();
    let found: Vec<Evaluation> = scores
        .iter()
        .zip(&moves)
        .map(|(&score, &mv)| Evaluation { score, depth: 14, best: Some(mv), pv: vec![mv] })
        .chain([Evaluation { score: Score::Mate(0), depth: 0, best: None, pv: Vec::new() }])
        .collect();
    let turns: Vec<Color> = positions.iter().map(Position::turn).collect();
    let review = assess(&found, &turns, &moves);
    annotate(&mut pgn, &review, "a hand, depth 14");
    (write_game(&pgn).unwrap(), review)
}

#[test]
fn an_analysed_game_is_resumed_with_its_review_and_no_engine() {
    let (text, review) = reviewed_save();
    assert_eq!((review.white.blunders, review.black.blunders), (1, 1), "{text}");
    let place = Place::new("resume-reviewed");
    let file = place.cwd.join("reviewed.pgn");
    std::fs::write(&file, &text).unwrap();
    let mut term = place.ferz(&["resume", file.to_str().unwrap()], 80, 24);
    term.wait_for("Qxf7#");
    term.type_text("t");
    for side in [Color::White, Color::Black] {
        let t = review.tally(side);
        let line = format!("?! {} · ? {} · ?? {} · ACPL {}", t.inaccuracies, t.mistakes, t.blunders, t.acpl());
        wait_folded(&term, &line);
    }
    let screen = term.screen();
    assert!(!screen.contains("Reviewing") && !screen.contains("positions"), "{screen}");
    term.type_text("q");
}

/// `ferz analyse --threads 2` on a terminal, its progress bar drawn on standard error while two
/// engines' threads count positions: it runs to the end and writes every game (the bar is
/// drawn by the thread that holds standard error, never by an engine's thread waiting for it).
#[test]
fn analyse_with_two_engines_on_a_terminal_runs_to_the_end() {
    let place = Place::new("analyse-threads");
    let games: String = (0..6).map(|i| format!("[White \"P{i}\"]\n\n1. Nc3 Nc6 2. Nb1 Nb8 3. Nf3 Nf6 *\n\n")).collect();
    let file = place.cwd.join("games.pgn");
    std::fs::write(&file, games).unwrap();
    let engine = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/engines/slow_knight.sh");
    let (file, engine) = (file.to_string_lossy().into_owned(), engine.to_string_lossy().into_owned());
    let args = ["analyse", file.as_str(), "--engine", engine.as_str(), "--depth", "1", "--threads", "2"];
    let mut term = place.ferz(&args, 100, 30);
    assert_eq!(term.wait_exit(), 0, "{}", term.screen());
    let out = String::from_utf8_lossy(&term.raw()).into_owned();
    assert!(out.contains("positions"), "no progress bar was drawn: {out}");
    assert_eq!(out.matches("[Annotator \"Slow knight 1, depth 1\"]").count(), 6, "{out}");
}
