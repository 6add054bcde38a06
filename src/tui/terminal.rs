//! The event loop: the one place that reads the real time and touches the terminal.
//!
//! It takes the terminal (raw mode, alternate screen, mouse capture), then sleeps until a key,
//! a mouse event, a resize or the next moment the clock display changes — so an idle game costs
//! next to nothing — and redraws only after something happened. An update's effects are done
//! here in order ([`perform`]), each write of the game (`Effect::Store`) reported back. The
//! terminal is given back and the game written on every way out: a normal quit, Ctrl+C, an
//! error, a panic (caught, after the panic hooks put the screen back), and SIGTERM, SIGHUP,
//! SIGINT or SIGQUIT. The loop owns the app; all a signal's thread gets is the game as the loop
//! last left it ([`LastSave`], through the [`Farewell`]), which it writes with the time of the
//! signal — the clock of the side to move charged up to then — before it ends the program with
//! status 128 + the signal's number. When the program ends, the game is written once more, so
//! the time of the move in progress is not lost. A game that cannot be saved then is printed on
//! standard error. A stop (SIGTSTP, `:suspend`) lends the terminal to the shell; after the
//! continue the loop clears the screen, redraws, and reports it to the game, which pauses a
//! running clock: the timeline ([`millis`]) leaves the time stopped out.

use std::io::{self, Write, stdout};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::Sender;

use crate::game::Instant;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{EnableMouseCapture, Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal;

use super::action::UiEvent;
use super::app::App;
use super::driver::{Driver, Face, Notice, RunError, Took, World, act};
use super::keys::{map_key, split_alt};
use super::mouse::map_mouse;
use super::prefs::ColorDepth;
use super::resume::Begin;
use super::setup::GameSetup;
use super::signals::{chain_panic_hook, restore_terminal, take_terminal};
use super::start::AfterGame;

pub(crate) use super::signals::millis;
pub(crate) use super::tty::{clear_all, draw_whole, ring_bell};

/// True when the `NO_COLOR` convention asks for no colours (set and not empty).
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// Plays a game in the terminal until the players quit: a new one (after offering the
/// unfinished game of the autosave), or the one `how` names. A file that cannot be resumed
/// ends the program before the screen is taken. The terminal is restored on every way out,
/// then the game is written one last time (the clock of the side to move as it stands).
/// [`AfterGame::NewGameScreen`] when the players asked for the start screen of the next game.
pub fn run(mut setup: GameSetup, how: Begin) -> Result<AfterGame, RunError> {
    if no_color() {
        setup.prefs.color = false;
    }
    setup.prefs.depth = ColorDepth::from_env();
    // Not even the first screen waits on a verdict (a start position that is hard to judge).
    setup.verdicts_beside = true;
    let start = std::time::Instant::now();
    let strings = setup.prefs.lang.words();
    // Before the screen is taken: a signal from now on restores it and writes the game.
    let mut driver = Driver::begin(setup, how, start)?;
    let terminal = take_terminal().map_err(|e| RunError::NoTerminal(e, strings))?;
    // The terminal is asked what pictures it shows before the first frame, in raw mode; keys
    // typed meanwhile are played first.
    if driver.app().prefs.pieces == super::PieceSet::Image {
        super::picture::start();
    }
    for key in super::picture::typed_ahead() {
        let _ = driver.sender().send(Notice::Input(Event::Key(key)));
    }
    chain_panic_hook();
    let mut screen = Screen { terminal, start };
    let result = catch_unwind(AssertUnwindSafe(|| {
        execute!(stdout(), EnableMouseCapture)?;
        let listening = read_terminal(driver.sender());
        let ran = driver.run(&mut screen);
        // From now on the terminal's events wait for the next listener (the start screen).
        drop(listening);
        ran
    }));
    // The turn is held: a signal now waits for the last write, then makes it again.
    let saved = driver.finish(&mut screen, restore_terminal);
    // What reached the game after its loop ended (keys typed behind N) is the next screen's,
    // before what came since.
    super::term_events::give_back(driver.unread());
    if let Some(farewell) = driver.app().session().adjournment().farewell() {
        // Broken between words to the terminal's width, so that the terminal never cuts a
        // word, the code least of all.
        let width = terminal::size().map_or(80, |(w, _)| w);
        let _ = writeln!(stdout(), "{}", crate::text::wrap_words(farewell, usize::from(width)));
    }
    let after = match &driver.app().screen {
        // What was said last (the games found moved aside) is said on the start screen.
        screen if screen.start_again => AfterGame::NewGameScreen {
            said: screen.message.as_ref().map(|m| m.text.clone()),
            played: driver
                .app()
                .game()
                .is_over()
                .then(|| crate::settings::Settings::of_game(driver.app().game(), driver.app().prefs().lang)),
            engine: driver.app().game().options().computer.as_ref().and_then(|c| c.engine.clone()),
        },
        _ => AfterGame::Done,
    };
    match result {
        Ok(Ok(())) if saved.is_err() => Err(RunError::Unsaved(strings)),
        Ok(result) => result.map(|()| after).map_err(RunError::Terminal),
        Err(_) => Err(RunError::Crashed { saved: saved.is_ok(), strings }),
    }
}

/// Hands the terminal's events to the driver's one channel, from the process's one reader
/// ([`term_events`](super::term_events)), until the game is over (the hold is dropped) or the
/// driver is gone: what comes after waits for the next listener (the start screen after N).
/// A continue after a stop is read there too, as the resize its SIGWINCH makes.
fn read_terminal(to: Sender<Notice<Event>>) -> super::term_events::Listening {
    super::term_events::listen(move |read| {
        let notice = match read {
            Ok(event) => Notice::Input(event),
            Err(e) => Notice::InputFailed(e),
        };
        match to.send(notice) {
            Ok(()) => None,
            Err(back) => match back.0 {
                Notice::Input(event) => Some(Ok(event)),
                Notice::InputFailed(e) => Some(Err(e)),
                _ => None,
            },
        }
    })
}

/// The key the player pressed. Keys typed in the first instant after launch, before ferz takes
/// the terminal, went through the terminal's cooked mode, which turns Enter into a line feed
/// (`icrnl`); the tty keeps them, and once raw mode is on crossterm reads that byte as Ctrl+J.
/// No key of ferz is Ctrl+J (a line feed is Enter to a terminal), so it is Enter: no move typed
/// at launch is lost.
fn as_typed(key: KeyEvent) -> KeyEvent {
    if key.code == KeyCode::Char('j') && key.modifiers == KeyModifiers::CONTROL {
        KeyEvent::new_with_kind(KeyCode::Enter, KeyModifiers::NONE, key.kind)
    } else {
        key
    }
}

/// The terminal face: the screen the model is drawn on, the keys and the mouse it reads.
struct Screen {
    terminal: DefaultTerminal,
    start: std::time::Instant,
}

impl World for Screen {
    fn now(&self) -> Instant {
        millis(self.start)
    }

    fn clear(&mut self) -> io::Result<()> {
        clear_all(&mut self.terminal)
    }

    fn ring(&mut self) -> io::Result<()> {
        ring_bell()
    }
}

impl Face for Screen {
    type Input = Event;

    fn opening(&mut self, app: &mut App) -> io::Result<bool> {
        let size = self.terminal.size()?;
        act(app, UiEvent::Resize(size.width, size.height), self)
    }

    /// A key is mapped in the state the one before it left; Alt+key is Esc typed quickly
    /// before the key: both, in turn.
    fn input(&mut self, app: &mut App, input: Event) -> io::Result<Took> {
        let actions = match input {
            Event::Key(key) => split_alt(as_typed(key))
                .into_iter()
                .map(|key| {
                    #[cfg(debug_assertions)]
                    super::crash_test::panic_if_asked(&key);
                    Input::Key(key)
                })
                .collect(),
            Event::Mouse(mouse) => vec![Input::Action(map_mouse(app, mouse))],
            Event::Resize(w, h) => vec![Input::Action(Some(UiEvent::Resize(w, h).into()))],
            _ => Vec::new(),
        };
        let mut took = Took::Nothing;
        for input in actions {
            let action = match input {
                Input::Key(key) => map_key(app, key),
                Input::Action(action) => action,
            };
            let Some(action) = action else { continue };
            took = Took::Changed;
            if act(app, action, self)? {
                return Ok(Took::Quit);
            }
        }
        Ok(took)
    }

    fn deadline(&self, app: &App, now: Instant) -> Option<Instant> {
        app.next_deadline(now)
    }

    fn show(&mut self, app: &mut App, changed: bool) -> io::Result<()> {
        if !changed {
            return Ok(());
        }
        draw_whole(&mut self.terminal, &*app)?;
        // The standings window's keys (Tab, the rows' scroll) go by where it was drawn.
        app.set_placement(super::view::standings_placement(app));
        Ok(())
    }
}

/// What the terminal read: a key still to be mapped, or an action already known.
enum Input {
    Key(super::key_event::KeyEvent),
    Action(Option<super::action::Action>),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;
    use crate::tui::action::Intent;
    use crate::tui::action::{Effect, Report};
    use crate::tui::driver::{LastSave, perform};
    use crate::tui::overlay::Overlay;
    use crate::tui::prefs::Prefs;
    use crate::tui::session::StoreKind;
    use crate::tui::session::{Store, StoreResult};
    use crate::tui::update::update;

    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    /// A game under `tc`, not yet started.
    fn app(tc: &str, prefs: Prefs) -> App {
        match GameSetup::new(Position::new(), tc.parse().expect("a time control"), None, None, prefs) {
            Ok(setup) => App::new(setup, at(0)),
            Err(e) => panic!("{e}"),
        }
    }

    /// Plays `text` as typed on the board at `ms`.
    fn play(app: &mut App, text: &str, ms: u64) {
        for c in text.chars() {
            update(app, UiEvent::Type(c), at(ms));
        }
        update(app, UiEvent::Submit, at(ms));
    }

    /// A world that writes nothing and says what it was asked, in order; its writes succeed.
    #[derive(Default)]
    struct Record {
        done: Vec<String>,
    }

    impl World for Record {
        fn now(&self) -> Instant {
            at(60_000)
        }

        fn clear(&mut self) -> io::Result<()> {
            self.done.push("clear".into());
            Ok(())
        }

        fn ring(&mut self) -> io::Result<()> {
            self.done.push("bell".into());
            Ok(())
        }

        fn suspend(&mut self) {
            self.done.push("suspend".into());
        }

        fn save(&mut self, _: &App, name: Option<&str>) -> Result<String, (String, String)> {
            self.done.push(format!("save {name:?}"));
            Ok(name.unwrap_or("ferz.pgn").to_string())
        }

        fn store(&mut self, _: &mut App, store: &Store) -> StoreResult {
            self.done.push(format!("store {:?}", store.kind()));
            Ok(match store.kind() {
                StoreKind::Archive => Some("games/kept.pgn".into()),
                StoreKind::Envelope => Some("sealed.pgn".into()),
                _ => None,
            })
        }
    }

    #[test]
    fn a_line_feed_typed_before_raw_mode_is_enter() {
        // `f3` Enter typed at launch: the tty's cooked mode made Enter a line feed, read as Ctrl+J.
        let mut a = app("5+0", Prefs::default());
        let line_feed = KeyEvent::new(KeyCode::Char('j'), KeyModifiers::CONTROL);
        assert_eq!(as_typed(line_feed), KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
        for key in [KeyCode::Char('f'), KeyCode::Char('3')]
            .map(|c| KeyEvent::new(c, KeyModifiers::NONE))
            .into_iter()
            .chain([line_feed])
        {
            if let Some(action) = map_key(&a, as_typed(key)) {
                update(&mut a, action, at(0));
            }
        }
        assert_eq!(a.game().moves().len(), 1, "f3 is played and the clock started");
        // Other keys are as they came.
        for key in [
            KeyEvent::new(KeyCode::Char('j'), KeyModifiers::NONE),
            KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
        ] {
            assert_eq!(as_typed(key), key);
        }
    }

    #[test]
    fn the_effects_of_one_update_are_done_in_order_and_their_reports_come_back() {
        let mut a = app("1", Prefs { bell: true, ..Prefs::default() });
        update(&mut a, Intent::Start, at(0));
        update(&mut a, Report::Tick, at(59_999));
        // The flag falls: the bell, then the finished game kept, and its report said.
        let mut world = Record::default();
        let effects = update(&mut a, Report::Tick, at(60_000));
        assert_eq!(perform(&mut a, effects, &mut world).ok(), Some(false));
        assert_eq!(world.done, ["bell", "store Archive"]);
        assert!(a.message().is_some_and(|m| m.text.contains("games/kept.pgn")), "{:?}", a.message());
    }

    #[test]
    fn what_a_report_asks_for_joins_the_queue_at_the_back() {
        let mut a = app("5+0", Prefs::default());
        update(&mut a, Intent::Start, at(0));
        update(&mut a, Intent::Adjourn, at(1_000));
        update(&mut a, UiEvent::SealType('e'), at(1_000));
        update(&mut a, UiEvent::SealType('4'), at(1_000));
        let mut effects = update(&mut a, Intent::Seal, at(2_000));
        effects.push_back(Effect::Redraw);
        // The envelope is written; its report opens the box of the code, after the redraw
        // already queued; a key then ends the program.
        let mut world = Record::default();
        assert_eq!(perform(&mut a, effects, &mut world).ok(), Some(false));
        assert_eq!(world.done, ["store Envelope", "clear"]);
        assert!(matches!(a.overlay(), Some(Overlay::Sealed { .. })), "{:?}", a.overlay());
        let effects = update(&mut a, UiEvent::Cancel, at(3_000));
        assert_eq!(perform(&mut a, effects, &mut world).ok(), Some(true));
        assert!(a.quitting());
    }

    #[test]
    fn the_last_save_charges_the_clock_up_to_the_moment_it_is_written() {
        let mut a = app("5+0", Prefs::default());
        update(&mut a, Intent::Start, at(0));
        play(&mut a, "e4", 1_000);
        // The loop left the game at 1 s; a signal comes at 9 s: Black's 8 s are charged.
        let mut last = LastSave::of(&a);
        let Some(Store::Autosave(text)) = last.plan(at(9_000)) else { panic!("the game is written") };
        assert!(text.contains("white=299000 black=300000 moves=1,0 periods=0,0 to_move=black used=8000"), "{text}");
        // Exactly what the app itself would write as it leaves at that moment.
        assert_eq!(a.clone().plan_store(at(9_000), true), Some(Store::Autosave(text)));
    }
}
