//! `update`: an action changes the app and the game — and nothing else. No terminal, no files,
//! no clock reading: what needs the world comes back as [`Effects`], a queue the event loop
//! works through in order.
//!
//! `update` routes: to the open window first (each window's module says what its own actions
//! change, as data, applied here to the part that owns each change), then to the parts. No function here is over 60 lines (`clippy::too_many_lines`, with the
//! threshold of `clippy.toml`).
#![warn(clippy::too_many_lines)]

use super::action::{Action, Effect, Effects, Intent, Report, UiEvent};
use super::app::App;
use super::command::parse_command;
use super::mode::Mode;
use super::overlay::{self, Change, Handled, Order, Overlay, Question};
use super::practice;
use super::work::{SeatFault, Thought};
use crate::game::{GameError, Instant, Refusal, Settled};
use crate::rules::{Color, Move, Position, Square};

/// Applies `action` (an [`Action`], or an intent, a UI event or a report) at time `now` (ms on
/// the game's timeline) and says what the event loop must do besides redrawing, in order.
pub fn update(app: &mut App, action: impl Into<Action>, now: Instant) -> Effects {
    let mut effects = Effects::new();
    update_into(app, action.into(), now, &mut effects);
    effects
}

/// [`update`], its effects pushed onto `effects`.
fn update_into(app: &mut App, action: Action, now: Instant, effects: &mut Effects) {
    let now = app.advance(now);
    if clears_message(&action) {
        app.screen.message = None;
    }
    // A report of a write plans no new one (a failing disk must not loop).
    let report = matches!(action, Action::Report(Report::Stored(..)));
    let asked = effects.len();
    apply(app, action, now, effects);
    let quiet = effects.len() == asked;
    app.settle();
    // A game of an event that has just ended is recorded, its standings shown.
    super::event::settle(app);
    // The bell rings at the crossing, before anything else is done.
    if app.take_bell() {
        effects.insert(asked, Effect::Bell);
    }
    // What changed is written before anything else happens; after an update that asked for
    // something else, at the next one (the autosave compares the game with what it last wrote).
    if !report
        && quiet
        && let Some(store) = app.plan_store(now, false)
    {
        effects.push_back(Effect::Store(store));
    }
    // A match's file after every game and at the start.
    if !report && let Some(store) = super::event::plan(app) {
        effects.push_back(Effect::Store(store));
    }
}

/// Actions after which the last message has had its time: every intent, no report, and the
/// screen's mechanics but for the passing ones (typing, the cursor, the mouse's drag).
fn clears_message(action: &Action) -> bool {
    match action {
        Action::Intent(_) => true,
        Action::Report(_) => false,
        Action::Ui(event) => !matches!(
            event,
            UiEvent::Resize(..)
                | UiEvent::Drag(_)
                | UiEvent::Release(_)
                | UiEvent::Redraw
                | UiEvent::Suspend
                | UiEvent::Scroll(_)
                | UiEvent::Type(_)
                | UiEvent::Backspace
                | UiEvent::Cursor(..)
                | UiEvent::SealType(_)
                | UiEvent::SealErase
        ),
    }
}

/// Routes `action` to the part it is for: first to the open window (which says what its own
/// actions change, see `overlay::window::Window::update`); then a player's intent to the game, a
/// mechanic to the screen, a report of the world to what waited for it.
fn apply(app: &mut App, action: Action, now: Instant, effects: &mut Effects) {
    match overlay::open::update(app, &action) {
        Handled::Done(changes) => changes.into_iter().for_each(|change| apply_change(app, change, now, effects)),
        Handled::Pass => route(app, action, now, effects),
    }
}

/// A change a window asked for, applied to the part that owns it.
fn apply_change(app: &mut App, change: Change, now: Instant, effects: &mut Effects) {
    match change {
        Change::Window(window) => app.overlay = window,
        Change::Say(text) => app.say(text),
        Change::Refuse(text) => app.refuse(text),
        Change::Hold(square) => app.board.hand.hold(square),
        Change::ClearMove => app.input.clear_move(),
        Change::Then(action) => route(app, action, now, effects),
        Change::Do(order) => effects.extend(apply_order(app, order, now)),
    }
}

/// What a window's answer commits the app to.
fn apply_order(app: &mut App, order: Order, now: Instant) -> Option<Effect> {
    match order {
        Order::NewGame => app.reset_game(now),
        Order::Rematch => {
            app.swap_sides(now);
            let text = app.strings().rematch_started(app.player(Color::White), app.player(Color::Black));
            app.say(text);
        }
        Order::Resign(side) => {
            let result = app.play.game.resign(side, now);
            refuse_error(app, result);
        }
        Order::TakeBack => take_back(app, now),
        Order::PointOut => point_out_now(app, now),
        Order::AcceptDraw => {
            let result = app.play.game.accept_draw(now);
            refuse_error(app, result);
        }
        Order::Claim(intended) => claim(app, intended, now),
        Order::Play(mv) => play_move(app, mv, now),
        Order::Seal(text) => return super::adjourn::seal(app, &text, now),
        Order::TypeCode(c) => app.session.type_code(c),
        Order::EraseCode => app.session.erase_code(),
        Order::StepFound(step) => app.session.step_found(step),
        Order::ResumeFound(yes) => return super::resume::choose(app, yes, now),
        Order::Event(ask, yes) => return super::event::answer(app, ask, yes, now),
        Order::EventClosed => super::event::closed(app),
        Order::EventScroll(n, limit) => super::event::scroll(app, n, limit),
        Order::RestartComputer(side) => restart_computer(app, side, now),
        Order::TakeChair(side) => take_chair(app, side, now),
    }
    None
}

/// The game refused what was asked of it: the status line says why.
fn refuse_error(app: &mut App, result: Result<(), GameError>) {
    if let Err(e) = result {
        app.refuse(app.error_text(&e));
    }
}

/// The takeback was agreed: both clocks go back to what they showed before the move (no
/// increment is kept).
fn take_back(app: &mut App, now: Instant) {
    let text = app.last_move_label();
    match app.play.game.take_back(now) {
        Ok(()) => {
            app.drop_hand();
            app.say(app.strings().taken_back(&text));
        }
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

/// The player confirmed: the earliest illegal move not yet found is pointed out.
fn point_out_now(app: &mut App, now: Instant) {
    let lang = app.prefs().lang;
    match app.play.game.point_out(now) {
        Ok(Some(finding)) => app.say(lang.words().finding_said(
            &finding.in_notation(app.notation()),
            app.player(Color::White),
            app.player(Color::Black),
        )),
        Ok(None) => app.say(lang.words().nothing_illegal().to_string()),
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

/// `action`, with no window taking it: a player's intent to the game, a mechanic to the
/// screen, a report of the world to what waited for it.
fn route(app: &mut App, action: Action, now: Instant, effects: &mut Effects) {
    match action {
        Action::Intent(intent) => effects.extend(apply_intent(app, intent, now)),
        Action::Ui(event) => apply_ui(app, event, now, effects),
        Action::Report(report) => effects.extend(apply_report(app, report, now)),
    }
}

/// What the world reports back.
fn apply_report(app: &mut App, report: Report, now: Instant) -> Option<Effect> {
    match report {
        Report::Tick => {}
        Report::Ruled(ruled) => {
            let (inquiry, ruling) = *ruled;
            if let Settled::Dead { .. } = app.play.game.settle(&inquiry, ruling, now)
                && let Some(late) = app.game().late_dead()
            {
                let text = app.strings().late_dead_notice(&late.undone);
                app.say(text);
            }
        }
        Report::Saved(Ok(path)) => app.say(app.strings().saved(&path)),
        Report::Saved(Err((path, why))) => app.refuse(app.strings().save_failed(&path, &why)),
        Report::Stored(kind, result) => return super::reports::stored(app, kind, result),
        Report::Continued => continued(app, now),
        Report::Thought(side, answer) => return seat_moved(app, side, answer, now),
    }
    None
}

/// A player's intent.
fn apply_intent(app: &mut App, intent: Intent, now: Instant) -> Option<Effect> {
    if super::adjourn::refused_while_sealed(app, &intent) {
        return None;
    }
    match intent {
        Intent::Start => start(app, now),
        Intent::Offer => offer(app, now),
        Intent::Accept => ask_about_offer(app, true, now),
        Intent::Decline => ask_about_offer(app, false, now),
        Intent::Claim => claim_key(app, now),
        Intent::ClaimWith(text) => {
            if ready(app) {
                app.board.mode = Mode::Play;
                claim_text(app, text.as_deref(), now);
            }
        }
        Intent::Resign(side) => resign(app, side),
        Intent::Takeback => takeback(app, now),
        Intent::PointOut => point_out(app),
        Intent::PressClock => {
            if may_move(app)
                && let Err(e) = app.play.game.press_clock(now)
            {
                app.refuse(app.error_text(&e));
            }
        }
        Intent::Pause(want) => pause(app, want, now),
        Intent::Save(name) => return Some(Effect::Save(name)),
        Intent::NewGame => return new_game(app, now),
        Intent::Quit => return quit(app, now),
        Intent::QuitNow => {
            app.screen.quit = true;
            return Some(Effect::Quit);
        }
        Intent::Adjourn => super::adjourn::begin_adjournment(app),
        Intent::OpenEnvelope => return super::adjourn::open_envelope(app, now),
        // A window's own: its window did it (`overlay::update`); with none open, nothing.
        Intent::Promote(_)
        | Intent::Answer(_)
        | Intent::Seal
        | Intent::ResumeFound(_)
        | Intent::RestartComputer
        | Intent::TakeChair => {}
    }
    None
}

/// A mechanic of the screen.
fn apply_ui(app: &mut App, event: UiEvent, now: Instant, effects: &mut Effects) {
    match event {
        UiEvent::Resize(w, h) => app.resize(w, h),
        UiEvent::Cursor(dx, dy) => move_cursor(app, dx, dy),
        UiEvent::Pick => pick(app, now),
        UiEvent::Cancel => cancel(app),
        UiEvent::Press(sq) => press(app, sq, now),
        UiEvent::Drag(sq) => {
            if app.hand().drag().is_some() {
                app.set_cursor(sq);
            }
        }
        UiEvent::Release(sq) => release(app, sq, now),
        UiEvent::Type(c) => type_char(app, c),
        UiEvent::Backspace => app.input.backspace(),
        UiEvent::Submit => submit(app, now, effects),
        UiEvent::OpenCommand => app.input.open_command(),
        UiEvent::Review => review(app),
        UiEvent::Step(n) => step(app, n),
        UiEvent::First => app.board.mode = Mode::Review(0),
        UiEvent::Last => app.board.mode = Mode::Review(app.game().moves().len()),
        UiEvent::TimeChart => {
            // Over the banner, which comes back when it closes (the chart closes itself).
            let over_banner = app.overlay() == Some(&Overlay::GameOver);
            app.overlay = Some(Overlay::TimeChart { over_banner });
        }
        UiEvent::Flip => app.flip(None),
        UiEvent::SetFlip(mode) => app.flip(Some(mode)),
        UiEvent::SetHints(on) => hints(app, on),
        UiEvent::SetPieces(set) => app.prefs.pieces = set,
        UiEvent::SetNotation(notation) => app.prefs.notation = notation,
        UiEvent::Help => app.overlay = Some(Overlay::Help(0)),
        UiEvent::Redraw => effects.push_back(Effect::Redraw),
        UiEvent::Suspend => effects.push_back(Effect::Suspend),
        // A window's own: its window did it (`overlay::update`); with none open, nothing.
        UiEvent::Scroll(_)
        | UiEvent::Crosstable
        | UiEvent::PickerMove(_)
        | UiEvent::PickerChoose
        | UiEvent::SealType(_)
        | UiEvent::SealErase
        | UiEvent::FoundStep(_) => {}
    }
}

/// F2: offer a draw; the status line shows the standing offer, nothing more to say.
fn offer(app: &mut App, now: Instant) {
    if ready(app)
        && let Err(e) = app.play.game.offer_draw(now)
    {
        app.refuse(app.error_text(&e));
    }
}

/// F5: enter claim mode, or claim as the position stands when already in it.
fn claim_key(app: &mut App, now: Instant) {
    if app.claiming() {
        claim_or_ask(app, None, now);
    } else if ready(app) {
        if app.game().is_over() {
            app.refuse(app.strings().is_over());
        } else {
            app.board.mode = Mode::Claim;
        }
    }
}

/// Resign: the side's player is asked first.
fn resign(app: &mut App, side: Option<Color>) {
    if app.game().is_over() {
        app.refuse(app.strings().is_over());
    } else {
        let side = side.unwrap_or(app.game().turn());
        app.overlay = Some(Overlay::Confirm(Question::Resign(side)));
    }
}

/// Take back the last move: the opponent is asked first.
fn takeback(app: &mut App, now: Instant) {
    if let Some((color, name)) = app.computer_seat() {
        return takeback_from_computer(app, color, name, now);
    }
    match app.game().moves().last() {
        _ if app.game().is_over() => app.refuse(app.strings().is_over()),
        None => app.refuse(app.strings().takeback_nothing()),
        Some(last) => {
            let question = Question::Takeback(last.color);
            app.overlay = Some(Overlay::Confirm(question));
        }
    }
}

/// A takeback asked of the computer: under an assisting arbiter it agrees at once, and the
/// person's last move goes back with its reply (the reply only while it still thinks, the
/// search withdrawn); a strict or practice arbiter refuses it.
fn takeback_from_computer(app: &mut App, computer: Color, name: String, now: Instant) {
    let game = app.game();
    let plies = match game.moves().last() {
        Some(last) if last.color == computer => 2,
        Some(_) => 1,
        None => 0,
    };
    if game.arbiter() != crate::game::Arbiter::Assist {
        let line = crate::lang::ComputerLine::NoTakeback { name };
        app.refuse(app.strings().computer_line(&line));
    } else if plies > game.moves().len() || plies == 0 || game.moves_by(!computer) == 0 {
        app.refuse(app.strings().takeback_nothing());
    } else {
        for _ in 0..plies {
            take_back(app, now);
        }
    }
}

/// `--arbiter practice`: point out an illegal move, after a question.
fn point_out(app: &mut App) {
    if app.game().is_over() {
        app.refuse(app.strings().is_over());
    } else if !app.game().is_practice() {
        app.refuse(app.error_text(&Refusal::PracticeOnly.into()));
    } else {
        // Asked of the player who would point it out, whoever's hand pressed the key.
        let side = app.game().pointer_out();
        app.overlay = Some(Overlay::Confirm(Question::PointOut(side)));
    }
}

/// A new game: after a game begun from the start screen, that screen again (the colours
/// swapped); after another, the players change colours (its player is asked, by name); while
/// one goes on, they are asked first.
fn new_game(app: &mut App, now: Instant) -> Option<Effect> {
    if super::event::new_game(app) {
        // A match: the standings, and its next game from there.
    } else if app.game().is_over() && app.prefs.new_game_screen {
        app.screen.start_again = true;
        app.screen.message = None;
        app.screen.quit = true;
        return Some(Effect::Quit);
    } else if app.game().is_over() {
        app.overlay = Some(Overlay::Confirm(Question::Rematch));
    } else if app.in_progress() {
        app.overlay = Some(Overlay::Confirm(Question::NewGame));
    } else {
        app.reset_game(now);
    }
    None
}

/// Quit: asks where to save a game that could not be, or whether to quit one going on.
fn quit(app: &mut App, now: Instant) -> Option<Effect> {
    if super::unsaved::ask_where_to_save(app, now) {
        // The quit waits: `:save NAME` is ready on the command line.
    } else if let Some(effect) = super::event::quit(app) {
        return effect;
    } else if app.in_progress() {
        app.overlay = Some(Overlay::Confirm(Question::Quit));
    } else {
        app.screen.quit = true;
        return Some(Effect::Quit);
    }
    None
}

/// Enter or leave review.
fn review(app: &mut App) {
    let mode = match app.mode() {
        Mode::Review(_) => Mode::Play,
        _ => Mode::Review(app.game().moves().len()),
    };
    app.board.mode = mode;
    app.board.hand.hold(None);
    close_banner(app);
}

/// Step through the moves in review.
fn step(app: &mut App, n: i32) {
    let last = app.game().moves().len();
    let at = app.review().unwrap_or(last) as i64 + i64::from(n);
    app.board.mode = Mode::Review(at.clamp(0, last as i64) as usize);
    app.board.hand.hold(None);
    close_banner(app);
}

/// Hints on, off or toggled (never under a strict arbiter).
fn hints(app: &mut App, on: Option<bool>) {
    if app.strict() {
        app.refuse(app.strings().hints_strict());
        return;
    }
    app.prefs.hints = on.unwrap_or(!app.prefs().hints);
    app.say(app.strings().hints(app.prefs().hints));
}

/// The game-over banner goes when the players step through the game.
fn close_banner(app: &mut App) {
    if app.overlay() == Some(&Overlay::GameOver) {
        app.overlay = None;
    }
}

/// The clocks have been started and are not paused; otherwise says why not.
fn ready(app: &mut App) -> bool {
    if !app.started() && !app.game().is_over() {
        app.refuse(app.strings().not_started());
        false
    } else if app.game().clock().is_paused() {
        app.refuse(app.strings().is_paused(crate::tui::key_names::keys()));
        false
    } else if let Err(why) = app.computer_thinking() {
        app.refuse(why);
        false
    } else {
        true
    }
}

/// A move may be made on the board now; otherwise says why not.
fn may_move(app: &mut App) -> bool {
    match app.can_play() {
        Ok(()) => true,
        Err(why) => {
            app.refuse(why);
            false
        }
    }
}

fn start(app: &mut App, now: Instant) {
    if app.started() || app.game().is_over() {
        return;
    }
    app.play.game.start_clock(now);
    app.say(app.strings().started(app.game().name(app.game().turn()), app.game().turn()));
}

/// The program was stopped and is continued: a running clock is paused (at the instant of the
/// stop: the program's timeline left the time stopped out) and the players are told, since
/// neither of them can be charged for a time when ferz could not run.
fn continued(app: &mut App, now: Instant) {
    let game = app.game();
    if game.is_over() || game.clock().running().is_none() {
        return;
    }
    app.board.hand.hold(None);
    if app.play.game.pause(now).is_ok() {
        app.say(app.strings().stopped());
    }
}

/// The computer in `side`'s seat answered: its move is played as a hand plays one (the Move
/// itself, checked by the game); a failure pauses the clocks and says why, by its name.
fn seat_moved(app: &mut App, side: Color, answer: Result<Thought, SeatFault>, now: Instant) -> Option<Effect> {
    let game = app.game();
    if game.is_over() || game.turn() != side {
        return None;
    }
    // Adjourned while it thought: its move goes into the envelope (an offer accepted or a
    // draw claimed instead is made at once, as a person would).
    if let Ok(Thought { decision: crate::engine::computer::Decision::Play(mv), .. }) = &answer
        && let Some(sealed) = super::adjourn::computer_sealed(app, *mv, now)
    {
        return sealed;
    }
    let why = match answer {
        Ok(thought) => match crate::engine::computer::apply(&mut app.play.game, thought.decision, now) {
            Ok(()) => return None,
            Err(_) => app.strings().seat_illegal(&thought.mv.uci()),
        },
        Err(SeatFault::Illegal(mv)) => app.strings().seat_illegal(&mv.uci()),
        Err(SeatFault::Engine(e)) => app.strings().engine_error(&e),
    };
    if app.game().clock().running().is_some() {
        let _ = app.play.game.pause(now);
    }
    let name = app.player(side).map_or_else(|| app.strings().side(side).to_string(), str::to_string);
    let text = app.strings().seat_failed(&name, &why);
    app.refuse(text.clone());
    // The players choose how the game goes on: the window names the two ways and their keys.
    app.board.hand.hold(None);
    app.overlay = Some(Overlay::SeatFault { side, text });
    None
}

/// R after the computer failed: its engine is started again (the driver hires a new worker
/// when it is next asked, same engine, same level) and the clocks run again as they stood.
fn restart_computer(app: &mut App, side: Color, now: Instant) {
    let Some(name) = app.seat(side).computer().map(|c| c.name().to_string()) else { return };
    if app.game().is_over() {
        return;
    }
    if app.game().clock().is_paused()
        && let Err(e) = app.play.game.resume(now)
    {
        app.refuse(app.error_text(&e));
        return;
    }
    app.say(app.strings().computer_restarted(&name));
}

/// H after the computer failed: a person at this keyboard takes its chair; the game goes on
/// from where it stood, the clocks running again.
fn take_chair(app: &mut App, side: Color, now: Instant) {
    if app.seat(side).computer().is_none() || app.game().is_over() {
        return;
    }
    app.seats = std::mem::take(&mut app.seats).with(side, super::seat::Seat::Person);
    app.play.game.seat_person(side);
    if app.game().clock().is_paused()
        && let Err(e) = app.play.game.resume(now)
    {
        app.refuse(app.error_text(&e));
        return;
    }
    app.say(app.strings().chair_taken(side));
}

fn pause(app: &mut App, want: Option<bool>, now: Instant) {
    if app.game().is_over() {
        app.refuse(app.strings().is_over());
        return;
    }
    if !app.started() {
        app.refuse(app.strings().not_started());
        return;
    }
    let paused = app.game().clock().is_paused();
    let pause = want.unwrap_or(!paused);
    let result = if pause && !paused {
        app.board.hand.hold(None);
        app.play.game.pause(now)
    } else if !pause && paused {
        app.play.game.resume(now).map(|()| app.say(app.strings().resumed()))
    } else {
        Ok(())
    };
    if let Err(e) = result {
        app.refuse(app.error_text(&e));
    }
}

/// Moves the cursor in screen directions, whichever way the board is turned; it stops at the
/// edge.
fn move_cursor(app: &mut App, dx: i8, dy: i8) {
    let (df, dr) = match app.bottom() {
        Color::White => (dx, -dy),
        Color::Black => (-dx, dy),
    };
    app.board.hand.step(df, dr);
}

/// Enter or Space on the board.
fn pick(app: &mut App, now: Instant) {
    if !may_move(app) {
        return;
    }
    match app.selected() {
        None => {
            select(app, app.cursor());
        }
        Some(from) if from == app.cursor() => {
            if practice::may_put_back(app, from) {
                app.board.hand.hold(None);
            }
        }
        Some(from) => attempt(app, from, app.cursor(), now),
    }
}

/// Esc with no window open (each window closes itself): leaves claim mode, clears the
/// input, puts the piece back, or leaves review.
fn cancel(app: &mut App) {
    if app.claiming() {
        app.board.mode = Mode::Play;
        app.say(app.strings().claim_cancelled());
    } else if !app.input().is_empty() || app.input().is_command() {
        app.input.clear();
    } else if let Some(from) = app.selected() {
        if practice::may_put_back(app, from) {
            app.board.hand.hold(None);
        }
    } else if app.review().is_some() {
        app.board.mode = Mode::Play;
    }
}

/// The mouse button went down on a square.
fn press(app: &mut App, sq: Square, now: Instant) {
    if !may_move(app) {
        return;
    }
    app.set_cursor(sq);
    match app.selected() {
        Some(from) if from == sq => app.board.hand.start_drag(sq, true),
        Some(from) => {
            let own = app.game().position().piece_at(sq).is_some_and(|p| p.color == app.game().turn());
            attempt(app, from, sq, now);
            if own && app.selected() == Some(sq) {
                app.board.hand.start_drag(sq, false);
            }
        }
        None => {
            if select(app, sq) {
                app.board.hand.start_drag(sq, false);
            }
        }
    }
}

/// The mouse button came up: the end of a drag, or of a click on the selected piece.
fn release(app: &mut App, sq: Option<Square>, now: Instant) {
    let Some(drag) = app.board.hand.end_drag() else { return };
    let from = drag.from;
    match sq {
        Some(to) if to != from && app.selected() == Some(from) => {
            app.set_cursor(to);
            attempt(app, from, to, now);
        }
        // A click on the piece in hand puts it back (unless touch-move binds the player to it).
        Some(to) if to == from && drag.drop_on_release && practice::may_put_back(app, from) => {
            app.board.hand.hold(None);
        }
        _ => {}
    }
}

/// A typed character: into the command line, or into the move input (leaving review, since
/// the player is about to move).
fn type_char(app: &mut App, c: char) {
    if c.is_control() {
        return;
    }
    if !app.input().is_command() {
        // After the game there is nothing to move.
        if app.game().is_over() {
            return;
        }
        if app.review().is_some() {
            app.board.mode = Mode::Play;
        }
    }
    app.input.push(c);
}

/// Enter with text: run the command (as an update of its own) or play the typed move.
fn submit(app: &mut App, now: Instant, effects: &mut Effects) {
    let text = app.input().text().trim().to_string();
    if app.input().is_command() {
        app.input.clear();
        match parse_command(&text, app.strings()) {
            Ok(action) => update_into(app, action, now, effects),
            Err(why) => app.refuse(why),
        }
        return;
    }
    if text.is_empty() {
        return;
    }
    submit_move(app, &text, now);
    // A refused move stays in sight, selected: the next attempt typed replaces it.
    if app.message().is_some_and(|m| m.error) && !app.input().is_command() {
        app.input.select_all();
    }
}

/// Enter with a move typed: played, or refused with its reason.
fn submit_move(app: &mut App, text: &str, now: Instant) {
    let text = text.to_string();
    if !app.started() && !app.game().is_over() && app.review().is_none() {
        first_move(app, &text, now);
        return;
    }
    if !may_move(app) {
        return;
    }
    if app.claiming() {
        claim_text(app, Some(&text), now);
        return;
    }
    // A promotion typed without its piece (`a8`): the picker asks which.
    if let Some((from, to)) = super::play::promotion_asked(app.game(), &text) {
        app.input.clear();
        app.overlay = Some(Overlay::Promotion { from, to, choice: 0 });
        return;
    }
    match app.play.game.play_text(&text, now) {
        Ok(_) => {
            app.input.clear();
            app.board.hand.hold(None);
        }
        // The text stays so the player can correct it.
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

/// A move typed before the clock was started: a legal one starts the clock of the side to
/// move and is played at once (the players need not press Enter first); anything else is
/// refused with its reason, and the clock stays still.
fn first_move(app: &mut App, text: &str, now: Instant) {
    let mut trial = app.game().clone();
    trial.start_clock(now);
    if let Err(e) = trial.play_text(text, now) {
        // The text stays so the player can correct it.
        app.refuse(app.error_text(&e));
        return;
    }
    start(app, now);
    match app.play.game.play_text(text, now) {
        Ok(_) => {
            app.input.clear();
            app.board.hand.hold(None);
            // The move pressed the clock: the status names the clock that runs now.
            app.say(app.strings().started(app.game().name(app.game().turn()), app.game().turn()));
        }
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

/// Picks up the piece on `sq` if it is the mover's and can move; otherwise says why not.
fn select(app: &mut App, sq: Square) -> bool {
    let pos = app.game().position();
    let turn = pos.turn();
    let refusal = match pos.piece_at(sq) {
        None => Some(app.strings().no_piece(sq)),
        Some(p) if p.color != turn => {
            // Touch-move: an enemy piece touched with nothing in hand must be captured (4.3.2).
            if let Some(bound) = practice::touch_enemy(app, sq) {
                app.say(bound);
                return false;
            }
            Some(app.strings().not_yours(sq, p.color, app.game().name(turn), turn))
        }
        // Under --arbiter practice any own piece may be picked up: a hand can move it anywhere.
        Some(p) if pos.legal_moves_from(sq).is_empty() && !app.game().is_practice() => {
            Some(app.strings().no_moves(sq, p.role))
        }
        Some(_) => practice::pick_refusal(app, sq),
    };
    match refusal {
        Some(why) => {
            app.refuse(why);
            false
        }
        None => {
            practice::touch(app, sq);
            app.board.hand.hold(Some(sq));
            true
        }
    }
}

/// The picked-up piece goes from `from` to `to`: a move, the promotion picker, picking up
/// another own piece instead, or a refusal that says why.
fn attempt(app: &mut App, from: Square, to: Square, now: Instant) {
    let pos = app.game().position().clone();
    let candidates = pos.legal_moves_from(from);
    if candidates.iter().any(|m| m.to() == to && m.promotion().is_some()) {
        app.overlay = Some(Overlay::Promotion { from, to, choice: 0 });
        return;
    }
    if pos.piece_at(to).is_some_and(|p| p.color == pos.turn()) {
        // King onto its own rook is castling (as some programs write it); otherwise the player
        // picks up the other piece.
        match hand_move(&pos, &candidates, to) {
            Some(mv) => play_move(app, mv, now),
            None => {
                select(app, to);
            }
        }
        return;
    }
    match hand_move(&pos, &candidates, to) {
        Some(mv) => play_move(app, mv, now),
        // Under --arbiter practice the hand completes the move, legal or not.
        None if app.game().is_practice() && pos.is_hand_move(Move::new(from, to, None)) => {
            play_move(app, Move::new(from, to, None), now);
        }
        None => {
            let kept = practice::kept(app, from);
            app.board.hand.hold(kept);
            app.refuse(practice::illegal_attempt(app, from, to));
        }
    }
}

/// The legal move among `candidates` (the moves of the piece in hand) that putting it down
/// on `to` makes: the move landing there, or castling, which the hand may also make by
/// putting the king on its own rook (`e1h1`), as the rules' own reading of `e1h1` takes it.
fn hand_move(pos: &Position, candidates: &[Move], to: Square) -> Option<Move> {
    let landing = candidates.iter().find(|m| m.to() == to);
    let onto_rook = || {
        candidates.iter().find(|&&m| {
            let two_files = m.from().file().index().abs_diff(m.to().file().index()) == 2;
            two_files && pos.castling_side(m).is_some_and(|side| side.rook_from(pos.turn()) == to)
        })
    };
    landing.or_else(onto_rook).copied()
}

/// Plays `mv` (or claims with it in claim mode).
fn play_move(app: &mut App, mv: Move, now: Instant) {
    app.board.hand.empty();
    if app.claiming() {
        claim_or_ask(app, Some(mv), now);
        return;
    }
    match app.play.game.play(mv, now) {
        Ok(_) => app.input.clear(),
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

/// Makes a draw claim with an intended move typed as text (read here, at the edge), or as
/// the position stands; the assist arbiter asks first when it would be wrong.
fn claim_text(app: &mut App, intended: Option<&str>, now: Instant) {
    app.play.game.update(now);
    match intended.map(|text| app.game().read_move(text)).transpose() {
        Ok(mv) => claim_or_ask(app, mv, now),
        Err(e) => {
            app.drop_hand();
            app.refuse(app.error_text(&e));
        }
    }
}

/// A draw claim, as the position stands or with an intended move (F5 F5, a move made in claim
/// mode, `:claim [MOVE]`). The assist arbiter (the default) knows when the claim would be
/// incorrect: it says so and what it would cost, and asks the claimant first, by name; a
/// strict arbiter takes every claim as it comes, as an arbiter at the board would.
fn claim_or_ask(app: &mut App, intended: Option<Move>, now: Instant) {
    let game = app.game();
    if app.strict() || game.is_over() || !game.claim_grounds(intended).is_empty() {
        claim(app, intended, now);
        return;
    }
    if intended.is_some_and(|mv| !game.position().is_legal(mv)) {
        // The game says why the move cannot be played.
        claim(app, intended, now);
        return;
    }
    let by = game.turn();
    app.drop_hand();
    app.overlay = Some(Overlay::Confirm(Question::Claim(by, intended)));
}

/// Makes a draw claim, as the position stands or with an intended move, and says how it went.
fn claim(app: &mut App, intended: Option<Move>, now: Instant) {
    app.drop_hand();
    match app.play.game.claim(intended, now) {
        Ok(outcome) => {
            app.input.clear_move();
            if !outcome.accepted {
                // The intended move of a refused claim is played: it is the last move now,
                // shown in the chosen notation.
                let played =
                    outcome.intended.as_ref().map(|_| app.move_text(app.game().moves().len().saturating_sub(1)));
                let (claimant, gets) = (app.player(outcome.by), app.player(!outcome.by));
                let text = app.strings().claim_refused(outcome.by, claimant, gets, outcome.penalty, played.as_deref());
                app.refuse(text);
            }
        }
        Err(e) => app.refuse(app.error_text(&e)),
    }
}

/// F3: the player the pending offer was made to is asked, by name and colour, whether they
/// accept it — a key pressed by the wrong hand ends nothing. F4 declines it at once, said by
/// name: declining ends nothing and costs nothing, so there is nothing to ask. The offering
/// player cannot answer their own offer, and an offer that cannot be agreed yet (not both
/// sides have moved, FIDE 5.2.3) cannot be accepted.
fn ask_about_offer(app: &mut App, accept: bool, now: Instant) {
    if !ready(app) {
        return;
    }
    let game = app.game();
    let Some(offerer) = game.draw_offer().filter(|_| !game.is_over()) else {
        let error =
            if game.is_over() { app.strings().is_over().to_string() } else { app.error_text(&GameError::NoOffer) };
        app.refuse(error);
        return;
    };
    if offerer == game.turn() {
        // The offer goes with the move the offering side is about to make: the opponent
        // answers it once that move is made.
        let text = app.strings().own_offer(app.player(offerer), offerer, app.player(!offerer));
        app.refuse(text);
        return;
    }
    if !accept {
        // Declining ends nothing and costs nothing: one key does it, said by name.
        let side = !offerer;
        match app.play.game.decline_draw(now) {
            Ok(()) => app.say(app.strings().declined(app.player(side), side)),
            Err(e) => app.refuse(app.error_text(&e)),
        }
        return;
    }
    if !app.agreement_possible() {
        app.refuse(app.error_text(&Refusal::AgreementTooEarly.into()));
        return;
    }
    app.overlay = Some(Overlay::Confirm(Question::Accept(!offerer)));
}
