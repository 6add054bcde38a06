//! The names of the keys as the sentences of `lang` mention them, read off the keymaps
//! ([`keymap`](super::keymap) for the game, [`clock::keys`](super::clock::keys) for `ferz
//! clock`): a sentence, a footer and a help row name a key only through [`keys`], so when a
//! binding changes every sentence follows.

use std::sync::OnceLock;

use crate::lang::Keys;
use crate::tui::action::{Intent, UiEvent};
use crate::tui::clock::keys::{ClockKey, clock_name};
use crate::tui::keymap::{ctrl_name, name};

/// Every key name, for the sentences that mention keys, from the keymaps.
pub fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| Keys {
        help: name(UiEvent::Help),
        offer: name(Intent::Offer),
        offer_ctrl: ctrl_name(Intent::Offer),
        accept: name(Intent::Accept),
        accept_ctrl: ctrl_name(Intent::Accept),
        decline: name(Intent::Decline),
        decline_ctrl: ctrl_name(Intent::Decline),
        claim: name(Intent::Claim),
        claim_ctrl: ctrl_name(Intent::Claim),
        resign: name(Intent::Resign(None)),
        takeback: name(Intent::Takeback),
        point_out: name(Intent::PointOut),
        review: name(UiEvent::Review),
        flip: name(UiEvent::Flip),
        flip_ctrl: ctrl_name(UiEvent::Flip),
        pause: name(Intent::Pause(None)),
        pause_ctrl: ctrl_name(Intent::Pause(None)),
        redraw: name(UiEvent::Redraw),
        save: name(Intent::Save(None)),
        save_ctrl: ctrl_name(Intent::Save(None)),
        quit: name(Intent::Quit),
        quit_ctrl: ctrl_name(Intent::Quit),
        quit_now: name(Intent::QuitNow),
        arbiter: clock_name(ClockKey::Arbiter),
        // The system's interrupt key, written out as the clock's help says it.
        interrupt: "Ctrl+C",
        suspend: clock_name(ClockKey::Suspend),
    })
}
