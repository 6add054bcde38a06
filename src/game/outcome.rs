//! How a game ended: the result and the reason, in the words of the Laws.

use crate::rules::unwinnable::{Budget, Memo, Verdict, Why, dead_position_within, winnability_within};
use crate::rules::{Color, Move, Position};

/// Why a game ended (the `termination` of the script protocol).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is checkmated (5.1.1).
    Checkmate,
    /// The side to move has no legal move and is not in check (5.2.1).
    Stalemate,
    /// Neither side has the material to mate (5.2.2: K v K, K+B v K, K+N v K, same-coloured bishops).
    InsufficientMaterial,
    /// No series of legal moves can lead to mate, for reasons other than material (5.2.2).
    DeadPosition,
    /// 75 moves by each player without a pawn move or capture (9.6.2).
    SeventyFiveMoves,
    /// The same position for the fifth time (9.6.1).
    FivefoldRepetition,
    /// A correct claim of threefold repetition (9.2).
    ThreefoldRepetition,
    /// A correct claim of the fifty-move rule (9.3).
    FiftyMoves,
    /// The players agreed to a draw (9.1).
    Agreement,
    /// A player resigned (5.1.2).
    Resignation,
    /// A player's flag fell (6.9).
    Timeout,
    /// The sealed move of an adjourned game was illegal or ambiguous (Guidelines I.8).
    IllegalSealedMove,
    /// A player's second completed illegal move was pointed out (7.5.5): a loss, or a draw
    /// when the opponent cannot mate.
    IllegalMove,
}

impl Termination {
    /// The protocol name: `checkmate`, `threefold_repetition`, …
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::DeadPosition => "dead_position",
            Termination::SeventyFiveMoves => "seventyfive_moves",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::ThreefoldRepetition => "threefold_repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::Agreement => "agreement",
            Termination::Resignation => "resignation",
            Termination::Timeout => "timeout",
            Termination::IllegalSealedMove => "illegal_sealed_move",
            Termination::IllegalMove => "illegal_move",
        }
    }

    /// Reads a protocol name back (for saved games).
    pub fn from_name(name: &str) -> Option<Termination> {
        ALL.into_iter().find(|t| t.name() == name)
    }

    /// The PGN `Termination` tag value (PGN standard 9.8.1).
    pub const fn pgn_tag(self) -> &'static str {
        match self {
            Termination::Timeout => "time forfeit",
            Termination::IllegalSealedMove | Termination::IllegalMove => "rules infraction",
            _ => "normal",
        }
    }
}

const ALL: [Termination; 13] = [
    Termination::Checkmate,
    Termination::Stalemate,
    Termination::InsufficientMaterial,
    Termination::DeadPosition,
    Termination::SeventyFiveMoves,
    Termination::FivefoldRepetition,
    Termination::ThreefoldRepetition,
    Termination::FiftyMoves,
    Termination::Agreement,
    Termination::Resignation,
    Termination::Timeout,
    Termination::IllegalSealedMove,
    Termination::IllegalMove,
];

/// The end of a game: who won (if anyone), why, and who acted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub termination: Termination,
    /// Who claimed, resigned, flagged or sealed, where a player's act ended the game.
    pub by: Option<Color>,
}

impl Outcome {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The result as a person writes it: `1–0`, `0–1`, `½–½`.
    pub const fn score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1–0",
            Some(Color::Black) => "0–1",
            None => "½–½",
        }
    }
}

/// The proof behind an ending that turns on who can still checkmate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proof {
    /// Neither side can checkmate by any series of legal moves (5.2.2): why, for each.
    Dead {
        /// Why White cannot mate.
        white: Why,
        /// Why Black cannot mate.
        black: Why,
    },
    /// A flag fell and the opponent, `side`, cannot checkmate (6.9): a draw.
    CannotMate {
        /// The side whose flag did not fall.
        side: Color,
        /// Why it cannot mate.
        why: Why,
    },
    /// A flag fell and the opponent, `side`, could still checkmate (6.9): a
    /// legal line from the final position (the side to move there first)
    /// ending with `side` giving mate.
    CouldMate {
        /// The side whose flag did not fall.
        side: Color,
        /// The mating line.
        line: Vec<Move>,
    },
    /// A flag fell and ferz could not prove, within the budget every verdict has, whether
    /// the opponent, `side`, can still mate: as FIDE gives no draw without proof, the flag
    /// decides.
    Undecided {
        /// The side whose flag did not fall.
        side: Color,
    },
}

/// How a game ended and, where who can still mate decided it, the proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    /// The result and the reason.
    pub outcome: Outcome,
    /// The proof, for dead positions and flag falls.
    pub proof: Option<Proof>,
}

/// How many times `pos` stood in `history` (oldest first; the FIDE notion of "the same
/// position", 9.2.3, which the hash follows), looking back only as far as
/// the last capture or pawn move, before which it cannot have stood.
pub fn occurrences<'a, H>(history: H, pos: &Position) -> u32
where
    H: IntoIterator<Item = &'a Position>,
    H::IntoIter: DoubleEndedIterator,
{
    let window = pos.halfmoves() as usize + 1;
    history.into_iter().rev().take(window).filter(|p| p.hash() == pos.hash() && p.is_same_position(pos)).count() as u32
}

/// The ending the last position of `history` (oldest first) brings by itself, with no
/// claim: the one authority the game, `ferz check`, `ferz script` and the
/// terminal game ask. Where one move ends the game for two reasons the first
/// of checkmate, stalemate, insufficient material, seventy-five moves,
/// fivefold repetition and dead position is named.
pub fn ending<'a, H>(history: H) -> Option<Ending>
where
    H: IntoIterator<Item = &'a Position>,
    H::IntoIter: DoubleEndedIterator + Clone,
{
    let history = history.into_iter();
    let pos = history.clone().next_back()?;
    ending_by_rule(history).or_else(|| dead_ending(dead(pos)?))
}

/// The first position of `history` (oldest first, the start included) at which the game
/// had ended by itself — its index (the plies played to reach it) and the ending — as
/// [`ending`] decides after every move; `None` when it never did. `ferz check` asks it of a
/// whole game, so that moves after the end are found.
///
/// [`ending`] is asked of every prefix but for its costly question, whether the position is
/// dead; that one is asked of few positions, which gives the same answer: a position from
/// which a later one of the game can be reached is dead only if that one is too (a mate
/// after the later position is a mate after the earlier), so the dead positions of a game
/// are all at its end, and the first of them is found by halving.
///
/// `history` must be a game: each position reached from the one before by a legal move, so
/// that none but the last can be a mate or a stalemate (which are only asked of the last).
pub fn first_ending(history: &[Position]) -> Option<(usize, Ending)> {
    first_ending_in(history, &mut Memo::new())
}

/// [`first_ending`], with the verdicts `memo` already holds (and those found kept in it).
///
/// A mate on the board needs no dead question: every position before it can still reach it.
pub fn first_ending_in(history: &[Position], memo: &mut Memo) -> Option<(usize, Ending)> {
    first_ending_with(history, |pos| memo.dead_position(pos))
}

/// [`first_ending`], with `dead` answering whether a position is dead (why neither side
/// can mate, or `None`).
pub fn first_ending_with(
    history: &[Position],
    mut dead: impl FnMut(&Position) -> Option<[Why; 2]>,
) -> Option<(usize, Ending)> {
    let last = history.len().checked_sub(1)?;
    let by_board = (0..last)
        .find_map(|i| lasting_ending_in_game(&history[..=i]).map(|e| (i, e)))
        .or_else(|| ending_by_rule(history).map(|e| (last, e)));
    if by_board.as_ref().is_some_and(|(_, e)| e.outcome.termination == Termination::Checkmate) {
        return by_board;
    }
    // The positions before the board ended the game (or all of them) that could be dead.
    let open = by_board.as_ref().map_or(history.len(), |(i, _)| *i);
    let Some(last) = open.checked_sub(1) else { return by_board };
    let mut dead_at = |pos: &Position| dead_ending(dead_proof(dead(pos)?));
    let Some(mut found) = dead_at(&history[last]) else { return by_board };
    // The first dead position is in lo..=hi, and hi is dead (its ending in `found`).
    let (mut lo, mut hi) = (0, last);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match dead_at(&history[mid]) {
            Some(ending) => (hi, found) = (mid, ending),
            None => lo = mid + 1,
        }
    }
    Some((hi, found))
}

/// The ending the last position of `history` brings by a rule that needs no search:
/// [`ending`] without the dead-position question (checkmate, stalemate, insufficient
/// material, seventy-five moves, fivefold repetition), which a game played at a board asks beside
/// it (see `arbiter`).
pub fn ending_by_rule<'a, H>(history: H) -> Option<Ending>
where
    H: IntoIterator<Item = &'a Position>,
    H::IntoIter: DoubleEndedIterator + Clone,
{
    let history = history.into_iter();
    let pos = history.clone().next_back()?;
    if pos.is_checkmate() {
        let outcome = Outcome { winner: Some(!pos.turn()), termination: Termination::Checkmate, by: None };
        return Some(Ending { outcome, proof: None });
    }
    if pos.is_stalemate() {
        return draw(Termination::Stalemate);
    }
    lasting_ending(history)
}

/// A draw on the board by `termination`.
fn draw(termination: Termination) -> Option<Ending> {
    Some(Ending { outcome: Outcome { winner: None, termination, by: None }, proof: None })
}

/// The endings of [`ending_by_rule`] a position with legal moves can show, in its order:
/// insufficient material, seventy-five moves, fivefold repetition.
fn lasting_ending<'a, H>(history: H) -> Option<Ending>
where
    H: IntoIterator<Item = &'a Position>,
    H::IntoIter: DoubleEndedIterator + Clone,
{
    let history = history.into_iter();
    let pos = history.clone().next_back()?;
    if pos.is_insufficient_material() {
        return draw(Termination::InsufficientMaterial);
    }
    if pos.halfmoves() >= 150 {
        return draw(Termination::SeventyFiveMoves);
    }
    if occurrences(history, pos) >= 5 {
        return draw(Termination::FivefoldRepetition);
    }
    None
}

/// [`lasting_ending`] of the last position of `game`, the positions of a game (each reached
/// from the one before by a move, so that the side to move alternates): the same answer, asked
/// of every position of every game `ferz check` reads, with the repetition looked for only
/// where it can be (see [`fivefold_in_game`]).
fn lasting_ending_in_game(game: &[Position]) -> Option<Ending> {
    let pos = game.last()?;
    if pos.is_insufficient_material() {
        return draw(Termination::InsufficientMaterial);
    }
    if pos.halfmoves() >= 150 {
        return draw(Termination::SeventyFiveMoves);
    }
    if fivefold_in_game(game) {
        return draw(Termination::FivefoldRepetition);
    }
    None
}

/// Whether the last position of `game` (as in [`lasting_ending_in_game`]) stands there for
/// the fifth time: [`occurrences`] ≥ 5, comparing only every other position back (one with
/// the other side to move is never the same), and none at all when the plies since the last
/// capture or pawn move leave fewer than five of those.
fn fivefold_in_game(game: &[Position]) -> bool {
    let Some(pos) = game.last() else { return false };
    let window = (pos.halfmoves() as usize + 1).min(game.len());
    // The positions of the window with the same side to move: the last, and every other before it.
    if window.div_ceil(2) < 5 {
        return false;
    }
    let same = |p: &&Position| p.hash() == pos.hash() && p.is_same_position(pos);
    game[game.len() - window..].iter().rev().step_by(2).filter(same).count() >= 5
}

/// The drawn ending of a dead position, with its proof.
pub fn dead_ending(proof: Proof) -> Option<Ending> {
    let outcome = Outcome { winner: None, termination: Termination::DeadPosition, by: None };
    Some(Ending { outcome, proof: Some(proof) })
}

/// Why `pos` is dead (5.2.2), when neither side can mate; `None` when one
/// side can or the search could not decide (within the standard budget).
pub fn dead(pos: &Position) -> Option<Proof> {
    dead_within(pos, &Budget::default())
}

/// [`dead`] within `budget`.
pub fn dead_within(pos: &Position, budget: &Budget) -> Option<Proof> {
    Some(dead_proof(dead_position_within(pos, budget)?))
}

/// The proof of a dead position from why each side cannot mate (White's, then Black's).
fn dead_proof([white, black]: [Why; 2]) -> Proof {
    Proof::Dead { white, black }
}

/// The end of the game when `flagged`'s flag falls in `pos` (6.9): a loss,
/// with the opponent's mating line as proof, unless the opponent cannot
/// checkmate by any series of legal moves — then a draw. An undecided search
/// leaves the loss standing.
pub fn flag_fall(pos: &Position, flagged: Color) -> Ending {
    flag_fall_within(pos, flagged, &Budget::default())
}

/// [`flag_fall`] within `budget`. The mating line of the proof is the search's (the one
/// the terminal game shows).
pub fn flag_fall_within(pos: &Position, flagged: Color, budget: &Budget) -> Ending {
    let verdict = winnability_within(pos, !flagged, budget);
    lost_unless_opponent_cannot_mate(flagged, Termination::Timeout, verdict)
}

/// [`flag_fall_within`]'s result and termination, with the verdicts `memo` already holds
/// (and the one found kept in it), for `ferz check`, which needs the answer and not the
/// shortest line: the directed look is tried first, so the mating line of the proof is any
/// helpmate, checked move by move, not necessarily the search's.
pub fn flag_fall_in(pos: &Position, flagged: Color, budget: &Budget, memo: &mut Memo) -> Ending {
    let verdict = memo.can_mate_within(pos, !flagged, budget);
    lost_unless_opponent_cannot_mate(flagged, Termination::Timeout, verdict)
}

/// The end of the game when `offender`'s second completed illegal move is found (7.5.5), in
/// `pos`, the position restored: a loss, unless the opponent cannot checkmate by any series
/// of legal moves — then a draw; the same question as at a flag fall, with the same proof.
pub fn second_illegal_move(pos: &Position, offender: Color) -> Ending {
    let verdict = winnability_within(pos, !offender, &Budget::default());
    lost_unless_opponent_cannot_mate(offender, Termination::IllegalMove, verdict)
}

/// `loser` loses by `termination`, with the opponent's mating line as proof, unless the
/// opponent cannot checkmate by any series of legal moves (then a draw, with why): `verdict`
/// says which. An undecided search leaves the loss standing.
fn lost_unless_opponent_cannot_mate(loser: Color, termination: Termination, verdict: Verdict) -> Ending {
    let side = !loser;
    let (winner, proof) = match verdict {
        Verdict::Unwinnable(why) => (None, Some(Proof::CannotMate { side, why })),
        Verdict::Winnable { helpmate } => (Some(side), Some(Proof::CouldMate { side, line: helpmate })),
        Verdict::Unknown => (Some(side), (termination == Termination::Timeout).then_some(Proof::Undecided { side })),
    };
    Ending { outcome: Outcome { winner, termination, by: Some(loser) }, proof }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_read_well() {
        for t in ALL {
            assert_eq!(Termination::from_name(t.name()), Some(t));
        }
        let claim = Outcome { winner: None, termination: Termination::ThreefoldRepetition, by: Some(Color::Black) };
        assert_eq!(claim.to_string(), "½–½ — threefold repetition, claimed by Black");
        assert_eq!(claim.result(), "1/2-1/2");
        let resign =
            Outcome { winner: Some(Color::White), termination: Termination::Resignation, by: Some(Color::Black) };
        assert_eq!(resign.to_string(), "1–0 — Black resigned");
    }

    /// The repetition asked of every position of a game is [`occurrences`]'s, at every ply of
    /// knights going back and forth (the fifth time at ply 16), of a game that first
    /// shuffles without repeating and of one from a late halfmove clock.
    #[test]
    fn the_fivefold_of_a_game_is_the_counted_one() {
        let play = |start: &str, moves: &str| {
            let mut history = vec![Position::from_fen(start).unwrap()];
            for m in moves.split_whitespace() {
                let pos = &history[history.len() - 1];
                let mv = pos.legal_moves().iter().copied().find(|&mv| crate::rules::san(pos, mv) == m).unwrap();
                history.push(pos.play_unchecked(mv));
            }
            history
        };
        let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(5);
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let games = [
            play(start, &shuffle),
            play(start, &format!("e4 e5 Nc3 Nc6 Nb1 Nb8 {shuffle}")),
            play("8/8/8/4k3/8/8/4P3/K7 w - - 90 80", "Kb1 Kd4 Ka1 Ke5 Kb1 Kd4 Ka1 Ke5 Kb1 Kd4 Ka1 Ke5 Kb1 Kd4 Ka1 Ke5"),
        ];
        for history in &games {
            let mut fives = Vec::new();
            for i in 0..history.len() {
                let counted = occurrences(&history[..=i], &history[i]) >= 5;
                assert_eq!(fivefold_in_game(&history[..=i]), counted, "ply {i}");
                fives.extend(counted.then_some(i));
            }
            assert!(!fives.is_empty());
        }
        assert_eq!(
            first_ending(&games[0]).map(|(i, e)| (i, e.outcome.termination)),
            Some((16, Termination::FivefoldRepetition))
        );
    }
}
