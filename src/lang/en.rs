//! English: every sentence the rules, game and script layers can say, in English. The layers
//! return typed reasons; their `Display` (English, the default) is written here, beside the
//! Russian of `ru.rs`, so one language's words live in one place.

mod clock;
mod command_line;
mod engine;
mod eval_chart;
mod event;
mod messages;
mod pgn;
mod position;
mod record_check;
mod terminal;
mod time_chart;
mod time_control;
mod unreadable;

pub(super) use command_line::SEE_HELP;

use std::fmt;

use super::{English, LineError, Words};
use crate::game::{
    Adjustment, Breach, ClaimOutcome, ClaimReason, ClockError, CompletedIllegal, EnvelopeError, Finding, GameError,
    IllegalLog, NotASave, Outcome, Proof, RecordFault, RecordWords, Refusal, SAVE_VERSION, SaveError, SetupError,
    StateFault, TagFault, Termination,
};
use crate::rules::unwinnable::Why;
use crate::rules::{
    CastlingBlock, CastlingSide, Color, Goal, IllegalReason, MoveError, NoLegalMove, Notation, Origin, PieceAt,
    Position, Role, SyntaxError,
};

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

/// A side's English name: "White", "Black" (PGN and the English screen alike).
impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(role_name(*self))
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
        let by = self.illegal.by;
        f.write_str(&illegal_move(&self.illegal))?;
        match self.later_plies {
            0 => f.write_str(" Pointed out at once")?,
            1 => f.write_str(" Pointed out 1 ply later")?,
            n => write!(f, " Pointed out {n} plies later")?,
        }
        match &self.replaced_by {
            Some(queen) => write!(f, "; the pawn became a queen: {queen}.")?,
            None => write!(f, "; taken back: {}.", self.undone.join(" "))?,
        }
        if !self.penalty.is_zero() {
            write!(f, " {} +{} (FIDE 7.5.5).", !by, crate::game::format_clock(self.penalty))?;
        }
        match self.ended {
            // The outcome names the second illegal move and who made it.
            Some(o) => write!(f, " {o}."),
            None => Ok(()),
        }
    }
}

impl fmt::Display for PieceAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} on {}", role_name(self.piece.role), self.square)
    }
}

const fn how_it_moves(role: Role) -> &'static str {
    match role {
        Role::Pawn => {
            "a pawn moves straight ahead one square (two from its starting square) and captures one square diagonally forward"
        }
        Role::Knight => "a knight jumps in an L: two squares one way and one square to the side",
        Role::Bishop => "a bishop moves any number of squares diagonally",
        Role::Rook => "a rook moves any number of squares along a rank or a file",
        Role::Queen => "a queen moves any number of squares along a rank, a file or a diagonal",
        Role::King => "a king moves one square in any direction (or two when castling)",
    }
}

/// "kingside (O-O)".
fn side_name(side: CastlingSide) -> String {
    format!("{} ({})", wing(side), castling_san(side))
}

/// "O-O".
const fn castling_san(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::King => "O-O",
        CastlingSide::Queen => "O-O-O",
    }
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        match self {
            R::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            R::NotYourTurn(p) => {
                write!(f, "{p} is {}'s, and it is {}'s move", p.piece.color, !p.piece.color)
            }
            R::NoMove(p) => write!(f, "{p} has to go to another square"),
            R::OwnPiece { mover, target } => {
                write!(f, "{mover} cannot go to {}: it holds your own {}", target.square, role_name(target.piece.role))
            }
            R::WrongPattern { mover, to } => {
                write!(f, "{mover} cannot move to {to}: {}", how_it_moves(mover.piece.role))
            }
            R::Blocked { mover, to, blocker } => write!(f, "{mover} cannot reach {to}: {blocker} is in the way"),
            R::PawnBackwards(p, to) => write!(f, "{p} cannot go to {to}: pawns only move forward"),
            R::PawnBlockedAhead { pawn, blocker } => {
                write!(f, "{pawn} is blocked by {blocker}: pawns capture only diagonally")
            }
            R::NothingToCapture { mover, to } => {
                write!(
                    f,
                    "there is nothing on {to} to capture: {mover} can only move there; write the move without 'x'"
                )
            }
            R::PawnDiagonalWithoutCapture(p, to) => {
                write!(f, "{p} cannot go to {to}: a pawn moves diagonally only to capture")
            }
            R::PawnDoubleStepNotFromStart(p) => {
                write!(f, "{p} cannot move two squares: a pawn does that only from its starting square")
            }
            R::EnPassantTooLate { pawn, target } => write!(
                f,
                "{pawn} cannot take {target} en passant: that is allowed only on the move right after its double step"
            ),
            R::MustPromote(p, to) => write!(
                f,
                "{p} reaching {to} must be promoted: say to what — a queen, rook, bishop or knight (e.g. {to}=Q)"
            ),
            R::BadPromotionPiece(role) => {
                write!(
                    f,
                    "a pawn cannot be promoted to a {}: only to a queen, rook, bishop or knight",
                    role_name(*role)
                )
            }
            R::PromotionNotHere(p, to) => {
                write!(f, "{p} going to {to} cannot be promoted: only a pawn reaching the last rank is")
            }
            R::Pinned { mover, pinner } => write!(f, "{mover} is pinned to your king by {pinner}"),
            R::KingIntoCheck { to, attacker } => {
                write!(f, "your king cannot step onto {to}: it is attacked by {attacker}")
            }
            R::IgnoresCheck { checker } => {
                write!(f, "your king is in check from {checker}, and this move does not answer it")
            }
            R::DoubleCheck { checkers } => write!(
                f,
                "your king is in double check from {} and {}: only a king move can answer it",
                checkers[0], checkers[1]
            ),
            R::EnPassantExposesKing { attacker } => {
                write!(f, "taking en passant would expose your king to {attacker}")
            }
            R::CastlingRightLost { side, rook_square, king_moved, on_move } => {
                write!(f, "you cannot castle {}: ", side_name(*side))?;
                match king_moved {
                    Some(true) => write!(f, "your king has moved")?,
                    Some(false) => write!(f, "the rook from {rook_square} has moved or been captured")?,
                    None => write!(f, "the king or the rook from {rook_square} has moved")?,
                }
                match on_move {
                    Some(n) => write!(f, " (on move {n})"),
                    None => Ok(()),
                }
            }
            R::CastlingBlocked { side, blocker, place } => {
                write!(f, "you cannot castle {}: ", side_name(*side))?;
                let (role, sq) = (role_name(blocker.piece.role), blocker.square);
                match place {
                    CastlingBlock::Between => write!(f, "{blocker} stands between the king and the rook"),
                    CastlingBlock::KingDestination => {
                        write!(f, "the {role} stands on {sq}, the king's destination square")
                    }
                    CastlingBlock::RookDestination => {
                        write!(f, "the {role} stands on {sq}, the rook's destination square")
                    }
                    CastlingBlock::KingPath => write!(f, "the {role} stands on {sq}, a square the king must cross"),
                    CastlingBlock::RookPath => write!(f, "the {role} stands on {sq}, a square the rook must cross"),
                }
            }
            R::CastlingInCheck { checker } => write!(f, "you cannot castle out of check (from {checker})"),
            R::CastlingThroughCheck { square, attacker } => {
                write!(f, "you cannot castle: the king would pass through {square}, attacked by {attacker}")
            }
            R::CastlingIntoCheck { square, attacker } => {
                write!(f, "you cannot castle: the king would land on {square}, attacked by {attacker}")
            }
            R::NotLegal => write!(f, "that move is not legal here"),
        }
    }
}

/// "2. Bc4 was illegal: the bishop on f1 cannot reach c4: the pawn on e2 is in the way."
pub(super) fn illegal_move(illegal: &CompletedIllegal) -> String {
    format!("{} was illegal: {}.", illegal.numbered(), illegal.breach)
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

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse { text, why } => write!(f, "cannot read '{text}' as a move: {why}"),
            MoveError::Illegal { text, why, .. } => write!(f, "illegal move '{text}': {why}"),
            MoveError::Ambiguous { text, candidates } => {
                write!(f, "ambiguous move '{text}': it could be ")?;
                for (i, candidate) in candidates.iter().enumerate() {
                    if i > 0 {
                        f.write_str(if i + 1 == candidates.len() { " or " } else { ", " })?;
                    }
                    f.write_str(candidate)?;
                }
                Ok(())
            }
            MoveError::Null { text } => write!(f, "cannot read '{text}' as a move: null moves are not allowed"),
        }
    }
}

/// "kingside".
const fn wing(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::King => "kingside",
        CastlingSide::Queen => "queenside",
    }
}

impl fmt::Display for NoLegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NoLegalMove as N;
        match self {
            N::Rule(why) => write!(f, "{why}"),
            N::CastlingRightGone { color, side, rook } => write!(
                f,
                "{color} can no longer castle {}: the king or the rook on {rook} has already moved",
                wing(*side)
            ),
            N::CastlingInCheck => f.write_str("castling is not allowed while the king is in check"),
            N::CastlingPathBlocked(side) => {
                write!(f, "to castle {}, the squares between the king and the rook must be empty", wing(*side))
            }
            N::CastlingPathAttacked(side) => {
                write!(f, "to castle {}, the king may not pass through or land on an attacked square", wing(*side))
            }
            N::WrongPiece { square, is, asked } => write!(f, "the piece on {square} is a {is}, not a {asked}"),
            N::NotAPromotion { from, to } => {
                write!(f, "only a pawn reaching the last rank is promoted, and {from}{to} is not such a move")
            }
            N::CannotGo { piece, to: Some(to) } => write!(f, "{piece} cannot go to {to}"),
            N::CannotGo { piece, to: None } => write!(f, "{piece} cannot move there"),
            N::NoPieces { color, role, origin: Origin::Anywhere } => write!(f, "{color} has no {role}s"),
            N::NoPieces { color, role, origin: Origin::File(file) } => {
                write!(f, "{color} has no {role} on the {file}-file")
            }
            N::NoPieces { color, role, origin: Origin::Rank(rank) } => {
                write!(f, "{color} has no {role} on rank {rank}")
            }
            N::OnlyPawnPromotes => f.write_str("only a pawn can be promoted"),
            N::PromotionOffLastRank(to) => {
                write!(f, "a pawn is promoted only on the last rank, and {to} is not on it")
            }
            N::WriteCastling(side) => write!(f, "to castle {}, write {}", wing(*side), castling_san(*side)),
            N::NoPawnCapture { file, to } => write!(f, "no pawn on the {file}-file can capture on {}", goal(*to)),
            N::NoMoveTo { role, origin: Origin::Anywhere, to } => {
                write!(f, "no legal {role} move goes to {}", goal(*to))
            }
            N::NoMoveTo { role, origin: Origin::File(file), to } => {
                write!(f, "no legal {role} move from the {file}-file goes to {}", goal(*to))
            }
            N::NoMoveTo { role, origin: Origin::Rank(rank), to } => {
                write!(f, "no legal {role} move from rank {rank} goes to {}", goal(*to))
            }
            N::IllegalAtPly { mv, ply } => write!(f, "{} is not a legal move at ply {ply}", mv.uci()),
        }
    }
}

/// "d5", "the d-file", "that square".
fn goal(to: Goal) -> String {
    match to {
        Goal::Square(sq) => sq.to_string(),
        Goal::File(file) => format!("the {file}-file"),
        Goal::Unknown => "that square".to_string(),
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxError::Empty => "there is nothing to read",
            SyntaxError::TooLong => "it is too long to be a move",
            SyntaxError::Space => "it contains a space; write a single move, such as e4 or Nf3",
            SyntaxError::UnknownChar(c) => return write!(f, "'{c}' is not used in writing moves"),
            SyntaxError::NoTarget => "it should end with the square the piece goes to, such as e4 or Nf3",
            SyntaxError::BadPromotion => "a pawn can only be promoted to a queen, rook, bishop or knight",
            SyntaxError::MissingPromotionPiece => "the promotion needs the piece the pawn becomes, as in e8=Q",
            SyntaxError::PieceNeedsSquare => "a piece move needs the whole square it goes to, as in Nf3",
            SyntaxError::CaptureNeedsMover => "say which piece or pawn captures, as in Nxd5 or exd5",
            SyntaxError::PawnCaptureSameFile => "a pawn captures on the next file, as in exd5",
            SyntaxError::Malformed => "write a move as in e4, Nf3, exd5, e8=Q, O-O, Ng1-f3, g1f3 or Кf3",
            SyntaxError::NotLan => "long algebraic notation names the square the piece leaves, as in Ng1-f3 or e2-e4",
            SyntaxError::NotUci => "UCI notation is two squares, as in e2e4, then any promotion, as in e7e8q",
        })
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
