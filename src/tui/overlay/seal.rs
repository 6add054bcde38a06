//! The sealing window of an adjournment: the move is typed unseen (its logic is in
//! [`adjourn`](crate::tui::adjourn)).

use ratatui::crossterm::event::KeyCode;

use crate::lang::FooterKey as Fk;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::keymap::{Binding, Key, intent, typed, ui};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::{Change, Handled, Order, Overlay, Typed, Window};
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::view::{Look, text_window};

/// The sealing window: the move's characters, Backspace, Enter seals, Esc gives up.
pub(in crate::tui) static KEYS: &[Binding] = &[
    Binding::nothing(Key::AnyCtrl),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::SealType(c))),
    ui(Key::Code(KeyCode::Backspace), UiEvent::SealErase),
    intent(Key::Code(KeyCode::Enter), Intent::Seal).footer(&[Fk::Seal]),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel).footer(&[Fk::Back]),
];

/// The longest sealed move kept; more cannot be a move.
const MAX_SEALED: usize = 32;

// The view.

/// The open sealing window, with the move typed so far.
pub(in crate::tui) struct SealWindow<'a>(pub(in crate::tui) &'a str);

impl Window for SealWindow<'_> {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

    /// The move typed unseen, sealed, or given up.
    fn update(&self, app: &App, action: &Action) -> Handled {
        let typed = |text: String| vec![Change::Window(Some(Overlay::Seal(text)))];
        Handled::Done(match *action {
            Action::Ui(UiEvent::SealType(c)) if !c.is_control() && self.0.chars().count() < MAX_SEALED => {
                typed(format!("{}{c}", self.0))
            }
            Action::Ui(UiEvent::SealType(_)) => Vec::new(),
            Action::Ui(UiEvent::SealErase) => {
                let mut text = self.0.to_string();
                text.pop();
                typed(text)
            }
            // Not checked: an illegal move loses at the resumption.
            Action::Intent(Intent::Seal) => match self.0.trim() {
                "" => vec![Change::Refuse(app.strings().seal_empty().into())],
                text => vec![Change::Window(None), Change::Do(Order::Seal(text.to_string()))],
            },
            Action::Ui(UiEvent::Cancel) => {
                vec![Change::Window(None), Change::Say(app.strings().seal_cancelled().into())]
            }
            _ => return Handled::Pass,
        })
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        let position = app.game().position();
        SealView {
            typed: self.0,
            turn: app.game().turn(),
            name: app.game().name(app.game().turn()),
            move_number: position.fullmoves(),
            layout,
            look: app.look(),
        }
        .render(area, buf);
    }

    fn footer(&self) -> Option<&'static [Fk]> {
        Some(&[Fk::Back, Fk::Seal])
    }

    fn silences_input(&self) -> bool {
        true
    }

    /// The screen-reader face asks for the move to seal.
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        vec![w.seal_prompt().to_string()]
    }

    /// The move typed in the screen-reader face is sealed; an empty line lets the sealing be.
    fn typed(&self, _app: &App, text: &str) -> Typed {
        if text.is_empty() {
            return Typed::Act(vec![UiEvent::Cancel.into()]);
        }
        Typed::Act(text.chars().map(|c| UiEvent::SealType(c).into()).chain([Intent::Seal.into()]).collect())
    }
}

/// The mark shown for each character of the sealed move.
const HIDDEN: char = '●';

/// The sealing window: who seals which move, and the typed move as dots.
#[derive(Debug, Clone, Copy)]
pub struct SealView<'a> {
    /// The typed move (shown only as its length).
    pub typed: &'a str,
    /// The side sealing its move.
    pub turn: Color,
    /// The name of the player sealing it, if the players gave names.
    pub name: Option<&'a str>,
    /// The number of the move sealed.
    pub move_number: u32,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
}

impl Widget for SealView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let dots: String = std::iter::repeat_n(HIDDEN, self.typed.chars().count()).collect();
        let caret = Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED));
        let body = vec![
            Line::from(s.seal_prompt(self.name, self.turn, self.move_number)),
            Line::default(),
            Line::from(vec![Span::styled(s.seal_label(), theme.bold()), Span::raw(dots), caret]),
            Line::default(),
            Line::from(Span::styled(s.seal_keys(), theme.dim())),
        ];
        text_window(theme, self.layout, area, buf, s.seal_title(), body);
    }
}
