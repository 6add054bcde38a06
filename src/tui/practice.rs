//! Practising the rules in the terminal game: the arbiter's strictness (hints and the claim
//! indicator only with an assisting arbiter), touch-move on the board (FIDE 4.3: a piece picked
//! up must be moved, an enemy piece touched must be taken), and every refusal of the game said
//! in the player's language, illegal moves explained square by square.
//!
//! The game layer keeps the rules (it binds the touched piece and refuses other moves); this
//! module makes the board gestures — picking up, putting back, clicking an enemy piece — touch
//! the game the way hands touch pieces, and says why something was refused.

use super::app::App;
use crate::game::{GameError, Refusal};
use crate::rules::{MoveError, NoLegalMove, PieceAt, Square};

/// The touch-move refusal for the piece the player is bound to, in the screen's language.
fn bound_refusal(app: &App, touched: PieceAt, capture: bool) -> String {
    app.error_text(&GameError::NotAllowed(Refusal::TouchMove { touched, capture }))
}

/// Why the player may not pick up their own piece on `sq`, if touch-move binds them to
/// another piece: their own one, or an enemy one this piece cannot capture.
pub(super) fn pick_refusal(app: &App, sq: Square) -> Option<String> {
    let (touched, capture) = app.bound()?;
    let allowed = if capture {
        app.game().position().legal_moves_from(sq).iter().any(|m| m.to() == touched.square)
    } else {
        sq == touched.square
    };
    (!allowed).then(|| bound_refusal(app, touched, capture))
}

/// The player picks up their own piece on `sq` (which has a legal move): under touch-move
/// the first touch binds them to it.
pub(super) fn touch(app: &mut App, sq: Square) {
    // The game refuses a touch only once it is over, and nothing is picked up then.
    let now = app.now();
    let _ = app.play.game.touch(sq, now);
}

/// The player touches the enemy piece on `sq` with nothing picked up: under touch-move it
/// binds when it can be captured (4.3.2). Gives the sentence saying so, if it binds.
pub(super) fn touch_enemy(app: &mut App, sq: Square) -> Option<String> {
    let now = app.now();
    match app.play.game.touch(sq, now) {
        Ok(true) => app.bound().map(|(touched, capture)| bound_refusal(app, touched, capture)),
        _ => None,
    }
}

/// True when the picked-up piece on `sq` may be put back; a piece touch-move binds the player
/// to may not, and the status line says so.
pub(super) fn may_put_back(app: &mut App, sq: Square) -> bool {
    match app.bound() {
        Some((touched, false)) if touched.square == sq => {
            app.refuse(app.strings().touch_keep(&touched));
            false
        }
        _ => true,
    }
}

/// What stays picked up after a refused attempt with the piece on `from`: the piece itself
/// when touch-move binds the player to it, else nothing.
pub(super) fn kept(app: &App, from: Square) -> Option<Square> {
    app.game().touched().filter(|&t| t == from)
}

/// Why the picked-up piece cannot go from `from` to `to`, as the status line says it: the
/// same sentence as for the typed move, explained with the game's history.
pub(super) fn illegal_attempt(app: &App, from: Square, to: Square) -> String {
    let why = app.game().explain(from, to, None);
    let error = MoveError::Illegal {
        text: format!("{from}{to}"),
        from: Some(from),
        to: Some(to),
        promotion: None,
        why: NoLegalMove::Rule(why),
    };
    app.error_text(&GameError::Move(error))
}

/// The status line's touch-move marker: the piece the side to move must move or capture.
pub(super) fn bound_marker(app: &App) -> Option<String> {
    app.bound().map(|(touched, capture)| app.strings().touch_bound(&touched, capture))
}

/// What the title bar says about the rules of this session: a strict arbiter, touch-move, no
/// draw offers before a move; `brief`, the odds in letters ("Black gives R+N") for a title
/// that does not fit otherwise.
pub(super) fn title_tags(app: &App, brief: bool) -> Vec<String> {
    let s = app.strings();
    let mut tags = Vec::new();
    if app.strict() {
        let name = if app.game().is_practice() {
            s.practice_arbiter(crate::tui::key_names::keys())
        } else {
            s.strict_arbiter().to_string()
        };
        tags.push(name.to_string());
    }
    let options = app.game().options();
    if options.start.chess960 {
        tags.push(s.chess960(options.start.number));
    }
    let start = app.prefs().lang.start_words();
    tags.extend(options.start.odds.iter().map(|o| if brief { start.odds_short(o) } else { s.piece_odds(o) }));
    if options.touch_move {
        tags.push(s.touch_move_on().to_string());
    }
    if options.no_offers_before > 1 {
        tags.push(s.offers_from(options.no_offers_before));
    }
    tags
}
