//! The engine's review in the terminal game: the evaluation chart beside the time chart, the
//! marks in the move list and the better move in review, in English and Russian, at 80×24
//! and 160×50; the line that says how to get an engine when there is none. The review is
//! made here from evaluations given by hand (what an engine would have said), so the screens
//! are the same on every machine; the engine itself is tested in engine_uci and analyse_cli.

use crate::tui_support;

use std::sync::Arc;

use ferz::engine::{Evaluation, Score};
use ferz::lang::Lang;
use ferz::review::assess;
use ferz::rules::{Color, parse_san};
use ferz::tui::engine_review::{EngineReview, ReviewState};
use ferz::tui::{Overlay, Prefs};
use ratatui::crossterm::event::KeyCode;
use tui_support::*;

/// Black blunders the queen with 2… Qh4, then the game goes on and Black resigns.
const MOVES: [&str; 8] = ["e4", "e5", "Nf3", "Qh4", "Nxh4", "Nc6", "Nf3", "d6"];

/// The scores an engine gave, side to move's view, for the start and after each move.
const SCORES: [i32; 9] = [30, -30, 40, -40, 700, -690, 680, -670, 660];

fn finished(prefs: Prefs, state: impl FnOnce(&ferz::tui::App) -> ReviewState) -> ferz::tui::App {
    let mut a = app_with(None, "5+3", prefs);
    start(&mut a);
    let mut now = 0;
    for san in MOVES {
        now += 3_000;
        play(&mut a, &[san], now);
    }
    type_line(&mut a, ":resign black", now + 1_000);
    key(&mut a, KeyCode::Char('y'), now + 1_000);
    assert!(a.game().is_over());
    let state = state(&a);
    a.set_engine_review(EngineReview::with_state(a.game(), state));
    a
}

/// The review an engine giving [`SCORES`] would make; the better move at 2… is Nc6.
fn reviewed(a: &ferz::tui::App) -> ReviewState {
    let positions: Vec<_> = a.game().positions().cloned().collect();
    let moves: Vec<_> = a.game().moves().iter().map(|m| m.mv).collect();
    let found: Vec<Evaluation> = SCORES
        .iter()
        .zip(&positions)
        .enumerate()
        .map(|(ply, (&cp, pos))| {
            let best = if ply == 3 { parse_san(pos, "Nc6").ok() } else { moves.get(ply).copied() };
            Evaluation { score: Score::Cp(cp), depth: 12, best, pv: best.into_iter().collect() }
        })
        .collect();
    let turns: Vec<Color> = positions.iter().map(|p| p.turn()).collect();
    ReviewState::Done(Arc::new(assess(&found, &turns, &moves)))
}

#[test]
fn the_evaluation_chart_stands_beside_the_time_chart() {
    for (lang, tally, title) in [
        (Lang::En, "● Boris: ?! 0 · ? 0 · ?? 1 · ACPL", "Evaluation"),
        (Lang::Ru, "● Boris: ?! 0 · ? 0 · ?? 1 · ср. потеря", "Оценка"),
    ] {
        let mut a = finished(Prefs { lang, ..Prefs::default() }, reviewed);
        key(&mut a, KeyCode::Char('t'), 40_000);
        assert_eq!(a.overlay(), Some(&Overlay::TimeChart { over_banner: true }));
        for (w, h) in [(80, 24), (160, 50)] {
            let shot = screen(&mut a, w, h);
            insta::assert_snapshot!(format!("eval_chart_{}_{w}x{h}", lang.code()), shot);
            let flat = folded(&shot);
            assert!(shot.contains(title), "{shot}");
            assert!(flat.contains(tally), "{shot}");
            // The blunder is drawn with Black's mark, not only in Black's colour.
            assert!(shot.matches('●').count() >= 2, "{shot}");
        }
    }
}

#[test]
fn marks_in_the_move_list_and_the_better_move_in_review() {
    let mut a = finished(Prefs::default(), reviewed);
    key(&mut a, KeyCode::Esc, 40_000);
    let shot = screen(&mut a, 80, 24);
    assert!(shot.contains("Qh4??"), "{shot}");
    assert!(!shot.contains("Nf3?"), "{shot}");
    // In review at 2… Qh4: the engine's better move under the list.
    type_line(&mut a, ":review", 41_000);
    for _ in 0..MOVES.len() - 4 {
        key(&mut a, KeyCode::Left, 41_000);
    }
    assert_eq!(a.review(), Some(4));
    let shot = screen(&mut a, 80, 24);
    insta::assert_snapshot!("eval_review_better_move_80x24", shot);
    assert!(shot.contains("better: Nc6"), "{shot}");
    key(&mut a, KeyCode::Left, 41_000);
    assert!(!screen(&mut a, 80, 24).contains("better:"));
}

#[test]
fn without_an_engine_one_line_says_how_to_get_one() {
    for (lang, said) in [
        (Lang::En, "No engine to review the game: apt-get install stockfish"),
        (Lang::Ru, "Нет движка для разбора партии: apt-get install stockfish"),
    ] {
        let mut a = finished(Prefs { lang, ..Prefs::default() }, |_| ReviewState::NoEngine);
        key(&mut a, KeyCode::Char('t'), 40_000);
        let shot = screen(&mut a, 80, 24);
        assert!(folded(&shot).contains(said), "{shot}");
        let mut running = finished(Prefs { lang, ..Prefs::default() }, |_| ReviewState::Running { done: 3, total: 9 });
        key(&mut running, KeyCode::Esc, 40_000);
        let under = screen(&mut running, 80, 24);
        let progress = match lang {
            Lang::En => "engine 3/9 · T",
            Lang::Ru => "движок 3/9 · T",
        };
        assert!(under.contains(progress), "{under}");
        key(&mut running, KeyCode::Char('t'), 40_000);
        let shot = folded(&screen(&mut running, 80, 24));
        assert!(shot.contains("3") && shot.contains("9"), "{shot}");
    }
}

#[test]
fn tiny_screens_do_not_panic() {
    let mut a = finished(Prefs::default(), reviewed);
    key(&mut a, KeyCode::Char('t'), 40_000);
    for (w, h) in [(0, 0), (1, 1), (20, 5), (40, 12), (81, 25)] {
        let _ = screen(&mut a, w, h);
    }
}
