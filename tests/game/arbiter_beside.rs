//! A game whose costly verdicts are reached beside it (the terminal game): the dead-position
//! question and a flag fall's question are left open, answered later, and a late "dead" ends
//! the game at the move that made the position dead, the later moves undone and the time used
//! since given back.

use ferz::game::{Game, GameOptions, Inquiry, InquiryKind, Proof, Ruling, Settled, Termination, TimeControl};
use ferz::rules::unwinnable::Budget;
use ferz::rules::{Color, Position};

fn at(ms: u64) -> ferz::game::Instant {
    ferz::game::Instant::from_ms(ms)
}

fn beside(fen: &str, tc: &str) -> Game {
    let start = Position::from_fen(fen).unwrap();
    let mut g = Game::new_beside(start, tc.parse::<TimeControl>().unwrap(), GameOptions::default());
    g.start_clock(at(0));
    g
}

/// Answers the game's open question as the terminal's arbiter does.
fn answer(g: &mut Game, now: u64) -> (Inquiry, Settled) {
    let inquiry = g.inquiry().expect("a question is open");
    let ruling = inquiry.rule(&Budget::default());
    let settled = g.settle(&inquiry, ruling, at(now));
    (inquiry, settled)
}

/// Locked pawns, kings that cannot get through: dead, and White's bishop can only come out.
const LOCKED: &str = "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1";

#[test]
fn a_dead_start_is_asked_about_before_any_move() {
    let mut g = beside(LOCKED, "3+2");
    assert!(!g.is_over(), "only a search can tell");
    // The start itself is asked about first: dead, so the game ends before any move.
    let (inquiry, settled) = answer(&mut g, 10);
    assert_eq!((inquiry.ply, inquiry.kind), (0, InquiryKind::Dead));
    assert_eq!(settled, Settled::Dead { ply: 0, undone: Vec::new() });
    assert_eq!(g.outcome().map(|o| o.termination), Some(Termination::DeadPosition));
    assert!(matches!(g.proof(), Some(Proof::Dead { .. })));
}

#[test]
fn moves_played_after_a_dead_position_are_undone_and_said_in_the_pgn() {
    // Black's queen gives check and can be taken: after 1. Kxd2 only kings and locked pawns are
    // left, a dead position, yet the players play on before the verdict comes.
    let mut g = beside("8/8/8/1k6/p1p1p1p1/P1P1P1P1/3q4/4K3 w - - 0 1", "3+2");
    let (start, settled) = answer(&mut g, 5);
    assert_eq!((start.ply, settled), (0, Settled::Nothing), "the start is alive: the queen can mate");
    let mut now = 0;
    for m in ["Kxd2", "Kb6", "Ke1", "Kc7", "Kd2"] {
        now += 3000;
        g.play_text(m, at(now)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(!g.is_over(), "no rule without a search ends it");
    let (inquiry, settled) = answer(&mut g, now + 500);
    assert_eq!(inquiry.ply, 1);
    assert_eq!(settled, Settled::Dead { ply: 1, undone: vec!["Kb6".into(), "Ke1".into(), "Kc7".into(), "Kd2".into()] });
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.outcome().map(|o| o.termination), Some(Termination::DeadPosition));
    assert_eq!(g.inquiry(), None, "nothing is left to ask");
    // The clocks as they stood when 1. Kxd2 was completed: 3:02 − 3 s + 2 s for White, Black's
    // 3:02 untouched; the 9.5 s used after it given back, and they stand.
    let ms = |side| g.clock().remaining(side, at(now + 60_000)).as_ms();
    assert_eq!((ms(Color::White), ms(Color::Black)), (181_000, 182_000));
    let pgn = g.to_pgn(&ferz::lang::English, &[]);
    assert!(pgn.contains("undone: 1... Kb6 2. Ke1 Kc7 3. Kd2"), "{pgn}");
    assert!(pgn.contains("1. Kxd2 {"), "{pgn}");
    assert!(pgn.trim_end().ends_with("1/2-1/2"), "{pgn}");
}

#[test]
fn a_flag_fall_stands_as_a_loss_until_the_arbiter_rules() {
    // A live position (White can mate); Black, to move, lets 3 s run out.
    let mut g = beside("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "0.05+0");
    answer(&mut g, 1);
    assert!(g.update(at(4000)), "the flag falls");
    assert_eq!(g.flag_under_review(), Some(Color::Black));
    assert!(g.awaiting_arbiter(), "the ending may still change: it is not archived yet");
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Color::White), "the loss stands meanwhile");
    let inquiry = g.inquiry().unwrap();
    assert_eq!(inquiry.kind, InquiryKind::FlagFall(Color::Black));
    let ruling = inquiry.rule(&Budget::default());
    assert!(matches!(ruling, Ruling::FlagFall(_)));
    assert_eq!(g.settle(&inquiry, ruling, at(4100)), Settled::FlagFall);
    assert_eq!(g.flag_under_review(), None);
    assert!(!g.awaiting_arbiter());
    assert!(matches!(g.proof(), Some(Proof::CouldMate { side: Color::White, .. })));
}
