//! What the app makes of the event loop's report of a write (an autosave, a game kept, a game
//! moved aside, an envelope, an envelope's opening recorded): a word in the status line, and for an envelope, the end of the
//! session.

use super::action::Effect;
use super::app::App;
use super::session::{StoreKind, StoreResult};

/// The report of a write.
pub(super) fn stored(app: &mut App, kind: StoreKind, result: StoreResult) -> Option<Effect> {
    let s = app.strings();
    match (kind, result) {
        (StoreKind::Autosave, Ok(_)) | (StoreKind::Archive, Ok(None)) => app.session.saved(),
        (StoreKind::Abandon, Ok(None)) => {}
        (StoreKind::Autosave, Err(why)) => {
            // Written again at the next update: the next second of a running clock at the
            // latest. Said once for each new reason, so that a retry that fails alike leaves
            // the question where to save it in sight; the title's mark stays meanwhile.
            if app.session.autosave_failed(why.clone()) {
                app.refuse(s.autosave_failed(&why));
            }
        }
        (StoreKind::Archive, Ok(Some(path))) => {
            app.session.saved();
            app.say(s.archived(&path));
        }
        (StoreKind::Archive, Err(why)) => {
            // Kept in its own save instead, it is not lost; kept nowhere, it is not saved.
            app.session.archive_failed(why.clone());
            app.refuse(s.archive_failed(&why));
        }
        (StoreKind::Chosen, Ok(path)) if app.screen.start_again => {
            // The games found are moved aside (said on the start screen, which asks for the
            // new game).
            app.screen.message = None;
            if let Some(path) = path {
                app.say(s.kept_aside(&path));
            }
            app.screen.quit = true;
            return Some(Effect::Quit);
        }
        (StoreKind::Abandon, Ok(Some(path))) | (StoreKind::Chosen, Ok(Some(path))) => {
            app.say(s.kept_aside(&path));
        }
        (StoreKind::Chosen, Ok(None)) => {}
        (StoreKind::Chosen, Err(why)) => {
            app.screen.start_again = false;
            app.refuse(s.abandon_failed(&why));
        }
        (StoreKind::Abandon, Err(why)) => {
            app.session.abandon_failed();
            app.refuse(s.abandon_failed(&why));
        }
        (StoreKind::Envelope, result) => return super::adjourn::envelope_written(app, result),
        (StoreKind::Claim, result) => return super::adjourn::envelope_claimed(app, result, app.now()),
        (StoreKind::Opened, Ok(_)) => {}
        (StoreKind::Opened, Err(why)) => app.refuse(s.opening_unrecorded(&why)),
        (StoreKind::Event | StoreKind::EventPgn | StoreKind::EndEvent, result) => {
            return super::event::stored(app, kind, result);
        }
    }
    None
}
