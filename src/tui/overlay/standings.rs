//! The standings window of a match, between its games: each game's result (who had White,
//! how it ended, in how many moves), the score by name, and a question to the players — the
//! next game (by name, with the lot or the armageddon rule before it), saving the whole match
//! as one PGN after it, or keeping it for later on quitting. Its keys are those of a yes/no
//! question (y, n; Esc closes it without an answer); what they do is in `tui/event.rs`. The
//! question whether to start the next game is also answered yes by Enter and by typing White's
//! first move, as a single game starts.

use super::Ask;
use super::short_standings::{cut, pad, short_standings};
use super::window::Window;
use super::{Change, Handled, Order, Overlay, Typed};
use crate::game::event::{Column, Event, EventWords, FirstColours, MatchNext, RoundRobin, RoundRobinNext};
use crate::lang::reader::ReaderWords;
use crate::lang::terminal::FooterKey;
use crate::tui::action::{Action, Intent, UiEvent};
use crate::tui::answers::yes_or_no;
use crate::tui::app::App;
use crate::tui::screen_size::middle_rows;
use crate::tui::text_line::{TextLine, Tone};
use crate::tui::wrap::wrapped_rows;

/// The open standings window: what it asks, and whether a round-robin's whole crosstable is
/// shown over the middle of the screen (Tab) rather than its short standings beside the board.
pub(in crate::tui) struct StandingsWindow(pub(in crate::tui) Ask, pub(in crate::tui) bool);

impl StandingsWindow {
    /// The window as the app holds it.
    fn overlay(&self) -> Overlay {
        if self.1 { Overlay::Crosstable(self.0) } else { Overlay::Standings(self.0) }
    }

    /// Tab's other table and the rows' farthest scroll, as the face that drew this window on
    /// this screen told them; with none told, the whole crosstable counted over the middle of
    /// the screen (Tab has the short standings to show).
    fn placement(&self, app: &App) -> (bool, u16) {
        match app.placement().filter(|p| p.window == self.overlay() && p.size == app.size()) {
            Some(p) => (p.has_short, p.scroll_limit),
            None => (true, scroll_limit(app, self.0)),
        }
    }

    /// Tab: the whole crosstable over the middle, or back to the short standings beside the
    /// board, from the first row; nothing when the whole one stands beside the board already.
    fn switch(&self, app: &App) -> Vec<Change> {
        if !app.event().is_some_and(|e| matches!(e.event(), Event::RoundRobin(_))) || !self.placement(app).0 {
            return Vec::new();
        }
        let next = if self.1 { Overlay::Standings(self.0) } else { Overlay::Crosstable(self.0) };
        vec![Change::Window(Some(next)), Change::Do(Order::EventScroll(i16::MIN, 0))]
    }
}

impl Window for StandingsWindow {
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
                Handled::Done(vec![Change::Do(Order::EventScroll(n, self.placement(app).1))])
            }
            // Tab: the whole crosstable, or back to the short standings beside the board (when
            // the whole one stands there already, there is nothing else to show).
            Action::Ui(UiEvent::Crosstable) => Handled::Done(self.switch(app)),
            Action::Ui(UiEvent::Cancel) => Handled::Done(vec![Change::Window(None), Change::Do(Order::EventClosed)]),
            _ => Handled::Pass,
        }
    }

    fn status(&self, app: &App) -> Option<String> {
        let ev = app.event()?;
        Some(crate::tui::event_play::event_title(ev.event(), app.prefs().lang.event_words()))
    }

    fn footer(&self) -> Option<&'static [FooterKey]> {
        Some(&[FooterKey::Quit])
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

/// The standings window as lines of words, for a screen reader (laid out for a large screen:
/// every game of a match listed).
pub fn said(app: &App, ask: Ask) -> Vec<String> {
    let Some(standings) = Standings::of(app, ask, (200, 200)) else { return Vec::new() };
    let standings = Standings { scroll: 0, ..standings };
    standings.lines().iter().map(ToString::to_string).filter(|l| !l.is_empty()).collect()
}

/// How far the crosstable of the open standings window scrolls on the screen as it is.
pub(in crate::tui) fn scroll_limit(app: &App, ask: Ask) -> u16 {
    Standings::of(app, ask, app.size()).map_or(0, |standings| Standings { scroll: 0, ..standings }.scroll_limit())
}

/// Game 1 of a match is on the board, not yet begun: its lot is still to be said.
fn lot_due(app: &App) -> bool {
    app.event().is_some_and(|ev| ev.on_board == Some(1)) && !app.game().is_over() && !app.in_progress()
}

/// The standings of a match (or a round-robin's crosstable), and the question, laid out as
/// lines for a screen: the terminal face draws them, the screen-reader face says them.
#[derive(Debug, Clone)]
pub(in crate::tui) struct Standings<'a> {
    /// The match or the round-robin.
    pub ev: &'a Event,
    /// What the window asks.
    pub ask: Ask,
    /// Game 1 is about to begin: the lot is said, if there was one.
    pub lot_due: bool,
    /// The event's words.
    pub words: &'static dyn EventWords,
    /// The crosstable's first row shown, when its rows are more than the window holds.
    pub scroll: u16,
    /// The screen's width.
    pub screen_w: u16,
    /// The rows of the middle of the screen, where the window stands.
    pub middle_h: u16,
}

impl<'a> Standings<'a> {
    /// The open window's standings on a screen `w` by `h` (none for no event, or a screen too
    /// small for the game).
    pub fn of(app: &'a App, ask: Ask, (w, h): (u16, u16)) -> Option<Standings<'a>> {
        let ev = app.event()?;
        Some(Standings {
            ev: ev.event(),
            ask,
            lot_due: lot_due(app),
            words: app.prefs().lang.event_words(),
            scroll: ev.scroll,
            screen_w: w,
            middle_h: middle_rows(w, h)?,
        })
    }
    /// The window's lines: the games (the last ones that fit), the score, what comes next,
    /// the question and its keys.
    pub fn lines(&self) -> Vec<TextLine> {
        let m = match self.ev {
            Event::Match(m) => m,
            Event::RoundRobin(rr) => return self.round_robin_lines(rr),
        };
        let w = self.words;
        let mut tail = vec![TextLine::default(), TextLine::toned(Tone::Bold, w.score_line(m))];
        match m.next() {
            MatchNext::Finished(result) => {
                tail.push(TextLine::toned(Tone::Bold, w.match_result(m, &result)));
            }
            MatchNext::Play(game) => {
                if self.lot_due && matches!(m.colours(), FirstColours::ByLot { .. }) {
                    tail.push(TextLine::plain(w.lot(m.name(game.white))));
                }
                if let Some(clock) = &game.armageddon {
                    let minutes = |tc: &crate::game::TimeControl| {
                        tc.periods().first().map_or(0, |p| u32::try_from(p.base.as_ms() / 60_000).unwrap_or(0))
                    };
                    tail.push(TextLine::plain(w.armageddon_rule(
                        m.name(game.white),
                        m.name(game.black),
                        minutes(&clock.white),
                        minutes(&clock.black),
                    )));
                }
            }
        }
        tail.push(TextLine::default());
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
                tail.push(TextLine::toned(Tone::Bold, q));
                tail.push(TextLine::toned(Tone::Dim, self.keys(false)));
            }
            None => tail.push(TextLine::toned(Tone::Dim, w.standings_close())),
        }
        // The games, the last ones that fit above the rest.
        let room = usize::from(self.middle_h.saturating_sub(2)).saturating_sub(tail.len());
        let games: Vec<TextLine> =
            m.results().iter().enumerate().map(|(i, g)| TextLine::plain(w.match_game(m, i as u32 + 1, g))).collect();
        let skip = games.len().saturating_sub(room);
        games.into_iter().skip(skip).chain(tail).collect()
    }

    /// The keys of the question asked: y or Enter, or a move, to start the next game; y and
    /// n; or after the event y for another, n to quit.
    pub(in crate::tui) fn keys(&self, round_robin: bool) -> String {
        match self.ask {
            Ask::Again => self.words.again_keys(round_robin),
            Ask::Next => self.words.start_keys(),
            _ => self.words.standings_keys(),
        }
    }

    /// The crosstable of a round-robin (each pair's result, points, Sonneborn–Berger, wins),
    /// who plays next and who has the bye; at the end the standings with the tie-breaks. The
    /// table is laid out for the window's inner width: numbers as column heads as FIDE's
    /// crosstables have them, names cut to fit with a legend of the whole names under the
    /// table when they were; its rows scroll (↑ ↓) when they are more than the window holds.
    fn round_robin_lines(&self, rr: &RoundRobin) -> Vec<TextLine> {
        let (table, tail, keys) = self.round_robin_parts(rr);
        let (first, shown, body) = self.rows_shown(&table, &tail);
        let scrolls = shown < body.len();
        let mut lines = vec![TextLine::toned(Tone::Bold, table.header.clone())];
        lines.extend(body.iter().skip(first).take(shown).cloned().map(TextLine::plain));
        lines.extend(tail);
        let keys = if scrolls {
            format!("↑ ↓ {} · {keys}", self.words.more_rows(first + 1, first + shown, body.len()))
        } else {
            keys
        };
        lines.push(TextLine::toned(Tone::Dim, keys));
        lines
    }

    /// The crosstable's first row shown, how many are, and the rows and legend lines: as many
    /// as the window holds above the rest, from the row scrolled to.
    fn rows_shown(&self, table: &Table, tail: &[TextLine]) -> (usize, usize, Vec<String>) {
        // The rest: the tail, the keys, the heads, the frame.
        let tail_rows: usize = tail.iter().map(|l| usize::from(wrapped_rows(&l.to_string(), self.inner_width()))).sum();
        let room = usize::from(self.middle_h).saturating_sub(tail_rows + 4);
        let body: Vec<String> = table.rows.iter().chain(&table.legend).cloned().collect();
        let shown = room.min(body.len());
        let first = usize::from(self.scroll).min(body.len() - shown);
        (first, shown, body)
    }

    /// The farthest the crosstable scrolls: its rows less those the window holds.
    pub fn scroll_limit(&self) -> u16 {
        let Event::RoundRobin(rr) = self.ev else { return 0 };
        let (table, tail, _) = self.round_robin_parts(rr);
        let (_, shown, body) = self.rows_shown(&table, &tail);
        u16::try_from(body.len() - shown).unwrap_or(u16::MAX)
    }

    /// The crosstable, the lines under it (who plays next, the bye or the winner, the
    /// question) and the keys.
    fn round_robin_parts(&self, rr: &RoundRobin) -> (Table, Vec<TextLine>, String) {
        let table = Table::of(rr, self.words, usize::from(self.inner_width()));
        let (tail, keys) = self.round_robin_tail(rr);
        (table, tail, keys)
    }

    /// The lines under the table (who plays next, the bye or the winner, the question) and
    /// the keys.
    pub(in crate::tui) fn round_robin_tail(&self, rr: &RoundRobin) -> (Vec<TextLine>, String) {
        let w = self.words;
        let finished = matches!(rr.next(), RoundRobinNext::Finished);
        let mut tail = vec![TextLine::default()];
        let question = match rr.next() {
            RoundRobinNext::Play { pairing, bye } => {
                tail.push(TextLine::toned(Tone::Bold, w.pairing(rr.players(), &pairing)));
                if let Some(b) = bye {
                    tail.push(TextLine::plain(w.bye(rr.name(b))));
                }
                (self.ask == Ask::Next).then(|| w.start_it().to_string())
            }
            RoundRobinNext::Finished => {
                tail.push(TextLine::toned(Tone::Bold, crate::tui::event_play::round_robin_end(rr, w)));
                None
            }
        };
        let question = match self.ask {
            Ask::Over if finished => Some(w.save_event(true)),
            Ask::Keep => Some(w.keep_event(rr.players(), true)),
            Ask::Again if finished => Some(w.again(rr.players(), true, "")),
            _ => question,
        };
        tail.push(TextLine::default());
        let keys = match &question {
            Some(_) => self.keys(true),
            None => w.standings_close(),
        };
        if let Some(q) = question {
            tail.push(TextLine::toned(Tone::Bold, q));
        }
        (tail, keys)
    }

    /// The width inside the window's frame and margins.
    pub(in crate::tui) fn inner_width(&self) -> u16 {
        self.window_width().saturating_sub(4)
    }

    /// The window's width: 72 columns as other windows, wider (up to the screen's) for a
    /// crosstable that needs it.
    pub(in crate::tui) fn window_width(&self) -> u16 {
        let screen = self.screen_w;
        let natural = match self.ev {
            Event::RoundRobin(rr) => Table::of(rr, self.words, usize::MAX).width,
            Event::Match(_) => 0,
        };
        u16::try_from(natural + 4).unwrap_or(u16::MAX).max(WIDTH).min(screen)
    }
}

/// The width of the windows of questions (`view::window`'s).
pub(in crate::tui) const WIDTH: u16 = 72;

/// A round-robin's crosstable (or its short standings) as lines of one width, laid out for a
/// number of columns.
#[derive(Debug, Clone)]
pub(in crate::tui) struct Table {
    /// The heads: place, number, player, the opponents' numbers, points, SB, wins.
    pub header: String,
    /// A row per player, in the order of the standings.
    pub rows: Vec<String>,
    /// The names the rows had to cut, whole, by number.
    pub legend: Vec<String>,
    /// The width of the header and of every row.
    pub width: usize,
    /// Every column and every name whole, in the width asked for.
    pub complete: bool,
}

impl Table {
    /// The crosstable of `rr` in at most `width` columns (names cut to make it fit).
    pub(in crate::tui) fn of(rr: &RoundRobin, w: &dyn EventWords, width: usize) -> Table {
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

    /// The short standings of `rr` in at most `width` columns: place, name, points, games.
    pub(in crate::tui) fn short(rr: &RoundRobin, w: &dyn EventWords, width: usize) -> Table {
        let (header, rows, width) = short_standings(rr, w, width);
        Table { header, rows, legend: Vec::new(), width, complete: true }
    }
}
