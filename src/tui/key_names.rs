//! The names of the keys as the sentences of `lang` mention them: one constant per key, in
//! this one file, and [`KEYS`] that hands them to the sentences. The keymap that binds the
//! keys can point these at itself here, and every sentence, footer and help row follows.

use crate::lang::Keys;

/// Open the help.
pub const HELP: &str = "F1";
/// Offer a draw.
pub const OFFER: &str = "F2";
/// Offer a draw, the control key.
pub const OFFER_CTRL: &str = "^O";
/// Accept the draw offer.
pub const ACCEPT: &str = "F3";
/// Accept the draw offer, the control key.
pub const ACCEPT_CTRL: &str = "^A";
/// Decline the draw offer.
pub const DECLINE: &str = "F4";
/// Decline the draw offer, the control key.
pub const DECLINE_CTRL: &str = "^D";
/// Claim a draw.
pub const CLAIM: &str = "F5";
/// Claim a draw, the control key.
pub const CLAIM_CTRL: &str = "^E";
/// Resign, after a question.
pub const RESIGN: &str = "^R";
/// Ask to take back the last move.
pub const TAKEBACK: &str = "^Z";
/// Point out an illegal move (`--arbiter practice`).
pub const POINT_OUT: &str = "^X";
/// Review the moves.
pub const REVIEW: &str = "F6";
/// Turn the board.
pub const FLIP: &str = "F7";
/// Turn the board, the control key.
pub const FLIP_CTRL: &str = "^F";
/// Pause or resume the clocks.
pub const PAUSE: &str = "F8";
/// Pause or resume the clocks, the control key.
pub const PAUSE_CTRL: &str = "^P";
/// Redraw the screen.
pub const REDRAW: &str = "^L";
/// Save the game.
pub const SAVE: &str = "F9";
/// Save the game, the control key.
pub const SAVE_CTRL: &str = "^S";
/// Quit (asks while a game is going on).
pub const QUIT: &str = "F10";
/// Quit, the control key.
pub const QUIT_CTRL: &str = "^Q";
/// Quit at once.
pub const QUIT_NOW: &str = "^C";
/// `ferz clock`: the arbiter's line.
pub const ARBITER: &str = "F9";
/// `ferz clock`: quit, the system's interrupt key written out.
pub const INTERRUPT: &str = "Ctrl+C";

/// Every key name, for the sentences that mention keys.
pub const KEYS: Keys = Keys {
    help: HELP,
    offer: OFFER,
    offer_ctrl: OFFER_CTRL,
    accept: ACCEPT,
    accept_ctrl: ACCEPT_CTRL,
    decline: DECLINE,
    decline_ctrl: DECLINE_CTRL,
    claim: CLAIM,
    claim_ctrl: CLAIM_CTRL,
    resign: RESIGN,
    takeback: TAKEBACK,
    point_out: POINT_OUT,
    review: REVIEW,
    flip: FLIP,
    flip_ctrl: FLIP_CTRL,
    pause: PAUSE,
    pause_ctrl: PAUSE_CTRL,
    redraw: REDRAW,
    save: SAVE,
    save_ctrl: SAVE_CTRL,
    quit: QUIT,
    quit_ctrl: QUIT_CTRL,
    quit_now: QUIT_NOW,
    arbiter: ARBITER,
    interrupt: INTERRUPT,
};
