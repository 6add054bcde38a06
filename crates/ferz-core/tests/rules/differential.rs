//! ferz against cozy-chess on positions from random games: the same legal
//! moves, the same check, mate and stalemate, and FEN that round-trips.

use crate::xorshift;

use std::collections::BTreeSet;

use ferz_core::rules::{Position, Role};
use xorshift::XorShift;

fn ours_uci(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|m| m.uci()).collect()
}

/// cozy-chess writes castling as king-takes-rook (e1h1); ferz as the king's step (e1g1).
fn theirs_uci(board: &cozy_chess::Board) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    let us = board.side_to_move();
    board.generate_moves(|moves| {
        for mv in moves {
            let mut text = mv.to_string();
            let is_king = board.king(us) == mv.from;
            let onto_own_rook = board.colors(us).has(mv.to) && board.pieces(cozy_chess::Piece::Rook).has(mv.to);
            if is_king && onto_own_rook {
                let to_file = if mv.to.file() > mv.from.file() { 'g' } else { 'c' };
                text = format!("{}{}{}", mv.from, to_file, mv.from.rank() as u8 + 1);
            }
            set.insert(text);
        }
        false
    });
    set
}

/// Check from cozy-chess's checkers; mate and stalemate from its move count
/// (its `status()` also calls the fifty-move rule a draw, which is not stalemate).
fn cozy_status(board: &cozy_chess::Board) -> (bool, bool, bool) {
    let check = !board.checkers().is_empty();
    let mut any = false;
    board.generate_moves(|_| {
        any = true;
        true
    });
    (check, check && !any, !check && !any)
}

#[test]
fn agrees_with_cozy_chess_on_100_000_positions() {
    let mut rng = XorShift(0x5EED_F0E2_2026_1130);
    let mut positions = 0;
    let mut games = 0;
    while positions < 100_000 {
        games += 1;
        let mut pos = Position::new();
        for _ply in 0..300 {
            let fen = pos.fen();
            // cozy-chess refuses halfmove clocks above 100; move generation does not depend on it.
            let cozy_fen = fen.replacen(&format!(" {} ", pos.halfmoves()), " 0 ", 1);
            let board: cozy_chess::Board =
                cozy_fen.parse().unwrap_or_else(|e| panic!("cozy-chess refuses {cozy_fen}: {e:?}"));
            let ours = ours_uci(&pos);
            let theirs = theirs_uci(&board);
            assert_eq!(ours, theirs, "legal moves differ in {fen}");
            let (check, mate, stalemate) = cozy_status(&board);
            assert_eq!(pos.is_check(), check, "check differs in {fen}");
            assert_eq!(pos.is_checkmate(), mate, "mate differs in {fen}");
            assert_eq!(pos.is_stalemate(), stalemate, "stalemate differs in {fen}");
            let again = Position::from_fen(&fen).expect("our own FEN reads back");
            assert_eq!(again, pos, "FEN does not round-trip: {fen}");
            assert_eq!(again.hash(), pos.hash(), "hash differs after FEN round trip: {fen}");
            positions += 1;

            let moves = pos.legal_moves();
            if moves.is_empty() || pos.halfmoves() >= 150 {
                break;
            }
            // Prefer captures and promotions now and then so endgames show up.
            let mut mv = moves[(rng.next() % moves.len() as u64) as usize];
            if rng.next().is_multiple_of(3)
                && let Some(&capture) =
                    moves.iter().find(|m| pos.piece_at(m.to()).is_some() || m.promotion() == Some(Role::Knight))
            {
                mv = capture;
            }
            pos = pos.play_unchecked(mv);
        }
    }
    assert!(games > 100, "only {games} games");
}
