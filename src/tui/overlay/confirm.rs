//! A yes/no question (resign, take back, accept a draw, an incorrect claim, quit,
//! a new game) and what each answer does.

use crate::rules::Color;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::app::App;
use crate::tui::overlay::Question;

use super::window::Window;
use super::{Change, Handled, Order, Typed};
use crate::lang::Words;
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::TerminalWords;
use crate::tui::answers::yes_or_no;
use crate::tui::record::Record;

/// The answer to the open question: it closes, and the app does what the answer commits
/// it to (`update.rs`), or says what stays as it was.
fn answer(app: &App, question: Question, yes: bool) -> Vec<Change> {
    let s = app.strings();
    let then = match (question, yes) {
        (Question::Quit, true) => Change::Then(Intent::QuitNow.into()),
        (Question::NewGame, true) => Change::Do(Order::NewGame),
        (Question::Rematch, true) => Change::Do(Order::Rematch),
        (Question::Rematch, false) => Change::Say(s.rematch_no().into()),
        (Question::Quit | Question::NewGame, false) => Change::Say(s.goes_on().into()),
        (Question::Resign(side), true) => Change::Do(Order::Resign(side)),
        (Question::Resign(side), false) => Change::Say(s.resign_no(app.player(side), side)),
        (Question::Takeback(_), true) => Change::Do(Order::TakeBack),
        (Question::Takeback(asker), false) => {
            Change::Say(s.takeback_refused(app.player(!asker), !asker, &app.last_move_label()))
        }
        (Question::PointOut(_), true) => Change::Do(Order::PointOut),
        (Question::Accept(_), true) => Change::Do(Order::AcceptDraw),
        (Question::Accept(side), false) => Change::Say(s.accept_no(app.player(side), side)),
        (Question::PointOut(_), false) => Change::Say(s.point_out_no().into()),
        (Question::Claim(_, intended), true) => Change::Do(Order::Claim(intended)),
        (Question::Claim(..), false) => {
            return vec![Change::Window(None), Change::ClearMove, Change::Say(s.claim_cancelled().into())];
        }
    };
    vec![Change::Window(None), then]
}

/// The open question.
pub(in crate::tui) struct ConfirmWindow(pub(in crate::tui) Question);

impl Window for ConfirmWindow {
    /// Answered: yes, no, or Esc (no).
    fn update(&self, app: &App, action: &Action) -> Handled {
        match *action {
            Action::Intent(Intent::Answer(yes)) => Handled::Done(answer(app, self.0, yes)),
            Action::Ui(UiEvent::Cancel) => Handled::Done(answer(app, self.0, false)),
            _ => Handled::Pass,
        }
    }

    /// A question is said where the players look as well as in its box (after the game too: a
    /// new game?).
    fn status(&self, app: &App) -> Option<String> {
        let s = app.strings();
        Some(format!("{} {}", question_text(app.prefs().lang.words(), app.record(), self.0), s.confirm_short()))
    }

    /// The screen-reader face says the question and how to answer it.
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        vec![format!("{} {}", question_text(app.prefs().lang.words(), app.record(), self.0), w.yes_or_no())]
    }

    /// Yes or no, typed in either language; anything else asks again.
    fn typed(&self, app: &App, text: &str) -> Typed {
        match yes_or_no(text, app.prefs().lang.words()) {
            Some(yes) => Typed::Act(vec![Intent::Answer(yes).into()]),
            None => Typed::AskAgain(self.said(app)),
        }
    }
}

/// The words of a yes/no question, addressed to the player who answers it by name and colour.
pub fn question_text(words: &dyn Words, record: Record<'_>, question: Question) -> String {
    let s: &dyn TerminalWords = words;
    let game = record.game;
    let player = |side: Color| game.name(side);
    match question {
        Question::Quit => s.confirm_quit().to_string(),
        Question::NewGame => s.confirm_new().to_string(),
        // The names as they will stand: Black's player takes White.
        Question::Rematch => s.confirm_rematch(player(Color::Black), player(Color::White)),
        Question::Resign(side) => s.confirm_resign(player(side), side),
        Question::PointOut(side) => s.confirm_point_out(player(side), side),
        Question::Takeback(asker) => {
            let mv = record.last_move_label();
            s.confirm_takeback(player(asker), asker, &mv, player(!asker))
        }
        Question::Accept(side) => s.confirm_accept(player(side), side, player(!side)),
        Question::Claim(side, intended) => {
            let intended = intended.map(|mv| record.move_here(mv));
            let penalty = if game.clock().is_untimed() { crate::game::Duration::ZERO } else { game.penalty() };
            s.claim_anyway(player(side), side, intended.as_deref(), penalty, player(!side))
        }
    }
}
