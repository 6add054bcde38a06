//! What a game of an event carries with it: the `[Event]` and `[Round]` tags, and the event's
//! file (`[FerzEvent]`), so that a game saved in the middle of a match goes on as part of it.

/// The tags that make a game part of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventTags {
    /// The event's name: the `[Event]` tag.
    pub event: String,
    /// The round: `[Round "3"]` (a match), `[Round "2.1"]` (a round-robin).
    pub round: String,
    /// The event's file in the data directory, by its name without `.json`: the
    /// `[FerzEvent]` tag.
    pub id: String,
}

impl EventTags {
    /// The event's file name as it may stand in a tag and a path: letters, digits, `-` and
    /// `_` only, not empty, at most 64 characters (anything else is no event of ferz's).
    #[must_use]
    pub fn valid_id(id: &str) -> bool {
        !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    }
}
