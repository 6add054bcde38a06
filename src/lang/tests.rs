//! Every typed reason and message has a text in each language, and both texts name the same
//! squares and pieces. The samples list every variant: a variant added to one of the types does
//! not compile here until it is sampled (the `match`es name each variant, with no `_`).

use super::Lang;
use super::LineError;
use crate::game::{
    ClockError, GameError, NotASave, Outcome, RecordFault, Refusal, SaveError, SetupError, StateFault, TagFault,
    Termination, TimeControlError,
};
use crate::pgn::{Expected, Found, GameLimit, LongToken, PgnError, PgnErrorKind, PgnWriteError, TagPart};
use crate::rules::{
    BoardError, CastlingBlock, CastlingSide, Color, EnPassantError, FenError, File, Goal, IllegalReason, Move,
    MoveError, NoLegalMove, Origin, Piece, PieceAt, Position, PositionError, Rank, Role, Square, SyntaxError,
};

/// One value to be said, and what it is (for the failure message).
#[derive(Debug)]
enum Sample {
    Game(GameError),
    Outcome(Outcome),
    Save(SaveError),
    Line(LineError),
    Fen(FenError),
    Pgn(PgnError),
    Setup(SetupError),
    PgnWrite(PgnWriteError),
    Unreadable(super::Unreadable),
}

impl Sample {
    fn say(&self, lang: Lang) -> String {
        match self {
            Sample::Game(e) => lang.words().game_error(e),
            Sample::Outcome(o) => lang.words().outcome(o),
            Sample::Save(e) => lang.words().save_error(e),
            Sample::Line(e) => lang.words().line_error(e),
            Sample::Fen(e) => lang.words().fen_error(e),
            Sample::Pgn(e) => lang.words().pgn_error(e),
            Sample::Setup(e) => lang.words().setup_error(e),
            Sample::PgnWrite(e) => lang.words().pgn_write_error(e),
            Sample::Unreadable(e) => lang.words().unreadable(e),
        }
    }
}

fn at(color: Color, role: Role, square: Square) -> PieceAt {
    PieceAt { piece: Piece::new(color, role), square }
}

fn refusals() -> Vec<Refusal> {
    let all = vec![
        Refusal::AlreadyOffered(Color::White),
        Refusal::OfferPending(Color::Black),
        Refusal::OffersNotYet { from_move: 30, now: 12 },
        Refusal::AgreementTooEarly,
        Refusal::TouchMove { touched: at(Color::White, Role::Knight, Square::G1), capture: false },
        Refusal::TouchMove { touched: at(Color::Black, Role::Pawn, Square::D5), capture: true },
        Refusal::Paused,
        Refusal::NotYourTurn(Color::Black),
        Refusal::NothingToTakeBack,
        Refusal::NoClock,
        Refusal::PracticeOnly,
        Refusal::KingCapture,
        Refusal::CorrectionTooLarge { side: Color::White, taking: false },
        Refusal::CorrectionTooLarge { side: Color::Black, taking: true },
    ];
    for r in &all {
        match r {
            Refusal::AlreadyOffered(_)
            | Refusal::OfferPending(_)
            | Refusal::OffersNotYet { .. }
            | Refusal::AgreementTooEarly
            | Refusal::TouchMove { .. }
            | Refusal::Paused
            | Refusal::NotYourTurn(_)
            | Refusal::NothingToTakeBack
            | Refusal::NoClock
            | Refusal::PracticeOnly
            | Refusal::KingCapture
            | Refusal::CorrectionTooLarge { .. } => {}
        }
    }
    all
}

fn terminations() -> [Termination; 13] {
    use Termination as T;
    let all = [
        T::Checkmate,
        T::Stalemate,
        T::InsufficientMaterial,
        T::DeadPosition,
        T::SeventyFiveMoves,
        T::FivefoldRepetition,
        T::ThreefoldRepetition,
        T::FiftyMoves,
        T::Agreement,
        T::Resignation,
        T::Timeout,
        T::IllegalSealedMove,
        T::IllegalMove,
    ];
    match all[0] {
        T::Checkmate
        | T::Stalemate
        | T::InsufficientMaterial
        | T::DeadPosition
        | T::SeventyFiveMoves
        | T::FivefoldRepetition
        | T::ThreefoldRepetition
        | T::FiftyMoves
        | T::Agreement
        | T::Resignation
        | T::Timeout
        | T::IllegalSealedMove
        | T::IllegalMove => all,
    }
}

fn line_errors() -> Vec<LineError> {
    let all = vec![
        LineError::MoveNeedsText,
        LineError::WaitNeedsSeconds { got: "soon".into() },
        LineError::TakesNothing { command: "offer".into(), got: "now".into() },
        LineError::TouchNeedsSquare,
        LineError::ResignTakesSide { got: "red".into() },
        LineError::AdjustNeedsChange { got: "white".into() },
        LineError::UnknownCommand { command: "frobnicate".into() },
        LineError::TooLong { max_bytes: 65_536 },
        LineError::NotUtf8,
    ];
    for e in &all {
        match e {
            LineError::MoveNeedsText
            | LineError::WaitNeedsSeconds { .. }
            | LineError::TakesNothing { .. }
            | LineError::TouchNeedsSquare
            | LineError::ResignTakesSide { .. }
            | LineError::AdjustNeedsChange { .. }
            | LineError::UnknownCommand { .. }
            | LineError::TooLong { .. }
            | LineError::NotUtf8 => {}
        }
    }
    all
}

fn illegal_reasons() -> Vec<IllegalReason> {
    use IllegalReason as R;
    let (w, b) = (Color::White, Color::Black);
    let knight = at(w, Role::Knight, Square::D2);
    let pawn = at(w, Role::Pawn, Square::E5);
    let mut all = vec![
        R::NoPiece(Square::E4),
        R::NotYourTurn(at(b, Role::Pawn, Square::E7)),
        R::NoMove(knight),
        R::OwnPiece { mover: knight, target: at(w, Role::Pawn, Square::F3) },
        R::Blocked { mover: at(w, Role::Rook, Square::A1), to: Square::A3, blocker: at(w, Role::Pawn, Square::A2) },
        R::PawnBackwards(pawn, Square::E4),
        R::PawnBlockedAhead { pawn, blocker: at(b, Role::Bishop, Square::E6) },
        R::NothingToCapture { mover: knight, to: Square::F3 },
        R::PawnDiagonalWithoutCapture(pawn, Square::F6),
        R::PawnDoubleStepNotFromStart(pawn),
        R::EnPassantTooLate { pawn, target: at(b, Role::Pawn, Square::D5) },
        R::MustPromote(at(w, Role::Pawn, Square::E7), Square::E8),
        R::PromotionNotHere(knight, Square::F3),
        R::PromotionNotHere(pawn, Square::E6),
        R::Pinned { mover: knight, pinner: at(b, Role::Bishop, Square::A5) },
        R::KingIntoCheck { to: Square::E2, attacker: at(b, Role::Queen, Square::E8) },
        R::IgnoresCheck { checker: at(b, Role::Rook, Square::E8) },
        R::DoubleCheck { checkers: [at(b, Role::Rook, Square::E8), at(b, Role::Knight, Square::F3)] },
        R::EnPassantExposesKing { attacker: at(b, Role::Rook, Square::H5) },
        R::CastlingBlocked {
            side: CastlingSide::King,
            blocker: at(w, Role::Bishop, Square::F1),
            place: CastlingBlock::Between,
        },
        R::CastlingBlocked {
            side: CastlingSide::Queen,
            blocker: at(w, Role::Knight, Square::C1),
            place: CastlingBlock::KingDestination,
        },
        R::CastlingBlocked {
            side: CastlingSide::Queen,
            blocker: at(w, Role::Bishop, Square::D1),
            place: CastlingBlock::RookDestination,
        },
        R::CastlingBlocked {
            side: CastlingSide::King,
            blocker: at(w, Role::Queen, Square::E1),
            place: CastlingBlock::KingPath,
        },
        R::CastlingBlocked {
            side: CastlingSide::King,
            blocker: at(w, Role::Queen, Square::E1),
            place: CastlingBlock::RookPath,
        },
        R::CastlingInCheck { checker: at(b, Role::Knight, Square::F3) },
        R::CastlingThroughCheck { square: Square::F1, attacker: at(b, Role::Bishop, Square::C4) },
        R::CastlingIntoCheck { square: Square::C1, attacker: at(b, Role::Rook, Square::C8) },
        R::NotLegal,
    ];
    for role in Role::ALL {
        all.push(R::WrongPattern { mover: at(w, role, Square::D4), to: Square::H5 });
        all.push(R::BadPromotionPiece(role));
    }
    for side in CastlingSide::ALL {
        for king_moved in [Some(true), Some(false), None] {
            for on_move in [Some(12), None] {
                all.push(R::CastlingRightLost { side, rook_square: side.rook_from(w), king_moved, on_move });
            }
        }
    }
    for r in &all {
        match r {
            R::NoPiece(_)
            | R::NotYourTurn(_)
            | R::NoMove(_)
            | R::OwnPiece { .. }
            | R::WrongPattern { .. }
            | R::Blocked { .. }
            | R::PawnBackwards(..)
            | R::PawnBlockedAhead { .. }
            | R::NothingToCapture { .. }
            | R::PawnDiagonalWithoutCapture(..)
            | R::PawnDoubleStepNotFromStart(_)
            | R::EnPassantTooLate { .. }
            | R::MustPromote(..)
            | R::BadPromotionPiece(_)
            | R::PromotionNotHere(..)
            | R::Pinned { .. }
            | R::KingIntoCheck { .. }
            | R::IgnoresCheck { .. }
            | R::DoubleCheck { .. }
            | R::EnPassantExposesKing { .. }
            | R::CastlingRightLost { .. }
            | R::CastlingBlocked { .. }
            | R::CastlingInCheck { .. }
            | R::CastlingThroughCheck { .. }
            | R::CastlingIntoCheck { .. }
            | R::NotLegal => {}
        }
    }
    all
}

fn no_legal_moves() -> Vec<NoLegalMove> {
    use NoLegalMove as N;
    let d = File::D;
    let third = Rank::THIRD;
    let mut all = vec![
        N::CastlingInCheck,
        N::WrongPiece { square: Square::G1, is: Role::Knight, asked: Role::Bishop },
        N::NotAPromotion { from: Square::G1, to: Square::F3 },
        N::CannotGo { piece: at(Color::White, Role::Knight, Square::G1), to: Some(Square::G3) },
        N::CannotGo { piece: at(Color::White, Role::Knight, Square::G1), to: None },
        N::OnlyPawnPromotes,
        N::PromotionOffLastRank(Square::E6),
        N::IllegalAtPly { mv: Move::new(Square::E2, Square::E5, None), ply: 7 },
    ];
    all.extend(illegal_reasons().into_iter().map(N::Rule));
    for side in CastlingSide::ALL {
        all.push(N::CastlingRightGone { color: Color::Black, side, rook: side.rook_from(Color::Black) });
        all.push(N::CastlingPathBlocked(side));
        all.push(N::CastlingPathAttacked(side));
        all.push(N::WriteCastling(side));
    }
    for goal in [Goal::Square(Square::D5), Goal::File(d), Goal::Unknown] {
        all.push(N::NoPawnCapture { file: d, to: goal });
        for origin in [Origin::Anywhere, Origin::File(d), Origin::Rank(third)] {
            for role in Role::ALL {
                all.push(N::NoMoveTo { role, origin, to: goal });
                all.push(N::NoPieces { color: Color::White, role, origin });
            }
        }
    }
    for n in &all {
        match n {
            N::Rule(_)
            | N::CastlingRightGone { .. }
            | N::CastlingInCheck
            | N::CastlingPathBlocked(_)
            | N::CastlingPathAttacked(_)
            | N::WrongPiece { .. }
            | N::NotAPromotion { .. }
            | N::CannotGo { .. }
            | N::NoPieces { .. }
            | N::OnlyPawnPromotes
            | N::PromotionOffLastRank(_)
            | N::WriteCastling(_)
            | N::NoPawnCapture { .. }
            | N::NoMoveTo { .. }
            | N::IllegalAtPly { .. } => {}
        }
    }
    all
}

fn syntax_errors() -> [SyntaxError; 13] {
    use SyntaxError as S;
    let all = [
        S::Empty,
        S::TooLong,
        S::Space,
        S::UnknownChar('y'),
        S::NoTarget,
        S::BadPromotion,
        S::MissingPromotionPiece,
        S::PieceNeedsSquare,
        S::CaptureNeedsMover,
        S::PawnCaptureSameFile,
        S::Malformed,
        S::NotLan,
        S::NotUci,
    ];
    match all[0] {
        S::Empty
        | S::TooLong
        | S::Space
        | S::UnknownChar(_)
        | S::NoTarget
        | S::BadPromotion
        | S::MissingPromotionPiece
        | S::PieceNeedsSquare
        | S::CaptureNeedsMover
        | S::PawnCaptureSameFile
        | S::Malformed
        | S::NotLan
        | S::NotUci => all,
    }
}

fn move_errors() -> Vec<MoveError> {
    let text = || "Zz".to_string();
    let mut all: Vec<MoveError> =
        syntax_errors().into_iter().map(|why| MoveError::Parse { text: text(), why }).collect();
    all.extend(no_legal_moves().into_iter().map(|why| MoveError::Illegal {
        text: text(),
        from: None,
        to: None,
        promotion: None,
        why,
    }));
    all.push(MoveError::Ambiguous { text: text(), candidates: vec!["Nbd2".into(), "Nfd2".into()] });
    all.push(MoveError::Null { text: "--".into() });
    for e in &all {
        match e {
            MoveError::Parse { .. }
            | MoveError::Illegal { .. }
            | MoveError::Ambiguous { .. }
            | MoveError::Null { .. } => {}
        }
    }
    all
}

/// Every way a time control text is refused, each with the input that gives it.
fn time_control_errors() -> Vec<TimeControlError> {
    use TimeControlError as E;
    let all: Vec<TimeControlError> = ["", "abc", "40/x", "5+", "5d", "x/90", "1.2.3", "-5", "99999999", "1+0.0001"]
        .into_iter()
        .chain(["5+3x", "5,", "90,30", "40/90", "h3+2", "0", "0/90,30", "1:75"])
        .map(|text| text.parse::<crate::game::TimeControl>().expect_err(text))
        .collect();
    let mut seen = [false; 15];
    for e in &all {
        seen[match e {
            E::Empty { .. } => 0,
            E::ExpectedMinutes { .. } => 1,
            E::ExpectedSeconds { .. } => 2,
            E::BadMoveCount { .. } => 3,
            E::BadNumber { .. } => 4,
            E::Negative { .. } => 5,
            E::TooLarge { .. } => 6,
            E::NotWholeMilliseconds { .. } => 7,
            E::Unexpected { .. } => 8,
            E::EmptyPeriod { .. } => 9,
            E::MissingMoveCount { .. } => 10,
            E::MoveCountOnLast { .. } => 11,
            E::HourglassExtra { .. } => 12,
            E::TooLittleTime { .. } => 13,
            E::BadMinutesSeconds { .. } => 14,
        }] = true;
    }
    assert!(seen.iter().all(|s| *s), "a time control error is not sampled: {seen:?} {all:?}");
    all
}

/// Every way a `Ferz…` tag of a save is damaged (a time control in each way it is refused).
fn tag_faults() -> Vec<TagFault> {
    use TagFault as T;
    let mut all = vec![
        T::Missing,
        T::NotANumber,
        T::NotASide,
        T::NotATermination,
        T::FieldWithoutEquals,
        T::UnknownField("colour".into()),
        T::NoSideToMove,
        T::LacksWhiteTime,
        T::LacksBlackTime,
        T::LacksMoveCounts,
        T::LacksPeriods,
        T::LacksSideToMove,
        T::MoveNotUci,
        T::ClockNotANumber,
        T::LacksClock,
        T::LacksDrawOfferMark,
        T::SpentNotANumber,
        T::FieldTooMany,
        T::FindingShape,
    ];
    all.extend(time_control_errors().into_iter().map(T::TimeControl));
    for f in &all {
        match f {
            T::Missing
            | T::NotANumber
            | T::NotASide
            | T::NotATermination
            | T::TimeControl(_)
            | T::FieldWithoutEquals
            | T::UnknownField(_)
            | T::NoSideToMove
            | T::LacksWhiteTime
            | T::LacksBlackTime
            | T::LacksMoveCounts
            | T::LacksPeriods
            | T::LacksSideToMove
            | T::MoveNotUci
            | T::ClockNotANumber
            | T::LacksClock
            | T::LacksDrawOfferMark
            | T::SpentNotANumber
            | T::FieldTooMany
            | T::FindingShape => {}
        }
    }
    all
}

fn save_errors() -> Vec<SaveError> {
    let mut all = vec![
        SaveError::Pgn(PgnError::new(3, 5, PgnErrorKind::UnmatchedClose)),
        SaveError::Empty,
        SaveError::NotASave(NotASave::NoTag),
        SaveError::NotASave(NotASave::Version("2".into())),
        SaveError::Game(GameError::BadRecord(RecordFault::FindingPastEnd(2))),
        SaveError::Game(GameError::NotAllowed(Refusal::KingCapture)),
        SaveError::Clock(ClockError::MixedOdds),
        SaveError::Clock(ClockError::NotStarted),
        SaveError::Clock(ClockError::Paused),
        SaveError::Clock(ClockError::Stopped),
        SaveError::Clock(ClockError::Flagged(Color::Black)),
        SaveError::Clock(ClockError::BadState(StateFault::UntimedPeriod)),
        SaveError::Clock(ClockError::BadState(StateFault::PastLastPeriod)),
        SaveError::Clock(ClockError::BadState(StateFault::MoveCountsTooLarge)),
        SaveError::Clock(ClockError::BadState(StateFault::MovesOutsidePeriod)),
    ];
    let bad_tag = |why| SaveError::BadTag { name: "FerzClock", value: "v".into(), why };
    all.extend(tag_faults().into_iter().map(bad_tag));
    for e in &all {
        match e {
            SaveError::Pgn(_)
            | SaveError::Empty
            | SaveError::NotASave(NotASave::NoTag | NotASave::Version(_))
            | SaveError::BadTag { .. }
            | SaveError::Game(_)
            | SaveError::Clock(
                ClockError::NotStarted
                | ClockError::Paused
                | ClockError::Stopped
                | ClockError::Flagged(_)
                | ClockError::MixedOdds
                | ClockError::BadState(
                    StateFault::UntimedPeriod
                    | StateFault::PastLastPeriod
                    | StateFault::MoveCountsTooLarge
                    | StateFault::MovesOutsidePeriod,
                ),
            ) => {}
        }
    }
    all
}

fn position_errors() -> Vec<PositionError> {
    use PositionError as P;
    let mut all = vec![
        P::ImpossibleCheck(3),
        P::PawnOnBackRank(Square::E8),
        P::ImpossibleDoubleCheck(Square::B5, Square::E2),
        P::CastlingWithoutPieces('Q'),
        P::BadEnPassant(Square::E3, EnPassantError::NotSkippable),
        P::BadEnPassant(Square::E6, EnPassantError::NoPawn),
        P::BadEnPassant(Square::D6, EnPassantError::NotEmpty),
        P::BadEnPassant(
            Square::D3,
            EnPassantError::ImpossibleCheck { checker: Square::F1, from: Square::D2, to: Square::D4 },
        ),
    ];
    for color in Color::ALL {
        all.push(P::MissingKing(color));
        all.push(P::TooManyKings(color, 2));
        all.push(P::TooManyPieces(color, 17));
        all.push(P::TooManyPawns(color, 9));
        all.push(P::OppositeCheck(color));
        all.push(P::BadEnPassant(Square::E4, EnPassantError::WrongRank(color)));
        for (promoted, pawns) in [(1, 8), (2, 7), (3, 5)] {
            all.push(P::ImpossibleMaterial { color, promoted, pawns });
        }
    }
    for e in &all {
        match e {
            P::MissingKing(_)
            | P::TooManyKings(..)
            | P::TooManyPieces(..)
            | P::TooManyPawns(..)
            | P::PawnOnBackRank(_)
            | P::OppositeCheck(_)
            | P::ImpossibleCheck(_)
            | P::ImpossibleMaterial { .. }
            | P::ImpossibleDoubleCheck(..)
            | P::CastlingWithoutPieces(_)
            | P::BadEnPassant(_, EnPassantError::WrongRank(_))
            | P::BadEnPassant(_, EnPassantError::NotSkippable)
            | P::BadEnPassant(_, EnPassantError::NoPawn)
            | P::BadEnPassant(_, EnPassantError::NotEmpty)
            | P::BadEnPassant(_, EnPassantError::ImpossibleCheck { .. }) => {}
        }
    }
    all
}

fn fen_errors() -> Vec<FenError> {
    let mut all = vec![
        FenError::Empty,
        FenError::FieldCount(1),
        FenError::FieldCount(3),
        FenError::Board(BoardError::RankCount { field: "8/8/8".into(), ranks: 3 }),
        FenError::Board(BoardError::NotAPiece { c: 'X', rank: 4 }),
        FenError::Board(BoardError::RankTooLong { rank: 2, row: "pppppppp1".into() }),
        FenError::Board(BoardError::RankTooShort { rank: 7, row: "ppp".into(), squares: 3 }),
        FenError::Turn("x".into()),
        FenError::Castling("KX".into()),
        FenError::Chess960Castling("HAha".into()),
        FenError::EnPassant("z9".into()),
        FenError::Halfmoves("many".into()),
        FenError::Fullmoves("0".into()),
    ];
    all.extend(position_errors().into_iter().map(FenError::Position));
    for e in &all {
        match e {
            FenError::Empty
            | FenError::FieldCount(_)
            | FenError::Board(
                BoardError::RankCount { .. }
                | BoardError::NotAPiece { .. }
                | BoardError::RankTooLong { .. }
                | BoardError::RankTooShort { .. },
            )
            | FenError::Turn(_)
            | FenError::Castling(_)
            | FenError::Chess960Castling(_)
            | FenError::EnPassant(_)
            | FenError::Halfmoves(_)
            | FenError::Fullmoves(_)
            | FenError::Position(_) => {}
        }
    }
    all
}

/// Every way a flag of a game, a script or a clock is refused.
fn ferz_color_white() -> Color {
    Color::White
}

fn setup_errors() -> Vec<SetupError> {
    let all = vec![
        SetupError::Penalty("abc".into()),
        SetupError::Warn("x".into()),
        SetupError::Name("--black"),
        SetupError::Odds(ClockError::MixedOdds),
        SetupError::NoTimeControl,
        SetupError::Chess960("960".into()),
        SetupError::PieceOdds("white:horse".into()),
        SetupError::OddsPieceMissing { color: ferz_color_white(), piece: "knight", square: Square::B1 },
        SetupError::OddsPieceNotFound { color: ferz_color_white(), piece: "queen" },
    ];
    for e in &all {
        match e {
            SetupError::Penalty(_)
            | SetupError::Warn(_)
            | SetupError::Name(_)
            | SetupError::Odds(_)
            | SetupError::NoTimeControl
            | SetupError::Chess960(_)
            | SetupError::PieceOdds(_)
            | SetupError::OddsPieceMissing { .. }
            | SetupError::OddsPieceNotFound { .. } => {}
        }
    }
    all
}

/// Every token an error can name as found.
fn founds() -> Vec<Found> {
    let all = vec![
        Found::TagOpen,
        Found::TagClose,
        Found::Str("Ann".into()),
        Found::Symbol("Ke7".into()),
        Found::MoveNumber(12),
        Found::Dots,
        Found::Comment,
        Found::Nag(14),
        Found::Open,
        Found::Close,
        Found::Result("1/2-1/2"),
        Found::Eof,
        Found::NextGameTags { line: None },
        Found::NextGameTags { line: Some(40) },
    ];
    for f in &all {
        match f {
            Found::TagOpen
            | Found::TagClose
            | Found::Str(_)
            | Found::Symbol(_)
            | Found::MoveNumber(_)
            | Found::Dots
            | Found::Comment
            | Found::Nag(_)
            | Found::Open
            | Found::Close
            | Found::Result(_)
            | Found::Eof
            | Found::NextGameTags { .. } => {}
        }
    }
    all
}

/// Every way the PGN reader refuses a game, each token it can name and each move error.
fn pgn_errors() -> Vec<PgnErrorKind> {
    use PgnErrorKind as K;
    let mut all = vec![
        K::Io("EIO".into()),
        K::UnexpectedChar('@'),
        K::UnterminatedString,
        K::BadNag("$300".into()),
        K::BadAnnotation("!!!".into()),
        K::BadTagName("_x".into()),
        K::BadFen { fen: "8/8/8 w".into(), error: FenError::FieldCount(2) },
        K::SetUpWithoutFen,
        K::UnsupportedVariant("Atomic".into()),
        K::WrongMoveNumber { found: 1, expected: 30 },
        K::UnmatchedClose,
    ];
    for what in [LongToken::Symbol, LongToken::TagValue, LongToken::Comment] {
        match what {
            LongToken::Symbol | LongToken::TagValue | LongToken::Comment => {}
        }
        all.push(K::TooLong { what, limit: 255 });
    }
    for what in [GameLimit::TextBytes, GameLimit::Tags, GameLimit::Moves, GameLimit::VariationDepth, GameLimit::Bytes] {
        match what {
            GameLimit::TextBytes
            | GameLimit::Tags
            | GameLimit::Moves
            | GameLimit::VariationDepth
            | GameLimit::Bytes => {}
        }
        all.push(K::TooLarge { what, limit: 1000 });
    }
    for found in founds() {
        for expected in [TagPart::Name, TagPart::Value, TagPart::Close] {
            match expected {
                TagPart::Name | TagPart::Value | TagPart::Close => {}
            }
            all.push(K::TagSyntax { expected, found: found.clone() });
        }
        for expected in
            [Expected::MoveBeforeAnnotation, Expected::MoveBeforeNag, Expected::MoveBeforeVariation, Expected::Movetext]
        {
            match expected {
                Expected::MoveBeforeAnnotation
                | Expected::MoveBeforeNag
                | Expected::MoveBeforeVariation
                | Expected::Movetext => {}
            }
            all.push(K::Unexpected { found: found.clone(), expected });
        }
        all.push(K::UnterminatedComment { found: found.clone() });
        all.push(K::UnterminatedVariation { found: found.clone() });
        all.push(K::MissingResult { found });
    }
    all.extend(fen_errors().into_iter().map(|error| K::BadFen { fen: "x".into(), error }));
    for (i, error) in move_errors().into_iter().enumerate() {
        let color = if i % 2 == 0 { Color::White } else { Color::Black };
        all.push(K::Move { text: "Zz".into(), ply: 23, number: 12, color, in_variation: i % 3 == 0, error });
    }
    for checkmate in [true, false] {
        all.push(K::AfterTheEnd { text: "Nc3".into(), ply: 5, checkmate });
    }
    for e in &all {
        match e {
            K::Io(_)
            | K::UnexpectedChar(_)
            | K::TooLong { .. }
            | K::UnterminatedComment { .. }
            | K::UnterminatedString
            | K::BadNag(_)
            | K::BadAnnotation(_)
            | K::TagSyntax { .. }
            | K::BadTagName(_)
            | K::BadFen { .. }
            | K::SetUpWithoutFen
            | K::UnsupportedVariant(_)
            | K::Move { .. }
            | K::AfterTheEnd { .. }
            | K::Unexpected { .. }
            | K::WrongMoveNumber { .. }
            | K::UnterminatedVariation { .. }
            | K::UnmatchedClose
            | K::MissingResult { .. }
            | K::TooLarge { .. } => {}
        }
    }
    all
}

/// Every value of every type the languages render, with sample data.
fn samples() -> Vec<Sample> {
    let mut out = Vec::new();
    for t in terminations() {
        for (winner, by) in [(None, None), (Some(Color::White), Some(Color::Black)), (None, Some(Color::White))] {
            out.push(Sample::Outcome(Outcome { winner, termination: t, by }));
        }
    }
    let over = Outcome { winner: Some(Color::Black), termination: Termination::Checkmate, by: None };
    let kept = GameError::BadRecord(RecordFault::NotAHandMove(3, Move::new(Square::G1, Square::G4, None)));
    for e in [GameError::GameOver(over), GameError::NoOffer, GameError::BadRecord(RecordFault::FindingPastEnd(2)), kept]
    {
        match e {
            GameError::Move(_) | GameError::GameOver(_) | GameError::NoOffer | GameError::NotAllowed(_) => {}
            GameError::BadRecord(RecordFault::FindingPastEnd(_) | RecordFault::NotAHandMove(..)) => {}
        }
        out.push(Sample::Game(e));
    }
    out.extend(refusals().into_iter().map(|r| Sample::Game(GameError::NotAllowed(r))));
    out.extend(move_errors().into_iter().map(|e| Sample::Game(GameError::Move(e))));
    out.extend(save_errors().into_iter().map(Sample::Save));
    out.extend(line_errors().into_iter().map(Sample::Line));
    out.extend(fen_errors().into_iter().map(Sample::Fen));
    out.extend(pgn_errors().into_iter().map(|kind| Sample::Pgn(PgnError::new(14, 9, kind))));
    out.extend(setup_errors().into_iter().map(Sample::Setup));
    let write_errors = [
        PgnWriteError::IllegalMove { ply: 3, mv: Move::new(Square::E2, Square::E5, None), fen: Position::new().fen() },
        PgnWriteError::BadTagName("White Elo".into()),
        PgnWriteError::BadResult("2-0".into()),
    ];
    for e in write_errors {
        match e {
            PgnWriteError::IllegalMove { .. } | PgnWriteError::BadTagName(_) | PgnWriteError::BadResult(_) => {}
        }
        out.push(Sample::PgnWrite(e));
    }
    out.extend(unreadables().into_iter().map(Sample::Unreadable));
    out
}

/// Input of the batch commands that cannot be read, one of each shape.
fn unreadables() -> Vec<super::Unreadable> {
    use super::{BadZstd, Unreadable};
    let file = |why| Unreadable::File { file: "games.pgn.zst".into(), why };
    let all = vec![
        file(std::io::Error::from(std::io::ErrorKind::NotFound)),
        file(std::io::Error::new(std::io::ErrorKind::InvalidData, BadZstd("bad magic number".into()))),
        Unreadable::FenNotUtf8 { start: "8/8/\u{fffd}".into() },
    ];
    for e in &all {
        match e {
            Unreadable::File { .. } | Unreadable::FenNotUtf8 { .. } => {}
        }
    }
    all
}

#[test]
fn unreadable_input_reads_as_before_in_english_and_is_said_in_russian() {
    let [missing, zstd, fen] = <[_; 3]>::try_from(unreadables()).expect("three samples");
    let said = |e: &super::Unreadable| (Lang::En.words().unreadable(e), Lang::Ru.words().unreadable(e));
    assert_eq!(said(&missing).0, "cannot read games.pgn.zst: entity not found");
    assert_eq!(
        said(&zstd),
        (
            "cannot read games.pgn.zst: bad zstd data: bad magic number".to_string(),
            "нельзя прочитать games.pgn.zst: повреждённые данные zstd: bad magic number".to_string()
        )
    );
    assert_eq!(
        said(&fen),
        (
            "bad FEN: not UTF-8 text (\"8/8/\u{fffd}\"…)".to_string(),
            "неверный FEN: текст не в кодировке UTF-8 (\"8/8/\u{fffd}\"…)".to_string()
        )
    );
}

#[test]
fn input_that_is_not_pgn_or_not_zstd_is_said_so_in_both_languages() {
    use crate::pgn::NotPgn;
    use std::io::{Error, ErrorKind::InvalidData};
    let file = |why| super::Unreadable::File { file: "games.pgn.zst".into(), why };
    let said = |e: &super::Unreadable| (Lang::En.words().unreadable(e), Lang::Ru.words().unreadable(e));
    assert_eq!(
        said(&file(Error::new(InvalidData, super::NotZstd))),
        (
            "cannot read games.pgn.zst: not zstd data: the file is named .zst but does not start as zstd data does"
                .to_string(),
            "нельзя прочитать games.pgn.zst: это не данные zstd: файл назван .zst, но начинается не так, как они"
                .to_string()
        )
    );
    assert_eq!(
        said(&file(Error::new(InvalidData, NotPgn::Binary { line: 3 }))),
        (
            "cannot read games.pgn.zst: not PGN: binary data (a NUL byte) at line 3".to_string(),
            "нельзя прочитать games.pgn.zst: это не PGN: двоичные данные (байт NUL) в строке 3".to_string()
        )
    );
    assert_eq!(
        said(&file(Error::new(InvalidData, NotPgn::NoGame { line: 7, bytes: 4 << 30 }))).1,
        "нельзя прочитать games.pgn.zst: это не PGN: ни одна партия не начинается в 4096 МБ после строки 7; \
         чтение остановлено"
    );
}

/// The squares a text names: `d5` standing alone or after a piece letter or a square (`Nf3`,
/// `Кf3`, `g1f3`), not inside a word or a longer number.
fn squares(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<String> = Vec::new();
    for i in 0..chars.len().saturating_sub(1) {
        let (f, r) = (chars[i], chars[i + 1]);
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 2).copied();
        if matches!(f, 'a'..='h')
            && matches!(r, '1'..='8')
            && !before.is_some_and(|c| c.is_ascii_lowercase() && c != 'x')
            && !after.is_some_and(|c| c.is_ascii_digit())
        {
            out.push(format!("{f}{r}"));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The words of a text, lower case.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

/// The English forms of a piece's name.
fn english(role: Role) -> [String; 2] {
    [role.to_string(), format!("{role}s")]
}

/// The Russian forms of a piece's name, in every case a sentence uses.
fn russian(role: Role) -> &'static [&'static str] {
    match role {
        Role::Pawn => &["пешка", "пешки", "пешку", "пешкой", "пешке", "пешек"],
        Role::Knight => &["конь", "коня", "коню", "конём", "коне", "кони", "коней"],
        Role::Bishop => &["слон", "слона", "слону", "слоном", "слоне", "слоны", "слонов"],
        Role::Rook => &["ладья", "ладьи", "ладью", "ладьёй", "ладье", "ладей"],
        Role::Queen => &["ферзь", "ферзя", "ферзю", "ферзём", "ферзе", "ферзи", "ферзей"],
        Role::King => &["король", "короля", "королю", "королём", "короле", "короли", "королей"],
    }
}

/// The pieces a text names, by kind.
fn pieces(text: &str, lang: Lang) -> Vec<Role> {
    let words = words(text);
    Role::ALL
        .into_iter()
        .filter(|&role| match lang {
            Lang::En => english(role).iter().any(|form| words.contains(form)),
            Lang::Ru => russian(role).iter().any(|form| words.iter().any(|w| w == form)),
        })
        .collect()
}

fn has_cyrillic(text: &str) -> bool {
    text.chars().any(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
}

#[test]
fn every_reason_is_said_in_both_languages_naming_the_same_squares_and_pieces() {
    for sample in samples() {
        let (en, ru) = (sample.say(Lang::En), sample.say(Lang::Ru));
        assert!(!en.is_empty() && !has_cyrillic(&en.replace("Кf3", "")), "{sample:?}: '{en}'");
        assert!(has_cyrillic(&ru), "{sample:?} is not said in Russian: «{ru}»");
        assert_eq!(squares(&en), squares(&ru), "{sample:?}: the squares of '{en}' and «{ru}»");
        assert_eq!(pieces(&en, Lang::En), pieces(&ru, Lang::Ru), "{sample:?}: the pieces of '{en}' and «{ru}»");
        // Every piece the value names is said with its square.
        let debug = format!("{sample:?}");
        for (i, _) in debug.match_indices("}, square: ") {
            let square = &debug[i + 11..i + 13];
            assert!(squares(&en).iter().any(|s| s == square), "{sample:?}: '{en}' does not name {square}");
        }
    }
}

/// Two Latin words in a row (`is missing`, `lacks the`): English prose, not a name or a value.
fn english_phrase(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split(' ').collect();
    let latin = |w: &str| w.len() > 1 && w.chars().all(|c| c.is_ascii_alphabetic() || c == '\'');
    words.windows(2).find(|p| latin(p[0]) && latin(p[1])).map(|p| p.join(" "))
}

#[test]
fn a_damaged_save_is_said_in_russian_with_no_english_left() {
    for e in save_errors() {
        let (en, ru) = (Lang::En.words().save_error(&e), Lang::Ru.words().save_error(&e));
        assert!(english_phrase(&en).is_some(), "the test reads no English in '{en}'");
        assert_eq!(english_phrase(&ru), None, "{e:?}: English left in «{ru}»");
    }
}

#[test]
fn a_damaged_tag_and_a_refused_time_control_read_as_before_in_english() {
    let tag = |why| Lang::En.words().save_error(&SaveError::BadTag { name: "FerzClock", value: "v".into(), why });
    assert_eq!(tag(TagFault::LacksWhiteTime), "the save is damaged: tag FerzClock \"v\" lacks White's time");
    assert_eq!(
        tag(TagFault::UnknownField("colour".into())),
        "the save is damaged: tag FerzClock \"v\" has an unknown field 'colour'"
    );
    let version = SaveError::NotASave(NotASave::Version("2".into()));
    assert_eq!(
        Lang::En.words().save_error(&version),
        "the file is not a ferz save: it is format version 2; this ferz reads version 1"
    );
    assert_eq!(
        Lang::Ru.words().save_error(&version),
        "это не сохранение ferz: у него версия формата 2, а эта версия ferz читает версию 1"
    );
    let tc = TagFault::TimeControl("5+".parse::<crate::game::TimeControl>().expect_err("5+"));
    assert_eq!(
        tag(tc.clone()),
        "the save is damaged: tag FerzClock \"v\" time control '5+': expected seconds of increment after '+'"
    );
    assert_eq!(
        Lang::Ru.words().save_error(&SaveError::BadTag { name: "FerzTimeControl", value: "5+".into(), why: tc }),
        "сохранение повреждено: тег FerzTimeControl «5+» не читается: контроль времени «5+»: после «+» нужны секунды добавки"
    );
}

#[test]
fn the_helpers_of_the_test_read_squares_and_pieces() {
    assert_eq!(squares("move g1f3 or Кf3, Nxd5, e8=Q; not abc4 or e44"), ["d5", "e8", "f3", "g1"]);
    assert_eq!(pieces("the knight on d2 is pinned to your king", Lang::En), [Role::Knight, Role::King]);
    assert_eq!(pieces("конь на d2 связан: этот ход открыл бы вашего короля", Lang::Ru), [Role::Knight, Role::King]);
}

#[test]
fn the_record_is_written_in_both_languages() {
    use crate::game::{Adjustment, ClaimOutcome, Duration, RecordWords};
    let adjustments = [
        Adjustment::AddTime { side: Color::White, amount: Duration::from_ms(120_000) },
        Adjustment::TakeTime { side: Color::Black, amount: Duration::from_ms(30_000) },
        Adjustment::MoveCount { side: Color::White, moves: 40 },
    ];
    let claim = |intended: Option<&str>, penalty: u64| ClaimOutcome {
        by: Color::Black,
        accepted: false,
        reason: None,
        penalty: Duration::from_ms(penalty),
        intended: intended.map(str::to_string),
        declared_only: false,
    };
    let claims = [claim(None, 0), claim(Some("Nf3"), 60_000)];
    for lang in Lang::ALL {
        let words: &dyn RecordWords = lang.words();
        let mut said: Vec<String> = adjustments.iter().map(|a| words.adjustment(a)).collect();
        said.extend(claims.iter().flat_map(|c| [words.wrong_claim(c, 1), words.wrong_claim(c, 21)]));
        said.push(words.then_played("2... Ke6 3. Nf3"));
        for text in said {
            match lang {
                Lang::En => assert!(!has_cyrillic(&text), "'{text}'"),
                Lang::Ru => {
                    assert!(has_cyrillic(&text), "not Russian: «{text}»");
                    let english = ["arbiter", "claimed", "incorrect", "then", "played", "move counter"];
                    assert!(!english.iter().any(|w| text.contains(w)), "English left in «{text}»");
                }
            }
        }
    }
    // Times and moves stay as the record writes them in either language.
    assert_eq!(Lang::Ru.words().adjustment(&adjustments[0]), "арбитр: белые +2:00");
    assert_eq!(Lang::En.words().adjustment(&adjustments[0]), "arbiter: White +2:00");
    assert_eq!(
        Lang::Ru.words().wrong_claim(&claims[1], 1),
        "Чёрные потребовали ничью с ходом Nf3: требование неверно, белые +1:00"
    );
    assert_eq!(
        Lang::Ru.words().wrong_claim(&claims[1], 22),
        "Чёрные потребовали ничью с ходом Nf3: требование неверно (22 раза подряд), белые +1:00 за каждое"
    );
}

#[test]
fn a_refused_pgn_game_is_said_in_russian_with_no_english_left() {
    for kind in pgn_errors() {
        let e = PgnError::new(14, 9, kind);
        let (en, ru) = (Lang::En.words().pgn_error(&e), Lang::Ru.words().pgn_error(&e));
        assert!(en.starts_with("line 14, column 9: "), "'{en}'");
        assert!(ru.starts_with("строка 14, столбец 9: "), "«{ru}»");
        // Moves, tag names and values stay as written: never two Latin words in a row.
        assert_eq!(english_phrase(&ru), None, "{e:?}: English left in «{ru}»");
    }
}

#[test]
fn a_refused_pgn_game_reads_as_before_in_english() {
    let say = |kind| Lang::En.words().pgn_error(&PgnError::new(14, 9, kind));
    assert_eq!(
        say(PgnErrorKind::MissingResult { found: Found::NextGameTags { line: None } }),
        "line 14, column 9: missing result: expected 1-0, 0-1, 1/2-1/2 or * to end the game before the next game's tags"
    );
    assert_eq!(
        say(PgnErrorKind::TagSyntax { expected: TagPart::Close, found: Found::Str("Ann".into()) }),
        "line 14, column 9: bad tag pair: expected ']' to close the tag pair, found the string \"Ann\""
    );
    assert_eq!(
        say(PgnErrorKind::TooLarge { what: GameLimit::VariationDepth, limit: 64 }),
        "line 14, column 9: game too large: more than 64 levels of nested variations"
    );
    let ambiguous = MoveError::Ambiguous { text: "Nd2".into(), candidates: vec!["Nbd2".into(), "Nfd2".into()] };
    let kind = |in_variation| PgnErrorKind::Move {
        text: "Nd2".into(),
        ply: 23,
        number: 12,
        color: Color::Black,
        in_variation,
        error: ambiguous.clone(),
    };
    assert_eq!(
        say(kind(true)),
        "line 14, column 9: ambiguous move 'Nd2' at ply 23 (move 12 for Black) in a variation: it could be Nbd2 or Nfd2"
    );
    assert_eq!(
        Lang::Ru.words().pgn_error(&PgnError::new(14, 9, kind(false))),
        "строка 14, столбец 9: неоднозначный ход «Nd2» на полуходе 23 (ход 12 чёрных): это может быть Nbd2 или Nfd2"
    );
    let save = SaveError::Pgn(PgnError::new(3, 1, PgnErrorKind::UnmatchedClose));
    assert_eq!(
        Lang::En.words().save_error(&save),
        "the file is not a readable game: line 3, column 1: unexpected ')': no variation is open"
    );
    assert_eq!(
        Lang::Ru.words().save_error(&save),
        "файл не читается как партия PGN: строка 3, столбец 1: лишняя скобка «)»: ни один вариант не открыт"
    );
}

#[test]
fn the_arbiter_corrects_the_clock_in_either_language_and_the_game_reads_only_the_neutral_form() {
    use crate::game::{Adjustment, Duration};
    let white_plus = Adjustment::AddTime { side: Color::White, amount: Duration::from_secs(120) };
    let black_minus = Adjustment::TakeTime { side: Color::Black, amount: Duration::from_secs(30) };
    let moves = Adjustment::MoveCount { side: Color::White, moves: 40 };
    for (text, want) in [
        ("white +120", Some(white_plus)),
        ("Белые +2:00", Some(white_plus)),
        ("б +120", Some(white_plus)),
        ("W +120", Some(white_plus)),
        ("чёрные -30", Some(black_minus)),
        ("черные -30", Some(black_minus)),
        ("Ч -30", Some(black_minus)),
        ("black -30", Some(black_minus)),
        ("белые ходы 40", Some(moves)),
        ("w moves 40", Some(moves)),
        ("белые Ходы 40", None),
        ("ходы белые 40", None),
        ("белые +120 ходы", None),
        ("красные +120", None),
        ("", None),
    ] {
        assert_eq!(super::read_adjustment(text), want, "{text}");
    }
    // The game itself reads no Russian.
    assert_eq!("белые +120".parse::<Adjustment>(), Err(()));
    assert_eq!("white ходы 40".parse::<Adjustment>(), Err(()));
}

/// A source file's text before its test module (`#[cfg(test)] mod tests {`); a test module
/// declared in a file of its own (`#[cfg(test)] mod tests;`) is not cut at.
fn without_tests(text: &str) -> &str {
    let mut from = 0;
    while let Some(at) = text[from..].find("#[cfg(test)]\nmod ").map(|i| from + i) {
        let line = text[at..].lines().nth(1).unwrap_or_default();
        if line.trim_end().ends_with('{') {
            return &text[..at];
        }
        from = at + 1;
    }
    text
}

/// The non-test text of every source file of `lang`: a test module and the test files left out.
fn lang_sources() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir).expect("src/lang reads").flatten().map(|e| e.path()).collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let name = path.display().to_string();
                if name.ends_with("tests.rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("a source reads");
                out.push((name, without_tests(&text).to_string()));
            }
        }
    }
    let mut out = Vec::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lang"), &mut out);
    out
}

/// The names of the function keys F2…F10 and of the control keys (`^X`) in `text`.
fn key_literals(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let word_before = before.is_some_and(|b| b.is_alphanumeric() || b == '_' || b == '^');
        if c == 'F' && !word_before {
            let digits: String = chars[i + 1..].iter().take_while(|d| d.is_ascii_digit()).collect();
            let after = chars.get(i + 1 + digits.len());
            let n: u32 = digits.parse().unwrap_or(0);
            if (2..=10).contains(&n) && !after.is_some_and(|a| a.is_alphanumeric() || *a == '_') {
                found.push(format!("F{digits}"));
            }
        }
        if c == '^' && chars.get(i + 1).is_some_and(char::is_ascii_uppercase) {
            let after = chars.get(i + 2);
            if !after.is_some_and(|a| a.is_alphanumeric()) {
                found.push(format!("^{}", chars[i + 1]));
            }
        }
    }
    found
}

#[test]
fn no_sentence_of_lang_names_a_key_the_terminal_binds() {
    assert_eq!(key_literals("F8 resumes, ^X points out, F10 quits"), ["F8", "^X", "F10"]);
    assert!(key_literals("F1 help, FIDE 6.9, F11, F2x, (^_^)").is_empty());
    let sources = lang_sources();
    assert!(sources.len() > 20, "{} files", sources.len());
    for (file, code) in sources {
        assert!(key_literals(&code).is_empty(), "{file} names {:?}: take the name from Keys", key_literals(&code));
    }
}

#[test]
fn only_lang_words_picks_a_language() {
    fn walk(dir: &std::path::Path, out: &mut Vec<String>) {
        for path in std::fs::read_dir(dir).expect("src reads").flatten().map(|e| e.path()) {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.display().to_string().ends_with("tests.rs") {
                let text = std::fs::read_to_string(&path).expect("a source reads");
                for line in without_tests(&text).lines().filter(|l| l.contains("Lang::Ru") || l.contains("Lang::En")) {
                    out.push(format!("{}: {}", path.display(), line.trim()));
                }
            }
        }
    }
    let mut lines = Vec::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut lines);
    let others: Vec<&String> = lines
        .iter()
        .filter(|l| {
            !l.contains("src/lang/mod.rs")
                || !(l.ends_with("=> &English,") || l.ends_with("=> &Russian,") || l.contains("[Lang::En, Lang::Ru]"))
        })
        .collect();
    assert!(others.is_empty(), "a language picked outside Lang::words: {others:#?}");
    assert_eq!(lines.len(), 3, "{lines:#?}");
}
