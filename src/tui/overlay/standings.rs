//! The standings window of a match, between its games: each game's result (who had White,
//! how it ended, in how many moves), the score by name, and a question to the players — the
//! next game (by name, with the lot or the armageddon rule before it), saving the whole match
//! as one PGN after it, or keeping it for later on quitting. Its keys are those of a yes/no
//! question (y, n; Esc closes it without an answer); what they do is in `tui/event.rs`. The
//! question whether to start the next game is also answered yes by Enter and by typing White's
//! first move, as a single game starts.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use ratatui::crossterm::event::KeyCode;

use super::short_standings::short_standings;
use super::{Change, Handled, Order, Overlay, Typed, Window};
use crate::game::event::{Column, Event, EventWords, FirstColours, MatchNext, RoundRobin, RoundRobinNext};
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::FooterKey;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::app::App;
use crate::tui::keymap::{Binding, HelpItem as H, Key, intent, typed, ui};
use crate::tui::layout::ScreenLayout;
use crate::tui::reader::commands::yes_or_no;
use crate::tui::view::{
    Look, MOVES_KEPT, beside_board, centered, frame, in_theme, middle, side_column, text_window, wrapped_rows,
};
use ratatui::layout::Alignment;
use ratatui::widgets::{Paragraph, Widget, Wrap};

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
    ui(Key::Code(KeyCode::Tab), UiEvent::Crosstable).help(H::Crosstable),
    ui(Key::Code(KeyCode::Up), UiEvent::Scroll(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::Scroll(1)),
    ui(Key::Code(KeyCode::PageUp), UiEvent::Scroll(-10)),
    ui(Key::Code(KeyCode::PageDown), UiEvent::Scroll(10)),
];

/// The keys of the question whether to start the next game: those of [`KEYS`], Enter for yes,
/// and any other character, which starts the game and goes on to the move input — White's
/// first move typed at once, as in a single game. `N` (a knight's move) is typed, `n` says no.
pub(in crate::tui) static START_KEYS: &[Binding] = &[
    intent(Key::Chars("yYдД", "y"), Intent::Answer(true)).help(H::Answer),
    intent(Key::Code(KeyCode::Enter), Intent::Answer(true)),
    intent(Key::Chars("nнН", "n"), Intent::Answer(false)).help(H::Answer),
    ui(Key::Code(KeyCode::Esc), UiEvent::Cancel),
    ui(Key::Code(KeyCode::Tab), UiEvent::Crosstable).help(H::Crosstable),
    ui(Key::Code(KeyCode::Up), UiEvent::Scroll(-1)),
    ui(Key::Code(KeyCode::Down), UiEvent::Scroll(1)),
    ui(Key::Code(KeyCode::PageUp), UiEvent::Scroll(-10)),
    ui(Key::Code(KeyCode::PageDown), UiEvent::Scroll(10)),
    typed(Key::AnyChar, |c| Action::Ui(UiEvent::Type(c))),
];

/// The open standings window: what it asks, and whether a round-robin's whole crosstable is
/// shown over the middle of the screen (Tab) rather than its short standings beside the board.
pub(in crate::tui) struct StandingsWindow(pub(in crate::tui) Ask, pub(in crate::tui) bool);

impl StandingsWindow {
    /// The window as the app shows it.
    fn view<'a>(&self, app: &'a App, layout: &'a ScreenLayout) -> Option<StandingsView<'a>> {
        let ev = app.event()?;
        Some(StandingsView {
            ev: ev.event(),
            ask: self.0,
            lot_due: lot_due(app),
            layout,
            look: app.look(),
            words: app.prefs().lang.event_words(),
            scroll: ev.scroll,
            whole: self.1,
        })
    }
}

impl StandingsWindow {
    /// Tab: the whole crosstable over the middle, or back to the short standings beside the
    /// board, from the first row; nothing when the whole one stands beside the board already.
    fn switch(&self, app: &App) -> Vec<Change> {
        let screen = Rect::new(0, 0, app.size().0, app.size().1);
        let Ok(layout) = ScreenLayout::compute(screen) else { return Vec::new() };
        if !self.view(app, &layout).is_some_and(|v| v.has_short()) {
            return Vec::new();
        }
        let next = if self.1 { Overlay::Standings(self.0) } else { Overlay::Crosstable(self.0) };
        vec![Change::Window(Some(next)), Change::Do(Order::EventScroll(i16::MIN, 0))]
    }
}

impl Window for StandingsWindow {
    fn keys(&self) -> Option<&'static [Binding]> {
        Some(if self.0 == Ask::Next { START_KEYS } else { KEYS })
    }

    /// y or n answers what the window asks (`tui/event.rs` says what each answer does); Esc
    /// closes it without an answer. A letter or a digit typed at "Start it?" begins White's
    /// first move: the game starts and the character goes on to the move input.
    fn update(&self, app: &App, action: &Action) -> Handled {
        match *action {
            Action::Intent(Intent::Answer(yes)) => Handled::Done(vec![Change::Do(Order::Event(self.0, yes))]),
            Action::Ui(UiEvent::Type(c)) if self.0 == Ask::Next => Handled::Done(if begins_move(c) {
                vec![Change::Do(Order::Event(Ask::Next, true)), Change::Then(UiEvent::Type(c).into())]
            } else {
                Vec::new()
            }),
            Action::Ui(UiEvent::Scroll(n)) => {
                Handled::Done(vec![Change::Do(Order::EventScroll(n, scroll_limit(app, self.0, self.1)))])
            }
            // Tab: the whole crosstable, or back to the short standings beside the board (when
            // the whole one stands there already, there is nothing else to show).
            Action::Ui(UiEvent::Crosstable) => Handled::Done(self.switch(app)),
            Action::Ui(UiEvent::Cancel) => Handled::Done(vec![Change::Window(None), Change::Do(Order::EventClosed)]),
            _ => Handled::Pass,
        }
    }

    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        if let Some(view) = self.view(app, layout) {
            view.render(area, buf);
        }
    }

    /// A match's window stands in the move list, which keeps its last rows above it.
    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        self.view(app, layout)?.below_moves()
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

    /// The screen-reader face says the standings, what is asked, and how to answer.
    fn said(&self, app: &App) -> Vec<String> {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        let mut said = said(app, self.0);
        said.push(w.yes_or_no().to_string());
        said
    }

    /// Yes or no, typed in either language, or at "Start it?" White's first move (the game
    /// starts and the move is played); anything else asks again, saying after the event's end
    /// what y and n do there.
    fn typed(&self, app: &App, text: &str) -> Typed {
        let w: &dyn ReaderWords = app.prefs().lang.words();
        match yes_or_no(text, w) {
            Some(yes) => Typed::Act(vec![Intent::Answer(yes).into()]),
            None if self.0 == Ask::Next && text.chars().next().is_some_and(begins_move) => {
                let typed = text.chars().map(|c| UiEvent::Type(c).into());
                let start = std::iter::once(Intent::Answer(true).into());
                Typed::Act(start.chain(typed).chain([UiEvent::Submit.into()]).collect())
            }
            None => {
                let mut again = said(app, self.0);
                if self.0 == Ask::Again {
                    let round_robin = app.event().is_some_and(|e| matches!(e.event(), Event::RoundRobin(_)));
                    again.push(app.prefs().lang.event_words().again_prompt(round_robin));
                } else {
                    again.push(w.yes_or_no().to_string());
                }
                Typed::AskAgain(again)
            }
        }
    }
}

/// True when `c` can begin a move as a player types it (a letter of either layout, a digit
/// of `0-0`): typed at "Start it?", it starts the game.
fn begins_move(c: char) -> bool {
    c.is_alphanumeric()
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
        scroll: 0,
        whole: true,
    };
    // Tab is the terminal's: the face says every row whatever the screen holds.
    let tab = format!(" · {}", view.words.crosstable_key(false));
    view.lines().iter().map(|l| l.to_string().replace(&tab, "")).filter(|l| !l.is_empty()).collect()
}

/// How far the crosstable of the open standings window scrolls on the screen as it is.
pub(in crate::tui) fn scroll_limit(app: &App, ask: Ask, whole: bool) -> u16 {
    let Some(ev) = app.event() else { return 0 };
    let Ok(layout) = ScreenLayout::compute(Rect::new(0, 0, app.size().0, app.size().1)) else { return 0 };
    let view = StandingsView {
        ev: ev.event(),
        ask,
        lot_due: lot_due(app),
        layout: &layout,
        look: app.look(),
        words: app.prefs().lang.event_words(),
        scroll: 0,
        whole,
    };
    view.scroll_limit()
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
    /// The crosstable's first row shown, when its rows are more than the window holds.
    pub scroll: u16,
    /// A round-robin's whole crosstable over the middle of the screen (Tab), rather than its
    /// short standings beside the board.
    pub whole: bool,
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

    /// The keys of the question asked: y or Enter, or a move, to start the next game; y and
    /// n; or after the event y for another, n to quit.
    fn keys(&self, round_robin: bool) -> String {
        match self.ask {
            Ask::Again => self.words.again_keys(round_robin),
            Ask::Next => self.words.start_keys(),
            _ => self.words.standings_keys(),
        }
    }

    /// The crosstable of a round-robin (each pair's result, points, Sonneborn–Berger, wins),
    /// or its short standings (place, name, points, games), who plays next and who has the
    /// bye; at the end the standings with the tie-breaks. The table is laid out for the
    /// window's inner width: numbers as column heads as FIDE's crosstables have them, names
    /// cut to fit with a legend of the whole names under the table when they were; its rows
    /// scroll (↑ ↓) when they are more than the window holds.
    fn round_robin_lines(&self, rr: &RoundRobin) -> Vec<Line<'static>> {
        self.round_robin_shown(rr).1
    }

    /// How a round-robin's window is shown, and its lines: the whole crosstable beside the
    /// board when it fits there whole; else (unless Tab asked for the whole one) the short
    /// standings beside the board, the whole crosstable a key away; else the whole crosstable
    /// over the middle of the screen.
    fn round_robin_shown(&self, rr: &RoundRobin) -> (RoundRobinShown, Vec<Line<'static>>) {
        let side = self.layout.moves.width;
        let height = self.column().height;
        let whole = Table::of(rr, self.words, usize::from(side.saturating_sub(4)));
        if whole.complete {
            let shown = RoundRobinShown { table: whole, width: side, height, key: None, beside: true };
            if let Some(lines) = self.beside_lines(rr, &shown) {
                return (shown, lines);
            }
        }
        if !self.whole {
            let short = self.short_shown(rr, side);
            if let Some(lines) = self.beside_lines(rr, &short) {
                return (short, lines);
            }
            // No room beside the board (54×14): the short standings over the middle.
            let width = WIDTH.min(self.layout.screen.width);
            return self.over_middle(rr, RoundRobinShown { beside: false, ..self.short_shown(rr, width) });
        }
        let width = self.window_width();
        let table = Table::of(rr, self.words, usize::from(width.saturating_sub(4)));
        let key = Some(self.words.crosstable_key(false));
        self.over_middle(rr, RoundRobinShown { table, width, height: 0, key, beside: false })
    }

    /// `shown` over the middle of the screen, as high as the middle is, or (on a screen too
    /// low for three of its rows there) as the screen.
    fn over_middle(&self, rr: &RoundRobin, shown: RoundRobinShown) -> (RoundRobinShown, Vec<Line<'static>>) {
        let mut shown = RoundRobinShown { height: middle(self.layout).height, ..shown };
        let lines = self.table_lines(rr, &shown);
        let least = shown.table.rows.len().min(3);
        if lines.iter().filter(|l| shown.table.rows.contains(&l.to_string())).count() >= least {
            return (shown, lines);
        }
        shown.height = self.layout.screen.height;
        let lines = self.table_lines(rr, &shown);
        (shown, lines)
    }

    /// The short standings beside the board, the whole crosstable a key away.
    fn short_shown(&self, rr: &RoundRobin, side: u16) -> RoundRobinShown {
        let (header, rows, width) = short_standings(rr, self.words, usize::from(side.saturating_sub(4)));
        let table = Table { header, rows, legend: Vec::new(), width, complete: true };
        let key = Some(self.words.crosstable_key(true));
        RoundRobinShown { table, width: side, height: self.column().height, key, beside: true }
    }

    /// The lines of `shown` when they stand beside the board (all of its rows, or at least
    /// three scrolled), or none.
    fn beside_lines(&self, rr: &RoundRobin, shown: &RoundRobinShown) -> Option<Vec<Line<'static>>> {
        let lines = self.table_lines(rr, shown);
        let rows_shown = lines.iter().filter(|l| shown.table.rows.contains(&l.to_string())).count();
        (rows_shown >= shown.table.rows.len().min(3) && self.beside(&lines, 20).is_some()).then_some(lines)
    }

    /// The window's lines for the table of `shown`: its heads, the rows that fit, the tail,
    /// the keys.
    fn table_lines(&self, rr: &RoundRobin, shown: &RoundRobinShown) -> Vec<Line<'static>> {
        let theme = self.look.theme;
        let (tail, keys) = self.round_robin_tail(rr);
        let keys = match shown.key {
            Some(tab) => format!("{keys} · {tab}"),
            None => keys,
        };
        let inner = shown.width.saturating_sub(4);
        let (first, count, body) = self.rows_shown(&shown.table, &tail, &keys, inner, shown.height);
        let mut lines = vec![Line::from(Span::styled(shown.table.header.clone(), theme.bold()))];
        lines.extend(body.iter().skip(first).take(count).cloned().map(Line::from));
        lines.extend(tail);
        let keys = if count < body.len() {
            format!("↑ ↓ {} · {keys}", self.words.more_rows(first + 1, first + count, body.len()))
        } else {
            keys
        };
        lines.push(Line::from(Span::styled(keys, theme.dim())));
        lines
    }

    /// The table's first row shown, how many are, and the rows and legend lines: as many as
    /// a window `height` rows high and `inner` columns wide holds above the rest, from the
    /// row scrolled to.
    fn rows_shown(
        &self,
        table: &Table,
        tail: &[Line<'static>],
        keys: &str,
        inner: u16,
        height: u16,
    ) -> (usize, usize, Vec<String>) {
        // The rest: the tail, the keys (with the scrolling's words), the heads, the frame.
        let keys = format!("↑ ↓ {} · {keys}", self.words.more_rows(10, 10, 10));
        let tail_rows: usize = tail.iter().map(|l| usize::from(wrapped_rows(&l.to_string(), inner))).sum();
        let room = usize::from(height).saturating_sub(tail_rows + usize::from(wrapped_rows(&keys, inner)) + 3);
        let body: Vec<String> = table.rows.iter().chain(&table.legend).cloned().collect();
        let shown = room.min(body.len());
        let first = usize::from(self.scroll).min(body.len() - shown);
        (first, shown, body)
    }

    /// The farthest the crosstable scrolls: its rows less those the window holds.
    pub fn scroll_limit(&self) -> u16 {
        let Event::RoundRobin(rr) = self.ev else { return 0 };
        let (shown, _) = self.round_robin_shown(rr);
        let (tail, keys) = self.round_robin_tail(rr);
        let keys = match shown.key {
            Some(tab) => format!("{keys} · {tab}"),
            None => keys,
        };
        let (_, count, body) = self.rows_shown(&shown.table, &tail, &keys, shown.width.saturating_sub(4), shown.height);
        u16::try_from(body.len() - count).unwrap_or(u16::MAX)
    }

    /// True when Tab has something to show: the short standings beside the board, where the
    /// whole crosstable does not fit there.
    pub fn has_short(&self) -> bool {
        let Event::RoundRobin(rr) = self.ev else { return false };
        self.round_robin_shown(rr).0.key.is_some()
    }

    /// The lines under the table (who plays next, the bye or the winner, the question) and
    /// the keys.
    fn round_robin_tail(&self, rr: &RoundRobin) -> (Vec<Line<'static>>, String) {
        let (w, theme) = (self.words, self.look.theme);
        let finished = matches!(rr.next(), RoundRobinNext::Finished);
        let mut tail = vec![Line::default()];
        let question = match rr.next() {
            RoundRobinNext::Play { pairing, bye } => {
                tail.push(Line::from(Span::styled(w.pairing(rr.players(), &pairing), theme.bold())));
                if let Some(b) = bye {
                    tail.push(Line::from(w.bye(rr.name(b))));
                }
                (self.ask == Ask::Next).then(|| w.start_it().to_string())
            }
            RoundRobinNext::Finished => {
                tail.push(Line::from(Span::styled(crate::tui::event::round_robin_end(rr, w), theme.bold())));
                None
            }
        };
        let question = match self.ask {
            Ask::Over if finished => Some(w.save_event(true)),
            Ask::Keep => Some(w.keep_event(rr.players(), true)),
            Ask::Again if finished => Some(w.again(rr.players(), true, "")),
            _ => question,
        };
        tail.push(Line::default());
        let keys = match &question {
            Some(_) => self.keys(true),
            None => w.standings_close(),
        };
        if let Some(q) = question {
            tail.push(Line::from(Span::styled(q, theme.bold())));
        }
        (tail, keys)
    }

    /// The window's width over the middle: 72 columns as other windows, wider (up to the
    /// screen's) for a crosstable that needs it.
    fn window_width(&self) -> u16 {
        let screen = self.layout.screen.width;
        let natural = match self.ev {
            Event::RoundRobin(rr) => Table::of(rr, self.words, usize::MAX).width,
            Event::Match(_) => 0,
        };
        u16::try_from(natural + 4).unwrap_or(u16::MAX).max(WIDTH).min(screen)
    }

    /// Where the window stands beside the board, so that the final position of the game just
    /// ended stays in sight: under the move list, which keeps its last rows; else in the move
    /// list run down to the status line (the clocks are stopped between games); else over
    /// the side panel. `None` when it is too tall for any, or the panel narrower than
    /// `least` columns (it goes over the middle then).
    fn beside(&self, lines: &[Line<'_>], least: u16) -> Option<Rect> {
        let l = self.layout;
        let bottom = self.bottom();
        let rows = |w: u16| {
            lines.iter().map(|x| wrapped_rows(&x.to_string(), w.saturating_sub(4))).fold(2, u16::saturating_add)
        };
        if l.moves.width < least {
            return None;
        }
        if let Some(rect) = MOVES_KEPT.into_iter().find_map(|kept| beside_board(l, kept, rows)) {
            return Some(rect);
        }
        let lower = Rect { y: l.moves.y, height: bottom.saturating_sub(l.moves.y), ..l.moves };
        let column = self.column();
        let h = rows(lower.width);
        if MOVES_KEPT.into_iter().any(|kept| h + kept <= lower.height) {
            return Some(Rect { y: lower.bottom() - h, height: h, ..lower });
        }
        (h <= column.height).then(|| Rect { y: column.bottom() - h, height: h, ..column })
    }

    /// The lowest row a window beside the board may take: the status line's last, unless
    /// the status line says more than the room left of the side panel (a round-robin's next
    /// game, long names), which the window would cut.
    fn bottom(&self) -> u16 {
        let l = self.layout;
        let said = crate::tui::event::event_title(self.ev, self.words).chars().count();
        let room = usize::from(l.moves.x.saturating_sub(l.status.x));
        if said + 2 > room { l.status.y } else { l.status.bottom() }
    }

    /// The side panel run down to [`Self::bottom`]: the tallest a window beside the board is.
    fn column(&self) -> Rect {
        let column = side_column(self.layout);
        Rect { height: self.bottom().saturating_sub(column.y), ..column }
    }

    /// The window's lines and, when it stands beside the board, where; else its width over
    /// the middle.
    fn placed(&self) -> (Vec<Line<'static>>, Result<Rect, u16>) {
        match self.ev {
            Event::Match(_) => {
                // A match not yet begun has no games to list: no blank row above the score.
                let lines: Vec<Line<'static>> = self.lines().into_iter().skip_while(|l| l.width() == 0).collect();
                let rect = self.beside(&lines, 30).ok_or(WIDTH);
                (lines, rect)
            }
            Event::RoundRobin(rr) => {
                let (shown, lines) = self.round_robin_shown(rr);
                let rect = if shown.beside { self.beside(&lines, 20) } else { None };
                (lines, rect.ok_or(shown.width))
            }
        }
    }

    /// The window's rectangle when it stands in the move list (which then stops above it).
    pub fn below_moves(&self) -> Option<Rect> {
        let rect = self.placed().1.ok()?;
        let moves = self.layout.moves;
        (rect.x == moves.x && rect.y > moves.y && rect.y < moves.bottom()).then_some(rect)
    }

    /// Draws the window beside the board, or over the middle of the screen.
    pub fn render(self, area: Rect, buf: &mut Buffer) {
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
        let theme = self.look.theme;
        let (lines, beside) = self.placed();
        let round_robin = matches!(self.ev, Event::RoundRobin(_));
        let rect = match beside {
            Ok(rect) => rect,
            Err(_) if !round_robin => {
                text_window(theme, self.layout, area, buf, &title, lines);
                return;
            }
            Err(width) => {
                let inner_w = width.saturating_sub(4);
                let h = lines.iter().map(|l| wrapped_rows(&l.to_string(), inner_w)).fold(0, u16::saturating_add) + 2;
                centered(middle(self.layout), self.layout.screen, width, h)
            }
        };
        let rect = rect.intersection(area).intersection(buf.area);
        if rect.is_empty() {
            return;
        }
        let inner = frame(theme, rect, buf, &title);
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        // A table's rows keep their spaces (their columns line up); a match's sentences wrap.
        Paragraph::new(in_theme(theme, lines))
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: !round_robin })
            .render(inner, buf);
    }
}

/// How a round-robin's window shows it: which table, how wide and at most how high the
/// window is, the Tab key's words (when Tab has another table to show), and whether it
/// stands beside the board.
#[derive(Debug, Clone)]
struct RoundRobinShown {
    /// The whole crosstable, or the short standings.
    table: Table,
    /// The window's width.
    width: u16,
    /// The most rows the window may take.
    height: u16,
    /// What Tab shows, when it shows another table.
    key: Option<&'static str>,
    /// Beside the board (else over the middle).
    beside: bool,
}

/// The width of the windows of questions (`view::window`'s).
const WIDTH: u16 = 72;

/// A round-robin's crosstable as lines of one width, laid out for a number of columns.
#[derive(Debug, Clone)]
struct Table {
    /// The heads: place, number, player, the opponents' numbers, points, SB, wins.
    header: String,
    /// A row per player, in the order of the standings.
    rows: Vec<String>,
    /// The names the rows had to cut, whole, by number.
    legend: Vec<String>,
    /// The width of the header and of every row.
    width: usize,
    /// Every column and every name whole, in the width asked for.
    complete: bool,
}

/// `text` cut to `width` characters, an ellipsis marking the cut.
fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut short: String = text.chars().take(width.saturating_sub(1)).collect();
    if width > 0 {
        short.push('…');
    }
    short
}

/// `text` padded on the right (`left`) or the left to `width` characters.
fn pad(text: &str, width: usize, left: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(text.chars().count()));
    if left { format!("{text}{fill}") } else { format!("{fill}{text}") }
}

impl Table {
    /// The crosstable of `rr` in at most `width` columns (names cut to make it fit).
    fn of(rr: &RoundRobin, w: &dyn EventWords, width: usize) -> Table {
        let n = rr.players().len();
        let table = rr.crosstable();
        let standings = table.standings();
        let chars = |t: &str| t.chars().count();
        let num_w = n.to_string().len();
        let cells: Vec<Vec<String>> = standings
            .iter()
            .map(|s| {
                (0..n)
                    .map(|j| {
                        if j == s.player {
                            "×".to_string()
                        } else {
                            let scores = table.against(s.player, j);
                            if scores.is_empty() {
                                "·".to_string()
                            } else {
                                scores.iter().map(ToString::to_string).collect()
                            }
                        }
                    })
                    .collect()
            })
            .collect();
        let least =
            cells.iter().flatten().map(|c| chars(c)).max().unwrap_or(1).max(if rr.double() { 2 } else { 1 }).max(num_w);
        let places: Vec<String> = standings.iter().map(|s| w.place(s)).collect();
        let values: Vec<[String; 3]> = standings
            .iter()
            .map(|s| [s.points.to_string(), s.sonneborn_berger.to_string(), s.wins.to_string()])
            .collect();
        let all_heads = [Column::Points, Column::SonnebornBerger, Column::Wins];
        let head_of =
            |c: Column, long: bool| if long && chars(w.column(c)) <= 8 { w.column(c) } else { w.short_column(c) };
        // The place's head in words when there is room ("Place"), the number's a sign ("#").
        let place_head = |long: bool| if long { w.column(Column::Place) } else { "" };
        let num_head = w.short_column(Column::Place);
        let num_w = num_w.max(chars(num_head));
        let place_w = |long: bool| places.iter().map(|p| chars(p)).max().unwrap_or(1).max(chars(place_head(long)));
        // On a screen too narrow for them all, only the points beside the cells (the
        // standings' order still says the tie-breaks).
        let heads = &all_heads[..];
        let col_w = |i: usize, long: bool| {
            values.iter().map(|v| chars(&v[i])).max().unwrap_or(1).max(chars(head_of(heads[i], long)))
        };
        let names_w = rr.players().iter().map(|p| chars(p)).max().unwrap_or(0);
        let player_head = w.short_column(Column::Player);
        // Everything but the names: place, number, the cells, the columns kept.
        let fixed_with = |kept: usize, cell_w: usize, long: bool| {
            place_w(long) + 1 + num_w + 1 + n * (cell_w + 1) + (0..kept).map(|i| 1 + col_w(i, long)).sum::<usize>()
        };
        let kept = if fixed_with(3, least, false) <= width { 3 } else { 1 };
        let fixed = |cell_w: usize, long: bool| fixed_with(kept, cell_w, long);
        // The cells as wide as there is room for, up to 3 columns: easier to read along.
        let full = |cell_w: usize, long: bool| fixed(cell_w, long) + names_w.max(chars(player_head));
        let cell_w = (least..=least.max(3)).rev().find(|&c| full(c, false) <= width).unwrap_or(least);
        let long = full(cell_w, true) <= width;
        let room = width.saturating_sub(fixed(cell_w, long));
        let name_w = names_w.max(chars(player_head)).min(room);
        let cut_names = name_w < names_w;
        let mut header = format!(
            "{} {} {}",
            pad(place_head(long), place_w(long), true),
            pad(num_head, num_w, false),
            pad(&cut(player_head, name_w), name_w, true)
        );
        for i in 1..=n {
            header.push(' ');
            header.push_str(&pad(&i.to_string(), cell_w, false));
        }
        for (i, &c) in heads.iter().enumerate().take(kept) {
            header.push(' ');
            header.push_str(&pad(head_of(c, long), col_w(i, long), false));
        }
        let rows: Vec<String> = standings
            .iter()
            .enumerate()
            .map(|(k, s)| {
                let mut row = format!(
                    "{} {} {}",
                    pad(&places[k], place_w(long), true),
                    pad(&(s.player + 1).to_string(), num_w, false),
                    pad(&cut(rr.name(s.player), name_w), name_w, true)
                );
                for cell in &cells[k] {
                    row.push(' ');
                    row.push_str(&pad(cell, cell_w, false));
                }
                for (i, value) in values[k].iter().enumerate().take(kept) {
                    row.push(' ');
                    row.push_str(&pad(value, col_w(i, long), false));
                }
                row
            })
            .collect();
        let table_w = chars(&header);
        // The names the table cut, whole, by number: as many to a line as fit.
        let mut legend = Vec::new();
        if cut_names {
            let mut line = String::new();
            for (i, name) in rr.players().iter().enumerate().filter(|(_, p)| chars(p) > name_w) {
                let item = format!("{} {name}", i + 1);
                if !line.is_empty() && chars(&line) + 3 + chars(&item) > table_w.max(20) {
                    legend.push(std::mem::take(&mut line));
                }
                if !line.is_empty() {
                    line.push_str(" · ");
                }
                line.push_str(&item);
            }
            legend.push(line);
        }
        let pad_all = |v: Vec<String>| v.into_iter().map(|r| pad(&r, table_w, true)).collect::<Vec<_>>();
        let complete = kept == all_heads.len() && !cut_names && table_w <= width;
        Table { header, rows: pad_all(rows), legend, width: table_w, complete }
    }
}
