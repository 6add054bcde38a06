//! English: every word of the terminal game in English. The texts of the game and rules layers
//! (illegal moves explained, refusals, results) come from [`Lang::En`](crate::lang::Lang).

use crate::game::format_clock;
use crate::lang::Lang;
use crate::lang::terminal::{FooterKey, Strings};
use crate::rules::{Color, Role};
use crate::storage::Fault;

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

    ready: |c| format!("Press Enter to start, or type a move — {}'s clock runs", side_en(c)),
    to_move: |c| format!("{} to move", side_en(c)),
    check: "check!",
    offer_pending: |c| format!("{} offers a draw — {}: F3 accept, F4 decline (or just move)", side_en(c), side_en(!c)),
    offer_standing: |c| format!("{} offers a draw with this move", side_en(c)),
    claimable: |c, reasons| {
        let what: Vec<&str> = reasons.iter().map(|r| Lang::En.claim_reason(*r)).collect();
        format!("{} may claim a draw: {} (F5 F5)", side_en(c), what.join(", "))
    },
    claim_next_repeat: |c, moves| {
        format!(
            "{} may claim a draw with the move {moves}: it repeats the position a third time (F5, then the move)",
            side_en(c)
        )
    },
    claim_next_fifty: |c| {
        format!(
            "{} may claim a draw with any move but a capture or a pawn move: the 50-move rule (F5, then the move)",
            side_en(c)
        )
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
    outcome: |o| Lang::En.outcome(o),
    over_at_start: |o| format!("The position given is already over: {o}; no move can be played."),

    started: |c| format!("The game is on — {}'s clock runs.", side_en(c)),
    resumed: "The clocks run again.",
    arbiter_checks: |c| format!("Flag fallen. ferz checks whether {} can still mate…", side_en(c)),
    late_dead: |undone| {
        format!(
            "The position was already dead before {undone} (5.2.2): the game ended there, drawn; those moves are undone."
        )
    },
    declined: |name, c| format!("{} declines the draw; play goes on.", who_en(name, c)),
    claim_refused: |by, penalty, intended| {
        let gift = if !penalty.is_zero() {
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
    takeback_refused: |name, c, mv| format!("{} does not agree to take back {mv}; play goes on.", who_en(name, c)),
    resign_no: |name, c| format!("{} does not resign; play goes on.", who_en(name, c)),
    accept_no: |name, c| {
        format!("{} does not accept now; the draw offer stands until {}'s move.", who_en(name, c), side_en(c))
    },
    decline_no: |name, c| {
        format!("{} does not decline; the draw offer stands until {}'s move.", who_en(name, c), side_en(c))
    },
    point_out_no: "No illegal move pointed out; play goes on.",
    goes_on: "The game goes on.",
    rematch_no: "No new game: S saves this one, R reviews it, Q quits.",
    rematch_started: |white, black| match (white, black) {
        (Some(w), Some(b)) => format!("New game, colours swapped: {w} plays White, {b} plays Black."),
        _ => "New game, colours swapped: whoever played Black now plays White.".to_string(),
    },
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
    no_moves: |sq, role| format!("The {} on {sq} has no legal move.", super::role_name(role)),
    unknown_command: |text| format!("Unknown command ':{text}' — :help lists the commands."),
    bad_argument: |command, expected| format!(":{command} takes {expected}."),
    arg_nothing: "nothing after it",
    arg_side: "white, black or nothing (the side to move)",
    arg_flip: "auto, white, black or nothing",
    arg_on_off: "on, off or nothing",
    arg_pieces: "unicode, letters or ascii",
    arg_notation: "san, figurine, lan or ru",

    strict_arbiter: "strict arbiter",
    practice_arbiter: "practice arbiter: ^X points out",
    touch_move_on: "touch-move",
    offers_from: |n| format!("draw offers from move {n}"),
    chess960: |n| n.map_or_else(|| "Chess960".to_string(), |n| format!("Chess960 no. {n}")),
    piece_odds: |odds| {
        let pieces: Vec<&str> = odds.pieces.iter().map(|p| p.name()).collect();
        let side = match odds.color {
            Color::White => "White",
            Color::Black => "Black",
        };
        format!("{side} gives {} odds", pieces.join(" and "))
    },
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
    counter_short: |made, left| match left {
        Some(left) => format!("{made} made, {left} to control"),
        None => format!("{made} made"),
    },
    flag_fell: "FLAG FELL",
    clock_paused: "paused",

    moves_title: "Moves",
    promote_title: "Promote to",
    promote_keys: "Q R B N or ←/→ Enter · Esc cancels",
    promote_pawn: "P leaves it a pawn",
    promote_letter: Role::upper_char,
    game_over_title: "Game over",
    game_over_menu: "N new game · S save PGN · R review · T time · Q quit",
    game_over_hide: "Esc hides this box",
    confirm_title: "Are you sure?",
    confirm_keys: "y = yes · n or Esc = no",
    confirm_short: "y\u{a0}/\u{a0}n",
    confirm_quit: "Quit? The game is still going on.",
    confirm_new: "Start a new game? This one is still going on.",
    confirm_rematch: |white, black| match (white, black) {
        (Some(w), Some(b)) => format!("A new game with colours swapped: {w} plays White, {b} plays Black. Start it?"),
        _ => "A new game with colours swapped: whoever played Black now plays White. Start it?".to_string(),
    },
    confirm_resign: |name, c| format!("{}, do you resign?", who_en(name, c)),
    confirm_point_out: |name, c| match name {
        Some(_) => {
            format!("{}, do you point out an illegal move? The position before it comes back.", who_en(name, c))
        }
        None => format!("Does {} point out an illegal move? The position before it comes back.", side_en(c)),
    },
    claim_anyway: |claimant, c, intended, penalty, gets| {
        let wrong = match intended {
            Some(mv) => format!("{mv} does not make a draw claimable"),
            None => "no draw can be claimed now".to_string(),
        };
        let cost = if !penalty.is_zero() {
            format!("gives {} {}", gets.unwrap_or(side_en(!c)), format_clock(penalty))
        } else {
            "adds no time (untimed game)".to_string()
        };
        let played = intended.map(|mv| format!(" and plays {mv}")).unwrap_or_default();
        format!("{}, {wrong}. Claiming anyway {cost}{played}. Claim?", who_en(claimant, c))
    },
    confirm_takeback: |asker, c, mv, answerer| {
        format!("{} asks to take back {mv}. {}, do you agree?", who_en(asker, c), who_en(answerer, !c))
    },
    confirm_accept: |answerer, c, offerer| {
        format!("{}, do you accept {}'s draw offer?", who_en(answerer, c), offerer.unwrap_or(side_en(!c)))
    },
    confirm_decline: |answerer, c, offerer| {
        format!("{}, do you decline {}'s draw offer?", who_en(answerer, c), offerer.unwrap_or(side_en(!c)))
    },
    own_offer: |offerer, c, answerer| {
        let by = offerer.unwrap_or(side_en(c));
        format!("This is {by}'s own draw offer: {} answers it after {by}'s move.", who_en(answerer, !c))
    },
    offer_early: |c| {
        format!(
            "{} offers a draw — it can be agreed once both sides have moved; {}: F4 declines",
            side_en(c),
            side_en(!c)
        )
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
    resumed_paused: |c| format!("The saved game is back with both clocks stopped: F8 starts {}'s clock.", side_en(c)),
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
    adjourned: |c, n, path, code| {
        format!(
            "Game adjourned: {} sealed move {n}. The envelope is {path} — resume with: ferz resume {path}\n\
             The code that opens it: {code} — write it on the scoresheet now; it is not shown again.",
            side_en(c)
        )
    },
    adjourn_failed: |why| {
        format!("Could not write the envelope: {why}. The game is not adjourned; the clocks are paused (F8 resumes).")
    },
    envelope_title: "Adjourned game",
    envelope: |c, n| {
        format!(
            "Adjourned game — {} sealed move {n}. Type the code from the scoresheet to open the envelope",
            side_en(c)
        )
    },
    envelope_keys: "Enter opens the envelope · F10 quits and keeps it sealed",
    envelope_opened: |c, mv| {
        format!("The envelope is opened: {}'s sealed move {mv} is played. {}'s clock runs.", side_en(c), side_en(!c))
    },
    sealed_lost: |c, why| format!("{}'s sealed move: {why}", side_en(c)),
    code_label: "Code: ",
    envelope_error: |e| {
        use crate::game::EnvelopeError as E;
        match e {
            E::NotACode => "A code is twelve letters and digits, such as K7MQ-3XRA-P2WD: type it again.".into(),
            E::WrongCode => "This is not the code the envelope was sealed with: it stays sealed.".into(),
            E::Tampered => "The envelope was changed after it was sealed (moves, clocks or the sealed move): \
                            it is not opened. Call the arbiter."
                .into(),
            E::Damaged => "The seal of the envelope is damaged: it cannot be opened. Call the arbiter.".into(),
            E::NoRandom => "the system gave no random numbers to seal with".into(),
        }
    },
    opened_before: |when| format!("This envelope was opened before: {when}."),
    no_opening_record: "No record of an earlier opening here: a copy opened on another computer cannot be told from a sealed one.",
    opening_unrecorded: |why| format!("The opening of the envelope could not be recorded: {why}."),

    os_error: |_, detail| detail.to_string(),
    storage_fault: storage_fault_en,
    save_error: |e| Lang::En.save_error(e),
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
    resume_no_autosave: |path| format!("there is no unfinished game to resume (none in {path})"),
    resume_unreadable: |path, why| format!("cannot resume {path}: {why}"),
    found_row: |white, black, n, turn| format!("{white} – {black}, move {n}, {} to move", side_en(turn)),
    found_many: |n| match n {
        1 => "An unfinished game was found:".to_string(),
        n => format!("{n} unfinished games were found. Pick one with ↑ ↓:"),
    },
    held_by: |pid| match pid {
        Some(pid) => format!("being played in another window (process {pid})"),
        None => "being played in another window".to_string(),
    },
    found_list_question: "Enter or R resumes it · N starts a new game (the others are kept in games/) · Q quits",
    found_list_waiting: |n| match n {
        1 => "The unfinished game found is being played in another window: N starts a new game, Q quits.".to_string(),
        n => format!("{n} unfinished games were found: ↑ ↓ picks one, R resumes it, N starts a new game."),
    },
    found_held: |pid| match pid {
        Some(pid) => format!("That game is being played in another window (process {pid}): it is not resumed here."),
        None => "That game is being played in another window: it is not resumed here.".to_string(),
    },
    not_a_file: |kind| {
        use crate::storage::FileKind as K;
        match kind {
            K::Symlink => "it is a symbolic link, not a save (ferz never follows one)",
            K::Fifo => "it is a named pipe (FIFO), not a file",
            K::Socket => "it is a socket, not a file",
            K::Device => "it is a device, not a file",
            K::Directory => "it is a folder, not a file",
            K::Missing | K::Regular | K::Other => "it is not a regular file",
        }
        .to_string()
    },
    unsaved_mark: "● NOT SAVED",
    unsaved_quit: |why| {
        format!(
            "The game is not saved ({why}). Where should it go? Edit the file name and press Enter \
             to save it — or F10 again quits, and the game is printed as PGN."
        )
    },
    unsaved_exit: |why| format!("the game could not be saved ({why}); here it is as PGN — copy it to keep it:"),
    unsaved_ended: "the game was not saved: its PGN is above",
    crashed: |saved| match saved {
        true => "ferz failed (see the message above); the game was saved",
        false => "ferz failed (see the message above); the game was not saved: its PGN is above",
    },
    no_terminal: |system| {
        format!(
            "there is no terminal to play in: run ferz in a terminal window (ferz script plays without one); \
             the system says: {system}"
        )
    },
    resume_held: |path, pid| match pid {
        Some(pid) => format!("the unfinished game {path} is being played in another window (process {pid})"),
        None => format!("the unfinished game {path} is being played in another window"),
    },

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
        FooterKey::TimeChart => ("T", "time"),
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

/// A player as a question addresses them: "Anna (White)", or "White" when the players gave
/// no names.
fn who_en(name: Option<&str>, c: Color) -> String {
    match name {
        Some(name) => format!("{name} ({})", side_en(c)),
        None => side_en(c).to_string(),
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
            ("", "assist arbiter: a wrong claim says its cost and asks"),
            ("^R  :resign", "resign, after a question (the side to move)"),
            (":resign white|black", "that side resigns"),
            ("^Z  :takeback  :undo", "take back the last move, if the opponent agrees"),
            ("^X  :illegal", "--arbiter practice: point out an illegal move (7.5)"),
            (":press", "--arbiter practice: press the clock, no move (7.8)"),
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
            ("T", "after the game, in review: where the time went"),
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
            (":new", "a new game (asks; after a game the colours swap)"),
            (":adjourn  :seal", "seal your move unseen, save the game and leave"),
            ("ferz resume [FILE]", "later: resume the game, or open the envelope"),
            ("F10  ^Q  :quit", "quit (asks while a game is going on)"),
            (":q  :exit", "the same"),
            ("^C", "quit at once"),
            ("F1  ?  :help  :h  :?", "this help"),
        ],
    ),
];

/// ferz's own refusal of a file, in English (also its `Display`).
const fn storage_fault_en(fault: Fault) -> &'static str {
    match fault {
        Fault::TooLargeForSave => "the file is too large for a save",
        Fault::NotUtf8 => "the file is not UTF-8 text",
        Fault::TooManyNames => "too many games of the same name",
        Fault::TooManySetAside => "too many set-aside files",
    }
}
