//! A game that could not be saved: the title keeps a mark for as long as
//! it is not saved (see the view), and the first attempt to quit asks where to save it — the
//! command line opens with `save ferz-<date>.pgn` ready to edit. Quitting again goes on as
//! usual; the event loop then prints the whole game on standard error.

use super::app::App;
use super::pgn_file::default_file_name;
use crate::game::{CalendarTime, Instant};

/// Quitting at `now`: when the game is not saved and the players were not asked yet,
/// asks where to save it and answers true (the quit waits); else false.
pub(super) fn ask_where_to_save(app: &mut App, now: Instant) -> bool {
    if !app.session.ask_where() {
        return false;
    }
    let why = app.session().autosave().unsaved().unwrap_or_default().to_string();
    let name = default_file_name(app.unix_at(now).unwrap_or(CalendarTime::from_unix_secs(0)));
    app.overlay = None;
    let input = &mut app.input;
    input.open_command();
    for c in format!("save {name}").chars() {
        input.push(c);
    }
    app.refuse(app.strings().unsaved_quit(&why, crate::tui::key_names::keys()));
    true
}
