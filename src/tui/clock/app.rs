//! The state of `ferz clock` and what each key does to it. No I/O and no reading of the time:
//! every change takes the instant it happens at, so tests drive it to the millisecond.

use std::collections::VecDeque;

use crate::tui::key_event::{KeyEvent, KeyEventKind};

use super::keys::{ClockContext, ClockKey, clock_key};
use super::levers::lever_of;
use crate::game::{Adjustment, Clock, ClockError, Duration, Instant, LowTime, TimeControl};
use crate::lang::clock::{ClockWords, Lever};
use crate::rules::Color;
use crate::tui::Theme;

/// The most characters the arbiter's line keeps.
const MAX_LINE: usize = 40;

/// Everything `ferz clock` is started with.
#[derive(Debug, Clone)]
pub struct ClockSetup {
    /// White's time control.
    pub white: TimeControl,
    /// Black's time control (the same as White's unless time odds).
    pub black: TimeControl,
    /// Which lever, and which half of the screen, is White's.
    pub white_side: Lever,
    /// The low-time threshold (`--warn`); `None`: 10% of each side's base, at most 20 s.
    pub warn: Option<Duration>,
    /// Ring the terminal bell at the threshold and at flag fall (`--bell`).
    pub bell: bool,
    /// The words.
    pub strings: &'static dyn ClockWords,
    /// Colours, ASCII.
    pub theme: Theme,
}

/// A window over the clocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockOverlay {
    /// The keys (F1). The levers still work under it.
    Help,
    /// "Quit?" — the clocks are paused while it is asked; `resume` when they ran before.
    Quit {
        /// Start the clocks again when the answer is no.
        resume: bool,
    },
    /// The arbiter's line (F9); the clocks are paused meanwhile.
    Arbiter(String),
}

/// Something the event loop must do after a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockEffect {
    /// Ring the terminal bell once.
    Bell,
    /// The program ends.
    Quit,
    /// The program stops, as Ctrl+Z does in a shell, until it is continued.
    Suspend,
}

/// What a change asks of the event loop, in order; empty when the clocks only need drawing
/// again. A bell is asked for once, however many things it rings for.
pub type ClockEffects = VecDeque<ClockEffect>;

/// The chess clock: two clocks, two levers, and the arbiter's corrections.
#[derive(Debug, Clone)]
pub struct ClockApp {
    clock: Clock,
    setup: ClockSetup,
    started: bool,
    flag: Option<Color>,
    overlay: Option<ClockOverlay>,
    note: Option<String>,
    low: LowTime,
    size: (u16, u16),
    now: Instant,
}

impl ClockApp {
    /// A clock before the first press: both stand. `None` when the two controls cannot run on
    /// one clock (checked at the edge before this).
    pub fn new(setup: ClockSetup, now: Instant) -> Result<ClockApp, ClockError> {
        let clock = Clock::with_odds(&setup.white, &setup.black)?;
        let warn = setup.warn;
        Ok(ClockApp {
            clock,
            setup,
            started: false,
            flag: None,
            overlay: None,
            note: None,
            low: LowTime::new(warn),
            size: (80, 24),
            now,
        })
    }

    /// The clock itself, for the view.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The words of the screen.
    pub fn strings(&self) -> &'static dyn ClockWords {
        self.setup.strings
    }

    /// The look.
    pub fn theme(&self) -> Theme {
        self.setup.theme
    }

    /// White's and Black's controls.
    pub fn controls(&self) -> (&TimeControl, &TimeControl) {
        (&self.setup.white, &self.setup.black)
    }

    /// The instant of the last change: what the view shows.
    pub fn now(&self) -> Instant {
        self.now
    }

    /// The side whose clock is on `lever`'s half of the screen.
    pub fn side_on(&self, lever: Lever) -> Color {
        if lever == self.setup.white_side { Color::White } else { Color::Black }
    }

    /// True once Black's lever has started White's clock.
    pub fn started(&self) -> bool {
        self.started
    }

    /// The side whose flag fell first, if one did.
    pub fn flag(&self) -> Option<Color> {
        self.flag
    }

    /// The open window, if any.
    pub fn overlay(&self) -> Option<&ClockOverlay> {
        self.overlay.as_ref()
    }

    /// The line under the clocks: the last thing that happened, or what to do next.
    pub fn note(&self) -> String {
        let s = self.strings();
        if let Some(side) = self.flag {
            return s.flag_fell(side);
        }
        if !self.started {
            let black_lever = if self.setup.white_side == Lever::Left { Lever::Right } else { Lever::Left };
            return s.before_start(black_lever);
        }
        if let Some(note) = &self.note {
            return note.clone();
        }
        if self.clock.is_paused() {
            return s.paused(crate::tui::key_names::keys()).to_string();
        }
        String::new()
    }

    /// While the arbiter's line is open: why the last line typed was refused, if it was.
    pub fn arbiter_note(&self) -> Option<&str> {
        match self.overlay {
            Some(ClockOverlay::Arbiter(_)) => self.note.as_deref(),
            _ => None,
        }
    }

    /// Below this the side's clock is marked (and the bell rings once with `--bell`). Zero for
    /// an upcount, which has no flag.
    pub fn warn_threshold(&self, side: Color) -> Duration {
        self.low.threshold(&self.clock, side)
    }

    /// True when `side`'s time is under its threshold (and its flag has not fallen).
    pub fn is_low(&self, side: Color) -> bool {
        self.low.is_low(&self.clock, side, self.now)
    }

    /// The terminal's size, for the mouse.
    pub fn resize(&mut self, width: u16, height: u16) {
        self.size = (width, height);
    }

    /// Time passes: a flag may fall, a threshold be crossed.
    pub fn tick(&mut self, now: Instant) -> ClockEffects {
        self.now = now;
        let mut ring = false;
        if self.flag.is_none()
            && let Some(side) = self.clock.flagged(now)
        {
            // The clocks stop where the flag fell and show it, as a DGT clock does; whether it
            // loses is left to the players (6.9).
            self.flag = Some(side);
            // Stopped at the instant it fell (the screen may look a moment later): an arbiter's
            // correction then starts from zero, not from the moment overstepped.
            let fell = self.clock.flag_at().map_or(now, |at| at.min(now));
            self.clock.stop(fell);
            self.overlay = self.overlay.take().filter(|o| *o == ClockOverlay::Help);
            ring = self.setup.bell;
        }
        if self.low.watch(&self.clock, now).is_some() && self.setup.bell {
            ring = true;
        }
        if ring { ClockEffects::from([ClockEffect::Bell]) } else { ClockEffects::new() }
    }

    /// When the screen next changes by itself: a digit, the delay, a threshold, a flag.
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        let display = self.clock.next_display_change(now);
        let flag = self.clock.flag_at().filter(|_| self.flag.is_none());
        let warn = self.low.next_deadline(&self.clock, now);
        [display, flag, warn].into_iter().flatten().min()
    }

    /// A key, at `now`: what it stands for in the window open ([`clock_key`]), done.
    pub fn key(&mut self, key: impl Into<KeyEvent>, now: Instant) -> ClockEffects {
        let key = key.into();
        let mut effects = self.tick(now);
        if key.kind == KeyEventKind::Release {
            return effects;
        }
        let window = self.overlay.as_ref().map(|o| match o {
            ClockOverlay::Quit { .. } => ClockContext::Quit,
            ClockOverlay::Arbiter(_) => ClockContext::Arbiter,
            ClockOverlay::Help => ClockContext::Help,
        });
        let Some(does) = clock_key(window, &key) else { return effects };
        match does {
            ClockKey::Quit => return ClockEffects::from([ClockEffect::Quit]),
            ClockKey::Stay => {
                if let Some(ClockOverlay::Quit { resume: true }) = self.overlay.take() {
                    self.clock.resume(now);
                }
            }
            ClockKey::AskQuit => self.ask_quit(now),
            ClockKey::Suspend => return ClockEffects::from([ClockEffect::Suspend]),
            ClockKey::Help => self.overlay = Some(ClockOverlay::Help),
            ClockKey::CloseHelp | ClockKey::CloseArbiter => self.overlay = None,
            ClockKey::Pause => self.pause_or_resume(now),
            // After a flag too: the arbiter may correct the clocks (FIDE 6.10.2, 6.11), and a
            // flag given time again stands lifted.
            ClockKey::Arbiter => {
                if self.started {
                    self.clock.pause(now);
                    self.note = None;
                    self.overlay = Some(ClockOverlay::Arbiter(String::new()));
                }
            }
            ClockKey::Adjust | ClockKey::Erase | ClockKey::Type(_) => self.arbiter_key(does),
            ClockKey::Running => {
                let lever = match self.clock.to_move() {
                    _ if !self.started => self.lever_of_side(Color::Black),
                    Some(side) => self.lever_of_side(side),
                    None => return effects,
                };
                join(&mut effects, self.press(lever, now));
            }
            ClockKey::Lever => {
                if let Some(lever) = lever_of(key) {
                    join(&mut effects, self.press(lever, now));
                }
            }
        }
        effects
    }

    /// A click at column `x`: the lever of that half.
    pub fn click(&mut self, x: u16, now: Instant) -> ClockEffects {
        let mut effects = self.tick(now);
        if self.overlay.as_ref().is_some_and(|o| *o != ClockOverlay::Help) {
            return effects;
        }
        let lever = if x < self.size.0 / 2 { Lever::Left } else { Lever::Right };
        join(&mut effects, self.press(lever, now));
        effects
    }

    fn lever_of_side(&self, side: Color) -> Lever {
        match (side, self.setup.white_side) {
            (Color::White, lever) => lever,
            (Color::Black, Lever::Left) => Lever::Right,
            (Color::Black, Lever::Right) => Lever::Left,
        }
    }

    /// `lever` is pressed: its clock stops and the other starts. Before the start only Black's
    /// lever does something (it starts White's clock); a lever whose clock stands does nothing;
    /// nothing moves while paused or after a flag.
    pub fn press(&mut self, lever: Lever, now: Instant) -> ClockEffects {
        let side = self.side_on(lever);
        if self.flag.is_some() || self.clock.is_stopped() {
            return ClockEffects::new();
        }
        if !self.started {
            if side == Color::Black {
                self.clock.start(Color::White, now);
                self.started = true;
                self.note = None;
            }
            return ClockEffects::new();
        }
        if self.clock.running() == Some(side) && self.clock.press(now).is_ok() {
            self.note = None;
        }
        self.tick(now)
    }

    /// The program was continued after a stop: a running clock is paused (at the instant of
    /// the stop: the timeline left the time stopped out), and the note says so.
    pub fn continued(&mut self, now: Instant) {
        self.tick(now);
        if self.flag.is_none() && self.clock.running().is_some() {
            self.clock.pause(now);
            self.note = Some(self.strings().stopped(crate::tui::key_names::keys()));
        }
    }

    fn pause_or_resume(&mut self, now: Instant) {
        if self.flag.is_some() || !self.started {
            return;
        }
        if self.clock.running().is_some() {
            self.clock.pause(now);
            self.note = Some(self.strings().paused(crate::tui::key_names::keys()).to_string());
        } else if self.clock.is_paused() {
            self.clock.resume(now);
            self.note = Some(self.strings().resumed().to_string());
        }
    }

    fn ask_quit(&mut self, now: Instant) {
        let resume = self.clock.running().is_some();
        self.clock.pause(now);
        self.overlay = Some(ClockOverlay::Quit { resume });
    }

    /// Enter, Backspace or a character on the arbiter's line.
    fn arbiter_key(&mut self, does: ClockKey) {
        let Some(ClockOverlay::Arbiter(text)) = &mut self.overlay else { return };
        match does {
            // In the words of any language ferz speaks, as the prompt shows them.
            ClockKey::Adjust => match crate::lang::read_adjustment(text) {
                Some(adjustment) => {
                    self.adjust(adjustment);
                    self.overlay = None;
                }
                None => self.note = Some(self.strings().bad_adjustment().to_string()),
            },
            ClockKey::Erase => {
                text.pop();
            }
            ClockKey::Type(c) if !c.is_control() && text.chars().count() < MAX_LINE => text.push(c),
            _ => {}
        }
    }

    /// An arbiter's correction (the clocks are paused while it is made).
    pub fn adjust(&mut self, adjustment: Adjustment) {
        match adjustment {
            Adjustment::AddTime { side, amount } => self.clock.add_time(side, amount),
            Adjustment::TakeTime { side, amount } => self.clock.take_time(side, amount),
            Adjustment::MoveCount { side, moves } => self.clock.set_moves_made(side, moves),
        }
        // A fallen flag with time again is lifted: the clocks stand paused, the same move on.
        if let Some(side) = self.flag
            && !self.clock.remaining(side, self.now).is_zero()
        {
            self.flag = None;
            self.clock.unstop();
        }
        self.note = Some(self.strings().adjusted(&adjustment, crate::tui::key_names::keys()));
    }
}

/// Adds to `effects` those of `more` not asked for already (one bell for one change).
fn join(effects: &mut ClockEffects, more: ClockEffects) {
    for effect in more {
        if !effects.contains(&effect) {
            effects.push_back(effect);
        }
    }
}
