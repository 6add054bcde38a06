//! The screen part of the app: the time of the last update, the terminal's size, the last
//! message of the status line and whether the program ends.

use super::overlay::Placement;
use crate::game::Instant;

/// A message in the status line after an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// What to say.
    pub text: String,
    /// An error (something was refused) rather than news.
    pub error: bool,
}

/// The screen part of the app.
#[derive(Debug, Clone)]
pub struct Screen {
    /// The time of the last update, on the game's timeline (ms).
    pub(super) now: Instant,
    /// The terminal size, for the mouse.
    pub(super) size: (u16, u16),
    /// Where the face last stood the window it drew, if it says.
    pub(super) placement: Option<Placement>,
    /// The last message.
    pub(super) message: Option<Message>,
    /// The program should end.
    pub(super) quit: bool,
    /// It ends for the start screen of the next game (N after a game begun from it).
    pub(super) start_again: bool,
}

impl Screen {
    /// A screen of 80×24 at `now`, before the terminal says its size.
    pub(super) fn new(now: Instant) -> Screen {
        Screen { now, size: (80, 24), placement: None, message: None, quit: false, start_again: false }
    }

    /// Time moves on to `now` (never back).
    pub(super) fn advance(&mut self, now: Instant) -> Instant {
        self.now = self.now.max(now);
        self.now
    }

    /// Says `text` in the status line, as news or as a refusal.
    pub(super) fn say(&mut self, text: String, error: bool) {
        self.message = Some(Message { text, error });
    }
}
