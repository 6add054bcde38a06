//! English: every sentence the game and script layers can say, in English. The layers
//! return typed reasons; their `Display` (English, the default) is written here, beside the
//! Russian of `ru.rs`, so one language's words live in one place. The rules core's reasons
//! (moves, FEN, PGN) carry their English `Display` in ferz-core, beside their types.

mod analysed_until;
mod clock;
mod command_line;
mod computer;
mod engine;
mod eval_chart;
mod event;
mod flow;
mod messages;
mod reader;
mod record_check;
mod start;
mod terminal;
mod time_chart;
mod time_control;
mod unreadable;

pub(super) use analysed_until::analysed_until_note;
pub(super) use command_line::SEE_HELP;
pub(super) use computer::computer_failed;

use std::fmt;

use super::{English, LineError, Words};
use crate::game::{
    Adjustment, Breach, ClaimOutcome, ClaimReason, ClockError, CompletedIllegal, EnvelopeError, Finding, GameError,
    IllegalLog, NotASave, Outcome, Proof, RecordFault, RecordWords, Refusal, SAVE_VERSION, SaveError, SetupError,
    StateFault, TagFault, Termination,
};
use crate::rules::unwinnable::Why;
use crate::rules::{Color, Notation, Position, Role};

/// The name of a piece: "knight".
pub(super) const fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// Why a game ended, in a few words: "threefold repetition".
pub(super) const fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient material",
        Termination::DeadPosition => "dead position",
        Termination::SeventyFiveMoves => "seventy-five-move rule",
        Termination::FivefoldRepetition => "fivefold repetition",
        Termination::ThreefoldRepetition => "threefold repetition",
        Termination::FiftyMoves => "fifty-move rule",
        Termination::Agreement => "draw agreed",
        Termination::Resignation => "resignation",
        Termination::Timeout => "time forfeit",
        Termination::IllegalSealedMove => "illegal sealed move",
        Termination::IllegalMove => "second illegal move",
    }
}

/// What may be claimed, in a few words: "fifty-move rule".
pub(super) const fn claim_reason(r: ClaimReason) -> &'static str {
    match r {
        ClaimReason::ThreefoldRepetition => "threefold repetition",
        ClaimReason::FiftyMoves => "fifty-move rule",
    }
}

impl fmt::Display for Outcome {
    /// "½–½ — threefold repetition, claimed by Black", "1–0 — Black resigned".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} — ", self.score())?;
        match (self.termination, self.by) {
            (Termination::Resignation, Some(c)) => write!(f, "{c} resigned"),
            (Termination::Timeout, Some(c)) if self.winner.is_none() => {
                write!(f, "{c}'s flag fell, but {} cannot checkmate", !c)
            }
            (Termination::Timeout, Some(c)) => write!(f, "{c} lost on time"),
            (Termination::ThreefoldRepetition | Termination::FiftyMoves, Some(c)) => {
                write!(f, "{}, claimed by {c}", termination(self.termination))
            }
            (Termination::IllegalSealedMove, Some(c)) => write!(f, "{c}'s sealed move was not a legal move"),
            (Termination::IllegalMove, Some(c)) if self.winner.is_none() => {
                write!(f, "{c}'s second illegal move, but {} cannot checkmate", !c)
            }
            (Termination::IllegalMove, Some(c)) => write!(f, "{c}'s second illegal move"),
            (Termination::Checkmate, _) => {
                write!(f, "checkmate, {} wins", self.winner.map_or("nobody", |c| c.fold("White", "Black")))
            }
            (t, _) => f.write_str(termination(t)),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::AlreadyOffered(c) => write!(f, "{c} has already offered a draw"),
            Refusal::OfferPending(c) => {
                write!(f, "{c} has offered a draw: accept or decline it instead of offering one")
            }
            Refusal::OffersNotYet { from_move, now } => {
                write!(f, "draw offers are not allowed before move {from_move} in this game (it is move {now})")
            }
            Refusal::AgreementTooEarly => {
                f.write_str("a draw can be agreed only after both players have made at least one move (FIDE 5.2.3)")
            }
            Refusal::TouchMove { touched, capture: false } => {
                write!(f, "touch-move: you touched {touched}, so you must move it (FIDE 4.3)")
            }
            Refusal::TouchMove { touched, capture: true } => {
                write!(f, "touch-move: you touched {touched}, so you must capture it (FIDE 4.3)")
            }
            Refusal::Paused => f.write_str("the clocks are stopped: resume the game first"),
            Refusal::NotYourTurn(c) => write!(f, "it is {c}'s move"),
            Refusal::NothingToTakeBack => f.write_str("there is no move to take back"),
            Refusal::NoClock => f.write_str("this game has no clock to correct"),
            Refusal::CorrectionTooLarge { side, taking: false } => {
                write!(
                    f,
                    "a correction cannot take {side}'s clock past {} hours",
                    crate::game::MAX_CORRECTED_CLOCK.whole_secs() / 3600
                )
            }
            Refusal::CorrectionTooLarge { side, taking: true } => {
                write!(
                    f,
                    "a correction cannot take more than {} hours from {side}'s clock",
                    crate::game::MAX_CORRECTED_CLOCK.whole_secs() / 3600
                )
            }
            Refusal::PracticeOnly => f.write_str("that is only for practising illegal moves (--arbiter practice)"),
            Refusal::KingCapture => {
                f.write_str("a king is never captured: point out the illegal move that left it attacked")
            }
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Move(e) => write!(f, "{e}"),
            GameError::GameOver(o) => {
                write!(f, "the game is over ({}: {})", o.result(), termination(o.termination))
            }
            GameError::NoOffer => write!(f, "there is no draw offer to answer"),
            GameError::NotAllowed(why) => write!(f, "{why}"),
            GameError::BadRecord(RecordFault::FindingPastEnd(n)) => {
                write!(f, "found illegal move {n} is past the end of the game")
            }
            GameError::BadRecord(RecordFault::NotAHandMove(n, mv)) => {
                write!(f, "kept move {n} ({mv}) is not a move of its piece")
            }
        }
    }
}

impl fmt::Display for EnvelopeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EnvelopeError::NotACode => "a code is twelve letters and digits, such as K7MQ-3XRA-P2WD",
            EnvelopeError::WrongCode => "this is not the code the envelope was sealed with",
            EnvelopeError::Tampered => "the envelope was changed after it was sealed",
            EnvelopeError::Damaged => "the seal of the envelope is damaged",
            EnvelopeError::NoRandom => "the system gave no random numbers to seal with",
            EnvelopeError::TooLong => "the sealed move is longer than an envelope holds",
            EnvelopeError::OldFormat => "the envelope was sealed by an earlier version of ferz",
        })
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Pgn(e) => write!(f, "the file is not a readable game: {e}"),
            SaveError::Empty => write!(f, "the file holds no game"),
            SaveError::NotASave(NotASave::NoTag) => write!(f, "the file is not a ferz save: it has no FerzSave tag"),
            SaveError::NotASave(NotASave::Version(version)) => write!(
                f,
                "the file is not a ferz save: it is format version {version}; this ferz reads version {SAVE_VERSION}"
            ),
            SaveError::BadTag { name, value, why } => {
                write!(f, "the save is damaged: tag {name} \"{}\" {why}", crate::text::clean_short(value))
            }
            SaveError::Game(why) => write!(f, "the save is damaged: {why}"),
            SaveError::Clock(why) => write!(f, "the save is damaged: the clock: {why}"),
        }
    }
}

impl fmt::Display for TagFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagFault::Missing => f.write_str("is missing"),
            TagFault::NotANumber => f.write_str("is not a number"),
            TagFault::NotASide => f.write_str("should be 'white' or 'black'"),
            TagFault::NotATermination => f.write_str("is not a way a game ends"),
            TagFault::TimeControl(e) => write!(f, "{e}"),
            TagFault::FieldWithoutEquals => f.write_str("has a field without '='"),
            TagFault::UnknownField(key) => write!(f, "has an unknown field '{key}'"),
            TagFault::NoSideToMove => f.write_str("names no side to move"),
            TagFault::LacksWhiteTime => f.write_str("lacks White's time"),
            TagFault::LacksBlackTime => f.write_str("lacks Black's time"),
            TagFault::LacksMoveCounts => f.write_str("lacks the move counts"),
            TagFault::LacksPeriods => f.write_str("lacks the periods"),
            TagFault::LacksSideToMove => f.write_str("lacks the side to move"),
            TagFault::MoveNotUci => f.write_str("holds a move that is not UCI"),
            TagFault::ClockNotANumber => f.write_str("holds a clock that is not a number"),
            TagFault::LacksClock => f.write_str("lacks a clock"),
            TagFault::LacksDrawOfferMark => f.write_str("lacks the draw offer mark"),
            TagFault::SpentNotANumber => f.write_str("holds a time spent that is not a number"),
            TagFault::FieldTooMany => f.write_str("has a field too many"),
            TagFault::FindingShape => {
                f.write_str("should be ply/move/later/penalty/undone moves/position/last move/moves taken back")
            }
        }
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::MoveNeedsText => f.write_str("'move' needs a move, such as 'move e4' or 'move g1f3'"),
            LineError::WaitNeedsSeconds { got } => {
                write!(f, "'wait' needs a number of seconds, such as 'wait 2.5' (got '{got}')")
            }
            LineError::TakesNothing { command, got } => write!(f, "'{command}' takes nothing after it (got '{got}')"),
            LineError::TouchNeedsSquare => f.write_str("'touch' needs a square, such as 'touch g1'"),
            LineError::ResignTakesSide { got } => {
                write!(f, "'resign' takes 'white', 'black' or nothing (got '{got}')")
            }
            LineError::AdjustNeedsChange { got } => write!(
                f,
                "'adjust' needs a side and a change, such as 'adjust white +120', 'adjust black -30' or \
                 'adjust white moves 40' (got '{got}')"
            ),
            LineError::UnknownCommand { command } => write!(
                f,
                "unknown command '{command}': expected move, wait, offer, accept, decline, claim, resign, touch, \
                 press, illegal, adjust, state or pgn"
            ),
            LineError::TooLong { max_bytes } => write!(f, "the line is longer than {max_bytes} bytes"),
            LineError::NotUtf8 => f.write_str("the line is not valid UTF-8 text"),
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Penalty(v) => {
                write!(f, "'{v}' is not a number of seconds from 0 to 3600, such as 60 or 7.5")
            }
            SetupError::Warn(v) => write!(f, "expected seconds such as 20 or 7.5 (at most 3600), found '{v}'"),
            SetupError::Name(flag) => write!(f, "{flag}: the name is empty; give a name such as --white Anna"),
            SetupError::Odds(e) => write!(f, "--white-time, --black-time: {e}"),
            SetupError::NoTimeControl => {
                f.write_str("--time: a chess clock needs a time control; 'none' has no clock (try 5+3 or up)")
            }
            SetupError::Chess960(v) => write!(
                f,
                "'{v}' is not a Chess960 position number: expected 0 to 959 (518 is the standard position), or no number for a random one"
            ),
            SetupError::PieceOdds(v) => write!(
                f,
                "'{v}' is not piece odds: expected white or black, a colon and pieces from pawn, knight, rook, queen (e.g. white:knight or black:rook,pawn)"
            ),
            SetupError::OddsPieceMissing { color, piece, square } => {
                write!(f, "--odds: there is no {} {piece} on {square} in this start position", color.name())
            }
            SetupError::OddsPieceNotFound { color, piece } => {
                let place = if *piece == "rook" { "on the queen's side of the king" } else { "on its back rank" };
                write!(f, "--odds: this Chess960 start position has no {} {piece} {place}", color.name())
            }
        }
    }
}

/// The record's comments in English: the `Display` of each value.
impl RecordWords for English {
    fn late_dead(&self, undone: &str) -> String {
        format!("the position after this move was dead (5.2.2): the game ended here; undone: {undone}")
    }

    fn finding(&self, finding: &Finding) -> String {
        finding.to_string()
    }

    fn then_played(&self, moves: &str) -> String {
        format!("then, as played on the board: {moves}")
    }

    fn illegal_summary(&self, log: &IllegalLog) -> String {
        log.to_string()
    }

    fn adjustment(&self, adjustment: &Adjustment) -> String {
        adjustment.to_string()
    }

    fn wrong_claim(&self, claim: &ClaimOutcome, times: u32) -> String {
        let by = claim.by;
        let mut reason = match &claim.intended {
            Some(mv) => format!("{by} claimed a draw with the intended move {mv}: incorrect"),
            None => format!("{by} claimed a draw: incorrect"),
        };
        if times > 1 {
            reason.push_str(&format!(" ({times} times in a row)"));
        }
        match claim.penalty {
            penalty if penalty.is_zero() => reason,
            penalty if times > 1 => format!("{reason}, {} +{} each time", !by, crate::game::format_clock(penalty)),
            penalty => format!("{reason}, {} +{}", !by, crate::game::format_clock(penalty)),
        }
    }

    fn declared_move(&self, claim: &ClaimOutcome) -> String {
        let mv = claim.intended.as_deref().unwrap_or_default();
        format!("{} claimed the draw with the intended move {mv}, which was not played.", claim.by)
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        outcome.to_string()
    }
}

impl fmt::Display for Finding {
    /// "2. Bc4 was illegal: … Pointed out 2 plies later; taken back: Bc4 Nc6 Qh5. Black +1:00."
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The outcome names the second illegal move and who made it.
        f.write_str(&finding_with(self, &illegal_move(&self.illegal), self.ended.map(|o| o.to_string())))
    }
}

/// An illegal move pointed out, with `illegal` saying what was illegal and `ended` how the
/// game ended by it, if it did: the record's words or the screen's.
pub(super) fn finding_with(finding: &Finding, illegal: &str, ended: Option<String>) -> String {
    let by = finding.illegal.by;
    let mut out = illegal.to_string();
    match finding.later_plies {
        0 => out.push_str(" Pointed out at once"),
        1 => out.push_str(" Pointed out 1 ply later"),
        n => out.push_str(&format!(" Pointed out {n} plies later")),
    }
    match &finding.replaced_by {
        Some(queen) => out.push_str(&format!("; the pawn became a queen: {queen}.")),
        None => out.push_str(&format!("; taken back: {}.", finding.undone.join(" "))),
    }
    if !finding.penalty.is_zero() {
        out.push_str(&format!(" {} +{} (FIDE 7.5.5).", !by, crate::game::format_clock(finding.penalty)));
    }
    if let Some(ended) = ended {
        out.push_str(&format!(" {ended}."));
    }
    out
}

/// "2. Bc4 was illegal: the bishop on f1 cannot reach c4: the pawn on e2 is in the way."
pub(super) fn illegal_move(illegal: &CompletedIllegal) -> String {
    format!("{} was illegal: {}.", illegal.numbered(), illegal.breach)
}

/// A completed illegal move said to both players (after the game, beside the board): the
/// reasons address the player who moves ("your king is in check"), so here the side is named
/// instead ("2... Qd3 was illegal: Black's king is in check from the rook on e1.").
pub(super) fn illegal_move_of_side(illegal: &CompletedIllegal) -> String {
    let side = illegal.by;
    let why = illegal
        .breach
        .to_string()
        .replace("your own ", &format!("{side}'s own "))
        .replace("your king", &format!("{side}'s king"))
        .replace("you cannot castle", &format!("{side} cannot castle"));
    format!("{} was illegal: {why}.", illegal.numbered())
}

/// Why `side` cannot mate, in English.
fn why(side: Color, why: Why) -> String {
    match why {
        Why::Material => format!("{side} has too little material to mate"),
        Why::ForcedCycle => format!("the only legal moves go round in a cycle, so {side} can never mate"),
        Why::EveryLineEnds { plies: 0 } => format!("{side} cannot mate: the game cannot go on"),
        Why::EveryLineEnds { plies } => {
            let moves = plies.div_ceil(2);
            let s = if moves == 1 { "" } else { "s" };
            format!("whatever is played, the game ends within {moves} move{s} without {side} giving mate")
        }
        Why::Locked => format!("the pawns are locked and no piece of {side}'s can ever get past them to mate"),
        Why::Exhausted { positions } => {
            format!("all {positions} positions that can still arise were examined: none is a mate by {side}")
        }
    }
}

impl fmt::Display for IllegalLog {
    /// The coach's summary: each player's illegal moves, why, and whether they were caught.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Illegal moves:")?;
        for color in Color::ALL {
            write!(f, " {}", summary_line(self, color, true))?;
        }
        Ok(())
    }
}

/// One player's part of the coach's summary: "White: 2. Bc4 (…), caught 1 ply later." —
/// `reasons` adds why each move was illegal.
pub(super) fn summary_line(log: &IllegalLog, color: Color, reasons: bool) -> String {
    let moves = log.of(color);
    if moves.is_empty() {
        return format!("{color}: none.");
    }
    let parts: Vec<String> = moves
        .iter()
        .map(|c| {
            let why = if reasons { format!(" ({})", c.illegal.breach) } else { String::new() };
            let when = match c.later {
                Some(0) => "caught at once".to_string(),
                Some(1) => "caught 1 ply later".to_string(),
                Some(n) => format!("caught {n} plies later"),
                None => "never pointed out".to_string(),
            };
            format!("{}{why}, {when}", c.illegal.numbered())
        })
        .collect();
    format!("{color}: {}.", parts.join("; "))
}

impl fmt::Display for Breach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Breach::Move(reason) => reason.fmt(f),
            Breach::Unpromoted => {
                f.write_str("a pawn reaching the last rank must be promoted; it becomes a queen (7.5.2)")
            }
            Breach::ClockWithoutMove => f.write_str("the clock was pressed without a move (7.8.1)"),
        }
    }
}

/// The proof of an ending, in English.
pub(super) fn proof(proof: &Proof, pos: &Position, notation: Notation) -> String {
    match proof {
        Proof::Dead { white: Why::Locked, black: Why::Locked } => {
            "neither side can mate: no pawn can move on and no piece can get past the wall".to_string()
        }
        Proof::Dead { white: Why::Material, black: Why::Material } => {
            "neither side has the material to mate".to_string()
        }
        Proof::Dead { white, black } if white == black => {
            format!("neither side can mate: {}", why(Color::White, *white).replace("White", "either side"))
        }
        Proof::Dead { white, black } => format!("{}; {}", why(Color::White, *white), why(Color::Black, *black)),
        Proof::CannotMate { side, why: w } => why(*side, *w),
        Proof::CouldMate { side, line } => {
            format!("{side} could still mate: {}", super::numbered_line(pos, line, notation))
        }
        Proof::Undecided { side } => {
            format!("ferz could not prove either way whether {side} can still mate; the flag decides")
        }
    }
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::Paused => f.write_str("the clock is paused; resume it first"),
            ClockError::Stopped => f.write_str("the game is over; the clock is stopped"),
            ClockError::Flagged(side) => write!(f, "{side}'s time has run out"),
            ClockError::BadState(why) => write!(f, "the saved clock does not fit: {}", state_fault(*why)),
            ClockError::MixedOdds => f.write_str(
                "time odds need two controls of one kind: both counting down, both hourglasses, \
                 or both counting up",
            ),
        }
    }
}

/// Why a saved clock state does not fit its time control.
const fn state_fault(fault: StateFault) -> &'static str {
    match fault {
        StateFault::UntimedPeriod => "an untimed game has no periods",
        StateFault::PastLastPeriod => "a period index is past the last period",
        StateFault::MoveCountsTooLarge => "the move counts of the periods are too large",
        StateFault::MovesOutsidePeriod => "a side's move count does not match its period",
    }
}

impl fmt::Display for Adjustment {
    /// The record's words: `arbiter: White +2:00`, `arbiter: Black -0:30`, `arbiter: White's
    /// move counter set to 40`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Adjustment::AddTime { side, amount } => {
                write!(f, "arbiter: {side} +{}", crate::game::format_clock(*amount))
            }
            Adjustment::TakeTime { side, amount } => {
                write!(f, "arbiter: {side} -{}", crate::game::format_clock(*amount))
            }
            Adjustment::MoveCount { side, moves } => write!(f, "arbiter: {side}'s move counter set to {moves}"),
        }
    }
}

/// Every sentence in English.
impl Words for English {
    fn code(&self) -> &'static str {
        "en"
    }

    fn names(&self) -> &'static [&'static str] {
        &["en", "english"]
    }

    fn own_notation(&self) -> Option<Notation> {
        None
    }

    fn adjustment_words(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
}
