//! An event of several games at one keyboard: a match (`--match N`) or a round-robin
//! (`--round-robin Anna,Boris,Vera`), as plain values the terminal and `ferz resume` drive.
//!
//! The event knows the schedule (who plays whom, with which colours, from which Chess960
//! position, under which clock for armageddon), the score, the crosstable and the standings;
//! it is told each finished game ([`Match::record`], [`RoundRobin::record`]) and says what
//! comes next. It draws no lots and reads no clock: a coin toss is passed in. It survives on
//! disk as JSON ([`Event::to_json`], [`Event::from_json`]).
//!
//! ```
//! use ferz::game::TimeControl;
//! use ferz::game::event::{Match, MatchNext, MatchSettings};
//!
//! let m = Match::new(MatchSettings::new("Anna", "Boris", 4, TimeControl::rapid()))?;
//! assert_eq!(m.event(), "Match Anna–Boris");
//! let MatchNext::Play(game) = m.next() else { unreachable!() };
//! assert_eq!((game.number, m.name(game.white)), (1, "Anna"));
//! # Ok::<(), ferz::game::event::EventError>(())
//! ```

mod berger;
mod crosstable;
mod error;
mod file;
mod flags;
mod match_play;
mod result;
mod round_robin;
mod rules;
mod score;
mod settings;
mod tags;
mod words;

#[cfg(test)]
mod match_tests;
#[cfg(test)]
mod round_robin_tests;

pub use berger::{berger_round, pairing_numbers};
pub use crosstable::{CrossRow, Crosstable, Standing};
pub use error::{ArmageddonFault, EventError, EventFileError, RecordError};
pub use file::{EVENT_FORMAT, Event, MAX_EVENT_BYTES};
pub use flags::{
    MAX_ARMAGEDDON_MINUTES, MAX_MATCH_GAMES, MAX_ROUND_ROBIN, MIN_ROUND_ROBIN, parse_armageddon, parse_colours,
    parse_event_name, parse_match_games, parse_round_robin, parse_tiebreak,
};
pub use match_play::{
    ArmageddonClock, ArmageddonWin, Match, MatchGame, MatchNext, MatchResult, MatchSettings, default_match_name,
};
pub use result::GameResult;
pub use round_robin::{DEFAULT_ROUND_ROBIN_NAME, Pairing, RoundRobin, RoundRobinNext, RoundRobinSettings};
pub use rules::GameRules;
pub use score::{Score, SonnebornBerger};
pub use settings::{ArmageddonTimes, Chess960Policy, ColourDraw, FirstColours, Start960, Tiebreak};
pub use tags::EventTags;
pub use words::{Column, EventWords};
