//! The words of the terminal game: the [`Strings`] table each language fills, so that another
//! language is one more table (`--lang`): the view and the update read text only from it.
//!
//! Fixed texts are `&'static str`; texts with parts that vary are plain `fn` pointers, so a
//! table stays a `const` and a translation can reorder the parts as its grammar needs. Texts of
//! the game and rules layers (an illegal move explained, a refused offer, a result) are said
//! in the table's [`Lang`]. English is [`EN`] (`en/terminal.rs`); Russian is [`RU`]
//! (`ru/terminal.rs`).

use crate::game::{ClaimReason, Duration, Outcome, SaveError};
use crate::lang::Lang;
use crate::rules::{Color, PieceAt, Role, Square};
use crate::storage::Fault;

pub use super::en::EN;
pub use super::ru::RU;

impl Strings {
    /// The table of `lang`.
    pub const fn of(lang: Lang) -> &'static Strings {
        match lang {
            Lang::En => &EN,
            Lang::Ru => &RU,
        }
    }

    /// A failed file operation in these words: ferz's own refusals (a file that is not a
    /// regular file, a [`Fault`]) by what they are, the system's by their kind and its words.
    pub fn io_error(&self, e: &std::io::Error) -> String {
        if let Some(kind) = crate::storage::special_kind(e) {
            (self.not_a_file)(kind)
        } else if let Some(fault) = crate::storage::fault(e) {
            (self.storage_fault)(fault).to_string()
        } else {
            (self.os_error)(e.kind(), &e.to_string())
        }
    }
}

/// True for a letter of the Cyrillic script.
fn cyrillic(c: char) -> bool {
    matches!(c, '\u{400}'..='\u{4ff}')
}

/// An English text as a console without Cyrillic letters shows it (`--pieces ascii`): the
/// mentions of Russian input go — a parenthesised group of nothing but them, and every word
/// that holds Cyrillic, with the comma before it ("(e4, Nf3, Кf3)" reads "(e4, Nf3)"). Such input still
/// works; only its mention goes. A text without Cyrillic comes back as it is.
pub fn without_cyrillic(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(cyrillic) {
        return std::borrow::Cow::Borrowed(text);
    }
    // Parenthesised groups of nothing but Cyrillic ("(Ф Л С К too)"), with the space before
    // them; a list with one Russian example in it keeps its other items.
    let mut rest = text.to_string();
    let mut from = 0;
    while let Some(open) = rest[from..].find('(').map(|i| from + i) {
        let Some(close) = rest[open..].find(')').map(|i| open + i) else { break };
        let group = &rest[open + 1..close];
        let latin = group
            .split([' ', ','])
            .any(|w| w != "too" && !w.chars().any(cyrillic) && w.chars().any(|c| c.is_ascii_alphanumeric()));
        if latin || !group.chars().any(cyrillic) {
            from = close + 1;
            continue;
        }
        let start = if rest[..open].ends_with(' ') { open - 1 } else { open };
        rest.replace_range(start..=close, "");
        from = start;
    }
    // Words holding Cyrillic; their closing punctuation stays, the comma before them goes.
    let mut words: Vec<String> = Vec::new();
    for word in rest.split(' ') {
        if !word.chars().any(cyrillic) {
            words.push(word.to_string());
            continue;
        }
        let tail: String = word.chars().rev().take_while(|c| matches!(c, ')' | ';' | '.' | ':')).collect();
        if let Some(last) = words.last_mut() {
            if last.ends_with(',') {
                last.pop();
            }
            last.extend(tail.chars().rev());
        }
    }
    std::borrow::Cow::Owned(words.join(" "))
}

#[cfg(test)]
mod plain_console_tests {
    use super::*;

    #[test]
    fn mentions_of_russian_input_go_and_the_rest_reads_on() {
        let cases = [
            ("type a move (e4, Nf3, e7e8q, Кf3) · : command", "type a move (e4, Nf3, e7e8q) · : command"),
            ("a move in any notation: e4 Nf3 e8=Q O-O g1f3 Кf3", "a move in any notation: e4 Nf3 e8=Q O-O g1f3"),
            ("promotion: choose the piece (Ф Л С К too)", "promotion: choose the piece"),
            ("answer a question (д н too); Esc answers no", "answer a question; Esc answers no"),
            ("(a) and (b) (д) stay", "(a) and (b) stay"),
            ("nothing to drop", "nothing to drop"),
        ];
        for (text, plain) in cases {
            assert_eq!(without_cyrillic(text), plain);
        }
    }
}

/// The wrong-claim question: (claimant's name, claimant's side, the intended move, the
/// penalty, the opponent's name) → the question.
pub type ClaimAnyway =
    fn(claimant: Option<&str>, side: Color, intended: Option<&str>, penalty: Duration, gets: Option<&str>) -> String;

/// One language's texts for the terminal game.
#[derive(Debug)]
pub struct Strings {
    /// The language of the table: game and rules messages (illegal moves, refusals, results)
    /// are said in it through [`Lang`].
    pub lang: Lang,
    /// The program's name in the title bar.
    pub app: &'static str,
    /// The name of a side: "White", "Black".
    pub side: fn(Color) -> &'static str,
    /// The time control in the title bar: "15+10 rapid".
    pub time_control: fn(tc: &str, category: &'static str) -> String,
    /// The category of a time control: "blitz", "rapid", "standard".
    pub category: fn(crate::game::Category) -> &'static str,
    /// Shown for an untimed game instead of a time control.
    pub untimed: &'static str,

    // ----- status line -----
    /// Before the clock starts.
    pub ready: fn(Color) -> String,
    /// Whose move it is.
    pub to_move: fn(Color) -> String,
    /// Appended when the side to move is in check.
    pub check: &'static str,
    /// A draw offer waits for an answer from `!offerer`.
    pub offer_pending: fn(offerer: Color) -> String,
    /// The side to move has offered a draw with the move it is about to make.
    pub offer_standing: fn(offerer: Color) -> String,
    /// What the side to move may claim now.
    pub claimable: fn(Color, &[ClaimReason]) -> String,
    /// Assist mode: the side to move may claim a draw by repetition with one of `moves` as
    /// the intended move (it would repeat a position the third time, 9.2.1.1).
    pub claim_next_repeat: fn(side: Color, moves: &str) -> String,
    /// Assist mode: the side to move may claim a draw under the 50-move rule with any move
    /// that is not a capture or a pawn move as the intended move (9.3.1).
    pub claim_next_fifty: fn(side: Color) -> String,
    /// The clocks are paused.
    pub paused: &'static str,
    /// Claim mode is on: how to finish the claim.
    pub claim_prompt: fn(Color) -> String,
    /// Review mode: `ply` of `total` shown, with the move that led there.
    pub review: fn(ply: usize, total: usize, last: Option<&str>) -> String,
    /// The game is over: the result and the reason.
    pub outcome: fn(&Outcome) -> String,
    /// The position given (`--fen`) is over before any move: `outcome` is how it ended.
    pub over_at_start: fn(outcome: &str) -> String,

    // ----- messages after an action -----
    /// The clocks were started.
    pub started: fn(Color) -> String,
    /// The clocks run again.
    pub resumed: &'static str,
    /// A flag fell and the arbiter checks, beside the board, whether `side` can still mate.
    pub arbiter_checks: fn(side: Color) -> String,
    /// The position after an earlier move was found dead: the game ended there, drawn, and
    /// the moves after it (numbered SAN) were undone.
    pub late_dead: fn(undone: &str) -> String,
    /// The player of `side` (named `name`) declined the draw offer.
    pub declined: fn(name: Option<&str>, side: Color) -> String,
    /// An incorrect claim: the penalty given and the intended move played, if any.
    pub claim_refused: fn(by: Color, penalty: Duration, intended: Option<&str>) -> String,
    /// The claim mode was left without claiming.
    pub claim_cancelled: &'static str,
    /// A move was taken back.
    pub taken_back: fn(&str) -> String,
    /// The player of `side` (named `name`) did not agree to take back `mv`.
    pub takeback_refused: fn(name: Option<&str>, side: Color, mv: &str) -> String,
    /// The player of `side` (named `name`) answered no to "do you resign?".
    pub resign_no: fn(name: Option<&str>, side: Color) -> String,
    /// The player of `side` (named `name`) answered no to "do you accept the draw?".
    pub accept_no: fn(name: Option<&str>, side: Color) -> String,
    /// The player of `side` (named `name`) answered no to "do you decline the draw?".
    pub decline_no: fn(name: Option<&str>, side: Color) -> String,
    /// No illegal move was pointed out after all.
    pub point_out_no: &'static str,
    /// No to quitting or to a new game while the game runs.
    pub goes_on: &'static str,
    /// No to a new game after the game.
    pub rematch_no: &'static str,
    /// A new game began with the colours swapped: `white` and `black` are the names of the
    /// new game's sides, if the players gave names.
    pub rematch_started: fn(white: Option<&str>, black: Option<&str>) -> String,
    /// There is no move to take back.
    pub takeback_nothing: &'static str,
    /// The game was written to a file.
    pub saved: fn(&str) -> String,
    /// Writing the file failed.
    pub save_failed: fn(path: &str, why: &str) -> String,
    /// The hints were turned on or off.
    pub hints: fn(bool) -> String,

    // ----- refusals -----
    /// A move or an offer before the clock starts.
    pub not_started: &'static str,
    /// A move or an offer while paused.
    pub is_paused: &'static str,
    /// A move while reviewing.
    pub in_review: &'static str,
    /// A move after the end.
    pub is_over: &'static str,
    /// The picked square is empty.
    pub no_piece: fn(Square) -> String,
    /// The picked piece belongs to the side not to move.
    pub not_yours: fn(Square, owner: Color, turn: Color) -> String,
    /// The picked piece cannot move.
    pub no_moves: fn(Square, Role) -> String,
    /// An unknown `:` command.
    pub unknown_command: fn(&str) -> String,
    /// A `:` command with a bad argument; the text says what it takes.
    pub bad_argument: fn(command: &str, expected: &str) -> String,
    /// What a command without an argument takes (for [`Strings::bad_argument`]).
    pub arg_nothing: &'static str,
    /// What `:resign` takes.
    pub arg_side: &'static str,
    /// What `:flip` takes.
    pub arg_flip: &'static str,
    /// What `:hints` takes.
    pub arg_on_off: &'static str,
    /// What `:pieces` takes.
    pub arg_pieces: &'static str,
    /// What `:notation` takes.
    pub arg_notation: &'static str,

    // ----- practising the rules: arbiter, touch-move, Sofia rule -----
    /// In the title bar under a strict arbiter.
    pub strict_arbiter: &'static str,
    /// In the title bar under a practice arbiter (illegal moves stand until pointed out).
    pub practice_arbiter: &'static str,
    /// In the title bar when touch-move is on.
    pub touch_move_on: &'static str,
    /// In the title bar when draw offers are refused before move `n`.
    pub offers_from: fn(n: u32) -> String,
    /// In the title bar of a Chess960 game, with its starting number when it has one.
    pub chess960: fn(number: Option<u16>) -> String,
    /// In the title bar of a game with piece odds: the side and the pieces it gave.
    pub piece_odds: fn(&crate::game::PieceOdds) -> String,
    /// `:hints` under a strict arbiter, which gives none.
    pub hints_strict: &'static str,
    /// The status line while touch-move binds the player to a piece: to move it, or (an enemy
    /// piece) to capture it.
    pub touch_bound: fn(&PieceAt, capture: bool) -> String,
    /// The bound piece cannot be put back (Esc, a click on it).
    pub touch_keep: fn(&PieceAt) -> String,

    // ----- input line -----
    /// The prompt before a typed move.
    pub move_prompt: &'static str,
    /// The prompt of the command line.
    pub command_prompt: &'static str,
    /// Shown in the empty input line.
    pub input_hint: &'static str,

    // ----- clocks -----
    /// Shown instead of a time in an untimed game.
    pub no_clock: &'static str,
    /// The delay still left in the current move.
    pub delay_left: fn(&str) -> String,
    /// Moves to make before the next time control.
    pub moves_to_control: fn(u32) -> String,
    /// The move counter and the moves left to the control in few columns, where the clock's
    /// line is too narrow for both written out: (moves made, moves left).
    pub counter_short: fn(made: u32, left: Option<u32>) -> String,
    /// The side's flag has fallen.
    pub flag_fell: &'static str,
    /// The clock is paused.
    pub clock_paused: &'static str,

    // ----- panels and windows -----
    /// Title of the move list.
    pub moves_title: &'static str,
    /// Title of the promotion picker.
    pub promote_title: &'static str,
    /// The picker's line of keys under the pieces.
    pub promote_keys: &'static str,
    /// The picker's extra line under `--arbiter practice`: the key that leaves the pawn a pawn.
    pub promote_pawn: &'static str,
    /// The letter shown next to each piece of the picker (a key that chooses it).
    pub promote_letter: fn(Role) -> char,
    /// Title of the game-over banner.
    pub game_over_title: &'static str,
    /// The choices under the game-over banner.
    pub game_over_menu: &'static str,
    /// How to close the banner.
    pub game_over_hide: &'static str,
    /// Title of a question.
    pub confirm_title: &'static str,
    /// The answers to a question.
    pub confirm_keys: &'static str,
    /// The answers to a question, short, after it on the status line.
    pub confirm_short: &'static str,
    /// Quit while a game runs?
    pub confirm_quit: &'static str,
    /// Start again while a game runs?
    pub confirm_new: &'static str,
    /// After the game: a new game with the colours swapped, `white` and `black` being the
    /// names of the new game's sides (if the players gave names)?
    pub confirm_rematch: fn(white: Option<&str>, black: Option<&str>) -> String,
    /// Does the player of `side` (named `name`, if the players gave names) resign?
    pub confirm_resign: fn(name: Option<&str>, side: Color) -> String,
    /// Does the player of `side` (named `name`) point out an illegal move (`--arbiter practice`)?
    pub confirm_point_out: fn(name: Option<&str>, side: Color) -> String,
    /// Assist mode: the player of `side` (named `claimant`) claims a draw that is not
    /// correct (as the position stands, or with the `intended` move, written as the screen
    /// writes moves); claiming anyway gives the opponent (named `gets`) `penalty` (none in
    /// an untimed game) and plays the intended move.
    pub claim_anyway: ClaimAnyway,
    /// The player of `side` (named `asker`) wants to take back `mv`; does the opponent (named
    /// `answerer`) agree?
    pub confirm_takeback: fn(asker: Option<&str>, side: Color, mv: &str, answerer: Option<&str>) -> String,
    /// The player of `side` is asked whether they accept the pending draw offer of the
    /// opponent (named `offerer`, if the players gave names).
    pub confirm_accept: fn(answerer: Option<&str>, side: Color, offerer: Option<&str>) -> String,
    /// The player of `side` is asked whether they decline the pending draw offer.
    pub confirm_decline: fn(answerer: Option<&str>, side: Color, offerer: Option<&str>) -> String,
    /// F3 or F4 while the side that offered is still to move: the offer is theirs; the
    /// opponent answers it after their move.
    pub own_offer: fn(offerer: Option<&str>, side: Color, answerer: Option<&str>) -> String,
    /// A draw offer stands that cannot be agreed yet: not both sides have moved (FIDE 5.2.3).
    pub offer_early: fn(offerer: Color) -> String,
    /// Title of the help screen.
    pub help_title: &'static str,
    /// The help screen's sections: a heading and (keys, what they do) rows.
    pub help: &'static [(&'static str, &'static [(&'static str, &'static str)])],
    /// How to scroll and close the help.
    pub help_footer: &'static str,
    /// The terminal is smaller than the least layout.
    pub too_small: fn(need_w: u16, need_h: u16, have_w: u16, have_h: u16) -> String,

    // ----- saved games: autosave, resumption, adjournment -----
    /// Title of the question at the start about an unfinished game.
    pub found_title: &'static str,
    /// The unfinished game found: the players, the move number, the side to move.
    pub found: fn(white: &str, black: &str, move_number: u32, turn: Color) -> String,
    /// The question under it: resume the game or start a new one.
    pub found_question: &'static str,
    /// The status line while the question is open.
    pub found_waiting: &'static str,
    /// A game was resumed: its clocks stay paused until F8.
    pub resumed_paused: fn(Color) -> String,
    /// Title of a notice about a saved game.
    pub notice_title: &'static str,
    /// How to close a notice.
    pub notice_keys: &'static str,
    /// The autosave could not be read (why); it was kept under another name.
    pub save_unreadable: fn(why: &str, kept: &str) -> String,
    /// The autosave could not be read, nor moved aside: it is left alone, and this game is not
    /// autosaved.
    pub save_unreadable_stuck: fn(why: &str, path: &str, error: &str) -> String,
    /// Writing the autosave failed.
    pub autosave_failed: fn(why: &str) -> String,
    /// The finished game was kept in this file.
    pub archived: fn(path: &str) -> String,
    /// The finished game could not be kept in the games folder.
    pub archive_failed: fn(why: &str) -> String,
    /// The unfinished game of the autosave was moved aside to this file.
    pub kept_aside: fn(path: &str) -> String,
    /// It could not be moved aside, so this game is not autosaved.
    pub abandon_failed: fn(why: &str) -> String,
    /// Title of the sealing window.
    pub seal_title: &'static str,
    /// What to do in it: `by` seals move `number`.
    pub seal_prompt: fn(by: Color, number: u32) -> String,
    /// The label before the hidden move.
    pub seal_label: &'static str,
    /// The keys of the sealing window.
    pub seal_keys: &'static str,
    /// Enter with nothing typed.
    pub seal_empty: &'static str,
    /// The sealing window was closed: no adjournment.
    pub seal_cancelled: &'static str,
    /// The game is adjourned into the envelope `path`: said when the program ends.
    pub adjourned: fn(by: Color, number: u32, path: &str, code: &str) -> String,
    /// The envelope could not be written.
    pub adjourn_failed: fn(why: &str) -> String,
    /// Title of the banner of an adjourned game.
    pub envelope_title: &'static str,
    /// The adjourned game waits for its envelope to be opened.
    pub envelope: fn(by: Color, number: u32) -> String,
    /// The keys of that banner.
    pub envelope_keys: &'static str,
    /// The envelope was opened: the sealed move `mv` is played, the opponent's clock runs.
    pub envelope_opened: fn(by: Color, mv: &str) -> String,
    /// Why the sealed move lost the game, for the game-over banner.
    pub sealed_lost: fn(by: Color, why: &str) -> String,
    /// Before the code typed to open the envelope.
    pub code_label: &'static str,
    /// Why the envelope did not open (or could not be sealed).
    pub envelope_error: fn(crate::game::EnvelopeError) -> String,
    /// The envelope was opened before, `when`.
    pub opened_before: fn(when: &str) -> String,
    /// An envelope that neither says nor is recorded here to have been opened: which is all
    /// this computer can know.
    pub no_opening_record: &'static str,
    /// The opening of the envelope could not be recorded.
    pub opening_unrecorded: fn(why: &str) -> String,

    // ----- files and the system -----
    /// An error of the operating system of `kind`, with the system's own words (`detail`).
    pub os_error: fn(kind: std::io::ErrorKind, detail: &str) -> String,
    /// ferz's own refusal of a file.
    pub storage_fault: fn(Fault) -> &'static str,
    /// Why a file is not a save ferz can resume.
    pub save_error: fn(&SaveError) -> String,
    /// An envelope whose sealed move is not of the side to move.
    pub envelope_mismatch: fn(sealed_by: Color, turn: Color) -> String,
    /// A file named on the command line is not there.
    pub no_such_file: &'static str,
    /// There is no data directory to write the autosave and the finished games in.
    pub no_data_dir: &'static str,
    /// A finished game could not be kept in the games folder (error): it stays in `place`, or
    /// (`None`) in no file at all.
    pub kept_in: fn(error: &str, place: Option<&str>) -> String,
    /// `ferz resume`: there is no data directory to look for the autosave in.
    pub resume_no_data_dir: &'static str,
    /// `ferz resume`: there is no unfinished game in the autosave `path`.
    pub resume_no_autosave: fn(path: &str) -> String,
    /// `ferz resume FILE`: the file cannot be resumed, and why.
    pub resume_unreadable: fn(path: &str, why: &str) -> String,
    /// A row of the list of unfinished games.
    pub found_row: fn(white: &str, black: &str, move_number: u32, turn: Color) -> String,
    /// Above the list of `n` unfinished games.
    pub found_many: fn(n: usize) -> String,
    /// After a game of the list that another ferz plays (`pid`, its process, if known).
    pub held_by: fn(pid: Option<u32>) -> String,
    /// The keys of the list.
    pub found_list_question: &'static str,
    /// The status line while the list of `n` unfinished games waits: ↑ ↓ when several do; one
    /// is listed only when another ferz plays it, so R is not offered.
    pub found_list_waiting: fn(n: usize) -> String,
    /// The game picked is played by another ferz: not resumed.
    pub found_held: fn(pid: Option<u32>) -> String,
    /// What a file that is not a regular file is.
    pub not_a_file: fn(kind: crate::storage::FileKind) -> String,
    /// `ferz resume`: the unfinished game `path` is played by another ferz.
    pub resume_held: fn(path: &str, pid: Option<u32>) -> String,
    /// The mark in the title while the game is not saved.
    pub unsaved_mark: &'static str,
    /// Quitting while the game is not saved: where to save it?
    pub unsaved_quit: fn(why: &str) -> String,
    /// The game could not be saved anywhere as the program ends: its PGN follows.
    pub unsaved_exit: fn(why: &str) -> String,
    /// The last line as the program ends when the game could not be saved: its PGN is above.
    pub unsaved_ended: &'static str,
    /// ferz itself failed; the terminal was given back, and the game `saved` or not.
    pub crashed: fn(saved: bool) -> &'static str,
    /// There is no terminal to play in, with the system's own words (`system`).
    pub no_terminal: fn(system: &str) -> String,

    // ----- footer labels -----
    /// (key, label) pairs for the footer, looked up by [`FooterKey`].
    pub footer: fn(FooterKey) -> (&'static str, &'static str),
}

/// The actions a footer can advertise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FooterKey {
    /// Start the clock.
    Start,
    /// Open the help.
    Help,
    /// Offer a draw.
    Offer,
    /// Accept the pending offer.
    Accept,
    /// Decline the pending offer.
    Decline,
    /// Claim a draw.
    Claim,
    /// Resign.
    Resign,
    /// Review the moves.
    Review,
    /// After the game and in review: the time chart (T).
    TimeChart,
    /// Turn the board.
    Flip,
    /// Pause or resume.
    Pause,
    /// Save the PGN.
    Save,
    /// Quit.
    Quit,
    /// Step through the moves in review.
    Step,
    /// First and last move in review.
    Ends,
    /// Leave review or a mode.
    Back,
    /// Open the command line.
    Command,
    /// New game after the end.
    NewGame,
    /// Pick up or put down with the cursor.
    Pick,
    /// Resume after a pause.
    Resume,
    /// After the game: save (a letter key then).
    OverSave,
    /// After the game: review.
    OverReview,
    /// After the game: quit.
    OverQuit,
    /// At the start: resume the unfinished game found.
    ResumeFound,
    /// Open the envelope of an adjourned game.
    OpenEnvelope,
    /// Seal the move typed in the sealing window.
    Seal,
    /// Adjourn the game (a command).
    Adjourn,
}
