//! `ferz clock --screen-reader`: the chess clock for a real board, said rather than drawn.
//! Enter presses the lever of the running clock (before the start it starts White's, as Black's
//! lever does); the clocks are said on demand (`c`) and when a running clock goes under one
//! minute, to ten seconds, and at a flag — never ticking. Lines in, lines out, cooked mode.

use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration as StdDuration;

use super::thresholds::Thresholds;
use super::{Heard, Log};
use crate::game::{Clock, ClockError, Instant, TimeControl};
use crate::lang::reader::Player;
use crate::lang::{ClockWords, ReaderWords, Words};
use crate::rules::Color;
use crate::tui::signals::millis;

/// How long to sleep when nothing is due.
const IDLE: StdDuration = StdDuration::from_secs(3_600);

/// What a typed line asks of the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ClockAsked {
    /// Enter: the lever of the running clock.
    Press,
    /// `c`: both clocks.
    Clocks,
    /// `p`: pause, or go on.
    Pause,
    /// `q`: quit.
    Quit,
    /// `h`: the help.
    Help,
}

/// The clock's commands, as data: the help is made from the words of each.
static KEYS: &[(&str, ClockAsked)] = &[
    ("", ClockAsked::Press),
    ("c", ClockAsked::Clocks),
    ("p", ClockAsked::Pause),
    ("q", ClockAsked::Quit),
    ("h", ClockAsked::Help),
];

/// The clock for a screen reader, in `words`, until `q` or the end of input. A signal ends
/// the program at once with status 128 + its number (there is nothing to save).
pub fn run_clock(white: &TimeControl, black: &TimeControl, all: &'static dyn Words) -> Result<(), ClockError> {
    let (words, clock_words): (&dyn ReaderWords, &dyn ClockWords) = (all, all);
    let start = std::time::Instant::now();
    let mut clock = Clock::with_odds(white, black)?;
    let _ = crate::tui::signals::on_ending_signal(|signal| std::process::exit(128 + signal));
    let log = Log::new();
    let lines = super::read_lines();
    let mut face = ClockFace { started: false, flag: None, low: Thresholds::default() };
    face.low.mark(&clock, millis(start));
    log.say([words.clock_intro().to_string(), clocks(&clock, words, millis(start))]);
    loop {
        let now = millis(start);
        let due = if face.flag.is_some() { None } else { face.low.next_deadline(&clock, now) };
        let timeout = due.map_or(IDLE, |at| StdDuration::from_millis((at - now).as_ms().max(1)));
        let asked = match lines.recv_timeout(timeout) {
            Ok(Heard::Continued) => {
                crate::tui::signals::take_continued();
                log.say(face.continued(&mut clock, words, millis(start)));
                continue;
            }
            Ok(Heard::Line(line)) => match KEYS.iter().find(|(k, _)| *k == line.trim().to_lowercase()) {
                Some(&(_, asked)) => Some(asked),
                None => {
                    log.say([words.unknown(&crate::text::visible_short(line.trim()))]);
                    continue;
                }
            },
            Ok(Heard::End) | Err(RecvTimeoutError::Disconnected) => return Ok(()),
            Err(RecvTimeoutError::Timeout) => None,
        };
        let now = millis(start);
        log.say(face.watch(&mut clock, words, now));
        let Some(asked) = asked else { continue };
        let said = match asked {
            ClockAsked::Quit => return Ok(()),
            ClockAsked::Help => words.clock_help().iter().map(|l| (*l).to_string()).collect(),
            ClockAsked::Clocks => vec![clocks(&clock, words, now)],
            ClockAsked::Pause => {
                face.pause(&mut clock, words, now).unwrap_or_else(|| vec![clock_words.resumed().to_string()])
            }
            ClockAsked::Press => face.press(&mut clock, words, now),
        };
        log.say(said);
    }
}

/// What the clock face knows besides the clock.
struct ClockFace {
    /// The first press has been made.
    started: bool,
    /// The side whose flag fell.
    flag: Option<Color>,
    /// The thresholds said.
    low: Thresholds,
}

impl ClockFace {
    /// Time passed: a threshold crossed, a flag fallen (the clocks then stop where it fell).
    fn watch(&mut self, clock: &mut Clock, words: &dyn ReaderWords, now: Instant) -> Vec<String> {
        let mut lines = Vec::new();
        if self.flag.is_some() {
            return lines;
        }
        if let Some((side, threshold, left)) = self.low.watch(clock, now) {
            lines.push(words.threshold(Player { name: None, color: side }, threshold, &words.time(left)));
        }
        if let Some(side) = clock.flagged(now) {
            clock.stop(now);
            self.flag = Some(side);
            lines.push(words.clock_flag(side));
        }
        lines
    }

    /// Enter: the running clock's lever; before the start, White's clock starts.
    fn press(&mut self, clock: &mut Clock, words: &dyn ReaderWords, now: Instant) -> Vec<String> {
        if self.flag.is_some() || clock.is_stopped() {
            return vec![clocks(clock, words, now)];
        }
        if !self.started {
            clock.start(Color::White, now);
            self.started = true;
        } else if clock.running().is_some() {
            if clock.press(now).is_err() {
                return vec![clocks(clock, words, now)];
            }
        } else {
            return vec![words.clock_paused().to_string()];
        }
        let runs = clock.running().map(|side| words.clock_runs(side)).unwrap_or_default();
        vec![format!("{runs} {}", clocks(clock, words, now))]
    }

    /// The program was continued after a stop: a running clock is paused (at the instant of
    /// the stop, which the timeline left out), and that is said with how to go on.
    fn continued(&mut self, clock: &mut Clock, words: &dyn ReaderWords, now: Instant) -> Vec<String> {
        let mut lines = self.watch(clock, words, now);
        if self.flag.is_none() && clock.running().is_some() {
            clock.pause(now);
            lines.extend([words.stopped().to_string(), words.clock_paused().to_string()]);
        }
        lines
    }

    /// `p`: both clocks halt, or run again (`None`: they run again, said in the clock's words).
    fn pause(&mut self, clock: &mut Clock, words: &dyn ReaderWords, now: Instant) -> Option<Vec<String>> {
        if self.flag.is_some() || !self.started {
            return Some(vec![clocks(clock, words, now)]);
        }
        if clock.running().is_some() {
            clock.pause(now);
            Some(vec![words.clock_paused().to_string()])
        } else {
            clock.resume(now);
            None
        }
    }
}

/// Both clocks in words.
fn clocks(clock: &Clock, words: &dyn ReaderWords, now: Instant) -> String {
    words.clocks(&words.time(clock.remaining(Color::White, now)), &words.time(clock.remaining(Color::Black, now)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_names_every_key() {
        for lang in crate::lang::Lang::ALL {
            let help = lang.words().clock_help();
            for (key, _) in KEYS.iter().filter(|(k, _)| !k.is_empty()) {
                assert!(help.iter().any(|l| l.starts_with(&format!("{key}:"))), "{lang:?}: {key}");
            }
        }
    }

    #[test]
    fn enter_starts_then_presses_and_a_flag_stops_the_clocks() {
        let words = crate::lang::Lang::En.words();
        let tc: TimeControl = "0.25+0".parse().unwrap_or_else(|e| panic!("{e}"));
        let mut clock = Clock::new(&tc);
        let mut face = ClockFace { started: false, flag: None, low: Thresholds::default() };
        face.low.mark(&clock, Instant::from_ms(0));
        assert_eq!(
            face.press(&mut clock, words, Instant::from_ms(0)),
            vec!["White's clock runs. White 15 seconds, Black 15 seconds."]
        );
        assert_eq!(
            face.watch(&mut clock, words, Instant::from_ms(5_000)),
            vec!["White: ten seconds, 10 seconds left."]
        );
        assert_eq!(
            face.press(&mut clock, words, Instant::from_ms(6_000)),
            vec!["Black's clock runs. White 9 seconds, Black 15 seconds."]
        );
        assert_eq!(face.watch(&mut clock, words, Instant::from_ms(21_000)), vec![words.clock_flag(Color::Black)]);
        assert_eq!(face.press(&mut clock, words, Instant::from_ms(22_000)), vec!["White 9 seconds, Black 0 seconds."]);
    }
}
