//! English: every word of the terminal game in English. The texts of the game and rules layers
//! (illegal moves explained, refusals, results) come from the supertraits (`en/messages.rs`).

use crate::file_fault::Fault;
use crate::game::{ClaimReason, Duration, Outcome, Termination, format_clock};
use crate::lang::Keys;
use crate::lang::terminal::{Asked, FooterKey, TerminalWords, given_name, name_with_aside};
use crate::lang::{English, MessageWords};
use crate::rules::{Color, PieceAt, Role, Square};

/// English, the default.
impl TerminalWords for English {
    fn app(&self) -> &'static str {
        "ferz"
    }

    fn side(&self, c: Color) -> &'static str {
        c.fold("White", "Black")
    }

    fn time_control(&self, tc: &str, category: &'static str) -> String {
        format!("{tc} {category}")
    }

    fn category(&self, c: crate::game::Speed) -> &'static str {
        match c {
            crate::game::Speed::Bullet => "bullet",
            crate::game::Speed::Blitz => "blitz",
            crate::game::Speed::Rapid => "rapid",
            crate::game::Speed::Standard => "standard",
        }
    }

    fn increment_up_front(&self, shown: &str, increment: Duration) -> String {
        let increment = format!("{} s", seconds_text(increment));
        format!(
            "The clocks show {shown}: the {increment} increment of move 1 is added before it, as a DGT clock does \
             (FIDE mode)."
        )
    }

    fn untimed(&self) -> &'static str {
        "no clock"
    }

    fn ready(&self, name: Option<&str>, c: Color) -> String {
        format!("Press Enter to start, or type a move — {}'s clock runs", name_or_side(name, c))
    }

    fn to_move(&self, name: Option<&str>, c: Color) -> String {
        format!("{} to move", who_en(name, c))
    }

    fn check(&self) -> &'static str {
        "check!"
    }

    fn offer_pending(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>, keys: &Keys) -> String {
        let accept = keys.accept;
        let decline = keys.decline;
        let (by, to) = (name_or_side(offerer, c), name_or_side(answerer, !c));
        format!("{by} offers a draw — {to}: {accept} accept, {decline} decline (or just move)")
    }

    fn offer_standing(&self, name: Option<&str>, c: Color) -> String {
        format!("{} offers a draw with this move", name_or_side(name, c))
    }

    fn claimable(&self, name: Option<&str>, c: Color, reasons: &[ClaimReason], keys: &Keys) -> String {
        let claim = keys.claim;
        let what: Vec<&str> = reasons.iter().map(|r| English.claim_reason(*r)).collect();
        format!("{} may claim a draw: {} ({claim} {claim})", name_or_side(name, c), what.join(", "))
    }

    fn claim_next_repeat(&self, name: Option<&str>, c: Color, moves: &str, keys: &Keys) -> String {
        let claim = keys.claim;
        format!(
            "{} may claim a draw with the move {moves}: it repeats the position a third time ({claim}, then the move)",
            name_or_side(name, c)
        )
    }

    fn claim_next_fifty(&self, name: Option<&str>, c: Color, keys: &Keys) -> String {
        let claim = keys.claim;
        format!(
            "{} may claim a draw with any move but a capture or a pawn move: the 50-move rule ({claim}, then the move)",
            name_or_side(name, c)
        )
    }

    fn paused(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("Paused — both clocks are stopped. {pause} resumes.")
    }

    fn claim_prompt(&self, name: Option<&str>, c: Color, keys: &Keys) -> String {
        let claim = keys.claim;
        format!(
            "{} claims a draw: {claim} again as the position stands, or type or pick the intended move; Esc cancels",
            name_or_side(name, c)
        )
    }

    fn review(&self, ply: usize, total: usize, last: Option<&str>) -> String {
        match last {
            Some(mv) => format!("Review: after {mv} (ply {ply} of {total}) — ←/→ step, Home/End, Esc back to the game"),
            None => format!("Review: the start position (ply 0 of {total}) — ←/→ step, Home/End, Esc back to the game"),
        }
    }

    fn over_at_start(&self, o: &str) -> String {
        format!("The position given is already over: {o}; no move can be played.")
    }

    fn started(&self, name: Option<&str>, c: Color) -> String {
        format!("The game is on — {}'s clock runs.", name_or_side(name, c))
    }

    fn resumed(&self) -> &'static str {
        "The clocks run again."
    }

    fn stopped(&self) -> &'static str {
        "ferz was stopped: both clocks were paused at that moment, and the time away is charged to no one."
    }

    fn seat_failed(&self, name: &str, why: &str) -> String {
        // An engine's error reads as a phrase without a full stop; a sentence ends with one.
        let stop = if why.ends_with(['.', '!', '?']) { "" } else { "." };
        format!(
            "{name} could not move: {why}{stop} The clocks are paused: restart the engine, or play its moves at this keyboard."
        )
    }

    fn seat_fault_title(&self) -> &'static str {
        "The computer could not move"
    }

    fn seat_fault_choices(&self, name: &str, side: Color) -> [(&'static str, String); 2] {
        [
            ("R", format!("restart {name}; the game goes on as it stood")),
            ("H", format!("a person at this keyboard plays {} from here", side_en(side))),
        ]
    }

    fn computer_restarted(&self, name: &str) -> String {
        format!("{name} was started again; the clocks run.")
    }

    fn chair_taken(&self, side: Color) -> String {
        format!("{} is played at this keyboard from here; the clocks run.", side_en(side))
    }

    fn seat_illegal(&self, uci: &str) -> String {
        format!("it answered {uci}, which is not a legal move here.")
    }

    fn arbiter_checks(&self, name: Option<&str>, c: Color) -> String {
        format!("Flag fallen. ferz checks whether {} can still mate…", who_en(name, c))
    }

    fn late_dead_notice(&self, undone: &str) -> String {
        format!(
            "The position was already dead before {undone} (5.2.2): the game ended there, drawn; those moves are undone."
        )
    }

    fn declined(&self, name: Option<&str>, c: Color) -> String {
        format!("{} declines the draw; play goes on.", who_en(name, c))
    }

    fn claim_refused(
        &self,
        by: Color,
        claimant: Option<&str>,
        gets: Option<&str>,
        penalty: Duration,
        intended: Option<&str>,
    ) -> String {
        let gift = if !penalty.is_zero() {
            format!("{} gets {} more", who_en(gets, !by), format_clock(penalty))
        } else {
            "no time is added (untimed game)".to_string()
        };
        let whose = name_or_side(claimant, by);
        match intended {
            Some(mv) => format!("{whose}'s claim is not correct: {gift}; the intended move {mv} is played."),
            None => format!("{whose}'s claim is not correct: {gift}; play goes on."),
        }
    }

    fn finding_said(&self, f: &crate::game::Finding, white: Option<&str>, black: Option<&str>) -> String {
        let ended = f.ended.map(|o| self.result(&o, white, black));
        super::finding_with(f, &super::illegal_move_of_side(&f.illegal), ended)
    }

    fn result(&self, o: &Outcome, white: Option<&str>, black: Option<&str>) -> String {
        let who = |c: Color| who_en(c.fold(white, black), c);
        let text = match (o.termination, o.by, o.winner) {
            (Termination::Checkmate, _, Some(w)) => format!("{} wins by checkmate", who(w)),
            // Where a player's act lost the game, the score says who wins: the sentence says who
            // did what, short enough for the game-over box at 80×24.
            (Termination::Resignation, Some(c), _) => format!("{} resigned", who(c)),
            (Termination::Timeout, Some(c), None) => {
                format!("{} ran out of time, but {} cannot checkmate: a draw", who(c), who(!c))
            }
            (Termination::Timeout, Some(c), _) => format!("{} lost on time", who(c)),
            (Termination::ThreefoldRepetition | Termination::FiftyMoves, Some(c), _) => {
                format!("{}, claimed by {}", English.termination(o.termination), who(c))
            }
            (Termination::IllegalSealedMove, Some(c), _) => format!("{} sealed an illegal move", who(c)),
            (Termination::IllegalMove, Some(c), None) => {
                format!("{} made a second illegal move, but {} cannot checkmate: a draw", who(c), who(!c))
            }
            (Termination::IllegalMove, Some(c), _) => format!("{} made a second illegal move", who(c)),
            // A draw no player's act decided says how it ended ("stalemate", "draw agreed").
            (t, _, Some(w)) => format!("{} wins: {}", who(w), English.termination(t)),
            (t, _, None) => English.termination(t).to_string(),
        };
        format!("{} — {text}", o.score())
    }

    fn claim_cancelled(&self) -> &'static str {
        "No claim made."
    }

    fn taken_back(&self, mv: &str) -> String {
        format!("{mv} was taken back.")
    }

    fn takeback_refused(&self, name: Option<&str>, c: Color, mv: &str) -> String {
        format!("{} does not agree to take back {mv}; play goes on.", who_en(name, c))
    }

    fn resign_no(&self, name: Option<&str>, c: Color) -> String {
        format!("{} does not resign; play goes on.", who_en(name, c))
    }

    fn accept_no(&self, name: Option<&str>, c: Color) -> String {
        format!(
            "{} does not accept now; the draw offer stands until {}'s move.",
            who_en(name, c),
            name_or_side(name, c)
        )
    }

    fn point_out_no(&self) -> &'static str {
        "No illegal move pointed out; play goes on."
    }

    fn goes_on(&self) -> &'static str {
        "The game goes on."
    }

    fn rematch_no(&self) -> &'static str {
        "No new game: S saves this one, R reviews it, Q quits."
    }

    fn rematch_started(&self, white: Option<&str>, black: Option<&str>) -> String {
        match (white, black) {
            (Some(w), Some(b)) => format!("New game, colours swapped: {w} plays White, {b} plays Black."),
            _ => "New game, colours swapped: whoever played Black now plays White.".to_string(),
        }
    }

    fn takeback_nothing(&self) -> &'static str {
        "There is no move to take back."
    }

    fn saved(&self, path: &str) -> String {
        format!("Saved the game to {path}")
    }

    fn save_failed(&self, path: &str, why: &str) -> String {
        format!("Could not save {path}: {why}")
    }

    fn hints(&self, on: bool) -> String {
        if on { "Hints on: the picked-up piece shows where it can go.".into() } else { "Hints off.".into() }
    }

    fn not_started(&self) -> &'static str {
        "Press Enter to start the clock first."
    }

    fn is_paused(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("The clocks are paused: {pause} resumes the game first.")
    }

    fn in_review(&self) -> &'static str {
        "You are reviewing the game: Esc goes back to the position to play."
    }

    fn is_over(&self) -> &'static str {
        "The game is over: N new game, S save, R review, Q quit."
    }

    fn no_piece(&self, sq: Square) -> String {
        format!("There is no piece on {sq}.")
    }

    fn not_yours(&self, sq: Square, owner: Color, name: Option<&str>, turn: Color) -> String {
        format!("The piece on {sq} is {}'s; {} is to move.", side_en(owner), who_en(name, turn))
    }

    fn no_moves(&self, sq: Square, role: Role) -> String {
        format!("The {} on {sq} has no legal move.", super::role_name(role))
    }

    fn unknown_command(&self, text: &str) -> String {
        format!("Unknown command ':{text}' — :help lists the commands.")
    }

    fn bad_argument(&self, command: &str, expected: &str) -> String {
        format!(":{command} takes {expected}.")
    }

    fn arg_nothing(&self) -> &'static str {
        "nothing after it"
    }

    fn arg_side(&self) -> &'static str {
        "white, black or nothing (the side to move)"
    }

    fn arg_flip(&self) -> &'static str {
        "auto, white, black or nothing"
    }

    fn arg_on_off(&self) -> &'static str {
        "on, off or nothing"
    }

    fn arg_pieces(&self) -> &'static str {
        "art, unicode, letters or ascii"
    }

    fn arg_notation(&self) -> &'static str {
        "san, figurine, lan or ru"
    }

    fn strict_arbiter(&self) -> &'static str {
        "strict arbiter"
    }

    fn practice_arbiter(&self, keys: &Keys) -> String {
        let point_out = keys.point_out;
        format!("practice arbiter: {point_out} points out")
    }

    fn touch_move_on(&self) -> &'static str {
        "touch-move"
    }

    fn offers_from(&self, n: u32) -> String {
        format!("draw offers from move {n}")
    }

    fn chess960(&self, n: Option<u16>) -> String {
        n.map_or_else(|| "Chess960".to_string(), |n| format!("Chess960 no. {n}"))
    }

    fn piece_odds(&self, odds: &crate::game::PieceOdds) -> String {
        let pieces: Vec<&str> = odds.pieces.iter().map(|p| p.name()).collect();
        let side = match odds.color {
            Color::White => "White",
            Color::Black => "Black",
        };
        format!("{side} gives {} odds", super::start::series(&pieces))
    }

    fn hints_strict(&self) -> &'static str {
        "No hints under a strict arbiter: find the legal moves yourself."
    }

    fn touch_bound(&self, p: &PieceAt, capture: bool) -> String {
        if capture { format!("touch-move: you must capture {p}") } else { format!("touch-move: you must move {p}") }
    }

    fn touch_keep(&self, p: &PieceAt) -> String {
        format!("Touch-move: {p} was touched and cannot be put back; it must be moved (FIDE 4.3).")
    }

    fn move_prompt(&self) -> &'static str {
        "Move: "
    }

    fn command_prompt(&self) -> &'static str {
        ":"
    }

    fn input_hint(&self) -> &'static str {
        "type a move (e4, Nf3, e7e8q, Кf3) · : command · ? help"
    }

    fn no_clock(&self) -> &'static str {
        "no clock"
    }

    fn delay_left(&self, d: &str) -> String {
        format!("delay {d}")
    }

    fn moves_to_control(&self, n: u32) -> String {
        if n == 1 { "1 move to time control".into() } else { format!("{n} moves to time control") }
    }

    fn counter_short(&self, made: u32, left: Option<u32>) -> String {
        match left {
            Some(left) => format!("{made} made, {left} to control"),
            None => format!("{made} made"),
        }
    }

    fn flag_fell(&self) -> &'static str {
        "FLAG FELL"
    }

    fn clock_paused(&self) -> &'static str {
        "paused"
    }

    fn moves_title(&self) -> &'static str {
        "Moves"
    }

    fn promote_title(&self) -> &'static str {
        "Promote to"
    }

    fn promote_keys(&self) -> &'static str {
        "Q R B N or ←/→ Enter · Esc cancels"
    }

    fn promote_pawn(&self) -> &'static str {
        "P leaves it a pawn"
    }

    fn promote_letter(&self, a0: Role) -> char {
        Role::upper_char(a0)
    }

    fn game_over_title(&self) -> &'static str {
        "Game over"
    }

    fn game_over_menu(&self) -> &'static str {
        "N new game · S save PGN · R review · T time · Q quit"
    }

    fn game_over_hide(&self) -> &'static str {
        "Esc hides this box"
    }

    fn question_title(&self, asked: Asked<'_>) -> String {
        match asked {
            Asked::Quit => "Quit the game".to_string(),
            Asked::NewGame => "A new game".to_string(),
            Asked::Rematch => "A new game, colours swapped".to_string(),
            Asked::Resign { name, side } => format!("{}: resign?", who_en(name, side)),
            Asked::PointOut { name, side } => format!("{}: point out an illegal move?", who_en(name, side)),
            Asked::Claim { name, side } => format!("{}: a draw claim", who_en(name, side)),
            Asked::Takeback { asker, side, answerer } => {
                format!("{}, {} asks to take back a move", name_or_side(answerer, !side), name_or_side(asker, side))
            }
            Asked::Draw { answerer, side, offerer } => {
                format!("{}, {} offers a draw", name_or_side(answerer, side), name_or_side(offerer, !side))
            }
        }
    }

    fn confirm_keys(&self) -> &'static str {
        "y = yes · n or Esc = no"
    }

    fn confirm_short(&self) -> &'static str {
        "y\u{a0}/\u{a0}n"
    }

    fn confirm_quit(&self) -> &'static str {
        "Quit? The game is still going on."
    }

    fn confirm_new(&self) -> &'static str {
        "Start a new game? This one is still going on."
    }

    fn confirm_rematch(&self, white: Option<&str>, black: Option<&str>) -> String {
        match (white, black) {
            (Some(w), Some(b)) => {
                format!("A new game with colours swapped: {w} plays White, {b} plays Black. Start it?")
            }
            _ => "A new game with colours swapped: whoever played Black now plays White. Start it?".to_string(),
        }
    }

    fn confirm_resign(&self, name: Option<&str>, c: Color) -> String {
        format!("{}, do you resign?", who_en(name, c))
    }

    fn confirm_point_out(&self, name: Option<&str>, c: Color) -> String {
        match given_name(name, c) {
            Some(_) => {
                format!("{}, do you point out an illegal move? The position before it comes back.", who_en(name, c))
            }
            None => format!("Does {} point out an illegal move? The position before it comes back.", side_en(c)),
        }
    }

    fn claim_anyway(
        &self,
        claimant: Option<&str>,
        c: Color,
        intended: Option<&str>,
        penalty: Duration,
        gets: Option<&str>,
    ) -> String {
        let wrong = match intended {
            Some(mv) => format!("{mv} does not make a draw claimable"),
            None => "no draw can be claimed now".to_string(),
        };
        let cost = if !penalty.is_zero() {
            format!("gives {} {}", name_or_side(gets, !c), format_clock(penalty))
        } else {
            "adds no time (untimed game)".to_string()
        };
        let played = intended.map(|mv| format!(" and plays {mv}")).unwrap_or_default();
        format!("{}, {wrong}. Claiming anyway {cost}{played}. Claim?", who_en(claimant, c))
    }

    fn confirm_takeback(&self, asker: Option<&str>, c: Color, mv: &str, answerer: Option<&str>) -> String {
        format!("{} asks to take back {mv}. {}, do you agree?", who_en(asker, c), who_en(answerer, !c))
    }

    fn confirm_accept(&self, answerer: Option<&str>, c: Color, offerer: Option<&str>) -> String {
        format!("{}, do you accept {}'s draw offer?", who_en(answerer, c), name_or_side(offerer, !c))
    }

    fn own_offer(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>) -> String {
        let by = name_or_side(offerer, c);
        format!("This is {by}'s own draw offer: {} answers it after {by}'s move.", who_en(answerer, !c))
    }

    fn offer_early(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>, keys: &Keys) -> String {
        let decline = keys.decline;
        let (by, to) = (name_or_side(offerer, c), name_or_side(answerer, !c));
        format!("{by} offers a draw — it can be agreed once both sides have moved; {to}: {decline} declines")
    }

    fn help_title(&self) -> &'static str {
        "Help — every key and command"
    }

    fn help(&self, keys: &Keys) -> Vec<(&'static str, Vec<(String, String)>)> {
        keys.fill_help(HELP_EN)
    }

    fn help_footer(&self) -> &'static str {
        "↑/↓ PgUp/PgDn scroll · Esc closes"
    }

    fn too_small(&self, nw: u16, nh: u16, w: u16, h: u16) -> String {
        format!("terminal too small: need {nw}×{nh}, have {w}×{h}")
    }

    fn found_title(&self) -> &'static str {
        "Unfinished game"
    }

    fn found(&self, white: &str, black: &str, n: u32, turn: Color) -> String {
        format!("An unfinished game was found: {white} – {black}, move {n}, {} to move.", turn.fold(white, black))
    }

    fn found_question(&self) -> &'static str {
        "Resume it (R) or start a new game (N)?"
    }

    fn found_waiting(&self) -> &'static str {
        "An unfinished game was found: R resumes it, N starts a new game."
    }

    fn resumed_paused(&self, name: Option<&str>, c: Color, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("The saved game is back with both clocks stopped: {pause} starts {}'s clock.", name_or_side(name, c))
    }

    fn notice_title(&self) -> &'static str {
        "Saved game"
    }

    fn notice_keys(&self) -> &'static str {
        "Press any key to go on"
    }

    fn save_unreadable(&self, why: &str, kept: &str) -> String {
        format!("The saved game could not be read: {why}. It was kept as {kept}.")
    }

    fn save_unreadable_stuck(&self, why: &str, path: &str, error: &str) -> String {
        format!(
            "The saved game {path} could not be read: {why}. It could not be moved aside either ({error}), \
             so it is left as it is and this game is not autosaved."
        )
    }

    fn autosave_failed(&self, why: &str) -> String {
        format!("Autosave failed: {why}. The game goes on, and ferz keeps trying to save it.")
    }

    fn archived(&self, path: &str) -> String {
        format!("The finished game is kept in {path}.")
    }

    fn archive_failed(&self, why: &str) -> String {
        format!("The finished game could not be kept: {why}.")
    }

    fn kept_aside(&self, path: &str) -> String {
        format!("The unfinished game was kept as {path}.")
    }

    fn abandon_failed(&self, why: &str) -> String {
        format!(
            "The unfinished game in the autosave could not be moved aside: {why}. \
             This game is not autosaved, so that one is not overwritten."
        )
    }

    fn seal_title(&self) -> &'static str {
        "Adjourn: seal your move"
    }

    fn seal_prompt(&self, name: Option<&str>, c: Color, n: u32) -> String {
        format!(
            "{} seals move {n}: type the move (it is not shown) and press Enter. It is not played now; \
             an illegal or ambiguous sealed move loses the game.",
            who_en(name, c)
        )
    }

    fn seal_label(&self) -> &'static str {
        "Sealed move: "
    }

    fn seal_keys(&self) -> &'static str {
        "Enter seals and adjourns · Esc: no adjournment"
    }

    fn seal_empty(&self) -> &'static str {
        "Type the move to seal first."
    }

    fn seal_cancelled(&self) -> &'static str {
        "The game is not adjourned; play goes on."
    }

    fn adjourned(&self, name: Option<&str>, c: Color, n: u32, path: &str, code: &str) -> String {
        format!(
            "Game adjourned: {} sealed move {n}. The code that opens it: {code} — write it on the scoresheet \
             now; it is not shown again. The envelope is {path} — resume with: ferz resume {path}",
            who_en(name, c)
        )
    }

    fn sealed_title(&self) -> &'static str {
        "The envelope is sealed"
    }

    fn sealed_by(&self, name: Option<&str>, c: Color, n: u32) -> String {
        format!(
            "Game adjourned: {} sealed move {n}. Write this code on the scoresheet now: it opens the envelope \
             and is not shown again.",
            who_en(name, c)
        )
    }

    fn sealed_file(&self, path: &str) -> String {
        format!("The envelope is {path} — resume with: ferz resume {path}")
    }

    fn sealed_keys(&self) -> &'static str {
        "Press any key to end the program (the code is printed in the terminal too)"
    }

    fn adjourn_failed(&self, why: &str, keys: &Keys) -> String {
        let pause = keys.pause;
        format!(
            "Could not write the envelope: {why}. The game is not adjourned; the clocks are paused ({pause} resumes)."
        )
    }

    fn envelope_title(&self) -> &'static str {
        "Adjourned game"
    }

    fn envelope(&self, name: Option<&str>, c: Color, n: u32) -> String {
        format!(
            "Adjourned game — {} sealed move {n}. Type the code from the scoresheet to open the envelope",
            who_en(name, c)
        )
    }

    fn envelope_keys(&self, keys: &Keys) -> String {
        let quit = keys.quit;
        format!("Enter opens the envelope · {quit} quits and keeps it sealed")
    }

    fn envelope_opened(&self, sealer: Option<&str>, c: Color, opponent: Option<&str>, mv: &str) -> String {
        let (by, next) = (name_or_side(sealer, c), name_or_side(opponent, !c));
        format!("The envelope is opened: {by}'s sealed move {mv} is played. {next}'s clock runs.")
    }

    fn sealed_lost(&self, name: Option<&str>, c: Color, why: &str) -> String {
        format!("{}'s sealed move: {why}", name_or_side(name, c))
    }

    fn computer_will_seal(&self, name: &str) -> String {
        format!("{name} will seal the move it chooses, unseen, and the game is then adjourned.")
    }

    fn sealed_first(&self) -> &'static str {
        "The envelope is not opened yet: type the code from the scoresheet and press Enter first."
    }

    fn code_label(&self) -> &'static str {
        "Code: "
    }

    fn envelope_error(&self, e: crate::game::EnvelopeError) -> String {
        use crate::game::EnvelopeError as E;
        match e {
            E::NotACode => "A code is twelve letters and digits, such as K7MQ-3XRA-P2WD: type it again.".into(),
            E::WrongCode => "This is not the code the envelope was sealed with: it stays sealed.".into(),
            E::Tampered => "The envelope differs from the record that was sealed (its moves or how they are \
                            written, clocks, players or the sealed move): it is not opened. Call the arbiter."
                .into(),
            E::Damaged => "The seal of the envelope is damaged: it cannot be opened. Call the arbiter.".into(),
            E::NoRandom => "the system gave no random numbers to seal with".into(),
            E::TooLong => "the sealed move is longer than an envelope holds (128 bytes)".into(),
            E::OldFormat => "This envelope was sealed by an earlier version of ferz, whose envelopes this \
                             version does not open (their length gave the sealed move away): open it with \
                             the version that sealed it. Call the arbiter."
                .into(),
        }
    }

    fn opened_before(&self, when: &str) -> String {
        // The moment on one row (`2026-11-30 20:00 UTC`), the sentence wrapped before it.
        format!("Envelope opened before: {}.", when.replace(' ', "\u{a0}"))
    }

    fn no_opening_record(&self) -> &'static str {
        "No record of an earlier opening here: a copy opened on another computer cannot be told from a sealed one."
    }

    fn opening_unrecorded(&self, why: &str) -> String {
        format!("The opening of the envelope could not be recorded: {why}.")
    }

    fn opened_elsewhere(&self, when: &str, pid: Option<u32>) -> String {
        let by = pid.map(|pid| format!(" (process {pid})")).unwrap_or_default();
        format!(
            "This envelope was opened at {when} in another window{by}: the game goes on there; here it stays sealed."
        )
    }

    fn opening_unclaimed(&self, why: &str) -> String {
        format!("The envelope stays sealed: its opening cannot be recorded ({why}). Call the arbiter.")
    }

    fn os_error(&self, _: std::io::ErrorKind, detail: &str) -> String {
        detail.to_string()
    }

    fn storage_fault(&self, a0: Fault) -> &'static str {
        storage_fault_en(a0)
    }

    fn envelope_mismatch(&self, by: Color, turn: Color) -> String {
        format!("the envelope is damaged: the sealed move is {}'s, but {} is to move", side_en(by), side_en(turn))
    }

    fn no_such_file(&self) -> &'static str {
        "there is no such file"
    }

    fn no_data_dir(&self) -> &'static str {
        "there is no data directory for saves (set FERZ_DATA_DIR)"
    }

    fn kept_in(&self, error: &str, place: Option<&str>) -> String {
        match place {
            Some(place) => format!("{error}; the game is kept in {place}"),
            None => format!("{error}; the game could not be kept in any file"),
        }
    }

    fn resume_no_data_dir(&self) -> &'static str {
        "there is no data directory to look for a saved game in (set FERZ_DATA_DIR)"
    }

    fn resume_no_autosave(&self, path: &str) -> String {
        format!("there is no unfinished game to resume (none in {path})")
    }

    fn resume_unreadable(&self, path: &str, why: &str) -> String {
        format!("cannot resume {path}: {why}")
    }

    fn found_row(&self, white: &str, black: &str, n: u32, turn: Color) -> String {
        format!("{white} – {black}, move {n}, {} to move", turn.fold(white, black))
    }

    fn found_details(&self, last: Option<&str>, control: &str, when: Option<&str>) -> String {
        let mut parts =
            vec![last.map_or_else(|| "no move yet".to_string(), |m| format!("last move {m}")), control.to_string()];
        parts.extend(when.map(|w| format!("played {w}")));
        parts.join(" · ")
    }

    fn found_many(&self, n: usize) -> String {
        match n {
            1 => "An unfinished game was found:".to_string(),
            n => format!("{n} unfinished games were found. Pick one with ↑ ↓:"),
        }
    }

    fn held_by(&self, pid: Option<u32>) -> String {
        match pid {
            Some(pid) => format!("being played in another window (process {pid})"),
            None => "being played in another window".to_string(),
        }
    }

    fn found_list_question(&self) -> &'static str {
        "Enter or R resumes it · N starts a new game (the games left go to games/; a match or round-robin waits) · Q quits"
    }

    fn found_list_waiting(&self, n: usize) -> String {
        match n {
            1 => {
                "The unfinished game found is being played in another window: N starts a new game, Q quits.".to_string()
            }
            n => format!("{n} unfinished games were found: ↑ ↓ picks one, R resumes it, N starts a new game."),
        }
    }

    fn found_held(&self, pid: Option<u32>) -> String {
        match pid {
            Some(pid) => {
                format!("That game is being played in another window (process {pid}): it is not resumed here.")
            }
            None => "That game is being played in another window: it is not resumed here.".to_string(),
        }
    }

    fn not_a_file(&self, kind: crate::file_fault::FileKind) -> String {
        use crate::file_fault::FileKind as K;
        match kind {
            K::Symlink => "it is a symbolic link (ferz never follows one)",
            K::Fifo => "it is a named pipe (FIFO), not a file",
            K::Socket => "it is a socket, not a file",
            K::Device => "it is a device, not a file",
            K::Directory => "it is a folder, not a file",
            K::Missing | K::Regular | K::Other => "it is not a regular file",
        }
        .to_string()
    }

    fn resume_held(&self, path: &str, pid: Option<u32>) -> String {
        match pid {
            Some(pid) => format!("the unfinished game {path} is being played in another window (process {pid})"),
            None => format!("the unfinished game {path} is being played in another window"),
        }
    }

    fn unsaved_mark(&self) -> &'static str {
        "● NOT SAVED"
    }

    fn unsaved_why(&self, why: crate::file_fault::WriteFailure) -> &'static str {
        use crate::file_fault::WriteFailure as W;
        match why {
            W::ReadOnly => "read-only disk",
            W::NoPermission => "no write permission",
            W::DiskFull => "disk full",
            W::NotAFolder => "not a folder",
            W::NotAFile => "not a regular file",
            W::NoDataDir => "no data folder",
        }
    }

    fn unsaved_quit(&self, why: &str, keys: &Keys) -> String {
        let quit = keys.quit;
        format!(
            "The game is not saved ({why}). Where should it go? Edit the file name and press Enter \
             to save it — or {quit} again quits, and the game is printed as PGN."
        )
    }

    fn unsaved_exit(&self, why: &str) -> String {
        format!("the game could not be saved ({why}); here it is as PGN — copy it to keep it:")
    }

    fn unsaved_ended(&self) -> &'static str {
        "the game was not saved: its PGN is above"
    }

    fn crashed(&self, saved: bool) -> &'static str {
        match saved {
            true => "ferz failed (see the message above); the game was saved",
            false => "ferz failed (see the message above); the game was not saved: its PGN is above",
        }
    }

    fn no_terminal(&self, system: &str) -> String {
        format!(
            "there is no terminal to play in: run ferz in a terminal window (ferz script plays without one); \
             the system says: {system}"
        )
    }

    fn on_ascii_console<'t>(&self, text: &'t str) -> std::borrow::Cow<'t, str> {
        crate::lang::terminal::without_cyrillic(text)
    }

    fn footer(&self, key: FooterKey, keys: &Keys) -> (&'static str, &'static str) {
        match key {
            FooterKey::Start => ("Enter", "start"),
            FooterKey::Help => (keys.help, "help"),
            FooterKey::Offer => (keys.offer, "offer"),
            FooterKey::Accept => (keys.accept, "accept"),
            FooterKey::Decline => (keys.decline, "decline"),
            FooterKey::Claim => (keys.claim, "claim"),
            FooterKey::Resign => (keys.resign, "resign"),
            FooterKey::Review => (keys.review, "review"),
            FooterKey::Flip => (keys.flip, "flip"),
            FooterKey::Pause => (keys.pause, "pause"),
            FooterKey::Resume => (keys.pause, "resume"),
            FooterKey::Save => (keys.save, "save"),
            FooterKey::Quit => (keys.quit, "quit"),
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
            FooterKey::RestartComputer => ("R", "restart engine"),
            FooterKey::TakeChair => ("H", "play it yourself"),
        }
    }
}

fn side_en(c: Color) -> &'static str {
    c.fold("White", "Black")
}

/// A player as a question addresses them: "Anna (White)", or "White" when the players gave
/// no names.
fn who_en(name: Option<&str>, c: Color) -> String {
    match given_name(name, c) {
        Some(name) => name_with_aside(name, side_en(c)),
        None => side_en(c).to_string(),
    }
}

/// A player by name alone, or the side when the players gave no names: "Anna", "White".
fn name_or_side(name: Option<&str>, c: Color) -> &str {
    given_name(name, c).unwrap_or(side_en(c))
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
            ("{offer}  {offer_ctrl}  :offer  :draw", "offer a draw (it stands until answered or a move)"),
            ("{accept}  {accept_ctrl}  :accept", "accept the draw offer"),
            ("{decline}  {decline_ctrl}  :decline", "decline the draw offer"),
            ("{claim}  {claim_ctrl}  :claim", "claim a draw: then {claim} again to claim as the"),
            ("", "position stands, or type or pick the intended move"),
            (":claim MOVE", "claim a draw with the move you intend to play"),
            ("", "assist arbiter: a wrong claim says its cost and asks"),
            ("{resign}  :resign", "resign, after a question (the side to move)"),
            (":resign white|black", "that side resigns"),
            ("{takeback}  :takeback  :undo", "take back the last move, if the opponent agrees"),
            ("{point_out}  :illegal", "--arbiter practice: point out an illegal move (7.5)"),
            (":press", "--arbiter practice: press the clock, no move (7.8)"),
            ("y  n", "answer a question (д н too); Esc answers no"),
            ("R  H", "the computer failed: restart it, or play its side"),
            ("{pause}  {pause_ctrl}", "pause or resume both clocks"),
            (":pause  :resume", "the same, as commands"),
            ("N  S  R  Q", "after the game: new game, save, review, quit"),
        ],
    ),
    (
        "Looking",
        &[
            ("{review}  :review", "review the moves: ←/→ step, Home/End, Esc back"),
            ("PgUp  Home", "during the game: go into review"),
            ("PgUp  PgDn", "in review: ten moves back or forward"),
            ("T", "after the game, in review: where the time went"),
            ("Tab", "a round-robin's standings: the whole crosstable"),
            ("mouse wheel", "step through the moves"),
            ("{flip}  {flip_ctrl}  :flip", "turn the board"),
            (":flip auto|white|black", "turn to the side to move, or fix a side"),
            (":hints [on|off]", "show where the picked-up piece can go"),
            (":pieces SET", "art, unicode, letters or ascii"),
            (":notation NAME", "moves in san, figurine, lan or ru"),
            ("{redraw}  :redraw", "redraw the screen"),
        ],
    ),
    (
        "Files and leaving",
        &[
            ("{save}  {save_ctrl}  :save [FILE]", "save the game (a PGN that ferz resume reads)"),
            (":new", "a new game (asks; after a game the colours swap)"),
            (":adjourn  :seal", "seal your move unseen, save the game and leave"),
            ("ferz resume [FILE]", "later: resume the game, or open the envelope"),
            ("{quit}  {quit_ctrl}  :quit", "quit (asks while a game is going on)"),
            (":q  :exit", "the same"),
            ("{quit_now}", "quit at once"),
            (":suspend  :stop", "back to the shell, the clocks paused; fg returns"),
            ("{help}  ?  :help  :h  :?", "this help"),
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
        Fault::RecordHeld => "another process keeps the record locked",
    }
}

/// A number of seconds as a player writes it: `10`, `2.5`.
fn seconds_text(d: Duration) -> String {
    let ms = d.as_ms();
    if ms.is_multiple_of(1_000) { (ms / 1_000).to_string() } else { format!("{}", ms as f64 / 1_000.0) }
}
