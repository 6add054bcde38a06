//! A yes/no question (resign, take back, accept a draw, an incorrect claim, quit,
//! a new game) and what each answer does.

use crate::tui::key_event::KeyCode;

use crate::rules::Color;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, HelpItem as H, Key, intent};
use crate::tui::overlay::Question;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::{Change, Handled, Order, Typed, Window};
use crate::lang::Words;
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::TerminalWords;
use crate::tui::layout::ScreenLayout;
use crate::tui::reader::commands::yes_or_no;
use crate::tui::view::{
    Look, MOVES_KEPT, Record, beside_board, centered, frame, menu_lines, middle, side_column, wrapped_rows,
};

/// A yes/no question (д and н with a Russian layout; Esc says no).
pub(in crate::tui) static KEYS: &[Binding] = &[
    intent(Key::Chars("yYдД", "y"), Intent::Answer(true)).help(H::Answer),
    intent(Key::Chars("nNнН", "n"), Intent::Answer(false)).help(H::Answer),
    intent(Key::Code(KeyCode::Esc), Intent::Answer(false)),
];

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

// The view.

/// The open question.
pub(in crate::tui) struct ConfirmWindow(pub(in crate::tui) Question);

impl ConfirmWindow {
    /// The question's box as the app asks it.
    fn view<'a>(&self, app: &App, layout: &'a ScreenLayout) -> ConfirmView<'a> {
        let look = app.look();
        let s: &dyn TerminalWords = look.words;
        let title = s.question_title(self.0.asked(app.player(Color::White), app.player(Color::Black)));
        ConfirmView { text: question_text(look.words, app.record(), self.0), title, layout, look }
    }
}

impl Window for ConfirmWindow {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

    /// Answered: yes, no, or Esc (no).
    fn update(&self, app: &App, action: &Action) -> Handled {
        match *action {
            Action::Intent(Intent::Answer(yes)) => Handled::Done(answer(app, self.0, yes)),
            Action::Ui(UiEvent::Cancel) => Handled::Done(answer(app, self.0, false)),
            _ => Handled::Pass,
        }
    }

    /// The question's box needs the panel's rows: the clocks (one may be running) go back to
    /// one line each, so that both stay in sight beside the box.
    fn small_clocks(&self) -> bool {
        true
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        self.view(app, layout).render(area, buf);
    }

    /// Under the move list, which keeps its newest moves above it.
    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        self.view(app, layout).below_moves()
    }

    /// A question is said where the players look as well as in its box (after the game too: a
    /// new game?).
    fn status(&self, app: &App) -> Option<String> {
        let s = app.strings();
        Some(format!("{} {}", question_text(app.look().words, app.record(), self.0), s.confirm_short()))
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

/// A yes/no question.
#[derive(Debug, Clone)]
pub struct ConfirmView<'a> {
    /// The question's words ([`question_text`]).
    pub text: String,
    /// Its title: what it is and whom it asks.
    pub title: String,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl ConfirmView<'_> {
    /// Where the question's box goes and what it holds: under the move list, which keeps its
    /// newest moves above it, the clocks one line each around both (the board and the last
    /// moves stay in sight, and the running clock); the keys are given up first there, since
    /// the status line says them too. Where the list is too short, over it whole; on a small
    /// screen over the side panel; else over the middle of the screen.
    fn place(&self) -> (Rect, Keys) {
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let text = theme.text(&self.text);
        let keys_for = |w: u16| menu_lines(s.confirm_keys(), usize::from(w.saturating_sub(4)), theme);
        let height = |w: u16, keys: Keys| {
            let extra = match keys {
                Keys::Spaced => keys_for(w).len() as u16 + 1,
                Keys::Shown => keys_for(w).len() as u16,
                Keys::None => 0,
            };
            wrapped_rows(&text, w.saturating_sub(4)) + extra + 2
        };
        let l = self.layout;
        for kept in MOVES_KEPT {
            for keys in [Keys::Spaced, Keys::Shown, Keys::None] {
                if let Some(rect) = beside_board(l, kept, |w| height(w, keys)) {
                    return (rect, keys);
                }
            }
        }
        for keys in [Keys::Spaced, Keys::None] {
            if let Some(rect) = beside_board(l, 0, |w| height(w, keys)) {
                return (rect, keys);
            }
        }
        let side = Rect { y: l.top_clock.y, height: l.bottom_clock.bottom().saturating_sub(l.top_clock.y), ..l.moves };
        let column = side_column(l);
        for within in [side, column] {
            if within.width >= 24 && height(within.width, Keys::None) <= within.height {
                let keys = if height(within.width, Keys::Spaced) <= within.height { Keys::Spaced } else { Keys::None };
                let h = height(within.width, keys);
                return (Rect { y: within.bottom() - h, height: h, ..within }, keys);
            }
        }
        (centered(middle(l), l.screen, 44, height(44, Keys::Spaced)), Keys::Spaced)
    }

    /// The box's rectangle, when it stands under the move list (which then stops above it).
    pub fn below_moves(&self) -> Option<Rect> {
        let (rect, _) = self.place();
        let moves = self.layout.moves;
        (rect.x == moves.x && rect.y > moves.y && rect.bottom() == moves.bottom()).then_some(rect)
    }
}

/// What the question's box shows under the question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Keys {
    /// The keys, after a blank row.
    Spaced,
    /// The keys.
    Shown,
    /// None (the status line says them).
    None,
}

impl Widget for ConfirmView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.look.theme;
        let s: &dyn TerminalWords = self.look.words;
        let text = theme.text(&self.text).into_owned();
        let (rect, shown) = self.place();
        let keys = menu_lines(s.confirm_keys(), usize::from(rect.width.saturating_sub(4)), theme);
        let rect = rect.intersection(area);
        if rect.is_empty() {
            return;
        }
        let inner = frame(theme, rect, buf, &self.title);
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        let mut lines = vec![Line::from(Span::styled(text, theme.bold()))];
        if shown == Keys::Spaced {
            lines.push(Line::default());
        }
        if shown != Keys::None {
            lines.extend(keys.into_iter().map(|k| Line::from(Span::styled(k, theme.dim()))));
        }
        Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
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
