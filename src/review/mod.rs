//! A game reviewed by an engine, as lichess reviews one: the evaluation after every move,
//! the moves that lost ground marked `?!`, `?`, `??` by the loss in winning chances, the
//! engine's better move, and each player's average centipawn loss.
//!
//! [`judgement`] is the arithmetic (no engine), [`review_game`] asks the engine,
//! [`annotate`] writes the result into a PGN game.

use crate::engine::Limit;

mod annotate;
mod game_review;
pub mod judgement;

pub use annotate::{annotate, read_review};
pub use game_review::{GameReview, MAX_LINE_PLIES, MoveReview, Tally, assess, review_game, white_eval};
pub use judgement::{CP_CEILING, Eval, Judgement, centipawn_loss, judge, winning_chances};

/// How deep each position of a game is searched when nothing else is asked: by the review
/// after a game and by `ferz analyse` alike, so that both judge a game the same.
pub const DEFAULT_DEPTH: u32 = 14;

/// The search of each position when nothing else is asked (see [`DEFAULT_DEPTH`]).
pub const DEFAULT_LIMIT: Limit = Limit::Depth(DEFAULT_DEPTH);
