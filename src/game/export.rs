//! A played game as PGN: the Seven Tag Roster, `TimeControl`, `Termination`,
//! `[%clk]` (time left) and `[%emt]` (time spent) after every timed move, draw offers as `(=)`
//! comments, incorrect draw claims and their penalties and the arbiter's corrections of the
//! clock as comments, each side's exact control in `--time`'s syntax (`WhiteTimeControl`,
//! `BlackTimeControl`, which a save is resumed from), and the `FEN` tag when the game started
//! from a set-up position.

use std::fmt;

use crate::pgn::{PgnGame, PgnMove, append, format_clk, numbered_line, write_game};
use crate::rules::Color;

use super::{Adjustment, ClaimOutcome, Finding, Game, IllegalLog, Outcome, TimeControl, WrongClaim};

/// The tags that hold White's and Black's exact time control in every PGN ferz writes, in the
/// syntax of `--time` (`5d3`, `40/90+30,30+30`, `h3`, `up`, `none`): what a save is resumed from.
pub const TIME_CONTROL_TAGS: [&str; 2] = ["WhiteTimeControl", "BlackTimeControl"];

/// The sentences of the record's comments in one language. The game writes the PGN; the words
/// of its comments come from the edge (`lang/`), as every sentence does: every writer of a
/// record ([`Game::to_pgn`], [`Game::to_save`]) takes them as an argument, and the game keeps
/// no language of its own.
pub trait RecordWords: fmt::Debug + Sync {
    /// An illegal move pointed out, what was taken back and the penalty.
    fn finding(&self, finding: &Finding) -> String;
    /// What the board saw after an illegal move not yet found (`moves`, numbered), which the
    /// PGN's legal movetext cannot hold.
    fn then_played(&self, moves: &str) -> String;
    /// The coach's summary of the illegal moves, at the end.
    fn illegal_summary(&self, log: &IllegalLog) -> String;
    /// An arbiter's correction of the clock.
    fn adjustment(&self, adjustment: &Adjustment) -> String;
    /// An incorrect draw claim and its penalty, made `times` times in a row.
    fn wrong_claim(&self, claim: &ClaimOutcome, times: u32) -> String;
    /// A correct claim's intended move, declared but not recorded as a move (it would have
    /// ended the game on the board; see [`ClaimOutcome::declared_only`]).
    fn declared_move(&self, claim: &ClaimOutcome) -> String;
    /// How the game ended.
    fn outcome(&self, outcome: &Outcome) -> String;
    /// The position after the last move was found dead only after `undone` had been played
    /// (numbered SAN): the game ended there and they were taken back.
    fn late_dead(&self, undone: &str) -> String;
}

impl Game {
    /// The game as a PGN model, with `extra` tags (Event, Site, Date, …)
    /// placed after the players and before the derived ones, its comments in `words`.
    pub fn to_pgn_game(&self, words: &dyn RecordWords, extra: &[(&str, &str)]) -> PgnGame {
        let mut pgn = PgnGame::new(self.start_position().clone());
        for (name, value) in extra {
            pgn.set_tag(name, value);
        }
        // An unnamed player is written as the side (the tag must hold something): "White".
        for (tag, side) in [("White", Color::White), ("Black", Color::Black)] {
            pgn.set_tag(tag, self.name(side).unwrap_or(tag));
        }
        let kind = &self.options().start;
        if let Some(variant) = kind.variant_tag() {
            pgn.set_tag("Variant", variant);
        }
        if let Some(odds) = kind.odds_tag() {
            pgn.set_tag("Odds", &odds);
        }
        // The standard's tag says what it can (`?` for delays and time odds); each side's exact
        // control, in the syntax `--time` reads, is in a tag of its own.
        let [white, black] = [Color::White, Color::Black].map(|side| self.clock().time_control_of(side));
        pgn.set_tag("TimeControl", &TimeControl::pgn_tag_of_game(white, black));
        for (tag, tc) in [(TIME_CONTROL_TAGS[0], white), (TIME_CONTROL_TAGS[1], black)] {
            pgn.set_tag(tag, &tc.to_string());
        }
        // PGN standard 9.8.1: "unterminated" while the game goes on.
        let termination = self.outcome().map_or("unterminated", |o| o.termination.pgn_tag());
        pgn.set_tag("Termination", termination);
        if let Some(opening) = self.opening() {
            pgn.set_tag("ECO", &opening.eco);
            pgn.set_tag("Opening", &opening.name);
        }
        // Practice: a PGN move must be legal, so the line stops before the first illegal move
        // not yet pointed out; what the board saw after it is told in a comment.
        let cut = self.illegal_log().pending.first().map_or(self.moves().len(), |c| c.ply);
        for (played, before) in self.moves()[..cut].iter().zip(self.positions()) {
            let mut mv = PgnMove::new(before, played.mv);
            if let Some(left) = played.clock {
                mv = mv.with_clock(left.as_ms());
            }
            if let Some(spent) = played.spent {
                mv.commands.push(("emt".to_string(), format_clk(spent.as_ms())));
            }
            if played.draw_offer {
                mv = mv.with_comment(Some("(=)"));
            }
            pgn.moves.push(mv);
        }
        let mut notes: Vec<(usize, String)> =
            self.illegal_log().found.iter().map(|f| (f.illegal.ply, words.finding(f))).collect();
        if cut < self.moves().len() {
            let after = &self.moves()[cut..];
            let played = numbered_line(after[0].number, after[0].color, after.iter().map(|m| &m.san));
            notes.push((cut, words.then_played(&played)));
        }
        for (ply, note) in notes {
            let comment = match ply.checked_sub(1).and_then(|i| pgn.moves.get_mut(i)) {
                Some(before) => &mut before.comment,
                None => &mut pgn.comment,
            };
            append(comment, &note);
        }
        for (ply, adjustment) in self.adjustments() {
            let note = words.adjustment(adjustment);
            let comment = match ply.checked_sub(1).and_then(|i| pgn.moves.get_mut(i)) {
                Some(before) => &mut before.comment,
                None => &mut pgn.comment,
            };
            append(comment, &note);
        }
        for WrongClaim { ply, claim, times } in self.wrong_claims() {
            let note = words.wrong_claim(claim, *times);
            let comment = match ply.checked_sub(1).and_then(|i| pgn.moves.get_mut(i)) {
                Some(before) => &mut before.comment,
                None => &mut pgn.comment,
            };
            append(comment, &note);
        }
        if self.is_over() && !self.illegal_log().is_empty() {
            // The coach's summary, after everything else that happened and before the ending.
            let note = words.illegal_summary(self.illegal_log());
            let comment = match cut.checked_sub(1).and_then(|i| pgn.moves.get_mut(i)) {
                Some(before) => &mut before.comment,
                None => &mut pgn.comment,
            };
            append(comment, &note);
        }
        if let Some(late) = self.late_dead() {
            let note = words.late_dead(&late.undone);
            let comment = match late.ply.checked_sub(1).and_then(|i| pgn.moves.get_mut(i)) {
                Some(before) => &mut before.comment,
                None => &mut pgn.comment,
            };
            append(comment, &note);
        }
        if let Some(outcome) = self.outcome() {
            // How it ended, after the last move (or before the moves when none was made).
            let comment = match pgn.moves.last_mut() {
                Some(last) => &mut last.comment,
                None => &mut pgn.comment,
            };
            if let Some(claim) = self.last_claim().filter(|c| c.declared_only) {
                append(comment, &words.declared_move(claim));
            }
            let note = words.outcome(&outcome);
            append(comment, &note);
        }
        pgn.result = self.result().to_string();
        pgn
    }

    /// The game as PGN text (see [`Game::to_pgn_game`]).
    pub fn to_pgn(&self, words: &dyn RecordWords, extra: &[(&str, &str)]) -> String {
        // Every field write_game checks (result, tag names) is set by us above.
        write_game(&self.to_pgn_game(words, extra)).unwrap_or_default()
    }
}
