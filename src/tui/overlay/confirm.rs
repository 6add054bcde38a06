//! A yes/no question (resign, take back, accept or decline a draw, an incorrect claim, quit,
//! a new game) and what each answer does.

use ratatui::crossterm::event::KeyCode;

use crate::game::Instant;
use crate::rules::Color;
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, HelpItem as H, Key};
use crate::tui::overlay::{Overlay, Question};
use crate::tui::update::claim;

/// A yes/no question (д and н with a Russian layout; Esc says no).
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::act(Key::Chars("yYдД", "y"), Action::Answer(true)).help(H::Answer),
    Binding::act(Key::Chars("nNнН", "n"), Action::Answer(false)).help(H::Answer),
    Binding::act(Key::Code(KeyCode::Esc), Action::Answer(false)),
];

/// The answer to the open question.
pub(in crate::tui) fn answer(app: &mut App, yes: bool, now: Instant) -> Effect {
    let Some(Overlay::Confirm(question)) = app.overlay.take() else { return Effect::None };
    match (question, yes) {
        (Question::Quit, true) => {
            app.screen.quit = true;
            return Effect::Quit;
        }
        (Question::NewGame, true) => app.reset_game(now),
        (Question::Rematch, true) => {
            app.swap_sides(now);
            let text = app.strings().rematch_started(app.player(Color::White), app.player(Color::Black));
            app.say(text);
        }
        (Question::Rematch, false) => app.say(app.strings().rematch_no()),
        (Question::Quit | Question::NewGame, false) => app.say(app.strings().goes_on()),
        (Question::Resign(side), true) => {
            if let Err(e) = app.play.game.resign(side, now) {
                app.refuse(app.error_text(&e));
            }
        }
        (Question::Resign(side), false) => app.say(app.strings().resign_no(app.player(side), side)),
        (Question::Takeback(_), true) => take_back(app, now),
        (Question::Takeback(asker), false) => {
            let text = app.strings().takeback_refused(app.player(!asker), !asker, &app.last_move_label());
            app.say(text);
        }
        (Question::PointOut(_), true) => point_out_now(app, now),
        (Question::Accept(_), true) => {
            if let Err(e) = app.play.game.accept_draw(now) {
                app.refuse(app.error_text(&e));
            }
        }
        (Question::Accept(side), false) => app.say(app.strings().accept_no(app.player(side), side)),
        (Question::Decline(side), false) => app.say(app.strings().decline_no(app.player(side), side)),
        (Question::PointOut(_), false) => app.say(app.strings().point_out_no()),
        (Question::Claim(_, intended), true) => claim(app, intended, now),
        (Question::Claim(..), false) => {
            app.input.clear_move();
            app.say(app.strings().claim_cancelled());
        }
        (Question::Decline(side), true) => match app.play.game.decline_draw(now) {
            Ok(()) => app.say(app.strings().declined(app.player(side), side)),
            Err(e) => app.refuse(app.error_text(&e)),
        },
    }
    Effect::None
}

/// The takeback was agreed: both clocks go back to what they showed before the move (no
/// increment is kept).
pub(in crate::tui) fn take_back(app: &mut App, now: Instant) {
    let text = app.last_move_label();
    match app.play.game.take_back(now) {
        Ok(()) => {
            app.drop_hand();
            app.say(app.strings().taken_back(&text));
        }
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

/// The player confirmed: the earliest illegal move not yet found is pointed out.
pub(in crate::tui) fn point_out_now(app: &mut App, now: Instant) {
    let lang = app.prefs().lang;
    match app.play.game.point_out(now) {
        Ok(Some(finding)) => app.say(lang.words().finding_said(
            &finding.in_notation(app.notation()),
            app.player(Color::White),
            app.player(Color::Black),
        )),
        Ok(None) => app.say(lang.words().nothing_illegal().to_string()),
        Err(e) => app.refuse(app.error_text(&e)),
    }
}
