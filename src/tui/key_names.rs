//! The names of the keys as the sentences of `lang` mention them, read off the keymaps
//! ([`keymap`](super::keymap) for the game, [`clock::keys`](super::clock::keys) for `ferz
//! clock`): a sentence, a footer and a help row name a key only through [`keys`], so when a
//! binding changes every sentence follows.

use std::sync::OnceLock;

use crate::lang::Keys;
use crate::tui::action::Action;
use crate::tui::clock::keys::{ClockKey, clock_name};
use crate::tui::keymap::{ctrl_name, name};

/// Every key name, for the sentences that mention keys, from the keymaps.
pub fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| Keys {
        help: name(&Action::Help),
        offer: name(&Action::Offer),
        offer_ctrl: ctrl_name(&Action::Offer),
        accept: name(&Action::Accept),
        accept_ctrl: ctrl_name(&Action::Accept),
        decline: name(&Action::Decline),
        decline_ctrl: ctrl_name(&Action::Decline),
        claim: name(&Action::Claim),
        claim_ctrl: ctrl_name(&Action::Claim),
        resign: name(&Action::Resign(None)),
        takeback: name(&Action::Takeback),
        point_out: name(&Action::PointOut),
        review: name(&Action::Review),
        flip: name(&Action::Flip),
        flip_ctrl: ctrl_name(&Action::Flip),
        pause: name(&Action::Pause(None)),
        pause_ctrl: ctrl_name(&Action::Pause(None)),
        redraw: name(&Action::Redraw),
        save: name(&Action::Save(None)),
        save_ctrl: ctrl_name(&Action::Save(None)),
        quit: name(&Action::Quit),
        quit_ctrl: ctrl_name(&Action::Quit),
        quit_now: name(&Action::QuitNow),
        arbiter: clock_name(ClockKey::Arbiter),
        // The system's interrupt key, written out as the clock's help says it.
        interrupt: "Ctrl+C",
    })
}
