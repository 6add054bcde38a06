//! A game reviewed by an engine, as lichess reviews one: the evaluation after every move,
//! the moves that lost ground marked `?!`, `?`, `??` by the loss in winning chances, the
//! engine's better move, and each player's average centipawn loss.
//!
//! [`judgement`] is the arithmetic (no engine), [`review_game`] asks the engine,
//! [`annotate`] writes the result into a PGN game.

mod annotate;
mod game_review;
pub mod judgement;

pub use annotate::annotate;
pub use game_review::{GameReview, MAX_LINE_PLIES, MoveReview, Tally, assess, review_game, white_eval};
pub use judgement::{CP_CEILING, Eval, Judgement, centipawn_loss, judge, winning_chances};
