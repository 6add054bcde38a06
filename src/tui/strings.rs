//! Every word the terminal game shows, in one table, so that another language is one more
//! table (`--lang`): the view and the update read text only from a [`Strings`].
//!
//! Fixed texts are `&'static str`; texts with parts that vary are plain `fn` pointers, so a
//! table stays a `const` and a translation can reorder the parts as its grammar needs. Texts of
//! the game and rules layers (an illegal move explained, a refused offer, a result) are said
//! in the table's [`Lang`]. English is [`EN`]; Russian is [`RU`] (`strings/ru.rs`).

use crate::game::{ClaimReason, Outcome, SaveError, format_clock};
use crate::lang::Lang;
use crate::rules::{Color, PieceAt, Role, Square};

mod ru;

pub use ru::RU;

impl Strings {
    /// The table of `lang`.
    pub const fn of(lang: Lang) -> &'static Strings {
        match lang {
            Lang::En => &EN,
            Lang::Ru => &RU,
        }
    }
}

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
    /// The clocks are paused.
    pub paused: &'static str,
    /// Claim mode is on: how to finish the claim.
    pub claim_prompt: fn(Color) -> String,
    /// Review mode: `ply` of `total` shown, with the move that led there.
    pub review: fn(ply: usize, total: usize, last: Option<&str>) -> String,
    /// The game is over: the result and the reason.
    pub outcome: fn(&Outcome) -> String,

    // ----- messages after an action -----
    /// The clocks were started.
    pub started: fn(Color) -> String,
    /// The clocks run again.
    pub resumed: &'static str,
    /// A draw offer was declined.
    pub declined: fn(Color) -> String,
    /// An incorrect claim: the penalty given and the intended move played, if any.
    pub claim_refused: fn(by: Color, penalty_ms: u64, intended: Option<&str>) -> String,
    /// The claim mode was left without claiming.
    pub claim_cancelled: &'static str,
    /// A move was taken back.
    pub taken_back: fn(&str) -> String,
    /// The opponent did not agree to a takeback.
    pub takeback_refused: &'static str,
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
    /// In the title bar when touch-move is on.
    pub touch_move_on: &'static str,
    /// In the title bar when draw offers are refused before move `n`.
    pub offers_from: fn(n: u32) -> String,
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
    /// Quit while a game runs?
    pub confirm_quit: &'static str,
    /// Start again while a game runs?
    pub confirm_new: &'static str,
    /// Does `side` resign?
    pub confirm_resign: fn(Color) -> String,
    /// `asker` wants to take back `mv`; does the opponent agree?
    pub confirm_takeback: fn(asker: Color, mv: &str) -> String,
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
    pub adjourned: fn(by: Color, number: u32, path: &str) -> String,
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

    // ----- files and the system -----
    /// An error of the operating system of `kind`, with the system's own words (`detail`).
    pub os_error: fn(kind: std::io::ErrorKind, detail: &str) -> String,
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
    /// `ferz resume`: the autosave cannot be read (why); it was renamed to `kept`.
    pub resume_corrupt: fn(why: &str, kept: &str) -> String,
    /// `ferz resume`: the autosave `path` cannot be read (why), nor renamed (error).
    pub resume_corrupt_stuck: fn(path: &str, why: &str, error: &str) -> String,
    /// The last write of the game, when the program ends, failed.
    pub final_save_failed: fn(why: &str) -> String,

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

/// English, the default.
pub const EN: Strings = Strings {
    lang: Lang::En,
    app: "ferz",
    side: |c| c.fold("White", "Black"),
    time_control: |tc, category| format!("{tc} {category}"),
    category: |c| match c {
        crate::game::Category::Blitz => "blitz",
        crate::game::Category::Rapid => "rapid",
        crate::game::Category::Standard => "standard",
    },
    untimed: "no clock",

    ready: |c| format!("Press Enter to start — {}'s clock runs", side_en(c)),
    to_move: |c| format!("{} to move", side_en(c)),
    check: "check!",
    offer_pending: |c| format!("{} offers a draw — {}: F3 accept, F4 decline (or just move)", side_en(c), side_en(!c)),
    offer_standing: |c| format!("{} offers a draw with this move", side_en(c)),
    claimable: |c, reasons| {
        let what: Vec<&str> = reasons.iter().map(|r| reason_en(*r)).collect();
        format!("{} may claim a draw: {} (F5 F5)", side_en(c), what.join(", "))
    },
    paused: "Paused — both clocks are stopped. F8 resumes.",
    claim_prompt: |c| {
        format!(
            "{} claims a draw: F5 again as the position stands, or type or pick the intended move; Esc cancels",
            side_en(c)
        )
    },
    review: |ply, total, last| match last {
        Some(mv) => format!("Review: after {mv} (ply {ply} of {total}) — ←/→ step, Home/End, Esc back to the game"),
        None => format!("Review: the start position (ply 0 of {total}) — ←/→ step, Home/End, Esc back to the game"),
    },
    outcome: |o| o.to_string(),

    started: |c| format!("The game is on — {}'s clock runs.", side_en(c)),
    resumed: "The clocks run again.",
    declined: |c| format!("{} declines the draw.", side_en(c)),
    claim_refused: |by, penalty, intended| {
        let gift = if penalty > 0 {
            format!("{} gets {} more", side_en(!by), format_clock(penalty))
        } else {
            "no time is added (untimed game)".to_string()
        };
        match intended {
            Some(mv) => format!("{}'s claim is not correct: {gift}; the intended move {mv} is played.", side_en(by)),
            None => format!("{}'s claim is not correct: {gift}; play goes on.", side_en(by)),
        }
    },
    claim_cancelled: "No claim made.",
    taken_back: |mv| format!("{mv} was taken back."),
    takeback_refused: "The takeback was not agreed; play goes on.",
    takeback_nothing: "There is no move to take back.",
    saved: |path| format!("Saved the game to {path}"),
    save_failed: |path, why| format!("Could not save {path}: {why}"),
    hints: |on| if on { "Hints on: the picked-up piece shows where it can go.".into() } else { "Hints off.".into() },

    not_started: "Press Enter to start the clock first.",
    is_paused: "The clocks are paused: F8 resumes the game first.",
    in_review: "You are reviewing the game: Esc goes back to the position to play.",
    is_over: "The game is over: N new game, S save, R review, Q quit.",
    no_piece: |sq| format!("There is no piece on {sq}."),
    not_yours: |sq, owner, turn| {
        format!("The piece on {sq} is {}'s, and it is {}'s move.", side_en(owner), side_en(turn))
    },
    no_moves: |sq, role| format!("The {} on {sq} has no legal move.", role.name()),
    unknown_command: |text| format!("Unknown command ':{text}' — :help lists the commands."),
    bad_argument: |command, expected| format!(":{command} takes {expected}."),
    arg_nothing: "nothing after it",
    arg_side: "white, black or nothing (the side to move)",
    arg_flip: "auto, white, black or nothing",
    arg_on_off: "on, off or nothing",
    arg_pieces: "unicode, letters or ascii",
    arg_notation: "san, figurine, lan or ru",

    strict_arbiter: "strict arbiter",
    touch_move_on: "touch-move",
    offers_from: |n| format!("draw offers from move {n}"),
    hints_strict: "No hints under a strict arbiter: find the legal moves yourself.",
    touch_bound: |p, capture| {
        if capture { format!("touch-move: you must capture {p}") } else { format!("touch-move: you must move {p}") }
    },
    touch_keep: |p| format!("Touch-move: {p} was touched and cannot be put back; it must be moved (FIDE 4.3)."),

    move_prompt: "Move: ",
    command_prompt: ":",
    input_hint: "type a move (e4, Nf3, e7e8q, Кf3) · : command · ? help",

    no_clock: "no clock",
    delay_left: |d| format!("delay {d}"),
    moves_to_control: |n| if n == 1 { "1 move to time control".into() } else { format!("{n} moves to time control") },
    flag_fell: "FLAG FELL",
    clock_paused: "paused",

    moves_title: "Moves",
    promote_title: "Promote to",
    promote_keys: "Q R B N or ←/→ Enter · Esc cancels",
    promote_letter: Role::upper_char,
    game_over_title: "Game over",
    game_over_menu: "N new game · S save PGN · R review · Q quit",
    game_over_hide: "Esc shows the board",
    confirm_title: "Are you sure?",
    confirm_keys: "y = yes · n or Esc = no",
    confirm_quit: "Quit? The game is still going on.",
    confirm_new: "Start a new game? This one is still going on.",
    confirm_resign: |c| format!("Does {} resign?", side_en(c)),
    confirm_takeback: |asker, mv| {
        format!("{} asks to take back {mv}. {}, do you agree?", side_en(asker), side_en(!asker))
    },
    help_title: "Help — every key and command",
    help: HELP_EN,
    help_footer: "↑/↓ PgUp/PgDn scroll · Esc closes",
    too_small: |nw, nh, w, h| format!("terminal too small: need {nw}×{nh}, have {w}×{h}"),

    found_title: "Unfinished game",
    found: |white, black, n, turn| {
        format!("An unfinished game was found: {white} – {black}, move {n}, {} to move.", side_en(turn))
    },
    found_question: "Resume it (R) or start a new game (N)?",
    found_waiting: "An unfinished game was found: R resumes it, N starts a new game.",
    resumed_paused: |c| format!("Game resumed. Paused — press F8 to resume; {}'s clock runs then.", side_en(c)),
    notice_title: "Saved game",
    notice_keys: "Press any key to go on",
    save_unreadable: |why, kept| format!("The saved game could not be read: {why}. It was kept as {kept}."),
    save_unreadable_stuck: |why, path, error| {
        format!(
            "The saved game {path} could not be read: {why}. It could not be moved aside either ({error}), \
             so it is left as it is and this game is not autosaved."
        )
    },
    autosave_failed: |why| format!("Autosave failed: {why}. The game goes on, and ferz keeps trying to save it."),
    archived: |path| format!("The finished game is kept in {path}."),
    archive_failed: |why| format!("The finished game could not be kept: {why}."),
    kept_aside: |path| format!("The unfinished game was kept as {path}."),
    abandon_failed: |why| {
        format!(
            "The unfinished game in the autosave could not be moved aside: {why}. \
             This game is not autosaved, so that one is not overwritten."
        )
    },
    seal_title: "Adjourn: seal your move",
    seal_prompt: |c, n| {
        format!(
            "{} seals move {n}: type the move (it is not shown) and press Enter. It is not played now; \
             an illegal or ambiguous sealed move loses the game.",
            side_en(c)
        )
    },
    seal_label: "Sealed move: ",
    seal_keys: "Enter seals and adjourns · Esc: no adjournment",
    seal_empty: "Type the move to seal first.",
    seal_cancelled: "The game is not adjourned; play goes on.",
    adjourned: |c, n, path| {
        format!(
            "Game adjourned: {} sealed move {n}. The envelope is {path} — resume with: ferz resume {path}",
            side_en(c)
        )
    },
    adjourn_failed: |why| {
        format!("Could not write the envelope: {why}. The game is not adjourned; the clocks are paused (F8 resumes).")
    },
    envelope_title: "Adjourned game",
    envelope: |c, n| format!("Adjourned game — {} sealed move {n}. Press Enter to open the envelope", side_en(c)),
    envelope_keys: "Enter opens the envelope · F10 quits and keeps it sealed",
    envelope_opened: |c, mv| {
        format!("The envelope is opened: {}'s sealed move {mv} is played. {}'s clock runs.", side_en(c), side_en(!c))
    },
    sealed_lost: |c, why| format!("{}'s sealed move: {why}", side_en(c)),

    os_error: |_, detail| detail.to_string(),
    save_error: |e| e.to_string(),
    envelope_mismatch: |by, turn| {
        format!("the envelope is damaged: the sealed move is {}'s, but {} is to move", side_en(by), side_en(turn))
    },
    no_such_file: "there is no such file",
    no_data_dir: "there is no data directory for saves (set FERZ_DATA_DIR)",
    kept_in: |error, place| match place {
        Some(place) => format!("{error}; the game is kept in {place}"),
        None => format!("{error}; the game could not be kept in any file"),
    },
    resume_no_data_dir: "there is no data directory to look for a saved game in (set FERZ_DATA_DIR)",
    resume_no_autosave: |path| format!("there is no unfinished game to resume ({path} does not exist)"),
    resume_unreadable: |path, why| format!("cannot resume {path}: {why}"),
    resume_corrupt: |why, kept| format!("the saved game could not be read: {why}. It was kept as {kept}"),
    resume_corrupt_stuck: |path, why, error| {
        format!("the saved game {path} could not be read: {why}; it was left in place ({error})")
    },
    final_save_failed: |why| format!("the game could not be saved: {why}"),

    footer: |key| match key {
        FooterKey::Start => ("Enter", "start"),
        FooterKey::Help => ("F1", "help"),
        FooterKey::Offer => ("F2", "offer"),
        FooterKey::Accept => ("F3", "accept"),
        FooterKey::Decline => ("F4", "decline"),
        FooterKey::Claim => ("F5", "claim"),
        FooterKey::Resign => ("^R", "resign"),
        FooterKey::Review => ("F6", "review"),
        FooterKey::Flip => ("F7", "flip"),
        FooterKey::Pause => ("F8", "pause"),
        FooterKey::Resume => ("F8", "resume"),
        FooterKey::Save => ("F9", "save"),
        FooterKey::Quit => ("F10", "quit"),
        FooterKey::Step => ("←/→", "step"),
        FooterKey::Ends => ("Home/End", "first/last"),
        FooterKey::Back => ("Esc", "back"),
        FooterKey::Command => (":", "command"),
        FooterKey::NewGame => ("N", "new game"),
        FooterKey::Pick => ("Enter", "pick/put"),
        FooterKey::OverSave => ("S", "save PGN"),
        FooterKey::OverReview => ("R", "review"),
        FooterKey::OverQuit => ("Q", "quit"),
        FooterKey::ResumeFound => ("R", "resume"),
        FooterKey::OpenEnvelope => ("Enter", "open the envelope"),
        FooterKey::Seal => ("Enter", "seal"),
        FooterKey::Adjourn => (":adjourn", "seal and leave"),
    },
};

fn side_en(c: Color) -> &'static str {
    c.fold("White", "Black")
}

fn reason_en(r: ClaimReason) -> &'static str {
    match r {
        ClaimReason::ThreefoldRepetition => "threefold repetition",
        ClaimReason::FiftyMoves => "fifty-move rule",
    }
}

/// The English help: every key and every command. Keys fit 22 columns and what they do 52,
/// so the help reads whole at 80 columns.
const HELP_EN: &[(&str, &[(&str, &str)])] = &[
    (
        "Moving",
        &[
            ("← ↑ → ↓", "move the cursor"),
            ("Enter  Space", "pick up the piece under the cursor, put it down"),
            ("mouse", "click a piece, then its square; or drag it"),
            ("type, then Enter", "a move in any notation: e4 Nf3 e8=Q O-O g1f3 Кf3"),
            ("Backspace", "correct the typed move"),
            ("Esc", "drop the piece, clear the input, close a window"),
            ("Q R B N", "promotion: choose the piece (Ф Л С К too)"),
            ("←/→  Enter  Space", "promotion: move the choice, take it"),
        ],
    ),
    (
        "The game",
        &[
            ("Enter  :start", "before the game: start the clock"),
            ("F2  ^O  :offer  :draw", "offer a draw (it stands until answered or a move)"),
            ("F3  ^A  :accept", "accept the draw offer"),
            ("F4  ^D  :decline", "decline the draw offer"),
            ("F5  ^E  :claim", "claim a draw: then F5 again to claim as the"),
            ("", "position stands, or type or pick the intended move"),
            (":claim MOVE", "claim a draw with the move you intend to play"),
            ("^R  :resign", "resign, after a question (the side to move)"),
            (":resign white|black", "that side resigns"),
            ("^Z  :takeback  :undo", "take back the last move, if the opponent agrees"),
            ("y  n", "answer a question (д н too); Esc answers no"),
            ("F8  ^P", "pause or resume both clocks"),
            (":pause  :resume", "the same, as commands"),
            ("N  S  R  Q", "after the game: new game, save, review, quit"),
        ],
    ),
    (
        "Looking",
        &[
            ("F6  :review", "review the moves: ←/→ step, Home/End, Esc back"),
            ("PgUp  Home", "during the game: go into review"),
            ("PgUp  PgDn", "in review: ten moves back or forward"),
            ("mouse wheel", "step through the moves"),
            ("F7  ^F  :flip", "turn the board"),
            (":flip auto|white|black", "turn to the side to move, or fix a side"),
            (":hints [on|off]", "show where the picked-up piece can go"),
            (":pieces SET", "unicode, letters or ascii"),
            (":notation NAME", "moves in san, figurine, lan or ru"),
            ("^L  :redraw", "redraw the screen"),
        ],
    ),
    (
        "Files and leaving",
        &[
            ("F9  ^S  :save [FILE]", "save the game (a PGN that ferz resume reads)"),
            (":new", "a new game (asks while one is going on)"),
            (":adjourn  :seal", "seal your move unseen, save the game and leave"),
            ("ferz resume [FILE]", "later: resume the game, or open the envelope"),
            ("F10  ^Q  :quit", "quit (asks while a game is going on)"),
            (":q  :exit", "the same"),
            ("^C", "quit at once"),
            ("F1  ?  :help  :h  :?", "this help"),
        ],
    ),
];
