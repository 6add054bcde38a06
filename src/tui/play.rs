//! The game part of the app: the game being played, the setup a new one starts from, the
//! engine's review of it once it is over, and its clocks' low-time watch and bell.

use super::engine_review::EngineReview;
use super::record::Record;
use super::setup::GameSetup;
use crate::game::{Game, LowTime, Setup};
use crate::lang::TerminalWords;

/// The game part of the app.
#[derive(Debug, Clone)]
pub struct Play {
    /// The game being played.
    pub(super) game: Game,
    /// The setup it started from, for a new game.
    pub(super) setup: Setup,
    /// The engine's review of the finished game.
    pub(super) engine_review: EngineReview,
    /// Which clocks have been told of their low time.
    pub(super) low_time: LowTime,
    /// The terminal bell is due (`--bell`: a clock went under the threshold, a flag fell).
    pub(super) bell: bool,
    /// The game's costly verdicts are reached beside it (the real terminal), not at once.
    pub(super) beside: bool,
    /// The players adjourned while a computer was to move in this position (its number of
    /// plies and hash): the move it chooses here is sealed, not played.
    pub(super) computer_seals: Option<(usize, u64)>,
}

impl Play {
    /// The game of `setup`, as it starts (a stand-in for the first real game: it asks no
    /// costly question).
    pub(super) fn new(setup: GameSetup) -> Play {
        let GameSetup { game: setup, prefs, verdicts_beside: beside, .. } = setup;
        let game = setup.game(true);
        let low_time = LowTime::new(prefs.warn);
        Play {
            game,
            setup,
            engine_review: EngineReview::default(),
            low_time,
            bell: false,
            beside,
            computer_seals: None,
        }
    }

    /// A new game from the setup: its verdicts reached beside it or at once, as before.
    pub(super) fn new_game(&self) -> Game {
        self.setup.game(self.beside)
    }

    /// True once the players said go (always for an untimed game): the clock has a side to
    /// move, running or paused.
    pub(super) fn started(&self) -> bool {
        self.game.clock().is_untimed() || self.game.clock().to_move().is_some()
    }
}

/// The status line in review of the game `record` writes, in the words `s`: which position is
/// shown (`i`), out of how many, and after the game its result (`outcome`, as the screen says
/// it) on a line of its own; after a game won on time, at its last position, the line by which
/// the winner could still mate (6.9), shown there on the players' request.
pub(super) fn review_status(record: Record<'_>, s: &dyn TerminalWords, outcome: Option<String>, i: usize) -> String {
    let game = record.game;
    let plies = game.moves().len();
    let last = i.checked_sub(1).map(|j| record.move_label(j));
    let mut review = s.review(i, plies, last.as_deref());
    // After the game, its result stays in sight under it.
    if let Some(outcome) = outcome {
        review = format!("{review}\n{outcome}");
    }
    match game.proof() {
        Some(crate::game::Proof::CouldMate { side, line }) if i == plies && game.flag_under_review().is_none() => {
            let text = crate::lang::numbered_line(game.position(), line, record.notation);
            format!("{review}\n{}", s.flag_line(game.name(*side), *side, &text))
        }
        _ => review,
    }
}

/// The promotion a typed text asks for without naming the piece (`a8`, `bxa8`, `b7a8`): the
/// pawn's move when every move the text could mean is that one move with another piece;
/// the picker then asks which.
pub(super) fn promotion_asked(game: &Game, text: &str) -> Option<(crate::rules::Square, crate::rules::Square)> {
    use crate::rules::{MoveError, parse_move};
    let Err(MoveError::Ambiguous { candidates, .. }) = parse_move(game.position(), text) else { return None };
    let moves: Vec<crate::rules::Move> =
        candidates.iter().filter_map(|san| parse_move(game.position(), san).ok()).collect();
    let first = *moves.first()?;
    let one = moves.len() == candidates.len()
        && moves.iter().all(|m| m.promotion().is_some() && m.from() == first.from() && m.to() == first.to());
    one.then(|| (first.from(), first.to()))
}

/// Why the game ended as its proof says it, for the game-over box: a flag that loses because
/// the winner could still mate is the verdict in one sentence (the line is shown in review, on
/// request); the other proofs as the language says them.
pub(super) fn proof_text(
    game: &Game,
    s: &dyn TerminalWords,
    notation: crate::rules::Notation,
    proof: &crate::game::Proof,
) -> String {
    match proof {
        crate::game::Proof::CouldMate { side, .. } => {
            s.flag_verdict(game.name(*side), *side, crate::tui::key_names::keys().review)
        }
        proof => s.proof(proof, game.position(), notation),
    }
}
