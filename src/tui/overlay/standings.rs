//! The standings window of a match, between its games: each game's result (who had White,
//! how it ended, in how many moves), the score by name, and a question to the players — the
//! next game (by name, with the lot or the armageddon rule before it), saving the whole match
//! as one PGN after it, or keeping it for later on quitting. Its keys are those of a yes/no
//! question (y, n; Esc closes it without an answer); what they do is in `tui/event.rs`.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use ratatui::crossterm::event::KeyCode;

use super::{Handled, Window};
use crate::game::Instant;
use crate::game::event::{Column, Event, EventWords, FirstColours, MatchNext, RoundRobin, RoundRobinNext};
use crate::lang::terminal::FooterKey;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, HelpItem as H, Key, intent, ui};
use crate::tui::layout::ScreenLayout;
use crate::tui::view::{Look, middle, text_window};

/// What the standings window asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Start the next game?
    Next,
    /// The match is over: save it whole as one PGN file?
    Over,
    /// Quitting: keep the match for later?
    Keep,
    /// Nothing: a look at the standings during a game.
    Look,
    /// The event is over: another one with the same players, colours swapped (y), or quit (n)?
    Again,
}

/// The standings window's keys: those of a yes/no question, with Esc closing it unanswered.
pub(in crate::tui) static KEYS: &[Binding] = &[
    intent(Key::Chars("yYдД", "y"), Intent::Answer(true)).help(H::Answer),
    intent(Key::Chars("nNнН", "n"), Intent::Answer(false)).help(H::Answer),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel),
];

/// The open standings window.
pub(in crate::tui) struct StandingsWindow(pub(in crate::tui) Ask);

impl Window for StandingsWindow {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(KEYS)
    }

    /// y or n answers what the window asks (`tui/event.rs` says what each answer does); Esc
    /// closes it without an answer.
    fn update(&self, app: &mut App, action: &Action, now: Instant) -> Handled {
        match *action {
            Action::Intent(Intent::Answer(yes)) => Handled::Done(crate::tui::event::answer(app, self.0, yes, now)),
            Action::Ui(UiEvent::Cancel) => {
                app.overlay = None;
                crate::tui::event::closed(app);
                Handled::Done(None)
            }
            _ => Handled::Pass,
        }
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        if let Some(ev) = app.event() {
            let view = StandingsView {
                ev: ev.event(),
                ask: self.0,
                lot_due: lot_due(app),
                layout,
                look: app.look(),
                words: app.prefs().lang.event_words(),
            };
            view.render(area, buf);
        }
    }

    fn status(&self, app: &App) -> Option<String> {
        let ev = app.event()?;
        Some(crate::tui::event::event_title(ev.event(), app.prefs().lang.event_words()))
    }

    fn footer(&self) -> Option<&'static [FooterKey]> {
        Some(&[FooterKey::Quit])
    }

    /// The clocks are stopped between games: their digits' rows go to the window.
    fn small_clocks(&self) -> bool {
        true
    }

    fn silences_input(&self) -> bool {
        true
    }
}

/// The standings window as lines of words, for a screen reader.
pub fn said(app: &App, ask: Ask) -> Vec<String> {
    let Some(ev) = app.event() else { return Vec::new() };
    let screen = Rect::new(0, 0, 200, 200);
    let Ok(layout) = ScreenLayout::compute(screen) else { return Vec::new() };
    let view = StandingsView {
        ev: ev.event(),
        ask,
        lot_due: lot_due(app),
        layout: &layout,
        look: app.look(),
        words: app.prefs().lang.event_words(),
    };
    view.lines().iter().map(ToString::to_string).filter(|l| !l.is_empty()).collect()
}

/// Game 1 of a match is on the board, not yet begun: its lot is still to be said.
fn lot_due(app: &App) -> bool {
    app.event().is_some_and(|ev| ev.on_board == Some(1)) && !app.game().is_over() && !app.in_progress()
}

/// The standings of a match, and the question.
#[derive(Debug, Clone)]
pub struct StandingsView<'a> {
    /// The match or the round-robin.
    pub ev: &'a Event,
    /// What the window asks.
    pub ask: Ask,
    /// Game 1 is about to begin: the lot is said, if there was one.
    pub lot_due: bool,
    /// The screen layout.
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
    /// The event's words.
    pub words: &'static dyn EventWords,
}

impl StandingsView<'_> {
    /// The window's lines: the games (the last ones that fit), the score, what comes next,
    /// the question and its keys.
    pub fn lines(&self) -> Vec<Line<'static>> {
        let m = match self.ev {
            Event::Match(m) => m,
            Event::RoundRobin(rr) => return self.round_robin_lines(rr),
        };
        let (w, theme) = (self.words, self.look.theme);
        let mut tail = vec![Line::default(), Line::from(Span::styled(w.score_line(m), theme.bold()))];
        match m.next() {
            MatchNext::Finished(result) => {
                tail.push(Line::from(Span::styled(w.match_result(m, &result), theme.bold())));
            }
            MatchNext::Play(game) => {
                if self.lot_due && matches!(m.colours(), FirstColours::ByLot { .. }) {
                    tail.push(Line::from(w.lot(m.name(game.white))));
                }
                if let Some(clock) = &game.armageddon {
                    let minutes = |tc: &crate::game::TimeControl| {
                        tc.periods().first().map_or(0, |p| u32::try_from(p.base.as_ms() / 60_000).unwrap_or(0))
                    };
                    tail.push(Line::from(w.armageddon_rule(
                        m.name(game.white),
                        m.name(game.black),
                        minutes(&clock.white),
                        minutes(&clock.black),
                    )));
                }
            }
        }
        tail.push(Line::default());
        let question = match (self.ask, m.next()) {
            (Ask::Next, MatchNext::Play(game)) => {
                Some(w.next_game(m, game.number, m.name(game.white), m.name(game.black)))
            }
            (Ask::Over, _) => Some(w.save_event(false)),
            (Ask::Keep, _) => Some(w.keep_event(m.players(), false)),
            (Ask::Again, _) => {
                let again = m.rematch();
                Some(w.again(m.players(), false, again.name(again.white_in(1))))
            }
            _ => None,
        };
        match question {
            Some(q) => {
                tail.push(Line::from(Span::styled(q, theme.bold())));
                tail.push(Line::from(Span::styled(self.keys(false), theme.dim())));
            }
            None => tail.push(Line::from(Span::styled(w.standings_close(), theme.dim()))),
        }
        // The games, the last ones that fit above the rest.
        let room = usize::from(middle(self.layout).height.saturating_sub(2)).saturating_sub(tail.len());
        let games: Vec<Line<'static>> =
            m.results().iter().enumerate().map(|(i, g)| Line::from(w.match_game(m, i as u32 + 1, g))).collect();
        let skip = games.len().saturating_sub(room);
        games.into_iter().skip(skip).chain(tail).collect()
    }

    /// The keys of the question asked: y and n, or after the event y for another, n to quit.
    fn keys(&self, round_robin: bool) -> String {
        if self.ask == Ask::Again { self.words.again_keys(round_robin) } else { self.words.standings_keys() }
    }

    /// The crosstable of a round-robin (each pair's result, points, Sonneborn–Berger, wins),
    /// who plays next and who has the bye; at the end the standings with the tie-breaks.
    fn round_robin_lines(&self, rr: &RoundRobin) -> Vec<Line<'static>> {
        let (w, theme) = (self.words, self.look.theme);
        let n = rr.players().len();
        let name_w = rr
            .players()
            .iter()
            .map(|p| p.chars().count() + 4)
            .max()
            .unwrap_or(0)
            .max(w.short_column(Column::Player).chars().count());
        let pad = |t: &str, width: usize| format!("{t:<width$}");
        let table = rr.crosstable();
        let finished = matches!(rr.next(), RoundRobinNext::Finished);
        let mut header =
            format!("{} {}", pad(w.short_column(Column::Place), 5), pad(w.short_column(Column::Player), name_w));
        for i in 1..=n {
            header.push_str(&format!(" {i:>3}"));
        }
        let cols = [Column::Points, Column::SonnebornBerger, Column::Wins];
        for c in cols {
            header.push_str(&format!(" {:>6}", w.short_column(c)));
        }
        let mut lines = vec![Line::from(Span::styled(header, theme.bold()))];
        let standings = table.standings();
        // Rows in the order of the standings, each with its place (shared places as 2–3).
        for s in &standings {
            let numbered = format!("{:>2}. {}", s.player + 1, rr.name(s.player));
            let mut row = format!("{} {}", pad(&w.place(s), 5), pad(&numbered, name_w));
            for j in 0..n {
                let cell = if j == s.player {
                    "×".to_string()
                } else {
                    let scores = table.against(s.player, j);
                    if scores.is_empty() {
                        "·".to_string()
                    } else {
                        scores.iter().map(ToString::to_string).collect::<Vec<_>>().join("")
                    }
                };
                row.push_str(&format!(" {cell:>3}"));
            }
            row.push_str(&format!(" {:>6} {:>6} {:>6}", s.points.to_string(), s.sonneborn_berger.to_string(), s.wins));
            lines.push(Line::from(row));
        }
        lines.push(Line::default());
        let question = match rr.next() {
            RoundRobinNext::Play { pairing, bye } => {
                lines.push(Line::from(Span::styled(w.pairing(rr.players(), &pairing), theme.bold())));
                if let Some(b) = bye {
                    lines.push(Line::from(w.bye(rr.name(b))));
                }
                (self.ask == Ask::Next).then(|| w.start_it().to_string())
            }
            RoundRobinNext::Finished => {
                lines.push(Line::from(Span::styled(crate::tui::event::round_robin_end(rr, w), theme.bold())));
                None
            }
        };
        let question = match self.ask {
            Ask::Over if finished => Some(w.save_event(true)),
            Ask::Keep => Some(w.keep_event(rr.players(), true)),
            Ask::Again if finished => Some(w.again(rr.players(), true, "")),
            _ => question,
        };
        lines.push(Line::default());
        match question {
            Some(q) => {
                lines.push(Line::from(Span::styled(q, theme.bold())));
                lines.push(Line::from(Span::styled(self.keys(true), theme.dim())));
            }
            None => lines.push(Line::from(Span::styled(w.standings_close(), theme.dim()))),
        }
        lines
    }

    /// Draws the window over the middle of the screen.
    pub fn render(self, area: Rect, buf: &mut Buffer) {
        let lines = self.lines();
        // The default name in the language of the screen (the PGN keeps the one of the tags).
        let title = match self.ev {
            Event::Match(m) if m.event() == crate::game::event::default_match_name(m.players()) => {
                self.words.match_name(m.players())
            }
            Event::RoundRobin(rr) if rr.event() == crate::game::event::DEFAULT_ROUND_ROBIN_NAME => {
                self.words.round_robin_name()
            }
            ev => crate::tui::event::event_name(ev).to_string(),
        };
        text_window(self.look.theme, self.layout, area, buf, &title, lines);
    }
}
