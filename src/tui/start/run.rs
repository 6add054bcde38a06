//! The start screen in the terminal: takes it (raw mode, the alternate screen, the mouse),
//! draws the [`Form`] and answers keys and clicks until the players start a game or leave.
//! The terminal stays taken for the game that follows; it is given back when they leave, on
//! an error, and on a signal that ends the program (nothing to save yet: the program ends with
//! status 128 + the signal's number).

use std::io::{self, stdout};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{
    EnableMouseCapture, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{Clear, ClearType};
use ratatui::layout::Rect;
use signal_hook::iterator::Signals;

use super::form::{Form, FormKey, Outcome};
use super::view::{StartView, spots};
use crate::lang::TerminalWords;
use crate::tui::RunError;
use crate::tui::prefs::PieceSet;
use crate::tui::signals::{ENDING, chain_panic_hook, farewell_answers, restore_terminal, take_terminal};
use crate::tui::term_events::Events;
use crate::tui::terminal::no_color;
use crate::tui::tty::draw_whole;

/// Shows the start screen until the players start a game (its settings) or leave (`None`).
/// On a start the terminal is left taken, for the game. No terminal to take is said in the
/// words of the screen that was not shown. `pictures`: the game's board may be a picture, so
/// the terminal is asked what pictures it shows now, before anything reads its keys (see
/// [`crate::tui::picture::start`]).
pub fn run(form: Form, pictures: bool) -> Result<Option<crate::settings::Settings>, RunError> {
    let strings: &'static dyn TerminalWords = form.lang().words();
    let mut signals = Signals::new(ENDING)?;
    let handle = signals.handle();
    // The watch outlives the screen when a game follows: up to the moment the game answers the
    // signals itself, one still gives the terminal back (after it, the game's writes the game
    // too, and this one leaves the signal to it).
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            if farewell_answers() {
                return;
            }
            restore_terminal();
            std::process::exit(128 + signal);
        }
    });
    let result = match take_terminal() {
        Err(e) => Err(RunError::NoTerminal(e, strings)),
        Ok(mut terminal) => {
            chain_panic_hook();
            execute!(stdout(), EnableMouseCapture)
                .and_then(|()| event_loop(&mut terminal, form, pictures))
                .map_err(RunError::Terminal)
        }
    };
    match &result {
        // The game's first frame is drawn whole on a clear screen (its terminal is new, and
        // would take what the start screen left for what it drew).
        Ok(Some(_)) => execute!(stdout(), Clear(ClearType::All))?,
        Err(RunError::NoTerminal(..)) => handle.close(),
        _ => {
            handle.close();
            restore_terminal();
        }
    }
    result
}

/// Gives the terminal back, once (after a game that began from the start screen, whatever
/// became of it).
pub fn give_back() {
    restore_terminal();
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    mut form: Form,
    pictures: bool,
) -> io::Result<Option<crate::settings::Settings>> {
    let color = !no_color();
    let ascii = PieceSet::from_env() == PieceSet::Ascii;
    // The terminal's answers are read before its one reader starts, which would take them;
    // the keys typed meanwhile are this screen's.
    let mut typed = Vec::new();
    if pictures {
        crate::tui::picture::start();
        typed = crate::tui::picture::typed_ahead();
    }
    let mut typed = typed.into_iter();
    // The process's one reader of the terminal: what is not read here waits for the game.
    let mut events = Events::listen();
    loop {
        draw_whole(terminal, StartView { form: &form, color, ascii })?;
        let size = terminal.size()?;
        let area = Rect::new(0, 0, size.width, size.height);
        let event = match typed.next() {
            Some(key) => Event::Key(key),
            None => events.read()?,
        };
        let key = match event {
            Event::Key(key) if key.kind != KeyEventKind::Release => form_key(key),
            Event::Mouse(mouse) => click(&mut form, mouse, area),
            _ => None,
        };
        let Some(key) = key else { continue };
        match form.key(key) {
            Outcome::Stay => {}
            Outcome::Start(settings) => return Ok(Some(settings)),
            Outcome::Quit => return Ok(None),
        }
    }
}

/// A key of the terminal as the start screen reads it.
pub fn form_key(key: KeyEvent) -> Option<FormKey> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    Some(match key.code {
        KeyCode::Char('c' | 'd' | 'q') if ctrl => FormKey::Quit,
        KeyCode::Char('u') if ctrl => FormKey::Clear,
        // A line feed typed before raw mode is Enter (as in the game).
        KeyCode::Char('j' | 'm') if ctrl => FormKey::Enter,
        KeyCode::Char('n') if ctrl => FormKey::Next,
        KeyCode::Char('p') if ctrl => FormKey::Prev,
        KeyCode::Char(_) if ctrl => return None,
        KeyCode::Char(c) => FormKey::Char(c),
        KeyCode::Backspace => FormKey::Backspace,
        KeyCode::Enter => FormKey::Enter,
        KeyCode::Esc | KeyCode::F(10) => FormKey::Quit,
        KeyCode::Tab | KeyCode::Down => FormKey::Next,
        KeyCode::BackTab | KeyCode::Up => FormKey::Prev,
        KeyCode::Left => FormKey::Left,
        KeyCode::Right => FormKey::Right,
        _ => return None,
    })
}

/// A click: on a question, it comes into focus; on the answer in focus, its left part is ←
/// and the rest →; on the button, the game starts. The wheel moves between the questions.
pub fn click(form: &mut Form, mouse: MouseEvent, area: Rect) -> Option<FormKey> {
    let spots = spots(form, area)?;
    let (x, y) = (mouse.column, mouse.row);
    let inside = |r: Rect| x >= r.x && x < r.right() && y >= r.y && y < r.bottom();
    match mouse.kind {
        MouseEventKind::ScrollUp => Some(FormKey::Prev),
        MouseEventKind::ScrollDown => Some(FormKey::Next),
        MouseEventKind::Down(MouseButton::Left) => {
            if inside(spots.button) {
                return Some(FormKey::Enter);
            }
            let &(q, _, value_x) = spots.rows.iter().find(|(_, row, _)| inside(*row))?;
            if form.focus() != q {
                form.focus_on(q);
                return None;
            }
            if x < value_x {
                None
            } else if x < value_x + 2 {
                Some(FormKey::Left)
            } else {
                Some(FormKey::Right)
            }
        }
        _ => None,
    }
}
