//! The game-over box, drawn beside the board under the moves; a click closes it, any other
//! mouse event is the board's.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::{Mouse, WindowFace};
use crate::lang::terminal::TerminalWords;
use crate::rules::Color;
use crate::tui::action::UiEvent;
use crate::tui::app::App;
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::game_over::GameOverWindow;
use crate::tui::view::{ClockView, MovesView, StatusView, wrapped_rows};
use crate::tui::view::{Look, Record, centered, ending_move, frame, menu_lines, summary_lines, summary_texts};

impl WindowFace for GameOverWindow {
    /// A click closes it; anything else is the board's (it stands beside the board).
    fn mouse(&self, _layout: &ScreenLayout, event: &MouseEvent) -> Mouse {
        match event.kind {
            MouseEventKind::Down(MouseButton::Left) => Mouse::Takes(Some(UiEvent::Cancel.into())),
            _ => Mouse::Board,
        }
    }

    /// The clocks are stopped: their digits' rows go to the move list and the box.
    fn small_clocks(&self) -> bool {
        true
    }

    /// On a small screen where the box would cover the last moves, the side panel is drawn
    /// again around it (see [`Panel`]).
    fn draw(&self, app: &App, layout: &ScreenLayout, area: Rect, buf: &mut Buffer) {
        let Some(view) = GameOverView::of(app, layout) else { return };
        if let Some(panel) = view.place().panel {
            Clear.render(panel.side().intersection(area), buf);
            let bottom = app.bottom();
            ClockView::of(app, !bottom).render(panel.top_clock, buf);
            MovesView::of(app).render(panel.moves, buf);
            ClockView::of(app, bottom).render(panel.bottom_clock, buf);
        }
        view.render(area, buf);
    }

    /// Beside the final position, when the list keeps its last rows above it (else the box
    /// covers the list whole, or more).
    fn below_moves(&self, app: &App, layout: &ScreenLayout) -> Option<Rect> {
        let moves = layout.moves;
        let place = GameOverView::of(app, layout)?.place();
        Some(place.rect)
            .filter(|r| place.panel.is_none() && r.y > moves.y && r.bottom() == moves.bottom() && r.x == moves.x)
    }
}

/// The texts of the game-over box, in the theme's characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOverTexts {
    /// The result and why: `0–1 — checkmate, Black wins`.
    pub result: String,
    /// Why the game ended, when the result alone does not say it.
    pub note: Option<String>,
    /// How to close the box.
    pub hide: String,
}

impl GameOverTexts {
    /// The texts for the game of `record` that ended with `result` (the status line's words),
    /// with the note of a lost adjournment if there is one.
    pub fn of(record: Record<'_>, look: Look, result: &str, adjourned: Option<&str>) -> GameOverTexts {
        let (theme, s): (_, &dyn TerminalWords) = (look.theme, look.words);
        let result = theme.text(result).into_owned();
        // Why the game ended, when the result alone does not say it (an illegal sealed move;
        // why a position is dead or a flag fall drawn; the line by which the winner on time
        // could still have mated).
        let game = record.game;
        let proof = match game.flag_under_review() {
            Some(flagged) => Some(s.arbiter_checks(game.name(!flagged), !flagged)),
            None => game.proof().map(|p| crate::tui::play::proof_text(game, s, record.notation, p)),
        };
        // A second illegal move: which one and why (the status line may say something else by
        // the time the box is read), and for a draw why the opponent cannot mate (6.9); a loss
        // needs no proof here, the coach's summary takes the room (ferz script gives the line).
        let proof = match (ending_move(record, look), proof) {
            (Some(why), Some(proof)) if game.outcome().is_some_and(|o| o.winner.is_none()) => {
                Some(format!("{why} {proof}"))
            }
            (Some(why), _) => Some(why),
            (None, proof) => proof,
        };
        let note = adjourned.map(str::to_string).or(proof).map(|n| theme.text(&n).into_owned());
        let hide = theme.text(s.game_over_hide()).into_owned();
        GameOverTexts { result, note, hide }
    }

    /// The rows of a box `w` columns wide: the frame, the texts wrapped, the practice `summary`
    /// with a blank row before it, and with `menu` the menu (after a blank row when `spaced`).
    fn rows(&self, look: Look, w: u16, summary: &[String], menu: bool, spaced: bool) -> u16 {
        let s: &dyn TerminalWords = look.words;
        let text_w = w.saturating_sub(4);
        let menu_rows = if menu {
            usize::from(spaced) + menu_lines(s.game_over_menu(), usize::from(text_w), look.theme).len()
        } else {
            0
        };
        let summary_rows = if summary.is_empty() {
            0
        } else {
            1 + summary.iter().map(|t| usize::from(wrapped_rows(t, text_w))).sum::<usize>()
        };
        [Some(&self.result), self.note.as_ref(), Some(&self.hide)]
            .into_iter()
            .flatten()
            .map(|t| wrapped_rows(t, text_w))
            .fold(2 + u16::try_from(menu_rows + summary_rows).unwrap_or(u16::MAX), u16::saturating_add)
    }
}

/// Rows the move list keeps at most above the game-over box when the list is long: its frame
/// and four rows of moves (a shorter list keeps all its rows, the result included).
const MOVES_KEPT: u16 = 6;

/// Rows the move list keeps above the box at least before the box takes it whole: its frame,
/// the last move and the result.
const MOVES_KEPT_SMALL: u16 = 4;

/// Rows of each stopped clock in the side panel of a small screen, tried in turn while the box
/// would cover the last moves: one line in its frame, the frame alone (the time in its lower
/// edge), none (the box says the result; Esc shows the times again).
const CLOCK_ROWS: [u16; 3] = [3, 2, 0];

/// Where the game-over box goes and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOverPlace {
    /// Its rectangle on the screen.
    pub rect: Rect,
    /// The coach's summary of a practice game: each move, or how many (empty otherwise).
    summary: Vec<String>,
    /// The menu fits (the footer lists the same keys, so it goes first when rows are short).
    menu: bool,
    /// A blank row before the menu.
    spaced: bool,
    /// The side panel drawn again around the box, on a small screen.
    pub panel: Option<Panel>,
}

/// The side panel of a small screen while the box stands in it (at 60×20 and 54×14 the move
/// list has no room for the box): it runs down to the status line, its stopped clocks shrink
/// ([`CLOCK_ROWS`]), and the move list keeps its last move and the result above the box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Panel {
    /// The clock of the side at the top of the board (no rows: not shown).
    pub top_clock: Rect,
    /// The move list, above the box.
    pub moves: Rect,
    /// The clock of the side at the bottom of the board, under the box.
    pub bottom_clock: Rect,
}

impl Panel {
    /// The whole panel.
    fn side(self) -> Rect {
        Rect { height: self.bottom_clock.bottom() - self.top_clock.y, ..self.top_clock }
    }
}

/// The game-over box.
#[derive(Debug, Clone)]
pub struct GameOverView<'a> {
    /// Its texts.
    pub texts: GameOverTexts,
    /// The coach's summary of a practice game, move by move and short (empty otherwise).
    pub summaries: [Vec<String>; 2],
    /// The screen layout (with the clocks one line each: see [`Window::small_clocks`]).
    pub layout: &'a ScreenLayout,
    /// Words and theme.
    pub look: Look,
    /// Rows the move list needs for the whole game, its frame and the result included.
    pub list_rows: u16,
    /// Rows the status line takes at the bottom of the screen (the result, said by name).
    pub status_rows: u16,
}

impl<'a> GameOverView<'a> {
    /// The box of the app's game, once it is over.
    pub fn of(app: &App, layout: &'a ScreenLayout) -> Option<GameOverView<'a>> {
        let (record, look) = (app.record(), Look::of(app));
        let adjourned = app.session().adjournment().note();
        let texts = GameOverTexts::of(record, look, &app.outcome_text()?, adjourned);
        let summaries = [false, true].map(|short| summary_texts(record, look, short));
        let game = record.game;
        let shift = usize::from(game.start_position().turn() == Color::Black);
        let list_rows = u16::try_from((game.moves().len() + shift).div_ceil(2) + 3).unwrap_or(u16::MAX);
        let status_rows = StatusView::of(app).rows_needed(layout.status.width).max(layout.status.height);
        Some(GameOverView { texts, summaries, layout, look, list_rows, status_rows })
    }

    /// Where the box goes: the lower part of the move list, the list keeping the whole game
    /// above it (for a long game, its last moves), with or without a blank row before the
    /// menu (so that at 80×24 the box hides no more than it must); else the list keeping its
    /// last move and the result; else, on a small screen, the same in a side panel run down
    /// to the status line with smaller clocks ([`Panel`]), the menu given up before the clocks
    /// are (the footer lists its keys); only then the whole list, the whole side panel, and on
    /// the smallest screens the board. A practice game's summary says each move where it fits,
    /// else how many.
    pub fn place(&self) -> GameOverPlace {
        let (layout, texts, look) = (self.layout, &self.texts, self.look);
        let moves = layout.moves;
        let side = Rect { y: layout.top_clock.y, height: layout.bottom_clock.bottom() - layout.top_clock.y, ..moves };
        let kept = self.list_rows.min(MOVES_KEPT);
        let keeping: &[(u16, bool)] =
            &[(kept, true), (kept, false), (MOVES_KEPT_SMALL, true), (MOVES_KEPT_SMALL, false)];
        // The game's own panel, then the small screen's with clocks of fewer rows: the menu
        // goes before the clocks do. A practice game's report of its illegal moves, which
        // names them, is worth the list: with one, the box covers the list rather than lose
        // the report or the menu.
        let (with_clocks, without) = CLOCK_ROWS.split_at(CLOCK_ROWS.len() - 1);
        let with_clocks: Vec<Option<Panel>> =
            [None].into_iter().chain(with_clocks.iter().map(|&clock| Some(self.panel(clock)))).collect();
        let without: Vec<Option<Panel>> = without.iter().map(|&clock| Some(self.panel(clock))).collect();
        let keep_with = |panels: &[Option<Panel>],
                         tries: &[(u16, bool)],
                         menu: bool,
                         summary: &Vec<String>|
         -> Option<GameOverPlace> {
            for &panel in panels {
                let within = panel.map_or(moves, |p| p.moves);
                for &(kept, spaced) in tries {
                    let h = texts.rows(look, within.width, summary, menu, spaced);
                    if h.saturating_add(kept) <= within.height {
                        let rect = Rect { y: within.bottom() - h, height: h, ..within };
                        let panel = panel.map(|p| Panel { moves: Rect { height: rect.y - p.moves.y, ..p.moves }, ..p });
                        return Some(GameOverPlace { rect, summary: summary.clone(), menu, spaced, panel });
                    }
                }
            }
            None
        };
        let keep = |panels: &[Option<Panel>], menu: bool, summary: &Vec<String>| -> Option<GameOverPlace> {
            let tries = if menu { keeping } else { &keeping[2..3] };
            keep_with(panels, tries, menu, summary)
        };
        // Beside a long game, the list keeping its last moves goes before the menu in the box
        // (the footer lists the same keys).
        let plain = self.summaries[0].is_empty();
        if let Some(place) = keep_with(&[None], &keeping[..2], true, &self.summaries[0])
            .or_else(|| if plain { keep_with(&[None], &keeping[..1], false, &self.summaries[0]) } else { None })
        {
            return place;
        }
        let cover = |menu: bool, summary: &Vec<String>| -> Option<GameOverPlace> {
            [moves, side].into_iter().find_map(|within| {
                let h = texts.rows(look, within.width, summary, menu, true);
                let rect = Rect { y: within.bottom().saturating_sub(h), height: h, ..within };
                (h <= within.height).then(|| GameOverPlace {
                    rect,
                    summary: summary.clone(),
                    menu,
                    spaced: true,
                    panel: None,
                })
            })
        };
        for menu in [true, false] {
            for summary in &self.summaries {
                let found = keep(&with_clocks, menu, summary)
                    .or_else(|| if summary.is_empty() { None } else { cover(menu, summary) });
                if let Some(place) = found {
                    return place;
                }
            }
        }
        for menu in [true, false] {
            for summary in &self.summaries {
                if let Some(place) = keep(&without, menu, summary) {
                    return place;
                }
            }
        }
        for menu in [true, false] {
            for summary in &self.summaries {
                if let Some(place) = cover(menu, summary) {
                    return place;
                }
            }
        }
        let board = layout.board.outer();
        let w = 50.min(board.width);
        let rect = centered(board, board, w, texts.rows(look, w, &[], true, true));
        GameOverPlace { rect, summary: Vec::new(), menu: true, spaced: true, panel: None }
    }

    /// The side panel of a small screen with clocks of `clock` rows, run down to the rows the
    /// status line takes.
    fn panel(&self, clock: u16) -> Panel {
        let layout = self.layout;
        let free = layout.status.bottom().saturating_sub(self.status_rows);
        let bottom = free.max(layout.bottom_clock.bottom());
        let side = Rect { y: layout.top_clock.y, height: bottom - layout.top_clock.y, ..layout.moves };
        let clock = clock.min(side.height / 3);
        Panel {
            top_clock: Rect { height: clock, ..side },
            moves: Rect { y: side.y + clock, height: side.height - 2 * clock, ..side },
            bottom_clock: Rect { y: side.bottom() - clock, height: clock, ..side },
        }
    }
}

impl Widget for GameOverView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let place = self.place();
        let rect = place.rect.intersection(area);
        if rect.is_empty() {
            return;
        }
        let (theme, s): (_, &dyn TerminalWords) = (self.look.theme, self.look.words);
        let texts = self.texts;
        let inner = frame(theme, rect, buf, s.game_over_title());
        let inner = Rect { x: inner.x + 1, width: inner.width.saturating_sub(2), ..inner };
        let mut lines = vec![Line::from(Span::styled(texts.result, theme.bold()))];
        if let Some(text) = texts.note {
            lines.push(Line::from(text));
        }
        if !place.summary.is_empty() {
            lines.push(Line::default());
            lines.extend(summary_lines(theme, place.summary));
        }
        if place.menu {
            if place.spaced {
                lines.push(Line::default());
            }
            lines.extend(menu_lines(s.game_over_menu(), usize::from(inner.width), theme).into_iter().map(Line::from));
        }
        lines.push(Line::from(Span::styled(texts.hide, theme.dim())));
        Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(inner, buf);
    }
}
