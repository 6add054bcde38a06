//! What can be wrong with an event: its settings (the command line's flags), a game recorded
//! out of turn, or an event file that is damaged or not one. The sentences live in
//! `lang/en/event.rs` and `lang/ru/event.rs`.

/// Event settings that cannot be played: the value given and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventError {
    /// `--match` is not a whole number of games from 1 to [`super::MAX_MATCH_GAMES`].
    MatchGames {
        /// The text given.
        input: String,
    },
    /// `--armageddon` is not two clock times in minutes, White's then Black's.
    Armageddon {
        /// The text given.
        input: String,
        /// What is wrong with it.
        fault: ArmageddonFault,
    },
    /// `--armageddon` was given with `--tiebreak none`: there is no armageddon to time.
    ArmageddonWithoutTiebreak,
    /// `--tiebreak` is neither `none` nor `armageddon`.
    Tiebreak {
        /// The text given.
        input: String,
    },
    /// `--colours` is neither `given` nor `lot`.
    Colours {
        /// The text given.
        input: String,
    },
    /// A round-robin of fewer than [`super::MIN_ROUND_ROBIN`] or more than
    /// [`super::MAX_ROUND_ROBIN`] players.
    PlayerCount {
        /// How many names were given.
        count: usize,
    },
    /// A name is empty (`Anna,,Vera`, or `--white ""` in a match).
    EmptyName {
        /// Its place in the list, from 1.
        position: usize,
    },
    /// The same name twice (letter case aside): the players could not be told apart.
    NameTwice {
        /// The name, as given the second time.
        name: String,
    },
    /// `--event` is empty.
    EmptyEventName,
    /// `--match` and `--round-robin` together: one event at a time.
    MatchAndRoundRobin,
    /// `--event` without `--match` or `--round-robin`: there is no event to name.
    NameWithoutEvent,
    /// `--double` without `--round-robin`: there is no cycle to play twice.
    DoubleWithoutRoundRobin,
    /// A Chess960 position number above 959.
    Chess960Number {
        /// The number given.
        number: u16,
    },
}

impl std::error::Error for EventError {}

/// What is wrong with an `--armageddon W,B` value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArmageddonFault {
    /// Not two values separated by a comma.
    Shape,
    /// A part is not a whole number of minutes.
    NotMinutes {
        /// The part.
        part: String,
    },
    /// A side would have no time at all.
    Zero,
    /// More than [`super::MAX_ARMAGEDDON_MINUTES`] minutes: armageddon is a quick game.
    TooLong,
    /// White would not have more time than Black, who has draw odds.
    WhiteNotMore,
}

/// A game recorded that is not the event's next one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The event is over: no game is left to play.
    Finished,
    /// The game's players or colours are not those of the next game.
    WrongPlayers {
        /// Who was due to have White and Black.
        expected: [usize; 2],
        /// Who had them in the game recorded.
        found: [usize; 2],
    },
    /// The game did not start from the Chess960 position its pair was to play.
    WrongPosition {
        /// The position due (`None`: not a Chess960 game).
        expected: Option<u16>,
        /// The position of the game recorded.
        found: Option<u16>,
    },
}

impl std::error::Error for RecordError {}

/// An event file that cannot be read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventFileError {
    /// Larger than [`super::MAX_EVENT_BYTES`]: not an event ferz wrote.
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
    },
    /// Not JSON at all (damaged, or another kind of file).
    NotJson,
    /// JSON, but without ferz's event marker.
    NotAnEvent,
    /// Written by a newer ferz (the format's version).
    Version {
        /// The version found.
        found: u64,
    },
    /// A field is missing or holds the wrong kind of value.
    Field {
        /// The field's name.
        name: &'static str,
    },
    /// The settings read back are not playable.
    Settings(EventError),
    /// A game read back does not follow from the ones before it.
    Game {
        /// Its number, from 1.
        number: usize,
        /// Why.
        why: RecordError,
    },
}

impl std::error::Error for EventFileError {}

impl From<EventError> for EventFileError {
    fn from(e: EventError) -> Self {
        EventFileError::Settings(e)
    }
}
