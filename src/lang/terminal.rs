//! The words of the terminal game: the [`TerminalWords`] each language implements, so that
//! another language is one more implementation (`--lang`): the view and the update read text
//! only from it.
//!
//! A translation can reorder the parts of a text as its grammar needs. Texts of the game and
//! rules layers (an illegal move explained, a refused offer, a result) come from the
//! supertraits, [`MessageWords`] and [`RecordWords`]. English is in `en/terminal.rs`, Russian
//! in `ru/terminal.rs`.

use crate::file_fault::Fault;
use crate::game::RecordWords;
use crate::game::{ClaimReason, Duration, Outcome};
use crate::lang::{Keys, MessageWords};
use crate::rules::{Color, PieceAt, Role, Square};

impl<'a> dyn TerminalWords + 'a {
    /// A failed file operation in these words: ferz's own refusals (a file that is not a
    /// regular file, a [`Fault`]) by what they are, the system's by their kind and its words.
    pub fn io_error(&self, e: &std::io::Error) -> String {
        if let Some(kind) = crate::file_fault::special_kind(e) {
            self.not_a_file(kind)
        } else if let Some(fault) = crate::file_fault::fault(e) {
            self.storage_fault(fault).to_string()
        } else {
            self.os_error(e.kind(), &e.to_string())
        }
    }
}

/// A player's name as the screen says it: `None` when the players gave none, or when the name
/// given is only the side's own word in a language ferz speaks (`--white White`, `--black
/// чёрные`), so that no sentence says "White (White)".
pub fn given_name(name: Option<&str>, side: Color) -> Option<&str> {
    let words: &[&str] = match side {
        Color::White => &["white", "белые"],
        Color::Black => &["black", "чёрные", "черные"],
    };
    name.map(str::trim).filter(|n| !n.is_empty() && !words.iter().any(|w| n.to_lowercase() == *w))
}

/// A name with an aside in brackets after it, "Anna (White)": a name that ends in brackets of
/// its own (the computer's, "Stockfish 15.1 (level 3)") takes the aside inside them,
/// "Stockfish 15.1 (level 3, White)", not a second pair beside the first.
pub fn name_with_aside(name: &str, aside: &str) -> String {
    match own_aside(name) {
        Some((who, own)) => format!("{who} ({own}, {aside})"),
        None => format!("{name} ({aside})"),
    }
}

/// A name to be put in brackets itself, "Stockfish 15.1, level 3" for "Stockfish 15.1
/// (level 3)", so that no brackets stand within brackets; any other name as it is.
pub fn name_for_brackets(name: &str) -> std::borrow::Cow<'_, str> {
    match own_aside(name) {
        Some((who, own)) => format!("{who}, {own}").into(),
        None => name.into(),
    }
}

/// A name's own closing aside, "Stockfish 15.1 (level 3)" → ("Stockfish 15.1", "level 3"), when
/// it has one pair of brackets, at its end.
fn own_aside(name: &str) -> Option<(&str, &str)> {
    let (who, own) = name.strip_suffix(')')?.rsplit_once(" (")?;
    (!who.contains(['(', ')']) && !own.contains(['(', ')']) && !who.is_empty()).then_some((who, own))
}

/// What a yes/no question asks and of whom: the title of its window names both, so the player
/// who must answer sees it is theirs ("Boris, Anna offers a draw"). Names are `None` where the
/// players gave none; `side` is the side of the player named first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked<'a> {
    /// Quit while the game goes on.
    Quit,
    /// Start a new game while this one goes on.
    NewGame,
    /// After the game: a new game with the colours swapped.
    Rematch,
    /// Does this player resign?
    Resign { name: Option<&'a str>, side: Color },
    /// Does this player point out an illegal move (`--arbiter practice`)?
    PointOut { name: Option<&'a str>, side: Color },
    /// This player's draw claim is not correct: claim anyway?
    Claim { name: Option<&'a str>, side: Color },
    /// The player of `side` (`asker`) asks to take back a move; `answerer` answers.
    Takeback { asker: Option<&'a str>, side: Color, answerer: Option<&'a str> },
    /// The player of `side` (`answerer`) answers the draw offer of `offerer`.
    Draw { answerer: Option<&'a str>, side: Color, offerer: Option<&'a str> },
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
mod name_tests {
    use super::*;

    /// A name's own brackets take the aside; other names keep theirs as they are.
    #[test]
    fn no_brackets_stand_within_or_beside_a_names_own() {
        assert_eq!(name_with_aside("Anna", "White"), "Anna (White)");
        assert_eq!(name_with_aside("Stockfish 15.1 (level 3)", "Black"), "Stockfish 15.1 (level 3, Black)");
        assert_eq!(name_for_brackets("Stockfish 15.1 (level 3)"), "Stockfish 15.1, level 3");
        assert_eq!(name_for_brackets("Анна"), "Анна");
        // Brackets not at the end, or in pairs, or alone are the name's own text.
        for odd in ["(Anna)", "Anna (1) (2)", "Anna (b) c", "Anna ((x))", "Anna)"] {
            assert_eq!(name_with_aside(odd, "White"), format!("{odd} (White)"));
            assert_eq!(name_for_brackets(odd), odd);
        }
    }
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

/// One language's words for the terminal game. Every method is required: a language that
/// lacks one does not compile. The texts of the game and rules layers (an illegal move
/// explained, a refused offer, a result) come from the supertraits.
pub trait TerminalWords: MessageWords + RecordWords + super::flow::FlowWords {
    /// The program's name in the title bar.
    fn app(&self) -> &'static str;
    /// The name of a side: "White", "Black".
    fn side(&self, c: Color) -> &'static str;
    /// The time control in the title bar: "15+10 rapid".
    fn time_control(&self, tc: &str, category: &'static str) -> String;
    /// How fast a time control is: "bullet", "blitz", "rapid", "standard".
    fn category(&self, c: crate::game::Speed) -> &'static str;
    /// Before the first move, in the empty move list: the clocks show the first move's
    /// `increment` added up front (`shown`, "15:10"), as a DGT clock does.
    fn increment_up_front(&self, shown: &str, increment: Duration) -> String;
    /// Shown for an untimed game instead of a time control.
    fn untimed(&self) -> &'static str;
    /// Before the clock starts: the player of `c` (named `name`, if the players gave names)
    /// is to move first.
    fn ready(&self, name: Option<&str>, c: Color) -> String;
    /// Whose move it is: the player of `c`, by name when the players gave names.
    fn to_move(&self, name: Option<&str>, c: Color) -> String;
    /// Appended when the side to move is in check.
    fn check(&self) -> &'static str;
    /// A draw offer of the player of `c` (named `offerer`) waits for an answer from the
    /// opponent (named `answerer`).
    fn offer_pending(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>, keys: &Keys) -> String;
    /// The player to move (named `name`) has offered a draw with the move they are about to make.
    fn offer_standing(&self, name: Option<&str>, c: Color) -> String;
    /// What the player to move (named `name`) may claim now.
    fn claimable(&self, name: Option<&str>, c: Color, reasons: &[ClaimReason], keys: &Keys) -> String;
    /// Assist mode: the side to move may claim a draw by repetition with one of `moves` as
    /// the intended move (it would repeat a position the third time, 9.2.1.1).
    fn claim_next_repeat(&self, name: Option<&str>, c: Color, moves: &str, keys: &Keys) -> String;
    /// Assist mode: the side to move may claim a draw under the 50-move rule with any move
    /// that is not a capture or a pawn move as the intended move (9.3.1).
    fn claim_next_fifty(&self, name: Option<&str>, c: Color, keys: &Keys) -> String;
    /// The clocks are paused.
    fn paused(&self, keys: &Keys) -> String;
    /// Claim mode is on: how the player to move (named `name`) finishes the claim.
    fn claim_prompt(&self, name: Option<&str>, c: Color, keys: &Keys) -> String;
    /// Review mode: `ply` of `total` shown, with the move that led there.
    fn review(&self, ply: usize, total: usize, last: Option<&str>) -> String;
    /// The position given (`--fen`) is over before any move: `outcome` is how it ended.
    fn over_at_start(&self, o: &str) -> String;
    /// The clocks were started: the clock of the player of `c` (named `name`) runs.
    fn started(&self, name: Option<&str>, c: Color) -> String;
    /// The clocks run again.
    fn resumed(&self) -> &'static str;
    /// ferz was stopped (SIGTSTP, SIGSTOP) and continued: the running clock was paused at the
    /// moment of the stop, the time stopped charged to no one (the pause line under it says
    /// how to go on).
    fn stopped(&self) -> &'static str;
    /// The computer in a seat, named `name`, gave no move (`why`, already in this language):
    /// the clocks are paused until the players resume them.
    fn seat_failed(&self, name: &str, why: &str) -> String;
    /// Why a computer seat's answer was not played: the move it gave (in UCI) is not legal.
    fn seat_illegal(&self, uci: &str) -> String;
    /// The title of the window that says the computer could not move.
    fn seat_fault_title(&self) -> &'static str;
    /// The window's two choices, each a key and what it does: restart `name`, or a person
    /// takes `side`'s chair.
    fn seat_fault_choices(&self, name: &str, side: Color) -> [(&'static str, String); 2];
    /// The computer's engine was started again: the game goes on.
    fn computer_restarted(&self, name: &str) -> String;
    /// A person at this keyboard plays `side` from here (the computer's chair, after a fault).
    fn chair_taken(&self, side: Color) -> String;
    /// A flag fell and the arbiter checks, beside the board, whether the player of `c` (named
    /// `name`) can still mate.
    fn arbiter_checks(&self, name: Option<&str>, c: Color) -> String;
    /// The position after an earlier move was found dead: the game ended there, drawn, and
    /// the moves after it (numbered SAN) were undone.
    fn late_dead_notice(&self, undone: &str) -> String;
    /// The player of `side` (named `name`) declined the draw offer.
    fn declined(&self, name: Option<&str>, c: Color) -> String;
    /// An incorrect claim by the player of `by` (named `claimant`): the penalty given to the
    /// opponent (named `gets`) and the intended move played, if any.
    fn claim_refused(
        &self,
        by: Color,
        claimant: Option<&str>,
        gets: Option<&str>,
        penalty: Duration,
        intended: Option<&str>,
    ) -> String;
    /// An illegal move pointed out, as the screen says it to both players: the side named where
    /// the reason would say "your", and how the game ended by it, if it did, as [`result`]
    /// says it (the record keeps its own words, [`RecordWords::finding`]).
    ///
    /// [`result`]: TerminalWords::result
    fn finding_said(&self, finding: &crate::game::Finding, white: Option<&str>, black: Option<&str>) -> String;
    /// How the game ended, as the screen says it to the players: by name where they gave names
    /// ("Anna (White) wins by checkmate, 1–0"), by side where not. The record keeps its own
    /// words ([`RecordWords::outcome`]).
    fn result(&self, o: &Outcome, white: Option<&str>, black: Option<&str>) -> String;
    /// The claim mode was left without claiming.
    fn claim_cancelled(&self) -> &'static str;
    /// A move was taken back.
    fn taken_back(&self, mv: &str) -> String;
    /// The player of `side` (named `name`) did not agree to take back `mv`.
    fn takeback_refused(&self, name: Option<&str>, c: Color, mv: &str) -> String;
    /// The player of `side` (named `name`) answered no to "do you resign?".
    fn resign_no(&self, name: Option<&str>, c: Color) -> String;
    /// The player of `side` (named `name`) answered no to "do you accept the draw?".
    fn accept_no(&self, name: Option<&str>, c: Color) -> String;
    /// No illegal move was pointed out after all.
    fn point_out_no(&self) -> &'static str;
    /// No to quitting or to a new game while the game runs.
    fn goes_on(&self) -> &'static str;
    /// No to a new game after the game.
    fn rematch_no(&self) -> &'static str;
    /// A new game began with the colours swapped: `white` and `black` are the names of the
    /// new game's sides, if the players gave names.
    fn rematch_started(&self, white: Option<&str>, black: Option<&str>) -> String;
    /// There is no move to take back.
    fn takeback_nothing(&self) -> &'static str;
    /// The game was written to a file.
    fn saved(&self, path: &str) -> String;
    /// Writing the file failed.
    fn save_failed(&self, path: &str, why: &str) -> String;
    /// The hints were turned on or off.
    fn hints(&self, on: bool) -> String;
    /// A move or an offer before the clock starts.
    fn not_started(&self) -> &'static str;
    /// A move or an offer while paused.
    fn is_paused(&self, keys: &Keys) -> String;
    /// A move while reviewing.
    fn in_review(&self) -> &'static str;
    /// A move after the end.
    fn is_over(&self) -> &'static str;
    /// The picked square is empty.
    fn no_piece(&self, sq: Square) -> String;
    /// The picked piece belongs to the side not to move; the player of `turn` (named `name`)
    /// is to move.
    fn not_yours(&self, sq: Square, owner: Color, name: Option<&str>, turn: Color) -> String;
    /// The picked piece cannot move.
    fn no_moves(&self, sq: Square, role: Role) -> String;
    /// An unknown `:` command.
    fn unknown_command(&self, text: &str) -> String;
    /// A `:` command with a bad argument; the text says what it takes.
    fn bad_argument(&self, command: &str, expected: &str) -> String;
    /// What a command without an argument takes (for [`Strings::bad_argument`]).
    fn arg_nothing(&self) -> &'static str;
    /// What `:resign` takes.
    fn arg_side(&self) -> &'static str;
    /// What `:flip` takes.
    fn arg_flip(&self) -> &'static str;
    /// What `:hints` takes.
    fn arg_on_off(&self) -> &'static str;
    /// What `:pieces` takes.
    fn arg_pieces(&self) -> &'static str;
    /// What `:notation` takes.
    fn arg_notation(&self) -> &'static str;
    /// In the title bar under a strict arbiter.
    fn strict_arbiter(&self) -> &'static str;
    /// In the title bar under a practice arbiter (illegal moves stand until pointed out).
    fn practice_arbiter(&self, keys: &Keys) -> String;
    /// In the title bar when touch-move is on.
    fn touch_move_on(&self) -> &'static str;
    /// In the title bar when draw offers are refused before move `n`.
    fn offers_from(&self, n: u32) -> String;
    /// In the title bar of a Chess960 game, with its starting number when it has one.
    fn chess960(&self, n: Option<u16>) -> String;
    /// In the title bar of a game with piece odds: the side and the pieces it gave.
    fn piece_odds(&self, odds: &crate::game::PieceOdds) -> String;
    /// `:hints` under a strict arbiter, which gives none.
    fn hints_strict(&self) -> &'static str;
    /// The status line while touch-move binds the player to a piece: to move it, or (an enemy
    /// piece) to capture it.
    fn touch_bound(&self, p: &PieceAt, capture: bool) -> String;
    /// The bound piece cannot be put back (Esc, a click on it).
    fn touch_keep(&self, p: &PieceAt) -> String;
    /// The prompt before a typed move.
    fn move_prompt(&self) -> &'static str;
    /// The prompt of the command line.
    fn command_prompt(&self) -> &'static str;
    /// Shown in the empty input line.
    fn input_hint(&self) -> &'static str;
    /// Shown instead of a time in an untimed game.
    fn no_clock(&self) -> &'static str;
    /// The delay still left in the current move.
    fn delay_left(&self, d: &str) -> String;
    /// Moves to make before the next time control.
    fn moves_to_control(&self, n: u32) -> String;
    /// The move counter and the moves left to the control in few columns, where the clock's
    /// line is too narrow for both written out: (moves made, moves left).
    fn counter_short(&self, made: u32, left: Option<u32>) -> String;
    /// The side's flag has fallen.
    fn flag_fell(&self) -> &'static str;
    /// The clock is paused.
    fn clock_paused(&self) -> &'static str;
    /// Title of the move list.
    fn moves_title(&self) -> &'static str;
    /// Title of the promotion picker.
    fn promote_title(&self) -> &'static str;
    /// The picker's line of keys under the pieces.
    fn promote_keys(&self) -> &'static str;
    /// The picker's extra line under `--arbiter practice`: the key that leaves the pawn a pawn.
    fn promote_pawn(&self) -> &'static str;
    /// The letter shown next to each piece of the picker (a key that chooses it).
    fn promote_letter(&self, a0: Role) -> char;
    /// Title of the game-over banner.
    fn game_over_title(&self) -> &'static str;
    /// The choices under the game-over banner.
    fn game_over_menu(&self) -> &'static str;
    /// How to close the banner.
    fn game_over_hide(&self) -> &'static str;
    /// Title of a question: what it asks, and of whom.
    fn question_title(&self, asked: Asked<'_>) -> String;
    /// The answers to a question.
    fn confirm_keys(&self) -> &'static str;
    /// The answers to a question, short, after it on the status line.
    fn confirm_short(&self) -> &'static str;
    /// Quit while a game runs?
    fn confirm_quit(&self) -> &'static str;
    /// Start again while a game runs?
    fn confirm_new(&self) -> &'static str;
    /// After the game: a new game with the colours swapped, `white` and `black` being the
    /// names of the new game's sides (if the players gave names)?
    fn confirm_rematch(&self, white: Option<&str>, black: Option<&str>) -> String;
    /// Does the player of `side` (named `name`, if the players gave names) resign?
    fn confirm_resign(&self, name: Option<&str>, c: Color) -> String;
    /// Does the player of `side` (named `name`) point out an illegal move (`--arbiter practice`)?
    fn confirm_point_out(&self, name: Option<&str>, c: Color) -> String;
    /// Assist mode: the player of `side` (named `claimant`) claims a draw that is not
    /// correct (as the position stands, or with the `intended` move, written as the screen
    /// writes moves); claiming anyway gives the opponent (named `gets`) `penalty` (none in
    /// an untimed game) and plays the intended move.
    fn claim_anyway(
        &self,
        claimant: Option<&str>,
        c: Color,
        intended: Option<&str>,
        penalty: Duration,
        gets: Option<&str>,
    ) -> String;
    /// The player of `side` (named `asker`) wants to take back `mv`; does the opponent (named
    /// `answerer`) agree?
    fn confirm_takeback(&self, asker: Option<&str>, c: Color, mv: &str, answerer: Option<&str>) -> String;
    /// The player of `side` is asked whether they accept the pending draw offer of the
    /// opponent (named `offerer`, if the players gave names).
    fn confirm_accept(&self, answerer: Option<&str>, c: Color, offerer: Option<&str>) -> String;
    /// Accepting or declining while the side that offered is still to move: the offer is theirs; the
    /// opponent answers it after their move.
    fn own_offer(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>) -> String;
    /// A draw offer stands that cannot be agreed yet: not both sides have moved (FIDE 5.2.3).
    fn offer_early(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>, keys: &Keys) -> String;
    /// Title of the help screen.
    fn help_title(&self) -> &'static str;
    /// The help screen's sections: a heading and (keys, what they do) rows.
    fn help(&self, keys: &Keys) -> Vec<(&'static str, Vec<(String, String)>)>;
    /// How to scroll and close the help.
    fn help_footer(&self) -> &'static str;
    /// The terminal is smaller than the least layout.
    fn too_small(&self, nw: u16, nh: u16, w: u16, h: u16) -> String;
    /// Title of the question at the start about an unfinished game.
    fn found_title(&self) -> &'static str;
    /// The unfinished game found: the players, the move number, the side to move.
    fn found(&self, white: &str, black: &str, n: u32, turn: Color) -> String;
    /// The question under it: resume the game or start a new one.
    fn found_question(&self) -> &'static str;
    /// The status line while the question is open.
    fn found_waiting(&self) -> &'static str;
    /// A game was resumed: its clocks stay paused until the pause key starts the clock of
    /// the player to move (named `name`).
    fn resumed_paused(&self, name: Option<&str>, c: Color, keys: &Keys) -> String;
    /// Title of a notice about a saved game.
    fn notice_title(&self) -> &'static str;
    /// How to close a notice.
    fn notice_keys(&self) -> &'static str;
    /// The autosave could not be read (why); it was kept under another name.
    fn save_unreadable(&self, why: &str, kept: &str) -> String;
    /// The autosave could not be read, nor moved aside: it is left alone, and this game is not
    /// autosaved.
    fn save_unreadable_stuck(&self, why: &str, path: &str, error: &str) -> String;
    /// Writing the autosave failed.
    fn autosave_failed(&self, why: &str) -> String;
    /// The finished game was kept in this file.
    fn archived(&self, path: &str) -> String;
    /// The finished game could not be kept in the games folder.
    fn archive_failed(&self, why: &str) -> String;
    /// The unfinished game of the autosave was moved aside to this file.
    fn kept_aside(&self, path: &str) -> String;
    /// It could not be moved aside, so this game is not autosaved.
    fn abandon_failed(&self, why: &str) -> String;
    /// Title of the sealing window.
    fn seal_title(&self) -> &'static str;
    /// What to do in it: `by` seals move `number`.
    fn seal_prompt(&self, name: Option<&str>, c: Color, n: u32) -> String;
    /// The label before the hidden move.
    fn seal_label(&self) -> &'static str;
    /// The keys of the sealing window.
    fn seal_keys(&self) -> &'static str;
    /// Enter with nothing typed.
    fn seal_empty(&self) -> &'static str;
    /// The sealing window was closed: no adjournment.
    fn seal_cancelled(&self) -> &'static str;
    /// The game is adjourned into the envelope `path`: said when the program ends.
    fn adjourned(&self, name: Option<&str>, c: Color, n: u32, path: &str, code: &str) -> String;
    /// Title of the box that shows the code of the envelope just sealed.
    fn sealed_title(&self) -> &'static str;
    /// In that box, above the code: who sealed which move, and that the code is shown once.
    fn sealed_by(&self, name: Option<&str>, c: Color, n: u32) -> String;
    /// In that box, under the code: the envelope's file and how to resume it.
    fn sealed_file(&self, path: &str) -> String;
    /// How that box closes: any key ends the program, which prints the code again.
    fn sealed_keys(&self) -> &'static str;
    /// The envelope could not be written.
    fn adjourn_failed(&self, why: &str, keys: &Keys) -> String;
    /// Title of the banner of an adjourned game.
    fn envelope_title(&self) -> &'static str;
    /// The adjourned game waits for its envelope to be opened.
    fn envelope(&self, name: Option<&str>, c: Color, n: u32) -> String;
    /// The keys of that banner.
    fn envelope_keys(&self, keys: &Keys) -> String;
    /// The envelope was opened: the move `mv` sealed by the player of `c` (named `sealer`) is
    /// played, and the clock of the opponent (named `opponent`) runs.
    fn envelope_opened(&self, sealer: Option<&str>, c: Color, opponent: Option<&str>, mv: &str) -> String;
    /// Why the sealed move lost the game, for the game-over banner.
    fn sealed_lost(&self, name: Option<&str>, c: Color, why: &str) -> String;
    /// Something else was asked for while the envelope waits to be opened.
    fn sealed_first(&self) -> &'static str;
    /// `:adjourn` while the computer `name` is to move: it seals the move it chooses.
    fn computer_will_seal(&self, name: &str) -> String;
    /// Before the code typed to open the envelope.
    fn code_label(&self) -> &'static str;
    /// Why the envelope did not open (or could not be sealed).
    fn envelope_error(&self, e: crate::game::EnvelopeError) -> String;
    /// The envelope was opened before, `when`.
    fn opened_before(&self, when: &str) -> String;
    /// An envelope that neither says nor is recorded here to have been opened: which is all
    /// this computer can know.
    fn no_opening_record(&self) -> &'static str;
    /// The opening of the envelope could not be recorded.
    fn opening_unrecorded(&self, why: &str) -> String;
    /// The envelope was opened `when` by another ferz (process `pid`, if known) since this
    /// window read it: here it stays sealed.
    fn opened_elsewhere(&self, when: &str, pid: Option<u32>) -> String;
    /// The envelope stays sealed: its opening cannot be recorded (`why`), and nothing would
    /// then stop a second opening.
    fn opening_unclaimed(&self, why: &str) -> String;
    /// An error of the operating system of `kind`, with the system's own words (`detail`).
    fn os_error(&self, kind: std::io::ErrorKind, detail: &str) -> String;
    /// ferz's own refusal of a file.
    fn storage_fault(&self, a0: Fault) -> &'static str;
    /// An envelope whose sealed move is not of the side to move.
    fn envelope_mismatch(&self, by: Color, turn: Color) -> String;
    /// A file named on the command line is not there.
    fn no_such_file(&self) -> &'static str;
    /// There is no data directory to write the autosave and the finished games in.
    fn no_data_dir(&self) -> &'static str;
    /// A finished game could not be kept in the games folder (error): it stays in `place`, or
    /// (`None`) in no file at all.
    fn kept_in(&self, error: &str, place: Option<&str>) -> String;
    /// `ferz resume`: there is no data directory to look for the autosave in.
    fn resume_no_data_dir(&self) -> &'static str;
    /// `ferz resume`: there is no unfinished game in the autosave `path`.
    fn resume_no_autosave(&self, path: &str) -> String;
    /// `ferz resume FILE`: the file cannot be resumed, and why.
    fn resume_unreadable(&self, path: &str, why: &str) -> String;
    /// A row of the list of unfinished games.
    fn found_row(&self, white: &str, black: &str, n: u32, turn: Color) -> String;
    /// Above the list of `n` unfinished games.
    fn found_many(&self, n: usize) -> String;
    /// After a game of the list that another ferz plays (`pid`, its process, if known).
    fn held_by(&self, pid: Option<u32>) -> String;
    /// The keys of the list.
    fn found_list_question(&self) -> &'static str;
    /// Under a game of the list found: its last move with its number (none before the first),
    /// its time control as the title writes it, and when it was last played ("2026-12-06 01:40
    /// UTC"), if known.
    fn found_details(&self, last: Option<&str>, control: &str, when: Option<&str>) -> String;
    /// The status line while the list of `n` unfinished games waits: ↑ ↓ when several do; one
    /// is listed only when another ferz plays it, so R is not offered.
    fn found_list_waiting(&self, n: usize) -> String;
    /// The game picked is played by another ferz: not resumed.
    fn found_held(&self, pid: Option<u32>) -> String;
    /// What a file that is not a regular file is.
    fn not_a_file(&self, kind: crate::file_fault::FileKind) -> String;
    /// `ferz resume`: the unfinished game `path` is played by another ferz.
    fn resume_held(&self, path: &str, pid: Option<u32>) -> String;
    /// The mark in the title while the game is not saved.
    fn unsaved_mark(&self) -> &'static str;
    /// Why the game is not saved, in a few words for the title beside the mark.
    fn unsaved_why(&self, why: crate::file_fault::WriteFailure) -> &'static str;
    /// Quitting while the game is not saved: where to save it?
    fn unsaved_quit(&self, why: &str, keys: &Keys) -> String;
    /// The game could not be saved anywhere as the program ends: its PGN follows.
    fn unsaved_exit(&self, why: &str) -> String;
    /// The last line as the program ends when the game could not be saved: its PGN is above.
    fn unsaved_ended(&self) -> &'static str;
    /// ferz itself failed; the terminal was given back, and the game `saved` or not.
    fn crashed(&self, saved: bool) -> &'static str;
    /// There is no terminal to play in, with the system's own words (`system`).
    fn no_terminal(&self, system: &str) -> String;
    /// A fixed text as a console limited to ASCII (`--pieces ascii`) shows it: English leaves
    /// out its mentions of Russian input ([`without_cyrillic`]), which such a console may not
    /// draw; a language written in another script keeps its texts whole.
    fn on_ascii_console<'t>(&self, text: &'t str) -> std::borrow::Cow<'t, str>;
    /// (key, label) pairs for the footer, looked up by [`FooterKey`].
    fn footer(&self, key: FooterKey, keys: &Keys) -> (&'static str, &'static str);
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
    /// The computer could not move: start its engine again.
    RestartComputer,
    /// The computer could not move: a person takes its chair.
    TakeChair,
}
