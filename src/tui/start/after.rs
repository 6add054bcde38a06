//! What comes after a game of the terminal, for the start screen: whether the players asked
//! for another ([`AfterGame`]), and whether unfinished games wait to be offered first.

use crate::storage::{self, Holder};

/// How a game played in the terminal ended for the program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AfterGame {
    /// The players left.
    Done,
    /// N after a game, or in the list of unfinished games: the start screen for the next
    /// game.
    NewGameScreen {
        /// The last thing said (the games found moved aside), if any.
        said: Option<String>,
        /// The choices of the game just played, when one was played to its end (as it stood,
        /// before the colours are swapped for the next): none after the list of unfinished
        /// games, where no game was played.
        played: Option<crate::settings::Settings>,
        /// The engine that game's computer was, when one was named (`--engine`, or the save's
        /// `FerzComputer` tag): the next game against the computer asks the same program.
        engine: Option<std::path::PathBuf>,
    },
}

/// True when an unfinished game or an event between its games waits in the data directory:
/// plain `ferz` then offers them (as before) rather than the start screen.
pub fn games_waiting() -> bool {
    let Some(data) = storage::data_dir() else { return false };
    let unfinished = storage::unfinished_games(&storage::unfinished_dir(&data)).is_ok_and(|g| !g.is_empty());
    let old_autosave = storage::autosave_path().is_some_and(|p| p.exists());
    let events = crate::tui::event::gather(&data);
    // Looked at only: their locks are let go, the game's start takes them again.
    for shelved in events.iter().filter(|e| e.holder == Holder::Me) {
        storage::release(&storage::event_file(&data, &shelved.id), false);
    }
    unfinished || old_autosave || !events.is_empty()
}
