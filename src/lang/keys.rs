//! The names of the keys that sentences mention ("… resumes", "… points out"), given by the
//! terminal that binds them (`tui::key_names`): a sentence takes them as data, so no key is
//! named in `lang` and a keymap changes every sentence at once.

/// The name of each key a sentence or a help row can mention, as the terminal binds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Keys {
    /// Open the help.
    pub help: &'static str,
    /// Offer a draw.
    pub offer: &'static str,
    /// Offer a draw, the control key.
    pub offer_ctrl: &'static str,
    /// Accept the draw offer.
    pub accept: &'static str,
    /// Accept the draw offer, the control key.
    pub accept_ctrl: &'static str,
    /// Decline the draw offer.
    pub decline: &'static str,
    /// Decline the draw offer, the control key.
    pub decline_ctrl: &'static str,
    /// Claim a draw.
    pub claim: &'static str,
    /// Claim a draw, the control key.
    pub claim_ctrl: &'static str,
    /// Resign (after a question).
    pub resign: &'static str,
    /// Ask to take back the last move.
    pub takeback: &'static str,
    /// Point out an illegal move (`--arbiter practice`).
    pub point_out: &'static str,
    /// Review the moves.
    pub review: &'static str,
    /// Turn the board.
    pub flip: &'static str,
    /// Turn the board, the control key.
    pub flip_ctrl: &'static str,
    /// Pause or resume the clocks.
    pub pause: &'static str,
    /// Pause or resume the clocks, the control key.
    pub pause_ctrl: &'static str,
    /// Redraw the screen.
    pub redraw: &'static str,
    /// Save the game.
    pub save: &'static str,
    /// Save the game, the control key.
    pub save_ctrl: &'static str,
    /// Quit (asks while a game is going on).
    pub quit: &'static str,
    /// Quit, the control key.
    pub quit_ctrl: &'static str,
    /// Quit at once.
    pub quit_now: &'static str,
    /// `ferz clock`: the arbiter's line.
    pub arbiter: &'static str,
    /// `ferz clock`: quit, as the system's interrupt key is written out.
    pub interrupt: &'static str,
    /// `ferz clock`: back to the shell until `fg`.
    pub suspend: &'static str,
}

impl Keys {
    /// Each key with the name a help row writes it by, `{name}`.
    const fn named(&self) -> [(&'static str, &'static str); 26] {
        [
            ("{help}", self.help),
            ("{offer}", self.offer),
            ("{offer_ctrl}", self.offer_ctrl),
            ("{accept}", self.accept),
            ("{accept_ctrl}", self.accept_ctrl),
            ("{decline}", self.decline),
            ("{decline_ctrl}", self.decline_ctrl),
            ("{claim}", self.claim),
            ("{claim_ctrl}", self.claim_ctrl),
            ("{resign}", self.resign),
            ("{takeback}", self.takeback),
            ("{point_out}", self.point_out),
            ("{review}", self.review),
            ("{flip}", self.flip),
            ("{flip_ctrl}", self.flip_ctrl),
            ("{pause}", self.pause),
            ("{pause_ctrl}", self.pause_ctrl),
            ("{redraw}", self.redraw),
            ("{save}", self.save),
            ("{save_ctrl}", self.save_ctrl),
            ("{quit}", self.quit),
            ("{quit_ctrl}", self.quit_ctrl),
            ("{quit_now}", self.quit_now),
            ("{arbiter}", self.arbiter),
            ("{interrupt}", self.interrupt),
            ("{suspend}", self.suspend),
        ]
    }

    /// `text` with each `{name}` of a key (a help row's way of naming one) replaced by the
    /// key's name.
    pub fn fill(&self, text: &str) -> String {
        let mut out = text.to_string();
        if out.contains('{') {
            for (name, key) in self.named() {
                out = out.replace(name, key);
            }
        }
        out
    }

    /// A help of sections, each a heading and (keys, what they do) rows, with the keys named.
    pub fn fill_help(&self, help: &[(&'static str, &[(&str, &str)])]) -> Vec<(&'static str, Vec<(String, String)>)> {
        help.iter()
            .map(|(heading, rows)| (*heading, rows.iter().map(|(k, what)| (self.fill(k), self.fill(what))).collect()))
            .collect()
    }
}
