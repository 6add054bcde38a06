//! English: every sentence the rules, game and script layers can say, in English. The layers
//! return typed reasons; their `Display` (English, the default) is written here, beside the
//! Russian of `ru.rs`, so one language's words live in one place.

mod terminal;

pub use terminal::EN;

use std::fmt;

use crate::game::{ClaimReason, GameError, Outcome, Refusal, SaveError, Termination};
use crate::script::LineError;

/// Why a game ended, in a few words: "threefold repetition".
pub(super) const fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient material",
        Termination::DeadPosition => "dead position",
        Termination::SeventyFiveMoves => "seventy-five-move rule",
        Termination::FivefoldRepetition => "fivefold repetition",
        Termination::ThreefoldRepetition => "threefold repetition",
        Termination::FiftyMoves => "fifty-move rule",
        Termination::Agreement => "draw agreed",
        Termination::Resignation => "resignation",
        Termination::Timeout => "time forfeit",
        Termination::IllegalSealedMove => "illegal sealed move",
    }
}

/// What may be claimed, in a few words: "fifty-move rule".
pub(super) const fn claim_reason(r: ClaimReason) -> &'static str {
    match r {
        ClaimReason::ThreefoldRepetition => "threefold repetition",
        ClaimReason::FiftyMoves => "fifty-move rule",
    }
}

impl fmt::Display for Outcome {
    /// "½–½ — threefold repetition, claimed by Black", "1–0 — Black resigned".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} — ", self.score())?;
        match (self.termination, self.by) {
            (Termination::Resignation, Some(c)) => write!(f, "{c} resigned"),
            (Termination::Timeout, Some(c)) if self.winner.is_none() => {
                write!(f, "{c}'s flag fell, but {} cannot checkmate", !c)
            }
            (Termination::Timeout, Some(c)) => write!(f, "{c} lost on time"),
            (Termination::ThreefoldRepetition | Termination::FiftyMoves, Some(c)) => {
                write!(f, "{}, claimed by {c}", termination(self.termination))
            }
            (Termination::IllegalSealedMove, Some(c)) => write!(f, "{c}'s sealed move was not a legal move"),
            (Termination::Checkmate, _) => {
                write!(f, "checkmate, {} wins", self.winner.map_or("nobody", |c| c.fold("White", "Black")))
            }
            (t, _) => f.write_str(termination(t)),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::AlreadyOffered(c) => write!(f, "{c} has already offered a draw"),
            Refusal::OfferPending(c) => {
                write!(f, "{c} has offered a draw: accept or decline it instead of offering one")
            }
            Refusal::OffersNotYet { from_move, now } => {
                write!(f, "draw offers are not allowed before move {from_move} in this game (it is move {now})")
            }
            Refusal::AgreementTooEarly => {
                f.write_str("a draw can be agreed only after both players have made at least one move (FIDE 5.2.3)")
            }
            Refusal::TouchMove { touched, capture: false } => {
                write!(f, "touch-move: you touched {touched}, so you must move it (FIDE 4.3)")
            }
            Refusal::TouchMove { touched, capture: true } => {
                write!(f, "touch-move: you touched {touched}, so you must capture it (FIDE 4.3)")
            }
            Refusal::Paused => f.write_str("the clocks are stopped: resume the game first"),
            Refusal::NotYourTurn(c) => write!(f, "it is {c}'s move"),
            Refusal::NothingToTakeBack => f.write_str("there is no move to take back"),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Move(e) => write!(f, "{e}"),
            GameError::GameOver(o) => {
                write!(f, "the game is over ({}: {})", o.result(), termination(o.termination))
            }
            GameError::NoOffer => write!(f, "there is no draw offer to answer"),
            GameError::NotAllowed(why) => write!(f, "{why}"),
            GameError::BadFen(why) => write!(f, "{why}"),
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Pgn(e) => write!(f, "the file is not a readable game: {e}"),
            SaveError::Empty => write!(f, "the file holds no game"),
            SaveError::NotASave(why) => write!(f, "the file is not a ferz save: {why}"),
            SaveError::BadTag { name, value, why } => {
                write!(f, "the save is damaged: tag {name} \"{}\" {why}", crate::text::clean_short(value))
            }
            SaveError::Game(why) => write!(f, "the save is damaged: {why}"),
        }
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::MoveNeedsText => f.write_str("'move' needs a move, such as 'move e4' or 'move g1f3'"),
            LineError::WaitNeedsSeconds { got } => {
                write!(f, "'wait' needs a number of seconds, such as 'wait 2.5' (got '{got}')")
            }
            LineError::TakesNothing { command, got } => write!(f, "'{command}' takes nothing after it (got '{got}')"),
            LineError::TouchNeedsSquare => f.write_str("'touch' needs a square, such as 'touch g1'"),
            LineError::ResignTakesSide { got } => {
                write!(f, "'resign' takes 'white', 'black' or nothing (got '{got}')")
            }
            LineError::UnknownCommand { command } => write!(
                f,
                "unknown command '{command}': expected move, wait, offer, accept, decline, claim, resign, touch, \
                 state or pgn"
            ),
            LineError::TooLong { max_bytes } => write!(f, "the line is longer than {max_bytes} bytes"),
            LineError::NotUtf8 => f.write_str("the line is not valid UTF-8 text"),
        }
    }
}
