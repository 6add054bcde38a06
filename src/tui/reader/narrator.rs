//! What the face says by itself: each change of the game and the app since it last looked,
//! said once, as lines — the moves made (with both clocks), an offer and the question to the
//! player it was made to, the game's messages (an illegal move explained, a claim decided),
//! the questions of the game, a clock passing one minute or ten seconds, a flag, the result by
//! name. It reads the app and remembers what it said; it changes nothing.
//!
//! Lines come in the order things happened: a move before the message its playing brought
//! (the clock started by White's first move, the game kept once it ended), the mating move
//! before the result, the result before where the game is kept.

use std::mem::discriminant;

use super::describe;
use super::thresholds::Thresholds;
use crate::game::{Instant, Outcome};
use crate::lang::reader::{FirstRanks, Player, ReaderWords};
use crate::rules::{Color, Move};
use crate::tui::app::App;
use crate::tui::overlay::Overlay;
use crate::tui::screen::Message;

/// What the face has said of the game so far.
#[derive(Debug, Default)]
pub struct Narrator {
    /// The moves of the game as last said.
    moves: Vec<Move>,
    /// The pending offer as last said.
    offer: Option<Color>,
    /// The number of moves at which the offer's question was asked.
    asked: Option<usize>,
    /// The result as last said.
    outcome: Option<Outcome>,
    /// The flag fall has been said.
    flag: bool,
    /// The app's message as last said.
    message: Option<Message>,
    /// The open window as last said.
    overlay: Option<Overlay>,
    /// The clocks were paused when last looked at.
    paused: bool,
    /// The clock had been started when last looked at.
    started: bool,
    /// The thresholds said of each side's clock.
    low: Thresholds,
}

/// The player of `color`, by name when the players gave one.
pub fn player(app: &App, color: Color) -> Player<'_> {
    Player { name: app.player(color), color }
}

/// The words of the face.
pub fn words(app: &App) -> &'static dyn ReaderWords {
    app.prefs().lang.words()
}

/// How the game starts, when not from the usual position: the variant and the odds by name and,
/// before the first move, a Chess960 start's first ranks (the pieces stand where a player does
/// not expect them) or that a set position was given. `None` for the usual start.
fn start(app: &App) -> Option<String> {
    use crate::lang::start::StartWords;
    use crate::lang::terminal::TerminalWords;
    let all = app.prefs().lang.words();
    let game = app.game();
    let kind = &game.options().start;
    let first = game.start_position();
    let mut names = Vec::new();
    if kind.chess960 {
        names.push(TerminalWords::chess960(all, kind.number));
    }
    names.extend(kind.odds.iter().map(|odds| StartWords::odds(all, odds)));
    let fresh = game.moves().is_empty();
    let ranks = (fresh && kind.chess960 && kind.number.is_some()).then(|| {
        let rank = |color: Color, rank: u32| {
            std::array::from_fn(|file| {
                let square = crate::rules::Square::from_index(rank * 8 + file as u32);
                first.piece_at(square).filter(|p| p.color == color).map(|p| p.role)
            })
        };
        let (white, black) = (rank(Color::White, 0), rank(Color::Black, 7));
        FirstRanks { white, black: (black != white).then_some(black) }
    });
    // A position given by FEN (in Chess960 without a number too) is read out by `b`.
    let set = fresh
        && kind.number.is_none()
        && (kind.chess960 || first != &crate::rules::Position::new())
        && kind.odds.is_empty();
    (!names.is_empty() || set).then(|| words(app).start(&names, ranks.as_ref(), set))
}

/// Both clocks at `now`, in words (or that the game has none).
pub fn clocks(app: &App, now: Instant) -> String {
    let (w, clock) = (words(app), app.game().clock());
    if clock.is_untimed() {
        return w.untimed().to_string();
    }
    w.clocks(&w.time(clock.remaining(Color::White, now)), &w.time(clock.remaining(Color::Black, now)))
}

/// The last move of the game in words, with its number.
pub fn last_move(app: &App) -> String {
    let game = app.game();
    let w = words(app);
    let Some(ply) = game.moves().len().checked_sub(1) else { return w.no_last_move().to_string() };
    match (game.position_after(ply), game.moves().get(ply)) {
        (Some(before), Some(played)) => w.last_move(played.number, &w.spoken_move(&describe::spoken(before, played))),
        _ => w.no_last_move().to_string(),
    }
}

/// A message of the game as this face says it: one that names the pause key of the drawn board
/// is said with the face's own command (the pause itself is said once, by the narrator).
fn said_here(app: &App, text: &str) -> Option<String> {
    let (s, keys) = (app.strings(), crate::tui::key_names::keys());
    if text == s.resumed_paused(app.game().name(app.game().turn()), app.game().turn(), keys) {
        None
    } else if text == s.is_paused(keys) {
        Some(words(app).paused().to_string())
    } else if text == s.stopped() {
        // How to go on is said by the narrator with the pause.
        Some(words(app).stopped().to_string())
    } else {
        Some(text.to_string())
    }
}

impl Narrator {
    /// The first lines: who plays whom, how to begin, and what the app has to say (a game found,
    /// an envelope, a notice, a game resumed paused).
    pub fn opening(&mut self, app: &App, now: Instant) -> Vec<String> {
        let w = words(app);
        let game = app.game();
        self.moves = game.moves().iter().map(|m| m.mv).collect();
        self.outcome = None;
        self.message = None;
        if matches!(app.overlay(), Some(Overlay::Found)) {
            // The players choose first; the game chosen is introduced then.
            return self.news(app, now);
        }
        let controls = (!game.clock().is_untimed()).then(|| game.time_control().to_string());
        let mut lines = vec![w.welcome(player(app, Color::White), player(app, Color::Black), controls.as_deref())];
        lines.extend(start(app));
        if !game.moves().is_empty() {
            lines.push(last_move(app));
            lines.push(clocks(app, now));
        }
        self.started = app.started();
        if !game.is_over() && app.overlay().is_none() {
            lines.push(if app.started() {
                w.to_move(player(app, game.turn()))
            } else {
                w.press_enter(player(app, game.turn()))
            });
        }
        // A clock already under a threshold when the game comes back is not said again.
        self.low.mark(game.clock(), now);
        lines.extend(self.news(app, now));
        lines
    }

    /// The app's message has been read or is stale: the next one is said even if its text is the same.
    pub fn forget_message(&mut self) {
        self.message = None;
    }

    /// The open window as last said: the next one of the same kind is said again.
    pub fn forget_window(&mut self) {
        self.overlay = None;
    }

    /// What changed since the last look, as lines to say.
    pub fn news(&mut self, app: &App, now: Instant) -> Vec<String> {
        let mut lines = Vec::new();
        let w = words(app);
        let game = app.game();
        // A message with no move is about what stands (an illegal move refused, a takeback):
        // said first. One that came with moves came of them: said after them, and after the
        // result, which a game that ended waits for (the arbiter may still rule on a flag).
        let outcome = game.outcome().filter(|_| game.inquiry().is_none());
        let moved = self.moves_to_say(app);
        let result_waits = game.is_over() && outcome.is_none();
        if !moved && !game.is_over() {
            self.message(app, &mut lines);
        }
        self.moves_made(app, now, &mut lines);
        if let Some(outcome) = game.outcome() {
            if let (crate::game::Termination::Timeout, Some(flagged), false) =
                (outcome.termination, outcome.by, self.flag)
            {
                lines.push(w.flag_fell(player(app, flagged)));
                self.flag = true;
            }
        } else {
            self.flag = false;
            self.low_time(app, now, &mut lines);
        }
        // The result once the arbiter has ruled on it (a flag fall may still become a draw).
        let mut over = false;
        if outcome != self.outcome {
            self.outcome = outcome;
            if let Some(o) = outcome {
                let winner = o.winner.map(|c| player(app, c));
                let loser = o.by.or(o.winner.map(|c| !c)).map(|c| player(app, c));
                lines.push(w.result(&o, winner, loser));
                over = true;
            }
        }
        if !result_waits {
            self.message(app, &mut lines);
        }
        if over {
            lines.push(w.after_game().to_string());
        }
        self.offers(app, &mut lines);
        self.window(app, &mut lines);
        let started = app.started();
        if !started && self.started && !game.is_over() {
            lines.push(w.press_enter(player(app, game.turn())));
        }
        self.started = started;
        // An adjourned game's clocks stand in the envelope: the adjournment says so.
        let paused = game.clock().is_paused() && !game.is_over() && !app.session().adjournment().holds_game();
        if paused && !self.paused {
            lines.push(w.paused().to_string());
        }
        self.paused = paused;
        lines
    }

    /// The app's message, when it is new: said once.
    fn message(&mut self, app: &App, lines: &mut Vec<String>) {
        if app.message() != self.message.as_ref() {
            self.message = app.message().cloned();
            if let Some(message) = &self.message {
                lines.extend(said_here(app, &message.text));
            }
        }
    }

    /// Whether moves were made since the last look (not only taken back).
    fn moves_to_say(&self, app: &App) -> bool {
        let moves = app.game().moves();
        let same = self.moves.iter().zip(moves).take_while(|(a, b)| **a == b.mv).count();
        moves.len() > same
    }

    /// The moves made since the last look, each in words, with both clocks after the last; a
    /// move taken back (or undone by the arbiter) says whose move it is now.
    fn moves_made(&mut self, app: &App, now: Instant, lines: &mut Vec<String>) {
        let game = app.game();
        let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        let same = self.moves.iter().zip(&moves).take_while(|(a, b)| a == b).count();
        let w = words(app);
        if same < self.moves.len() && !game.is_over() {
            lines.push(w.to_move(player(app, game.turn())));
        }
        let new = same..moves.len();
        let last = moves.len();
        for ply in new {
            let (Some(before), Some(played)) = (game.position_after(ply), game.moves().get(ply)) else { continue };
            let said = w.spoken_move(&describe::spoken(before, played));
            if ply + 1 == last && !game.clock().is_untimed() {
                lines.push(format!("{said}. {}", clocks(app, now)));
            } else {
                lines.push(format!("{said}."));
            }
        }
        self.moves = moves;
    }

    /// A running clock that has gone under one minute or to ten seconds since the last look.
    fn low_time(&mut self, app: &App, now: Instant, lines: &mut Vec<String>) {
        if let Some((side, threshold, left)) = self.low.watch(app.game().clock(), now) {
            let w = words(app);
            lines.push(w.threshold(player(app, side), threshold, &w.time(left)));
        }
    }

    /// A draw offer made, and the question to the player it was made to once it is their move.
    fn offers(&mut self, app: &App, lines: &mut Vec<String>) {
        let game = app.game();
        let w = words(app);
        let offer = game.draw_offer().filter(|_| !game.is_over());
        if offer != self.offer
            && let Some(by) = offer
        {
            lines.push(w.offered(player(app, by)));
        }
        self.offer = offer;
        let plies = game.moves().len();
        if let Some(by) = offer
            && game.turn() != by
            && self.asked != Some(plies)
        {
            self.asked = Some(plies);
            lines.push(w.offer_question(player(app, !by), player(app, by)));
        }
    }

    /// A window the game opened: its question or what it asks for (`Window::said`).
    fn window(&mut self, app: &App, lines: &mut Vec<String>) {
        let overlay = app.overlay().cloned();
        let kind = |o: &Option<Overlay>| o.as_ref().map(discriminant);
        if kind(&overlay) == kind(&self.overlay) {
            self.overlay = overlay;
            return;
        }
        self.overlay = overlay;
        if let Some(open) = &self.overlay {
            lines.extend(open.window(|w| w.said(app)));
        }
    }

    /// The instant after `now` at which something is to be said with nobody typing: the running
    /// clock going under one minute or to ten seconds, or its flag falling.
    pub fn next_deadline(&self, app: &App, now: Instant) -> Option<Instant> {
        if app.game().is_over() {
            return None;
        }
        self.low.next_deadline(app.game().clock(), now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::tui::action::{Intent, UiEvent};
    use crate::tui::prefs::Prefs;
    use crate::tui::setup::GameSetup;
    use crate::tui::update::update;

    /// A game between Anna and Boris with no clock, in `lang`, and what was said at its start.
    fn game(lang: Lang) -> (App, Narrator, Vec<String>) {
        let prefs = Prefs { lang, ..Prefs::default() };
        let tc = "none".parse().unwrap_or_else(|e| panic!("{e}"));
        let setup = GameSetup::new(crate::rules::Position::new(), tc, Some("Anna"), Some("Boris"), prefs)
            .unwrap_or_else(|e| panic!("{e}"));
        let app = App::new(setup, Instant::from_ms(0));
        let mut narrator = Narrator::default();
        let opening = narrator.opening(&app, Instant::from_ms(0));
        (app, narrator, opening)
    }

    /// Types `moves` one by one, as the face does, and gives what was said after each.
    fn play(app: &mut App, narrator: &mut Narrator, moves: &[&str]) -> Vec<String> {
        let mut said = Vec::new();
        for text in moves {
            app.input.clear();
            for c in text.chars() {
                update(app, UiEvent::Type(c), Instant::from_ms(0));
            }
            update(app, UiEvent::Submit, Instant::from_ms(0));
            said.extend(narrator.news(app, Instant::from_ms(0)));
        }
        said
    }

    #[test]
    fn moves_offers_and_the_result_are_said_once_by_name() {
        let (mut app, mut narrator, opening) = game(Lang::En);
        assert_eq!(
            opening,
            [
                "ferz, for a screen reader. Anna (White) against Boris (Black), no clock. Type h for help.",
                "Anna (White) to move."
            ]
        );
        update(&mut app, Intent::Offer, Instant::from_ms(0));
        assert_eq!(narrator.news(&app, Instant::from_ms(0)), ["Anna (White) offers a draw."]);
        assert_eq!(
            play(&mut app, &mut narrator, &["f3"]),
            ["White: pawn f2 to f3.", "Boris, Anna offers a draw. Type yes or no, or make a move."]
        );
        assert!(narrator.news(&app, Instant::from_ms(0)).is_empty(), "nothing is said twice");
        assert_eq!(play(&mut app, &mut narrator, &["e5", "g4"]), ["Black: pawn e7 to e5.", "White: pawn g2 to g4."]);
        assert_eq!(
            play(&mut app, &mut narrator, &["Qh4"]),
            [
                "Black: queen d8 to h4, checkmate.",
                "Boris (Black) wins by checkmate, 0-1.",
                "The game is over. Type :new for a new game, :quit to leave."
            ]
        );
    }

    #[test]
    fn castling_en_passant_and_promotion_in_both_languages() {
        let moves = ["e4", "d5", "e5", "f5", "exf6", "Nc6", "fxg7", "Be6", "gxh8=Q", "Qd7", "Nf3", "O-O-O"];
        let (mut app, mut narrator, _) = game(Lang::En);
        let said = play(&mut app, &mut narrator, &moves);
        assert_eq!(said[4], "White: pawn e5 takes f6 en passant.");
        assert_eq!(said[8], "White: pawn g7 takes rook h8, promotes to a queen.");
        assert_eq!(said[11], "Black: castles queenside.");
        let (mut app, mut narrator, _) = game(Lang::Ru);
        let said = play(&mut app, &mut narrator, &moves);
        assert_eq!(said[4], "Белые: пешка e5 бьёт f6 на проходе.");
        assert_eq!(said[8], "Белые: пешка g7 бьёт ладью h8, превращается в ферзя.");
        assert_eq!(said[11], "Чёрные: длинная рокировка.");
        let (mut app, mut narrator, _) = game(Lang::Ru);
        let said = play(&mut app, &mut narrator, &["e4", "f5", "Фh5"]);
        assert_eq!(said[2], "Белые: ферзь d1 на h5, шах.");
    }

    #[test]
    fn a_capture_names_the_piece_taken_in_both_languages() {
        let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "Nxe5", "Qd4", "Nf3", "Qxe4+"];
        for (lang, bishop, pawn, knight, queen) in [
            (
                Lang::En,
                "White: bishop b5 takes knight c6.",
                "Black: pawn d7 takes bishop c6.",
                "White: knight f3 takes pawn e5.",
                "Black: queen d4 takes pawn e4, check.",
            ),
            (
                Lang::Ru,
                "Белые: слон b5 бьёт коня c6.",
                "Чёрные: пешка d7 бьёт слона c6.",
                "Белые: конь f3 бьёт пешку e5.",
                "Чёрные: ферзь d4 бьёт пешку e4, шах.",
            ),
        ] {
            let (mut app, mut narrator, _) = game(lang);
            let said = play(&mut app, &mut narrator, &moves);
            assert_eq!([&said[6], &said[7], &said[8], &said[11]], [bishop, pawn, knight, queen], "{said:?}");
        }
    }
}
