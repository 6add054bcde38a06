//! Adjourning at the screen (Guidelines I): the player to move seals a move — typed into a window that
//! shows only dots, never the move — and the game is saved as an envelope,
//! `ferz-adjourned-<timestamp>.pgn`, in the current directory, locked by a code shown once as
//! the program ends, for the scoresheet. `ferz resume ENVELOPE` shows the adjourned position
//! until the code is typed and Enter opens the envelope: an edited envelope or a wrong code is
//! refused and it stays sealed; opened, the sealed move is played and the opponent's clock
//! starts — or, when the move is illegal or ambiguous, the player who sealed it loses (I.8)
//! and the game-over banner says why. The opening is recorded in the envelope's file and in
//! the data directory, so that an opened envelope is never taken for a sealed one.

use super::action::{Effect, Intent};
use super::app::App;
use super::mode::Mode;
use super::overlay::Overlay;
use super::pgn_file::envelope_text;
use super::session::{Store, StoreResult};
use crate::game::{Instant, Opened};
use crate::text::visible;

/// `:adjourn`: opens the sealing window for the player to move; their clock runs until the
/// move is sealed, as at the board. A computer to move seals its move like a person: the move
/// it chooses in this position is sealed instead of played ([`computer_sealed`]).
pub(super) fn begin_adjournment(app: &mut App) {
    if app.game().is_over() {
        app.refuse(app.strings().is_over());
    } else if !app.started() {
        app.refuse(app.strings().not_started());
    } else if let Some(name) = app.seat(app.game().turn()).computer().map(|c| c.name().to_string()) {
        if !app.session().adjournment().holds_game() {
            let game = app.game();
            app.play.computer_seals = Some((game.moves().len(), game.position().hash()));
            app.say(app.strings().computer_will_seal(&name));
        }
    } else if !app.session().adjournment().holds_game() {
        app.board.mode = Mode::Play;
        app.drop_hand();
        app.overlay = Some(Overlay::Seal(String::new()));
    }
}

/// While the envelope of a resumed game waits unopened, the game stands as it was sealed
/// (Guidelines I): only opening it, saving a copy and leaving are done — no clock runs
/// again (`:resume` in the screen-reader face started the sealer's clock, which then lost
/// all the time until the code was typed), no offer, claim or resignation. True when
/// `intent` was refused, and said so.
pub(super) fn refused_while_sealed(app: &mut App, intent: &Intent) -> bool {
    let allowed = matches!(
        intent,
        Intent::OpenEnvelope
            | Intent::Quit
            | Intent::QuitNow
            | Intent::Save(_)
            | Intent::Answer(_)
            | Intent::ResumeFound(_)
    );
    if allowed || app.session().adjournment().envelope().is_none() {
        return false;
    }
    app.refuse(app.strings().sealed_first());
    true
}

/// Enter in the sealing window (closed): the move `text` is sealed (not checked: an
/// illegal one loses at the resumption), the clocks stop, and the event loop is asked to
/// write the envelope.
pub(super) fn seal(app: &mut App, text: &str, now: Instant) -> Option<Effect> {
    let sealed = match app.play.game.adjourn(text, now) {
        Ok(sealed) => sealed,
        Err(e) => {
            app.refuse(app.error_text(&e));
            return None;
        }
    };
    match envelope_text(app.game(), app.prefs().lang.words(), now, &sealed, app.unix_at(now)) {
        Ok((envelope, code)) => {
            app.session.seal(sealed, code);
            Some(Effect::Store(Store::Envelope(envelope)))
        }
        Err(e) => {
            // No envelope can be sealed: the game stays, paused, and is autosaved as usual.
            let s = app.strings();
            app.refuse(s.adjourn_failed(&s.envelope_error(e), crate::tui::key_names::keys()));
            None
        }
    }
}

/// The computer's move `mv` arrived: when the players adjourned in this position, it is
/// sealed (in SAN, as a person writes it) and the envelope is to be written; `None` when it is
/// to be played.
pub(super) fn computer_sealed(app: &mut App, mv: crate::rules::Move, now: Instant) -> Option<Option<Effect>> {
    let game = app.game();
    let here = (game.moves().len(), game.position().hash());
    app.play.computer_seals.take_if(|asked| *asked == here)?;
    let text = crate::rules::san(app.game().position(), mv);
    Some(seal(app, &text, now))
}

/// The event loop wrote the envelope (the program ends, saying where it is) or could not
/// (the game stays on the screen, paused, and is autosaved as usual).
pub(super) fn envelope_written(app: &mut App, result: StoreResult) -> Option<Effect> {
    let (sealed, code) = app.session.envelope_written()?;
    let s = app.strings();
    match result {
        Ok(path) => {
            let path = path.as_deref().unwrap_or_default();
            let name = app.game().name(sealed.by);
            let code = code.to_string();
            let text = s.adjourned(name, sealed.by, sealed.move_number, path, &code);
            app.say(text.clone());
            app.session.farewell_with(text);
            // Shown in the game until a key is pressed (then printed whole in the terminal).
            app.overlay = Some(Overlay::Sealed { code, path: path.to_string() });
            None
        }
        Err(why) => {
            app.refuse(s.adjourn_failed(&why, crate::tui::key_names::keys()));
            None
        }
    }
}

/// Enter on the adjourned position: the code typed opens the envelope — or does not, and
/// it stays sealed with the reason said. Opened, its opening is first claimed in the data
/// directory's record ([`Store::Claim`]), so that of two windows opening it at once only
/// one plays the sealed move; an envelope read from no file plays it at once.
pub(super) fn open_envelope(app: &mut App, now: Instant) -> Option<Effect> {
    let s = app.strings();
    let adjournment = app.session().adjournment();
    let envelope = adjournment.envelope()?;
    let sealed = match envelope.open(adjournment.code()) {
        Ok(sealed) => sealed,
        Err(e) => {
            app.session.clear_code();
            app.refuse(s.envelope_error(e));
            return None;
        }
    };
    match app.session.claim_envelope(sealed.clone()) {
        Some(claim) => Some(Effect::Store(claim)),
        None => play_sealed(app, &sealed, now),
    }
}

/// The report of the claim of an envelope's opening: claimed, the sealed move is played;
/// not (opened meanwhile in another window, or the record cannot be kept), the envelope
/// stays sealed and the reason is said.
pub(super) fn envelope_claimed(app: &mut App, result: StoreResult, now: Instant) -> Option<Effect> {
    match result {
        Ok(_) => {
            let sealed = app.session.envelope_claimed()?;
            play_sealed(app, &sealed, now)
        }
        Err(why) => {
            app.session.envelope_unclaimed();
            app.refuse(why);
            None
        }
    }
}

/// The envelope is opened: the sealed move is played and the opponent's clock starts. An
/// illegal or ambiguous sealed move ends the game (I.8). The opening is then recorded in
/// the envelope's file ([`Store::Opened`]).
fn play_sealed(app: &mut App, sealed: &crate::game::Sealed, now: Instant) -> Option<Effect> {
    let s = app.strings();
    let record = app.session.open_envelope().map(|file| Store::Opened { file });
    if app.overlay() == Some(&Overlay::Envelope) {
        app.overlay = None;
    }
    match app.play.game.open_envelope(sealed, now) {
        Ok(Opened::Played(_)) => {
            let played = app.last_move_label();
            let game = app.game();
            app.say(s.envelope_opened(game.name(sealed.by), sealed.by, game.name(!sealed.by), &played));
        }
        Ok(Opened::Forfeited(e)) => {
            // The sealed text is echoed as it is, control characters shown, never obeyed:
            // a tampered envelope must not look like a legal move that was refused.
            let why = visible(&s.move_error(&e));
            let note = s.sealed_lost(app.game().name(sealed.by), sealed.by, &why);
            app.session.sealed_move_lost(note.clone());
            app.refuse(note);
        }
        Err(e) => app.refuse(app.error_text(&e)),
    }
    record.map(Effect::Store)
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;
    use crate::tui::action::{Report, UiEvent};
    use crate::tui::prefs::Prefs;
    use crate::tui::session::StoreKind;
    use crate::tui::setup::GameSetup;
    use crate::tui::update::update;

    /// The instant `ms` milliseconds into the test's timeline.
    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    fn app() -> App {
        match GameSetup::new(crate::rules::Position::new(), "5+3".parse().expect("5+3"), None, None, Prefs::default()) {
            Ok(setup) => App::new(setup, Instant::START),
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn the_sealed_move_is_written_only_into_the_envelope() {
        let mut a = app();
        update(&mut a, Intent::Start, at(0));
        update(&mut a, Intent::Adjourn, at(1_000));
        assert_eq!(a.overlay(), Some(&Overlay::Seal(String::new())));
        for c in "Nf3".chars() {
            update(&mut a, UiEvent::SealType(c), at(1_000));
        }
        let Some(Effect::Store(Store::Envelope(text))) = update(&mut a, Intent::Seal, at(2_000)).pop_front() else {
            panic!("the envelope is written")
        };
        assert!(!text.contains("Nf3"), "{text}");
        assert!(text.contains("[FerzSealedBy \"white\"]"), "{text}");
        assert!(a.game().clock().is_paused());
        assert_eq!(a.overlay(), None);
        let effect = update(&mut a, Report::Stored(StoreKind::Envelope, Ok(Some("e.pgn".into()))), at(2_000));
        assert_eq!(effect, []);
        // The code is shown until a key is pressed; then the program ends.
        let Some(Overlay::Sealed { code: shown, path }) = a.overlay().cloned() else { panic!("{:?}", a.overlay()) };
        assert_eq!(path, "e.pgn");
        assert_eq!(update(&mut a, UiEvent::Cancel, at(2_500)), [Effect::Quit]);
        let farewell = a.session().adjournment().farewell().unwrap_or_default().to_string();
        assert!(farewell.contains("e.pgn"), "{farewell}");
        // The code is said once, as the program ends; it opens the envelope and nothing else does.
        let code = farewell.split("The code that opens it: ").nth(1).and_then(|t| t.get(..14)).unwrap_or_default();
        assert_eq!(code, shown);
        let envelope = crate::game::Game::from_save(&text).ok().and_then(|saved| saved.envelope);
        let Some(envelope) = envelope else { panic!("an envelope: {text}") };
        assert_eq!(envelope.open(code).map(|sealed| sealed.text), Ok("Nf3".to_string()));

        // Resumed from its file: the code typed opens it, and the opening is to be recorded there.
        let mut b = app();
        let Ok(saved) = crate::game::Game::from_save(&text) else { panic!("{text}") };
        crate::tui::resume::resume_saved(&mut b, saved, at(0));
        b.session.envelope_read_from("e.pgn".into(), |_| Vec::new());
        let c = b.clone();
        for c in code.chars() {
            update(&mut b, UiEvent::SealType(c), at(10));
        }
        // The opening is claimed first; the sealed move waits for the claim.
        let effect = update(&mut b, Intent::OpenEnvelope, at(20));
        assert_eq!(effect, [Effect::Store(Store::Claim { id: envelope.id(), seen: 0 })]);
        assert_eq!(b.game().moves().len(), 0);
        let effect = update(&mut b, Report::Stored(StoreKind::Claim, Ok(None)), at(30));
        assert_eq!(effect, [Effect::Store(Store::Opened { file: "e.pgn".into() })]);
        assert_eq!(b.game().moves().len(), 1);
        assert!(b.session().adjournment().envelope().is_none());

        // Opened in another window meanwhile: it stays sealed here, saying so.
        let mut b = c;
        for c in code.chars() {
            update(&mut b, UiEvent::SealType(c), at(10));
        }
        update(&mut b, Intent::OpenEnvelope, at(20));
        let why = "opened elsewhere".to_string();
        assert_eq!(update(&mut b, Report::Stored(StoreKind::Claim, Err(why.clone())), at(30)), []);
        assert_eq!(b.game().moves().len(), 0);
        assert_eq!(b.message().map(|m| (m.error, m.text.clone())), Some((true, why)));
        assert!(b.session().adjournment().envelope().is_some(), "still sealed");
        assert_eq!(b.session().adjournment().code(), "", "the code is typed again");
        // A report that comes again plays nothing.
        assert_eq!(update(&mut b, Report::Stored(StoreKind::Claim, Ok(None)), at(40)), []);
        assert_eq!(b.game().moves().len(), 0);
    }

    /// A 5+3 game (1. e4, and 1… e5 unless `black_seals`) adjourned by the side to move, who
    /// thinks 6 s in all before sealing: the envelope, its code, and each side's time as the
    /// clocks showed it at the seal.
    fn sealed_game(black_seals: bool) -> (String, String, [u64; 2]) {
        let mut a = app();
        update(&mut a, Intent::Start, at(0));
        for (text, ms) in [("e4", 1_000), ("e5", 3_000)].into_iter().take(if black_seals { 1 } else { 2 }) {
            for c in text.chars() {
                update(&mut a, UiEvent::Type(c), at(ms));
            }
            update(&mut a, UiEvent::Submit, at(ms));
        }
        let last = if black_seals { 1_000 } else { 3_000 };
        update(&mut a, Intent::Adjourn, at(last + 2_000));
        for c in if black_seals { "Nc6" } else { "Nf3" }.chars() {
            update(&mut a, UiEvent::SealType(c), at(last + 5_000));
        }
        let sealed_at = at(last + 6_000);
        let Some(Effect::Store(Store::Envelope(text))) = update(&mut a, Intent::Seal, sealed_at).pop_front() else {
            panic!("the envelope is written")
        };
        let left = |c: Color| a.game().clock().remaining(c, sealed_at).as_ms();
        let times = [left(Color::White), left(Color::Black)];
        update(&mut a, Report::Stored(StoreKind::Envelope, Ok(Some("e.pgn".into()))), sealed_at);
        let farewell = a.session().adjournment().farewell().unwrap_or_default().to_string();
        let code = farewell.split("The code that opens it: ").nth(1).and_then(|t| t.get(..14)).unwrap_or_default();
        (text, code.to_string(), times)
    }

    #[test]
    fn the_clocks_stand_as_sealed_until_the_envelope_is_opened() {
        for black_seals in [false, true] {
            let (text, code, [white, black]) = sealed_game(black_seals);
            let (sealer, opponent) =
                if black_seals { (Color::Black, Color::White) } else { (Color::White, Color::Black) };
            let at_seal = |c: Color| if c == Color::White { white } else { black };
            // Another program, another timeline: resumed at 0.5 s, opened 17 s later.
            let mut b = app();
            let Ok(saved) = crate::game::Game::from_save(&text) else { panic!("{text}") };
            crate::tui::resume::resume_saved(&mut b, saved, at(500));
            b.session.envelope_read_from("e.pgn".into(), |_| Vec::new());
            // Nothing starts a clock before the envelope is opened: not `:resume`, not F8.
            for intent in [
                Intent::Pause(Some(false)),
                Intent::Pause(None),
                Intent::Start,
                Intent::PressClock,
                Intent::Offer,
                Intent::ClaimWith(None),
                Intent::Resign(None),
                Intent::Takeback,
            ] {
                assert_eq!(update(&mut b, intent.clone(), at(1_000)), [], "{intent:?}");
                let said = b.message().map(|m| (m.error, m.text.clone()));
                let first = "The envelope is not opened yet: type the code from the scoresheet and press Enter first.";
                assert_eq!(said, Some((true, first.to_string())), "{intent:?}");
                assert!(b.game().clock().is_paused() && b.game().moves().len() == usize::from(!black_seals) + 1);
            }
            for c in code.chars() {
                update(&mut b, UiEvent::SealType(c), at(10_000));
            }
            let opened = at(17_500);
            update(&mut b, Intent::OpenEnvelope, opened);
            update(&mut b, Report::Stored(StoreKind::Claim, Ok(None)), opened);
            assert_eq!(b.game().moves().len(), usize::from(!black_seals) + 2, "the sealed move is played");
            let clock = b.game().clock();
            assert_eq!(clock.running(), Some(opponent));
            // The sealer's time as at the seal, and the increment of the move completed.
            assert_eq!(clock.remaining(sealer, opened).as_ms(), at_seal(sealer) + 3_000, "{sealer:?}");
            // The opponent's clock starts only now.
            assert_eq!(clock.remaining(opponent, opened).as_ms(), at_seal(opponent), "{opponent:?}");
            assert_eq!(clock.remaining(opponent, at(20_500)).as_ms(), at_seal(opponent) - 3_000);
        }
    }

    #[test]
    fn a_failed_envelope_keeps_the_game() {
        let mut a = app();
        update(&mut a, Intent::Start, at(0));
        update(&mut a, Intent::Adjourn, at(0));
        update(&mut a, UiEvent::SealType('e'), at(0));
        update(&mut a, UiEvent::SealType('4'), at(0));
        assert!(matches!(Vec::from(update(&mut a, Intent::Seal, at(0)))[..], [Effect::Store(Store::Envelope(_))]));
        let effect = update(&mut a, Report::Stored(StoreKind::Envelope, Err("disk full".into())), at(0));
        assert_eq!(effect, []);
        assert!(!a.quitting());
        assert!(a.message().is_some_and(|m| m.error && m.text.contains("disk full")));
        // The paused game is autosaved at the next update.
        assert!(matches!(Vec::from(update(&mut a, Report::Tick, at(10)))[..], [Effect::Store(Store::Autosave(_))]));
    }

    struct NoEngine;

    impl crate::tui::seat::Hire for NoEngine {
        fn hire(&self) -> Result<Box<dyn crate::tui::work::Opponent>, crate::tui::work::SeatFault> {
            Err(crate::tui::work::SeatFault::Illegal(crate::rules::Move::new(
                crate::rules::Square::A1,
                crate::rules::Square::A2,
                None,
            )))
        }
    }

    #[test]
    fn a_computer_to_move_seals_its_move_like_a_person() {
        use crate::engine::computer::Decision;
        use crate::rules::{Move, Square};
        use crate::tui::seat::{Computer, Seat};
        use crate::tui::work::Thought;
        let seated = || {
            let computer = Computer::new("Probe 1 (level 3)", std::sync::Arc::new(NoEngine));
            match GameSetup::new(
                crate::rules::Position::new(),
                "5+3".parse().expect("5+3"),
                Some("Anna"),
                None,
                Prefs::default(),
            ) {
                Ok(setup) => {
                    let mut setup = setup.seat(Color::Black, Seat::Computer(computer));
                    let level = crate::game::Level::new(3).expect("level 3");
                    setup.game.options.computer =
                        Some(crate::game::ComputerSeat { color: Color::Black, level, engine: None });
                    App::new(setup, Instant::START)
                }
                Err(e) => panic!("{e}"),
            }
        };
        let mut a = seated();
        update(&mut a, Intent::Start, at(0));
        for c in "e4".chars() {
            update(&mut a, UiEvent::Type(c), at(1_000));
        }
        update(&mut a, UiEvent::Submit, at(1_000));
        assert_eq!(a.game().moves().len(), 1);
        // The computer is to move: no sealing window for anyone at the keyboard; it will seal.
        assert_eq!(update(&mut a, Intent::Adjourn, at(2_000)), []);
        assert_eq!(a.overlay(), None);
        let said = a.message().map(|m| m.text.clone()).unwrap_or_default();
        assert_eq!(said, "Probe 1 (level 3) will seal the move it chooses, unseen, and the game is then adjourned.");
        assert!(!a.game().clock().is_paused(), "its clock runs while it thinks, as a person's");
        // Its thought comes: sealed, not played, and the envelope is to be written.
        let c5 = Move::new(Square::C7, Square::C5, None);
        let thought = Thought { mv: c5, used: crate::game::Duration::from_ms(3_000), decision: Decision::Play(c5) };
        let effects = update(&mut a, Report::Thought(Color::Black, Ok(thought)), at(5_000));
        let Some(Effect::Store(Store::Envelope(text))) = Vec::from(effects).into_iter().next() else {
            panic!("the envelope is written: {:?}", a.message())
        };
        assert_eq!(a.game().moves().len(), 1, "the sealed move is not played");
        assert!(!text.contains("e4 c5") && !text.contains("c7c5"), "the move is unseen: {text}");
        assert!(text.contains("[FerzSealedBy \"black\"]"), "{text}");
        assert!(a.game().clock().is_paused());
        update(&mut a, Report::Stored(StoreKind::Envelope, Ok(Some("e.pgn".into()))), at(5_000));
        assert!(matches!(a.overlay(), Some(Overlay::Sealed { .. })), "{:?}", a.overlay());
        let farewell = a.session().adjournment().farewell().unwrap_or_default().to_string();
        assert!(farewell.contains("Probe 1 (level 3, Black) sealed move 1"), "the sealer by name: {farewell}");
        let code = farewell.split("The code that opens it: ").nth(1).and_then(|t| t.get(..14)).unwrap_or_default();

        // Resumed: the code opens the envelope and the computer's sealed move is played; then
        // it is Anna's move, her clock running.
        let mut b = seated();
        let Ok(saved) = crate::game::Game::from_save(&text) else { panic!("{text}") };
        crate::tui::resume::resume_saved(&mut b, saved, at(0));
        b.session.envelope_read_from("e.pgn".into(), |_| Vec::new());
        for c in code.chars() {
            update(&mut b, UiEvent::SealType(c), at(10));
        }
        update(&mut b, Intent::OpenEnvelope, at(20));
        update(&mut b, Report::Stored(StoreKind::Claim, Ok(None)), at(30));
        let sans: Vec<&str> = b.game().moves().iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans, ["e4", "c5"], "the sealed move is played");
        assert_eq!(b.game().clock().running(), Some(Color::White));
        assert!(b.seat(Color::Black).computer().is_some(), "the computer is back in its chair");
    }
}
