//! A game over positions: the clock and time controls, the record of moves,
//! draw offers and claims, automatic endings and results. Time is passed in;
//! nothing here reads the OS clock or touches the terminal.

pub mod arbiter;
mod arbiter_mode;
pub mod clock;
mod computer;
pub mod envelope;
mod error;
pub mod event;
mod export;
#[allow(clippy::module_inception)]
mod game;
mod illegal;
mod low_time;
mod opening;
mod outcome;
mod record;
mod record_check;
mod save;
mod setup;
mod setup_error;
mod start;
pub mod time;
pub mod time_control;
mod time_use;

pub use arbiter::{Inquiry, InquiryKind, Ruling, Settled};
pub use arbiter_mode::Arbiter;
pub use clock::{Clock, ClockError, ClockState, StateFault, format_clock, format_delay, format_whole_secs};
pub use computer::{
    ComputerChoice, ComputerFlagError, ComputerSeat, ComputerSide, Level, parse_computer_side, parse_level,
};
pub use envelope::{Code, Envelope, EnvelopeError, Sealed};
pub use error::{GameError, RecordFault, Refusal};
pub use export::RecordWords;
pub use game::{
    Adjustment, ClaimOutcome, ClaimReason, FindingContext, Game, GameOptions, HandPly, LateDead, MAX_CORRECTED_CLOCK,
    Opened, SavedFinding, WrongClaim,
};
pub use illegal::{Breach, CompletedIllegal, Finding, IllegalLog};
pub use low_time::{LowTime, WARN_CEILING, warn_threshold};
pub use outcome::{
    Ending, Outcome, Proof, Termination, dead, dead_within, ending, ending_by_rule, first_ending, first_ending_in,
    first_ending_with, flag_fall, flag_fall_in, flag_fall_within, occurrences,
};
pub use record::{PlayedMove, SavedMove};
pub use record_check::{Contradiction, RecordVerdict, judge_record, judge_record_in, judge_record_with};
pub use save::{MAX_SAVE_BYTES, NotASave, SAVE_VERSION, SaveError, Saved, TagFault};
pub use setup::{MAX_NAME_CHARS, Setup, parse_penalty, parse_warn};
pub use setup_error::SetupError;
pub use start::{ODDS_PIECES, OddsPiece, PieceOdds, StartKind, parse_chess960_number, parse_odds, remove_odds};
pub use time::{CalendarTime, Duration, Instant, parse_seconds};
pub use time_control::{Bonus, Category, Mode, Period, Speed, TimeControl, TimeControlError, TimeUnit};
pub use time_use::{MoveTime, TimeUse};
